"""Testi italiani del punteggio duplicato: i risultati di una classe con un codice di classe, e che cosa non va in uno."""

TEXTS = {
    "no_student": "Un risultato ha bisogno del nome dello studente, non «{given}».",
    "no_code": "Il risultato di {student} ha bisogno del codice di classe, non «{given}».",
    "bad_deal": "Le smazzate di {code} si numerano 1, 2, 3…: il risultato di {student} dice «{given}».",
    "bad_points": "I punti di {student} nella smazzata {deal} di {code} sono {given}: una squadra fa da 0 a {total} punti in una smazzata.",
    "not_a_result": "Non è il risultato di una smazzata: {given}.",
    "missing": "A un risultato manca {fields}: {given}.",
    "unreadable": "{file} non si può leggere come risultati della classe: {error}",
    "not_results": "{file} non è un file di risultati della classe.",
    "no_deals": "{file} non ha un elenco di smazzate.",
    "played": "Codice di classe {code}: {deals} smazzate giocate, {points} punti",
    "played_one": "Codice di classe {code}: 1 smazzata giocata, {points} punti",
}

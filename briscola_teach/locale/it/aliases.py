"""The lesson helpers' names in Italian: their parameters, and what a wrong call is told."""

#: The parameter names students type, by the English name of each.
PARAMETERS = {
    "cards": "carte",
    "points": "punti",
    "width": "larghezza",
    "table": "tabella",
    "my_order": "il_mio_ordine",
    "pile": "mucchio",
    "my_answer": "la_mia_risposta",
    "trump": "briscola",
    "players": "giocatori",
    "deck": "mazzo",
    "dealt": "distribuite",
    "rounds": "giri",
    "tricks": "prese",
    "winner": "vincitore",
    "winners": "vincitori",
    "trick": "presa",
    "my_card": "la_mia_carta",
    "game": "partita",
    "number": "numero",
    "folder": "cartella",
    "player": "giocatore",
    "view": "vista",
}

TEXTS = {
    "alias_of": "Nome italiano di {real}: gli stessi argomenti, con i nomi in italiano.",
    "unknown_keyword": "«{function}» non ha nessun argomento «{given}»: i suoi sono {names}.{hint}",
    "did_you_mean": " Forse volevi scrivere «{name}»?",
    "too_many": "A «{function}» hai dato troppi valori senza nome. Si scrive: {usage}",
    "given_twice": "Hai dato a «{function}» l'argomento «{given}» due volte. Si scrive: {usage}",
    "missing_one": "A «{function}» manca {names}. Si scrive: {usage}",
    "missing_many": "A «{function}» mancano {names}. Si scrive: {usage}",
}

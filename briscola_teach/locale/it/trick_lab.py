"""The trick lab and the trick quiz, in Italian."""

TEXTS = {
    "players": "Giocatori:",
    "muestra": "Briscola girata:",
    "leader": "Apre:",
    "seat_card": "{n}º {who}:",
    "seat_card_led": "1º {who} (apre):",
    "random": "Presa a caso",
    "trump_is": "Briscola: {suit} (la carta girata è {muestra}).",
    "refused": "Questa presa non è possibile: {reason}",
    "replaced": "In {players} non si gioca con {card}: l'ho sostituita con {spare}.",
    "not_in_deck": "In {players} si gioca con {size} carte: {card} non è nel mazzo.",
    "role_trump": "briscola",
    "role_led": "seme di uscita",
    "role_other": "altro seme (non può prendere)",
    # The quiz.
    "quiz_title": "Chi vince la presa?",
    "quiz_question": "Briscola: {suit} (girata: {muestra}). Chi vince questa presa?",
    "quiz_answer": "{who}: {card}",
    "quiz_right": "✔ Bene! La prende {who}, con {card}.",
    "quiz_wrong": "✘ No: la prende {who}, con {card}, non {guess}.",
    "quiz_score": "Risposte giuste: {right} su {asked} · di fila: {streak} (il tuo record: {best})",
    "quiz_score_none": "Risposte giuste: nessuna, per ora",
    "quiz_next": "Prossima presa",
    "quiz_answered": "Hai già risposto a questa presa: premi «Prossima presa».",
    "quiz_players": "Giocatori:",
    "quiz_players_any": "qualsiasi",
    # -- the seven-second variant (RULES §8)
    "seven_second": "Il sette come seconda carta",
    "seven_order": "Con il sette come seconda carta l'ordine è: asso, sette, re, cavallo, fante, tre, sei, cinque, quattro, due; il sette vale 10 e il tre 0.",
}

"""Why a card took a trick (RULES §3), in Italian: the one explanation every lesson and screen gives."""

TEXTS = {
    # The reason: one sentence, the rule that decided.
    "trump_cut": "{card} è una briscola: batte {beaten} (una briscola batte qualsiasi carta di un altro seme).",
    "highest_trump": "{card} è la briscola più alta della presa: batte {beaten}.",
    "trump_led_alone": "Si è aperto a briscola con {card} e nessun altro ha giocato briscola.",
    "highest_of_led": "{card} è la carta più alta di {suit}, il seme di uscita, e nessuno ha giocato briscola: batte {beaten}.",
    "led_alone": "Nessun altro ha giocato {suit} né briscola: vince la carta di uscita, {card}.",
    # The cards of a third suit worth points, thrown away; remarks.
    "off_suit_one": "{cards} non è né del seme di uscita né di briscola: non può prendere.",
    "off_suit": "{cards} non sono né del seme di uscita né di briscola: non possono prendere.",
    "cheap_winner": "Non sono i punti a decidere chi prende: {card} vale {own} e porta a casa {total} punti.",
    "seven_up": "Con il sette come seconda carta il sette sale al secondo posto, subito dopo l'asso: con le regole di sempre prenderebbe {card}.",
    "three_down": "Con il sette come seconda carta il tre scende sotto le figure: con le regole di sempre prenderebbe {card}.",
    # Who took it, and the points.
    "taken": "Prende {who}, con {card}.",
    "points": "Punti della presa: {points}.",
    # A trick that cannot be.
    "duplicate": "{card} compare due volte: in una presa ogni carta esce una volta sola.",
    "too_many": "Una presa ha al massimo 4 carte (una per giocatore), non {count}.",
}

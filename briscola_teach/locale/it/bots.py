"""Names and one-line descriptions of the machine opponents, in Italian."""

TEXTS = {
    "random": "A caso",
    "random_desc": "Gioca una carta qualsiasi della sua mano, a caso: ideale per le prime partite.",
    "principiante": "Principiante",
    "principiante_desc": (
        "Gioca come chi ha appena imparato: a volte butta via un carico, spreca una briscola "
        "su una presa senza punti o dimentica chi ha pescato la briscola."
    ),
    "sensato": "Giudizioso",
    "sensato_desc": (
        "Segue i buoni consigli: prende con la carta giusta, non regala carichi, si tiene le "
        "briscole e conta le carte già uscite."
    ),
    "experto": "Esperto",
    "experto_desc": (
        "Immagina le carte che non vede, deducendo dalle tue giocate quelle che tieni; prova "
        "ogni giocata molte volte e, a fine mano, gioca le ultime prese alla perfezione."
    ),
}

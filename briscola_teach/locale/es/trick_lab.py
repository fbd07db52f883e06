"""The trick lab and the trick quiz, in Spanish."""

TEXTS = {
    "players": "Jugadores:",
    "muestra": "Muestra:",
    "leader": "Sale:",
    "seat_card": "{n}.º {who}:",
    "seat_card_led": "1.º {who} (sale):",
    "random": "Baza al azar",
    "trump_is": "Triunfo: {suit} (la muestra es {muestra}).",
    "refused": "Esta baza no se puede dar: {reason}",
    "replaced": "Con {players} jugadores no se juega con {card}: lo he cambiado por {spare}.",
    "not_in_deck": "Con {players} jugadores se juega con {size} cartas: {card} no está en la baraja.",
    "role_trump": "triunfo",
    "role_led": "palo de salida",
    "role_other": "otro palo (no puede ganar)",
    # The quiz.
    "quiz_title": "¿Quién se lleva la baza?",
    "quiz_question": "Triunfo: {suit} (muestra: {muestra}). ¿Quién se lleva esta baza?",
    "quiz_answer": "{who}: {card}",
    "quiz_right": "✔ ¡Bien! Se la lleva {who}, con {card}.",
    "quiz_wrong": "✘ No: se la lleva {who}, con {card}, no {guess}.",
    "quiz_score": "Aciertos: {right} de {asked} · seguidas: {streak} (tu mejor racha: {best})",
    "quiz_score_none": "Aciertos: ninguna baza contestada todavía",
    "quiz_next": "Siguiente baza",
    "quiz_answered": "Ya has contestado esta baza: pulsa «Siguiente baza».",
    "quiz_players": "Jugadores:",
    "quiz_players_any": "cualquiera",
    # -- the seven-second variant (RULES §8)
    "seven_second": "El siete, segunda carta",
    "seven_order": "Con el siete de segunda el orden es: as, siete, rey, caballo, sota, tres, seis, cinco, cuatro, dos; el siete vale 10 y el tres 0.",
}

"""The lesson helpers' names in Spanish: their parameters, and what a wrong call is told."""

#: The parameter names students type, by the English name of each.
PARAMETERS = {
    "cards": "cartas",
    "points": "puntos",
    "width": "ancho",
    "table": "tabla",
    "my_order": "mi_orden",
    "pile": "pila",
    "my_answer": "mi_respuesta",
    "trump": "triunfo",
    "players": "jugadores",
    "deck": "baraja",
    "dealt": "repartidas",
    "rounds": "rondas",
    "tricks": "bazas",
    "winner": "ganador",
    "winners": "ganadores",
    "trick": "baza",
    "my_card": "mi_carta",
    "game": "partida",
    "number": "numero",
    "folder": "carpeta",
    "player": "jugador",
    "view": "vista",
}

TEXTS = {
    "alias_of": "Nombre en español de {real}: los mismos argumentos, con sus nombres en español.",
    "unknown_keyword": "«{function}» no tiene ningún argumento «{given}»: los suyos son {names}.{hint}",
    "did_you_mean": " ¿Querías decir «{name}»?",
    "too_many": "A «{function}» le sobran valores sin nombre. Se escribe: {usage}",
    "given_twice": "A «{function}» le has dado «{given}» dos veces. Se escribe: {usage}",
    "missing_one": "A «{function}» le falta {names}. Se escribe: {usage}",
    "missing_many": "A «{function}» le faltan {names}. Se escribe: {usage}",
}

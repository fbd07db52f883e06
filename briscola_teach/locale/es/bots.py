"""Names and one-line descriptions of the machine opponents, in Spanish."""

TEXTS = {
    "random": "Aleatorio",
    "random_desc": "Juega cualquier carta de su mano, al azar: ideal para las primeras partidas.",
    "principiante": "Principiante",
    "principiante_desc": (
        "Juega como quien empieza: a veces tira cargas, gasta triunfos en bazas sin puntos "
        "u olvida quién tiene la muestra."
    ),
    "sensato": "Sensato",
    "sensato_desc": (
        "Sigue los buenos consejos: mata con la carta justa, no regala cargas, guarda los "
        "triunfos y cuenta lo que ya ha salido."
    ),
    "experto": "Experto",
    "experto_desc": (
        "Imagina las cartas que no ve, deduciendo de tus jugadas lo que guardas; prueba cada "
        "jugada muchas veces y, al final de la mano, juega las últimas bazas a la perfección."
    ),
}

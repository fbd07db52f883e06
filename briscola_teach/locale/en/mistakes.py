"""Names of the beginner mistakes, in English."""

TEXTS = {
    "tres_retenido": "Holding a 3 too long",
    "carga_tirada": "Throwing a load of a third suit",
    "triunfo_en_blanca": "Spending a trump on a trick worth nothing",
    "triunfo_alto": "Winning with a high trump where a low one would do",
    "muestra_olvidada": "Forgetting who holds the trump card",
    "no_cargar": "Not loading a trick your partner already wins",
}

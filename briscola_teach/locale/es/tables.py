"""Column names of the tables, in Spanish."""

TEXTS = {
    "trick": "baza",
    "leader": "sale",
    "cards": "cartas (asiento)",
    "winner": "gana",
    "points": "puntos",
    "score_of": "total asiento {seat}",
    "after_trick": "tras la baza",
    "seat": "asiento",
    "card": "carta",
    "is_muestra": "es la muestra",
}

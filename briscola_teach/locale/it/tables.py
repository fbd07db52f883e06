"""Column names of the tables, in Italian."""

TEXTS = {
    "trick": "presa",
    "leader": "apre",
    "cards": "carte (posto)",
    "winner": "vince",
    "points": "punti",
    "score_of": "totale posto {seat}",
    "after_trick": "dopo la presa",
    "seat": "posto",
    "card": "carta",
    "is_muestra": "è la briscola girata",
}

"""Column names of the tables, in English."""

TEXTS = {
    "trick": "trick",
    "leader": "leader",
    "cards": "cards (seat)",
    "winner": "winner",
    "points": "points",
    "score_of": "seat {seat} total",
    "after_trick": "after trick",
    "seat": "seat",
    "card": "card",
    "is_muestra": "is the muestra",
}

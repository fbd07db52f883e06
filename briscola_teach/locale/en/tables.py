"""The kit's tables in English: each column's label (by the key it is read with), and what a wrong key is told."""

TEXTS = {
    # A game's tricks and draws (briscola_teach.tables).
    "trick": "trick",
    "leader": "leader",
    "cards": "cards (seat)",
    "winner": "winner",
    "points": "points",
    "score_of": "seat {seat} total",
    "after_trick": "after trick",
    "seat": "seat",
    "card": "card",
    "is_muestra": "is the trump card",
    # The ten ranks and a pile's points (lesson 01).
    "number": "number",
    "strength": "strength (1 = strongest)",
    "kind": "kind",
    # One trick, card by card (lesson 02).
    "who": "who",
    "role": "role",
    "wins": "wins",
    # The worked example's tricks (lesson 03).
    "hand_cards": "cards",
    "total_of": "total {who}",
    # The deal and the draws (lesson 04).
    "players": "players",
    "deck": "cards in the deck",
    "dealt": "cards dealt",
    "stock": "stock after the deal (with the trump card)",
    "rounds": "draw rounds",
    "tricks": "tricks",
    "muestra_after_trick": "trump card drawn after trick",
    "drawer": "draws",
    "drawn_muestra": "the trump card",
    # The coach's review and the mistakes' statistics (lesson 06).
    "play": "play",
    "mistake": "mistake",
    "severity": "severity",
    "points_lost": "points lost",
    "best_card": "best card",
    "method": "priced",
    "explanation": "explanation",
    "times": "times",
    "hands": "hands with it",
    "mean_points_lost": "mean cost (points)",
    # How cells are written.
    "yes": "yes",
    "no": "no",
    # Asking a table for what it does not have.
    "unknown_key": "The table has no column “{key}”. Its columns are: {keys}.",
    "bad_count": "The number of rows must be a whole number, 0 or more, not “{given}”.",
    "not_a_table": "This needs one of the lessons' tables (ranks_table() gives one, for example), not “{given}”.",
    "unknown_row": "The table has no row “{name}”. Its rows are: {names}.",
}

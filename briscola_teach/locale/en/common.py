"""Words shared by every screen, in English."""

TEXTS = {
    "you": "You",
    "rival": "Opponent",
    "rival_n": "Player {number}",
    "partner": "Partner",
    "player": "Player {n}",
    "error": "⚠ {message}",
    "unexpected": "⚠ Something went wrong ({kind}): {message}",
    "widget_note": "(A still picture of the starting state: run the notebook to interact.)",
    "refused": "✘ {message}",
    "you_in_sentence": "you",
    "rival_in_sentence": "the opponent",
    "partner_in_sentence": "your partner",
    "rival_n_in_sentence": "player {number}",
    "player_in_sentence": "player {n}",
}

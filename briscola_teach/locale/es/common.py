"""Words shared by every screen, in Spanish."""

TEXTS = {
    "you": "Tú",
    "rival": "Rival",
    "rival_n": "Jugador {number}",
    "partner": "Compañero",
    "player": "Jugador {n}",
    "error": "⚠ {message}",
    "unexpected": "⚠ Algo ha fallado ({kind}): {message}",
    "widget_note": "(Imagen fija del estado inicial: ejecuta el cuaderno para poder interactuar.)",
    "refused": "✘ {message}",
    "you_in_sentence": "tú",
    "rival_in_sentence": "el rival",
    "partner_in_sentence": "tu compañero",
    "rival_n_in_sentence": "el jugador {number}",
    "player_in_sentence": "el jugador {n}",
}

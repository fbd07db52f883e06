"""Words shared by every screen, in Spanish."""

TEXTS = {
    "you": "Tú",
    "rival": "Rival",
    "rival_n": "Rival {number}",
    "partner": "Compañero",
    "seat": "Asiento {seat}",
    "error": "⚠ {message}",
    "unexpected": "⚠ Algo ha fallado ({kind}): {message}",
    "widget_note": "(Imagen fija del estado inicial: ejecuta el cuaderno para poder interactuar.)",
    "refused": "✘ {message}",
}

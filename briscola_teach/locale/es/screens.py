"""What every lesson screen shares (size of the screen, the step navigator), in Spanish."""

TEXTS = {
    "size": "Tamaño",
    "size_compact": "Compacto",
    "size_normal": "Normal",
    "size_large": "Grande",
    "size_tip": "Cartas y letra más pequeñas (pantallas bajas) o más grandes (proyector)",
    "play_tip": "Haz clic para jugar {card}",
    # -- the step navigator (deal, worked example, review)
    "nav_first": "◀◀ Inicio",
    "nav_previous": "◀ Anterior",
    "nav_next": "Siguiente ▶",
    "nav_last": "Final ▶▶",
    "nav_first_tip": "Vuelve al principio",
    "nav_previous_tip": "Un paso atrás",
    "nav_next_tip": "Un paso adelante",
    "nav_last_tip": "Salta al final",
}

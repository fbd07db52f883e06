"""What every lesson screen shares (size of the screen), in Spanish."""

TEXTS = {
    "size": "Tamaño",
    "size_compact": "Compacto",
    "size_normal": "Normal",
    "size_large": "Grande",
    "size_tip": "Cartas y letra más pequeñas (pantallas bajas) o más grandes (proyector)",
    "play_tip": "Haz clic para jugar {card}",
}

"""What every lesson screen shares (size of the screen), in Italian."""

TEXTS = {
    "size": "Dimensione",
    "size_compact": "Compatta",
    "size_normal": "Normale",
    "size_large": "Grande",
    "size_tip": "Carte e testo più piccoli (schermi bassi) o più grandi (proiettore)",
    "play_tip": "Clicca per giocare {card}",
}

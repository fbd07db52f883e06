"""What every lesson screen shares (size of the screen), in Italian."""

TEXTS = {
    "size": "Dimensione",
    "size_compact": "Compatta",
    "size_normal": "Normale",
    "size_large": "Grande",
    "size_tip": "Carte e testo più piccoli (schermi bassi) o più grandi (proiettore)",
    "play_tip": "Clicca per giocare {card}",
    "nav_first": "◀◀ Inizio",
    "nav_previous": "◀ Indietro",
    "nav_next": "Avanti ▶",
    "nav_last": "Fine ▶▶",
    "nav_first_tip": "Torna all'inizio",
    "nav_previous_tip": "Un passo indietro",
    "nav_next_tip": "Un passo avanti",
    "nav_last_tip": "Salta alla fine",
}

"""What every lesson screen shares (size of the screen), in English."""

TEXTS = {
    "size": "Size",
    "size_compact": "Compact",
    "size_normal": "Normal",
    "size_large": "Large",
    "size_tip": "Smaller cards and type (short screens) or larger ones (projector)",
    "play_tip": "Click to play the {card}",
}

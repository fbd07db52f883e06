"""What every lesson screen shares (size of the screen, the step navigator), in English."""

TEXTS = {
    "size": "Size",
    "size_compact": "Compact",
    "size_normal": "Normal",
    "size_large": "Large",
    "size_tip": "Smaller cards and type (short screens) or larger ones (projector)",
    "play_tip": "Click to play the {card}",
    # -- the step navigator (deal, worked example, review)
    "nav_first": "◀◀ Start",
    "nav_previous": "◀ Back",
    "nav_next": "Next ▶",
    "nav_last": "End ▶▶",
    "nav_first_tip": "Back to the start",
    "nav_previous_tip": "One step back",
    "nav_next_tip": "One step on",
    "nav_last_tip": "Jump to the end",
}

"""What a lesson's cells import from :mod:`briscola_teach.exercises.cards`, where it lives (below the widgets)."""

from ..exercises.cards import *  # noqa: F403 (the lesson's names, in every edition's language)
from ..exercises.cards import __all__ as __all__

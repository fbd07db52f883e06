"""What a lesson's cells import from :mod:`briscola_teach.exercises.example`, where it lives (below the widgets)."""

from ..exercises.example import *  # noqa: F403 (the lesson's names, in every edition's language)
from ..exercises.example import __all__ as __all__

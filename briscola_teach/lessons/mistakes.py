"""What a lesson's cells import from :mod:`briscola_teach.exercises.mistakes`, where it lives (below the widgets)."""

from ..exercises.mistakes import *  # noqa: F403 (the lesson's names, in every edition's language)
from ..exercises.mistakes import __all__ as __all__

"""What a lesson's cells import from :mod:`briscola_teach.exercises.tricks`, where it lives (below the widgets)."""

from ..exercises.tricks import *  # noqa: F403 (the lesson's names, in every edition's language)
from ..exercises.tricks import __all__ as __all__

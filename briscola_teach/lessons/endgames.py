"""What a lesson's cells import from :mod:`briscola_teach.exercises.endgames`, where it lives (below the widgets)."""

from ..exercises.endgames import *  # noqa: F403 (the lesson's names, in every edition's language)
from ..exercises.endgames import __all__ as __all__

"""What a lesson's cells import from :mod:`briscola_teach.exercises.drill`, where it lives (below the widgets)."""

from ..exercises.drill import *  # noqa: F403 (the lesson's names, in every edition's language)
from ..exercises.drill import __all__ as __all__

"""What a lesson's cells import from :mod:`briscola_teach.exercises.counting`, where it lives (below the widgets)."""

from ..exercises.counting import *  # noqa: F403 (the lesson's names, in every edition's language)
from ..exercises.counting import __all__ as __all__

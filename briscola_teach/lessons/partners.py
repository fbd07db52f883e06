"""What a lesson's cells import from :mod:`briscola_teach.exercises.partners`, where it lives (below the widgets)."""

from ..exercises.partners import *  # noqa: F403 (the lesson's names, in every edition's language)
from ..exercises.partners import __all__ as __all__

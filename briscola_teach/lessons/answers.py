"""What a lesson's cells import from :mod:`briscola_teach.exercises.answers`, where it lives (below the widgets)."""

from ..exercises.answers import *  # noqa: F403 (the lesson's names, in every edition's language)
from ..exercises.answers import __all__ as __all__

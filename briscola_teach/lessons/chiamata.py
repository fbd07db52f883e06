"""What a lesson's cells import from :mod:`briscola_teach.exercises.chiamata`, where it lives (below the widgets)."""

from ..exercises.chiamata import *  # noqa: F403 (the lesson's names, in every edition's language)
from ..exercises.chiamata import __all__ as __all__

"""What a lesson's cells import from :mod:`briscola_teach.exercises.aliases`, where it lives (below the widgets)."""

from ..exercises.aliases import *  # noqa: F403 (the lesson's names, in every edition's language)
from ..exercises.aliases import __all__ as __all__

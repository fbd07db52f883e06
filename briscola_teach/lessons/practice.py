"""What a lesson's cells import from :mod:`briscola_teach.exercises.practice`, where it lives (below the widgets)."""

from ..exercises.practice import *  # noqa: F403 (the lesson's names, in every edition's language)
from ..exercises.practice import __all__ as __all__

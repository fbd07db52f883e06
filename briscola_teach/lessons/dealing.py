"""What a lesson's cells import from :mod:`briscola_teach.exercises.dealing`, where it lives (below the widgets)."""

from ..exercises.dealing import *  # noqa: F403 (the lesson's names, in every edition's language)
from ..exercises.dealing import __all__ as __all__

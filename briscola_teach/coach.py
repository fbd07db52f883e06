"""The coach: every play of one seat checked, its beginner mistake named, priced and said.

>>> from briscola_teach import Game
>>> from briscola_teach.coach import review
>>> game = Game.new(2, seed=3)
>>> while not game.is_over:
...     _ = game.play(game.legal_plays()[0])
>>> said = review(game, 0, samples=8).summary()
>>> isinstance(said, str) and said != ""
True

What it finds and how it prices a play is :mod:`briscola_teach.findings`, which stands
below the words (keys, fields and points); this module is that coach with the sentences of
:mod:`briscola_teach.verdicts` lent to its findings, entries and reviews, so a script that
imports the coach and nothing else hears ``review(...).summary()`` in the kit-wide language.
"""

from __future__ import annotations

from . import verdicts as _verdicts  # noqa: F401  (lends the findings their sentences when it loads)
from .findings import *  # noqa: F403
from .findings import __all__ as __all__

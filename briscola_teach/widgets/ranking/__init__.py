"""Lesson 01 screens: compare two cards in a trick, sort the ten ranks (:mod:`.explorer`), put a handful in order
(:mod:`.order`)."""

from .explorer import RankingExplorer
from .order import OrderExercise

__all__ = ["RankingExplorer", "OrderExercise"]

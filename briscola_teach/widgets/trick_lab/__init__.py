"""Lesson 02 screens: build any trick and see who takes it (:mod:`.lab`); then guess who takes random ones (:mod:`.quiz`)."""

from .lab import TrickLab
from .quiz import TrickQuiz

__all__ = ["TrickLab", "TrickQuiz"]

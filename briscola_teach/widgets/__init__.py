"""The lesson screens; the only part of the kit that imports ipywidgets.

Each screen is imported on first use, so ``from briscola_teach.widgets import
TrickLab`` loads only what that lesson needs.
"""

from __future__ import annotations

import importlib
from typing import Any

_SCREENS = {
    "RankingExplorer": "ranking",
    "OrderExercise": "ranking",
    "TrickLab": "trick_lab",
    "TrickQuiz": "trick_lab",
    "WorkedExampleStepper": "stepper",
    "DealStepper": "deal",
    "CardTable": "table",
    "MistakeReview": "review",
    "FindTheMistake": "review",
    "TryAgain": "review",
    "SavedHands": "review",
    "DueReview": "practice",
    "MatchedPuzzles": "practice",
    "HandIn": "progress",
    "ChiamataStepper": "chiamata",
    "PartnerReadingQuiz": "chiamata",
}

__all__ = ["Screen", "seat_label", *_SCREENS]

from .base import Screen, seat_label  # noqa: E402


def __getattr__(name: str) -> Any:
    if name in _SCREENS:
        module = importlib.import_module(f"{__name__}.{_SCREENS[name]}")
        return getattr(module, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")

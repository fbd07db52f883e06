"""Practice that comes back: what a student missed, brought back after 1, 3 and 7 days, and
endgame puzzles chosen to fit the student (lesson 12).  Plain Python, no widgets.

Two things are kept in the student's folder, in one JSON file (:func:`file_name`,
``repaso.json`` in Spanish), next to the progress file:

* **What is due** (:class:`Schedule`): each item is an exercise the progress record
  shows missed, or the position of a play the coach flagged in one of the student's
  own hands.  An item first comes back one day after it was met; answered right, it
  comes back after 3 days, then after 7, and then it is learnt (retired); answered
  wrong at any point, it starts again at one day (:data:`INTERVALS`).
* **Ratings** (:class:`Ratings`): the student and every endgame puzzle carry an Elo
  rating, updated from the student's first try at each puzzle only (a second try is
  no news about the puzzle).  The next puzzle is the untried one whose expected score
  for the student is nearest one half (:meth:`Ratings.next_puzzle`).

The package reads in order: :mod:`.spacing` (what is due), :mod:`.rating` (the puzzles'
ratings), :mod:`.store` (the file), :mod:`.retry` (a hint, and flagged plays asked again).

Dates are passed in (``today=``), never read from the clock here, so the tests can fix them.

>>> from datetime import date
>>> schedule = Schedule()
>>> item = schedule.add(Item("trick:AO-3C:cups", "02"), today=date(2026, 1, 5))
>>> item.due.isoformat(), [i.id for i in schedule.due(date(2026, 1, 5))]
('2026-01-06', [])
>>> [i.id for i in schedule.due(date(2026, 1, 6))]
['trick:AO-3C:cups']
>>> schedule.answer("trick:AO-3C:cups", True, today=date(2026, 1, 6)).due.isoformat()
'2026-01-09'
"""

from __future__ import annotations

from .rating import K_PUZZLE, K_STUDENT, PUZZLE_RATINGS, START_RATING, Ratings, expected_score
from .retry import Hint, Retry, Try, card_from_hand, hint, is_better, play_item, position_before, student_today
from .spacing import INTERVALS, NOT_REPEATED, REVIEW_SCREEN, Item, Schedule, review_lesson
from .store import Practice, file_name, load, save

__all__ = [
    "INTERVALS",
    "START_RATING",
    "PUZZLE_RATINGS",
    "Item",
    "Schedule",
    "Ratings",
    "Practice",
    "expected_score",
    "file_name",
    "load",
    "save",
    "NOT_REPEATED",
    "REVIEW_SCREEN",
    "review_lesson",
    "K_STUDENT",
    "K_PUZZLE",
    "Hint",
    "hint",
    "Try",
    "Retry",
    "position_before",
    "is_better",
    "play_item",
    "student_today",
    "card_from_hand",
]

"""Lesson 12 (Repaso): today's reviews and the endgame puzzles in the order that fits the student.

The scheduling and the ratings are :mod:`briscola_teach.practice`'s; this module poses
what is due (a flagged play of the student's own hand, or an endgame puzzle of lesson
09 they missed) and the rated puzzles, judges the card chosen, records each answer under
lesson 12 and keeps the practice file up to date.  The folder is the student's
(:func:`briscola_teach.progress.student_folder`) unless one is given; where there is
none (the lesson as shipped, a test) nothing is written and the record is empty.

>>> from datetime import date
>>> today = DueToday(folder=None, today=date(2026, 1, 5))
>>> today.items, today.elsewhere
((), ())
>>> ladder = PuzzleLadder(folder=None, seed=0)
>>> ladder.puzzle.level, ladder.chance()
(2, 0.5)
"""

from __future__ import annotations

import json
import random
from datetime import date
from pathlib import Path

from .. import practice, progress
from ..cards import Card
from ..errors import BriscolaError
from ..game import Game
from ..locale import LANGUAGES, Words, text
from ..locale import words as kit_words
from ..practice import Item, Practice, is_better, position_before
from ..progress import exercise_id
from .endgames import Answer, Puzzle, puzzles

__all__ = ["DueToday", "PuzzleLadder", "puzzle_by_number", "item_position", "item_values",
           "lesson_link", "saved_hands", "is_played_with_help"]

#: The kinds of items this lesson can ask again itself; the others are done in their own lesson.
POSED = ("play", "puzzle")


def puzzle_by_number(number: int) -> Puzzle:
    """The shipped endgame puzzle with this number."""
    for puzzle in puzzles():
        if puzzle.number == number:
            return puzzle
    raise BriscolaError("practice.unknown_item", item=exercise_id("puzzle", number))


def _puzzle_of(item: Item) -> Puzzle:
    return puzzle_by_number(int(item.id.split(":", 1)[1]))


def item_position(item: Item) -> Game:
    """The position an item asks about, the student's seat to play."""
    if item.kind == "puzzle":
        return _puzzle_of(item).game()
    data = item.data
    return position_before(Game.from_json(data["game"]), int(data["seat"]), int(data["play"]))


def item_values(item: Item) -> tuple[dict[Card, float], Card | None]:
    """What each card is worth in an item's position, and the card the student played there (if any)."""
    if item.kind == "puzzle":
        puzzle = _puzzle_of(item)
        return {c: float(v) for c, v in puzzle.values.items()}, None
    values = {Card.parse(code): float(v) for code, v in item.data.get("values", {}).items()}
    return values, Card.parse(item.data["played"])


def lesson_link(lesson: str, folder: Path | None = None) -> str | None:
    """The notebook of lesson ``lesson`` next to this one (its file name), if it is there."""
    here = Path.cwd() if folder is None else folder
    found = sorted(here.glob(f"{lesson}_*.ipynb"))
    return found[0].name if found else None


def _where(folder: Path | None | bool) -> Path | None:
    """The folder given, or the student's own (``True``); None writes nothing."""
    if folder is True:
        return progress.student_folder()
    return folder if isinstance(folder, Path) else None


class DueToday:
    """What the student has to practise today: items asked here, one at a time, and items to redo elsewhere."""

    def __init__(self, *, folder: Path | None | bool = True, today: date | None = None,
                 words: Words | None = None) -> None:
        self.folder = _where(folder)
        #: The language the answers are recorded under (the kit's by default).
        self.words = words or kit_words()
        self.today = today or practice.student_today()
        self.practice: Practice = practice.load(self.folder)
        entries = progress.read(self.folder) if self.folder is not None else []
        if self.practice.schedule.sync(entries):
            practice.save(self.practice, self.folder, language=self.words.language)
        due = self.practice.schedule.due(self.today)
        #: The items asked on this screen, in order.
        self.items = tuple(i for i in due if i.kind in POSED)
        #: The items to do again in their own lesson.
        self.elsewhere = tuple(i for i in due if i.kind not in POSED)
        self.index = 0
        #: Whether each item asked was answered right, by its place in :attr:`items`.
        self.answers: dict[int, bool] = {}

    @property
    def item(self) -> Item | None:
        """The item being asked about, or None when there is none left."""
        return self.items[self.index] if self.index < len(self.items) else None

    @property
    def finished(self) -> bool:
        """Whether every item of today has been asked."""
        return self.index >= len(self.items)

    def next_date(self) -> date | None:
        """When the next item comes back, if any is waiting."""
        upcoming = self.practice.schedule.upcoming(self.today)
        return upcoming[0].due if upcoming else None

    def choose(self, card: Card | str) -> tuple[bool, Item, Card]:
        """The student answers the item with ``card``: right or not, the item as rescheduled, the best card."""
        item = self.item
        if item is None:
            raise BriscolaError("practice.d_done")
        if self.index in self.answers:
            raise BriscolaError("practice.r_already")
        game = item_position(item)
        hand = game.legal_plays()
        chosen = practice.card_from_hand(card, hand)
        values, played = item_values(item)
        ok = is_better(values, played, chosen) if played is not None else (
            values[chosen] >= max(values.values()))
        progress.record(practice.review_lesson(), item.id, ok, folder=self.folder, language=self.words.language)
        changed = self.practice.schedule.answer(item.id, ok, today=self.today)
        practice.save(self.practice, self.folder, language=self.words.language)
        self.answers[self.index] = ok
        best = max(values, key=lambda c: (values[c], -c.index)) if values else chosen
        return ok, changed, best

    def next(self) -> None:
        """Go on to the next item."""
        if self.item is not None and self.index not in self.answers:
            raise BriscolaError("coach.w_answer_first")
        self.index += 1


class PuzzleLadder:
    """Endgame puzzles one at a time, each the untried one the student solves about half the time."""

    def __init__(self, *, folder: Path | None | bool = True, seed: int = 0, words: Words | None = None) -> None:
        self.folder = _where(folder)
        #: The language the answers are recorded under (the kit's by default).
        self.words = words or kit_words()
        self.practice: Practice = practice.load(self.folder)
        self.rng = random.Random(seed)
        self.answer: Answer | None = None
        #: The student's rating before and after the last first try (equal after a later try).
        self.moved: tuple[float, float] | None = None
        self.puzzle = self._pick()

    @property
    def ratings(self) -> practice.Ratings:
        """The student's and the puzzles' ratings."""
        return self.practice.ratings

    @property
    def all_tried(self) -> bool:
        """Whether every puzzle has had its first try."""
        return all(p.number in self.ratings.first_tries for p in puzzles())

    def chance(self) -> float:
        """How likely the student is to solve the puzzle on screen, by the ratings (to two decimals)."""
        return round(self.ratings.chance(self.puzzle.number, self.puzzle.level), 2)

    def _pick(self) -> Puzzle:
        pairs = [(p.number, p.level) for p in puzzles()]
        number = self.ratings.next_puzzle(pairs, self.rng)
        if number is None:
            number = self.rng.choice(pairs)[0]
        return puzzle_by_number(number)

    def choose(self, card: Card | str) -> Answer:
        """The student plays ``card``: right if among the best; the ratings move on a first try only."""
        puzzle = self.puzzle
        chosen = practice.card_from_hand(card, list(puzzle.values))
        ok = chosen in puzzle.best
        progress.record(practice.review_lesson(), exercise_id("puzzle", puzzle.number), ok, folder=self.folder,
                        language=self.words.language)
        before = self.ratings.student
        first = self.ratings.answer(puzzle.number, puzzle.level, ok)
        self.moved = (before, self.ratings.student)
        practice.save(self.practice, self.folder, language=self.words.language)
        self.answer = Answer(chosen, ok, puzzle.values[chosen], max(puzzle.values.values()),
                             puzzle.best, first)
        return self.answer

    def next(self) -> None:
        """Go on to the puzzle that fits the student now."""
        self.puzzle = self._pick()
        self.answer = None
        self.moved = None

    def score(self) -> tuple[int, int]:
        """Puzzles solved at the first try, out of those tried."""
        tried = self.ratings.first_tries
        return sum(tried.values()), len(tried)


def rating_text(value: float, *, words: Words | None = None) -> str:
    """A rating as the student reads it: a whole number."""
    return (words or kit_words()).number(round(value))


def saved_hands(folder: Path | None = None) -> list[Path]:
    """The hands the card table saved, newest first: in ``folder``, else in each language's hands folder here."""
    folders = [folder] if folder is not None else list(dict.fromkeys(
        Path(text("hands.folder", language=language)) for language in LANGUAGES))
    found = [path for base in folders if base.is_dir() for path in base.glob("*.json") if path.is_file()]
    return sorted(found, key=lambda p: (-p.stat().st_mtime, str(p)))


def is_played_with_help(path: Path) -> bool:
    """Whether the saved hand in ``path`` was played with a hint (the table marks it so)."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return False
    return isinstance(data, dict) and data.get("help") is True

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

import json
import math
import random
from collections.abc import Iterable, Sequence
from dataclasses import asdict, dataclass, field, replace
from datetime import date, timedelta
from pathlib import Path
from typing import Any

from . import progress
from .cards import Card
from .coach import DEFAULT_SAMPLES, Entry, Review, judge, severity
from .errors import BriscolaError, CardError, IllegalPlay
from .game import Game
from .locale import LANGUAGES, Words, text, words
from .locale import words as kit_words
from .progress import Entry as Answered
from .progress import position_id

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

#: Days after which an item comes back: first meeting, then each right answer in a row.
INTERVALS = (1, 3, 7)
#: The student's rating before any puzzle.
START_RATING = 1200.0
#: A puzzle's rating before any student tried it, by its level (lesson 09's grading).
PUZZLE_RATINGS = {1: 1000.0, 2: 1200.0, 3: 1400.0}
#: How far one first try moves the student's rating, and a puzzle's (Elo's K).
K_STUDENT = 32.0
K_PUZZLE = 16.0
#: Kinds of record lines that are no exercise to repeat: a hand played with help is only noted.
NOT_REPEATED = ("hand_with_help",)
#: The screen of the lesson that reviews what is due (lesson 12); it updates the schedule itself.
REVIEW_SCREEN = "briscola_teach.widgets.practice"


def review_lesson() -> str:
    """The lesson that reviews what is due: its own record lines are not read back into the schedule."""
    return progress.lesson_of(REVIEW_SCREEN)


def file_name(language: str | None = None) -> str:
    """The practice file's name in the student's language."""
    return text("practice.file", language=language)


# ---------------------------------------------------------------------- spaced repetition
@dataclass(frozen=True)
class Item:
    """One thing to practise again: an exercise of a lesson, or a position of the student's own hand.

    ``data`` holds what it takes to ask it again: for a position, the hand as saved
    (``Game.to_json``), which play of the student it was, and the coach's expected
    points for each card then (card code -> points).
    """

    id: str
    lesson: str
    #: How many right answers in a row it has had since it was last missed (0 to 3).
    stage: int = 0
    due: date = date.min
    data: dict[str, Any] = field(default_factory=dict, compare=False)

    @property
    def kind(self) -> str:
        """What sort of exercise it is: the first part of its id ("puzzle", "trick", "play"...)."""
        return self.id.split(":", 1)[0]

    @property
    def is_learnt(self) -> bool:
        """Whether it has come back at every interval and been answered right each time."""
        return self.stage >= len(INTERVALS)


class Schedule:
    """What the student will practise again and when (see the module docstring)."""

    def __init__(self, items: Iterable[Item] = (), *, read_up_to: str = "") -> None:
        self._items: dict[str, Item] = {item.id: item for item in items}
        #: The time of the last progress line already read (:meth:`sync`).
        self.read_up_to = read_up_to

    def __len__(self) -> int:
        return len(self._items)

    def __contains__(self, item_id: object) -> bool:
        return item_id in self._items

    def items(self) -> tuple[Item, ...]:
        """Every item, learnt ones too, by due date."""
        return tuple(sorted(self._items.values(), key=lambda i: (i.due, i.id)))

    def get(self, item_id: str) -> Item:
        """The item with this id."""
        try:
            return self._items[item_id]
        except KeyError:
            raise BriscolaError("practice.unknown_item", item=item_id) from None

    def add(self, item: Item, *, today: date) -> Item:
        """Put an item on the schedule, due tomorrow; one already there is kept as it is."""
        if item.id in self._items:
            return self._items[item.id]
        added = replace(item, stage=0, due=today + timedelta(days=INTERVALS[0]))
        self._items[item.id] = added
        return added

    def answer(self, item_id: str, ok: bool, *, today: date) -> Item:
        """Note an answer to an item: right moves it to the next interval, wrong back to the first."""
        item = self.get(item_id)
        stage = item.stage + 1 if ok else 0
        wait = INTERVALS[stage] if stage < len(INTERVALS) else 0
        changed = replace(item, stage=stage, due=today + timedelta(days=wait))
        self._items[item_id] = changed
        return changed

    def due(self, today: date) -> tuple[Item, ...]:
        """The items to practise today (due today or earlier, not yet learnt), oldest first."""
        return tuple(i for i in self.items() if i.due <= today and not i.is_learnt)

    def upcoming(self, today: date) -> tuple[Item, ...]:
        """The items that will come back after today, soonest first."""
        return tuple(i for i in self.items() if i.due > today and not i.is_learnt)

    def learnt(self) -> tuple[Item, ...]:
        """The items answered right at every interval."""
        return tuple(i for i in self.items() if i.is_learnt)

    def sync(self, entries: Sequence[Answered]) -> int:
        """Read the progress lines not read yet: a miss puts its exercise on the schedule (due the
        next day), and an answer given in its own lesson on or after an item's due date counts as
        that item's answer.  How many lines were read."""
        fresh = sorted((e for e in entries if e.time > self.read_up_to), key=lambda e: e.time)
        own = review_lesson() if fresh else ""
        for entry in fresh:
            kind = entry.exercise.split(":", 1)[0]
            if entry.lesson == own or kind in NOT_REPEATED:
                continue
            day = _day(entry.time)
            if entry.exercise in self._items:
                item = self._items[entry.exercise]
                if not item.is_learnt and day >= item.due:
                    self.answer(entry.exercise, entry.ok, today=day)
            elif not entry.ok:
                self.add(Item(entry.exercise, entry.lesson), today=day)
        if fresh:
            self.read_up_to = fresh[-1].time
        return len(fresh)


def _day(time: str) -> date:
    """The local date of a progress line's time ("2026-01-05T10:00:00+01:00")."""
    return date.fromisoformat(time[:10])


# ---------------------------------------------------------------------- ratings
def expected_score(player: float, puzzle: float) -> float:
    """The chance, by Elo's formula, that a player of rating ``player`` solves a puzzle of rating ``puzzle``.

    >>> expected_score(1200, 1200)
    0.5
    >>> round(expected_score(1400, 1000), 2)
    0.91
    """
    return 1.0 / (1.0 + math.pow(10.0, (puzzle - player) / 400.0))


@dataclass
class Ratings:
    """The student's rating, each puzzle's rating, and the puzzles already tried (first tries count)."""

    student: float = START_RATING
    puzzles: dict[int, float] = field(default_factory=dict)
    #: Puzzle number -> whether the first try solved it.
    first_tries: dict[int, bool] = field(default_factory=dict)

    def puzzle(self, number: int, level: int) -> float:
        """A puzzle's rating: learnt from tries, else its level's starting one."""
        return self.puzzles.get(number, PUZZLE_RATINGS[level])

    def chance(self, number: int, level: int) -> float:
        """How likely the student is to solve this puzzle at the first try, by the ratings."""
        return expected_score(self.student, self.puzzle(number, level))

    def answer(self, number: int, level: int, ok: bool) -> bool:
        """Note a try at a puzzle; the ratings move only on the first.  Whether it was the first."""
        if number in self.first_tries:
            return False
        score = 1.0 if ok else 0.0
        chance = self.chance(number, level)
        puzzle = self.puzzle(number, level)
        self.student = round(self.student + K_STUDENT * (score - chance), 1)
        self.puzzles[number] = round(puzzle - K_PUZZLE * (score - chance), 1)
        self.first_tries[number] = ok
        return True

    def next_puzzle(self, puzzles: Sequence[tuple[int, int]], rng: random.Random) -> int | None:
        """Of these (number, level) puzzles, the untried one the student solves nearest half the
        time (ties drawn with ``rng``); None when every one has been tried."""
        untried = [(n, lv) for n, lv in puzzles if n not in self.first_tries]
        if not untried:
            return None
        keys = {n: (round(abs(self.chance(n, lv) - 0.5), 6), rng.random()) for n, lv in untried}
        return min(keys, key=lambda n: keys[n])


# ---------------------------------------------------------------------- the file
@dataclass
class Practice:
    """Everything lesson 12 keeps for one student: the schedule and the ratings."""

    schedule: Schedule = field(default_factory=Schedule)
    ratings: Ratings = field(default_factory=Ratings)

    def to_json(self) -> str:
        """The practice as the file keeps it."""
        items = [{**asdict(i), "due": i.due.isoformat()} for i in self.schedule.items()]
        data = {"format": "briscola_teach/practice", "version": 1, "items": items,
                "read_up_to": self.schedule.read_up_to,
                "student": self.ratings.student,
                "puzzles": {str(n): r for n, r in sorted(self.ratings.puzzles.items())},
                "first_tries": {str(n): ok for n, ok in sorted(self.ratings.first_tries.items())}}
        return json.dumps(data, ensure_ascii=False, indent=1)

    @classmethod
    def from_json(cls, content: str) -> Practice:
        """The practice read back; a file that is not one raises BriscolaError naming it."""
        try:
            data = json.loads(content)
            if not isinstance(data, dict) or data.get("format") != "briscola_teach/practice":
                raise ValueError("not a practice file")
            items = [Item(str(i["id"]), str(i["lesson"]), int(i["stage"]),
                          date.fromisoformat(i["due"]), dict(i.get("data") or {}))
                     for i in data["items"]]
            ratings = Ratings(float(data["student"]),
                              {int(n): float(r) for n, r in data["puzzles"].items()},
                              {int(n): bool(ok) for n, ok in data["first_tries"].items()})
            return cls(Schedule(items, read_up_to=str(data["read_up_to"])), ratings)
        except (ValueError, KeyError, TypeError, AttributeError) as error:
            raise BriscolaError("practice.bad_file", reason=error) from None


def load(folder: Path | None) -> Practice:
    """The student's practice kept in ``folder`` (an empty one when there is none, or no folder)."""
    if folder is None:
        return Practice()
    for language in LANGUAGES:
        path = folder / file_name(language)
        if path.is_file():
            return Practice.from_json(path.read_text(encoding="utf-8"))
    return Practice()


def save(practice: Practice, folder: Path | None, *, language: str | None = None) -> Path | None:
    """Keep the practice in ``folder`` (its file in the student's language); None when there is no folder."""
    if folder is None:
        return None
    existing = [folder / file_name(lang) for lang in LANGUAGES if (folder / file_name(lang)).is_file()]
    path = existing[0] if existing else folder / file_name(language)
    path.write_text(practice.to_json() + "\n", encoding="utf-8")
    return path


# ---------------------------------------------------------------------- a hint at the table
@dataclass(frozen=True)
class Hint:
    """The coach's card for the seat to play, and one line saying why."""

    card: Card
    reason: str


def hint(game: Game, *, samples: int = DEFAULT_SAMPLES, seed: int = 0, words: Words | None = None) -> Hint:
    """The card the coach would play now, from what the seat to play knows, with a one-line reason (in ``words``)."""
    legal = game.legal_plays()
    if game.turn is None or not legal:
        raise IllegalPlay("engine.game_over")
    entry = judge(game, legal[0], samples=samples, seed=seed)
    best = entry.best or entry.card
    w = words or kit_words()
    if len(entry.values) < 2:
        return Hint(best, w.text("practice.hint_forced", card=w.the(best)))
    ranked = sorted(entry.values.values(), reverse=True)
    top, second = ranked[0], ranked[1]
    if top - second < 0.05:
        return Hint(best, w.text("practice.hint_equal", card=w.the(best), points=w.number(top)))
    return Hint(best, w.text("practice.hint_line", card=w.the(best), points=w.number(top),
                             more=w.number(top - second)))


# ---------------------------------------------------------------------- try again before the answer
def student_today() -> date:
    """Today's date where the student is (the lessons' default ``today``)."""
    return date.today()


def position_before(game: Game, seat: int, number: int) -> Game:
    """The hand as it was just before ``seat``'s ``number``-th play in it (1 = its first)."""
    replay = game.at_start()
    plays = 0
    for action in game.actions:
        if replay.turn == seat and isinstance(action, Card):
            plays += 1
            if plays == number:
                return replay
        replay.apply(action)
    raise ValueError(f"seat {seat} made fewer than {number} plays in this hand")


def is_better(values: dict[Card, float], played: Card, card: Card) -> bool:
    """Whether ``card`` is a good answer where ``played`` was flagged: another card that loses
    less than the coach's smallest band (2 points) against the best, by the coach's values."""
    if card is played:
        return False
    if not values:
        return True  # not priced: any card but the flagged one
    return severity(max(values.values()) - values[card]) is None


def _hint(entry: Entry, w: Words) -> str:
    """A nudge towards a better card that does not name it: the mistake's question, or where to look."""
    if entry.mistake is not None:
        return w.text(f"practice.hint_{entry.mistake.value}")
    return w.text("practice.hint_lead" if not entry.view.table else "practice.hint_follow")


def card_from_hand(card: Card | str, hand: Sequence[Card], *, words: Words | None = None) -> Card:
    """The card named by ``card``, which must be one of ``hand``; BriscolaError in the student's words otherwise."""
    try:
        chosen = Card.parse(card)
    except CardError:
        raise BriscolaError("practice.not_a_card", given=card) from None
    if chosen not in hand:
        w = words or kit_words()
        raise BriscolaError("practice.not_in_hand", card=w.the(chosen), hand=w.join([w.the(c) for c in hand]))
    return chosen


@dataclass(frozen=True)
class Try:
    """One try at a flagged play: the card, whether it is a good answer, and what the student sees next.

    ``step`` is "right" (the verdict), "hint" (a first miss: a hint, try again) or
    "answer" (a second miss: the coach's answer).
    """

    card: Card
    ok: bool
    step: str
    hint: str = ""


def play_item(review: Review, entry: Entry, *, lesson: str) -> Item:
    """A flagged play as an item to practise again: the hand, which play, the coach's values."""
    return Item(position_id("play", entry.view), lesson, data={
        "game": review.game.to_json(), "seat": review.seat, "play": entry.number,
        "played": entry.card.code, "values": {c.code: v for c, v in entry.values.items()}})


class Retry:
    """The plays the coach flagged in a hand, each asked again before its verdict is shown.

    For each flagged play the student picks a card in the position as they saw it: a
    good card gets the verdict at once; a miss gets a hint and another try; a second
    miss gets the coach's answer.  Every try is recorded in the progress file
    (``lesson``), and each flagged position is put on the student's practice schedule
    the first time it is tried, to come back after 1, 3 and 7 days.
    """

    def __init__(self, review: Review, *, lesson: str, folder: Path | None = None,
                 today: date | None = None, words: Words | None = None) -> None:
        #: The words its hints are said in (None: the kit-wide ones).
        self.words = words
        self.review = review
        self.flagged = review.flagged
        self.lesson = lesson
        self._folder = folder
        self._today = today
        self.index = 0
        #: The cards tried at each flagged play, by its place in :attr:`flagged`.
        self.tries: dict[int, list[Card]] = {}

    @property
    def entry(self) -> Entry:
        """The flagged play being asked about."""
        if not self.flagged:
            raise BriscolaError("practice.r_none")
        return self.flagged[self.index]

    @property
    def position(self) -> Game:
        """The hand just before the flagged play: what the student saw."""
        return position_before(self.review.game, self.review.seat, self.entry.number)

    @property
    def is_done(self) -> bool:
        """Whether this flagged play is finished: found, or answered by the coach."""
        tried = self.tries.get(self.index, [])
        return bool(tried) and (self._ok(tried[-1]) or len(tried) >= 2)

    @property
    def last(self) -> Try | None:
        """The last try at this flagged play, if any."""
        tried = self.tries.get(self.index, [])
        return self._try(tried[-1], len(tried)) if tried else None

    def score(self) -> tuple[int, int]:
        """Flagged plays found at the first try, out of those tried."""
        firsts = [self._ok(tried[0], i) for i, tried in self.tries.items() if tried]
        return sum(firsts), len(firsts)

    def go(self, index: int) -> None:
        """Ask about the flagged play at ``index`` (kept inside the list)."""
        self.index = max(0, min(index, len(self.flagged) - 1))

    def choose(self, card: Card | str) -> Try:
        """The student tries ``card`` here: judged, recorded, and the next step said."""
        entry = self.entry
        if self.is_done:
            raise BriscolaError("practice.r_already")
        chosen = card_from_hand(card, entry.view.legal_plays(), words=self.words)
        tried = self.tries.setdefault(self.index, [])
        tried.append(chosen)
        ok = self._ok(chosen)
        folder = self._folder if self._folder is not None else progress.student_folder()
        language = self.words.language if self.words is not None else None
        progress.record(self.lesson, position_id("play", entry.view), ok, folder=folder, language=language)
        if len(tried) == 1 and folder is not None:
            today = self._today or student_today()
            practice = load(folder)
            practice.schedule.add(play_item(self.review, entry, lesson=self.lesson), today=today)
            save(practice, folder, language=language)
        return self._try(chosen, len(tried))

    def _ok(self, card: Card, index: int | None = None) -> bool:
        entry = self.flagged[self.index if index is None else index]
        return is_better(entry.values, entry.card, card)

    def _try(self, card: Card, number: int) -> Try:
        ok = self._ok(card)
        if ok:
            return Try(card, True, "right")
        if number == 1:
            return Try(card, False, "hint", _hint(self.entry, self.words or kit_words()))
        return Try(card, False, "answer")

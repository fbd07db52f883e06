"""What is due (lesson 12): each missed exercise or flagged play comes back after 1, 3 and 7 days.

An item first comes back one day after it was met; answered right, it comes back after 3
days, then after 7, and then it is learnt (retired); answered wrong at any point, it starts
again at one day (:data:`INTERVALS`).  :meth:`Schedule.sync` reads the progress record.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field, replace
from datetime import date, timedelta
from typing import Any

from .. import progress
from ..errors import BriscolaError
from ..progress import Entry as Answered

__all__ = ["INTERVALS", "NOT_REPEATED", "REVIEW_SCREEN", "review_lesson", "Item", "Schedule"]

#: Days after which an item comes back: first meeting, then each right answer in a row.
INTERVALS = (1, 3, 7)
#: Kinds of record lines that are no exercise to repeat: a hand played with help is only noted.
NOT_REPEATED = ("hand_with_help",)
#: The screen of the lesson that reviews what is due (lesson 12); it updates the schedule itself.
REVIEW_SCREEN = "briscola_teach.widgets.practice"


def review_lesson() -> str:
    """The lesson that reviews what is due: its own record lines are not read back into the schedule."""
    return progress.lesson_of(REVIEW_SCREEN)


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

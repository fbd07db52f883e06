"""The coach at the practice table (lesson 12): a hint for the seat to play, and each flagged play asked again.

:class:`Retry` asks the plays the coach flagged in a student's hand once more before their
verdict: a good card gets the verdict at once, a miss a hint and another try, a second miss
the coach's answer; each flagged position goes on the student's schedule the first time.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date
from pathlib import Path

from .. import progress
from ..cards import Card
from ..coach import DEFAULT_SAMPLES, Entry, Review, judge, severity
from ..errors import BriscolaError, CardError, IllegalPlay
from ..game import Game
from ..locale import Words
from ..locale import words as kit_words
from ..progress import position_id
from .spacing import Item
from .store import load, save

__all__ = ["Hint", "hint", "student_today", "position_before", "is_better", "card_from_hand", "Try", "play_item",
           "Retry"]


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
        return bool(tried) and (self.is_right(tried[-1]) or len(tried) >= 2)

    @property
    def last(self) -> Try | None:
        """The last try at this flagged play, if any."""
        tried = self.tries.get(self.index, [])
        return self._try(tried[-1], len(tried)) if tried else None

    def score(self) -> tuple[int, int]:
        """Flagged plays found at the first try, out of those tried."""
        firsts = [self.is_right(tried[0], i) for i, tried in self.tries.items() if tried]
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
        ok = self.is_right(chosen)
        folder = self._folder if self._folder is not None else progress.student_folder()
        language = self.words.language if self.words is not None else None
        progress.record(self.lesson, position_id("play", entry.view), ok, folder=folder, language=language)
        if len(tried) == 1 and folder is not None:
            today = self._today or student_today()
            practice = load(folder)
            practice.schedule.add(play_item(self.review, entry, lesson=self.lesson), today=today)
            save(practice, folder, language=language)
        return self._try(chosen, len(tried))

    def is_right(self, card: Card, index: int | None = None) -> bool:
        """Whether ``card`` is a right answer at the position under review (or the ``index``-th): as good as the best."""
        entry = self.flagged[self.index if index is None else index]
        return is_better(entry.values, entry.card, card)

    def _try(self, card: Card, number: int) -> Try:
        ok = self.is_right(card)
        if ok:
            return Try(card, True, "right")
        if number == 1:
            return Try(card, False, "hint", _hint(self.entry, self.words or kit_words()))
        return Try(card, False, "answer")

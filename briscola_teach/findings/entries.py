"""The coach's report: an :class:`Entry` per play of the reviewed seat, a :class:`Review` per hand."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from typing import overload

from ..cards import Card
from ..errors import MOST_SAMPLES, count, expect, wrong_kind
from ..game import Game, Trick
from ..mistakes import Mistake
from ..rules import check_seat
from ..seeds import check_seed
from ..view import View
from .detection import Finding, _Rules
from .pricing import severity
from .wording import Wording, _check_words, _said

__all__ = ["Entry", "Review"]


@dataclass(frozen=True)
class Entry:
    """One play of the reviewed seat, with the coach's verdict."""

    #: 1 for the seat's first play in the hand, and so on.
    number: int
    #: The trick it was played in (numbered like ``Trick.number``).
    trick_number: int
    seat: int
    card: Card
    #: What the seat knew when it played.
    view: View = field(repr=False)
    #: The trick as it ended (None if the hand stopped before it was complete).
    trick: Trick | None = field(repr=False)
    findings: tuple[Finding, ...] = ()
    #: Expected final points of the seat's side for each card it could play (empty if not priced).
    values: dict[Card, float] = field(default_factory=dict, repr=False)
    #: Whether the values are exact (solver) rather than a sampled estimate.
    exact: bool = False
    #: Sampled deals behind the values (0 when exact, not priced or every deal counted).
    samples: int = 0
    #: Half-width of the 95% interval of each card's loss (0 when nothing was left to chance).
    margins: dict[Card, float] = field(default_factory=dict, repr=False)
    #: The language and deck style the entry says itself in (None: the kit-wide ones).
    language: str | None = field(default=None, repr=False, compare=False)
    style: str | None = field(default=None, repr=False, compare=False)

    def __post_init__(self) -> None:
        count(self.number, "Entry.number", least=1, most=40)
        count(self.trick_number, "Entry.trick_number", least=1, most=40)
        check_seat(self.seat, 4, where="Entry.seat")
        expect(self.card, Card, "Entry.card", "card")
        expect(self.view, View, "Entry.view", "view")
        if self.trick is not None:
            expect(self.trick, Trick, "Entry.trick", "trick")
        if not isinstance(self.findings, tuple) or not all(isinstance(f, Finding) for f in self.findings):
            raise wrong_kind("Entry.findings", self.findings, shape="(Finding, ...)")
        if not isinstance(self.values, dict) or not all(
                k.__class__ is Card and isinstance(v, (int, float)) for k, v in self.values.items()):
            raise wrong_kind("Entry.values", self.values, shape="{Card: float}")
        expect(self.exact, bool, "Entry.exact", "flag")
        count(self.samples, "Entry.samples", most=MOST_SAMPLES)
        _check_words(self.language, self.style, "Entry.")

    @property
    def mistake(self) -> Mistake | None:
        """The beginner mistake found in this play, if any."""
        return self.findings[0].mistake if self.findings else None

    @property
    def title(self) -> str:
        """The mistake's name for students, or "" for none."""
        return self._say.title(self)

    @property
    def explanation(self) -> str:
        """One sentence for the student saying what went wrong and with which cards."""
        return self._say.explanation(self)

    @property
    def _say(self) -> Wording:
        return _said(self.language, self.style)

    @property
    def priced(self) -> bool:
        """Whether the coach priced this play."""
        return bool(self.values)

    @property
    def best(self) -> Card | None:
        """The card the coach would have played, if it is not the one played."""
        if not self.values:
            return None
        top = max(self.values.values())
        if self.values.get(self.card, top) >= top - 1e-9:
            return None
        tied = [c for c, v in self.values.items() if v >= top - 1e-9]
        suggested = [f.instead for f in self.findings if f.instead in tied]
        if suggested:
            return suggested[0]
        # Among equals, the card that spends least: fewest points, not a trump, weakest.
        r = _Rules(self.view)
        return min(tied, key=lambda c: (r.points(c), r.is_trump(c), r.strength(c), c.index))

    @property
    def loss(self) -> float | None:
        """Expected points lost against the best card (None if not priced), to one decimal."""
        if not self.values:
            return None
        return round(max(self.values.values()) - self.values[self.card], 1)

    @property
    def margin(self) -> float:
        """Half-width of the 95% interval of this play's loss (0 when nothing was left to chance)."""
        return self.margins.get(self.card, 0.0)

    @property
    def loss_text(self) -> str:
        """The points lost as the student reads them: "11", "3,8 ± 1,2" when sampled ("" if not priced)."""
        return self._say.loss(self)

    @property
    def is_flagged(self) -> bool:
        """Whether the coach marks this play ✘: it costs points, or it makes a named mistake that
        was not priced.  A card the coach prices as good (the best, or under 2 points from it)
        is never marked, even when a rule of thumb names it."""
        if self.severity is not None:
            return True
        return self.mistake is not None and not self.priced

    @property
    def severity(self) -> str | None:
        """The severity key from the points lost: "imprecision", "error", "grave", or None."""
        return severity(self.loss)

    @property
    def severity_label(self) -> str:
        """The severity in the student's words ("imprecisión", "error", "error grave"), or ""."""
        return self._say.severity(self)

    @property
    def method(self) -> str:
        """How the price was obtained, in the student's words."""
        return self._say.method(self)

    def notes(self) -> tuple[str, ...]:
        """What the student reads under the verdict of a flagged play: why (a named mistake's
        explanation; an unnamed one's verdict already says it) and the better card."""
        return self._say.notes(self)

    def verdict(self) -> str:
        """A short line for the student: the verdict on this play, its cost and how it was priced."""
        return self._say.verdict(self)


class Review(Sequence[Entry]):
    """The coach's report on one seat's plays in a hand: a list of entries, plus totals."""

    def __init__(self, game: Game, seat: int, entries: Sequence[Entry], *, samples: int,
                 seed: int, language: str | None = None, style: str | None = None) -> None:
        expect(game, Game, "game", "game")
        check_seat(seat, game.players)
        if isinstance(entries, (str, bytes)) or not isinstance(entries, Sequence) \
                or not all(isinstance(e, Entry) for e in entries[:41]) or len(entries) > 40:
            raise wrong_kind("entries", entries, shape="[Entry, ...]")
        count(samples, "samples", most=MOST_SAMPLES)
        check_seed(seed, where="seed")
        _check_words(language, style)
        #: The language and deck style the review says itself in (None: the kit-wide ones).
        self.language = language
        self.style = style
        self.game = game
        self.seat = seat
        self.entries: tuple[Entry, ...] = tuple(entries)
        self.samples = samples
        self.seed = seed

    @overload
    def __getitem__(self, index: int) -> Entry: ...
    @overload
    def __getitem__(self, index: slice) -> Sequence[Entry]: ...

    def __getitem__(self, index: int | slice) -> Entry | Sequence[Entry]:
        return self.entries[index]

    def __len__(self) -> int:
        return len(self.entries)

    def __iter__(self) -> Iterator[Entry]:
        return iter(self.entries)

    @property
    def mistakes(self) -> tuple[Entry, ...]:
        """The entries where a named beginner mistake was found."""
        return tuple(e for e in self.entries if e.mistake is not None)

    @property
    def flagged(self) -> tuple[Entry, ...]:
        """Entries the coach marks ✘ (:attr:`Entry.is_flagged`)."""
        return tuple(e for e in self.entries if e.is_flagged)

    @property
    def total_loss(self) -> float:
        """Expected points lost over the whole hand, summed over the priced plays."""
        return round(sum(e.loss or 0.0 for e in self.entries), 1)

    def counts(self) -> Counter[Mistake]:
        """How many times each named mistake was made."""
        return Counter(e.mistake for e in self.entries if e.mistake is not None)

    def severities(self) -> Counter[str]:
        """How many plays fell in each severity band."""
        return Counter(e.severity for e in self.entries if e.severity is not None)

    @property
    def points(self) -> tuple[int, ...]:
        """Final points of each side (as far as the hand was played)."""
        sides = self.game.options.sides
        return tuple(sum(self.game.points[s] for s in side) for side in sides)

    def summary(self) -> str:
        """One line for the student: plays checked, mistakes found, points lost."""
        return _said(self.language, self.style).summary(self)

    def __repr__(self) -> str:
        return (f"<Review seat {self.seat}: {len(self.entries)} plays, {len(self.mistakes)} mistakes, "
                f"{self.total_loss} points lost>")

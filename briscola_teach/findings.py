"""The coach's findings: every play of one seat checked, its beginner mistake named and priced.

Like a chess site's game review, but for brisca.  :func:`review` replays a hand
from its start and, at each turn of the seat under review, looks only at what that
seat could know then (``game.view(seat)``, RULES §7).  Each play becomes an
:class:`Entry`: the card, the beginner mistake it makes (if any, RULES §11) with the
cards and points its explanation names, the best alternative and the points it cost
against it.  This module stands below the words: a finding carries the catalogue key of
its explanation and its fields, and :mod:`briscola_teach.verdicts` says it, and every
verdict, in a student's language.  Lessons, screens and scripts import
:mod:`briscola_teach.coach`, which is this module with those sentences lent, so that
``entry.verdict()`` speaks (in the kit-wide language) in any program.

Two separate questions are answered for every play:

* **Which mistake?** A rule of thumb from RULES §11, decided from the view at that
  moment plus, where the definition needs it, how that very trick ended (the seat
  sees that right after).  The precise definitions are in the ``_detect_*``
  functions below; :func:`detect` runs them all.  No search is needed.
* **How much did it cost?** Expected final points of the seat's side for each card
  it could play (:func:`briscola_teach.bots.search.evaluate_plays`): exact, by the
  solver, when nothing is hidden (two players, empty stock); elsewhere an average
  over deals of the cards the seat could not see, weighed by how well they explain
  the rivals' plays and played out by the ``sensato`` policy (with two players the
  last draws of each deal solved exactly, as ``experto`` does).  The loss is the best
  card's value minus the played card's value.

A sampled price is reproducible and says how sure it is.  The deals come in batches of
``BATCH``, each from a generator derived from the seed and the position as the seat
sees it (so the same position gets the same price wherever it is asked, on any
machine); the batches' spread gives each card's loss a 95% interval (:attr:`Entry.margin`,
shown as "3,8 ± 1,2").  At least ``MIN_BATCHES`` batches are dealt, and more, up to
``samples`` deals, while some card's interval still straddles a severity band's edge: one
price per position, so every card's value is the same whichever card was played.

A play can make a named mistake and cost little (the rule of thumb was harmless
there), or cost a lot without matching any named mistake: the review shows both.

Severity bands, from the points lost (:func:`severity`):

============  ===================
loss          band
============  ===================
< 2           none (a good play)
2 to < 5      ``imprecisión``
5 to < 10     ``error``
10 or more    ``error grave`` (a carga's worth)
============  ===================

Below 2 points a difference is within the noise of a sampled estimate (about ± 1 to
± 3 points at the deals a review can afford: ``benchmarks/coach.py``), so such plays are
not flagged; 10 points is what an as or a 3 is worth.
"""

from __future__ import annotations

import math
import statistics
from collections import Counter
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field, replace
from typing import Any, Literal, Protocol, overload

from .cards import Card
from .events import Played, Swapped
from .game import Game, Trick
from .errors import MOST_SAMPLES, IllegalPlay, OptionError, Said, choice, count, expect, real, wrong_kind
from . import prices
from .mistakes import Mistake
from .rules import POINTS_TABLES, STRENGTH_TABLES, check_seat, trick_winner
from .seeds import check_seed, derive
from .view import View

__all__ = [
    "DEFAULT_SAMPLES",
    "BATCH",
    "MIN_BATCHES",
    "SEVERITY_BANDS",
    "Finding",
    "Entry",
    "Review",
    "Wording",
    "word_with",
    "detect",
    "severity",
    "review",
    "judge",
]

#: The most sampled deals per priced play when the seat could not see everything.
DEFAULT_SAMPLES = 512
#: Deals per batch of a sampled price; the batches' spread gives the price's interval.
BATCH = 32
#: Batches dealt before the coach asks whether its verdict is settled.
MIN_BATCHES = 4
#: Lower bound of points lost for each band, highest first (see the module docstring).
SEVERITY_BANDS: tuple[tuple[float, str], ...] = (
    (10.0, "grave"),
    (5.0, "error"),
    (2.0, "imprecision"),
)


def severity(loss: float | None) -> str | None:
    """The severity key ("imprecision", "error", "grave") for points lost, or None for a good play."""
    if loss is None:
        return None
    real(loss, "loss", least=-math.inf, most=math.inf)
    for bound, key in SEVERITY_BANDS:
        if loss >= bound:
            return key
    return None


# ---------------------------------------------------------------------- words
class Wording(Protocol):
    """What the coach's findings, entries and reviews say in one language and deck style.

    The coach stands below the words: it names a mistake by its catalogue key and the
    cards and points behind it, and the words' floor lends the sentences when it loads
    (:func:`word_with`, as :func:`briscola_teach.errors.speak_with` does for the errors).
    """

    def finding(self, finding: Finding) -> str:
        """Why the play is that mistake, naming the cards."""
    def title(self, entry: Entry) -> str:
        """The name of the play's mistake, or ""."""
    def explanation(self, entry: Entry) -> str:
        """What went wrong in the play, or ""."""
    def loss(self, entry: Entry) -> str:
        """The points the play lost, or ""."""
    def severity(self, entry: Entry) -> str:
        """The play's severity band, or ""."""
    def method(self, entry: Entry) -> str:
        """How the play was priced."""
    def notes(self, entry: Entry) -> tuple[str, ...]:
        """What the student reads under a flagged play's verdict."""
    def verdict(self, entry: Entry) -> str:
        """The verdict on the play in a line."""
    def summary(self, review: Review) -> str:
        """The review in a line."""


#: Makes the :class:`Wording` of a language and deck style (None: the kit-wide ones).
_wording: Callable[[str | None, str | None], Wording] | None = None


def word_with(wording: Callable[[str | None, str | None], Wording]) -> None:
    """Have the coach say its findings, entries and reviews with ``wording(language, style)``."""
    global _wording
    _wording = wording


def _check_words(language: object, style: object, where: str = "") -> None:
    """The language and deck style asked for, each a name or None (the kit-wide one)."""
    for value, name in ((language, "language"), (style, "style")):
        if value is not None:
            expect(value, str, where + name, "text")


def _said(language: str | None, style: str | None) -> Wording:
    if _wording is None:
        raise RuntimeError("the coach's sentences are lent by briscola_teach.verdicts: import it first "
                           "(the lessons, the screens and the plots do)")
    return _wording(language, style)


# ---------------------------------------------------------------------- detection
@dataclass(frozen=True)
class Finding:
    """A beginner mistake found in one play, with what its explanation names.

    The explanation is the catalogue's sentence under ``key`` with ``fields`` filled in:
    a card there is named with its article, cards in a tuple as a list ("el as y el 3 de
    oros"), ``rivals`` says whether its points went to one rival or to the rivals.
    """

    mistake: Mistake
    #: The catalogue key of the explanation ("coach.explain_carga_tirada").
    key: str
    #: The cards and points the explanation names.
    fields: dict[str, Any]
    #: The card the rule of thumb would have played instead, when it names one.
    instead: Card | None = None
    #: Other cards the explanation names (the muestra, the earlier trick's card, ...).
    cards: tuple[Card, ...] = ()
    #: For a mistake made at an earlier turn (the 3 held too long): that turn's index in
    #: ``earlier`` (0 = the seat's first play); :func:`review` files the finding there.
    at_play: int | None = None
    #: The trick where the mistake showed, when that is not the play's own trick.
    trick: Trick | None = None

    def __post_init__(self) -> None:
        expect(self.mistake, Mistake, "Finding.mistake", "mistake")
        expect(self.key, str, "Finding.key", "text")
        if not isinstance(self.fields, dict) or not all(isinstance(name, str) for name in self.fields):
            raise wrong_kind("Finding.fields", self.fields, shape="{name: value, ...}")
        _cards(self.instead, "Finding.instead", single=True)
        _cards(self.cards, "Finding.cards")
        if self.at_play is not None:
            count(self.at_play, "Finding.at_play", most=40)
        if self.trick is not None:
            expect(self.trick, Trick, "Finding.trick", "trick")

    @property
    def title(self) -> str:
        """The mistake's name for students."""
        return self.mistake.title

    @property
    def explanation(self) -> str:
        """The explanation for the student, in the kit-wide language."""
        return _said(None, None).finding(self)


class _Rules:
    """Strength and points of the view's variant, and the seat's side."""

    def __init__(self, view: View) -> None:
        self.view = view
        seven = view.options.seven_second
        self.seven = seven
        self._strength = STRENGTH_TABLES[seven]
        self._points = POINTS_TABLES[seven]
        self.trump = view.trump

    def points(self, card: Card) -> int:
        return self._points[card.index]

    def strength(self, card: Card) -> int:
        return self._strength[card.index]

    def is_carga(self, card: Card) -> bool:
        # The as and the second-strongest card (the 3, or the 7 in that variant).
        return self.points(card) >= 10

    def is_trump(self, card: Card) -> bool:
        return card.suit is self.trump

    def winner_index(self, cards: Sequence[Card]) -> int:
        return trick_winner(cards, self.trump, seven_second=self.seven)

    def table_winner(self, table: Sequence[tuple[int, Card]]) -> int:
        """The seat winning the cards on the table."""
        return table[self.winner_index([c for _, c in table])][0]

    def with_card(self, table: Sequence[tuple[int, Card]], card: Card) -> int:
        """The seat winning the table once the viewer adds ``card``."""
        return self.table_winner([*table, (self.view.seat, card)])


def _detect_three_held(view: View, card: Card, trick: Trick | None,
                       earlier: Sequence[tuple[View, Card]], r: _Rules) -> Finding | None:
    """THREE_HELD_TOO_LONG: the seat plays its 3 (the second-strongest card, of a suit
    that is not trump) into a trick that a rival takes, and at an earlier turn of this
    hand, with that 3 already in hand and the trick not led by the seat, playing the 3
    would have put its side in front of that earlier table (for the last to play: won
    it outright) and the card it played instead lost that trick to a rival.  Judged when the 3 falls; the mistake is the holding, so the finding
    names the last such earlier turn (``at_play``) and :func:`review` files it there,
    where its cost is priced."""
    if trick is None or r.is_trump(card) or r.strength(card) != 9:
        return None
    if view.is_partner(trick.winner):
        return None
    for index in range(len(earlier) - 1, -1, -1):
        before, played = earlier[index]
        if card not in before.hand or not before.table or played is card:
            continue
        done = len(before.tricks)
        if done < len(view.tricks) and view.is_partner(view.tricks[done].winner):
            continue  # that trick was won anyway: keeping the 3 cost nothing there
        if view.is_partner(r.with_card(before.table, card)):
            return Finding(Mistake.THREE_HELD_TOO_LONG, "coach.explain_tres_retenido", dict(
                card=card, fall=trick.number, points=trick.points, played=played), card, (played,),
                at_play=index, trick=trick)
    return None


def _detect_carga_thrown(view: View, card: Card, trick: Trick | None,
                         earlier: Sequence[tuple[View, Card]], r: _Rules) -> Finding | None:
    """CARGA_THROWN: the seat does not lead, plays a carga (as or 3) whose suit is neither
    the suit led nor trump, while a rival is winning the table, and it held a card
    that is not a carga (so worth fewer points; an as thrown instead of a 3 is no
    lesson).  Such a card can never take the trick, so its points go to the rival
    side unless a partner still to play takes the trick."""
    table = view.table
    if not table or not r.is_carga(card) or r.is_trump(card) or card.suit is table[0][1].suit:
        return None
    if view.is_partner(r.table_winner(table)):
        return None
    cheaper = [c for c in view.hand if not r.is_carga(c)]
    if not cheaper:
        return None
    cheapest = min(cheaper, key=lambda c: (r.points(c), r.is_trump(c), r.strength(c)))
    rivals = sum(not view.is_partner(s) for s in range(view.players))
    return Finding(Mistake.CARGA_THROWN, "coach.explain_carga_tirada", dict(
        card=card, points=r.points(card), rivals=rivals, instead=cheapest), cheapest)


def _cheap_non_trump(view: View, r: _Rules) -> list[Card]:
    """Non-trump cards that give away no points here: blancas, or a card of the led suit that wins."""
    out = []
    for c in view.hand:
        if r.is_trump(c):
            continue
        if r.points(c) == 0 or (c.suit is view.table[0][1].suit
                                and view.is_partner(r.with_card(view.table, c))):
            out.append(c)
    return out


def _detect_trump_on_blank(view: View, card: Card, trick: Trick | None,
                           earlier: Sequence[tuple[View, Card]], r: _Rules) -> Finding | None:
    """TRUMP_ON_BLANK: the seat does not lead, plays a trump onto a table whose cards are
    all blancas (worth 0), and it held a non-trump card that gives away no points: a
    blanca, or a card of the suit led that takes the table by itself."""
    table = view.table
    if not table or not r.is_trump(card) or any(r.points(c) for _, c in table):
        return None
    if any(r.is_trump(c) for _, c in table) and not view.is_partner(r.with_card(table, card)):
        return None  # a trump that does not even win is a different waste
    cheap = _cheap_non_trump(view, r)
    if not cheap:
        return None
    instead = min(cheap, key=lambda c: (r.points(c), r.strength(c)))
    return Finding(Mistake.TRUMP_ON_BLANK, "coach.explain_triunfo_en_blanca", dict(
        card=card, table=tuple(c for _, c in table), instead=instead), instead)


def _detect_high_trump(view: View, card: Card, trick: Trick | None,
                       earlier: Sequence[tuple[View, Card]], r: _Rules) -> Finding | None:
    """HIGH_TRUMP: the seat does not lead, plays a trump, its side takes the trick, and a
    weaker trump in its hand would have taken that same trick too (the trick as it
    ended, with the weaker trump in place of the card played).  Judged when the trick
    resolves; with two players the follower knows it at once."""
    if trick is None or not view.table or not r.is_trump(card) or not view.is_partner(trick.winner):
        return None
    cards = list(trick.cards)
    position = len(view.table)
    lower = [c for c in view.hand if r.is_trump(c) and r.strength(c) < r.strength(card)]
    good = []
    for c in lower:
        cards[position] = c
        if view.is_partner(trick.plays[r.winner_index(cards)][0]):
            good.append(c)
    if not good:
        return None
    instead = min(good, key=r.strength)
    return Finding(Mistake.HIGH_TRUMP, "coach.explain_triunfo_alto", dict(card=card, instead=instead), instead)


def _muestra_holders(view: View) -> dict[int, Card]:
    """Rivals this seat knows hold a trump that was turned up, and that card.

    That is the muestra in the hand of the seat that drew it as the stock's last card,
    or (swap option) the muestra taken by a seat that swapped its 2 of trump for it,
    while the stock still hides the rest of that seat's hand.
    """
    out: dict[int, Card] = {}
    for seat, known in enumerate(view.known):
        if view.is_partner(seat):
            continue
        if seat == view.muestra_drawn_by and view.muestra in known:
            out[seat] = view.muestra
        elif seat == view.swapped_by and view.stock_size:
            tracked = [c for c in known if c.suit is view.trump and c is not view.muestra]
            if tracked:
                out[seat] = tracked[0]
    return out


def _detect_muestra_forgotten(view: View, card: Card, trick: Trick | None,
                              earlier: Sequence[tuple[View, Card]], r: _Rules) -> Finding | None:
    """MUESTRA_FORGOTTEN: the seat plays a carga that is not trump while it knows a rival
    still to play in this trick holds the muestra (it drew it as the last card of the
    stock, or swapped for it), that rival takes the trick with the muestra itself, and
    the seat held a card worth fewer points.  Judged when the trick resolves."""
    if trick is None or not r.is_carga(card) or r.is_trump(card):
        return None
    holders = _muestra_holders(view)
    played_seats = {s for s, _ in view.table}
    for seat, muestra in holders.items():
        if seat in played_seats or trick.winner != seat or (seat, muestra) not in trick.plays:
            continue
        if not any(r.points(c) < r.points(card) for c in view.hand):
            return None
        return Finding(Mistake.MUESTRA_FORGOTTEN, "coach.explain_muestra_olvidada", dict(
            card=card, muestra=muestra, points=trick.points), cards=(muestra,))
    return None


def _detect_partner_not_loaded(view: View, card: Card, trick: Trick | None,
                               earlier: Sequence[tuple[View, Card]], r: _Rules) -> Finding | None:
    """PARTNER_NOT_LOADED: four players; the partner is winning the table; the seat plays
    a blanca while it held a non-trump card with points that keeps the trick for its
    side whatever the rivals still to play may hold (any card they could have, by
    this seat's knowledge)."""
    if view.players != 4 or not view.table or r.points(card):
        return None
    partner = view.partner
    if partner is None or r.table_winner(view.table) != partner:
        return None
    to_play = [(view.seat + k) % 4 for k in range(1, 4 - len(view.table))]
    loads = []
    for c in view.hand:
        if r.is_trump(c) or not r.points(c):
            continue
        table = [*view.table, (view.seat, c)]
        safe = True
        for rival in to_play:
            possible = set(view.unseen) | set(view.known[rival])
            if any(not view.is_partner(r.table_winner([*table, (rival, x)])) for x in possible):
                safe = False
                break
        if safe:
            loads.append(c)
    if not loads:
        return None
    best = max(loads, key=r.points)
    return Finding(Mistake.PARTNER_NOT_LOADED, "coach.explain_no_cargar", dict(
        card=card, load=best, points=r.points(best)), best)


_DETECTORS = (
    _detect_carga_thrown,
    _detect_muestra_forgotten,
    _detect_three_held,
    _detect_trump_on_blank,
    _detect_high_trump,
    _detect_partner_not_loaded,
)


def detect(view: View, card: Card, *, trick: Trick | None = None,
           earlier: Sequence[tuple[View, Card]] = ()) -> list[Finding]:
    """The beginner mistakes in playing ``card`` from ``view``, most telling first.

    ``trick`` is the completed trick the card went into (needed by the mistakes judged
    when the trick resolves); ``earlier`` holds the seat's previous (view, card) turns
    in this hand, oldest first.
    """
    expect(view, View, "view", "view")
    card = Card.parse(card)
    if trick is not None:
        expect(trick, Trick, "trick", "trick")
    if isinstance(earlier, (str, bytes)) or not isinstance(earlier, Sequence) or not all(
            isinstance(e, tuple) and len(e) == 2 and isinstance(e[0], View) and e[1].__class__ is Card
            for e in earlier[:41]) or len(earlier) > 40:
        raise wrong_kind("earlier", earlier, shape="[(View, Card), ...]")
    r = _Rules(view)
    found = []
    for detector in _DETECTORS:
        finding = detector(view, card, trick, earlier, r)
        if finding is not None:
            found.append(finding)
    return found


# ---------------------------------------------------------------------- pricing
@dataclass(frozen=True)
class _Price:
    """Expected final points for each card, whether exact, each card's loss margin, the deals used."""

    values: dict[Card, float]
    exact: bool
    #: Half-width of the 95% interval of each card's loss against the best card (0 when exact).
    margins: dict[Card, float]
    #: Sampled deals behind the values (0 when nothing was left to chance).
    deals: int


def _t95(degrees: int) -> float:
    """Student's t for a two-sided 95% interval (Cornish-Fisher, within 3% from 3 degrees on)."""
    z = 1.959964
    d = float(degrees)
    return z + (z ** 3 + z) / (4 * d) + (5 * z ** 5 + 16 * z ** 3 + 3 * z) / (96 * d * d)


def _settle(batches: list[dict[Card, float]]) -> tuple[dict[Card, float], dict[Card, float]]:
    """Mean values over the batches, and each card's loss margin from the paired batch differences."""
    cards = list(batches[0])
    values = {c: statistics.fmean(b[c] for b in batches) for c in cards}
    best = max(cards, key=lambda c: values[c])
    margins = {}
    for card in cards:
        # The best card's own margin: how sure it is to beat the runner-up.
        other = card if card is not best else max((c for c in cards if c is not best),
                                                  key=lambda c: values[c])
        gaps = [b[best] - b[other] for b in batches]
        spread = statistics.stdev(gaps) if len(gaps) > 1 else 0.0
        margins[card] = round(_t95(len(gaps) - 1) * spread / math.sqrt(len(gaps)), 1)
    return values, margins


def _settled(values: dict[Card, float], margins: dict[Card, float]) -> bool:
    """Whether every card's loss falls in one severity band across its whole interval."""
    top = max(values.values())
    return all(severity(top - v - margins[c]) == severity(top - v + margins[c])
               for c, v in values.items())


def _price(view: View, *, samples: int, seed: int, name: str, policy: str) -> _Price:
    """The coach's price of a position: exact where nothing is hidden, else sampled in seeded
    batches until every card's severity band is settled or ``samples`` deals are spent."""
    from .bots.experto import HORIZON
    from .bots.search import evaluate_plays, is_perfect_information

    def batch(number: int, deals: int) -> dict[Card, float]:
        rng = derive(seed, "coach", "price", name, number)
        found = evaluate_plays(view, samples=deals, rng=rng, policy=policy, infer=True, horizon=HORIZON)
        return {c: float(v) for c, v in found.items()}

    if is_perfect_information(view):
        values = batch(0, 1)
        return _Price(values, True, dict.fromkeys(values, 0.0), 0)
    size = max(1, min(BATCH, samples // MIN_BATCHES))
    batches = [batch(0, size), batch(1, size)]
    if batches[0] == batches[1]:
        # Late in a two-player hand every deal is counted, weighed: nothing left to chance.
        return _Price(batches[0], False, dict.fromkeys(batches[0], 0.0), 0)
    while True:
        if len(batches) >= MIN_BATCHES:
            values, margins = _settle(batches)
            if _settled(values, margins) or (len(batches) + 1) * size > samples:
                return _Price(values, False, margins, len(batches) * size)
        batches.append(batch(len(batches), size))


# ---------------------------------------------------------------------- entries
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


def _turns(game: Game, seat: int) -> list[tuple[View, Card, Trick | None]]:
    """Replay the game's events from its start: the seat's view before each of its plays, the card, the trick."""
    replay = game.copy()
    replay.restart()
    tricks, first = game.tricks, game.tricks_before + 1
    out: list[tuple[View, Card, Trick | None]] = []
    for event in game.events:
        if isinstance(event, Played):
            if event.seat == seat:
                done = event.trick - first
                out.append((replay.view(seat), event.card, tricks[done] if done < len(tricks) else None))
            replay.play(event.card)
        elif isinstance(event, Swapped):
            replay.swap()
    return out


def review(game: Game, seat: int, *, samples: int = DEFAULT_SAMPLES, seed: int = 0,
           price: bool | Literal["mistakes"] = True, policy: str = "sensato",
           language: str | None = None, style: str | None = None) -> Review:
    """Check every play of ``seat`` in ``game``: the mistake it makes, its best alternative, its cost.

    Each play is judged from the seat's own view at that moment.  With ``price=False``
    only the mistakes are named (fast: no search); with ``price="mistakes"`` only the
    plays that make a named mistake are priced.  The words come in ``language``, the cards
    named in deck ``style`` (default: the kit-wide ones).
    """
    expect(game, Game, "game", "game")
    seat = check_seat(seat, game.players)
    _check_pricing(samples, seed, policy)
    if price is not True and price is not False and price != "mistakes":
        raise OptionError("engine.bad_choice", where=Said("price"), given=price,
                          choices=Said("True / False / 'mistakes'"))
    entries = []
    earlier: list[tuple[View, Card]] = []
    for number, (view, card, trick) in enumerate(_turns(game, seat), start=1):
        entries.append(Entry(
            number=number, trick_number=view.tricks_before + len(view.tricks) + 1, seat=seat,
            card=card, view=view, trick=trick, findings=tuple(detect(view, card, trick=trick, earlier=earlier)),
            language=language, style=style,
        ))
        earlier.append((view, card))
    entries = _file_earlier(entries)
    if price:
        for i, entry in enumerate(entries):
            if price is True or entry.findings:
                found = _values(entry.view, samples=samples, seed=seed, policy=policy)
                entries[i] = replace(entry, values=found.values, exact=found.exact, samples=found.deals,
                                     margins=found.margins)
    return Review(game, seat, entries, samples=samples, seed=seed, language=language, style=style)


def _file_earlier(entries: list[Entry]) -> list[Entry]:
    """Move each finding about an earlier turn (the 3 held too long) onto that turn's entry."""
    moved: dict[int, list[Finding]] = {}
    for entry in entries:
        for f in entry.findings:
            if f.at_play is not None:
                moved.setdefault(f.at_play, []).append(f)
    if not moved:
        return entries
    out = []
    for i, entry in enumerate(entries):
        own = tuple(f for f in entry.findings if f.at_play is None)
        out.append(replace(entry, findings=tuple(moved.get(i, ())) + own))
    return out


def _values(view: View, *, samples: int, seed: int, policy: str) -> _Price:
    legal = view.legal_plays()
    if len(legal) == 1:
        return _Price({legal[0]: 0.0}, True, {legal[0]: 0.0}, 0)
    # The positions the lessons show are priced once and shipped (see briscola_teach.prices).
    name = prices.key(view, samples=samples, seed=seed, policy=policy)
    stored = prices.lookup(name)
    if stored is not None:
        return _Price(*stored)
    found = _price(view, samples=samples, seed=seed, name=name, policy=policy)
    prices.remember(name, found.values, found.exact, found.margins, found.deals)
    return found


#: Imagined deals over which :func:`judge` plays the rest of a trick it cannot see the end of.
JUDGE_DEALS = 16


def judge(game: Game, card: Card | str, *, samples: int = DEFAULT_SAMPLES, seed: int = 0,
          rivals: str = "sensato", policy: str = "sensato", language: str | None = None,
          style: str | None = None) -> Entry:
    """The coach's verdict on playing ``card`` now, for the seat to play, from what that seat knows.

    The mistakes judged when the trick resolves need the rest of the trick, which the
    seat cannot see: the coach imagines it, dealing the unseen cards at random
    (``Game.from_view``) and letting ``rivals`` bots finish the trick, over up to
    ``JUDGE_DEALS`` seeded deals, and names the mistakes found in most of them; the
    entry's trick is the first imagined one where they were found.  Two games the seat
    cannot tell apart get the same verdict.  The game itself is not changed.
    """
    expect(game, Game, "game", "game")
    _check_pricing(samples, seed, policy)
    choice(rivals, "rivals", ("random", "principiante", "sensato", "experto"))
    seat = game.turn
    if seat is None:
        raise IllegalPlay("engine.game_over")
    chosen = game.verify_play(card)
    earlier = [(v, c) for v, c, _ in _turns(game, seat)]
    view = game.view(seat)
    trick, findings = _imagined_trick(view, chosen, earlier, samples=samples, seed=seed, rivals=rivals)
    found = _values(view, samples=samples, seed=seed, policy=policy)
    return Entry(
        number=len(earlier) + 1, trick_number=view.tricks_before + len(view.tricks) + 1,
        seat=seat, card=chosen, view=view, trick=trick, findings=findings,
        values=found.values, exact=found.exact, samples=found.deals, margins=found.margins,
        language=language, style=style,
    )


def _check_pricing(samples: object, seed: object, policy: object) -> None:
    count(samples, "samples", least=1, most=MOST_SAMPLES)
    check_seed(seed, where="seed")
    choice(policy, "policy", ("sensato", "learned", "random"))


def _cards(value: object, where: str, *, single: bool = False) -> None:
    if single:
        if value is not None and value.__class__ is not Card:
            raise wrong_kind(where, value, shape="Card")
        return
    if not isinstance(value, tuple) or not all(c.__class__ is Card for c in value):
        raise wrong_kind(where, value, shape="(Card, ...)")


def _imagined_trick(view: View, card: Card, earlier: Sequence[tuple[View, Card]], *, samples: int,
                    seed: int, rivals: str) -> tuple[Trick | None, tuple[Finding, ...]]:
    """The trick ``card`` goes into as the seat can imagine it, and the mistakes most deals show."""
    from .bots import make_bot
    from .bots.search import is_perfect_information

    # Nothing hidden can change the trick's end when the seat plays last or sees every hand.
    known = len(view.table) == view.players - 1 or is_perfect_information(view)
    deals = 1 if known else max(1, min(samples, JUDGE_DEALS))
    votes: Counter[tuple[Mistake, ...]] = Counter()
    first: dict[tuple[Mistake, ...], tuple[Trick | None, tuple[Finding, ...]]] = {}
    for k in range(deals):
        world = Game.from_view(view, derive(seed, "coach", "judge", k))
        done = len(world.tricks)
        world.play(card)
        bots = {s: make_bot(rivals, seed=derive(seed, "coach", "rival", k, s))
                for s in range(view.players) if s != view.seat}
        while len(world.tricks) == done and world.turn is not None:
            mover = world.turn
            world.apply(bots[mover].choose(world.view(mover)))
        trick = world.tricks[done] if len(world.tricks) > done else None
        found = tuple(f for f in detect(view, card, trick=trick, earlier=earlier) if f.at_play is None)
        key = tuple(f.mistake for f in found)
        votes[key] += 1
        first.setdefault(key, (trick, found))
    order = list(first)
    best = max(order, key=lambda key: (votes[key], -order.index(key)))
    return first[best]

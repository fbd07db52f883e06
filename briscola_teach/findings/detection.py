"""The beginner mistakes of RULES §11, each a rule of thumb decided from the seat's view.

:func:`detect` runs every ``_detect_*`` rule on one play; each returns a :class:`Finding`
carrying the catalogue key of its explanation and the cards and points it names.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from ..cards import Card
from ..errors import count, expect, wrong_kind
from ..game import Trick
from ..mistakes import Mistake
from ..rules import POINTS_TABLES, STRENGTH_TABLES, trick_winner
from ..view import View
from .wording import _said

__all__ = ["Finding", "detect"]


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



def _cards(value: object, where: str, *, single: bool = False) -> None:
    if single:
        if value is not None and value.__class__ is not Card:
            raise wrong_kind(where, value, shape="Card")
        return
    if not isinstance(value, tuple) or not all(c.__class__ is Card for c in value):
        raise wrong_kind(where, value, shape="(Card, ...)")

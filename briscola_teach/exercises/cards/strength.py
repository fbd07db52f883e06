"""Why one card beats another (RULES §1), the table of the ten ranks, and a student's order of strength graded.

Every verdict comes from :mod:`briscola_teach.rules`; this module only puts it into words.
"""

from __future__ import annotations

import html
import random
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

from ... import rules
from ...cards import Card, Rank, Suit
from ...errors import BriscolaError
from ...locale import Words, text
from ...locale import words as kit_words
from ...tables import Table, columns, shown_value
from .naming import _capital, lower_first, the

__all__ = ["SORTS", "Comparison", "OrderCheck", "why_stronger", "compare", "ranks_by", "ranks_table",
           "ranks_table_html", "grade_order", "check_pick", "order_exercise"]


#: Ways to sort the table of the ten ranks.
SORTS = ("strength", "points", "number")


# ---------------------------------------------------------------- why one card beats another


def why_stronger(strong: Card | Rank, weak: Card | Rank, *, words: Words | None = None) -> str:
    """The sentence of RULES §1 that puts ``strong`` above ``weak`` in the same suit."""
    s_rank = strong if isinstance(strong, Rank) else strong.rank
    w_rank = weak if isinstance(weak, Rank) else weak.rank
    if _rank_strength(s_rank) <= _rank_strength(w_rank):
        raise ValueError(f"{strong} is not stronger than {weak}")
    figures = (Rank.KING, Rank.KNIGHT, Rank.JACK)
    if s_rank is Rank.ACE:
        key = "why_ace"
    elif s_rank is Rank.THREE:
        key = "why_three" if w_rank.value > s_rank.value else "why_three_low"
    elif s_rank in figures:
        key = "why_figures" if w_rank in figures else "why_figure_over_number"
    else:
        key = "why_numbers"
    w = words or kit_words()
    figures_named = {f"the_{r.name.lower()}": w.the(r) for r in figures}
    figures_named.update({r.name.lower(): w.rank(r) for r in figures})
    return _capital(w.text(f"lessons_cards.{key}", strong=w.the(strong), weak_to=w.beaten(weak),
                           **figures_named))


def _rank_strength(rank: Rank) -> int:
    return rules.strength(Card(rank, Suit.COINS))


@dataclass(frozen=True)
class Comparison:
    """Two cards met in a trick: who is stronger in the suit led, and with trump."""

    first: Card
    second: Card
    led: Suit
    trump: Suit
    #: The stronger card counting only the suit led (None: neither is of that suit).
    winner_in_led: Card | None
    #: The card that takes the trick of these two (None: neither can win it).
    winner: Card | None
    #: The sentence of the rule that decided.
    sentence: str
    #: The words the sentences are said in.
    words: Words = field(default_factory=kit_words, repr=False, compare=False)

    @property
    def trump_changed(self) -> bool:
        """Whether trump turns the result of the suit led around."""
        return self.winner_in_led is not self.winner

    @property
    def trump_note(self) -> str:
        """One sentence on what trump did to the result."""
        w = self.words
        if not self.trump_changed:
            return w.text("lessons_cards.trump_keeps")
        nobody = w.text("lessons_cards.nobody")
        return w.text("lessons_cards.trump_changes",
                      before=w.the(self.winner_in_led) if self.winner_in_led else nobody,
                      after=w.the(self.winner) if self.winner else nobody)


def _stronger_of(a: Card, b: Card, *, led: Suit, trump: Suit) -> Card | None:
    if rules.beats(a, b, led=led, trump=trump):
        return a
    if rules.beats(b, a, led=led, trump=trump):
        return b
    return None


def compare(first: Card, second: Card, *, led: Suit, trump: Suit, words: Words | None = None) -> Comparison:
    """Which of two cards takes a trick led in ``led`` with ``trump`` as trump, and why (said in ``words``)."""
    if first is second:
        raise BriscolaError("lessons_cards.same_card")
    w = words or kit_words()
    # With the suit led standing in for trump, only the suit led counts.
    in_led = _stronger_of(first, second, led=led, trump=led)
    winner = _stronger_of(first, second, led=led, trump=trump)
    suits = {"led": w.suit(led), "trump": w.suit(trump)}
    if first.suit is second.suit:
        high, low = (first, second) if rules.strength(first) > rules.strength(second) else (second, first)
        why = why_stronger(high, low, words=w)
        if first.suit is trump:
            sentence = w.text("lessons_cards.both_trump", why=why)
        elif first.suit is led:
            sentence = w.text("lessons_cards.both_led", why=why)
        else:
            sentence = w.text("lessons_cards.both_other", why_lower=lower_first(why), **suits)
    elif trump in (first.suit, second.suit):
        trump_card, other = (first, second) if first.suit is trump else (second, first)
        sentence = _capital(w.text("lessons_cards.one_trump", trump_card=w.the(trump_card), other=w.the(other)))
    elif led in (first.suit, second.suit):
        led_card, other = (first, second) if first.suit is led else (second, first)
        note = w.text("lessons_cards.points_note", points=rules.points(other)) if rules.points(other) else ""
        sentence = _capital(w.text("lessons_cards.one_led", led_card=w.the(led_card), other=w.the(other),
                                   points_note=note))
    else:
        sentence = w.text("lessons_cards.two_others", **suits)
    return Comparison(first, second, led, trump, in_led, winner, sentence, w)


# ---------------------------------------------------------------- the ten ranks


def ranks_by(sort: str = "strength") -> list[Rank]:
    """The ten ranks sorted by strength (strongest first), points (most first) or printed number."""
    if sort not in SORTS:
        choices = ", ".join(text(f"lessons_cards.sort_{s}") for s in SORTS)
        raise BriscolaError("lessons_cards.bad_sort", choices=choices, given=sort)
    ranks = list(Rank)
    if sort == "number":
        return sorted(ranks, key=lambda r: r.value)
    if sort == "points":
        return sorted(ranks, key=lambda r: (-rules.points(Card(r, Suit.COINS)), -_rank_strength(r)))
    return sorted(ranks, key=lambda r: -_rank_strength(r))


def _place(rank: Rank) -> int:
    """1 for the strongest rank, 10 for the weakest."""
    return len(Rank) + 1 - _rank_strength(rank)


def _kind(rank: Rank, w: Words) -> str:
    card = Card(rank, Suit.COINS)
    if card.is_carga:
        return w.text("lessons_cards.kind_carga")
    if card.is_blanca:
        return w.text("lessons_cards.kind_blanca")
    return w.text("lessons_cards.kind_figure")


def _printed(rank: Rank, style: str) -> int | str:
    """The rank's mark on the deck in force, a number where it is one: 12 (rey), 10 (re), "K"."""
    mark = rank.printed(style)
    return int(mark) if mark.isdigit() else mark


def ranks_table(sort: str = "strength", *, words: Words | None = None) -> Table:
    """The ten ranks of a suit with printed number, place in strength, points and kind."""
    w = words or kit_words()
    rows = [
        {
            "card": w.rank(rank),
            "number": _printed(rank, w.style),
            "strength": _place(rank),
            "points": rules.points(Card(rank, Suit.COINS)),
            "kind": _kind(rank, w),
        }
        for rank in ranks_by(sort)
    ]
    return Table(columns("card", "number", "strength", "points", "kind", language=w.language), rows,
                 index="card", language=w.language)


def ranks_table_html(sort: str = "strength", *, suit: Suit = Suit.COINS, width: int = 34,
                     words: Words | None = None) -> str:
    """The same table as HTML, each row with the card drawn small."""
    from ... import render

    w = words or kit_words()
    table = ranks_table(sort, words=w)
    head = "".join(f'<th style="padding:2px 8px;text-align:center">{html.escape(table.labels[k])}</th>'
                   for k in table.keys)
    body = []
    for rank, row in zip(ranks_by(sort), table):
        card = Card(rank, suit)
        cells = "".join(f'<td style="padding:2px 8px;text-align:center">{html.escape(shown_value(v, w.language))}</td>'
                        for v in row.values())
        carga = ' style="background:#fff4d6"' if card.is_carga else ""
        picture = render.card_svg(card, width=width, style=w.style, language=w.language)
        body.append(f"<tr{carga}><td>{picture}</td>{cells}</tr>")
    return ('<table class="bt-ranks" style="border-collapse:collapse">'
            f"<thead><tr><th></th>{head}</tr></thead><tbody>{''.join(body)}</tbody></table>")


# ---------------------------------------------------------------- ordering


@dataclass(frozen=True)
class OrderCheck:
    """A student's order of cards of one suit, checked against the order of strength."""

    given: tuple[Card | Rank, ...]
    expected: tuple[Card | Rank, ...]
    #: Position by position, whether the student's card is the right one there.
    places: tuple[bool, ...]
    #: One sentence per pair of neighbours the student put the wrong way round.
    corrections: tuple[str, ...]
    missing: tuple[Card | Rank, ...] = ()
    repeated: tuple[Card | Rank, ...] = ()

    @property
    def ok(self) -> bool:
        """Whether the order is exactly right and complete."""
        return not self.corrections and not self.missing and not self.repeated and all(self.places)

    def message(self) -> str:
        """The verdict and the reasons, as plain sentences."""
        if self.ok:
            return text("lessons_cards.order_right")
        lines = [text("lessons_cards.order_wrong")]
        lines += self.corrections
        if self.repeated:
            lines.append(text("lessons_cards.order_repeated", names=_names(self.repeated)))
        if self.missing:
            lines.append(text("lessons_cards.order_missing", names=_names(self.missing)))
        lines.append(text("lessons_cards.order_expected", names=_names(self.expected)))
        return "\n".join(lines)


def _names(items: Iterable[Card | Rank]) -> str:
    return ", ".join(the(i) for i in items)


def _strength_of(item: Card | Rank) -> int:
    return rules.strength(item) if isinstance(item, Card) else _rank_strength(item)


def grade_order(given: Sequence[Card | Rank], *, of: Sequence[Card | Rank] | None = None,
                words: Words | None = None) -> OrderCheck:
    """Grade an order, strongest first, of cards of one suit (or of bare ranks).

    ``of`` is the set of cards the student had to order (by default, those given;
    for bare ranks, all ten).
    """
    if not given:
        raise BriscolaError("lessons_cards.order_empty")
    cards = [g for g in given if isinstance(g, Card)]
    suits = {c.suit for c in cards}
    if len(suits) > 1:
        raise BriscolaError("lessons_cards.order_mixed_suits",
                              suits=", ".join(s.name_in() for s in Suit if s in suits))
    if of is None:
        of = list(dict.fromkeys(given)) if cards else list(Rank)
    pool = list(dict.fromkeys(of))
    expected = tuple(sorted(pool, key=lambda i: -_strength_of(i)))
    seen: list[Card | Rank] = []
    repeated: list[Card | Rank] = []
    for item in given:
        (repeated if item in seen else seen).append(item)
    missing = tuple(i for i in expected if i not in seen)
    places = tuple(i < len(expected) and item == expected[i] for i, item in enumerate(given))
    corrections = []
    w = words or kit_words()
    for before, after in zip(seen, seen[1:]):
        if _strength_of(after) > _strength_of(before):
            corrections.append(_capital(w.text("lessons_cards.order_pair", weak=w.the(before), strong=w.the(after),
                                               why=why_stronger(after, before, words=w))))
    return OrderCheck(tuple(given), expected, places, tuple(corrections), missing, tuple(repeated))


def check_pick(card: Card, remaining: Sequence[Card], *, words: Words | None = None) -> tuple[bool, str]:
    """Whether ``card`` is the strongest of ``remaining`` (the next one to place), and why not."""
    w = words or kit_words()
    best = max(remaining, key=rules.strength)
    if best is card:
        return True, _capital(w.text("lessons_cards.pick_right", card=w.the(card)))
    return False, _capital(w.text("lessons_cards.pick_wrong", better=w.the(best), card=w.the(card),
                                  why=why_stronger(best, card, words=w)))


def order_exercise(rng: random.Random, *, size: int = 5) -> list[Card]:
    """A shuffled handful of one suit to put in order; most hands hold the 3 or the as, the surprises."""
    suit = rng.choice(list(Suit))
    ranks = rng.sample(list(Rank), size)
    if Rank.THREE not in ranks and Rank.ACE not in ranks:
        ranks[rng.randrange(size)] = Rank.THREE
    if Rank.THREE in ranks and not any(r.value > 3 for r in ranks if r is not Rank.ACE):
        ranks[ranks.index(next(r for r in ranks if r not in (Rank.THREE,)))] = Rank.KING
    cards = [Card(r, suit) for r in ranks]
    rng.shuffle(cards)
    return cards

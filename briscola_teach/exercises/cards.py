"""Lesson 01, cards and points: why one card beats another, what a pile is worth, and the checks
behind the lesson's "now you try" cells.

Every verdict comes from :mod:`briscola_teach.rules`; this module only puts it into words.

>>> three, king = Card.parse("tres de oros"), Card.parse("rey de oros")
>>> why_stronger(three, king)
'El tres de oros gana al rey de oros aunque su número es menor: en la brisca el tres va justo detrás del as.'
>>> check_order(["as", "tres", "rey", "caballo", "sota", 7, 6, 5, 4, 2]).ok
True
>>> print(check_order(["tres de copas", "as de copas"]))   # the first miss: what is wrong
✘ Todavía no: hay cartas fuera de sitio.
El tres de copas no puede ir antes que el as de copas. El as de copas es la carta más fuerte de su palo: gana a todas.
Cambia tu respuesta y vuelve a ejecutar la celda; si fallas otra vez, verás la solución (para verla ya, escribe «no sé» como respuesta).
>>> print(check_order(["tres de copas", "as de copas"]).lines[-1])   # the second: the solution too
El orden correcto es: el as de copas, el tres de copas.
>>> comprobar_puntos(["as de oros", "sota de copas", "siete de bastos"], mi_respuesta=13).ok   # the Spanish name
True
"""

from __future__ import annotations

import html
import random
import unicodedata
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Union

from .. import progress, rules
from ..cards import Card, CardError, Rank, Suit
from ..errors import BriscolaError
from ..locale import LANGUAGES, Words, catalogue, text
from ..locale import words as kit_words
from ..progress import exercise_id
from ..tables import Table, columns, shown_value
from .aliases import translated
from .answers import ATTEMPTS, NUMBER, Attempts, hint, offers_solution, read_card, read_number, read_suit

if TYPE_CHECKING:
    import pandas as pd

__all__ = [
    "Feedback",
    "Comparison",
    "OrderCheck",
    "SORTS",
    "the",
    "to_the",
    "of_the",
    "rank_name",
    "lower_first",
    "parse_rank",
    "parse_suit",
    "why_stronger",
    "compare",
    "ranks_by",
    "ranks_table",
    "ranks_table_html",
    "grade_order",
    "check_pick",
    "order_exercise",
    "points_table",
    "Attempts",
    "ATTEMPTS",
    "parse_player",
    "player_name",
    "show_cards",
    "show_deck",
    "show_table",
    "check_order",
    "check_points",
]

#: Ways to sort the table of the ten ranks.
SORTS = ("strength", "points", "number")

CardOrRank = Union[Card, Rank, str, int]


# ---------------------------------------------------------------- words


def rank_name(rank: Rank, *, words: Words | None = None) -> str:
    """The rank's name in the student's language and deck (or ``words``): ``tres``, ``sota``."""
    return (words or kit_words()).rank(rank)


def the(card: Card | Rank, *, words: Words | None = None) -> str:
    """A card with its article: ``el tres de oros``, ``la sota``, ``l'asso``."""
    return (words or kit_words()).the(card)


def to_the(card: Card | Rank) -> str:
    """The card as what another beats: ``al tres de oros``, ``a la sota``; ``il re``, ``the king``."""
    return kit_words().beaten(card)


def of_the(card: Card | Rank) -> str:
    """``del tres de oros``, ``de la sota``; ``dell'asso``, ``of the king``."""
    return kit_words().of_the(card)


def _list_example() -> str:
    """Two cards written as a Python list, in the student's words: ["as de oros", "tres de copas"]."""
    w = kit_words()
    return "[" + ", ".join(f'"{w.card(Card.parse(code))}"' for code in ("AO", "3C")) + "]"


def _points_scale() -> str:
    """The cards that score, in the student's words: "As 11, tres 10, rey 4, caballo 3, sota 2"."""
    w = kit_words()
    return w.capital(", ".join(f"{w.rank(r)} {r.points}" for r in sorted(Rank, key=lambda r: -r.points)
                               if r.points))


def _capital(sentence: str) -> str:
    return sentence[:1].upper() + sentence[1:]


def lower_first(sentence: str) -> str:
    """A sentence that follows a colon: Spanish starts it in lower case."""
    return sentence[:1].lower() + sentence[1:]


def _normal(word: str) -> str:
    decomposed = unicodedata.normalize("NFD", word.strip().lower())
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch))


def parse_rank(item: CardOrRank) -> Rank:
    """The rank a student means: ``"tres"``, ``"3"``, ``3``, ``"rey"``, ``12``, or a Rank."""
    if isinstance(item, Rank):
        return item
    if isinstance(item, Card):
        return item.rank
    given = item
    if isinstance(item, int) and not isinstance(item, bool):
        item = str(item) if -1000 < item < 1000 else ""
    if isinstance(item, str) and len(item) <= 100:
        word = _normal(item)
        for article in getattr(catalogue("cards"), "ARTICLES", ()):
            if word.startswith(f"{_normal(article)} "):
                word = word[len(article) + 1:]
        for rank in Rank:
            if word in {_normal(rank.name_in(style=style)) for style in ("spanish", "french")}:
                return rank
        # The marks printed on the deck in force: 12 is the rey on a Spanish deck, 10 the re on an Italian one.
        printed = Rank.read_printed(word)
        if printed is not None:
            return printed
    raise BriscolaError("lessons_cards.not_a_rank", given=given)


def parse_suit(item: Suit | Card | str) -> Suit:
    """The suit a student means: ``"copas"``, a Suit, or a card (the muestra) whose suit it is."""
    if isinstance(item, Suit):
        return item
    if isinstance(item, Card):
        return item.suit
    if isinstance(item, str):
        word = _normal(item)
        for suit in Suit:
            if word in {_normal(suit.name_in(style=s)) for s in ("spanish", "french")}:
                return suit
        return read_suit(item)
    raise CardError("engine.not_a_card", text=repr(item))


def _parse_item(item: CardOrRank) -> Card | Rank:
    """A card if the student named one, otherwise a rank."""
    if isinstance(item, (Card, Rank)):
        return item
    if isinstance(item, str):
        try:
            return read_card(item)
        except CardError:
            pass
    return parse_rank(item)


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
    from .. import render

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


# ---------------------------------------------------------------- points


def points_table(cards: Iterable[Card | str]) -> Table:
    """One row per card with its points, and the total at the bottom."""
    parsed = [read_card(c) for c in cards]
    w = kit_words()
    rows: list[dict[str, object]] = [{"card": str(c), "points": rules.points(c), "kind": _kind(c.rank, w)}
                                     for c in parsed]
    rows.append({"card": text("lessons_cards.total"), "points": rules.trick_points(parsed), "kind": ""})
    return Table(columns("card", "points", "kind"), rows, index="card")


# ---------------------------------------------------------------- the student's checks


class ExampleVerdict:
    """A check's verdict that waits behind a "show answer" button when it judges a shipped example answer.

    A lesson cell run exactly as the course ships it (:func:`briscola_teach.progress.is_example`)
    holds the course's answer, not the student's: its verdict must not give the answer away
    after Run All, so it is folded until the student asks for it.  Subclasses (frozen
    dataclasses with an ``ok`` field) say their verdict in ``_verdict_text`` and ``_verdict_html``.
    """

    #: Whether it judges the example answer of a cell run as shipped.
    example: bool = False

    def __post_init__(self) -> None:
        if getattr(self, "ok", None) is not None and progress.is_example():
            object.__setattr__(self, "example", True)

    @property
    def _mark(self) -> str:
        """The sign every verdict opens with, in every lesson: ✔ right, ✘ wrong, none for an explanation."""
        return {True: "✔ ", False: "✘ ", None: ""}[getattr(self, "ok", None)]

    def _verdict_text(self) -> str:
        raise NotImplementedError

    def _verdict_html(self) -> str:
        raise NotImplementedError

    def __str__(self) -> str:
        return text("progress.example_note") if self.example else self._verdict_text()

    def __repr__(self) -> str:
        return str(self)

    def _repr_html_(self) -> str:
        verdict = self._verdict_html()
        return progress.behind_answer_button(verdict) if self.example else verdict


@dataclass(frozen=True, repr=False)
class Feedback(ExampleVerdict):
    """What a check tells the student: right, wrong or just an explanation, and why (HTML in a notebook)."""

    #: True (right), False (wrong), None (an explanation, nothing was asked).
    ok: bool | None
    lines: tuple[str, ...]
    picture: str = ""

    def _verdict_text(self) -> str:
        return self._mark + "\n".join(self.lines)

    def _verdict_html(self) -> str:
        colour = {True: "#1d6b2c", False: "#a40000", None: "#1f4e79"}[self.ok]
        first, *rest = self.lines
        body = "".join(f"<li>{html.escape(line)}</li>" for line in rest)
        return (f'<div class="bt-check" style="border-left:4px solid {colour};padding:4px 10px">'
                f'<p style="color:{colour};font-weight:600;margin:2px 0">{self._mark}{html.escape(first)}</p>'
                + (f'<ul style="margin:2px 0">{body}</ul>' if body else "")
                + (f"<div>{self.picture}</div>" if self.picture else "")
                + "</div>")


def _error(error: ValueError) -> Feedback:
    return Feedback(False, (str(error),))


def card_list(value: object, *, what: str) -> list[Card]:
    """The cards a student wrote as a list ("as de oros", Card...); a Spanish ValueError otherwise."""
    if isinstance(value, (str, Card)) or not isinstance(value, (list, tuple)):
        raise BriscolaError("lessons_cards.not_a_list", what=what, given=value, example=_list_example())
    return [read_card(c) for c in value]


def player_name(seat: int) -> str:
    """How the lessons number a seat: seat 0 is "jugador 1", then on in playing order."""
    return text("lessons_cards.player", n=seat + 1)


def _answer_words(key: str) -> frozenset[str]:
    """The words a student may write for a seat, in every language (a student may mix them)."""
    return frozenset(_normal(word) for language in LANGUAGES
                     for word in text(f"lessons_cards.{key}", language=language).split())


def parse_player(answer: object, *, players: int, you: int | None = None,
                 partner: int | None = None) -> int:
    """The seat a student means: 2, "2", "jugador 2" (seat 1), "tú", "rival", "compañero".

    Players are numbered from 1 as the lessons number them; names work where the
    lesson gives them (``you``: the student's seat; "rival" only with one rival), in
    any of the kit's languages ("player 2", "you", "il giocatore 2", "avversario").
    Raises ValueError with a sentence in the student's language for anything else.

    >>> parse_player("you", players=2, you=0), parse_player("l'avversario", players=2, you=0)
    (0, 1)
    >>> parse_player("Jugador 2", players=4), parse_player("il giocatore 3", players=4)
    (1, 2)
    """
    rival = None if you is None or players != 2 else 1 - you
    seat: int | None = None
    if isinstance(answer, int) and not isinstance(answer, bool):
        seat = answer - 1
    elif isinstance(answer, str):
        word = " ".join(_normal(answer).replace("'", "' ").split())
        for article in _answer_words("answer_articles"):
            word = word.removeprefix(f"{article} ")
        for prefix in _answer_words("answer_player"):
            word = word.removeprefix(f"{prefix} ")
        if NUMBER.fullmatch(word):
            seat = read_number(word) - 1
        elif word in _answer_words("answer_you") and you is not None:
            seat = you
        elif word in _answer_words("answer_rival") and rival is not None:
            seat = rival
        elif word in _answer_words("answer_partner") and partner is not None:
            seat = partner
    if seat is None or not 0 <= seat < players:
        names = [f"{n}" for n in range(1, players + 1)]
        if you is not None:
            names.append(text("lessons_cards.you_word"))
        if rival is not None:
            names.append(text("lessons_cards.rival_word"))
        raise BriscolaError("lessons_cards.bad_player", given=answer, players=players,
                              choices=", ".join(kit_words().quoted(n) for n in names))
    return seat


@offers_solution("my_order", solve=lambda: {"my_order": list(grade_order(list(Rank)).expected)})
def check_order(my_order: Sequence[CardOrRank]) -> Feedback:
    """Check your order of strength, strongest first: ranks (``"as"``, ``"3"``...) or cards of one suit."""
    from .. import render

    if isinstance(my_order, (str, Card)) or not isinstance(my_order, (list, tuple)):
        return Feedback(False, (text("lessons_cards.not_a_list", what=text("lessons_cards.what_order"),
                                     given=my_order, example=_list_example()),))
    try:
        items = [_parse_item(i) for i in my_order]
        if any(isinstance(i, Card) for i in items) and not all(isinstance(i, Card) for i in items):
            items = [i.rank if isinstance(i, Card) else i for i in items]
        check = grade_order(items)
    except ValueError as error:
        return _error(error)
    progress.record(progress.lesson_of(__name__), exercise_id("order", check.expected), check.ok)
    if check.ok:
        shown = [i if isinstance(i, Card) else Card(i, Suit.COINS) for i in check.expected]
        said = kit_words()
        order = " › ".join(said.card(i) if isinstance(i, Card) else said.rank(i) for i in check.expected)
        return Feedback(True, (*check.message().split("\n"), order), render.hand_svg(shown, width=60))
    lines = check.message().split("\n")
    if not ATTEMPTS.solution_now(("orden", check.expected)):
        # A hint first: what is wrong, not yet the whole order.
        return Feedback(False, (*lines[:-1], text("answers.try_again")))
    shown = [i if isinstance(i, Card) else Card(i, Suit.COINS) for i in check.expected]
    return Feedback(False, tuple(lines), render.hand_svg(shown, width=60))


@offers_solution("my_answer", solve=lambda pile: {"my_answer": rules.trick_points(
    card_list(pile, what=text("lessons_cards.what_pile")))})
def check_points(pile: Sequence[Card | str], my_answer: object) -> Feedback:
    """Check how many points you counted in a pile of cards, and see the count card by card."""
    from .. import render

    try:
        cards = card_list(pile, what=text("lessons_cards.what_pile"))
    except ValueError as error:
        return _error(error)
    if len(set(cards)) < len(cards):
        twice = next(c for c in cards if cards.count(c) > 1)
        return Feedback(False, (_capital(text("lessons_cards.pile_twice", card=the(twice))),))
    total = rules.trick_points(cards)
    if my_answer is None or my_answer is Ellipsis:
        return Feedback(None, (text("lessons_cards.pile_waiting"),))
    try:
        my_answer = read_number(my_answer, key="lessons_cards.pile_not_number")
    except ValueError as error:
        return _error(error)
    ok = my_answer == total
    progress.record(progress.lesson_of(__name__), exercise_id("points", cards), ok)
    if not ok and not ATTEMPTS.solution_now(("puntos", tuple(cards))):
        return Feedback(False, (text("lessons_cards.pile_wrong_hint", given=my_answer),
                                hint("lessons_cards.pile_hint", scale=_points_scale())))
    first = (text("lessons_cards.pile_right", total=total) if ok
             else text("lessons_cards.pile_wrong", total=total, given=my_answer))
    lines = [first]
    lines.append(", ".join(_capital(text("lessons_cards.card_points", card=str(c), points=rules.points(c)))
                           if i == 0 else text("lessons_cards.card_points", card=str(c), points=rules.points(c))
                           for i, c in enumerate(cards)) + f" → {total}")
    cargas = [c for c in cards if c.is_carga]
    if cargas:
        lines.append(text("lessons_cards.pile_cargas", points=rules.trick_points(cargas)))
    blancas = [c for c in cards if c.is_blanca]
    if blancas:
        lines.append(text("lessons_cards.pile_blancas", names=", ".join(str(c) for c in blancas)))
    labels = [str(rules.points(c)) for c in cards]
    return Feedback(ok, tuple(lines), render.hand_svg(cards, width=60, labels=labels))


class _Picture:
    """An SVG/HTML picture that a notebook shows as itself."""

    def __init__(self, markup: str, description: str) -> None:
        self._markup = markup
        self._description = description

    def _repr_html_(self) -> str:
        return self._markup

    def __repr__(self) -> str:
        return self._description


def show_cards(cards: Iterable[Card | str], *, points: bool = False, width: int = 70) -> _Picture:
    """Draw some cards in a row; with ``points=True`` each card is labelled with its points."""
    from .. import render

    parsed = [read_card(c) for c in cards]
    labels = [str(rules.points(c)) for c in parsed] if points else None
    return _Picture(render.hand_svg(parsed, width=width, labels=labels), ", ".join(str(c) for c in parsed))


def show_deck(*, width: int = 48) -> _Picture:
    """Draw the whole deck, one row per suit, as to rey."""
    from .. import render

    rows = []
    for suit in Suit:
        cards = [Card(rank, suit) for rank in Rank]
        rows.append(f'<div style="display:flex;align-items:center;gap:8px">'
                    f'<b style="width:70px">{html.escape(suit.name_in())}</b>'
                    f"{render.hand_svg(cards, width=width)}</div>")
    return _Picture("".join(rows), text("lessons_cards.deck_description", count=len(Suit) * len(Rank)))


def show_table(table: Table | pd.DataFrame) -> Table:
    """A table as the lessons show it: its labels, and every decimal number written the reader's way ("4,5")."""
    if isinstance(table, Table):
        return table
    if hasattr(table, "to_dict") and hasattr(table, "columns"):  # a pandas DataFrame
        return Table.from_pandas(table)
    raise BriscolaError("tables.not_a_table", given=table)


# ---------------------------------------------------------------- the names students type

#: The helpers under every edition's own names (``locale/<code>/aliases.py``), for the lesson cells.
ALIASES = translated(show_cards, show_deck, show_table, check_order, check_points)
globals().update(ALIASES)
__all__ += list(ALIASES)

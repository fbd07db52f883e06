"""What the card table says while a hand is played: who took a trick and why, who drew
what, who won the hand, which cards are out.  Plain functions over the engine, no
widgets, so a notebook, a test or the :class:`~briscola_teach.widgets.CardTable`
can use them alike.  Why a trick was taken is the one explanation of
:mod:`briscola_teach.explain`, the same the worked example and the trick lab give.
The "now you try" cell's :func:`compare_strategy` is
:mod:`~briscola_teach.card_table.strategy`'s, named here too.

Seats are named by a ``names`` mapping (seat -> label); ``you`` is the student's
seat, spoken to in the second person ("Te llevas la baza 3").

>>> from briscola_teach.examples import worked_example, WORKED_EXAMPLE_PLAYS
>>> game = worked_example()
>>> for card in WORKED_EXAMPLE_PLAYS:
...     _ = game.play(card)
>>> trick_story(game, game.tricks[2], {0: "Tú", 1: "Rival"})
'Te llevas la baza 3: el dos de copas es triunfo: gana al as de espadas (un triunfo mata cualquier carta de otro palo).'
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..cards import Card, Rank, Suit
from ..events import Drew, Event, HandOver, Played, Swapped, TrickTaken
from ..explain import explain_played
from ..game import Game, Trick
from ..locale import Words
from ..locale import words as kit_words
from .strategy import StrategyReport, compare_strategy

if TYPE_CHECKING:
    from ..view import View

__all__ = [
    "the", "to_the", "trick_story", "draw_story", "played_line", "event_story", "side_names",
    "outcome_story", "CardsOut", "cards_out", "tricks_html", "StrategyReport", "compare_strategy",
    "first_deal", "decimal", "in_sentence",
]

SUIT_ORDER = (Suit.COINS, Suit.CUPS, Suit.SWORDS, Suit.CLUBS)


def the(card: Card, *, words: Words | None = None) -> str:
    """The card with its article: "el as de oros", "la sota de copas", "l'asso di denari"."""
    return (words or kit_words()).the(card)


def to_the(card: Card, *, words: Words | None = None) -> str:
    """The card after "gana" / "beats": "al as de oros", "a la sota de copas"; "il re", "the king"."""
    return (words or kit_words()).beaten(card)


def in_sentence(name: str, *, words: Words | None = None) -> str:
    """A seat's label as it reads inside a sentence: "Rival" -> "el rival", "Tú" -> "tú".

    Labels the lessons do not give (a bot's name such as "Sensato") are kept as they are.
    """
    say = words or kit_words()
    forms = {say.text("common.you"): say.text("common.you_in_sentence"),
             say.text("common.rival"): say.text("common.rival_in_sentence"),
             say.text("common.partner"): say.text("common.partner_in_sentence")}
    if name in forms:
        return forms[name]
    for n in range(1, 6):
        if name == say.text("common.rival_n", number=n):
            return say.text("common.rival_n_in_sentence", number=n)
        if name == say.text("common.player", n=n):
            return say.text("common.player_in_sentence", n=n)
    return name


def _taken(events: Sequence[Event], number: int) -> TrickTaken:
    """The event of trick ``number`` being taken."""
    for event in events:
        if isinstance(event, TrickTaken) and event.number == number:
            return event
    raise ValueError(f"trick {number} has no TrickTaken event: it was taken before the game's "
                     "start, or the events given are not this game's")


def trick_story(game: Game, trick: Trick, names: Mapping[int, str], *, you: int | None = 0,
                points: bool = False, events: Sequence[Event] | None = None, words: Words | None = None) -> str:
    """Who took trick ``trick`` and why, read from its event; its points too when ``points`` is set."""
    taken = _taken(game.events if events is None else events, trick.number)
    return _taken_line(game, trick, taken, names, you=you, points=points, say=words or kit_words())


def _taken_line(game: Game, trick: Trick, taken: TrickTaken, names: Mapping[int, str], *,
                you: int | None, points: bool, say: Words) -> str:
    if taken.winner == you:
        who = say.text("table.trick_won_you", number=taken.number)
    else:
        who = say.capital(say.text("table.trick_won", who=in_sentence(names[taken.winner], words=say),
                                   number=taken.number))
    reason = explain_played(game, trick, words=say).why
    story = f"{who}: {reason[:1].lower() + reason[1:]}"
    if points:
        story += " " + say.text("table.trick_points", points=taken.points)
    return story


def draw_story(game: Game, trick: Trick, names: Mapping[int, str], *, you: int | None = 0,
               events: Sequence[Event] | None = None, words: Words | None = None) -> list[str]:
    """Who drew after ``trick``, in order, the student's own card and who took the muestra.

    The draws are the :class:`~briscola_teach.events.Drew` events after the trick
    (``events``: the game's by default; a view's events name only the cards its seat may know).
    """
    source = game.events if events is None else events
    return _draw_lines(game.players, [e for e in source if isinstance(e, Drew)
                                      and e.after_trick == trick.number], names, you=you,
                       say=words or kit_words())


def _draw_lines(players: int, draws: Sequence[Drew], names: Mapping[int, str], *,
                you: int | None, say: Words) -> list[str]:
    if not draws:
        return []
    first, rest = draws[0], draws[1:]
    lines = []
    rest_names = say.join([in_sentence(names[d.seat], words=say) for d in rest])
    if first.seat == you:
        lines.append(say.text("table.draw_order_you", rest=rest_names))
    else:
        first_name = in_sentence(names[first.seat], words=say)
        lines.append(say.capital(say.text("table.draw_order", first=first_name, rest=rest_names)))
    for d in draws:
        if d.seat == you and not d.is_muestra:
            assert d.card is not None, "a seat always knows the card it drew"
            lines.append(say.text("table.you_drew", card=say.the(d.card)))
    muestra = draws[-1]
    if muestra.is_muestra:
        assert muestra.card is not None, "the muestra is in sight of all"
        if muestra.seat == you:
            lines.append(say.text("table.muestra_to_you", card=say.the(muestra.card)))
        else:
            lines.append(say.text("table.muestra_to", who=in_sentence(names[muestra.seat], words=say),
                              card=say.the(muestra.card)))
        if players == 2:
            lines.append(say.text("table.stock_empty_two"))
        else:
            lines.append(say.text("table.stock_empty"))
    return lines


def played_line(event: Played, names: Mapping[int, str], *, you: int | None = 0,
                words: Words | None = None) -> str:
    """What the table says when a card is played: "Juegas el as de oros.", "Rival: juega ..."."""
    say = words or kit_words()
    if event.seat == you:
        return say.text("table.played_you", card=say.the(event.card))
    return say.text("table.played", who=names[event.seat], card=say.the(event.card))


def event_story(game: Game, events: Sequence[Event], names: Mapping[int, str], *,
                you: int | None = 0, points: bool = False, words: Words | None = None) -> list[str]:
    """What the table says about ``events``, in order: each card played, the swap, each trick
    taken and why, and the draws after it.

    ``events`` is a slice of the student's view's events (so another seat's draw never
    names its card); ``game`` is only asked for the cards of a trick taken.
    """
    say = words or kit_words()
    lines: list[str] = []
    draws: list[Drew] = []

    def flush() -> None:
        lines.extend(_draw_lines(game.players, draws, names, you=you, say=say))
        draws.clear()

    for event in events:
        if isinstance(event, Drew):
            if draws and draws[-1].after_trick != event.after_trick:
                flush()
            draws.append(event)
            continue
        flush()
        if isinstance(event, Played):
            lines.append(played_line(event, names, you=you, words=say))
        elif isinstance(event, Swapped):
            if event.gave.rank is Rank.TWO:
                key = "table.swapped_you" if event.seat == you else "table.swapped"
            else:  # the seven-or-two form (RULES §8) gave the 7
                key = "table.swapped_you_seven" if event.seat == you else "table.swapped_seven"
            lines.append(say.text(key, who=names[event.seat], card=say.the(event.took)))
        elif isinstance(event, TrickTaken):
            trick = game.tricks[event.number - game.tricks_before - 1]
            lines.append(_taken_line(game, trick, event, names, you=you, points=points, say=say))
    flush()
    return lines


def side_names(players: int, names: Mapping[int, str], *, you: int | None = 0,
               words: Words | None = None) -> list[str]:
    """A name for each side: a seat's name, or "Tu pareja"/"Los rivales" with four players."""
    say = words or kit_words()
    if players != 4:
        return [names[s] for s in range(players)]
    pairs = [(0, 2), (1, 3)]
    out = []
    for pair in pairs:
        members = say.join([names[s] for s in pair])
        key = "table.side_yours" if you in pair else "table.side_theirs"
        out.append(say.text(key, members=members))
    return out


def outcome_story(game: Game, names: Mapping[int, str], *, you: int | None = 0,
                  words: Words | None = None) -> list[str]:
    """How the hand ended, read from its closing event: points of each side, who won and by
    which rule (RULES §5)."""
    say = words or kit_words()
    last = game.events[-1] if game.events else None
    if not isinstance(last, HandOver):
        return []
    outcome = last.outcome
    sides = side_names(game.players, names, you=you, words=say)
    lines = [say.text("table.points_line", parts=" · ".join(
        say.text("table.points_of", side=sides[i], points=p) for i, p in enumerate(outcome.points)))]
    winning = [i for i, side in enumerate(outcome.sides) if side[0] in outcome.winners]
    mine = next((i for i, side in enumerate(outcome.sides) if you in side), None)
    top = max(outcome.points)
    if outcome.is_draw:
        lines.append(say.text("table.result_draw"))
    elif outcome.is_shared:
        lines.append(say.text("table.result_shared", who=say.join([in_sentence(sides[i], words=say) for i in winning]),
                          points=top))
    elif mine is not None and mine in winning:
        key = "table.result_you_team" if game.players == 4 else "table.result_you"
        lines.append(say.text(key, points=outcome.points[mine]))
    elif game.players == 4:
        lines.append(say.text("table.result_they_team", points=top))
    else:
        lines.append(say.text("table.result_other", who=in_sentence(sides[winning[0]], words=say), points=top))
    if len(outcome.sides) == 2 and not outcome.is_draw:
        if top == 60:
            lines.append(say.text("table.rule_tie_break"))
        else:
            lines.append(say.text("table.rule_61"))
    elif len(outcome.sides) == 3 and not outcome.is_draw:
        lines.append(say.text("table.rule_three"))
    if outcome.is_cappotto:
        whole = in_sentence(sides[outcome.points.index(120)], words=say)
        lines.append(say.capital(say.text("table.cappotto", who=whole)))
    if outcome.value > 1:
        lines.append(say.text("table.double_win"))
    return lines


@dataclass(frozen=True)
class CardsOut:
    """The cards already seen played, by suit, with the cargas and trumps among them."""

    by_suit: dict[Suit, tuple[Card, ...]]
    cargas: int
    trumps: int
    trump: Suit


def cards_out(view: View) -> CardsOut:
    """What a seat has seen played so far: a player who counts the cards knows this."""
    from ..rules import points, strength

    played = view.played
    seven_second = view.options.seven_second  # the 7 is then the carga, and ranks second
    by_suit = {suit: tuple(sorted((c for c in played if c.suit is suit),
                                  key=lambda c: -strength(c, seven_second=seven_second)))
               for suit in SUIT_ORDER}
    return CardsOut(
        by_suit=by_suit,
        cargas=sum(1 for c in played if points(c, seven_second=seven_second) >= 10),
        trumps=sum(1 for c in played if c.suit is view.trump),
        trump=view.trump,
    )


def decimal(value: float, *, sign: bool = False, words: Words | None = None) -> str:
    """A number to one decimal as the reader writes it: "44,9" (in English "44.9"); "+3,5" with ``sign``."""
    return (words or kit_words()).fixed(value, sign=sign)


def first_deal(*, players: int = 2, seed: int = 2024) -> Game:
    """The first hand the card table deals for this seed: the same code path, so the same cards."""
    from ..match import Match

    return Match(players, best_of=1, seed=seed).new_hand()


def tricks_html(game: Game, names: Mapping[int, str], *, words: Words | None = None) -> str:
    """The tricks of a hand as an HTML table, seats called by their names (no pandas needed)."""
    from ..tables import Table, tricks_table

    say = words or kit_words()
    tricks = tricks_table(game, words=say)
    rows = []
    for row in tricks:
        row["leader"] = names[int(str(row["leader"]))]
        row["winner"] = names[int(str(row["winner"]))]
        row["cards"] = re.sub(r"\((\d)\)", lambda m: f"({names[int(m.group(1))]})", str(row["cards"]))
        rows.append(row)
    labels = tricks.labels | {"cards": say.text("table.cards_who")}
    labels |= {f"total_{s}": say.text("table.total_of", who=names[s]) for s in names}
    shown = Table(labels, rows, index="trick", language=say.language)
    return shown._repr_html_().replace('class="dataframe"', 'class="dataframe bt-tricks-table"', 1)

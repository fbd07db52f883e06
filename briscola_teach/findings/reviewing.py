"""The coach at work: :func:`review` checks every play of a seat in a hand, :func:`judge` one play now.

Each play is judged from the seat's own view at that moment (``game.view(seat)``, RULES §7).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import replace
from typing import Literal

from ..cards import Card
from ..errors import IllegalPlay, OptionError, Said, choice, expect
from ..events import Played, Swapped
from ..game import Game, Trick
from ..mistakes import Mistake
from ..rules import check_seat
from ..seeds import derive
from ..view import View
from .detection import Finding, detect
from .entries import Entry, Review
from .pricing import DEFAULT_SAMPLES, _check_pricing, _values

__all__ = ["JUDGE_DEALS", "review", "judge"]


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



def _imagined_trick(view: View, card: Card, earlier: Sequence[tuple[View, Card]], *, samples: int,
                    seed: int, rivals: str) -> tuple[Trick | None, tuple[Finding, ...]]:
    """The trick ``card`` goes into as the seat can imagine it, and the mistakes most deals show."""
    from ..bots import make_bot
    from ..bots.search import is_perfect_information

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

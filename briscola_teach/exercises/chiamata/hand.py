"""The machine's hand of briscola chiamata (RULES §12) told step by step: each bid and pass and why,
the call, the plays and the end, and each step drawn.

Every reason a bidder has is sensato's own reckoning (:func:`briscola_teach.bots.chiamata.hand_value`).

>>> steps = hand_steps(EXAMPLE)
>>> [s.kind for s in steps[:3]], steps[-1].kind
(['deal', 'bid', 'pass'], 'call')
"""

from __future__ import annotations

import html
from collections.abc import Sequence
from dataclasses import dataclass

from ... import render
from ...cards import Card, Rank, Suit
from ...chiamata import PLAYERS, TARGET, Chiamata, ChiamataView
from ...events import PASS, Bid, Call, ChiamataAction, PointsBid
from ...locale import Words
from ...locale import words as kit_words
from ..cards import _capital

__all__ = ["EXAMPLE", "LEVEL", "HandStep", "machine_hand", "hand_steps", "status_line", "step_html",
           "explanation_html"]


#: The número de partida of the lesson's worked hand: an auction that goes down to the six.
EXAMPLE = 2034


#: The level that plays every seat of the lesson's hands.
LEVEL = "sensato"


def _name(seat: int, say: Words) -> str:
    return say.text("common.player", n=seat + 1)


def _who(seat: int, you: int | None = None, *, say: Words) -> str:
    """A seat inside a sentence: «el jugador 3», or «tú» for the student's own seat."""
    return say.seat_in_sentence(PLAYERS, you, seat)


# ---------------------------------------------------------------------- the machine's hand
def machine_hand(number: int = EXAMPLE, *, tricks: int | None = None) -> Chiamata:
    """A hand of chiamata played by the machine (sensato in every seat), stopped after ``tricks`` tricks if given."""
    from ...bots import make_bot
    from ...seeds import derive

    game = Chiamata.new(number)
    bots = [make_bot(LEVEL, seed=derive(number, "lesson11", s)) for s in range(PLAYERS)]
    while not game.is_over and (tricks is None or game.phase != "play" or len(game.tricks) < tricks
                                or game.table):
        seat = game.turn
        assert seat is not None
        game.apply(bots[seat].choose(game.view(seat)))
    return game


# ---------------------------------------------------------------------- why each bid
def _best(hand: Sequence[Card], rank: Rank) -> tuple[int, Suit]:
    """Sensato's reckoning: the suit this hand would call ``rank`` in, and the points it expects."""
    from ...bots.chiamata import hand_value

    suit = max(Suit, key=lambda s: hand_value(hand, s, rank=rank))
    return round(hand_value(hand, suit, rank=rank)), suit


def _need(points: int = TARGET) -> int:
    from ...bots.chiamata import BID_MARGIN

    return points + BID_MARGIN


def _auction_lines(view: ChiamataView, action: ChiamataAction, say: Words) -> list[str]:
    """What a bidder did and why, from what it sees: its hand and the auction so far."""
    seat = view.seat
    who = _capital(_who(seat, say=say))
    bids = [a for a in view.legal if isinstance(a, Bid)]
    points = [a for a in view.legal if isinstance(a, PointsBid)]
    if isinstance(action, Bid):
        value, suit = _best(view.hand, action.rank)
        card = Card(action.rank, suit)
        lines = [say.text("lessons_chiamata.bid_made", who=who, rank=say.the(action.rank))]
        lines.append(say.text("lessons_chiamata.bid_first" if view.high_bid is None else "lessons_chiamata.bid_lower",
                          rank=say.the(action.rank)))
        key = "bid_why_alone" if card in view.hand else "bid_why"
        lines.append(say.text(f"lessons_chiamata.{key}", suit=say.suit(suit), card=say.the(card), value=value,
                          need=_need()))
        return lines
    if isinstance(action, PointsBid):
        value, suit = _best(view.hand, Rank.TWO)
        return [say.text("lessons_chiamata.points_made", who=who, points=action.points),
                say.text("lessons_chiamata.points_why", suit=say.suit(suit), value=value,
                     need=_need(action.points))]
    lines = [say.text("lessons_chiamata.pass_made", who=who)]
    if bids:
        value, suit = _best(view.hand, bids[0].rank)
        lines.append(say.text("lessons_chiamata.pass_why", rank=say.the(bids[0].rank), suit=say.suit(suit),
                          value=value, need=_need()))
    elif points:
        value, suit = _best(view.hand, Rank.TWO)
        lines.append(say.text("lessons_chiamata.pass_why_points", points=points[0].points, value=value,
                          need=_need(points[0].points)))
    return lines


def _call_lines(game: Chiamata, view: ChiamataView, action: Call, say: Words) -> list[str]:
    rank = view.rank
    assert rank is not None and game.caller is not None
    card = Card(rank, action.suit)
    value, _ = _best(view.hand, rank)
    lines = [say.text("lessons_chiamata.call_made", who=_capital(_who(game.caller, say=say)),
                      suit=say.suit(action.suit),
                  card=say.the(card)),
             say.text("lessons_chiamata.call_why", value=value)]
    holder = next(s for s in range(PLAYERS) if card in game.hand(s))
    if holder == game.caller:
        lines.append(_capital(say.text("lessons_chiamata.call_alone", card=say.the(card))))
    else:
        lines.append(_capital(say.text("lessons_chiamata.call_holder", card=say.the(card), who=_who(holder, say=say))))
    return lines


@dataclass(frozen=True)
class HandStep:
    """One step of a hand of chiamata: what happened, the hand just after it, and why."""

    number: int
    #: deal, bid, pass, call, play or end.
    kind: str
    seat: int | None
    game: Chiamata
    lines: tuple[str, ...]


def hand_steps(number: int = EXAMPLE, *, whole: bool = False, words: Words | None = None) -> tuple[HandStep, ...]:
    """The steps of the machine's hand ``number``: the deal, each bid and the call; with ``whole``, every card too.

    What each step says is in ``words`` (by default the kit-wide language).
    """
    say = words or kit_words()
    played = machine_hand(number)
    game = Chiamata(played.deal, first_bidder=played.first_bidder)
    first = _capital(_who(game.first_bidder, say=say))
    steps = [HandStep(0, "deal", None, game.copy(),
                      (say.text("lessons_chiamata.deal", who=first),
                       say.text("lessons_chiamata.deal_how", need=_need())))]
    for action in played.actions:
        if game.phase == "play" and not whole:
            break
        seat = game.turn
        assert seat is not None
        view = game.view(seat)
        before = len(game.tricks)
        game.apply(action)
        if isinstance(action, Card):
            kind, lines = "play", _play_lines(game, seat, action, before, say)
        elif isinstance(action, Call):
            kind, lines = "call", _call_lines(game, view, action, say)
        else:
            kind = "pass" if action is PASS else "bid"
            lines = _auction_lines(view, action, say)
            if game.phase == "call" and game.caller is not None and game.rank is not None:
                lines.append(say.text("lessons_chiamata.auction_won", who=_who(game.caller, say=say),
                                  rank=say.the(game.rank), target=game.target))
            elif game.is_over:
                lines.append(say.text("lessons_chiamata.all_passed"))
        if game.is_over:
            lines.extend(_end_lines(game, say))
            kind = "end" if game.caller is not None else kind
        steps.append(HandStep(len(steps), kind, seat, game.copy(), tuple(lines)))
    return tuple(steps)


def _play_lines(game: Chiamata, seat: int, card: Card, before: int, say: Words) -> list[str]:
    lines = [say.text("lessons_chiamata.played", who=_capital(_who(seat, say=say)), card=say.the(card))]
    if card is game.called_card:
        key = "revealed_alone" if seat == game.caller else "revealed"
        lines.append(say.text(f"lessons_chiamata.{key}", card=say.the(card), who=_who(seat, say=say)))
    if len(game.tricks) > before:
        trick = game.tricks[-1]
        lines.append(say.text("lessons_chiamata.trick_taken", who=_capital(_who(trick.winner, say=say)), n=trick.number,
                          card=say.the(dict(trick.plays)[trick.winner]),
                          points=trick.points))
        ours, theirs = _sides(game)
        lines.append(_capital(say.text("lessons_chiamata.side_points", ours=ours, theirs=theirs)) + ".")
    return lines


def _sides(game: Chiamata) -> tuple[int, int]:
    side = {game.caller, game.partner}
    ours = sum(p for s, p in enumerate(game.points) if s in side)
    return ours, sum(game.points) - ours


def _end_lines(game: Chiamata, say: Words) -> list[str]:
    outcome = game.outcome
    if outcome is None or outcome.caller is None:
        return []
    ours, theirs = outcome.points
    key = "end_won" if outcome.caller_won else "end_lost"
    shares = ", ".join(say.text("lessons_chiamata.match_share", who=_name(s, say), points=f"{p:+d}")
                       for s, p in enumerate(outcome.match_points))
    return [say.text(f"lessons_chiamata.{key}", ours=ours, theirs=theirs, target=outcome.target),
            say.text("lessons_chiamata.match_points", shares=shares)]


# ---------------------------------------------------------------------- drawing a step
def _tags(game: Chiamata, seat: int, say: Words) -> list[str]:
    """A seat's roles as the open table of the worked hand shows them (the secret partner too)."""
    tags = []
    if seat == game.first_bidder and game.phase == "auction":
        tags.append(say.text("lessons_chiamata.tag_first"))
    if seat == game.caller:
        tags.append(say.text("lessons_chiamata.tag_caller"))
    if game.partner == seat and seat != game.caller:
        tags.append(say.text("lessons_chiamata.tag_partner" if game.partner_revealed
                             else "lessons_chiamata.tag_secret"))
    if seat in game.passed and game.phase == "auction":
        tags.append(say.text("lessons_chiamata.tag_out"))
    return tags


def _said_by(game: Chiamata, seat: int, say: Words) -> str:
    said = [a for s, a in game.auction if s == seat]
    if not said:
        return ""
    return ", ".join(_action_word(a, say) for a in said)


def _action_word(action: ChiamataAction, say: Words) -> str:
    if isinstance(action, Bid):
        return say.rank(action.rank)
    if isinstance(action, PointsBid):
        return say.text("lessons_chiamata.points_word", points=action.points)
    return say.text("lessons_chiamata.pass_word")


def status_line(game: Chiamata, *, words: Words | None = None) -> str:
    """One line on the hand: the last call, or the called card and trump, and each side's points."""
    say = words or kit_words()
    if game.called_card is not None and game.trump is not None:
        line = say.text("lessons_chiamata.status_called", card=say.the(game.called_card), suit=say.suit(game.trump),
                    target=game.target)
        if game.tricks:
            ours, theirs = _sides(game)
            line += " · " + say.text("lessons_chiamata.side_points", ours=ours, theirs=theirs)
        return line
    high = game.high_bid
    if high is None:
        return say.text("lessons_chiamata.status_no_bid")
    return say.text("lessons_chiamata.status_high", who=_name(high[0], say), bid=_action_word(high[1], say))


#: How a seat's role ("llama", "socio") is drawn beside its name.
_TAG = "background:#e7eef8;border-radius:8px;padding:0 6px;font-size:90%;margin-left:4px"


def step_html(step: HandStep, *, width: int = 38, words: Words | None = None) -> str:
    """The table at one step: every hand face up, what each seat has said, the trick on the table (in ``words``)."""
    say = words or kit_words()
    game = step.game
    rows = []
    for seat in range(PLAYERS):
        tags = "".join(f' <span class="bt-ch-tag" style="{_TAG}">{html.escape(t)}</span>'
                       for t in _tags(game, seat, say))
        hand = game.hand(seat)
        marks = {i: "win" for i, c in enumerate(hand) if c is game.called_card}
        cards = (render.hand_svg(hand, width=width, highlights=marks, style=say.style, language=say.language)
                 if hand else "")
        said = html.escape(_said_by(game, seat, say))
        style = "background:#fff4d6" if seat == step.seat else ""
        rows.append(f'<tr style="{style}"><td style="white-space:nowrap;padding:2px 6px"><b>'
                    f"{html.escape(_name(seat, say))}</b>{tags}</td><td style='padding:2px 6px'>{said}</td>"
                    f"<td>{cards}</td></tr>")
    trick = ""
    if game.trump is not None and (game.table or game.tricks):
        if game.table:
            trick = render.trick_svg(game.table, trump=game.trump, width=width + 14, style=say.style,
                                     language=say.language)
        else:
            last = game.tricks[-1]
            trick = render.trick_svg(last.plays, trump=game.trump, winner=last.winner, width=width + 14,
                                     style=say.style, language=say.language)
    head = html.escape(status_line(game, words=say))
    return (f'<div class="bt-ch-step"><div class="bt-ch-status" style="font-weight:600;margin:2px 0">{head}</div>'
            f'<table class="bt-ch-seats" style="border-collapse:collapse">{"".join(rows)}</table>'
            f"<div>{trick}</div></div>")


def explanation_html(step: HandStep) -> str:
    """The step's explanation: what happened and why, one paragraph a line."""
    first, *rest = step.lines
    return (f'<div class="bt-ch-why"><p style="font-weight:600;margin:2px 0">{html.escape(first)}</p>'
            + "".join(f'<p style="margin:2px 0">{html.escape(line)}</p>' for line in rest) + "</div>")

"""What the table for five says while a hand of briscola chiamata is played: bids, the call, the partner."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from ...chiamata import Chiamata
from ...events import (
    AllPassed, AuctionWon, Bid, BidMade, Called, ChiamataEvent, PartnerRevealed, Passed, Played, PointsBid, TrickTaken,
)
from ...explain import explain_played
from ...locale import Words
from ...locale import words as kit_words
from ..settings import YOU
from ..story import in_sentence, played_line

__all__ = ["bid_name", "chiamata_story"]


def bid_name(bid: Bid | PointsBid, *, words: Words | None = None) -> str:
    """A bid as the table names it: a rank ("tres") or points ("70 puntos")."""
    say = words or kit_words()
    if isinstance(bid, PointsBid):
        return say.text("table.ch_points", points=bid.points)
    return say.rank(bid.rank)


def _who(names: Mapping[int, str], seat: int, say: Words) -> str:
    return in_sentence(names[seat], words=say)


def chiamata_story(game: Chiamata, events: Sequence[ChiamataEvent], names: Mapping[int, str], *,
                   you: int = YOU, points: bool = False, words: Words | None = None) -> list[str]:
    """What the table says about these events of a hand of chiamata, told from seat ``you``."""
    say = words or kit_words()
    lines: list[str] = []
    for event in events:
        if isinstance(event, BidMade):
            name = bid_name(event.bid, words=say)
            if event.seat == you:
                lines.append(say.text("table.ch_bid_you", bid=name))
            else:
                lines.append(say.text("table.ch_bid", who=names[event.seat], bid=name))
        elif isinstance(event, AuctionWon):
            rank = say.rank(event.rank)
            if event.seat == you:
                lines.append(say.text("table.ch_won_you", rank=rank, target=event.target))
            else:
                lines.append(say.capital(say.text("table.ch_won", who=_who(names, event.seat, say), rank=rank,
                                       target=event.target)))
        elif isinstance(event, AllPassed):
            lines.append(say.text("table.ch_all_passed"))
        elif isinstance(event, Called):
            lines.extend(_call_lines(game, event, names, you=you, say=say))
        elif isinstance(event, PartnerRevealed):
            lines.append(_reveal_line(game, event, names, you=you, say=say))
        elif isinstance(event, Played):
            lines.append(played_line(event, names, you=you, words=say))
        elif isinstance(event, TrickTaken):
            why = explain_played(game, game.tricks[event.number - 1], words=say).why
            if event.winner == you:
                head = say.text("table.trick_won_you", number=event.number)
            else:
                head = say.capital(say.text("table.trick_won", who=_who(names, event.winner, say), number=event.number))
            line = f"{head}: {why[:1].lower() + why[1:]}"
            if points:
                line += " " + say.text("table.trick_points", points=event.points)
            lines.append(line)
        elif isinstance(event, Passed):
            lines.append(say.text("table.ch_pass_you") if event.seat == you
                         else say.text("table.ch_pass", who=names[event.seat]))
    return lines


def _call_lines(game: Chiamata, event: Called, names: Mapping[int, str], *, you: int, say: Words) -> list[str]:
    card, suit = say.the(event.card), say.suit(event.card.suit)
    if event.seat == you:
        lines = [say.text("table.ch_called_you", card=card, suit=suit)]
        if game.view(you).partner == you:
            lines.append(say.text("table.ch_alone_you", card=card))
        return lines
    lines = [say.capital(say.text("table.ch_called", who=_who(names, event.seat, say), card=card, suit=suit))]
    if game.view(you).partner == you:
        lines.append(say.text("table.ch_you_partner", card=card, who=_who(names, event.seat, say)))
    return lines


def _reveal_line(game: Chiamata, event: PartnerRevealed, names: Mapping[int, str], *, you: int, say: Words) -> str:
    card = say.the(event.card)
    caller = game.caller
    assert caller is not None
    if event.alone:
        if event.seat == you:
            return say.text("table.ch_revealed_alone_you", card=card)
        return say.capital(say.text("table.ch_revealed_alone", who=_who(names, event.seat, say), card=card))
    if event.seat == you:
        return say.text("table.ch_revealed_you", card=card, caller=_who(names, caller, say))
    if caller == you:
        return say.capital(say.text("table.ch_revealed_yours", who=_who(names, event.seat, say), card=card))
    return say.capital(say.text("table.ch_revealed", who=_who(names, event.seat, say), card=card,
                     caller=_who(names, caller, say)))

"""The auction of chiamata (RULES §12): what a seat may bid after the bids so far, and who bids next.

From the first bidder round the table, each seat still in the auction calls a rank weaker
than the last one called (any rank first) or passes for good; once the 2 is called the
bids go on in points, from 61 up, each above the last.  These rules read the auction as
:class:`~briscola_teach.chiamata.Chiamata` keeps it: the last bid with its seat
(``high``, None before any) and the seats out.
"""

from __future__ import annotations

from collections.abc import Set

from ..cards import Rank
from ..errors import IllegalBid, Said
from ..events import PASS, Bid, ChiamataAction, PointsBid
from ..rules import STRENGTH_ORDER
from .scoring import MAX_POINTS, PLAYERS, TARGET

__all__ = ["RANK_ORDER", "legal_bids", "least_points", "check_bid", "check_points_bid", "next_bidder",
           "won_with"]

#: Ranks in the order they are called, strongest (the weakest bid) first.
RANK_ORDER = {rank: i for i, rank in enumerate(STRENGTH_ORDER)}
_BIDS = tuple(Bid(rank) for rank in STRENGTH_ORDER)
_POINTS_BIDS = tuple(PointsBid(p) for p in range(TARGET, MAX_POINTS + 1))


def legal_bids(high: tuple[int, Bid | PointsBid] | None) -> tuple[ChiamataAction, ...]:
    """Every bid the seat to act may make after ``high``, and ``PASS``."""
    if high is None:
        return (*_BIDS, PASS)
    last = high[1]
    if isinstance(last, PointsBid):
        return (*_POINTS_BIDS[last.points + 1 - TARGET:], PASS)
    if last.rank is Rank.TWO:
        return (*_POINTS_BIDS, PASS)
    return (*_BIDS[RANK_ORDER[last.rank] + 1:], PASS)


def least_points(high: tuple[int, Bid | PointsBid] | None) -> int:
    """The fewest points a points bid may promise after ``high``: 61, or one more than the last."""
    return high[1].points + 1 if high is not None and isinstance(high[1], PointsBid) else TARGET


def check_bid(seat: int, bid: Bid, high: tuple[int, Bid | PointsBid] | None) -> None:
    """Raise IllegalBid unless ``seat`` may call this rank after ``high``."""
    if not isinstance(bid, Bid) or not isinstance(bid.rank, Rank):
        raise IllegalBid("engine.bad_bid", seat=seat, action=bid, given=bid)
    if high is not None:
        last = high[1]
        if isinstance(last, PointsBid) or last.rank is Rank.TWO:
            raise IllegalBid("engine.bid_after_two", seat=seat, rank=_rank(bid.rank), given=bid)
        if RANK_ORDER[bid.rank] <= RANK_ORDER[last.rank]:
            raise IllegalBid("engine.bid_not_lower", seat=seat, rank=_rank(bid.rank),
                             last=_rank(last.rank), given=bid)


def check_points_bid(seat: int, bid: PointsBid, high: tuple[int, Bid | PointsBid] | None) -> None:
    """Raise IllegalBid unless ``seat`` may promise these points after ``high``."""
    if not isinstance(bid, PointsBid) or bid.points.__class__ is not int:
        raise IllegalBid("engine.bad_bid", seat=seat, action=bid, given=bid)
    if high is None or isinstance(high[1], Bid) and high[1].rank is not Rank.TWO:
        raise IllegalBid("engine.points_before_two", seat=seat, points=bid.points, given=bid)
    least = least_points(high)
    if not least <= bid.points <= MAX_POINTS:
        raise IllegalBid("engine.points_out_of_range", seat=seat, points=bid.points, least=least,
                         most=MAX_POINTS, given=bid)


def next_bidder(seat: int, out: Set[int]) -> int:
    """The seat that bids after ``seat``: the next one round the table still in the auction."""
    nxt = (seat + 1) % PLAYERS
    while nxt in out:
        nxt = (nxt + 1) % PLAYERS
    return nxt


def won_with(last: Bid | PointsBid) -> tuple[Rank, int]:
    """The rank the caller won with and the points its side needs (the 2 and the points, after a points bid)."""
    if isinstance(last, PointsBid):
        return Rank.TWO, last.points
    return last.rank, TARGET


def _rank(rank: Rank) -> Said:
    return Said(rank.name_in())

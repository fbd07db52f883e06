"""How strong each level is at briscola chiamata (RULES §12) and briscolone (RULES §13).

Run through ``python benchmarks/strength.py --chiamata`` (see its docstring); the
tables printed are these.

**Auction played by the bots.**  Each deal is played by a table of five with the
level under test at seat 0 and sensato at seats 1 to 4; the first bidder goes round
the table from one deal to the next.  Each deal is played three times, with the same
dice for every seat:

- ``L``: seat 0 bids and plays as the level;
- ``Y``: seat 0 bids as sensato and plays as the level (the auction is sensato's);
- ``S``: seat 0 bids and plays as sensato (the yardstick).

From ``L`` come how often seat 0 wins the auction, the bid it wins with, its side's
points margin (its side's points minus the other side's) as caller and as defender,
and seat 0's match points per hand (``chiamata.match_points``; a hand all five pass
counts 0).  ``L - S`` is what the level is worth at the table in match points per
deal; ``L - Y`` is the worth of its bidding alone (the play the same level's);
``Y - S`` is the worth of its play on the same auctions, split by the role seat 0 had
(caller, partner, defender), in points of its side and in match points.  Every
figure comes with a 95% interval.

**Auction scripted** (play only, as before bidding was measured): seat 0 calls the as
and the others pass (seat 0 the caller), or seat 1 does (seat 0 a defender; deals
where seat 0 holds the called card are left out); the margin is seat 0's side's points
minus sensato's in its place on the same deal.

**Briscolone**: each level against sensato, two players, each deal played twice with
the seats swapped; the mean margin of points per hand.

Figures of a run (seed 0; 300 deals, briscolone 100) for experto: match points per
hand +0.49 ± 0.17 (sensato +0.01 ± 0.15), +0.49 ± 0.18 over sensato in its seat, of
which its bidding alone +0.29 ± 0.17; it wins the auction 35.0% of deals (sensato
22.3%); its side's margin as caller +43.7 ± 8.5 points (sensato +29.8 ± 11.1) and as
defender -22.0 ± 7.5 (sensato -31.5 ± 6.1); its play on sensato's auctions, over
sensato: +8.8 ± 4.3 points as caller, +8.2 ± 4.8 as partner, +4.3 ± 2.9 as defender;
auction scripted, +3.6 ± 2.3 points as caller and +7.4 ± 2.3 as defender over
sensato; briscolone +26.0 ± 1.7 points per hand.
"""

from __future__ import annotations

import math
import random
import time
from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from typing import Any, NamedTuple, TypeVar

from briscola_teach import PASS, Bid, Chiamata, ChiamataView, Game, Rank
from briscola_teach.bots import Bot, ChiamataStrategy, chiamata_strategy_for, make_bot, play_out, strategy_for
from briscola_teach.events import ChiamataAction
from briscola_teach.seeds import derive, derive_seed

T = TypeVar("T")
R = TypeVar("R")

#: The level every other seat plays, and the yardstick.
BASE = "sensato"


class Mixed:
    """Bids (and calls) as one strategy, plays cards as another."""

    def __init__(self, bid: ChiamataStrategy, play: ChiamataStrategy) -> None:
        self.bid, self.play = bid, play

    def __call__(self, view: ChiamataView, rng: random.Random) -> ChiamataAction:
        return (self.play if view.phase == "play" else self.bid)(view, rng)


def strategy(level: str, samples: int | None = None) -> ChiamataStrategy:
    """A level's chiamata strategy (``samples``: experto's imagined deals per card)."""
    return chiamata_strategy_for(level, samples=samples if level == "experto" else None)


class Hand(NamedTuple):
    """One hand seen from seat 0: its role, the bid won, its side's points and its match points."""

    role: str            # "caller", "partner", "defender" or "redeal"
    bid: str             # the rank won ("A", "3", ...) or "pts" when it went to points; "" when no caller
    target: int
    side_points: int     # points of seat 0's side (0 on a redeal)
    won: bool
    match_points: int


def play_hand(seat0: ChiamataStrategy, seed: int, first_bidder: int, *, scripted_caller: int | None = None) -> Hand:
    """A hand with ``seat0`` at seat 0 and sensato elsewhere; ``scripted_caller`` calls the as, the rest pass."""
    game = Chiamata.new(derive(seed, "chiamata", "deal"), first_bidder=first_bidder)
    if scripted_caller is not None:
        while game.phase == "auction":
            game.apply(Bid(Rank.ACE) if game.turn == scripted_caller else PASS)
    bots = [Bot(strategy_for(BASE), seed=derive(seed, "chiamata", "bot", s),
                chiamata=seat0 if s == 0 else strategy(BASE)) for s in range(5)]
    outcome = play_out(game, bots)
    if outcome.caller is None:
        return Hand("redeal", "", outcome.target, 0, False, 0)
    ours = 0 in (outcome.caller, outcome.partner)
    role = "caller" if outcome.caller == 0 else "partner" if outcome.partner == 0 else "defender"
    high = game.high_bid
    assert high is not None
    bid = high[1].rank.code if isinstance(high[1], Bid) else "pts"
    return Hand(role, bid, outcome.target, outcome.points[0 if ours else 1], 0 in outcome.winners,
                outcome.match_points[0])


# ---------------------------------------------------------------------- statistics
def interval(values: Sequence[float]) -> tuple[float, float]:
    """Mean and half-width of its 95% interval (normal approximation)."""
    n = len(values)
    if n == 0:
        return math.nan, math.nan
    mean = sum(values) / n
    var = sum((v - mean) ** 2 for v in values) / (n - 1) if n > 1 else 0.0
    return mean, 1.96 * math.sqrt(var / n)


def shown(values: Sequence[float], unit: str = "", *, percent: bool = False) -> str:
    """``mean ± half`` of a list of figures, with its count."""
    mean, half = interval(values)
    if not values:
        return "   —   (0)"
    if percent:
        return f"{mean:5.1%} ± {half:4.1%} ({len(values)})"
    return f"{mean:+5.2f} ± {half:4.2f}{unit} ({len(values)})"


def run(work: Callable[[T], R], items: Iterable[T], jobs: int) -> list[R]:
    """``work`` on every item, in ``jobs`` processes."""
    items = list(items)
    if jobs > 1:
        with ProcessPoolExecutor(jobs) as pool:
            return list(pool.map(work, items, chunksize=1))
    return [work(i) for i in items]


# ---------------------------------------------------------------------- auction played
@dataclass(frozen=True)
class Played:
    """One level's three hands of each deal (``L``, ``Y``, ``S`` of the module docstring)."""

    level: str
    bid: ChiamataStrategy
    play: ChiamataStrategy


def _played_deal(args: tuple[Played, int, int]) -> tuple[Hand, Hand, Hand]:
    who, seed, first = args
    base = strategy(BASE)
    return (play_hand(Mixed(who.bid, who.play), seed, first),
            play_hand(Mixed(base, who.play), seed, first),
            play_hand(base, seed, first))


def played(who: Played, deals: int, *, seed: int = 0, jobs: int = 1) -> list[tuple[Hand, Hand, Hand]]:
    """The ``L``, ``Y`` and ``S`` hands of ``deals`` deals, the first bidder going round."""
    work = [(who, derive_seed(seed, "chiamata", "played", i), i % 5) for i in range(deals)]
    return run(_played_deal, work, jobs)


def margin(hand: Hand) -> int:
    """Seat 0's side's points minus the other side's."""
    return 2 * hand.side_points - 120


def played_report(level: str, rows: Sequence[tuple[Hand, Hand, Hand]]) -> list[str]:
    """The lines of the played-auction table for one level."""
    mine = [r[0] for r in rows]
    callers = [h for h in mine if h.role == "caller"]
    bids = Counter(h.bid for h in callers)
    order = [r.code for r in (Rank.ACE, Rank.THREE, Rank.KING, Rank.KNIGHT, Rank.JACK, Rank.SEVEN,
                              Rank.SIX, Rank.FIVE, Rank.FOUR, Rank.TWO)] + ["pts"]
    reached = " ".join(f"{b}:{bids[b]}" for b in order if bids[b])
    targets = [h.target for h in callers if h.bid == "pts"]
    lines = [
        f"  {level:>12}  wins the auction {shown([h.role == 'caller' for h in mine], percent=True)}"
        f"   all pass {sum(h.role == 'redeal' for h in mine)}   bid won {reached or '—'}"
        + (f" (points bids up to {max(targets)})" if targets else ""),
        f"  {'':>12}  side margin as caller {shown([margin(h) for h in callers], ' pts')}"
        f"   as defender {shown([margin(h) for h in mine if h.role == 'defender'], ' pts')}"
        f"   side wins as caller {shown([h.won for h in callers], percent=True)}",
        f"  {'':>12}  match points/hand {shown([h.match_points for h in mine])}"
        f"   vs sensato in its seat {shown([r[0].match_points - r[2].match_points for r in rows])}"
        f"   bidding alone {shown([r[0].match_points - r[1].match_points for r in rows])}",
    ]
    play = []
    for role in ("caller", "partner", "defender"):
        same = [r for r in rows if r[1].role == role]
        play.append(f"{role} {shown([r[1].side_points - r[2].side_points for r in same], ' pts')}"
                    f" = {interval([r[1].match_points - r[2].match_points for r in same])[0]:+.2f} mp")
    lines.append(f"  {'':>12}  its play on sensato's auctions, vs sensato: " + "   ".join(play))
    return lines


# ---------------------------------------------------------------------- auction scripted
def _scripted_deal(args: tuple[ChiamataStrategy, int]) -> tuple[float | None, float | None, int, int]:
    """One deal in both roles: (caller margin, defender margin or None, caller won, defender won)."""
    seat0, seed = args
    out: list[float | None] = []
    won: list[int] = []
    for caller in (0, 1):
        ours = play_hand(seat0, seed, caller, scripted_caller=caller)
        base = play_hand(strategy(BASE), seed, caller, scripted_caller=caller)
        partner = ours.role == "partner"
        out.append(None if partner else float(ours.side_points - base.side_points))
        won.append(int(ours.won and not partner))
    return out[0], out[1], won[0], won[1]


def scripted(seat0: ChiamataStrategy, deals: int, *, seed: int = 0, jobs: int = 1) -> str:
    """The play-only figures of a strategy at seat 0, as caller and as defender."""
    start = time.perf_counter()
    rows = run(_scripted_deal, [(seat0, derive_seed(seed, "chiamata", i)) for i in range(deals)], jobs)
    parts = []
    for role, k in (("caller", 0), ("defender", 1)):
        margins = [r[k] for r in rows if r[k] is not None]
        wins = [bool(r[2 + k]) for r in rows if r[k] is not None]
        parts.append(f"as {role}: {shown(margins, ' pts')}, side wins {interval(wins)[0]:5.1%}")  # type: ignore[arg-type]
    return "   ".join(parts) + f"   ({time.perf_counter() - start:.0f} s)"


# ---------------------------------------------------------------------- briscolone
def _briscolone_deal(args: tuple[str, int, int | None]) -> float:
    """Mean points margin of ``level`` over sensato on one deal of briscolone, played with both seatings."""
    level, seed, samples = args
    total = 0.0
    for seat in (0, 1):
        game = Game.new(players=2, variant="briscolone", seed=derive(seed, "briscolone", "deal"))
        options: dict[str, Any] = {"samples": samples} if level == "experto" and samples else {}
        bots = [make_bot(level if s == seat else BASE, seed=derive(seed, "briscolone", s, seat),
                         **(options if s == seat else {})) for s in (0, 1)]
        outcome = play_out(game, bots)
        total += (outcome.points[seat] - outcome.points[1 - seat]) / 2
    return total


def briscolone(level: str, deals: int, *, seed: int = 0, jobs: int = 1, samples: int | None = None) -> str:
    """The margin of ``level`` over sensato at briscolone, duplicate deals."""
    start = time.perf_counter()
    rows = run(_briscolone_deal, [(level, derive_seed(seed, "briscolone", i), samples) for i in range(deals)], jobs)
    return f"{shown(rows, ' points/hand')}   ({time.perf_counter() - start:.0f} s)"


def report(levels: Sequence[str], *, deals: int, briscolone_deals: int, seed: int = 0, jobs: int = 1,
           samples: int | None = None) -> None:
    """Print the three tables for these levels."""
    print(f"Briscola chiamata, auction played: each level at seat 0 of a sensato table, {deals} deals "
          "(figures ± 95% interval, count in brackets):", flush=True)
    for level in levels:
        start = time.perf_counter()
        rows = played(Played(level, strategy(level, samples), strategy(level, samples)), deals, seed=seed,
                      jobs=jobs)
        for line in played_report(level, rows):
            print(line)
        print(f"  {'':>12}  ({time.perf_counter() - start:.0f} s)", flush=True)
    print(f"Briscola chiamata, auction scripted (play only; margin = seat 0's side's points minus "
          f"sensato's in its place), {deals} deals:", flush=True)
    for level in levels:
        print(f"  {level:>12}  {scripted(strategy(level, samples), deals, seed=seed, jobs=jobs)}", flush=True)
    print(f"Briscolone, each level against sensato, duplicate deals ({briscolone_deals}):", flush=True)
    for level in levels:
        print(f"  {level:>12}  {briscolone(level, briscolone_deals, seed=seed, jobs=jobs, samples=samples)}",
              flush=True)

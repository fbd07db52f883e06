"""How strong each opponent is: duplicate matches between every pair of levels.

Every deal is played twice with the seats swapped, so the luck of the cards
cancels out and what is left is skill.  For each pair it prints the mean point
margin per hand (first level minus second) with a 95% interval, the win, draw and
loss rates, and the score (wins plus half the draws, per hand).  Then three players,
one seat of the first level against two of the second: each deal is played three
times, the first level in each seat in turn, and its margin is its points minus the
mean of the other two seats' (a win is the top alone, a draw a shared top; equal
levels score about a third).  Then four players in teams (seats 0 and 2 against 1
and 3, swapped on the replay).
The level ``reference`` is sensato as it played before issue 13, frozen in
``_reference_sensato.py``: ``sensato:reference`` measures how much sensato improved.
The level ``learned`` is sensato with the correction learnt from experto's values
(``learn_rollout.py``), which ``--experto-options rollout=learned`` has experto imagine
for its own later cards: ``learned:sensato``.

    python benchmarks/strength.py                  # every pair, default deal counts
    python benchmarks/strength.py --deals 200 --expert-deals 100 --jobs 2
    python benchmarks/strength.py --pairs sensato:random experto:sensato --no-teams
    python benchmarks/strength.py --pairs sensato:reference --no-teams   # against the frozen sensato
    python benchmarks/strength.py --teams-only --team-pairs experto:sensato --expert-team-deals 30
    python benchmarks/strength.py --threes-only --three-pairs experto:sensato --expert-three-deals 300
    python benchmarks/strength.py --chiamata --chiamata-deals 300 --jobs 2   # briscola chiamata only

Briscola chiamata and briscolone (``--chiamata``, ``chiamata_strength.py``): each
level at seat 0 of a table of four sensato bots with the auction played by the bots
(how often it wins the auction, the bid, its side's margin as caller and as defender,
match points per hand, and what its bidding alone is worth), then with the auction
scripted (play only, as caller and as defender), then briscolone against sensato.
"""

from __future__ import annotations

import argparse
import json
import math
import random
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from briscola_teach import Game  # noqa: E402
from briscola_teach.bots import LEVELS, Bot, make_bot, play_out  # noqa: E402
from briscola_teach.bots.learned import learned  # noqa: E402
from briscola_teach.seeds import derive, derive_seed  # noqa: E402

sys.path.insert(0, str(Path(__file__).resolve().parent))
import chiamata_strength  # noqa: E402
from _reference_sensato import reference_sensato  # noqa: E402

#: The frozen sensato of before issue 13, the yardstick for a stronger sensato.
REFERENCE = "reference"
#: Sensato with the correction learnt from experto (``learn_rollout.py``).
LEARNED = "learned"


#: Experto's options for this run (``--experto-options``), e.g. ``{"budget": 1.5}``.
EXPERTO_OPTIONS: dict[str, float | str] = {}


def _bot(level: str, seed: random.Random, samples: int | None) -> Bot:
    if level == REFERENCE:
        return Bot(reference_sensato, seed=seed, name=REFERENCE)
    if level == LEARNED:
        return Bot(learned, seed=seed, name=LEARNED)
    options: dict[str, float | str] = {}
    if level == "experto":
        options.update(EXPERTO_OPTIONS)
        if samples:
            options["samples"] = samples
    return make_bot(level, seed=seed, **options)


@dataclass
class Result:
    """Hands of one duplicate match, from the first level's side."""

    margins: list[float]      # one per deal: mean margin of its hands (two, or three)
    scores: list[float]       # one per deal: wins plus half the draws, over its hands
    wins: int
    draws: int
    losses: int
    seconds: float

    @property
    def hands(self) -> int:
        return self.wins + self.draws + self.losses

    def summary(self) -> str:
        n = len(self.margins)
        mean = sum(self.margins) / n
        var = sum((m - mean) ** 2 for m in self.margins) / (n - 1) if n > 1 else 0.0
        half = 1.96 * math.sqrt(var / n)
        h = self.hands
        score = (self.wins + self.draws / 2) / h
        return (f"{mean:+6.1f} ± {half:4.1f} points/hand   win {self.wins / h:5.1%}  "
                f"draw {self.draws / h:5.1%}  loss {self.losses / h:5.1%}   "
                f"score {score:.3f}   ({n} deals, {h} hands, {self.seconds:.0f} s)")


def _deal_pair(args: tuple[str, str, int, int, int | None]) -> tuple[float, int, int, int]:
    """Play one deal twice, seats swapped; (mean margin, wins, draws, losses) for level a."""
    a, b, players, seed, samples = args
    margin, wins, draws, losses = 0.0, 0, 0, 0
    for swap in (False, True):
        game = Game.new(players=players, seed=derive(seed, "strength", "deal"))
        bots = []
        for seat in range(players):
            ours = (seat % 2 == 0) != swap
            level = a if ours else b
            bots.append(_bot(level, derive(seed, "strength", "bot", seat, int(swap)), samples))
        outcome = play_out(game, bots)
        side = 1 if swap else 0
        mine, theirs = outcome.points[side], outcome.points[1 - side]
        margin += (mine - theirs) / 2
        if outcome.is_draw:
            draws += 1
        elif side in outcome.winners:  # seat `side` sits on that side in both table sizes
            wins += 1
        else:
            losses += 1
    return margin, wins, draws, losses


def _deal_three(args: tuple[str, str, int, int, int | None]) -> tuple[float, int, int, int]:
    """Play one three-player deal three times, level a in each seat in turn against two of b.

    The margin is a's points minus the mean of the other two seats', over the three hands.
    """
    a, b, players, seed, samples = args
    margin, wins, draws, losses = 0.0, 0, 0, 0
    for ours in range(players):
        game = Game.new(players=players, seed=derive(seed, "strength", "deal"))
        bots = [_bot(a if seat == ours else b, derive(seed, "strength", "bot", seat, ours), samples)
                for seat in range(players)]
        outcome = play_out(game, bots)
        others = [p for seat, p in enumerate(outcome.points) if seat != ours]
        margin += (outcome.points[ours] - sum(others) / len(others)) / players
        if ours not in outcome.winners:
            losses += 1
        elif len(outcome.winners) == 1:
            wins += 1
        else:
            draws += 1  # a shared top
    return margin, wins, draws, losses


def duplicate(a: str, b: str, deals: int, *, players: int = 2, seed: int = 0, jobs: int = 1,
              samples: int | None = None, progress: int = 0) -> Result:
    """Play ``deals`` deals twice each between levels ``a`` and ``b`` (three times with three players).

    With ``progress`` set, the running figures are printed every ``progress`` deals.
    """
    start = time.perf_counter()
    work = [(a, b, players, derive_seed(seed, "strength", i), samples) for i in range(deals)]
    rows: list[tuple[float, int, int, int]] = []
    play = _deal_three if players == 3 else _deal_pair
    hands = 3 if players == 3 else 2

    def result() -> Result:
        return Result(
            margins=[r[0] for r in rows], scores=[(r[1] + r[2] / 2) / hands for r in rows],
            wins=sum(r[1] for r in rows),
            draws=sum(r[2] for r in rows), losses=sum(r[3] for r in rows),
            seconds=time.perf_counter() - start,
        )

    def report(row: tuple[float, int, int, int]) -> None:
        rows.append(row)
        if progress and len(rows) % progress == 0 and 1 < len(rows) < deals:
            print(f"    ... {a} vs {b} so far: {result().summary()}", flush=True)

    if jobs > 1:
        with ProcessPoolExecutor(jobs) as pool:
            for row in pool.map(play, work, chunksize=1):
                report(row)
    else:
        for w in work:
            report(play(w))
    return result()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--deals", type=int, default=1000, help="deals per pair without experto")
    parser.add_argument("--expert-deals", type=int, default=300, help="deals per pair with experto")
    parser.add_argument("--team-deals", type=int, default=300, help="deals per four-player pair")
    parser.add_argument("--expert-team-deals", type=int, default=50,
                        help="deals per four-player pair with experto")
    parser.add_argument("--pairs", nargs="*", help="pairs as a:b (default: every pair)")
    parser.add_argument("--three-deals", type=int, default=300, help="deals per three-player pair")
    parser.add_argument("--expert-three-deals", type=int, default=50,
                        help="deals per three-player pair with experto")
    parser.add_argument("--three-pairs", nargs="*",
                        help="three-player pairs as a:b, one a against two b (default: two; with --pairs, none unless given)")
    parser.add_argument("--no-threes", action="store_true", help="skip the three-player matches")
    parser.add_argument("--threes-only", action="store_true", help="only the three-player matches")
    parser.add_argument("--no-teams", action="store_true", help="skip the four-player matches")
    parser.add_argument("--team-pairs", nargs="*", help="four-player pairs as a:b (default: three)")
    parser.add_argument("--teams-only", action="store_true", help="only the four-player matches")
    parser.add_argument("--seed", type=int, default=0, help="first deal's seed")
    parser.add_argument("--jobs", type=int, default=1, help="worker processes")
    parser.add_argument("--progress", type=int, default=0,
                        help="print the running figures every this many deals")
    parser.add_argument("--margins", type=Path, default=None,
                        help="write each pair's margin and score per deal to this JSON file (to pair two runs)")
    parser.add_argument("--samples", type=int, default=None,
                        help="experto's imagined deals per decision (default: its own)")
    parser.add_argument("--experto-options", nargs="*", default=[], metavar="NAME=VALUE",
                        help="experto's options, e.g. budget=1.5 surprise=0.05 rollout=learned")
    parser.add_argument("--chiamata", action="store_true",
                        help="only briscola chiamata and briscolone, every level")
    parser.add_argument("--chiamata-deals", type=int, default=300, help="deals per level in chiamata")
    parser.add_argument("--briscolone-deals", type=int, default=100, help="deals per level in briscolone")
    parser.add_argument("--chiamata-levels", nargs="*", default=list(LEVELS))
    args = parser.parse_args()
    for option in args.experto_options:
        name, _, value = option.partition("=")
        try:
            EXPERTO_OPTIONS[name] = float(value) if "." in value else int(value)
        except ValueError:
            EXPERTO_OPTIONS[name] = value  # a name, e.g. rollout=learned
    if args.chiamata:
        chiamata_strength.report(args.chiamata_levels, deals=args.chiamata_deals,
                                 briscolone_deals=args.briscolone_deals, seed=args.seed, jobs=args.jobs,
                                 samples=args.samples)
        return
    if args.pairs:
        pairs = [tuple(p.split(":")) for p in args.pairs]
    else:
        pairs = [(a, b) for i, b in enumerate(LEVELS) for a in LEVELS[i + 1:]]
        pairs.insert(pairs.index(("experto", "random")), ("sensato", REFERENCE))
        pairs.insert(pairs.index(("experto", "random")), (LEARNED, "sensato"))
    margins: dict[str, list[float]] = {}

    def keep(label: str, result: Result) -> None:
        margins[label] = result.margins
        margins[f"{label}:score"] = result.scores
        if args.margins:
            args.margins.write_text(json.dumps(margins, indent=1) + "\n")

    def play(players: int, chosen: list[tuple[str, ...]], deals: int, expert_deals: int) -> None:
        for a, b in chosen:
            result = duplicate(a, b, expert_deals if "experto" in (a, b) else deals, players=players,
                               seed=args.seed, jobs=args.jobs, samples=args.samples, progress=args.progress)
            print(f"  {a:>12} vs {b:<12} {result.summary()}", flush=True)
            keep(f"{a}:{b}:{players}", result)

    if not (args.teams_only or args.threes_only):
        print("Two players, duplicate deals (margin = first level minus second):")
        play(2, pairs, args.deals, args.expert_deals)
    # The three-player section runs in the full run, or when asked for: a run of chosen
    # two-player pairs (--pairs) plays no three-player match unless --three-pairs says which.
    if not (args.no_threes or args.teams_only) and (args.three_pairs is not None or args.threes_only
                                                    or not args.pairs):
        print("Three players, one of the first level against two of the second, each deal three "
              "times (margin = its points minus the others' mean):")
        play(3, [tuple(p.split(":")) for p in args.three_pairs] if args.three_pairs
             else [("sensato", "random"), ("experto", "sensato")], args.three_deals, args.expert_three_deals)
    if args.no_teams or args.threes_only:
        return
    print("Four players in teams (seats 0+2 vs 1+3), duplicate deals:")
    play(4, [tuple(p.split(":")) for p in args.team_pairs] if args.team_pairs
         else [("sensato", "random"), ("experto", "sensato"), ("experto", "random")],
         args.team_deals, args.expert_team_deals)

if __name__ == "__main__":
    main()

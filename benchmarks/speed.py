"""How long each opponent takes to decide: median and 95th percentile per move.

Each level plays whole hands against ``sensato`` (a fixed set of seeded deals) and
every one of its decisions is timed on this machine, one process.

    python benchmarks/speed.py                 # 2 players, 20 deals per level
    python benchmarks/speed.py --deals 50 --players 4
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from briscola_teach import Game  # noqa: E402
from briscola_teach.bots import LEVELS, make_bot  # noqa: E402


def decision_times(level: str, *, deals: int, players: int, seed: int = 0) -> list[float]:
    """Seconds per decision of ``level`` over ``deals`` hands against sensato rivals."""
    times: list[float] = []
    for i in range(deals):
        game = Game.new(players=players, seed=seed + i)
        timed = i % players  # the timed bot takes each seat in turn
        bots = [make_bot(level if s == timed else "sensato", seed=seed + i * 8 + s)
                for s in range(players)]
        while not game.is_over:
            seat = game.turn
            assert seat is not None
            view = game.view(seat)
            start = time.perf_counter()
            action = bots[seat].choose(view)
            elapsed = time.perf_counter() - start
            if seat == timed:
                times.append(elapsed)
            game.apply(action)
    return times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--deals", type=int, default=20)
    parser.add_argument("--players", type=int, default=2, choices=(2, 3, 4))
    parser.add_argument("--levels", nargs="*", default=list(LEVELS))
    args = parser.parse_args()
    print(f"Decision time per move, {args.players} players, {args.deals} deals per level:")
    for level in args.levels:
        times = sorted(decision_times(level, deals=args.deals, players=args.players))
        median = statistics.median(times)
        p95 = times[min(len(times) - 1, int(0.95 * len(times)))]
        print(f"  {level:>12}: median {median * 1000:8.2f} ms   p95 {p95 * 1000:8.2f} ms   "
              f"max {times[-1] * 1000:8.2f} ms   ({len(times)} decisions)", flush=True)


if __name__ == "__main__":
    main()

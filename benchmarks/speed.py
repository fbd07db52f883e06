"""How long each opponent takes to decide: median and 95th percentile per move.

Each level plays whole hands against ``sensato`` (a fixed set of seeded deals) and
every one of its decisions is timed on this machine, one process.  Two clocks are
read: the processor time the decision used (what it costs on one free core, and
steady when other programs load the machine) and the wall-clock time (what a
student waits, which grows when the machine is busy).  The load average is printed
so the wall-clock figures can be judged.

    python benchmarks/speed.py                 # 2 players, 20 deals per level
    python benchmarks/speed.py --deals 50 --players 2 3 4 --levels experto
    python benchmarks/speed.py --variant chiamata --levels sensato experto   # five players
    python benchmarks/speed.py --variant briscolone
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from briscola_teach import Chiamata, Game  # noqa: E402
from briscola_teach.bots import LEVELS, make_bot  # noqa: E402
from briscola_teach.seeds import derive  # noqa: E402


def decision_times(level: str, *, deals: int, players: int, seed: int = 0,
                   variant: str = "standard") -> tuple[list[float], list[float]]:
    """Processor and wall-clock seconds per decision of ``level`` over ``deals`` hands against sensato."""
    cpu: list[float] = []
    wall: list[float] = []
    for i in range(deals):
        deal = derive(seed, "speed", "deal", i)
        game: Game | Chiamata = (Chiamata.new(deal) if variant == "chiamata"
                                 else Game.new(players=players, seed=deal, variant=variant))
        timed = i % players  # the timed bot takes each seat in turn
        bots = [make_bot(level if s == timed else "sensato", seed=derive(seed, "speed", "bot", i, s))
                for s in range(players)]
        while not game.is_over:
            seat = game.turn
            assert seat is not None
            view = game.view(seat)
            start, start_cpu = time.perf_counter(), time.process_time()
            action = bots[seat].choose(view)  # type: ignore[call-overload]
            if seat == timed:
                cpu.append(time.process_time() - start_cpu)
                wall.append(time.perf_counter() - start)
            game.apply(action)
    return cpu, wall


def _figures(times: list[float]) -> str:
    times = sorted(times)
    median = statistics.median(times)
    p95 = times[min(len(times) - 1, int(0.95 * len(times)))]
    return f"median {median * 1000:8.3f} ms  p95 {p95 * 1000:8.3f} ms  max {times[-1] * 1000:8.3f} ms"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--deals", type=int, default=20)
    parser.add_argument("--players", type=int, nargs="+", default=[2], choices=(2, 3, 4),
                        help="table sizes, one after the other (e.g. --players 2 3 4)")
    parser.add_argument("--levels", nargs="*", default=list(LEVELS))
    parser.add_argument("--variant", default="standard", choices=("standard", "briscolone", "chiamata"),
                        help="briscolone plays two players, chiamata five")
    args = parser.parse_args()
    if args.variant != "standard":
        args.players = [5 if args.variant == "chiamata" else 2]
    for players in args.players:
        print(f"Decision time per move, {players} players ({args.variant}), {args.deals} deals per level "
              f"(load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores):")
        for level in args.levels:
            cpu, wall = decision_times(level, deals=args.deals, players=players, variant=args.variant)
            print(f"  {level:>12}  processor: {_figures(cpu)}   ({len(cpu)} decisions)", flush=True)
            print(f"  {'':>12}  wall clock: {_figures(wall)}", flush=True)
    print(f"(load average at the end {os.getloadavg()[0]:.1f})")


if __name__ == "__main__":
    main()

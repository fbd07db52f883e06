"""How many random-vs-random hands the engine plays per second, through the public API.

Run ``python benchmarks/engine.py`` (``--quick`` for a short run).  Each table size
plays a fixed number of seeded hands with ``Game.new`` + ``legal_plays()`` +
``play()`` until ``is_over``, on one core; the median of a few repetitions is
printed.  The target is at least 15,000 two-player hands per second.  A last line
measures two players again with each hand's event list read at its end.
"""

from __future__ import annotations

import argparse
import platform
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from briscola_teach import Game  # noqa: E402
from briscola_teach.seeds import derive_seed  # noqa: E402

TARGET_TWO_PLAYERS = 15_000


def play_hands(players: int, hands: int, seed: int, *, events: bool = False) -> float:
    """Hands per second for ``hands`` random hands at a table of ``players``.

    With ``events`` each hand's event list is read at its end as well (``game.events``).
    """
    rng = random.Random(seed)
    choice = rng.choice
    deals = [derive_seed(seed, "engine benchmark", players, i) for i in range(hands)]
    start = time.process_time()  # CPU time of this process: fair on a busy machine
    for deal in deals:
        game = Game.new(players, seed=deal)
        while not game.is_over:
            game.play(choice(game.legal_plays()))
        if events:
            game.events
    return hands / (time.process_time() - start)


def main(argv: list[str] | None = None) -> int:
    """Print the hands per second for 2, 3 and 4 players."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=20_000, help="hands per repetition")
    parser.add_argument("--repeat", type=int, default=5, help="repetitions (the median is kept)")
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--quick", action="store_true", help="2,000 hands, 3 repetitions")
    args = parser.parse_args(argv)
    if args.quick:
        args.hands, args.repeat = 2_000, 3
    print(f"Python {platform.python_version()} on {platform.machine()}, "
          f"{args.hands} hands x {args.repeat} repetitions, seed {args.seed}")
    results = {}
    for players in (2, 3, 4):
        play_hands(players, 200, args.seed)  # warm up caches
        runs = [play_hands(players, args.hands, args.seed) for _ in range(args.repeat)]
        results[players] = statistics.median(runs)
        spread = ", ".join(f"{r:,.0f}" for r in runs)
        print(f"{players} players: {results[players]:>9,.0f} hands/s (median; runs {spread})")
    runs = [play_hands(2, args.hands, args.seed, events=True) for _ in range(args.repeat)]
    with_events = statistics.median(runs)
    print(f"2 players, reading every hand's events: {with_events:>9,.0f} hands/s "
          f"({with_events / results[2] - 1:+.0%} against not reading them)")
    verdict = "meets" if results[2] >= TARGET_TWO_PLAYERS else "MISSES"
    print(f"two-player target {TARGET_TWO_PLAYERS:,} hands/s: {verdict}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

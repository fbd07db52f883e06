"""How many random-vs-random hands the engine plays per second, through the public API.

Run ``python benchmarks/engine.py`` (``--quick`` for a short run).  Each table size
plays a fixed number of seeded hands with ``Game.new`` + ``legal_plays()`` +
``play()`` until ``is_over``, on one core; the median of a few repetitions is
printed.  The target is at least 15,000 two-player hands per second.  A last line
measures two players again with each hand's event list read at its end.

Beside the engine, in the same run, :func:`minimal_hands` plays the same two-player hands
as a bare loop over card numbers (no checks, no events, no objects): the engine's speed as
a share of that loop is the figure that a busy machine moves least.  The target is at
least :data:`TARGET_SHARE` of it.
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
#: The engine's two-player speed as a share of the bare loop's, at least.
TARGET_SHARE = 0.45

# The bare loop's tables, by card number 0..39 (suit * 10 + rank, strongest rank first).
_POINTS = [11, 10, 4, 3, 2, 0, 0, 0, 0, 0] * 4
_STRENGTH = [10, 9, 8, 7, 6, 5, 4, 3, 2, 1] * 4


def minimal_hands(hands: int, seed: int) -> float:
    """Hands per second for two-player hands played as a bare loop over card numbers.

    The same work as the engine's loop and nothing more: shuffle, draw the leader, deal
    three each, turn up the muestra, then a random card from the hand to play, the trick's
    winner and points, the winner drawing first, until the hands are empty.  Each hand's
    generator is made before the clock starts, as in ``play_hands(..., seeded=True)``.
    """
    rng = random.Random(seed)
    choice = rng.choice
    deals = [random.Random(derive_seed(seed, "engine benchmark", 2, i)) for i in range(hands)]
    points, strength = _POINTS, _STRENGTH
    start = time.process_time()
    for deal in deals:
        deck = list(range(40))
        deal.shuffle(deck)
        leader = deal.randrange(2)
        trump = deck[-1] // 10  # the muestra: the last card of the stock
        stock = deck[6:][::-1]
        held = [deck[0:3], deck[3:6]] if leader == 0 else [deck[3:6], deck[0:3]]
        scores = [0, 0]
        while held[leader]:
            a = choice(held[leader])
            held[leader].remove(a)
            b = choice(held[leader ^ 1])
            held[leader ^ 1].remove(b)
            if a // 10 == b // 10:
                second = strength[b] > strength[a]
            else:
                second = b // 10 == trump
            winner = leader ^ 1 if second else leader
            scores[winner] += points[a] + points[b]
            if stock:
                held[winner].append(stock.pop())
                held[winner ^ 1].append(stock.pop())
            leader = winner
        assert scores[0] + scores[1] == 120
    return hands / (time.process_time() - start)


def play_hands(players: int, hands: int, seed: int, *, events: bool = False, seeded: bool = False) -> float:
    """Hands per second for ``hands`` random hands at a table of ``players``.

    With ``events`` each hand's event list is read at its end as well (``game.events``).
    With ``seeded`` each hand's generator is made before the clock starts (``seed=`` takes
    a ``random.Random`` too), as :func:`minimal_hands` does: seeding one costs about as
    much as a quarter of a hand.
    """
    rng = random.Random(seed)
    choice = rng.choice
    deals: list[int] | list[random.Random] = [derive_seed(seed, "engine benchmark", players, i) for i in range(hands)]
    if seeded:
        deals = [random.Random(deal) for deal in deals]
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
    minimal_hands(200, args.seed)
    pairs = []
    for _ in range(args.repeat):  # each pair back to back, so both meet the same machine
        pairs.append((play_hands(2, args.hands, args.seed, seeded=True), minimal_hands(args.hands, args.seed)))
    share = statistics.median(engine / bare for engine, bare in pairs)
    print(f"2 players, generators made beforehand: engine {statistics.median(e for e, _ in pairs):,.0f}, "
          f"a bare loop over card numbers {statistics.median(b for _, b in pairs):,.0f} hands/s (medians); "
          f"the engine at {share:.2f} x the bare loop (median of {len(pairs)} pairs; "
          f"target {TARGET_SHARE:.2f}: {'meets' if share >= TARGET_SHARE else 'MISSES'})")
    runs = [play_hands(2, args.hands, args.seed, events=True) for _ in range(args.repeat)]
    with_events = statistics.median(runs)
    print(f"2 players, reading every hand's events: {with_events:>9,.0f} hands/s "
          f"({with_events / results[2] - 1:+.0%} against not reading them)")
    verdict = "meets" if results[2] >= TARGET_TWO_PLAYERS else "MISSES"
    print(f"two-player target {TARGET_TWO_PLAYERS:,} hands/s: {verdict}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

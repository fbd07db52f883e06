"""Which card is best on trick 2 of the worked example, from what you could know then.

Run with ``python benchmarks/trick2.py [DEALS]``.  Lessons 3 and 6 discuss the moment
of RULES §10 where the rival leads the rey de espadas and you hold the as de oros,
the seis de bastos and the dos de copas (copas are trump).  The source keeps the as
and gives the seis; the coach has suggested the dos de copas.  This script settles
it the way the coach prices a play, from your seat's view only (the rival's hand and
the stock are unknown to you): it imagines ``DEALS`` deals of the unseen cards
consistent with that view (seeded), plays each of your three cards in each deal,
finishes the hand with ``sensato`` for both seats (the two-player endgame solved
exactly) and prints, for each card, the mean final points with a 95% interval, and
for each pair of cards the mean paired difference with its 95% interval (the same
deal for both cards, so most of the deal's luck cancels).  It also prints what the
coach says at its default sample count, and with the real deal known (hindsight).
"""

from __future__ import annotations

import math
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from briscola_teach import Card  # noqa: E402
from briscola_teach.bots import make_bot, play_out  # noqa: E402
from briscola_teach.bots.search import evaluate_plays  # noqa: E402
from briscola_teach.coach import DEFAULT_SAMPLES, judge  # noqa: E402
from briscola_teach.examples import WORKED_EXAMPLE_PLAYS, YOU, worked_example  # noqa: E402
from briscola_teach.game import Game  # noqa: E402

SEED = 2
DEALS = 4000


def trick_2() -> Game:
    """The worked example after trick 1 and the rival's lead of the rey de espadas."""
    game = worked_example()
    for card in WORKED_EXAMPLE_PLAYS[:3]:
        game.play(card)
    return game


def interval(values: list[float]) -> tuple[float, float]:
    """Mean and half-width of its 95% interval (normal approximation)."""
    mean = statistics.fmean(values)
    half = 1.96 * statistics.stdev(values) / math.sqrt(len(values))
    return mean, half


def main(deals: int = DEALS) -> None:
    game = trick_2()
    view = game.view(YOU)
    cards = sorted(view.legal_plays(), key=lambda c: c.index)
    print(f"Trick 2 of the worked example: you hold {', '.join(map(str, cards))}; "
          f"the rival led {view.table[0][1]}; trump {view.trump.name_in()}.")
    print(f"{deals} imagined deals of the cards you cannot see (seed {SEED}), "
          "each card played in every deal, sensato for both seats afterwards.\n")
    rng = random.Random(SEED)
    per_deal: dict[Card, list[float]] = {c: [] for c in cards}
    start = time.perf_counter()
    checkpoints = {deals // 8, deals // 4, deals // 2, deals}
    for n in range(1, deals + 1):
        values = evaluate_plays(view, samples=1, rng=rng)
        for card in cards:
            per_deal[card].append(values[card])
        if n in checkpoints and n > 1:
            print(f"after {n} deals ({time.perf_counter() - start:.0f} s):")
            for card in cards:
                mean, half = interval(per_deal[card])
                print(f"  {str(card):16} {mean:6.2f} ± {half:4.2f} points at the end of the hand")
            for i, a in enumerate(cards):
                for b in cards[i + 1:]:
                    diff = [x - y for x, y in zip(per_deal[a], per_deal[b])]
                    mean, half = interval(diff)
                    print(f"  {str(a)} − {str(b)}: {mean:+6.2f} ± {half:4.2f}")
    print(f"\nThe coach at its default {DEFAULT_SAMPLES} deals (seeds 0-9), best card each time:")
    for seed in range(10):
        entry = judge(game, "seis de bastos", seed=seed)
        ranked = sorted(entry.values.items(), key=lambda kv: -kv[1])
        print(f"  seed {seed}: " + ", ".join(f"{c} {v:.1f}" for c, v in ranked)
              + f" · loss of the seis {entry.loss}")
    print("\nHindsight (the real deal as it was), sensato for both seats afterwards:")
    for card in cards:
        world = game.copy()
        world.play(card)
        play_out(world, [make_bot("sensato", seed=1), make_bot("sensato", seed=2)])
        print(f"  {str(card):16} {world.points[YOU]} points")

if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else DEALS)

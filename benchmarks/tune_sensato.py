"""Tune sensato's weights by self-play: a candidate plays the current best on duplicate deals.

Each step changes one to three of the weights (:class:`~briscola_teach.bots.card_scores.Weights`)
by a random factor and plays the changed sensato against the best weights so far,
every deal twice with the seats swapped.  A change that wins by more than two
standard errors becomes the new best.  At the end the best weights play today's
sensato and the frozen reference on fresh deals, and are printed as Python to paste
into ``sensato.py``.  Seeded: the same arguments give the same weights.

    python benchmarks/tune_sensato.py --steps 60 --deals 600 --check 3000
"""

from __future__ import annotations

import argparse
import math
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from briscola_teach import Game  # noqa: E402
from briscola_teach.bots import play_out  # noqa: E402
from briscola_teach.bots.card_scores import WEIGHTS, Weights  # noqa: E402
from briscola_teach.bots.sensato import weighted  # noqa: E402
from briscola_teach.seeds import derive, derive_seed  # noqa: E402

sys.path.insert(0, str(Path(__file__).resolve().parent))
from _reference_sensato import reference_sensato  # noqa: E402


def margins(a: Weights | str, b: Weights | str, deals: int, *, players: int = 2,
            seed: int = 0) -> list[float]:
    """Mean margin per deal of ``a`` over ``b`` (weights, or "reference"), each deal played twice."""
    play = {side: reference_sensato if w == "reference" else weighted(w)  # type: ignore[arg-type]
            for side, w in (("a", a), ("b", b))}
    out = []
    for i in range(deals):
        deal = derive_seed(seed, "tune", i)
        margin = 0.0
        for swap in (False, True):
            game = Game.new(players=players, seed=derive(deal, "deal"))
            bots = [play["a" if (seat % 2 == 0) != swap else "b"] for seat in range(players)]
            outcome = play_out(game, bots, rng=derive(deal, "dice", int(swap)))
            side = 1 if swap else 0
            margin += (outcome.points[side] - outcome.points[1 - side]) / 2
        out.append(margin)
    return out


def summary(values: list[float]) -> tuple[float, float]:
    """Mean and standard error."""
    n = len(values)
    mean = sum(values) / n
    var = sum((v - mean) ** 2 for v in values) / (n - 1)
    return mean, math.sqrt(var / n)


def mutate(w: Weights, rng: random.Random) -> Weights:
    """The weights with one to three of them scaled by a random factor."""
    flat = list(w.trump_keep) + list(w.plain_keep) + [w.muestra_cost, w.keep_slope, w.promotion]
    for _ in range(rng.randint(1, 3)):
        i = rng.randrange(len(flat))
        if i == 21:
            flat[i] += rng.gauss(0.0, 0.4)
        elif i == 22:
            flat[i] = min(1.0, max(0.0, flat[i] + rng.gauss(0.0, 0.3)))
        else:
            flat[i] *= math.exp(rng.gauss(0.0, 0.35))
    return Weights(tuple(round(x, 2) for x in flat[:10]), tuple(round(x, 2) for x in flat[10:20]),
                   *(round(x, 2) for x in flat[20:]))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--steps", type=int, default=60)
    parser.add_argument("--deals", type=int, default=600, help="duplicate deals per step")
    parser.add_argument("--check", type=int, default=3000, help="fresh deals for the final check")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--start", default=None, help="weights to start from, as Python (default: sensato's)")
    args = parser.parse_args()
    rng = random.Random(args.seed)
    best = WEIGHTS if args.start is None else eval(args.start, {"Weights": Weights})  # noqa: S307
    for step in range(args.steps):
        candidate = mutate(best, rng)
        mean, se = summary(margins(candidate, best, args.deals, seed=derive_seed(args.seed, "step", step)))
        kept = mean > 2 * se
        print(f"step {step:3d}: {mean:+5.2f} ± {1.96 * se:4.2f}{'  kept' if kept else ''}", flush=True)
        if kept:
            best = candidate
            print(f"    {best}", flush=True)
    fresh = derive_seed(args.seed, "check")
    for rival in (WEIGHTS, "reference"):
        mean, se = summary(margins(best, rival, args.check, seed=fresh))
        name = "sensato" if rival == WEIGHTS else rival
        print(f"best vs {name}: {mean:+5.2f} ± {1.96 * se:4.2f} ({args.check} deals)")
    print(repr(best))


if __name__ == "__main__":
    main()

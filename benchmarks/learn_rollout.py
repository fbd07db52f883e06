"""Learn a correction of sensato's card scores from experto's values: the ``learned`` policy.

Sensato plays itself on seeded two-player deals.  At about half of the decisions
with a real choice (more than two cards left to draw, so sensato is not yet
counting deals) experto values every card in hand from the seat's view
(:func:`~briscola_teach.bots.search.evaluate_plays`, its own budget and reading of
the rival).  Each card's :data:`~briscola_teach.bots.card_scores.FEATURES` and sensato's
score are fitted to experto's values, each card against its hand's mean, by ridge
regression (numpy least squares); the weights, per point of sensato's score, are
written to ``briscola_teach/data/rollout_weights.json``.  The figures printed: the
positions, how often the learnt policy and sensato pick experto's card on positions
held out of the fit, what each gives up by experto's values, and the learnt policy
against sensato on fresh duplicate deals.  Seeded: the same arguments give the same
weights.

    python benchmarks/learn_rollout.py --games 1200 --jobs 2    # a quarter of an hour on 2 cores
    python benchmarks/learn_rollout.py --games 60 --check 200 --out /tmp/weights.json
"""

from __future__ import annotations

import argparse
import json
import math
import random
import sys
import time
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor
from functools import cache
from pathlib import Path
from typing import Any

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from briscola_teach import Game  # noqa: E402
from briscola_teach.bots import Bot, make_bot, play_out  # noqa: E402
from briscola_teach.bots.experto import samples_for  # noqa: E402
from briscola_teach.bots.learned import WEIGHTS_FILE, load_weights  # noqa: E402
from briscola_teach.bots.search import evaluate_plays, is_perfect_information  # noqa: E402
from briscola_teach.bots.card_scores import FEATURES  # noqa: E402
from briscola_teach.bots.sensato import (scores_and_features, sensato,  # noqa: E402
                                         situation_from_view, weighted)
from briscola_teach.seeds import derive, derive_seed  # noqa: E402

#: Ridge penalty of the fit, and the share of positions held out to check it.
RIDGE, HELD_OUT = 1.0, 0.2

Strategy = Callable[[Any, random.Random], Any]
#: One position: sensato's score and the features of each card, and experto's value of each.
Position = tuple[list[float], list[list[float]], list[float]]


def positions(seed: int) -> list[Position]:
    """Sensato against itself on one deal; experto's values at about half its real choices."""
    rng = random.Random(seed)
    game = Game.new(players=2, seed=derive(seed, "learn", "deal"))
    bots = [make_bot("sensato", seed=derive(seed, "learn", "bot", s)) for s in range(2)]
    out: list[Position] = []
    while not game.is_over:
        turn = game.turn
        assert turn is not None
        view = game.view(turn)
        if (not view.can_swap and len(set(view.legal_plays())) > 1 and view.stock_size > 2
                and not is_perfect_information(view) and rng.random() < 0.5):
            values = evaluate_plays(view, samples=samples_for(view), rng=rng, infer=True, horizon=2,
                                    policy="sensato")
            out.append((*scores_and_features(situation_from_view(view)), [values[card] for card in view.hand]))
        game.apply(bots[turn].choose(view))
    return out


def centred(position: Position) -> tuple[np.ndarray, np.ndarray]:
    """Columns sensato's score and the features, and experto's values, each less the hand's mean."""
    scores, features, values = position
    x = np.column_stack([np.array(scores), np.array(features)])
    y = np.array(values)
    return x - x.mean(axis=0), y - y.mean()


def fit(train: list[Position]) -> np.ndarray:
    """Ridge regression of experto's values on sensato's score and the features."""
    xs, ys = zip(*(centred(p) for p in train))
    x, y = np.vstack(xs), np.concatenate(ys)
    return np.linalg.solve(x.T @ x + RIDGE * np.eye(x.shape[1]), x.T @ y)


def agreement(held: list[Position], w: np.ndarray) -> tuple[float, float, float, float]:
    """How often the fit and sensato pick experto's card, and the points each gives up by its values."""
    hits = [0, 0]
    lost = [0.0, 0.0]
    for p in held:
        x, y = centred(p)
        for k, pick in enumerate((int(np.argmax(x @ w)), int(np.argmax(x[:, 0])))):
            hits[k] += pick == int(np.argmax(y))
            lost[k] += float(y.max() - y[pick])
    n = len(held)
    return hits[0] / n, hits[1] / n, lost[0] / n, lost[1] / n


@cache
def _policy(path: Path) -> Strategy:
    return weighted(load_weights(path))


def _check_deal(job: tuple[int, Path]) -> float:
    """The learnt policy's mean margin over sensato on one deal, played twice with the seats swapped."""
    seed, path = job
    margin = 0.0
    for swap in (0, 1):
        game = Game.new(players=2, seed=derive(seed, "check", "deal"))
        bots = [Bot(_policy(path), seed=derive(seed, "check", "a", swap), name="learned"),
                Bot(sensato, seed=derive(seed, "check", "b", swap), name="sensato")]
        if swap:
            bots.reverse()
        outcome = play_out(game, bots)
        margin += (outcome.points[swap] - outcome.points[1 - swap]) / 2
    return margin


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=1200, help="sensato self-play games to read")
    parser.add_argument("--check", type=int, default=4000, help="fresh duplicate deals for the check")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--jobs", type=int, default=1, help="worker processes")
    parser.add_argument("--out", type=Path, default=WEIGHTS_FILE, help="where to write the weights")
    args = parser.parse_args()
    start = time.perf_counter()
    seeds = [derive_seed(args.seed, "learn", i) for i in range(args.games)]
    with ProcessPoolExecutor(args.jobs) as pool:
        found = [p for rows in pool.map(positions, seeds, chunksize=4) for p in rows]
    print(f"{len(found)} positions from {args.games} games ({time.perf_counter() - start:.0f} s)")
    order = random.Random(args.seed).sample(range(len(found)), len(found))
    cut = int(len(found) * (1 - HELD_OUT))
    w = fit([found[i] for i in order[:cut]])
    fit_hit, sensato_hit, fit_lost, sensato_lost = agreement([found[i] for i in order[cut:]], w)
    print(f"held out ({len(found) - cut}): experto's card picked {fit_hit:.1%} (sensato {sensato_hit:.1%}), "
          f"points given up by experto's values {fit_lost:.2f} (sensato {sensato_lost:.2f}) a decision")
    w = fit(found)
    if w[0] <= 0:
        raise SystemExit(f"sensato's score got weight {w[0]:.3f}: too few positions to learn from")
    weights = [round(float(v / w[0]), 4) for v in w[1:]]
    args.out.write_text(json.dumps({
        "about": "learnt correction of sensato's card scores (benchmarks/learn_rollout.py)",
        "games": args.games, "seed": args.seed, "positions": len(found),
        "weights": dict(zip(FEATURES, weights)),
    }, indent=1) + "\n")
    print(f"weights written to {args.out}")
    if args.check:
        jobs = [(derive_seed(args.seed, "learn-check", i), args.out) for i in range(args.check)]
        with ProcessPoolExecutor(args.jobs) as pool:
            margins = list(pool.map(_check_deal, jobs, chunksize=50))
        n = len(margins)
        mean = sum(margins) / n
        half = 1.96 * math.sqrt(sum((m - mean) ** 2 for m in margins) / (n - 1) / n)
        print(f"learnt policy vs sensato: {mean:+.2f} ± {half:.2f} points/hand ({n} duplicate deals)")


if __name__ == "__main__":
    main()

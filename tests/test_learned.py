"""The learnt policy of experto's imagined hands: its shipped weights load, and it plays legally and better."""

from __future__ import annotations

import json
import math
import random
from pathlib import Path
from typing import Any

import numpy as np
import pytest

from briscola_teach import Game, OptionError
from briscola_teach.bots import Bot, play_out
from briscola_teach.bots.learned import WEIGHTS_FILE, learned, learned_rules, learned_weights, load_weights
from briscola_teach.bots.card_scores import FEATURES, WEIGHTS, Rules, rate_indices, rules_for
from briscola_teach.cards import Suit

from test_bots import TABLES, Checked


def test_the_shipped_weights_load_one_finite_number_per_feature() -> None:
    data = json.loads(WEIGHTS_FILE.read_text(encoding="utf-8"))
    assert list(data["weights"]) == list(FEATURES)
    weights = learned_weights().learned
    assert len(weights) == len(FEATURES) and all(math.isfinite(w) for w in weights)
    assert any(weights)  # a correction, not sensato's own scores
    assert learned_weights()._replace(learned=()) == WEIGHTS  # every other weight is sensato's


@pytest.mark.parametrize("players, options", TABLES)
def test_the_learnt_policy_plays_only_legal_cards_to_the_end(players: int, options: dict[str, Any]) -> None:
    for seed in range(3):
        game = Game.new(players=players, seed=seed, **options)
        bots = [Checked(Bot(learned, seed=seed * 10 + s), game) for s in range(players)]
        outcome = play_out(game, bots)  # type: ignore[arg-type]
        assert game.is_over and sum(outcome.points) == 120 and all(b.actions for b in bots)


def test_the_learnt_score_is_sensatos_plus_the_weighted_features() -> None:
    trump = Suit.COINS
    mine, plain = learned_rules(trump, False), rules_for(trump, False)
    weights = learned_weights().learned
    rng = random.Random(4)
    for _ in range(200):
        cards = rng.sample(range(40), 5)
        hand, table = cards[:3], cards[3:3 + rng.randrange(2)]
        alive = (1 << 40) - 1
        facts: dict[str, Any] = dict(table=table, ours=[False] * len(table), after=[] if table else [(False, 3, 0)],
                                     unseen=alive & ~sum(1 << c for c in hand + table), players=2,
                                     stock_size=rng.randrange(3, 34), muestra=cards[4], muestra_in_stock=True,
                                     alive=alive)
        features: list[list[float]] = []
        base = rate_indices(plain, hand, features=features, **facts)
        got = rate_indices(mine, hand, **facts)
        assert len(features) == len(hand) and all(len(x) == len(FEATURES) for x in features)
        for score, plain_score, x in zip(got, base, features):
            assert score == pytest.approx(plain_score + sum(w * v for w, v in zip(weights, x)))


def test_the_learnt_policy_beats_sensato_on_duplicate_deals() -> None:
    from briscola_teach.bots.sensato import sensato
    margin = 0.0
    for seed in range(150):
        for swap in (0, 1):
            bots = [Bot(learned, seed=seed, name="learned"), Bot(sensato, seed=seed, name="sensato")]
            if swap:
                bots.reverse()
            outcome = play_out(Game.new(players=2, seed=seed), bots)
            margin += outcome.points[swap] - outcome.points[1 - swap]
    assert margin / 300 > 0  # +3 a hand over 4000 deals (benchmarks/learn_rollout.py)


@pytest.mark.parametrize("text, problem", [
    ("not json", "cannot read"),
    ('{"weights": {"T": 1}}', "not for these features"),
    (json.dumps({"weights": dict(zip(reversed(FEATURES), [1.0] * 99))}), "in that order"),
    (json.dumps({"weights": [1.0] * len(FEATURES)}), "not for these features"),
    (json.dumps({"weights": {**dict.fromkeys(FEATURES, 1.0), "T": "x"}}), "finite numbers"),
    (json.dumps({"weights": {**dict.fromkeys(FEATURES, 1.0), "T": True}}), "finite numbers"),
    (json.dumps({"weights": dict.fromkeys(FEATURES, 1.0)}).replace("1.0}", "1e400}"), "finite numbers"),
    ("[]", "not for these features"),
])
def test_bad_weights_files_are_refused_naming_the_problem(tmp_path: Path, text: str, problem: str) -> None:
    path = tmp_path / "weights.json"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(ValueError, match=problem) as caught:
        load_weights(path)
    assert str(path) in str(caught.value)
    with pytest.raises(ValueError, match="not 2"):
        Rules(Suit.COINS, False, WEIGHTS._replace(learned=(1.0, 2.0)))


def test_a_missing_weights_file_is_named(tmp_path: Path) -> None:
    with pytest.raises(ValueError, match="cannot read the learnt weights in .*missing.json"):
        load_weights(tmp_path / "missing.json")


def test_sensato_itself_has_no_learnt_correction() -> None:
    assert WEIGHTS.learned == () and rules_for(Suit.CUPS, False).learned == ()


def test_experto_can_imagine_its_own_later_cards_played_by_the_learnt_policy() -> None:
    from briscola_teach.bots.experto import Experto
    for seed in range(2):
        game = Game.new(players=2, seed=seed)
        bots = [Checked(Bot(Experto(samples=8, rollout="learned"), seed=seed), game),
                Checked(Bot(learned, seed=seed), game)]
        outcome = play_out(game, bots)  # type: ignore[arg-type]
        assert game.is_over and sum(outcome.points) == 120


def test_an_unknown_rollout_is_refused_by_name() -> None:
    from briscola_teach.bots.experto import Experto
    with pytest.raises(OptionError, match="«rollout» no puede ser 'clever'"):
        Experto(rollout="clever")


def test_experto_can_imagine_its_rival_played_by_the_learnt_policy() -> None:
    from briscola_teach.bots.experto import Experto
    game = Game.new(players=2, seed=3)
    bots = [Checked(Bot(Experto(samples=8, rival="learned"), seed=3), game),
            Checked(Bot(learned, seed=3), game)]
    outcome = play_out(game, bots)  # type: ignore[arg-type]
    assert game.is_over and sum(outcome.points) == 120


def test_the_rival_imagined_as_the_learnt_policy_changes_what_the_cards_are_worth() -> None:
    from briscola_teach.bots.search import evaluate_plays
    differ = 0
    for seed in range(6):
        game = Game.new(players=2, seed=seed)
        view = game.view(game.turn or 0)
        plain = evaluate_plays(view, samples=12, rng=random.Random(seed))
        imagined = evaluate_plays(view, samples=12, rng=random.Random(seed), rival="learned")
        assert set(imagined) == set(plain) and all(0 <= v <= 120 for v in imagined.values())
        differ += imagined != plain
    # The same deals, the rival's later cards chosen otherwise: the averages move.
    assert differ >= 3


def test_an_unknown_rival_is_refused_by_name() -> None:
    from briscola_teach.bots.experto import Experto
    from briscola_teach.bots.search import evaluate_plays
    with pytest.raises(OptionError, match="«rival» no puede ser 'clever'"):
        Experto(rival="clever")
    with pytest.raises(OptionError, match="«rival» no puede ser 'clever'"):
        evaluate_plays(Game.new(players=2, seed=1).view(0), rival="clever")


def test_the_fit_of_learn_rollout_recovers_a_known_correction() -> None:
    import sys
    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "benchmarks"))
    import learn_rollout

    rng = random.Random(7)
    truth = [rng.uniform(-3, 3) for _ in FEATURES]
    rules = rules_for(Suit.SWORDS, False)
    found = []
    for _ in range(600):
        cards = rng.sample(range(40), 4)
        hand, table = cards[:3], cards[3:3 + rng.randrange(2)]
        alive = (1 << 40) - 1
        features: list[list[float]] = []
        scores = rate_indices(rules, hand, table=table, ours=[False] * len(table),
                              after=[] if table else [(False, 3, 0)],
                              unseen=alive & ~sum(1 << c for c in hand + table), players=2,
                              stock_size=rng.randrange(3, 34), muestra=cards[3], muestra_in_stock=True,
                              alive=alive, features=features)
        # Values an expert would give: twice sensato's score plus twice the correction, and noise.
        values = [2 * (s + sum(t * v for t, v in zip(truth, x))) + rng.gauss(0, 0.5)
                  for s, x in zip(scores, features)]
        found.append((scores, features, values))
    w = learn_rollout.fit(found[:500])
    # Sensato's score is itself partly a sum of features, so the weights are not unique:
    # what must come back is the ranking they give, on positions the fit did not see.
    picked = errors = 0
    for scores, features, values in found[500:]:
        x, y = learn_rollout.centred((scores, features, values))
        exact = [2 * (s + sum(t * v for t, v in zip(truth, f))) for s, f in zip(scores, features)]
        picked += int(np.argmax(x @ w)) == max(range(len(exact)), key=exact.__getitem__)
        errors += float(np.abs(x @ w - (np.array(exact) - np.mean(exact))).max()) > 1.5
    assert picked >= 90 and errors <= 5, (picked, errors)

"""One function derives every generator from a seed and labels (issue 10): no formulas of seeds."""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest

from briscola_teach import Game, SeedError
from briscola_teach.seeds import derive, derive_seed, generator

ROOT = Path(__file__).resolve().parent.parent


def test_the_same_seed_and_labels_give_the_same_numbers() -> None:
    assert [derive(3, "hand", 1).random() for _ in range(2)] == [derive(3, "hand", 1).random()] * 2
    assert derive_seed(3, "hand", 1) == derive_seed(3, "hand", 1)


def test_different_labels_or_seeds_give_different_streams() -> None:
    seen = {derive_seed(seed, label, i) for seed in range(5) for label in ("deal", "bot") for i in range(20)}
    assert len(seen) == 5 * 2 * 20
    # No formula collision: seed 1 hand 0 is not seed 0 hand 1009, as "seed * 1009 + hand" made it.
    assert derive_seed(1, "price", 0) != derive_seed(0, "price", 1009)


def test_a_derived_seed_does_not_depend_on_the_python_hash() -> None:
    assert derive_seed(0, "deal", 0) == 153108911941050527


def test_a_generator_given_moves_on_one_step() -> None:
    rng, again = random.Random(5), random.Random(5)
    derive(rng, "x")
    again.getrandbits(64)
    assert rng.random() == again.random()


@pytest.mark.parametrize("bad", [[1], 1.5, "7", True, None, object()])
def test_seeds_and_labels_are_checked(bad: object) -> None:
    with pytest.raises(SeedError):
        derive(bad, "x")  # type: ignore[arg-type]
    if not isinstance(bad, str):
        with pytest.raises(SeedError):
            derive(1, bad)  # type: ignore[arg-type]


def test_none_means_a_fresh_game_each_time_only_where_documented() -> None:
    assert isinstance(generator(None), random.Random)
    assert Game.new(2, seed=None).players == 2


def test_no_ad_hoc_seed_formula_is_left_in_the_kit_or_its_benchmarks() -> None:
    formula = re.compile(r"seed\s*[*+\-]\s*[\w(]|[\w)]\s*[*+]\s*seed\b|Random\(\s*\w+\s*[*+]")
    found = []
    for path in [*ROOT.joinpath("briscola_teach").rglob("*.py"), *ROOT.joinpath("benchmarks").glob("*.py")]:
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
            code = line.split("#")[0]
            if formula.search(code) and "``" not in code:
                found.append(f"{path.relative_to(ROOT)}:{number}: {line.strip()}")
    assert not found, found

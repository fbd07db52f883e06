"""Where every random generator comes from: a seed, and labels saying what it is for.

A lesson, a table or a benchmark that needs several generators (one per hand, one
per bot, one per priced play) derives each from the one seed it was given and a few
labels, instead of inventing a formula such as ``seed * 1009 + number``: two
different purposes never share a stream, and the same seed and labels always give
the same numbers, on every machine and Python version.

>>> a = derive(7, "hand", 3)
>>> b = derive(7, "hand", 3)
>>> a.random() == b.random(), derive(7, "hand", 4).random() == derive(7, "hand", 3).random()
(True, False)
>>> derive([1], "hand")
Traceback (most recent call last):
...
briscola_teach.errors.SeedError: El número de partida debe ser un número entero, no [1].
"""

from __future__ import annotations

import hashlib
import random

from .errors import SeedError

__all__ = ["derive", "derive_seed", "generator", "check_seed"]


def check_seed(seed: object, *, where: str = "seed") -> int:
    """The seed as a whole number, or SeedError naming what was given instead."""
    if isinstance(seed, int) and not isinstance(seed, bool):
        return seed
    raise SeedError("engine.bad_seed", seed=seed, where=where)


def derive_seed(seed: int, *labels: str | int) -> int:
    """A 64-bit number drawn from a seed and labels (the same inputs always give the same number)."""
    check_seed(seed)
    for label in labels:
        if isinstance(label, bool) or not isinstance(label, (str, int)):
            raise SeedError("engine.bad_seed_label", label=label)
    key = repr((seed, *labels)).encode("utf-8")
    return int.from_bytes(hashlib.blake2b(key, digest_size=8).digest(), "big")


def derive(seed: int | random.Random, *labels: str | int) -> random.Random:
    """The generator for one purpose, named by ``labels``, derived from ``seed``.

    Given a ``random.Random`` instead of a number, one number is drawn from it first,
    so the caller's generator moves on exactly one step.
    """
    if isinstance(seed, random.Random):
        seed = seed.getrandbits(64)
    return random.Random(derive_seed(seed, *labels))


def generator(seed: int | random.Random | None, *, where: str = "seed") -> random.Random:
    """A generator from what a caller gave: a number (repeatable), a generator (used as is), or None.

    None gives a freshly seeded generator: a different game each time, on purpose.
    """
    if isinstance(seed, random.Random):
        return seed
    if seed is None:
        return random.Random()
    return random.Random(check_seed(seed, where=where))

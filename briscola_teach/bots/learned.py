"""Sensato corrected by what experto's search taught it: the play of experto's imagined hands.

Sensato scores each card by rules of thumb (:func:`~briscola_teach.bots.card_scores.rate_indices`).
``benchmarks/learn_rollout.py`` fits, by least squares, how far experto's values of
the cards of thousands of two-player positions depart from those scores, as a sum of
weighted features of each card (:data:`~briscola_teach.bots.card_scores.FEATURES`: is it
a trump, its points, whether we lead, how much of the deck is left...).  The weights
ship as ``data/rollout_weights.json``; with them sensato's scores become
:func:`learned`'s.  It beats sensato by about 3 points a hand and is nearly as
fast.  ``Experto(rollout="learned")`` plays its own later cards this way in the
deals it imagines, the rival's as sensato's.
"""

from __future__ import annotations

import json
import math
import random
from collections.abc import Callable
from functools import cache
from pathlib import Path

from ..cards import Suit
from ..game import Action
from ..view import View
from .card_scores import FEATURES, WEIGHTS, Rules, Weights
from .sensato import weighted

__all__ = ["WEIGHTS_FILE", "learned", "learned_rules", "learned_weights", "load_weights"]

#: The shipped weights, written by ``benchmarks/learn_rollout.py``.
WEIGHTS_FILE = Path(__file__).resolve().parents[1] / "data" / "rollout_weights.json"


def load_weights(path: Path = WEIGHTS_FILE) -> Weights:
    """Sensato's weights with the learnt correction read from ``path``; a clear error if it is not one."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as error:
        raise ValueError(f"cannot read the learnt weights in {path}: {error}") from None
    weights = data.get("weights") if isinstance(data, dict) else None
    if not isinstance(weights, dict) or list(weights) != list(FEATURES):
        raise ValueError(f"the learnt weights in {path} are not for these features: "
                         f"expected one weight for each of {', '.join(FEATURES)}, in that order")
    if not all(isinstance(w, (int, float)) and not isinstance(w, bool) and math.isfinite(w)
               for w in weights.values()):
        raise ValueError(f"the learnt weights in {path} must be finite numbers")
    return WEIGHTS._replace(learned=tuple(float(w) for w in weights.values()))


@cache
def learned_weights() -> Weights:
    """The shipped learnt weights (read once)."""
    return load_weights()


@cache
def _tables() -> dict[tuple[Suit, bool], Rules]:
    weights = learned_weights()
    return {(suit, ss): Rules(suit, ss, weights) for suit in Suit for ss in (False, True)}


def learned_rules(trump: Suit, seven_second: bool) -> Rules:
    """The tables of the learnt policy for one trump suit and variant."""
    return _tables()[trump, seven_second]


@cache
def _strategy() -> Callable[[View, random.Random], Action]:
    return weighted(learned_weights())


def learned(view: View, rng: random.Random) -> Action:
    """The learnt policy: sensato's play with the learnt correction of its scores."""
    return _strategy()(view, rng)

"""The coach's price of a play: expected final points for each card the seat could play.

Exact by the solver when nothing is hidden; elsewhere sampled in seeded batches of
``BATCH`` deals until every card's loss falls in one severity band (:func:`severity`)
across its 95% interval, or ``samples`` deals are spent.  The positions the lessons
show are priced once and shipped (:mod:`briscola_teach.prices`).
"""

from __future__ import annotations

import math
import statistics
from dataclasses import dataclass

from .. import prices
from ..cards import Card
from ..errors import MOST_SAMPLES, choice, count, real
from ..seeds import check_seed, derive
from ..view import View

__all__ = ["DEFAULT_SAMPLES", "BATCH", "MIN_BATCHES", "SEVERITY_BANDS", "severity"]

#: The most sampled deals per priced play when the seat could not see everything.
DEFAULT_SAMPLES = 512
#: Deals per batch of a sampled price; the batches' spread gives the price's interval.
BATCH = 32
#: Batches dealt before the coach asks whether its verdict is settled.
MIN_BATCHES = 4
#: Lower bound of points lost for each band, highest first (see the package docstring of :mod:`briscola_teach.findings`).
SEVERITY_BANDS: tuple[tuple[float, str], ...] = (
    (10.0, "grave"),
    (5.0, "error"),
    (2.0, "imprecision"),
)


def severity(loss: float | None) -> str | None:
    """The severity key ("imprecision", "error", "grave") for points lost, or None for a good play."""
    if loss is None:
        return None
    real(loss, "loss", least=-math.inf, most=math.inf)
    for bound, key in SEVERITY_BANDS:
        if loss >= bound:
            return key
    return None



@dataclass(frozen=True)
class _Price:
    """Expected final points for each card, whether exact, each card's loss margin, the deals used."""

    values: dict[Card, float]
    exact: bool
    #: Half-width of the 95% interval of each card's loss against the best card (0 when exact).
    margins: dict[Card, float]
    #: Sampled deals behind the values (0 when nothing was left to chance).
    deals: int


def _t95(degrees: int) -> float:
    """Student's t for a two-sided 95% interval (Cornish-Fisher, within 3% from 3 degrees on)."""
    z = 1.959964
    d = float(degrees)
    return z + (z ** 3 + z) / (4 * d) + (5 * z ** 5 + 16 * z ** 3 + 3 * z) / (96 * d * d)


def _settle(batches: list[dict[Card, float]]) -> tuple[dict[Card, float], dict[Card, float]]:
    """Mean values over the batches, and each card's loss margin from the paired batch differences."""
    cards = list(batches[0])
    values = {c: statistics.fmean(b[c] for b in batches) for c in cards}
    best = max(cards, key=lambda c: values[c])
    margins = {}
    for card in cards:
        # The best card's own margin: how sure it is to beat the runner-up.
        other = card if card is not best else max((c for c in cards if c is not best),
                                                  key=lambda c: values[c])
        gaps = [b[best] - b[other] for b in batches]
        spread = statistics.stdev(gaps) if len(gaps) > 1 else 0.0
        margins[card] = round(_t95(len(gaps) - 1) * spread / math.sqrt(len(gaps)), 1)
    return values, margins


def _settled(values: dict[Card, float], margins: dict[Card, float]) -> bool:
    """Whether every card's loss falls in one severity band across its whole interval."""
    top = max(values.values())
    return all(severity(top - v - margins[c]) == severity(top - v + margins[c])
               for c, v in values.items())


def _price(view: View, *, samples: int, seed: int, name: str, policy: str) -> _Price:
    """The coach's price of a position: exact where nothing is hidden, else sampled in seeded
    batches until every card's severity band is settled or ``samples`` deals are spent."""
    from ..bots.experto import HORIZON
    from ..bots.search import evaluate_plays, is_perfect_information

    def batch(number: int, deals: int) -> dict[Card, float]:
        rng = derive(seed, "coach", "price", name, number)
        found = evaluate_plays(view, samples=deals, rng=rng, policy=policy, infer=True, horizon=HORIZON)
        return {c: float(v) for c, v in found.items()}

    if is_perfect_information(view):
        values = batch(0, 1)
        return _Price(values, True, dict.fromkeys(values, 0.0), 0)
    size = max(1, min(BATCH, samples // MIN_BATCHES))
    batches = [batch(0, size), batch(1, size)]
    if batches[0] == batches[1]:
        # Late in a two-player hand every deal is counted, weighed: nothing left to chance.
        return _Price(batches[0], False, dict.fromkeys(batches[0], 0.0), 0)
    while True:
        if len(batches) >= MIN_BATCHES:
            values, margins = _settle(batches)
            if _settled(values, margins) or (len(batches) + 1) * size > samples:
                return _Price(values, False, margins, len(batches) * size)
        batches.append(batch(len(batches), size))



def _values(view: View, *, samples: int, seed: int, policy: str) -> _Price:
    legal = view.legal_plays()
    if len(legal) == 1:
        return _Price({legal[0]: 0.0}, True, {legal[0]: 0.0}, 0)
    # The positions the lessons show are priced once and shipped (see briscola_teach.prices).
    name = prices.key(view, samples=samples, seed=seed, policy=policy)
    stored = prices.lookup(name)
    if stored is not None:
        return _Price(*stored)
    found = _price(view, samples=samples, seed=seed, name=name, policy=policy)
    prices.remember(name, found.values, found.exact, found.margins, found.deals)
    return found



def _check_pricing(samples: object, seed: object, policy: object) -> None:
    count(samples, "samples", least=1, most=MOST_SAMPLES)
    check_seed(seed, where="seed")
    choice(policy, "policy", ("sensato", "learned", "random"))

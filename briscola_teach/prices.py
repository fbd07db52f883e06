"""The coach's prices for the positions the lessons show, computed once and shipped.

Pricing a play means imagining thousands of deals (lesson 6's first position takes 4000
to tell two cards apart): ten seconds or more of a lesson that a student and a classroom
browser would otherwise wait for on every run.  The prices depend only on the position
as the seat sees it, the number of deals, the seed and the playing policy, so the ones the
lessons ask for are stored in ``data/prices.json`` together with a digest of the code that
computes them.  A stored price is used only when that digest matches the code installed,
so a change to the engine, the machines or the coach can make lessons slower, never wrong.

Refresh the file after such a change (a test says when it is stale)::

    python -m briscola_teach.prices

which runs the Spanish edition of every lesson with recording on and writes every price
the lessons asked for.
"""

from __future__ import annotations

import atexit
import dataclasses
import hashlib
import json
import os
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from .cards import Card

if TYPE_CHECKING:
    from .view import View

__all__ = ["PRICES", "code_digest", "lookup", "remember", "refresh"]

PACKAGE = Path(__file__).resolve().parent
#: The shipped prices.
PRICES = PACKAGE / "data" / "prices.json"
#: Set to a file name, every price computed is written there when the process ends.
RECORD_VARIABLE = "BRISCOLA_RECORD_PRICES"
# What a price depends on: the engine, the machines (with their learnt weights) and the coach
# (not words or pictures).
_CODE = ("cards.py", "options.py", "rules.py", "given.py", "position.py", "events.py", "errors.py", "seeds.py", "view.py",
         "piles.py", "history.py", "dealer.py",
         "game.py", "findings/*.py", "mistakes.py", "bots/*.py", "data/rollout_weights.json")

# Each price: the cards and their values in the order the search gave them, whether exact,
# and the half-width of each card's loss interval with the deals behind it (see the coach).
_Price = tuple[list[tuple[str, float]], bool, dict[str, float], int]
_stored: dict[str, _Price] | None = None
_recorded: dict[str, _Price] = {}


def code_digest() -> str:
    """A digest of the source the prices are computed by (line endings ignored)."""
    digest = hashlib.sha256()
    for pattern in _CODE:
        for path in sorted(PACKAGE.glob(pattern)):
            digest.update(path.relative_to(PACKAGE).as_posix().encode())
            digest.update(path.read_bytes().replace(b"\r\n", b"\n"))
    return digest.hexdigest()[:16]


def key(view: View, *, samples: int, seed: int, policy: str) -> str:
    """The name of one price: the seat's whole view (what it compares by) and how it is priced."""
    seen = tuple(getattr(view, f.name) for f in dataclasses.fields(view) if f.compare)
    text = repr((seen, samples, seed, policy))
    return hashlib.sha256(text.encode()).hexdigest()[:24]


def _load() -> dict[str, _Price]:
    global _stored
    if _stored is None:
        _stored = {}
        try:
            data = json.loads(PRICES.read_text(encoding="utf-8"))
            if data.get("code") == code_digest():
                _stored = {k: ([(str(c), float(x)) for c, x in v["values"]], bool(v["exact"]),
                               {str(c): float(x) for c, x in v["margins"].items()}, int(v["deals"]))
                           for k, v in data["prices"].items()}
        except (OSError, ValueError, KeyError, TypeError, AttributeError):
            _stored = {}  # no file, or not one of ours: every price is computed
    return _stored


def lookup(name: str) -> tuple[dict[Card, float], bool, dict[Card, float], int] | None:
    """The stored price of that name for the code installed, or None: values, exact, margins, deals."""
    if os.environ.get(RECORD_VARIABLE):
        return None
    found = _load().get(name)
    if found is None:
        return None
    values, exact, margins, deals = found
    return ({Card.parse(code): value for code, value in values}, exact,
            {Card.parse(code): value for code, value in margins.items()}, deals)


def remember(name: str, values: dict[Card, float], exact: bool, margins: dict[Card, float],
             deals: int) -> None:
    """Note a price just computed, when recording (see ``RECORD_VARIABLE``)."""
    if os.environ.get(RECORD_VARIABLE):
        _recorded[name] = ([(card.code, value) for card, value in values.items()], exact,
                           {card.code: value for card, value in margins.items()}, deals)


@atexit.register
def _write_recorded() -> None:
    target = os.environ.get(RECORD_VARIABLE)
    if target and _recorded:
        path = Path(target)
        old = json.loads(path.read_text(encoding="utf-8")) if path.exists() else {}
        prices = old.get("prices", {}) if old.get("code") == code_digest() else {}
        prices.update({k: {"values": v, "exact": e, "margins": m, "deals": d}
                       for k, (v, e, m, d) in _recorded.items()})
        path.write_text(_dumps(code_digest(), prices), encoding="utf-8")


def _dumps(code: str, prices: dict[str, object]) -> str:
    """The file's text: the code digest, then one price per line, sorted by name."""
    lines = [f"  {json.dumps(name)}: {json.dumps(prices[name], sort_keys=True)}" for name in sorted(prices)]
    return '{\n  "code": %s,\n  "prices": {\n%s\n  }\n}\n' % (json.dumps(code), ",\n".join(
        "  " + line for line in lines))


def refresh(language: str = "es") -> int:
    """Run every lesson of one edition with recording on and ship the prices they asked for."""
    import subprocess
    import tempfile

    repo = PACKAGE.parent
    with tempfile.TemporaryDirectory() as folder:
        target = Path(folder) / "prices.json"
        env = dict(os.environ, **{RECORD_VARIABLE: str(target)})
        notebooks = sorted((repo / "notebooks" / language).glob("*.ipynb"))
        for notebook in notebooks:
            subprocess.run([sys.executable, "-m", "jupyter", "nbconvert", "--to", "notebook",
                            "--execute", "--output", str(Path(folder) / notebook.name),
                            str(notebook)], env=env, check=True, capture_output=True)
        data = json.loads(target.read_text(encoding="utf-8"))
    PRICES.write_text(_dumps(data["code"], data["prices"]), encoding="utf-8")
    print(f"{PRICES.relative_to(repo)}: {len(data['prices'])} prices for code {data['code']}")
    return 0


if __name__ == "__main__":
    sys.exit(refresh(*sys.argv[1:]))

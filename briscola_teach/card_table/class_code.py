"""A class code: every student who types it at the card table plays the same deals against the same machine.

The teacher makes up a word (``ROBLE``, ``3B-MARTES``) and writes it on the board.  At
the table (lesson 5 or the app) each student types it: the table then deals the
code's first deal not yet played by that student, against :data:`CLASS_LEVEL`, two
players, a single hand, and "Nueva partida" moves on to the code's next deal.  Deal
``n`` of a code is dealt from :func:`deal_seed`, so it is the same cards for everyone,
and the machine's dice are the same too.  Each finished deal is written to the
student's results file for the code (:func:`record_result`), which the class view
ranks by duplicate score (:mod:`briscola_teach.duplicate`).

>>> normalize_code("  roble ")
'ROBLE'
>>> deal_seed("ROBLE", 2) - deal_seed("roble", 1)
1
>>> deal_of("ROBLE", deal_seed("ROBLE", 7))
7
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

from ..duplicate import RESULTS_FORMAT, DealResult, result_from_mapping
from ..errors import OptionError
from ..locale import Words
from ..locale import words as kit_words
from ..seeds import derive_seed

__all__ = ["CLASS_LEVEL", "MAX_DEALS", "normalize_code", "deal_seed", "deal_of", "results_path",
           "read_deals", "record_result", "next_deal"]

#: The machine every class code plays against: the kit's steady, rule-based opponent.
CLASS_LEVEL = "sensato"
#: Deals a code has (more than a class plays in a term).
MAX_DEALS = 1000
#: Seeds of codes are kept below this, so a seed box in a browser shows them exactly.
_SEED_SPACE = 10**9
_CODE = re.compile(r"[A-Z0-9][A-Z0-9-]{2,23}")


def normalize_code(code: object) -> str:
    """The class code as the table keeps it: upper case, 3 to 24 letters, digits or hyphens."""
    cleaned = code.strip().upper() if isinstance(code, str) else ""
    if not _CODE.fullmatch(cleaned):
        raise OptionError("table.bad_class_code", given=code)
    return cleaned


def _base(code: str) -> int:
    return (derive_seed(0, "class code", normalize_code(code)) % _SEED_SPACE) * MAX_DEALS


def deal_seed(code: str, deal: int) -> int:
    """The seed that deals deal number ``deal`` (1, 2, 3...) of the class code."""
    if isinstance(deal, bool) or not isinstance(deal, int) or not 1 <= deal <= MAX_DEALS:
        raise OptionError("table.bad_class_deal", deal=deal, most=MAX_DEALS)
    return _base(code) + deal - 1


def deal_of(code: str, seed: int | None) -> int | None:
    """Which deal of the code a seed deals, or None when it deals none of them."""
    if seed is None:
        return None
    seeds = range(_base(code), _base(code) + MAX_DEALS)
    return seeds.index(seed) + 1 if seed in seeds else None


def results_path(folder: str | Path, code: str, *, words: Words | None = None) -> Path:
    """The file of a student's results on a class code, in their folder of saved hands (named in ``words``)."""
    return Path(folder) / (words or kit_words()).text("hands.class_file", code=normalize_code(code))


def read_deals(folder: str | Path, code: str, *, words: Words | None = None) -> list[dict[str, Any]]:
    """The deals of the code already recorded in the folder (none if there is no readable file)."""
    try:
        data = json.loads(results_path(folder, code, words=words).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return []
    deals = data.get("deals") if isinstance(data, dict) else None
    return [deal for deal in deals if isinstance(deal, dict)] if isinstance(deals, list) else []


def next_deal(folder: str | Path, code: str, *, words: Words | None = None) -> int:
    """The first deal of the code the student has not finished yet (1 for a new student)."""
    done = {deal.get("deal") for deal in read_deals(folder, code, words=words)}
    return next(n for n in range(1, MAX_DEALS + 1) if n not in done)


def record_result(folder: str | Path, code: str, deal: int, *, points: int, won: bool,
                  student: str = "", level: str = CLASS_LEVEL,
                  words: Words | None = None) -> tuple[Path, DealResult] | None:
    """Add a finished deal to the student's results file; None if that deal was already there.

    Only the first play of a deal is kept: playing it again, knowing the cards, is no test.
    """
    code = normalize_code(code)
    deals = read_deals(folder, code, words=words)
    if any(entry.get("deal") == deal for entry in deals):
        return None
    result = result_from_mapping({"student": student or "?", "code": code, "deal": deal, "points": points})
    deals.append({"deal": deal, "points": points, "won": bool(won)})
    deals.sort(key=lambda entry: int(entry.get("deal", 0)))
    path = results_path(folder, code, words=words)
    path.parent.mkdir(parents=True, exist_ok=True)
    record = {"format": RESULTS_FORMAT, "code": code, "student": student, "level": level, "deals": deals}
    path.write_text(json.dumps(record, ensure_ascii=False, indent=1), encoding="utf-8")
    return path, result

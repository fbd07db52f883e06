"""Duplicate scoring: a class plays the same deals, and each deal is scored against the class.

As in duplicate bridge, luck of the deal should not decide who played best.  The
teacher gives a class code (:mod:`briscola_teach.card_table.class_code`); every student
who types it plays the same deals against the same machine.  Each deal is then
scored against the class: a student's points on it minus the mean of the points
the class made on that very deal.  A student's duplicate score is the mean of those
differences over the deals they played (a student who played fewer deals is not
punished nor rewarded for it), and the class is ranked by it.

Glossary: a *deal* is one hand of a class code (``code``, ``deal`` = 1, 2, 3...); a
*result* is one student's points on one deal (:class:`DealResult`); a *standing* is a
student's line in the ranking (:class:`Standing`).

>>> results = [DealResult("Ana", "ROBLE", 1, 70), DealResult("Luis", "ROBLE", 1, 50),
...            DealResult("Ana", "ROBLE", 2, 40), DealResult("Luis", "ROBLE", 2, 80)]
>>> [(s.rank, s.student, s.score) for s in duplicate_ranking(results)]
[(1, 'Luis', 5.0), (2, 'Ana', -5.0)]

Only a student's first play of a deal counts (playing it again after seeing it is
no longer a fair comparison); a result that cannot be a result is refused by name, in
the reader's language:

>>> from briscola_teach.locale import using
>>> with using("en"):
...     DealResult("Ana", "ROBLE", 1, 130)
Traceback (most recent call last):
...
briscola_teach.duplicate.ResultError: Ana's points on deal 1 of ROBLE are 130: a side makes 0 to 120 points in a hand.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from .errors import BriscolaError

__all__ = ["DealResult", "Standing", "ResultError", "duplicate_ranking", "deal_means",
           "result_from_mapping", "read_results", "find_results", "is_results",
           "results_in", "RESULTS_FORMAT"]

#: The ``format`` field of a file of a student's results on a class code.
RESULTS_FORMAT = "briscola_teach/class_results"
#: The points there are in a hand (RULES §5).
TOTAL_POINTS = 120


class ResultError(BriscolaError):
    """A result that cannot be one: a bad deal number, points out of range, a missing field, a file of none."""


@dataclass(frozen=True)
class DealResult:
    """One student's points on one deal of a class code."""

    student: str
    code: str
    deal: int
    points: int

    def __post_init__(self) -> None:
        if not isinstance(self.student, str) or not self.student.strip():
            raise ResultError("duplicate.no_student", given=self.student)
        if not isinstance(self.code, str) or not self.code.strip():
            raise ResultError("duplicate.no_code", student=self.student, given=self.code)
        if isinstance(self.deal, bool) or not isinstance(self.deal, int) or self.deal < 1:
            raise ResultError("duplicate.bad_deal", student=self.student, code=self.code, given=self.deal)
        if isinstance(self.points, bool) or not isinstance(self.points, int) \
                or not 0 <= self.points <= TOTAL_POINTS:
            raise ResultError("duplicate.bad_points", student=self.student, deal=self.deal, code=self.code,
                              given=self.points, total=TOTAL_POINTS)


@dataclass(frozen=True)
class Standing:
    """A student's line in the class ranking."""

    rank: int
    student: str
    #: Mean over the student's deals of their points minus the class's mean on that deal.
    score: float
    #: Deals the student played.
    deals: int
    #: The student's points over those deals, as dealt (luck included).
    points: int


def _key(result: DealResult) -> tuple[str, int]:
    return (result.code.strip().upper(), result.deal)


def _first_plays(results: Iterable[DealResult]) -> list[DealResult]:
    """Each student's first result on each deal, in the order given."""
    seen: set[tuple[str, str, int]] = set()
    kept = []
    for result in results:
        if not isinstance(result, DealResult):
            raise ResultError("duplicate.not_a_result", given=result)
        mark = (result.student, *_key(result))
        if mark not in seen:
            seen.add(mark)
            kept.append(result)
    return kept


def deal_means(results: Iterable[DealResult]) -> dict[tuple[str, int], float]:
    """The class's mean points on each deal, by (code, deal number), first plays only."""
    sums: dict[tuple[str, int], list[int]] = {}
    for result in _first_plays(results):
        sums.setdefault(_key(result), []).append(result.points)
    return {key: sum(points) / len(points) for key, points in sums.items()}


def duplicate_ranking(results: Iterable[DealResult]) -> list[Standing]:
    """The class ranked by duplicate score: each deal's points against the class's mean on it.

    Students with the same score share a rank (1, 1, 3); names break the tie in the listing.
    """
    kept = _first_plays(results)
    means = deal_means(kept)
    by_student: dict[str, list[DealResult]] = {}
    for result in kept:
        by_student.setdefault(result.student, []).append(result)
    rows = []
    for student, own in by_student.items():
        score = sum(r.points - means[_key(r)] for r in own) / len(own)
        rows.append((round(score, 2), student, len(own), sum(r.points for r in own)))
    rows.sort(key=lambda row: (-row[0], row[1]))
    standings: list[Standing] = []
    for i, (score, student, deals, points) in enumerate(rows):
        rank = standings[-1].rank if standings and standings[-1].score == score else i + 1
        standings.append(Standing(rank, student, score, deals, points))
    return standings


def result_from_mapping(record: Mapping[str, Any]) -> DealResult:
    """A result from a mapping with ``student``, ``code``, ``deal`` and ``points`` (as files keep it)."""
    missing = [name for name in ("student", "code", "deal", "points") if name not in record]
    if missing:
        raise ResultError("duplicate.missing", fields=", ".join(missing), given=dict(record))
    return DealResult(record["student"], record["code"], record["deal"], record["points"])


def read_results(path: str | Path) -> list[DealResult]:
    """The results in one file written by the card table for a class code (one student, one code)."""
    try:
        content = Path(path).read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as error:
        raise ResultError("duplicate.unreadable", file=Path(path).name, error=str(error)) from None
    return results_in(content, file=Path(path).name)


def is_results(content: str) -> bool:
    """Whether a file's text is a student's results on a class code (whatever is wrong inside)."""
    try:
        data = json.loads(content)
    except (ValueError, RecursionError):
        return False
    return isinstance(data, dict) and data.get("format") == RESULTS_FORMAT


def results_in(content: str, *, file: str, student: str | None = None, unnamed: str = "") -> list[DealResult]:
    """The results in the text of a class-results file.

    ``student``: the name to give them instead of the file's; ``unnamed``: the name when the file gives none.
    """
    try:
        data = json.loads(content)
    except (ValueError, RecursionError) as error:
        raise ResultError("duplicate.unreadable", file=file, error=str(error)) from None
    if not isinstance(data, dict) or data.get("format") != RESULTS_FORMAT:
        raise ResultError("duplicate.not_results", file=file)
    deals = data.get("deals")
    if not isinstance(deals, list):
        raise ResultError("duplicate.no_deals", file=file)
    name = student or data.get("student") or unnamed
    return [result_from_mapping({**deal, "student": name, "code": data.get("code")})
            if isinstance(deal, dict) else result_from_mapping({}) for deal in deals]


def find_results(folder: str | Path, *, student: str | None = None) -> list[DealResult]:
    """A student's results on every class code, in their folder and its sub-folders (the saved hands').

    Files that are not class results are passed over; a broken one raises :class:`ResultError`.
    """
    found: list[DealResult] = []
    for path in sorted(Path(folder).glob("*.json")) + sorted(Path(folder).glob("*/*.json")):
        try:
            content = path.read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError):
            continue
        if is_results(content):
            found += results_in(content, file=path.name, student=student)
    return found

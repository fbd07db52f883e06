"""The class in tables: lessons, the exercises missed most, the coach's mistakes, each student's trend, the ranking."""

from __future__ import annotations

import csv
from collections import Counter
from datetime import date, timedelta
from pathlib import Path

from ..coach import review
from ..duplicate import duplicate_ranking
from ..locale import text
from ..mistakes import Mistake
from ..progress import Entry, describe, exercises, summary
from ..tables import Table
from .reading import STUDENT_SEAT, Class

__all__ = ["lessons_table", "missed_table", "mistakes_table", "trend_table", "duplicate_table", "write_csv"]


def _labels(*keys: str) -> dict[str, str]:
    return {key: text(f"progress.col_{key}") for key in keys}


def lessons_table(group: Class) -> Table:
    """Each student × lesson: exercises done, right the first time, solved at the end."""
    rows = [{"student": student, "lesson": s.lesson, "done": s.done, "first_try": s.first_try, "solved": s.solved}
            for student, entries in group.students.items() for s in summary(entries)]
    return Table(_labels("student", "lesson", "done", "first_try", "solved"), rows)


def missed_table(group: Class, *, top: int | None = None) -> Table:
    """The exercises the class misses most: how many students tried each, missed it at first, left it unsolved."""
    tried: Counter[tuple[str, str]] = Counter()
    missed: Counter[tuple[str, str]] = Counter()
    unsolved: Counter[tuple[str, str]] = Counter()
    for entries in group.students.values():
        for result in exercises(entries):
            key = (result.lesson, result.exercise)
            tried[key] += 1
            missed[key] += result.result != "first_try"
            unsolved[key] += result.result == "not_solved"
    order = sorted(tried, key=lambda k: (-missed[k], -unsolved[k], k))
    rows = [{"lesson": lesson, "exercise": describe(exercise, lesson), "students": tried[(lesson, exercise)],
             "missed_first": missed[(lesson, exercise)], "not_solved": unsolved[(lesson, exercise)]}
            for lesson, exercise in order if missed[(lesson, exercise)]][:top]
    return Table(_labels("lesson", "exercise", "students", "missed_first", "not_solved"), rows)


def mistakes_table(group: Class) -> Table:
    """The coach's beginner mistakes by kind over the class's saved hands: how often, and by how many students."""
    times: Counter[Mistake] = Counter()
    who: dict[Mistake, set[str]] = {}
    for hand in group.hands:
        for mistake, count in review(hand.game, STUDENT_SEAT, price=False).counts().items():
            times[mistake] += count
            who.setdefault(mistake, set()).add(hand.student)
    rows = [{"mistake": mistake.title, "times": times[mistake], "students": len(who[mistake])}
            for mistake in sorted(times, key=lambda m: (-times[m], list(Mistake).index(m)))]
    return Table(_labels("mistake", "times", "students"), rows)


def _week(time: str) -> str:
    """The Monday of the week a record's time falls in."""
    day = date.fromisoformat(time[:10])
    return (day - timedelta(days=day.weekday())).isoformat()


def trend_table(group: Class) -> Table:
    """Each student's trend: week by week, the exercises first tried and the share right the first time."""
    rows: list[dict[str, object]] = []
    for student, entries in group.students.items():
        weeks: dict[str, list[Entry]] = {}
        for entry in entries:
            if entry.first:
                weeks.setdefault(_week(entry.time), []).append(entry)
        for week, firsts in sorted(weeks.items()):
            rows.append({"student": student, "week": week, "done": len(firsts),
                         "first_try_share": round(100 * sum(e.ok for e in firsts) / len(firsts))})
    return Table(_labels("student", "week", "done", "first_try_share"), rows)


def duplicate_table(group: Class) -> Table:
    """The class ranked by duplicate score: each deal's points against the class's mean on that deal."""
    rows = [{"rank": s.rank, "student": s.student, "score": s.score, "deals": s.deals, "points": s.points}
            for s in duplicate_ranking(group.results)]
    return Table(_labels("rank", "student", "score", "deals", "points"), rows)


def write_csv(table: Table, path: Path) -> Path:
    """Write a table as CSV (its labels in the teacher's language as the header; UTF-8 with a BOM for spreadsheets)."""
    with path.open("w", encoding="utf-8-sig", newline="") as out:
        writer = csv.writer(out)
        writer.writerow([table.labels[key] for key in table.keys])
        writer.writerows([[row[key] for key in table.keys] for row in table.rows])
    return path

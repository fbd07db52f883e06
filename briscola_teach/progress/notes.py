"""Each checked answer noted in the student's folder, and read back: the one place that writes.

:func:`record` appends one JSON line (lesson, exercise, right or not, first try or not, local
time, the cell) to the progress file of a student's folder (:func:`student_folder`), and
writes nothing for a lesson cell run as shipped; :func:`read`, :func:`summary` and
:func:`exercises` read the answers back, per lesson and per exercise.
"""

from __future__ import annotations

import json
import os
import sys
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import asdict, dataclass
from datetime import datetime
from pathlib import Path

from ..locale import LANGUAGES, text
from .cells import cell_answered, is_example

__all__ = ["MARK", "FOLDER_VARIABLE", "Entry", "LessonSummary", "RESULTS", "ExerciseResult", "file_name",
           "student_folder", "missed", "record", "entry_from", "read", "summary", "exercises"]

#: The file ``make lab`` puts in the student's work folder: lessons run under it are recorded.
MARK = ".briscola_progress"
#: An environment variable naming a folder to record in, wherever the lessons run (a teacher's test run).
FOLDER_VARIABLE = "BRISCOLA_PROGRESS"


@dataclass(frozen=True)
class Entry:
    """One checked answer: which lesson and exercise, right or not, whether it was the first try, and when."""

    lesson: str
    exercise: str
    ok: bool
    first: bool
    time: str
    #: The lesson's cell it was answered in (its place in the lesson, the same in every edition), if known.
    cell: int | None = None


@dataclass(frozen=True)
class LessonSummary:
    """One lesson's exercises: how many were answered, right at the first try, and right in the end."""

    lesson: str
    done: int
    first_try: int
    solved: int


#: How an exercise ended, in the order a student reads them: right at the first try, solved later, not solved.
RESULTS = ("first_try", "later", "not_solved")


@dataclass(frozen=True)
class ExerciseResult:
    """One exercise as the student left it: its lesson and name, how many tries, how it went (one of RESULTS)."""

    lesson: str
    exercise: str
    tries: int
    result: str
    #: When it was last tried (the record's local time).
    last: str
    #: The lesson's cell it was answered in, if known.
    cell: int | None = None


def file_name(language: str | None = None) -> str:
    """The progress file's name in the student's language."""
    return text("progress.file", language=language)


def student_folder(here: Path | None = None) -> Path | None:
    """The folder answers are recorded in, or None where nothing is recorded (not a student's folder)."""
    named = os.environ.get(FOLDER_VARIABLE)
    if named:
        return Path(named)
    here = Path.cwd() if here is None else here
    if sys.platform == "emscripten":  # the zero-install site: the browser's storage, the student's own
        return here
    for folder in (here, *list(here.parents)[:2]):
        if (folder / MARK).is_file():
            return here
    return None


#: The exercises already answered, per progress file, so a later answer is not a first try.
_ANSWERED: dict[Path, set[str]] = {}
#: Whether the student was told once that answers cannot be saved.
_TOLD: list[bool] = [False]


#: Set while a check shows a solution the student asked for: what it records is a miss.
_MISSED: ContextVar[bool] = ContextVar("briscola_missed", default=False)


@contextmanager
def missed() -> Iterator[None]:
    """Inside: every answer recorded counts as wrong (the student asked for the solution)."""
    token = _MISSED.set(True)
    try:
        yield
    finally:
        _MISSED.reset(token)


def record(lesson: str, exercise: str, ok: bool, *, folder: Path | None = None,
           language: str | None = None) -> Entry | None:
    """Note one checked answer in the student's progress file; the entry, or None if nothing was written.

    A shipped example answer is no attempt: run from a lesson's cell as shipped, nothing is written.
    """
    try:
        if is_example():
            return None
        where = student_folder() if folder is None else folder
        if where is None:
            return None
        path = where / file_name(language)
        answered = _ANSWERED.get(path)
        if answered is None:
            answered = {entry.exercise for entry in _read_file(path)} if path.exists() else set()
        entry = Entry(lesson, exercise, bool(ok) and not _MISSED.get(), exercise not in answered,
                      datetime.now().astimezone().isoformat(timespec="seconds"), cell_answered(lesson))
        with path.open("a", encoding="utf-8") as out:
            out.write(json.dumps(asdict(entry), ensure_ascii=False) + "\n")
        answered.add(exercise)
        _ANSWERED[path] = answered
        return entry
    except (OSError, ValueError) as error:  # a read-only folder, a full disk: the lesson goes on
        if not _TOLD[0]:
            _TOLD[0] = True
            print(text("progress.not_saved", language=language, reason=error.strerror
                       if isinstance(error, OSError) and error.strerror else error))
        return None


def entry_from(value: object) -> Entry | None:
    """A line of a progress file as an entry (None for anything else)."""
    if not isinstance(value, dict):
        return None
    lesson, exercise, ok, first, time = (value.get(k) for k in ("lesson", "exercise", "ok", "first", "time"))
    if not (isinstance(lesson, str) and isinstance(exercise, str) and isinstance(ok, bool)
            and isinstance(first, bool) and isinstance(time, str)):
        return None
    cell = value.get("cell")
    return Entry(lesson, exercise, ok, first, time,
                 cell if isinstance(cell, int) and not isinstance(cell, bool) else None)


def _read_file(path: Path) -> list[Entry]:
    entries = []
    for line in path.read_text(encoding="utf-8", errors="replace").splitlines():
        try:
            entry = entry_from(json.loads(line))
        except ValueError:
            entry = None
        if entry is not None:
            entries.append(entry)
    return entries


def read(folder: Path | None = None) -> list[Entry]:
    """Every answer recorded in ``folder`` (by default the notebook's), in every language's file; broken lines skipped."""
    folder = Path.cwd() if folder is None else folder
    entries: list[Entry] = []
    for name in dict.fromkeys(file_name(language) for language in LANGUAGES):
        path = folder / name
        if path.is_file():
            entries += _read_file(path)
    return sorted(entries, key=lambda e: e.time)


def summary(entries: Iterable[Entry]) -> list[LessonSummary]:
    """Per lesson, in order: exercises answered, right at the first try, right in the end."""
    first: dict[str, dict[str, bool]] = {}
    solved: dict[str, set[str]] = {}
    for entry in entries:
        first.setdefault(entry.lesson, {}).setdefault(entry.exercise, entry.ok and entry.first)
        if entry.ok:
            solved.setdefault(entry.lesson, set()).add(entry.exercise)
    return [LessonSummary(lesson, len(done), sum(done.values()), len(solved.get(lesson, ())))
            for lesson, done in sorted(first.items())]


def exercises(entries: Iterable[Entry]) -> list[ExerciseResult]:
    """Each exercise answered, lesson by lesson in the order first tried: its tries and how it went."""
    found: dict[tuple[str, str], list[Entry]] = {}
    for entry in entries:
        found.setdefault((entry.lesson, entry.exercise), []).append(entry)
    results = []
    for (lesson, exercise), tries in found.items():
        if tries[0].ok and tries[0].first:
            result = "first_try"
        elif any(t.ok for t in tries):
            result = "later"
        else:
            result = "not_solved"
        cell = next((t.cell for t in tries if t.cell is not None), None)
        results.append(ExerciseResult(lesson, exercise, len(tries), result, max(t.time for t in tries), cell))
    return sorted(results, key=lambda r: r.lesson)  # stable: first tried first within a lesson

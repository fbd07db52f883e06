"""What a student got right: each checked answer noted in their folder, a summary, a hand-in file, a class table.

Every check of the lessons and every quiz screen passes its verdict to :func:`record`,
the one place that writes.  It appends one JSON line (lesson, exercise, right or not,
first try or not, local time) to the progress file of the folder the notebook runs
in, but only in a student's folder: one that ``make lab`` marked (a :data:`MARK` file
in it or above it), or the browser's own storage in the zero-install site.  Lessons
run anywhere else (the tests, ``make notebooks``) write nothing.  Recording never
stops a lesson: a folder it cannot write gives one quiet line, once.

>>> import tempfile
>>> folder = Path(tempfile.mkdtemp())
>>> record("01", "points:AC-3O", False, folder=folder).first
True
>>> record("01", "points:AC-3O", True, folder=folder).first
False
>>> [(s.lesson, s.done, s.first_try, s.solved) for s in summary(read(folder))]
[('01', 1, 0, 1)]

The teacher reads a folder of hand-in files::

    python -m briscola_teach.progress classroom folder/
"""

from __future__ import annotations

import hashlib
import html
import json
import re
import sys
import unicodedata
from collections.abc import Iterable, Sequence
from dataclasses import asdict, dataclass
from datetime import date, datetime
from pathlib import Path
from typing import TYPE_CHECKING

from .cards import Card, Suit
from .errors import BriscolaError
from .locale import LANGUAGES, get_language, text
from .tables import Table
from .view import View

if TYPE_CHECKING:
    from .game import Game

__all__ = [
    "MARK",
    "Entry",
    "LessonSummary",
    "classroom",
    "exercise_id",
    "position_id",
    "file_name",
    "hand_in",
    "read",
    "read_hand_in",
    "record",
    "student_folder",
    "summary",
    "summary_html",
    "summary_table",
]

#: The file ``make lab`` puts in the student's work folder: lessons run under it are recorded.
MARK = ".briscola_progress"
#: Where the hand-in keeps the records, inside its HTML page.
_DATA_ID = "briscola-progress"
_DATA = re.compile(r'<script type="application/json" id="' + _DATA_ID + r'">(.*?)</script>', re.S)


@dataclass(frozen=True)
class Entry:
    """One checked answer: which lesson and exercise, right or not, whether it was the first try, and when."""

    lesson: str
    exercise: str
    ok: bool
    first: bool
    time: str


@dataclass(frozen=True)
class LessonSummary:
    """One lesson's exercises: how many were answered, right at the first try, and right in the end."""

    lesson: str
    done: int
    first_try: int
    solved: int


def file_name(language: str | None = None) -> str:
    """The progress file's name in the student's language."""
    return text("progress.file", language=language)


def student_folder(here: Path | None = None) -> Path | None:
    """The folder answers are recorded in, or None where nothing is recorded (not a student's folder)."""
    here = Path.cwd() if here is None else here
    if sys.platform == "emscripten":  # the zero-install site: the browser's storage, the student's own
        return here
    for folder in (here, *list(here.parents)[:2]):
        if (folder / MARK).is_file():
            return here
    return None


def _part(value: object) -> str:
    if isinstance(value, Card):
        return value.code
    if isinstance(value, Suit):
        return value.name.lower()
    if isinstance(value, (tuple, list)):
        return "-".join(_part(v) for v in value)
    return str(value)


def exercise_id(kind: str, *parts: object) -> str:
    """A stable name for an exercise whatever the language: its kind, then its cards and numbers.

    >>> exercise_id("trick", [Card.parse("as de oros"), Card.parse("3C")], Suit.parse("copas"))
    'trick:AO-3C:cups'
    """
    return ":".join([kind, *(_part(p) for p in parts)])


def position_id(kind: str, game: Game | View) -> str:
    """A stable, short name for a position asked about: its muestra, the hand to play and every card seen so far.

    >>> from briscola_teach import Game
    >>> position_id("endgame", Game.new(seed=3)) == position_id("endgame", Game.new(seed=3))
    True
    >>> position_id("endgame", Game.new(seed=3)) == position_id("endgame", Game.new(seed=4))
    False
    """
    if isinstance(game, View):
        cards: list[object] = [game.muestra, *game.hand, *game.played]
    else:
        seat = game.turn
        cards = [game.muestra, *(game.hand(seat) if seat is not None else ()), *game.actions]
    digest = hashlib.sha1(" ".join(_part(c) if isinstance(c, Card) else "swap" for c in cards).encode())
    return f"{kind}:{digest.hexdigest()[:10]}"


#: The exercises already answered, per progress file, so a later answer is not a first try.
_ANSWERED: dict[Path, set[str]] = {}
#: Whether the student was told once that answers cannot be saved.
_TOLD: list[bool] = [False]


def record(lesson: str, exercise: str, ok: bool, *, folder: Path | None = None,
           language: str | None = None) -> Entry | None:
    """Note one checked answer in the student's progress file; the entry, or None if nothing was written."""
    try:
        where = student_folder() if folder is None else folder
        if where is None:
            return None
        path = where / file_name(language)
        answered = _ANSWERED.get(path)
        if answered is None:
            answered = {entry.exercise for entry in _read_file(path)} if path.exists() else set()
        entry = Entry(lesson, exercise, bool(ok), exercise not in answered,
                      datetime.now().astimezone().isoformat(timespec="seconds"))
        with path.open("a", encoding="utf-8") as out:
            out.write(json.dumps(asdict(entry), ensure_ascii=False) + "\n")
        answered.add(exercise)
        _ANSWERED[path] = answered
        return entry
    except (OSError, ValueError) as error:  # a read-only folder, a full disk: the lesson goes on
        if not _TOLD[0]:
            _TOLD[0] = True
            print(text("progress.not_saved", reason=error.strerror if isinstance(error, OSError)
                       and error.strerror else error))
        return None


def _entry(value: object) -> Entry | None:
    """A line of a progress file as an entry (None for anything else)."""
    if not isinstance(value, dict):
        return None
    lesson, exercise, ok, first, time = (value.get(k) for k in ("lesson", "exercise", "ok", "first", "time"))
    if not (isinstance(lesson, str) and isinstance(exercise, str) and isinstance(ok, bool)
            and isinstance(first, bool) and isinstance(time, str)):
        return None
    return Entry(lesson, exercise, ok, first, time)


def _read_file(path: Path) -> list[Entry]:
    entries = []
    for line in path.read_text(encoding="utf-8", errors="replace").splitlines():
        try:
            entry = _entry(json.loads(line))
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


def _columns(*keys: str) -> dict[str, str]:
    return {key: text(f"progress.col_{key}") for key in keys}


def summary_table(entries: Iterable[Entry]) -> Table:
    """The summary as a table a lesson shows: one row per lesson."""
    return _table(summary(entries))


def _table(lessons: Sequence[LessonSummary]) -> Table:
    rows = [{"lesson": text("progress.lesson", n=int(s.lesson) if s.lesson.isdigit() else s.lesson),
             "done": s.done, "first_try": s.first_try, "solved": s.solved} for s in lessons]
    return Table(_columns("lesson", "done", "first_try", "solved"), rows, index="lesson")


def summary_html(entries: Iterable[Entry]) -> str:
    """The summary as a page shows it: the table and the totals, or a line saying nothing was checked yet."""
    lessons = summary(entries)
    if not lessons:
        return f'<p class="bt-progress-empty">{html.escape(text("progress.nothing_yet"))}</p>'
    totals = text("progress.totals", done=sum(s.done for s in lessons), first_try=sum(s.first_try for s in lessons))
    return (_table(lessons)._repr_html_()
            + f'<p class="bt-progress-totals">{html.escape(totals)}</p>')


def _slug(name: str) -> str:
    plain = unicodedata.normalize("NFKD", name).encode("ascii", "ignore").decode()
    return "_".join(re.findall(r"[A-Za-z0-9]+", plain))


def hand_in(name: str, *, folder: Path | None = None, today: date | None = None,
            language: str | None = None) -> Path:
    """Write the hand-in page (a summary to read, every answer inside) next to the progress file; its path."""
    if not isinstance(name, str) or not _slug(name):
        raise BriscolaError("progress.no_name", given=name)
    folder = Path.cwd() if folder is None else folder
    today = date.today() if today is None else today
    language = language or get_language()
    entries = read(folder)
    path = folder / text("progress.hand_in_file", language=language, name=_slug(name)[:40], date=today.isoformat())
    data = {"student": name.strip(), "date": today.isoformat(), "entries": [asdict(e) for e in entries]}
    body = summary_html(entries)
    title = text("progress.hand_in_title", name=name.strip(), date=today.isoformat(), language=language)
    page = (f'<!DOCTYPE html>\n<html lang="{language}"><head><meta charset="utf-8">'
            f"<title>{html.escape(title)}</title></head><body>\n<h1>{html.escape(title)}</h1>\n{body}\n"
            f'<script type="application/json" id="{_DATA_ID}">'
            + json.dumps(data, ensure_ascii=False).replace("</", "<\\/")
            + "</script>\n</body></html>\n")
    path.write_text(page, encoding="utf-8")
    return path


def read_hand_in(path: Path) -> tuple[str, list[Entry]]:
    """The student's name and answers in a hand-in file (its page, or the JSON alone)."""
    content = path.read_text(encoding="utf-8", errors="replace")
    found = _DATA.search(content)
    try:
        data = json.loads(found.group(1) if found else content)
    except ValueError:
        data = None
    if not isinstance(data, dict) or not isinstance(data.get("student"), str) \
            or not isinstance(data.get("entries"), list):
        raise BriscolaError("progress.not_a_hand_in", file=path.name)
    entries = [e for e in map(_entry, data["entries"]) if e is not None]
    return data["student"], entries


def classroom(folder: Path, *, skipped: list[str] | None = None) -> Table:
    """One row per student and lesson from every hand-in file in ``folder``; files that are none go to ``skipped``."""
    if not folder.is_dir():
        raise BriscolaError("progress.no_folder", folder=str(folder))
    rows = []
    for path in sorted(p for p in folder.iterdir() if p.suffix in (".html", ".json")):
        try:
            student, entries = read_hand_in(path)
        except (BriscolaError, OSError):
            if skipped is not None:
                skipped.append(path.name)
            continue
        rows += [{"student": student, "lesson": s.lesson, "done": s.done, "first_try": s.first_try,
                  "solved": s.solved} for s in summary(entries)]
    rows.sort(key=lambda row: (str(row["student"]).casefold(), str(row["lesson"])))
    return Table(_columns("student", "lesson", "done", "first_try", "solved"), rows)


def _shown(table: Table) -> str:
    try:
        import pandas  # noqa: F401
    except ImportError:
        return repr(table)
    return str(table.to_pandas().to_string(index=False))


def main(argv: Sequence[str]) -> int:
    """``classroom FOLDER``: print the table of every hand-in in the folder."""
    if len(argv) != 2 or argv[0] != "classroom":
        print("usage: python -m briscola_teach.progress classroom FOLDER", file=sys.stderr)
        return 2
    skipped: list[str] = []
    try:
        table = classroom(Path(argv[1]), skipped=skipped)
    except BriscolaError as error:
        print(error, file=sys.stderr)
        return 2
    print(_shown(table) if len(table) else text("progress.no_hand_ins", folder=argv[1]))
    if skipped:
        print(text("progress.skipped", files=", ".join(skipped)), file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

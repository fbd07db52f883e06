"""What a student got right: each checked answer noted in their folder, a summary, each exercise, a hand-in file.

Every check of the lessons and every quiz screen passes its verdict to :func:`record`,
the one place that writes.  It appends one JSON line (lesson, exercise, right or not,
first try or not, local time) to the progress file of the folder the notebook runs
in, but only in a student's folder: one that ``make lab`` marked (a :data:`MARK` file
in it or above it), the folder named by the :data:`FOLDER_VARIABLE` environment
variable, or the browser's own storage in the zero-install site.  Lessons run anywhere
else (``make notebooks``) write nothing.  Recording never stops a lesson: a folder it
cannot write gives one quiet line, once.

Only what the student writes or clicks is an attempt.  A lesson cell run exactly as the
course ships it holds an example answer, not the student's: :func:`is_example` knows
those cells by their fingerprint (:func:`code_digest`, listed in the lessons' manifest
that ``lab/editions.py build`` writes), :func:`record` writes nothing for them, and the
checks keep their verdict behind a "show answer" button.

>>> import tempfile
>>> folder = Path(tempfile.mkdtemp())
>>> record("01", "points:AC-3O", False, folder=folder).first
True
>>> record("01", "points:AC-3O", True, folder=folder).first
False
>>> [(s.lesson, s.done, s.first_try, s.solved) for s in summary(read(folder))]
[('01', 1, 0, 1)]

The teacher reads a folder of hand-in files and saved hands (:mod:`briscola_teach.classroom`)::

    python -m briscola_teach.progress classroom folder/ [--lang es|en|it] [--csv class.csv]
"""

from __future__ import annotations

import functools
import hashlib
import html
import io
import json
import os
import re
import sys
import tokenize
import unicodedata
from collections.abc import Iterable, Iterator, Sequence
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import asdict, dataclass
from datetime import date, datetime
from importlib import resources
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol
from urllib.parse import quote

from .cards import CODES, Card, Suit
from .errors import BriscolaError
from .locale import LANGUAGES, get_language, has_text, text, words
from .tables import Table
from .view import View

if TYPE_CHECKING:
    from .game import Game

__all__ = [
    "FOLDER_VARIABLE",
    "MARK",
    "Played",
    "Entry",
    "ExerciseResult",
    "LessonSummary",
    "behind_answer_button",
    "cell_answered",
    "class_results_html",
    "code_digest",
    "describe",
    "exercise_id",
    "exercises",
    "exercises_html",
    "is_example",
    "lesson_notebooks",
    "position_id",
    "file_name",
    "hand_in",
    "hand_in_class_results",
    "hand_in_page",
    "parse_hand_in",
    "read",
    "read_hand_in",
    "record",
    "running_cell",
    "student_folder",
    "summary",
    "summary_html",
    "summary_table",
]

#: The file ``make lab`` puts in the student's work folder: lessons run under it are recorded.
MARK = ".briscola_progress"
#: An environment variable naming a folder to record in, wherever the lessons run (a teacher's test run).
FOLDER_VARIABLE = "BRISCOLA_PROGRESS"
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


_SPACING = {tokenize.COMMENT, tokenize.NL, tokenize.ENCODING, tokenize.ENDMARKER}


def code_digest(code: str) -> str:
    """A cell's fingerprint: the same for the same program, whatever its comments, blank lines and spaces.

    >>> code_digest("mi_respuesta = 2   # 1 o 2") == code_digest("mi_respuesta=2")
    True
    >>> code_digest("mi_respuesta = 2") == code_digest("mi_respuesta = 1")
    False
    """
    try:
        words = [token.string if token.type != tokenize.INDENT else "\t"
                 for token in tokenize.generate_tokens(io.StringIO(code + "\n").readline)
                 if token.type not in _SPACING]
    except (tokenize.TokenError, SyntaxError):  # not Python: compared word for word
        words = code.split()
    return hashlib.sha1("\x1f".join(words).encode()).hexdigest()[:16]


@functools.cache
def _manifest() -> dict[str, Any]:
    """The lessons as the course ships them (``data/lessons.json``, written by ``lab/editions.py build``)."""
    try:
        data = json.loads(resources.files(__package__).joinpath("data", "lessons.json").read_text(encoding="utf-8"))
    except (OSError, ValueError):  # pragma: no cover - a broken install records every cell
        return {}
    return data if isinstance(data, dict) else {}


def lesson_of(helper: str) -> str:
    """The lesson a helper module serves (its dotted name: ``lesson_of(__name__)``), as the lessons' manifest says.

    ``lab/editions.py build`` writes it from the lessons' code: the lesson that imports the
    most of the module's names.

    >>> lesson_of("briscola_teach.exercises.counting")
    '08'
    """
    lesson = _manifest().get("helpers", {}).get(helper)
    if not isinstance(lesson, str):
        raise LookupError(f"no lesson uses {helper}: the manifest (lab/editions.py build) names none")
    return lesson


def lesson_notebooks(language: str | None = None) -> dict[str, str]:
    """Each lesson's notebook file in ``language`` by its number: ``{"02": "02_quien_gana_la_baza.ipynb", ...}``."""
    names = _manifest().get("notebooks", {}).get(language or get_language(), {})
    return {number: f"{name}.ipynb" for number, name in names.items()}


def running_cell() -> str | None:
    """The code of the notebook cell running now; None outside one (a button's click, a script, a test)."""
    shell = sys.modules["IPython"].get_ipython() if "IPython" in sys.modules else None
    parent = getattr(shell, "parent_header", None)
    if not parent and "pyodide_kernel" in sys.modules:  # the zero-install site's kernel keeps it on itself
        parent = getattr(getattr(sys.modules["pyodide_kernel"], "kernel_instance", None), "_parent_header", None)
    if not isinstance(parent, dict) or parent.get("header", {}).get("msg_type") != "execute_request":
        return None
    code = parent.get("content", {}).get("code")
    return code if isinstance(code, str) else None


def is_example() -> bool:
    """Whether the cell running now is a lesson's cell exactly as shipped: its answer is the course's example."""
    code = running_cell()
    return code is not None and code_digest(code) in _shipped_cells()


def behind_answer_button(verdict: str, *, note: str | None = None) -> str:
    """A verdict (HTML) folded under a "show answer" button, with a line on why (by default: an example was checked)."""
    note = html.escape(text("progress.example_note") if note is None else note)
    button = html.escape(text("progress.show_answer"))
    return ('<div class="bt-check bt-example" style="border-left:4px solid #1f4e79;padding:4px 10px">'
            f'<p style="color:#1f4e79;margin:2px 0">{note}</p>'
            '<details style="margin:4px 0"><summary style="cursor:pointer;display:inline-block;'
            'padding:2px 10px;border:1px solid #1f4e79;border-radius:4px;color:#1f4e79;font-weight:600">'
            f'{button}</summary>{verdict}</details></div>')


def cell_answered(lesson: str) -> int | None:
    """Which of the lesson's cells is running now: the shipped cell sharing most lines with it (None if none does).

    A student changes an answer line or two; the cell's other lines stay as shipped and tell which one it is.
    """
    code = running_cell()
    if code is None:
        return None
    mine = {code_digest(line) for line in code.splitlines() if line.strip() and not line.lstrip().startswith("#")}
    shared = {int(index): len(mine & set(lines))
              for index, lines in _manifest().get("cell_lines", {}).get(lesson, {}).items()}
    best = max(shared, key=lambda index: (shared[index], -index), default=None)
    return best if best is not None and shared[best] else None


@functools.cache
def _shipped_cells() -> frozenset[str]:
    return frozenset(_manifest().get("shipped_cells", ()))


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
    cell = value.get("cell")
    return Entry(lesson, exercise, ok, first, time,
                 cell if isinstance(cell, int) and not isinstance(cell, bool) else None)


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


@functools.lru_cache(maxsize=4096)
def _shown_part(part: str, language: str) -> str:
    """One part of an exercise's name as the student reads it: cards and suits named, numbers as they are."""
    items = part.split("-")
    if all(item in CODES for item in items):
        return ", ".join(CODES[item].name(language) for item in items)
    if part.upper() in Suit.__members__:
        return Suit[part.upper()].name_in(language)
    return part.replace("-", ", ")


def describe(exercise: str, lesson: str = "", *, language: str | None = None) -> str:
    """An exercise's name in the student's language: what was asked, and about which cards or numbers.

    >>> describe("points:AC-3O", "01", language="en")
    'Points of a pile · ace of hearts, three of diamonds'
    >>> describe("endgame:0a1b2c3d4e", "09", language="es")
    'Problema de final (una posición)'
    """
    language = language or get_language()
    kind, *parts = exercise.split(":")
    label = _kind_label(kind, lesson, language)
    if len(parts) == 1 and re.fullmatch(r"[0-9a-f]{10}", parts[0]):  # a position, named by its digest
        return text("progress.a_position", what=label, language=language)
    details = [_shown_part(part, language) for part in parts]
    return " · ".join([label, *details]) if details else label


@functools.lru_cache(maxsize=512)
def _kind_label(kind: str, lesson: str, language: str) -> str:
    """What a kind of exercise asks, in a language: the name its lesson's helper gives it, else the kit's."""
    helpers = [module.rpartition(".")[2] for module, served in _manifest().get("helpers", {}).items()
               if served == lesson]
    for key in (*(f"progress.ex_{helper}_{kind}" for helper in helpers), f"progress.ex_{kind}"):
        if has_text(key, language):
            return text(key, language=language)
    return kind.replace("_", " ")


def exercises_html(entries: Iterable[Entry], *, language: str | None = None, links: bool = True) -> str:
    """Each exercise as a row to act on: its lesson (a link back to it), what it was, the tries and how it went."""
    language = language or get_language()
    results = exercises(entries)
    if not results:
        return ""
    notebooks = lesson_notebooks(language) if links else {}
    marks = {"first_try": ("✔", "#1d6b2c"), "later": ("✔", "#1f4e79"), "not_solved": ("✘", "#a40000")}
    head = "".join(f"<th>{html.escape(text(f'progress.col_{key}', language=language))}</th>"
                   for key in ("lesson", "exercise", "tries", "result"))
    go = html.escape(text("progress.go_to_lesson", language=language))
    ids = _manifest().get("cell_ids", {}).get(language, {})

    def place(result: ExerciseResult) -> str:
        name = html.escape(text("progress.lesson", n=_lesson_number(result.lesson), language=language))
        notebook = notebooks.get(result.lesson)
        if not notebook:
            return name
        cell = ids.get(result.lesson, {}).get(str(result.cell))
        target = f"{notebook}#cell-id={cell}" if cell else notebook  # JupyterLab scrolls to that cell
        return f'<a href="{html.escape(quote(target, safe="/#="))}" title="{go}">{name}</a>'

    verdicts = {key: f'<td style="color:{colour}">{mark} '
                     f'{html.escape(text(f"progress.result_{key}", language=language))}</td>'
                for key, (mark, colour) in marks.items()}
    rows = [f"<tr><td>{place(result)}</td>"
            f"<td>{html.escape(describe(result.exercise, result.lesson, language=language))}</td>"
            f"<td>{result.tries}</td>{verdicts[result.result]}</tr>" for result in results]
    title = html.escape(text("progress.exercises_title", language=language))
    hint = f'<p>{html.escape(text("progress.exercises_hint", language=language))}</p>' if links else ""
    return (f'<h3 class="bt-progress-exercises-title">{title}</h3>{hint}'
            f'<table class="bt-progress-exercises"><thead><tr>{head}</tr></thead>'
            f'<tbody>{"".join(rows)}</tbody></table>')


def _lesson_number(lesson: str) -> int | str:
    return int(lesson) if lesson.isdigit() else lesson


def _columns(*keys: str, language: str | None = None) -> dict[str, str]:
    return {key: text(f"progress.col_{key}", language=language) for key in keys}


def summary_table(entries: Iterable[Entry]) -> Table:
    """The summary as a table a lesson shows: one row per lesson."""
    return _table(summary(entries))


def _table(lessons: Sequence[LessonSummary], language: str | None = None) -> Table:
    rows = [{"lesson": text("progress.lesson", n=_lesson_number(s.lesson), language=language),
             "done": s.done, "first_try": s.first_try, "solved": s.solved} for s in lessons]
    return Table(_columns("lesson", "done", "first_try", "solved", language=language), rows, index="lesson",
                 language=language)


def summary_html(entries: Iterable[Entry], *, language: str | None = None) -> str:
    """The summary as a page shows it: the table and the totals, or a line saying nothing was checked yet."""
    said = words(language)
    lessons = summary(entries)
    if not lessons:
        return f'<p class="bt-progress-empty">{html.escape(said.text("progress.nothing_yet"))}</p>'
    done = sum(s.done for s in lessons)
    totals = said.count("progress.totals", done, done=done, first_try=sum(s.first_try for s in lessons))
    return (_table(lessons, said.language)._repr_html_()
            + f'<p class="bt-progress-totals">{html.escape(totals)}</p>')


def _slug(name: str) -> str:
    plain = unicodedata.normalize("NFKD", name).encode("ascii", "ignore").decode()
    return "_".join(re.findall(r"[A-Za-z0-9]+", plain))


class Played(Protocol):
    """A result on a class code (:class:`briscola_teach.duplicate.DealResult`): the code, the deal, the points."""

    @property
    def code(self) -> str: ...
    @property
    def deal(self) -> int: ...
    @property
    def points(self) -> int: ...


def _class_record(result: Played) -> dict[str, object]:
    """A class-code result as the hand-in keeps it: its code, deal and points."""
    return {"code": result.code, "deal": result.deal, "points": result.points}


def class_results_html(results: Sequence[Played], *, language: str | None = None) -> str:
    """One line per class code the student played (deals, points), for the hand-in page."""
    by_code: dict[str, list[int]] = {}
    for result in results:
        by_code.setdefault(result.code, []).append(result.points)
    said = words(language)
    lines = [said.count("duplicate.played", len(points), code=code, deals=len(points), points=sum(points))
             for code, points in sorted(by_code.items())]
    return "".join(f'<p class="bt-progress-class">{html.escape(line)}</p>' for line in lines)


def hand_in_page(name: str, entries: Sequence[Entry], *, today: date,
                 language: str | None = None, class_results: Sequence[Played] = ()) -> tuple[str, str]:
    """The hand-in's file name and page: the summary and each exercise to read, every answer inside as data.

    ``class_results``: the student's results on class codes (:class:`briscola_teach.duplicate.DealResult`,
    or anything with ``code``, ``deal`` and ``points``), carried for the class's duplicate ranking.
    """
    if not isinstance(name, str) or not _slug(name):
        blank = name is None or (isinstance(name, str) and not name.strip())
        raise BriscolaError("progress.no_name" if blank else "progress.bad_name", given=name)
    language = language or get_language()
    file = text("progress.hand_in_file", language=language, name=_slug(name)[:40], date=today.isoformat())
    played = [_class_record(result) for result in class_results]
    data = {"student": name.strip(), "date": today.isoformat(), "entries": [asdict(e) for e in entries],
            "class_results": played}
    title = text("progress.hand_in_title", name=name.strip(), date=today.isoformat(), language=language)
    body = (summary_html(entries, language=language) + class_results_html(class_results, language=language)
            + exercises_html(entries, language=language, links=False))
    page = (f'<!DOCTYPE html>\n<html lang="{language}"><head><meta charset="utf-8">'
            f"<title>{html.escape(title)}</title></head><body>\n<h1>{html.escape(title)}</h1>\n{body}\n"
            f'<script type="application/json" id="{_DATA_ID}">'
            + json.dumps(data, ensure_ascii=False).replace("</", "<\\/")
            + "</script>\n</body></html>\n")
    return file, page


def hand_in(name: str, *, folder: Path | None = None, today: date | None = None,
            language: str | None = None, entries: Sequence[Entry] | None = None,
            class_results: Sequence[Played] = ()) -> Path:
    """Write the hand-in page next to the progress file (of ``entries``, by default the folder's); its path."""
    folder = Path.cwd() if folder is None else folder
    file, page = hand_in_page(name, read(folder) if entries is None else entries,
                              today=date.today() if today is None else today, language=language,
                              class_results=class_results)
    path = folder / file
    path.write_text(page, encoding="utf-8")
    return path


def parse_hand_in(content: str) -> tuple[str, list[Entry]] | None:
    """The student's name and answers in a hand-in's text (its page, or the JSON alone); None if it is none."""
    found = _DATA.search(content)
    try:
        data = json.loads(found.group(1) if found else content)
    except (ValueError, RecursionError):
        return None
    if not isinstance(data, dict) or not isinstance(data.get("student"), str) \
            or not data["student"].strip() or not isinstance(data.get("entries"), list):
        return None
    return data["student"].strip(), [e for e in map(_entry, data["entries"]) if e is not None]


def hand_in_class_results(content: str) -> list[dict[str, Any]]:
    """The class-code results a hand-in carries (each a mapping with code, deal and points; checked by the reader)."""
    found = _DATA.search(content)
    try:
        data = json.loads(found.group(1) if found else content)
    except (ValueError, RecursionError):
        return []
    results = data.get("class_results") if isinstance(data, dict) else None
    return [dict(r) for r in results if isinstance(r, dict)] if isinstance(results, list) else []


def read_hand_in(path: Path) -> tuple[str, list[Entry]]:
    """The student's name and answers in a hand-in file; a BriscolaError naming the file if it is none."""
    found = parse_hand_in(path.read_text(encoding="utf-8", errors="replace"))
    if found is None:
        raise BriscolaError("progress.not_a_hand_in", file=path.name)
    return found


if __name__ == "__main__":  # ``python -m briscola_teach.progress classroom FOLDER``: the class view's command
    from briscola_teach.classroom import main

    sys.exit(main(sys.argv[1:]))

"""What the student reads of their progress, and hands in: each exercise, the lessons' summary, the hand-in page.

The hand-in is one HTML page (:func:`hand_in_page`) with every answer inside as data, so
the teacher's :mod:`briscola_teach.classroom` reads it back (:func:`parse_hand_in`).
"""

from __future__ import annotations

import functools
import html
import json
import re
import unicodedata
from collections.abc import Iterable, Sequence
from dataclasses import asdict
from datetime import date
from pathlib import Path
from typing import Any, Protocol
from urllib.parse import quote

from ..cards import CODES, Rank, Suit
from ..errors import BriscolaError
from ..locale import get_language, has_text, text, words
from ..tables import Table
from .cells import lesson_notebooks, manifest
from .notes import Entry, ExerciseResult, LessonSummary, entry_from, exercises, read, summary

__all__ = ["describe", "exercises_html", "summary_table", "summary_html", "Played", "class_results_html",
           "hand_in_page", "hand_in", "parse_hand_in", "hand_in_class_results", "read_hand_in"]

#: Where the hand-in keeps the records, inside its HTML page.
_DATA_ID = "briscola-progress"
_DATA = re.compile(r'<script type="application/json" id="' + _DATA_ID + r'">(.*?)</script>', re.S)


@functools.lru_cache(maxsize=4096)
def _shown_part(part: str, language: str) -> str:
    """One part of an exercise's name as the student reads it: cards and suits named, numbers as they are."""
    items = part.split("-")
    if all(item in CODES for item in items):
        return ", ".join(CODES[item].name(language) for item in items)
    ranks = [item.removeprefix("Rank.") for item in items]  # an order of ranks is recorded as "Rank.ACE-Rank.THREE"
    if all(rank in Rank.__members__ for rank in ranks):
        return ", ".join(Rank[rank].name_in(language) for rank in ranks)
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
    helpers = [module.rpartition(".")[2] for module, served in manifest().get("helpers", {}).items()
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
    ids = manifest().get("cell_ids", {}).get(language, {})

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
    return data["student"].strip(), [e for e in map(entry_from, data["entries"]) if e is not None]


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

"""The teacher's view of a class: a folder of hand-ins and saved hands, read into tables and charts.

Students hand in the page lesson 99 makes (:func:`briscola_teach.progress.hand_in`) and
the hands they saved at the table (``mis_manos/mano_1.json``; the app keeps each
student's hands in a folder named after them).  A hand-in carries the student's results
on class codes, and the app's results files (``clase_ROBLE.json``) are read too: the
class is ranked by duplicate score (:func:`duplicate_table`).  The teacher puts them all in one folder,
in sub-folders or not, and reads the class::

    python -m briscola_teach.progress classroom FOLDER [--lang es|en|it] [--csv FILE]

or opens the class notebook of their guide.  Every file is read once and judged alone:
a hand-in downloaded twice ("… (1).html") counts once, a file that is neither a hand-in
nor a saved hand is named with the reason, and a hostile one (binary, truncated, huge)
gives that one line, never a traceback.  A saved hand belongs to the student whose folder
holds it; the student sits at seat 1 (seat 0 in the code), as at the table.

>>> import tempfile
>>> folder = sample_class(Path(tempfile.mkdtemp()), students=2, hands=1)
>>> group = read_class(folder)
>>> sorted(group.students), len(group.hands), [name for name, _ in group.not_read]
(['Ana García', 'Bruno Rossi'], 2, ['notas.txt'])
"""

from __future__ import annotations

import argparse
import csv
import hashlib
import os
import sys
import random
import unicodedata
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from datetime import date, timedelta
from pathlib import Path
from typing import TYPE_CHECKING, Any

from .cards import Card, Suit
from . import plots
from .coach import review
from .duplicate import DealResult, ResultError, duplicate_ranking, is_results, result_from_mapping, results_in
from .errors import BriscolaError
from .game import Game
from .locale import LANGUAGES, text, using
from .locale.editions import choose
from .mistakes import Mistake
from .progress import (Entry, describe, exercise_id, exercises, hand_in_class_results, hand_in_page, lesson_of,
                       parse_hand_in, summary)
from .seeds import derive_seed
from .tables import Table

if TYPE_CHECKING:
    from matplotlib.figure import Figure

__all__ = [
    "MAX_BYTES",
    "Class",
    "SavedHand",
    "duplicate_table",
    "environment_language",
    "lessons_table",
    "lessons_chart",
    "missed_table",
    "missed_chart",
    "mistakes_table",
    "mistakes_chart",
    "read_class",
    "sample_class",
    "trend_table",
    "trend_chart",
    "write_csv",
]

#: A file larger than this is no hand-in nor saved hand (a whole course's hand-in is a few hundred KB).
MAX_BYTES = 5_000_000
#: The student's seat in a saved hand: the table seats the student first.
STUDENT_SEAT = 0


@dataclass(frozen=True)
class SavedHand:
    """A hand a student saved at the table: whose it is, its file, and the game."""

    student: str
    file: str
    game: Game


@dataclass
class Class:
    """What a folder of a class holds: each student's answers, their saved hands, and the files not read."""

    #: Each student's answers by name, every hand-in of theirs merged (a copy counts once).
    students: dict[str, list[Entry]] = field(default_factory=dict)
    hands: list[SavedHand] = field(default_factory=list)
    #: The students' results on class codes, from their hand-ins and results files (each deal once).
    results: list[DealResult] = field(default_factory=list)
    #: Each file not read, with the reason in the teacher's language.
    not_read: list[tuple[str, str]] = field(default_factory=list)


def environment_language(environ: Mapping[str, str] = os.environ) -> str:
    """The teacher's language from the machine's locale (``LC_ALL``, ``LC_MESSAGES``, ``LANG``), as ``make lab`` does.

    >>> [environment_language({"LANG": value}) for value in ("it_IT.UTF-8", "C", "de_DE")]
    ['it', 'es', 'en']
    """
    return choose(environ)


def _key(name: str) -> str:
    """Who a name stands for: "Ana García", "ana garcia " and "ANA GARCÍA" are one student."""
    plain = unicodedata.normalize("NFKD", name).encode("ascii", "ignore").decode()
    return " ".join(plain.casefold().split())


def read_class(folder: Path) -> Class:
    """Every hand-in and saved hand under ``folder``, each file judged alone; the ones not read, with why."""
    if not folder.is_dir():
        raise BriscolaError("progress.no_folder", folder=str(folder))
    group = Class()
    names: dict[str, str] = {}
    seen: set[str] = set()
    answers: dict[str, dict[tuple[str, str, bool, bool, str], Entry]] = {}
    for path in sorted(p for p in folder.rglob("*") if not p.is_dir()):
        shown = path.relative_to(folder).as_posix()
        try:
            if not path.is_file():
                raise _NotRead("classroom.why_not_a_file")
            size = path.stat().st_size
            if size > MAX_BYTES:
                raise _NotRead("classroom.why_too_big", size=round(size / 1_000_000))
            data = path.read_bytes()
            digest = hashlib.sha256(data).hexdigest()
            if digest in seen:  # the same file twice ("… (1).html"): counted once
                continue
            if b"\0" in data[:4096]:
                raise _NotRead("classroom.why_binary")
            content = data.decode("utf-8", errors="replace")
            handed = parse_hand_in(content) if path.suffix.lower() in (".html", ".htm", ".json") else None
            if handed is not None:
                name, entries = handed
                carried = [result_from_mapping({**r, "student": name}) for r in hand_in_class_results(content)]
                key = _key(name)
                names.setdefault(key, name)
                mine = answers.setdefault(key, {})
                for entry in entries:
                    mine.setdefault((entry.lesson, entry.exercise, entry.ok, entry.first, entry.time), entry)
                group.results += carried
            elif path.suffix.lower() == ".json" and is_results(content):
                owner = path.relative_to(folder).parts[0] if len(path.relative_to(folder).parts) > 1 else ""
                group.results += results_in(content, file=path.name, student=names.get(_key(owner)), unnamed=owner)
            elif path.suffix.lower() == ".json":
                game = _saved_hand(content)
                owner = path.relative_to(folder).parts[0] if len(path.relative_to(folder).parts) > 1 else ""
                group.hands.append(SavedHand(names.get(_key(owner), owner) or text("classroom.unknown_student"),
                                             shown, game))
            else:
                raise _NotRead("classroom.why_not_a_hand_in")
            seen.add(digest)
        except _NotRead as why:
            group.not_read.append((shown, str(why)))
        except ResultError as error:
            group.not_read.append((shown, text("classroom.why_broken_results", error=str(error))))
        except (OSError, ValueError, RecursionError) as error:
            group.not_read.append((shown, text("classroom.why_unreadable", error=str(error) or type(error).__name__)))
    group.students = {names[key]: sorted(found.values(), key=lambda e: e.time)
                      for key, found in sorted(answers.items())}
    for index, hand in enumerate(group.hands):  # a hand's folder named before its student's hand-in was read
        known = names.get(_key(hand.student))
        if known is not None and known != hand.student:
            group.hands[index] = SavedHand(known, hand.file, hand.game)
    played: dict[tuple[str, str, int], DealResult] = {}  # a deal in a hand-in and in a results file: once
    for result in group.results:
        student = names.get(_key(result.student), result.student)
        played.setdefault((_key(student), result.code.strip().upper(), result.deal),
                          DealResult(student, result.code, result.deal, result.points))
    group.results = list(played.values())
    return group


class _NotRead(Exception):
    """A file set aside, with the reason the teacher reads."""

    def __init__(self, key: str, **fields: Any) -> None:
        super().__init__(text(key, **fields))


def _saved_hand(content: str) -> Game:
    """The game in a saved hand's text; a ValueError naming what is wrong otherwise."""
    try:
        return Game.from_json(content)
    except ValueError as error:
        raise _NotRead("classroom.why_broken_hand", error=str(error)) from error


# ---------------------------------------------------------------------- tables

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


# ---------------------------------------------------------------------- charts

def _figure(width: float, height: float) -> Figure:
    """A chart Jupyter shows as a picture (the kit's own figure), its parts laid out to fit."""
    figure = plots._figure(width, height)
    figure.set_layout_engine("constrained")
    return figure


def _bars(labels: Sequence[str], values: Sequence[float], *, title: str, xlabel: str,
          colour: str) -> Figure:
    figure = _figure(8.0, 0.45 * max(len(labels), 3) + 1.0)
    axes = figure.subplots()
    axes.barh([label if len(label) <= 48 else label[:47] + "…" for label in labels][::-1], list(values)[::-1],
              color=colour)
    figure.suptitle(title)
    axes.set_xlabel(xlabel)
    from matplotlib.ticker import MaxNLocator

    axes.xaxis.set_major_locator(MaxNLocator(integer=True))
    return figure


def lessons_chart(group: Class) -> Figure:
    """Per lesson, how many exercises the class got right the first time and solved at the end."""
    import numpy as np

    table = lessons_table(group)
    lessons = sorted({str(row["lesson"]) for row in table})
    first = [sum(int(str(r["first_try"])) for r in table if r["lesson"] == lesson) for lesson in lessons]
    solved = [sum(int(str(r["solved"])) for r in table if r["lesson"] == lesson) for lesson in lessons]
    done = [sum(int(str(r["done"])) for r in table if r["lesson"] == lesson) for lesson in lessons]
    figure = _figure(8.0, 3.2)
    axes = figure.subplots()
    x = np.arange(len(lessons))
    for shift, values, key, colour in ((-0.27, done, "done", "#9db7d5"), (0.0, solved, "solved", "#1f4e79"),
                                       (0.27, first, "first_try", "#1d6b2c")):
        axes.bar(x + shift, values, width=0.27, label=text(f"progress.col_{key}"), color=colour)
    axes.set_xticks(x, [text("progress.lesson", n=int(n)) for n in lessons])
    axes.set_title(text("classroom.chart_lessons"))
    axes.legend(loc="upper right", fontsize="small")
    return figure


def missed_chart(group: Class, *, top: int = 10) -> Figure:
    """The exercises the class misses most, as bars."""
    table = missed_table(group, top=top)
    labels = [f"{row['lesson']} · {row['exercise']}" for row in table]
    return _bars(labels, [int(str(v)) for v in table["missed_first"]], title=text("classroom.chart_missed"),
                 xlabel=text("progress.col_missed_first"), colour="#a40000")


def mistakes_chart(group: Class) -> Figure:
    """The beginner mistakes by kind over the class's saved hands, as bars."""
    table = mistakes_table(group)
    return _bars([str(v) for v in table["mistake"]], [int(str(v)) for v in table["times"]],
                 title=text("classroom.chart_mistakes", hands=len(group.hands)),
                 xlabel=text("progress.col_times"), colour="#8a5a00")


def trend_chart(group: Class) -> Figure:
    """Each student's share of exercises right the first time, week by week."""
    import numpy as np

    table = trend_table(group)
    figure = _figure(8.0, 3.4)
    axes = figure.subplots()
    for student in group.students:
        mine = [row for row in table if row["student"] == student]
        axes.plot(np.array([str(r["week"]) for r in mine], dtype="datetime64[D]"),
                  [float(str(r["first_try_share"])) for r in mine], marker="o", label=student)
    axes.set_ylim(0, 105)
    axes.set_ylabel(text("progress.col_first_try_share"))
    axes.set_title(text("classroom.chart_trend"))
    axes.legend(loc="lower right", fontsize="small", ncols=2)
    figure.autofmt_xdate()
    return figure


# ---------------------------------------------------------------------- a sample class

#: The class code the sample class played.
SAMPLE_CODE = "ROBLE"
#: How each sample student plays the class code's deals.
_SAMPLE_LEVELS = ("principiante", "sensato", "random", "principiante", "sensato", "random")
_SAMPLE_NAMES = ("Ana García", "Bruno Rossi", "Carmen Ruiz", "David Okafor", "Elena Bianchi", "Farid Haddad")
#: Each made-up answer's exercise, under the helper that records it (its lesson is the one the helper serves).
_SAMPLE_EXERCISES = tuple((f"briscola_teach.{helper}", exercise_id(kind, *parts)) for helper, kind, *parts in (
    ("exercises.cards", "points", [Card.parse("AC"), Card.parse("3O"), Card.parse("RE")]),
    ("widgets.ranking", "order_screen", [Card.parse(code) for code in ("RB", "AB", "5B", "3B")]),
    ("lessons.tricks", "trick", [Card.parse("CO"), Card.parse("3B"), Card.parse("RO")], Suit.SWORDS),
    ("lessons.tricks", "trick", [Card.parse("AC"), Card.parse("2B")], Suit.CLUBS),
    ("exercises.example", "winner", 1), ("exercises.example", "winner", 3), ("exercises.dealing", "muestra", 2, 1),
    ("exercises.dealing", "draw_order", 4, 2), ("exercises.dealing", "result", [45, 45, 30]),
    ("exercises.partners", "pairs", [20, 31, 41, 28]), ("exercises.endgames", "puzzle", 3),
    ("lessons.variants", "tie_break", [60, 60], [22, 18]), ("exercises.chiamata", "briscolone", Suit.CUPS, 2)))


def sample_class(folder: Path, *, students: int = 5, hands: int = 2, seed: int = 1) -> Path:
    """Write a made-up class into ``folder`` (seeded, always the same): hand-ins, saved hands, a copy, a stray file.

    Each student answers the lessons' exercises over three weeks, improving as a class does;
    their hands are played at the table's level "principiante", so the coach finds mistakes.
    Each also played two or three deals of the class code :data:`SAMPLE_CODE` (the same
    deals for all, played at different levels), carried in their hand-in.
    """
    from .bots import make_bot, play_out

    rng = random.Random(seed)
    folder.mkdir(parents=True, exist_ok=True)
    start = date(2026, 10, 5)
    for number, name in enumerate(_SAMPLE_NAMES[:students]):
        skill = 0.35 + 0.1 * number
        entries = []
        for index, (helper, exercise) in enumerate(_SAMPLE_EXERCISES[: 7 + 2 * number]):
            lesson = lesson_of(helper)
            day = start + timedelta(days=index * 2 + number)
            chance = min(0.95, skill + 0.04 * index)
            ok, tries = rng.random() < chance, 1
            entries.append(Entry(lesson, exercise, ok, True, f"{day.isoformat()}T10:{index:02d}:00+02:00"))
            while not ok and tries < 2:
                ok, tries = rng.random() < chance + 0.2, tries + 1
                stamp = f"{day.isoformat()}T10:{index:02d}:{tries:02d}+02:00"
                entries.append(Entry(lesson, exercise, ok, False, stamp))
        played = []
        for deal in range(1, 3 + number % 2):
            game = Game.new(2, seed=derive_seed(seed, "sample class code", deal))
            play_out(game, [make_bot(_SAMPLE_LEVELS[number % len(_SAMPLE_LEVELS)],
                                     seed=derive_seed(seed, "sample class code student", number, deal)),
                            make_bot("sensato", seed=derive_seed(seed, "sample class code machine", deal))])
            assert game.outcome is not None
            played.append(DealResult(name, SAMPLE_CODE, deal, game.outcome.points[STUDENT_SEAT]))
        with using(LANGUAGES[number % len(LANGUAGES)]):
            file, page = hand_in_page(name, entries, today=start + timedelta(days=21), class_results=played)
        (folder / file).write_text(page, encoding="utf-8")
        if number == 0:  # downloaded twice
            (folder / file.replace(".html", " (1).html")).write_text(page, encoding="utf-8")
        mine = folder / name
        for hand in range(hands):
            game = Game.new(2, seed=derive_seed(seed, "sample class", number, hand))
            play_out(game, [make_bot("principiante", seed=derive_seed(seed, "sample class beginner", number, hand)),
                            make_bot("sensato", seed=derive_seed(seed, "sample class sensato", hand))])
            mine.mkdir(exist_ok=True)
            (mine / f"{text('hands.file', number=hand + 1)}").write_text(game.to_json(), encoding="utf-8")
    (folder / "notas.txt").write_text("Recordar: corregir el martes.\n", encoding="utf-8")
    return folder


def show(group: Class, folder: Path, *, csv_file: Path | None = None) -> str:
    """The class in words for the terminal: the four tables, and the files not read with why."""
    if not (group.students or group.hands or group.results):
        parts = [text("progress.no_hand_ins", folder=folder)]
    else:
        tables = (("classroom.title_lessons", lessons_table(group)),
                  ("classroom.title_missed", missed_table(group, top=10)),
                  ("classroom.title_mistakes", mistakes_table(group)),
                  ("classroom.title_trend", trend_table(group)),
                  ("classroom.title_duplicate", duplicate_table(group)))
        parts = [f"== {text(title)} ==\n{repr(table) if len(table) else text('classroom.empty')}"
                 for title, table in tables]
    if group.not_read:
        parts.append(text("classroom.not_read", files="; ".join(f"{name} ({why})" for name, why in group.not_read)))
    if csv_file is not None:
        parts.append(text("classroom.csv_written", file=str(write_csv(lessons_table(group), csv_file))))
    return "\n\n".join(parts)



def main(argv: Sequence[str]) -> int:
    """``classroom FOLDER [--lang xx] [--csv FILE]``: print the class view of a folder, in the teacher's language."""
    argv = list(argv)
    asked = argv[argv.index("--lang") + 1] if "--lang" in argv[:-1] else None
    with using(asked if asked in LANGUAGES else environment_language()):
        parser = argparse.ArgumentParser(prog="python -m briscola_teach.progress", usage=text("classroom.usage"))
        parser.add_argument("command", choices=["classroom"])
        parser.add_argument("folder", type=Path)
        parser.add_argument("--lang", choices=LANGUAGES, default=None)
        parser.add_argument("--csv", type=Path, default=None, dest="csv_file")
        try:
            args = parser.parse_args(argv)
        except SystemExit as stop:  # argparse has said what was wrong, under the usage line
            return int(stop.code or 0)
        try:
            print(show(read_class(args.folder), args.folder, csv_file=args.csv_file))
        except (BriscolaError, OSError) as error:
            print(error if isinstance(error, BriscolaError) else text("classroom.why_unreadable", error=error),
                  file=sys.stderr)
            return 2
    return 0

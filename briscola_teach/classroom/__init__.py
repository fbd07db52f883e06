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

The package reads in order: :mod:`.reading` (the folder), :mod:`.summaries` (the tables),
:mod:`.charts`, :mod:`.sample` (a made-up class); here the class is told in the terminal.

>>> import tempfile
>>> folder = sample_class(Path(tempfile.mkdtemp()), students=2, hands=1)
>>> group = read_class(folder)
>>> sorted(group.students), len(group.hands), [name for name, _ in group.not_read]
(['Ana García', 'Bruno Rossi'], 2, ['notas.txt'])
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from pathlib import Path

from ..errors import BriscolaError
from ..locale import LANGUAGES, text, using
from .charts import lessons_chart, missed_chart, mistakes_chart, trend_chart
from .reading import MAX_BYTES, STUDENT_SEAT, Class, SavedHand, environment_language, read_class
from .sample import SAMPLE_CODE, sample_class
from .summaries import duplicate_table, lessons_table, missed_table, mistakes_table, trend_table, write_csv

__all__ = [
    "MAX_BYTES",
    "STUDENT_SEAT",
    "SAMPLE_CODE",
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
    "show",
    "main",
    "trend_table",
    "trend_chart",
    "write_csv",
]


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

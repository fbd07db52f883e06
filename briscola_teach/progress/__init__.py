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
>>> from pathlib import Path
>>> folder = Path(tempfile.mkdtemp())
>>> record("01", "points:AC-3O", False, folder=folder).first
True
>>> record("01", "points:AC-3O", True, folder=folder).first
False
>>> [(s.lesson, s.done, s.first_try, s.solved) for s in summary(read(folder))]
[('01', 1, 0, 1)]

The package reads in order: :mod:`.cells` (which lesson, exercise and cell), :mod:`.notes`
(recording and reading answers), :mod:`.pages` (what the student reads and hands in).

The teacher reads a folder of hand-in files and saved hands (:mod:`briscola_teach.classroom`)::

    python -m briscola_teach.progress classroom folder/ [--lang es|en|it] [--csv class.csv]
"""

from __future__ import annotations

from .cells import (behind_answer_button, cell_answered, code_digest, exercise_id, is_example, lesson_notebooks,
                    lesson_of, position_id, running_cell)
from .notes import (FOLDER_VARIABLE, MARK, RESULTS, Entry, ExerciseResult, LessonSummary, exercises, file_name,
                    missed, read, record, student_folder, summary)
from .pages import (Played, class_results_html, describe, exercises_html, hand_in, hand_in_class_results,
                    hand_in_page, parse_hand_in, read_hand_in, summary_html, summary_table)

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
    "lesson_of",
    "missed",
    "RESULTS",
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

"""The teacher's guides agree with the lessons: one time per lesson, its own folders, every lesson listed.

Each lesson's time is said once, in its source's header (``minutes="25-35"``); the lesson's
first cell, the course index and every guide's table and page are tested against it. The
lessons present are read from ``notebooks/source``, so a new lesson is checked as soon as it lands.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest

from briscola_teach.locale import LANGUAGES, text

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "lab"))
import editions  # noqa: E402

#: Each edition's guide: its folder, the prefix of its per-lesson pages and how a page says the time.
GUIDES = {"es": ("guia_docente", "leccion_", "Tiempo de lectura:"),
          "en": ("teachers_guide", "lesson_", "Reading time:"),
          "it": ("guida_docente", "lezione_", "Tempo di lettura:")}
#: How a lesson's first cell says its time.
FIRST_CELL = {"es": "Tiempo:", "en": "Time:", "it": "Tempo:"}
#: The progress page has no time and no guide page of its own.
NOT_A_LESSON = "99"

LESSONS = [lesson for lesson in editions.lessons() if not lesson.path.name.startswith(NOT_A_LESSON)]
NUMBERS = [lesson.path.name[:2] for lesson in LESSONS]


#: Round numbers said in words ("una ventina di minuti": about twenty).
IN_WORDS = {"quindicina": "15", "ventina": "20", "trentina": "30", "quarantina": "40"}


def _numbers_after(label: str, line: str) -> tuple[int, int]:
    """The minutes a sentence gives after ``label``: "entre 25 y 35" -> (25, 35), "unos 20" -> (20, 20)."""
    said = line.split(label, 1)[1].split(".")[0]
    for word, digits in IN_WORDS.items():
        said = said.replace(word, digits)
    found = [int(n) for n in re.findall(r"\d+", said)[:2]]
    assert found, f"no minutes in {line!r}"
    return (found[0], found[-1])


def _words(minutes: tuple[int, int]) -> set[str]:
    least, most = minutes
    return {f"{least}–{most} min"} if least != most else {f"unos {least} min", f"about {least} min",
                                                            f"circa {least} min"}


@pytest.mark.parametrize("lesson", LESSONS, ids=NUMBERS)
def test_every_lesson_says_its_time_once_in_its_header(lesson: editions.Lesson) -> None:
    assert lesson.minutes is not None, (
        f"{lesson.path.name}: start it with the header <!-- lesson minutes=\"least-most\" -->")
    least, most = lesson.minutes
    assert 0 < least <= most


@pytest.mark.parametrize("lesson", [lesson for lesson in LESSONS if lesson.path.name[:2] != "00"],
                         ids=[n for n in NUMBERS if n != "00"])
@pytest.mark.parametrize("language", LANGUAGES)
def test_the_lessons_first_cell_gives_the_headers_time(lesson: editions.Lesson, language: str) -> None:
    first = lesson.cells[0].texts[language]
    lines = [line for line in first.replace("\n", " ").split(". ") if FIRST_CELL[language] in line]
    assert lines, f"{lesson.path.name}: the first {language} cell does not say the time"
    assert _numbers_after(FIRST_CELL[language], lines[0]) == lesson.minutes


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_course_index_lists_every_lesson_with_its_time(language: str) -> None:
    index = editions.read("00")
    rows = {int(m.group(1)): m.group(0) for cell in index.cells
            for m in re.finditer(r"^\| \[(\d+) · .*$", cell.texts[language], re.M)}
    for lesson in LESSONS[1:]:
        number = int(lesson.path.name[:2])
        assert number in rows, f"the {language} index has no row for lesson {number}"
        assert lesson.minutes is not None
        assert any(rows[number].endswith(f"| {words} |") for words in _words(lesson.minutes)), rows[number]


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_guides_table_and_pages_give_each_lessons_time(language: str) -> None:
    folder, prefix, label = GUIDES[language]
    guide = REPO / "docs" / folder
    readme = (guide / "README.md").read_text(encoding="utf-8")
    rows = {int(m.group(1)): m.group(0) for m in re.finditer(r"^\| (\d+) · .*$", readme, re.M)}
    for lesson in LESSONS:
        number = int(lesson.path.name[:2])
        assert lesson.minutes is not None
        assert number in rows, f"{folder}/README.md has no row for lesson {number}"
        assert any(f"| {words} |" in rows[number] for words in _words(lesson.minutes)), rows[number]
        page = (guide / f"{prefix}{lesson.path.name[:2]}.md").read_text(encoding="utf-8")
        line = next((line for line in page.splitlines() if line.startswith(label)), None)
        assert line is not None, f"{folder}/{prefix}{lesson.path.name[:2]}.md gives no time"
        assert _numbers_after(label, line) == lesson.minutes


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_list_of_one_page_per_lesson_reaches_the_last_lesson(language: str) -> None:
    folder, prefix, _ = GUIDES[language]
    guide = REPO / "docs" / folder
    readme = (guide / "README.md").read_text(encoding="utf-8")
    for lesson in LESSONS:
        page = f"{prefix}{lesson.path.name[:2]}.md"
        assert (guide / page).is_file(), f"{folder}/{page} is missing"
        # The table's guide column and the list of pages both link it.
        assert readme.count(f"({page})") >= 2, f"{folder}/README.md does not list {page} twice"


@pytest.mark.parametrize("language", LANGUAGES)
def test_each_guide_names_its_own_editions_folders(language: str) -> None:
    folder = GUIDES[language][0]
    own = text("hands.folder", language=language)
    others = {text("hands.folder", language=lang) for lang in LANGUAGES} - {own}
    said = " ".join(page.read_text(encoding="utf-8") for page in (REPO / "docs" / folder).glob("*.md"))
    assert f"{own}/{text('hands.file', language=language, number=1)}" in said
    for other in others:
        assert f"`{other}/" not in said, f"the {language} guide names {other}/, another edition's folder"

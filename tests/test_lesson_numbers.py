"""Lesson numbers live in the lessons' sources, never in the kit's code.

A helper records a student's answer under the lesson it serves, which it learns from the
lessons' manifest (``progress.lesson_of(__name__)``; ``lab/editions.py build`` writes it from
the lesson sources); so adding a lesson touches its source, its helper module and the guides.
"""

from __future__ import annotations

import ast
import re
import sys
from pathlib import Path

import pytest

from briscola_teach import practice, progress

REPO = Path(__file__).resolve().parents[1]
PACKAGE = REPO / "briscola_teach"
sys.path.insert(0, str(REPO / "lab"))
import editions  # noqa: E402  (lab/editions.py, the lessons' builder)

#: Two-digit strings in the code that are no lesson: the number in the corner of the Italian re.
NOT_LESSONS = {("cards.py", "10")}


def _docstrings(tree: ast.AST) -> set[int]:
    return {id(node.body[0].value) for node in ast.walk(tree)
            if isinstance(node, (ast.Module, ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef))
            and node.body and isinstance(node.body[0], ast.Expr) and isinstance(node.body[0].value, ast.Constant)}


def lesson_numbers_in_code(package: Path = PACKAGE) -> list[str]:
    """Every string in the package's code (docstrings aside) that reads as a lesson number: "01" to "99"."""
    found = []
    for path in sorted(package.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        docs = _docstrings(tree)
        for node in ast.walk(tree):
            if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docs \
                    and re.fullmatch(r"\d\d", node.value) \
                    and (path.relative_to(package).as_posix(), node.value) not in NOT_LESSONS:
                found.append(f"{path.relative_to(package).as_posix()}:{node.lineno}: {node.value!r}")
    return found


def test_no_lesson_number_is_written_in_the_kits_code() -> None:
    assert lesson_numbers_in_code() == []


def test_the_scan_finds_a_lesson_number_written_in_code(tmp_path: Path) -> None:
    (tmp_path / "helper.py").write_text('"""Lesson "07"\'s helper."""\nrecord("07", "pairs", True)\n',
                                        encoding="utf-8")
    assert lesson_numbers_in_code(tmp_path) == ["helper.py:2: '07'"]


def _asks_its_lesson(path: Path) -> bool:
    """Whether the module records under its own lesson: it calls ``lesson_of(__name__)`` or defines a drill."""
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Call) and getattr(node.func, "attr", getattr(node.func, "id", "")) == "lesson_of" \
                and [getattr(arg, "id", None) for arg in node.args] == ["__name__"]:
            return True
        if isinstance(node, ast.ClassDef) and path.name != "drill.py" and any(
                "Drill" in ast.unparse(base) for base in node.bases):
            return True
    return False


@pytest.mark.parametrize("module", sorted(
    {".".join(path.relative_to(REPO).with_suffix("").parts).removesuffix(".__init__")  # a package is its name
     for path in PACKAGE.rglob("*.py") if _asks_its_lesson(path)}
    | {practice.REVIEW_SCREEN}))
def test_every_helper_that_asks_its_lesson_serves_one_whose_code_imports_it(module: str) -> None:
    lesson = progress.lesson_of(module)
    source = next(each for each in editions.lessons() if each.path.name[:2] == lesson)
    assert module in editions.imported(source)


def test_a_helper_no_lesson_uses_is_told_plainly() -> None:
    with pytest.raises(LookupError, match="briscola_teach.bots.fast"):
        progress.lesson_of("briscola_teach.bots.fast")


def test_the_manifest_names_each_helpers_lesson_as_the_sources_say() -> None:
    assert progress.cells.manifest()["helpers"] == editions.helpers(editions.lessons())


def test_an_exercise_kind_two_lessons_share_is_named_by_the_helper_that_records_it() -> None:
    from briscola_teach.locale import text

    partners = progress.lesson_of("briscola_teach.exercises.partners")
    example = progress.lesson_of("briscola_teach.exercises.example")
    assert progress.describe("winner:1", partners, language="en") == \
        f"{text('progress.ex_partners_winner', language='en')} · 1"
    assert progress.describe("winner:1", example, language="en") == \
        f"{text('progress.ex_example_winner', language='en')} · 1"

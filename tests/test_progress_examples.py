"""A lesson run as shipped records nothing (issue 30 §1): a shipped answer is an example, never an attempt.

The whole run of every edition is checked by ``make test-notebooks`` (``tests/nbval_kernel.py``
records into one folder and fails the run if anything was noted there); these tests check the
pieces: a cell as shipped is known by its fingerprint, its verdict waits behind "show answer",
and what the student writes or clicks is recorded.
"""

from __future__ import annotations

import json
from pathlib import Path
from types import SimpleNamespace

import IPython
import nbformat
import pytest
from lesson_editions import load as _load_editions

from briscola_teach import progress, set_language
from briscola_teach.exercises.dealing import check_muestra
from briscola_teach.lessons.tricks import check_trick
from briscola_teach.locale import text

REPO = Path(__file__).resolve().parents[1]
editions = _load_editions()


@pytest.fixture()
def student(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A folder the progress is recorded in, named as ``make test-notebooks`` names it."""
    monkeypatch.setenv(progress.FOLDER_VARIABLE, str(tmp_path))
    monkeypatch.setattr(progress.notes, "_TOLD", [False])
    set_language("es")
    return tmp_path


def _running(monkeypatch: pytest.MonkeyPatch, code: str, kind: str = "execute_request") -> None:
    """Pretend the notebook is running a cell of ``code`` (or handling a button's click, ``comm_msg``)."""
    shell = SimpleNamespace(parent_header={"header": {"msg_type": kind}, "content": {"code": code}})
    monkeypatch.setattr(IPython, "get_ipython", lambda: shell)


def _shipped_cell(lesson: str, language: str, needle: str) -> str:
    """The code cell of a lesson's source, as shipped in ``language``, that contains ``needle``."""
    return next(cell.texts[language] for cell in editions.read(lesson).cells
                if cell.kind == "code" and needle in cell.texts[language])


def test_the_manifest_the_kit_reads_is_what_the_sources_say() -> None:
    assert editions.manifest_differences() == []
    for lesson in editions.lessons():
        for language in editions.LANGUAGES:
            assert progress.lesson_notebooks(language)[lesson.path.name[:2]] == lesson.notebook_path(language).name


def test_a_cell_as_shipped_is_an_example_whatever_its_comments_and_spacing(monkeypatch: pytest.MonkeyPatch) -> None:
    code = _shipped_cell("02", "es", "mi_respuesta = 2")
    _running(monkeypatch, code)
    assert progress.is_example()
    _running(monkeypatch, code.replace("mi_respuesta = 2", "mi_respuesta=2   # creo que el 2"))
    assert progress.is_example()
    _running(monkeypatch, code.replace("mi_respuesta = 2", "mi_respuesta = 1"))
    assert not progress.is_example()
    _running(monkeypatch, code, kind="comm_msg")  # a click on a screen, while that cell was the last run
    assert not progress.is_example()


def test_a_shipped_answer_records_nothing_and_its_verdict_waits_behind_show_answer(
        student: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    _running(monkeypatch, _shipped_cell("02", "es", "mi_respuesta = 2"))
    verdict = check_trick(["caballo de oros", "tres de bastos", "rey de oros"], "espadas", 2)
    assert progress.read(student) == []
    page = verdict._repr_html_()
    assert "<details" in page and "Mostrar respuesta" in page
    assert page.index("<details") < page.index("Jugador 3")  # who takes it is inside, folded
    assert str(verdict) == text("progress.example_note")


def test_the_students_own_answer_is_recorded_and_shown_at_once(student: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    shipped = _shipped_cell("04", "es", "mi_respuesta = 1")
    _running(monkeypatch, shipped)
    check_muestra(2, 1, 1)
    assert progress.read(student) == []
    _running(monkeypatch, shipped.replace("mi_respuesta = 1", "mi_respuesta = 2"))
    verdict = check_muestra(2, 1, 2)
    assert [(e.lesson, e.first) for e in progress.read(student)] == [("04", True)]
    assert "<details" not in verdict._repr_html_() and not verdict.example


def test_a_lesson_cell_run_by_a_kernel_as_shipped_and_then_as_the_student_wrote_it(student: Path) -> None:
    """Two cells of lesson 02 in a real kernel: the shipped one notes nothing, the student's own answer is noted."""
    from nbclient import NotebookClient

    stored = nbformat.read(REPO / "notebooks" / "es" / "02_quien_gana_la_baza.ipynb", as_version=4)
    setup = next(c.source for c in stored.cells if c.cell_type == "code" and "set_language" in c.source)
    shipped = next(c.source for c in stored.cells if c.cell_type == "code" and "mi_respuesta = 2" in c.source)
    book = nbformat.v4.new_notebook(cells=[nbformat.v4.new_code_cell(code) for code in
                                           (setup, shipped, shipped.replace("mi_respuesta = 2", "mi_respuesta = 3"))])
    NotebookClient(book, timeout=120, kernel_name="python3",
                   resources={"metadata": {"path": str(student)}}).execute()
    example, own = ("".join(o.get("data", {}).get("text/html", "") for o in cell.outputs) for cell in book.cells[1:])
    assert "Mostrar respuesta" in example and "Mostrar respuesta" not in own and "✔" in own
    lines = [json.loads(line) for line in (student / progress.file_name("es")).read_text(encoding="utf-8").splitlines()]
    assert [(line["lesson"], line["exercise"], line["ok"], line["first"]) for line in lines] == [
        ("02", "trick:CO-3B-RO:swords", True, True)]


def test_lesson_3_keeps_who_takes_an_asked_trick_folded_until_the_student_answers(
        student: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from briscola_teach.exercises import example

    monkeypatch.setattr(example.steps, "_ASKED", set())
    steps = example.example_steps()
    taken = steps[example.first_step_of_trick(1) + 1]
    assert taken.winner is not None
    assert "<details" not in taken._repr_html_()            # nothing asked yet: shown as it is
    example.check_winner(1, "")                              # the cell as shipped asks, with no answer
    assert "<details" in taken._repr_html_() and text("progress.answer_first") in taken._repr_html_()
    assert "<details" not in steps[example.first_step_of_trick(3) + 1]._repr_html_()  # another trick: shown
    example.check_winner(1, "rival")                         # the student's own answer
    assert "<details" not in taken._repr_html_()


def test_the_zero_install_sites_kernel_is_asked_too(student: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """pyodide-kernel keeps the message being handled on its kernel object, not on the shell."""
    monkeypatch.setattr(IPython, "get_ipython", lambda: SimpleNamespace())
    parent = {"header": {"msg_type": "execute_request"}, "content": {"code": _shipped_cell("02", "it", "= 2")}}
    monkeypatch.setitem(__import__("sys").modules, "pyodide_kernel",
                        SimpleNamespace(kernel_instance=SimpleNamespace(_parent_header=parent)))
    assert progress.is_example()
    parent["header"]["msg_type"] = "comm_msg"
    assert not progress.is_example()


def test_the_students_answer_notes_its_cell_and_lesson_99_links_to_that_cell(
        student: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    source = editions.read("04")
    index, shipped = next((i, cell.texts["es"]) for i, cell in enumerate(source.cells)
                          if cell.kind == "code" and "mi_respuesta = 1" in cell.texts["es"])
    _running(monkeypatch, shipped.replace("mi_respuesta = 1", "mi_respuesta = 2   # lo he pensado"))
    check_muestra(2, 1, 2)
    [entry] = progress.read(student)
    assert entry.cell == index
    page = progress.exercises_html(progress.read(student), language="es")
    cell_id = next(cell.id for cell in editions.notebook(source, "es").cells if cell.source == shipped)
    assert f'href="{source.names["es"]}.ipynb#cell-id={cell_id}"' in page
    monkeypatch.setattr(IPython, "get_ipython", lambda: None)  # a click: no cell, a link to the lesson alone
    check_muestra(4, 3, 1)
    assert progress.read(student)[-1].cell is None

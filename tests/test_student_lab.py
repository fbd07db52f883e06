"""`make lab` and `make restore`: the student works on copies, the shipped lessons stay as they are."""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path
from types import ModuleType

import pytest
from jupyter_client.kernelspec import KernelSpecManager

REPO = Path(__file__).resolve().parents[1]


def _student() -> ModuleType:
    spec = importlib.util.spec_from_file_location("student", REPO / "lab" / "student.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


student = _student()


@pytest.fixture()
def lessons(tmp_path: Path) -> Path:
    folder = tmp_path / "notebooks"
    folder.mkdir()
    for name in ("00_indice", "01_cartas_y_puntos", "03_ejemplo_baza_a_baza"):
        (folder / f"{name}.ipynb").write_text(f'{{"shipped": "{name}"}}', encoding="utf-8")
    return folder


def test_prepare_copies_every_lesson_once_and_never_over_the_students_copy(lessons: Path,
                                                                          tmp_path: Path) -> None:
    work = tmp_path / "mis_lecciones"
    made = student.prepare(work, lessons=lessons)
    assert sorted(p.name for p in made) == sorted(p.name for p in lessons.glob("*.ipynb"))
    mine = work / "01_cartas_y_puntos.ipynb"
    mine.write_text('{"mine": true}', encoding="utf-8")
    (lessons / "02_quien_gana_la_baza.ipynb").write_text("{}", encoding="utf-8")  # a new lesson
    again = student.prepare(work, lessons=lessons)
    assert [p.name for p in again] == ["02_quien_gana_la_baza.ipynb"]
    assert mine.read_text(encoding="utf-8") == '{"mine": true}'


def test_restore_puts_the_shipped_lesson_back_and_keeps_the_students_copy(lessons: Path,
                                                                          tmp_path: Path) -> None:
    work = tmp_path / "mis_lecciones"
    student.prepare(work, lessons=lessons)
    mine = work / "03_ejemplo_baza_a_baza.ipynb"
    mine.write_text('{"mine": true}', encoding="utf-8")
    copy, kept = student.restore("3", work, lessons=lessons)
    assert copy == mine
    assert copy.read_bytes() == (lessons / mine.name).read_bytes()
    assert kept is not None and kept.parent == work / student.KEPT
    assert kept.read_text(encoding="utf-8") == '{"mine": true}'
    # Restoring a copy still as shipped keeps nothing aside.
    assert student.restore("03_ejemplo_baza_a_baza", work, lessons=lessons) == (mine, None)
    assert len(list((work / student.KEPT).iterdir())) == 1


@pytest.mark.parametrize("number", ["7", "0x", ""])
def test_restore_names_the_lessons_when_the_number_matches_none(lessons: Path, tmp_path: Path,
                                                              number: str) -> None:
    work = tmp_path / "mis_lecciones"
    student.prepare(work, lessons=lessons)
    before = sorted(p.name for p in work.iterdir())
    with pytest.raises(ValueError, match="00_indice, 01_cartas_y_puntos, 03_ejemplo_baza_a_baza"):
        student.restore(number, work, lessons=lessons)
    assert sorted(p.name for p in work.iterdir()) == before


def test_lab_opens_the_index_of_the_work_folder_with_the_shipped_settings() -> None:
    arguments = student.lab_arguments(Path("/somewhere/mis_lecciones"))
    assert "--ServerApp.root_dir=/somewhere/mis_lecciones" in arguments
    assert f"--LabApp.default_url=/lab/tree/{student.INDEX}" in arguments
    assert (student.LESSONS / student.INDEX).is_file()
    overrides = json.loads((student.SETTINGS / "overrides.json").read_text(encoding="utf-8"))
    assert overrides["@jupyterlab/apputils-extension:notification"]["fetchNews"] == "false"
    assert overrides["@jupyter-widgets/jupyterlab-manager:plugin"]["saveState"] is True


def test_the_work_folder_is_not_in_git() -> None:
    ignored = (REPO / ".gitignore").read_text(encoding="utf-8").splitlines()
    assert f"/{student.WORK.name}/" in ignored


@pytest.mark.parametrize("lesson", sorted(p.name for p in (REPO / "notebooks").glob("*.ipynb")))
def test_stored_kernel_is_named_as_the_kernel_reports_itself(lesson: str) -> None:
    # JupyterLab rewrites a differing display name on opening, which marks the lesson modified.
    stored = json.loads((REPO / "notebooks" / lesson).read_text(encoding="utf-8"))["metadata"]["kernelspec"]
    spec = KernelSpecManager().get_kernel_spec(stored["name"])
    assert stored["display_name"] == spec.display_name
    assert stored["language"] == spec.language


@pytest.mark.parametrize("lesson", sorted(p.name for p in (REPO / "notebooks").glob("*.ipynb")))
def test_stored_lessons_keep_no_widget_state(lesson: str) -> None:
    # Each screen leaves its still picture instead; stored widget state would make JupyterLab
    # mark the lesson modified as soon as it is opened.
    stored = json.loads((REPO / "notebooks" / lesson).read_text(encoding="utf-8"))
    assert "widgets" not in stored["metadata"]

"""`make lab` and `make restore`: the student works on copies, the shipped lessons stay as they are."""

from __future__ import annotations

import html
import importlib.util
import json
from pathlib import Path
from typing import Any
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
    (folder / "es").mkdir(parents=True)
    (folder / "en").mkdir()
    (folder / "index.ipynb").write_text('{"shipped": "index"}', encoding="utf-8")
    for name in ("00_indice", "01_cartas_y_puntos", "03_ejemplo_baza_a_baza"):
        (folder / "es" / f"{name}.ipynb").write_text(f'{{"shipped": "{name}"}}', encoding="utf-8")
    for name in ("00_index", "03_a_hand_trick_by_trick"):
        (folder / "en" / f"{name}.ipynb").write_text(f'{{"shipped": "{name}"}}', encoding="utf-8")
    return folder


def _names(paths: list[Path], root: Path) -> list[str]:
    return sorted(str(path.relative_to(root)) for path in paths)


def test_prepare_copies_every_lesson_once_and_never_over_the_students_copy(lessons: Path,
                                                                          tmp_path: Path) -> None:
    work = tmp_path / "mis_lecciones"
    made = student.prepare(work, lessons=lessons)
    assert _names(made, work) == _names(list(lessons.rglob("*.ipynb")), lessons)
    mine = work / "es" / "01_cartas_y_puntos.ipynb"
    mine.write_text('{"mine": true}', encoding="utf-8")
    (lessons / "es" / "02_quien_gana_la_baza.ipynb").write_text("{}", encoding="utf-8")  # a new lesson
    again = student.prepare(work, lessons=lessons)
    assert _names(again, work) == ["es/02_quien_gana_la_baza.ipynb"]
    assert mine.read_text(encoding="utf-8") == '{"mine": true}'


def _local_links(path: Path) -> list[str]:
    """The relative link targets of a notebook's Markdown cells or of a Markdown page."""
    import re

    if path.suffix == ".ipynb":
        book = json.loads(path.read_text(encoding="utf-8"))
        text = "".join("".join(cell["source"]) for cell in book["cells"] if cell["cell_type"] == "markdown")
    else:
        text = path.read_text(encoding="utf-8")
    text = re.sub(r"```.*?```|`[^`\n]*`", "", text, flags=re.S)
    targets = re.findall(r"\]\(([^)\s]+)", text)
    return [t.partition("#")[0] for t in targets if not re.match(r"^[a-z][a-z0-9+.-]*:|^#|^/", t, re.I)]


def test_the_guides_come_along_and_every_link_in_the_work_folder_stays_inside_it(tmp_path: Path) -> None:
    # JupyterLab serves only the work folder: the index's link to the teacher's guide, and the
    # guide's links to the lessons, must lead to the copies there.
    work = tmp_path / "mis_lecciones"
    made = student.prepare(work)
    assert len(made) == len(student.shipped())
    pages = [work / "index.ipynb", *sorted(work.glob("*/00_*.ipynb")), *sorted(work.glob("*/README.md"))]
    assert len(pages) >= 7
    checked = 0
    for page in pages:
        for target in _local_links(page):
            landed = (page.parent / target).resolve()
            assert work.resolve() in landed.parents, f"{page.relative_to(work)} links {target}, outside the folder"
            assert landed.is_file(), f"{page.relative_to(work)} links {target}, which is not there"
            checked += 1
    assert checked > 50
    index = (work / "es" / "00_indice.ipynb").read_text(encoding="utf-8")
    assert "../guia_docente/README.md" in index and "../../docs/" not in index
    # A copy still as shipped (links rewritten) is restored without keeping anything aside.
    assert student.restore("es/00", work) == (work / "es" / "00_indice.ipynb", None)
    assert (work / "es" / "00_indice.ipynb").read_text(encoding="utf-8") == index
    # Lessons without links to rewrite are copied byte for byte.
    lesson = student.find_lesson("es/02")
    assert (work / "es" / lesson.name).read_bytes() == lesson.read_bytes()


def test_prepare_marks_the_work_folder_so_the_lessons_there_record_answers(lessons: Path,
                                                                           tmp_path: Path) -> None:
    from briscola_teach import progress

    work = tmp_path / "mis_lecciones"
    student.prepare(work, lessons=lessons)
    assert student.PROGRESS_MARK == progress.MARK
    assert progress.student_folder(work / "es") == work / "es"
    assert progress.student_folder(lessons / "es") is None  # the shipped lessons record nothing


def test_copies_made_before_the_editions_move_into_the_spanish_edition(lessons: Path,
                                                                      tmp_path: Path) -> None:
    work = tmp_path / "mis_lecciones"
    work.mkdir()
    (work / "01_cartas_y_puntos.ipynb").write_text('{"mine": "old"}', encoding="utf-8")
    student.prepare(work, lessons=lessons)
    assert not (work / "01_cartas_y_puntos.ipynb").exists()
    assert (work / "es" / "01_cartas_y_puntos.ipynb").read_text(encoding="utf-8") == '{"mine": "old"}'


def test_restore_puts_the_shipped_lesson_back_and_keeps_the_students_copy(lessons: Path,
                                                                          tmp_path: Path) -> None:
    work = tmp_path / "mis_lecciones"
    student.prepare(work, lessons=lessons)
    mine = work / "es" / "03_ejemplo_baza_a_baza.ipynb"
    mine.write_text('{"mine": true}', encoding="utf-8")
    copy, kept = student.restore("3", work, lessons=lessons, language="es")
    assert copy == mine
    assert copy.read_bytes() == (lessons / "es" / mine.name).read_bytes()
    assert kept is not None and kept.parent == work / student.KEPT
    assert kept.name.startswith("es-03_ejemplo_baza_a_baza-")
    assert kept.read_text(encoding="utf-8") == '{"mine": true}'
    # Restoring a copy still as shipped keeps nothing aside.
    assert student.restore("03_ejemplo_baza_a_baza", work, lessons=lessons, language="es") == (mine, None)
    assert len(list((work / student.KEPT).iterdir())) == 1


def test_restore_takes_the_edition_before_the_number(lessons: Path, tmp_path: Path) -> None:
    work = tmp_path / "mis_lecciones"
    student.prepare(work, lessons=lessons)
    theirs = work / "en" / "03_a_hand_trick_by_trick.ipynb"
    theirs.write_text('{"mine": true}', encoding="utf-8")
    copy, kept = student.restore("en/03", work, lessons=lessons)
    assert copy == theirs and kept is not None
    assert copy.read_bytes() == (lessons / "en" / theirs.name).read_bytes()
    assert (work / "es" / "03_ejemplo_baza_a_baza.ipynb").read_text(encoding="utf-8") != '{"mine": true}'


def test_a_bare_number_means_the_lesson_in_the_students_language(lessons: Path, tmp_path: Path,
                                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    work = tmp_path / "mis_lecciones"
    student.prepare(work, lessons=lessons)
    theirs = work / "en" / "03_a_hand_trick_by_trick.ipynb"
    theirs.write_text('{"mine": true}', encoding="utf-8")
    for variable in ("LC_ALL", "LC_MESSAGES"):
        monkeypatch.delenv(variable, raising=False)
    monkeypatch.setenv("LANG", "en_GB.UTF-8")
    copy, kept = student.restore("3", work, lessons=lessons)
    assert copy == theirs and kept is not None
    assert copy.read_bytes() == (lessons / "en" / theirs.name).read_bytes()
    monkeypatch.setenv("LANG", "es_MX.UTF-8")
    assert student.restore("3", work, lessons=lessons)[0] == work / "es" / "03_ejemplo_baza_a_baza.ipynb"


@pytest.mark.parametrize(("number", "listed"), [
    ("7", "00_index, 03_a_hand_trick_by_trick"),
    ("0x", "00_index, 03_a_hand_trick_by_trick"),
    ("", "00_index, 03_a_hand_trick_by_trick"),
    ("es/7", "00_indice, 01_cartas_y_puntos, 03_ejemplo_baza_a_baza"),
    ("en/1", "00_index, 03_a_hand_trick_by_trick"),
    ("fr/1", "the editions are: es, en, it"),
])
def test_restore_names_the_lessons_when_the_number_matches_none(lessons: Path, tmp_path: Path,
                                                              number: str, listed: str) -> None:
    work = tmp_path / "mis_lecciones"
    student.prepare(work, lessons=lessons)
    before = _names(list(work.rglob("*")), work)
    with pytest.raises(ValueError, match=listed):
        student.restore(number, work, lessons=lessons, language="en")
    assert _names(list(work.rglob("*")), work) == before


@pytest.mark.parametrize(("environ", "language"), [
    ({}, "es"),
    ({"LANG": "C.UTF-8"}, "es"),
    ({"LANG": "POSIX"}, "es"),
    ({"LANG": "es_AR.UTF-8"}, "es"),
    ({"LANG": "es_ES@euro"}, "es"),
    ({"LANG": "it_IT.UTF-8"}, "it"),
    ({"LANG": "en_GB.UTF-8"}, "en"),
    ({"LANG": "fr_FR.UTF-8"}, "en"),
    ({"LANG": "de"}, "en"),
    ({"LANG": "es_MX.UTF-8", "LC_ALL": "it_IT.UTF-8"}, "it"),
    ({"LANG": "it_IT.UTF-8", "LC_MESSAGES": "en_US.UTF-8"}, "en"),
    ({"LANG": "en_US.UTF-8", "LC_ALL": ""}, "en"),
])
def test_the_terminal_speaks_the_machines_language_and_spanish_when_it_says_none(
        environ: dict[str, str], language: str) -> None:
    assert student.terminal_language(environ) == language


@pytest.fixture()
def machine(lessons: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """The commands run on a folder of lessons of their own, as if it were the repository."""
    monkeypatch.setattr(student, "REPO", tmp_path)
    monkeypatch.setattr(student, "LESSONS", lessons)
    monkeypatch.setattr(student, "WORK", tmp_path / "mis_lecciones")
    return tmp_path


# What each command says, in each language: the words that show which language it is.
SAID = {
    "es": {"copied": "6 lecciones copiadas en mis_lecciones/", "again": "ya tiene todas las lecciones",
           "restored": "vuelve a estar como se entregó; tu copia se guarda en mis_lecciones/.anteriores/es-01_cartas_y_puntos-",
           "unknown": "Ninguna lección coincide con «es/9»; las lecciones son: 00_indice",
           "which": "¿Qué lección?", "usage": "Tus copias de las lecciones"},
    "en": {"copied": "6 lessons copied into mis_lecciones/", "again": "already has every lesson",
           "restored": "is as shipped again; your copy is kept in mis_lecciones/.anteriores/es-01_cartas_y_puntos-",
           "unknown": "No single lesson matches \u201ces/9\u201d; the lessons are: 00_indice",
           "which": "Which lesson?", "usage": "Your copies of the lessons"},
    "it": {"copied": "6 lezioni copiate in mis_lecciones/", "again": "ha già tutte le lezioni",
           "restored": "è di nuovo com'era in origine; la tua copia è conservata in mis_lecciones/.anteriores/es-01_cartas_y_puntos-",
           "unknown": "Nessuna lezione corrisponde a «es/9»; le lezioni sono: 00_indice",
           "which": "Quale lezione?", "usage": "Le tue copie delle lezioni"},
}


@pytest.mark.parametrize("language", sorted(SAID))
def test_each_command_speaks_the_students_language(language: str, machine: Path,
                                                   capsys: pytest.CaptureFixture[str]) -> None:
    said = SAID[language]
    assert student.main(["prepare"], language=language) == 0
    assert said["copied"] in capsys.readouterr().out
    assert student.main(["prepare"], language=language) == 0
    assert said["again"] in capsys.readouterr().out
    (machine / "mis_lecciones" / "es" / "01_cartas_y_puntos.ipynb").write_text("{}", encoding="utf-8")
    assert student.main(["restore", "es/1"], language=language) == 0
    assert said["restored"] in capsys.readouterr().out
    assert student.main(["restore", "es/9"], language=language) == 2
    assert said["unknown"] in capsys.readouterr().err
    assert student.main(["restore"], language=language) == 2
    assert said["which"] in capsys.readouterr().err
    assert student.main(["what"], language=language) == 2
    assert said["usage"] in capsys.readouterr().out


def test_the_language_comes_from_the_machine_when_none_is_given(
        machine: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.delenv("LC_ALL", raising=False)
    monkeypatch.delenv("LC_MESSAGES", raising=False)
    monkeypatch.setenv("LANG", "it_IT.UTF-8")
    assert student.main(["restore"]) == 2
    assert "Quale lezione?" in capsys.readouterr().err
    monkeypatch.setenv("LANG", "C")
    assert student.main(["restore"]) == 2
    assert "¿Qué lección?" in capsys.readouterr().err


@pytest.mark.parametrize(("language", "locale"), [("es", "es_ES"), ("en", "en"), ("it", "it_IT")])
def test_lab_opens_the_index_of_the_work_folder_with_the_shipped_settings_in_the_students_language(
        language: str, locale: str, tmp_path: Path) -> None:
    arguments = student.lab_arguments(Path("/somewhere/mis_lecciones"), language=language, settings=tmp_path)
    assert "--ServerApp.root_dir=/somewhere/mis_lecciones" in arguments
    assert f"--LabApp.default_url=/lab/tree/{student.INDEX}" in arguments
    assert f"--LabApp.app_settings_dir={tmp_path / language}" in arguments
    assert f"--config={student.SETTINGS / 'jupyter_server_config.py'}" in arguments
    assert (student.LESSONS / student.INDEX).is_file()
    shipped = json.loads((student.SETTINGS / "overrides.json").read_text(encoding="utf-8"))
    overrides = json.loads((tmp_path / language / "overrides.json").read_text(encoding="utf-8"))
    assert overrides.pop("@jupyterlab/translation-extension:plugin") == {"locale": locale}
    assert overrides == shipped
    assert overrides["@jupyterlab/apputils-extension:notification"]["fetchNews"] == "false"
    # The widgets' state reaches the save hook (each screen's still picture as left), which drops it (below).
    assert overrides["@jupyter-widgets/jupyterlab-manager:plugin"]["saveState"] is True


def test_the_language_pack_of_every_non_english_locale_is_installed() -> None:
    for locale in set(student.LAB_LOCALES.values()) - {"en"}:
        assert importlib.util.find_spec(f"jupyterlab_language_pack_{locale}") is not None, locale


def _saved_lesson() -> dict[str, object]:
    screen = {"output_type": "display_data", "metadata": {}, "data": {
        "text/plain": "CardTable(...)", "text/html": ["<div class='bt-static'>", "<img alt='as de oros'></div>"],
        student.WIDGET_VIEW: {"version_major": 2, "version_minor": 0, "model_id": "abc"}}}
    own = {"output_type": "display_data", "metadata": {}, "data": {
        "text/plain": "Button()", student.WIDGET_VIEW: {"version_major": 2, "version_minor": 0, "model_id": "d"}}}
    printed = {"output_type": "stream", "name": "stdout", "text": "hola\n"}
    table = {"output_type": "display_data", "metadata": {}, "data": {
        "text/html": f"<div class='bt-table'></div>{student.KIT_STILL_NOTE}(Imagen fija de la mesa.)</p>",
        student.WIDGET_VIEW: {"version_major": 2, "version_minor": 0, "model_id": "t"}}}
    state = {"application/vnd.jupyter.widget-state+json": {"state": {}, "version_major": 2, "version_minor": 0}}
    return {"type": "notebook", "content": {"metadata": {"widgets": state, "language_info": {"name": "python"}}, "cells": [
        {"cell_type": "markdown", "source": "# Hola", "metadata": {}},
        {"cell_type": "code", "source": "mesa", "metadata": {}, "outputs": [screen, own, printed, table]},
    ]}}


def test_a_screen_is_saved_as_the_student_left_it_not_as_first_drawn() -> None:
    model = _saved_lesson()
    content: Any = model["content"]
    state = content["metadata"]["widgets"]["application/vnd.jupyter.widget-state+json"]["state"]
    state["abc"] = {"model_name": "VBoxModel", "state": {student.LEFT_STILL: "<div class='bt-static'>baza 3</div>"}}
    student.as_still_pictures(model, "es/05_lesson.ipynb")
    saved = content["cells"][1]["outputs"][0]["data"]
    assert "baza 3" in saved["text/html"] and "as de oros" not in saved["text/html"]
    assert "widgets" not in content["metadata"]


@pytest.mark.parametrize("language", ["es", "en", "it"])
def test_a_lesson_is_saved_with_its_screens_as_still_pictures_under_a_line_in_its_language(language: str) -> None:
    model = _saved_lesson()
    student.as_still_pictures(model, f"{language}/05_lesson.ipynb")
    screen, own, printed, table = model["content"]["cells"][1]["outputs"]  # type: ignore[index]
    note = html.escape(student.say("still_note", language=language))
    assert list(screen["data"]) == ["text/plain", "text/html"]
    assert screen["data"]["text/html"].startswith(f'<p class="{student.STILL_NOTE_CLASS}"')
    assert note in screen["data"]["text/html"]
    assert screen["data"]["text/html"].endswith("<div class='bt-static'><img alt='as de oros'></div>")
    # A still picture with its own line saying to run the lesson gets no second one.
    assert table["data"] == {"text/html": f"<div class='bt-table'></div>{student.KIT_STILL_NOTE}(Imagen fija de la mesa.)</p>"}
    # A widget with no still picture keeps its text; other outputs and cells are untouched.
    assert own["data"] == {"text/plain": "Button()"}
    assert printed == {"output_type": "stream", "name": "stdout", "text": "hola\n"}
    assert model["content"]["cells"][0] == {"cell_type": "markdown", "source": "# Hola", "metadata": {}}  # type: ignore[index]
    assert model["content"]["metadata"] == {"language_info": {"name": "python"}}  # type: ignore[index]
    # Saved again: nothing more changes (the line is not added twice).
    again = json.loads(json.dumps(model))
    student.as_still_pictures(again, f"{language}/05_lesson.ipynb")
    assert again == model


def test_saving_a_file_that_is_not_a_notebook_changes_nothing() -> None:
    model = {"type": "file", "content": "print(1)", "format": "text"}
    student.as_still_pictures(model, "notas.py")
    assert model == {"type": "file", "content": "print(1)", "format": "text"}


def test_the_work_folder_is_not_in_git() -> None:
    ignored = (REPO / ".gitignore").read_text(encoding="utf-8").splitlines()
    assert f"/{student.WORK.name}/" in ignored


SHIPPED = sorted(str(p.relative_to(REPO / "notebooks")) for p in student.shipped())


@pytest.mark.parametrize("lesson", SHIPPED)
def test_stored_kernel_is_named_as_the_kernel_reports_itself(lesson: str) -> None:
    # JupyterLab rewrites a differing display name on opening, which marks the lesson modified.
    stored = json.loads((REPO / "notebooks" / lesson).read_text(encoding="utf-8"))["metadata"]["kernelspec"]
    spec = KernelSpecManager().get_kernel_spec(stored["name"])
    assert stored["display_name"] == spec.display_name
    assert stored["language"] == spec.language


@pytest.mark.parametrize("lesson", SHIPPED)
def test_stored_lessons_keep_no_widget_state(lesson: str) -> None:
    # Each screen leaves its still picture instead; stored widget state would make JupyterLab
    # mark the lesson modified as soon as it is opened.
    stored = json.loads((REPO / "notebooks" / lesson).read_text(encoding="utf-8"))
    assert "widgets" not in stored["metadata"]

"""The lessons as `make lab` opens them: on the index, no pop-ups, originals never touched.

A JupyterLab started with `make lab`'s own options (lab/student.py) on a work folder
of copies, without the test settings the other browser checks use: what a student
sees, in Spanish (menus as the language pack shows them).  Opening and closing a lesson
leaves its file as it was; a lesson run, saved, closed and reopened with a new kernel
shows its screens as still pictures, each under the line that says to run the lesson
(not "Error displaying widget: model not found", nor widgets cut from their kernel),
and is not marked modified on opening; the still picture saved is the screen as the student left it.
"""

from __future__ import annotations

import hashlib
import importlib.util
import json
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest
from playwright.sync_api import Browser, Page

from lab_menus import MENU, shown

from briscola_teach.locale import text, using

from .conftest import NOTEBOOKS, REPO, SCREENSHOTS
from .lab import LabServer

INDEX = "index.ipynb"
OPENED = "es/01_cartas_y_puntos.ipynb"
REOPENED = "es/05_partida_contra_la_maquina.ipynb"
#: The language `make lab` is started in here, and JupyterLab's locale for it.
LANGUAGE = "es"
#: What JupyterLab's news pop-up asks (in English: the one a student must not meet).
NEWS = "official Jupyter news"

_STATE_JS = """() => {
  const app = window.jupyterapp;
  if (!app) return {state: 'JupyterLab not loaded'};
  const panel = app.shell.currentWidget;
  if (!panel || !panel.context) return {state: 'no document open'};
  const kernel = panel.sessionContext && panel.sessionContext.session
    && panel.sessionContext.session.kernel;
  return {path: panel.context.path, ready: panel.context.isReady,
          kernel: kernel ? kernel.status : 'none', dirty: panel.context.model.dirty,
          dialogs: [...document.querySelectorAll('.jp-Dialog')].map(d => d.innerText.trim()),
          toasts: [...document.querySelectorAll('.Toastify__toast, .jp-Notification-Toast')]
                    .map(t => t.innerText.trim())};
}"""


def _student() -> ModuleType:
    spec = importlib.util.spec_from_file_location("student", REPO / "lab" / "student.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


student = _student()


def _hashes(folder: Path) -> dict[str, str]:
    # Hidden folders (JupyterLab's checkpoints, restore's kept copies) are not lessons.
    return {str(p.relative_to(folder)): hashlib.sha256(p.read_bytes()).hexdigest()
            for p in sorted(folder.rglob("*.ipynb"))
            if not any(part.startswith(".") for part in p.relative_to(folder).parts)}


@pytest.fixture(scope="module")
def student_lab(chromium_path: str, tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[LabServer, Path]]:
    """JupyterLab as `make lab` starts it, on a work folder of fresh copies."""
    home = tmp_path_factory.mktemp("student")
    work = home / "mis_lecciones"
    student.prepare(work, lessons=NOTEBOOKS)
    # Only exposing the app to the page is added, so the check can ask JupyterLab its state.
    arguments = student.lab_arguments(work, language=LANGUAGE, settings=home / "settings")
    server = LabServer(work, home, arguments=[*arguments,
                                              "--LabApp.expose_app_in_browser=True"])
    try:
        server.start()
        yield server, work
    finally:
        server.stop()


def _widget_outputs(shipped: Path, saved: Path) -> list[dict[str, Any]]:
    """The outputs of ``saved`` where ``shipped`` shows a widget (the same cells, run again)."""
    before, after = (json.loads(path.read_text(encoding="utf-8"))["cells"] for path in (shipped, saved))
    return [new for old_cell, new_cell in zip(before, after)
            for old, new in zip(old_cell.get("outputs", []), new_cell.get("outputs", []))
            if student.WIDGET_VIEW in old.get("data", {})]


def _state(page: Page) -> dict[str, Any]:
    state: dict[str, Any] = page.evaluate(_STATE_JS)
    return state


def _wait_open(page: Page, path: str, *, timeout_ms: int = 120_000) -> dict[str, Any]:
    """Wait until ``path`` is the open document with an idle kernel."""
    waited = 0
    state: dict[str, Any] = {}
    while waited < timeout_ms:
        try:
            state = _state(page)
        except Exception as error:  # the page is still loading
            state = {"state": str(error)[:100]}
        if state.get("path") == path and state.get("ready") and state.get("kernel") == "idle":
            page.wait_for_timeout(1500)  # let JupyterLab finish what it does on opening
            return _state(page)
        assert not state.get("dialogs"), f"a dialog opened: {state['dialogs']}"
        page.wait_for_timeout(250)
        waited += 250
    raise AssertionError(f"{path} did not open with an idle kernel; last state: {state}")


def _open(page: Page, path: str) -> dict[str, Any]:
    page.evaluate("(path) => window.jupyterapp.commands.execute('docmanager:open', {path})", path)
    return _wait_open(page, path)


def _close_current(page: Page) -> None:
    page.evaluate("() => window.jupyterapp.shell.currentWidget.close()")
    page.wait_for_timeout(800)
    state = _state(page)
    assert not state.get("dialogs"), f"closing the lesson asked something: {state['dialogs']}"


def test_make_lab_opens_the_index_without_news_and_leaves_every_file_as_it_was(
        student_lab: tuple[LabServer, Path], browser: Browser) -> None:
    server, work = student_lab
    shipped = _hashes(NOTEBOOKS)
    copies = _hashes(work)
    # Each copy is the shipped lesson, its links to the guides leading to their copies.
    places = student._places(work, lessons=NOTEBOOKS, docs=student.DOCS)
    # The guides' notebooks (the teacher's class view) come along as the guides do.
    guides = [str(p.relative_to(student.DOCS)) for p in sorted(student.DOCS.glob("*/*.ipynb"))]
    assert copies == {name: hashlib.sha256(student._as_copied(source.resolve(), work / name, places)).hexdigest()
                      for name, source in [*((name, NOTEBOOKS / name) for name in shipped),
                                           *((name, student.DOCS / name) for name in guides)]}
    assert sum(copies[name] != shipped[name] for name in shipped) == 4  # the four pages that link a guide
    context = browser.new_context(viewport={"width": 1366, "height": 768})
    try:
        page = context.new_page()
        page.goto(server.url + "/", wait_until="domcontentloaded")
        state = _wait_open(page, INDEX)  # the address alone opens the page that picks an edition
        page.wait_for_timeout(2500)  # the news question would have come up by now
        state = _state(page)
        body = page.inner_text("body")
        SCREENSHOTS.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(SCREENSHOTS / "make-lab-index.png"))
        assert NEWS not in body and not state["toasts"], f"a pop-up greets the student: {state['toasts']}"
        assert state["dirty"] is False, "opening the index marked it modified"
        # JupyterLab speaks the student's language: the menus the lessons name, as they name them.
        locale = student.LAB_LOCALES[LANGUAGE]
        menus = page.locator("#jp-menu-panel .lm-MenuBar-itemLabel").all_inner_texts()
        assert shown("Run", locale, context=MENU) in menus and shown("Kernel", locale, context=MENU) in menus, menus
        assert shown("File", locale, context=MENU) in menus, menus  # "Archivo": the pack is in use
        for menu, item in (("Run", "Run All Cells"), ("Kernel", "Restart Kernel and Run All Cells…")):
            page.locator("#jp-menu-panel .lm-MenuBar-itemLabel", has_text=shown(menu, locale, context=MENU)).click()
            page.wait_for_timeout(300)
            items = page.locator(".lm-Menu .lm-Menu-itemLabel").all_inner_texts()
            page.screenshot(path=str(SCREENSHOTS / f"make-lab-menu-{menu.lower()}.png"))
            page.keyboard.press("Escape")
            page.wait_for_timeout(300)
            assert shown(item, locale) in items, (menu, items)
        _close_current(page)

        state = _open(page, OPENED)
        assert state["dirty"] is False, f"opening {OPENED} marked it modified"
        _close_current(page)
    finally:
        context.close()
    assert _hashes(work) == copies, "opening and closing lessons changed the student's copies"
    assert _hashes(NOTEBOOKS) == shipped, "the shipped lessons changed"


def test_a_lesson_run_saved_and_reopened_shows_its_screens_not_an_error(
        student_lab: tuple[LabServer, Path], browser: Browser) -> None:
    server, work = student_lab
    shipped = _hashes(NOTEBOOKS)
    context = browser.new_context(viewport={"width": 1366, "height": 768})
    try:
        page = context.new_page()
        page.goto(f"{server.url}/lab/tree/{REOPENED}", wait_until="domcontentloaded")
        _wait_open(page, REOPENED)
        page.evaluate("() => window.jupyterapp.commands.execute('notebook:run-all-cells')")
        page.wait_for_function(
            """() => { const p = window.jupyterapp.shell.currentWidget;
                 const k = p.sessionContext.session.kernel;
                 const running = [...p.node.querySelectorAll('.jp-InputPrompt')]
                   .filter(x => x.innerText.includes('*')).length;
                 return k.status === 'idle' && running === 0; }""", timeout=180_000)
        page.wait_for_timeout(1000)
        # The student plays a card: the table saved must be the one left, not the one first drawn.
        hand = page.locator(".jp-NotebookPanel:not(.lm-mod-hidden) .bt-card-table .bt-hand button").first
        hand.scroll_into_view_if_needed()
        hand.click()
        page.wait_for_timeout(3000)
        page.evaluate("() => window.jupyterapp.commands.execute('docmanager:save')")
        page.wait_for_function("() => !window.jupyterapp.shell.currentWidget.context.model.dirty",
                               timeout=30_000)
        page.evaluate("() => window.jupyterapp.shell.currentWidget.sessionContext.shutdown()")
        page.wait_for_timeout(1000)
        _close_current(page)
        assert (work / REOPENED).read_bytes() != (NOTEBOOKS / REOPENED).read_bytes()

        saved = json.loads((work / REOPENED).read_text(encoding="utf-8"))
        outputs = [output for cell in saved["cells"] for output in cell.get("outputs", [])]
        assert not any(student.WIDGET_VIEW in output.get("data", {}) for output in outputs)
        assert "widgets" not in saved["metadata"], "widget state was saved with the lesson"
        # Each screen left a still picture with one line that says to run the lesson: the kit's
        # own line under it, or the one saving added above it.
        pictures = ["".join(output["data"]["text/html"]) for output in _widget_outputs(NOTEBOOKS / REOPENED, work / REOPENED)]
        assert pictures and all(p.count(student.KIT_STILL_NOTE) + p.count(student.STILL_NOTE_CLASS) == 1 for p in pictures)
        stills = sum(student.STILL_NOTE_CLASS in p for p in pictures)
        first_drawn = ["".join(output["data"].get("text/html", "")) for output in
                       _widget_outputs(NOTEBOOKS / REOPENED, NOTEBOOKS / REOPENED)]
        assert any(still not in picture for still, picture in zip(first_drawn, pictures)), (
            "the table was saved as first drawn, not as the student left it")

        _open(page, REOPENED)  # a new kernel: none of the widgets of the run exists any more
        page.wait_for_timeout(2000)
        assert _state(page)["dirty"] is False, "reopening the lesson marked it modified"
        notebook = page.locator(".jp-NotebookPanel:not(.lm-mod-hidden)")
        # Outputs only: the lesson's own advice names the error a student may meet.
        outputs_text = " ".join(notebook.locator(".jp-OutputArea").all_inner_texts())
        assert "Error displaying widget" not in outputs_text, "a reopened lesson shows 'model not found'"
        assert notebook.locator(".jp-OutputArea-output .jupyter-widgets").count() == 0, (
            "a reopened lesson shows widgets cut from their kernel")
        notes = notebook.locator(f".jp-OutputArea-output .{student.STILL_NOTE_CLASS}")
        assert notes.count() == stills
        if stills:
            assert notes.first.text_content() == student.say("still_note", language=LANGUAGE)
        with using(LANGUAGE):
            line = text("table.still_note")
        table = notebook.locator(".jp-OutputArea-output").filter(has_text=line).first
        table.scroll_into_view_if_needed()
        page.wait_for_timeout(1500)  # the notebook draws the cells scrolled to
        page.screenshot(path=str(SCREENSHOTS / "reopened-lesson.png"))
        pictures = table.locator("img")
        assert pictures.count() > 0 and pictures.first.is_visible(), "the reopened table shows no cards"
        # Changed by the student, it is modified: the mark means what it says.
        notebook.locator(".jp-CodeCell .jp-InputArea-editor").first.click()
        page.keyboard.type("x")
        page.wait_for_function("() => window.jupyterapp.shell.currentWidget.context.model.dirty", timeout=10_000)
    finally:
        context.close()
    assert _hashes(NOTEBOOKS) == shipped, "running a lesson changed the shipped lessons"


def test_the_index_links_the_teachers_guide_and_it_opens_as_a_page(
        student_lab: tuple[LabServer, Path], browser: Browser) -> None:
    # JupyterLab serves only the work folder: the guide must be a copy there, and the link
    # must lead to it (a link out of the folder opens nothing).
    server, work = student_lab
    lesson = "es/00_indice.ipynb"
    context = browser.new_context(viewport={"width": 1366, "height": 768})
    try:
        page = context.new_page()
        page.goto(f"{server.url}/lab/tree/{lesson}", wait_until="domcontentloaded")
        _wait_open(page, lesson)
        link = page.locator(".jp-NotebookPanel:not(.lm-mod-hidden) .jp-RenderedMarkdown a[href*='guia_docente']")
        link.first.scroll_into_view_if_needed()
        link.first.click()
        page.wait_for_function("() => window.jupyterapp.shell.currentWidget.context"
                               " && window.jupyterapp.shell.currentWidget.context.path === 'guia_docente/README.md'",
                               timeout=30_000)
        # Shown as a page (JupyterLab's Markdown preview, as lab/settings asks), not as text.
        page.wait_for_function("() => { const h = window.jupyterapp.shell.currentWidget.node"
                               ".querySelector('.jp-RenderedMarkdown h1'); return h && h.innerText; }",
                               timeout=30_000)
        page.wait_for_timeout(500)
        state = _state(page)
        assert not state.get("dialogs"), f"opening the guide asked something: {state['dialogs']}"
        title = page.evaluate("() => window.jupyterapp.shell.currentWidget.node"
                              ".querySelector('.jp-RenderedMarkdown h1').innerText")
        assert title.startswith("Guía docente"), title
        page.screenshot(path=str(SCREENSHOTS / "make-lab-guide.png"))
        _close_current(page)
    finally:
        context.close()

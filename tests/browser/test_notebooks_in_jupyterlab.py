"""The real-browser check: every lesson runs in JupyterLab on Chromium, widgets and all.

For each notebook of each edition (``notebooks/es|en|it/*.ipynb``, served from a
temporary copy): open it, untrusted as on a fresh clone, and before running anything
check that every stored card picture is drawn as an image (screenshot
``artifacts/screenshots/<edition>-<stem>-first-open.png``); then wait for the kernel, run
all cells, wait until every cell has finished, check that no cell failed and that every
widget displayed drew, run the lesson's click-through from
``interactions/NN_<name>.py`` (one per lesson, by number, run in the edition's language), check
that no widget callback failed, and save a screenshot to
``artifacts/screenshots/<edition>-<stem>.png``.  Two canary notebooks made
at test time show that the check notices what it should.
"""

from __future__ import annotations

import importlib
import inspect
import json
from pathlib import Path
from types import ModuleType

import pytest
from lesson_editions import load as _load_editions
from playwright.sync_api import Browser

from briscola_teach.locale import using

from . import canary
from .conftest import NOTEBOOKS, SCREENSHOTS
from .helpers import click_widget_button, wait_for_kernel_idle, widget_html_text
from .lab import LabServer
from .runner import NotebookRun
from .screens import check_pictures_shown, show_first_still, stored_pictures

INTERACTIONS = Path(__file__).resolve().parent / "interactions"


editions = _load_editions()


def _notebooks() -> dict[str, tuple[str, str]]:
    """Each stored notebook of each edition ("it/01_carte_e_punti") with its language and lesson number."""
    found = {}
    for lesson in editions.lessons():
        for language in editions.LANGUAGES:
            path = lesson.notebook_path(language)
            if path.exists():
                found[str(path.relative_to(NOTEBOOKS).with_suffix(""))] = (language, lesson.number)
    return found


NOTEBOOK_RUNS = _notebooks()


def _stems() -> list[str]:
    return sorted(NOTEBOOK_RUNS)


def _notebook_params() -> list[object]:
    stems = _stems()
    if not stems:
        return [pytest.param("", marks=pytest.mark.skip(reason="no notebooks in notebooks/ yet"), id="none")]
    return [pytest.param(stem, id=stem) for stem in stems]


def _interaction(number: str) -> ModuleType | None:
    """The click-through of lesson ``number``: ``interactions/NN_<its English name>.py``, if there is one."""
    found = sorted(INTERACTIONS.glob(f"{number}_*.py"))
    return importlib.import_module(f"{__package__}.interactions.{found[0].stem}") if found else None


def _stored_widget_outputs(stem: str) -> int:
    notebook = json.loads((NOTEBOOKS / f"{stem}.ipynb").read_text(encoding="utf-8"))
    return sum(
        "application/vnd.jupyter.widget-view+json" in output.get("data", {})
        for cell in notebook["cells"] if cell["cell_type"] == "code"
        for output in cell.get("outputs", [])
    )


@pytest.mark.parametrize("stem", _notebook_params())
def test_notebook_runs_in_jupyterlab(stem: str, lab_server: LabServer, browser: Browser) -> None:
    language, number = NOTEBOOK_RUNS[stem]
    shot = stem.replace("/", "-")
    run = NotebookRun(browser, lab_server, f"{stem}.ipynb")
    with run.reported(SCREENSHOTS / f"{shot}.png"):
        page = run.open()
        # First open: nothing run yet, the notebook untrusted, as a student finds it.
        expected = stored_pictures(NOTEBOOKS / f"{stem}.ipynb")
        if expected:
            check_pictures_shown(page, expected)
        SCREENSHOTS.mkdir(parents=True, exist_ok=True)
        show_first_still(page)
        page.screenshot(path=str(SCREENSHOTS / f"{shot}-first-open.png"))
        cells = run.run_all()
        failures = run.cell_failures(cells)
        assert not failures, "cells failed in JupyterLab:\n" + "\n\n".join(failures)
        for note in run.stderr_notes(cells):
            print("stderr (not a failure):", note)
        stored = _stored_widget_outputs(stem)
        shown = run.check_widgets(cells, at_least=stored)
        if stored:
            assert shown == stored, f"the stored notebook displays {stored} widgets, JupyterLab showed {shown}"
        assert not run.trouble(), "errors while running:\n" + "\n".join(run.trouble())
        interaction = _interaction(number)
        if interaction is not None:
            # The click-through reads the words it expects in the edition's language.
            with using(language):
                interaction.interact(page)
            wait_for_kernel_idle(page)
            assert not run.trouble(), f"errors during {stem}'s click-through:\n" + "\n".join(run.trouble())
            run.check_widgets(run.cells())
        print(f"{stem}: {len(expected)} stored pictures shown untrusted, "
              f"{len(cells)} code cells ran, {shown} widgets drew, "
              f"click-through: {'yes' if interaction else 'none'}")


def test_check_clicks_widgets_and_notices_callback_errors(lab_server: LabServer, browser: Browser) -> None:
    run = NotebookRun(browser, lab_server, canary.OK)
    with run.reported():
        page = run.open()
        cells = run.run_all()
        assert run.cell_failures(cells) == []
        assert run.check_widgets(cells) == 1
        assert widget_html_text(page, containing="Pulsaciones") == "Pulsaciones: 0"
        click_widget_button(page, canary.CLICK_ME)
        assert widget_html_text(page, containing="Pulsaciones") == "Pulsaciones: 1"
        assert run.trouble() == []
        click_widget_button(page, canary.BREAK_ME)
        assert any("ZeroDivisionError" in line for line in run.trouble()), run.trouble()


def test_check_reports_a_failing_cell_and_the_cells_it_stopped(lab_server: LabServer, browser: Browser) -> None:
    run = NotebookRun(browser, lab_server, canary.ERROR)
    with run.reported():
        run.open()
        failures = run.cell_failures(run.run_all())
        assert len(failures) == 2, failures
        assert "ZeroDivisionError" in failures[0]
        assert "did not run" in failures[1]


def test_every_interaction_module_belongs_to_a_notebook_and_defines_interact() -> None:
    numbers = {number for _, number in NOTEBOOK_RUNS.values()}
    for path in sorted(INTERACTIONS.glob("*.py")):
        if path.name == "__init__.py":
            continue
        assert path.stem[:2] in numbers, f"{path.name}: there is no lesson {path.stem[:2]} in notebooks/source"
        assert len(list(INTERACTIONS.glob(f"{path.stem[:2]}_*.py"))) == 1, f"{path.name}: a second click-through"
        module = _interaction(path.stem[:2])
        assert module is not None
        interact = getattr(module, "interact", None)
        assert callable(interact), f"{path.name} defines no interact(page)"
        assert len(inspect.signature(interact).parameters) == 1, f"{path.name}: interact takes exactly (page)"

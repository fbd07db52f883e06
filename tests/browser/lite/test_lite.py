"""The zero-install site in Chromium: lessons run top to bottom with Python in the browser, widgets answer.

A student's way through the site: the site's address (a start page, no Python started
for it), the edition's link to lesson 00, then the next lessons by their links in lesson
00, all in one browser tab.  By default lessons 00, 02 and 05 of the Spanish edition
run; ``LITE_LESSONS=all`` runs every lesson (``LITE_EDITION=all``: of every edition).
Each edition gets one browser context, empty at first (cache and storage, as a student's
first visit: lesson 00's kernel starts cold).  In each lesson Run All runs it, no cell
may fail, one widget is clicked, and exactly one Python (kernel) runs in the tab; a name
left by the lesson before is gone; closing the lessons ends it.  Every request the page
or its workers make must go to the site itself: anything else is refused and fails the
test (``make test-lite`` also cuts the network, so nothing could get out anyway).  The
timings go to artifacts/lite-figures.json.
"""

from __future__ import annotations

import importlib.util
import json
import os
import time
import zipfile
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Browser, BrowserContext, FloatRect, Locator, Page, Route, sync_playwright

from briscola_teach import Card
from briscola_teach.explain import trick_explanation
from briscola_teach.locale import LANGUAGES, get_language, set_language, text
from briscola_teach.widgets import TrickQuiz

from ..chromium import INSTALL_HINT, REQUIRED_VARIABLE, find_chromium, is_required
from ..conftest import CHROMIUM_FLAGS, REPO, SCREENSHOTS
from ..helpers import (click_widget_button, kernel_round_trip, select_widget_option, wait_for_text,
                       widget_html_text)
from .conftest import SiteServer

import lab_menus

#: A cold start fetches and unpacks Python and the wheels: generous on a busy two-core machine.
KERNEL_TIMEOUT = 240.0
RUN_TIMEOUT = 300.0
#: The editions whose lessons are run (``LITE_EDITION=en``, ``it`` or ``all`` for others).
_EDITION_ASKED = os.environ.get("LITE_EDITION", "es")
EDITIONS = list(LANGUAGES) if _EDITION_ASKED == "all" else _EDITION_ASKED.split()

_OPEN_STATE_JS = """() => {
  const dialogs = [...document.querySelectorAll('.jp-Dialog')].map(d => d.innerText.trim());
  if (dialogs.length) return {state: 'dialog: ' + dialogs.join(' | ')};
  const app = window.jupyterapp;
  if (!app) return {state: 'JupyterLite not loaded'};
  const panel = app.shell.currentWidget;
  if (!panel || !panel.sessionContext) return {state: 'no notebook open'};
  const kernel = panel.sessionContext.session && panel.sessionContext.session.kernel;
  if (!kernel) return {state: 'no kernel yet'};
  return {state: 'kernel ' + kernel.status, path: panel.context.path,
          ready: panel.sessionContext.isReady && kernel.status === 'idle'};
}"""

_RUN_ALL_JS = """() => {
  window.__liteRunAll = undefined;
  window.jupyterapp.commands.execute('notebook:run-all-cells').then(
    (value) => { window.__liteRunAll = 'done ' + String(value); },
    (error) => { window.__liteRunAll = 'rejected: ' + String(error); });
}"""

_RUN_STATE_JS = """() => {
  const panel = window.jupyterapp.shell.currentWidget;
  const kernel = panel.sessionContext.session && panel.sessionContext.session.kernel;
  const prompts = [...panel.node.querySelectorAll('.jp-InputPrompt')].map(p => p.innerText);
  return {finished: window.__liteRunAll || null, kernel: kernel ? kernel.status : 'none',
          running: prompts.filter(p => p.includes('*')).length};
}"""

_ERRORS_JS = """() => {
  const panel = window.jupyterapp.shell.currentWidget;
  const found = [];
  panel.content.widgets.forEach((cell, index) => {
    if (cell.model.type !== 'code') return;
    for (let i = 0; i < cell.model.outputs.length; i++) {
      const o = cell.model.outputs.get(i).toJSON();
      if (o.output_type === 'error') found.push({cell: index, ename: o.ename, evalue: o.evalue,
        source: cell.model.sharedModel.getSource().slice(0, 120)});
    }
    if (cell.model.executionCount === null && cell.model.sharedModel.getSource().trim())
      found.push({cell: index, ename: 'not run', evalue: '', source: cell.model.sharedModel.getSource().slice(0, 120)});
  });
  return found;
}"""

_CLOSE_ALL_JS = """async () => {
  const app = window.jupyterapp;
  if (!app) return;
  const saved = new Promise((resolve) => {
    const done = () => { app.shell.layoutModified.disconnect(done); resolve(); };
    app.shell.layoutModified.connect(done);
    setTimeout(done, 5000);
  });
  for (const widget of [...app.shell.widgets('main')]) {
    if (widget.context) widget.context.model.dirty = false;  // leave the run lesson unsaved, asking nothing
    widget.close();
  }
  await saved;
  await new Promise((resolve) => setTimeout(resolve, 1000));
}"""

_KERNELS_JS = """async () => {
  const app = window.jupyterapp;
  await app.serviceManager.sessions.refreshRunning();
  await app.serviceManager.kernels.refreshRunning();
  const ids = new Set([...app.serviceManager.kernels.running()].map(k => k.id));
  for (const s of app.serviceManager.sessions.running()) if (s.kernel) ids.add(s.kernel.id);
  return ids.size;
}"""

#: Run code on the open lesson's kernel as a cell of that lesson would; its printed text.
_KERNEL_SAYS_JS = """async (code) => {
  const panel = window.jupyterapp.shell.currentWidget;
  const future = panel.sessionContext.session.kernel.requestExecute({code});
  let said = '';
  future.onIOPub = (msg) => {
    if (msg.header.msg_type === 'stream') said += msg.content.text;
    if (msg.header.msg_type === 'error') said += msg.content.ename + ': ' + msg.content.evalue;
  };
  await future.done;
  return said.trim();
}"""

#: A name a student defines in one lesson, which the next lesson must not see.
_MARKER = "left_by_the_lesson_before"

_WIDGETS_JS = """() => [...document.querySelectorAll(
    '.jp-NotebookPanel:not(.lm-mod-hidden) .jp-OutputArea-output .jupyter-widgets')].length"""


@pytest.fixture(scope="session")
def browser() -> Iterator[Browser]:
    """Headless system Chromium (never a downloaded one); skip, or fail when required, without it."""
    path, reason = find_chromium()
    if path is None:
        if is_required():
            pytest.fail(f"Lite check required ({REQUIRED_VARIABLE}=required) but {reason}; {INSTALL_HINT}",
                        pytrace=False)
        pytest.skip(f"Lite check skipped: {reason}; {INSTALL_HINT}")
    with sync_playwright() as playwright:
        chromium = playwright.chromium.launch(executable_path=path, headless=True, args=CHROMIUM_FLAGS,
                                              timeout=60_000)
        try:
            yield chromium
        finally:
            chromium.close()


class Visit:
    """One student's first visit: a fresh context whose every request outside the site is refused and noted."""

    def __init__(self, browser: Browser, server: SiteServer, *, width: int = 1366, height: int = 900) -> None:
        self.server = server
        self.outside: list[str] = []
        self.console: list[str] = []
        self.context: BrowserContext = browser.new_context(viewport={"width": width, "height": height},
                                                           service_workers="allow")
        self.context.route("**/*", self._guard)
        self.page: Page = self.context.new_page()
        self.page.on("console", lambda message: self.console.append(f"{message.type}: {message.text}"))
        self.page.on("pageerror", lambda error: self.console.append(f"page error: {error}"))
        # Going on to the next lesson leaves a run (so unsaved) notebook: leave it, as a student would.
        self.page.on("dialog", lambda dialog: dialog.accept() if dialog.type == "beforeunload" else dialog.dismiss())
        self.context.on("response", lambda response: self.console.append(
            f"HTTP {response.status}: {response.url}") if response.status >= 400 else None)

    def _guard(self, route: Route) -> None:
        url = route.request.url
        if url.startswith(self.server.origin + "/"):
            if url.split("?")[0] == f"{self.server.origin}/jupyter-lite.json":
                # The test reaches the app the way the JupyterLab check does (window.jupyterapp).
                response = route.fetch()
                config = response.json()
                config["jupyter-config-data"]["exposeAppInBrowser"] = "true"
                route.fulfill(response=response, body=json.dumps(config))
                return
            route.continue_()
        elif url.startswith(("data:", "blob:")):
            route.continue_()
        else:
            self.outside.append(url)
            route.abort("blockedbyclient")

    def context_of_failure(self) -> str:
        """The last things the page said, for a failure message."""
        return "\n  ".join(self.console[-25:])

    def arrive(self, path: str, measured: dict[str, Any]) -> None:
        """The site's address, as a student types it: the start page (no Python), then the edition's lesson 00."""
        asked_before = len(self.server.paths)
        started = time.monotonic()
        self.page.goto(f"{self.server.origin}/", wait_until="domcontentloaded")
        self.page.locator(".bt-start-page").wait_for(timeout=30_000)
        self.page.wait_for_load_state("load")
        measured["start_page_s"] = round(time.monotonic() - started, 1)
        assert not any(p.startswith(("/static/pyodide/", "/build/")) for p in self.server.paths[asked_before:]), \
            "the start page loaded JupyterLab or Python"
        # The link sets JupyterLab's language first, then opens: wait for the page it opens.
        with self.page.expect_navigation(url=lambda url: "/lab/index.html" in url, wait_until="commit",
                                         timeout=30_000):
            self.page.locator(f'a[href$="path={path}"]').first.click(timeout=30_000)
        self._wait_for_kernel(path, started, measured)

    def follow(self, path: str, measured: dict[str, Any], *, start: str) -> None:
        """Open the next lesson by its link in lesson ``start`` (an open tab), as a student does."""
        self.page.locator(".lm-DockPanel-tabBar .lm-TabBar-tab", has_text=Path(start).stem).first.click()
        started = time.monotonic()
        self.page.locator(f'.jp-NotebookPanel:not(.lm-mod-hidden) a[href$="{Path(path).name}"]').first.click(
            timeout=30_000)
        self._wait_for_kernel(path, started, measured)

    def kernels(self) -> int:
        """How many Pythons run in the tab."""
        count: int = self.page.evaluate(_KERNELS_JS)
        return count

    def kernel_says(self, code: str) -> str:
        """What code run on the open lesson's Python prints."""
        said: str = self.page.evaluate(_KERNEL_SAYS_JS, code)
        return said

    def _wait_for_kernel(self, path: str, started: float, measured: dict[str, Any]) -> None:
        """Wait until ``path`` is the open notebook and its kernel is idle, noting when the page and the kernel were ready."""
        state: dict[str, Any] = {}
        while time.monotonic() - started < KERNEL_TIMEOUT:
            state = self.page.evaluate(_OPEN_STATE_JS)
            if "page_s" not in measured and state["state"] not in ("JupyterLite not loaded", "no notebook open"):
                measured["page_s"] = round(time.monotonic() - started, 1)
            if state.get("ready") and state.get("path") == path:
                measured["kernel_ready_s"] = round(time.monotonic() - started, 1)
                return
            if state["state"].startswith("dialog"):
                break
            self.page.wait_for_timeout(250)
        raise AssertionError(f"{path}: no idle kernel after {time.monotonic() - started:.0f} s "
                             f"({state.get('state')}); the page said:\n  {self.context_of_failure()}")

    def run_all(self, path: str) -> float:
        """Run All, wait until every cell ran; return the seconds; fail naming any cell that failed."""
        started = time.monotonic()
        self.page.evaluate(_RUN_ALL_JS)
        state: dict[str, Any] = {}
        while time.monotonic() - started < RUN_TIMEOUT:
            state = self.page.evaluate(_RUN_STATE_JS)
            if state["finished"] and state["running"] == 0 and state["kernel"] == "idle":
                break
            self.page.wait_for_timeout(250)
        else:
            raise AssertionError(f"{path}: Run All did not finish in {RUN_TIMEOUT:.0f} s ({state})")
        seconds = time.monotonic() - started
        errors = self.page.evaluate(_ERRORS_JS)
        assert not errors, f"{path}: cells failed in the browser:\n" + "\n".join(
            f"  cell {e['cell']}: {e['ename']}: {e['evalue']}  <- {e['source']!r}" for e in errors)
        return seconds

    def keep_picture(self, name: str, what: str) -> None:
        """Keep a screenshot of the page as ``name``.png; fail if ``what`` asked for an address outside the site."""
        SCREENSHOTS.mkdir(parents=True, exist_ok=True)
        self.page.screenshot(path=str(SCREENSHOTS / f"{name}.png"))
        assert not self.outside, f"{what} asked for addresses outside the site: {self.outside}"

    def close(self) -> None:
        self.context.close()


def lesson(site: Path, number: str, edition: str) -> str:
    """The site path of a lesson of an edition."""
    files = site / "files"
    found = sorted((files / edition).glob(f"{number}_*.ipynb"))
    assert found, f"lesson {number} is not in the site's files ({files})"
    return found[0].relative_to(files).as_posix()


# -- what the student clicks in each lesson -------------------------------------------------


def click_02(page: Page, measured: dict[str, Any]) -> None:
    """Lesson 02: the muestra changed in the trick lab, and one quiz answer scored."""
    select_widget_option(page, str(Card.parse("5O")), description=text("trick_lab.muestra"))
    no_trump = trick_explanation(["as de espadas", "dos de copas"], "oros")
    wait_for_text(page, no_trump.taken_by(text("lessons_tricks.the_player", n=1)))
    twin = TrickQuiz(seed=7)
    winner = twin.winner()
    card = dict(twin.plays)[winner]
    started = time.monotonic()
    click_widget_button(page, text("trick_lab.quiz_answer", who=text("lessons_tricks.player", n=winner + 1),
                                   card=str(card)))
    wait_for_text(page, text("trick_lab.quiz_score", right=1, asked=1, streak=1, best=1))
    measured["click_to_answer_s"] = round(time.monotonic() - started, 2)


def _machine_lines(page: Page) -> int:
    """How many of the table's story lines are the machine's plays."""
    prefix = text("table.played", who=text("common.rival"), card="").rstrip(" .")
    story = widget_html_text(page, containing=text("table.events"))
    return sum(line.strip().startswith(prefix) for line in story.splitlines())


def click_05(page: Page, measured: dict[str, Any]) -> None:
    """Lesson 05: a card played at the table; the trick resolves and the machine answers on its own."""
    before = _machine_lines(page)
    card = page.locator(".bt-card-table .bt-play-card:enabled").first
    card.wait_for(state="visible", timeout=30_000)
    started = time.monotonic()
    kernel_round_trip(page, lambda: card.click(timeout=30_000))
    deadline = started + 60
    while _machine_lines(page) <= before:
        assert time.monotonic() < deadline, "the machine did not answer the card within 60 s"
        page.wait_for_timeout(100)
    measured["click_to_machine_s"] = round(time.monotonic() - started, 2)
    click_widget_button(page, text("table.save"))
    wait_for_text(page, text("hands.file", number=1))


CLICKS: dict[str, Callable[[Page, dict[str, Any]], None]] = {"02": click_02, "05": click_05}

#: The lessons checked: 00, 02 and 05 by default (``LITE_LESSONS=all``, or a list like ``"01 03"``, for more);
#: 00 always comes first, opened from the site's address, and the others by their links in it.
_ASKED = os.environ.get("LITE_LESSONS", "02 05").split()
EVERY_LESSON = _ASKED == ["all"]
LESSONS = ["00", *(sorted(path.name[:2] for path in (REPO / "notebooks" / "source").glob("[0-9][0-9]_*.md"))
                   if EVERY_LESSON else _ASKED)]
LESSONS = sorted(set(LESSONS), key=LESSONS.index)
#: One visit per edition, reused lesson after lesson (the first lesson's start is the cold one).
_COURSE_VISITS: dict[str, Visit] = {}


def _has_widgets(notebook: Path) -> bool:
    """Whether the stored lesson shows a widget (so the browser must draw one)."""
    return "application/vnd.jupyter.widget-view+json" in notebook.read_text(encoding="utf-8")


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("number", LESSONS)
def test_lesson_runs_in_the_browser_with_nothing_installed(number: str, edition: str, browser: Browser,
                                                           site: Path, site_server: SiteServer,
                                                           figures: dict[str, Any]) -> None:
    path = lesson(site, number, edition)
    shown_before = get_language()
    set_language(edition)  # the texts the page shows, to wait for
    reused = edition in _COURSE_VISITS
    if not reused and number != "00":
        pytest.skip(f"{edition}: lesson 00 did not open, so its links cannot be followed")
    visit = _COURSE_VISITS.get(edition) if reused else None
    visit = visit or Visit(browser, site_server)
    measured: dict[str, Any] = {"visit": "next lesson" if reused else "first visit (from the site's address)"}
    try:
        if reused:
            visit.follow(path, measured, start=lesson(site, "00", edition))
        else:
            visit.arrive(path, measured)
        assert visit.kernels() == 1, f"{path}: more than one Python runs in the tab ({visit.kernels()})"
        measured["run_all_s"] = round(visit.run_all(path), 1)
        if reused:
            assert visit.kernel_says(f"print({_MARKER!r} in globals())") == "False", \
                f"{path}: the lesson sees a name the lesson before left"
        assert visit.kernel_says(f"{_MARKER} = 1; print({_MARKER!r} in globals())") == "True"
        assert visit.kernels() == 1, f"{path}: more than one Python runs in the tab after Run All"
        if _has_widgets(site / "files" / path):
            assert visit.page.evaluate(_WIDGETS_JS) > 0, f"{path}: no widget drew"
        if number in CLICKS:
            CLICKS[number](visit.page, measured)
        SCREENSHOTS.mkdir(parents=True, exist_ok=True)
        visit.page.screenshot(path=str(SCREENSHOTS / f"lite-{number}.png"))
        assert not visit.outside, f"{path}: the page asked for addresses outside the site: {visit.outside}"
    except AssertionError as error:
        raise AssertionError(f"{error}\nthe page said:\n  {visit.context_of_failure()}") from None
    finally:
        figures["lessons"][path] = measured
        if not visit.outside:
            _COURSE_VISITS[edition] = visit
        else:
            _COURSE_VISITS.pop(edition, None)
            visit.close()
        set_language(shown_before)
    served = set(site_server.paths)
    assert "/static/pyodide/pyodide.asm.wasm" in served and any(
        p.startswith("/static/pyodide/briscola_teach-") for p in served), "Python or the kit did not come from the site"


#: The browser storage's files (the student's own work), as the site's contents drive holds them: path -> bytes.
_STORED_JS = """async () => {
  const contents = window.jupyterapp.serviceManager.contents;
  const store = await (contents.defaultDrive || contents._defaultDrive).storage;
  const found = {};
  await store.iterate((item, key) => {
    found[key] = item.type === 'directory' ? '/' : item.format === 'base64' ? atob(item.content)
      : typeof item.content === 'string' ? item.content : JSON.stringify(item.content);
  });
  return found;
}"""

_STORE_JS = """async ([action, path, change]) => {
  const contents = window.jupyterapp.serviceManager.contents;
  const store = await (contents.defaultDrive || contents._defaultDrive).storage;
  if (action === 'clear') return await store.clear();
  const item = await store.getItem(path);
  if (action === 'append') item.content = item.format === 'base64' ? btoa(atob(item.content) + change)
                                                                  : item.content + change;
  if (action === 'stamp') item.content.metadata.briscola_teach.lesson.version = change;
  await store.setItem(path, item);
}"""

#: A lesson shipped with the site, as the contents drive serves it (stamp and all).
_SHIPPED_JS = """async (path) => {
  const model = await window.jupyterapp.serviceManager.contents.get(path, {content: true});
  const contents = window.jupyterapp.serviceManager.contents;
  const store = await (contents.defaultDrive || contents._defaultDrive).storage;
  await store.setItem(path, {...model, last_modified: new Date().toISOString()});
}"""


def _menu_items(page: Page, menu: str) -> list[str]:
    """The items of a menu of JupyterLab's menu bar, as the student reads them (the menu opened, then closed)."""
    page.locator(".lm-MenuBar-itemLabel", has_text=menu).first.click(timeout=30_000)
    items = page.locator(".lm-Menu .lm-Menu-itemLabel")
    items.first.wait_for(timeout=30_000)
    labels = items.all_inner_texts()
    page.keyboard.press("Escape")
    return labels


def _work_button(page: Page, label: str) -> Locator:
    """The file browser's toolbar button the student reads ``label`` on (the file browser opened first if closed)."""
    button = page.locator(".jp-FileBrowser-toolbar .jp-ToolbarButtonComponent",
                          has=page.locator(".jp-ToolbarButtonComponent-label", has_text=label))
    if not button.first.is_visible():
        page.locator(".jp-SideBar [data-id='filebrowser']").first.click(timeout=30_000)
    button.first.wait_for(state="visible", timeout=30_000)
    return button.first


def _box(locator: Locator) -> FloatRect:
    """Where ``locator``'s element is on the page; fail if it is not shown."""
    box = locator.bounding_box()
    assert box is not None, f"{locator} is not shown"
    return box


def _inside(inner: FloatRect, outer: FloatRect) -> bool:
    """Whether the box ``inner`` lies within ``outer`` (to a pixel)."""
    return (outer["x"] - 1 <= inner["x"] and inner["x"] + inner["width"] <= outer["x"] + outer["width"] + 1
            and outer["y"] - 1 <= inner["y"] and inner["y"] + inner["height"] <= outer["y"] + outer["height"] + 1)


def _overlap(a: FloatRect, b: FloatRect) -> bool:
    """Whether two boxes share more than a pixel's edge."""
    return (a["x"] + 1 < b["x"] + b["width"] and b["x"] + 1 < a["x"] + a["width"]
            and a["y"] + 1 < b["y"] + b["height"] and b["y"] + 1 < a["y"] + a["height"])


def _upload(page: Page, path: Path, label: str) -> None:
    """Bring back ``path`` with the file browser's upload button, whose label is ``label``."""
    with page.expect_file_chooser(timeout=30_000) as chooser:
        _work_button(page, label).click(timeout=30_000)
    chooser.value.set_files(str(path))


def _notice(page: Page, said: str) -> None:
    """Wait until a dialog says ``said``, then close it as the student does (its OK button)."""
    dialog = page.locator(".jp-Dialog", has_text=said)
    dialog.wait_for(timeout=60_000)
    dialog.locator(".jp-mod-accept").click()
    dialog.wait_for(state="detached", timeout=30_000)


def test_the_menus_speak_the_editions_language(site: Path) -> None:
    visit = _COURSE_VISITS.get("es")
    if visit is None:
        pytest.skip("the Spanish lessons did not open")
    labels = visit.page.locator(".lm-MenuBar-itemLabel").all_inner_texts()
    assert lab_menus.shown("File", "es_ES", context="menu") in labels, f"the menus are not in Spanish: {labels}"
    pack = json.loads((site / "api" / "translations" / "es_ES.json").read_text(encoding="utf-8"))
    assert pack["data"], "the site holds no Spanish menus"


def test_all_of_a_students_work_downloads_as_one_file_and_comes_back(tmp_path: Path,
                                                                    figures: dict[str, Any]) -> None:
    visit = _COURSE_VISITS.get("es")
    if visit is None:
        pytest.skip("the Spanish lessons did not open")
    page = visit.page
    words = {key: text(f"lite.{key}", language="es", **{f: "{" + f + "}" for f in ("restored", "same", "names", "file")})
             for key in ("work_download", "work_upload", "work_download_button", "work_upload_button",
                         "work_restored", "work_kept", "work_bad")}
    page.evaluate("() => window.jupyterapp.commands.execute('docmanager:save')")  # the lesson run last, saved
    page.wait_for_timeout(1500)
    stored = page.evaluate(_STORED_JS)
    hand = next((path for path in stored if path.endswith(".json") and "/" in path), None)
    assert any(path.endswith(".ipynb") for path in stored) and hand, f"no saved lesson or hand to keep: {list(stored)}"
    # The two buttons on the file browser's toolbar, each with its icon, its label and the whole name as its
    # tooltip; each label inside its button, each button inside the file browser, the two apart.
    browser_box = _box(page.locator(".jp-FileBrowser-toolbar").first)
    boxes = []
    for label, tooltip in ((words["work_download_button"], words["work_download"]),
                           (words["work_upload_button"], words["work_upload"])):
        button = _work_button(page, label)
        assert button.get_attribute("title") == tooltip
        shown = button.locator(".jp-ToolbarButtonComponent-label")
        assert shown.inner_text() == label
        icon = button.locator(".bt-lite-work-button").first
        assert "url(" in icon.evaluate("node => getComputedStyle(node).backgroundImage"), f"no icon on {label}"
        assert _box(icon)["width"] >= 14, f"the icon of {label} takes no room"
        box = _box(button)
        assert _inside(_box(shown), box), f"the label of {label} runs out of its button"
        assert _inside(box, browser_box), f"{label} sticks out of the file browser: {box} in {browser_box}"
        boxes.append(box)
    assert not _overlap(*boxes), f"the two buttons overlap: {boxes}"
    file_menu = _menu_items(page, lab_menus.shown("File", "es_ES", context="menu"))
    assert {words["work_download"], words["work_upload"]} <= set(file_menu), f"not in the File menu: {file_menu}"
    visit.keep_picture("work_buttons", "the file browser's toolbar with the buttons for the student's work")
    with page.expect_download(timeout=30_000) as download:
        _work_button(page, words["work_download_button"]).click(timeout=30_000)
    saved = tmp_path / download.value.suggested_filename
    download.value.save_as(saved)
    assert saved.name.startswith(text("lite.work_file", language="es")) and saved.suffix == ".zip"
    with zipfile.ZipFile(saved) as archive:
        assert archive.testzip() is None
        names = {name.rstrip("/") for name in archive.namelist()}
        assert set(stored) <= names, f"the .zip lacks {set(stored) - names}"
        lesson_saved = next(path for path in stored if path.endswith(".ipynb"))
        assert json.loads(archive.read(lesson_saved))["cells"], "the saved lesson is not a notebook in the .zip"
    figures["work_zip_bytes"] = saved.stat().st_size

    page.evaluate(_STORE_JS, ["clear", "", ""])
    assert page.evaluate(_STORED_JS) == {}
    _upload(page, saved, words["work_upload_button"])
    _notice(page, words["work_restored"].format(restored=len(stored), same=0))
    assert page.evaluate(_STORED_JS) == stored, "the files that came back differ from those downloaded"

    # A file changed since the download is kept, and the one from the .zip goes beside it.
    page.evaluate(_STORE_JS, ["append", hand, "\n"])
    _upload(page, saved, words["work_upload_button"])
    beside = hand[:-len(".json")] + "-2.json"
    _notice(page, words["work_kept"].format(names=beside))
    after = page.evaluate(_STORED_JS)
    assert after[hand] == stored[hand] + "\n" and after[beside] == stored[hand]
    assert {path: after[path] for path in stored if path != hand} == {p: stored[p] for p in stored if p != hand}

    junk = tmp_path / "deberes.zip"
    junk.write_text("no es un zip", encoding="utf-8")
    _upload(page, junk, words["work_upload_button"])
    _notice(page, words["work_bad"].format(file=junk.name))
    assert page.evaluate(_STORED_JS) == after, "a bad file changed the student's work"


def test_a_saved_copy_of_a_lesson_the_teacher_updated_says_so(site: Path) -> None:
    visit = _COURSE_VISITS.get("es")
    if visit is None:
        pytest.skip("the Spanish lessons did not open")
    page = visit.page
    path = lesson(site, "01", "es")
    page.evaluate(_SHIPPED_JS, path)
    page.evaluate(_STORE_JS, ["stamp", path, "an-older-version"])
    page.evaluate("(path) => { window.jupyterapp.commands.execute('docmanager:open', {path}); }", path)
    note = page.locator(".jp-NotebookPanel:not(.lm-mod-hidden) .bt-lite-updated")
    note.wait_for(timeout=60_000)
    assert text("lite.updated_lesson", language="es") in note.inner_text()
    note.locator("button", has_text=text("lite.updated_open", language="es")).click()
    kept = path[:-len(".ipynb")] + "-2.ipynb"
    page.locator(".bt-lite-updated", has_text=text("lite.updated_kept", language="es", copy=kept)).wait_for(
        state="attached", timeout=60_000)
    page.wait_for_function("(path) => { const w = window.jupyterapp.shell.currentWidget; "
                           "return w && w.context && w.context.path === path; }", arg=path, timeout=60_000)
    assert page.locator(".jp-NotebookPanel:not(.lm-mod-hidden) .bt-lite-updated").count() == 0
    stored = page.evaluate(_STORED_JS)
    assert kept in stored and path not in stored, f"the student's copy was not kept beside: {sorted(stored)}"
    # the shipped lesson, no older copy: opened as shipped, nothing said
    shipped = json.loads((site / "files" / path).read_text(encoding="utf-8"))
    assert shipped["metadata"]["briscola_teach"]["lesson"]["path"] == path


def test_closing_the_lessons_leaves_no_python_running(figures: dict[str, Any]) -> None:
    if not _COURSE_VISITS:
        pytest.skip("no lesson opened")
    for edition, visit in _COURSE_VISITS.items():
        visit.page.evaluate(_CLOSE_ALL_JS)
        deadline = time.monotonic() + 30
        while visit.kernels() and time.monotonic() < deadline:
            visit.page.wait_for_timeout(250)
        assert visit.kernels() == 0, f"{edition}: a Python still runs with every lesson closed"
        assert not visit.outside, f"{edition}: the page asked for addresses outside the site: {visit.outside}"


@pytest.mark.parametrize("size", [(800, 1280), (1024, 768)], ids=["tablet-upright", "tablet-landscape"])
def test_a_tablet_gets_the_lesson_the_whole_width(size: tuple[int, int], browser: Browser, site: Path,
                                                   site_server: SiteServer) -> None:
    width, height = size
    visit = Visit(browser, site_server, width=width, height=height)
    path = lesson(site, "05", "es")
    try:
        visit.page.goto(f"{site_server.origin}/", wait_until="domcontentloaded")
        visit.page.locator('a[href$="path=es/00_indice.ipynb"]').first.click(timeout=30_000)
        visit.page.locator(".jp-NotebookPanel .jp-RenderedMarkdown").first.wait_for(timeout=120_000)
        visit.page.locator(f'.jp-NotebookPanel:not(.lm-mod-hidden) a[href$="{Path(path).name}"]').first.click(
            timeout=60_000)
        visit.page.locator(".jp-NotebookPanel:not(.lm-mod-hidden) .jp-OutputArea-output").first.wait_for(
            timeout=120_000)
        visit.page.wait_for_timeout(2000)  # JupyterLab may open the file browser late as it starts
        browser_width = visit.page.evaluate("() => document.querySelector('#jp-left-stack').offsetWidth")
        assert browser_width == 0, f"at {width}x{height} the file browser takes {browser_width} pixels"
        page_width = visit.page.evaluate("() => document.documentElement.scrollWidth")
        assert page_width <= width, f"at {width}x{height} the page is {page_width} pixels wide"
        SCREENSHOTS.mkdir(parents=True, exist_ok=True)
        visit.page.screenshot(path=str(SCREENSHOTS / f"lite-{width}x{height}.png"))
        assert not visit.outside, f"the page asked for addresses outside the site: {visit.outside}"
    finally:
        visit.close()


def test_the_card_table_alone_from_the_start_page(browser: Browser, site: Path, site_server: SiteServer,
                                                  figures: dict[str, Any]) -> None:
    visit = Visit(browser, site_server, height=768)
    try:
        visit.page.goto(f"{site_server.origin}/", wait_until="domcontentloaded")
        started = time.monotonic()
        visit.page.locator("a.bt-table-link[lang='it']").click(timeout=30_000)
        table = visit.page.locator(".bt-table-app")
        table.wait_for(timeout=KERNEL_TIMEOUT * 1000)
        figures["table_first_widget_s"] = round(time.monotonic() - started, 1)
        wait_for_text(visit.page, text("app.name_label", language="it"))
        assert visit.page.locator(".bt-card-table .bt-play-card:enabled").count() > 0, "no card to play"
        shown_code = [node for node in visit.page.locator(".jp-InputArea").all() if node.is_visible()]
        assert not shown_code, "the table page shows code"
        assert not visit.page.locator("#jp-menu-panel").is_visible(), "the table page shows JupyterLab's menus"
        visit.keep_picture("lite-table", "the table")
    except AssertionError as error:
        raise AssertionError(f"{error}\nthe page said:\n  {visit.context_of_failure()}") from None
    finally:
        visit.close()


def _title(page: Path) -> str:
    """The first heading of a guide page, as the page shows it."""
    return next(line for line in page.read_text(encoding="utf-8").splitlines() if line.startswith("# "))[2:]


def test_the_teachers_guide_opens_from_the_start_page_and_reads_as_pages(browser: Browser, site: Path,
                                                                         site_server: SiteServer,
                                                                         figures: dict[str, Any]) -> None:
    guide = site / "files" / "guia_docente"
    visit = Visit(browser, site_server, height=768)  # a school laptop's screen
    shown = visit.page.locator(".jp-MarkdownViewer:not(.lm-mod-hidden) .jp-RenderedMarkdown")
    try:
        visit.page.goto(f"{site_server.origin}/", wait_until="domcontentloaded")
        started = time.monotonic()
        visit.page.locator(".bt-start-page a[href$='guia_docente/README.md']").first.click(timeout=30_000)
        shown.locator("h1", has_text=_title(guide / "README.md")).wait_for(timeout=60_000)
        figures["guide_open_s"] = round(time.monotonic() - started, 1)
        shown.locator("a[href$='leccion_08.md']").first.click(timeout=30_000)
        shown.locator("h1", has_text=_title(guide / "leccion_08.md")).wait_for(timeout=60_000)
        assert shown.locator("a[href$='es/08_contar_cartas.ipynb']").count() > 0, "the guide page lost its lesson link"
        assert shown.locator("table").count() > 0, "the guide page's tables did not draw"
        SCREENSHOTS.mkdir(parents=True, exist_ok=True)
        visit.page.screenshot(path=str(SCREENSHOTS / "lite-guide.png"))
        # The rules sheet prints from its own address, as the README says.
        sheet = visit.page.goto(f"{site_server.origin}/files/guia_docente/resumen_de_reglas.html")
        assert sheet is not None and sheet.ok and "svg" in visit.page.content(), "the rules sheet is not a page"
        visit.page.screenshot(path=str(SCREENSHOTS / "lite-rules-sheet.png"))
        assert not visit.outside, f"the guide asked for addresses outside the site: {visit.outside}"
    except AssertionError as error:
        raise AssertionError(f"{error}\nthe page said:\n  {visit.context_of_failure()}") from None
    finally:
        visit.close()


def test_site_holds_the_index_and_every_lesson_of_every_edition(site: Path, tmp_path: Path) -> None:
    spec = importlib.util.spec_from_file_location("lite_build", REPO / "lite" / "build.py")
    assert spec and spec.loader
    build = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(build)
    lessons = build.stage_contents(tmp_path / "contents")
    # Every lesson, and the notebooks that come with the guides (the teacher's class view).
    staged = sorted(path.relative_to(tmp_path / "contents").as_posix()
                    for path in (tmp_path / "contents").rglob("*.ipynb"))
    served = sorted(path.relative_to(site / "files").as_posix() for path in (site / "files").rglob("*.ipynb"))
    app = build.stage_app(tmp_path / "contents")
    assert app is not None and (site / "files" / app).is_file()
    assert served == sorted([*staged, app]) and set(lessons) <= set(served)
    assert {"es/12_repaso.ipynb", "en/12_review.ipynb", "it/12_ripasso.ipynb"} <= set(lessons)
    lock = json.loads((site / "static" / "pyodide" / "pyodide-lock.json").read_text(encoding="utf-8"))
    assert lock["packages"]["briscola-teach"]["depends"] == ["ipywidgets"]
    config = json.loads((site / "jupyter-lite.json").read_text(encoding="utf-8"))
    assert config["jupyter-config-data"]["litePluginSettings"][
        "@jupyterlite/pyodide-kernel-extension:kernel"]["disablePyPIFallback"] is True

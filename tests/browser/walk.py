"""Walk the lessons as a student does, in JupyterLab as `make lab` opens it, and keep what was seen.

Not part of `make test`: a script for a person to re-run and then read its screenshots and
its report.  For each lesson it

1. opens the lesson without running it (the stored still pictures must show);
2. runs it (Run All) and takes a screenshot of every screen, measuring whether it fits
   the window with the file browser open, scrolls inside itself or cuts a label;
3. clicks every enabled button of every screen once (bounded), with a screenshot after each screen;
4. answers every typed exercise (cells that set ``mi_respuesta`` / ``my_answer`` /
   ``la_mia_risposta``) as students write: wrong, typed loosely, asking for the solution,
   with a quote or a ``)`` left out, and keeps each verdict's words.

Run it from the repository (Chromium is the system one; nothing is downloaded)::

    .venv/bin/python tests/browser/walk.py --edition es --out /tmp/walk
    .venv/bin/python tests/browser/walk.py --edition en --lessons 02 08 --size 1280x720

The screenshots are ``<out>/<edition>_<NN>_<step>.png`` and the report ``<out>/<edition>_report.md``.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from playwright.sync_api import Page, sync_playwright

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO / "tests"))
sys.path.insert(0, str(REPO))

from tests.browser.chromium import find_chromium  # noqa: E402
from tests.browser.conftest import CHROMIUM_FLAGS  # noqa: E402
from tests.browser.lab import LabServer  # noqa: E402
from tests.browser.test_return_visit import student  # noqa: E402

#: The variables a typed exercise's answer goes in, per edition (a pattern).
ANSWER = {"es": "(?:mi_respuesta|mi_carta|mi_orden)", "en": "(?:my_answer|my_card|my_order)",
          "it": "(?:la_mia_risposta|la_mia_carta|il_mio_ordine)"}
#: What a student writes, per edition: each replaces the answer's value (a missing quote and a
#: missing ")" are made from the cell itself).
TYPED = {
    "es": ['1', '2', '"2"', '"tres oros"', '"3o"', '" Seis De Bastos "', '"27"', '"8 de copas"', '"²"',
           '"no sé"', '"solución"'],
    "en": ['1', '2', '"2"', '"three diamonds"', '"3d"', '" Six Of Clubs "', '"27"', '"8 of hearts"', '"²"',
           '"I don\'t know"', '"solution"'],
    "it": ['1', '2', '"2"', '"tre denari"', '"3d"', '" Sei Di Bastoni "', '"27"', '"8 di coppe"', '"²"',
           '"non lo so"', '"soluzione"'],
}
#: A bare word where a quoted one belongs (``mi_respuesta = tu``).
BARE = {"es": "tu", "en": "you", "it": "tu"}
#: Most buttons clicked per screen (a table has dozens: the walk is a sample, not a game).
MAX_CLICKS = 12

_STATE_JS = """() => {
  const app = window.jupyterapp;
  if (!app) return {};
  const panel = app.shell.currentWidget;
  if (!panel || !panel.context) return {};
  const kernel = panel.sessionContext && panel.sessionContext.session && panel.sessionContext.session.kernel;
  const prompts = [...panel.node.querySelectorAll('.jp-InputPrompt')].map(p => p.innerText);
  return {path: panel.context.path, ready: panel.context.isReady, kernel: kernel ? kernel.status : 'none',
          running: prompts.filter(p => p.includes('*')).length,
          dialogs: [...document.querySelectorAll('.jp-Dialog')].map(d => d.innerText.trim())};
}"""

# Every screen shown: whether it fits the notebook's visible area, what scrolls inside
# itself, what label is cut.
_MEASURE_JS = """() => {
  const panel = document.querySelector('.jp-NotebookPanel:not(.lm-mod-hidden)');
  const outer = panel.querySelector('.jp-WindowedPanel-outer') || panel;
  const area = outer.getBoundingClientRect();
  const views = [...panel.querySelectorAll('.jp-Cell-outputArea > .jp-OutputArea-child > .jp-OutputArea-output:not([data-mime-type])')];
  return views.map((view, k) => {
    const box = view.getBoundingClientRect();
    const scrolls = [...view.querySelectorAll('*')].filter(e => {
      const s = getComputedStyle(e);
      return (s.overflowY === 'auto' || s.overflowY === 'scroll') && e.scrollHeight > e.clientHeight + 2
        && e.clientHeight > 0;
    }).map(e => (e.className || e.tagName).toString().slice(0, 60) + ' ' + e.scrollHeight + '>' + e.clientHeight);
    const cut = [...view.querySelectorAll('button, .widget-label, label')].filter(e =>
      e.offsetParent && e.scrollWidth > e.clientWidth + 1 && e.innerText.trim()).map(e => e.innerText.trim().slice(0, 40));
    return {k: k, width: Math.round(box.width), height: Math.round(box.height),
            areaWidth: Math.round(area.width), areaHeight: Math.round(area.height),
            wide: box.right > area.right + 1, scrolls: scrolls, cut: cut,
            text: view.innerText.trim().slice(0, 120)};
  });
}"""

_CELLS_JS = """(answer) => {
  const panel = window.jupyterapp.shell.currentWidget;
  const found = [];
  panel.content.widgets.forEach((cell, index) => {
    if (cell.model.type !== 'code') return;
    const source = cell.model.sharedModel.getSource();
    if (new RegExp('^' + answer + '\\\\s*=', 'm').test(source)) found.push({index: index, source: source});
  });
  return found;
}"""

_RUN_CELL_JS = """([index, source]) => {
  const app = window.jupyterapp;
  const panel = app.shell.currentWidget;
  const cell = panel.content.widgets[index];
  cell.model.sharedModel.setSource(source);
  panel.content.activeCellIndex = index;
  panel.content.deselectAll();
  cell.node.scrollIntoView({block: 'start'});
  app.commands.execute('notebook:run-cell');
  return null;
}"""

_OUTPUT_TEXT_JS = """(index) => {
  const cell = window.jupyterapp.shell.currentWidget.content.widgets[index];
  const area = cell.node.querySelector('.jp-Cell-outputArea');
  return area ? area.innerText.trim() : '';
}"""


class Walk:
    """One edition walked in one JupyterLab page; screenshots and notes go to ``out``."""

    def __init__(self, page: Page, edition: str, out: Path, *, screens_only: bool = False) -> None:
        self.page = page
        self.screens_only = screens_only
        self.edition = edition
        self.out = out
        self.notes: list[str] = []
        self.menus_done = screens_only

    def shot(self, lesson: str, step: str) -> str:
        path = self.out / f"{self.edition}_{lesson}_{step}.png"
        self.page.screenshot(path=str(path))
        return path.name

    def note(self, line: str) -> None:
        print(line, flush=True)
        self.notes.append(line)

    def state(self) -> dict[str, Any]:
        try:
            found: dict[str, Any] = self.page.evaluate(_STATE_JS)
        except Exception as error:  # noqa: BLE001 - the page is still loading
            return {"error": str(error)[:100]}
        return found

    def wait_idle(self, timeout: float = 240.0) -> None:
        deadline = time.monotonic() + timeout
        self.page.wait_for_timeout(300)
        while time.monotonic() < deadline:
            state = self.state()
            if state.get("kernel") == "idle" and not state.get("running"):
                self.page.wait_for_timeout(400)
                return
            if state.get("dialogs"):
                self.note(f"  ! dialog: {state['dialogs']}")
                self.page.keyboard.press("Escape")
            self.page.wait_for_timeout(250)
        self.note(f"  ! still busy after {timeout:.0f} s: {self.state()}")

    def open(self, path: str) -> None:
        self.page.evaluate("(path) => { window.jupyterapp.commands.execute('docmanager:open', {path}); return null; }", path)
        deadline = time.monotonic() + 120
        while time.monotonic() < deadline:
            state = self.state()
            if state.get("path") == path and state.get("ready") and state.get("kernel") == "idle":
                break
            self.page.wait_for_timeout(250)
        self.page.wait_for_timeout(1500)

    def menus(self) -> None:
        """Every menu of the menu bar, with a lesson open (items name the notebook's commands then)."""
        bar = self.page.locator("#jp-menu-panel .lm-MenuBar-itemLabel")
        labels = bar.all_inner_texts()
        self.note(f"\nmenus: {labels}")
        for m, label in enumerate(labels):
            bar.nth(m).click()
            self.page.wait_for_timeout(400)
            items = self.page.locator(".lm-Menu:not(.lm-mod-hidden) .lm-Menu-itemLabel").all_inner_texts()
            self.note(f"- menu {label}: {[i for i in items if i.strip()]} ({self.shot('menu', str(m))})")
            self.page.keyboard.press("Escape")
            self.page.wait_for_timeout(200)
        self.menus_done = True

    def lesson(self, path: str) -> None:
        number = Path(path).name[:2]
        self.note(f"\n## {path}")
        self.open(path)
        if not self.menus_done:
            self.menus()
        stills = self.page.locator(".jp-NotebookPanel:not(.lm-mod-hidden) .bt-still-note, "
                                   ".jp-NotebookPanel:not(.lm-mod-hidden) .jp-RenderedHTMLCommon svg, "
                                   ".jp-NotebookPanel:not(.lm-mod-hidden) .jp-OutputArea-output "
                                   "img[src^='data:image/svg+xml']").count()
        # In the outputs only: lessons 05-12 quote the message in their prose, telling what to do about it.
        errors = self.page.locator(".jp-NotebookPanel:not(.lm-mod-hidden) .jp-OutputArea-output").get_by_text(
            "Error displaying widget").count()
        self.note(f"- opened without running: {stills} still pictures/drawings, {errors} 'Error displaying widget' "
                  f"({self.shot(number, '00_opened')})")
        self.page.evaluate("() => { window.jupyterapp.commands.execute('notebook:run-all-cells'); return null; }")
        self.wait_idle(600)
        self.page.wait_for_timeout(1500)
        failed = self.page.locator(".jp-NotebookPanel:not(.lm-mod-hidden) [data-mime-type='application/vnd.jupyter.stderr']").count()
        self.note(f"- run all: {failed} error outputs")
        self.screens(number)
        if not self.screens_only:
            self.typed(number)
        self.page.evaluate("() => { const p = window.jupyterapp.shell.currentWidget; "
                           "p.context.model.dirty = false; p.sessionContext.shutdown(); return null; }")
        self.page.evaluate("() => window.jupyterapp.shell.currentWidget.dispose()")
        self.page.wait_for_timeout(500)

    def screens(self, number: str) -> None:
        views = self.page.locator(".jp-NotebookPanel:not(.lm-mod-hidden) .jp-Cell-outputArea > "
                                  ".jp-OutputArea-child > .jp-OutputArea-output:not([data-mime-type])")
        for k in range(views.count()):
            view = views.nth(k)
            view.scroll_into_view_if_needed()
            view.evaluate("(v) => v.scrollIntoView({block: 'start'})")
            self.page.wait_for_timeout(300)
            measured = self.page.evaluate(_MEASURE_JS)[k]
            trouble = []
            if measured["height"] > measured["areaHeight"]:
                trouble.append(f"taller than the window ({measured['height']} > {measured['areaHeight']} px)")
            if measured["wide"]:
                trouble.append(f"wider than the notebook ({measured['width']} > {measured['areaWidth']} px)")
            if measured["scrolls"]:
                trouble.append(f"scrolls inside: {measured['scrolls'][:3]}")
            if measured["cut"]:
                trouble.append(f"labels cut: {measured['cut'][:5]}")
            name = self.shot(number, f"s{k}_run")
            self.note(f"- screen {k} ({measured['text'][:50]!r}): {'; '.join(trouble) or 'fits'}"
                      f" ({measured['height']} of {measured['areaHeight']} px) ({name})")
            if self.screens_only:
                continue
            buttons = view.locator("button:not([disabled])")
            clicked = 0
            for b in range(min(buttons.count(), MAX_CLICKS)):
                button = buttons.nth(b)
                try:
                    if not button.is_visible():
                        continue
                    button.click(timeout=5000)
                    clicked += 1
                except Exception:  # noqa: BLE001 - a button that went away with the last click
                    continue
                self.wait_idle(120)
            if clicked:
                view.evaluate("(v) => v.scrollIntoView({block: 'start'})")
                errors = view.locator(".bt-error").all_inner_texts()
                self.note(f"  clicked {clicked} buttons; errors shown: {errors[:3]} "
                          f"({self.shot(number, f's{k}_clicked')})")

    def typed(self, number: str) -> None:
        answer = ANSWER[self.edition]
        cells = self.page.evaluate(_CELLS_JS, answer)
        for c, cell in enumerate(cells):
            source: str = cell["source"]
            line = re.compile(rf"^({answer})\s*=.*$", re.M)
            variants = [line.sub(rf"\1 = {value}", source, count=1) for value in TYPED[self.edition]]
            variants.append(line.sub(rf"\1 = {BARE[self.edition]}", source, count=1))
            closing = source.rfind(")")
            if closing >= 0:
                variants.append(source[:closing] + source[closing + 1:])
            self.note(f"- typed exercise {c} (cell {cell['index']}): `{line.search(source).group(0)}`")
            for v, variant in enumerate(variants):
                given = line.search(variant)
                label = given.group(0) if given and v < len(variants) - 1 else "missing )"
                self.page.evaluate(_RUN_CELL_JS, [cell["index"], variant])
                self.wait_idle(120)
                said = " ".join(self.page.evaluate(_OUTPUT_TEXT_JS, cell["index"]).split())
                shot = self.shot(number, f"t{c}_{v}") if v in (0, 1, 3, 9, len(variants) - 2, len(variants) - 1) else ""
                self.note(f"  - `{label}` → {said[:260]}" + (f" ({shot})" if shot else ""))
            self.page.evaluate(_RUN_CELL_JS, [cell["index"], source])
            self.wait_idle(120)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--edition", default="es", choices=sorted(ANSWER))
    parser.add_argument("--lessons", nargs="*", default=None, help="lesson numbers (default: every one)")
    parser.add_argument("--out", type=Path, default=Path(tempfile.gettempdir()) / "walk")
    parser.add_argument("--size", default="1366x768", help="window size, WIDTHxHEIGHT")
    parser.add_argument("--screens-only", action="store_true",
                        help="measure and photograph the screens after Run All; no clicks, no typed answers")
    options = parser.parse_args(argv)
    chromium, reason = find_chromium()
    if chromium is None:
        print(reason)
        return 1
    width, height = (int(n) for n in options.size.split("x"))
    options.out.mkdir(parents=True, exist_ok=True)
    home = Path(tempfile.mkdtemp(prefix="walk-"))
    work = home / "mis_lecciones"
    student.prepare(work)
    arguments = student.lab_arguments(work, language=options.edition, settings=home / "settings")
    server = LabServer(work, home, arguments=[*arguments, "--LabApp.expose_app_in_browser=True"])
    server.start()
    lessons = sorted(p.relative_to(work).as_posix() for p in (work / options.edition).glob("*.ipynb")
                     if options.lessons is None or p.name[:2] in options.lessons)
    try:
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=chromium, headless=True, args=CHROMIUM_FLAGS)
            page = browser.new_page(viewport={"width": width, "height": height})
            page.set_default_timeout(60_000)
            page.goto(server.url + "/lab", wait_until="domcontentloaded")
            page.wait_for_function("() => window.jupyterapp && window.jupyterapp.shell", timeout=120_000)
            page.wait_for_function("() => document.querySelectorAll('.jp-DirListing-item').length > 0",
                                   timeout=120_000)
            page.wait_for_timeout(3000)
            walk = Walk(page, options.edition, options.out, screens_only=options.screens_only)
            walk.note(f"# Walk of the {options.edition} lessons at {options.size}")
            for lesson in lessons:
                try:
                    walk.lesson(lesson)
                except Exception as error:  # noqa: BLE001 - one lesson's trouble must not stop the walk
                    walk.note(f"! {lesson}: {type(error).__name__}: {str(error)[:300]}")
            (options.out / f"{options.edition}_report.md").write_text("\n".join(walk.notes) + "\n", encoding="utf-8")
            browser.close()
    finally:
        server.stop()
    print(json.dumps({"report": str(options.out / f"{options.edition}_report.md")}))
    return 0


if __name__ == "__main__":
    sys.exit(main())

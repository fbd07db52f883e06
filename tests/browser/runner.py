"""Open one notebook in JupyterLab, run it as a student would, and check what the page shows.

``NotebookRun`` drives a single notebook in JupyterLab (one page per test process,
reused from notebook to notebook, dropped after a failure): open it, wait for
the kernel, run all cells, wait for every cell, then check that no cell failed, that
every widget the notebook displays rendered, and (after the lesson's own
click-through) that no widget callback failed in the kernel.  It keeps what the page,
the kernel and the server said, and puts it in the failure message.
"""

from __future__ import annotations

import json
import re
import time
import urllib.parse
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from playwright.sync_api import Browser, BrowserContext, ConsoleMessage, Page, WebSocket

from .helpers import WIDGET_MIME, WIDGET_VIEW_SELECTOR, watch_kernel
from .lab import LabServer

#: Seconds to open a notebook and get an idle kernel.
OPEN_TIMEOUT = 120.0
#: Seconds for "run all cells" to finish, per notebook.
RUN_TIMEOUT = 300.0
#: Seconds for every displayed widget to draw after the run.
RENDER_TIMEOUT = 60.0
#: Tallest screenshot, in pixels (Chromium's limit is a little above 16,000).
SCREENSHOT_MAX_HEIGHT = 15_000
VIEWPORT = {"width": 1366, "height": 900}

#: One JupyterLab page per browser and server (per test process), reused notebook after notebook.
_SHARED_PAGES: dict[tuple[int, int], tuple[BrowserContext, Page]] = {}

_ANSI = re.compile(r"\x1b\[[0-9;]*[A-Za-z]")
_ERROR_MESSAGE = re.compile(rb'"msg_type":\s*"error"')
_STDERR_MESSAGE = re.compile(rb'"msg_type":\s*"stream".*"name":\s*"stderr"', re.S)
_ENAME = re.compile(rb'"ename":\s*"((?:[^"\\]|\\.)*)"')
_EVALUE = re.compile(rb'"evalue":\s*"((?:[^"\\]|\\.)*)"')
_WIDGET_TROUBLE = ("Error displaying widget", "Failed to load model class", "Could not create a model",
                   "Could not create a view", "Class .* not found")
# The kernel logs these (to the server's log) when a widget message handler raised.
_KERNEL_LOG_TROUBLE = re.compile(r"Exception in (comm_msg|message handler|comm_open)|Error in comm")

_OPEN_STATE_JS = """(path) => {
  const dialogs = [...document.querySelectorAll('.jp-Dialog')].map(d => d.innerText.trim());
  if (dialogs.length) return {state: 'dialog', detail: dialogs.join(' | ')};
  const app = window.jupyterapp;
  if (!app) return {state: 'JupyterLab not loaded'};
  const panel = app.shell.currentWidget;
  if (!panel || !panel.context) return {state: 'no document open'};
  if (panel.context.path !== path) return {state: 'another document open: ' + panel.context.path};
  if (!panel.context.isReady) return {state: 'notebook loading'};
  const context = panel.sessionContext;
  const kernel = context && context.session && context.session.kernel;
  if (!kernel) return {state: 'no kernel yet'};
  return {state: 'kernel ' + kernel.status, ready: context.isReady && kernel.status === 'idle'};
}"""

_LAYOUT_JS = """() => {
  const shell = window.jupyterapp.shell;
  shell.collapseLeft();
  shell.collapseRight();
  shell.mode = 'single-document';
}"""

_RUN_ALL_JS = """() => {
  window.__briscolaRunAll = undefined;
  window.jupyterapp.commands.execute('notebook:run-all-cells').then(
    (value) => { window.__briscolaRunAll = {done: true, value: String(value)}; },
    (error) => { window.__briscolaRunAll = {done: true, value: 'rejected: ' + String(error)}; });
}"""

_RUN_STATE_JS = """() => {
  const panel = window.jupyterapp.shell.currentWidget;
  const kernel = panel.sessionContext.session && panel.sessionContext.session.kernel;
  const prompts = [...panel.node.querySelectorAll('.jp-InputPrompt')].map(p => p.innerText);
  return {
    done: !!(window.__briscolaRunAll && window.__briscolaRunAll.done),
    value: window.__briscolaRunAll ? window.__briscolaRunAll.value : null,
    kernel: kernel ? kernel.status : 'none',
    running: prompts.filter(p => p.includes('*')).length,
  };
}"""

_CELLS_JS = """() => {
  const panel = window.jupyterapp.shell.currentWidget;
  const cells = [];
  panel.content.widgets.forEach((cell, index) => {
    const model = cell.model;
    if (model.type !== 'code') return;
    const outputs = [];
    for (let i = 0; i < model.outputs.length; i++) {
      const o = model.outputs.get(i).toJSON();
      const text = Array.isArray(o.text) ? o.text.join('') : (typeof o.text === 'string' ? o.text : null);
      outputs.push({
        type: o.output_type, name: o.name || null, ename: o.ename || null, evalue: o.evalue || null,
        traceback: o.traceback ? o.traceback.join('\\n') : null, text: text,
        mimes: o.data ? Object.keys(o.data) : [],
      });
    }
    cells.push({index: index, source: model.sharedModel.getSource(), count: model.executionCount,
                outputs: outputs});
  });
  return cells;
}"""

_WIDGET_VIEWS_JS = """(selector) => {
  const views = document.querySelectorAll('.jp-NotebookPanel:not(.lm-mod-hidden) ' + selector);
  return [...views].map(view => {
    const root = view.querySelector(':scope > .jupyter-widgets');
    const box = root ? root.getBoundingClientRect() : null;
    return {rendered: !!root, width: box ? box.width : 0, height: box ? box.height : 0,
            text: view.innerText.slice(0, 300)};
  });
}"""

_SHUTDOWN_JS = """async () => {
  const panel = window.jupyterapp && window.jupyterapp.shell.currentWidget;
  if (!panel || !panel.sessionContext) return 'nothing to shut down';
  const timeout = new Promise(resolve => setTimeout(() => resolve('timed out'), 10000));
  return await Promise.race([panel.sessionContext.shutdown().then(() => 'shut down'), timeout]);
}"""

_OPEN_JS = """(path) => {
  window.jupyterapp.commands.execute('docmanager:open', {path: path, factory: 'Notebook'});
}"""

# After its kernel is shut down: the run is over, so close the notebook without asking to save.
_CLOSE_JS = """() => {
  const panel = window.jupyterapp && window.jupyterapp.shell.currentWidget;
  if (!panel || !panel.context) return 'nothing open';
  panel.context.model.dirty = false;
  panel.dispose();
  return 'closed';
}"""

_HEIGHTS_JS = """() => {
  const outer = document.querySelector('.jp-NotebookPanel:not(.lm-mod-hidden) .jp-WindowedPanel-outer');
  return outer ? {scroll: outer.scrollHeight, client: outer.clientHeight, window: window.innerHeight} : null;
}"""


_SCROLL_TOP_JS = """() => {
  const outer = document.querySelector('.jp-NotebookPanel:not(.lm-mod-hidden) .jp-WindowedPanel-outer');
  if (outer) outer.scrollTo(0, 0);
}"""


def _widget_outputs(cells: list[CellReport]) -> int:
    """How many widget outputs these cells hold."""
    return sum(WIDGET_MIME in output["mimes"] for cell in cells for output in cell.outputs)


def _text(raw: bytes) -> str:
    """A JSON string's content (without its quotes), decoded."""
    try:
        return str(json.loads(b'"' + raw + b'"'))
    except ValueError:
        return raw.decode("utf-8", errors="replace")


@dataclass
class CellReport:
    """One code cell after the run: its position, source, execution count and outputs."""

    index: int
    source: str
    count: int | None
    outputs: list[dict[str, Any]]

    def headline(self) -> str:
        """The cell's first source line, to name it in messages."""
        first = self.source.strip().splitlines()[0] if self.source.strip() else "(empty)"
        return f"cell {self.index + 1} ({first[:70]!r})"


@dataclass
class NotebookRun:
    """A notebook open in JupyterLab, with everything it said along the way."""

    browser: Browser
    lab: LabServer
    path: str
    console: list[str] = field(default_factory=list)
    page_errors: list[str] = field(default_factory=list)
    kernel_errors: list[str] = field(default_factory=list)
    log_offset: int = 0
    context: BrowserContext | None = None
    page: Page | None = None
    keep_page: bool = True

    # -- life cycle ---------------------------------------------------------------------

    def open(self, timeout: float = OPEN_TIMEOUT) -> Page:
        """Open the notebook and wait for an idle kernel.

        The first notebook boots JupyterLab in a browser context of its own; the next ones
        open in that same page (booting JupyterLab again costs more than most lessons take
        to run).  A run that failed drops the page, so the next notebook starts clean.
        """
        self.log_offset = self.lab.log_size()
        key = (id(self.browser), id(self.lab))
        shared = _SHARED_PAGES.get(key)
        if shared is None:
            context = self.browser.new_context(viewport=VIEWPORT)  # type: ignore[arg-type]
            context.set_default_timeout(60_000)
            shared = _SHARED_PAGES[key] = (context, context.new_page())
            self._listen(shared[1])
            # A workspace of its own, reset: JupyterLab must not reopen the notebooks of earlier runs.
            workspace = f"check-{id(self.browser):x}-{id(self.lab):x}-{len(_SHARED_PAGES)}"
            shared[1].goto(f"{self.lab.url}/lab/workspaces/{workspace}/tree/"
                           f"{urllib.parse.quote(self.path)}?reset", wait_until="domcontentloaded")
        else:
            self._listen(shared[1])
            shared[1].evaluate(_OPEN_JS, self.path)
        self.context, page = shared
        self.page = page
        self._poll(_OPEN_STATE_JS, self.path, lambda s: bool(s.get("ready")), timeout,
                   f"open {self.path} with an idle kernel",
                   fail_now=lambda s: s.get("state") == "dialog")
        page.evaluate(_LAYOUT_JS)
        watch_kernel(page)
        return page

    def discard(self) -> None:
        """Do not reuse this run's page for the next notebook (call it when the run failed)."""
        self.keep_page = False

    @contextmanager
    def reported(self, screenshot: Path | None = None) -> Iterator[None]:
        """Run a test's steps: on a failure print the diagnostics and drop the page; then
        take the screenshot (if asked and a page is open) and close the notebook."""
        try:
            yield
        except BaseException:
            print(self.diagnostics())
            self.discard()
            raise
        finally:
            if screenshot is not None and self.page is not None:
                print("screenshot:", self.screenshot(screenshot))
            self.close()

    def close(self) -> None:
        """Shut the notebook's kernel down and close it (and the page, unless it is to be reused)."""
        page, self.page = self.page, None
        if page is None:
            return
        key = (id(self.browser), id(self.lab))
        try:
            page.evaluate(_SHUTDOWN_JS)
            self._unlisten(page)
            if self.keep_page:
                page.evaluate(_CLOSE_JS)
                page.set_viewport_size(VIEWPORT)  # type: ignore[arg-type]
                return
        except Exception:  # the page may be gone already; the server stop kills kernels too
            pass
        _SHARED_PAGES.pop(key, None)
        if self.context is not None:
            self.context.close()
        self.context = None

    # -- running ------------------------------------------------------------------------

    def run_all(self, timeout: float = RUN_TIMEOUT) -> list[CellReport]:
        """Run all cells (as the Run menu does) and wait until every cell has finished."""
        page = self._page()
        page.evaluate(_RUN_ALL_JS)
        self._poll(_RUN_STATE_JS, None,
                   lambda s: s["done"] and s["kernel"] == "idle" and s["running"] == 0,
                   timeout, "run all cells")
        return self.cells()

    def cells(self) -> list[CellReport]:
        """Every code cell of the open notebook, as its model stands now."""
        raw: list[dict[str, Any]] = self._page().evaluate(_CELLS_JS)
        return [CellReport(c["index"], c["source"], c["count"], c["outputs"]) for c in raw]

    # -- checks -------------------------------------------------------------------------

    def cell_failures(self, cells: list[CellReport]) -> list[str]:
        """Why the run failed: error outputs, tracebacks on stderr, cells that never ran."""
        failures: list[str] = []
        for cell in cells:
            for output in cell.outputs:
                if output["type"] == "error":
                    traceback = _ANSI.sub("", output.get("traceback") or "")
                    failures.append(f"{cell.headline()} raised {output['ename']}: {output['evalue']}\n"
                                    f"{traceback[-3000:]}")
                elif output["type"] == "stream" and output["name"] == "stderr":
                    text = _ANSI.sub("", output.get("text") or "")
                    if "Traceback" in text or "Error" in text:
                        failures.append(f"{cell.headline()} wrote an error to stderr:\n{text[-3000:]}")
            if cell.source.strip() and cell.count is None:
                failures.append(f"{cell.headline()} did not run")
        return failures

    def stderr_notes(self, cells: list[CellReport]) -> list[str]:
        """Harmless stderr output (warnings), reported but not failed."""
        notes = []
        for cell in cells:
            for output in cell.outputs:
                if output["type"] == "stream" and output["name"] == "stderr":
                    notes.append(f"{cell.headline()}: {(output.get('text') or '').strip()[:300]}")
        return notes

    def check_widgets(self, cells: list[CellReport], timeout: float = RENDER_TIMEOUT, *,
                      at_least: int = 0) -> int:
        """Check that every widget output drew as a widget with a size; return how many there are.

        With ``at_least``, the notebook's model is read again until it holds that many widget
        outputs (the last ones can reach the page's model just after the kernel went idle),
        within the same ``timeout``.
        """
        expected = _widget_outputs(cells)
        page = self._page()
        deadline = time.monotonic() + timeout
        views: list[dict[str, Any]] = []
        while True:
            if expected < at_least:
                expected = _widget_outputs(self.cells())
            views = page.evaluate(_WIDGET_VIEWS_JS, WIDGET_VIEW_SELECTOR)
            drawn = [v for v in views if v["rendered"] and v["height"] > 0 and v["width"] > 0]
            troubled = [v for v in views if any(re.search(t, v["text"]) for t in _WIDGET_TROUBLE)]
            if troubled:
                raise AssertionError("widgets failed to display: " + " | ".join(v["text"] for v in troubled))
            if len(views) == expected and len(drawn) == expected and expected >= at_least:
                return expected
            if time.monotonic() > deadline:
                raise AssertionError(
                    f"{expected} widget outputs in the notebook model, but {len(views)} widget views in the "
                    f"page and {len(drawn)} drawn with a size after {timeout:.0f} s: "
                    + " | ".join(v["text"][:80] for v in views if not v["rendered"])
                )
            page.wait_for_timeout(250)

    def trouble(self) -> list[str]:
        """Errors from the kernel or the widget manager seen so far (not cell outputs)."""
        found = [f"kernel error message: {e}" for e in self.kernel_errors]
        for line in self.console:
            if any(re.search(t, line) for t in _WIDGET_TROUBLE):
                found.append(f"browser console: {line}")
        for line in self.lab.log_since(self.log_offset).splitlines():
            if _KERNEL_LOG_TROUBLE.search(line):
                found.append(f"server log: {line.strip()}")
        return found

    # -- evidence -----------------------------------------------------------------------

    def screenshot(self, path: Path) -> Path:
        """Save a picture of the whole notebook (the viewport grown to its height)."""
        page = self._page()
        path.parent.mkdir(parents=True, exist_ok=True)
        heights = page.evaluate(_HEIGHTS_JS)
        if heights:
            chrome = heights["window"] - heights["client"]
            height = min(SCREENSHOT_MAX_HEIGHT, max(VIEWPORT["height"], chrome + heights["scroll"] + 20))
            page.set_viewport_size({"width": VIEWPORT["width"], "height": int(height)})
            page.wait_for_timeout(500)
            page.evaluate(_SCROLL_TOP_JS)
            page.wait_for_timeout(300)
        page.screenshot(path=str(path), full_page=True)
        return path

    def diagnostics(self) -> str:
        """Everything the page, the kernel and the server said, for a failure message."""
        parts = []
        if self.page_errors:
            parts.append("page errors:\n  " + "\n  ".join(self.page_errors[-20:]))
        if self.console:
            parts.append("browser console (errors and warnings):\n  " + "\n  ".join(self.console[-30:]))
        if self.kernel_errors:
            parts.append("kernel error messages:\n  " + "\n  ".join(self.kernel_errors[-20:]))
        log = self.lab.log_since(self.log_offset).splitlines()[-60:]
        parts.append(f"JupyterLab log while {self.path} was open (last {len(log)} lines):\n" + "\n".join(log))
        return "\n\n".join(parts)

    # -- internals ----------------------------------------------------------------------

    def _page(self) -> Page:
        if self.page is None:
            raise RuntimeError(f"{self.path} is not open")
        return self.page

    def _listen(self, page: Page) -> None:
        page.on("console", self._on_console)
        page.on("pageerror", self._on_page_error)
        page.on("websocket", self._on_websocket)

    def _unlisten(self, page: Page) -> None:
        page.remove_listener("console", self._on_console)
        page.remove_listener("pageerror", self._on_page_error)
        page.remove_listener("websocket", self._on_websocket)

    def _on_page_error(self, error: Exception) -> None:
        self.page_errors.append(str(error))

    def _on_console(self, message: ConsoleMessage) -> None:
        if message.type in ("error", "warning"):
            self.console.append(f"[{message.type}] {message.text[:500]}")

    def _on_websocket(self, socket: WebSocket) -> None:
        if "/api/kernels/" not in socket.url:
            return

        def received(payload: str | bytes) -> None:
            raw = payload.encode("utf-8", errors="replace") if isinstance(payload, str) else payload
            if _ERROR_MESSAGE.search(raw):
                ename = _ENAME.search(raw)
                evalue = _EVALUE.search(raw)
                self.kernel_errors.append(
                    f"{_text(ename.group(1)) if ename else '?'}: {_text(evalue.group(1)) if evalue else '?'}")
            elif _STDERR_MESSAGE.search(raw) and b"Traceback" in raw:
                self.kernel_errors.append("traceback on stderr: " + raw.decode("utf-8", "replace")[-500:])

        socket.on("framereceived", received)

    def _poll(self, script: str, argument: Any, done: Callable[[dict[str, Any]], bool], timeout: float,
              what: str, fail_now: Callable[[dict[str, Any]], bool] | None = None) -> dict[str, Any]:
        page = self._page()
        deadline = time.monotonic() + timeout
        state: dict[str, Any] = {}
        while True:
            try:
                state = page.evaluate(script, argument)
            except Exception as error:  # page still navigating
                state = {"state": f"page not ready ({str(error)[:120]})"}
            if done(state):
                return state
            if fail_now is not None and fail_now(state):
                raise AssertionError(f"could not {what}: a dialog is open: {state.get('detail')}")
            if time.monotonic() > deadline:
                raise AssertionError(f"could not {what} within {timeout:.0f} s; last state: {state}")
            page.wait_for_timeout(250)

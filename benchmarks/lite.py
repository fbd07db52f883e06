"""The zero-install site as a class meets it, beside a bare JupyterLite site of the same pins.

Builds the kit's site (``make lite``; ``--reuse`` keeps the one in build/lite) and a bare
site of the same pins (JupyterLite, its Pyodide kernel, the same local Pyodide, empty
notebooks only, no plugin), serves both on 127.0.0.1 with lite/serve.py's cache headers,
and measures them in one run, alternating, in a fresh headless Chromium (1366x768) each:

- first visit: the site's address to an interactive lesson 00 (its kernel idle): for the
  kit, the start page, then the edition's link; for the bare site, its notebook opened
  straight to its kernel idle (the least a JupyterLite site can do);
- next lesson: the kit's lesson 02, then 05, opened by their links in lesson 00, to an idle
  kernel; the bare site's next notebook opened in the same tab, to its own idle kernel;
- Run All of the kit's lessons 02 and 05;
- bytes the server sent: the first visit, each lesson change, and a second visit (the
  same browser profile, the address again, to lesson 00's idle kernel);
- kernels alive and the browser's memory (proportional set size of all its processes)
  after three lessons;
- the card table alone (the app's notebook, the start page's link): the address to its
  first widget and to a card the student can play, in a fresh browser of its own.

Every figure is printed with the load average at the time: the machine may be shared.
Targets (ratios within one run): first visit <= 1.2 x the bare site's first idle kernel;
next lesson <= 0.15 x the bare site's next-notebook start; one kernel after three
lessons; a second visit <= 5 % of the first's bytes.

    python benchmarks/lite.py --rounds 3            # builds both sites, then measures
    python benchmarks/lite.py --rounds 3 --reuse    # keeps build/lite and build/lite-bare
"""

from __future__ import annotations

import argparse
import importlib.util
import io
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from functools import partial
from http.server import ThreadingHTTPServer
from pathlib import Path
from types import ModuleType
from typing import Any

REPO = Path(__file__).resolve().parent.parent
KIT_SITE = REPO / "build" / "lite"
BARE_SITE = REPO / "build" / "lite-bare"
CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
TIMEOUT = 400.0
EDITION_LINK = "es/00_indice.ipynb"
NEXT = ("es/02_quien_gana_la_baza.ipynb", "es/05_partida_contra_la_maquina.ipynb")
BARE_BOOKS = ("00.ipynb", "02.ipynb", "05.ipynb")

_STATE_JS = """() => {
  const app = window.jupyterapp;
  const panel = app && app.shell.currentWidget;
  const context = panel && panel.sessionContext;
  const kernel = context && context.session && context.session.kernel;
  return {path: panel && panel.context ? panel.context.path : null,
          idle: !!(kernel && context.isReady && kernel.status === 'idle')};
}"""
_KERNELS_JS = """async () => {
  const app = window.jupyterapp;
  await app.serviceManager.sessions.refreshRunning();
  await app.serviceManager.kernels.refreshRunning();
  return [...app.serviceManager.kernels.running()].length;
}"""
_RUN_ALL_JS = """async () => {
  const app = window.jupyterapp;
  await app.commands.execute('notebook:run-all-cells');
  const panel = app.shell.currentWidget;
  while (panel.sessionContext.session.kernel.status !== 'idle'
         || [...panel.node.querySelectorAll('.jp-InputPrompt')].some(p => p.innerText.includes('*')))
    await new Promise((resolve) => setTimeout(resolve, 100));
}"""


def _load(name: str, path: Path) -> ModuleType:
    spec = importlib.util.spec_from_file_location(name, path)
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


serve = _load("lite_serve", REPO / "lite" / "serve.py")
lite_build = _load("lite_build", REPO / "lite" / "build.py")


def load() -> str:
    """The load average, as printed beside each figure."""
    return "load " + " ".join(f"{value:.1f}" for value in os.getloadavg())


# -- the sites ------------------------------------------------------------------------------


def build_bare(kit: Path, into: Path) -> None:
    """A bare site of the kit's pins: the kit's local Pyodide, JupyterLite's defaults, empty notebooks."""
    work = Path(tempfile.mkdtemp(prefix="lite-bare-"))
    try:
        (work / "site" / "static").mkdir(parents=True)
        shutil.copytree(kit / "static" / "pyodide", work / "site" / "static" / "pyodide")
        config = {"jupyter-lite-schema-version": 0, "jupyter-config-data": {"litePluginSettings": {
            lite_build.PYODIDE_KERNEL_PLUGIN: {"disablePyPIFallback": True}}}}
        (work / "site" / "jupyter-lite.json").write_text(json.dumps(config), encoding="utf-8")
        (work / "contents").mkdir()
        empty = {"cells": [{"cell_type": "code", "metadata": {}, "source": "", "outputs": [], "execution_count": None}],
                 "metadata": {"kernelspec": {"name": "python", "display_name": "Python (Pyodide)", "language": "python"}},
                 "nbformat": 4, "nbformat_minor": 5}
        for name in BARE_BOOKS:
            (work / "contents" / name).write_text(json.dumps(empty), encoding="utf-8")
        if into.exists():
            shutil.rmtree(into)
        lite_build.run([str(Path(sys.executable).parent / "jupyter-lite"), "build", "--lite-dir", str(work / "site"),
                        "--output-dir", str(into), "--contents", str(work / "contents"), "--apps", "lab",
                        "--no-sourcemaps", "--no-unused-shared-packages"], cwd=work)
    finally:
        shutil.rmtree(work)


class Server:
    """A site served by lite/serve.py's handler on 127.0.0.1, counting the bytes of the bodies it sends."""

    def __init__(self, root: Path) -> None:
        self.sent = 0
        self.requests = 0
        counter = self

        class Handler(serve.SiteHandler):  # type: ignore[misc,name-defined]
            def log_message(self, format: str, *args: Any) -> None:
                pass

            def send_response(self, code: int, message: str | None = None) -> None:
                counter.requests += 1
                super().send_response(code, message)

            def send_head(self) -> Any:
                if self.path.split("?")[0] != "/jupyter-lite.json":
                    return super().send_head()
                # The measuring page reaches the app as window.jupyterapp, which this setting exposes.
                config = json.loads((root / "jupyter-lite.json").read_text(encoding="utf-8"))
                config["jupyter-config-data"]["exposeAppInBrowser"] = True
                body = json.dumps(config).encode()
                self.send_response(200)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                return io.BytesIO(body)

            def copyfile(self, source: Any, outputfile: Any) -> None:
                class Counting:
                    def write(self, data: bytes) -> int:
                        counter.sent += len(data)
                        return int(outputfile.write(data))

                super().copyfile(source, Counting())

        self.httpd = ThreadingHTTPServer(("127.0.0.1", 0), partial(Handler, directory=str(root)))
        self.origin = f"http://127.0.0.1:{self.httpd.server_address[1]}"
        threading.Thread(target=self.httpd.serve_forever, daemon=True).start()

    def stop(self) -> None:
        self.httpd.shutdown()
        self.httpd.server_close()


# -- the browser ----------------------------------------------------------------------------


def _tree_pss(root_pid: int) -> int:
    """Proportional set size, in bytes, of a process and all its descendants."""
    children: dict[int, list[int]] = {}
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                ppid = int((entry / "stat").read_text().rsplit(")", 1)[1].split()[1])
            except (OSError, IndexError, ValueError):
                continue
            children.setdefault(ppid, []).append(int(entry.name))
    total, todo = 0, [root_pid]
    while todo:
        pid = todo.pop()
        todo.extend(children.get(pid, []))
        try:
            for line in Path(f"/proc/{pid}/smaps_rollup").read_text().splitlines():
                if line.startswith("Pss:"):
                    total += int(line.split()[1]) * 1024
        except OSError:
            pass
    return total


@contextmanager
def browser(origin: str) -> Iterator[tuple[Any, Callable[[], int], list[str]]]:
    """A fresh Chromium with one page, its every request outside ``origin`` noted; yields the page, a
    function giving the browser's memory, and those addresses.

    No request is intercepted: Playwright turns the browser's cache off when it routes requests.
    """
    from playwright.sync_api import sync_playwright

    outside: list[str] = []
    profile = Path(tempfile.mkdtemp(prefix="lite-bench-"))
    with sync_playwright() as playwright:
        context = playwright.chromium.launch_persistent_context(
            str(profile), executable_path=CHROMIUM, headless=True, viewport={"width": 1366, "height": 768},
            args=["--no-sandbox", "--disable-dev-shm-usage"])

        def note(request: Any) -> None:
            if not request.url.startswith((origin + "/", "data:", "blob:")):
                outside.append(request.url)

        context.on("request", note)
        page = context.pages[0] if context.pages else context.new_page()
        page.on("dialog", lambda dialog: dialog.accept())
        browser_pid = _browser_pid(profile)
        try:
            yield page, lambda: _tree_pss(browser_pid), outside
        finally:
            context.close()
            shutil.rmtree(profile, ignore_errors=True)


def _browser_pid(profile: Path) -> int:
    """The Chromium browser process using this profile."""
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                command = (entry / "cmdline").read_bytes().split(b"\0")
            except OSError:
                continue
            if f"--user-data-dir={profile}".encode() in command and not any(a.startswith(b"--type=") for a in command):
                return int(entry.name)
    raise RuntimeError("the browser process was not found")


def wait_idle(page: Any, path: str, started: float) -> float:
    """Seconds from ``started`` until ``path`` is open with its kernel idle."""
    while time.monotonic() - started < TIMEOUT:
        state = page.evaluate(_STATE_JS)
        if state["idle"] and state["path"] == path:
            return time.monotonic() - started
        page.wait_for_timeout(100)
    raise RuntimeError(f"{path}: no idle kernel after {TIMEOUT:.0f} s")


# -- one round on each site -------------------------------------------------------------------


def arrive(page: Any, server: Server, figures: dict[str, Any], visit: str) -> None:
    """The site's address, then the edition's link, to lesson 00's idle kernel: its seconds and bytes."""
    server.sent = 0
    started = time.monotonic()
    page.goto(server.origin + "/")
    with page.expect_navigation(url=lambda url: "/lab/index.html" in url, wait_until="commit"):  # the link sets the menus' language, then opens
        page.locator(f'a[href$="path={EDITION_LINK}"]').first.click()
    figures[f"{visit}_visit_s"] = (wait_idle(page, EDITION_LINK, started), load())
    figures[f"{visit}_visit_bytes"] = server.sent


def kit_round(server: Server) -> dict[str, Any]:
    """A student's first visit, two lessons by their links, Run All, and a second visit."""
    figures: dict[str, Any] = {}
    with browser(server.origin) as (page, memory, outside):
        arrive(page, server, figures, "first")
        for path in NEXT:
            page.locator(".lm-DockPanel-tabBar .lm-TabBar-tab", has_text=Path(EDITION_LINK).stem).first.click()
            server.sent = 0
            started = time.monotonic()
            page.locator(f'.jp-NotebookPanel:not(.lm-mod-hidden) a[href$="{Path(path).name}"]').first.click()
            figures[f"next_{path[3:5]}_s"] = (wait_idle(page, path, started), load())
            figures[f"next_{path[3:5]}_bytes"] = server.sent
            started = time.monotonic()
            page.evaluate(_RUN_ALL_JS)
            figures[f"run_all_{path[3:5]}_s"] = (time.monotonic() - started, load())
        figures["kernels_after_three"] = page.evaluate(_KERNELS_JS)
        figures["memory_after_three_mib"] = (memory() / 2**20, load())
        # The second visit: the same browser, its cache kept, the address again.
        page.evaluate("() => { for (const w of [...window.jupyterapp.shell.widgets('main')]) "
                      "{ if (w.context) w.context.model.dirty = false; w.close(); } }")
        page.wait_for_timeout(2000)
        arrive(page, server, figures, "second")
        figures["outside"] = list(outside)
    return figures


def table_round(server: Server) -> dict[str, Any]:
    """The card table alone: the start page's link to the table, to its first widget (a fresh browser)."""
    figures: dict[str, Any] = {}
    with browser(server.origin) as (page, memory, outside):
        server.sent = 0
        started = time.monotonic()
        page.goto(server.origin + "/")
        page.locator("a.bt-table-link[lang='es']").click()
        page.locator(".bt-table-app").wait_for(timeout=TIMEOUT * 1000)
        figures["table_s"] = (time.monotonic() - started, load())
        page.locator(".bt-card-table .bt-play-card:enabled").first.wait_for(timeout=TIMEOUT * 1000)
        figures["table_cards_s"] = (time.monotonic() - started, load())
        figures["table_bytes"] = server.sent
        figures["table_memory_mib"] = (memory() / 2**20, load())
        figures["outside"] = list(outside)
    return figures


def bare_round(server: Server) -> dict[str, Any]:
    """The bare site: a notebook opened to its idle kernel, then the next one in the same tab."""
    figures: dict[str, Any] = {}
    with browser(server.origin) as (page, memory, outside):
        server.sent = 0
        started = time.monotonic()
        page.goto(f"{server.origin}/lab/index.html?path={BARE_BOOKS[0]}")
        figures["first_visit_s"] = (wait_idle(page, BARE_BOOKS[0], started), load())
        figures["first_visit_bytes"] = server.sent
        for name in BARE_BOOKS[1:]:
            server.sent = 0
            started = time.monotonic()
            page.evaluate("(path) => { window.jupyterapp.commands.execute('docmanager:open', {path}); }", name)
            figures[f"next_{name[:2]}_s"] = (wait_idle(page, name, started), load())
            figures[f"next_{name[:2]}_bytes"] = server.sent
        figures["kernels_after_three"] = page.evaluate(_KERNELS_JS)
        figures["memory_after_three_mib"] = (memory() / 2**20, load())
        figures["outside"] = list(outside)
    return figures


# -- the report -------------------------------------------------------------------------------


def _median(rounds: list[dict[str, Any]], key: str) -> float:
    values = [r[key][0] if isinstance(r[key], tuple) else r[key] for r in rounds]
    return float(statistics.median(values))


def _cell(rounds: list[dict[str, Any]], key: str, unit: str = "s") -> str:
    parts = []
    for r in rounds:
        value = r[key]
        if isinstance(value, tuple):
            parts.append(f"{value[0]:.1f}{unit} ({value[1]})")
        elif unit == "MiB":
            parts.append(f"{value / 2**20:.2f} MiB")
        else:
            parts.append(str(value))
    return "; ".join(parts)


def report(kit: list[dict[str, Any]], bare: list[dict[str, Any]]) -> None:
    """Print every figure with its load, the medians and the kit / bare ratios against the targets."""
    print("\n| what | kit (each round, with the load then) | bare (each round) |\n|---|---|---|")
    rows = [("first visit: address to lesson 00's idle kernel", "first_visit_s", "first_visit_s", "s"),
            ("next lesson (02) to an idle kernel", "next_02_s", "next_02_s", "s"),
            ("next lesson (05) to an idle kernel", "next_05_s", "next_05_s", "s"),
            ("Run All, lesson 02", "run_all_02_s", None, "s"),
            ("Run All, lesson 05", "run_all_05_s", None, "s"),
            ("bytes sent, first visit", "first_visit_bytes", "first_visit_bytes", "MiB"),
            ("bytes sent, lesson change to 02", "next_02_bytes", "next_02_bytes", "MiB"),
            ("bytes sent, lesson change to 05", "next_05_bytes", "next_05_bytes", "MiB"),
            ("second visit: address to lesson 00's idle kernel", "second_visit_s", None, "s"),
            ("bytes sent, second visit", "second_visit_bytes", None, "MiB"),
            ("kernels alive after three lessons", "kernels_after_three", "kernels_after_three", ""),
            ("browser memory after three lessons (PSS)", "memory_after_three_mib", "memory_after_three_mib", " MiB"),
            ("the card table alone: address to its first widget", "table_s", "first_visit_s", "s"),
            ("the card table alone: address to a card to play", "table_cards_s", None, "s"),
            ("bytes sent, the card table alone", "table_bytes", None, "MiB"),
            ("browser memory, the card table alone (PSS)", "table_memory_mib", None, " MiB")]
    for label, kit_key, bare_key, unit in rows:
        print(f"| {label} | {_cell(kit, kit_key, unit)} | {_cell(bare, bare_key, unit) if bare_key else '-'} |")
    first = _median(kit, "first_visit_s") / _median(bare, "first_visit_s")
    next_ = statistics.median([_median(kit, "next_02_s"), _median(kit, "next_05_s")]) / \
        statistics.median([_median(bare, "next_02_s"), _median(bare, "next_05_s")])
    second = _median(kit, "second_visit_bytes") / _median(kit, "first_visit_bytes")
    kernels = max(r["kernels_after_three"] for r in kit)
    print(f"\nmedians of {len(kit)} rounds ({load()} at the end):")
    print(f"  first visit, kit / bare idle kernel: {first:.2f} (target <= 1.2)")
    print(f"  next lesson, kit / bare next notebook: {next_:.3f} (target <= 0.15)")
    print(f"  kernels after three lessons: kit {kernels}, bare {max(r['kernels_after_three'] for r in bare)} (target 1)")
    print(f"  second visit / first visit, bytes: {100 * second:.1f} % (target <= 5 %)")
    print(f"  the card table alone, first widget: {_median(kit, 'table_s'):.1f} s, "
          f"{_median(kit, 'table_s') / _median(bare, 'first_visit_s'):.2f} x the bare site's idle kernel")
    outside = sorted({url for r in kit + bare for url in r["outside"]})
    print(f"  requests outside the sites: {len(outside)}" + (f": {outside[:5]}" if outside else ""))


def main(argv: list[str] | None = None) -> int:
    """Build (or reuse) both sites, measure them alternately, print the table."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--reuse", action="store_true", help="keep build/lite and build/lite-bare if present")
    args = parser.parse_args(argv)
    if not (args.reuse and (KIT_SITE / "jupyter-lite.json").is_file()):
        subprocess.run(["make", "lite"], cwd=REPO, check=True)
    if not (args.reuse and (BARE_SITE / "jupyter-lite.json").is_file()):
        build_bare(KIT_SITE, BARE_SITE)
    kit_server, bare_server = Server(KIT_SITE), Server(BARE_SITE)
    kit: list[dict[str, Any]] = []
    bare: list[dict[str, Any]] = []
    try:
        for number in range(args.rounds):
            for name, run_round, server, results in (("kit", kit_round, kit_server, kit),
                                                     ("bare", bare_round, bare_server, bare)):
                results.append(run_round(server))
                print(f"round {number + 1}, {name}: " + json.dumps(results[-1], default=str), flush=True)
            table = table_round(kit_server)
            kit[-1].update({key: value for key, value in table.items() if key != "outside"})
            kit[-1]["outside"] += table["outside"]
            print(f"round {number + 1}, the card table: " + json.dumps(table, default=str), flush=True)
    finally:
        kit_server.stop()
        bare_server.stop()
    report(kit, bare)
    return 0


if __name__ == "__main__":
    sys.exit(main())

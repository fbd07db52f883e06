"""Where one page of the card-table app spends its time: the browser's processor, the bytes, the widgets.

Starts a server of the app on 127.0.0.1 (``--server``, as ``benchmarks/app_load.py`` does:
``web``, the plain pages of ``python -m briscola_teach.web``, by default; ``voila``,
``app/serve.py`` with a small pool of kernels), opens ``--pages`` pages one after the
other in the system Chromium (Playwright), each in a fresh context (nothing cached, as a
student's first visit), and for each prints: seconds to the first card of the table; the
processor seconds of the browser's processes; the page's renderer main thread split as
Chromium counts it (CDP ``Performance.getMetrics``: script, layout, style recalculation,
all tasks); the bytes loaded (the page itself, scripts, stylesheets, fonts, the rest) and
the requests; the DOM nodes; the widget views drawn (none on the plain page); and the
processor seconds the server used for the page (with the visitor's kernel, for Voilà).
Then the same for a click on a card: the machine's answer time, and what the click cost.
With ``--bare`` (Voilà only) the same server serves a notebook showing one button instead
of the app: what any Voilà page costs, whatever it shows.

    python benchmarks/app_page.py [--pages 3] [-- briscola_teach.web options]
    python benchmarks/app_page.py --server voila [--pages 3] [--bare] [-- serve.py options]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
from app_load import CARD, CHROMIUM, CHROMIUM_FLAGS, SERVERS, Server, _browsers_cpu, load_average  # noqa: E402

#: The CDP metrics (seconds) that split a page's processor time.
SPLIT = ("ScriptDuration", "LayoutDuration", "RecalcStyleDuration", "TaskDuration")
#: In the page: DOM nodes and the widget views drawn.
COUNTS = ("() => ({nodes: document.getElementsByTagName('*').length, "
          "views: document.querySelectorAll('.jupyter-widgets, .lm-Widget.widget-inline-hbox, .widget-box').length, "
          "buttons: document.querySelectorAll('.bt-table-app button').length})")


async def _metrics(session: Any) -> dict[str, float]:
    answer = await session.send("Performance.getMetrics")
    return {m["name"]: float(m["value"]) for m in answer["metrics"]}


async def one_page(browser: Any, app: Server, *, click: bool = True) -> dict[str, float]:
    """Open the app once, fresh: the figures of its first drawing and (``click``) of one card played."""
    context = await browser.new_context(viewport={"width": 1366, "height": 768})
    sizes: dict[str, float] = {"document": 0, "script": 0, "stylesheet": 0, "font": 0, "other": 0, "requests": 0}
    pending: list[asyncio.Task[None]] = []

    async def count(request: Any) -> None:
        try:
            body = (await request.sizes())["responseBodySize"]
        except Exception:  # noqa: BLE001 - a request that failed has no size
            return
        kind = request.resource_type if request.resource_type in sizes else "other"
        sizes[kind] += body
        sizes["requests"] += 1

    figures: dict[str, float] = {}
    try:
        page = await context.new_page()
        page.on("requestfinished", lambda request: pending.append(asyncio.ensure_future(count(request))))
        cdp = await context.new_cdp_session(page)
        await cdp.send("Performance.enable", {"timeDomain": "threadTicks"})
        app_cpu, browser_cpu = app.cpu(), _browsers_cpu(app)
        started = time.monotonic()
        await page.goto(app.url, wait_until="commit")
        await page.locator(CARD).first.wait_for(state="visible", timeout=180_000)
        figures["first"] = time.monotonic() - started
        await page.wait_for_timeout(1500)  # what the page still does once the card shows
        drawn = await _metrics(cdp)
        figures.update({k: float(v) for k, v in (await page.evaluate(COUNTS)).items()})
        figures["server"], figures["browser"] = app.cpu() - app_cpu, _browsers_cpu(app) - browser_cpu
        await asyncio.gather(*pending)
        figures.update({f"kb_{k}": v / 1e3 for k, v in sizes.items() if k != "requests"})
        figures["requests"] = sizes["requests"]
        figures.update({name: drawn[name] for name in SPLIT})
        if click:
            app_cpu, browser_cpu = app.cpu(), _browsers_cpu(app)
            answer = await app.answer(page)
            figures["answer"], figures["answer_seen"] = answer.shown, answer.seen
            for name in ("to_request", "request", "first_byte"):
                value = getattr(answer, name)
                if value is not None:
                    figures[name] = value
            await page.wait_for_timeout(500)
            played = await _metrics(cdp)
            figures["click_server"] = app.cpu() - app_cpu
            figures["click_browser"] = _browsers_cpu(app) - browser_cpu
            figures.update({"click_" + name: played[name] - drawn[name] for name in SPLIT})
    finally:
        await context.close()
    return figures


async def _pages(app: Server, pages: int, *, click: bool) -> list[dict[str, float]]:
    from playwright.async_api import async_playwright

    async with async_playwright() as playwright:
        browser = await playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_FLAGS)
        try:
            found = []
            for _ in range(pages):
                found.append(await one_page(browser, app, click=click))
                await asyncio.sleep(3)  # the server quiet again (Voilà: the visitor's kernel shut down)
            return found
        finally:
            await browser.close()


def _bare_notebook(folder: Path) -> Path:
    """A notebook whose page shows one button, dressed as a card of the app so the same waits find it."""
    source = ("import ipywidgets as widgets\n"
              "card = widgets.Button(description='1')\ncard.add_class('bt-play-card')\n"
              "app = widgets.VBox([card])\napp.add_class('bt-table-app')\napp")
    notebook = {"cells": [{"cell_type": "code", "execution_count": None, "id": "bare", "metadata": {},
                           "outputs": [], "source": source}],
                "metadata": {"kernelspec": {"display_name": "Python 3", "language": "python", "name": "python3"}},
                "nbformat": 4, "nbformat_minor": 5}
    path = folder / "bare.ipynb"
    path.write_text(json.dumps(notebook), encoding="utf-8")
    return path


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--server", choices=sorted(SERVERS), default="web",
                        help="web: the plain pages (the default); voila: app/serve.py, a kernel per visitor")
    parser.add_argument("--pages", type=int, default=3)
    parser.add_argument("--bare", action="store_true",
                        help="(voila) serve a notebook showing one button (a card of the table, to the measure) "
                             "instead of the app")
    parser.add_argument("serve_args", nargs="*", help="more options for the server started (after --)")
    args = parser.parse_args(argv)
    if args.bare and args.server != "voila":
        parser.error("--bare weighs a bare Voilà page: it needs --server voila")
    with tempfile.TemporaryDirectory(prefix="app_page_") as home:
        extra = list(args.serve_args)
        if args.server == "voila":
            # One preheated kernel per page, none replaced meanwhile: the server's figures are the page's.
            extra = ["--pool", str(args.pages), "--refill-after", "3600", *extra]
            if args.bare:
                extra += ["--notebook", str(_bare_notebook(Path(home)))]
        app = SERVERS[args.server](Path(home), extra=extra)
        try:
            app.start()
            app.settle()
            load = load_average()
            found = asyncio.run(_pages(app, args.pages, click=not args.bare))
        finally:
            app.stop()
    print(f"app page ({args.server}{', bare: one button' if args.bare else ''}): "
          f"{args.pages} pages one after the other, "
          f"{os.cpu_count()} cores, "
          f"load average {load:.1f}–{load_average():.1f}")
    rows = [("first card (s)", "first"), ("  browser processes (CPU s)", "browser"),
            ("  renderer main thread: all tasks (CPU s)", "TaskDuration"),
            ("  renderer: script (CPU s)", "ScriptDuration"), ("  renderer: layout (CPU s)", "LayoutDuration"),
            ("  renderer: style recalculation (CPU s)", "RecalcStyleDuration"),
            ("  server (and kernel) (CPU s)", "server"),
            ("  page loaded (kB)", "kb_document"), ("  scripts loaded (kB)", "kb_script"),
            ("  stylesheets loaded (kB)", "kb_stylesheet"), ("  fonts loaded (kB)", "kb_font"),
            ("  other (kB)", "kb_other"), ("  requests", "requests"),
            ("  DOM nodes", "nodes"), ("  widget views", "views"), ("  buttons", "buttons"),
            ("card answered (s)", "answer"), ("  as this script saw it (s)", "answer_seen"),
            ("  click to the request leaving (s)", "to_request"), ("  the request, sent to answered (s)", "request"),
            ("    of which waiting for the first byte (s)", "first_byte"), ("  browser processes (CPU s)", "click_browser"),
            ("  renderer main thread: all tasks (CPU s)", "click_TaskDuration"),
            ("  renderer: script (CPU s)", "click_ScriptDuration"),
            ("  renderer: layout (CPU s)", "click_LayoutDuration"),
            ("  renderer: style recalculation (CPU s)", "click_RecalcStyleDuration"),
            ("  server (and kernel) (CPU s)", "click_server")]
    print("| figure | median | each page |\n|---|---|---|")
    for label, key in rows:
        values = [page[key] for page in found if key in page]
        if not values:
            continue
        print(f"| {label} | {statistics.median(values):.2f} | {' '.join(f'{v:.2f}' for v in values)} |")
    return 0


if __name__ == "__main__":
    sys.exit(main())

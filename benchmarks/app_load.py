"""A class at the card-table app: N visitors arrive together, each plays a card, then all leave.

Two servers of the app can be measured (``--server``):

- ``web`` (the default, what ``make app`` runs): ``python -m briscola_teach.web``, one
  process holding every visitor's table, the pages drawn on the server;
- ``voila``: ``app/serve.py``, Voilà with one kernel per visitor (``app/mesa.ipynb``).

For each N the server is started afresh on 127.0.0.1 with its own data folder (and, for
Voilà, its own Jupyter folders), and N Chromium pages (Playwright, the system Chromium)
open it within ``--spread`` seconds.  Each visitor waits for the first card of the table
(the first widget), clicks it and times the machine's answer: click to the rival's next
card in the story, the table's pace included, or (the plain page) to the table being
the student's again when the trick was theirs.  Voilà's answer is timed by this script
(from asking its browser driver for the click to seeing the answer); the plain page's
inside the page, from the click event to the frame that shows the answer, so that on a
loaded machine the figure is the student's wait and not the driver's; under its row
the report then says what the driver saw and where the time went (click to the
page's request, the request, its first byte).  A page that shows no table within
``--page-timeout`` seconds is a blank page, unless it shows the app's waiting line (then
it is counted as waiting).  The visitors then close their pages and the server is
watched for ``--watch`` seconds: what it holds for its visitors (Voilà: the kernels alive;
the plain pages: the tables held, from ``GET /status``) and the memory of the server
with every process it started (resident, MB: Voilà's kernels, the plain pages' review
workers), before the visitors came, at the most while they played, and at the end of the
watch.

By default each server keeps its own settings (Voilà shuts an idle kernel down after
300 s, checked every minute; the plain pages let a table go after 300 s unheard from,
checked every minute) and is watched for ten minutes: the real check that what the
visitors who left held is let go and the memory comes back.  For development,
``--cull-idle 60 --watch 150`` makes the server's wait shorter (``serve.py --cull-idle``,
``briscola_teach.web --idle``) so the whole cycle fits a few minutes.  The arguments
after ``--`` go to the server started.
Everything is bounded: each step has a timeout and the server is stopped at the end.

    python benchmarks/app_load.py                      # the plain pages, N = 1, 10, 30; ten minutes' watch each
    python benchmarks/app_load.py --visitors 30 --watch 150 -- --idle 60
    python benchmarks/app_load.py --server voila --visitors 30 --cull-idle 60 --watch 150 -- --refill-after 0
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import re
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from playwright.async_api import Page
from playwright.async_api import TimeoutError as PlaywrightTimeout

from briscola_teach.card_table.session import TableSession
from briscola_teach.locale import LANGUAGES, words

REPO = Path(__file__).resolve().parents[1]
SERVE = REPO / "app" / "serve.py"
CHROMIUM = "/usr/bin/chromium"
CHROMIUM_FLAGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                  "--disable-background-networking", "--disable-component-update", "--disable-sync",
                  "--disable-dev-shm-usage"]
#: What a card of the table and the app's waiting line look like on the page.
CARD = ".bt-table-app .bt-play-card"
WAITING = ".bt-app-waiting"


def rival_plays_pattern() -> str:
    """How a line of the story telling the rival's card starts, in any of the app's languages: a JavaScript pattern.

    Made from the catalogue the table speaks from (its rival's name and its line for a card played).
    """
    starts = []
    for language in LANGUAGES:
        say = words(language)
        rival = TableSession(words=say).names[1]  # the machine's seat at the table for two
        line = say.text("table.played", who=rival, card="\0")
        starts.append(re.sub(r"[.*+?^${}()|[\]\\/]", r"\\\g<0>", line.split("\0")[0]))
    return f"/^({'|'.join(starts)})/"


#: A line of the story telling a rival's card (in any of the app's languages), as a JavaScript pattern.
STORY_RIVAL = rival_plays_pattern()


def free_port() -> int:
    """A TCP port on 127.0.0.1 that nobody listens on right now."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def load_average() -> float:
    """The machine's one-minute load average."""
    return os.getloadavg()[0]


def _children(pid: int) -> list[int]:
    """Every process under ``pid`` (read from /proc)."""
    parents: dict[int, int] = {}
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/stat", encoding="utf-8") as stat:
                parents[int(entry)] = int(stat.read().rsplit(")", 1)[1].split()[1])
        except (OSError, IndexError, ValueError):
            continue
    found, frontier = [], [pid]
    while frontier:
        parent = frontier.pop()
        kids = [p for p, pp in parents.items() if pp == parent]
        found += kids
        frontier += kids
    return found


def _rss_mb(pid: int) -> float:
    try:
        with open(f"/proc/{pid}/status", encoding="utf-8") as status:
            for line in status:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1]) / 1024
    except OSError:
        pass
    return 0.0


def _cpu_seconds(pid: int) -> float:
    """Processor seconds a process has used so far."""
    try:
        with open(f"/proc/{pid}/stat", encoding="utf-8") as stat:
            fields = stat.read().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    except (OSError, IndexError, ValueError):
        return 0.0


def _is_kernel(pid: int, kernel_id: str = "") -> bool:
    """Whether the process is a kernel (the one with that id, if given)."""
    try:
        with open(f"/proc/{pid}/cmdline", "rb") as cmdline:
            command = cmdline.read()
    except OSError:
        return False
    return b"ipykernel" in command and kernel_id.encode() in command


@dataclass
class Reading:
    """The server at one moment: what it holds for its visitors, and resident memory in MB.

    ``held`` counts the kernels alive (Voilà) or the tables held (the plain pages).
    """

    held: int
    memory_mb: float


class Server:
    """A server of the app on a free port, saving into its own data folder; :meth:`stop` always ends it."""

    #: What :attr:`Reading.held` counts, for the report.
    HOLDS = ""
    #: In the page: how many lines of the story tell a rival's card.
    RIVAL_PLAYS = ""

    def __init__(self, home: Path, *, cull_idle: int = 0, extra: Sequence[str] = ()) -> None:
        self.home = home
        self.port = free_port()
        self.cull_idle = cull_idle
        self.extra = list(extra)
        self.process: subprocess.Popen[bytes] | None = None
        #: Processor seconds each process of the app had used when last seen (one that ended keeps its count).
        self._cpu_seen: dict[int, float] = {}

    @property
    def url(self) -> str:
        """The app's address."""
        return f"http://127.0.0.1:{self.port}/"

    @property
    def data(self) -> Path:
        """The folder the app keeps the students' hands in."""
        return self.home / "datos"

    def command(self) -> list[str]:
        """The command starting the server."""
        raise NotImplementedError

    def environment(self) -> dict[str, str]:
        """The server's environment."""
        return dict(os.environ)

    def is_ready(self) -> bool:
        """Whether the server answers (tried once, briefly)."""
        raise NotImplementedError

    def start(self, timeout: float = 120.0) -> None:
        """Start the server and wait until it answers."""
        log = open(self.home / "app.log", "wb")  # noqa: SIM115 - the child keeps it open
        self.process = subprocess.Popen(self.command(), cwd=REPO, env=self.environment(), stdin=subprocess.DEVNULL,
                                        stdout=log, stderr=subprocess.STDOUT, start_new_session=True)
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                raise RuntimeError(f"the app exited: {self.log()}")
            try:
                if self.is_ready():
                    return
            except (urllib.error.URLError, ConnectionError, TimeoutError, OSError):
                pass
            time.sleep(0.5)
        raise RuntimeError(f"the app did not answer within {timeout:.0f} s: {self.log()}")

    def held(self, pids: Sequence[int]) -> int:
        """What the server holds for its visitors now (``pids``: the server and everything it started)."""
        raise NotImplementedError

    def still_held(self, visits: Sequence[Visit], before: Reading) -> int:
        """How much of what the visitors who came made the server hold it still holds."""
        raise NotImplementedError

    def reading(self) -> Reading:
        """What the server holds for its visitors, and the memory of the server and everything it started."""
        assert self.process is not None
        pids = [self.process.pid, *_children(self.process.pid)]
        self._note_cpu(pids)
        return Reading(self.held(pids), round(sum(_rss_mb(pid) for pid in pids)))

    def _note_cpu(self, pids: Sequence[int]) -> None:
        for pid in pids:
            used = _cpu_seconds(pid)
            if used:
                self._cpu_seen[pid] = max(used, self._cpu_seen.get(pid, 0.0))

    def cpu(self) -> float:
        """Processor seconds used so far by the server and everything it started (processes ended included,
        as far as they were seen: the readings look every second while the visitors play)."""
        assert self.process is not None
        self._note_cpu([self.process.pid, *_children(self.process.pid)])
        return sum(self._cpu_seen.values())

    def settle(self, *, timeout: float = 480.0) -> Reading:
        """Wait until the server is idle (Voilà: its preheated kernels have run the app): the reading then.

        Idle: the same count held for 10 s and less than a tenth of a core used over the last 5 s.
        """
        deadline = time.monotonic() + timeout
        last, since = self.reading(), time.monotonic()
        used = self.cpu()
        while time.monotonic() < deadline:
            time.sleep(5)
            now, spent = self.reading(), self.cpu()
            busy = spent - used > 0.5
            used = spent
            if now.held != last.held or busy:
                last, since = now, time.monotonic()
            elif time.monotonic() - since >= 10:
                return now
        return self.reading()

    def stop(self) -> None:
        """End the server and what it started: politely, then by killing its process group."""
        process = self.process
        if process is not None and process.poll() is None:
            process.send_signal(signal.SIGTERM)
            try:
                process.wait(timeout=20)
            except subprocess.TimeoutExpired:
                os.killpg(process.pid, signal.SIGKILL)
                process.wait(timeout=20)
        if process is not None:
            try:
                os.killpg(process.pid, signal.SIGKILL)  # a kernel or worker left behind
            except ProcessLookupError:
                pass
        self.process = None

    def log(self, lines: int = 30) -> str:
        """The server's log (its last ``lines`` lines; 0: all of it)."""
        try:
            logged = (self.home / "app.log").read_text(errors="replace").splitlines()
        except OSError:
            return ""
        return "\n".join(logged[-lines:] if lines else logged)

    async def kernel_of(self, page: Page) -> str:
        """The id of the visitor's kernel, read from their page ("" where visitors have none)."""
        return ""

    async def answer(self, page: Page) -> Answer:
        """Click the first card of the page: how long the machine's answer took to show."""
        before = await page.evaluate(self.RIVAL_PLAYS)
        clicked = time.monotonic()
        await page.locator(CARD).first.click(timeout=10_000)
        await page.wait_for_function(f"({self.RIVAL_PLAYS})() > {before}", timeout=30_000, polling=50)
        seen = time.monotonic() - clicked
        return Answer(seen, seen)


class App(Server):
    """``app/serve.py`` (Voilà, a kernel per visitor) with its own Jupyter folders, as ``make app-voila`` starts it.

    The app's browser test starts it this way too.
    """

    HOLDS = "kernels"
    RIVAL_PLAYS = ("() => Array.from(document.querySelectorAll('.bt-table-app .bt-table-events li'))"
                   f".filter(li => {STORY_RIVAL}.test(li.innerText)).length")

    def environment(self) -> dict[str, str]:
        env = dict(os.environ)
        for variable, folder in (("JUPYTER_CONFIG_DIR", "config"), ("JUPYTER_DATA_DIR", "data"),
                                 ("JUPYTER_RUNTIME_DIR", "runtime"), ("IPYTHONDIR", "ipython")):
            (self.home / folder).mkdir(parents=True, exist_ok=True)
            env[variable] = str(self.home / folder)
        env.pop("JUPYTER_PATH", None)
        return env

    def command(self) -> list[str]:
        command = [sys.executable, str(SERVE), "--port", str(self.port), "--data", str(self.data)]
        if self.cull_idle:
            command += ["--cull-idle", str(self.cull_idle)]
        return command + self.extra

    def is_ready(self) -> bool:
        with urllib.request.urlopen(self.url + "voila/static/voila.js", timeout=5) as answer:
            return bool(answer.status == 200)

    def held(self, pids: Sequence[int]) -> int:
        """The kernels alive."""
        return sum(1 for pid in pids if _is_kernel(pid))

    def alive(self, kernels: Sequence[str]) -> int:
        """How many of these kernels (by id) still run."""
        assert self.process is not None
        pids = _children(self.process.pid)
        return sum(1 for kernel in kernels if any(_is_kernel(pid, kernel) for pid in pids))

    def still_held(self, visits: Sequence[Visit], before: Reading) -> int:
        """The visitors' kernels still running."""
        return self.alive([v.kernel for v in visits if v.kernel])

    async def kernel_of(self, page: Page) -> str:
        kernel: str = await page.evaluate(
            "JSON.parse(document.getElementById('jupyter-config-data').textContent).kernelId")
        return kernel


class WebApp(Server):
    """``python -m briscola_teach.web`` (the plain pages, every table in one process), as ``make app`` starts it."""

    HOLDS = "tables"
    #: The story of the hand: the list after the bold "events" title of the table's right column.
    STORY = "#bt-play .bt-table-story b + ul"
    RIVAL_PLAYS = (f"() => Array.from(document.querySelectorAll('{STORY} > li'))"
                   f".filter(li => {STORY_RIVAL}.test(li.innerText)).length")
    #: In the page, given the rival's cards told before the click: whether the machine has answered.
    #: The story list seen before the click is marked; the answer is a story drawn since that
    #: tells one more rival card, or a table no longer waiting for the machine (the trick was the
    #: student's).  The line saying the server stopped answering ends the wait too.
    ANSWERED = (f"before => {{ if (document.querySelector('.bt-lost')) return true;"
                f" const story = document.querySelector('{STORY}');"
                f" if (!story || story.dataset.btSeen) return false;"
                f" return ({RIVAL_PLAYS})() > before"
                f" || document.getElementById('bt-play').dataset.state !== 'machine'; }}")
    #: In the page, before the click: note when the click comes (``window.btTimes.clicked``) and when
    #: the frame showing the answer is drawn (``answered``), both in the page's milliseconds.  Timed
    #: inside the page, so the figure is the student's wait (the browser's own delays on a loaded
    #: machine included), not the time this script's driver takes to click and to look.
    WATCH_ANSWER = (f"before => {{ const answered = {ANSWERED}; const times = window.btTimes = {{}};"
                    f" document.querySelector('{STORY}').dataset.btSeen = '1';"
                    " document.addEventListener('click', () => { times.clicked = performance.now(); },"
                    " {capture: true, once: true});"
                    " const observer = new MutationObserver(() => { if (answered(before)) {"
                    " observer.disconnect(); requestAnimationFrame(() => { times.answered = performance.now(); });"
                    " } });"
                    " observer.observe(document.getElementById('bt-app'),"
                    " {subtree: true, childList: true, attributes: true}); }")
    #: In the page, given when the click came: the request it sent (``act``), as milliseconds from the
    #: click to the request leaving, from sending it to the whole answer received, and the part of that
    #: spent waiting for the answer's first byte (the server's work); null if none was seen.
    REQUEST_TIMES = ("clicked => { const sent = performance.getEntriesByType('resource')"
                     ".filter(r => /\\/act$/.test(r.name) && r.startTime >= clicked).pop();"
                     " return sent ? [sent.startTime - clicked, sent.responseEnd - sent.startTime,"
                     " sent.responseStart - sent.requestStart] : null; }")

    def command(self) -> list[str]:
        command = [sys.executable, "-m", "briscola_teach.web", "--port", str(self.port), "--data", str(self.data)]
        if self.cull_idle:
            command += ["--idle", str(self.cull_idle)]
        return command + self.extra

    def status(self, timeout: float = 5.0) -> dict[str, Any]:
        """The server's ``GET /status``: visitors held, their idle limit and most, its process id."""
        with urllib.request.urlopen(self.url + "status", timeout=timeout) as answer:
            found: dict[str, Any] = json.loads(answer.read())
        return found

    def is_ready(self) -> bool:
        return "visitors" in self.status()

    def held(self, pids: Sequence[int]) -> int:
        """The tables held (-1 if the server did not say within 10 s)."""
        try:
            return int(self.status(timeout=10)["visitors"])
        except (urllib.error.URLError, ConnectionError, TimeoutError, OSError, ValueError, KeyError):
            return -1

    def still_held(self, visits: Sequence[Visit], before: Reading) -> int:
        """The tables held beyond those held before the visitors came (all of them, or -1: not said)."""
        now = self.reading().held
        return now if now < 0 else max(0, now - before.held)

    async def answer(self, page: Page) -> Answer:
        before = await page.evaluate(self.RIVAL_PLAYS)
        await page.evaluate(self.WATCH_ANSWER, before)
        clicked = time.monotonic()
        await page.locator(CARD).first.click(timeout=60_000)
        await page.wait_for_function("() => window.btTimes.answered !== undefined", timeout=60_000, polling=100)
        seen = time.monotonic() - clicked
        if await page.locator(".bt-lost").count():
            raise RuntimeError("the page said the server stopped answering")
        times = await page.evaluate("window.btTimes")
        request = await page.evaluate(self.REQUEST_TIMES, times["clicked"])
        shown = (float(times["answered"]) - float(times["clicked"])) / 1000
        if request is None:
            return Answer(shown, seen)
        return Answer(shown, seen, *(float(t) / 1000 for t in request))


#: The servers ``--server`` names.
SERVERS: dict[str, type[Server]] = {"web": WebApp, "voila": App}


@dataclass
class Answer:
    """A card's answer timed, in seconds: from the click to the answer on the page, and where that went."""

    #: From the click to the frame showing the machine's answer (timed by the page where it can).
    shown: float
    #: As this script saw it: from asking its browser driver for the click to seeing the answer.
    seen: float
    #: From the click to the page's request leaving (the plain pages).
    to_request: float | None = None
    #: The request: from sending it to the whole answer received.
    request: float | None = None
    #: Of which waiting for the answer's first byte (the server at work, or waiting its turn).
    first_byte: float | None = None


@dataclass
class Visit:
    """What one visitor saw: seconds to the first card, whether they were told to wait, the card's answer."""

    first_widget: float | None = None
    waited: bool = False
    answer: Answer | None = None
    error: str = ""
    #: Whether the visitor is done measuring (and now only stays on the page).
    measured: bool = False
    #: The id of the visitor's kernel, read from the page (Voilà).
    kernel: str = ""


async def visit(browser: object, server: Server, arrival: float, page_timeout: float, visit_out: Visit,
                leave: asyncio.Event) -> None:
    """One visitor: arrive, wait for the table, play a card, time the answer, stay until told to leave.

    The waits run inside the page (no polling from here), so thirty visitors cost the
    machine little besides their pages.
    """
    await asyncio.sleep(arrival)
    context = await browser.new_context(viewport={"width": 1366, "height": 768})  # type: ignore[attr-defined]
    try:
        page = await context.new_page()
        started = time.monotonic()
        deadline = started + page_timeout
        await page.goto(server.url, wait_until="commit", timeout=page_timeout * 1000)
        either = page.locator(f"{CARD}, {WAITING}").first
        try:
            await either.wait_for(state="visible", timeout=page_timeout * 1000)
            if await page.locator(WAITING).count():
                visit_out.waited = True
            await page.locator(CARD).first.wait_for(
                state="visible", timeout=max(1.0, deadline - time.monotonic()) * 1000)
            visit_out.first_widget = time.monotonic() - started
            visit_out.kernel = await server.kernel_of(page)
        except PlaywrightTimeout:
            pass
        if visit_out.first_widget is not None:
            visit_out.answer = await server.answer(page)
        visit_out.measured = True
        await leave.wait()
    except Exception as error:  # noqa: BLE001 - one visitor's failure is a figure, not the end
        visit_out.error = f"{type(error).__name__}: {str(error).splitlines()[0][:120]}"
        visit_out.measured = True
    finally:
        await context.close()


@dataclass
class Run:
    """The figures of one run of N visitors."""

    visitors: int
    visits: list[Visit] = field(default_factory=list)
    before: Reading | None = None
    during: Reading | None = None
    after: Reading | None = None
    after_s: float = 0.0
    #: What the visitors made the server hold that it still holds at the end of the watch.
    visitors_held: int = 0
    #: Processor seconds while the visitors came and played: the app (server and what it started), the browsers.
    cpu_app: float = 0.0
    cpu_browsers: float = 0.0
    #: The one-minute load average before the visitors came, as they finished playing, at the end of the watch.
    load: tuple[float, float, float] = (0.0, 0.0, 0.0)


async def _class(app: Server, visitors: int, spread: float, page_timeout: float, run: Run) -> None:
    from playwright.async_api import async_playwright

    async with async_playwright() as playwright:
        app_cpu, browsers_cpu = app.cpu(), _browsers_cpu(app)
        browser = await playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_FLAGS)
        try:
            leave = asyncio.Event()
            run.visits = [Visit() for _ in range(visitors)]
            arrivals = [spread * i / max(visitors - 1, 1) if visitors > 1 else 0.0 for i in range(visitors)]
            tasks = [asyncio.create_task(visit(browser, app, arrivals[i], page_timeout, run.visits[i], leave))
                     for i in range(visitors)]
            # Read in a thread: a busy server's /status must not hold up the visitors' waits.
            peak = await asyncio.to_thread(app.reading)
            end = time.monotonic() + spread + page_timeout + 45
            while time.monotonic() < end:
                now = await asyncio.to_thread(app.reading)
                if (now.held, now.memory_mb) > (peak.held, peak.memory_mb):
                    peak = now
                if all(v.measured for v in run.visits):
                    break
                await asyncio.sleep(1)
            await asyncio.sleep(2)
            now = await asyncio.to_thread(app.reading)
            run.during = peak if (peak.held, peak.memory_mb) >= (now.held, now.memory_mb) else now
            run.load = (run.load[0], load_average(), 0.0)
            # Read before the pages close: a closed page's processes take their counts with them.
            run.cpu_app, run.cpu_browsers = app.cpu() - app_cpu, _browsers_cpu(app) - browsers_cpu
            leave.set()
            await asyncio.wait(tasks, timeout=120)  # pages that will not close are closed with the browser
        finally:
            await browser.close()


def _browsers_cpu(app: Server) -> float:
    """Processor seconds used so far by the browsers (everything this script started but the app)."""
    assert app.process is not None
    theirs = {app.process.pid, *_children(app.process.pid)}
    return sum(_cpu_seconds(pid) for pid in _children(os.getpid()) if pid not in theirs)


def measure(visitors: int, *, server: str = "web", spread: float, page_timeout: float, cull_idle: int,
            watch: float, extra: list[str]) -> Run:
    """Start the server, send ``visitors``, let them leave, watch it let go of what they held; the figures."""
    run = Run(visitors)
    with tempfile.TemporaryDirectory(prefix="app_load_") as home:
        app = SERVERS[server](Path(home), cull_idle=cull_idle, extra=extra)
        try:
            app.start()
            run.before = app.settle()
            run.load = (load_average(), 0.0, 0.0)
            asyncio.run(_class(app, visitors, spread, page_timeout, run))
            left = time.monotonic()
            deadline = left + watch
            # Until what the visitors held is let go and the server holds no more than before they came.
            while time.monotonic() < deadline:
                time.sleep(5)
                run.visitors_held = app.still_held(run.visits, run.before)
                reading = app.reading()
                if run.visitors_held == 0 and 0 <= reading.held <= run.before.held:
                    break
            run.after = app.reading()
            run.after_s = time.monotonic() - left
            run.load = (run.load[0], run.load[1], load_average())
        finally:
            app.stop()
    return run


def _s(value: float | None) -> str:
    return "–" if value is None else f"{value:.1f}"


def report(run: Run) -> str:
    """One line of the table for this run."""
    widgets = [v.first_widget for v in run.visits if v.first_widget is not None]
    answers = [v.answer.shown for v in run.visits if v.answer is not None]
    blank = sum(1 for v in run.visits if v.first_widget is None and not v.waited)
    waited = sum(1 for v in run.visits if v.waited)
    errors = sum(1 for v in run.visits if v.error)
    b, d, a = run.before, run.during, run.after
    assert b is not None and d is not None and a is not None
    return (f"| {run.visitors} | {len(widgets)} | {blank} | {waited} | "
            f"{_s(statistics.median(widgets) if widgets else None)} | {_s(max(widgets) if widgets else None)} | "
            f"{_s(statistics.median(answers) if answers else None)} | {_s(max(answers) if answers else None)} | "
            f"{b.held} / {d.held} / {a.held} | {b.memory_mb:.0f} / {d.memory_mb:.0f} / {a.memory_mb:.0f} | "
            f"{run.after_s:.0f} | {run.visitors_held} | {run.cpu_app:.0f} / {run.cpu_browsers:.0f} | "
            f"{' / '.join(f'{load:.1f}' for load in run.load)} | {errors} |")


def notes(run: Run) -> list[str]:
    """The lines printed under a run's row: where the card's answer went (where the page timed it), and errors."""
    said = []
    answers = [v.answer for v in run.visits if v.answer is not None]
    parts = (("as this script saw it (asking for the click to seeing the answer)", [a.seen for a in answers]),
             ("click to the request leaving", [a.to_request for a in answers if a.to_request is not None]),
             ("the request, sent to answered", [a.request for a in answers if a.request is not None]),
             ("  of which waiting for the first byte", [a.first_byte for a in answers if a.first_byte is not None]))
    if any(a.seen != a.shown for a in answers):
        said += [f"card answer: {name}: median {statistics.median(times):.2f} s, slowest {max(times):.2f} s"
                 for name, times in parts if times]
    problems = sorted({v.error for v in run.visits if v.error})
    said += [f"error: {problem}" for problem in problems[:3]]
    return said


def header(server: str) -> str:
    """The report table's header: ``server`` says what the server holds for its visitors."""
    holds = SERVERS[server].HOLDS
    return (f"| visitors | tables shown | blank pages | told to wait | first widget median (s) | "
            f"slowest (s) | card answer median (s) | slowest (s) | held ({holds}) before / during / after | "
            f"memory MB before / during / after | after: s since they left | theirs still held | "
            f"CPU s: app / browsers | load average before / as they finished / after | errors |\n"
            "|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--server", choices=sorted(SERVERS), default="web",
                        help="web: the plain pages (python -m briscola_teach.web, the default); "
                             "voila: app/serve.py, a kernel per visitor")
    parser.add_argument("--visitors", type=int, nargs="+", default=[1, 10, 30])
    parser.add_argument("--spread", type=float, default=10.0, help="seconds over which the visitors arrive")
    parser.add_argument("--page-timeout", type=float, default=240.0,
                        help="seconds a visitor waits for the table before the page counts as blank")
    parser.add_argument("--cull-idle", type=int, default=0,
                        help="seconds after which the server lets go of a visitor unheard from: Voilà's kernel "
                             "nobody is connected to, the plain pages' table (default 0: the server's own, 300 s; "
                             "shorter for development)")
    parser.add_argument("--watch", type=float, default=600.0,
                        help="most seconds to watch the server after the visitors left")
    parser.add_argument("server_args", nargs="*", help="more options for the server started (after --)")
    args = parser.parse_args(argv)
    idle = f"{args.cull_idle} s" if args.cull_idle else "the server's own time"
    print(f"app load ({args.server}): visitors arrive within {args.spread:g} s; page timeout {args.page_timeout:g} s; "
          f"idle visitors let go after {idle}; "
          f"watched up to {args.watch:g} s after they leave; {os.cpu_count()} cores; "
          f"server options: {' '.join(args.server_args) or 'none'}", flush=True)
    print(header(args.server), flush=True)
    for visitors in args.visitors:
        run = measure(visitors, server=args.server, spread=args.spread, page_timeout=args.page_timeout,
                      cull_idle=args.cull_idle, watch=args.watch, extra=args.server_args)
        print(report(run), flush=True)
        for line in notes(run):
            print(f"  {line}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())

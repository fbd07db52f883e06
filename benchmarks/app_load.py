"""A class at the card-table app: N visitors arrive together, each plays a card, then all leave.

For each N the app is started afresh the way ``make app`` starts it (``app/serve.py`` on
127.0.0.1, its own Jupyter folders and data folder), and N Chromium pages (Playwright,
the system Chromium) open it within ``--spread`` seconds.  Each visitor waits for the
first card of the table (the first widget), clicks it and times the machine's answer
(click to the rival's next card in the story, the table's pace included: app/mesa.ipynb).  A page
that shows no table within ``--page-timeout`` seconds is a blank page, unless it shows
the app's waiting line (then it is counted as waiting).  The visitors then close their
pages and the server is watched for ``--watch`` seconds: the kernels alive and the
memory of the server with all its kernels (resident, MB), before the visitors came,
at the most while they played, and at the end of the watch.

By default the app runs with its own settings (``serve.py``: idle kernels shut down
after 300 s, checked every minute) and the server is watched for ten minutes: the
real check that the kernels of visitors who left are shut down and the memory comes
back.  For development, ``--cull-idle 60 --watch 150`` sets the app's culling shorter
(``serve.py --cull-idle``) so the whole cycle fits a few minutes.
Everything is bounded: each step has a timeout and the server is stopped at the end.

    python benchmarks/app_load.py                      # N = 1, 10, 30; ten minutes' watch each
    python benchmarks/app_load.py --visitors 30 --cull-idle 60 --watch 150 -- --refill-after 0
"""

from __future__ import annotations

import argparse
import asyncio
import os
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

from playwright.async_api import TimeoutError as PlaywrightTimeout

REPO = Path(__file__).resolve().parents[1]
SERVE = REPO / "app" / "serve.py"
CHROMIUM = "/usr/bin/chromium"
CHROMIUM_FLAGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                  "--disable-background-networking", "--disable-component-update", "--disable-sync",
                  "--disable-dev-shm-usage"]
#: What a card of the table and the app's waiting line look like on the page.
CARD = ".bt-table-app .bt-play-card"
WAITING = ".bt-app-waiting"


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
    """The server at one moment: kernels alive and resident memory in MB (server and kernels)."""

    kernels: int
    memory_mb: float


class App:
    """``app/serve.py`` on a free port with its own Jupyter folders; :meth:`stop` always ends it.

    Started as ``make app`` starts it; the app's browser test starts it this way too.
    """

    def __init__(self, home: Path, *, cull_idle: int = 0, extra: Sequence[str] = ()) -> None:
        self.home = home
        self.port = free_port()
        self.cull_idle = cull_idle
        self.extra = list(extra)
        self.process: subprocess.Popen[bytes] | None = None
        #: Processor seconds each process of the app had used when last seen (a kernel shut down keeps its count).
        self._cpu_seen: dict[int, float] = {}

    @property
    def url(self) -> str:
        """The app's address."""
        return f"http://127.0.0.1:{self.port}/"

    @property
    def data(self) -> Path:
        """The folder the app keeps the students' hands in."""
        return self.home / "datos"

    def start(self, timeout: float = 120.0) -> None:
        """Start the app and wait until its static files answer."""
        env = dict(os.environ)
        for variable, folder in (("JUPYTER_CONFIG_DIR", "config"), ("JUPYTER_DATA_DIR", "data"),
                                 ("JUPYTER_RUNTIME_DIR", "runtime"), ("IPYTHONDIR", "ipython")):
            (self.home / folder).mkdir(parents=True, exist_ok=True)
            env[variable] = str(self.home / folder)
        env.pop("JUPYTER_PATH", None)
        command = [sys.executable, str(SERVE), "--port", str(self.port), "--data", str(self.data)]
        if self.cull_idle:
            command += ["--cull-idle", str(self.cull_idle)]
        command += self.extra
        log = open(self.home / "app.log", "wb")  # noqa: SIM115 - the child keeps it open
        self.process = subprocess.Popen(command, cwd=REPO, env=env, stdin=subprocess.DEVNULL,
                                        stdout=log, stderr=subprocess.STDOUT, start_new_session=True)
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                raise RuntimeError(f"the app exited: {self.log()}")
            try:
                with urllib.request.urlopen(self.url + "voila/static/voila.js", timeout=5) as answer:
                    if answer.status == 200:
                        return
            except (urllib.error.URLError, ConnectionError, TimeoutError, OSError):
                pass
            time.sleep(0.5)
        raise RuntimeError(f"the app did not answer within {timeout:.0f} s: {self.log()}")

    def reading(self) -> Reading:
        """Kernels alive and the memory of the server and everything it started."""
        assert self.process is not None
        pids = [self.process.pid, *_children(self.process.pid)]
        self._note_cpu(pids)
        return Reading(sum(1 for pid in pids if _is_kernel(pid)),
                       round(sum(_rss_mb(pid) for pid in pids)))

    def _note_cpu(self, pids: Sequence[int]) -> None:
        for pid in pids:
            used = _cpu_seconds(pid)
            if used:
                self._cpu_seen[pid] = max(used, self._cpu_seen.get(pid, 0.0))

    def alive(self, kernels: Sequence[str]) -> int:
        """How many of these kernels (by id) still run."""
        assert self.process is not None
        pids = _children(self.process.pid)
        return sum(1 for kernel in kernels if any(_is_kernel(pid, kernel) for pid in pids))

    def cpu(self) -> float:
        """Processor seconds used so far by the server and everything it started (kernels shut down included,
        as far as they were seen: the readings look every second while the visitors play)."""
        assert self.process is not None
        self._note_cpu([self.process.pid, *_children(self.process.pid)])
        return sum(self._cpu_seen.values())

    def settle(self, *, timeout: float = 480.0) -> Reading:
        """Wait until the server is idle (its preheated kernels have run the app): the reading then.

        Idle: the same kernels for 10 s and less than a tenth of a core used over the last 5 s.
        """
        deadline = time.monotonic() + timeout
        last, since = self.reading(), time.monotonic()
        used = self.cpu()
        while time.monotonic() < deadline:
            time.sleep(5)
            now, spent = self.reading(), self.cpu()
            busy = spent - used > 0.5
            used = spent
            if now.kernels != last.kernels or busy:
                last, since = now, time.monotonic()
            elif time.monotonic() - since >= 10:
                return now
        return self.reading()

    def stop(self) -> None:
        """End the app and its kernels: politely, then by killing its process group."""
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
                os.killpg(process.pid, signal.SIGKILL)  # a kernel left behind
            except ProcessLookupError:
                pass
        self.process = None

    def log(self, lines: int = 30) -> str:
        """The app's log (its last ``lines`` lines; 0: all of it)."""
        try:
            logged = (self.home / "app.log").read_text(errors="replace").splitlines()
        except OSError:
            return ""
        return "\n".join(logged[-lines:] if lines else logged)


@dataclass
class Visit:
    """What one visitor saw: seconds to the first card, whether they were told to wait, the card's answer."""

    first_widget: float | None = None
    waited: bool = False
    answer: float | None = None
    error: str = ""
    #: Whether the visitor is done measuring (and now only stays on the page).
    measured: bool = False
    #: The id of the visitor's kernel, read from the page.
    kernel: str = ""


#: In the page: how many lines of the story tell a rival's card (in any of the app's languages).
RIVAL_PLAYS = ("() => Array.from(document.querySelectorAll('.bt-table-app .bt-table-events li'))"
               ".filter(li => /^(Rival: juega|Rival: plays|Avversario: gioca)/.test(li.innerText)).length")


async def visit(browser: object, url: str, arrival: float, page_timeout: float, visit_out: Visit,
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
        await page.goto(url, wait_until="commit", timeout=page_timeout * 1000)
        either = page.locator(f"{CARD}, {WAITING}").first
        try:
            await either.wait_for(state="visible", timeout=page_timeout * 1000)
            if await page.locator(WAITING).count():
                visit_out.waited = True
            await page.locator(CARD).first.wait_for(
                state="visible", timeout=max(1.0, deadline - time.monotonic()) * 1000)
            visit_out.first_widget = time.monotonic() - started
            visit_out.kernel = await page.evaluate(
                "JSON.parse(document.getElementById('jupyter-config-data').textContent).kernelId")
        except PlaywrightTimeout:
            pass
        if visit_out.first_widget is not None:
            before = await page.evaluate(RIVAL_PLAYS)
            clicked = time.monotonic()
            await page.locator(CARD).first.click(timeout=10_000)
            await page.wait_for_function(f"({RIVAL_PLAYS})() > {before}", timeout=30_000, polling=50)
            visit_out.answer = time.monotonic() - clicked
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
    #: Visitors' kernels still running at the end of the watch.
    visitors_alive: int = 0
    #: Processor seconds while the visitors came and played: the app (server and kernels), the browsers.
    cpu_app: float = 0.0
    cpu_browsers: float = 0.0
    load: tuple[float, float] = (0.0, 0.0)


async def _class(url: str, visitors: int, spread: float, page_timeout: float,
                 app: App, run: Run) -> None:
    from playwright.async_api import async_playwright

    async with async_playwright() as playwright:
        app_cpu, browsers_cpu = app.cpu(), _browsers_cpu(app)
        browser = await playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_FLAGS)
        try:
            leave = asyncio.Event()
            run.visits = [Visit() for _ in range(visitors)]
            arrivals = [spread * i / max(visitors - 1, 1) if visitors > 1 else 0.0 for i in range(visitors)]
            tasks = [asyncio.create_task(visit(browser, url, arrivals[i], page_timeout, run.visits[i], leave))
                     for i in range(visitors)]
            peak = app.reading()
            end = time.monotonic() + spread + page_timeout + 45
            while time.monotonic() < end:
                now = app.reading()
                if (now.kernels, now.memory_mb) > (peak.kernels, peak.memory_mb):
                    peak = now
                if all(v.measured for v in run.visits):
                    break
                await asyncio.sleep(1)
            await asyncio.sleep(2)
            now = app.reading()
            run.during = peak if (peak.kernels, peak.memory_mb) >= (now.kernels, now.memory_mb) else now
            # Read before the pages close: a closed page's processes take their counts with them.
            run.cpu_app, run.cpu_browsers = app.cpu() - app_cpu, _browsers_cpu(app) - browsers_cpu
            leave.set()
            await asyncio.wait(tasks, timeout=120)  # pages that will not close are closed with the browser
        finally:
            await browser.close()


def _browsers_cpu(app: App) -> float:
    """Processor seconds used so far by the browsers (everything this script started but the app)."""
    assert app.process is not None
    theirs = {app.process.pid, *_children(app.process.pid)}
    return sum(_cpu_seconds(pid) for pid in _children(os.getpid()) if pid not in theirs)


def measure(visitors: int, *, spread: float, page_timeout: float, cull_idle: int, watch: float,
            extra: list[str]) -> Run:
    """Start the app, send ``visitors``, let them leave, watch the culling; the figures."""
    run = Run(visitors)
    with tempfile.TemporaryDirectory(prefix="app_load_") as home:
        app = App(Path(home), cull_idle=cull_idle, extra=extra)
        try:
            app.start()
            run.before = app.settle()
            load_before = load_average()
            asyncio.run(_class(app.url, visitors, spread, page_timeout, app, run))
            left = time.monotonic()
            deadline = left + watch
            # Until every visitor's kernel is shut down and the pool is full again.
            kernels = [v.kernel for v in run.visits if v.kernel]
            while time.monotonic() < deadline:
                time.sleep(5)
                run.visitors_alive = app.alive(kernels)
                reading = app.reading()
                if run.visitors_alive == 0 and run.before is not None and reading.kernels <= run.before.kernels:
                    break
            run.after = app.reading()
            run.after_s = time.monotonic() - left
            run.load = (load_before, load_average())
        finally:
            app.stop()
    return run


def _s(value: float | None) -> str:
    return "–" if value is None else f"{value:.1f}"


def report(run: Run) -> str:
    """One line of the table for this run."""
    widgets = [v.first_widget for v in run.visits if v.first_widget is not None]
    answers = [v.answer for v in run.visits if v.answer is not None]
    blank = sum(1 for v in run.visits if v.first_widget is None and not v.waited)
    waited = sum(1 for v in run.visits if v.waited)
    errors = sum(1 for v in run.visits if v.error)
    b, d, a = run.before, run.during, run.after
    assert b is not None and d is not None and a is not None
    return (f"| {run.visitors} | {len(widgets)} | {blank} | {waited} | "
            f"{_s(statistics.median(widgets) if widgets else None)} | {_s(max(widgets) if widgets else None)} | "
            f"{_s(statistics.median(answers) if answers else None)} | {_s(max(answers) if answers else None)} | "
            f"{b.kernels} / {d.kernels} / {a.kernels} | {b.memory_mb:.0f} / {d.memory_mb:.0f} / {a.memory_mb:.0f} | "
            f"{run.after_s:.0f} | {run.visitors_alive} | {run.cpu_app:.0f} / {run.cpu_browsers:.0f} | "
            f"{run.load[0]:.1f}–{run.load[1]:.1f} | {errors} |")


HEADER = ("| visitors | tables shown | blank pages | told to wait | first widget median (s) | "
          "slowest (s) | card answer median (s) | slowest (s) | kernels before / during / after | "
          "memory MB before / during / after | after: s since they left | their kernels still running | "
          "CPU s: app / browsers | load average | errors |\n"
          "|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--visitors", type=int, nargs="+", default=[1, 10, 30])
    parser.add_argument("--spread", type=float, default=10.0, help="seconds over which the visitors arrive")
    parser.add_argument("--page-timeout", type=float, default=240.0,
                        help="seconds a visitor waits for the table before the page counts as blank")
    parser.add_argument("--cull-idle", type=int, default=0,
                        help="seconds after which the app shuts down a kernel nobody is connected to "
                             "(default 0: serve.py's own, 300 s; shorter for development)")
    parser.add_argument("--watch", type=float, default=600.0,
                        help="most seconds to watch the server after the visitors left")
    parser.add_argument("serve_args", nargs="*", help="more options for app/serve.py (after --)")
    args = parser.parse_args(argv)
    print(f"app load: visitors arrive within {args.spread:g} s; page timeout {args.page_timeout:g} s; "
          f"idle kernels culled after {args.cull_idle or 'serve.py default'} s; "
          f"watched up to {args.watch:g} s after they leave; {os.cpu_count()} cores", flush=True)
    print(HEADER, flush=True)
    for visitors in args.visitors:
        run = measure(visitors, spread=args.spread, page_timeout=args.page_timeout,
                      cull_idle=args.cull_idle, watch=args.watch, extra=args.serve_args)
        print(report(run), flush=True)
        problems = sorted({v.error for v in run.visits if v.error})
        for problem in problems[:3]:
            print(f"  error: {problem}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())

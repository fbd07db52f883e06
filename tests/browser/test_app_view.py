"""The Voilà app view as `make app-voila` serves it: Voilà on 127.0.0.1, the table played in Chromium, nothing fetched from outside.

One Voilà server (started the way ``make app-voila`` starts it, ``app/serve.py``) serves
``app/mesa.ipynb``.  Two visitors open it: the first sees the table, clicks a card
and sees the machine answer, and each saves a hand; every request either page makes
is checked (Playwright routing) and any address outside 127.0.0.1 is refused and
fails the test.  The hands must land in two folders, one per session.  A named student
(``?alumno=``) whose kernel is killed is told, starts again and goes on with the hand.
"""

from __future__ import annotations

import os
import re
import signal
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from urllib.parse import urlsplit

import pytest
from playwright.sync_api import Browser, BrowserContext, Page, Route, expect

from .conftest import SCREENSHOTS

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO / "benchmarks"))
from app_load import App  # noqa: E402 - the app started as `make app-voila` starts it, as the load benchmark does

#: Milliseconds a page may take to start its kernel and draw the app (on a loaded shared machine).
START_MS = 180_000
#: The hosts the app may talk to: this machine only.
LOCAL_HOSTS = {"127.0.0.1"}
#: Preheated kernels the test server keeps (the app's default is a class's worth).
POOL = 2


@pytest.fixture(scope="module")
def voila(chromium_path: str, tmp_path_factory: pytest.TempPathFactory) -> Iterator[App]:
    """The app served as `make app-voila` serves it, saving into a temporary data folder."""
    server = App(tmp_path_factory.mktemp("voila"), extra=["--pool", str(POOL)])
    try:
        server.start()
        yield server
    finally:
        server.stop()


class Guarded:
    """A browser context whose every request is checked: this machine passes, anything else is refused."""

    def __init__(self, browser: Browser) -> None:
        self.outside: list[str] = []
        self.local = 0
        self.context: BrowserContext = browser.new_context(viewport={"width": 1366, "height": 768})
        self.context.route("**/*", self._route)

    def _route(self, route: Route) -> None:
        url = route.request.url
        parts = urlsplit(url)
        if parts.scheme in ("data", "blob") or parts.hostname in LOCAL_HOSTS:
            self.local += 1
            route.continue_()
        else:
            self.outside.append(url)
            route.abort()

    def open(self, url: str) -> Page:
        """A page of the app, with its web sockets checked too; its kernel may still be starting."""
        page = self.context.new_page()
        page.on("websocket", lambda ws: None if urlsplit(ws.url).hostname in LOCAL_HOSTS
                else self.outside.append(ws.url))
        page.goto(url, wait_until="commit")
        return page


def _ready(page: Page) -> Page:
    """Wait until the app is drawn on the page (its kernel started and ran the notebook)."""
    page.locator(".bt-table-app .bt-play-card").first.wait_for(state="visible", timeout=START_MS)
    return page


def _events(page: Page) -> list[str]:
    return page.locator(".bt-table-app .bt-table-events li").all_inner_texts()


def _save_hand(page: Page) -> str:
    """Press the table's save button and return what it says beside it."""
    page.locator(".bt-table-app button", has_text="Guardar la mano").click()
    note = page.locator(".bt-table-app .bt-save-note")
    expect(note).to_contain_text("mano_1.json", timeout=15_000)
    return note.inner_text()


def test_the_app_plays_a_card_saves_per_session_and_asks_nothing_of_the_network(
        voila: App, browser: Browser) -> None:
    first = Guarded(browser)
    second = Guarded(browser)
    try:
        # Two visitors at once, as in a class: each page gets a kernel of its own.
        started = time.monotonic()
        page = first.open(voila.url)
        other = second.open(voila.url)
        _ready(page)
        load_s = time.monotonic() - started
        app = page.locator(".bt-table-app")
        # The table draws: the board with its cards, five settings, the student's three cards.
        expect(app.locator(".bt-table-board svg, .bt-table-board img").first).to_be_visible()
        expect(app.locator(".bt-play-card:visible")).to_have_count(3)
        assert app.locator("select").count() >= 4  # language, level, players, match format
        expect(app.locator(".bt-app-review")).to_contain_text("Revisar la última mano")
        # The review button's icon is drawn by the icon font served from this machine.
        family = app.locator(".bt-app-review i.fa").evaluate("e => getComputedStyle(e).fontFamily")
        assert "Font Awesome" in family, family

        # A click on a card: the student's play, then the machine's next card in the story.
        rival_plays = sum(line.startswith("Rival: juega") for line in _events(page))
        card = app.locator(".bt-play-card").first.inner_text().strip()
        clicked = time.monotonic()
        app.locator(".bt-play-card").first.click()
        expect(app.locator(".bt-table-events")).to_contain_text(
            re.compile(rf"Juegas (el|la) {re.escape(card)}"), timeout=15_000)
        deadline = clicked + 15
        while sum(line.startswith("Rival: juega") for line in _events(page)) <= rival_plays:
            assert time.monotonic() < deadline, f"the machine did not answer: {_events(page)}"
            page.wait_for_timeout(100)
        answer_s = time.monotonic() - clicked
        expect(app.locator(".bt-play-card:visible")).to_have_count(3)  # the student drew again
        SCREENSHOTS.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(SCREENSHOTS / "app_view.png"), full_page=True)

        # Each visitor saves into a folder of their own session.
        first_note = _save_hand(page)
        _ready(other)
        second_note = _save_hand(other)
        folders = sorted(p for p in voila.data.iterdir() if p.is_dir())
        assert len(folders) == 2, (folders, voila.log())
        assert all((folder / "mano_1.json").is_file() for folder in folders)
        names = [folder.name for folder in folders]
        # the note names the file, never where the server keeps it
        assert str(voila.data) not in first_note + second_note and "mano_1.json" in first_note
        # each folder is named after the session's kernel
        started_kernels = re.findall(r"Kernel started: ([0-9a-f-]+)", voila.log(0))
        assert set(names) <= set(started_kernels), (names, started_kernels)
        # The language picker redraws the app in English (a new match).
        app.locator(".bt-app-language select").select_option(label="English")
        expect(app.locator(".bt-app-review")).to_contain_text("Review the last hand", timeout=15_000)
        expect(app.locator(".bt-play-card:visible")).to_have_count(3)
        print(f"\napp view: two pages opened at once, the first drawn in {load_s:.1f} s; "
              f"click to the machine's answer {answer_s:.1f} s (paced at 0.5 s a card, 0.8 s after a trick)")
    finally:
        outside = first.outside + second.outside
        local = first.local + second.local
        first.context.close()
        second.context.close()
    assert outside == [], f"the app asked for addresses outside this machine: {outside}"
    assert local > 10  # the routing did see the page's own requests


def _kill_kernel_of(page: Page) -> None:
    """Kill the kernel serving ``page``, as a crash would (the server restarts it empty)."""
    kernel = page.evaluate("JSON.parse(document.getElementById('jupyter-config-data').textContent).kernelId")
    killed = 0
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            command = (entry / "cmdline").read_bytes()
        except OSError:
            continue
        if b"ipykernel" in command and kernel.encode() in command:
            os.kill(int(entry.name), signal.SIGKILL)
            killed += 1
    assert killed == 1, f"no kernel process for {kernel}"


def test_a_named_student_whose_table_stops_is_told_and_goes_on_with_the_hand(
        voila: App, browser: Browser) -> None:
    visitor = Guarded(browser)
    try:
        page = _ready(visitor.open(voila.url + "?alumno=Luc%C3%ADa"))
        app = page.locator(".bt-table-app")
        expect(app.locator(".bt-app-name-note")).to_contain_text("Hola, Lucía", timeout=15_000)
        app.locator(".bt-play-card").first.click()
        expect(app.locator(".bt-table-events")).to_contain_text("Juegas", timeout=15_000)
        saved = voila.data / "lucia" / "mano_en_juego.json"
        deadline = time.monotonic() + 15
        while not saved.exists():
            assert time.monotonic() < deadline, voila.log()
            page.wait_for_timeout(200)
        page.wait_for_timeout(2_000)  # the machine's answer, saved too
        played = len(_events(page))
        _kill_kernel_of(page)
        notice = page.locator(".bt-app-lost")
        expect(notice).to_contain_text("La mesa se ha detenido", timeout=30_000)
        expect(notice).to_contain_text("Empezar de nuevo")
        SCREENSHOTS.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(SCREENSHOTS / "app_view_stopped.png"))
        page.locator(".bt-app-restart").click()
        _ready(page)
        offer = page.locator(".bt-table-app .bt-app-offer")
        expect(offer).to_contain_text("mano sin terminar", timeout=15_000)
        offer.locator("button", has_text="Seguir con la mano guardada").click()
        expect(page.locator(".bt-table-app")).to_contain_text("Sigues con la mano guardada", timeout=15_000)
        assert len(_events(page)) >= played - 1  # at most the trick in play is lost
        # the hand kept in play is the table's own file, not one of the student's saved hands
        expect(page.locator(".bt-table-app .bt-app-hands")).not_to_contain_text("mano_en_juego.json")
    finally:
        outside = visitor.outside
        visitor.context.close()
    assert outside == [], f"the app asked for addresses outside this machine: {outside}"

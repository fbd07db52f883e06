"""The card-table app as plain pages (``python -m briscola_teach.web``), used in Chromium as a class uses it.

The server is started here as ``make app`` starts it, on a free port of 127.0.0.1 with
a temporary data folder, and stopped at the end.  Students open the page by its link
(``?alumno=``, ``?lang=``), click their cards, play a hand to the end and ask the coach
for a review, save and download hands, switch language, type a class code and start a
match for four; the server is restarted and stopped under an open page; and the table
(board, hand, story) is measured to fit the first screen of a school laptop.  Every
request a page makes must stay on this machine.  What the page says is read from the
locale catalogue, never typed here.

Screenshots go to ``artifacts/screenshots/web_app_*.png``: the table in play at 1366 x 768
in Spanish and at 1280 x 720 in English and Italian, a table for four, and a finished hand
with the coach's review (the whole page).
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import IO
from urllib.parse import quote, urlsplit

import pytest
from playwright.sync_api import Browser, BrowserContext, Locator, Page, Route, expect

from briscola_teach import Card, Game
from briscola_teach.card_table.class_code import CLASS_LEVEL
from briscola_teach.card_table.students import student_folder
from briscola_teach.card_table.view import level_name
from briscola_teach.locale import Words, words

from .conftest import REPO, SCREENSHOTS
from .lab import free_port

#: Seconds the server may take to answer its first request.
START_S = 30
#: Milliseconds a click may take until the table waits for the student again (the machine's moves
#: are shown at the table's pace, 0.5 s a card and 0.8 s after a trick).
SETTLE_MS = 20_000
#: Milliseconds the coach's review may take (a worker process started and a hand searched).
REVIEW_MS = 60_000
#: Milliseconds any other answer of the page may take.
ANSWER_MS = 10_000
#: Most cards a student plays in one hand (two players, forty cards).
MOST_PLAYS = 20
#: The screens a school's laptops have, and the screenshot kept for each language.
SCREENS = {"1366x768": (1366, 768), "1280x720": (1280, 720)}
SHOTS = {("1366x768", "es"), ("1280x720", "en"), ("1280x720", "it")}

#: The table has been drawn and waits for the student (or the hand or match is over): no answer pending.
_SETTLED_JS = """() => {
  const app = document.getElementById('bt-app');
  const play = document.getElementById('bt-play');
  return app && play && !app.classList.contains('bt-busy')
    && ['student', 'next_hand', 'match_over'].includes(play.dataset.state);
}"""


#: What of the page is outside the part redrawn after each click: its language, title and lost box's title.
_LANGUAGE_JS = "[document.documentElement.lang, document.title, document.getElementById('bt-app').dataset.lostTitle]"


#: How far down the page (not the window) an element starts, in pixels.
_PAGE_Y_JS = "e => e.getBoundingClientRect().top + window.scrollY"


class WebApp:
    """``python -m briscola_teach.web`` on a free port with its own data folder; :meth:`stop` always ends it."""

    def __init__(self, data: Path) -> None:
        self.data = data
        self.port = free_port()
        self.log_path = data.parent / f"{data.name}.log"
        self._process: subprocess.Popen[bytes] | None = None
        self._log: IO[bytes] | None = None

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}/"

    def start(self) -> None:
        """Start the server (again on the same port and folder) and wait until it answers."""
        self._log = open(self.log_path, "ab")  # noqa: SIM115 - closed in stop()
        # A session of its own, so the server and its reviewers' worker processes end together.
        self._process = subprocess.Popen(
            [sys.executable, "-m", "briscola_teach.web", "--port", str(self.port), "--data", str(self.data),
             "--reviewers", "1"],
            cwd=REPO, stdout=self._log, stderr=subprocess.STDOUT, start_new_session=True)
        deadline = time.monotonic() + START_S
        while True:
            try:
                with urllib.request.urlopen(self.url + "status", timeout=2) as answer:
                    if json.load(answer)["pid"] == self._process.pid:
                        return
            except (urllib.error.URLError, OSError):
                pass
            if self._process.poll() is not None or time.monotonic() > deadline:
                self.stop()
                raise AssertionError(f"the app did not answer on {self.url}:\n{self.log()}")
            time.sleep(0.2)

    def stop(self, sig: signal.Signals = signal.SIGINT, *, group: bool = False) -> None:
        """End the server: ``sig`` to it (to its whole process group, as Ctrl+C at a terminal, if ``group``),
        then SIGKILL to whatever of the group lingers (the reviews' worker processes)."""
        process, self._process = self._process, None
        if process is not None:
            try:
                os.killpg(process.pid, sig) if group else process.send_signal(sig)
                process.wait(timeout=10)
            except (ProcessLookupError, subprocess.TimeoutExpired):
                pass
            try:
                os.killpg(process.pid, signal.SIGKILL)
            except ProcessLookupError:
                pass
            process.wait(timeout=10)
        if self._log is not None:
            self._log.close()
            self._log = None

    def log(self) -> str:
        return self.log_path.read_text(encoding="utf-8", errors="replace") if self.log_path.exists() else ""


def _served(data: Path, *, quiet: bool = False) -> Iterator[WebApp]:
    """The app, stopped at the end; with ``quiet``, its log must then hold no traceback."""
    app = WebApp(data)
    try:
        app.start()
        yield app
    finally:
        app.stop()
    assert not quiet or "Traceback" not in app.log(), app.log()


@pytest.fixture(scope="module")
def web(chromium_path: str, tmp_path_factory: pytest.TempPathFactory) -> Iterator[WebApp]:
    """The app for every check that leaves the server running; it writes no traceback."""
    yield from _served(tmp_path_factory.mktemp("web") / "manos", quiet=True)


@pytest.fixture
def own_web(chromium_path: str, tmp_path: Path) -> Iterator[WebApp]:
    """An app for one check only: it is restarted or stopped under the page."""
    yield from _served(tmp_path / "manos")


class Visit:
    """A student's browser at the app: its own context (cookies), every request checked to stay on this machine."""

    def __init__(self, browser: Browser, url: str, *, size: tuple[int, int] = SCREENS["1366x768"]) -> None:
        self.outside: list[str] = []
        self.context: BrowserContext = browser.new_context(viewport={"width": size[0], "height": size[1]})
        self.context.set_default_timeout(ANSWER_MS)
        self.context.route("**/*", self._route)
        self.page: Page = self.context.new_page()
        self.page.goto(url)
        expect(self.page.locator(".bt-play-card").first).to_be_visible()
        self.app = self.page.locator("#bt-app")

    def _route(self, route: Route) -> None:
        url = route.request.url
        if urlsplit(url).hostname == "127.0.0.1" or url.startswith("data:"):
            route.continue_()
        else:
            self.outside.append(url)
            route.abort()

    def close(self) -> None:
        self.context.close()
        assert self.outside == [], f"the page asked for addresses outside this machine: {self.outside}"

    def settled(self, timeout: float = SETTLE_MS) -> None:
        """Wait until the page has shown the answer to the last click and the table waits for the student."""
        self.page.wait_for_function(_SETTLED_JS, timeout=timeout)

    @property
    def state(self) -> str:
        return str(self.page.locator("#bt-play").get_attribute("data-state"))

    def hand(self) -> list[str]:
        """The codes of the student's cards, as the page's buttons send them."""
        return [str(code) for code in self.page.locator(".bt-play-card").evaluate_all("b => b.map(e => e.value)")]

    def playable(self) -> Locator:
        return self.page.locator(".bt-play-card:not([disabled])")

    def play_first(self) -> str:
        """Click the first card of the hand, wait for the machine's answer; the card's code."""
        card = self.playable().first
        code = str(card.get_attribute("value"))
        card.click()
        self.settled()
        return code

    def open_settings(self) -> Locator:
        settings = self.page.locator("#bt-settings")
        if not settings.evaluate("d => d.open"):
            settings.locator("summary").click()
        return settings


@pytest.fixture
def visits(browser: Browser) -> Iterator[list[Visit]]:
    """The visits a check opens, closed (and checked for outside requests) at the end."""
    opened: list[Visit] = []
    yield opened
    for visit in opened:
        visit.close()


def _visit(visits: list[Visit], browser: Browser, url: str, **size: tuple[int, int]) -> Visit:
    visit = Visit(browser, url, **size)
    visits.append(visit)
    return visit


def _link(app: WebApp, student: str, *, lang: str = "") -> str:
    return app.url + f"?alumno={quote(student)}" + (f"&lang={lang}" if lang else "")


def _plays(app: WebApp, student: str, say: Words) -> list[list[str]]:
    """The cards played in each hand of the student's match, as the server keeps it after every step."""
    path = app.data / student_folder(student) / say.text("hands.in_play_file")
    hands: list[list[str]] = json.loads(path.read_text(encoding="utf-8"))["hands"]
    return hands


def _screenshot(page: Page, name: str, *, full_page: bool = False) -> None:
    page.mouse.move(0, 0)  # no card lit up by the pointer
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SCREENSHOTS / f"web_app_{name}.png"), full_page=full_page)


def test_a_named_student_is_greeted_and_a_click_plays_one_card_the_machine_answers(
        web: WebApp, browser: Browser, visits: list[Visit]) -> None:
    say = words("es")
    visit = _visit(visits, browser, _link(web, "Lucía"))
    page, app = visit.page, visit.app
    assert page.evaluate("document.documentElement.lang") == "es"
    assert page.title() == say.text("app.title")
    expect(app.locator(".bt-name-note")).to_have_text(say.text("app.hello", name="Lucía"))
    expect(visit.playable()).to_have_count(3)
    assert visit.state == "student"

    # A double click: the first click plays the card, the second is not a second card.
    before = visit.hand()
    card = before[0]
    visit.playable().first.dblclick()
    visit.settled()
    after = visit.hand()
    assert card not in after and len(set(before) & set(after)) == 2, (before, after)
    # The turn came back: three cards to click and the status says so.
    expect(visit.playable()).to_have_count(3)
    expect(app.locator(".bt-table-play")).to_contain_text(say.text("table.status_your_turn"))
    # The machine answered: its card, kept by the server after mine, is told in the story and lies on the table.
    played = _plays(web, "Lucía", say)[-1]
    assert played.count(card) == 1, played
    answer = played[played.index(card) + 1:]
    assert answer, f"the machine did not play after {card}: {played}"
    named = say.card(Card.parse(answer[-1]))
    expect(app.locator(".bt-table-story li").last).to_contain_text(named)
    # On the table if it leads the next trick, else in the last trick beside the story.
    pictures = app.locator(".bt-table .bt-centre img, .bt-last-trick img").evaluate_all("i => i.map(e => e.alt)")
    assert any(named in alt for alt in pictures), (named, pictures)

    # Two clicks sent at once from the same picture of the table (two tabs, a slow page): one card only.
    version = app.locator(".bt-hand-form input[name=version]").get_attribute("value")
    first, second = visit.hand()[:2]
    statuses = page.evaluate(
        """([version, cards]) => Promise.all(cards.map(card => fetch('act', {method: 'POST',
             headers: {'X-Briscola-Page': '1'},
             body: new URLSearchParams({action: 'play', version, card})}).then(r => r.status)))""",
        [version, [first, second]])
    assert statuses == [200, 200]
    page.reload()
    expect(visit.playable()).to_have_count(3)
    assert sum(code in visit.hand() for code in (first, second)) == 1, (first, second, visit.hand())


def test_a_whole_hand_played_by_clicks_ends_in_the_summary_and_the_coachs_review(
        own_web: WebApp, browser: Browser, visits: list[Visit]) -> None:
    say = words("es")
    visit = _visit(visits, browser, _link(own_web, "Pablo"))
    app = visit.app
    started = time.monotonic()
    clicks = 0
    while visit.state == "student":
        assert clicks < MOST_PLAYS, f"more than {MOST_PLAYS} cards in one hand: {_plays(own_web, 'Pablo', say)}"
        visit.play_first()
        clicks += 1
    hand_s = time.monotonic() - started
    assert visit.state == "match_over" and clicks == MOST_PLAYS
    assert len(_plays(own_web, "Pablo", say)[-1]) == 40
    expect(app.locator(".bt-summary")).to_contain_text(say.text("table.summary_title", number=1))
    expect(app.locator(".bt-review-box")).to_have_text(
        say.text("app.review_waiting", button=say.text("app.review_button")))

    review = app.locator("button.bt-review")
    expect(review).to_have_text(say.text("app.review_button"))
    review_y = review.evaluate(_PAGE_Y_JS)
    clicked = time.monotonic()
    review.click()
    expect(app.locator(".bt-waiting")).to_have_text(say.text("app.reviewing", number=1))
    expect(app.locator(".bt-review-box h2")).to_have_text(say.text("app.review_title", number=1),
                                                          timeout=REVIEW_MS)
    review_s = time.monotonic() - clicked
    shown_y = app.locator(".bt-review-box").evaluate(_PAGE_Y_JS)
    expect(app.locator(".bt-review-summary")).not_to_be_empty()
    flagged = app.locator(".bt-flagged > div").all_inner_texts()
    assert flagged, "the coach flagged no play of a hand played card by card from the left"
    expect(app.locator(".bt-waiting")).to_have_count(0)
    _screenshot(visit.page, "es_review", full_page=True)
    print(f"\nweb app: a whole hand of {clicks} clicks in {hand_s:.1f} s; the coach's review in {review_s:.1f} s;"
          f" its button {review_y:.0f} px and the review {shown_y:.0f} px down the page, whose window is 768 px")

    # Two faults are said together. Each flagged play reads "<mistake> · Trick N: ..."; a play with no
    # named mistake starts at "Trick N", not at a stray "·".
    faults = [f"a flagged play starts with '·': {line.splitlines()[0]!r}" for line in flagged if line.startswith("·")]
    # Ctrl+C at the teacher's terminal (SIGINT to the server and its review worker): a clean stop, no traceback.
    own_web.stop(group=True)
    if "Traceback" in own_web.log():
        faults.append("Ctrl+C wrote a traceback:\n" + own_web.log())
    assert not faults, "\n".join(faults)


def test_the_save_box_refuses_bad_names_in_spanish_and_a_saved_hand_downloads(
        web: WebApp, browser: Browser, visits: list[Visit]) -> None:
    say = words("es")
    visit = _visit(visits, browser, _link(web, "Marta"))
    page, app = visit.page, visit.app
    played = visit.play_first()
    folder = web.data / student_folder("Marta")
    table = app.locator(".bt-table").inner_html()
    hand, files = visit.hand(), sorted(folder.iterdir())
    for bad in ("../x", "a b"):
        app.locator(".bt-save-file").fill(bad)
        app.locator("button.bt-save").click()
        refusal = app.locator(".bt-feedback")
        expect(refusal).to_have_text(say.text("app.save_bad_name", given=bad))
        expect(refusal).to_have_attribute("role", "alert")
        visit.settled()
        assert "Traceback" not in page.content()
        assert (app.locator(".bt-table").inner_html(), visit.hand()) == (table, hand)
        assert sorted(folder.iterdir()) == files

    app.locator(".bt-save-file").fill("mi_mano.json")
    app.locator("button.bt-save").click()
    expect(app.locator(".bt-save-note")).to_contain_text("mi_mano.json")
    note = app.locator(".bt-save-note").inner_text()
    assert str(web.data) not in note
    link = app.locator(".bt-hands li", has_text="mi_mano.json").get_by_role("link", name=say.text("app.download"))
    with page.expect_download(timeout=ANSWER_MS) as download:
        link.click()
    assert download.value.suggested_filename == "mi_mano.json"
    game = Game.from_json(Path(download.value.path()).read_bytes())
    saved = [action.code for action in game.actions if isinstance(action, Card)]
    assert played in saved and saved == _plays(web, "Marta", say)[-1], (saved, played)
    assert say.text("app.saved", name="mi_mano.json", actions=len(game.actions)) in note, note


@pytest.mark.parametrize("name", ["mano.txt", "mi_mano"])
def test_every_hand_the_page_says_it_saved_is_listed_for_download(
        web: WebApp, browser: Browser, visits: list[Visit], name: str) -> None:
    """A name without ``.json`` is saved (the note says so), so it must be in the list with its download link."""
    visit = _visit(visits, browser, _link(web, f"Guarda {name}"))
    app = visit.app
    app.locator(".bt-save-file").fill(name)
    app.locator(".bt-save-file").press("Enter")
    visit.settled()
    refused = app.locator(".bt-feedback[role=alert]")
    if refused.count():  # refusing such a name, in Spanish, is right too
        expect(refused).to_contain_text(name)
        return
    note = app.locator(".bt-save-note").inner_text()
    listed = app.locator(".bt-hands li").all_inner_texts()
    said = [line for line in listed if line.split()[0] in note]
    assert said, f"the page says {note!r} but lists only {listed}"


def test_a_second_name_typed_in_the_same_browser_leaves_the_first_students_hands_alone(
        web: WebApp, browser: Browser, visits: list[Visit]) -> None:
    """A shared classroom computer: Lucas saved a hand, then Nora types her name; Lucas's hand stays his."""
    say = words("es")
    visit = _visit(visits, browser, _link(web, "Lucas"))
    app = visit.app
    visit.play_first()
    app.locator(".bt-save-file").fill("de_lucas.json")
    app.locator("button.bt-save").click()
    expect(app.locator(".bt-hands")).to_contain_text("de_lucas.json")
    app.locator(".bt-name").fill("Nora")
    app.locator("button.bt-name-button").click()
    expect(app.locator(".bt-name-note")).to_have_text(say.text("app.hello", name="Nora"))
    assert (web.data / student_folder("Lucas") / "de_lucas.json").is_file(), sorted(web.data.rglob("*.json"))
    expect(app.locator(".bt-hands")).not_to_contain_text("de_lucas.json")


def test_the_language_picker_and_the_link_speak_english_and_italian(
        web: WebApp, browser: Browser, visits: list[Visit]) -> None:
    visit = _visit(visits, browser, _link(web, "Ana"))
    app = visit.app
    english = words("en")
    app.locator("select[name=lang]").select_option("en")
    expect(app.locator("h1")).to_have_text(english.text("app.title"))
    visit.settled()
    expect(app.locator("button.bt-save")).to_have_text(english.text("table.save"))
    expect(app.locator("#bt-settings summary")).to_have_text(english.text("table.settings_title"))
    expect(app.locator(".bt-name-note")).to_have_text(english.text("app.hello", name="Ana"))
    expect(visit.playable()).to_have_count(3)

    italian = words("it")
    other = _visit(visits, browser, _link(web, "Giulia", lang="it"))
    expect(other.app.locator("h1")).to_have_text(italian.text("app.title"))
    expect(other.app.locator("button.bt-save")).to_have_text(italian.text("table.save"))
    expect(other.app.locator(".bt-name-note")).to_have_text(italian.text("app.hello", name="Giulia"))

    # The whole page speaks the language: its title (the browser's tab), its lang, and the box shown if the
    # server is lost, for the page opened in Italian and for the one switched to English.
    for shown, say in ((other, italian), (visit, english)):
        assert shown.page.evaluate(_LANGUAGE_JS) == [say.language, say.text("app.title"), say.text("app.lost_title")]


def test_a_reload_after_the_picker_keeps_the_language_and_the_hand(
        web: WebApp, browser: Browser, visits: list[Visit]) -> None:
    """The link said Italian, the student picked Spanish and played: a reload (or the lost box's button) keeps both."""
    spanish = words("es")
    visit = _visit(visits, browser, _link(web, "Luca", lang="it"))
    visit.app.locator("select[name=lang]").select_option("es")
    expect(visit.app.locator("h1")).to_have_text(spanish.text("app.title"))
    visit.settled()
    visit.play_first()
    hand = visit.hand()
    visit.page.reload()
    expect(visit.app.locator("h1")).to_have_text(spanish.text("app.title"))
    assert visit.hand() == hand


@pytest.mark.parametrize("language", ["es", "en", "it"])
def test_the_cards_are_named_as_they_are_drawn(
        web: WebApp, browser: Browser, visits: list[Visit], language: str) -> None:
    """The name under each card of the hand is the card in the picture (its alt text)."""
    visit = _visit(visits, browser, _link(web, f"Nombres {language}", lang=language))
    cards = visit.page.locator(".bt-play-card").evaluate_all(
        "bs => bs.map(b => [b.querySelector('img').alt, b.querySelector('span').textContent])")
    assert len(cards) == 3 and all(alt == label for alt, label in cards), cards


def test_two_students_typing_the_class_code_get_the_same_deal(
        web: WebApp, browser: Browser, visits: list[Visit]) -> None:
    say = words("es")
    hands = []
    for student in ("Uno", "Dos"):
        visit = _visit(visits, browser, _link(web, student))
        dealt = visit.hand()
        settings = visit.open_settings()
        settings.locator(".bt-class-code").fill("roble")
        settings.locator("button.bt-class-play").click()
        visit.settled()
        expect(visit.app.locator(".bt-class-note")).to_have_text(say.text(
            "table.class_status", code="ROBLE", deal=1, level=level_name(CLASS_LEVEL, words=say),
            new=say.text("table.new_match")))
        board = visit.app.locator(".bt-table .bt-centre").inner_html()
        hands.append((visit.hand(), board))
        assert visit.hand() != dealt, "the class code dealt the same cards as the first match"
    assert hands[0] == hands[1]


def test_a_new_match_for_four_shows_three_other_seats(
        web: WebApp, browser: Browser, visits: list[Visit]) -> None:
    say = words("es")
    visit = _visit(visits, browser, _link(web, "Sofía"))
    expect(visit.app.locator(".bt-seat")).to_have_count(1)
    settings = visit.open_settings()
    settings.locator("select[name=players]").select_option("4")
    settings.locator("button.bt-new").click()
    visit.settled()
    expect(visit.app.locator(".bt-seat")).to_have_count(3)
    expect(visit.playable()).to_have_count(3)
    expect(visit.app.locator("#bt-settings")).to_have_attribute("open", "")
    expect(visit.app.locator("select[name=players] option:checked")).to_have_text(say.text("table.players_4"))
    visit.page.evaluate("window.scrollTo(0, 0)")
    _screenshot(visit.page, "es_four_1366x768")


def test_a_restarted_server_says_the_table_was_forgotten_and_restores_the_hand(
        own_web: WebApp, browser: Browser, visits: list[Visit]) -> None:
    say = words("es")
    visit = _visit(visits, browser, _link(own_web, "Lucía"))
    app = visit.app
    dealt = visit.hand()
    visit.play_first()
    kept = visit.hand()
    assert kept != dealt
    own_web.stop(signal.SIGKILL, group=True)  # as a crash: the server and its workers gone at once
    own_web.start()

    visit.playable().first.click()
    visit.settled()
    button = say.text("app.resume_button")
    expect(app.locator(".bt-feedback")).to_have_text(say.text("app.forgotten", button=button))
    resume = app.locator(".bt-offer button.bt-resume")
    expect(resume).to_have_text(button)
    resume.click()
    visit.settled()
    expect(app.locator(".bt-feedback")).to_have_text(say.text("app.resumed"))
    assert visit.hand() == kept
    expect(app.locator(".bt-offer")).to_have_count(0)


def test_a_stopped_server_shows_the_lost_box_not_a_blank_page(
        own_web: WebApp, browser: Browser, visits: list[Visit]) -> None:
    say = words("es")
    visit = _visit(visits, browser, _link(own_web, "Lucía"))
    own_web.stop()
    visit.playable().first.click()
    lost = visit.app.locator(".bt-lost")
    expect(lost).to_contain_text(say.text("app.lost_title"))
    expect(lost).to_contain_text(say.text("app.lost_body", button=say.text("app.lost_button")))
    expect(lost.locator("button.bt-again")).to_have_text(say.text("app.lost_button"))
    expect(visit.app.locator(".bt-table")).to_be_visible()
    expect(visit.app.locator(".bt-play-card")).to_have_count(3)


@pytest.mark.parametrize("language", ["es", "en", "it"])
@pytest.mark.parametrize("screen", list(SCREENS))
def test_the_table_fits_the_first_screen(
        web: WebApp, browser: Browser, visits: list[Visit], screen: str, language: str) -> None:
    width, height = SCREENS[screen]
    visit = _visit(visits, browser, _link(web, f"Pantalla {screen} {language}", lang=language), size=SCREENS[screen])
    visit.play_first()  # the story and the last trick filled in, as in play
    page = visit.page
    boxes = {name: page.locator(selector).bounding_box()
             for name, selector in (("board", ".bt-table"), ("hand", ".bt-hand"), ("story", ".bt-table-story"))}
    if (screen, language) in SHOTS:
        _screenshot(page, f"{language}_{screen}")
    outside = {name: box for name, box in boxes.items()
               if box is None or box["x"] < 0 or box["x"] + box["width"] > width or box["y"] + box["height"] > height}
    assert outside == {}, f"at {screen} in {language}, beyond the first screen: {outside}"
    scroll = page.evaluate("[document.documentElement.scrollWidth, document.documentElement.clientWidth]")
    assert scroll[0] <= scroll[1], f"at {screen} in {language} the page scrolls sideways: {scroll}"

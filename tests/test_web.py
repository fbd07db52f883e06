"""The card-table app as plain pages (briscola_teach.web): a student's table, its page and the server's routes."""

from __future__ import annotations

import html
import json
import re
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from urllib.parse import urlencode

import pytest
from tornado.testing import AsyncHTTPTestCase

from briscola_teach import Game
from briscola_teach.card_table.session import YOU, Waiting
from briscola_teach.coach import review
from briscola_teach.locale import words
from briscola_teach.verdicts import summary, title
from briscola_teach.web.page import app_html, page_html, review_html
from briscola_teach.web.server import COOKIE, Thinkers, Visitors, make_app
from briscola_teach.web.visitor import Visitor

ID = "visitor-one-abcdefgh"


def visitor(tmp_path: Path, visitor_id: str = ID, **settings: object) -> Visitor:
    return Visitor(visitor_id, data=tmp_path, **settings)  # type: ignore[arg-type]


def state(v: Visitor) -> tuple[object, ...]:
    """Everything a refused action must leave as it was."""
    return (v.session.snapshot(), v.session.version, v.session.settings, v.student, v.save_dir, v.language)


def card_codes(markup: str) -> list[str]:
    return re.findall(r'class="bt-play-card" name="card" value="([^"]+)"', markup)


def finish_hand(v: Visitor) -> None:
    while not v.session.game.is_over:
        card = v.session.game.legal_plays()[0]
        v.act("play", {"card": card.code, "version": str(v.session.version)})


# ---------------------------------------------------------------------- the student's table
def test_the_page_shows_the_students_hand_as_buttons_that_play_it(tmp_path: Path) -> None:
    v = visitor(tmp_path)
    assert v.session.waiting is Waiting.STUDENT  # the machine's lead, if any, is already on the table
    hand = v.session.game.hand(YOU)
    assert card_codes(app_html(v)) == [card.code for card in hand]
    frames: list[int] = []
    v.act("play", {"card": hand[0].code, "version": str(v.session.version)},
          frame=lambda: frames.append(v.session.version))
    assert v.feedback == ""
    assert hand[0] not in v.session.game.hand(YOU)
    assert v.session.waiting in (Waiting.STUDENT, Waiting.NEXT_HAND)
    # a frame after the student's card and after each of the machine's, each a step further
    assert len(frames) >= 1 and frames == sorted(set(frames))


def test_a_card_the_student_does_not_hold_is_refused_in_their_language_and_changes_nothing(tmp_path: Path) -> None:
    for language in ("es", "en", "it"):
        v = visitor(tmp_path / language, language=language)
        before = state(v)
        v.act("play", {"card": "banana"})
        assert v.refused and "banana" in v.feedback
        assert state(v) == before
        assert "banana" in app_html(v) and "Traceback" not in app_html(v)


def test_a_second_click_sent_from_an_older_table_plays_nothing(tmp_path: Path) -> None:
    v = visitor(tmp_path)
    first, second = v.session.game.hand(YOU)[:2]
    version = str(v.session.version)
    v.act("play", {"card": first.code, "version": version})
    after = state(v)
    v.act("play", {"card": second.code, "version": version})
    assert state(v) == after and not v.refused


def test_an_unknown_action_is_refused_by_name(tmp_path: Path) -> None:
    v = visitor(tmp_path, language="en")
    before = state(v)
    v.act("explode", {})
    assert v.refused and "explode" in v.feedback
    assert state(v) == before


@pytest.mark.parametrize("fields, given", [
    ({"players": "7", "format": "1", "level": "sensato"}, "7"),
    ({"players": "2", "format": "4", "level": "sensato"}, "4"),
    ({"players": "2", "format": "1", "level": "godlike"}, "godlike"),
])
def test_bad_settings_are_refused_naming_the_value_and_the_match_goes_on(tmp_path: Path, fields: dict[str, str],
                                                                         given: str) -> None:
    v = visitor(tmp_path)
    before = state(v)
    v.act("new", fields)
    assert v.refused and given in v.feedback
    assert state(v) == before


def test_a_new_match_takes_the_settings_of_the_form(tmp_path: Path) -> None:
    v = visitor(tmp_path)
    v.act("new", {"players": "4", "format": "3", "level": "random", "learning": "on"})
    assert not v.refused
    settings = v.session.settings
    assert (settings.players, settings.best_of, settings.level, settings.learning) == (4, 3, "random", True)
    assert app_html(v).count('class="bt-seat"') == 3


def test_a_name_moves_the_hands_saved_before_into_the_students_folder(tmp_path: Path) -> None:
    v = visitor(tmp_path)
    v.act("save", {"file": "primera.json"})
    assert (tmp_path / ID / "primera.json").is_file()
    v.act("name", {"name": "  Lucía Pérez "})
    assert not v.refused and v.student == "Lucía Pérez"
    assert (tmp_path / "lucia_perez" / "primera.json").is_file()
    assert "primera.json" in app_html(v) and 'href="hand/primera.json"' in app_html(v)
    assert words("es").text("app.hello", name="Lucía Pérez") in app_html(v).replace("&#x27;", "'")


def test_a_name_that_cannot_be_a_folder_is_refused(tmp_path: Path) -> None:
    v = visitor(tmp_path)
    before = state(v)
    v.act("name", {"name": "x" * 41})
    assert v.refused and v.feedback == words("es").text("app.bad_name", given="x" * 41)
    assert state(v) == before


@pytest.mark.parametrize("name", ["../x.json", "a b.json", "/etc/passwd", "nul\x00.json", "x" * 90])
def test_a_bad_file_name_is_refused_and_nothing_is_written(tmp_path: Path, name: str) -> None:
    v = visitor(tmp_path)
    v.act("save", {"file": name})
    assert v.refused and v.feedback == words("es").text("app.save_bad_name", given=name)
    assert not list(tmp_path.rglob("*.json"))


def test_a_saved_hand_is_listed_and_read_back_by_the_engine(tmp_path: Path) -> None:
    v = visitor(tmp_path)
    finish_hand(v)
    v.act("save", {"file": ""})
    saved = v.hand_file(words("es").text("hands.file", number=1))
    assert Game.from_json(saved.read_text(encoding="utf-8")).actions == v.session.game.actions
    with pytest.raises(ValueError, match="otra.json"):
        v.hand_file("otra.json")
    with pytest.raises(ValueError):
        v.hand_file("../" + saved.name)


def test_the_match_in_play_is_kept_and_offered_to_a_table_made_again(tmp_path: Path) -> None:
    v = visitor(tmp_path)
    v.act("name", {"name": "Lucia"})
    v.act("play", {"card": v.session.game.hand(YOU)[0].code})
    hand = v.session.game.hand(YOU)
    again = visitor(tmp_path, "visitor-two-abcdefgh")
    again.act("name", {"name": "Lucia"})
    assert again.offer is not None and again.offer["_plays"] == len(v.session.game.actions)
    assert words("es").text("app.resume_button") in app_html(again)
    again.act("resume", {})
    assert not again.refused and again.offer is None
    assert again.session.game.hand(YOU) == hand
    assert again.session.game.actions == v.session.game.actions


def test_an_offer_left_is_not_overwritten_until_the_student_chooses(tmp_path: Path) -> None:
    v = visitor(tmp_path)
    v.act("name", {"name": "Lucia"})
    v.act("play", {"card": v.session.game.hand(YOU)[0].code})
    kept = (tmp_path / "lucia" / words("es").text("hands.in_play_file")).read_text(encoding="utf-8")
    again = visitor(tmp_path, "visitor-two-abcdefgh", seed=5)
    again.act("name", {"name": "Lucia"})
    again.act("play", {"card": again.session.game.hand(YOU)[0].code})
    assert (tmp_path / "lucia" / words("es").text("hands.in_play_file")).read_text(encoding="utf-8") == kept
    again.act("discard", {})
    again.act("play", {"card": again.session.game.hand(YOU)[0].code})
    assert (tmp_path / "lucia" / words("es").text("hands.in_play_file")).read_text(encoding="utf-8") != kept


def test_a_class_code_deals_everyone_the_same_and_records_the_finished_deal(tmp_path: Path) -> None:
    lucia, marco = visitor(tmp_path, "lucia-visitor-abcdefgh"), visitor(tmp_path, "marco-visitor-abcdefgh", seed=9)
    lucia.act("name", {"name": "Lucia"})
    marco.act("name", {"name": "Marco"})
    for v in (lucia, marco):
        v.act("class", {"code": " roble "})
        assert not v.refused and v.session.settings.class_code == "ROBLE"
    assert lucia.session.game.hand(YOU) == marco.session.game.hand(YOU)
    finish_hand(lucia)
    points = lucia.session.game.outcome.points[YOU]  # type: ignore[union-attr]
    assert lucia.class_note == words("es").text("table.class_recorded", deal=1, code="ROBLE", points=points)
    recorded = json.loads(next((tmp_path / "lucia").glob("clase_*.json")).read_text(encoding="utf-8"))
    assert "ROBLE" in json.dumps(recorded)
    # a new match with the code's settings deals its next deal; other settings leave the class
    lucia.act("new", {"level": "sensato", "players": "2", "format": "1"})
    assert lucia.session.settings.class_deal == 2
    lucia.act("new", {"level": "random", "players": "2", "format": "1"})
    assert lucia.session.settings.class_code is None


def test_a_bad_class_code_is_refused_and_the_table_stays(tmp_path: Path) -> None:
    v = visitor(tmp_path)
    before = state(v)
    v.act("class", {"code": "!"})
    assert v.refused and "!" in v.feedback
    assert state(v) == before


def test_the_page_speaks_the_language_picked_and_nothing_of_another(tmp_path: Path) -> None:
    v = visitor(tmp_path)
    v.act("language", {"lang": "it"})
    assert v.language == "it" and not v.refused
    page = page_html(v)
    italian, spanish = words("it"), words("es")
    for key in ("app.title", "app.review_waiting", "table.your_hand", "table.settings_title", "app.hands_title"):
        fields = {"button": italian.text("app.review_button")} if key == "app.review_waiting" else {}
        assert html_text(italian.text(key, **fields)) in page
        spanish_fields = {"button": spanish.text("app.review_button")} if key == "app.review_waiting" else {}
        assert html_text(spanish.text(key, **spanish_fields)) not in page
    v.act("language", {"lang": "xx"})
    assert v.refused and v.language == "it"


def html_text(text: str) -> str:
    return html.escape(text)


def test_the_review_names_each_flagged_play_in_the_students_language(tmp_path: Path) -> None:
    v = visitor(tmp_path, language="en")
    with pytest.raises(ValueError):
        v.hand_to_review()
    finish_hand(v)
    number, game = v.hand_to_review()
    assert number == 1 and Game.from_json(game).actions == v.session.game.actions
    body = review_html(game, "en", samples=4)
    english = words("en")
    reviewed = review(Game.from_json(game), YOU, samples=4)
    assert html_text(summary(reviewed, english)) in body
    for entry in reviewed.flagged:
        assert html_text(title(entry, english)) in body
    if not reviewed.flagged:
        assert html_text(english.text("coach.w_no_mistakes")) in body


# ---------------------------------------------------------------------- the visitors held
def test_visitors_unheard_from_are_let_go_and_the_oldest_makes_room(tmp_path: Path) -> None:
    held = Visitors(tmp_path, idle=60, most=3)
    made = [held.new() for _ in range(3)]
    made[0].seen -= 120
    assert held.forget_idle() == 1 and len(held) == 2 and held.get(made[0].id) is None
    made[1].seen -= 10
    held.new()
    held.new()
    assert len(held) == 3 and held.get(made[1].id) is None


def test_a_table_made_again_for_a_link_takes_its_name_and_language(tmp_path: Path) -> None:
    held = Visitors(tmp_path)
    v = held.new("given-back-abcdefgh", query=urlencode({"alumno": "Lucía", "lang": "en"}))
    assert (v.id, v.student, v.language) == ("given-back-abcdefgh", "Lucía", "en")
    assert held.new("../../bad").id != "../../bad"


# ---------------------------------------------------------------------- the routes
class ServerTest(AsyncHTTPTestCase):
    def get_app(self):  # type: ignore[no-untyped-def]
        import tempfile

        self.data = Path(tempfile.mkdtemp())
        self.visitors = Visitors(self.data, delay=0.5)
        return make_app(self.visitors, reviewers=ThreadPoolExecutor(1), samples=4)

    def open(self, query: str = "") -> tuple[str, str]:
        answer = self.fetch("/" + (f"?{query}" if query else ""))
        assert answer.code == 200
        cookie = answer.headers["Set-Cookie"].split(";")[0]
        return cookie, answer.body.decode()

    def act(self, cookie: str, script: bool = True, **fields: str) -> object:
        headers = {"Cookie": cookie}
        if script:
            headers["X-Briscola-Page"] = "1"
        return self.fetch("/act", method="POST", body=urlencode(fields), headers=headers, follow_redirects=False)

    def test_a_link_with_a_name_opens_that_students_table(self) -> None:
        cookie, page = self.open("alumno=Lucia")
        assert cookie.startswith(COOKIE + "=")
        assert "Lucia" in page and page.count('class="bt-play-card"') == 3
        status = json.loads(self.fetch("/status").body)
        assert status["visitors"] == 1
        # the same browser comes back to the same table
        again = self.fetch("/", headers={"Cookie": cookie}).body.decode()
        assert card_codes(again) == card_codes(page)
        assert json.loads(self.fetch("/status").body)["visitors"] == 1

    def test_a_link_naming_another_student_moves_the_table_to_their_folder(self) -> None:
        cookie, _ = self.open("alumno=Lucia")
        page = self.fetch("/?alumno=Marco", headers={"Cookie": cookie}).body.decode()
        assert html_text(words("es").text("app.hello", name="Marco")) in page
        assert self.visitors.get(cookie.split("=", 1)[1]).save_dir == self.data / "marco"  # type: ignore[union-attr]

    def test_a_card_sent_by_the_script_comes_back_as_frames_at_the_tables_pace(self) -> None:
        cookie, page = self.open()
        version = re.search(r'name="version" value="(\d+)"', page).group(1)  # type: ignore[union-attr]
        answer = self.act(cookie, action="play", card=card_codes(page)[0], version=version)
        frames = json.loads(answer.body)["frames"]  # type: ignore[attr-defined]
        assert frames[-1]["state"] in ("student", "next_hand")
        assert frames[0]["wait"] == 0
        if len(frames) > 1:  # the machine answered: shown after its pause
            assert frames[1]["wait"] >= 0.5
            assert frames[0]["state"] == "machine"

    def test_a_form_sent_without_the_script_gets_the_page_again(self) -> None:
        cookie, page = self.open()
        answer = self.act(cookie, script=False, action="play", card=card_codes(page)[0])
        assert answer.code == 303 and answer.headers["Location"] == "./"  # type: ignore[attr-defined]

    def test_a_table_the_server_forgot_says_so_and_offers_the_hand_kept(self) -> None:
        cookie, page = self.open("alumno=Lucia")
        self.act(cookie, action="play", card=card_codes(page)[0])
        self.visitors.forget_idle(now=time.time() + 10_000)
        answer = self.act(cookie, action="play", card="1O")
        last = json.loads(answer.body)["frames"][-1]["html"]  # type: ignore[attr-defined]
        said = words("es")
        assert html_text(said.text("app.forgotten", button=said.text("app.resume_button"))) in last
        assert html_text(said.text("app.resume_button")) in last

    def test_a_hand_downloads_only_from_its_own_students_table(self) -> None:
        cookie, _ = self.open("alumno=Lucia")
        self.act(cookie, action="save", file="mia.json")
        answer = self.fetch("/hand/mia.json", headers={"Cookie": cookie})
        assert answer.code == 200 and "attachment" in answer.headers["Content-Disposition"]
        Game.from_json(answer.body.decode())
        other, _ = self.open("alumno=Marco")
        assert self.fetch("/hand/mia.json", headers={"Cookie": other}).code == 404
        assert self.fetch("/hand/..%2F..%2Fsecret.json", headers={"Cookie": cookie}).code == 404
        assert self.fetch("/hand/mia.json").code == 404

    def test_the_review_comes_from_the_workers_once_a_hand_is_over(self) -> None:
        cookie, _ = self.open()
        early = json.loads(self.act(cookie, action="review").body)["frames"][-1]["html"]  # type: ignore[attr-defined]
        said = words("es")
        assert html_text(said.text("app.no_finished_hand", button=said.text("app.review_button"))) in early
        visitor = self.visitors.get(cookie.split("=", 1)[1])
        assert visitor is not None
        finish_hand(visitor)
        answer = json.loads(self.act(cookie, action="review").body)["frames"][-1]["html"]  # type: ignore[attr-defined]
        assert html_text(said.text("app.review_title", number=1)) in answer
        assert 'class="bt-review-summary"' in answer


# ---------------------------------------------------------------------- the command
@pytest.mark.parametrize("argv, named", [(["--idle", "3"], "--idle"), (["--most", "0"], "--most"),
                                         (["--level", "godlike"], "--level")])
def test_the_command_refuses_bad_settings_by_name(argv: list[str], named: str,
                                                  capsys: pytest.CaptureFixture[str]) -> None:
    from briscola_teach.web.__main__ import main

    with pytest.raises(SystemExit) as stopped:
        main(argv)
    assert stopped.value.code == 2 and named in capsys.readouterr().err


def test_the_command_serves_the_page_and_stops(tmp_path: Path) -> None:
    import socket
    import subprocess
    import sys
    import urllib.request

    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    server = subprocess.Popen([sys.executable, "-m", "briscola_teach.web", "--port", str(port), "--data",
                               str(tmp_path), "--reviewers", "1"], stdout=subprocess.PIPE, text=True)
    try:
        assert f"http://127.0.0.1:{port}/" in (server.stdout.readline() if server.stdout else "")
        with urllib.request.urlopen(f"http://127.0.0.1:{port}/?alumno=Lucia", timeout=30) as answer:
            assert answer.status == 200 and 'class="bt-play-card"' in answer.read().decode()
        with urllib.request.urlopen(f"http://127.0.0.1:{port}/status", timeout=30) as answer:
            assert json.loads(answer.read())["visitors"] == 1
        workers = children(server.pid)
        assert workers  # the coach's worker, started with the server
    finally:
        server.terminate()
        assert server.wait(timeout=30) == 0
    # stopped, it leaves no worker behind (the multiprocessing resource tracker ends a moment after)
    deadline = time.time() + 10
    while [pid for pid in workers if Path(f"/proc/{pid}").exists()] and time.time() < deadline:
        time.sleep(0.1)
    assert not [pid for pid in workers if Path(f"/proc/{pid}").exists()]


def children(pid: int) -> list[int]:
    """The processes whose parent is ``pid`` (read from /proc)."""
    found = []
    for entry in Path("/proc").iterdir():
        try:
            if entry.name.isdigit() and int((entry / "stat").read_text().rsplit(")", 1)[1].split()[1]) == pid:
                found.append(int(entry.name))
        except (OSError, IndexError, ValueError):
            continue
    return found


# ---------------------------------------------------------------------- what the browser check found
def test_the_cards_are_named_for_the_deck_drawn_in_every_language(tmp_path: Path) -> None:
    for language in ("es", "en", "it"):
        v = visitor(tmp_path / language, language=language)
        deck = words(language, "spanish")
        for card in v.session.game.hand(YOU):
            assert f"<span>{html_text(deck.card(card))}</span>" in app_html(v)


def test_a_hand_saved_without_its_extension_is_saved_as_json_and_listed(tmp_path: Path) -> None:
    v = visitor(tmp_path)
    v.act("save", {"file": "mi_mano"})
    assert not v.refused and (tmp_path / ID / "mi_mano.json").is_file()
    assert [path.name for path in v.hands] == ["mi_mano.json"]


def test_a_second_student_at_the_same_browser_does_not_take_the_first_ones_hands(tmp_path: Path) -> None:
    v = visitor(tmp_path)
    v.act("name", {"name": "Lucas"})
    v.act("save", {"file": "de_lucas.json"})
    v.act("name", {"name": "Nora"})
    assert (tmp_path / "lucas" / "de_lucas.json").is_file()
    assert not (tmp_path / "nora" / "de_lucas.json").exists() and v.hands == []


def test_a_fault_of_the_kit_is_said_in_a_line_never_a_traceback(tmp_path: Path,
                                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    v = visitor(tmp_path, language="en")

    def broken(card: object) -> None:
        raise RuntimeError("the dealer dropped the deck")

    monkeypatch.setattr(v.session, "student_plays", broken)
    v.act("play", {"card": v.session.game.hand(YOU)[0].code})
    assert v.refused and "the dealer dropped the deck" in v.feedback and "RuntimeError" in v.feedback
    assert "Traceback" not in app_html(v)


def test_the_tables_own_files_are_not_listed_as_saved_hands(tmp_path: Path) -> None:
    v = visitor(tmp_path)
    v.act("name", {"name": "Lucia"})
    v.act("class", {"code": "ROBLE"})
    finish_hand(v)
    v.act("new", {"level": "sensato", "players": "2", "format": "1"})
    v.act("play", {"card": v.session.game.hand(YOU)[0].code})
    said = words("es")
    on_disk = {path.name for path in (tmp_path / "lucia").iterdir()}
    assert {said.text("hands.in_play_file"), said.text("hands.class_file", code="ROBLE")} <= on_disk
    assert v.hands == []
    v.act("save", {"file": "mia"})
    assert [path.name for path in v.hands] == ["mia.json"]


# ---------------------------------------------------------------------- a searching machine, thought over elsewhere
def test_a_searching_machines_move_is_left_to_the_server_and_played_when_it_comes_back(tmp_path: Path) -> None:
    v = visitor(tmp_path, level="experto", think_elsewhere=True)
    quick = visitor(tmp_path / "quick", level="sensato", think_elsewhere=True)
    assert v.thinks_long and not quick.thinks_long
    while v.machine_to_think is not None:  # the machine's lead, if any
        session, seat, bot, view = v.machine_to_think  # type: ignore[misc]
        assert v.machine_thought(session, seat, bot.choose(view), bot)
    v.act("play", {"card": v.session.game.hand(YOU)[0].code})
    pending = v.machine_to_think
    assert pending is not None and v.session.waiting is Waiting.MACHINE
    session, seat, bot, view = pending
    action = bot.choose(view)
    before = state(v)
    v.act("new", {"level": "experto", "players": "2", "format": "1"})  # another tab deals a new match
    assert not v.machine_thought(session, seat, action, bot) and state(v) != before
    assert quick.machine_to_think is None  # sensato plays within the request


class ThinkingServerTest(AsyncHTTPTestCase):
    def get_app(self):  # type: ignore[no-untyped-def]
        import tempfile

        self.visitors = Visitors(Path(tempfile.mkdtemp()), level="experto", think_elsewhere=True, delay=0.5)
        self.thinkers = Thinkers(1)
        return make_app(self.visitors, reviewers=ThreadPoolExecutor(1), thinkers=self.thinkers)

    def tearDown(self) -> None:
        self.thinkers.shutdown(wait=True)
        super().tearDown()

    def test_experto_answers_from_the_workers_and_they_stop_when_no_table_needs_them(self) -> None:
        answer = self.fetch("/", request_timeout=120)
        cookie = answer.headers["Set-Cookie"].split(";")[0]
        page = answer.body.decode()
        assert page.count('class="bt-play-card"') == 3 and 'data-state="student"' in page
        played = self.fetch("/act", method="POST", request_timeout=120,
                            body=urlencode({"action": "play", "card": card_codes(page)[0]}),
                            headers={"Cookie": cookie, "X-Briscola-Page": "1"})
        frames = json.loads(played.body)["frames"]
        assert frames[-1]["state"] in ("student", "next_hand")
        visitor = self.visitors.get(cookie.split("=", 1)[1])
        assert visitor is not None and len(visitor.session.game.actions) >= 2
        assert self.thinkers.running  # started by experto's first move
        self.thinkers.stop_unless_needed(self.visitors)
        assert self.thinkers.running  # experto's table is still held
        self.visitors.forget_idle(now=time.time() + 10_000)
        self.thinkers.stop_unless_needed(self.visitors)
        assert not self.thinkers.running


def test_the_command_refuses_a_negative_count_of_thinkers(capsys: pytest.CaptureFixture[str]) -> None:
    from briscola_teach.web.__main__ import main

    with pytest.raises(SystemExit):
        main(["--thinkers", "-2"])
    assert "--thinkers" in capsys.readouterr().err

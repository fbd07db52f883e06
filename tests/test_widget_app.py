"""The app view: the table and the coach's review on one screen, a folder per session, three languages."""

from __future__ import annotations

import html
from collections.abc import Iterator
from pathlib import Path

import pytest

import briscola_teach.widgets.app as app_module
from briscola_teach import Game
from briscola_teach.errors import OptionError
from briscola_teach.events import Played
from briscola_teach.locale import get_language, set_language, text
from briscola_teach.widgets.app import SessionTable, TableApp, session_folder, session_name
from briscola_teach.widgets.table import YOU


@pytest.fixture(autouse=True)
def spanish_again() -> Iterator[None]:
    """The language is kit-wide: every test starts and ends in Spanish."""
    set_language("es")
    yield
    set_language("es")


def finish_hand(app: TableApp) -> Game:
    """Click the student's first card until the hand ends (the machine answers inside each click)."""
    table = app.table
    while not table.game.is_over:
        assert table.game.turn == YOU
        table.hand_buttons[0].click()
        assert not table.is_refused, table.feedback
    return table.game


def test_the_app_shows_the_table_with_its_settings_and_a_review_button(tmp_path: Path) -> None:
    app = TableApp(level="random", players=3, seed=4, save_dir=tmp_path)
    assert app.table in app.children
    assert app.table.game.players == 3
    assert app.review_button.description == text("app.review_button")
    assert app.review_screen is None and app.reviewed_hand is None


def test_review_before_any_hand_ends_is_refused_in_words_and_shows_nothing(tmp_path: Path) -> None:
    app = TableApp(level="random", seed=4, save_dir=tmp_path)
    app.table.hand_buttons[0].click()  # one card: the hand goes on
    app.review_button.click()
    assert html.escape(text("app.no_finished_hand", button=text("app.review_button"))) in app.feedback
    assert app.review_screen is None and app.reviews_shown == ()


def test_the_review_is_the_coachs_review_of_the_hand_just_played(tmp_path: Path) -> None:
    app = TableApp(level="random", seed=4, save_dir=tmp_path, samples=2)
    game = finish_hand(app)
    app.review_button.click()
    screen = app.review_screen
    assert screen is not None and screen in app.reviews_shown
    assert screen.review.game is game and screen.review.seat == YOU
    # every card the student played, in order
    played = [entry.card for entry in screen.review]
    assert played == [e.card for e in game.events if isinstance(e, Played) and e.seat == YOU]
    assert text("app.review_title", number=1) in app.review_title
    assert app.reviewed_hand == 1 and app.feedback == ""


def test_a_second_click_keeps_the_review_and_a_new_hand_does_not_replace_it_before_it_ends(
        tmp_path: Path) -> None:
    app = TableApp(level="random", best_of=3, seed=4, save_dir=tmp_path, samples=2)
    finish_hand(app)
    first = app.review_last_hand()
    assert app.review_last_hand() is first
    app.table.next_button.click()
    assert not app.table.game.is_over
    assert app.review_last_hand() is first and app.reviewed_hand == 1
    second_game = finish_hand(app)
    second = app.review_last_hand()
    assert second is not first and second.review.game is second_game
    assert app.reviewed_hand == 2 and text("app.review_title", number=2) in app.review_title


def test_choosing_english_redraws_the_app_in_english_with_a_new_match(tmp_path: Path) -> None:
    app = TableApp(level="random", seed=4, save_dir=tmp_path, samples=2)
    finish_hand(app)
    app.review_button.click()
    old_table = app.table
    app.language_picker.value = "en"
    assert app.language == "en" and app.words.language == "en" and app.table.words.language == "en"
    assert app.table is not old_table and app.table in app.children
    assert not app.table.game.is_over and app.review_screen is None
    assert app.review_button.description == text("app.review_button", language="en")
    assert app.language_picker.description == text("app.language", language="en")
    app.set_language("it")
    assert app.review_button.description == text("app.review_button", language="it")


def test_the_language_picker_changes_the_app_and_leaves_the_notebook_in_its_language(tmp_path: Path) -> None:
    app = TableApp(level="random", seed=4, save_dir=tmp_path)
    app.language_picker.value = "it"
    assert app.language == "it" and app.table.words.language == "it"
    # The cells after the app still speak the teacher's language.
    assert get_language() == "es"
    assert text("app.review_button") == text("app.review_button", language="es")


def test_an_unknown_language_is_refused_and_leaves_the_app_as_it_was(tmp_path: Path) -> None:
    app = TableApp(level="random", seed=4, save_dir=tmp_path)
    table = app.table
    with pytest.raises(OptionError, match="fr"):
        app.set_language("fr")
    assert get_language() == "es" and app.language == "es" and app.table is table


def test_hands_are_saved_in_the_sessions_folder_and_the_note_shows_no_server_path(tmp_path: Path) -> None:
    app = TableApp(level="random", seed=4, save_dir=tmp_path / "sesion")
    table = app.table
    table.save_button.click()
    saved = tmp_path / "sesion" / "mano_1.json"
    assert saved.exists() and "mano_1.json" in table.save_note
    table.save_path.value = "mia.json"
    table.save_button.click()
    assert Game.from_json((tmp_path / "sesion" / "mia.json").read_text(encoding="utf-8")).actions \
        == table.game.actions
    shown = "".join(str(getattr(w, "value", "")) for w in app.children) + table.save_note
    assert str(tmp_path) not in shown
    # both are listed for the student to download
    assert "mano_1.json" in app.hands_list and "mia.json" in app.hands_list
    assert app.hands_list.count('href="data:application/json;base64,') == 2


@pytest.mark.parametrize("typed", ["../fuera.json", "otra/mano.json", "/tmp/fuera.json", "..",
                                   "a\x00b.json", "x" * 300 + ".json", ".oculto"])
def test_a_typed_name_that_is_no_plain_file_name_is_refused_in_words_with_no_path(
        tmp_path: Path, typed: str) -> None:
    table = SessionTable(level="random", seed=4, save_dir=tmp_path / "sesion")
    with pytest.raises(OptionError) as refused:
        table.save(typed)
    assert refused.value.key == "app.save_bad_name"
    table.save_path.value = typed
    table.save_button.click()
    assert "bt-error" in table.save_note and html.escape(str(refused.value)) in table.save_note
    assert str(tmp_path) not in table.save_note
    assert not (tmp_path / "fuera.json").exists() and not (tmp_path / "sesion").exists()


@pytest.mark.parametrize("language", ["es", "en", "it"])
def test_a_disk_that_fails_is_said_in_the_students_language_without_its_path(
        tmp_path: Path, language: str) -> None:
    blocker = tmp_path / "ocupado"
    blocker.write_text("", encoding="utf-8")  # a file where the folder should be
    set_language(language)
    table = SessionTable(level="random", seed=4, save_dir=blocker / "sesion")
    table.save_path.value = "mano.json"
    table.save_button.click()
    assert text("app.save_failed") in table.save_note.replace("&#x27;", "'")
    assert str(tmp_path) not in table.save_note and "Errno" not in table.save_note


def test_a_named_student_keeps_hands_under_their_name_and_earlier_ones_move_there(tmp_path: Path) -> None:
    app = TableApp(level="random", seed=4, data=tmp_path, save_dir=tmp_path / "sesion-1")
    app.table.save_button.click()
    app.name_field.value = "  Lucía Pérez "
    app.name_button.click()
    assert app.student == "Lucía Pérez" and app.save_dir == tmp_path / "lucia_perez"
    assert (tmp_path / "lucia_perez" / "mano_1.json").exists() and not (tmp_path / "sesion-1" / "mano_1.json").exists()
    assert "Lucía Pérez" in app.name_note and "mano_1.json" in app.hands_list
    app.table.save_button.click()
    assert (tmp_path / "lucia_perez" / "mano_2.json").exists()


@pytest.mark.parametrize("name", ["", "   ", "!!!", "a" * 41, "Ana\x00", 7])
def test_a_name_that_cannot_be_one_is_refused_in_words_and_nothing_moves(tmp_path: Path, name: object) -> None:
    app = TableApp(level="random", seed=4, data=tmp_path, save_dir=tmp_path / "sesion-1")
    if isinstance(name, str):
        app.name_field.value = name
        app.name_button.click()
        assert html.escape(text("app.bad_name", given=name)) in app.feedback
    with pytest.raises(OptionError) as refused:
        app.set_student(name)  # type: ignore[arg-type]
    assert refused.value.key == "app.bad_name"
    assert app.student is None and app.save_dir == tmp_path / "sesion-1"


def test_the_link_names_the_student_and_picks_the_language(tmp_path: Path) -> None:
    for key in ("alumno", "student", "alunno"):
        app = TableApp(level="random", seed=4, data=tmp_path)
        app.open_link(f"{key}=Lucia&lang=it")
        assert app.student == "Lucia" and app.language == "it" and app.save_dir == tmp_path / "lucia"
        assert html.escape(text("app.hello", name="Lucia", language="it")) in app.name_note
    app = TableApp(level="random", seed=4, data=tmp_path)
    app.open_link("alumno=%00")
    with pytest.raises(OptionError) as refused:
        app.set_student("\x00")  # the same name given in code: the same refusal
    assert app.student is None and html.escape(str(refused.value)) in app.feedback


def test_a_hand_cut_short_is_offered_again_and_goes_on_where_it_stopped(tmp_path: Path) -> None:
    first = TableApp(level="random", seed=4, data=tmp_path)
    first.set_student("Ana")
    first.table.hand_buttons[0].click()
    first.table.hand_buttons[0].click()
    played = first.table.game.actions
    story = first.table.events
    # the kernel dies here; the student opens the app again
    again = TableApp(level="random", seed=9, data=tmp_path)
    again.set_student("ana")
    assert again.is_offering and f"({len(played)} jugadas)" in again.offer_note
    assert again.table.autosave is None  # the offer is not written over meanwhile
    again.resume_button.click()
    assert again.table.game.actions == played and again.table.events == story
    assert not again.is_offering and html.escape(text("app.resumed")) in again.feedback
    again.table.hand_buttons[0].click()
    assert len(again.table.game.actions) > len(played)
    # leaving the offer plays the new table and saves it from then on
    third = TableApp(level="random", seed=9, data=tmp_path)
    third.set_student("Ana")
    third.discard_button.click()
    assert not third.is_offering and third.table.autosave is not None


def test_a_finished_hand_is_not_offered_again(tmp_path: Path) -> None:
    app = TableApp(level="random", seed=4, data=tmp_path)
    app.set_student("Ana")
    finish_hand(app)
    again = TableApp(level="random", seed=4, data=tmp_path)
    again.set_student("Ana")
    assert not again.is_offering


def test_the_page_knows_what_to_say_if_the_table_stops_in_the_apps_language(tmp_path: Path) -> None:
    app = TableApp(level="random", seed=4, save_dir=tmp_path)
    assert f'data-button="{text("app.lost_button")}"' in app.page_texts
    app.set_language("en")
    assert f'data-button="{text("app.lost_button", language="en")}"' in app.page_texts and "bt-app-texts" in app.page_texts


def test_the_session_is_named_after_the_kernel_it_runs_in(monkeypatch: pytest.MonkeyPatch) -> None:
    import ipykernel.connect

    monkeypatch.setattr(app_module, "_session", None)
    monkeypatch.setattr(ipykernel.connect, "get_connection_file",
                        lambda: "/run/jupyter/kernel-3f2a9c1e-77b0-4d1e-9a55-0123456789ab.json")
    assert session_name() == "3f2a9c1e-77b0-4d1e-9a55-0123456789ab"
    # asked again later (another screen of the same session): the same name
    monkeypatch.setattr(ipykernel.connect, "get_connection_file", lambda: "/run/kernel-other.json")
    assert session_name() == "3f2a9c1e-77b0-4d1e-9a55-0123456789ab"


def test_outside_a_kernel_each_process_gets_a_fresh_safe_name(monkeypatch: pytest.MonkeyPatch) -> None:
    names = set()
    for _ in range(3):
        monkeypatch.setattr(app_module, "_session", None)
        name = session_name()
        assert name and name.replace("-", "").replace("_", "").isalnum()
        names.add(name)
    assert len(names) == 3


def test_session_folder_is_inside_the_data_folder_given_or_from_the_environment(
        monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    assert session_folder(tmp_path) == tmp_path / session_name()
    monkeypatch.setenv("BRISCOLA_APP_DATA", str(tmp_path / "datos"))
    assert session_folder() == tmp_path / "datos" / session_name()
    monkeypatch.delenv("BRISCOLA_APP_DATA")
    assert session_folder() == Path("manos") / session_name()


def test_the_still_picture_shows_the_table_and_the_review(tmp_path: Path) -> None:
    app = TableApp(level="random", seed=4, save_dir=tmp_path, samples=2)
    assert "bt-card-table-still" in app.static_html() and "bt-try-again-still" not in app.static_html()
    finish_hand(app)
    app.review_button.click()
    assert "bt-try-again-still" in app.static_html()


def test_a_review_that_fails_says_so_and_leaves_the_previous_review(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    app = TableApp(level="random", best_of=3, seed=4, save_dir=tmp_path, samples=2)
    finish_hand(app)
    first = app.review_last_hand()
    title = app.review_title
    app.table.next_button.click()
    finish_hand(app)

    def broken(*_args: object, **_kwargs: object) -> None:
        raise OptionError("engine.unknown_language", given="xx", languages="es")

    monkeypatch.setattr(app_module, "review", broken)
    app.review_button.click()
    assert app.is_refused
    assert app.review_screen is first and app.reviewed_hand == 1
    assert app.review_title == title and not app.review_button.disabled



def test_the_save_box_names_a_file_in_the_apps_language_and_never_the_servers_folder(tmp_path: Path) -> None:
    data = tmp_path / "manos"
    app = TableApp(level="random", seed=4, data=data)
    app.set_student("Lucía")
    for language, file in (("es", "mano_N.json"), ("en", "hand_N.json"), ("it", "mano_N.json")):
        app.set_language(language)
        placeholder = app.table.save_path.placeholder
        assert placeholder == file, (language, placeholder)
        assert "manos" not in placeholder and str(tmp_path) not in placeholder


def test_a_second_name_typed_at_the_app_leaves_the_first_students_hands(tmp_path: Path) -> None:
    app = TableApp(level="random", seed=3, data=tmp_path, save_dir=tmp_path / "session")
    app.set_student("Lucas")
    app.table.save("de_lucas.json")
    app.set_student("Nora")
    assert (tmp_path / "lucas" / "de_lucas.json").is_file()
    assert not (tmp_path / "nora" / "de_lucas.json").exists()

"""Lesson 6 helpers: "find the mistake" scored honestly, the textbook of trick 2 priced well enough."""

from __future__ import annotations

import pytest

from pathlib import Path

from briscola_teach import Card, Game, set_language
from briscola_teach.errors import RecordError
from briscola_teach.exercises.mistakes import (
    EXERCISES, TEXTBOOKS, MistakeHunt, mano_guardada, mano_salvata, play_hand, saved_hand, side_by_side,
)
from briscola_teach.mistakes import Mistake
from briscola_teach.widgets import FindTheMistake

C = Card.parse


def _third_card(number: int) -> Card:
    book = EXERCISES[number]
    return next(c for c in book.start().hand(0) if c not in (book.wrong, book.right))


def test_only_the_mistaken_card_is_a_miss() -> None:
    hunt = MistakeHunt()
    book = EXERCISES[0]
    hunt.choose(book.wrong)
    assert (hunt.right, hunt.tried) == (0, 1)
    assert "Esa es la carta del error" in hunt.verdict()
    # The mistake's name follows a colon inside the sentence: no capital letter there.
    title = hunt.answer.title if hunt.answer else ""
    assert f"error: {title[:1].lower()}{title[1:]}." in hunt.verdict()


@pytest.mark.parametrize("number", range(len(EXERCISES)))
def test_a_card_that_is_not_the_mistake_gets_one_verdict_the_coachs(number: int) -> None:
    hunt = MistakeHunt([EXERCISES[number].start()])
    third = _third_card(number)
    entry = hunt.choose(third)
    assert entry.mistake is None
    verdict = hunt.verdict()
    # Right exactly when the coach calls it a good play; the line above the verdict agrees with it.
    assert (hunt.right, hunt.tried) == ((0 if entry.is_flagged else 1), 1)
    if entry.is_flagged:
        assert entry.verdict().startswith("✘") and "no es el error de principiante" in verdict.lower()
        assert "bien" not in verdict.lower()
    else:
        assert entry.verdict().startswith("✔") and "bien jugado" in verdict.lower()
        if entry.best is not None:  # good, but not the best: the better card is named
            assert str(EXERCISES[number].right) in verdict


def test_the_right_card_of_each_exercise_is_the_coachs_good_play() -> None:
    for book in EXERCISES:
        hunt = MistakeHunt([book.start()])
        assert not hunt.choose(book.right).is_flagged
        assert (hunt.right, hunt.tried) == (1, 1)


def test_after_the_last_position_the_exercise_ends_with_a_summary() -> None:
    screen = FindTheMistake(samples=8)
    for number, book in enumerate(EXERCISES):
        assert not screen.finished
        card = book.wrong if number == 0 else book.right
        screen.card_buttons[screen.game.hand(0).index(card)].click()
        screen.next_button.click()
    assert screen.finished
    assert screen.score == (len(EXERCISES) - 1, len(EXERCISES))
    summary = screen.feedback
    assert f"has jugado bien en {len(EXERCISES) - 1} de {len(EXERCISES)} posiciones" in summary
    assert screen.next_button.layout.display == "none"
    assert all(b.description == "" for b in screen.card_buttons)
    with pytest.raises(ValueError):
        screen.hunt.next()  # no starting over and counting again
    screen.restart_button.click()
    assert not screen.finished and screen.score == (0, 0) and screen.hunt.number == 0


def test_next_needs_an_answer_first() -> None:
    screen = FindTheMistake(samples=8)
    screen.next_button.click()
    assert screen.hunt.number == 0
    assert screen.next_button.disabled


def test_last_position_offers_the_summary() -> None:
    screen = FindTheMistake(samples=8)
    for book in EXERCISES[:-1]:
        screen.choose(book.right)
        screen.next_position()
    assert screen.next_button.description == "Ver el resumen"


def test_trick_2_textbook_agrees_with_the_lessons() -> None:
    book = TEXTBOOKS[Mistake.CARGA_THROWN]
    assert (book.wrong, book.right, book.source) == (C("as de oros"), C("dos de copas"), C("seis de bastos"))
    # The same position as lesson 3's trick 2, so the coach gives it the same price in both lessons.
    from briscola_teach.exercises.example import coach_review

    seis = next(e for e in coach_review() if e.trick_number == 2)
    assert book.start().view(0) == seis.view
    wrong, right = book.decisions()
    assert wrong.values == right.values == seis.values
    assert (wrong.samples, wrong.margins) == (seis.samples, seis.margins)


def test_side_by_side_prices_both_columns_from_one_estimate() -> None:
    book = TEXTBOOKS[Mistake.TRUMP_ON_BLANK]
    wrong, right = book.decisions(samples=8)
    assert wrong.values == right.values and right.card is book.right
    picture = side_by_side(Mistake.TRUMP_ON_BLANK, samples=8)
    assert "✔ Bien: jugar" in picture and "✘ Error: jugar" in picture
    assert "bt-values" in picture  # the expected points of every card under the right play


def test_review_table_is_read_by_the_keys_lesson_6_selects() -> None:
    from briscola_teach.coach import review
    from briscola_teach.exercises.mistakes import sample_hand
    from briscola_teach.plots import review_table

    entries = review(sample_hand(), 0, price=False)
    table = review_table(entries, flagged_only=True)
    picked = table[["trick", "card", "mistake", "severity", "points_lost", "best_card"]]
    assert picked.keys == ("play", "trick", "card", "mistake", "severity", "points_lost", "best_card")
    assert picked["play"] == [e.number for e in entries.flagged]
    assert picked["card"] == [str(e.card) for e in entries.flagged]
    assert picked.labels["points_lost"] == "puntos perdidos"
    assert len(review_table(entries)) == len(entries) == 20


def test_mistake_statistics_is_a_table_by_mistake_with_its_counts() -> None:
    from briscola_teach.exercises.mistakes import mistake_statistics
    from briscola_teach.mistakes import Mistake

    table = mistake_statistics(2, seed=0, samples=2)
    assert table.index == "mistake" and table["mistake"] == [m.title for m in Mistake]
    assert table.attrs["hands"] == 2 and table.attrs["plays"] == 2 * 20
    assert all(0 <= hands <= 2 for hands in table["hands"])  # type: ignore[operator]
    assert all(times >= hands for times, hands in zip(table["times"], table["hands"]))  # type: ignore[operator]


def _save(path: Path, seed: int) -> Game:
    game = play_hand(seed)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(game.to_json(), encoding="utf-8")
    return game


@pytest.mark.parametrize("language", ["es", "en", "it"])
def test_a_saved_hand_is_found_in_its_editions_folder_before_the_others(
        language: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    set_language(language)
    own = {"es": "mis_manos/mano_1.json", "en": "my_hands/hand_1.json", "it": "le_mie_mani/mano_1.json"}
    others = {lang: _save(tmp_path / path, seed) for seed, (lang, path) in enumerate(own.items(), start=3)
              if lang != language}
    assert saved_hand(1).actions in [game.actions for game in others.values()]  # another edition's folder
    mine = _save(tmp_path / own[language], 11)
    assert saved_hand(1).actions == mine.actions


def test_a_hand_saved_before_the_folders_had_a_name_per_edition_is_still_found(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    set_language("en")
    old = _save(tmp_path / "mis_manos" / "mano_2.json", 4)
    assert saved_hand(2).actions == old.actions
    assert saved_hand(2, folder=tmp_path / "mis_manos").actions == old.actions
    with pytest.raises(RecordError, match="no saved hand number 2"):
        saved_hand(2, folder=tmp_path / "my_hands")


def test_the_aliases_take_the_number_and_folder_in_their_language(tmp_path: Path) -> None:
    hand = _save(tmp_path / "carpeta" / "mano_1.json", 5)
    assert mano_guardada(numero=1, carpeta=tmp_path / "carpeta").actions == hand.actions
    assert mano_salvata(numero=1, cartella=tmp_path / "carpeta").actions == hand.actions


@pytest.mark.parametrize(("language", "said"), [
    ("es", "No hay ninguna mano guardada número 3: se ha buscado «mano_3.json» y «hand_3.json» en «mis_manos/»"),
    ("en", "There is no saved hand number 3: looked for “hand_3.json” and “mano_3.json” in “my_hands/”"),
    ("it", "Non c’è nessuna mano salvata numero 3: ho cercato «mano_3.json» e «hand_3.json» in «le_mie_mani/»"),
])
def test_a_missing_hand_says_where_it_was_looked_for(language: str, said: str, tmp_path: Path,
                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    set_language(language)
    with pytest.raises(RecordError) as caught:
        saved_hand(3)
    assert str(caught.value).startswith(said)


@pytest.mark.parametrize("number", [0, -1, 1.5, "1", True, None])
def test_a_saved_hand_number_is_a_whole_number_from_one(number: object) -> None:
    with pytest.raises(RecordError, match="no es un número de mano guardada"):
        saved_hand(number)  # type: ignore[arg-type]

"""The ranking explorer and the order exercise, driven as a student would: clicks and choices."""

from __future__ import annotations

import html
import re

import pytest

from briscola_teach import render
from briscola_teach import Card, Rank, Suit, rules
from briscola_teach.exercises.cards import the, why_stronger
from briscola_teach.locale import text
from briscola_teach.widgets import OrderExercise, RankingExplorer

from shown import shown_html

C = Card.parse


def _plain(html: str) -> str:
    return re.sub(r"<[^>]+>", " ", html)


def _table_ranks(explorer: RankingExplorer) -> list[str]:
    """Rank names in the order the sortable table shows them."""
    rows = re.findall(r"<tr[^>]*>.*?</tr>", explorer.ranks_table, flags=re.S)[1:]
    return [re.findall(r"<td[^>]*>([^<]+)</td>", row)[0] for row in rows]


# ---------------------------------------------------------------- RankingExplorer


def test_explorer_starts_with_the_three_beating_the_king() -> None:
    explorer = RankingExplorer()
    seen = _plain(explorer.verdict)
    assert "gana el tres de oros" in seen
    assert "aunque su número es menor" in seen
    assert "el tres de oros vale 10; el rey de oros vale 4" in seen


def test_choosing_a_low_trump_shows_it_takes_the_led_ace() -> None:
    explorer = RankingExplorer("as de espadas", "rey de espadas", trump="copas")
    explorer.choose(second=Card(Rank.TWO, Suit.CUPS))
    seen = _plain(explorer.verdict)
    assert "Contando solo el palo de salida (espadas): gana el as de espadas" in seen
    assert "Con triunfo copas: se lleva la baza el dos de copas" in seen
    assert "el triunfo lo cambia" in seen
    assert "el dos de copas vale 0" in seen
    assert any('stroke="#' in svg for svg in render.pictures(explorer.pictures))  # the winner is ringed


def test_changing_the_trump_to_a_third_suit_gives_the_ace_back() -> None:
    explorer = RankingExplorer("as de espadas", "dos de copas", trump="copas")
    explorer.choose(trump=Suit.COINS)
    seen = _plain(explorer.verdict)
    assert "Con triunfo oros: se lleva la baza el as de espadas" in seen
    assert "no puede ganar" in seen


def test_same_card_twice_is_explained_not_crashed() -> None:
    explorer = RankingExplorer("as de oros", "rey de oros")
    explorer.choose(second=Card(Rank.ACE, explorer.second.suit))
    assert text("lessons_cards.same_card") in explorer.verdict


def test_table_sorts_by_strength_points_and_number() -> None:
    explorer = RankingExplorer()
    assert _table_ranks(explorer) == [r.name_in() for r in rules.STRENGTH_ORDER]
    explorer.choose(sort="number")
    assert _table_ranks(explorer) == ["as", "dos", "tres", "cuatro", "cinco", "seis", "siete",
                                      "sota", "caballo", "rey"]
    explorer.choose(sort="points")
    assert _table_ranks(explorer)[:3] == ["as", "tres", "rey"]


def test_explorer_still_picture_shows_cards_verdict_and_table() -> None:
    explorer = RankingExplorer()
    still = explorer.static_html()
    assert len(render.pictures(still)) >= 11  # the two cards and a card per row of the table
    assert "gana el tres de oros" in still
    assert shown_html(explorer) == still


def test_unknown_sort_is_refused_at_construction() -> None:
    with pytest.raises(ValueError):
        RankingExplorer(sort="colour")


# ---------------------------------------------------------------- OrderExercise


def _strongest_first(cards: tuple[Card, ...]) -> list[Card]:
    return sorted(cards, key=rules.strength, reverse=True)


def _click(exercise: OrderExercise, card: Card) -> None:
    exercise.buttons[exercise.cards.index(card)].click()


def test_clicking_in_the_right_order_scores_a_perfect_exercise() -> None:
    exercise = OrderExercise(seed=4)
    assert text("ranking.order_score_none") in exercise.scoreboard
    for card in _strongest_first(exercise.cards):
        _click(exercise, card)
        assert "✔" in exercise.feedback
    assert exercise.is_finished
    assert "¡Perfecto!" in exercise.feedback
    assert text("ranking.order_score", right=1, done=1) in exercise.scoreboard


def test_a_wrong_click_is_corrected_at_once_with_the_reason() -> None:
    exercise = OrderExercise(seed=4)
    order = _strongest_first(exercise.cards)
    _click(exercise, order[1])  # skip the strongest card
    seen = _plain(exercise.feedback)
    assert "✘" in seen
    assert f"Aquí no: {the(order[0])} es más fuerte que {the(order[1])}" in seen
    assert exercise.buttons[exercise.cards.index(order[1])].disabled


def test_three_before_king_gets_the_number_correction() -> None:
    # The first seeded handful with a three and a king and no ace: the three is the strongest.
    exercise = next(e for e in map(OrderExercise, range(200))
                    if {Rank.THREE, Rank.KING} <= {c.rank for c in e.cards} and Rank.ACE not in {c.rank for c in e.cards})
    three, king = (next(c for c in exercise.cards if c.rank is rank) for rank in (Rank.THREE, Rank.KING))
    _click(exercise, king)
    assert html.escape(why_stronger(three, king)) in exercise.feedback


def test_finishing_with_a_mistake_shows_the_right_order_and_no_perfect_score() -> None:
    exercise = OrderExercise(seed=9)
    order = _strongest_first(exercise.cards)
    for card in [order[-1], *order[:-1]]:
        _click(exercise, card)
    seen = _plain(exercise.feedback)
    assert "Terminado, con 1 fallo." in seen
    assert "El orden correcto es: " + ", ".join(the(c) for c in order) in seen
    assert text("ranking.order_score", right=0, done=1) in exercise.scoreboard


def test_undo_takes_back_the_last_card() -> None:
    exercise = OrderExercise(seed=2)
    first = _strongest_first(exercise.cards)[0]
    _click(exercise, first)
    exercise.undo_button.click()
    assert exercise.placed == ()
    assert not any(b.disabled for b in exercise.buttons)
    exercise.undo_button.click()  # nothing left: told, not crashed
    assert "No hay ninguna carta que deshacer" in exercise.feedback


def test_undo_does_not_erase_a_mistake_from_the_count() -> None:
    exercise = OrderExercise(seed=4)
    order = _strongest_first(exercise.cards)
    _click(exercise, order[1])  # wrong: not the strongest
    exercise.undo_button.click()
    assert exercise.slips == 1
    for card in order:
        _click(exercise, card)
    seen = _plain(exercise.feedback)
    assert "Terminado, con 1 fallo." in seen
    assert text("ranking.order_score", right=0, done=1) in exercise.scoreboard


def test_two_mistakes_are_written_in_the_plural() -> None:
    exercise = OrderExercise(seed=6)
    order = _strongest_first(exercise.cards)
    for card in [order[1], order[0], order[3], order[2], *order[4:]]:
        _click(exercise, card)
    assert "con 2 fallos." in _plain(exercise.feedback)


def test_the_suit_led_follows_the_first_card() -> None:
    explorer = RankingExplorer("as de oros", "cuatro de bastos")
    explorer.choose(led=Suit.CLUBS)
    assert explorer.first == C("as de bastos")
    seen = _plain(explorer.verdict)
    assert "ninguna" not in seen and "se lleva la baza el as de bastos" in seen
    explorer.choose(first=Card(explorer.first.rank, Suit.SWORDS))
    assert explorer.led is Suit.SWORDS
    with pytest.raises(ValueError, match="El palo de salida es el de la primera carta"):
        RankingExplorer("as de oros", "cuatro de bastos", led="bastos")


def test_new_exercise_deals_new_cards_and_keeps_the_score() -> None:
    exercise = OrderExercise(seed=1)
    for card in _strongest_first(exercise.cards):
        _click(exercise, card)
    before = exercise.cards
    _click(exercise, before[0])  # finished: refused with a message
    assert "pulsa «Nuevo ejercicio»" in exercise.feedback
    exercise.new_button.click()
    assert exercise.cards != before and exercise.placed == ()
    assert "1 de 1" in exercise.scoreboard


def test_same_seed_same_exercises() -> None:
    assert OrderExercise(seed=5).cards == OrderExercise(seed=5).cards


def test_order_still_picture_shows_the_cards() -> None:
    exercise = OrderExercise(seed=3)
    assert len(render.pictures(exercise.static_html())) >= 1
    assert "Ordena estas cartas" in exercise.static_html()

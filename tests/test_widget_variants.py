"""Lesson 10's trick lab: the trick lab judging with the seven second (RULES §8, sources 001 and 003)."""

from __future__ import annotations

import html

import pytest

from briscola_teach import Card, Rank, Suit, set_language
from briscola_teach.errors import BriscolaError, OptionError
from briscola_teach.exercises.cards import the
from briscola_teach.locale import text
from briscola_teach.widgets import TrickLab
from briscola_teach.widgets.variants import SevenSecondLab


@pytest.fixture(autouse=True)
def spanish() -> None:
    set_language("es")


def test_the_trick_lab_ranks_and_counts_with_the_seven_second() -> None:
    lab = TrickLab(["tres de oros", "siete de oros"], muestra="cuatro de copas", seven_second=True)
    explanation = lab.explanation()
    assert explanation.winning_card == Card(Rank.SEVEN, Suit.COINS) and explanation.points == 10
    verdict = lab.verdict
    taken = text("explain.taken", who=text("lessons_tricks.the_player", n=2), card=the(Card.parse("7O")))
    assert html.escape(taken) in verdict
    assert text("trick_lab.seven_order") in verdict
    assert html.escape(text("explain.seven_up", card=the(Card.parse("3O")))) in verdict
    lab.seven_choice.value = False  # the switch: the usual rules again
    assert lab.explanation().winning_card == Card(Rank.THREE, Suit.COINS)
    assert text("trick_lab.seven_order") not in lab.verdict


@pytest.mark.parametrize("players", [3, 4])
def test_the_trick_lab_plays_the_seven_second_with_more_players(players: int) -> None:
    cards = ["rey de bastos", "tres de bastos", "siete de bastos", "as de oros"][:players]
    lab = TrickLab(cards, muestra="cuatro de espadas", seven_second=True)
    assert lab.players == players
    assert lab.explanation().winning_card == Card(Rank.SEVEN, Suit.CLUBS)
    lab.seven_second = False
    assert lab.explanation().winning_card == Card(Rank.THREE, Suit.CLUBS)


def test_the_seven_second_counts_the_seven_as_ten_points_in_the_lab() -> None:
    lab = TrickLab(["siete de copas", "tres de copas"], muestra="dos de oros", seven_second=True)
    assert lab.explanation().points == 10
    lab.seven_second = False
    assert lab.explanation().points == 10 and lab.explanation().winning_card == Card(Rank.THREE, Suit.CUPS)
    lab.set_trick(["as de copas", "tres de copas"])
    lab.seven_second = True
    assert lab.explanation().points == 11


def test_the_lesson_02_lab_has_no_variant_switch() -> None:
    lab = TrickLab()
    assert not lab.seven_second and lab.seven_choice.layout.display == "none"
    assert text("trick_lab.seven_order") not in lab.verdict


@pytest.mark.parametrize("value", [1, "sí", None])
def test_a_bad_seven_second_value_is_refused_by_name(value: object) -> None:
    lab = TrickLab(seven_second=True)
    with pytest.raises(OptionError, match="seven_second"):
        lab.seven_second = value  # type: ignore[assignment]
    assert lab.seven_second
    if value is not None:
        with pytest.raises(BriscolaError, match="seven_second"):
            TrickLab(seven_second=value)  # type: ignore[arg-type]


def test_the_seven_second_lab_is_the_trick_lab_with_the_switch_on() -> None:
    lab = SevenSecondLab()
    assert isinstance(lab, TrickLab) and lab.seven_second and lab.seven_choice.layout.display is None
    assert lab.explanation().winning_card == Card(Rank.SEVEN, Suit.COINS)


def test_the_still_picture_gives_the_verdict_with_the_variant() -> None:
    still = SevenSecondLab().static_html()
    assert "con el siete de oros" in still and text("trick_lab.seven_order") in still

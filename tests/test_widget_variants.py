"""Lesson 10's screen: one trick judged with the usual rules and with the seven second."""

from __future__ import annotations

import pytest

from briscola_teach import Card, set_language
from briscola_teach.widgets.variants import SevenSecondLab


@pytest.fixture(autouse=True)
def spanish() -> None:
    set_language("es")


def test_the_lab_opens_on_the_three_against_the_seven() -> None:
    lab = SevenSecondLab()
    assert lab.winners == (Card.parse("tres de oros"), Card.parse("siete de oros"))
    assert "segunda gana el siete de oros" in lab._pictures.value


def test_a_new_trick_and_trump_are_judged_both_ways() -> None:
    lab = SevenSecondLab()
    lab.set_trick("siete de espadas, tres de espadas, dos de copas", "copas")
    assert lab.winners == (Card.parse("dos de copas"), Card.parse("dos de copas"))
    lab._cards_box.value = "tres de bastos, siete de bastos"
    lab.show_button.click()
    assert lab.winners == (Card.parse("tres de bastos"), Card.parse("siete de bastos"))


@pytest.mark.parametrize("cards, words", [("as de oros", "de 2 a 4"), ("as de oros, as de oros", "repetida"),
                                          ("as de oros, nube", "nube")])
def test_a_bad_trick_is_explained_on_the_screen(cards: str, words: str) -> None:
    lab = SevenSecondLab()
    lab.set_trick(cards)
    assert lab.winners is None and words in lab._feedback.value


def test_the_still_picture_shows_both_judgements() -> None:
    still = SevenSecondLab().static_html()
    assert "Reglas de siempre" in still and "Con el siete de segunda" in still

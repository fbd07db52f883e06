"""A card named where a sentence opens takes a capital, and only there, in every language."""

from __future__ import annotations

import re

import pytest

from briscola_teach import Card
from briscola_teach.lessons.endgames import check_endgame, puzzles
from briscola_teach.exercises.example import check_play
from briscola_teach.locale import LANGUAGES, text, using, words

# A small letter straight after ". ", "! " or "? " (Spanish may open with ¡ or ¿).
_SMALL_OPENING = re.compile(r"[.!?]\s+[¡¿]?[a-zà-ú]")


def _capitals_mid_sentence(message: str, card: Card, language: str) -> list[str]:
    """The places where the card, with its article, is written with a capital inside a sentence."""
    named = words(language).capital(words(language).the(card))
    return [message[max(0, m.start() - 12):m.end()] for m in re.finditer(re.escape(named), message)
            if m.start() and not re.search(r"[.!?]\s+[¡¿]?$", message[:m.start()])]


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_right_endgame_answer_opens_its_second_sentence_with_a_capital(language: str) -> None:
    puzzle = puzzles()[0]
    best = min(puzzle.best, key=lambda card: card.index)
    with using(language):
        check = check_endgame(puzzle.game(), best.code)
    assert check.ok, check.message
    assert not _SMALL_OPENING.search(check.message), check.message
    assert words(language).capital(words(language).the(best)) in check.message


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_other_good_play_of_trick_two_names_its_card_in_small_letters_inside_a_sentence(
        language: str) -> None:
    two_of_cups = Card.parse("dos de copas")
    with using(language):
        check = check_play(2, two_of_cups)  # the card itself: its kit code "2C" reads as clubs to an English student
    assert check.ok, check.message
    assert _capitals_mid_sentence(check.message, two_of_cups, language) == []
    assert not _SMALL_OPENING.search(check.message), check.message


@pytest.mark.parametrize("language, pattern_start", [("es", "¡Bien! El"), ("en", "Well done! The"),
                                                     ("it", "Bravo! Il")])
def test_a_field_after_an_exclamation_takes_a_capital(language: str, pattern_start: str) -> None:
    card = words(language).the(Card.parse("cuatro de bastos"))
    said = text("endgames.check_right", language=language, card=card, points=70, outcome="")
    assert said.startswith(pattern_start)


def test_a_field_that_opens_the_text_or_is_quoted_is_left_as_given() -> None:
    # A text may be a piece of a longer sentence ("as de oros 11, tres de copas 10"):
    # only a mark that ends a sentence inside the text calls for a capital.
    assert text("lessons_cards.card_points", card="as de oros", points=11).startswith("as de oros")
    assert text("engine.not_a_card", text="seven of nothing").startswith("«seven of nothing»")

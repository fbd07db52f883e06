"""Screens speak one language and draw one deck: their own language= and style=, else the kit's."""

from __future__ import annotations

import re

from briscola_teach import Card, set_language
from briscola_teach.locale import get_language, get_style
from briscola_teach.render import pictures
from briscola_teach.widgets import CardTable, RankingExplorer, TrickLab, TrickQuiz

LATIN_SUITS = ("oros", "copas", "espadas", "bastos", "denari", "coppe", "spade", "bastoni",
               "coins", "cups", "swords")
FRENCH_SUITS = {"es": ("diamantes", "corazones", "picas", "tréboles"),
                "it": ("quadri", "cuori", "picche", "fiori"),
                "en": ("diamonds", "hearts", "spades", "clubs")}


def _has_latin_suit(words: str) -> bool:
    return any(re.search(rf"\b{suit}\b", words) for suit in LATIN_SUITS)


def _titles(markup: str) -> list[str]:
    return [t for svg in pictures(markup) for t in re.findall(r"<title>([^<]*)</title>", svg)]


def test_a_french_card_table_names_its_buttons_as_it_draws_them() -> None:
    # The finding: CardTable(style="french") drew the rey de corazones on a button saying "rey de copas".
    table = CardTable(players=2, level="random", seed=3, style="french")
    names = [button.description for button in table.hand_buttons if button.description]
    assert len(names) == 3
    for name in names:
        assert any(suit in name for suit in FRENCH_SUITS["es"]), name
        assert not _has_latin_suit(name), name
    titles = _titles(table.static_html())
    for card in table.game.hand(0):
        assert card.name("es", style="french") in titles
        assert card.name("es", style="french") in names


def test_an_italian_card_table_speaks_italian_with_the_italian_deck() -> None:
    table = CardTable(players=2, level="random", seed=3, language="it")
    names = [button.description for button in table.hand_buttons if button.description]
    titles = _titles(table.static_html())
    for card, name in zip(table.game.hand(0), names):
        assert name == card.name("it", style="italian") and name in titles
    assert not any(suit in " ".join(titles) for suit in ("oros", "copas", "espadas", "bastos"))
    table.hand_buttons[0].click()
    said = " ".join(table.events)
    assert said and " baza" not in said and "Juegas" not in said, said
    assert not re.search(r"\b(di|a|da) (il|lo|la|l')\b", said), said
    assert get_language() == "es", "a screen's language never leaks into the kit-wide one"


def test_the_english_kit_plays_with_french_cards() -> None:
    set_language("en")
    table = CardTable(players=2, level="random", seed=3)
    names = [button.description for button in table.hand_buttons if button.description]
    for name in names:
        assert any(suit in name for suit in FRENCH_SUITS["en"]) and " of " in name, name
    titles = _titles(table.static_html())
    assert set(names) <= set(titles)
    assert not _has_latin_suit(" ".join(titles))


def test_the_mistake_review_draws_the_kits_deck() -> None:
    from briscola_teach import Game
    from briscola_teach.widgets import MistakeReview

    set_language("en")
    game = Game.new(players=2, seed=4)
    while not game.is_over:
        game.play(game.legal_plays()[0])
    screen = MistakeReview(game, 0, samples=4)
    shown = " ".join(_titles(screen.static_html()))
    assert shown and not _has_latin_suit(shown), shown


def test_a_screen_keeps_its_own_words_when_the_kit_changes_language() -> None:
    lab = TrickLab(["asso di spade", "due di coppe"], muestra="cinque di coppe", language="it")
    first = lab.static_html()
    assert "Briscola" in first and "Prende" in first and "Triunfo" not in first
    set_language("en")
    lab.deal_random()
    again = lab.static_html()
    assert "Briscola" in again and "Triunfo" not in again and "Trump" not in again
    assert get_language() == "en" and get_style() == "french"


def test_the_trick_quiz_and_the_ranking_explorer_take_language_and_style() -> None:
    quiz = TrickQuiz(seed=1, language="en", style="french")
    shown = quiz.static_html()
    assert "Who takes the trick?" in shown
    assert not _has_latin_suit(" ".join(_titles(shown)))
    explorer = RankingExplorer(Card.parse("3O"), Card.parse("RO"), language="it")
    assert "batte" in explorer.static_html() or "prende" in explorer.static_html()
    assert "gana" not in explorer.static_html()

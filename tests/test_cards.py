"""The forty cards, their points and names (RULES §1)."""

from __future__ import annotations

import copy
import pickle

import pytest

from briscola_teach import DECK, Card, CardError, Rank, Suit, new_deck
from briscola_teach.cards import DECK_STYLES, parse_cards
from briscola_teach.locale import LANGUAGES, set_language, using

LANGS = LANGUAGES


def test_deck_has_forty_distinct_cards_ten_per_suit() -> None:
    assert len(DECK) == 40 == len(set(DECK))
    for suit in Suit:
        assert sum(1 for c in DECK if c.suit is suit) == 10


def test_card_index_runs_through_the_deck_in_order() -> None:
    assert [c.index for c in DECK] == list(range(40))


def test_cards_are_interned_one_object_per_card() -> None:
    card = Card(Rank.THREE, Suit.CLUBS)
    assert card is Card(Rank.THREE, Suit.CLUBS)
    assert card is Card.parse("tres de bastos")
    assert copy.deepcopy(card) is card
    assert pickle.loads(pickle.dumps(card)) is card
    assert hash(card) == hash(Card(Rank.THREE, Suit.CLUBS))


def test_card_is_frozen() -> None:
    with pytest.raises(AttributeError):
        Card(Rank.ACE, Suit.COINS).rank = Rank.TWO  # type: ignore[misc]


def test_card_needs_a_rank_and_a_suit() -> None:
    for rank, suit in ((1, Suit.COINS), (1, 2), (Rank.ACE, "oros"), ([1], {2})):
        with pytest.raises(CardError, match="Rank"):
            Card(rank, suit)  # type: ignore[arg-type]


@pytest.mark.parametrize("rank, points", [
    (Rank.ACE, 11), (Rank.THREE, 10), (Rank.KING, 4), (Rank.KNIGHT, 3), (Rank.JACK, 2),
    (Rank.SEVEN, 0), (Rank.SIX, 0), (Rank.FIVE, 0), (Rank.FOUR, 0), (Rank.TWO, 0),
])
def test_card_points_follow_the_rules(rank: Rank, points: int) -> None:
    for suit in Suit:
        assert Card(rank, suit).points == points


def test_each_suit_is_worth_thirty_and_the_deck_one_hundred_twenty() -> None:
    for suit in Suit:
        assert sum(c.points for c in DECK if c.suit is suit) == 30
    assert sum(c.points for c in DECK) == 120


def test_cargas_are_aces_and_threes_worth_eighty_four() -> None:
    cargas = [c for c in DECK if c.is_carga]
    assert {c.rank for c in cargas} == {Rank.ACE, Rank.THREE}
    assert sum(c.points for c in cargas) == 84


def test_blancas_are_the_zero_point_cards() -> None:
    blancas = {c for c in DECK if c.is_blanca}
    assert blancas == {c for c in DECK if c.points == 0}
    assert len(blancas) == 20


def test_three_player_deck_drops_two_of_cups() -> None:
    deck = new_deck(39)
    assert len(deck) == 39
    assert set(DECK) - set(deck) == {Card(Rank.TWO, Suit.CUPS)}


def test_thirty_six_card_deck_drops_every_two() -> None:
    deck = new_deck(36)
    assert set(DECK) - set(deck) == {Card(Rank.TWO, s) for s in Suit}


def test_new_deck_is_a_fresh_list() -> None:
    deck = new_deck()
    deck.pop()
    assert len(new_deck()) == 40


@pytest.mark.parametrize("size", [0, 35, 41, "40", None])
def test_other_deck_sizes_are_refused(size: object) -> None:
    with pytest.raises(ValueError, match=str(size)):
        new_deck(size)  # type: ignore[arg-type]


@pytest.mark.parametrize("name, rank, suit", [
    ("tres de bastos", Rank.THREE, Suit.CLUBS),
    ("as de oros", Rank.ACE, Suit.COINS),
    ("sota de copas", Rank.JACK, Suit.CUPS),
    ("caballo de espadas", Rank.KNIGHT, Suit.SWORDS),
    ("rey de espadas", Rank.KING, Suit.SWORDS),
    ("tre di bastoni", Rank.THREE, Suit.CLUBS),
    ("asso di denari", Rank.ACE, Suit.COINS),
    ("fante di coppe", Rank.JACK, Suit.CUPS),
    ("cavallo di spade", Rank.KNIGHT, Suit.SWORDS),
    ("three of clubs", Rank.THREE, Suit.CLUBS),
    ("king of swords", Rank.KING, Suit.SWORDS),
    ("queen of hearts", Rank.KNIGHT, Suit.CUPS),
    ("jota de diamantes", Rank.JACK, Suit.COINS),
    ("la reina de corazones", Rank.KNIGHT, Suit.CUPS),
    ("as de tréboles", Rank.ACE, Suit.CLUBS),
    ("as de treboles", Rank.ACE, Suit.CLUBS),
    ("donna di cuori", Rank.KNIGHT, Suit.CUPS),
    ("l'asso di picche", Rank.ACE, Suit.SWORDS),
    ("l\u2019asso di coppe", Rank.ACE, Suit.CUPS),
])
def test_parse_reads_every_language_and_deck_style(name: str, rank: Rank, suit: Suit) -> None:
    assert Card.parse(name) is Card(rank, suit)


@pytest.mark.parametrize("style, name, rank, suit", [
    ("spanish", "1 de oros", Rank.ACE, Suit.COINS),
    ("spanish", "4 de bastos", Rank.FOUR, Suit.CLUBS),
    ("spanish", "7 de copas", Rank.SEVEN, Suit.CUPS),
    ("spanish", "10 de espadas", Rank.JACK, Suit.SWORDS),
    ("spanish", "11 de oros", Rank.KNIGHT, Suit.COINS),
    ("spanish", "12 de espadas", Rank.KING, Suit.SWORDS),
    ("italian", "8 di denari", Rank.JACK, Suit.COINS),
    ("italian", "9 di coppe", Rank.KNIGHT, Suit.CUPS),
    ("italian", "10 di spade", Rank.KING, Suit.SWORDS),
    ("italian", "il 10 di spade", Rank.KING, Suit.SWORDS),
    ("italian", "8 de copas", Rank.JACK, Suit.CUPS),
    ("spanish", "10 di spade", Rank.JACK, Suit.SWORDS),
    ("french", "K of spades", Rank.KING, Suit.SWORDS),
    ("french", "the q of hearts", Rank.KNIGHT, Suit.CUPS),
    ("french", "J di cuori", Rank.JACK, Suit.CUPS),
    ("french", "1 of clubs", Rank.ACE, Suit.CLUBS),
])
def test_parse_reads_the_marks_printed_on_the_deck_in_force(style: str, name: str, rank: Rank,
                                                             suit: Suit) -> None:
    with using(style=style):
        assert Card.parse(name) is Card(rank, suit)


@pytest.mark.parametrize("style, name", [
    ("spanish", "8 de oros"), ("spanish", "9 de copas"), ("spanish", "K of spades"),
    ("italian", "11 di coppe"), ("italian", "12 di spade"),
    ("french", "10 of hearts"), ("french", "12 de espadas"), ("french", "8 di cuori"),
])
def test_a_mark_the_deck_in_force_does_not_print_is_no_card(style: str, name: str) -> None:
    with using(style=style), pytest.raises(CardError, match="«" + name + "»"):
        Card.parse(name)


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("style", DECK_STYLES)
def test_every_printed_mark_parses_back_on_its_deck(language: str, style: str) -> None:
    with using(language, style):
        for card in DECK:
            written = f"{card.rank.printed()} {card.name().split(' ', 1)[1]}"
            assert Card.parse(written) is card, written


def test_parse_ignores_case_accents_and_spaces() -> None:
    assert Card.parse("  AS   DE OROS ") is Card(Rank.ACE, Suit.COINS)
    assert Card.parse("Rey De Espadas") is Card(Rank.KING, Suit.SWORDS)
    assert Card.parse("ás de óros") is Card(Rank.ACE, Suit.COINS)


def test_parse_passes_a_card_through() -> None:
    card = Card(Rank.FIVE, Suit.CUPS)
    assert Card.parse(card) is card


@pytest.mark.parametrize("language", LANGS)
@pytest.mark.parametrize("style", DECK_STYLES)
def test_every_name_in_every_language_and_style_parses_back(language: str, style: str) -> None:
    for card in DECK:
        assert Card.parse(card.name(language, style=style)) is card


@pytest.mark.parametrize("language", LANGS)
def test_str_of_a_card_parses_back_in_every_language(language: str) -> None:
    set_language(language)
    try:
        for card in DECK:
            assert Card.parse(str(card)) is card
    finally:
        set_language("es")


def test_names_are_distinct_within_each_language_and_style() -> None:
    for language in LANGS:
        for style in DECK_STYLES:
            assert len({c.name(language, style=style) for c in DECK}) == 40


def test_str_is_the_spanish_name_by_default() -> None:
    assert str(Card(Rank.THREE, Suit.CLUBS)) == "tres de bastos"
    assert str(Card(Rank.JACK, Suit.CUPS)) == "sota de copas"


def test_names_in_italian_english_and_french_style() -> None:
    card = Card(Rank.THREE, Suit.CLUBS)
    assert card.name("it") == "tre di bastoni"
    assert card.name("en") == "three of clubs"
    assert Card(Rank.KNIGHT, Suit.CUPS).name("en", style="french") == "queen of hearts"
    assert Card(Rank.JACK, Suit.COINS).name("es", style="french") == "jota de diamantes"
    assert Suit.SWORDS.name_in("it") == "spade"
    assert Rank.JACK.name_in("it") == "fante"


def test_unknown_deck_style_is_refused_naming_it() -> None:
    with pytest.raises(ValueError, match="tarot"):
        Card(Rank.ACE, Suit.COINS).name(style="tarot")


@pytest.mark.parametrize("junk", [
    "", "   ", "seven of nothing", "as", "de oros", "13 de oros", "0 de copas", "as de oros de copas",
    "as-de-oros", "🂡", "tres de bastos!", "\x00",
])
def test_junk_text_raises_card_error_quoting_it(junk: str) -> None:
    with pytest.raises(CardError) as caught:
        Card.parse(junk)
    assert f"«{junk}»" in str(caught.value)
    assert isinstance(caught.value, ValueError)


@pytest.mark.parametrize("junk", [3, None, 3.5, b"as de oros", ["as de oros"], Rank.ACE])
def test_non_text_raises_only_card_error(junk: object) -> None:
    with pytest.raises(CardError) as caught:
        Card.parse(junk)  # type: ignore[arg-type]
    assert repr(junk) in str(caught.value)


def test_parse_cards_reads_a_list() -> None:
    assert parse_cards(["as de oros", Card(Rank.TWO, Suit.CUPS)]) == [
        Card(Rank.ACE, Suit.COINS), Card(Rank.TWO, Suit.CUPS)]


def test_repr_evaluates_back_to_the_card() -> None:
    card = Card(Rank.KING, Suit.SWORDS)
    assert eval(repr(card)) is card  # noqa: S307

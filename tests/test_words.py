"""The one home for words: grammar per language and deck, the kit-wide language and deck, no mixing."""

from __future__ import annotations

import pytest

from briscola_teach import Card, Game, set_language
from briscola_teach.coach import review
from briscola_teach.verdicts import the_card
from briscola_teach.errors import IllegalPlay, OptionError
from briscola_teach.locale import get_style, set_style, text, words
from briscola_teach.render import card_svg, game_html, hand_svg, pictures, seat_labels, trick_svg

AO, SC, CC, RC, TB = (Card.parse(c) for c in ("AO", "SC", "CC", "RC", "3B"))


# ---------------------------------------------------------------- articles and contractions
def test_spanish_articles_follow_the_rank_and_contract_with_a_and_de() -> None:
    es = words("es", "spanish")
    assert [es.the(c) for c in (AO, SC, CC)] == ["el as de oros", "la sota de copas", "el caballo de copas"]
    assert es.to_the(AO) == "al as de oros" and es.to_the(SC) == "a la sota de copas"
    assert es.of_the(CC) == "del caballo de copas" and es.of_the(SC) == "de la sota de copas"


def test_the_french_decks_knight_is_a_queen_and_feminine() -> None:
    assert words("es", "french").the(CC) == "la reina de corazones"
    assert words("es", "french").to_the(CC) == "a la reina de corazones"
    assert words("it", "french").of_the(CC) == "della donna di cuori"
    assert words("it", "french").to_the(CC) == "alla donna di cuori"
    assert words("en", "french").the(CC) == "the queen of hearts"
    assert words("es", "french").the(SC) == "la jota de corazones"


def test_italian_articles_elide_before_a_vowel_and_contract_with_prepositions() -> None:
    it = words("it", "italian")
    assert it.the(AO) == "l'asso di denari" and it.the(SC) == "il fante di coppe"
    assert it.to_the(AO) == "all'asso di denari" and it.to_the(RC) == "al re di coppe"
    assert it.of_the(AO) == "dell'asso di denari" and it.by_the(RC) == "dal re di coppe"
    assert it.the(TB) == "il tre di bastoni"


def test_italian_lo_before_s_and_a_consonant() -> None:
    grammar = words("it").grammar
    assert grammar.article("scarto", "m", None) == "lo scarto"
    assert grammar.article("scarto", "m", "of") == "dello scarto"
    assert grammar.article("zaino", "m", "to") == "allo zaino"
    assert grammar.article("sei", "m", None) == "il sei"


def test_the_beaten_card_takes_a_in_spanish_only() -> None:
    king = Card.parse("RO")
    assert words("es").beaten(king) == "al rey de oros"
    assert words("it").beaten(king) == "il re di denari"
    assert words("en", "spanish").beaten(king) == "the king of coins"


def test_an_unknown_preposition_is_refused_by_name() -> None:
    with pytest.raises(ValueError, match="'with'"):
        words("es").article(AO, "with")


# ---------------------------------------------------------------- lists, numbers, plurals
@pytest.mark.parametrize(("language", "expected"), [("es", "A, B y C"), ("en", "A, B and C"), ("it", "A, B e C")])
def test_lists_are_joined_the_readers_way(language: str, expected: str) -> None:
    assert words(language).join(["A", "B", "C"]) == expected
    assert words(language).join(["A"]) == "A" and words(language).join([]) == ""


def test_spanish_y_and_o_change_before_the_same_sound() -> None:
    es = words("es")
    assert es.join(["Ana", "Inés"]) == "Ana e Inés" and es.join(["agua", "hielo"]) == "agua y hielo"
    assert es.join(["siete", "ocho"], word="or") == "siete u ocho"
    assert es.join(["as", "rey"], word="or") == "as o rey"


@pytest.mark.parametrize(("language", "half", "signed"), [("es", "2,5", "+3,5"), ("it", "2,5", "+3,5"),
                                                          ("en", "2.5", "+3.5")])
def test_numbers_use_the_readers_decimal_mark(language: str, half: str, signed: str) -> None:
    w = words(language)
    assert w.number(2.5) == half and w.number(3.5, sign=True) == signed
    assert w.number(11.0) == "11" and w.number(-0.04) == "0" and w.number(-2.25, digits=2).startswith("-2")
    assert w.fixed(44.0) == ("44.0" if language == "en" else "44,0")


def test_plural_forms_come_from_the_catalogue() -> None:
    assert words("es").count("render.points", 1) == "1 punto"
    assert words("es").count("render.points", 7) == "7 puntos"
    assert words("it").count("render.cards", 1) == "1 carta"
    assert words("en").count("render.cards", 2) == "2 cards"


# ---------------------------------------------------------------- seats
def test_seats_are_named_in_each_language() -> None:
    assert words("es").seats(4, 0) == {0: "Tú", 1: "Jugador 2", 2: "Compañero", 3: "Jugador 4"}
    assert words("it").seats(2, 1) == {0: "Avversario", 1: "Tu"}
    assert words("en").seats(3, None) == {0: "Player 1", 1: "Player 2", 2: "Player 3"}
    assert seat_labels(2, 0, language="it") == {0: "Tu", 1: "Avversario"}
    assert words("it").seat_in_sentence(2, 0, 1) == "l'avversario"


# ---------------------------------------------------------------- the kit-wide language and deck
def test_each_language_brings_its_own_deck() -> None:
    set_language("en")
    assert get_style() == "french" and str(RC) == "king of hearts"
    set_language("it")
    assert get_style() == "italian" and str(RC) == "re di coppe"
    set_language("es")
    assert get_style() == "spanish" and str(RC) == "rey de copas"


def test_a_kit_wide_deck_can_be_chosen_and_given_back() -> None:
    set_language("en", style="spanish")
    assert str(RC) == "king of cups"
    set_style(None)
    assert str(RC) == "king of hearts"
    set_language("es", style="french")
    assert str(RC) == "rey de corazones" and words().the(CC) == "la reina de corazones"


def test_a_bad_style_is_refused_and_nothing_changes() -> None:
    set_language("it")
    with pytest.raises(OptionError, match="belga"):
        set_style("belga")
    with pytest.raises(OptionError, match="belga"):
        set_language("es", style="belga")
    assert str(RC) == "re di coppe"


def test_a_field_holding_a_card_is_named_in_the_texts_language_and_deck() -> None:
    assert words("it", "french").text("render.played_by", seat="Tu", card=RC) == "Tu: re di cuori"
    assert text("render.played_by", language="it", seat="Tu", card=RC) == "Tu: re di coppe"


# ---------------------------------------------------------------- the findings of issue 11
def test_the_engine_speaks_italian_with_italian_cards_after_set_language() -> None:
    set_language("it")
    game = Game.new(players=2, seed=1)
    missing = next(c for c in (Card.parse(x) for x in ("AO", "2O", "3O")) if c not in game.hand(0))
    with pytest.raises(IllegalPlay) as refused:
        game.play(missing)
    message = str(refused.value)
    assert message.startswith("Il posto 0 (giocatore 1) non ha la carta «"), message
    assert missing.name("it") in message
    assert "asiento" not in message and " de " not in message


def test_the_coach_writes_italian_articles_after_set_language() -> None:
    set_language("it")
    assert the_card(SC) == "il fante di coppe"
    assert the_card(AO) == "l'asso di denari"
    assert the_card(CC, style="french") == "la donna di cuori"


def test_a_whole_coach_review_in_italian_has_no_spanish_words() -> None:
    set_language("it")
    game = Game.new(players=2, seed=11)
    while not game.is_over:
        game.play(max(game.legal_plays(), key=lambda c: c.points))  # throws cargas: mistakes to explain
    report = review(game, 0, price=False)
    sentences = [e.explanation for e in report if e.explanation] + [e.verdict() for e in report]
    assert any(e.explanation for e in report), "the seeded hand makes at least one named mistake"
    for sentence in sentences:
        padded = f" {sentence} "
        for spanish in (" el ", " la fante", " de ", " baza", " triunfo", " muestra"):
            assert spanish not in padded, (spanish, sentence)


def test_a_review_can_be_written_in_another_language_than_the_kits() -> None:
    game = Game.new(players=2, seed=11)
    while not game.is_over:
        game.play(max(game.legal_plays(), key=lambda c: c.points))
    english = review(game, 0, price=False, language="en")
    assert english.summary().startswith("Plays reviewed: ") and "Jugadas" not in english.summary()
    spanish = review(game, 0, price=False)
    assert spanish.summary() != english.summary()
    assert english[0].verdict() != spanish[0].verdict()


def test_pictures_name_cards_in_their_own_deck_and_language() -> None:
    (svg,) = pictures(card_svg(RC, style="french", language="es"))
    assert "<title>rey de corazones</title>" in svg and ">K<" in svg
    (svg,) = pictures(card_svg(RC, language="it"))
    assert "<title>re di coppe</title>" in svg and ">10<" in svg
    set_language("en")
    (svg,) = pictures(hand_svg([RC, AO]))
    assert "king of hearts, ace of diamonds" in svg and "coins" not in svg and " de " not in svg


def test_a_trick_picture_never_mixes_languages() -> None:
    from briscola_teach import Suit

    (svg,) = pictures(trick_svg([(0, AO), (1, RC)], trump=Suit.CUPS, winner=1,
                                seat_names=words("it").seats(2, 0), language="it"))
    assert "Briscola: coppe" in svg and "asso di denari" in svg and "Prende: Avversario" in svg
    for spanish in ("Triunfo", "copas", "oros", "Gana la baza"):
        assert spanish not in svg


def test_the_whole_table_in_italian_with_the_french_deck() -> None:
    game = Game.new(players=4, seed=5)
    page = game_html(game, seat=0, language="it", style="french")
    inner = " ".join(pictures(page)) + page
    assert "Compagno" in page and "Giocatore 2" in page
    for latin in ("denari", "coppe", "bastoni", "spade"):
        assert latin not in inner
    assert any(s in inner for s in ("quadri", "cuori", "picche", "fiori"))


def test_using_lends_a_language_and_deck_to_any_helper_and_gives_the_kits_back() -> None:
    from briscola_teach import using
    from briscola_teach.exercises.cards import why_stronger

    with using("it"):
        assert why_stronger(TB, Card.parse("RB")).startswith("Il tre di bastoni batte il re di bastoni")
    with using("en", "spanish"):
        assert why_stronger(TB, Card.parse("RB")).startswith("The three of clubs beats the king of clubs")
    with pytest.raises(IllegalPlay), using("it"):
        Game.new(players=2, seed=1).play(Card.parse("AO") if Card.parse("AO") not in
                                         Game.new(players=2, seed=1).hand(0) else Card.parse("2O"))
    assert why_stronger(TB, Card.parse("RB")).startswith("El tres de bastos gana al rey de bastos")
    with pytest.raises(OptionError), using("fr"):
        pass


def test_words_for_an_unknown_language_or_deck_are_refused_by_name() -> None:
    from briscola_teach.locale import Words

    with pytest.raises(OptionError, match="«fr»"):
        words("fr")
    with pytest.raises(OptionError, match="«tarot»"):
        Words("es", "tarot")


ITALIAN_UNCONTRACTED = r"\b(di|a|da|su|in) (il|lo|la|l'|i|gli|le)\b"


def test_italian_lessons_never_leave_a_preposition_and_article_uncontracted() -> None:
    import re

    from briscola_teach.exercises import cards, dealing, example
    from briscola_teach.lessons import tricks

    set_language("it")
    said = [str(tricks.explain_trick(["asso di spade", "due di coppe"], "coppe")),
            str(tricks.check_trick(["asso di spade", "due di coppe"], "coppe", 1)),
            str(cards.check_order(["tre di coppe", "asso di coppe"])),
            str(cards.check_order(["tre di coppe", "asso di coppe"])),
            str(cards.check_points(["asso di denari", "fante di coppe"], 12)),
            *(step.explanation for step in dealing.deal_steps(players=4)),
            *(step.explanation for step in example.example_steps())]
    assert len(said) > 60
    for sentence in said:
        assert not re.search(ITALIAN_UNCONTRACTED, sentence), sentence


def test_the_tables_reasons_use_the_one_grammar_in_every_language() -> None:
    from briscola_teach.card_table.story import decimal, the, to_the

    assert (the(SC), to_the(SC)) == ("la sota de copas", "a la sota de copas")
    set_language("it")
    assert (the(AO), to_the(AO), decimal(44.0), decimal(3.5, sign=True)) == (
        "l'asso di denari", "l'asso di denari", "44,0", "+3,5")
    set_language("en")
    assert (to_the(CC), decimal(44.9)) == ("the queen of hearts", "44.9")

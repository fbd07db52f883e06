"""Why a card took a trick: one explanation, the engine's winner, the same words on every screen."""

from __future__ import annotations

import html
import random
import re
from collections.abc import Sequence

import pytest

from briscola_teach import Card, Game, Rank, Suit, rules, trick_winner
from briscola_teach.errors import BriscolaError, CardError, OptionError
from briscola_teach.events import TrickRule
from briscola_teach.explain import explain_played, trick_explanation
from briscola_teach.exercises import example
from briscola_teach.lessons import tricks
from briscola_teach.card_table.story import trick_story
from briscola_teach.lessons.variants import check_seven_second
from briscola_teach.locale import LANGUAGES, STYLES, get_language, using, words
from briscola_teach.widgets import TrickLab

C = Card.parse


def _lower_first(sentence: str) -> str:
    return sentence[:1].lower() + sentence[1:]


def _plain(value: str) -> str:
    return re.sub(r"\s+", " ", html.unescape(re.sub(r"<[^>]+>", " ", value)))


# ---------------------------------------------------------------- the rule of RULES §3


@pytest.mark.parametrize("seven_second", [False, True])
def test_the_winner_rule_and_points_are_the_engines_for_random_tricks(seven_second: bool) -> None:
    rng = random.Random(3)
    for _ in range(300):
        players = rng.choice(rules.TABLE_SIZES)
        cards, muestra = tricks.random_trick(rng, players)
        trump = muestra.suit
        explained = trick_explanation(cards, trump, seven_second=seven_second)
        assert explained.winner == trick_winner(cards, trump, seven_second=seven_second)
        assert explained.points == rules.trick_points(cards, seven_second=seven_second)
        has_trump = any(c.suit is trump for c in cards)
        assert explained.rule is (TrickRule.TRUMP if has_trump else TrickRule.SUIT_LED)
        assert explained.winning_card.name() in explained.reason
        if explained.beaten is not None:
            assert explained.beaten.name() in explained.reason
            assert rules.beats(explained.winning_card, explained.beaten, led=cards[0].suit, trump=trump,
                               seven_second=seven_second)
        thrown = [c for c in cards if c.suit not in (cards[0].suit, trump)
                  and rules.points(c, seven_second=seven_second)]
        for card in cards:
            named = card.name() in explained.off_suit
            assert named == (card in thrown), (cards, explained.off_suit)


def test_a_low_trump_cuts_the_led_ace() -> None:
    explained = trick_explanation(["as de espadas", "dos de copas"], "copas")
    assert explained.why == ("El dos de copas es triunfo: gana al as de espadas "
                             "(un triunfo mata cualquier carta de otro palo).")
    assert explained.remarks == ("Los puntos no deciden quién gana: el dos de copas vale 0 y se lleva "
                                 "11 puntos.",)
    assert explained.sentences()[-1] == "Puntos de la baza: 11."


def test_the_highest_trump_wins_among_several_and_names_the_trump_it_beat() -> None:
    explained = trick_explanation(["as de oros", "dos de copas", "tres de oros", "sota de copas"], "copas")
    assert explained.winning_card is C("sota de copas") and explained.beaten is C("dos de copas")
    assert explained.reason == "La sota de copas es el triunfo más alto de la baza: gana al dos de copas."


def test_trumps_led_and_nobody_else_trumping_takes_the_trick() -> None:
    explained = trick_explanation(["rey de copas", "tres de oros", "seis de espadas"], "copas")
    assert explained.winner == 0 and explained.beaten is None
    assert explained.why == ("Salió triunfo con el rey de copas y nadie más echó triunfo. "
                             "El tres de oros no es ni del palo de salida ni triunfo: no puede ganar.")


def test_the_highest_card_of_the_suit_led_wins_when_nobody_trumps() -> None:
    explained = trick_explanation(["rey de bastos", "tres de bastos"], "copas")
    assert explained.reason == ("El tres de bastos es la carta más alta de bastos, el palo de salida, "
                                "y nadie echó triunfo: gana al rey de bastos.")


def test_the_card_led_alone_in_its_suit_takes_the_cargas_of_third_suits() -> None:
    explained = trick_explanation(["cuatro de bastos", "as de oros", "siete de espadas", "tres de espadas"],
                                  "copas")
    assert explained.winner == 0
    assert explained.why == ("Nadie más echó bastos ni triunfo: gana la carta que salió, el cuatro de "
                             "bastos. El as de oros y el tres de espadas no son ni del palo de salida ni "
                             "triunfo: no pueden ganar.")
    assert "el cuatro de bastos vale 0 y se lleva 21 puntos" in explained.remarks[0]


# ---------------------------------------------------------------- the seven second (RULES §8)


def test_with_the_seven_second_the_seven_beats_the_three_and_says_what_changed() -> None:
    usual = trick_explanation(["tres de oros", "siete de oros"], "copas")
    seven = trick_explanation(["tres de oros", "siete de oros"], "copas", seven_second=True)
    assert usual.winner == 0 and seven.winner == 1
    assert seven.reason == ("El siete de oros es la carta más alta de oros, el palo de salida, y nadie "
                            "echó triunfo: gana al tres de oros.")
    assert seven.remarks == ("Con el siete de segunda el siete sube al segundo puesto, justo detrás del "
                             "as: con las reglas de siempre ganaría el tres de oros.",)
    assert seven.points == 10 and usual.points == 10


def test_with_the_seven_second_the_three_falls_below_the_court_cards() -> None:
    seven = trick_explanation(["tres de espadas", "sota de espadas"], "oros", seven_second=True)
    assert seven.winning_card is C("sota de espadas")
    assert seven.remarks[-1].startswith("Con el siete de segunda el tres baja por debajo de las figuras")
    # Its points follow the variant too: the three is worth nothing, the sota its 2.
    assert seven.points == 2
    assert "la sota de espadas vale" not in " ".join(seven.remarks)


def test_the_seven_second_says_nothing_when_it_changes_no_winner() -> None:
    explained = trick_explanation(["siete de oros", "as de oros"], "copas", seven_second=True)
    assert explained.remarks == ()


def test_a_table_played_with_the_seven_second_explains_with_it() -> None:
    game = Game.from_position([["tres de oros"], ["siete de oros"]], "5 de copas", muestra_drawn_by=1,
                              seven_second=True)
    game.play(C("tres de oros"))
    game.play(C("siete de oros"))
    story = trick_story(game, game.tricks[-1], {0: "Tú", 1: "Rival"})
    assert story.startswith("El rival se lleva la baza 20: el siete de oros es la carta más alta de oros")
    assert explain_played(game, game.tricks[-1]) == trick_explanation(
        ["tres de oros", "siete de oros"], "copas", seven_second=True)


def test_a_wrong_answer_on_the_seven_second_gets_the_reason() -> None:
    trick = ["tres de oros", "siete de oros"]
    check_seven_second(trick, "copas", 1)  # the first miss gets only the hint
    said = check_seven_second(trick, "copas", 1).lines
    assert trick_explanation(trick, "copas", seven_second=True).why in said
    assert any(line.startswith("Con el siete de segunda el siete sube") for line in said)


# ---------------------------------------------------------------- languages and decks


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("style", STYLES)
def test_every_sentence_is_in_one_language_and_one_deck(language: str, style: str) -> None:
    say = words(language, style)
    trick = [C("as de espadas"), C("dos de copas"), C("rey de oros"), C("cuatro de espadas")]
    explained = trick_explanation(trick, Suit.CUPS, language=language, style=style)
    whole = " ".join(explained.sentences())
    assert say.the(C("dos de copas")) in _lower_first(explained.reason)
    assert say.beaten(C("as de espadas")) in explained.reason
    assert say.the(C("rey de oros")) in _lower_first(explained.off_suit)
    for other in STYLES:
        if other != style:
            # No card named in another deck: "sota"/"fante"/"jack" and the suits never mix.
            for card in trick:
                named = words(language, other).card(card)
                if named != say.card(card):
                    assert named not in whole, (named, whole)
    assert say.the(C("dos de copas")) in _lower_first(explained.taken_by("X"))
    assert get_language() == "es"  # the kit-wide language is left as it was


def test_the_italian_reason_reads_in_italian_with_italian_cards() -> None:
    explained = trick_explanation(["asso di spade", "due di coppe"], "coppe", language="it")
    assert explained.why == ("Il due di coppe è una briscola: batte l'asso di spade (una briscola batte "
                             "qualsiasi carta di un altro seme).")
    french = trick_explanation(["AE", "2C"], "C", language="it", style="french")
    assert french.reason.startswith("Il due di cuori è una briscola: batte l'asso di picche")


def test_the_english_reason_reads_in_english_with_french_cards() -> None:
    explained = trick_explanation(["king of clubs", "three of clubs"], "hearts", language="en")
    assert explained.why == ("The three of clubs is the highest card of clubs, the suit led, and nobody "
                             "played a trump: it beats the king of clubs.")


# ---------------------------------------------------------------- the same trick, every screen


def _lab_text(cards: Sequence[Card], trump: Suit, *, language: str, style: str) -> str:
    muestra = next(Card(rank, trump) for rank in (Rank.FIVE, Rank.SIX, Rank.FOUR)
                   if Card(rank, trump) not in cards)
    lab = TrickLab(list(cards), muestra=muestra, players=len(cards), language=language, style=style)
    return _plain(lab.verdict)


def _table_story(cards: Sequence[Card], trump: Suit) -> str:
    muestra = next(c for c in (Card(Rank.FIVE, trump), Card(Rank.SIX, trump)) if c not in cards)
    game = Game.from_position([[c] for c in cards], muestra, muestra_drawn_by=0)
    for card in cards:
        game.play(card)
    names = words().seats(len(cards), 0)
    return trick_story(game, game.tricks[-1], names)


@pytest.mark.parametrize(("language", "style"), [("es", "spanish"), ("es", "french"), ("en", "french"),
                                                 ("en", "italian"), ("it", "italian"), ("it", "french")])
def test_the_table_the_stepper_and_the_trick_lab_explain_each_trick_of_the_example_alike(
        language: str, style: str) -> None:
    with using(language, style):
        steps = example.example_steps()
        game = example.whole_hand()
        for trick in game.tricks:
            why = explain_played(game, trick).why
            step = next(s for s in steps if s.kind == "play" and s.trick == trick.number and s.winner is not None)
            assert why in step.explanation, (trick.number, step.explanation)
            names = words().seats(2, example.YOU)
            assert _lower_first(why) in trick_story(game, trick, names, events=game.events)
            assert why in _lab_text(trick.cards, game.trump, language=language, style=style)
        # The "now you try" check of trick 3 (you take it: player 1) gives the stepper's reason too.
        checked = example.check_winner(3, 1)
        assert checked.ok and explain_played(game, game.tricks[2]).why in checked.message


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("players", [3, 4])
def test_the_table_and_the_trick_lab_explain_tricks_of_three_and_four_alike(language: str, players: int) -> None:
    rng = random.Random(players)
    style = {"es": "french", "en": "italian", "it": "italian"}[language]
    with using(language, style):
        for _ in range(25):
            cards, muestra = tricks.random_trick(rng, players)
            why = trick_explanation(cards, muestra.suit).why
            assert _lower_first(why) in _table_story(cards, muestra.suit)
            assert why in _lab_text(cards, muestra.suit, language=language, style=style)
            lesson = tricks.explain_trick(list(cards), muestra.suit).lines
            assert lesson[1:] == trick_explanation(cards, muestra.suit).sentences()
            assert " ".join(lesson[1:]).startswith(why)


# ---------------------------------------------------------------- tricks that cannot be


def test_a_junk_card_gets_the_engines_message_naming_it() -> None:
    with pytest.raises(CardError, match="«sota de nada» no es una carta") as caught:
        trick_explanation(["as de oros", "sota de nada"], "copas")
    assert caught.value.key == "engine.not_a_card"


def test_a_wrong_trump_gets_the_engines_message_naming_it() -> None:
    with pytest.raises(CardError, match="«estrellas» no es un palo") as caught:
        trick_explanation(["as de oros", "tres de oros"], "estrellas")
    assert caught.value.key == "engine.not_a_suit"
    with pytest.raises(CardError, match="no es un palo"):
        trick_explanation(["as de oros"], C("cinco de copas"))  # type: ignore[arg-type]


@pytest.mark.parametrize(("cards", "key"), [
    ([], "engine.empty_trick"),
    ("as de oros", "engine.need_cards"),
    (["AO", "3O", "RO", "CO", "SO"], "explain.too_many"),
    (["AO", "3O", "AO"], "explain.duplicate"),
])
def test_a_trick_that_cannot_be_is_refused_by_name(cards: object, key: str) -> None:
    with pytest.raises(BriscolaError) as caught:
        trick_explanation(cards, "copas")  # type: ignore[arg-type]
    assert caught.value.key == key


def test_the_duplicate_card_is_named_in_the_language_asked_for() -> None:
    with pytest.raises(BriscolaError, match="^The ace of diamonds appears twice"):
        trick_explanation(["AO", "AO"], "C", language="en")
    assert get_language() == "es"


def test_the_seven_second_must_be_true_or_false() -> None:
    with pytest.raises(OptionError, match="seven_second"):
        trick_explanation(["AO", "3O"], "C", seven_second="yes")  # type: ignore[arg-type]

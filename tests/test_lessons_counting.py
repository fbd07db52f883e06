"""Lesson 08's counting: every count read from one seat's view, the drill's questions, the belief picture."""

from __future__ import annotations

import html
import random
from collections.abc import Iterator

import pytest

from briscola_teach import Card, Game, Suit, set_language
from briscola_teach.errors import BriscolaError
from briscola_teach.exercises.counting import (
    MOMENTS, MemoryDrill, belief_html, belief_of, check_padrona, check_trumps_out,
    check_rival_hand, check_unseen_cargas, comprobar_triunfos, controlla_carichi, drill_game, moment, muestra_holder,
    padrona, rival_cards, seen_html, trumps_out, unseen_cargas)
from briscola_teach.locale import text
from briscola_teach.rules import strength

from shown import says

C = Card.parse


@pytest.fixture(autouse=True)
def spanish() -> Iterator[None]:
    """Each test starts in Spanish and leaves the kit in Spanish for the tests after it."""
    set_language("es")
    yield
    set_language("es")


def _random_moments(count: int = 30) -> list[Game]:
    """Seeded random two-player hands stopped at a random point, for the invariants."""
    rng = random.Random(3)
    found = []
    for seed in range(count):
        game = Game.new(players=2, seed=seed)
        stop = rng.randrange(0, 40)
        for _ in range(stop):
            game.play(rng.choice(game.legal_plays()))
        found.append(game)
    return found


@pytest.mark.parametrize("game", _random_moments(), ids=lambda g: f"trick{g.trick_number}")
def test_the_counts_add_up_from_the_seats_view(game: Game) -> None:
    view = game.view(0)
    # The truth, from the whole game: the cards in the rival's hand, in the stock or under it.
    elsewhere = set(game.hand(1)) | set(game.stock) | ({game.muestra} if game.muestra_in_stock else set())
    assert trumps_out(view) == sum(1 for c in elsewhere if c.suit is game.trump)
    assert set(unseen_cargas(view)) <= elsewhere
    for suit in Suit:
        top = padrona(view, suit)
        left = [c for c in game.hand(0) + game.hand(1) + game.stock if c.suit is suit]
        if top is None:
            assert not left
        else:
            assert top in left and all(strength(c) <= strength(top) for c in left)


def test_once_the_stock_is_gone_the_rivals_hand_is_known() -> None:
    game = moment(17)
    view = game.view(0)
    assert view.stock_size == 0
    assert set(rival_cards(view) or ()) == set(game.hand(1))
    assert rival_cards(moment(16).view(0)) is None
    assert muestra_holder(view) in (0, 1) and muestra_holder(moment(5).view(0)) is None


def test_the_watched_hand_is_seeded_and_moments_step_through_it() -> None:
    assert drill_game().actions == drill_game().actions
    assert len(moment(9).tricks) == 9 and len(moment(9, played=1).table) == 1
    with pytest.raises(BriscolaError, match="No hay momento"):
        moment(25)


# -- the checks a student types ---------------------------------------------------------------

def test_trumps_out_right_and_wrong_with_the_reason() -> None:
    game = moment(9)
    right = trumps_out(game.view(0))
    assert check_trumps_out(game, right).ok
    hint = check_trumps_out(game, right + 1)   # a first miss: how to count, not the count
    trump = game.view(0).trump
    assert not hint.ok and text("counting.trumps_hint", suit=trump) in hint.message
    assert not says(hint.message, "counting.trumps_why", "suit", "played", "mine", "out")
    wrong = check_trumps_out(game, right + 1)
    assert not wrong.ok and says(wrong.message, "counting.trumps_why", "suit", "played", "mine", "out")
    assert f" {right} " in wrong.message
    assert check_trumps_out(game, str(right)).ok


@pytest.mark.parametrize("junk", ["muchos", "", True, None, 2.5, ["4"]])
def test_trumps_out_answers_junk_with_a_sentence(junk: object) -> None:
    check = check_trumps_out(moment(9), junk)
    assert not check.ok and says(check.message, "counting.not_a_number", "given")


def test_unseen_cargas_accepts_a_list_or_one_text() -> None:
    game = moment(9)
    cargas = unseen_cargas(game.view(0))
    assert check_unseen_cargas(game, [str(c) for c in cargas]).ok
    written = ", ".join(str(c) for c in cargas[:-1]) + " y " + str(cargas[-1])
    assert check_unseen_cargas(game, written).ok


def test_unseen_cargas_says_which_were_seen_and_how_many_are_missing() -> None:
    game = moment(9)
    view = game.view(0)
    seen = next(c for c in view.played if c.is_carga)
    hint = check_unseen_cargas(game, [seen, *unseen_cargas(view)[1:]])
    assert not hint.ok and text("counting.cargas_hint") in hint.message and str(seen) not in hint.message
    check = check_unseen_cargas(game, [seen, *unseen_cargas(view)[1:]])
    assert not check.ok
    assert str(seen) in check.message and text("counting.cargas_missed_one") in check.message
    king = Card.parse("RO")
    assert text("counting.not_cargas_one", cards=king) in check_unseen_cargas(game, "rey de oros").message
    assert says(check_unseen_cargas(game, ["rey de oros", "sota de oros"]).message, "counting.not_cargas", "cards")
    assert says(check_unseen_cargas(game, "as de nada").message, "engine.card_guess", "text", "guess", "name")
    assert not check_unseen_cargas(game, 7).ok


def test_padrona_is_the_strongest_of_its_suit_still_out() -> None:
    game = moment(9)
    view = game.view(0)
    played_ace = next(c for c in view.played if c.rank.name == "ACE")
    hint = check_padrona(game, str(played_ace))
    assert not hint.ok and text("counting.padrona_hint", suit=played_ace.suit) in hint.message
    check = check_padrona(game, str(played_ace))
    top = padrona(view, played_ace.suit)
    assert not check.ok and says(check.message, "counting.padrona_played", "card", "padrona")
    assert str(top) in check.message
    assert check_padrona(game, top.code if top else "").ok  # type: ignore[union-attr]
    weak = min((c for c in game.hand(1) + game.stock if c.suit is played_ace.suit and c != top),
               key=strength)
    # A second miss of this position.
    assert says(check_padrona(game, weak).message, "counting.padrona_wrong", "card", "suit", "padrona")
    assert not check_padrona(game, "as de oros, as de copas").ok
    assert not check_padrona("nada", "as de oros").ok


@pytest.mark.parametrize("typed", [1, 2, 27, None])
def test_a_number_for_the_padrona_is_no_card_not_no_list(typed: object) -> None:
    # The walk's finding: mi_carta = 1 was told "«1» no es una lista de cartas", for a one-card answer.
    check = check_padrona(moment(8), typed)
    assert not check.ok and says(check.message, "counting.not_a_card", "given")
    assert "lista" not in check.message


def test_the_aliases_answer_in_their_languages() -> None:
    game = moment(9)
    assert comprobar_triunfos(game, mi_respuesta=trumps_out(game.view(0))).ok
    set_language("it")
    wrong = controlla_carichi(game, la_mia_risposta="re di denari")
    assert not wrong.ok and text("counting.not_cargas_one", cards=Card.parse("RO")) in wrong.message


# -- the drill --------------------------------------------------------------------------------

def test_the_drill_stops_at_each_moment_and_asks_before_going_on() -> None:
    drill = MemoryDrill()
    asked = []
    while not drill.is_over:
        if drill.question is not None:
            asked.append((drill.trick, drill.question.kind))
            with pytest.raises(BriscolaError, match="Contesta primero"):
                drill.forward()
            assert drill.answer("no sé, la verdad").ok is False
            drill.answer("0" if drill.question.kind == "trumps" else "nadie" if drill.question.kind == "muestra"
                         else "as de oros")
        drill.forward()
    assert [t for t, _ in asked] == list(MOMENTS)
    assert {k for _, k in asked} == {"trumps", "cargas", "padrona", "muestra", "rival"}
    assert drill.score[1] == len(MOMENTS)  # the unreadable answers were not tries


def test_the_drill_checks_from_the_view_and_scores_first_tries() -> None:
    drill = MemoryDrill()
    while drill.question is None:
        drill.forward()
    view = drill.view
    right = trumps_out(view)
    assert not drill.answer(right + 2).ok
    assert drill.answer(right).ok
    assert drill.score == (0, 1)
    drill.forward()
    while drill.question is None:
        drill.forward()
    assert drill.answer(list(unseen_cargas(drill.view))).ok
    assert drill.score == (1, 2)


def test_the_rival_question_at_the_end_of_the_stock() -> None:
    drill = MemoryDrill(moments=(17,))
    while drill.question is None:
        drill.forward()
    hand = drill.game.hand(1)
    assert not drill.answer(list(hand[:2])).ok
    assert drill.answer(", ".join(str(c) for c in hand)).ok


def test_no_question_between_moments() -> None:
    drill = MemoryDrill()
    drill.forward()
    with pytest.raises(BriscolaError, match="no hay ninguna pregunta"):
        drill.answer("3")


# -- what the machine believes -------------------------------------------------------------------

def test_the_belief_is_a_share_per_unseen_card_adding_up_to_the_rivals_hidden_cards() -> None:
    game = moment(14, played=1)
    view = game.view(0)
    shares = belief_of(game, samples=400)
    assert set(shares) == set(view.unseen)
    hidden = view.hand_sizes[1] - len(view.known[1])
    assert sum(shares.values()) == pytest.approx(hidden)
    assert belief_of(game, samples=400) == shares  # seeded


def test_the_belief_reads_the_rivals_plays() -> None:
    shares = belief_of(moment(14, played=1), samples=1500)
    # The rival led a blank: some unseen cards become much less likely than the rest.
    assert min(shares.values()) < 0.5 * max(shares.values())


def test_the_belief_picture_shows_the_truth_only_when_revealed() -> None:
    game = moment(14, played=1)
    hidden = belief_html(game, samples=200)
    shown = belief_html(game, samples=200, reveal=True)
    owned = html.escape(text("counting.in_rival_hand"))
    assert owned not in hidden and shown.count(owned) == len(game.hand(1))
    assert "%" in hidden
    assert html.escape(text("counting.seen_title", trick=14)) in seen_html(moment(14))


def test_the_rivals_hand_is_checked_once_the_stock_is_gone() -> None:
    final = moment(17)
    hand = final.hand(1)
    assert check_rival_hand(final, [str(c) for c in hand]).ok
    hint = check_rival_hand(final, [str(hand[0])])
    assert not hint.ok and text("counting.rival_hint") in hint.message
    short = check_rival_hand(final, [str(hand[0])])
    assert not short.ok and text("counting.rival_short", n=len(hand)) in short.message
    mine = final.hand(0)[0]
    assert str(mine) in check_rival_hand(final, [str(mine), *map(str, hand[1:])]).message
    assert text("counting.not_yet_known", n=moment(9).stock_size) in check_rival_hand(moment(9), []).message
    assert not check_rival_hand(final, 12).ok

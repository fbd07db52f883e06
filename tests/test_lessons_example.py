"""The worked example cut into steps (lesson 03): every picture replays the engine."""

from __future__ import annotations

import pytest

from briscola_teach import Card, Game
from briscola_teach.examples import RIVAL, WORKED_EXAMPLE_PLAYS, YOU, worked_example
from briscola_teach.locale import text
from briscola_teach.exercises.example import (
    FULL_HAND_PLAYS,
    before_trick,
    check_play,
    check_alternative,
    check_winner,
    example_steps,
    first_step_of_trick,
    step_html,
)

from shown import says


def c(name: str) -> Card:
    return Card.parse(name)


def finished_hand() -> Game:
    game = worked_example()
    for card in FULL_HAND_PLAYS:
        game.play(card)
    return game


def test_full_hand_starts_with_the_plays_of_rules_10_and_plays_every_card_once():
    assert FULL_HAND_PLAYS[:6] == WORKED_EXAMPLE_PLAYS
    assert len(FULL_HAND_PLAYS) == 40 == len(set(FULL_HAND_PLAYS))
    game = finished_hand()
    assert game.is_over and sum(game.points) == 120


def test_one_step_per_play_per_draw_plus_deal_and_end():
    steps = example_steps()
    game = finished_hand()
    kinds = [s.kind for s in steps]
    assert kinds.count("play") == 40
    assert kinds.count("draw") == len(game.draws) == 34
    assert kinds[0] == "deal" and kinds[-1] == "end" and kinds.count("deal") == kinds.count("end") == 1
    assert [s.number for s in steps] == list(range(len(steps)))


def test_every_picture_holds_all_forty_cards_exactly_once():
    for step in example_steps():
        seen = [card for hand in step.hands for card in hand]
        seen += [card for _, card in step.table] + [card for pile in step.piles for card in pile]
        hidden_in_stock = step.stock_size - (1 if step.muestra_drawn_by is None and step.stock_size else 0)
        assert len(seen) == len(set(seen))
        muestra_shown = 1 if step.stock_size and step.muestra not in seen else 0
        assert len(seen) + hidden_in_stock + muestra_shown == 40, step.title


def test_after_trick_one_the_rival_draws_first_then_you_and_the_rival_leads():
    steps = example_steps()
    draws = [s for s in steps if s.kind == "draw" and s.trick == 1]
    assert [d.drawn.seat for d in draws if d.drawn] == [RIVAL, YOU]
    assert draws[0].drawn is not None and draws[0].drawn.card is c("as de espadas")
    assert draws[1].hands[YOU][-1] is c("dos de copas")
    lead = steps[draws[-1].number + 1]
    assert lead.kind == "play" and lead.table == ((RIVAL, c("rey de espadas")),)


def test_draws_are_shown_one_at_a_time_with_the_stock_going_down():
    steps = example_steps()
    complete = next(s for s in steps if s.trick == 1 and s.winner is not None)
    first, second = steps[complete.number + 1], steps[complete.number + 2]
    assert (complete.stock_size, first.stock_size, second.stock_size) == (34, 33, 32)
    assert len(complete.hands[RIVAL]) == 2 and len(first.hands[RIVAL]) == 3
    assert len(first.hands[YOU]) == 2 and len(second.hands[YOU]) == 3


def test_piles_take_the_trick_only_once_it_leaves_the_table():
    steps = example_steps()
    complete = next(s for s in steps if s.trick == 1 and s.winner is not None)
    assert complete.winner == RIVAL and complete.points == (0, 0)
    assert steps[complete.number + 1].points == (0, 10)
    assert len(steps[complete.number + 1].piles[RIVAL]) == 2


def test_trick_two_explains_why_the_as_de_oros_stays_in_hand_with_engine_numbers():
    step = next(s for s in example_steps() if s.trick == 2 and s.winner is not None)
    assert "as de oros" in step.explanation
    assert "15 en la baza en lugar de 4" in step.explanation  # 11 of the as + 4 of the rey
    assert c("as de oros") in step.hands[YOU]


def test_trick_three_says_the_two_of_cups_is_trump_and_takes_eleven():
    step = next(s for s in example_steps() if s.trick == 3 and s.winner is not None)
    assert step.winner == YOU
    assert "dos de copas" in step.explanation and "triunfo" in step.explanation
    assert "11 puntos" in step.explanation


def test_the_loser_of_trick_17_takes_the_muestra_and_the_text_says_so():
    steps = example_steps()
    trick17 = next(s for s in steps if s.trick == 17 and s.winner is not None)
    last_draw = [s for s in steps if s.kind == "draw"][-1]
    assert last_draw.trick == 17
    assert last_draw.drawn is not None and last_draw.drawn.is_muestra
    assert last_draw.drawn.seat == 1 - trick17.winner == finished_hand().muestra_drawn_by
    assert "muestra" in last_draw.explanation and "cinco de copas" in last_draw.explanation


def test_rival_draws_are_not_named_in_the_text():
    for step in example_steps():
        if step.drawn is not None and step.drawn.seat == RIVAL and not step.drawn.is_muestra:
            assert str(step.drawn.card) not in step.explanation


def test_final_step_reports_the_engine_outcome():
    end = example_steps()[-1]
    outcome = finished_hand().outcome
    assert outcome is not None
    you, rival = outcome.points
    assert (text("stepper.end_win_you", you=you, rival=rival) in end.explanation) == (outcome.winners == (YOU,))


def test_first_step_of_trick_is_its_lead():
    steps = example_steps()
    for number in (1, 2, 17, 20):
        step = steps[first_step_of_trick(number)]
        assert step.trick == number and len(step.table) == 1
    assert first_step_of_trick(0) == 0


def test_before_trick_is_the_engine_at_that_lead():
    game = before_trick(3)
    assert len(game.tricks) == 2 and game.turn == RIVAL
    assert c("dos de copas") in game.hand(YOU)
    with pytest.raises(ValueError):
        before_trick(21)


@pytest.mark.parametrize("answer", ["tú", "Tu", "TÚ", " yo ", 1, "1", "jugador 1", "Jugador 1"])
def test_check_winner_takes_you_as_a_student_writes_it(answer):
    assert check_winner(3, answer).ok


@pytest.mark.parametrize("answer", ["rival", "Rival", "el rival", 2, "2", "jugador 2"])
def test_check_winner_takes_the_rival_as_a_student_writes_it(answer):
    assert check_winner(2, answer).ok


def test_check_winner_hints_first_then_explains():
    hint = check_winner(2, "tú")
    assert not hint.ok and not says(hint.message, "stepper.winner_why_rival", "trick", "reason")
    wrong = check_winner(2, "tú")
    assert not wrong.ok and says(wrong.message, "stepper.winner_why_rival", "trick", "reason")


@pytest.mark.parametrize("answer", [7, "nadie", 2.5, ["tú"], True, "THEM"])
def test_check_winner_answers_nonsense_in_one_spanish_line(answer):
    result = check_winner(1, answer)
    assert not result.ok and "«tú» o «rival»" in result.message
    assert "THEM" not in result.message.replace(str(answer), "")


@pytest.mark.parametrize("answer", ["tú", "Tu", "you", "YOU", "yo", "io", "jugador 1", "player 1",
                                    "il giocatore 1", "1"])
def test_check_winner_takes_you_as_any_edition_writes_it(answer):
    # Trick 1 of the worked example goes to the rival: "you" is a wrong answer, not a junk one.
    result = check_winner(1, answer)
    assert not result.ok and "«tú» o «rival»" not in result.message, result.message


@pytest.mark.parametrize("answer", ["rival", "the opponent", "l'avversario", "avversario", "player 2"])
def test_check_winner_takes_the_rival_as_any_edition_writes_it(answer):
    assert check_winner(1, answer).ok, check_winner(1, answer).message


def test_check_winner_waits_for_an_answer():
    result = check_winner(17, "")
    assert not result.ok and "Escribe «tú» o «rival»" in result.message


def test_check_play_on_trick_two_gives_the_coachs_verdict_and_nothing_else():
    from briscola_teach.exercises.example import coach_review

    seis = next(e for e in coach_review() if e.trick_number == 2)
    example = check_play(2, "seis de bastos")
    # The example's play gets the verdict the stepper shows for it: the same price, one mark.
    assert example.ok == (not seis.is_flagged)
    assert seis.verdict() in example.message and "regla de los libros" in example.message
    assert ("✔" in example.message) != ("✘" in example.message)
    trump = check_play(2, "dos de copas")
    assert trump.ok and "✔" in trump.message and "✘" not in trump.message
    hint = check_play(2, "as de oros")
    assert not hint.ok and "Pista" in hint.message and "seis de bastos" not in hint.message
    other = check_play(2, "as de oros")
    assert not other.ok and "seis de bastos" in other.message and "✔" not in other.message
    assert "tirar una carga de un tercer palo" in other.message


def test_check_play_compares_with_the_example():
    assert check_play(3, "dos de copas").ok
    assert not check_play(2, "as de copas").ok  # not in your hand then


def test_what_if_the_as_de_oros_on_trick_two_costs_its_eleven_points():
    game = before_trick(2)
    assert not check_alternative(game).ok  # nothing played yet
    game.play("rey de espadas")
    game.play("as de oros")
    result = check_alternative(game)
    assert not result.ok
    assert "15" in result.message and text("stepper.what_if_lost", extra=11) in result.message
    same = before_trick(2)
    same.play("rey de espadas")
    same.play("seis de bastos")
    as_in_the_example = check_alternative(same)
    assert as_in_the_example.ok and as_in_the_example.message.count("seis de bastos") == 1


def test_the_end_of_the_example_says_who_took_the_last_tricks():
    from briscola_teach.exercises.example import whole_hand

    last = [t.winner for t in whole_hand().tricks]
    run = len(last) - max(i for i, w in enumerate(last) if w != RIVAL) - 1
    assert run == 5 and "las cinco últimas bazas" in text("stepper.end_moral")
    trump = before_trick(2)
    trump.play("rey de espadas")
    trump.play("dos de copas")
    killed = check_alternative(trump)
    assert killed.ok and says(killed.message, "stepper.what_if_you", "the_card", "points")
    assert "después" in killed.message  # the as de espadas of trick 3 is hindsight


def test_hand_table_names_you_and_the_rival():
    from briscola_teach.exercises.example import hand_table, whole_hand

    table = hand_table(whole_hand())
    assert len(table) == 20
    assert table["winner"][:3] == ["rival", "rival", "tú"]
    assert table.rows[-1]["total_you"] + table.rows[-1]["total_rival"] == 120
    assert "cuatro de bastos (tú)" in table.rows[0]["cards"]
    assert table.labels["total_you"] == "total tú" and table.labels["cards"] == "cartas"


def test_step_html_hides_the_rival_hand_unless_revealed():
    step = example_steps()[0]
    hidden = step_html(step)
    for card in step.hands[RIVAL]:
        assert str(card) not in hidden
    shown = step_html(step, reveal=True)
    assert all(str(card) in shown for card in step.hands[RIVAL])
    assert "quedan 34" in hidden


def test_whole_hand_is_the_engine_after_every_play():
    from briscola_teach.exercises.example import whole_hand

    game = whole_hand()
    assert game.actions == FULL_HAND_PLAYS and game.is_over
    assert game.points == example_steps()[-1].points


def test_check_play_explains_a_misspelt_card_instead_of_failing():
    result = check_play(2, "as de nada")
    assert not result.ok and "no es una carta" in result.message


def test_what_if_needs_the_rivals_real_lead():
    game = before_trick(2)
    game.play("siete de oros")
    game.play("seis de bastos")
    result = check_alternative(game)
    assert not result.ok and "rey de espadas" in result.message


def test_the_three_tricks_of_rules_10_alone_make_a_shorter_example():
    steps = example_steps(WORKED_EXAMPLE_PLAYS)
    assert steps[-1].kind == "draw" and steps[-1].trick == 3
    assert steps[-1].points == (11, 14)


def test_english_texts_have_the_same_keys_and_fields_as_spanish():
    import string

    from briscola_teach.locale.en import deal as en_deal
    from briscola_teach.locale.en import stepper as en_stepper
    from briscola_teach.locale.es import deal as es_deal
    from briscola_teach.locale.es import stepper as es_stepper

    def fields(words: str) -> set[str]:
        return {name for _, name, _, _ in string.Formatter().parse(words) if name}

    for es, en in ((es_stepper.TEXTS, en_stepper.TEXTS), (es_deal.TEXTS, en_deal.TEXTS)):
        assert set(es) == set(en)
        for key in es:
            assert fields(es[key]) == fields(en[key]), key


def test_steps_follow_the_language_chosen():
    from briscola_teach import set_language

    spanish = example_steps()[0].explanation
    set_language("en")
    try:
        english = example_steps()[0].explanation
        assert "trump card" in english and "muestra" not in english
    finally:
        set_language("es")
    assert example_steps()[0].explanation == spanish != english


@pytest.mark.parametrize("call", [
    lambda: check_winner("dos", "tú"),
    lambda: check_winner(25, "tú"),
    lambda: check_play(None, "as de oros"),
    lambda: check_play(2, 11),
    lambda: check_alternative("as de oros"),
], ids=["trick-word", "trick-25", "trick-none", "card-int", "not-a-game"])
def test_a_wrong_type_in_lesson_3_is_one_spanish_line(call):
    result = call()
    assert not result.ok and "\n" not in result.message and "Error" not in result.message

"""The worked-example stepper as a student uses it: clicks, the jump list, the reveal toggle."""

from __future__ import annotations

import html

from briscola_teach import Card
from briscola_teach.examples import RIVAL, YOU
from briscola_teach.exercises.example import points_phrase, the
from briscola_teach.locale import text
from briscola_teach.widgets import WorkedExampleStepper

from shown import shown_html


def test_starts_at_the_deal_with_previous_disabled():
    stepper = WorkedExampleStepper()
    assert stepper.index == 0 and stepper.current.kind == "deal"
    nav = stepper.navigator
    assert nav.previous_button.disabled and nav.first_button.disabled and not nav.next_button.disabled
    assert html.escape(text("stepper.title_deal")) in stepper.explanation
    assert html.escape(str(stepper.current.muestra)) in stepper.explanation
    assert text("stepper.step_counter", number=1, total=len(stepper.steps)) in stepper.navigator.label.value


def test_next_plays_the_first_lead_and_previous_returns_to_the_same_picture():
    stepper = WorkedExampleStepper()
    before = (stepper.board, stepper.explanation)
    stepper.navigator.next_button.click()
    assert stepper.current.table == ((YOU, Card.parse("cuatro de bastos")),)
    assert "cuatro de bastos" in stepper.board
    stepper.navigator.previous_button.click()
    assert (stepper.board, stepper.explanation) == before


def test_after_trick_one_the_rival_draws_first_then_leads():
    stepper = WorkedExampleStepper()
    for _ in range(3):
        stepper.navigator.next_button.click()
    assert stepper.current.kind == "draw" and stepper.current.drawn is not None
    assert stepper.current.drawn.seat == RIVAL
    before, _, after = text("stepper.draw_first_rival", what="\0").partition("\0")
    assert html.escape(before) in stepper.explanation
    stepper.navigator.next_button.click()
    stepper.navigator.next_button.click()
    assert stepper.current.table[0][0] == RIVAL
    lead = text("stepper.lead_rival", the_card=the(Card.parse("RE")), points=points_phrase(4))
    assert html.escape(lead) in stepper.explanation


def test_jump_to_trick_two_mentions_the_as_de_oros():
    stepper = WorkedExampleStepper()
    stepper.jump_choice.value = 2
    assert stepper.current.trick == 2 and len(stepper.current.table) == 1
    stepper.navigator.next_button.click()
    assert "as de oros" in stepper.explanation
    assert stepper.jump_choice.value == 2


def test_last_shows_the_final_count_and_disables_next():
    stepper = WorkedExampleStepper()
    stepper.navigator.last_button.click()
    assert stepper.current.kind == "end"
    assert stepper.navigator.next_button.disabled and stepper.navigator.last_button.disabled
    assert html.escape(text("stepper.title_end")) in stepper.explanation
    assert stepper.jump_choice.value == -1
    stepper.navigator.first_button.click()
    assert stepper.index == 0 and stepper.jump_choice.value == 0


def test_reveal_toggle_shows_the_rival_cards():
    stepper = WorkedExampleStepper()
    rival_cards = stepper.current.hands[RIVAL]
    assert not any(str(card) in stepper.board for card in rival_cards)
    stepper.reveal_toggle.value = True
    assert all(str(card) in stepper.board for card in rival_cards)


def test_static_html_is_the_current_picture():
    stepper = WorkedExampleStepper(step=10)
    still = stepper.static_html()
    assert html.escape(str(Card.parse("2C"))) in still
    assert html.escape(text("stepper.step_counter", number=11, total=len(stepper.steps))) in still
    assert shown_html(stepper) == still


def test_go_stays_inside_the_hand():
    stepper = WorkedExampleStepper()
    stepper.go(1000)
    assert stepper.current.kind == "end"
    stepper.go(-5)
    assert stepper.index == 0


def test_the_explanation_sits_beside_the_table_right_under_the_buttons() -> None:
    stepper = WorkedExampleStepper()
    body = stepper.children[-1]
    # Drawn right of the table, or above it when the page is narrow: never a screen below.
    assert [child.value for child in body.children] == [stepper.explanation, stepper.board]
    assert body.layout.flex_flow == "row-reverse wrap"
    nav = stepper.children[1]
    assert stepper.navigator.next_button in nav.children


def test_the_size_toggle_zooms_the_stepper_and_keeps_the_step() -> None:
    stepper = WorkedExampleStepper()
    stepper.navigator.next_button.click()
    stepper.size_toggle.value = "large"
    assert "bt-size-large" in stepper.classes and stepper.index == 1
    stepper.size_toggle.value = "compact"
    assert "bt-size-compact" in stepper.classes and "bt-size-large" not in stepper.classes

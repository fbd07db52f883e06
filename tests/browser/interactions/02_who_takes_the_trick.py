"""Click-through of lesson 02: change the muestra in the lab, answer one trick of the quiz."""

from __future__ import annotations

from playwright.sync_api import Page

from briscola_teach import Card
from briscola_teach.explain import trick_explanation
from briscola_teach.lessons.cards import the
from briscola_teach.locale import text
from briscola_teach.widgets import TrickQuiz

from . import (TIMEOUT_MS, click_widget_button, notebook_outputs, select_widget_option, wait_for_text, widget_button,
               widget_html_text)

#: The notebook's quiz deals from this seed; a twin here deals the same tricks.
QUIZ_SEED = 7


def _label(seat: int) -> str:
    return text("lessons_tricks.player", n=seat + 1)


def _in_sentence(seat: int) -> str:
    return text("lessons_tricks.the_player", n=seat + 1)


def interact(page: Page) -> None:
    """A shipped answer's verdict waits folded; with the muestra in oros the led ace wins back; the quiz scores."""
    # The answer cell as shipped (issue 30 §1): its verdict is folded until "show answer" is pressed.
    folded = notebook_outputs(page).locator(".bt-example details").first
    folded.wait_for(state="attached", timeout=TIMEOUT_MS)
    inner = folded.locator(".bt-check").first
    assert not inner.is_visible(), "the shipped answer's verdict shows before it is asked for"
    folded.locator("summary", has_text=text("progress.show_answer")).click()
    inner.wait_for(state="visible", timeout=TIMEOUT_MS)

    # TrickLab: as de espadas (jugador 1) against dos de copas (jugador 2), muestra cinco de copas.
    cards = [Card.parse("AE"), Card.parse("2C")]
    wait_for_text(page, trick_explanation(cards, "C").taken_by(_in_sentence(1)))
    select_widget_option(page, Card.parse("5O").name(), description=text("trick_lab.muestra"))
    no_trump = trick_explanation(cards, "O")
    wait_for_text(page, no_trump.taken_by(_in_sentence(0)))
    verdict = widget_html_text(page, containing=no_trump.taken_by(_in_sentence(0)))
    assert no_trump.reason in verdict, (no_trump.reason, verdict)

    # TrickQuiz: click the seat a twin quiz says takes the first trick.
    twin = TrickQuiz(seed=QUIZ_SEED)
    winner = twin.winner()
    card = dict(twin.plays)[winner]
    click_widget_button(page, text("trick_lab.quiz_answer", who=_label(winner), card=str(card)))
    wait_for_text(page, text("trick_lab.quiz_score", right=1, asked=1, streak=1, best=1))
    wait_for_text(page, text("trick_lab.quiz_right", who=_in_sentence(winner), card=the(card)))
    click_widget_button(page, text("trick_lab.quiz_next"))
    twin.answer(winner)
    twin.next_trick()
    seat, next_card = twin.plays[0]
    # The next trick's first answer button names its leader and card.
    widget_button(page, text("trick_lab.quiz_answer", who=_label(seat), card=str(next_card)))
    assert text("trick_lab.quiz_score", right=1, asked=1, streak=1, best=1) in widget_html_text(
        page, containing=text("trick_lab.quiz_score", right=1, asked=1, streak=1, best=1))

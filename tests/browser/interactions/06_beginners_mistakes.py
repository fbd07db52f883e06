"""Click-through of lesson 06: answer a "find the mistake" position, step the hand review, then
review the course's hand from the list of saved hands with a wrong and then a right try."""

from __future__ import annotations

from playwright.sync_api import Page

from briscola_teach.coach import review
from briscola_teach.verdicts import the_card
from briscola_teach.lessons.mistakes import EXERCISES, sample_hand
from briscola_teach.locale import text, words
from briscola_teach.mistakes import Mistake
from briscola_teach.practice import is_better

from ..conftest import SCREENSHOTS
from ..screens import check_fits, widget_screen
from . import (assert_changes, click_widget_button, kernel_round_trip, select_widget_option, wait_for_text,
               widget_button, widget_html_text)


def interact(page: Page) -> None:
    """Play the as de oros in the first position (a carga thrown) and jump to a flagged play."""
    # FindTheMistake opens on its first exercise, where one card is a carga thrown away.
    first_exercise = EXERCISES[0]
    assert first_exercise.mistake is Mistake.CARGA_THROWN
    wrong = first_exercise.wrong
    click_widget_button(page, str(wrong))
    title = Mistake.CARGA_THROWN.title
    title = title[:1].lower() + title[1:]  # inside the sentence, after a colon
    said = text("coach.w_wrong", title=title)
    wait_for_text(page, said)
    answer = widget_html_text(page, containing=said)
    assert title in answer, answer
    assert str(wrong) in answer, answer
    exercise = widget_screen(page, "bt-find-the-mistake")
    check_fits(page, exercise, {"card -> coach's answer": (
        widget_button(page, str(wrong)), exercise.locator(".bt-ftm-answer"))},
        SCREENSHOTS / "find-the-mistake.png")

    # MistakeReview of the shipped hand, reviewed here exactly as the notebook does
    # (same seed, same samples): "Siguiente error" jumps to the first flagged play.
    reviewed = review(sample_hand(), seat=0)
    flagged = [i for i, e in enumerate(reviewed) if e.mistake is not None or e.severity]
    target = reviewed[next(i for i in flagged if i > 0)]
    heading = text("coach.w_trick", trick=target.trick_number, card=the_card(target.card))
    after = assert_changes(page, lambda: click_widget_button(page, text("coach.w_next_mistake")))
    assert any(heading in shown for shown in after), (heading, after)
    reviewer = widget_screen(page, "bt-mistake-review")
    check_fits(page, reviewer, {"next mistake -> verdict": (
        widget_button(page, text("coach.w_next_mistake")), reviewer.locator(".bt-review-verdict"))},
        SCREENSHOTS / "review.png")

    # The saved-hand picker offers the course's hand (and any hand another check saved at the
    # table of lesson 05 in this folder): a wrong try gets a hint, a right one the verdict.
    select_widget_option(page, text("practice.s_course"), description=text("practice.s_pick"))
    click_widget_button(page, text("practice.s_open"))
    wait_for_text(page, text("practice.r_title"))
    entry = reviewed.flagged[0]
    right = entry.best
    assert right is not None and is_better(entry.values, entry.card, right)
    tries = widget_screen(page, "bt-try-again")

    def click_card(card: object) -> None:
        button = tries.locator(".bt-try-card", has_text=str(card)).first
        button.scroll_into_view_if_needed()
        kernel_round_trip(page, lambda: button.click())

    click_card(entry.card)  # the card played in the hand: never the better one
    wait_for_text(page, text("practice.r_try_again"))
    assert text("practice.r_miss", card=words().capital(the_card(entry.card))) in widget_html_text(
        page, containing=text("practice.r_try_again"))
    click_card(right)
    wait_for_text(page, text("practice.r_right_second", card=words().capital(the_card(right))))
    check_fits(page, tries, {"card -> verdict": (
        tries.locator(".bt-try-card", has_text=str(right)).first, tries.locator(".bt-try-verdict"))},
        SCREENSHOTS / "try-again.png")

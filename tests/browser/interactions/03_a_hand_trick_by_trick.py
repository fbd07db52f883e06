"""Click-through of lesson 03: step the worked example forward, jump to trick 2, reveal the rival."""

from __future__ import annotations

from playwright.sync_api import Page

from briscola_teach import Card
from briscola_teach.exercises.example import YOU, example_steps, first_step_of_trick
from briscola_teach.locale import text

from ..conftest import SCREENSHOTS
from ..screens import check_fits, widget_screen
from . import (assert_changes, click_widget_button, select_widget_option, wait_for_text, widget_button,
               widget_html_text)


def interact(page: Page) -> None:
    """Next shows your first lead; jumping to trick 2 and one step on explains the as de oros."""
    steps = example_steps()
    after = assert_changes(page, lambda: click_widget_button(page, text("screens.nav_next")))
    assert any(Card.parse("4B").name() in shown for shown in after), after
    wait_for_text(page, text("stepper.step_counter", number=2, total=len(steps)))

    select_widget_option(page, text("stepper.jump_trick", number=2),
                         description=text("stepper.jump"))
    lead = steps[first_step_of_trick(2)]
    wait_for_text(page, lead.title)
    click_widget_button(page, text("screens.nav_next"))
    answer = steps[lead.number + 1]
    shown = widget_html_text(page, containing=answer.title)
    assert Card.parse("AO").name() in shown and Card.parse("6B").name() in shown, shown

    assert_changes(page, lambda: click_widget_button(page, text("stepper.reveal")))

    # On a laptop and a projector, "Siguiente" and the explanation it changes are on one screen.
    stepper = widget_screen(page, "bt-screen.bt-worked-example")
    check_fits(page, stepper, {
        "Siguiente -> explanation": (widget_button(page, text("screens.nav_next")),
                                     stepper.locator(".bt-step-explanation")),
        "Siguiente -> your hand": (widget_button(page, text("screens.nav_next")),
                                   stepper.locator(f'.bt-seat[data-seat="{YOU}"]')),
    }, SCREENSHOTS / "stepper.png")

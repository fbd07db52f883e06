"""Click-through of lesson 11: the auction's first bid, the partner quiz answered wrong then right, the hand's end,
and a pass in the auction at the table of five."""

from __future__ import annotations

from playwright.sync_api import Page

from briscola_teach.chiamata import PLAYERS
from briscola_teach.lessons.chiamata import EXAMPLE, ReadingDrill, hand_steps
from briscola_teach.locale import text, words
from briscola_teach.widgets import CardTable

from ..conftest import SCREENSHOTS
from ..screens import check_fits, widget_screen
from . import click_widget_button, wait_for_text, widget_button, widget_html_text

#: The lesson's two steppers in notebook order: the auction, then the whole hand.
AUCTION, WHOLE = 0, 1
#: The table of five is dealt from this number.
SEED = 2024


def interact(page: Page) -> None:
    """Next tells the first bid and why; a wrong seat then a right one in the quiz; the last step's match points;
    the student's pass at the table, and the story of the auction going on."""
    # The auction: the first bid, said as the twin steps say it.
    first_bid = hand_steps(EXAMPLE)[1].lines[0]
    click_widget_button(page, text("screens.nav_next"), nth=AUCTION)
    wait_for_text(page, first_bid)
    stepper = widget_screen(page, "bt-chiamata-stepper", nth=AUCTION)
    check_fits(page, stepper, {"next -> why": (widget_button(page, text("screens.nav_next"), nth=AUCTION),
                                               stepper.locator(".bt-ch-why"))},
               SCREENSHOTS / "chiamata-auction.png")

    # The quiz, twinned here without a browser: a wrong seat first, then the right one.
    twin = ReadingDrill()
    seats = words().seats(PLAYERS, twin.seat)
    wrong = twin.choose(1)
    assert not wrong.ok
    click_widget_button(page, seats[1])
    wait_for_text(page, wrong.lines[0])
    assert "✘" in widget_html_text(page, containing=wrong.lines[0])
    click_widget_button(page, text("lessons_chiamata.q_next"))
    twin.next()
    wait_for_text(page, text("lessons_chiamata.q_position", n=2, total=len(twin.positions)))
    right = twin.choose(3)
    assert right.ok
    click_widget_button(page, words().seats(PLAYERS, twin.seat)[3])
    wait_for_text(page, right.lines[1])
    assert "✔" in widget_html_text(page, containing=right.lines[0])
    quiz = widget_screen(page, "bt-reading-quiz")
    check_fits(page, quiz, {"seat -> verdict": (widget_button(page, seats[3]), quiz.locator(".bt-rq-verdict"))},
               SCREENSHOTS / "chiamata-reading-quiz.png")

    # The whole hand: the last step gives every seat's match points.
    end = hand_steps(EXAMPLE, whole=True)[-1].lines[-1]
    click_widget_button(page, text("screens.nav_last"), nth=WHOLE)
    wait_for_text(page, end)

    # The table of five: the student passes, and the story tells it and the machine's answers.
    twin = CardTable(players=5, level="sensato", seed=SEED)
    told = len(twin.events)
    twin.pass_bid()
    expected = twin.events[told:]
    assert expected, "the seeded pass should tell the story of the auction"
    click_widget_button(page, text("table.ch_pass_button"))
    for line in expected:
        wait_for_text(page, line)

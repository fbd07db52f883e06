"""One step navigator for the deal, the worked example and the review: the same buttons, the size toggle."""

from __future__ import annotations

import pytest

from briscola_teach.coach import review
from briscola_teach.exercises.mistakes import sample_hand
from briscola_teach.locale import text
from briscola_teach.widgets import DealStepper, FindTheMistake, MistakeReview, WorkedExampleStepper
from briscola_teach.widgets.base import Screen
from briscola_teach.widgets.navigator import Navigator

WORDS = [text(f"screens.nav_{name}") for name in ("first", "previous", "next", "last")]


def test_the_navigator_asks_for_the_first_the_one_before_the_one_after_and_the_last() -> None:
    asked: list[int] = []
    nav = Navigator(asked.append, position=lambda n, total: f"paso {n} de {total}")
    nav.show(3, 10)
    for button in nav.buttons:
        button.click()
    assert asked == [0, 2, 4, 9]
    assert "paso 4 de 10" in nav.label.value
    assert [b.description for b in nav.buttons] == WORDS


@pytest.mark.parametrize(("index", "total", "back", "on"), [
    (0, 5, True, False), (2, 5, False, False), (4, 5, False, True), (0, 1, True, True), (0, 0, True, True),
])
def test_the_buttons_that_lead_nowhere_are_disabled(index: int, total: int, back: bool, on: bool) -> None:
    nav = Navigator(lambda _: None, position=lambda n, total: f"{n}/{total}")
    nav.show(index, total)
    assert nav.first_button.disabled is back and nav.previous_button.disabled is back
    assert nav.next_button.disabled is on and nav.last_button.disabled is on
    assert (f"{index + 1}/{total}" in nav.label.value) is (total > 0)


def test_an_error_in_a_step_reaches_the_screen_not_a_log() -> None:
    screen = WorkedExampleStepper()

    def broken(index: int) -> None:
        raise ValueError(f"no step {index}")

    nav = Navigator(broken, guard=screen.guarded, position=lambda n, total: "")
    nav.show(0, 3)
    nav.next_button.click()
    assert "no step 1" in screen.feedback


def _screens() -> list[Screen]:
    return [DealStepper(), WorkedExampleStepper(), MistakeReview(review(sample_hand(), 0, samples=4))]


def test_the_three_step_screens_share_one_navigator() -> None:
    for screen in _screens():
        nav = screen.navigator  # type: ignore[attr-defined]
        assert isinstance(nav, Navigator)
        assert nav in screen.children
        assert [b.description for b in nav.buttons] == WORDS
        nav.last_button.click()
        assert screen.index == nav.total - 1 > 0  # type: ignore[attr-defined]
        assert nav.next_button.disabled and not nav.first_button.disabled
        nav.previous_button.click()
        assert screen.index == nav.total - 2  # type: ignore[attr-defined]
        nav.first_button.click()
        assert screen.index == 0 and nav.previous_button.disabled  # type: ignore[attr-defined]


def test_each_screen_says_its_position_in_its_own_words() -> None:
    deal, example, reviewer = _screens()
    assert text("deal.step_counter", number=1, total=len(deal.steps)) in deal.navigator.label.value  # type: ignore[attr-defined]
    assert text("stepper.step_counter", number=1, total=len(example.steps)) in example.navigator.label.value  # type: ignore[attr-defined]
    total = len(reviewer.review)  # type: ignore[attr-defined]
    assert text("coach.w_position", n=1, total=total) in reviewer.navigator.label.value  # type: ignore[attr-defined]


@pytest.mark.parametrize("make", [DealStepper, WorkedExampleStepper,
                                  lambda: MistakeReview(review(sample_hand(), 0, samples=4)),
                                  FindTheMistake])
def test_every_step_screen_and_the_review_screens_have_the_size_toggle(make: object) -> None:
    screen = make()  # type: ignore[operator]
    bars = [w for w in _walk(screen) if "bt-size-bar" in getattr(w, "_dom_classes", ())]
    assert len(bars) == 1
    before = screen.static_html()
    screen.size_toggle.value = "large"
    assert "bt-size-large" in screen.classes
    assert screen.static_html() == before  # what is shown is the same, only bigger


def test_the_review_keeps_its_back_and_on_buttons_and_its_next_mistake() -> None:
    screen = MistakeReview(review(sample_hand(), 0, samples=4))
    assert screen.previous_button is screen.navigator.previous_button
    assert screen.next_button is screen.navigator.next_button
    assert screen.next_mistake_button in screen.navigator.children


def _walk(widget: object) -> list[object]:
    found = [widget]
    for child in getattr(widget, "children", ()):
        found += _walk(child)
    return found

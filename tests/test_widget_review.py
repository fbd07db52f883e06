"""The coach's screens, clicked as a student would: the hand review and "find the mistake"."""

from __future__ import annotations

import pytest

from briscola_teach import render
from briscola_teach import Card
from briscola_teach.coach import Review, review
from briscola_teach.verdicts import the_card
from briscola_teach.coach import judge
from briscola_teach.exercises.mistakes import EXERCISES, exercise_positions, sample_hand, textbook
from briscola_teach.locale import text, words
from briscola_teach.mistakes import Mistake
from briscola_teach.widgets import FindTheMistake, MistakeReview


@pytest.fixture(scope="module")
def reviewed() -> Review:
    return review(sample_hand(), 0, samples=4)


def test_review_screen_starts_on_the_first_play_and_steps_with_the_buttons(reviewed: Review) -> None:
    screen = MistakeReview(reviewed)
    assert screen.index == 0 and screen.previous_button.disabled
    assert str(reviewed[0].card) in screen.panel
    screen.next_button.click()
    assert screen.index == 1
    assert text("coach.w_trick", trick=reviewed[1].trick_number, card=the_card(reviewed[1].card)) in screen.panel
    screen.previous_button.click()
    assert screen.index == 0


def test_review_screen_jumps_to_each_flagged_play_with_its_verdict(reviewed: Review) -> None:
    screen = MistakeReview(reviewed)
    flagged = [i for i, e in enumerate(reviewed) if e.is_flagged]
    assert flagged
    seen = []
    for _ in flagged:
        screen.next_mistake_button.click()
        seen.append(screen.index)
        entry = reviewed[screen.index]
        assert entry.verdict().startswith("✘")
        for note in entry.notes():
            assert note in screen.panel.replace("&#x27;", "'")
    assert seen == [i for i in flagged if i > 0] + ([flagged[0]] if flagged[0] == 0 else [])


def test_review_screen_names_a_carga_thrown_and_its_cost() -> None:
    reviewed = review(sample_hand(), 0)  # the coach's own deals: 4 cannot tell what it cost
    screen = MistakeReview(reviewed)
    index = next(i for i, e in enumerate(reviewed)
                 if e.mistake is Mistake.CARGA_THROWN and e.is_flagged)
    screen.show(index)
    panel = screen.panel
    title = Mistake.CARGA_THROWN.title
    assert title[:1].lower() + title[1:] in panel  # after the card and a colon
    entry = reviewed[index]
    cost = text("coach.verdict_cost", loss=entry.loss_text, severity=entry.severity_label)
    assert cost in panel and entry.method in panel


def test_review_screen_stops_at_the_last_play(reviewed: Review) -> None:
    screen = MistakeReview(reviewed)
    screen.show(99)
    assert screen.index == len(reviewed) - 1 and screen.next_button.disabled


def test_review_screen_still_picture_lists_the_flagged_plays(reviewed: Review) -> None:
    still = MistakeReview(reviewed).static_html()
    assert "bt-review-table" in still
    assert reviewed.flagged
    for entry in reviewed.flagged:
        assert (entry.title or text("coach.generic_title")) in still


def test_review_screen_shows_the_cards_drawn_after_the_trick(reviewed: Review) -> None:
    screen = MistakeReview(reviewed)
    mine = next(d for d in reviewed.game.draws if d.after_trick == reviewed[0].trick_number and d.seat == 0)
    assert words().capital(text("coach.w_you_drew", card=the_card(mine.card))) \
        in screen.panel


def test_find_the_mistake_wrong_card_gets_the_coach_explanation() -> None:
    screen = FindTheMistake(samples=8)
    book = EXERCISES[0]
    index = screen.game.hand(0).index(book.wrong)
    screen.card_buttons[index].click()
    assert screen.answered and screen.answer is not None
    assert screen.answer.mistake is Mistake.CARGA_THROWN
    feedback = screen.feedback
    title = Mistake.CARGA_THROWN.title
    assert text("coach.w_wrong", title=title[:1].lower() + title[1:]) in feedback
    assert screen.answer.explanation.replace("'", "&#x27;") in feedback
    assert all(b.disabled for b in screen.card_buttons if b.description)
    assert text("coach.w_score", right=0, tried=1) in screen.scoreboard


def test_find_the_mistake_right_card_is_praised_and_counted() -> None:
    book = textbook(Mistake.TRUMP_ON_BLANK)
    screen = FindTheMistake([book.start()])
    index = screen.game.hand(0).index(book.right)
    screen.card_buttons[index].click()
    assert text("coach.w_right") in screen.feedback
    assert screen.score == (1, 1)


def test_find_the_mistake_moves_on_and_clears_the_answer() -> None:
    screen = FindTheMistake(samples=8)
    screen.card_buttons[0].click()
    first = screen.game
    screen.next_button.click()
    assert screen.game is not first and not screen.answered and screen.feedback == ""
    assert not any(b.disabled for b in screen.card_buttons if b.description)
    assert [b.description for b in screen.card_buttons if b.description] == [
        str(c) for c in screen.game.hand(0)]


def test_find_the_mistake_refuses_a_second_answer_in_place() -> None:
    screen = FindTheMistake(samples=8)
    screen.choose(screen.game.hand(0)[1])
    with pytest.raises(ValueError):
        screen.choose(screen.game.hand(0)[0])


def test_find_the_mistake_does_not_change_the_position() -> None:
    positions = exercise_positions()
    before = [g.actions for g in positions]
    screen = FindTheMistake(positions, samples=8)
    screen.card_buttons[0].click()
    assert [g.actions for g in positions] == before
    assert screen.game.actions == before[0]


def test_find_the_mistake_shows_the_known_muestra_in_the_rival_hand() -> None:
    screen = FindTheMistake([textbook(Mistake.MUESTRA_FORGOTTEN).start()])
    muestra = Card.parse("cinco de espadas")
    assert text("coach.w_muestra_with", card=muestra, who=text("common.rival_in_sentence")) in screen.board
    assert any("<title>cinco de espadas</title>" in svg for svg in render.pictures(screen.board))


def test_find_the_mistake_still_picture_shows_the_position() -> None:
    screen = FindTheMistake()
    still = screen.static_html()
    assert text("coach.w_find_prompt", n=1, total=len(screen.positions)) in still and render.pictures(still)
    assert str(Card.parse("as de oros")) in still


@pytest.mark.parametrize("number", range(len(EXERCISES)))
def test_each_exercise_has_one_mistaken_card_and_one_good_answer(number: int) -> None:
    book = EXERCISES[number]
    game = book.start()
    verdicts = {card: judge(game, card) for card in game.hand(0)}
    assert [c for c, e in verdicts.items() if e.mistake is not None] == [book.wrong]
    assert verdicts[book.wrong].mistake is book.mistake
    assert [c for c, e in verdicts.items() if e.mistake is None and e.severity is None] == [book.right]
    assert all(e.exact for e in verdicts.values())


def test_exercises_are_not_the_textbook_positions() -> None:
    shown = {tuple(textbook(m).start().hand(0)) for m in Mistake}
    assert not shown & {tuple(book.start().hand(0)) for book in EXERCISES}


def test_find_the_mistake_card_picture_and_button_are_one_target() -> None:
    screen = FindTheMistake()
    slot, picture, button = screen.card_slots[0], screen.card_pictures[0], screen.card_buttons[0]
    assert slot.children == (picture, button)
    assert picture.layout.grid_area == button.layout.grid_area
    button.click()
    assert screen.answered and screen.score[1] == 1
    screen.card_buttons[1].click()  # the position is answered: a second card changes nothing
    assert screen.score[1] == 1


def test_review_verdict_sits_beside_the_pictures() -> None:
    from briscola_teach.exercises.mistakes import sample_hand

    screen = MistakeReview(sample_hand(), samples=4)
    panel = screen.panel
    assert panel.index("bt-review-pictures") < panel.index("bt-review-verdict")
    assert "display:flex;flex-wrap:wrap" in panel

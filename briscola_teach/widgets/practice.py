"""Lesson 12's screens: today's reviews (spaced repetition) and endgame puzzles that fit the student.

What is due, how an answer moves it and how the ratings move live in
:mod:`briscola_teach.practice` and :mod:`briscola_teach.exercises.practice`; these screens
only draw them and pass the clicks on.
"""

from __future__ import annotations

import html
from collections.abc import Callable, Sequence
from datetime import date
from pathlib import Path

import ipywidgets as widgets

from ..cards import Card
from ..locale import Words
from ..exercises.endgames import answer_html, puzzle_html, the_card
from ..exercises.mistakes import esc, position_html, seat_names_from
from ..exercises.practice import DueToday, PuzzleLadder, item_position, lesson_link, rating_text
from ..practice import INTERVALS, Item
from .base import HandRow, Screen, Shown
from .endgames import answer_ring

__all__ = ["DueReview", "MatchedPuzzles", "beside"]


def beside(position: Sequence[widgets.Widget], answer: Sequence[widgets.Widget]) -> widgets.HBox:
    """The position and the hand on the left, the answer and its buttons beside them (below on a narrow page)."""
    # Narrow enough that the answer stays beside it at 1280 pixels with the file browser open.
    left = widgets.VBox(list(position), layout=widgets.Layout(flex="0 1 auto", max_width="480px"))
    right = widgets.VBox(list(answer), layout=widgets.Layout(flex="1 1 300px", min_width="260px",
                                                             margin="0 0 0 12px"))
    return widgets.HBox([left, right], layout=widgets.Layout(align_items="flex-start", flex_flow="row wrap"))


def _date(day: date, words: Words) -> str:
    return words.text("practice.d_date", day=day.day, month=day.month, year=day.year)


class DueReview(Screen):
    """Today's reviews: each due position or puzzle asked here, and the exercises to redo in their lesson.

    >>> screen = DueReview(folder=None, today=date(2026, 1, 5))
    >>> screen.due.items, screen.next_button.layout.display
    ((), 'none')
    """

    def __init__(self, *, folder: Path | None | bool = True, today: date | None = None,
                 style: str | None = None, card_width: int = 70) -> None:
        super().__init__()
        self.add_class("bt-due-review")
        self.due = DueToday(folder=folder, today=today, words=self.words)
        self.style = style
        self.card_width = card_width
        self._title = widgets.HTML(f"<b style='font-size:110%'>{esc(self.words.text('practice.d_title'))}</b>")
        self._status = widgets.HTML()
        self._status.add_class("bt-due-status")
        self._elsewhere = widgets.HTML()
        self._board = widgets.HTML()
        self._prompt = widgets.HTML()
        self.hand = HandRow(5, card_width=card_width, css="bt-due-card", on_card=self._clicked)
        self.next_button = widgets.Button(description=self.words.text("practice.d_next"), button_style="success")
        self.next_button.on_click(self.guarded(lambda _: self.next_item()))
        self._feedback.add_class("bt-due-feedback")
        self._answer: tuple[bool, Item, Card, Card] | None = None
        self.children = [widgets.HBox([self._title, self.size_bar()], layout=widgets.Layout(align_items="center")),
                         self._status, self._elsewhere,
                         beside([self._board, self._prompt, self.hand.box], [self._feedback, self.next_button])]
        self.refresh()

    def choose(self, card: Card | str) -> bool:
        """Answer the item on screen with ``card``: right or not (it is rescheduled at once)."""
        ok, item, best = self.due.choose(card)
        chosen = Card.parse(card)
        self._answer = (ok, item, chosen, best)
        self.refresh()
        return ok

    def next_item(self) -> None:
        """Go on to the next item of today."""
        self.due.next()
        self._answer = None
        self._feedback.value = ""
        self.refresh()

    def _clicked(self, index: int) -> Callable[[widgets.Button], None]:
        def handler(_button: widgets.Button) -> None:
            item = self.due.item
            if item is not None:
                hand = item_position(item).legal_plays()
                if index < len(hand):
                    self.choose(hand[index])

        return self.guarded(handler)

    def _status_html(self) -> str:
        due = self.due
        schedule = due.practice.schedule
        if not len(schedule):
            return f'<p class="bt-due-empty">{esc(self.words.text("practice.d_empty"))}</p>'
        parts = []
        total = len(due.items) + len(due.elsewhere)
        if total:
            parts.append(esc(self.words.count("practice.d_due", total)))
        else:
            coming = due.next_date()
            if coming is not None:
                parts.append(esc(self.words.text("practice.d_nothing_due", when=_date(coming, self.words))))
        parts.append(esc(self.words.text("practice.d_counts", waiting=len(schedule.upcoming(due.today)),
                              learnt=len(schedule.learnt()))))
        return '<p class="bt-due-counts">' + "<br>".join(parts) + "</p>"

    def _elsewhere_html(self) -> str:
        items = self.due.elsewhere
        if not items:
            return ""
        rows = []
        for item in items:
            label = esc(self.words.text("practice.d_lesson", lesson=int(item.lesson) if item.lesson.isdigit() else item.lesson))
            link = lesson_link(item.lesson, self.due.folder)
            if link is not None:
                label = f'<a href="{html.escape(link)}" target="_blank">{label}</a>'
            rows.append(f"<li>{label}: <code>{esc(item.id)}</code></li>")
        return (f"<div class='bt-due-elsewhere'>{esc(self.words.text('practice.d_elsewhere'))}"
                f"<ul style='margin:2px 0'>{''.join(rows)}</ul></div>")

    def _answer_html(self) -> str:
        if self._answer is None:
            return ""
        ok, item, chosen, best = self._answer
        if not ok:
            said = self.words.text("practice.d_wrong", best=self.words.the(best))
            colour = "#8a1c1c"
        elif item.is_learnt:
            said, colour = self.words.text("practice.d_learnt"), "#0b5d1e"
        else:
            said, colour = self.words.text("practice.d_right", days=INTERVALS[item.stage]), "#0b5d1e"
        return f'<div class="bt-due-verdict" style="font-weight:700;color:{colour}">{esc(said)}</div>'

    # -- what the student sees
    heading = Shown("_title", "The screen's heading, as shown (HTML).")
    status = Shown("_status", "What is due today and how much is waiting or learnt, as shown (HTML).")
    elsewhere = Shown("_elsewhere", "The exercises to redo in their own lesson, as shown (HTML).")
    prompt = Shown("_prompt", "The question or the position's heading, as shown (HTML).")
    board = Shown("_board", "The position or table as drawn now (HTML with inline SVG).")

    def refresh(self) -> None:
        """Redraw the counts, the list to redo elsewhere and the item asked now."""
        due = self.due
        self._status.value = self._status_html()
        self._elsewhere.value = self._elsewhere_html()
        item = due.item
        self._feedback.value = self._answer_html()
        if item is None:
            self._board.value = (f"<div class='bt-due-done'>{esc(self.words.text('practice.d_done'))}</div>"
                                 if due.items else "")
            self._prompt.value = ""
            self.hand.hide()
            self.next_button.layout.display = "none"
            return
        game = item_position(item)
        count = self.words.text("practice.d_item", n=due.index + 1, total=len(due.items))
        if item.kind == "puzzle":
            self._board.value = puzzle_html(game, style=self.style, width=self.card_width, hand=False,
                                            words=self.words)
            prompt = self.words.text("practice.d_puzzle_prompt")
        else:
            seat = game.turn or 0
            self._board.value = position_html(game, seat_names=seat_names_from(seat, game.players, words=self.words),
                                              style=self.style, width=self.card_width, words=self.words)
            prompt = self.words.text("practice.d_position_prompt", card=self.words.the(Card.parse(item.data["played"])))
        self._prompt.value = f"<div><b>{esc(count)}</b> · {esc(prompt)}</div>"
        answered = self._answer is not None

        def ring(card: Card) -> str | None:
            if self._answer is None:
                return None
            ok, _, chosen, best = self._answer
            if card is chosen:
                return "correct" if ok else "wrong"
            return "win" if card is best and not ok else None

        self.hand.show(game.legal_plays(), style=self.style, ring=ring, disabled=answered, language=self.words.language,
                       name=self.words.card, tip=lambda card: self.words.text("practice.d_play_tip", card=card))
        self.next_button.layout.display = None
        self.next_button.disabled = not answered

    def static_html(self) -> str:
        """The counts and the item asked now, for pages without widgets."""
        parts = [self._title.value, self._status.value, self._elsewhere.value, self._board.value,
                 self._prompt.value, self._feedback.value,
                 f'<p style="color:#555;font-style:italic">{esc(self.words.text("common.widget_note"))}</p>']
        return '<div class="bt-due-review-still">' + "".join(parts) + "</div>"


class MatchedPuzzles(Screen):
    """Endgame puzzles one at a time, each the one the student solves about half the time, by the ratings.

    >>> screen = MatchedPuzzles(folder=None)
    >>> screen.ladder.puzzle.level, len(screen.hand.buttons)
    (2, 3)
    """

    def __init__(self, *, folder: Path | None | bool = True, seed: int = 0, style: str | None = None,
                 card_width: int = 70) -> None:
        super().__init__()
        self.add_class("bt-matched-puzzles")
        self.ladder = PuzzleLadder(folder=folder, seed=seed, words=self.words)
        self.style = style
        self.card_width = card_width
        self._title = widgets.HTML(f"<b style='font-size:110%'>{esc(self.words.text('practice.l_title'))}</b>")
        self._rating = widgets.HTML()
        self._rating.add_class("bt-ladder-rating")
        self._board = widgets.HTML()
        self._prompt = widgets.HTML(f"<div>{esc(self.words.text('practice.l_prompt'))}</div>")
        self.hand = HandRow(3, card_width=card_width, css="bt-ladder-card", on_card=self._clicked)
        self.next_button = widgets.Button(description=self.words.text("practice.l_next"), button_style="success")
        self.next_button.on_click(self.guarded(lambda _: self.next_puzzle()))
        self._score = widgets.HTML()
        self._feedback.add_class("bt-ladder-feedback")
        buttons = widgets.HBox([self.next_button, self._score], layout=widgets.Layout(align_items="center"))
        self.children = [widgets.HBox([self._title, self.size_bar()], layout=widgets.Layout(align_items="center")),
                         self._rating,
                         beside([self._board, self._prompt, self.hand.box], [self._feedback, buttons])]
        self.refresh()

    def choose(self, card: Card | str) -> bool:
        """Play ``card`` in the puzzle on screen: the verdict, the lines and the rating's move show at once."""
        answer = self.ladder.choose(card)
        self.refresh()
        return answer.ok

    def next_puzzle(self) -> None:
        """Go on to the puzzle that fits now."""
        self.ladder.next()
        self.refresh()

    def _clicked(self, index: int) -> Callable[[widgets.Button], None]:
        def handler(_button: widgets.Button) -> None:
            hand = self.ladder.puzzle.game().hand(0)
            if index < len(hand):
                self.choose(hand[index])

        return self.guarded(handler)

    # -- what the student sees
    heading = Shown("_title", "The screen's heading, as shown (HTML).")
    rating = Shown("_rating", "The student's rating, the puzzle's and the chance to solve it, as shown (HTML).")
    prompt = Shown("_prompt", "The question or the position's heading, as shown (HTML).")
    board = Shown("_board", "The position or table as drawn now (HTML with inline SVG).")
    scoreboard = Shown("_score", "The running score, as shown (HTML).")

    def refresh(self) -> None:
        """Redraw the ratings, the puzzle, the hand (ringed once answered) and the verdict."""
        ladder = self.ladder
        puzzle = ladder.puzzle
        ratings = ladder.ratings
        line = self.words.text("practice.l_rating", student=rating_text(ratings.student, words=self.words),
                    puzzle=rating_text(ratings.puzzle(puzzle.number, puzzle.level), words=self.words),
                    chance=round(ladder.chance() * 10))
        note = f"<br>{esc(self.words.text('practice.l_all_tried'))}" if ladder.all_tried else ""
        self._rating.value = f'<div style="color:#333">{esc(line)}{note}</div>'
        self._board.value = puzzle_html(puzzle, style=self.style, width=self.card_width, hand=False, words=self.words)
        answer = ladder.answer
        self.hand.show(puzzle.game().hand(0), style=self.style, ring=answer_ring(answer), language=self.words.language,
                       name=lambda card: card.name(self.words.language, style=self.style),
                       tip=lambda card: self.words.text("endgames.w_play_tip", card=the_card(card, words=self.words)))
        if answer is None:
            self._feedback.value = ""
        else:
            moved = ladder.moved
            if answer.first_try and moved is not None:
                said = self.words.text("practice.l_moved", before=rating_text(moved[0], words=self.words),
                                       after=rating_text(moved[1], words=self.words))
            else:
                said = self.words.text("practice.l_again")
            # The rating's move first, where the student looks after the click; the lines below.
            self._feedback.value = (f'<div class="bt-ladder-moved" style="color:#555">{esc(said)}</div>'
                                    + answer_html(puzzle, answer, style=self.style, words=self.words))
        right, tried = ladder.score()
        self._score.value = (f'<span style="padding:0 12px">{esc(self.words.text("practice.l_score", right=right, tried=tried))}'
                             "</span>" if tried else "")

    def static_html(self) -> str:
        """The ratings, the puzzle and the student's hand, for pages without widgets."""
        parts = [self._title.value, self._rating.value,
                 puzzle_html(self.ladder.puzzle, style=self.style, width=self.card_width, words=self.words),
                 self._feedback.value,
                 f'<p style="color:#555;font-style:italic">{esc(self.words.text("common.widget_note"))}</p>']
        return '<div class="bt-matched-puzzles-still">' + "".join(parts) + "</div>"

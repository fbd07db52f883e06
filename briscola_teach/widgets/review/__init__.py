"""The coach's screens: a hand reviewed play by play, and the "find the mistake" exercise.

:class:`MistakeReview` walks through every play of one seat in a finished hand
(the table as it was, the hand it held, the verdict, what it drew);
:class:`FindTheMistake` shows a position, the student clicks the card they would
play and the coach answers at once.  All judging is done by
:mod:`briscola_teach.coach`; this package only draws.  Every screen here says
everything in its own words (:attr:`Screen.words`, from its ``language=`` and
``style=``), passing them down to the helpers it calls.

:mod:`.played` holds :class:`MistakeReview`, :mod:`.hunt` :class:`FindTheMistake`; here,
:class:`TryAgain` (each flagged play asked again) and :class:`SavedHands` (pick a hand).
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import date
from pathlib import Path

import ipywidgets as widgets

from ... import progress, render
from ...cards import Card
from ...coach import DEFAULT_SAMPLES, Review, review
from ...game import Game
from ...card_table.story import cards_out
from ...exercises.mistakes import GOOD, esc, position_html, sample_hand, values_html, verdict_html
from ...exercises.practice import is_played_with_help, saved_hands
from ...locale import Words
from ...locale import words as kit_words
from ...practice import Retry, Try
from ..base import HandRow, Screen, Shown
from ..practice import beside
from .hunt import FindTheMistake
from .played import MistakeReview

__all__ = ["MistakeReview", "FindTheMistake", "TryAgain", "SavedHands", "known_html"]


#: Most cards a hand holds at the tables the coach reviews (the five-card variant).
_MOST_CARDS = 5


def known_html(game: Game, *, words: Words | None = None) -> str:
    """What the seat to play could know besides the table and the muestra: the trick, the stock,
    the cargas and trumps out (in ``words``, default the kit-wide ones)."""
    view = game.view(game.turn or 0)
    out = cards_out(view)
    line = (words or kit_words()).text("practice.r_known", trick=view.tricks_before + len(view.tricks) + 1,
                stock=view.stock_size, cargas=out.cargas, trumps=out.trumps)
    return f'<div class="bt-known" style="color:#333;font-size:92%;margin:2px 0">{esc(line)}</div>'


class TryAgain(Screen):
    """Learn from your mistakes: each play the coach flagged, asked again before its verdict.

    The position is shown as the student saw it (their hand, the table, the muestra,
    what they could know); a click on a card tries it: a good card gets the verdict, a
    miss a hint and another try, a second miss the coach's answer.  Every try is recorded
    (:class:`~briscola_teach.practice.Retry`).

    >>> from briscola_teach.exercises.mistakes import sample_hand
    >>> screen = TryAgain(sample_hand())
    >>> screen.retry.index, len(screen.retry.flagged) > 0, screen.answered
    (0, True, False)
    """

    def __init__(self, game: Game | Review, seat: int = 0, *, lesson: str | None = None,
                 samples: int = DEFAULT_SAMPLES, seed: int = 0, style: str = "spanish",
                 card_width: int = 70, folder: Path | None = None, today: date | None = None,
                 language: str | None = None) -> None:
        super().__init__()
        self.add_class("bt-try-again")
        reviewed = game if isinstance(game, Review) else review(game, seat, samples=samples, seed=seed)
        self.retry = Retry(reviewed, lesson=lesson or progress.lesson_of(__name__), folder=folder, today=today,
                           words=self.words)
        self.style = style
        self.card_width = card_width
        self._title = widgets.HTML()
        self._title.add_class("bt-try-title")
        self._intro = widgets.HTML()
        self._board = widgets.HTML()
        self._board.add_class("bt-try-board")
        self._prompt = widgets.HTML()
        self.hand = HandRow(_MOST_CARDS, card_width=card_width, css="bt-try-card",
                            on_card=lambda i: self.guarded(self._clicked(i)))
        #: The buttons of the student's cards, in the order shown.
        self.card_buttons = self.hand.buttons
        self.previous_button = widgets.Button(description=self.words.text("practice.r_previous"), icon="arrow-left")
        self.next_button = widgets.Button(description=self.words.text("practice.r_next"), icon="arrow-right",
                                          button_style="success")
        for button in (self.previous_button, self.next_button):
            button.add_class("bt-try-nav")
        self.previous_button.on_click(self.guarded(lambda _: self.go(self.retry.index - 1)))
        self.next_button.on_click(self.guarded(lambda _: self.go(self.retry.index + 1)))
        self._score = widgets.HTML()
        self._feedback.add_class("bt-try-feedback")
        buttons = widgets.HBox([self.previous_button, self.next_button, self._score],
                               layout=widgets.Layout(align_items="center", flex_flow="row wrap"))
        # The title and the size toggle share a row; the intro goes under them, the position below.
        self.children = [widgets.HBox([self._title, self.size_bar()],
                                      layout=widgets.Layout(align_items="center", flex_flow="row wrap")),
                         self._intro,
                         beside([self._board, self._prompt, self.hand.box], [self._feedback, buttons])]
        self.refresh()

    # ------------------------------------------------------------------ the model
    @property
    def review(self) -> Review:
        """The coach's review of the hand: every play of the seat, with its verdict."""
        return self.retry.review

    @property
    def answered(self) -> bool:
        """Whether the flagged play on screen is settled (found, or answered by the coach)."""
        return bool(self.retry.flagged) and self.retry.is_done

    def go(self, index: int) -> None:
        """Ask about the flagged play at ``index``."""
        self.retry.go(index)
        self.refresh()

    def choose(self, card: Card | str) -> Try:
        """Try ``card`` at the flagged play on screen: the verdict, a hint, or the coach's answer."""
        tried = self.retry.choose(card)
        self.refresh()
        return tried

    # ------------------------------------------------------------------ drawing
    def _clicked(self, index: int) -> Callable[[widgets.Button], None]:
        def handler(_button: widgets.Button) -> None:
            hand = self.retry.entry.view.legal_plays()
            if index < len(hand):
                self.choose(hand[index])

        return handler

    def _names(self, game: Game) -> dict[int, str]:
        return self.words.seats(game.players, self.retry.review.seat)

    def _answer_html(self, tried: Try) -> str:
        w = self.words
        entry = self.retry.entry
        card = w.capital(w.the(tried.card))
        verdict = verdict_html(entry, words=w) + values_html(entry, words=w)
        if tried.ok:
            number = len(self.retry.tries.get(self.retry.index, []))
            head = w.text("practice.r_right" if number == 1 else "practice.r_right_second", card=card)
            return f'<div class="bt-try-verdict" style="font-weight:700;color:{GOOD}">{esc(head)}</div>' + verdict
        miss = w.text("practice.r_miss", card=card)
        if tried.step == "hint":
            return (f'<div class="bt-try-verdict" style="font-weight:700;color:#d9480f">{esc(miss)}</div>'
                    f'<div class="bt-try-hint" style="margin:4px 0">{esc(tried.hint)}</div>'
                    f"<div>{esc(w.text('practice.r_try_again'))}</div>")
        return (f'<div class="bt-try-verdict" style="font-weight:700;color:#8a1c1c">{esc(miss)} '
                f"{esc(w.text('practice.r_answer'))}</div>" + verdict)

    def _ring(self, card: Card) -> str | None:
        retry = self.retry
        tried = retry.tries.get(retry.index, [])
        entry = retry.entry
        if card in tried:
            return "correct" if retry.last is not None and retry.last.ok and card is tried[-1] else "wrong"
        if retry.is_done and card is entry.best:
            return "win"
        return None

    # -- what the student sees
    prompt = Shown("_prompt", "The question or the position's heading, as shown (HTML).")
    board = Shown("_board", "The position or table as drawn now (HTML with inline SVG).")
    scoreboard = Shown("_score", "The running score, as shown (HTML).")

    def refresh(self) -> None:
        """Redraw the flagged play on screen: the position, the hand (ringed as tried) and the answer."""
        retry, w = self.retry, self.words
        if not retry.flagged:
            self._title.value = f"<b>{esc(w.text('practice.r_title'))}</b>"
            self._board.value = f'<div class="bt-try-none">{esc(w.text("practice.r_none"))}</div>'
            self._intro.value = ""
            self._prompt.value = ""
            self.hand.hide()
            self.previous_button.layout.display = self.next_button.layout.display = "none"
            return
        entry = retry.entry
        game = retry.position
        intro = w.count("practice.r_intro", len(retry.flagged))
        where = w.text("practice.r_position", n=retry.index + 1, total=len(retry.flagged),
                       trick=entry.trick_number)
        self._title.value = f"<div><b>{esc(w.text('practice.r_title'))}</b> · {esc(where)}</div>"
        self._intro.value = f'<div style="color:#555;font-size:92%">{esc(intro)}</div>'

        self._board.value = (position_html(game, seat_names=self._names(game), style=self.style,
                                           width=self.card_width, words=w) + known_html(game, words=w))
        self._prompt.value = f"<div>{esc(w.text('practice.r_prompt', card=w.the(entry.card)))}</div>"
        self.hand.show(entry.view.legal_plays(), style=self.style, ring=self._ring, disabled=retry.is_done,
                       tip=lambda card: w.text("practice.r_play_tip", card=card), name=w.card, language=w.language)
        last = retry.last
        self._feedback.value = self._answer_html(last) if last is not None else ""
        self.previous_button.layout.display = self.next_button.layout.display = None
        self.previous_button.disabled = retry.index == 0
        self.next_button.disabled = retry.index >= len(retry.flagged) - 1
        right, tried = retry.score()
        self._score.value = (f'<span class="bt-try-score" style="padding:0 12px">'
                             f"{esc(w.text('practice.r_score', right=right, tried=tried))}</span>"
                             if tried else "")

    def static_html(self) -> str:
        """The flagged play on screen and the student's hand, for pages without widgets."""
        parts = [self._title.value, self._intro.value, self._board.value, self._prompt.value]
        if self.retry.flagged:
            view = self.retry.entry.view
            parts.append(render.hand_svg(view.legal_plays(), style=self.style, width=self.card_width,
                                         language=self.words.language))
        if self._feedback.value:
            parts.append(self._feedback.value)
        parts.append(f'<p style="color:#555;font-style:italic">{esc(self.words.text("common.widget_note"))}</p>')
        return '<div class="bt-try-again-still">' + "".join(parts) + "</div>"


#: The picker's value for the hand that ships with the course.
_COURSE = "course"


class SavedHands(Screen):
    """Pick a hand from a list (the course's, or one the card table saved) and review it, trying again first.

    >>> import tempfile
    >>> screen = SavedHands(folder=Path(tempfile.mkdtemp()))
    >>> screen.picker.options[0][1], screen.review_screen is None
    ('course', True)
    """

    def __init__(self, folder: Path | None = None, *, lesson: str | None = None, samples: int = DEFAULT_SAMPLES,
                 seed: int = 0, style: str = "spanish", card_width: int = 70, language: str | None = None) -> None:
        super().__init__()
        self.add_class("bt-saved-hands")
        self.lesson, self.samples, self.seed = lesson or progress.lesson_of(__name__), samples, seed
        self.style, self.card_width = style, card_width
        say = self.words.text
        options: list[tuple[str, str]] = [(say("practice.s_course"), _COURSE)]
        for path in saved_hands(folder):
            name = f"{path.parent.name}/{path.name}"
            label = say("practice.s_with_help", name=name) if is_played_with_help(path) else name
            options.append((label, str(path)))
        self.picker = widgets.Dropdown(options=options, value=options[-1][1] if len(options) > 1 else _COURSE,
                                       description=say("practice.s_pick"),
                                       layout=widgets.Layout(width="480px"))
        self.picker.add_class("bt-saved-hands-picker")
        self.open_button = widgets.Button(description=say("practice.s_open"), icon="search",
                                          button_style="info", layout=widgets.Layout(width="auto"))
        self.open_button.add_class("bt-saved-hands-open")
        self.open_button.on_click(self.guarded(lambda _: self.open_hand()))
        note = ""
        if len(options) == 1:
            note = say("practice.s_none_saved", button=say("table.save"), folder=say("hands.folder"))
        self._note = widgets.HTML(f'<div style="color:#555">{esc(note)}</div>' if note else "")
        self._title = widgets.HTML()
        self._box = widgets.VBox([])
        self.children = [widgets.HBox([self.picker, self.open_button, self.size_bar()],
                                      layout=widgets.Layout(align_items="center", flex_flow="row wrap")),
                         self._note, self._feedback, self._title, self._box]

    note = Shown("_note", "What the picker says under itself (HTML): how to save a hand when none is saved yet.")
    title = Shown("_title", "The heading of the hand under review, as shown (HTML); empty before one is opened.")

    @property
    def review_screen(self) -> TryAgain | None:
        """The review opened, if any."""
        children = self._box.children
        return children[0] if children else None

    def open_hand(self) -> TryAgain:
        """Review the hand picked: each flagged play asked again before the coach's answer."""
        chosen = str(self.picker.value)
        game = sample_hand() if chosen == _COURSE else Game.from_json(Path(chosen).read_text(encoding="utf-8"))
        screen = TryAgain(game, lesson=self.lesson, samples=self.samples, seed=self.seed, style=self.style,
                          card_width=self.card_width, language=self.words.language)
        label = dict((value, label) for label, value in self.picker.options)[chosen]
        self._title.value = f'<h4 style="margin:6px 0">{esc(self.words.text("practice.s_reviewing", name=label))}</h4>'
        self._box.children = [screen]
        self._feedback.value = ""
        return screen

    def refresh(self) -> None:
        """Redraw the review opened (the list is read when the screen is made)."""
        screen = self.review_screen
        if screen is not None:
            screen.refresh()

    def static_html(self) -> str:
        """The list's first choice and the review opened, for pages without widgets."""
        parts = [f"<div>{esc(self.words.text('practice.s_pick'))} {esc(self.picker.label)}</div>", self._note.value]
        screen = self.review_screen
        if screen is not None:
            parts += [self._title.value, screen.static_html()]
        else:
            parts.append(f'<p style="color:#555;font-style:italic">{esc(self.words.text("common.widget_note"))}</p>')
        return '<div class="bt-saved-hands-still">' + "".join(parts) + "</div>"

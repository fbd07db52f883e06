"""The coach's screens: a hand reviewed play by play, and the "find the mistake" exercise.

:class:`MistakeReview` walks through every play of one seat in a finished hand
(the table as it was, the hand it held, the verdict, what it drew);
:class:`FindTheMistake` shows a position, the student clicks the card they would
play and the coach answers at once.  All judging is done by
:mod:`briscola_teach.coach`; this module only draws.  Every screen here says
everything in its own words (:attr:`Screen.words`, from its ``language=`` and
``style=``), passing them down to the helpers it calls.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from datetime import date
from pathlib import Path

import ipywidgets as widgets

from .. import progress, render, verdicts
from ..cards import Card
from ..coach import DEFAULT_SAMPLES, Entry, Review, review
from ..events import Drew
from ..game import Game
from ..card_table.story import cards_out
from ..exercises.mistakes import (COLOURS, GOOD, MistakeHunt, esc, position_html, sample_hand,
                                values_html, verdict_html)
from ..exercises.practice import is_played_with_help, saved_hands
from ..locale import Words
from ..locale import words as kit_words
from ..practice import Retry, Try
from .base import HandRow, Screen, Shown
from .drill import DrillScreen
from .navigator import Navigator
from .practice import beside

__all__ = ["MistakeReview", "FindTheMistake", "TryAgain", "SavedHands", "known_html"]

def _hand_picture(entry: Entry, *, words: Words, width: int) -> str:
    hand = list(entry.view.hand)
    highlights: dict[int, str | None] = {}
    labels: list[str | None] = [None] * len(hand)
    bad = entry.is_flagged
    for i, card in enumerate(hand):
        if card is entry.card:
            highlights[i] = "wrong" if bad else "correct"
            labels[i] = words.text("coach.w_played")
        elif card is entry.best:
            highlights[i] = "win"
            labels[i] = words.text("coach.w_better")
    return render.hand_svg(hand, style=words.style, width=width, highlights=highlights, labels=labels,
                           language=words.language)


class MistakeReview(Screen):
    """A finished hand reviewed by the coach, one play of the student at a time.

    >>> from briscola_teach.exercises.mistakes import sample_hand
    >>> screen = MistakeReview(sample_hand(), samples=4)
    >>> screen.index, len(screen.review)
    (0, 20)
    """

    def __init__(self, game: Game | Review, seat: int = 0, *, samples: int = DEFAULT_SAMPLES,
                 seed: int = 0, style: str = "spanish", card_width: int = 70, language: str | None = None) -> None:
        super().__init__()
        self.add_class("bt-mistake-review")
        self.review = game if isinstance(game, Review) else review(game, seat, samples=samples,
                                                                     seed=seed)
        self.style = style
        self.card_width = card_width
        self._index = 0
        self._summary = widgets.HTML()
        self._summary.add_class("bt-review-summary")
        self._panel = widgets.HTML()
        self._panel.add_class("bt-review-panel")
        say = self.words.text
        self.next_mistake_button = widgets.Button(description=say("coach.w_next_mistake"),
                                                  button_style="warning",
                                                  layout=widgets.Layout(width="auto"))
        self.next_mistake_button.add_class("bt-review-nav")
        self.next_mistake_button.on_click(self.guarded(lambda _: self.next_mistake()))
        #: First / back / next / last and which play is shown, then "next mistake" and the size.
        self.navigator = Navigator(self.show, guard=self.guarded, button_class="bt-review-nav",
                                   extra=[self.next_mistake_button, self.size_bar()],
                                   position=lambda n, total: say("coach.w_position", n=n, total=total),
                                   words=self.words)
        #: One play back, and one play on.
        self.previous_button = self.navigator.previous_button
        self.next_button = self.navigator.next_button
        self.children = [self._summary, self.navigator, self._panel, self._feedback]
        self.refresh()

    # ------------------------------------------------------------------ the model
    @property
    def index(self) -> int:
        """Which play is shown: 0 for the seat's first play."""
        return self._index

    @property
    def entry(self) -> Entry:
        """The play shown now, with the coach's verdict."""
        return self.review[self._index]

    def show(self, index: int) -> None:
        """Show the play at ``index`` (0 = the first play of the reviewed seat)."""
        if not self.review:
            return
        self._index = max(0, min(index, len(self.review) - 1))
        self._feedback.value = ""
        self.refresh()

    def next_mistake(self) -> None:
        """Jump to the next play the coach flagged, wrapping round to the first."""
        flagged = [i for i, e in enumerate(self.review) if e.is_flagged]
        if not flagged:
            self.show_message(f"<div>{esc(self.words.text('coach.w_no_mistakes'))}</div>")
            return
        later = [i for i in flagged if i > self._index]
        self.show(later[0] if later else flagged[0])

    # ------------------------------------------------------------------ drawing
    # -- what the student sees
    panel = Shown("_panel", "What the review says about the chosen move, as shown (HTML).")

    def refresh(self) -> None:
        """Redraw the summary, the position counter and the current play."""
        self._summary.value = self._summary_html()
        self.navigator.show(self._index, len(self.review))
        if not self.review:
            self._panel.value = ""
            return
        self._panel.value = self._play_html(self.entry)

    def _names(self) -> dict[int, str]:
        return self.words.seats(self.review.game.players, self.review.seat)

    def _summary_html(self) -> str:
        r, w = self.review, self.words
        names = self._names()
        sides = r.game.options.sides
        parts = []
        for side, points in zip(sides, r.points):
            who = " + ".join(names[s] for s in side)
            parts.append(w.text("coach.w_side_points", who=who, points=points))
        line = w.text("coach.w_result", sides=", ".join(parts))
        return (f'<div style="font-weight:600">{esc(w.text("coach.w_title"))}</div>'
                f"<div>{esc(line)} {esc(verdicts.summary(r, w))}</div>")

    def _play_html(self, entry: Entry) -> str:
        w = self.words
        names = self._names()
        view = entry.view
        parts = [f"<div style='font-weight:600'>"
                 f"{esc(w.text('coach.w_trick', trick=entry.trick_number, card=w.the(entry.card)))}</div>"]
        if entry.trick is not None:
            parts.append(render.trick_svg(entry.trick.plays, trump=view.trump, winner=entry.trick.winner,
                                          seat_names=names, style=self.style, width=self.card_width,
                                          language=w.language))
        parts.append(f"<div>{esc(w.text('coach.w_your_hand'))}</div>")
        parts.append(_hand_picture(entry, words=w, width=self.card_width))
        # The verdict beside the pictures, so the answer to a button is on the same screen.
        verdict = verdict_html(entry, words=w) + values_html(entry, words=w) + self._draws_html(entry)
        return ('<div class="bt-review-play" style="display:flex;flex-wrap:wrap;gap:4px 16px;'
                'align-items:flex-start"><div class="bt-review-pictures" style="flex:0 1 auto;max-width:440px">'
                + "".join(parts) + '</div><div class="bt-review-verdict" '
                f'style="flex:1 1 300px;min-width:240px">{verdict}</div></div>')

    def _draws_html(self, entry: Entry) -> str:
        """The draws after the entry's trick, from the reviewed seat's events: a hidden card stays hidden."""
        seat = self.review.seat
        draws = [e for e in self.review.game.view(seat).events
                 if isinstance(e, Drew) and e.after_trick == entry.trick_number]
        if not draws:
            return ""
        # Each draw starts its own phrase: "El rival roba una carta", not "Rival roba…".
        w = self.words
        players = self.review.game.players
        said = []
        for d in draws:
            who = w.seat_in_sentence(players, seat, d.seat)
            if d.card is None:
                said.append(w.text("coach.w_drew_hidden", who=who))
            else:
                mine = d.seat == seat
                key = "coach.w_" + ("you_" if mine else "") + ("drew_muestra" if d.is_muestra else "drew")
                said.append(w.text(key, who=who, card=d.card if d.is_muestra else w.the(d.card)))
        return f'<div class="bt-review-draws" style="color:#555">{esc(" · ".join(map(w.capital, said)))}</div>'

    def static_html(self) -> str:
        """The summary and every flagged play with its verdict, for pages without widgets."""
        w = self.words
        parts = [self._summary_html()]
        rows = []
        for e in self.review:
            if not e.is_flagged:
                continue
            colour = COLOURS[e.severity] if e.severity else "#868e96"
            rows.append(
                f"<tr><td>{e.trick_number}</td><td>{esc(w.card(e.card))}</td>"
                f"<td style='color:{colour};font-weight:600'>"
                f"{esc(verdicts.title(e, w) or w.text('coach.generic_title'))}</td>"
                f"<td>{esc(verdicts.severity_label(e, w))}</td>"
                f"<td style='text-align:right'>{esc(verdicts.loss_text(e, w))}</td>"
                f"<td>{esc(w.card(e.best) if e.best else '')}</td><td>{esc(verdicts.explanation(e, w))}</td></tr>")
        if rows:
            head = "".join(f"<th>{esc(w.text(f'coach.col_{k}'))}</th>" for k in
                           ("trick", "card", "mistake", "severity", "loss", "best", "explanation"))
            parts.append(f'<table class="bt-review-table" style="font-size:90%">'
                         f"<tr>{head}</tr>{''.join(rows)}</table>")
        if self.review:
            parts.append(self._play_html(self.entry))
        parts.append(f'<p style="color:#555;font-style:italic">{esc(w.text("common.widget_note"))}</p>')
        return '<div class="bt-mistake-review-still">' + "".join(parts) + "</div>"


class FindTheMistake(DrillScreen):
    """A position where one card is a beginner mistake: the student picks a card, the coach answers.

    Only the mistaken card counts as a miss; after the last position the exercise
    ends with a summary (:class:`~briscola_teach.exercises.mistakes.MistakeHunt`).

    >>> screen = FindTheMistake()
    >>> len(screen.card_buttons) >= 2, screen.answered
    (True, False)
    """

    drill: MistakeHunt

    def __init__(self, positions: Sequence[Game] | None = None, *, samples: int = DEFAULT_SAMPLES,
                 seed: int = 0, style: str = "spanish", card_width: int = 80, language: str | None = None) -> None:
        hunt = MistakeHunt(positions, samples=samples, seed=seed, words=self.words)
        super().__init__(hunt, prefix="ftm", cards=5, style=style, card_width=card_width, next_label=self.words.text("coach.w_next_position"),
                         restart_label=self.words.text("coach.w_restart"))
        self.add_class("bt-find-the-mistake")
        self.positions = self.hunt.positions
        self.samples = samples
        self.seed = seed
        # The coach's answer beside the position, next to the cards that ask for it.
        self._layout(header=self._prompt,
                     buttons=[self.next_button, self.restart_button, self._score, self.size_bar()],
                     min_width=300)
        self.refresh()

    @property
    def card_slots(self) -> tuple[widgets.Widget, ...]:
        """Each card's place in the hand: its picture with its button over it, one target to click."""
        return tuple(self._slots)

    @property
    def card_pictures(self) -> tuple[widgets.HTML, ...]:
        """Each card's picture, in the order of :attr:`card_buttons` (HTML with inline SVG)."""
        return tuple(self._pictures)

    @property
    def hunt(self) -> MistakeHunt:
        """The exercise: its positions, the answer given and the score."""
        return self.drill

    @property
    def answer(self) -> Entry | None:
        """The coach's verdict on the student's card, once picked."""
        return self.hunt.answer

    def choose(self, card: Card | str) -> Entry:
        """The student plays ``card`` in this position: the coach judges it (the position is kept)."""
        entry = self.hunt.choose(card)
        self.show_message(self._answer_html(entry))
        self.refresh()
        return entry

    def ring(self, card: Card, verdict: Entry) -> str | None:
        """The card played ringed as the mistake or not, the coach's best card ringed as the winner."""
        if card is verdict.card:
            return "wrong" if self.hunt.is_miss(verdict) else "correct"
        return "win" if card is verdict.best else None

    def tooltip(self, card: Card) -> str:
        """What a click on ``card`` does."""
        return self.words.text("coach.w_play_tip", card=card)

    def _board_html(self) -> str:
        game = self.game
        return position_html(game, seat_names=self.words.seats(game.players, game.turn or 0), style=self.style,
                             width=self.card_width, words=self.words)

    def _answer_html(self, entry: Entry) -> str:
        w = self.words
        missed = self.hunt.is_miss(entry)
        colour = COLOURS.get(entry.severity, "#d9480f") if missed else GOOD
        return (f'<div class="bt-ftm-answer"><div style="font-size:110%;font-weight:700;color:{colour}">'
                f"{esc(self.hunt.verdict(words=w))}</div>{verdict_html(entry, words=w)}"
                f"{values_html(entry, words=w)}</div>")

    def refresh(self) -> None:
        """Redraw the position, the hand (rings once answered), the score and, at the end, the summary."""
        hunt, say = self.hunt, self.words.text
        if hunt.finished:
            self._prompt.value = (f"<div style='font-weight:600'>{esc(say('coach.w_done'))}</div>")
        else:
            self._prompt.value = (f"<div style='font-weight:600'>"
                                  f"{esc(say('coach.w_find_prompt', n=hunt.number + 1, total=len(self.positions)))}"
                                  "</div>")
        self._board.value = "" if hunt.finished else self._board_html()
        self._draw_hand()
        self.next_button.description = say("coach.w_see_summary" if hunt.is_last else "coach.w_next_position")
        right, tried = self.score
        if hunt.finished:
            self._feedback.value = (f'<div class="bt-ftm-summary" style="font-weight:600">'
                                    f"{esc(hunt.summary(words=self.words))}</div>")
        self._score.value = (f'<span style="padding:0 12px">{esc(say("coach.w_score", right=right, tried=tried))}'
                             "</span>" if tried and not hunt.finished else "")

    def static_html(self) -> str:
        """The position and the student's hand, for pages without widgets."""
        game = self.game
        seat = game.turn or 0
        hand = render.hand_svg(game.hand(seat), style=self.style, width=self.card_width,
                               language=self.words.language)
        parts = [self._prompt.value, self._board_html(), hand]
        if self._feedback.value:
            parts.append(self._feedback.value)
        parts.append(f'<p style="color:#555;font-style:italic">{esc(self.words.text("common.widget_note"))}</p>')
        return '<div class="bt-find-the-mistake-still">' + "".join(parts) + "</div>"


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

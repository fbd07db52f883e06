"""The coach's screens: a hand reviewed play by play, and the "find the mistake" exercise.

:class:`MistakeReview` walks through every play of one seat in a finished hand
(the table as it was, the hand it held, the verdict, what it drew);
:class:`FindTheMistake` shows a position, the student clicks the card they would
play and the coach answers at once.  All judging is done by
:mod:`briscola_teach.coach`; this module only draws.
"""

from __future__ import annotations

from collections.abc import Sequence

import ipywidgets as widgets

from .. import render
from ..cards import Card
from ..coach import DEFAULT_SAMPLES, Entry, Review, format_points, review, the_card
from ..events import Drew
from ..game import Game
from ..errors import BriscolaError
from ..lessons.table import in_sentence
from ..lessons.mistakes import (COLOURS, GOOD, MistakeHunt, esc, position_html, values_html,
                                verdict_html)
from ..locale import text
from .base import Screen, seat_label
from .drill import DrillScreen
from .navigator import Navigator

__all__ = ["MistakeReview", "FindTheMistake"]

def _hand_picture(entry: Entry, *, style: str, width: int) -> str:
    hand = list(entry.view.hand)
    highlights: dict[int, str | None] = {}
    labels: list[str | None] = [None] * len(hand)
    bad = entry.mistake is not None or entry.severity is not None
    for i, card in enumerate(hand):
        if card is entry.card:
            highlights[i] = "wrong" if bad else "correct"
            labels[i] = text("coach.w_played")
        elif card is entry.best:
            highlights[i] = "win"
            labels[i] = text("coach.w_better")
    return render.hand_svg(hand, style=style, width=width, highlights=highlights, labels=labels)


class MistakeReview(Screen):
    """A finished hand reviewed by the coach, one play of the student at a time.

    >>> from briscola_teach.lessons.mistakes import sample_hand
    >>> screen = MistakeReview(sample_hand(), samples=4)
    >>> screen.index, len(screen.review)
    (0, 20)
    """

    def __init__(self, game: Game | Review, seat: int = 0, *, samples: int = DEFAULT_SAMPLES,
                 seed: int = 0, style: str = "spanish", card_width: int = 70) -> None:
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
        self.next_mistake_button = widgets.Button(description=text("coach.w_next_mistake"),
                                                  button_style="warning",
                                                  layout=widgets.Layout(width="auto"))
        self.next_mistake_button.add_class("bt-review-nav")
        self.next_mistake_button.on_click(self.guarded(lambda _: self.next_mistake()))
        #: First / back / next / last and which play is shown, then "next mistake" and the size.
        self.navigator = Navigator(self.show, guard=self.guarded, button_class="bt-review-nav",
                                   extra=[self.next_mistake_button, self.size_bar()],
                                   position=lambda n, total: text("coach.w_position", n=n,
                                                                  total=total))
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
        flagged = [i for i, e in enumerate(self.review) if e.mistake is not None or e.severity]
        if not flagged:
            self.show_message(f"<div>{esc(text('coach.w_no_mistakes'))}</div>")
            return
        later = [i for i in flagged if i > self._index]
        self.show(later[0] if later else flagged[0])

    # ------------------------------------------------------------------ drawing
    def refresh(self) -> None:
        """Redraw the summary, the position counter and the current play."""
        self._summary.value = self._summary_html()
        self.navigator.show(self._index, len(self.review))
        if not self.review:
            self._panel.value = ""
            return
        self._panel.value = self._play_html(self.entry)

    def _names(self) -> dict[int, str]:
        players = self.review.game.players
        return {s: seat_label(s, players, you=self.review.seat) for s in range(players)}

    def _summary_html(self) -> str:
        r = self.review
        names = self._names()
        sides = r.game.options.sides
        parts = []
        for side, points in zip(sides, r.points):
            who = " + ".join(names[s] for s in side)
            parts.append(text("coach.w_side_points", who=who, points=points))
        line = text("coach.w_result", sides=", ".join(parts))
        return (f'<div style="font-weight:600">{esc(text("coach.w_title"))}</div>'
                f"<div>{esc(line)} {esc(r.summary())}</div>")

    def _play_html(self, entry: Entry) -> str:
        names = self._names()
        view = entry.view
        parts = [f"<div style='font-weight:600'>"
                 f"{esc(text('coach.w_trick', trick=entry.trick_number, card=the_card(entry.card)))}</div>"]
        if entry.trick is not None:
            parts.append(render.trick_svg(entry.trick.plays, trump=view.trump, winner=entry.trick.winner,
                                          seat_names=names, style=self.style, width=self.card_width))
        parts.append(f"<div>{esc(text('coach.w_your_hand'))}</div>")
        parts.append(_hand_picture(entry, style=self.style, width=self.card_width))
        # The verdict beside the pictures, so the answer to a button is on the same screen.
        verdict = verdict_html(entry) + values_html(entry) + self._draws_html(entry)
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
        names = {s: in_sentence(name) for s, name in self._names().items()}
        words = []
        for d in draws:
            if d.card is None:
                words.append(text("coach.w_drew_hidden", who=names[d.seat]))
            else:
                mine = d.seat == seat
                key = "coach.w_" + ("you_" if mine else "") + ("drew_muestra" if d.is_muestra else "drew")
                words.append(text(key, who=names[d.seat],
                                  card=d.card if d.is_muestra else the_card(d.card)))
        words = [w[:1].upper() + w[1:] for w in words]
        return f'<div class="bt-review-draws" style="color:#555">{esc(" · ".join(words))}</div>'

    def static_html(self) -> str:
        """The summary and every flagged play with its verdict, for pages without widgets."""
        parts = [self._summary_html()]
        rows = []
        for e in self.review:
            if e.mistake is None and e.severity is None:
                continue
            colour = COLOURS[e.severity] if e.severity else "#868e96"
            rows.append(
                f"<tr><td>{e.trick_number}</td><td>{esc(e.card)}</td>"
                f"<td style='color:{colour};font-weight:600'>{esc(e.title or text('coach.generic_title'))}</td>"
                f"<td>{esc(e.severity_label)}</td><td style='text-align:right'>{format_points(e.loss or 0)}</td>"
                f"<td>{esc(e.best or '')}</td><td>{esc(e.explanation)}</td></tr>")
        if rows:
            head = "".join(f"<th>{esc(text(f'coach.col_{k}'))}</th>" for k in
                           ("trick", "card", "mistake", "severity", "loss", "best", "explanation"))
            parts.append(f'<table class="bt-review-table" style="font-size:90%">'
                         f"<tr>{head}</tr>{''.join(rows)}</table>")
        if self.review:
            parts.append(self._play_html(self.entry))
        parts.append(f'<p style="color:#555;font-style:italic">{esc(text("common.widget_note"))}</p>')
        return '<div class="bt-mistake-review-still">' + "".join(parts) + "</div>"


class FindTheMistake(DrillScreen):
    """A position where one card is a beginner mistake: the student picks a card, the coach answers.

    Only the mistaken card counts as a miss; after the last position the exercise
    ends with a summary (:class:`~briscola_teach.lessons.mistakes.MistakeHunt`).

    >>> screen = FindTheMistake()
    >>> len(screen.card_buttons) >= 2, screen.answered
    (True, False)
    """

    drill: MistakeHunt

    def __init__(self, positions: Sequence[Game] | None = None, *, samples: int = DEFAULT_SAMPLES,
                 seed: int = 0, style: str = "spanish", card_width: int = 80) -> None:
        super().__init__(MistakeHunt(positions, samples=samples, seed=seed), prefix="ftm", cards=5,
                         style=style, card_width=card_width, next_label=text("coach.w_next_position"),
                         restart_label=text("coach.w_restart"))
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
        return text("coach.w_play_tip", card=card)

    def _names(self) -> dict[int, str]:
        seat = self.game.turn or 0
        return {s: seat_label(s, self.game.players, you=seat) for s in range(self.game.players)}

    def _board_html(self) -> str:
        return position_html(self.game, seat_names=self._names(), style=self.style,
                             width=self.card_width)

    def _answer_html(self, entry: Entry) -> str:
        missed = self.hunt.is_miss(entry)
        colour = COLOURS.get(entry.severity, "#d9480f") if missed else GOOD
        return (f'<div class="bt-ftm-answer"><div style="font-size:110%;font-weight:700;color:{colour}">'
                f"{esc(self.hunt.verdict())}</div>{verdict_html(entry)}{values_html(entry)}</div>")

    def refresh(self) -> None:
        """Redraw the position, the hand (rings once answered), the score and, at the end, the summary."""
        hunt = self.hunt
        if hunt.finished:
            self._prompt.value = (f"<div style='font-weight:600'>{esc(text('coach.w_done'))}</div>")
        else:
            self._prompt.value = (f"<div style='font-weight:600'>"
                                  f"{esc(text('coach.w_find_prompt', n=hunt.number + 1, total=len(self.positions)))}"
                                  "</div>")
        self._board.value = "" if hunt.finished else self._board_html()
        self._draw_hand()
        self.next_button.description = text("coach.w_see_summary" if hunt.is_last else "coach.w_next_position")
        right, tried = self.score
        if hunt.finished:
            self._feedback.value = f'<div class="bt-ftm-summary" style="font-weight:600">{esc(hunt.summary())}</div>'
        self._score.value = (f'<span style="padding:0 12px">{esc(text("coach.w_score", right=right, tried=tried))}'
                             "</span>" if tried and not hunt.finished else "")

    def static_html(self) -> str:
        """The position and the student's hand, for pages without widgets."""
        game = self.game
        seat = game.turn or 0
        hand = render.hand_svg(game.hand(seat), style=self.style, width=self.card_width)
        parts = [self._prompt.value, self._board_html(), hand]
        if self._feedback.value:
            parts.append(self._feedback.value)
        parts.append(f'<p style="color:#555;font-style:italic">{esc(text("common.widget_note"))}</p>')
        return '<div class="bt-find-the-mistake-still">' + "".join(parts) + "</div>"

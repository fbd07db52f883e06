"""A finished hand reviewed by the coach, one play of the student at a time: the table as it was, the hand
it held, the verdict and what it drew."""

from __future__ import annotations


import ipywidgets as widgets

from ... import render, verdicts
from ...coach import DEFAULT_SAMPLES, Entry, Review, review
from ...events import Drew
from ...game import Game
from ...exercises.mistakes import COLOURS, esc, values_html, verdict_html
from ...locale import Words
from ..base import Screen, Shown
from ..navigator import Navigator

__all__ = ["MistakeReview"]


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

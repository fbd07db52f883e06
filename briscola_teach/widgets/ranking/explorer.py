"""Lesson 01's ranking explorer: two cards met in a trick and which takes it, and the ten ranks sorted."""

from __future__ import annotations

import html
from typing import Any

import ipywidgets as widgets

from ... import render, rules
from ...cards import Card, Rank, Suit
from ...exercises import cards as lesson
from ...errors import BriscolaError
from ...locale import Words
from ..base import Screen, Shown

__all__ = ["RankingExplorer"]


# Each button as wide as its name ("espadas", "caballo" in full), the rows' names in a column
# on their left: a toggle's own description would stand above it and double the height.
_BUTTON_ROW = {"button_width": "auto"}


_ROW_NAME_WIDTH = "120px"


def _suit_options(w: Words) -> list[tuple[str, Suit]]:
    return [(w.suit(suit), suit) for suit in Suit]


def _rank_options(w: Words) -> list[tuple[str, Rank]]:
    named = (Rank.ACE, Rank.JACK, Rank.KNIGHT, Rank.KING)
    return [(w.rank(rank) if rank in named else str(rank.value), rank) for rank in Rank]


def _named_row(name: str, chooser: widgets.ToggleButtons) -> widgets.HBox:
    """A row of buttons with its name on its left."""
    label = widgets.Label(name, layout=widgets.Layout(width=_ROW_NAME_WIDTH))
    return widgets.HBox([label, chooser], layout=widgets.Layout(align_items="center"))


def _paragraph(content: str, *, strong: bool = False) -> str:
    weight = "font-weight:600;" if strong else ""
    return f'<p style="margin:3px 0;{weight}">{html.escape(content)}</p>'


class _CardPicker(widgets.VBox):  # type: ignore[misc]
    """A suit row and a rank row of buttons: two clicks name any card."""

    def __init__(self, title: str, card: Card, w: Words) -> None:
        self.suit = widgets.ToggleButtons(options=_suit_options(w), value=card.suit, style=_BUTTON_ROW)
        self.rank = widgets.ToggleButtons(options=_rank_options(w), value=card.rank, style=_BUTTON_ROW)
        super().__init__(children=[widgets.HTML(f"<b>{html.escape(title)}</b>"),
                                   _named_row(w.text("ranking.suit"), self.suit),
                                   _named_row(w.text("ranking.rank"), self.rank)])

    @property
    def card(self) -> Card:
        return Card(self.rank.value, self.suit.value)

    def show(self, card: Card) -> None:
        self.suit.value, self.rank.value = card.suit, card.rank


class RankingExplorer(Screen):
    """Pick any two cards, the suit led and the trump: which takes the trick, and the rule that says so.

    Below, the ten ranks of a suit in a table the student can sort by strength,
    points or printed number.
    """

    def __init__(self, first: Card | str = "tres de oros", second: Card | str = "rey de oros", *,
                 led: Suit | str | None = None, trump: Suit | str | Card = Suit.CUPS,
                 sort: str = "strength", language: str | None = None, style: str | None = None) -> None:
        super().__init__()
        self.add_class("bt-ranking-explorer")
        w = self.words
        self._first = Card.parse(first)
        self._second = Card.parse(second)
        self._led = self._first.suit
        if led is not None and lesson.parse_suit(led) is not self._led:
            # The suit led is the first card's suit (RULES §3): the two cannot disagree.
            fields = {"card": w.the(self._first), "suit": w.suit(self._led),
                      "given": w.suit(lesson.parse_suit(led))}
            raise BriscolaError("ranking.led_is_first", **fields,
                                message=w.capital(w.text("ranking.led_is_first", **fields)))
        self._trump = lesson.parse_suit(trump)
        lesson.ranks_by(sort)  # refuse an unknown sort before building anything
        self._sort = sort
        self._refreshing = False

        self._first_picker = _CardPicker(w.text("ranking.first"), self._first, w)
        self._second_picker = _CardPicker(w.text("ranking.second"), self._second, w)
        self._led_choice = widgets.ToggleButtons(options=_suit_options(w), value=self._led, style=_BUTTON_ROW)
        self._trump_choice = widgets.ToggleButtons(options=_suit_options(w), value=self._trump,
                                                   style=_BUTTON_ROW)
        self._cards = widgets.HTML()
        self._result = widgets.HTML()
        self._result.add_class("bt-result")
        self._result.layout = widgets.Layout(flex="1 1 300px", margin="0 0 0 12px")
        self._sort_choice = widgets.Dropdown(
            options=[(w.text(f"lessons_cards.sort_{s}"), s) for s in lesson.SORTS], value=sort,
            description=w.text("ranking.sort_by"), style={"description_width": "initial"})
        self._table = widgets.HTML()
        self._table_fold = widgets.Accordion([widgets.VBox([self._sort_choice, self._table])],
                                             titles=(w.text("ranking.table_title"),), selected_index=None,
                                             layout=widgets.Layout(margin="6px 0 0 0"))

        for chooser in (self._first_picker.suit, self._first_picker.rank, self._second_picker.suit,
                        self._second_picker.rank, self._led_choice, self._trump_choice):
            chooser.observe(self.guarded(self._on_choice), names="value")
        self._sort_choice.observe(self.guarded(self._on_sort), names="value")

        self.children = [
            self._first_picker, self._second_picker,
            _named_row(w.text("ranking.led"), self._led_choice),
            _named_row(w.text("ranking.trump"), self._trump_choice),
            # The verdict beside the two cards, so it shows with the buttons that change it.
            widgets.HBox([self._cards, self._result], layout=widgets.Layout(align_items="center")),
            self._feedback,
            # The table folded under its title, so the pickers and the verdict fit one screen
            # (1366 x 768 with the file browser open); a click opens it.
            self._table_fold,
        ]
        self.refresh()

    # -- what the student sees and chooses
    @property
    def first(self) -> Card:
        """The first card played (it sets the suit led)."""
        return self._first

    @property
    def second(self) -> Card:
        """The second card played."""
        return self._second

    @property
    def led(self) -> Suit:
        """The suit led: the first card's suit."""
        return self._led

    @property
    def trump(self) -> Suit:
        """The trump suit chosen."""
        return self._trump

    verdict = Shown("_result", "Which card takes the trick and the rule that says so, as shown (HTML).")
    pictures = Shown("_cards", "The two cards as drawn, the winner ringed (HTML with inline SVG).")
    ranks_table = Shown("_table", "The table of the ten ranks as shown, in the order chosen (HTML).")

    def choose(self, *, first: Card | str | None = None, second: Card | str | None = None,
               led: Suit | str | None = None, trump: Suit | str | None = None, sort: str | None = None) -> None:
        """Click the choices as a student would, in order: the first card, the second, the suit led, trump, the sort."""
        for picker, card in ((self._first_picker, first), (self._second_picker, second)):
            if card is not None:
                parsed = Card.parse(card)
                picker.suit.value, picker.rank.value = parsed.suit, parsed.rank
        if led is not None:
            self._led_choice.value = lesson.parse_suit(led)
        if trump is not None:
            self._trump_choice.value = lesson.parse_suit(trump)
        if sort is not None:
            self._sort_choice.value = sort

    # -- callbacks
    def _on_choice(self, change: dict[str, Any]) -> None:
        if self._refreshing:
            return
        if change.get("owner") is self._led_choice and isinstance(change.get("new"), Suit):
            # Leading another suit means the first card is of that suit.
            self._first = Card(self._first.rank, change["new"])
        else:
            self._first = self._first_picker.card
        self._led = self._first.suit
        self._second = self._second_picker.card
        self._trump = self._trump_choice.value
        self.refresh()

    def _on_sort(self, change: dict[str, Any]) -> None:
        if self._refreshing:
            return
        self._sort = change["new"]
        self.refresh()

    # -- drawing
    def _comparison(self) -> lesson.Comparison:
        return lesson.compare(self._first, self._second, led=self._led, trump=self._trump, words=self.words)

    def _result_html(self) -> str:
        try:
            comparison = self._comparison()
        except BriscolaError as error:
            return _paragraph(self.worded(error), strong=True)
        w = self.words
        in_led = (w.text("ranking.in_led_winner", card=w.the(comparison.winner_in_led))
                  if comparison.winner_in_led else w.text("ranking.in_led_none"))
        with_trump = (w.text("ranking.with_trump_winner", card=w.the(comparison.winner))
                      if comparison.winner else w.text("ranking.with_trump_none"))
        lines = [
            _paragraph(w.text("ranking.in_led", suit=w.suit(self._led), result=in_led)),
            _paragraph(w.text("ranking.with_trump", suit=w.suit(self._trump), result=with_trump), strong=True),
            _paragraph(comparison.trump_note),
            _paragraph(w.text("ranking.rule", sentence=lesson.lower_first(comparison.sentence))),
            _paragraph(w.capital(w.text(
                "ranking.points_each", first=w.the(self._first), second=w.the(self._second),
                first_points=rules.points(self._first), second_points=rules.points(self._second)))),
        ]
        return "".join(lines)

    def _cards_html(self) -> str:
        try:
            winner = self._comparison().winner
        except BriscolaError:
            winner = None

        def kind(card: Card) -> str | None:
            if winner is None:
                return None
            return "win" if card is winner else "lose"

        first_kind, second_kind = kind(self._first), kind(self._second)
        highlights = {i: k for i, k in enumerate((first_kind, second_kind)) if k is not None}
        labels = [self.words.text("ranking.first_short"), self.words.text("ranking.second_short")]
        return render.hand_svg([self._first, self._second], width=100, highlights=highlights, labels=labels,
                               style=self.words.style, language=self.words.language)

    def refresh(self) -> None:
        """Redraw the chosen cards, the verdict and the table from the current choice."""
        self._refreshing = True
        try:
            self._first_picker.show(self._first)
            self._second_picker.show(self._second)
            self._led_choice.value = self._led
            self._trump_choice.value = self._trump
            self._sort_choice.value = self._sort
        finally:
            self._refreshing = False
        self._cards.value = self._cards_html()
        self._result.value = self._result_html()
        self._table.value = lesson.ranks_table_html(self._sort, suit=self._led, words=self.words)
        self._feedback.value = ""

    def static_html(self) -> str:
        """The two cards, the verdict and the table as they stand."""
        return (f'<div class="bt-ranking">{self._cards.value}{self._result.value}'
                f"<h4>{html.escape(self.words.text('ranking.table_title'))}</h4>{self._table.value}</div>")

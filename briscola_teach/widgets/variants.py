"""Lesson 10's screen: a trick laid out once, judged with the usual rules and with the seven second.

The verdicts come from :func:`briscola_teach.rules.trick_winner`; the screen only
reads the cards and the trump, and draws the trick twice.
"""

from __future__ import annotations

import html

import ipywidgets as widgets

from .. import render, rules
from ..cards import Card, Suit
from ..errors import BriscolaError
from ..lessons.cards import the
from ..lessons.tricks import position_names
from ..locale import text
from .base import Screen

__all__ = ["SevenSecondLab"]


class SevenSecondLab(Screen):
    """Write a trick and a trump: the screen shows who takes it with and without the seven second.

    >>> lab = SevenSecondLab()
    >>> lab.winners
    (Card(Rank.THREE, Suit.COINS), Card(Rank.SEVEN, Suit.COINS))
    """

    def __init__(self, cards: str = "tres de oros, siete de oros", *, trump: Suit | str = "copas",
                 style: str = "spanish", card_width: int = 70) -> None:
        super().__init__()
        self.add_class("bt-seven-second-lab")
        self.style = style
        self.card_width = card_width
        self._cards_box = widgets.Text(value=cards, description=text("lessons_variants.lab_cards"),
                                       layout=widgets.Layout(width="520px"), continuous_update=False,
                                       style={"description_width": "initial"})
        self._trump = widgets.Dropdown(options=[(s.name_in(), s) for s in Suit], value=Suit.parse(trump),
                                       description=text("lessons_variants.lab_trump"),
                                       style={"description_width": "initial"})
        self.show_button = widgets.Button(description=text("lessons_variants.lab_show"), button_style="primary")
        self.show_button.on_click(self.guarded(lambda _: self.refresh()))
        self._cards_box.observe(self.guarded(lambda _: self.refresh()), names="value")
        self._trump.observe(self.guarded(lambda _: self.refresh()), names="value")
        self._pictures = widgets.HTML()
        self._pictures.add_class("bt-ssl-tricks")
        self.winners: tuple[Card, Card] | None = None
        self.children = [widgets.HBox([self._cards_box, self._trump, self.show_button, self.size_bar()],
                                      layout=widgets.Layout(flex_flow="row wrap", align_items="center")),
                         self._pictures, self._feedback]
        self.refresh()

    def set_trick(self, cards: str, trump: Suit | str | None = None) -> None:
        """Lay out another trick (cards in play order, separated by commas) and judge it."""
        self._cards_box.value = cards
        if trump is not None:
            self._trump.value = Suit.parse(trump)
        self.refresh()

    def _parsed(self) -> list[Card]:
        names = [n for n in (part.strip() for part in self._cards_box.value.split(",")) if n]
        cards = [Card.parse(n) for n in names]
        if not 2 <= len(cards) <= 4:
            raise BriscolaError("lessons_variants.lab_count", count=len(cards))
        if len(set(cards)) != len(cards):
            raise BriscolaError("lessons_variants.lab_twice")
        return cards

    def refresh(self) -> None:
        """Judge the trick written in the box, both ways, and draw it."""
        self._feedback.value = ""
        try:
            cards = self._parsed()
        except ValueError as error:
            self.winners = None
            self._pictures.value = ""
            self.show_error(str(error))
            return
        trump = self._trump.value
        names = position_names(len(cards))
        plays = list(enumerate(cards))
        columns = []
        found = []
        for seven_second in (False, True):
            index = rules.trick_winner(cards, trump, seven_second=seven_second)
            points = rules.trick_points(cards, seven_second=seven_second)
            found.append(cards[index])
            key = "lessons_variants.seven_line" if seven_second else "lessons_variants.standard_line"
            title = text("lessons_variants.lab_seven" if seven_second else "lessons_variants.lab_usual")
            line = text(key, card=the(cards[index]), points=points)
            columns.append(
                f'<div class="bt-ssl-column" style="flex:1;min-width:260px;border:1px solid #dee2e6;'
                f'border-radius:8px;padding:6px"><div style="font-weight:700">{html.escape(title)}</div>'
                + render.trick_svg(plays, trump=trump, winner=index, seat_names=names, style=self.style,
                                   width=self.card_width)
                + f'<div class="bt-ssl-verdict">{html.escape(line)}</div></div>')
        self.winners = (found[0], found[1])
        self._pictures.value = f'<div style="display:flex;gap:12px;flex-wrap:wrap">{"".join(columns)}</div>'

    def static_html(self) -> str:
        """Both judgements of the trick, for pages without widgets."""
        note = f'<p style="color:#555;font-style:italic">{html.escape(text("common.widget_note"))}</p>'
        return f'<div class="bt-seven-second-lab-still">{self._pictures.value}{self._feedback.value}{note}</div>'

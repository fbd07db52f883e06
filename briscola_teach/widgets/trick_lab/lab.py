"""Lesson 02's trick lab: build any trick (players, cards, muestra) and see who takes it, and why."""

from __future__ import annotations

import html
import random
from collections.abc import Sequence
from typing import Any

import ipywidgets as widgets

from ... import render, rules
from ...cards import Card, new_deck
from ...explain import TrickExplanation, trick_explanation
from ...exercises import tricks as lesson
from ...errors import BriscolaError
from ...locale import Words
from ..base import Screen, Shown

__all__ = ["TrickLab"]


_MAX_PLAYERS = max(rules.TABLE_SIZES)


# Cards the lab fills empty seats with when the student adds players.
_SPARE = ("cuatro de bastos", "rey de oros", "siete de espadas", "sota de copas")


def _paragraph(content: str, *, strong: bool = False) -> str:
    weight = "font-weight:600;" if strong else ""
    return f'<p style="margin:3px 0;{weight}">{html.escape(content)}</p>'


def _deck_for(players: int) -> tuple[Card, ...]:
    return tuple(new_deck(rules.Options.build(players).deck))


def _seats_in_order(players: int, leader: int) -> list[int]:
    return [(leader + i) % players for i in range(players)]


def _label(seat: int, w: Words) -> str:
    """A seat as the lessons number it: seat 0 is "Jugador 1"."""
    return w.text("lessons_tricks.player", n=seat + 1)


def _in_sentence(seat: int, w: Words) -> str:
    """A seat inside a sentence: "el jugador 1"."""
    return w.text("lessons_tricks.the_player", n=seat + 1)


class TrickLab(Screen):
    """Choose the table size, the muestra, who leads and every card: who takes the trick, and why.

    ``seven_second=True`` (or False) adds a switch for that variant of RULES §8 (the 7
    second in strength and worth 10), set as given; without it the usual rules hold.

    >>> lab = TrickLab(["tres de oros", "siete de oros"], muestra="cuatro de copas", seven_second=True)
    >>> lab.explanation().winning_card, lab.explanation().points
    (Card(Rank.SEVEN, Suit.COINS), 10)
    """

    def __init__(self, cards: Sequence[Card | str] = ("as de espadas", "dos de copas"), *,
                 muestra: Card | str = "cinco de copas", leader: int = 0, players: int | None = None,
                 seed: int | random.Random | None = None, language: str | None = None,
                 style: str | None = None, seven_second: bool | None = None) -> None:
        super().__init__()
        self.add_class("bt-trick-lab-screen")
        given = [Card.parse(c) for c in cards]
        self._players = players if players is not None else max(2, len(given))
        # The engine refuses a table size it does not have, or a variant that is not True/False.
        rules.Options.build(self._players, **({} if seven_second is None else {"seven_second": seven_second}))
        self._seven_second = bool(seven_second)
        if len(given) > self._players:
            raise BriscolaError("explain.too_many", count=len(given))
        spare = [Card.parse(c) for c in _SPARE if Card.parse(c) not in given]
        self._cards: list[Card] = (given + spare)[:_MAX_PLAYERS]
        self._muestra = Card.parse(muestra)
        self._leader = leader % self._players
        self._rng = seed if isinstance(seed, random.Random) else random.Random(seed)
        self._refreshing = False

        self._players_choice = widgets.ToggleButtons(options=list(rules.TABLE_SIZES), value=self._players,
                                                     description=self.words.text("trick_lab.players"),
                                                     style={"button_width": "48px"})
        card_options = [(self.words.card(c), c) for c in _deck_for(self._players)]
        self._fit_to_deck()
        self._muestra_choice = widgets.Dropdown(options=card_options, value=self._muestra,
                                                description=self.words.text("trick_lab.muestra"),
                                                style={"description_width": "initial"})
        self._leader_choice = widgets.Dropdown(description=self.words.text("trick_lab.leader"),
                                               style={"description_width": "150px"},
                                               layout=widgets.Layout(width="340px"))
        self._card_choices = [
            widgets.Dropdown(options=card_options, value=card, style={"description_width": "150px"},
                             layout=widgets.Layout(width="340px"))
            for card in self._cards
        ]
        self._random = widgets.Button(description=self.words.text("trick_lab.random"))
        self._seven_choice = widgets.Checkbox(value=self._seven_second, indent=False,
                                              description=self.words.text("trick_lab.seven_second"),
                                              layout=widgets.Layout(width="auto"))
        self._seven_choice.layout.display = None if seven_second is not None else "none"
        self._table = widgets.HTML()
        self._result = widgets.HTML()
        self._result.add_class("bt-result")

        for chooser in (self._players_choice, self._muestra_choice, self._leader_choice, *self._card_choices,
                        self._seven_choice):
            chooser.observe(self.guarded(self._on_choice), names="value")
        self._random.on_click(self.guarded(lambda _b: self.deal_random()))

        self.children = [
            widgets.HBox([self._players_choice, self._muestra_choice, self._seven_choice],
                         layout=widgets.Layout(flex_flow="row wrap", align_items="center")),
            self._leader_choice, *self._card_choices, self._random,
            self._table, self._result, self._feedback,
        ]
        self.refresh()

    # -- the model
    @property
    def players(self) -> int:
        """How many play this trick."""
        return self._players

    @property
    def seven_second(self) -> bool:
        """Whether the trick is judged with the 7 second in strength and worth 10 (RULES §8)."""
        return self._seven_second

    @seven_second.setter
    def seven_second(self, value: bool) -> None:
        rules.Options.build(self._players, seven_second=value)  # True or False, or the engine's error
        self._seven_second = value
        self.refresh()

    @property
    def plays(self) -> tuple[tuple[int, Card], ...]:
        """The trick as (seat, card) pairs in play order, the card led first."""
        seats = _seats_in_order(self._players, self._leader)
        return tuple(zip(seats, self._cards[: self._players]))

    @property
    def muestra(self) -> Card:
        """The muestra: its suit is trump."""
        return self._muestra

    # -- what the student sees and changes
    verdict = Shown("_result", "Who takes the trick and why, as shown (HTML); the reason a trick cannot be, if "
                               "so.")

    @property
    def players_choice(self) -> widgets.ToggleButtons:
        """The table size chooser."""
        return self._players_choice

    @property
    def muestra_choice(self) -> widgets.Dropdown:
        """The muestra chooser."""
        return self._muestra_choice

    @property
    def card_choices(self) -> tuple[widgets.Dropdown, ...]:
        """One card chooser per seat in play order (those past the table size hidden)."""
        return tuple(self._card_choices)

    @property
    def seven_choice(self) -> widgets.Checkbox:
        """The seven-second switch (shown only when the lab was made with the variant named)."""
        return self._seven_choice

    @property
    def random_button(self) -> widgets.Button:
        """The button that deals a random trick."""
        return self._random

    def set_trick(self, cards: Sequence[Card | str], *, muestra: Card | str | None = None,
                  leader: int | None = None) -> None:
        """Put these cards on the table, in play order; the table size follows the number of cards."""
        parsed = [Card.parse(c) for c in cards]
        rules.Options.build(len(parsed))
        self._players = len(parsed)
        self._cards[: len(parsed)] = parsed
        if muestra is not None:
            self._muestra = Card.parse(muestra)
        if leader is not None:
            self._leader = leader % self._players
        self._leader %= self._players
        self.refresh()

    def deal_random(self) -> None:
        """A random trick for the chosen table size, with a fresh muestra."""
        cards, muestra = lesson.random_trick(self._rng, self._players)
        self.set_trick(cards, muestra=muestra)

    def explanation(self) -> TrickExplanation:
        """Who takes the trick on the table and why; raises ValueError for a trick that cannot be."""
        deck = _deck_for(self._players)
        size = rules.Options.build(self._players).deck
        for card in (self._muestra, *self._cards[: self._players]):
            if card not in deck:
                raise BriscolaError("trick_lab.not_in_deck", players=self._players, size=size,
                                      card=self.words.the(card))
        return trick_explanation(self._cards[: self._players], self._muestra.suit,
                                 seven_second=self._seven_second, language=self.words.language,
                                 style=self.words.style)

    # -- callbacks
    def _on_choice(self, _change: dict[str, Any]) -> None:
        if self._refreshing:
            return
        self._players = self._players_choice.value
        self._muestra = self._muestra_choice.value
        if self._leader_choice.value is not None:
            self._leader = self._leader_choice.value % self._players
        self._cards = [choice.value for choice in self._card_choices]
        self._seven_second = bool(self._seven_choice.value)
        swapped = self._fit_to_deck()
        self.refresh()
        if swapped:
            self._feedback.value = _paragraph(swapped)

    def _fit_to_deck(self) -> str:
        """Put a card of the deck in place of any that this table size plays without; what was changed."""
        deck = _deck_for(self._players)
        notes = []
        for i, card in enumerate(self._cards):
            if card not in deck:
                used = {*self._cards, self._muestra}
                spare = next(c for c in (*(Card.parse(n) for n in _SPARE), *deck)
                             if c in deck and c not in used)
                self._cards[i] = spare
                notes.append(self.words.text("trick_lab.replaced", players=self._players,
                                  card=self.words.the(card), spare=self.words.the(spare)))
        if self._muestra not in deck:
            used = set(self._cards)
            spare = next(c for c in deck if c.suit is self._muestra.suit and c not in used)
            notes.append(self.words.text("trick_lab.replaced", players=self._players,
                              card=self.words.the(self._muestra), spare=self.words.the(spare)))
            self._muestra = spare
        return " ".join(notes)

    # -- drawing
    def _names(self) -> dict[int, str]:
        return {seat: _label(seat, self.words) for seat in range(self._players)}

    def _verdict(self) -> tuple[TrickExplanation | None, str]:
        try:
            explanation = self.explanation()
        except BriscolaError as error:
            message = self.words.text("trick_lab.refused", reason=self.worded(error))
            return None, f'<p class="bt-error" style="margin:3px 0;color:#a40000;font-weight:600">⚠ {html.escape(message)}</p>'
        seat, _ = self.plays[explanation.winner]
        lines = [_paragraph(explanation.taken_by(_in_sentence(seat, self.words)), strong=True),
                 *(_paragraph(sentence) for sentence in explanation.sentences()),
                 *(_paragraph(note) for note in self._variant_notes())]
        return explanation, "".join(lines)

    def _variant_notes(self) -> list[str]:
        """With the seven second on, the variant's order of strength (the explanation says what it changed)."""
        return [self.words.text("trick_lab.seven_order")] if self._seven_second else []

    def refresh(self) -> None:
        """Redraw the choosers, the trick and the verdict from the model."""
        names = self._names()
        order = _seats_in_order(self._players, self._leader)
        options = [(self.words.card(c), c) for c in _deck_for(self._players)]
        self._refreshing = True
        try:
            self._players_choice.value = self._players
            self._seven_choice.value = self._seven_second
            if self._muestra_choice.options != tuple(options):
                self._muestra_choice.options = options
                for choice in self._card_choices:
                    choice.options = options
            self._muestra_choice.value = self._muestra
            self._leader_choice.options = [(names[s], s) for s in range(self._players)]
            self._leader_choice.value = self._leader
            for i, choice in enumerate(self._card_choices):
                if self._cards[i] in _deck_for(self._players):
                    choice.value = self._cards[i]
                shown = i < self._players
                choice.layout.display = None if shown else "none"
                if shown:
                    key = "trick_lab.seat_card_led" if i == 0 else "trick_lab.seat_card"
                    choice.description = self.words.text(key, n=i + 1, who=names[order[i]])
        finally:
            self._refreshing = False
        explanation, verdict = self._verdict()
        trump = self._muestra.suit
        header = _paragraph(self.words.text("trick_lab.trump_is", suit=self.words.suit(trump), muestra=self.words.the(self._muestra)))
        picture = render.trick_svg(self.plays, trump=trump,
                                   winner=self.plays[explanation.winner][0] if explanation else None,
                                   seat_names=names, style=self.words.style, language=self.words.language,
                                   seven_second=self._seven_second)
        muestra = render.card_svg(self._muestra, width=70, label=self.words.text("trick_lab.muestra").rstrip(":"),
                                  style=self.words.style, language=self.words.language)
        self._table.value = (header + '<div style="display:flex;gap:18px;align-items:flex-end">'
                             f"<div>{picture}</div><div>{muestra}</div></div>")
        self._result.value = verdict
        self._feedback.value = ""

    def static_html(self) -> str:
        """The trick on the table and the verdict, as they stand."""
        return f'<div class="bt-trick-lab">{self._table.value}{self._result.value}</div>'

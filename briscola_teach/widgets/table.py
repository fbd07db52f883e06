"""The card table: the student plays whole hands and matches against the machine.

The match, the machine seats and the story of the hand live in a
:class:`~briscola_teach.card_table.session.TableSession`; its HTML in
:mod:`briscola_teach.card_table.view`.  This screen only binds the controls to
the session's steps, schedules the machine's next step and refreshes.

A click on a card of the student's hand plays it.  The machine answers at a human
pace: each of its moves is scheduled ``delay`` seconds later on the kernel's event
loop (``call_later``), never in a thread, so the table also runs where there are no
threads (Pyodide in a browser).  With ``delay=0``, or where no event loop runs (a
plain script or test), the machine answers inside the click.

With five players the table plays briscola chiamata
(:class:`~briscola_teach.card_table.chiamata.ChiamataSession`): the student bids with
a button per rank still allowed, a pass button and, once the 2 is called, a points
field; names the suit with four buttons, each under the card it would call; then plays.

Each card button is drawn for one state of the table (the session's ``version``): a
click sent for an older picture of the table (the second half of a double click,
arriving after the first has already played) is ignored, so one intention plays one
card.
"""

from __future__ import annotations

import asyncio
import html
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any, Protocol

import ipywidgets as widgets

from .. import progress, render
from ..bots import LEVELS
from ..cards import Card, Rank, Suit
from ..chiamata import Chiamata
from ..coach import review
from ..errors import IllegalPlay, OptionError
from ..game import SWAP, Game
from ..card_table import chiamata as five
from ..card_table import view
from ..card_table.class_code import CLASS_LEVEL, deal_seed, next_deal, normalize_code
from ..card_table.students import keep_class_deal, keep_in_play
from ..card_table.session import DEFAULT_SEED, PLAYERS, YOU, TableSession, TableSettings, Waiting
from ..card_table.chiamata import ChiamataSession
from ..locale import Words
from ..practice import hint
from ..match import Match
from ..rules import STRENGTH_ORDER
from .base import Screen, Shown, card_slot, over_picture

__all__ = ["CardTable", "YOU", "DEFAULT_SEED", "CARD_WIDTHS", "Scheduler", "running_loop"]

#: Most cards a hand can hold (eight at briscola chiamata).
_MAX_HAND = 8
#: The suits in the order the call offers them.
_SUITS = (Suit.COINS, Suit.CUPS, Suit.SWORDS, Suit.CLUBS)


#: The widest a card of the student's hand is drawn at a table of five, so eight fit a row
#: of the cards' column and the story stays beside it (1280 x 720 with the file browser open).
_FIVE_CARD_WIDTH = 54
#: The narrowest slot of a card of a five-card (pizzico) and an eight-card (chiamata) hand: its name wraps.
_PIZZICO_SLOT = 86
_FIVE_SLOT = 66
#: The widest a card of a five-card hand (a pizzico) is drawn, so the hand and its names fit 1280 x 720.
_PIZZICO_CARD_WIDTH = 64
#: How wide the cards and controls are at a table of five: the trick and the call share a row, the story goes beside.
_FIVE_PLAY_WIDTH = "600px"


def _slot_size(card_width: int, *, least: float = 128) -> tuple[float, float]:
    """Width and height of a hand's card slot: the picture, and room for its name under it."""
    return (max((render.CARD_W + 12) * card_width / render.CARD_W, least),
            (render.CARD_H + 12) * card_width / render.CARD_W)


def open_session(settings: TableSettings, *, words: Words | None = None) -> TableSession | ChiamataSession:
    """The session a table with these settings plays, in ``words``: briscola chiamata for five, else the usual game."""
    return ChiamataSession(settings, words=words) if settings.is_chiamata else TableSession(settings, words=words)
#: The card widths a table can be drawn with, in pixels (smallest, largest).
CARD_WIDTHS = (40, 200)


class _Handle(Protocol):
    def cancel(self) -> None: ...


class Scheduler(Protocol):
    """What the table needs of an event loop: run a callback some seconds from now."""

    def call_later(self, delay: float, callback: Callable[[], object], /) -> _Handle: ...


def running_loop() -> Scheduler | None:
    """The event loop running this code (the kernel's), or None in a plain script or test."""
    try:
        return asyncio.get_running_loop()
    except RuntimeError:
        pass
    if sys.platform == "emscripten":  # pragma: no cover - Pyodide's browser loop runs unentered
        return asyncio.get_event_loop()
    return None


class CardTable(Screen):
    """Play hands of Briscola against the machine: 2 or 3 players, 4 in pairs, or 5 at chiamata.

    >>> table = CardTable(players=2, level="random", seed=3)
    >>> table.game.players, len(table.hand_buttons)
    (2, 3)
    """

    #: Whether the table offers "review this hand" once a hand ends (a screen around it may do it instead).
    offers_review = True

    def __init__(self, *, level: str = "sensato", players: int = 2, best_of: int | None = None,
                 first_to: int | None = None, seed: int | None = DEFAULT_SEED,
                 delay: float = 0.0, learning: bool = False, swap_muestra: bool = False,
                 save_dir: str | Path | None = None, style: str = "spanish", language: str | None = None,
                 card_width: int = 80, loop: Scheduler | None = None,
                 deck: int = 0, seven_second: bool = False, swap_seven_or_two: bool = False,
                 open_hands: bool = False, open_partner_hands: bool = False, hand_size: int = 3,
                 tie_break_by_cards: bool = False, double_win: bool = False,
                 think: float | None = None) -> None:
        # Every setting is checked before a widget is made: a bad one builds nothing.
        settings = TableSettings(level=level, players=players, best_of=best_of, first_to=first_to,
                                 seed=seed, delay=delay, learning=learning,
                                 swap_muestra=swap_muestra, style=style, deck=deck,
                                 seven_second=seven_second, swap_seven_or_two=swap_seven_or_two,
                                 open_hands=open_hands, open_partner_hands=open_partner_hands,
                                 hand_size=hand_size, tie_break_by_cards=tie_break_by_cards,
                                 double_win=double_win, think=think)
        least, most = CARD_WIDTHS
        if card_width.__class__ is not int or not least <= card_width <= most:
            raise OptionError("table.bad_card_width", width=card_width, least=least, most=most)
        session = open_session(settings, words=self.words)
        super().__init__()
        self.add_class("bt-card-table")
        self._session = session
        #: Where saved hands go: the folder named in the table's language unless one is given.
        self.save_dir = Path(save_dir if save_dir is not None else self.words.text("hands.folder"))
        self.style = style
        self.card_width = card_width
        self._loop = loop
        #: The machine's next move, waiting on the event loop.
        self._pending: _Handle | None = None
        #: Which scheduled move is the live one (a cancelled one that runs anyway does nothing).
        self._pending_token: object | None = None
        #: The session's version each slot's card button was drawn for.
        self._drawn = [session.version] * _MAX_HAND
        #: Earlier card buttons, kept open a little while so a late click still reaches them.
        self._old_buttons: list[list[widgets.Button]] = []
        self._shown: tuple[Card, ...] = ()
        self._seed_given = seed is not None
        #: The student's name, written with the results of a class code (empty: none given).
        self.student = ""
        #: Where the match in play is saved after every step, to go on with it later (None: not saved).
        self.autosave: Path | None = None
        #: The class code typed at this table, if any (its deals are played while the settings fit it).
        self._class_code: str | None = None

        # -- settings
        self._level = widgets.Dropdown(
            options=[(view.level_name(lv, words=self.words), lv) for lv in LEVELS], value=level,
            description=self.words.text("table.level"), layout=widgets.Layout(width="230px"))
        self._players = widgets.Dropdown(
            options=[(self.words.text(f"table.players_{n}"), n) for n in PLAYERS], value=players,
            description=self.words.text("table.players"), layout=widgets.Layout(width="330px"))
        self._format = widgets.Dropdown(
            options=[(self.words.text("table.format_1"), 1), (self.words.text("table.format_3"), 3),
                     (self.words.text("table.format_5"), 5), (self.words.text("table.format_n"), 0)],
            value=0 if first_to is not None else (best_of or 1),
            description=self.words.text("table.format"), layout=widgets.Layout(width="250px"))
        self._first_to = widgets.BoundedIntText(
            value=min(first_to or 3, 50), min=1, max=50, description=self.words.text("table.first_to"),
            layout=widgets.Layout(width="120px"))
        self._seed = widgets.IntText(value=seed if seed is not None else 0,
                                     description=self.words.text("table.seed"),
                                     layout=widgets.Layout(width="170px"))
        self._swap_option = widgets.Checkbox(value=swap_muestra, description=self.words.text("table.swap_option"),
                                             indent=False, layout=widgets.Layout(width="220px"))
        self._learning = widgets.Checkbox(value=learning, description=self.words.text("table.learning"),
                                          indent=False, layout=widgets.Layout(width="180px"))
        self._new_button = widgets.Button(description=self.words.text("table.new_match"), icon="random",
                                          tooltip=self.words.text("table.new_match_tip"), button_style="primary")
        self._repeat_button = widgets.Button(description=self.words.text("table.repeat"), icon="repeat",
                                             tooltip=self.words.text("table.repeat_tip"))
        self._level_note = widgets.HTML()
        self._settings_note = widgets.HTML(
            f'<span style="color:#555;font-size:90%">{html.escape(self.words.text("table.settings_note"))}</span>')

        # -- the table
        # The status wraps onto a second line rather than push the size toggle onto a row of its own.
        self._status = widgets.HTML(layout=widgets.Layout(flex="1 1 320px", min_width="0"))
        self._status.add_class("bt-table-status")
        self._board = widgets.HTML()
        self._board.add_class("bt-table-board")
        self._slots: list[tuple[widgets.GridBox, widgets.HTML, widgets.Button]] = []
        picture_w, picture_h = _slot_size(card_width)
        #: The card width the hand's slots are laid out for (smaller for eight cards).
        self._slot_card_width = card_width
        self._slots_fit = (card_width, False)
        # Shared by every card button, so a button drawn anew is one widget, not three.
        self._button_layout = over_picture(width=picture_w, height=picture_h)
        self._button_styles = {bold: widgets.ButtonStyle(button_color="transparent",
                                                         font_weight="bold" if bold else "")
                               for bold in (False, True)}
        # Slots for the cards of the first hand only: a larger hand makes the others (_draw_hand),
        # so a page of a two-player table loads three slots' widgets, not eight.
        for _ in session.game.view(YOU).hand:
            self._slots.append(self._new_slot())
        # One short line (not a widget row's 28 px): the hand keeps to one screen at 1280 x 720.
        self._hand_title = widgets.HTML(f"<b>{html.escape(self.words.text('table.your_hand'))}</b>",
                                        layout=widgets.Layout(height="20px"))
        self._hand_box = widgets.HBox([box for box, _, _ in self._slots],
                                      layout=widgets.Layout(flex_flow="row wrap"))
        self._hand_box.add_class("bt-hand")
        self._last = widgets.HTML()
        self._last.add_class("bt-table-last")
        self._swap_button = widgets.Button(description=self.words.text("table.swap_button"), icon="exchange",
                                           layout=widgets.Layout(width="auto"))
        self._events_html = widgets.HTML()
        self._events_html.add_class("bt-table-events")
        self._learning_html = widgets.HTML()
        self._summary = widgets.HTML()
        self._summary.add_class("bt-table-summary")
        self._next_button = widgets.Button(description=self.words.text("table.next_hand"), icon="forward",
                                           button_style="success")
        self._save_path = widgets.Text(value="", placeholder=str(self.save_dir / self.words.text("hands.file", number="N")),
                                       description=self.words.text("table.save_path"),
                                       layout=widgets.Layout(width="250px", max_width="100%"))
        self._save_button = widgets.Button(description=self.words.text("table.save"), icon="save")
        self._save_note = widgets.HTML(layout=widgets.Layout(margin="0 0 0 8px"))
        self._save_note.add_class("bt-save-note")
        # The auction's and the call's controls are made the first time a table of five is drawn:
        # about a third of the table's widgets, which every page of a two-player table would load.
        self._auction_box: widgets.HBox = widgets.HBox(layout=widgets.Layout(display="none"))
        self._call_box: widgets.VBox = widgets.VBox(layout=widgets.Layout(display="none"))
        self._build_practice()

        self._new_button.on_click(self.guarded(lambda _: self.new_match(seed=self._seed.value + 1)))
        self._repeat_button.on_click(self.guarded(lambda _: self.new_match(seed=self._seed.value)))
        self._next_button.on_click(self.guarded(self._next_clicked))
        self._swap_button.on_click(self.guarded(self._swap_clicked))
        self._save_button.on_click(self.guarded(lambda _: self._save_clicked()))
        self._learning.observe(self.guarded(self._learning_changed), names="value")
        self._format.observe(self.guarded(lambda _: self._show_first_to()), names="value")
        self._level.observe(self.guarded(lambda _: self._describe_level()), names="value")
        self._players.observe(self.guarded(lambda _: self._show_swap_option()), names="value")

        wrapped = widgets.Layout(flex_flow="row wrap", align_items="center")
        settings_box = widgets.VBox([
            widgets.HBox([self._level, self._players], layout=wrapped),
            widgets.HBox([self._format, self._first_to, self._seed], layout=wrapped),
            widgets.HBox([self._swap_option, self._learning], layout=wrapped),
            widgets.HBox([self._new_button, self._repeat_button], layout=wrapped),
            self._level_note,
            self._settings_note,
            self._build_class_row(),
        ])
        # The settings folded under their title, beside the table: the whole table, saving
        # and the settings' title fit one screen (1280 x 720 with the file browser open).
        settings = widgets.Accordion([settings_box], titles=(self.words.text("table.settings_title"),),
                                     selected_index=None, layout=widgets.Layout(margin="6px 0 0 0"))
        settings.add_class("bt-table-settings")
        save_row = widgets.HBox([self._save_path, self._save_button, self._save_note],
                                layout=widgets.Layout(align_items="center", flex_flow="row wrap",
                                                      margin="6px 0 0 0"))
        # Cards, buttons and what just happened side by side, so they fit one screen.
        left = widgets.VBox([self._board, self._auction_box, self._call_box, self._hand_title,
                             self._hand_box, self._swap_button, self._feedback],
                            layout=widgets.Layout(flex="0 1 auto"))
        left.add_class("bt-table-play")
        self._play_column = left
        # Hint, take-back and review head the story column: the cards' column stays one screen tall.
        right = widgets.VBox([self._next_button, self._practice_bar, self._summary, self._last,
                              self._events_html, self._learning_html, save_row, settings],
                             layout=widgets.Layout(flex="1 1 300px", min_width="300px",
                                                   margin="0 0 0 12px"))
        right.add_class("bt-table-story")
        self._story_column = right
        #: The hand's result, saving and the settings: in the story column, or under the cards at a
        #: table of five (its story column is narrow and long).
        self._under_cards = (self._summary, save_row, settings)
        self._story_order = right.children
        # Eight cards' names under narrow cards: wrapped on two short lines, not cut (the style rides
        # on the hand's title: one widget fewer for every page to load).
        self._hand_title.value += (
            "<style>.bt-hand-five .bt-play-card{white-space:normal;line-height:1.1;font-size:12px}</style>")
        self.children = [
            widgets.HBox([self._status, self.size_bar()],
                         layout=widgets.Layout(align_items="center", flex_flow="row wrap")),
            widgets.HBox([left, right], layout=widgets.Layout(align_items="flex-start",
                                                               flex_flow="row wrap")),
            self._review_box,
        ]
        self._show_first_to()
        self._show_swap_option()
        self._describe_level()
        # The machine's first moves, if it leads, are on the table when it is first shown.
        self._after_step(paced=False)

    # ------------------------------------------------------------------ the model
    @property
    def session(self) -> TableSession | ChiamataSession:
        """The match, the machine and the story this screen shows."""
        return self._session

    @property
    def game(self) -> Game | Chiamata:
        """The hand being played (a :class:`~briscola_teach.chiamata.Chiamata` with five players)."""
        return self._session.game

    @property
    def match(self) -> Match[Game] | Match[Chiamata]:
        """The match the hands belong to."""
        return self._session.match

    @property
    def is_chiamata(self) -> bool:
        """Whether the table is five players at briscola chiamata."""
        return isinstance(self._session, ChiamataSession)

    @property
    def players(self) -> int:
        """Number of players at the table."""
        return self._session.players

    @property
    def learning(self) -> bool:
        """Whether running points and the cards already out are shown."""
        return self._session.learning

    @learning.setter
    def learning(self, value: bool) -> None:
        self._session.learning = value  # checked first: a bad value leaves the box as it was
        self._learning.value = value

    @property
    def delay(self) -> float:
        """Seconds between the machine's moves (0: at once)."""
        return self._session.delay

    @delay.setter
    def delay(self, value: float) -> None:
        self._session.delay = value

    @property
    def is_busy(self) -> bool:
        """Whether the machine is still playing its cards (its next move is scheduled)."""
        return self._pending is not None

    @property
    def names(self) -> dict[int, str]:
        """How the table names each seat: "Tú", "Rival", "Compañero", "Jugador 3"..."""
        return self._session.names

    @property
    def hand_buttons(self) -> list[widgets.Button]:
        """The buttons under the student's cards, in the order shown."""
        return [button for _, _, button in self._slots[:len(self._shown)]]

    @property
    def card_slots(self) -> tuple[widgets.GridBox, ...]:
        """Every slot of the hand, shown or hidden: each a card's picture with its button over it."""
        return tuple(box for box, _, _ in self._slots)

    def button_for(self, card: Card | str) -> widgets.Button:
        """The button that plays this card of the student's hand."""
        wanted = Card.parse(card)
        return self.hand_buttons[self._shown.index(wanted)]

    @property
    def events(self) -> tuple[str, ...]:
        """Everything said about the current hand so far, first to last."""
        return self._session.story

    # ------------------------------------------------------------------ what the student sees
    board = Shown("_board", "The table as drawn now: the seats, the trick, the muestra and the stock (HTML).")
    last_trick = Shown("_last", "The last trick taken, as shown beside the table (HTML).")
    story = Shown("_events_html", "What happened in this hand, as the story box shows it (HTML).")
    learning_note = Shown("_learning_html", "The learning mode's note (points so far, cards out), as shown "
                                            "(HTML); empty with it off.")
    summary = Shown("_summary", "The result of the hand and the match's score, once the hand is over (HTML).")
    level_note = Shown("_level_note", "What the chosen level of play does, as shown under its chooser (HTML).")
    save_note = Shown("_save_note", "Where the last hand was saved, or why it could not be (HTML).")
    hint_note = Shown("_hint_note", "The practice mode's last hint or take-back, as shown (HTML).")
    class_note = Shown("_class_note", "The class code's deal and result, as shown (HTML); empty outside a class.")
    bid_label = Shown("_bid_label", "What the auction's controls are headed with, at a table of five (HTML).")

    # ------------------------------------------------------------------ what the student clicks
    @property
    def next_button(self) -> widgets.Button:
        """The button that deals the next hand of the match (shown once a hand is over)."""
        return self._next_button

    @property
    def swap_button(self) -> widgets.Button:
        """The button that swaps the 2 of trump for the muestra (shown while the swap is allowed)."""
        return self._swap_button

    @property
    def save_button(self) -> widgets.Button:
        """The button that saves the hand."""
        return self._save_button

    @property
    def save_path(self) -> widgets.Text:
        """The box naming the file the hand is saved to (empty: the next free name)."""
        return self._save_path

    @property
    def new_button(self) -> widgets.Button:
        """The button that starts a new match with the chosen players, level and format."""
        return self._new_button

    @property
    def repeat_button(self) -> widgets.Button:
        """The button that plays the same deal again."""
        return self._repeat_button

    @property
    def level_choice(self) -> widgets.Dropdown:
        """The chooser of the machine's level of play."""
        return self._level

    @property
    def players_choice(self) -> widgets.Dropdown:
        """The chooser of the table size for the next match."""
        return self._players

    @property
    def format_choice(self) -> widgets.Dropdown:
        """The chooser of the match's length for the next match."""
        return self._format

    @property
    def swap_option(self) -> widgets.Checkbox:
        """The switch that allows swapping the 2 (or 7) of trump for the muestra in the next match."""
        return self._swap_option

    @property
    def class_field(self) -> widgets.Text:
        """The box the class code is written in."""
        return self._class_field

    @property
    def class_button(self) -> widgets.Button:
        """The button that plays the class code's deal."""
        return self._class_button

    @property
    def seed_box(self) -> widgets.IntText:
        """The deal's number (the seed): the same number deals the same cards."""
        return self._seed

    # ------------------------------------------------------------------ actions
    def new_match(self, seed: int | None = None, *, paced: bool = True) -> None:
        """Start a match with the chosen settings; ``seed`` fixes every deal and the machine."""
        fmt = self._format.value
        chosen = seed if seed is not None else (self._seed.value if self._seed_given else None)
        players = self._players.value
        swap = self._swap_choice() if players != 5 else {"swap_muestra": False, "swap_seven_or_two": False}
        settings = self._session.settings.replace(
            level=self._level.value, players=players,
            best_of=None if fmt == 0 else fmt, first_to=self._first_to.value if fmt == 0 else None,
            seed=chosen, learning=bool(self._learning.value), class_code=self._class_code, **swap)
        if settings.is_chiamata == self.is_chiamata:
            self._session.new_match(settings)
        else:
            # Another kind of table: a new session, its steps counted on from the old one's.
            fresh = open_session(settings, words=self.words)
            fresh.count_on_from(self._session.version)
            self._session = fresh
        # The new match is dealt: only now may the old one's scheduled move be dropped.
        self._cancel_pending()
        if seed is not None:
            self._seed.value = seed
        self._feedback.value = ""
        self._after_step(paced=paced)

    def _swap_choice(self) -> dict[str, bool]:
        """The swap as the box says: off also turns off its seven-or-two form; on keeps the form."""
        if self._swap_option.value:
            return {"swap_muestra": True}
        return {"swap_muestra": False, "swap_seven_or_two": False}

    def next_hand(self) -> None:
        """Deal the next hand of the match."""
        self._session.next_hand()
        self._feedback.value = ""
        self._after_step()

    def play(self, card: Card | str) -> None:
        """Play a card of the student's hand, as a click on it does."""
        self._refuse_if_busy()
        self._session.student_plays(card)
        self._feedback.value = ""
        self._after_step()

    def swap(self) -> None:
        """Swap the student's 2 of trump for the muestra (when that option is on)."""
        self._refuse_if_busy()
        session = self._session
        if isinstance(session, ChiamataSession):
            raise IllegalPlay("engine.swap_off")
        session.student_swaps()
        self._feedback.value = ""
        self.refresh()

    def _five(self) -> ChiamataSession:
        session = self._session
        if not isinstance(session, ChiamataSession):
            raise IllegalPlay("table.ch_five_only", players=session.players)
        self._refuse_if_busy()
        return session

    def bid(self, rank: Rank) -> None:
        """In the auction of chiamata, call a rank weaker than the last one, as its button does."""
        self._five().student_bids(rank)
        self._feedback.value = ""
        self._after_step()

    def pass_bid(self) -> None:
        """In the auction of chiamata, pass for good, as the pass button does."""
        self._five().student_passes()
        self._feedback.value = ""
        self._after_step()

    def bid_points(self, points: object) -> None:
        """Once the 2 is called, promise at least this many points, as the points button does."""
        self._five().student_bids_points(points)
        self._feedback.value = ""
        self._after_step()

    def call(self, suit: Suit | str) -> None:
        """Having won the auction, name the suit: the called card and trump."""
        self._five().student_calls(suit)
        self._feedback.value = ""
        self._after_step()

    @property
    def bid_buttons(self) -> dict[Rank, widgets.Button]:
        """The auction's rank buttons on show now, by rank (none when the student is not bidding)."""
        if self._auction_box.layout.display == "none":
            return {}
        return {rank: b for rank, b in self._rank_buttons.items() if b.layout.display != "none"}

    @property
    def pass_button(self) -> widgets.Button:
        """The auction's pass button."""
        return self._pass_button

    @property
    def points_field(self) -> widgets.IntText:
        """Where the student writes a points bid."""
        return self._points_field

    @property
    def points_button(self) -> widgets.Button:
        """The button that makes the points bid written in :attr:`points_field`."""
        return self._points_button

    @property
    def is_bidding(self) -> bool:
        """Whether the auction's controls are on show (the student bids now, at a table of five)."""
        return bool(self._auction_box.layout.display != "none")

    @property
    def is_calling(self) -> bool:
        """Whether the call's suit buttons are on show (the student names the suit now)."""
        return bool(self._call_box.layout.display != "none")

    @property
    def call_slots(self) -> dict[Suit, widgets.GridBox]:
        """The call's four slots by suit: the card a call of that suit names, its button over it."""
        return {suit: box for suit, (box, _, _) in zip(_SUITS, self._call_slots)}

    @property
    def call_buttons(self) -> dict[Suit, widgets.Button]:
        """The four suit buttons of the call, by suit."""
        return {suit: button for suit, (_, _, button) in zip(_SUITS, self._call_slots)}

    def save(self, path: str | Path | None = None) -> Path:
        """Write the hand as JSON (see ``Game.to_json``) and return where it went."""
        return self._session.save(path, folder=self.save_dir)

    def wait(self) -> None:
        """Let the machine make its remaining moves now, without pauses (for code and tests)."""
        if self._pending is None:
            return
        self._cancel_pending()
        self._after_step(paced=False)

    # ------------------------------------------------------------------ machinery
    def _refuse_if_busy(self) -> None:
        if self._pending is not None:
            raise IllegalPlay("table.machine_thinking")

    def _cancel_pending(self) -> None:
        if self._pending is not None:
            self._pending.cancel()
        self._pending = self._pending_token = None

    def _new_slot(self) -> tuple[widgets.GridBox, widgets.HTML, widgets.Button]:
        """The hand's next card slot: a picture with its card button over it, as wide as the others."""
        index, version = len(self._slots), self._session.version
        picture, button = widgets.HTML(), self._card_button(index, version)
        self._drawn[index] = version
        width = float(str(self._button_layout.width).removesuffix("px"))
        return card_slot(picture, button, width=width, height=0, layout=self._button_layout), picture, button

    def _card_button(self, index: int, version: int) -> widgets.Button:
        """A button for the card in slot ``index`` of the hand as drawn at ``version``."""
        button = widgets.Button(layout=self._button_layout, style=self._button_styles[False])
        button.add_class("bt-play-card")
        button.on_click(self.guarded(self._card_clicked(index, version)))
        return button

    def _card_clicked(self, index: int, version: int) -> Callable[[widgets.Button], None]:
        def handler(_button: widgets.Button) -> None:
            if version != self._session.version:
                # Sent for an older picture of the table: the second half of a double click,
                # or a click made before the screen showed the last move. One click, one card.
                return
            self._refuse_if_busy()
            if index >= len(self._shown):
                self._session.verify_student_turn()
                raise IllegalPlay("table.card_gone")
            card = self._shown[index]
            if self._session.waiting is Waiting.STUDENT and card not in self.game.hand(YOU):
                raise IllegalPlay("table.card_gone")
            self.play(card)
        return handler

    def _next_clicked(self, _button: widgets.Button) -> None:
        if self._next_button.layout.display == "none" and not self.game.is_over:
            return  # a late click (the second of a double click): its hand is already dealt
        self.next_hand()

    def _swap_clicked(self, _button: widgets.Button) -> None:
        actions = self.game.actions
        if self._swap_button.layout.display == "none" and actions and actions[-1] is SWAP:
            return  # a late click (the second of a double click): the swap is already made
        self.swap()

    def _learning_changed(self, change: dict[str, Any]) -> None:
        try:
            self._session.learning = change["new"]
        finally:
            self.refresh()

    def _scheduler(self) -> Scheduler | None:
        return self._loop if self._loop is not None else running_loop()

    def _after_step(self, *, paced: bool = True) -> None:
        """After a step: the machine plays on, at once or one move at a time; then redraw."""
        session = self._session
        loop = self._scheduler() if paced else None
        if session.waiting is Waiting.MACHINE and loop is not None and session.delay > 0:
            token = object()
            self._pending_token = token
            self._pending = loop.call_later(session.machine_pause(),
                                            self.guarded(lambda: self._machine_turn(token)))
        else:
            while session.waiting is Waiting.MACHINE:
                session.machine_step()
        if self._pending is None and html.escape(self.words.text("table.machine_thinking")) in self.feedback:
            self._feedback.value = ""  # the wait it asked for is over: the turn is the student's again
        self.refresh()

    def _machine_turn(self, token: object) -> None:
        """The scheduled machine move: made unless it was called off (a new match) or replaced."""
        if token is not self._pending_token:
            return
        self._pending = self._pending_token = None
        try:
            if self._session.waiting is Waiting.MACHINE:
                self._session.machine_step()
        except Exception:
            self.refresh()
            raise
        self._after_step()

    # ------------------------------------------------------------------ drawing
    def refresh(self) -> None:
        """Redraw the whole table from the session."""
        self._keep_records()
        session = self._session
        if isinstance(session, ChiamataSession):
            self._refresh_five(session)
            return
        self._auction_box.layout.display = self._call_box.layout.display = "none"
        self._status.value = view.status_html(session)
        self._board.value = view.board_html(session, style=self.style, card_width=self.card_width)
        self._draw_hand()
        can_swap = session.can_swap and not self.is_busy
        self._swap_button.layout.display = None if can_swap else "none"
        if can_swap:
            self._swap_button.description = view.swap_button_text(session)
        self._last.value = view.last_trick_html(session, style=self.style,
                                                card_width=self.card_width)
        self._events_html.value = view.story_html(session)
        self._learning_html.value = view.learning_html(session)
        self._summary.value = view.summary_html(session) if session.game.is_over else ""
        self._next_button.layout.display = (
            None if session.waiting is Waiting.NEXT_HAND else "none")
        self._refresh_practice()

    def _fit_slots(self) -> None:
        """Lay the hand's slots out for its size: eight cards of chiamata are drawn smaller."""
        five = self.is_chiamata
        # Five cards a pizzico: their names wrap under narrower slots, so the story stays beside them.
        narrow = five or getattr(self._session.settings, "hand_size", 3) > 3
        width = min(self.card_width, _FIVE_CARD_WIDTH if five else _PIZZICO_CARD_WIDTH) if narrow else self.card_width
        if (width, narrow) == self._slots_fit:
            return
        self._slots_fit = (width, narrow)
        self._slot_card_width = width
        # Five players: the cards and controls keep to the left, so the story stays beside them.
        self._play_column.layout.width = _FIVE_PLAY_WIDTH if five else None
        self._story_column.layout.flex = "1 1 220px" if five else "1 1 300px"
        self._story_column.layout.min_width = "220px" if five else "300px"
        moved = self._under_cards
        play = tuple(child for child in self._play_column.children if child not in moved)
        self._play_column.children = (*play, *moved) if five else play
        self._story_column.children = tuple(child for child in self._story_order if not (five and child in moved))
        if narrow:
            self._hand_box.add_class("bt-hand-five")
        else:
            self._hand_box.remove_class("bt-hand-five")
        picture_w, picture_h = _slot_size(width, least=_FIVE_SLOT if five else _PIZZICO_SLOT if narrow else 128)
        self._button_layout.width = f"{picture_w:.0f}px"
        self._button_layout.padding = f"{picture_h:.0f}px 2px 2px 2px"
        for box, _, _ in self._slots:
            box.layout.grid_template_columns = f"{picture_w:.0f}px"

    def _draw_hand(self) -> None:
        self._fit_slots()
        session = self._session
        hand = session.game.view(YOU).hand
        self._shown = hand
        if len(self._slots) < len(hand):
            while len(self._slots) < len(hand):
                self._slots.append(self._new_slot())
            self._hand_box.children = [box for box, _, _ in self._slots]
        self._renew_buttons(len(hand))
        game = session.game
        mine = (session.waiting is Waiting.STUDENT and not self.is_busy
                and (not isinstance(game, Chiamata) or game.phase == "play"))
        for i, (box, picture, button) in enumerate(self._slots):
            if i < len(hand):
                card = hand[i]
                picture.value = render.card_svg(card, width=self._slot_card_width, style=self.style,
                                                highlight="select" if mine else None, language=self.words.language)
                button.description = self.words.card(card)
                button.tooltip = self.words.text("screens.play_tip", card=card)
                # The button lies over the picture; bold names the cards that can be played now.
                button.style = self._button_styles[mine]
                box.layout.display = None
            else:
                picture.value = ""
                button.description = ""
                box.layout.display = "none"

    def _renew_buttons(self, shown: int) -> None:
        """Fresh buttons for the cards shown, if the table has moved since they were drawn."""
        version = self._session.version
        old = []
        for i in range(shown):
            box, picture, button = self._slots[i]
            if self._drawn[i] == version:
                continue
            fresh = self._card_button(i, version)
            box.children = (picture, fresh)
            self._slots[i] = (box, picture, fresh)
            self._drawn[i] = version
            old.append(button)
        if not old:
            return
        # A double click's second half may still be on its way to the last buttons: keep
        # them (they ignore it); close older ones.
        self._old_buttons.append(old)
        while len(self._old_buttons) > 2:
            for button in self._old_buttons.pop(0):
                button.close()

    def _show_first_to(self) -> None:
        self._first_to.layout.display = None if self._format.value == 0 else "none"

    def _describe_level(self) -> None:
        self._level_note.value = view.level_note_html(self._level.value, words=self.words)

    def _save_clicked(self) -> None:
        try:
            path = self.save(self._save_path.value.strip() or None)
        except (ValueError, OSError) as error:
            self._save_note.value = (f'<span class="bt-error" style="color:#a40000;font-weight:600">'
                                     f"{html.escape(self.words.text('common.error', message=str(error)))}</span>")
            return
        message = self._saved_message(path)
        if not self.game.is_over:
            message += " " + self.words.text("table.saved_unfinished")
        # Said next to the button, where the student is looking.
        self._save_note.value = f'<span style="color:#1b5e20">{html.escape(message)}</span>'

    def _saved_message(self, path: Path) -> str:
        """What the table says once a hand is saved at ``path``."""
        return self.words.text("table.saved", path=path, actions=len(self.game.actions))

    # ------------------------------------------------------------------ class codes, saving as it goes
    def _build_class_row(self) -> widgets.HBox:
        """The class code's field, its button and the line that says which deal of the code is played."""
        self._class_field = widgets.Text(description=self.words.text("table.class_code"), placeholder="ROBLE",
                                         tooltip=self.words.text("table.class_code_tip"),
                                         layout=widgets.Layout(width="260px"))
        self._class_field.add_class("bt-class-code")
        self._class_button = widgets.Button(description=self.words.text("table.class_play"), icon="users",
                                            tooltip=self.words.text("table.class_code_tip"),
                                            layout=widgets.Layout(width="auto"))
        self._class_button.add_class("bt-class-play")
        self._class_button.on_click(self.guarded(lambda _: self.play_class(self._class_field.value)))
        self._class_note = widgets.HTML()
        self._class_note.add_class("bt-class-note")
        #: (code, deal) pairs already written to the student's results, so each is written once.
        self._recorded: set[tuple[str, int]] = set()
        return widgets.HBox([self._class_field, self._class_button, self._class_note],
                            layout=widgets.Layout(align_items="center", flex_flow="row wrap"))

    @property
    def class_deal(self) -> int | None:
        """Which deal of the class code the table plays now (None: no code, or settings not the code's)."""
        return self._session.settings.class_deal

    def play_class(self, code: str) -> None:
        """Play the deals of a class code: its first deal not yet finished here, against the class's machine.

        The code is checked first: a bad one leaves the table as it was.
        """
        code = normalize_code(code)
        seed = deal_seed(code, next_deal(self.save_dir, code, words=self.words))
        self._class_code = code
        self._level.value = CLASS_LEVEL
        self._players.value = 2
        self._format.value = 1
        self._swap_option.value = False
        self._class_field.value = code
        self.new_match(seed=seed)

    def resume(self, snapshot: object) -> None:
        """Go on with a match saved as it was played (:meth:`TableSession.snapshot`)."""
        fresh = TableSession.resume(snapshot, self._session.settings, words=self.words)
        self._refuse_if_busy()
        fresh.count_on_from(self._session.version)
        self._session = fresh
        settings = fresh.settings
        self._class_code = settings.class_code
        self._level.value = settings.level
        self._players.value = settings.players
        self._format.value = 0 if settings.first_to is not None else (settings.best_of or 1)
        if settings.seed is not None:
            self._seed.value = settings.seed
        self._feedback.value = ""
        self._after_step()

    def _keep_records(self) -> None:
        """After each step: a finished deal of a class code recorded, and the match in play saved (if asked)."""
        session = self._session
        note = keep_class_deal(session, self.save_dir, student=self.student, recorded=self._recorded,
                               words=self.words)
        shown = f'<span style="color:#1b5e20">{html.escape(note)}</span>' if note else ""
        if self._class_note.value != shown:
            self._class_note.value = shown
        if self.autosave is not None and isinstance(session, TableSession) \
                and not keep_in_play(session, self.autosave):
            self._save_note.value = (f'<span class="bt-error" style="color:#a40000">'
                                     f'{html.escape(self.words.text("app.save_failed"))}</span>')

    def static_html(self) -> str:
        """The table as the student sees it now (their hand face up), for pages without widgets."""
        session = self._session
        if isinstance(session, ChiamataSession):
            return five.still_html(session, style=self.style)
        return view.still_html(session, style=self.style)

    # ------------------------------------------------------------------ five players
    def _build_auction(self, card_width: int) -> None:
        """The auction's and the call's controls, shown only at a table of five."""
        self._bid_label = widgets.HTML(f"<b>{html.escape(self.words.text('table.ch_bid_label'))}</b>")
        self._rank_buttons: dict[Rank, widgets.Button] = {}
        for rank in STRENGTH_ORDER:
            button = widgets.Button(description=self.words.rank(rank),
                                    tooltip=self.words.text("table.ch_rank_tip", rank=self.words.rank(rank)),
                                    layout=widgets.Layout(width="auto", min_width="44px", padding="0 8px"))
            button.add_class("bt-bid-rank")
            button.on_click(self.guarded(lambda _b, r=rank: self.bid(r)))
            self._rank_buttons[rank] = button
        self._pass_button = widgets.Button(description=self.words.text("table.ch_pass_button"), button_style="warning",
                                           layout=widgets.Layout(width="auto"))
        self._pass_button.add_class("bt-bid-pass")
        self._pass_button.on_click(self.guarded(lambda _: self.pass_bid()))
        self._points_field = widgets.IntText(value=61, description=self.words.text("table.ch_points_field"),
                                             layout=widgets.Layout(width="150px"))
        self._points_field.add_class("bt-bid-points")
        self._points_button = widgets.Button(description=self.words.text("table.ch_points_button"), button_style="info",
                                             layout=widgets.Layout(width="auto"))
        self._points_button.add_class("bt-bid-points-button")
        self._points_button.on_click(self.guarded(lambda _: self.bid_points(self._points_field.value)))
        self._auction_box = widgets.HBox(
            [self._bid_label, *self._rank_buttons.values(), self._points_field, self._points_button,
             self._pass_button],
            layout=widgets.Layout(flex_flow="row wrap", align_items="center", margin="4px 0"))
        self._auction_box.add_class("bt-auction-controls")
        self._call_label = widgets.HTML(f"<b>{html.escape(self.words.text('table.ch_call_label'))}</b>")
        small = max(40, int(card_width * 0.7))
        slot_w = max(small + 16, 96)
        slot_h = (render.CARD_H + 12) * small / render.CARD_W
        self._call_slots: list[tuple[widgets.GridBox, widgets.HTML, widgets.Button]] = []
        for suit in _SUITS:
            picture = widgets.HTML()
            button = widgets.Button(description=self.words.suit(suit))
            box = card_slot(picture, button, width=slot_w, height=slot_h)
            # A slot of the call, not of the hand: screens and checks that look for the
            # student's cards by their slots find only the hand's.
            box.remove_class("bt-card-slot")
            box.add_class("bt-call-slot")
            button.add_class("bt-call-suit")
            button.on_click(self.guarded(lambda _b, st=suit: self.call(st)))
            self._call_slots.append((box, picture, button))
        self._call_width = small
        self._call_box = widgets.VBox(
            [self._call_label, widgets.HBox([box for box, _, _ in self._call_slots],
                                            layout=widgets.Layout(flex_flow="row wrap"))],
            layout=widgets.Layout(margin="4px 0"))
        self._call_box.add_class("bt-call-controls")

    def _refresh_five(self, session: ChiamataSession) -> None:
        if not hasattr(self, "_rank_buttons"):
            placeholders = (self._auction_box, self._call_box)
            self._build_auction(self.card_width)
            self._play_column.children = tuple(
                {id(placeholders[0]): self._auction_box, id(placeholders[1]): self._call_box}.get(id(child), child)
                for child in self._play_column.children)
            for placeholder in placeholders:
                placeholder.close()
        game = session.game
        self._status.value = five.status_html(session)
        self._board.value = five.board_html(session, style=self.style, card_width=self.card_width)
        self._draw_hand()
        self._swap_button.layout.display = "none"
        ready = session.waiting is Waiting.STUDENT and not self.is_busy
        bidding = ready and game.phase == "auction"
        self._auction_box.layout.display = None if bidding else "none"
        if bidding:
            allowed = set(session.rank_bids)
            for rank, button in self._rank_buttons.items():
                button.layout.display = None if rank in allowed else "none"
            least = session.least_points
            points_shown = None if least is not None else "none"
            self._points_field.layout.display = self._points_button.layout.display = points_shown
            if least is not None and self._points_field.value < least:
                self._points_field.value = least
        calling = ready and game.phase == "call"
        self._call_box.layout.display = None if calling else "none"
        if calling:
            hand = game.hand(YOU)
            for suit, (_, picture, button) in zip(_SUITS, self._call_slots):
                card = session.called_card_for(suit)
                assert card is not None
                picture.value = render.card_svg(card, width=self._call_width, style=self.style,
                                                language=self.words.language)
                key = "table.ch_call_own_tip" if card in hand else "table.ch_call_tip"
                button.tooltip = self.words.text(key, card=card, suit=self.words.suit(suit))
        self._last.value = ""
        # One round of the table: the story column beside eight cards is narrow, its lines wrap.
        self._events_html.value = view.story_html(session, lines=session.players + 1)
        self._learning_html.value = five.learning_html(session)
        self._summary.value = five.summary_html(session) if game.is_over else ""
        self._next_button.layout.display = None if session.waiting is Waiting.NEXT_HAND else "none"
        self._refresh_practice()

    def _show_swap_option(self) -> None:
        # Briscola chiamata has no swap of the 2 (RULES §12): the box is hidden for five.
        self._swap_option.layout.display = "none" if self._players.value == 5 else None

    # ------------------------------------------------------------------ practice: review, hint, undo
    def _build_practice(self) -> None:
        """The practice buttons under the hand: a hint and a take-back while playing, a review once the hand ends."""
        self.hint_button = widgets.Button(description=self.words.text("practice.t_hint_button"), icon="lightbulb-o",
                                          tooltip=self.words.text("practice.t_hint_tip"),
                                          layout=widgets.Layout(width="auto"))
        self.hint_button.add_class("bt-table-hint")
        self.undo_button = widgets.Button(description=self.words.text("practice.t_undo_button"), icon="undo",
                                          tooltip=self.words.text("practice.t_undo_tip"),
                                          layout=widgets.Layout(width="auto"))
        self.undo_button.add_class("bt-table-undo")
        self.review_button = widgets.Button(description=self.words.text("practice.t_review_button"), icon="search",
                                            tooltip=self.words.text("practice.t_review_tip"), button_style="info",
                                            layout=widgets.Layout(width="auto"))
        self.review_button.add_class("bt-table-review")
        self.hint_button.on_click(self.guarded(lambda _: self.ask_hint()))
        self.undo_button.on_click(self.guarded(lambda _: self.take_back()))
        self.review_button.on_click(self.guarded(lambda _: self.review_hand()))
        self._hint_note = widgets.HTML()
        self._hint_note.add_class("bt-table-hint-note")
        self._practice_bar = widgets.HBox(
            [self.hint_button, self.undo_button, self.review_button, self._hint_note],
            layout=widgets.Layout(align_items="center", flex_flow="row wrap", margin="4px 0"))
        self._review_box = widgets.VBox([])
        self._review_box.add_class("bt-table-review-box")
        #: Whether hints and take-backs are offered at all (off for a class match).
        self.practice_allowed = True
        #: The lesson the table's answers and hands played with help are recorded under.
        self.lesson = progress.lesson_of(__name__)
        #: The hand the review on screen is about.
        self._reviewed: Game | None = None
        self._hint_version = -1

    @property
    def is_practice(self) -> bool:
        """Whether the table is in practice mode: a single hand, not a match nor a class's deal (hint and undo offered)."""
        settings = self._session.settings
        single = settings.first_to is None and (settings.best_of or 1) == 1
        return self.practice_allowed and single and not self.is_chiamata and settings.class_code is None

    def _refuse_unless_practice(self) -> None:
        if not self.is_practice:
            raise IllegalPlay("practice.not_in_practice")

    def ask_hint(self) -> str:
        """The coach's card for the student now and a one-line reason; the hand is marked as played with help."""
        self._refuse_unless_practice()
        self._refuse_if_busy()
        session = self._session
        session.verify_student_turn()
        assert isinstance(session, TableSession)
        given = hint(session.game, seed=session.version, words=self.words)
        session.mark_helped(lesson=self.lesson)
        self._hint_version = session.version
        self._hint_note.value = f'<span style="color:#1864ab">{html.escape(given.reason)}</span>'
        self.refresh()
        return given.reason

    def take_back(self) -> None:
        """Take back the student's last card (and the machine's answers after it): the hand as it was."""
        self._refuse_unless_practice()
        session = self._session
        assert isinstance(session, TableSession)
        if not session.can_take_back:
            raise IllegalPlay("practice.nothing_to_take_back")
        self._cancel_pending()
        taken = session.take_back()
        self._feedback.value = ""
        key = "practice.t_taken_back" if isinstance(taken, Card) else "practice.t_taken_back_swap"
        said = self.words.text(key, card=self.words.the(taken)) if isinstance(taken, Card) else self.words.text(key)
        self._hint_note.value = f'<span style="color:#555">{html.escape(self.words.capital(said))}</span>'
        self._hint_version = session.version
        self.refresh()

    def review_hand(self) -> Screen:
        """Open the coach's review of the hand just ended, here under the table: try again, then the answer."""
        from .review import TryAgain

        game = self.game
        if not game.is_over or not isinstance(game, Game):
            raise IllegalPlay("practice.no_hand_to_review")
        number = len(self.match.games)
        # Every screen takes language= (Screen's constructor reads it), though TryAgain does not name it.
        screen = TryAgain(review(game, YOU), lesson=self.lesson, style=self.style,
                          language=self.words.language)
        title = widgets.HTML(f'<h3 style="margin:6px 0">'
                             f'{html.escape(self.words.text("practice.t_review_title", number=number))}</h3>')
        self._review_box.children = [title, screen]
        self._reviewed = game
        self.refresh()
        return screen

    @property
    def review_screen(self) -> Screen | None:
        """The review opened under the table, if any."""
        children = self._review_box.children
        return children[-1] if children else None

    def _refresh_practice(self) -> None:
        """Show the practice buttons that apply now; a hint is kept only while the table has not moved."""
        session = self._session
        practice = self.is_practice and isinstance(session, TableSession)
        playing = practice and session.waiting is Waiting.STUDENT and not self.is_busy
        self.hint_button.layout.display = None if playing else "none"
        can_undo = practice and isinstance(session, TableSession) and session.can_take_back
        self.undo_button.layout.display = None if can_undo else "none"
        over = session.game.is_over and not self.is_chiamata
        self.review_button.layout.display = (
            None if self.offers_review and over and self._reviewed is not session.game else "none")
        if over and isinstance(session, TableSession) and session.is_helped:
            self._hint_note.value = f'<span style="color:#555">{html.escape(self.words.text("practice.t_with_help"))}</span>'
        elif self._hint_version != session.version:
            self._hint_note.value = ""

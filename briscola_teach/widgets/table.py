"""The card table: the student plays whole hands and matches against the machine.

The student sits at seat 0.  A click on a card of their hand plays it; the machine
seats answer through :mod:`briscola_teach.bots`, each deciding from its own view,
at a human pace (``delay`` seconds between moves, in a background thread so the
browser sees every card land).  With ``delay=0`` everything happens inside the
click, which is what tests use.

Points stay hidden until the hand ends, as at a real table; the learning mode
shows them as they grow, and the cards already out.
"""

from __future__ import annotations

import html
import threading
import time
from pathlib import Path
from typing import Any, Protocol

import ipywidgets as widgets

from .. import render
from ..bots import LEVELS, make_bot
from ..cards import Card
from ..game import SWAP, Game, IllegalPlay
from ..lessons.table import (
    cards_out, event_story, in_sentence, outcome_story, side_names, tricks_html,
)
from ..locale import text
from ..seeds import derive
from ..match import Match
from ..view import View
from .base import Screen, card_slot, seat_label

__all__ = ["CardTable", "YOU", "DEFAULT_SEED"]

#: The student's seat.
YOU = 0
#: The seed lessons start from, so every reader sees the same first deal.
DEFAULT_SEED = 2024
#: Most cards a hand can hold (five in the "a pizzico" variant).
_MAX_HAND = 5
#: Lines of the story of the hand shown at once with two players; more with more seats, so
#: the whole last trick (its cards, who took it, the draws) stays in view.
_EVENTS_SHOWN = 6
#: Seconds within which a second click on the hand is taken as the same click (a double click).
DOUBLE_CLICK = 0.4


class _Bot(Protocol):
    def choose(self, view: View) -> Any: ...


def _level_name(level: str) -> str:
    """The name students see for a bot level, from the bots' texts when they have one."""
    for key in (f"bots.{level}", f"bots.level_{level}"):
        try:
            return text(key)
        except KeyError:
            continue
    return level


class CardTable(Screen):
    """Play hands of Briscola against the machine: 2 or 3 players, or 4 in pairs.

    >>> table = CardTable(players=2, level="random", seed=3)
    >>> table.game.players, len(table.hand_buttons)
    (2, 3)
    """

    def __init__(self, *, level: str = "sensato", players: int = 2, best_of: int = 1,
                 first_to: int | None = None, seed: int | None = DEFAULT_SEED,
                 delay: float = 0.0, learning: bool = False, swap_muestra: bool = False,
                 save_dir: str | Path = "mis_manos", style: str = "spanish",
                 card_width: int = 80) -> None:
        super().__init__()
        self.add_class("bt-card-table")
        if level not in LEVELS:
            raise ValueError(f"unknown level {level!r}; choose one of {', '.join(LEVELS)}")
        self.delay = float(delay)
        self.save_dir = Path(save_dir)
        self.style = style
        self.card_width = card_width
        self._lock = threading.RLock()
        self._busy = False
        self._worker: threading.Thread | None = None
        self._events: list[str] = []
        # How many of the student's view's events the story has told so far.
        self._told = 0
        self._shown: tuple[Card, ...] = ()
        self._bots: dict[int, _Bot] = {}
        self._last_click = float("-inf")
        #: Seconds after a click on the hand during which another click is ignored; a
        #: paced table (a person clicking) guards against double clicks, tests do not.
        self.double_click = DOUBLE_CLICK if self.delay > 0 else 0.0

        # -- settings
        self._level = widgets.Dropdown(
            options=[(_level_name(lv), lv) for lv in LEVELS], value=level,
            description=text("table.level"), layout=widgets.Layout(width="230px"))
        self._players = widgets.Dropdown(
            options=[(text(f"table.players_{n}"), n) for n in (2, 3, 4)], value=players,
            description=text("table.players"), layout=widgets.Layout(width="330px"))
        self._format = widgets.Dropdown(
            options=[(text("table.format_1"), 1), (text("table.format_3"), 3),
                     (text("table.format_5"), 5), (text("table.format_n"), 0)],
            value=0 if first_to is not None else best_of,
            description=text("table.format"), layout=widgets.Layout(width="250px"))
        self._first_to = widgets.BoundedIntText(
            value=first_to or 3, min=1, max=50, description=text("table.first_to"),
            layout=widgets.Layout(width="120px"))
        self._seed = widgets.IntText(value=seed if seed is not None else 0,
                                     description=text("table.seed"),
                                     layout=widgets.Layout(width="170px"))
        self._seed_given = seed is not None
        self._swap_option = widgets.Checkbox(value=swap_muestra, description=text("table.swap_option"),
                                             indent=False, layout=widgets.Layout(width="220px"))
        self._learning = widgets.Checkbox(value=learning, description=text("table.learning"),
                                          indent=False, layout=widgets.Layout(width="180px"))
        self._new_button = widgets.Button(description=text("table.new_match"), icon="random",
                                          tooltip=text("table.new_match_tip"), button_style="primary")
        self._repeat_button = widgets.Button(description=text("table.repeat"), icon="repeat",
                                             tooltip=text("table.repeat_tip"))
        self._level_note = widgets.HTML()
        self._settings_note = widgets.HTML(
            f'<span style="color:#555;font-size:90%">{html.escape(text("table.settings_note"))}</span>')

        # -- the table
        self._status = widgets.HTML()
        self._status.add_class("bt-table-status")
        self._board = widgets.HTML()
        self._board.add_class("bt-table-board")
        self._slots: list[tuple[widgets.GridBox, widgets.HTML, widgets.Button]] = []
        picture_w = (render.CARD_W + 12) * card_width / render.CARD_W
        picture_h = (render.CARD_H + 12) * card_width / render.CARD_W
        for i in range(_MAX_HAND):
            picture = widgets.HTML()
            button = widgets.Button()
            button.add_class("bt-play-card")
            button.on_click(self.guarded(self._card_handler(i)))
            box = card_slot(picture, button, width=max(picture_w, 128), height=picture_h)
            self._slots.append((box, picture, button))
        self._hand_title = widgets.HTML(f"<b>{html.escape(text('table.your_hand'))}</b>")
        self._hand_box = widgets.HBox([box for box, _, _ in self._slots],
                                      layout=widgets.Layout(flex_flow="row wrap"))
        self._hand_box.add_class("bt-hand")
        self._last = widgets.HTML()
        self._last.add_class("bt-table-last")
        self._swap_button = widgets.Button(description=text("table.swap_button"), icon="exchange",
                                           layout=widgets.Layout(width="auto"))
        self._events_html = widgets.HTML()
        self._events_html.add_class("bt-table-events")
        self._learning_html = widgets.HTML()
        self._summary = widgets.HTML()
        self._summary.add_class("bt-table-summary")
        self._next_button = widgets.Button(description=text("table.next_hand"), icon="forward",
                                           button_style="success")
        self._save_path = widgets.Text(value="", placeholder=str(self.save_dir / "mano_N.json"),
                                       description=text("table.save_path"),
                                       layout=widgets.Layout(width="320px"))
        self._save_button = widgets.Button(description=text("table.save"), icon="save")
        self._save_note = widgets.HTML(layout=widgets.Layout(margin="0 0 0 8px"))
        self._save_note.add_class("bt-save-note")

        self._new_button.on_click(self.guarded(lambda _: self.new_match(seed=self._seed.value + 1)))
        self._repeat_button.on_click(self.guarded(lambda _: self.new_match(seed=self._seed.value)))
        self._next_button.on_click(self.guarded(lambda _: self.next_hand()))
        self._swap_button.on_click(self.guarded(lambda _: self.swap()))
        self._save_button.on_click(self.guarded(lambda _: self._save_clicked()))
        self._learning.observe(self.guarded(lambda _: self.refresh()), names="value")
        self._format.observe(self.guarded(lambda _: self._show_first_to()), names="value")
        self._level.observe(self.guarded(lambda _: self._describe_level()), names="value")

        settings = widgets.VBox([
            widgets.HBox([self._level, self._players, self._format, self._first_to]),
            widgets.HBox([self._seed, self._swap_option, self._learning, self._new_button,
                          self._repeat_button]),
            self._level_note,
            self._settings_note,
        ])
        settings.add_class("bt-table-settings")
        # Cards, buttons and what just happened side by side, so they fit one screen
        # (1280 x 720); the settings and saving go below.
        left = widgets.VBox([self._board, self._hand_title, self._hand_box, self._swap_button,
                             self._feedback], layout=widgets.Layout(flex="0 1 auto"))
        left.add_class("bt-table-play")
        right = widgets.VBox([self._next_button, self._summary, self._last, self._events_html,
                              self._learning_html],
                             layout=widgets.Layout(flex="1 1 340px", min_width="300px",
                                                   margin="0 0 0 12px"))
        right.add_class("bt-table-story")
        self.children = [
            widgets.HBox([self._status, self.size_bar()],
                         layout=widgets.Layout(align_items="center", flex_flow="row wrap")),
            widgets.HBox([left, right], layout=widgets.Layout(align_items="flex-start",
                                                               flex_flow="row wrap")),
            settings,
            widgets.HBox([self._save_path, self._save_button, self._save_note],
                         layout=widgets.Layout(align_items="center", flex_flow="row wrap")),
        ]
        self._show_first_to()
        self._describe_level()
        self.new_match(seed=seed, paced=False)

    # ------------------------------------------------------------------ the model
    @property
    def game(self) -> Game:
        """The hand being played."""
        return self._game

    @property
    def match(self) -> Match:
        """The match the hands belong to."""
        return self._match

    @property
    def players(self) -> int:
        """Number of players at the table."""
        return self._game.players

    @property
    def learning(self) -> bool:
        """Whether running points and the cards already out are shown."""
        return bool(self._learning.value)

    @learning.setter
    def learning(self, value: bool) -> None:
        self._learning.value = bool(value)

    @property
    def is_busy(self) -> bool:
        """Whether the machine is still playing its cards."""
        return self._busy

    @property
    def names(self) -> dict[int, str]:
        """How the table names each seat: "Tú", "Rival", "Compañero", "Jugador 3"..."""
        n = self._game.players
        return {s: seat_label(s, n, you=YOU) for s in range(n)}

    @property
    def hand_buttons(self) -> list[widgets.Button]:
        """The buttons under the student's cards, in the order shown."""
        return [button for _, _, button in self._slots[:len(self._shown)]]

    def button_for(self, card: Card | str) -> widgets.Button:
        """The button that plays this card of the student's hand."""
        wanted = Card.parse(card)
        return self.hand_buttons[self._shown.index(wanted)]

    @property
    def events(self) -> tuple[str, ...]:
        """Everything said about the current hand so far, first to last."""
        return tuple(self._events)

    # ------------------------------------------------------------------ actions
    def new_match(self, seed: int | None = None, *, paced: bool = True) -> None:
        """Start a match with the chosen settings; ``seed`` fixes every deal and the machine."""
        self._refuse_if_busy()
        if seed is not None:
            self._seed.value = seed
        players = self._players.value
        options = {"swap_muestra": True} if self._swap_option.value else {}
        fmt = self._format.value
        seed_used = self._seed.value if (seed is not None or self._seed_given) else None
        if fmt == 0:
            self._match = Match(players, first_to=self._first_to.value, seed=seed_used, **options)
        else:
            self._match = Match(players, best_of=fmt, seed=seed_used, **options)
        self._seed_used = seed_used
        self._feedback.value = ""
        self._start_hand(paced=paced)

    def next_hand(self) -> None:
        """Deal the next hand of the match."""
        self._refuse_if_busy()
        if not self._game.is_over:
            raise IllegalPlay("engine.match_hand_unfinished")
        if self._match.is_over:
            raise IllegalPlay("table.match_over_click", new=text("table.new_match"))
        self._feedback.value = ""
        self._start_hand(paced=True)

    def play(self, card: Card | str) -> None:
        """Play a card of the student's hand, as a click on it does."""
        self._refuse_if_busy()
        game = self._game
        if game.is_over:
            self._refuse_after_end()
        if game.turn != YOU:
            raise IllegalPlay("table.not_your_turn", who=self.names[game.turn or 0])
        chosen = game.verify_play(card)
        with self._lock:
            self._feedback.value = ""
            self._apply(YOU, chosen)
        self._continue(paced=True)

    def swap(self) -> None:
        """Swap the student's 2 of trump for the muestra (when that option is on)."""
        self._refuse_if_busy()
        game = self._game
        if game.is_over:
            self._refuse_after_end()
        if game.turn != YOU:
            raise IllegalPlay("table.not_your_turn", who=self.names[game.turn or 0])
        game.verify_swap()
        with self._lock:
            self._feedback.value = ""
            self._apply(YOU, SWAP)
            self.refresh()

    def save(self, path: str | Path | None = None) -> Path:
        """Write the hand as JSON (see ``Game.to_json``) and return where it went."""
        if path is None:
            self.save_dir.mkdir(parents=True, exist_ok=True)
            number = 1
            while (self.save_dir / f"mano_{number}.json").exists():
                number += 1
            target = self.save_dir / f"mano_{number}.json"
        else:
            target = Path(path)
            target.parent.mkdir(parents=True, exist_ok=True)
        with self._lock:  # the machine may be playing in its thread
            record = self._game.to_json()
        target.write_text(record, encoding="utf-8")
        return target

    def wait(self, timeout: float | None = None) -> None:
        """Wait until the machine has finished its moves (for code and tests)."""
        worker = self._worker
        if worker is not None:
            worker.join(timeout)

    # ------------------------------------------------------------------ machinery
    def _refuse_if_busy(self) -> None:
        if self._busy:
            raise IllegalPlay("table.machine_thinking")

    def _refuse_after_end(self) -> None:
        if self._match.is_over:
            raise IllegalPlay("table.match_over_click", new=text("table.new_match"))
        raise IllegalPlay("table.hand_over", next=text("table.next_hand"),
                               new=text("table.new_match"))

    def _card_handler(self, index: int) -> Any:
        def handler(_button: widgets.Button) -> None:
            now = time.monotonic()
            if now - self._last_click < self.double_click:
                return  # the second half of a double click: one click plays one card
            self._last_click = now
            if index >= len(self._shown):
                self._refuse_if_busy()
                if self._game.is_over:
                    self._refuse_after_end()
                raise IllegalPlay("table.card_gone")
            card = self._shown[index]
            if not self._busy and not self._game.is_over and self._game.turn == YOU \
                    and card not in self._game.hand(YOU):
                raise IllegalPlay("table.card_gone")
            self.play(card)
        return handler

    def _start_hand(self, *, paced: bool) -> None:
        with self._lock:
            self._game = self._match.new_hand()
            number = len(self._match.games)
            base = self._seed_used
            self._bots = {
                seat: make_bot(self._level.value,
                               seed=None if base is None else derive(base, "table", number, seat))
                for seat in range(self._game.players) if seat != YOU
            }
            self._events = [self._lead_line()]
            self._told = len(self._game.events)
        self._continue(paced=paced)

    def _lead_line(self) -> str:
        leader = self._game.leader
        if leader == YOU:
            return text("table.leads_you")
        return text("table.leads", who=self.names[leader])

    def _apply(self, seat: int, action: Any) -> None:
        """One action at the table, and what it tells the student: the events it brought."""
        game = self._game
        if action is SWAP:
            game.swap()
        else:
            game.play(action)
        told = self._told
        news = game.view(YOU).events[told:]
        self._told = told + len(news)
        self._events.extend(event_story(game, news, self.names, you=YOU, points=self.learning))

    def _continue(self, *, paced: bool) -> None:
        """Let the machine seats play until it is the student's turn or the hand ends."""
        game = self._game
        if game.is_over or game.turn == YOU:
            self.refresh()
            return
        if paced and self.delay > 0:
            self._busy = True
            self.refresh()
            self._worker = threading.Thread(target=self._paced_worker, daemon=True)
            self._worker.start()
        else:
            self._machine_moves(pause=0.0)

    def _paced_worker(self) -> None:
        try:
            self.guarded(self._machine_moves)(pause=self.delay)
        finally:
            self._busy = False
            self.guarded(self.refresh)()

    def _machine_moves(self, *, pause: float) -> None:
        game = self._game
        while not game.is_over and game.turn != YOU:
            if pause:
                # A finished trick stays in view a little longer before the next lead.
                time.sleep(pause * (1.6 if not game.table and game.tricks else 1.0))
            with self._lock:
                seat = game.turn
                assert seat is not None
                action = self._bots[seat].choose(game.view(seat))
                self._apply(seat, action)
                self.refresh()
        self.refresh()

    # ------------------------------------------------------------------ drawing
    def refresh(self) -> None:
        """Redraw the whole table from the game."""
        with self._lock:
            game = self._game
            view = game.view(YOU)
            self._status.value = self._status_html()
            self._board.value = self._board_html(view)
            self._draw_hand(view)
            self._swap_button.layout.display = (
                None if game.turn == YOU and game.can_swap() and not self._busy else "none")
            self._last.value = self._last_block()
            self._events_html.value = self._events_block()
            self._learning_html.value = self._learning_block(view)
            self._summary.value = self._summary_block() if game.is_over else ""
            self._next_button.layout.display = (
                None if game.is_over and not self._match.is_over else "none")

    def _show_first_to(self) -> None:
        self._first_to.layout.display = None if self._format.value == 0 else "none"

    def _describe_level(self) -> None:
        level = self._level.value
        try:
            description = text(f"bots.{level}_desc")
        except KeyError:
            description = ""
        self._level_note.value = (
            f'<span style="font-size:90%"><b>{html.escape(_level_name(level))}</b>: '
            f"{html.escape(description)}</span>" if description else "")

    def _format_name(self) -> str:
        if self._match.best_of is None:
            return text("table.format_n").replace("N", str(self._match.target))
        return text(f"table.format_{self._match.best_of}")

    def _status_html(self) -> str:
        game = self._game
        number = len(self._match.games)
        head = text("table.hand_of_match", number=number, format=self._format_name())
        if game.is_over:
            state = text("table.status_over")
        elif game.turn == YOU:
            state = text("table.status_your_lead" if not game.table else "table.status_your_turn")
        else:
            state = text("table.status_waiting", who=self.names[game.turn or 0])
        return (f'<div style="font-size:110%;margin:4px 0"><b>{html.escape(head)}</b> — '
                f"{html.escape(state)}</div>")

    def _board_html(self, view: View) -> str:
        game = self._game
        names = self.names
        small = max(36, self.card_width // 2)
        seats = []
        for seat in range(game.players):
            if seat == YOU:
                continue
            count = view.hand_sizes[seat]
            backs = "".join(render.card_svg(None, face_down=True, width=small, style=self.style)
                            for _ in range(count))
            label = html.escape(names[seat])
            if seat == game.leader and not game.is_over:
                label += f' <span style="color:#8a5a00">({html.escape(text("table.is_leader"))})</span>'
            if seat == game.turn:
                label = f'<span style="background:#fff3c4;padding:0 4px">{label} ◀</span>'
            if count == 0:
                count_text = text("table.no_cards")
            elif count == 1:
                count_text = text("table.one_card")
            else:
                count_text = text("table.cards_in_hand", count=count)
            seats.append(
                f'<div class="bt-seat" style="text-align:center;min-width:{small * 3 + 20}px">'
                f"<div><b>{label}</b></div><div>{backs or '&nbsp;'}</div>"
                f'<div style="color:#555">{html.escape(count_text)}</div></div>')
        opponents = '<div style="display:flex;gap:28px;flex-wrap:wrap">' + "".join(seats) + "</div>"

        # the trick on the table
        number = len(game.tricks) + 1
        if game.table:
            caption = text("table.table_now", number=number)
            centre = render.trick_svg(game.table, trump=game.trump, seat_names=names,
                                      style=self.style, width=self.card_width)
        elif game.is_over:
            caption = text("table.status_over")
            centre = ""
        else:
            caption = text("table.table_now", number=number)
            centre = (f'<div style="padding:30px 10px;color:#555;font-style:italic">'
                      f"{html.escape(self._lead_line())}</div>")
        centre_html = (f'<div class="bt-centre"><div><b>{html.escape(caption)}</b></div>'
                       f"{centre}</div>")

        # the stock with the muestra under it
        stock = render.stock_svg(view.stock_size, view.muestra if view.muestra_in_stock else None,
                                 style=self.style, width=max(50, int(self.card_width * 0.8)))
        if view.muestra_in_stock:
            where = text("table.muestra_in_stock", card=view.muestra)
        elif view.muestra_drawn_by == YOU:
            where = text("table.muestra_drawn_you", card=view.muestra)
        elif view.muestra_drawn_by is not None:
            where = text("table.muestra_drawn", card=view.muestra, who=names[view.muestra_drawn_by])
        else:
            where = ""
        trump_line = text("table.trump", suit=game.trump.name_in())
        stock_html = (f'<div class="bt-stock" style="max-width:220px"><div><b>'
                      f"{html.escape(text('table.stock'))}</b></div>{stock}"
                      f'<div><b>{html.escape(trump_line)}</b>; {html.escape(where)}.</div></div>')

        return (
            '<div class="bt-table" style="background:#eef5ee;border-radius:10px;padding:8px 10px;'
            'line-height:1.3">'
            f"{opponents}"
            '<div style="display:flex;gap:24px;flex-wrap:wrap;align-items:flex-start;margin-top:6px">'
            f"{centre_html}{stock_html}</div></div>"
        )

    def _last_block(self) -> str:
        """The last trick, kept in view beside the story of the hand."""
        game = self._game
        names = self.names
        last = game.last_trick
        if last is None:
            body = f'<div style="color:#555">{html.escape(text("table.no_trick_yet"))}</div>'
        else:
            # The ring and caption of a won trick count its points: learning mode only.
            body = render.trick_svg(last.plays, trump=game.trump,
                                    winner=last.winner if self.learning else None,
                                    seat_names=names, style=self.style,
                                    width=max(40, int(self.card_width * 0.55)))
            taken = (text("table.table_taken_you", number=last.number) if last.winner == YOU
                     else text("table.table_taken", number=last.number, who=in_sentence(names[last.winner])))
            body += f"<div>{html.escape(taken)}</div>"
        return (f'<div class="bt-last-trick"><div><b>{html.escape(text("table.last_trick"))}'
                f"</b></div>{body}</div>")

    def _draw_hand(self, view: View) -> None:
        hand = view.hand
        self._shown = hand
        mine = view.turn == YOU and not self._busy
        for i, (box, picture, button) in enumerate(self._slots):
            if i < len(hand):
                card = hand[i]
                picture.value = render.card_svg(card, width=self.card_width, style=self.style,
                                                highlight="select" if mine else None)
                button.description = str(card)
                button.tooltip = text("screens.play_tip", card=card)
                # The button lies over the picture; bold names the cards that can be played now.
                button.style.font_weight = "bold" if mine else ""
                box.layout.display = None
            else:
                picture.value = ""
                button.description = ""
                box.layout.display = "none"

    def _events_block(self) -> str:
        shown = self._events[-max(_EVENTS_SHOWN, 2 * self._game.players + 2):]
        items = "".join(f"<li>{html.escape(line)}</li>" for line in shown[:-1])
        if shown:
            items += f'<li style="font-weight:600">{html.escape(shown[-1])}</li>'
        return (f'<div style="margin-top:6px;line-height:1.35"><b>{html.escape(text("table.events"))}</b>'
                f'<ul style="margin:2px 0 0 0">{items}</ul></div>')

    def _learning_block(self, view: View) -> str:
        if self._game.is_over:
            return ""
        if not self.learning:
            return (f'<div style="color:#555;font-style:italic;margin-top:4px">'
                    f'{html.escape(text("table.points_hidden"))}</div>')
        names = self.names
        sides = side_names(self._game.players, names, you=YOU)
        per_side = [sum(view.points[s] for s in side) for side in self._game.options.sides]
        points = text("table.running_points", parts=" · ".join(
            text("table.points_of", side=sides[i], points=p) for i, p in enumerate(per_side)))
        out = cards_out(view)
        rows = []
        for suit, cards in out.by_suit.items():
            label = suit.name_in()
            if suit is out.trump:
                label = text("table.out_trump_suit", suit=label)
            listed = ", ".join(c.rank.name_in() for c in cards) or text("table.out_none")
            rows.append(f"<li>{html.escape(text('table.out_suit', suit=label, cards=listed))}</li>")
        trumps_total = sum(1 for c in _deck_of(self._game) if c.suit is out.trump)
        cargas = text("table.out_cargas", count=out.cargas)
        trumps = text("table.out_trumps", suit=out.trump.name_in(), count=out.trumps,
                      total=trumps_total)
        return (
            '<div class="bt-learning" style="background:#f4f0ff;border-radius:8px;padding:6px 10px;'
            'line-height:1.35;'
            f'margin-top:6px"><div><b>{html.escape(points)}</b></div>'
            f'<div style="margin-top:4px"><b>{html.escape(text("table.out_title"))}</b></div>'
            f'<ul style="margin:2px 0">{"".join(rows)}</ul>'
            f"<div>{html.escape(cargas)} {html.escape(trumps)}</div></div>"
        )

    def _summary_block(self) -> str:
        game = self._game
        names = self.names
        number = len(self._match.games)
        lines = outcome_story(game, names, you=YOU)
        body = "".join(f"<p style='margin:3px 0'>{html.escape(line)}</p>" for line in lines)
        body += f"<p style='margin:3px 0'>{html.escape(self._standings_line())}</p>"
        match = self._match
        if match.is_over:
            winners = match.winner or ()
            if YOU in winners:
                key = "table.match_won_team" if game.players == 4 else "table.match_won_you"
                verdict = text(key)
            elif game.players == 4:
                verdict = text("table.match_won_them")
            else:
                verdict = text("table.match_won", who=names[winners[0]])
            body += f"<p style='margin:3px 0'><b>{html.escape(verdict)}</b></p>"
        else:
            if max(match.standings) >= match.target:
                # Sides level at the top of the standings: the match needs one more hand.
                body += f"<p style='margin:3px 0'>{html.escape(text('table.match_tied'))}</p>"
            body += (f"<p style='margin:3px 0'>"
                     f"{html.escape(text('table.match_goes_on', next=text('table.next_hand')))}</p>")
        return (
            '<div class="bt-summary" style="border:2px solid #2e7d32;border-radius:8px;'
            'padding:8px 12px;margin-top:8px">'
            f"<h4 style='margin:2px 0'>{html.escape(text('table.summary_title', number=number))}</h4>"
            f"{body}<div style='margin-top:6px'><b>{html.escape(text('table.tricks_title'))}</b></div>"
            f"{tricks_html(game, names)}</div>"
        )

    def _standings_line(self) -> str:
        match = self._match
        names = self.names
        sides = side_names(match.players, names, you=YOU)
        parts = " · ".join(f"{sides[i]} {wins}" for i, wins in enumerate(match.standings))
        if match.best_of == 1:
            fmt = text("table.format_1")
        elif match.best_of is not None:
            fmt = text("table.standings_best", best=match.best_of, target=match.target)
        else:
            fmt = text("table.standings_first", target=match.target)
        return text("table.standings", format=fmt, parts=parts)

    def _save_clicked(self) -> None:
        try:
            path = self.save(self._save_path.value.strip() or None)
        except (ValueError, OSError) as error:
            self._save_note.value = (f'<span class="bt-error" style="color:#a40000;font-weight:600">'
                                     f"{html.escape(text('common.error', message=str(error)))}</span>")
            return
        message = text("table.saved", path=path, actions=len(self._game.actions))
        if not self._game.is_over:
            message += " " + text("table.saved_unfinished")
        # Said next to the button, where the student is looking.
        self._save_note.value = f'<span style="color:#1b5e20">{html.escape(message)}</span>'

    def static_html(self) -> str:
        """The table as the student sees it now (their hand face up), for pages without widgets."""
        with self._lock:
            game = self._game
            parts = [self._status_html(),
                     render.game_html(game, seat=YOU, seat_names=self.names, style=self.style)]
            if game.is_over:
                parts.append(self._summary_block())
            parts.append(f'<p style="color:#555;font-style:italic">{html.escape(text("table.still_note"))}</p>')
            return '<div class="bt-card-table-still">' + "".join(parts) + "</div>"


def _deck_of(game: Game) -> list[Card]:
    from ..cards import new_deck

    return new_deck(game.options.deck)


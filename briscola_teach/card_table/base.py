"""What every card table's session shares: the match, the machine seats, the story, the steps.

:class:`~briscola_teach.card_table.session.TableSession` (two to four players) and
:class:`~briscola_teach.card_table.chiamata.ChiamataSession` (five) are made from
:class:`Session`; :class:`Waiting` says what the table waits for now.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from enum import Enum
from pathlib import Path
from typing import Any, Generic

from ..bots import Bot, make_bot
from ..cards import Card
from ..errors import IllegalPlay
from ..records import TABLE_IN_PLAY
from ..game import Game
from ..locale import Words
from ..locale import words as kit_words
from ..match import HandT, Match
from ..seeds import derive
from .settings import VARIANT_OPTIONS, YOU, TableSettings

__all__ = ["Session", "Waiting", "SNAPSHOT_FORMAT"]

#: A finished trick stays in view this much longer than a card before the next lead.
TRICK_PAUSE = 1.6
#: The ``format`` field of a match in play saved as it goes (:meth:`Session.snapshot`).
SNAPSHOT_FORMAT = TABLE_IN_PLAY
#: The settings a snapshot keeps (the pace, the learning aids and the deck are the screen's).
_SNAPSHOT_FIELDS = ("level", "players", "best_of", "first_to", "seed", "class_code", *VARIANT_OPTIONS)


class Waiting(Enum):
    """What the table waits for now."""

    #: The student's card (or the swap of the 2 of trump).
    STUDENT = "student"
    #: A machine seat's move: :meth:`Session.machine_step`.
    MACHINE = "machine"
    #: The hand is over and the match goes on: :meth:`Session.next_hand`.
    NEXT_HAND = "next_hand"
    #: The match is over: :meth:`Session.new_match`.
    MATCH_OVER = "match_over"


@dataclass
class _Hand(Generic[HandT]):
    """One hand as the table plays it: the game, the machine seats and what has been told."""

    game: HandT
    bots: dict[int, Bot]
    story: list[str]
    #: How many of the student's view's events the story has told so far.
    told: int


@dataclass(frozen=True)
class _Kept:
    """A hand as it was before one move of the student: enough to take that move back."""

    game: Game
    actions: int
    dice: dict[int, Any]
    story: tuple[str, ...]
    told: int


class Session(Generic[HandT]):
    """What every card table's session shares: the match, the machine seats, the story, the steps.

    :class:`~briscola_teach.card_table.session.TableSession` (two to four players) and
    :class:`~briscola_teach.card_table.chiamata.ChiamataSession` (five) fill in how a
    match is made, what the student may do and what the table says about it.
    """

    #: The table size the session is made with when the settings do not say.
    default_players = 2

    def __init__(self, settings: TableSettings | None = None, /, *, words: Words | None = None,
                 **changes: Any) -> None:
        base = settings or TableSettings(players=self.default_players)
        chosen = base.replace(**changes) if changes else base
        #: The language everything the table says is in (by default the kit-wide one, with the settings' deck).
        self._words = words if words is not None else kit_words(None, chosen.style)
        match, hand = self._build(chosen, self._words)
        self._settings = chosen
        self._match: Match[HandT] = match
        self._hand: _Hand[HandT] = hand
        self._version = 0
        #: The hands the student asked a hint in, each with the lesson to record it under.
        self._helped: list[tuple[HandT, str]] = []
        #: The hand before each of the student's moves in the current hand (to take them back).
        self._kept: list[_Kept] = []

    # ------------------------------------------------------------------ what the table is
    @property
    def settings(self) -> TableSettings:
        """The settings of the match being played (learning and delay may change during it)."""
        return self._settings

    @property
    def words(self) -> Words:
        """The language and deck style the table says everything in (fixed when it is made)."""
        return self._words

    @property
    def match(self) -> Match[HandT]:
        """The match the hands belong to."""
        return self._match

    @property
    def game(self) -> HandT:
        """The hand being played."""
        return self._hand.game

    @property
    def bots(self) -> Mapping[int, Bot]:
        """The machine player at each seat but the student's."""
        return dict(self._hand.bots)

    @property
    def players(self) -> int:
        """Number of players at the table."""
        return self._match.players

    @property
    def version(self) -> int:
        """How many steps the table has taken: plays, swaps, deals and new matches."""
        return self._version

    @property
    def names(self) -> dict[int, str]:
        """How the table names each seat: "Tú", "Rival", "Compañero", "Jugador 3"..."""
        return self._words.seats(self.players, YOU)

    @property
    def story(self) -> tuple[str, ...]:
        """Everything said about the current hand so far, first to last."""
        return tuple(self._hand.story)

    @property
    def turn(self) -> int | None:
        """The seat to play, None once the hand is over."""
        return self.game.turn

    @property
    def waiting(self) -> Waiting:
        """What the table waits for now: the student, the machine, the next hand or a new match."""
        game = self.game
        if game.is_over:
            return Waiting.MATCH_OVER if self._match.is_over else Waiting.NEXT_HAND
        return Waiting.STUDENT if game.turn == YOU else Waiting.MACHINE

    @property
    def learning(self) -> bool:
        """Whether running points and the cards already out are shown (and told)."""
        return self._settings.learning

    @learning.setter
    def learning(self, value: bool) -> None:
        self._settings = self._settings.replace(learning=value)

    @property
    def delay(self) -> float:
        """Seconds between the machine's moves."""
        return self._settings.delay

    @delay.setter
    def delay(self, value: float) -> None:
        self._settings = self._settings.replace(delay=value)

    def machine_pause(self) -> float:
        """Seconds to wait before the machine's next move: longer when a trick was just taken."""
        game = self.game
        just_taken = not game.table and bool(game.tricks)
        return self.delay * (TRICK_PAUSE if just_taken else 1.0)

    def lead_line(self) -> str:
        """Who leads the hand, as the story starts it."""
        leader = self.game.leader
        if leader == YOU:
            return self._words.text("table.leads_you")
        return self._words.text("table.leads", who=self.names[leader])

    # ------------------------------------------------------------------ steps
    def verify_student_turn(self) -> None:
        """Raise IllegalPlay unless the table waits for the student's move."""
        waiting, say = self.waiting, self._words
        if waiting is Waiting.MATCH_OVER:
            raise IllegalPlay("table.match_over_click", new=say.text("table.new_match"))
        if waiting is Waiting.NEXT_HAND:
            raise IllegalPlay("table.hand_over", next=say.text("table.next_hand"),
                              new=say.text("table.new_match"))
        if waiting is Waiting.MACHINE:
            raise IllegalPlay("table.not_your_turn", who=self.names[self.turn or 0])

    def student_plays(self, card: Card | str) -> tuple[Any, ...]:
        """The student plays a card of their hand; the events it brought, as the student sees them."""
        self.verify_student_turn()
        chosen = self.game.verify_play(card)
        return self._apply(YOU, chosen)

    def machine_step(self) -> tuple[Any, ...]:
        """The machine seat to play makes its move, from its own view; the events it brought."""
        seat, bot, view = self.machine_to_think()
        return self.machine_moves(seat, bot.choose(view))

    def machine_to_think(self) -> tuple[int, Bot, Any]:
        """The machine seat to play, its bot and its view: a move to think over elsewhere (another process).

        :meth:`machine_moves` then plays what the bot chose; :meth:`machine_step` is both at once.
        """
        if self.waiting is not Waiting.MACHINE:
            raise IllegalPlay("table.not_machine_turn")
        seat = self.turn
        assert seat is not None
        return seat, self._hand.bots[seat], self.game.view(seat)

    def machine_moves(self, seat: int, action: Any, bot: Bot | None = None) -> tuple[Any, ...]:
        """Play the move ``seat``'s bot chose (``bot``: that bot as it came back from elsewhere, its dice moved on)."""
        if self.waiting is not Waiting.MACHINE or self.turn != seat:
            raise IllegalPlay("table.not_machine_turn")
        if bot is not None:
            self._hand.bots[seat] = bot
        return self._apply(seat, action)

    def next_hand(self) -> HandT:
        """Deal the next hand of the match, its machine seats seeded from the match's seed."""
        waiting = self.waiting
        if waiting is Waiting.MATCH_OVER:
            raise IllegalPlay("table.match_over_click", new=self._words.text("table.new_match"))
        if waiting is not Waiting.NEXT_HAND:
            raise IllegalPlay("engine.match_hand_unfinished")
        self._hand = self._deal(self._match, self._settings, self._words)
        self._version += 1
        return self.game

    def new_match(self, settings: TableSettings | None = None, /, **changes: Any) -> HandT:
        """Start a match with these settings (the current ones, changed by ``changes``); its first hand.

        The settings are checked and the match dealt before anything is replaced: a bad
        setting leaves the match being played as it was.
        """
        chosen = (settings or self._settings).replace(**changes)
        match, hand = self._build(chosen, self._words)
        self._settings, self._match, self._hand = chosen, match, hand
        self._version += 1
        return self.game

    def save(self, path: str | Path | None = None, *, folder: str | Path | None = None) -> Path:
        """Write the hand as JSON (see ``Game.to_json``) and return where it went.

        Without a path the hand goes to the first free numbered file (``mano_N.json``) in
        ``folder``, by default the one named in the kit's language (``mis_manos``).
        """
        if path is None:
            say = self._words
            base = Path(folder if folder is not None else say.text("hands.folder"))
            base.mkdir(parents=True, exist_ok=True)
            number = 1
            while (base / say.text("hands.file", number=number)).exists():
                number += 1
            target = base / say.text("hands.file", number=number)
        else:
            target = Path(path)
            target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(self.saved_json(), encoding="utf-8")
        return target

    @property
    def is_helped(self) -> bool:
        """Whether the student asked for a hint in this hand."""
        return any(game is self.game for game, _ in self._helped)

    def mark_helped(self, *, lesson: str) -> None:
        """Mark this hand as played with help: said in its saved file and, once it ends, in the record."""
        if not self.is_helped:
            self._helped.append((self.game, lesson))

    def saved_json(self) -> str:
        """The hand as its file keeps it: ``Game.to_json``, with ``"help": true`` if a hint was asked."""
        text_ = self.game.to_json()
        if not self.is_helped:
            return text_
        data = json.loads(text_)
        data["help"] = True
        return json.dumps(data, ensure_ascii=False, indent=1)

    def snapshot(self) -> dict[str, Any]:
        """The match in play as plain values: its settings and every action of each hand so far.

        :meth:`~briscola_teach.card_table.session.TableSession.resume` deals the same hands again from the seed and replays the
        actions, so a match saved after each step can go on where it stopped.
        """
        return {"format": SNAPSHOT_FORMAT, "version": 1,
                "settings": {name: getattr(self._settings, name) for name in _SNAPSHOT_FIELDS},
                "hands": [[action.code if isinstance(action, Card) else "swap" for action in game.actions]
                          for game in self._match.games]}

    def count_on_from(self, version: int) -> None:
        """Number this session's steps on from another's ``version`` (a screen changing kind of table)."""
        self._version = max(self._version, version + 1)

    # ------------------------------------------------------------------ machinery
    @classmethod
    def _new_match(cls, settings: TableSettings) -> Match[HandT]:
        raise NotImplementedError

    def _act(self, action: Any) -> None:
        """Do one action on the hand (already checked)."""
        raise NotImplementedError

    def _tell(self, news: Sequence[Any]) -> list[str]:
        """What the table says about these events of the student's view."""
        raise NotImplementedError

    @classmethod
    def _opening(cls, game: HandT, names: Mapping[int, str], say: Words) -> str:
        """The story's first line: who leads (or bids first)."""
        leader = game.leader
        return say.text("table.leads_you") if leader == YOU else say.text("table.leads", who=names[leader])

    @classmethod
    def _build(cls, settings: TableSettings, say: Words) -> tuple[Match[HandT], _Hand[HandT]]:
        match = cls._new_match(settings)
        return match, cls._deal(match, settings, say)

    @classmethod
    def _deal(cls, match: Match[HandT], settings: TableSettings, say: Words) -> _Hand[HandT]:
        game = match.new_hand()
        number = len(match.games)
        base = settings.seed
        # A wall-clock deadline only for the level that searches (experto); the others are instant.
        thinking = {"deadline": settings.think} if settings.think and settings.level == "experto" else {}
        bots = {
            seat: make_bot(settings.level,
                           seed=None if base is None else derive(base, "table", number, seat), **thinking)
            for seat in range(game.players) if seat != YOU
        }
        opening = cls._opening(game, say.seats(game.players, YOU), say)
        return _Hand(game=game, bots=bots, story=[opening], told=len(game.events))

    def _apply(self, seat: int, action: Any) -> tuple[Any, ...]:
        """One action at the table, and what it tells the student: the events it brought."""
        hand = self._hand
        self._act(action)
        self._version += 1
        news = tuple(hand.game.view(YOU).events[hand.told:])
        hand.told += len(news)
        hand.story.extend(self._tell(news))
        return news

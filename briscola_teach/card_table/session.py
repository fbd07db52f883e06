"""The card table as plain Python: a match against the machine, advanced one step at a time.

The student sits at seat 0.  A :class:`TableSession` holds the match, the machine
seats (each deciding from its own view, with a generator derived from the match's
seed), and the story of the hand told from the student's seat.  Nothing here draws
or waits: the screen (:class:`~briscola_teach.widgets.CardTable`) binds its buttons
to these steps and decides when the machine's next step runs; a test or a notebook
cell can drive the same steps directly.

>>> session = TableSession(level="random", players=2, seed=3)
>>> session.waiting
<Waiting.STUDENT: 'student'>
>>> _ = session.student_plays(session.game.hand(YOU)[0])
>>> while session.waiting is Waiting.MACHINE:
...     _ = session.machine_step()
>>> session.waiting, len(session.game.hand(YOU))
(<Waiting.STUDENT: 'student'>, 3)

A bad setting is refused before anything is built, naming the value:

>>> TableSession(delay=float("inf"))
Traceback (most recent call last):
...
briscola_teach.errors.OptionError: La pausa de la máquina es un número de segundos entre 0 y 10, no «inf».
"""

from __future__ import annotations

import dataclasses
import json
import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from enum import Enum
from numbers import Real
from pathlib import Path
from typing import Any, Generic

from .. import progress
from ..bots import LEVELS, Bot, make_bot
from ..cards import DECK_STYLES, Card
from ..errors import IllegalPlay, OptionError
from ..events import Event
from ..game import SWAP, Action, Game
from ..locale import Words, get_style
from ..locale import words as kit_words
from ..match import HandT, Match
from ..rules import Options
from ..seeds import check_seed, derive
from .class_code import CLASS_LEVEL, deal_of, normalize_code
from .story import event_story

__all__ = ["Session", "TableSession", "TableSettings", "PLAYERS", "Waiting", "YOU", "DEFAULT_SEED", "MAX_DELAY",
           "VARIANT_OPTIONS", "SNAPSHOT_FORMAT"]

#: The student's seat.
YOU = 0
#: The seed lessons start from, so every reader sees the same first deal.
DEFAULT_SEED = 2024
#: Most seconds the machine may pause between its moves: longer and the table seems stuck.
MAX_DELAY = 10.0
#: A finished trick stays in view this much longer than a card before the next lead.
TRICK_PAUSE = 1.6
#: The engine's options (RULES §8) a table may be set up with: every one but the table size.
VARIANT_OPTIONS = ("deck", "seven_second", "swap_muestra", "swap_seven_or_two", "open_hands",
                   "open_partner_hands", "hand_size", "tie_break_by_cards", "double_win")
#: The table sizes: 2 or 3 players, 4 in pairs, 5 at briscola chiamata.
PLAYERS = (2, 3, 4, 5)
#: The ``format`` field of a match in play saved as it goes (:meth:`Session.snapshot`).
SNAPSHOT_FORMAT = "briscola_teach/table_in_play"
#: The settings a snapshot keeps (the pace, the learning aids and the deck are the screen's).
_SNAPSHOT_FIELDS = ("level", "players", "best_of", "first_to", "seed", "class_code", *VARIANT_OPTIONS)


class Waiting(Enum):
    """What the table waits for now."""

    #: The student's card (or the swap of the 2 of trump).
    STUDENT = "student"
    #: A machine seat's move: :meth:`TableSession.machine_step`.
    MACHINE = "machine"
    #: The hand is over and the match goes on: :meth:`TableSession.next_hand`.
    NEXT_HAND = "next_hand"
    #: The match is over: :meth:`TableSession.new_match`.
    MATCH_OVER = "match_over"


def _is_bool(value: object) -> bool:
    return value is True or value is False


@dataclass(frozen=True)
class TableSettings:
    """How a match at the card table is set up: the machine, the table, the format and the pace.

    Every field is checked when the settings are made; a bad one raises a kit error
    (:class:`~briscola_teach.errors.BriscolaError`) that names it.  With neither
    ``best_of`` nor ``first_to`` the match is a single hand; ``seed=None`` deals a
    different match every time.  The variant fields are the engine's options
    (:class:`~briscola_teach.rules.Options`), checked together with the table size.

    >>> TableSettings(seven_second=True, hand_size=5).options.changed()
    {'seven_second': True, 'hand_size': 5}
    >>> TableSettings(players=3, tie_break_by_cards=True)
    Traceback (most recent call last):
    ...
    briscola_teach.errors.OptionError: El desempate por cartas es para 2 jugadores o 2 parejas, no para 3 jugadores.
    """

    level: str = "sensato"
    players: int = 2
    best_of: int | None = None
    first_to: int | None = None
    seed: int | None = DEFAULT_SEED
    #: Seconds between the machine's moves (0: at once).
    delay: float = 0.0
    #: Running points and the cards already out shown while playing.
    learning: bool = False
    #: The variants of RULES §8, as the engine's options name them (0: the table size's usual deck).
    deck: int = 0
    seven_second: bool = False
    #: The 2 of trump may be swapped for the muestra (RULES §8).
    swap_muestra: bool = False
    swap_seven_or_two: bool = False
    open_hands: bool = False
    open_partner_hands: bool = False
    hand_size: int = 3
    tie_break_by_cards: bool = False
    double_win: bool = False
    #: The deck the cards are drawn with (by default the kit-wide one: the language's own deck).
    style: str = dataclasses.field(default_factory=lambda: get_style())
    #: Most seconds of wall clock the machine thinks over a card (experto plays its best so far);
    #: None: as long as its fixed count of imagined deals takes, the same play on any machine.
    think: float | None = None
    #: The class code whose deals the table plays (:mod:`~briscola_teach.card_table.class_code`).
    class_code: str | None = None

    def __post_init__(self) -> None:
        if self.level.__class__ is not str or self.level not in LEVELS:
            raise OptionError("engine.unknown_level", level=self.level, levels=", ".join(LEVELS))
        if self.players.__class__ is not int or self.players not in PLAYERS:
            raise OptionError("table.bad_players", players=self.players)
        if self.best_of is not None and self.first_to is not None:
            raise OptionError("engine.match_format")
        if self.best_of is not None and (self.best_of.__class__ is not int
                                         or self.best_of not in (1, 3, 5)):
            raise OptionError("engine.match_best_of", value=self.best_of)
        if self.first_to is not None and (self.first_to.__class__ is not int or self.first_to < 1):
            raise OptionError("engine.match_first_to", value=self.first_to)
        if self.seed is not None:
            check_seed(self.seed)
        delay = self.delay
        if (_is_bool(delay) or not isinstance(delay, Real) or not math.isfinite(float(delay))
                or not 0 <= float(delay) <= MAX_DELAY):
            raise OptionError("table.bad_delay", delay=delay, most=f"{MAX_DELAY:g}")
        object.__setattr__(self, "delay", float(delay))
        if not _is_bool(self.learning):
            raise OptionError("engine.option_not_bool", name="learning", value=self.learning)
        if self.is_chiamata:
            # Briscola chiamata has its own rules and no variant of RULES §8.
            changed = sorted(name for name in VARIANT_OPTIONS if getattr(self, name) != _DEFAULTS[name])
            if changed:
                raise OptionError("engine.chiamata_options", names=", ".join(changed))
        else:
            # The engine checks the variant, and that it fits the table size (raising its OptionError).
            Options.build(self.players, **{name: getattr(self, name) for name in VARIANT_OPTIONS})
        if self.style.__class__ is not str or self.style not in DECK_STYLES:
            raise OptionError("engine.bad_style", style=self.style, styles=", ".join(DECK_STYLES))
        think = self.think
        if think is not None and (_is_bool(think) or not isinstance(think, Real)
                                  or not math.isfinite(float(think)) or not 0 < float(think) <= MAX_DELAY):
            raise OptionError("table.bad_think", think=think, most=f"{MAX_DELAY:g}")
        if self.class_code is not None:
            object.__setattr__(self, "class_code", normalize_code(self.class_code))

    @property
    def class_deal(self) -> int | None:
        """Which deal of the class code these settings play: None without a code, or once the
        level, the table or the seed are no longer the code's (the table plays on, outside the class)."""
        code = self.class_code
        if code is None or self.level != CLASS_LEVEL or self.players != 2 or self.options.changed() \
                or (self.best_of or 1) != 1 or self.first_to is not None:
            return None
        return deal_of(code, self.seed)

    @property
    def is_chiamata(self) -> bool:
        """Whether the table is five players at briscola chiamata (RULES §12)."""
        return self.players == 5

    @property
    def options(self) -> Options:
        """The engine's options every hand of the match is dealt with (two to four players)."""
        return Options.build(self.players, **{name: getattr(self, name) for name in VARIANT_OPTIONS})

    @property
    def target(self) -> int:
        """Hand wins a side needs to take the match (chiamata: match points, or hands to play)."""
        if self.first_to is not None:
            return self.first_to
        return (self.best_of or 1) if self.is_chiamata else (self.best_of or 1) // 2 + 1

    def replace(self, **changes: Any) -> TableSettings:
        """These settings with some changed, each checked again."""
        known = [field.name for field in dataclasses.fields(self)]
        unknown = sorted(set(changes) - set(known))
        if unknown:
            raise OptionError("engine.unknown_option", names=", ".join(unknown), known=", ".join(known))
        return dataclasses.replace(self, **changes)


_DEFAULTS = {field.name: field.default for field in dataclasses.fields(TableSettings)
             if field.name in VARIANT_OPTIONS}


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

    :class:`TableSession` (two to four players) and
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
        if self.waiting is not Waiting.MACHINE:
            raise IllegalPlay("table.not_machine_turn")
        seat = self.turn
        assert seat is not None
        action = self._hand.bots[seat].choose(self.game.view(seat))
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

        :meth:`TableSession.resume` deals the same hands again from the seed and replays the
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


class TableSession(Session[Game]):
    """A match of Briscola against the machine, one step at a time: 2 or 3 players, or 4 in pairs.

    The student plays with :meth:`student_plays` (or :meth:`student_swaps`); when
    :attr:`waiting` is ``Waiting.MACHINE`` each :meth:`machine_step` plays one machine
    card; :meth:`next_hand` deals on and :meth:`new_match` starts again.  Every step
    adds one to :attr:`version`, so a screen can tell a click meant for an older
    picture of the table from one meant for the table as it is now.
    """

    @property
    def can_swap(self) -> bool:
        """Whether the student may swap the 2 of trump for the muestra now."""
        return self.waiting is Waiting.STUDENT and self.game.can_swap()

    def student_plays(self, card: Card | str) -> tuple[Any, ...]:
        """The student plays a card of their hand (kept, to be taken back); the events it brought."""
        self.verify_student_turn()
        self.game.verify_play(card)
        self._keep_for_take_back()
        return super().student_plays(card)

    def student_swaps(self) -> tuple[Event, ...]:
        """The student swaps their 2 of trump for the muestra (when that option is on)."""
        self.verify_student_turn()
        self.game.verify_swap()
        self._keep_for_take_back()
        return self._apply(YOU, SWAP)

    # ------------------------------------------------------------------ practice: take back, hint
    @property
    def can_take_back(self) -> bool:
        """Whether the student's last move of this hand can be taken back."""
        return bool(self._kept) and self._kept[-1].game is self.game

    def take_back(self) -> Action:
        """Take back the student's last move of this hand, and the machine's answers after it.

        The hand, the machine seats' dice and the story are exactly as they were before
        that move; the student's move is returned.
        """
        if not self.can_take_back:
            raise IllegalPlay("practice.nothing_to_take_back")
        last = self._kept.pop()
        game = self.game
        taken = game.actions[last.actions]
        while len(game.actions) > last.actions:
            game.undo()
        for seat, state in last.dice.items():
            self._hand.bots[seat].rng.setstate(state)
        self._hand.story[:] = last.story
        self._hand.told = last.told
        self._version += 1
        return taken

    def _apply(self, seat: int, action: Any) -> tuple[Any, ...]:
        news = super()._apply(seat, action)
        if self.game.is_over:
            self._record_help()
        return news

    def _record_help(self) -> None:
        """A hand played with help has ended: note it in the progress record, won or not."""
        for game, lesson in self._helped:
            if game is self.game and game.outcome is not None:
                won = YOU in game.outcome.winners
                played = progress.exercise_id("hand_with_help", progress.position_id("hand", game.at_start()))
                progress.record(lesson, played, won, language=self._words.language)

    def _keep_for_take_back(self) -> None:
        """Note the hand as it is before the student's move, so that move can be taken back."""
        kept = self._kept
        if kept and kept[-1].game is not self.game:
            kept.clear()  # another hand: its moves are not this one's to take back
        hand = self._hand
        kept.append(_Kept(hand.game, len(hand.game.actions),
                          {seat: bot.rng.getstate() for seat, bot in hand.bots.items()},
                          tuple(hand.story), hand.told))

    @classmethod
    def _new_match(cls, settings: TableSettings) -> Match[Game]:
        if settings.is_chiamata:
            raise OptionError("engine.bad_players", players=settings.players)
        options = settings.options.changed()
        if settings.first_to is not None:
            return Match(settings.players, first_to=settings.first_to, seed=settings.seed, **options)
        return Match(settings.players, best_of=settings.best_of or 1, seed=settings.seed, **options)

    def _act(self, action: Action) -> None:
        if isinstance(action, Card):
            self.game.play(action)
        else:
            self.game.swap()  # the only other action there is

    def _tell(self, news: Sequence[Event]) -> list[str]:
        return event_story(self.game, news, self.names, you=YOU, points=self.learning, words=self._words)

    @classmethod
    def resume(cls, snapshot: Any, settings: TableSettings | None = None, *,
               words: Words | None = None) -> TableSession:
        """The match of a :meth:`snapshot`, dealt again and replayed to where it stopped.

        ``settings`` gives what the snapshot does not keep (pace, learning aids, deck), ``words``
        the language the table speaks (by default the kit-wide one).  A
        snapshot that is not one, has no seed, or whose actions the rules refuse raises
        :class:`~briscola_teach.errors.OptionError` (``table.resume_bad``).
        """
        try:
            if not isinstance(snapshot, dict) or snapshot.get("format") != SNAPSHOT_FORMAT:
                raise ValueError("not a snapshot")
            saved = snapshot["settings"]
            hands = snapshot["hands"]
            if not isinstance(saved, dict) or set(saved) - set(_SNAPSHOT_FIELDS) or saved.get("seed") is None \
                    or not isinstance(hands, list) or not hands:
                raise ValueError("bad fields")
            session = cls((settings or TableSettings()).replace(**saved), words=words)
            for number, actions in enumerate(hands):
                if number:
                    session.next_hand()
                for code in actions:
                    seat = session.turn
                    if seat is None:
                        raise ValueError("an action after the hand's end")
                    action: Action
                    if code == "swap":
                        session.game.verify_swap()
                        action = SWAP
                    else:
                        action = session.game.verify_play(code)
                    session._apply(seat, action)
        except (ValueError, KeyError, TypeError) as error:
            raise OptionError("table.resume_bad") from error
        return session

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

How a match is set up lives in :mod:`~briscola_teach.card_table.settings`, and what every
table's session shares in :mod:`~briscola_teach.card_table.base`; their public names are
importable from here too.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from .. import progress
from ..cards import Card
from ..errors import IllegalPlay, OptionError
from ..events import Event
from ..game import SWAP, Action, Game
from ..locale import Words
from ..match import Match
from .base import _SNAPSHOT_FIELDS, SNAPSHOT_FORMAT, Session, Waiting, _Kept
from .settings import DEFAULT_SEED, MAX_DELAY, PLAYERS, VARIANT_OPTIONS, YOU, TableSettings
from .story import event_story

__all__ = ["Session", "TableSession", "TableSettings", "PLAYERS", "Waiting", "YOU", "DEFAULT_SEED", "MAX_DELAY",
           "VARIANT_OPTIONS", "SNAPSHOT_FORMAT"]


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

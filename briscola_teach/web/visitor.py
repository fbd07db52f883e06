"""One student at the plain-page app: their table, their name, their folder, and what the page said last.

A :class:`Visitor` is everything the server keeps for one browser: the
:class:`~briscola_teach.card_table.session.TableSession` being played, the language it
speaks, the student's name and folder, the hand kept after every step, the coach's
review of the last hand and the line answering the last thing the student did.  The
page (:mod:`briscola_teach.web.page`) draws it; the server (:mod:`briscola_teach.web.server`)
hands it the student's clicks through :meth:`Visitor.act`.

Every action is checked before anything changes: a refused one leaves the table as it
was and says why in the student's language.

>>> import tempfile
>>> visitor = Visitor("lucia-table-0123456", data=tempfile.mkdtemp(), seed=3)
>>> visitor.act("play", {"card": "xx"})
>>> visitor.feedback.startswith("«xx»")
True
"""

from __future__ import annotations

import html
import logging
import random
import re
import time
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

from ..bots import LEVELS, Bot
from ..card_table.class_code import CLASS_LEVEL, deal_seed, next_deal, normalize_code
from ..card_table.session import DEFAULT_SEED, YOU, TableSession, TableSettings, Waiting
from ..card_table.students import (checked_file_name, data_folder, keep_class_deal, keep_in_play, saved_hands,
                                   student_folder, take_hands, unfinished_hand)
from ..errors import BriscolaError, IllegalPlay, OptionError
from ..exercises.answers import worded
from ..locale import LANGUAGES, Words, words

__all__ = ["Visitor", "PLAYERS", "FORMATS", "QUICK_LEVELS", "VISITOR_ID"]

#: Table sizes the plain page offers (the table for five, with its auction, is the notebooks' and Voilà's).
PLAYERS = (2, 3, 4)
#: Match formats offered: a single hand, best of three, best of five.
FORMATS = (1, 3, 5)
#: The machine levels that decide in well under a millisecond, played within the request.  The
#: others (experto's search, up to its wall-clock limit) are thought over in the server's worker
#: processes when it has them (``think_elsewhere``), so one table's search never holds up the class.
QUICK_LEVELS = ("random", "principiante", "sensato")
#: A visitor's id as the server makes it (and accepts it back from a cookie).
VISITOR_ID = re.compile(r"[A-Za-z0-9_-]{16,64}")
_log = logging.getLogger(__name__)
#: The largest seed a new match is dealt with (shown in the saved hand; a browser's number box shows it whole).
_SEEDS = 10**9


class Visitor:
    """One student's page: the table they play, in their language, and their folder of hands.

    ``data`` is the folder holding every student's folder; until the student gives a
    name, their hands go to ``<data>/<id>``.  ``level``, ``players``, ``best_of``,
    ``seed``, ``delay`` and ``think`` are the first match's settings.
    """

    def __init__(self, visitor_id: str, *, data: str | Path | None = None, language: str = "es",
                 level: str = "sensato", players: int = 2, best_of: int = 1, seed: int | None = DEFAULT_SEED,
                 delay: float = 0.5, think: float | None = 0.5, style: str = "spanish",
                 think_elsewhere: bool = False) -> None:
        if not VISITOR_ID.fullmatch(visitor_id):
            raise OptionError("app.bad_visitor", given=visitor_id)
        if language not in LANGUAGES:
            raise OptionError("engine.unknown_language", given=language, languages=", ".join(LANGUAGES))
        self.id = visitor_id
        #: Whether the machine's slower moves are left to the server to think over elsewhere
        #: (:attr:`machine_to_think`, :meth:`machine_thought`) instead of played within the request.
        self.think_elsewhere = think_elsewhere
        self.words: Words = words(language, style)
        self.style = style
        self.data = data_folder(data)
        #: Where this visitor's hands go: their own folder until they give a name, then the student's.
        self.save_dir = self.data / visitor_id
        #: The student's name as they gave it, once given.
        self.student: str | None = None
        settings = TableSettings(level=level, players=players, best_of=best_of, seed=seed, delay=delay,
                                 think=think, style=style)
        self.session = TableSession(settings, words=self.words)
        #: The answer to the last thing the student did (HTML-free text; "" when there is nothing to say).
        self.feedback = ""
        #: Whether :attr:`feedback` is a refusal (drawn in red) or good news (green).
        self.refused = False
        #: The line next to the save box: where the last hand went, or why it could not.
        self.save_note = ""
        #: The line under the class code: which deal of it is played, or that it was recorded.
        self.class_note = ""
        #: A hand left unfinished in the student's folder, offered to go on with.
        self.offer: dict[str, Any] | None = None
        #: The coach's review of a finished hand, as (hand number, HTML), once asked.
        self.review: tuple[int, str] | None = None
        #: Seconds since the epoch of the student's last action (the server forgets visitors idle too long).
        self.seen = time.time()
        self._recorded: set[tuple[str, int]] = set()
        self._random = random.Random()
        # The machine's first moves, if it leads, are on the table when the page is first drawn.
        self._machine_plays()
        self.offer = unfinished_hand(self.in_play_path)
        #: The session's version last kept on disk (a table just dealt is not worth a file).
        self._kept = self.session.version

    # ------------------------------------------------------------------ what the page shows
    @property
    def language(self) -> str:
        """The language the page speaks."""
        return self.words.language

    @property
    def in_play_path(self) -> Path:
        """Where the match in play is kept after every step."""
        return self.save_dir / self.words.text("hands.in_play_file")

    @property
    def hands(self) -> list[Path]:
        """The hands saved in the student's folder, newest first."""
        return saved_hands(self.save_dir)

    def hand_file(self, name: str) -> Path:
        """The saved hand called ``name`` in the student's folder, for download; refused if it is not one."""
        path = self.save_dir / checked_file_name(name)
        if path.suffix != ".json" or not path.is_file():
            raise OptionError("app.no_such_hand", given=name)
        return path

    # ------------------------------------------------------------------ what the student does
    def act(self, action: str, fields: Mapping[str, str], *, frame: Callable[[], None] | None = None) -> None:
        """Do what the student asked (``action`` with the form's ``fields``); a refusal is said, not raised.

        ``frame`` is called after the student's move and after each of the machine's, so the
        page can show them one by one.
        """
        self.seen = time.time()
        handler = self._actions.get(action)
        self.feedback, self.refused = "", False
        try:
            if handler is None:
                raise OptionError("app.bad_action", given=action)
            handler(self, fields, frame)
        except BriscolaError as error:
            self.feedback, self.refused = worded(error, self.words), True
        except Exception as error:  # noqa: BLE001 - the student reads a line, the server's log the traceback
            _log.exception("the table of %s failed on %r", self.id, action)
            self.feedback = self.words.text("common.unexpected", kind=type(error).__name__, message=error)
            self.refused = True
        self._keep()

    def _play(self, fields: Mapping[str, str], frame: Callable[[], None] | None) -> None:
        if not self._is_current(fields):
            return  # sent from an older picture of the table: the second half of a double click
        self.session.student_plays(fields.get("card", ""))
        self._machine_plays(frame)

    def _swap(self, fields: Mapping[str, str], frame: Callable[[], None] | None) -> None:
        if not self._is_current(fields):
            return
        self.session.student_swaps()

    def _next(self, fields: Mapping[str, str], frame: Callable[[], None] | None) -> None:
        if not self._is_current(fields):
            return
        self.session.next_hand()
        self._machine_plays(frame)

    def _new(self, fields: Mapping[str, str], frame: Callable[[], None] | None) -> None:
        level = fields.get("level", self.session.settings.level)
        if level not in LEVELS:
            raise OptionError("engine.unknown_level", level=level, levels=", ".join(LEVELS))
        players = _number(fields.get("players", ""), PLAYERS, "table.bad_players", "players")
        best_of = _number(fields.get("format", ""), FORMATS, "engine.match_best_of", "value")
        swap = fields.get("swap") == "on"
        code = self.session.settings.class_code
        if code is not None and (level, players, best_of, swap) == (CLASS_LEVEL, 2, 1, False):
            # The settings are still the class code's: its next deal, as at the notebook's table.
            self._class({"code": code}, frame)
            return
        self._start(self.session.settings.replace(
            level=level, players=players, best_of=best_of, first_to=None, seed=self._random.randrange(_SEEDS),
            learning=fields.get("learning") == "on", class_code=None, swap_muestra=swap,
            swap_seven_or_two=False), frame)

    def _class(self, fields: Mapping[str, str], frame: Callable[[], None] | None) -> None:
        code = normalize_code(fields.get("code", ""))
        seed = deal_seed(code, next_deal(self.save_dir, code, words=self.words))
        self._start(self.session.settings.replace(
            level=CLASS_LEVEL, players=2, best_of=1, first_to=None, seed=seed, class_code=code,
            swap_muestra=False, swap_seven_or_two=False), frame)

    def _learning(self, fields: Mapping[str, str], frame: Callable[[], None] | None) -> None:
        self.session.learning = fields.get("learning") == "on"

    def _name(self, fields: Mapping[str, str], frame: Callable[[], None] | None) -> None:
        self.set_student(fields.get("name", ""))

    def _language(self, fields: Mapping[str, str], frame: Callable[[], None] | None) -> None:
        self.set_language(fields.get("lang", ""))

    def _resume(self, fields: Mapping[str, str], frame: Callable[[], None] | None) -> None:
        if self.offer is None:
            raise IllegalPlay("table.resume_bad")
        fresh = TableSession.resume(self.offer, self.session.settings, words=self.words)
        fresh.count_on_from(self.session.version)
        self.session, self.offer, self.review = fresh, None, None
        self._machine_plays(frame)
        self.feedback = self.words.text("app.resumed")

    def _discard(self, fields: Mapping[str, str], frame: Callable[[], None] | None) -> None:
        self.offer = None

    def _save(self, fields: Mapping[str, str], frame: Callable[[], None] | None) -> None:
        name = fields.get("file", "").strip()
        if name:
            name = checked_file_name(name)
            name += "" if name.endswith(".json") else ".json"
        target = self.save_dir / name if name else None
        try:
            path = self.session.save(target, folder=self.save_dir)
        except OSError:
            raise OptionError("app.save_failed") from None
        note = self.words.text("app.saved", name=path.name, actions=len(self.session.game.actions))
        if not self.session.game.is_over:
            note += " " + self.words.text("table.saved_unfinished")
        self.save_note = note

    _actions: dict[str, Callable[[Visitor, Mapping[str, str], Callable[[], None] | None], None]] = {
        "play": _play, "swap": _swap, "next": _next, "new": _new, "class": _class, "learning": _learning,
        "name": _name, "language": _language, "resume": _resume, "discard": _discard, "save": _save,
    }
    #: The actions a page's form may send (the review is the server's: it runs in another process).
    ACTIONS = tuple(_actions)

    def set_student(self, name: str) -> None:
        """Keep the student's hands under their name (``<data>/<name>``); hands saved before move there.

        An unfinished hand found there is offered to go on with.
        """
        folder = self.data / student_folder(name)
        if self.student is None:
            take_hands(self.save_dir, folder)
        self.student = name.strip()
        self.save_dir = folder
        offer = unfinished_hand(self.in_play_path)
        # The hand just moved here is the one on the table: nothing to offer.
        self.offer = None if offer is not None and offer.get("hands") == self.session.snapshot()["hands"] else offer

    def set_language(self, language: str) -> None:
        """Speak ``language`` from now on: the table starts a new match, as at the Voilà page."""
        if language not in LANGUAGES:
            raise OptionError("engine.unknown_language", given=language, languages=", ".join(LANGUAGES))
        if language == self.language:
            return
        chosen = words(language, self.style)
        fresh = TableSession(self.session.settings.replace(class_code=None, seed=self._random.randrange(_SEEDS)),
                             words=chosen)
        fresh.count_on_from(self.session.version)
        self.words, self.session, self.review = chosen, fresh, None
        self._machine_plays()
        if self.offer is not None:
            self.offer = unfinished_hand(self.in_play_path)

    def take_review(self, number: int, body: str) -> None:
        """Show the coach's review of hand ``number`` of the match (HTML made by :func:`~briscola_teach.web.page.review_html`)."""
        self.review = (number, body)
        self.feedback, self.refused = "", False

    @property
    def thinks_long(self) -> bool:
        """Whether the machine at this table searches (a level not in :data:`QUICK_LEVELS`)."""
        return self.session.settings.level not in QUICK_LEVELS

    @property
    def machine_to_think(self) -> tuple[TableSession, int, Bot, Any] | None:
        """The machine's next move, to think over elsewhere: (the session, the seat, its bot, its view); None if no move waits."""
        session = self.session
        if session.waiting is not Waiting.MACHINE:
            return None
        return (session, *session.machine_to_think())

    def machine_thought(self, session: TableSession, seat: int, action: Any, bot: Bot,
                        frame: Callable[[], None] | None = None) -> bool:
        """Play a move thought over elsewhere, then the machine plays on; False if the table moved on meanwhile.

        The table moved on if the session is another (a new match, from another tab) or the
        seat is no longer to play: the move is dropped.
        """
        if session is not self.session or session.turn != seat or session.waiting is not Waiting.MACHINE:
            return False
        session.machine_moves(seat, action, bot)
        self._machine_plays(frame)
        self._keep()
        return True

    def hand_to_review(self) -> tuple[int, str]:
        """The last finished hand of the match, as (its number, its JSON); refused if none has finished."""
        games = self.session.match.games
        finished = [(i + 1, game) for i, game in enumerate(games) if game.is_over]
        if not finished:
            raise IllegalPlay("app.no_finished_hand", button=self.words.text("app.review_button"))
        number, game = finished[-1]
        return number, game.to_json()

    # ------------------------------------------------------------------ machinery
    def _is_current(self, fields: Mapping[str, str]) -> bool:
        """Whether the form was sent from the table as it is now (its ``version`` field is the session's)."""
        version = fields.get("version")
        return version is None or version == str(self.session.version)

    def _start(self, settings: TableSettings, frame: Callable[[], None] | None) -> None:
        fresh = TableSession(settings, words=self.words)
        fresh.count_on_from(self.session.version)
        self.session, self.review, self.save_note = fresh, None, ""
        self._machine_plays(frame)

    def _machine_plays(self, frame: Callable[[], None] | None = None) -> None:
        """The machine's moves up to the student's turn (or the hand's end), a frame after each."""
        session = self.session
        while True:
            if frame is not None:
                self._keep()
                frame()
            if session.waiting is not Waiting.MACHINE or (self.think_elsewhere and self.thinks_long):
                return  # the student's turn, or a search the server thinks over in its workers
            session.machine_step()

    def _keep(self) -> None:
        """After each step: a finished class deal recorded, and the match in play kept in the student's folder."""
        session = self.session
        self.class_note = keep_class_deal(session, self.save_dir, student=self.student or "",
                                          recorded=self._recorded, words=self.words)
        if self.offer is not None or session.version == self._kept:
            return  # an offer waits for the student's choice, or nothing moved since the last time
        self._kept = session.version
        if session.game.actions and not keep_in_play(session, self.in_play_path):
            self.save_note = self.words.text("app.save_failed")


def _number(given: str, allowed: tuple[int, ...], key: str, field: str) -> int:
    """A whole number from a form's field, one of ``allowed``; else refused with ``key`` naming it."""
    value = given.strip()
    if value.isdigit() and int(value) in allowed:
        return int(value)
    raise OptionError(key, **{field: html.unescape(value)[:20]})

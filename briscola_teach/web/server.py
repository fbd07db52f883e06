"""The card-table app served as plain pages by one process: a whole class on one small machine.

Every visitor's table lives in this process (:class:`Visitors`); a page is HTML drawn
here and a few kilobytes of script, so a browser draws it in a fraction of what a
notebook page costs, and no kernel is started per student.  What takes seconds or a
search runs in worker processes, so the tables keep answering meanwhile: the coach's
reviews (started with the server), and experto's moves (:class:`Thinkers`, started when a
table first needs them).

Routes (all under the app's address):

- ``GET /``: the page (``?alumno=Lucia`` names the student, ``?lang=en`` picks the language);
  a cookie ties the browser to its table;
- ``POST /act``: a form of the page (``action`` and its fields); the page's script gets the
  frames to show as JSON, a browser without it the page again;
- ``GET /hand/<file>``: one of the student's saved hands, downloaded;
- ``GET /status``: the visitors held, as JSON (for the load benchmark and a teacher's check).

A visitor nobody has heard from for ``idle`` seconds is forgotten (their match in play
is kept on disk after every step, and offered again when they come back).
"""

from __future__ import annotations

import asyncio
import json
import logging
import multiprocessing
import os
import secrets
import signal
import time
from concurrent.futures import Executor, ProcessPoolExecutor
from functools import partial
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any
from urllib.parse import quote, unquote

import tornado.web
from tornado.httpserver import HTTPServer
from tornado.ioloop import PeriodicCallback

from ..bots import Bot
from ..card_table.students import data_folder, language_in_link, student_in_link
from ..errors import BriscolaError
from ..exercises.answers import worded
from .page import app_html, page_html, play_html, review_html
from .visitor import VISITOR_ID, Visitor

__all__ = ["Visitors", "Thinkers", "think_on", "make_app", "serve", "IDLE", "MOST", "COOKIE"]

_log = logging.getLogger(__name__)
#: Seconds after which a visitor nobody has heard from is forgotten, by default.
IDLE = 300
#: Most visitors held at once by default; beyond, the one unheard from longest is forgotten.
MOST = 400
#: The cookie naming a browser's table, and the one keeping the name the student typed.
COOKIE, NAME_COOKIE = "bt_table", "bt_student"
#: Largest form the app reads, in bytes.
MAX_BODY = 16_384


class Visitors:
    """Every visitor's table, by id: made on a first visit, forgotten after ``idle`` seconds unheard from."""

    def __init__(self, data: str | Path | None = None, *, idle: float = IDLE, most: int = MOST,
                 **table: Any) -> None:
        self.data = data_folder(data)
        self.idle, self.most = idle, most
        #: The first match's settings for every new table (``Visitor``'s keywords).
        self.table = table
        self._held: dict[str, Visitor] = {}

    def __len__(self) -> int:
        return len(self._held)

    def __iter__(self) -> Iterator[Visitor]:
        return iter(list(self._held.values()))

    def get(self, visitor_id: str | None) -> Visitor | None:
        """The table of ``visitor_id``, if it is held."""
        return self._held.get(visitor_id or "")

    def new(self, visitor_id: str | None = None, *, query: str = "", name: str | None = None) -> Visitor:
        """A table for a visitor (a fresh id unless a well-formed one is given back), set up by its link.

        ``query`` is the link's (``lang=en&alumno=Lucia``); ``name`` a name the student
        typed earlier, used when the link names nobody.
        """
        if visitor_id is None or not VISITOR_ID.fullmatch(visitor_id):
            visitor_id = secrets.token_urlsafe(18)
        visitor = Visitor(visitor_id, data=self.data, language=language_in_link(query) or "es",
                          **self.table)
        student = student_in_link(query) or name
        if student:
            try:
                visitor.set_student(student[:200])
            except BriscolaError as error:
                visitor.feedback, visitor.refused = worded(error, visitor.words), True
        self._make_room()
        self._held[visitor.id] = visitor
        return visitor

    def forget_idle(self, now: float | None = None) -> int:
        """Forget every visitor unheard from for ``idle`` seconds; how many were forgotten."""
        limit = (time.time() if now is None else now) - self.idle
        gone = [key for key, visitor in self._held.items() if visitor.seen < limit]
        for key in gone:
            del self._held[key]
        return len(gone)

    def _make_room(self) -> None:
        while len(self._held) >= self.most:
            oldest = min(self._held.values(), key=lambda visitor: visitor.seen)
            del self._held[oldest.id]


class Thinkers:
    """Worker processes that think over the machine's searching moves (experto), so that no table's
    search holds up the others: started when a table first needs them, stopped once no table held does.
    """

    def __init__(self, workers: int) -> None:
        self.workers = workers
        self._pool: ProcessPoolExecutor | None = None

    @property
    def running(self) -> bool:
        """Whether the workers are started."""
        return self._pool is not None

    def pool(self) -> Executor:
        """The workers, started now if they are not."""
        if self._pool is None:
            self._pool = _workers(self.workers)
        return self._pool

    def stop_unless_needed(self, visitors: Visitors) -> None:
        """Stop the workers if no table held searches (their memory goes back)."""
        if self._pool is not None and not any(visitor.thinks_long for visitor in visitors):
            self.shutdown()

    def shutdown(self, *, wait: bool = False) -> None:
        """Stop the workers (``wait``: until they have ended)."""
        if self._pool is not None:
            self._pool.shutdown(wait=wait, cancel_futures=True)
            self._pool = None


def _workers(count: int) -> ProcessPoolExecutor:
    """``count`` worker processes of their own interpreter (spawned: nothing of the server's state)."""
    return ProcessPoolExecutor(max_workers=count, mp_context=multiprocessing.get_context("spawn"),
                               initializer=_leave_ctrl_c)


async def think_on(visitor: Visitor, thinkers: Thinkers | None, frame: Callable[[], None] | None = None) -> None:
    """The machine's searching moves at ``visitor``'s table, each thought over by ``thinkers``, until the student's turn.

    A move that comes back after the table moved on (a new match from another tab) is dropped.
    """
    while thinkers is not None:
        pending = visitor.machine_to_think
        if pending is None:
            return
        session, seat, bot, view = pending
        try:
            bot, action = await asyncio.get_running_loop().run_in_executor(thinkers.pool(), _choose, bot, view)
        except Exception as error:  # noqa: BLE001 - said to the student, never a traceback
            _log.exception("thinking over a move for %s failed", visitor.id)
            visitor.feedback = visitor.words.text("common.unexpected", kind=type(error).__name__, message=error)
            visitor.refused = True
            return
        if not visitor.machine_thought(session, seat, action, bot, frame):
            return


def _choose(bot: Bot, view: Any) -> tuple[Bot, Any]:
    """In a worker: the bot's move, and the bot with its dice moved on."""
    return bot, bot.choose(view)


class _Handler(tornado.web.RequestHandler):
    @property
    def visitors(self) -> Visitors:
        found: Visitors = self.application.settings["visitors"]
        return found

    def set_default_headers(self) -> None:
        self.set_header("Cache-Control", "no-store")
        self.set_header("X-Content-Type-Options", "nosniff")
        self.set_header("Referrer-Policy", "same-origin")

    def _visitor(self, query: str) -> tuple[Visitor, bool]:
        """This browser's table, or a new one (and whether it had been forgotten)."""
        given = self.get_cookie(COOKIE)
        visitor = self.visitors.get(given)
        if visitor is not None:
            return visitor, False
        name = unquote(self.get_cookie(NAME_COOKIE) or "") or None
        visitor = self.visitors.new(given, query=query, name=name)
        self.set_cookie(COOKIE, visitor.id, httponly=True, samesite="Strict", path="/")
        return visitor, given is not None

    @property
    def thinkers(self) -> Thinkers | None:
        found: Thinkers | None = self.application.settings.get("thinkers")
        return found

    def _remember_name(self, visitor: Visitor) -> None:
        if visitor.student:
            self.set_cookie(NAME_COOKIE, quote(visitor.student), httponly=True, samesite="Strict", path="/")


class PageHandler(_Handler):
    async def get(self) -> None:
        query = self.request.query
        visitor, _ = self._visitor(query)
        language = language_in_link(query)
        if language is not None and language != visitor.language:
            visitor.act("language", {"lang": language})
        named = student_in_link(query)
        if named is not None and named != visitor.student:
            # A link naming another student (a shared computer): their folder from now on.
            visitor.act("name", {"name": named[:200]})
        await think_on(visitor, self.thinkers)
        self._remember_name(visitor)
        self.write(page_html(visitor))


class ActHandler(_Handler):
    async def post(self) -> None:
        fields = {key: self.get_body_argument(key, "")[:400] for key in self.request.body_arguments}
        action = fields.pop("action", "")
        by_script = self.request.headers.get("X-Briscola-Page") == "1"
        visitor, forgotten = self._visitor(self.request.headers.get("X-Briscola-Query", ""))
        frames: list[dict[str, Any]] = []
        pause = 0.0

        def frame() -> None:
            nonlocal pause
            frames.append({"html": play_html(visitor), "state": visitor.session.waiting.value, "wait": pause})
            pause = visitor.session.machine_pause()

        if forgotten:
            # The server had let this table go (the student was away, or it restarted): nothing is
            # done blindly; the page says so and offers the hand kept on disk.
            visitor.feedback = visitor.words.text("app.forgotten",
                                                  button=visitor.words.text("app.resume_button"))
            visitor.refused = True
        elif action == "review":
            await self._review(visitor)
        else:
            visitor.act(action, fields, frame=frame)
        await think_on(visitor, self.thinkers, frame)
        self._remember_name(visitor)
        if not by_script:
            self.redirect("./", status=303)
            return
        last = {"html": app_html(visitor), "state": visitor.session.waiting.value,
                "wait": frames[-1]["wait"] if frames else 0.0}
        self.set_header("Content-Type", "application/json; charset=utf-8")
        self.write(json.dumps({"frames": [*frames[:-1], last]}))

    async def _review(self, visitor: Visitor) -> None:
        try:
            number, game = visitor.hand_to_review()
        except BriscolaError as error:
            visitor.feedback, visitor.refused = worded(error, visitor.words), True
            return
        pool: Executor = self.application.settings["reviewers"]
        samples = self.application.settings.get("samples")
        loop = asyncio.get_running_loop()
        try:
            body = await loop.run_in_executor(pool, partial(review_html, game, visitor.language, style=visitor.style,
                                                            samples=samples))
        except Exception as error:  # noqa: BLE001 - said to the student, never a traceback
            visitor.feedback = visitor.words.text("common.unexpected", kind=type(error).__name__, message=error)
            visitor.refused = True
            return
        visitor.take_review(number, body)


def _leave_ctrl_c() -> None:
    """A review worker leaves Ctrl+C to the server, which shuts the pool down (no traceback per worker)."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)


def _warm() -> None:
    """Nothing: a worker has imported this module (and the coach) to run it."""


class HandHandler(_Handler):
    def get(self, name: str) -> None:
        visitor = self.visitors.get(self.get_cookie(COOKIE))
        if visitor is None:
            raise tornado.web.HTTPError(404)
        try:
            path = visitor.hand_file(name)
        except BriscolaError:
            raise tornado.web.HTTPError(404) from None
        self.set_header("Content-Type", "application/json; charset=utf-8")
        self.set_header("Content-Disposition", f'attachment; filename="{path.name}"')
        self.write(path.read_bytes())


class StatusHandler(_Handler):
    def get(self) -> None:
        self.set_header("Content-Type", "application/json; charset=utf-8")
        self.write(json.dumps({"visitors": len(self.visitors), "idle": self.visitors.idle,
                               "most": self.visitors.most, "pid": os.getpid()}))


def make_app(visitors: Visitors, *, reviewers: Executor, samples: int | None = None,
             thinkers: Thinkers | None = None) -> tornado.web.Application:
    """The app's routes over ``visitors``; the coach's reviews run on ``reviewers``, searching moves on ``thinkers``
    (the visitors must then be made with ``think_elsewhere=True``)."""
    return tornado.web.Application(
        [(r"/", PageHandler), (r"/act", ActHandler), (r"/hand/([^/]+)", HandHandler), (r"/status", StatusHandler)],
        visitors=visitors, reviewers=reviewers, samples=samples, thinkers=thinkers, compress_response=True)


def serve(*, port: int = 8866, ip: str = "127.0.0.1", data: str | Path | None = None, idle: float = IDLE,
          most: int = MOST, reviewers: int | None = None, thinkers: int | None = None, samples: int | None = None,
          **table: Any) -> None:
    """Serve the app on ``ip``:``port`` until stopped (Ctrl+C)."""

    async def main() -> None:
        cores = max(1, os.cpu_count() or 1)
        searchers = Thinkers(cores if thinkers is None else thinkers) if thinkers != 0 else None
        visitors = Visitors(data, idle=idle, most=most, think_elsewhere=searchers is not None, **table)
        workers = reviewers or cores
        pool = _workers(workers)
        # The workers start now and load the coach, so the first review is not kept waiting and the
        # server's idle size counts them.
        await asyncio.gather(*(asyncio.get_running_loop().run_in_executor(pool, _warm) for _ in range(workers)))
        server = HTTPServer(make_app(visitors, reviewers=pool, samples=samples, thinkers=searchers),
                            max_body_size=MAX_BODY,
                            xheaders=True)
        server.listen(port, address=ip)
        every = max(1.0, min(60.0, idle / 4)) * 1000

        def forget() -> None:
            visitors.forget_idle()
            if searchers is not None:
                searchers.stop_unless_needed(visitors)

        PeriodicCallback(forget, every).start()
        stop = asyncio.Event()
        for signal_number in (signal.SIGINT, signal.SIGTERM):
            asyncio.get_running_loop().add_signal_handler(signal_number, stop.set)
        print(f"The app: http://{ip}:{port}/  (Ctrl+C stops it)", flush=True)
        try:
            await stop.wait()
        finally:
            # The workers end with the server: none is left behind holding memory.
            server.stop()
            pool.shutdown(wait=True, cancel_futures=True)
            if searchers is not None:
                searchers.shutdown(wait=True)

    asyncio.run(main())

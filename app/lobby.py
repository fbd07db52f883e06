"""The app's doorway: Voilà with preheated kernels, a lobby for visitors who must wait, and a limit.

Voilà 0.5 keeps a pool of kernels that have already run the app notebook
(``VoilaConfiguration.preheat_kernel``, ``default_pool_size``); a visitor who finds
one ready gets the table at once, and the pool is filled again behind them.  A
visitor who finds none ready (a whole class arriving together) or who would pass the
limit of places (``--places``: kernels of visitors at once) is not left before a
blank page while kernels start: they get a small page in their language (from
``?lang=`` or the browser's languages) saying they wait, which asks the lobby and goes
in when a place is theirs, first come first served.  The lobby holds each question
open until the place is theirs (or a few seconds have passed), so a place that frees
is taken at once rather than at the next question.  With
``--drawers`` only that many pages draw their table at once (each says when it is
drawn): the processor serves the ones let in first instead of sharing itself out
among thirty pages that all finish late.

The kernels taken from the pool are replaced only once visitors have stopped arriving
(:class:`CalmRefill`: no kernel taken for ``--refill-after`` seconds), one kernel at a
time: a class arriving together has the processor for drawing its pages, instead of
sharing it with thirty kernels starting behind them.

Kernels of visitors who left are shut down by Jupyter Server's idle-kernel culling
(``MappingKernelManager.cull_idle_timeout``; a closed page has no connection left),
the pooled ones never (Voilà keeps them).
"""

from __future__ import annotations

import asyncio
import html
import json
import time
from dataclasses import dataclass, field
from typing import Any

import tornado.web
from traitlets import Float, Int
from voila.app import Voila
from voila.tornado.handler import TornadoVoilaHandler

from briscola_teach.locale import LANGUAGES, text

#: Seconds a waiting page may go without asking before its visitor counts as gone.
GONE_AFTER = 20.0
#: Seconds a visitor told to go in has to arrive before their place goes to the next.
ADMIT_FOR = 30.0
#: Seconds a waiting page waits before asking again after a failed question.
ASK_EVERY = 2.0
#: Most seconds the lobby holds a waiting page's question open (well under GONE_AFTER), and how
#: often it looks meanwhile whether the place is theirs.
HOLD_FOR, LOOK_EVERY = 8.0, 0.2
#: Seconds a page let in counts as drawing its table if it never says it has drawn it.
DRAW_FOR = 30.0
#: Most seconds the refill waits for a kernel it added to have run the app before adding the next.
WARM_FOR = 120.0


@dataclass
class Lobby:
    """The queue of visitors waiting for a table: tickets in order of arrival, and those let in."""

    places: int
    #: Most pages drawing their table at once (0: no limit); the processor serves them first.
    drawers: int = 0
    next_ticket: int = 1
    waiting: dict[int, float] = field(default_factory=dict)
    admitted: dict[int, float] = field(default_factory=dict)
    #: When each page let in and still drawing its table went in, oldest first.
    drawing: list[float] = field(default_factory=list)

    def _forget_gone(self, now: float) -> None:
        for ticket, seen in list(self.waiting.items()):
            if now - seen > GONE_AFTER:
                del self.waiting[ticket]
        for ticket, when in list(self.admitted.items()):
            if now - when > ADMIT_FOR:
                del self.admitted[ticket]
        self.drawing = [since for since in self.drawing if now - since <= DRAW_FOR]

    def free(self, *, ready: int, playing: int) -> int:
        """Places a visitor may take now: ready tables not yet promised, within the limits."""
        most = min(ready, self.places - playing)
        if self.drawers:
            most = min(most, self.drawers - len(self.drawing))
        return max(0, most - len(self.admitted))

    def enter(self, now: float) -> None:
        """A visitor's page is served: it draws its table from now."""
        self.drawing.append(now)

    def drawn(self) -> None:
        """A page says its table is drawn: its place among the drawing pages is free."""
        if self.drawing:
            self.drawing.pop(0)

    def arrive(self, *, ready: int, playing: int, ticket: int | None, now: float) -> int | None:
        """A visitor asks for the page: None lets them in, else the ticket they wait with."""
        self._forget_gone(now)
        if ticket is not None and self.admitted.pop(ticket, None) is not None:
            return None
        if not self.waiting and self.free(ready=ready, playing=playing) > 0:
            return None
        if ticket is None or ticket not in self.waiting:
            ticket = self.next_ticket
            self.next_ticket += 1
        self.waiting[ticket] = now
        return ticket

    def ask(self, ticket: int, *, ready: int, playing: int, now: float) -> tuple[bool, int]:
        """A waiting page asks: whether its visitor may go in now, and how many wait before them."""
        self._forget_gone(now)
        if ticket in self.admitted:
            return True, 0
        self.waiting[ticket] = now  # also a page counted as gone that is still there
        ahead = sorted(t for t in self.waiting if t < ticket)
        if not ahead and self.free(ready=ready, playing=playing) > 0:
            del self.waiting[ticket]
            self.admitted[ticket] = now
            return True, 0
        return False, len(ahead)


def _language(handler: tornado.web.RequestHandler) -> str:
    """The visitor's language: ``?lang=``, else the first of the browser's that the kit speaks."""
    asked = handler.get_argument("lang", "")
    if asked in LANGUAGES:
        return asked
    for part in handler.request.headers.get("Accept-Language", "").split(","):
        code = part.split(";")[0].strip()[:2].lower()
        if code in LANGUAGES:
            return code
    return LANGUAGES[0]


def waiting_page(language: str, ticket: int, *, playing: int, full: bool) -> str:
    """The page a waiting visitor sees: one line saying so; it asks the lobby and goes in when let."""
    line = text("app.full", playing=playing, language=language) if full else \
        text("app.waiting", language=language)
    title = text("app.title", language=language)
    script = f"""
const ticket = {ticket};
async function ask() {{
  try {{
    const answer = await fetch("briscola/lobby?ticket=" + ticket, {{cache: "no-store"}});
    if ((await answer.json()).go) {{
      const url = new URL(window.location.href);
      url.searchParams.set("ticket", ticket);
      window.location.replace(url.toString());
      return;
    }}
    ask();  // the lobby held the question as long as it could: ask again at once
    return;
  }} catch (error) {{}}
  setTimeout(ask, {int(ASK_EVERY * 1000)});
}}
ask();
"""
    return (f'<!DOCTYPE html>\n<html lang="{language}"><head><meta charset="utf-8">'
            f"<title>{html.escape(title)}</title></head>"
            f'<body style="font-family:sans-serif;margin:3em">'
            f"<h2>{html.escape(title)}</h2>"
            f'<p class="bt-app-waiting" style="font-size:120%">{html.escape(line)}</p>'
            f"<script>{script}</script></body></html>")


def _counts(kernel_manager: Any) -> tuple[int, int]:
    """Preheated kernels ready to take, and kernels of visitors (every kernel but the pool's).

    With no pool (``--pool 0``) every visitor starts a kernel of their own: as many are "ready"
    as there are kernels at all, so only the limit of places makes a visitor wait.
    """
    pools = getattr(kernel_manager, "_pools", None)  # Voilà 0.5's VoilaKernelManager keeps them there
    if pools is None:
        started = len(kernel_manager.list_kernel_ids())
        return 1 << 20, started
    ready = pooled = 0
    for pool in pools.values():
        for task in pool:
            pooled += 1
            if task.done() and not task.cancelled() and task.exception() is None:
                ready += 1
    started = len(kernel_manager.list_kernel_ids())
    return ready, max(0, started - pooled)


class LobbyPageHandler(TornadoVoilaHandler):
    """The app page: Voilà's, once the lobby lets the visitor in."""

    lobby: Lobby

    @tornado.web.authenticated
    async def get(self, path: str | None = None) -> None:
        ready, playing = _counts(self.kernel_manager)
        raw = self.get_argument("ticket", "")
        ticket = self.lobby.arrive(ready=ready, playing=playing, now=time.monotonic(),
                                   ticket=int(raw) if raw.isdigit() else None)
        if ticket is not None:
            self.set_header("Cache-Control", "no-cache, no-store, must-revalidate")
            self.finish(waiting_page(_language(self), ticket, playing=playing,
                                     full=playing >= self.lobby.places))
            return
        self.lobby.enter(time.monotonic())
        await super().get(path)


class LobbyAskHandler(tornado.web.RequestHandler):
    """``briscola/lobby?ticket=N``: whether the visitor holding ticket N may go in; ``?drawn=1``: a table drawn.

    The answer "not yet" waits up to ``HOLD_FOR`` seconds, looking every ``LOOK_EVERY``
    whether the place has become theirs, so the visitor goes in as soon as it does (a
    page asking every two seconds lost a second on average at each turn of the queue).
    """

    lobby: Lobby
    _gone = False

    def on_connection_close(self) -> None:
        self._gone = True  # the page left: its question must not take a place nobody will use

    async def get(self) -> None:
        self.set_header("Cache-Control", "no-store")
        if self.get_argument("drawn", ""):  # the page's table is drawn (the template says so)
            self.lobby.drawn()
            self.finish("{}")
            return
        raw = self.get_argument("ticket", "")
        if not raw.isdigit():
            raise tornado.web.HTTPError(400)
        until = time.monotonic() + HOLD_FOR
        while not self._gone:
            ready, playing = _counts(self.settings["kernel_manager"])
            go, ahead = self.lobby.ask(int(raw), ready=ready, playing=playing, now=time.monotonic())
            if go or time.monotonic() >= until:
                self.finish(json.dumps({"go": go, "ahead": ahead, "playing": playing}))
                return
            await asyncio.sleep(LOOK_EVERY)


def waiting_lines(page_config: dict[str, Any], **_context: Any) -> dict[str, Any]:
    """Voilà's page configuration with the app's waiting line in each language (``page_config_hook``).

    A preheated page is drawn before anyone asks for it, so it carries every language and
    its script picks the visitor's (the template's ``bt-app-waiting`` line).
    """
    return {**page_config, "briscolaWaiting": {lang: text("app.waiting", language=lang) for lang in LANGUAGES}}


class CalmRefill:
    """Refill a Voilà kernel pool only when no kernel has been taken for a while, one kernel at a time.

    Voilà's own refill starts a replacement for every kernel taken ``fill_delay`` seconds
    later, all at once: thirty visitors arriving together are followed by thirty kernels
    starting while their pages still draw.  Here each take only notes the time; one task
    waits until ``quiet`` seconds have passed without a take, then adds one kernel, waits
    until it has run the app, and goes on while the pool is short and nobody arrives.
    """

    def __init__(self, manager: Any, *, size: int, quiet: float) -> None:
        self.manager = manager
        self.size = size
        self.quiet = quiet
        self.last_take = time.monotonic()
        self._fill = manager.fill_if_needed  # Voilà's, which fills the pool to its size at once
        self._task: asyncio.Task[None] | None = None
        manager.fill_if_needed = self.taken

    def taken(self, delay: float | None = None, notebook_name: str | None = None, **_kwargs: Any) -> None:
        """Voilà's call after a visitor took a kernel: remember when, and make sure a refill waits."""
        self.last_take = time.monotonic()
        if self._task is None or self._task.done():
            self._task = asyncio.get_event_loop().create_task(self._refill(notebook_name))

    async def _refill(self, notebook_name: str | None) -> None:
        while True:
            wait = self.last_take + self.quiet - time.monotonic()
            if wait > 0:
                await asyncio.sleep(wait)
                continue
            pool = self.manager._pools.get(notebook_name, [])
            if len(pool) >= self.size:
                return
            self._add_one(notebook_name, len(pool) + 1)
            try:
                await self._warmed(await pool[-1])  # the next kernel starts on an idle machine
            except Exception:  # noqa: BLE001 - a kernel that failed to start is Voilà's to log
                await asyncio.sleep(self.quiet)

    @staticmethod
    async def _warmed(heated: dict[str, Any]) -> None:
        """Until a kernel added to the pool has run the app up to waiting for its visitor.

        The app's notebook waits for the visitor's link (``open_link``) with its table built, so
        its rendering only ends once a visitor takes the kernel: waiting for that end stalled
        the refill after one kernel.  The kernel says it waits by connecting to Voilà's
        request-info socket; a notebook that never asks for the link simply ends.
        """
        from voila.request_info_handler import RequestInfoSocketHandler

        render, kernel = heated["task"], heated["kernel_id"]
        until = time.monotonic() + WARM_FOR
        while not render.done() and kernel not in RequestInfoSocketHandler._waiters and time.monotonic() < until:
            await asyncio.sleep(0.5)

    def _add_one(self, notebook_name: str | None, size: int) -> None:
        """One more kernel in the pool: Voilà's refill with the pool's size set one above what it holds."""
        manager = self.manager
        configured = manager.kernel_pools_config
        manager.kernel_pools_config = {"default": {**configured.get("default", {}), "pool_size": size}}
        try:
            self._fill(delay=0, notebook_name=notebook_name)
        finally:
            manager.kernel_pools_config = configured


class BriscolaVoila(Voila):
    """Voilà serving the app page through the lobby."""

    places = Int(40, config=True, help="Most visitors with a kernel of their own at once; more wait in the lobby.")
    drawers = Int(0, config=True, help="Most pages drawing their table at once (0: no limit); more wait in the lobby.")
    refill_after = Float(15.0, config=True,
                         help="Seconds with no visitor taking a kernel before the pool is refilled, one kernel at a time.")

    def init_settings(self) -> dict[str, Any]:
        self.voila_configuration.page_config_hook = waiting_lines
        settings: dict[str, Any] = super().init_settings()
        if self.voila_configuration.preheat_kernel and self.refill_after > 0:
            CalmRefill(self.kernel_manager, size=self.voila_configuration.default_pool_size,
                       quiet=self.refill_after)
        return settings

    def init_handlers(self) -> list[Any]:
        lobby = Lobby(self.places, self.drawers)
        page = type("Page", (LobbyPageHandler,), {"lobby": lobby})
        ask = type("Ask", (LobbyAskHandler,), {"lobby": lobby})
        handlers = []
        for handler in super().init_handlers():
            if len(handler) > 1 and handler[1] is TornadoVoilaHandler:
                handlers.append((handler[0], page, *handler[2:]))
            else:
                handlers.append(handler)
        # Before the page's catch-all pattern, so that it is found first.
        return [(self.server_url.rstrip("/") + "/briscola/lobby", ask), *handlers]

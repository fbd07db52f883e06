"""The app view's files: the notebook builds the app screen, and `make app-voila` serves it on this machine only."""

from __future__ import annotations

import importlib.util
import json
import os
import sys
from pathlib import Path
from types import ModuleType

import pytest

from briscola_teach.widgets.app import TableApp

REPO = Path(__file__).resolve().parents[1]
APP = REPO / "app"


def _serve() -> ModuleType:
    spec = importlib.util.spec_from_file_location("serve", APP / "serve.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_app_notebook_shows_one_table_app_and_no_lesson_code(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    notebook = json.loads((APP / "mesa.ipynb").read_text(encoding="utf-8"))
    assert notebook["metadata"]["kernelspec"]["name"] == "python3"
    code = ["".join(cell["source"]) for cell in notebook["cells"] if cell["cell_type"] == "code"]
    assert len(code) == 1
    monkeypatch.setenv("BRISCOLA_APP_DATA", str(tmp_path))
    namespace: dict[str, object] = {}
    monkeypatch.setenv("QUERY_STRING", "alumno=Luc%C3%ADa&lang=en")  # as Voilà passes the link on
    *body, last = code[0].strip().splitlines()
    exec("\n".join(body), namespace)  # noqa: S102 - our own notebook
    screen = eval(last, namespace)  # noqa: S307 - its last line is the screen Voilà shows
    assert isinstance(screen, TableApp)
    assert screen.save_dir == tmp_path / "lucia" and screen.student == "Lucía"
    assert screen.language == "en"
    assert screen.table.delay > 0  # the machine plays at a human pace
    assert screen.table.session.settings.think is not None  # and never thinks long


def test_voila_listens_on_127_0_0_1_without_a_browser_and_with_the_apps_template() -> None:
    arguments = _serve().voila_arguments(8877)
    assert arguments[0] == str(APP / "mesa.ipynb")
    for option in ("--no-browser", "--Voila.ip=127.0.0.1", "--Voila.port=8877", "--template=briscola"):
        assert option in arguments


def test_a_class_is_served_from_preheated_kernels_and_idle_ones_are_shut_down() -> None:
    serve = _serve()
    arguments = serve.voila_arguments(8877, pool=9, places=33, cull_idle=120)
    for option in ("--VoilaConfiguration.preheat_kernel=True", "--VoilaConfiguration.default_pool_size=9",
                   "--BriscolaVoila.places=33", "--MappingKernelManager.cull_idle_timeout=120",
                   "--MappingKernelManager.cull_interval=60", "--MappingKernelManager.cull_connected=False",
                   "--KernelManager.transport=ipc"):
        assert option in arguments
    assert "--VoilaConfiguration.preheat_kernel=False" in serve.voila_arguments(8877, pool=0)
    # shut down within ten minutes of the visitor leaving, by default
    assert serve.CULL_IDLE + max(5, min(60, serve.CULL_IDLE // 2)) <= 600


def _lobby() -> ModuleType:
    spec = importlib.util.spec_from_file_location("app_lobby", APP / "lobby.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["app_lobby"] = module  # its dataclass looks its module up by name
    spec.loader.exec_module(module)
    return module


def test_the_lobby_lets_visitors_in_first_come_first_served_as_places_free() -> None:
    lobby = _lobby().Lobby(places=3)
    # a ready table and nobody waiting: in at once
    assert lobby.arrive(ready=1, playing=0, ticket=None, now=0.0) is None
    # no table ready: two visitors wait, in order
    first = lobby.arrive(ready=0, playing=1, ticket=None, now=1.0)
    second = lobby.arrive(ready=0, playing=1, ticket=None, now=1.5)
    assert first is not None and second is not None and first < second
    # one table gets ready: the first is let in, the second still waits, one ahead of nobody now
    assert lobby.ask(second, ready=1, playing=1, now=2.0) == (False, 1)
    assert lobby.ask(first, ready=1, playing=1, now=2.0) == (True, 0)
    assert lobby.ask(second, ready=1, playing=1, now=2.5) == (False, 0)  # that table is promised
    assert lobby.arrive(ready=1, playing=1, ticket=first, now=3.0) is None  # the first comes in
    # the limit: three visitors playing, tables ready, yet no place
    assert lobby.ask(second, ready=2, playing=3, now=4.0) == (False, 0)
    assert lobby.ask(second, ready=2, playing=2, now=5.0) == (True, 0)
    # a newcomer does not jump the queue while someone waits
    lobby.waiting[99] = 5.0
    assert lobby.arrive(ready=5, playing=0, ticket=None, now=5.5) is not None


def test_only_so_many_pages_draw_their_table_at_once_the_next_goes_in_when_one_is_drawn() -> None:
    module = _lobby()
    lobby = module.Lobby(places=40, drawers=2)
    # two visitors go in and draw their tables; the third waits though tables are ready
    for now in (0.0, 0.1):
        assert lobby.arrive(ready=30, playing=0, ticket=None, now=now) is None
        lobby.enter(now)
    third = lobby.arrive(ready=28, playing=2, ticket=None, now=0.2)
    assert third is not None and lobby.ask(third, ready=28, playing=2, now=1.0) == (False, 0)
    # one page says its table is drawn: the third is let in
    lobby.drawn()
    assert lobby.ask(third, ready=28, playing=2, now=1.5) == (True, 0)
    # a page that never says so frees its place after a while
    fourth = lobby.arrive(ready=27, playing=3, ticket=None, now=2.0)
    assert fourth is not None and lobby.ask(fourth, ready=27, playing=3, now=3.0) == (False, 0)
    assert lobby.arrive(ready=27, playing=3, ticket=third, now=3.0) is None
    lobby.enter(3.0)
    assert lobby.ask(fourth, ready=26, playing=3, now=0.1 + module.DRAW_FOR + 1) == (True, 0)
    # without a limit (the default) drawing pages hold nobody back
    free = module.Lobby(places=40)
    for now in range(10):
        assert free.arrive(ready=30, playing=now, ticket=None, now=float(now)) is None
        free.enter(float(now))


def test_the_pool_is_refilled_after_the_class_has_arrived_not_while_it_arrives() -> None:
    serve = _serve()
    assert "--BriscolaVoila.refill_after=15" in serve.voila_arguments(8877)
    assert "--BriscolaVoila.refill_after=0" in serve.voila_arguments(8877, refill_after=0)
    assert "--BriscolaVoila.drawers=4" in serve.voila_arguments(8877, drawers=4)
    with pytest.raises(SystemExit):
        serve.main(["--refill-after", "-1"])


def test_a_waiting_page_says_so_in_the_visitors_language_and_asks_to_go_in() -> None:
    lobby = _lobby()
    page = lobby.waiting_page("it", 7, playing=40, full=True)
    assert "ora giocano 40 studenti" in page and 'lang="it"' in page and "briscola/lobby?ticket=" in page
    assert "Preparando tu mesa" in lobby.waiting_page("es", 7, playing=0, full=False)
    assert "bt-app-waiting" in page


def test_the_apps_template_comes_first_and_the_data_folder_is_passed_on(tmp_path: Path) -> None:
    serve = _serve()
    env = serve.voila_environment(str(tmp_path / "datos"), base={"JUPYTER_PATH": "/elsewhere"})
    assert env["JUPYTER_PATH"].split(os.pathsep) == [str(APP / "share"), "/elsewhere"]
    assert env["BRISCOLA_APP_DATA"] == str(tmp_path / "datos")
    assert "BRISCOLA_APP_DATA" not in serve.voila_environment(None, base={})
    template = APP / "share" / "voila" / "templates" / "briscola"
    assert json.loads((template / "conf.json").read_text(encoding="utf-8"))["base_template"] == "lab"


def test_a_waiting_visitor_goes_in_as_soon_as_a_place_frees_not_at_their_next_question(
        monkeypatch: pytest.MonkeyPatch) -> None:
    import asyncio
    import time

    import tornado.httpclient
    import tornado.httpserver
    import tornado.testing
    import tornado.web

    module = _lobby()
    monkeypatch.setattr(module, "HOLD_FOR", 1.0)

    class Kernels:  # no pool: tables are always ready, only the drawing pages hold a visitor back
        def list_kernel_ids(self) -> list[str]:
            return []

    async def visit() -> tuple[dict[str, object], dict[str, object]]:
        lobby = module.Lobby(places=40, drawers=1)
        lobby.enter(time.monotonic())  # one page draws its table: the next visitor waits
        ticket = lobby.arrive(ready=1, playing=0, ticket=None, now=time.monotonic())
        assert ticket is not None
        ask = type("Ask", (module.LobbyAskHandler,), {"lobby": lobby})
        sock, port = tornado.testing.bind_unused_port()
        server = tornado.httpserver.HTTPServer(tornado.web.Application(
            [("/briscola/lobby", ask)], kernel_manager=Kernels()))
        server.add_sockets([sock])
        client = tornado.httpclient.AsyncHTTPClient()
        url = f"http://127.0.0.1:{port}/briscola/lobby?ticket={ticket}"
        try:
            # nothing frees: after holding the question, "not yet"
            not_yet = json.loads((await client.fetch(url)).body)
            # the page drawing says its table is drawn while the question is held: the answer is "go"
            asyncio.get_running_loop().call_later(0.3, lobby.drawn)
            go = json.loads((await client.fetch(url)).body)
        finally:
            server.stop()
        return not_yet, go

    not_yet, go = asyncio.run(visit())
    assert not_yet["go"] is False and not_yet["ahead"] == 0
    assert go["go"] is True


def test_the_pool_refills_kernel_after_kernel_though_each_waits_for_its_visitor() -> None:
    import asyncio

    from voila.request_info_handler import RequestInfoSocketHandler

    module = _lobby()
    started: list[str] = []

    class Manager:  # Voilà's kernel manager as the refill sees it: a pool of kernels being heated
        def __init__(self) -> None:
            self._pools: dict[str, list[asyncio.Future[dict[str, object]]]] = {"mesa": []}
            self.kernel_pools_config = {"default": {"pool_size": 3}}

        def fill_if_needed(self, delay: float | None = None, notebook_name: str = "", **_: object) -> None:
            loop = asyncio.get_running_loop()
            pool = self._pools[notebook_name]
            while len(pool) < self.kernel_pools_config["default"]["pool_size"]:
                kernel = f"kernel-{len(started)}"
                started.append(kernel)
                # The app is built and waits for its visitor's link: its rendering never ends here.
                RequestInfoSocketHandler._waiters[kernel] = None
                heated: asyncio.Future[dict[str, object]] = loop.create_future()
                heated.set_result({"task": loop.create_future(), "kernel_id": kernel})
                pool.append(heated)

    async def class_arrives_and_leaves() -> int:
        manager = Manager()
        refill = module.CalmRefill(manager, size=3, quiet=0.05)
        refill.taken(notebook_name="mesa")  # a class took every kernel of the pool
        for _ in range(100):
            await asyncio.sleep(0.05)
            if len(manager._pools["mesa"]) == 3:
                break
        return len(manager._pools["mesa"])

    try:
        assert asyncio.run(class_arrives_and_leaves()) == 3
    finally:
        for kernel in started:
            RequestInfoSocketHandler._waiters.pop(kernel, None)

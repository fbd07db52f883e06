"""The plain-page app's server alone: thirty students whose browsers run elsewhere, all playing a card at once.

``app_load.py`` puts the class's browsers on the server's own cores, where they take most
of the processor.  In a classroom they run on the students' machines; this script leaves
them out.  It starts ``python -m briscola_teach.web`` on 127.0.0.1 (a temporary data
folder; the options after ``--`` go to the server), opens N pages at once with plain HTTP
requests, then has every student play their first card at the same moment, and prints
the time each request took: the page, and the card answered by the server (its machine's
moves made, before the page's pause).  Run it with and without ``--thinkers 0`` to see
what thinking over experto's moves in worker processes does.

    python benchmarks/app_server.py -- --level experto
    python benchmarks/app_server.py -- --level experto --thinkers 0
"""

from __future__ import annotations

import argparse
import re
import statistics
import subprocess
import sys
import tempfile
import threading
import time
import urllib.parse
import urllib.request

from app_load import free_port  # this folder's load benchmark: a port nobody listens on


def _spread(seconds: list[float]) -> str:
    return f"median {statistics.median(seconds):.2f} s, slowest {max(seconds):.2f} s"


def measure(students: int, server_args: list[str]) -> str:
    """One class: the pages' and the cards' request times, as a line."""
    port = free_port()
    with tempfile.TemporaryDirectory() as data:
        server = subprocess.Popen([sys.executable, "-m", "briscola_teach.web", "--port", str(port), "--data", data,
                                   *server_args], stdout=subprocess.PIPE, text=True)
        try:
            assert server.stdout is not None and "http://" in server.stdout.readline()

            def ask(path: str, body: bytes | None = None, cookie: str | None = None) -> tuple[str, str]:
                headers = {"X-Briscola-Page": "1", **({"Cookie": cookie} if cookie else {})}
                request = urllib.request.Request(f"http://127.0.0.1:{port}{path}", data=body, headers=headers)
                with urllib.request.urlopen(request, timeout=120) as answer:
                    return answer.headers.get("Set-Cookie", ""), answer.read().decode()

            pages: list[float] = []
            cards: list[float] = []
            tables: list[tuple[str, str]] = []
            lock = threading.Lock()

            def open_page(number: int) -> None:
                started = time.monotonic()
                cookie, page = ask(f"/?alumno=s{number}")
                with lock:
                    pages.append(time.monotonic() - started)
                    tables.append((cookie.split(";")[0], page))

            together = threading.Barrier(students)

            def play(cookie: str, page: str) -> None:
                card = re.findall(r'name="card" value="([^"]+)"', page)[0]
                version = re.findall(r'name="version" value="(\d+)"', page)[0]
                body = urllib.parse.urlencode({"action": "play", "card": card, "version": version}).encode()
                together.wait(timeout=120)
                started = time.monotonic()
                ask("/act", body, cookie)
                with lock:
                    cards.append(time.monotonic() - started)

            for work, each in ((open_page, [(n,) for n in range(students)]), (play, None)):
                threads = [threading.Thread(target=work, args=args) for args in (each or list(tables))]
                for thread in threads:
                    thread.start()
                for thread in threads:
                    thread.join(timeout=300)
            return (f"{students} students, server {' '.join(server_args) or '(defaults)'}: "
                    f"page {_spread(pages)}; card answered by the server {_spread(cards)}")
        finally:
            server.terminate()
            server.wait(timeout=60)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--students", type=int, default=30)
    parser.add_argument("--runs", type=int, default=2)
    parser.add_argument("server_args", nargs="*", help="options for the server (after --)")
    args = parser.parse_args(argv)
    for _ in range(args.runs):
        print(measure(args.students, args.server_args), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""Serve the zero-install site from a teacher's laptop, with the cache headers a class needs.

``python -m http.server`` sends no ``Cache-Control``, so a browser may fetch Python (about
17 MiB) again on every visit.  This server sends what a school's web server should:

- files whose name carries a hash of their content (JupyterLab's ``build/*.abc1234.js``,
  the extensions' ``static/*.0123456789abcdef.js``): ``Cache-Control: public,
  max-age=31536000, immutable`` -- a new build gives them new names;
- everything else (the pages, ``jupyter-lite.json``, the lessons, Pyodide and its wheels):
  ``Cache-Control: no-cache`` with ``Last-Modified``: the browser keeps its copy and asks
  each time whether it changed, and the answer is a 304 of a few hundred bytes;
- ``.wasm`` as ``application/wasm`` and ``.mjs`` as JavaScript, which browsers require.

Run from the repository after ``make lite``::

    python lite/serve.py                  # http://localhost:8000/ serves build/lite
    python lite/serve.py --port 8080 --bind 0.0.0.0 --directory build/lite

``--bind 0.0.0.0`` lets the class reach the laptop at its address on the school's network,
but browsers run the site's service worker (through which Python reads and writes the
student's files) only over https or from localhost: for a class, put the folder on an
https web server with the headers above.
"""

from __future__ import annotations

import argparse
import re
import sys
from functools import partial
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
#: A name with a content hash: ``name.<7 or more hex digits>.js`` (or .css, .wasm, .woff2 ...).
HASHED = re.compile(r"[.-][0-9a-f]{7,}\.[a-z0-9]+$")
IMMUTABLE = "public, max-age=31536000, immutable"
REVALIDATE = "no-cache"


def cache_control(path: str) -> str:
    """The Cache-Control header for a file of the site, by its URL path.

    >>> cache_control("/build/jlab_core.a86436d.js")
    'public, max-age=31536000, immutable'
    >>> cache_control("/static/pyodide/pyodide.asm.wasm")
    'no-cache'
    >>> cache_control("/lab/index.html")
    'no-cache'
    """
    name = path.split("?", 1)[0].rsplit("/", 1)[-1]
    return IMMUTABLE if HASHED.search(name) else REVALIDATE


class SiteHandler(SimpleHTTPRequestHandler):
    """Static files with the site's cache headers and MIME types."""

    extensions_map = {**SimpleHTTPRequestHandler.extensions_map, ".wasm": "application/wasm",
                      ".mjs": "text/javascript", ".whl": "application/zip", ".json": "application/json"}

    def end_headers(self) -> None:
        self.send_header("Cache-Control", cache_control(self.path))
        super().end_headers()


def make_server(directory: Path, *, bind: str = "127.0.0.1", port: int = 0) -> ThreadingHTTPServer:
    """A server for the site in ``directory`` (port 0: any free port)."""
    return ThreadingHTTPServer((bind, port), partial(SiteHandler, directory=str(directory)))


def main(argv: list[str] | None = None) -> int:
    """Serve the site until Ctrl+C."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--directory", type=Path, default=REPO / "build" / "lite")
    parser.add_argument("--port", type=int, default=8000)
    parser.add_argument("--bind", default="127.0.0.1", help="0.0.0.0 to serve the classroom's network")
    args = parser.parse_args(argv)
    if not (args.directory / "jupyter-lite.json").is_file():
        print(f"no site in {args.directory}: run `make lite` first", file=sys.stderr)
        return 1
    server = make_server(args.directory, bind=args.bind, port=args.port)
    host = "localhost" if args.bind in ("127.0.0.1", "0.0.0.0") else args.bind
    print(f"Serving {args.directory} at http://{host}:{server.server_address[1]}/ (Ctrl+C stops)", flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        server.server_close()
    return 0


if __name__ == "__main__":
    sys.exit(main())

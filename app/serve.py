"""Serve the app view (``mesa.ipynb``) with Voilà on this machine only: ``make app``.

Voilà listens on 127.0.0.1 (``--port``, 8866 by default), opens no browser, and
draws the page with the ``briscola`` template next to this file: Voilà's lab
template without the stylesheets it would fetch from a network address.  Each
visitor gets a kernel of their own, and the hands they save go to
``<data>/<session>/`` (``--data``, by default ``manos/`` beside the notebook).

    python app/serve.py [--port 8866] [--data FOLDER]
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
NOTEBOOK = HERE / "mesa.ipynb"
#: The folder holding the ``voila/templates/briscola`` template.
SHARE = HERE / "share"
DATA_VARIABLE = "BRISCOLA_APP_DATA"  # read by briscola_teach.widgets.app.session_folder


def voila_command(port: int) -> list[str]:
    """The Voilà command line that serves the app on 127.0.0.1:``port``."""
    return [
        sys.executable, "-m", "voila", str(NOTEBOOK),
        "--no-browser",
        "--Voila.ip=127.0.0.1",
        f"--Voila.port={port}",
        "--Voila.port_retries=0",
        "--template=briscola",
        "--theme=light",
    ]


def voila_environment(data: str | None, base: dict[str, str] | None = None) -> dict[str, str]:
    """The environment Voilà runs in: the app's template found first, and the data folder."""
    env = dict(os.environ if base is None else base)
    paths = [str(SHARE)] + [p for p in env.get("JUPYTER_PATH", "").split(os.pathsep) if p]
    env["JUPYTER_PATH"] = os.pathsep.join(paths)
    if data:
        env[DATA_VARIABLE] = str(Path(data).resolve())
    return env


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Serve the card table app with Voilà on 127.0.0.1.")
    parser.add_argument("--port", type=int, default=8866)
    parser.add_argument("--data", default=None,
                        help="folder for the hands saved in the app, one subfolder per session")
    args = parser.parse_args(argv)
    print(f"The app: http://127.0.0.1:{args.port}/  (Ctrl+C stops it)", flush=True)
    command = voila_command(args.port)
    os.execve(command[0], command, voila_environment(args.data))
    return 0  # not reached: Voilà takes over this process


if __name__ == "__main__":
    sys.exit(main())

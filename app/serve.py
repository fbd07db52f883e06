"""Serve the app view (``mesa.ipynb``) with Voilà on this machine only: ``make app-voila``.

``make app`` serves the same table as plain pages from one process (:mod:`briscola_teach.web`),
which holds a whole class on a small machine; this Voilà app shows the notebook's screen itself,
a kernel per visitor.

Voilà listens on 127.0.0.1 (``--port``, 8866 by default), opens no browser, and
draws the page with the ``briscola`` template next to this file: Voilà's lab
template without the stylesheets it would fetch from a network address, with a line
in the visitor's language while the table is prepared and a notice if the table
stops.  Each visitor gets a kernel of their own; the hands a student saves go to
``<data>/<name>/`` (``--data``, by default ``manos/`` beside the notebook).

Built for a class arriving at once (see docs/app.md for the figures):

- ``--pool``: kernels kept ready, each having already run the app (Voilà's
  preheated kernels); a visitor who finds one gets the table at once.
- ``--refill-after``: the kernels taken are replaced once no visitor has taken one for
  that many seconds, one at a time, so that a class arriving together has the processor
  for its pages (``0``: Voilà's own refill, every kernel taken replaced 20 s later).
- ``--drawers``: most pages drawing their table at once (no limit by default); the next
  visitor waits in the lobby until one of them says its table is drawn.  Only for
  browsers that share the server's processor (a demonstration on one machine, the load
  benchmark): there ``--drawers 1`` serves the first ones first and leaves a core for the
  clicks.  A class's browsers run on the students' own machines, where a limit only
  makes them queue.
- ``--places``: most visitors with a kernel at once; beyond them, and while no
  preheated kernel is ready, a visitor waits in the lobby (``lobby.py``) with a line
  saying so, and goes in when a place is theirs.
- ``--cull-idle``: seconds after which a kernel nobody is connected to (its visitor
  closed the page or left) is shut down, checked every ``--cull-idle``/2 seconds at
  most every minute; pooled kernels are kept.
- kernels talk to the server over Unix sockets (``ipc``), so many starting at once
  never fight over TCP ports.

    python app/serve.py [--port 8866] [--data FOLDER] [--pool 30] [--places 40] [--cull-idle 300] [--refill-after 15] [--drawers N]
                        [--notebook FILE]
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
DATA_VARIABLE = "BRISCOLA_APP_DATA"  # read by briscola_teach.widgets.app
#: Kernels kept ready by default, about 80 MB each: a class of this size arriving at once is
#: served from them (docs/app.md).
POOL = 30
#: Seconds with no kernel taken before the pool is refilled (one kernel at a time): the
#: replacements start once the class has arrived, instead of slowing its pages down.
REFILL_AFTER = 15
#: Voilà's own refill (``--refill-after 0``): seconds before each kernel taken is replaced.
FILL_DELAY = 20
#: Most pages drawing their table at once, by default: one per core but one, so a core answers
#: the students already playing.  Thirty pages drawing together share the processor so thinly
#: that few finish; on two cores one page at a time served a class of thirty as fast as two and
#: answered their cards sooner, four were slower at both (docs/app.md).
DRAWERS = 0
#: Most visitors with a kernel of their own at once, by default (about 80 MB each).
PLACES = 40
#: Seconds after which a kernel with no visitor connected is shut down, by default.
CULL_IDLE = 300
#: Front-end extensions the app page does not need.
UNUSED_EXTENSIONS = ("@voila-dashboards/jupyterlab-preview", "@voila-dashboards/widgets-manager7",
                     "jupyterlab_pygments")
#: Seconds a notebook cell may wait for its outputs on a loaded machine before Voilà gives up.
IOPUB_TIMEOUT = 60


def voila_arguments(port: int, *, pool: int = POOL, places: int = PLACES, cull_idle: int = CULL_IDLE,
                    refill_after: int = REFILL_AFTER, drawers: int = DRAWERS,
                    notebook: Path = NOTEBOOK) -> list[str]:
    """Voilà's command-line arguments that serve the app (or ``notebook``) on 127.0.0.1:``port``."""
    return [
        str(notebook),
        "--no-browser",
        "--Voila.ip=127.0.0.1",
        f"--Voila.port={port}",
        "--Voila.port_retries=0",
        "--template=briscola",
        "--theme=light",
        f"--VoilaConfiguration.preheat_kernel={pool > 0}",
        f"--VoilaConfiguration.default_pool_size={max(pool, 0)}",
        f"--VoilaKernelManager.fill_delay={FILL_DELAY}",
        f"--BriscolaVoila.places={places}",
        f"--BriscolaVoila.refill_after={refill_after}",
        f"--BriscolaVoila.drawers={drawers}",
        f"--MappingKernelManager.cull_idle_timeout={cull_idle}",
        f"--MappingKernelManager.cull_interval={max(5, min(60, cull_idle // 2))}",
        "--MappingKernelManager.cull_connected=False",
        "--KernelManager.transport=ipc",
        # Only the widgets' own front end: JupyterLab's other extensions in the environment
        # (Voilà's lab preview, the widgets of ipywidgets 7, pygments) are not loaded by each page.
        *(f"--VoilaConfiguration.extension_denylist={name}" for name in UNUSED_EXTENSIONS),
        f"--VoilaExecutor.iopub_timeout={IOPUB_TIMEOUT}",
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
                        help="folder for the hands saved in the app, one subfolder per student")
    parser.add_argument("--pool", type=int, default=POOL,
                        help=f"kernels kept ready, having run the app (default {POOL}; 0: none)")
    parser.add_argument("--places", type=int, default=PLACES,
                        help=f"most visitors with a kernel at once; more wait in the lobby (default {PLACES})")
    parser.add_argument("--cull-idle", type=int, default=CULL_IDLE,
                        help=f"seconds before a kernel with nobody connected is shut down (default {CULL_IDLE})")
    parser.add_argument("--refill-after", type=int, default=REFILL_AFTER,
                        help=f"seconds with no visitor arriving before the pool is refilled, one kernel at a "
                             f"time (default {REFILL_AFTER}; 0: Voilà's refill, {FILL_DELAY} s after each visitor)")
    parser.add_argument("--drawers", type=int, default=DRAWERS,
                        help=f"most pages drawing their table at once, the others waiting in the lobby "
                             f"(default {DRAWERS}: no limit; 1 when the browsers share this machine's processor)")
    parser.add_argument("--notebook", type=Path, default=NOTEBOOK,
                        help="the notebook to serve (default: the app's; benchmarks/app_page.py --bare "
                             "serves one button to weigh Voilà's own page)")
    args = parser.parse_args(argv)
    for name in ("pool", "places", "cull_idle", "refill_after", "drawers"):
        least = 0 if name in ("pool", "refill_after", "drawers") else 1
        if getattr(args, name) < least:
            parser.error(f"--{name.replace('_', '-')} must be a whole number of at least "
                         f"{least}, not {getattr(args, name)}")
    os.environ.update(voila_environment(args.data))
    print(f"The app: http://127.0.0.1:{args.port}/  (Ctrl+C stops it)", flush=True)
    sys.path.insert(0, str(HERE))
    from lobby import BriscolaVoila  # Voilà is imported only to serve, not to test this file

    BriscolaVoila.launch_instance(voila_arguments(args.port, pool=args.pool, places=args.places,
                                                  cull_idle=args.cull_idle, refill_after=args.refill_after,
                                                  drawers=args.drawers, notebook=args.notebook.resolve()))
    return 0


if __name__ == "__main__":
    sys.exit(main())

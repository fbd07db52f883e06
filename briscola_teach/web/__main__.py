"""``python -m briscola_teach.web``: serve the card-table app as plain pages (what ``make app`` runs)."""

from __future__ import annotations

import argparse
import sys

from ..bots import LEVELS
from .server import IDLE, MOST, serve


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m briscola_teach.web",
                                     description="Serve the card-table app to a class, as plain pages.")
    parser.add_argument("--port", type=int, default=8866)
    parser.add_argument("--ip", default="127.0.0.1",
                        help="address to listen on (default 127.0.0.1: this machine only; 0.0.0.0: every network)")
    parser.add_argument("--data", default=None,
                        help="folder for the students' hands, one subfolder per student (default: manos)")
    parser.add_argument("--idle", type=int, default=IDLE,
                        help=f"seconds before a table unheard from is let go (default {IDLE}; its hand stays on disk)")
    parser.add_argument("--most", type=int, default=MOST, help=f"most tables held at once (default {MOST})")
    parser.add_argument("--reviewers", type=int, default=0,
                        help="processes for the coach's reviews (default: one per core)")
    parser.add_argument("--thinkers", type=int, default=-1,
                        help="processes thinking over experto's moves (default: one per core; 0: within each request)")
    parser.add_argument("--level", default="sensato", choices=LEVELS, help="the machine of the first match")
    args = parser.parse_args(argv)
    for name, least in (("port", 1), ("idle", 10), ("most", 1), ("reviewers", 0), ("thinkers", -1)):
        if getattr(args, name) < least:
            parser.error(f"--{name} must be a whole number of at least {least}, not {getattr(args, name)}")
    serve(port=args.port, ip=args.ip, data=args.data, idle=args.idle, most=args.most,
          reviewers=args.reviewers or None, thinkers=None if args.thinkers < 0 else args.thinkers, level=args.level)
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""How long the student waits for the hand-in: from the click on "Prepare the hand-in" to the link.

A progress file like a whole course's is written in a fresh student's folder (every
lesson's exercises, some tried twice or three times: ``--entries`` lines in all), and
the progress page's screen is built and its button clicked, as lesson 99 does, in one
process: first the screen (reading the file), then the click (the page written, the
download link made).  Each is timed ``--repeat`` times; the median and the slowest are
printed, with the load average, since a busy machine makes every figure longer.

    python benchmarks/handin.py                  # 600 answers, 5 runs
    python benchmarks/handin.py --entries 3000 --repeat 3
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from briscola_teach import progress, set_language  # noqa: E402
from briscola_teach.cards import new_deck  # noqa: E402

KINDS = {"01": "points", "02": "trick", "03": "winner", "04": "draw_order", "07": "pairs",
         "08": "trumps_out", "09": "puzzle", "10": "tie_break", "11": "briscolone"}


def course(entries: int, seed: int = 1) -> list[str]:
    """``entries`` lines of a progress file: exercises of every lesson, right or wrong, over a term."""
    rng = random.Random(seed)
    deck = new_deck()
    lines = []
    for n in range(entries):
        lesson = rng.choice(sorted(KINDS))
        cards = "-".join(card.code for card in rng.sample(deck, 3))
        exercise = f"{KINDS[lesson]}:{cards}" if n % 3 else f"{KINDS[lesson]}:{n % 40}"
        lines.append(json.dumps({"lesson": lesson, "exercise": exercise, "ok": rng.random() < 0.6,
                                 "first": n % 3 != 1, "time": f"2026-10-{1 + n % 28:02d}T10:{n % 60:02d}:00+01:00"}))
    return lines


def main(argv: list[str]) -> int:
    """Time the screen and the click, print the figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--entries", type=int, default=600)
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args(argv)
    set_language("es")
    t = time.perf_counter()
    from briscola_teach.widgets import HandIn
    imported = time.perf_counter() - t
    screens, clicks = [], []
    for _ in range(args.repeat):
        with tempfile.TemporaryDirectory() as folder:
            lines = "\n".join(course(args.entries)) + "\n"
            (Path(folder) / progress.file_name("es")).write_text(lines, encoding="utf-8")
            t = time.perf_counter()
            screen = HandIn(folder=folder)
            screens.append(time.perf_counter() - t)
            t = time.perf_counter()
            screen.make("Lucía Pérez")
            clicks.append(time.perf_counter() - t)
    print(f"hand-in, {args.entries} answers in the progress file, {args.repeat} runs "
          f"(load average {os.getloadavg()[0]:.1f}):")
    print(f"  importing the screen (once): {imported:.2f} s")
    print(f"  the screen read and shown:   median {statistics.median(screens):.3f} s, slowest {max(screens):.3f} s")
    print(f"  the click to the link:       median {statistics.median(clicks):.3f} s, slowest {max(clicks):.3f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

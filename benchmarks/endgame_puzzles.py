"""Make lesson 09's endgame puzzles: seeded sensato hands, each position solved exactly.

    python benchmarks/endgame_puzzles.py [--seed 0] [--first-game 0] [--per-level 15]

writes ``briscola_teach/data/endgame_puzzles.json`` and prints how many positions of
each level it kept, with their gaps and depths.  The same seed gives the same file.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from briscola_teach.lessons.endgames import LEVELS, generate_puzzles, solve  # noqa: E402

OUT = Path(__file__).resolve().parents[1] / "briscola_teach" / "data" / "endgame_puzzles.json"


def main(argv: list[str]) -> int:
    """Generate the puzzles and write the data file."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--per-level", type=int, default=15)
    parser.add_argument("--first-game", type=int, default=0, help="the game number of the first hand played")
    parser.add_argument("--out", type=Path, default=OUT)
    args = parser.parse_args(argv)
    started = time.process_time()
    made = generate_puzzles(per_level=args.per_level, seed=args.seed, first_game=args.first_game)
    data = {"format": "briscola_teach/endgame_puzzles", "version": 1, "seed": args.seed,
            "first_game": args.first_game,
            "made_by": "benchmarks/endgame_puzzles.py", "puzzles": [p.to_json() for p in made]}
    args.out.write_text(json.dumps(data, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    for level in LEVELS:
        chosen = [p for p in made if p.level == level]
        solutions = [solve(p.game()) for p in chosen]
        gaps = sorted(s.gap for s in solutions)
        depths = sorted(s.depth for s in solutions)
        print(f"level {level}: {len(chosen)} puzzles, gaps {gaps[0]}-{gaps[-1]} "
              f"(median {gaps[len(gaps) // 2]}), depths {depths[0]}-{depths[-1]}, "
              f"{sum(len(s.best) > 1 for s in solutions)} with several best cards")
    print(f"wrote {args.out} in {time.process_time() - started:.1f} s of processor time")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

"""The hostile tries of issue 35, run again: edited saved games, hostile values, odd hand files, restores.

Run ``python benchmarks/hostile.py`` (``--quick`` for a short run, ``--skip-surface`` to
leave out the public surface, which takes longest).  Each row prints what was tried and
what came of it:

* **saved games, 2-4 players** and **chiamata / briscolone**: seeded hands (random
  options for 2-4 players), each record changed in one place at random (a value replaced
  by null, another number, another card code, a flipped flag; a key deleted; list items
  swapped, dropped or repeated).  A changed record is either refused (``RecordError``),
  loaded as the very same hand (the change did not matter, e.g. a key order), loaded as
  another hand reaching the same result, or loaded with its result or stakes changed
  (points, winners, value, match points: what must never happen);
* **public surface**: every value of ``tests/surface.HOSTILE`` on every argument of every
  public callable (``tests/surface.targets``), each call in a forked process stopped
  after 5 s: a result, the kit's error, another exception, a RecursionError or a hang;
* **hand files**: hostile files (binary, UTF-16, Latin-1, empty, huge, JSON but no hand,
  deep) read by lesson 6's ``mano_guardada``: the kit's error or a traceback;
* **restore**: odd ``LESSON`` values, a folder that refuses writing, a full disk (at two
  moments), two restores in one second: a clean message or a traceback, and whether any
  copy was lost.
"""

from __future__ import annotations

import argparse
import copy
import errno
import json
import random
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path
from typing import Any, Callable
from unittest import mock

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))
sys.path.insert(0, str(REPO / "tests"))

from briscola_teach import Chiamata, Game, RecordError  # noqa: E402
from briscola_teach.bots import make_bot, play_out  # noqa: E402
from briscola_teach.cards import DECK  # noqa: E402
from briscola_teach.lessons.mistakes import saved_hand  # noqa: E402
from briscola_teach.locale import using  # noqa: E402

OPTION_SETS: dict[int, list[dict[str, Any]]] = {
    2: [{}, {"seven_second": True}, {"swap_muestra": True}, {"hand_size": 5}, {"double_win": True},
        {"tie_break_by_cards": True}, {"swap_muestra": True, "swap_seven_or_two": True}],
    3: [{}, {"deck": 36}, {"swap_muestra": True}, {"double_win": True}],
    4: [{}, {"open_partner_hands": True}, {"swap_muestra": True}, {"tie_break_by_cards": True}],
}
CODES = [card.code for card in DECK]


# ---------------------------------------------------------------------- saved games
def _played(players: int, seed: int, options: dict[str, Any], *, variant: str = "standard") -> Game:
    game = Game.new(players, seed=seed, variant=variant, **options)
    rng = random.Random(seed)
    stop = rng.choice([None, None, rng.randrange(1, 30)])
    while not game.is_over and (stop is None or len(game.actions) < stop):
        game.apply(rng.choice(game.legal_actions()))
    return game


def _midway(game: Game, seed: int) -> Game:
    """A game that starts from a later position of ``game`` (its record says scores and piles)."""
    rng = random.Random(seed)
    start = game.at_start()
    for action in game.actions[: rng.randrange(0, max(1, len(game.actions)))]:
        start.apply(action)
    later = Game(start.position)
    while not later.is_over:
        later.apply(rng.choice(later.legal_actions()))
    return later


def _paths(value: Any, path: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    found = [path]
    if isinstance(value, dict):
        for key, item in value.items():
            found += _paths(item, (*path, key))
    elif isinstance(value, list):
        for i, item in enumerate(value):
            found += _paths(item, (*path, i))
    return found


def _replacement(old: Any, rng: random.Random) -> Any:
    if old is None:
        return rng.choice([0, [], "AO", True])
    if isinstance(old, bool):
        return not old
    if isinstance(old, int):
        return rng.choice([old + 1, old - 1, old + 10, 0, -1, 120])
    if isinstance(old, str):
        if old.startswith("points:"):
            return f"points:{rng.randrange(61, 121)}"
        return rng.choice([rng.choice(CODES), "swap", "pass", "bid:A", "call:C", ""])
    if isinstance(old, list):
        return rng.choice([[], old[:-1], old + old[-1:], old[::-1]])
    return None


def mutate(record: dict[str, Any], rng: random.Random) -> dict[str, Any]:
    """The record changed in one place."""
    changed = copy.deepcopy(record)
    path = rng.choice(_paths(changed)[1:])
    parent = changed
    for step in path[:-1]:
        parent = parent[step]
    last = path[-1]
    kind = rng.random()
    if kind < 0.15 and isinstance(parent, dict):
        del parent[last]
    elif kind < 0.3:
        parent[last] = None
    elif kind < 0.4 and isinstance(parent, list) and len(parent) > 1:
        other = rng.randrange(len(parent))
        parent[last], parent[other] = parent[other], parent[last]
    else:
        parent[last] = _replacement(parent[last], rng)
    return changed


def _result(hand: Game | Chiamata) -> tuple[Any, ...]:
    return (hand.points, hand.is_over, hand.outcome)


def try_records(hands: list[Game | Chiamata], load: Callable[[str], Game | Chiamata], *, tries: int,
                seed: int) -> Counter[str]:
    """Change each hand's record in one place ``tries`` times and load it: what came of it."""
    rng = random.Random(seed)
    counts: Counter[str] = Counter()
    for hand in hands:
        text = hand.to_json()
        record = json.loads(text)
        for _ in range(tries):
            changed = mutate(record, rng)
            if changed == record:
                continue
            counts["tried"] += 1
            try:
                loaded = load(json.dumps(changed))
            except RecordError:
                counts["refused"] += 1
                continue
            except Exception as error:  # noqa: BLE001 - counted, not hidden
                counts[f"traceback {type(error).__name__}"] += 1
                continue
            if loaded.to_json() == text:
                counts["loaded, the same hand"] += 1
            elif _result(loaded) == _result(hand):
                counts["loaded, another hand, same result"] += 1
            else:
                counts["LOADED WITH THE RESULT OR STAKES CHANGED"] += 1
    return counts


def saved_games(quick: bool) -> None:
    per = 3 if quick else 12
    tries = 25 if quick else 80
    games: list[Game | Chiamata] = []
    for players, sets in OPTION_SETS.items():
        for k, options in enumerate(sets):
            for s in range(per):
                game = _played(players, 1000 * players + 50 * k + s, options)
                games.append(game if s % 3 else _midway(game, s))
    _row("saved games, 2-4 players", try_records(games, Game.from_json, tries=tries, seed=1))
    hands: list[Game | Chiamata] = []
    for s in range(per * 3):
        hand = Chiamata.new(s)
        play_out(hand, [make_bot("sensato" if (s + i) % 2 else "random", seed=s * 5 + i) for i in range(5)])
        hands.append(hand)
    _row("saved games, chiamata", try_records(hands, Chiamata.from_json, tries=tries, seed=2))
    briscolone: list[Game | Chiamata] = [_played(2, 7000 + s, {}, variant="briscolone") for s in range(per * 3)]
    _row("saved games, briscolone", try_records(briscolone, Game.from_json, tries=tries, seed=3))


# ---------------------------------------------------------------------- the public surface
def public_surface() -> None:
    import surface

    counts: Counter[str] = Counter()
    worst: Counter[str] = Counter()
    started = time.perf_counter()
    for called in surface.every_call():
        counts[called.kind] += 1
        if called.changed:
            counts["changed a game though refused"] += 1
        if called.kind not in ("result", "kit"):
            worst[f"{called.target}({called.argument}={called.value}): {called.kind} {called.detail}"] += 1
    counts["tried"] = sum(counts[k] for k in ("result", "kit", "other", "recursion", "hang"))
    _row(f"public surface ({len(surface.targets())} callables, {time.perf_counter() - started:.0f} s)", counts)
    for line, _ in worst.most_common(15):
        print(f"    {line[:150]}")


# ---------------------------------------------------------------------- hand files
def hostile_files() -> dict[str, bytes]:
    hand = _played(2, 5, {}).to_json()
    return {
        "binary": bytes(range(256)) * 4,
        "UTF-16 hand": hand.encode("utf-16"),
        "UTF-16 text": "¿dónde está la mano?".encode("utf-16"),
        "Latin-1": hand.replace('"format"', '"formato\xe9"').encode("latin-1"),
        "Latin-1 hand": hand.encode("latin-1", errors="replace"),
        "empty": b"",
        "spaces": b"   \n",
        "huge": b"[" + b"0," * 300_000 + b"0]",
        "huge hand": hand.encode().replace(b'"format"', b'"x": "' + b"a" * 300_000 + b'", "format"'),
        "JSON, no hand": b'{"format": "briscola_teach/game", "version": 2}',
        "JSON list": b"[1, 2, 3]",
        "JSON null": b"null",
        "JSON number": b"1e999999",
        "deep": b"[" * 100_000,
        "NUL bytes": b"\x00" * 100,
        "BOM then junk": b"\xef\xbb\xbf{",
        "a chiamata hand": Chiamata.new(1).to_json().encode(),
        "UTF-32": hand.encode("utf-32"),
    }


def hand_files() -> None:
    counts: Counter[str] = Counter()
    with tempfile.TemporaryDirectory() as folder:
        place = Path(folder)
        cases = {**hostile_files(), "a folder by the hand's name": None}
        for name, data in cases.items():
            target = place / "mano_1.json"
            if target.is_dir():
                target.rmdir()
            elif target.exists():
                target.unlink()
            if data is None:
                target.mkdir()
            else:
                target.write_bytes(data)
            counts["tried"] += 1
            try:
                with using("es"):
                    saved_hand(1, folder=place)
                counts["loaded"] += 1
            except RecordError:
                counts["the kit's message"] += 1
            except Exception as error:  # noqa: BLE001 - counted, not hidden
                counts[f"TRACEBACK {type(error).__name__} ({name})"] += 1
    _row("hand files read by lesson 6", counts)


# ---------------------------------------------------------------------- restore
def _files(folder: Path) -> dict[str, bytes]:
    return {str(p.relative_to(folder)): p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file()}


def restores() -> None:
    from test_student_lab import student  # lab/student.py, loaded as the tests load it
    counts: Counter[str] = Counter()
    with tempfile.TemporaryDirectory() as folder:
        root = Path(folder)
        lessons = root / "notebooks"
        (lessons / "es").mkdir(parents=True)
        notebook = json.dumps({"cells": [], "metadata": {}, "nbformat": 4, "nbformat_minor": 5})
        (lessons / "es" / "03_ejemplo_baza_a_baza.ipynb").write_text(notebook, encoding="utf-8")
        work = root / "mis_lecciones"
        student.prepare(work, lessons=lessons)
        mine = work / "es" / "03_ejemplo_baza_a_baza.ipynb"

        def attempt(name: str, number: str, *patches: Any) -> None:
            mine.write_text(json.dumps({"cells": [], "nbformat": 4, "mine": name}), encoding="utf-8")
            before = _files(work)
            counts["tried"] += 1
            try:
                with mock.patch.object(student, "WORK", work), mock.patch.object(student, "LESSONS", lessons):
                    for patch in patches:
                        patch.start()
                    try:
                        with open("/dev/null", "w") as quiet, mock.patch("sys.stderr", quiet), \
                                mock.patch("sys.stdout", quiet):
                            student.main(["restore", number], language="es")
                    finally:
                        for patch in patches:
                            patch.stop()
            except Exception as error:  # noqa: BLE001 - counted, not hidden
                counts[f"TRACEBACK {type(error).__name__} ({name})"] += 1
                return
            kept = [json.loads(p.read_text(encoding="utf-8")).get("mine") for p in (work / ".anteriores").glob("*")] \
                if (work / ".anteriores").exists() else []
            replaced = mine.read_bytes() != before[str(mine.relative_to(work))]
            lost = replaced and name not in kept
            counts["COPY LOST" if lost else "clean"] += 1

        for odd in ("", " ", "../03", "/etc/passwd", "03/../../x", "99", "-1", "es/", "xx/03", "03" * 500,
                    "\x00", "3.5", "es/03/", "it/abc", "., ", "~", "$(rm -rf /)", "es\\03", "０３", "en/03"):
            attempt(f"odd {odd!r}", odd)
        refused = PermissionError(errno.EACCES, "Permission denied")
        attempt("read-only folder", "es/3", mock.patch.object(student.tempfile, "mkstemp", side_effect=refused))
        full = OSError(errno.ENOSPC, "No space left on device")
        attempt("disk full writing the lesson", "es/3", mock.patch.object(student.os, "fsync", side_effect=full))
        attempt("disk full keeping the copy", "es/3", mock.patch.object(student.os, "link", side_effect=full))
        with mock.patch.object(student.time, "strftime", return_value="20260101-120000"):
            attempt("first of two in one second", "es/3")
            attempt("second of two in one second", "es/3")
        outside = [p for p in root.rglob("*") if not p.is_relative_to(work) and not p.is_relative_to(lessons)]
        counts["files written outside mis_lecciones/"] = len(outside)
    _row("make restore", counts)


# ---------------------------------------------------------------------- printing
def _row(name: str, counts: Counter[str]) -> None:
    tried = counts.pop("tried", 0)
    rest = ", ".join(f"{key}: {value:,}" for key, value in sorted(counts.items(), key=lambda kv: -kv[1]))
    print(f"{name:<44} tried {tried:>6,}   {rest}", flush=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="fewer hands and changes")
    parser.add_argument("--skip-surface", action="store_true", help="leave out the public surface")
    args = parser.parse_args()
    print(f"Python {sys.version.split()[0]}; {time.strftime('%Y-%m-%d')}")
    saved_games(args.quick)
    hand_files()
    restores()
    if not args.skip_surface:
        public_surface()


if __name__ == "__main__":
    main()

"""A folder of a class read: each student's answers, their saved hands, their results, the files set aside.

Every file is read once and judged alone: a hand-in downloaded twice ("… (1).html")
counts once, a file that is neither a hand-in nor a saved hand is named with the reason,
and a hostile one (binary, truncated, huge) gives that one line, never a traceback.  A
saved hand belongs to the student whose folder holds it.
"""

from __future__ import annotations

import hashlib
import json
import os
import unicodedata
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..duplicate import DealResult, ResultError, is_results, result_from_mapping, results_in
from ..errors import BriscolaError
from ..game import Game
from ..locale import text
from ..locale.editions import choose
from ..records import TABLE_IN_PLAY
from ..progress import Entry, hand_in_class_results, parse_hand_in

__all__ = ["MAX_BYTES", "STUDENT_SEAT", "SavedHand", "Class", "environment_language", "read_class"]

#: A file larger than this is no hand-in nor saved hand (a whole course's hand-in is a few hundred KB).
MAX_BYTES = 5_000_000
#: The student's seat in a saved hand: the table seats the student first.
STUDENT_SEAT = 0


@dataclass(frozen=True)
class SavedHand:
    """A hand a student saved at the table: whose it is, its file, and the game."""

    student: str
    file: str
    game: Game


@dataclass
class Class:
    """What a folder of a class holds: each student's answers, their saved hands, and the files not read."""

    #: Each student's answers by name, every hand-in of theirs merged (a copy counts once).
    students: dict[str, list[Entry]] = field(default_factory=dict)
    hands: list[SavedHand] = field(default_factory=list)
    #: The students' results on class codes, from their hand-ins and results files (each deal once).
    results: list[DealResult] = field(default_factory=list)
    #: Each file not read, with the reason in the teacher's language.
    not_read: list[tuple[str, str]] = field(default_factory=list)


def environment_language(environ: Mapping[str, str] = os.environ) -> str:
    """The teacher's language from the machine's locale (``LC_ALL``, ``LC_MESSAGES``, ``LANG``), as ``make lab`` does.

    >>> [environment_language({"LANG": value}) for value in ("it_IT.UTF-8", "C", "de_DE")]
    ['it', 'es', 'en']
    """
    return choose(environ)


def _key(name: str) -> str:
    """Who a name stands for: "Ana García", "ana garcia " and "ANA GARCÍA" are one student."""
    plain = unicodedata.normalize("NFKD", name).encode("ascii", "ignore").decode()
    return " ".join(plain.casefold().split())


def read_class(folder: Path) -> Class:
    """Every hand-in and saved hand under ``folder``, each file judged alone; the ones not read, with why."""
    if not folder.is_dir():
        raise BriscolaError("progress.no_folder", folder=str(folder))
    group = Class()
    names: dict[str, str] = {}
    seen: set[str] = set()
    answers: dict[str, dict[tuple[str, str, bool, bool, str], Entry]] = {}
    for path in sorted(p for p in folder.rglob("*") if not p.is_dir()):
        shown = path.relative_to(folder).as_posix()
        try:
            if not path.is_file():
                raise _NotRead("classroom.why_not_a_file")
            size = path.stat().st_size
            if size > MAX_BYTES:
                raise _NotRead("classroom.why_too_big", size=round(size / 1_000_000))
            data = path.read_bytes()
            digest = hashlib.sha256(data).hexdigest()
            if digest in seen:  # the same file twice ("… (1).html"): counted once
                continue
            if b"\0" in data[:4096]:
                raise _NotRead("classroom.why_binary")
            content = data.decode("utf-8", errors="replace")
            handed = parse_hand_in(content) if path.suffix.lower() in (".html", ".htm", ".json") else None
            if handed is not None:
                name, entries = handed
                carried = [result_from_mapping({**r, "student": name}) for r in hand_in_class_results(content)]
                key = _key(name)
                names.setdefault(key, name)
                mine = answers.setdefault(key, {})
                for entry in entries:
                    mine.setdefault((entry.lesson, entry.exercise, entry.ok, entry.first, entry.time), entry)
                group.results += carried
            elif path.suffix.lower() == ".json" and is_results(content):
                owner = path.relative_to(folder).parts[0] if len(path.relative_to(folder).parts) > 1 else ""
                group.results += results_in(content, file=path.name, student=names.get(_key(owner)), unnamed=owner)
            elif path.suffix.lower() == ".json" and _is_table_in_play(content):
                raise _NotRead("classroom.why_in_play")
            elif path.suffix.lower() == ".json":
                game = _saved_hand(content)
                owner = path.relative_to(folder).parts[0] if len(path.relative_to(folder).parts) > 1 else ""
                group.hands.append(SavedHand(names.get(_key(owner), owner) or text("classroom.unknown_student"),
                                             shown, game))
            else:
                raise _NotRead("classroom.why_not_a_hand_in")
            seen.add(digest)
        except _NotRead as why:
            group.not_read.append((shown, str(why)))
        except ResultError as error:
            group.not_read.append((shown, text("classroom.why_broken_results", error=str(error))))
        except (OSError, ValueError, RecursionError) as error:
            group.not_read.append((shown, text("classroom.why_unreadable", error=str(error) or type(error).__name__)))
    group.students = {names[key]: sorted(found.values(), key=lambda e: e.time)
                      for key, found in sorted(answers.items())}
    for index, hand in enumerate(group.hands):  # a hand's folder named before its student's hand-in was read
        known = names.get(_key(hand.student))
        if known is not None and known != hand.student:
            group.hands[index] = SavedHand(known, hand.file, hand.game)
    played: dict[tuple[str, str, int], DealResult] = {}  # a deal in a hand-in and in a results file: once
    for result in group.results:
        student = names.get(_key(result.student), result.student)
        played.setdefault((_key(student), result.code.strip().upper(), result.deal),
                          DealResult(student, result.code, result.deal, result.points))
    group.results = list(played.values())
    return group


class _NotRead(Exception):
    """A file set aside, with the reason the teacher reads."""

    def __init__(self, key: str, **fields: Any) -> None:
        super().__init__(text(key, **fields))


def _is_table_in_play(content: str) -> bool:
    """Whether a JSON text is a card table's match kept in play (not a game: the table's own file)."""
    try:
        data = json.loads(content)
    except ValueError:
        return False
    return isinstance(data, dict) and data.get("format") == TABLE_IN_PLAY


def _saved_hand(content: str) -> Game:
    """The game in a saved hand's text; a ValueError naming what is wrong otherwise."""
    try:
        return Game.from_json(content)
    except ValueError as error:
        raise _NotRead("classroom.why_broken_hand", error=str(error)) from error

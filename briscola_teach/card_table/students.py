"""The students at the card-table app: their names, their folders and the hands they keep there.

Both of the app's pages use these: the Voilà screen (:mod:`briscola_teach.widgets.app`,
one kernel per visitor) and the plain pages served by one process
(:mod:`briscola_teach.web`).  A student's hands live in ``<data>/<name>/``, the name in
plain lower-case letters; the match in play is kept there after every step, so a table
that stops can go on where it was.
"""

from __future__ import annotations

import json
import os
import re
import time
import unicodedata
from fnmatch import fnmatch
from pathlib import Path
from typing import Any
from urllib.parse import parse_qs

from ..errors import OptionError
from ..locale import LANGUAGES, Words, words
from .class_code import CLASS_LEVEL, record_result
from .session import YOU, Session, TableSession
from .view import level_name

__all__ = ["DATA_VARIABLE", "DEFAULT_DATA", "NAME_KEYS", "MAX_NAME", "MAX_LISTED", "MAX_DOWNLOAD",
           "data_folder", "student_folder", "student_in_link", "language_in_link", "offer_line", "checked_file_name", "saved_hands",
           "unfinished_hand", "keep_class_deal", "keep_in_play", "take_hands"]

#: Environment variable naming the folder that holds every student's folder.
DATA_VARIABLE = "BRISCOLA_APP_DATA"
#: That folder when the variable is not set, relative to where the app runs.
DEFAULT_DATA = "manos"
#: Keys of the app's link that name the student: ``?alumno=Lucia``, ``?student=``, ``?alunno=``.
NAME_KEYS = ("alumno", "student", "alunno")
#: A file name a student may type to save a hand: letters, digits, ``_``, ``-`` and dots.
_FILE_NAME = re.compile(r"[A-Za-z0-9_][A-Za-z0-9_.-]{0,79}")
#: Longest name a student may give, in characters; its folder keeps 40 of them.
MAX_NAME = 40
#: Saved hands listed for download at most, and the largest offered (bytes).
MAX_LISTED, MAX_DOWNLOAD = 60, 300_000


def data_folder(data: str | Path | None = None) -> Path:
    """The folder holding every student's and session's folder: ``data``, else the variable
    ``BRISCOLA_APP_DATA``, else ``manos``."""
    if data is None:
        data = os.environ.get(DATA_VARIABLE, "").strip() or DEFAULT_DATA
    return Path(data)


def student_folder(name: object) -> str:
    """The folder name a student's hands are kept under: their name in plain lower-case letters.

    >>> student_folder("  Lucía Pérez ")
    'lucia_perez'
    >>> student_folder("../../etc")
    'etc'
    """
    given = name.strip() if isinstance(name, str) else ""
    plain = unicodedata.normalize("NFKD", given).encode("ascii", "ignore").decode()
    slug = "_".join(re.findall(r"[A-Za-z0-9]+", plain)).lower()[:MAX_NAME]
    if not slug or len(given) > MAX_NAME or any(ord(ch) < 32 for ch in given):
        raise OptionError("app.bad_name", given=name)
    return slug


def student_in_link(query: str) -> str | None:
    """The student's name in a link's query (``alumno=Lucia``, ``student=`` or ``alunno=``), if any.

    >>> student_in_link("alumno=Luc%C3%ADa&lang=es")
    'Lucía'
    """
    values = parse_qs(query)
    for key in NAME_KEYS:
        for value in values.get(key, []):
            if value.strip():
                return value.strip()
    return None


def language_in_link(query: str) -> str | None:
    """The language a link's query asks for (``lang=en``, ``lang=EN``), if it is one of the kit's.

    >>> language_in_link("alumno=Lucia&lang=IT"), language_in_link("lang=xx")
    ('it', None)
    """
    given = (parse_qs(query).get("lang") or [""])[0].strip().lower()
    return given if given in LANGUAGES else None


def offer_line(offer: dict[str, Any], words: Words) -> str:
    """The offer to go on with an unfinished hand (:func:`unfinished_hand`): when it was kept, how many plays."""
    saved_at = time.strftime("%H:%M", time.localtime(float(str(offer.get("_saved_at", 0)))))
    return words.text("app.resume_offer", time=saved_at, plays=offer.get("_plays", 0))


def checked_file_name(name: str) -> str:
    """``name`` if a student may save a hand under it (a plain file name); else refused, in their words.

    >>> checked_file_name("mano_1.json")
    'mano_1.json'
    """
    if not _FILE_NAME.fullmatch(name):
        raise OptionError("app.save_bad_name", given=name)
    return name


def saved_hands(folder: Path) -> list[Path]:
    """The hands saved in ``folder``, newest first (at most :data:`MAX_LISTED`; none if it cannot be read).

    The table's own files are not hands: the match kept in play and the results of a
    class code, under their names in any edition.
    """
    try:
        return sorted((p for p in folder.glob("*.json") if p.is_file() and not _is_tables_own(p.name)),
                      key=lambda p: p.stat().st_mtime, reverse=True)[:MAX_LISTED]
    except OSError:
        return []


def _is_tables_own(name: str) -> bool:
    """Whether ``name`` is the match kept in play or a class code's results, in any edition's words."""
    for language in LANGUAGES:
        say = words(language)
        if name == say.text("hands.in_play_file") or fnmatch(name, say.text("hands.class_file", code="*")):
            return True
    return False


def take_hands(unnamed: Path, folder: Path) -> None:
    """Move the hands saved before a name was given (``unnamed``) into the student's ``folder``.

    Only from a folder that belongs to no student: a second name typed at the same page
    (a shared computer) leaves the first student's hands where they are.  A file the
    student's folder already has stays as it is in both.
    """
    if unnamed == folder or not unnamed.is_dir():
        return
    folder.mkdir(parents=True, exist_ok=True)
    for path in unnamed.iterdir():
        if path.is_file() and not (folder / path.name).exists():
            path.replace(folder / path.name)


def unfinished_hand(path: Path) -> dict[str, Any] | None:
    """The match in play kept at ``path`` (:meth:`TableSession.snapshot`), if its hand is unfinished and readable.

    The snapshot comes back with ``_saved_at`` (when it was written) and ``_plays`` (the
    plays made in its hand) for the offer to go on with it.
    """
    try:
        snapshot = json.loads(path.read_text(encoding="utf-8"))
        saved_at = path.stat().st_mtime
    except (OSError, ValueError):
        return None
    if not isinstance(snapshot, dict):
        return None
    try:
        session = TableSession.resume(snapshot)
    except OptionError:
        return None
    if session.game.is_over:
        return None
    snapshot["_saved_at"] = saved_at
    snapshot["_plays"] = len(session.game.actions)
    return snapshot


def keep_class_deal(session: Session[Any], folder: Path, *, student: str, recorded: set[tuple[str, int]],
                    words: Words) -> str:
    """What the table says of its class code now, having written a finished deal of it to the results once.

    ``recorded`` holds the (code, deal) pairs already written by this table; "" when the
    table plays no class code's deal.
    """
    settings = session.settings
    deal, code = settings.class_deal, settings.class_code
    if deal is None or code is None:
        return ""
    note = words.text("table.class_status", code=code, deal=deal, level=level_name(CLASS_LEVEL, words=words),
                      new=words.text("table.new_match"))
    outcome = session.game.outcome
    if outcome is None or (code, deal) in recorded:
        return note
    recorded.add((code, deal))
    points = outcome.points[YOU]
    try:
        record_result(folder, code, deal, points=points, won=YOU in outcome.winners, student=student, words=words)
    except OSError:
        return words.text("app.save_failed")
    return words.text("table.class_recorded", deal=deal, code=code, points=points)


def keep_in_play(session: TableSession, path: Path) -> bool:
    """Write the match in play to ``path`` whole or not at all (even if the process dies meanwhile); False if the disk refused."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        partial = path.with_suffix(".tmp")
        partial.write_text(json.dumps(session.snapshot()), encoding="utf-8")
        partial.replace(path)
    except OSError:
        return False
    return True

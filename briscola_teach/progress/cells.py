"""Which lesson, exercise and cell an answer belongs to, told the same in every language.

An exercise is named by its kind and its cards and numbers (:func:`exercise_id`), a position
by a digest (:func:`position_id`); a lesson's cell by its fingerprint (:func:`code_digest`).
The lessons' manifest that ``lab/editions.py build`` writes (``data/lessons.json``) says
which lesson a helper serves (:func:`lesson_of`), each edition's notebooks, and the cells as
shipped, so a check knows an example answer (:func:`is_example`) from the student's own.
"""

from __future__ import annotations

import functools
import hashlib
import html
import io
import json
import sys
import tokenize
from importlib import resources
from typing import TYPE_CHECKING, Any

from ..cards import Card, Suit
from ..locale import get_language, text
from ..view import View

if TYPE_CHECKING:
    from ..game import Game

__all__ = ["exercise_id", "position_id", "code_digest", "manifest", "lesson_of", "lesson_notebooks", "running_cell",
           "is_example", "behind_answer_button", "cell_answered"]


def _part(value: object) -> str:
    if isinstance(value, Card):
        return value.code
    if isinstance(value, Suit):
        return value.name.lower()
    if isinstance(value, (tuple, list)):
        return "-".join(_part(v) for v in value)
    return str(value)


def exercise_id(kind: str, *parts: object) -> str:
    """A stable name for an exercise whatever the language: its kind, then its cards and numbers.

    >>> exercise_id("trick", [Card.parse("as de oros"), Card.parse("3C")], Suit.parse("copas"))
    'trick:AO-3C:cups'
    """
    return ":".join([kind, *(_part(p) for p in parts)])


def position_id(kind: str, game: Game | View) -> str:
    """A stable, short name for a position asked about: its muestra, the hand to play and every card seen so far.

    >>> from briscola_teach import Game
    >>> position_id("endgame", Game.new(seed=3)) == position_id("endgame", Game.new(seed=3))
    True
    >>> position_id("endgame", Game.new(seed=3)) == position_id("endgame", Game.new(seed=4))
    False
    """
    if isinstance(game, View):
        cards: list[object] = [game.muestra, *game.hand, *game.played]
    else:
        seat = game.turn
        cards = [game.muestra, *(game.hand(seat) if seat is not None else ()), *game.actions]
    digest = hashlib.sha1(" ".join(_part(c) if isinstance(c, Card) else "swap" for c in cards).encode())
    return f"{kind}:{digest.hexdigest()[:10]}"


_SPACING = {tokenize.COMMENT, tokenize.NL, tokenize.ENCODING, tokenize.ENDMARKER}


def code_digest(code: str) -> str:
    """A cell's fingerprint: the same for the same program, whatever its comments, blank lines and spaces.

    >>> code_digest("mi_respuesta = 2   # 1 o 2") == code_digest("mi_respuesta=2")
    True
    >>> code_digest("mi_respuesta = 2") == code_digest("mi_respuesta = 1")
    False
    """
    try:
        words = [token.string if token.type != tokenize.INDENT else "\t"
                 for token in tokenize.generate_tokens(io.StringIO(code + "\n").readline)
                 if token.type not in _SPACING]
    except (tokenize.TokenError, SyntaxError):  # not Python: compared word for word
        words = code.split()
    return hashlib.sha1("\x1f".join(words).encode()).hexdigest()[:16]


@functools.cache
def manifest() -> dict[str, Any]:
    """The lessons as the course ships them (``data/lessons.json``, written by ``lab/editions.py build``)."""
    try:
        data = json.loads(resources.files("briscola_teach").joinpath("data", "lessons.json").read_text(encoding="utf-8"))
    except (OSError, ValueError):  # pragma: no cover - a broken install records every cell
        return {}
    return data if isinstance(data, dict) else {}


def lesson_of(helper: str) -> str:
    """The lesson a helper module serves (its dotted name: ``lesson_of(__name__)``), as the lessons' manifest says.

    ``lab/editions.py build`` writes it from the lessons' code: the lesson that imports the
    most of the module's names.

    >>> lesson_of("briscola_teach.exercises.counting")
    '08'
    """
    lesson = manifest().get("helpers", {}).get(helper)
    if not isinstance(lesson, str):
        raise LookupError(f"no lesson uses {helper}: the manifest (lab/editions.py build) names none")
    return lesson


def lesson_notebooks(language: str | None = None) -> dict[str, str]:
    """Each lesson's notebook file in ``language`` by its number: ``{"02": "02_quien_gana_la_baza.ipynb", ...}``."""
    names = manifest().get("notebooks", {}).get(language or get_language(), {})
    return {number: f"{name}.ipynb" for number, name in names.items()}


def running_cell() -> str | None:
    """The code of the notebook cell running now; None outside one (a button's click, a script, a test)."""
    shell = sys.modules["IPython"].get_ipython() if "IPython" in sys.modules else None
    parent = getattr(shell, "parent_header", None)
    if not parent and "pyodide_kernel" in sys.modules:  # the zero-install site's kernel keeps it on itself
        parent = getattr(getattr(sys.modules["pyodide_kernel"], "kernel_instance", None), "_parent_header", None)
    if not isinstance(parent, dict) or parent.get("header", {}).get("msg_type") != "execute_request":
        return None
    code = parent.get("content", {}).get("code")
    return code if isinstance(code, str) else None


def is_example() -> bool:
    """Whether the cell running now is a lesson's cell exactly as shipped: its answer is the course's example."""
    code = running_cell()
    return code is not None and code_digest(code) in _shipped_cells()


def behind_answer_button(verdict: str, *, note: str | None = None) -> str:
    """A verdict (HTML) folded under a "show answer" button, with a line on why (by default: an example was checked)."""
    note = html.escape(text("progress.example_note") if note is None else note)
    button = html.escape(text("progress.show_answer"))
    return ('<div class="bt-check bt-example" style="border-left:4px solid #1f4e79;padding:4px 10px">'
            f'<p style="color:#1f4e79;margin:2px 0">{note}</p>'
            '<details style="margin:4px 0"><summary style="cursor:pointer;display:inline-block;'
            'padding:2px 10px;border:1px solid #1f4e79;border-radius:4px;color:#1f4e79;font-weight:600">'
            f'{button}</summary>{verdict}</details></div>')


def cell_answered(lesson: str) -> int | None:
    """Which of the lesson's cells is running now: the shipped cell sharing most lines with it (None if none does).

    A student changes an answer line or two; the cell's other lines stay as shipped and tell which one it is.
    """
    code = running_cell()
    if code is None:
        return None
    mine = {code_digest(line) for line in code.splitlines() if line.strip() and not line.lstrip().startswith("#")}
    shared = {int(index): len(mine & set(lines))
              for index, lines in manifest().get("cell_lines", {}).get(lesson, {}).items()}
    best = max(shared, key=lambda index: (shared[index], -index), default=None)
    return best if best is not None and shared[best] else None


@functools.cache
def _shipped_cells() -> frozenset[str]:
    return frozenset(manifest().get("shipped_cells", ()))

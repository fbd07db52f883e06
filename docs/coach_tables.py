"""Write the coach's verdicts into the teacher's guides, so a guide never types a price by hand.

The guides' pages for lessons 3 and 6 give the answers the coach gives in the lessons:
its verdict on each card of trick 2, the six textbook positions, the "find the mistake"
positions and the course's hand.  Each such block sits between two markers in the page::

    <!-- coach: textbooks -->
    ...written by this script...
    <!-- /coach -->

and is rewritten from the kit (``briscola_teach.coach``, the same function and prices the
lessons use).  A test fails when a page is not what this script writes.

    python docs/coach_tables.py            # rewrite the blocks of every guide
"""

from __future__ import annotations

import re
import sys
from collections.abc import Callable
from pathlib import Path

from briscola_teach.coach import Entry, judge, review
from briscola_teach.lessons.example import before_trick
from briscola_teach.lessons.mistakes import EXERCISES, TEXTBOOKS, MistakeHunt, sample_hand
from briscola_teach.locale import Words, words
from briscola_teach.locale.editions import editions
from briscola_teach.mistakes import NUMBERED
from briscola_teach.verdicts import method, summary, verdict

DOCS = Path(__file__).resolve().parent
#: The lessons whose guide pages hold coach blocks (the worked example, the beginner mistakes).
LESSONS = ("03", "06")
#: Each edition's guide (its folder declared in ``locale/<code>/edition.toml``) and its pages
#: that hold coach blocks, the page of lesson NN being the one named ``*_NN.md``.
PAGES = {edition.code: [page for number in LESSONS for page in sorted((DOCS / edition.guide).glob(f"*_{number}.md"))]
         for edition in editions()}
_BLOCK = re.compile(r"(<!-- coach: (\w+) -->\n)(.*?)(<!-- /coach -->)", re.S)

#: The tables' headings, in the guide's language.
HEADS = {
    "es": {"mistake": "error", "hand": "tu mano", "wrong": "la del principiante", "right": "la buena",
           "values": "puntos que esperabas con cada carta", "position": "posición",
           "cards": "veredicto del entrenador sobre cada carta", "trick": "baza", "card": "carta",
           "verdict": "veredicto", "best": "mejor carta", "values_line": "Puntos al final de la mano con cada carta"},
    "en": {"mistake": "mistake", "hand": "your hand", "wrong": "the beginner's card", "right": "the good one",
           "values": "points you could expect with each card", "position": "position",
           "cards": "the coach's verdict on each card", "trick": "trick", "card": "card",
           "verdict": "verdict", "best": "best card", "values_line": "Points at the end of the hand with each card"},
    "it": {"mistake": "errore", "hand": "la tua mano", "wrong": "quella del principiante", "right": "quella buona",
           "values": "punti attesi con ogni carta", "position": "posizione",
           "cards": "il giudizio dell'allenatore su ogni carta", "trick": "presa", "card": "carta",
           "verdict": "giudizio", "best": "carta migliore", "values_line": "Punti a fine mano con ogni carta"},
}


def _said(language: str) -> Words:
    """The guide's words: its language with the deck its edition's players have at home."""
    return words(language, next(e.deck for e in editions() if e.code == language))


def _values(entry: Entry, w: Words) -> str:
    ranked = sorted(entry.values.items(), key=lambda kv: (-kv[1], kv[0].index))
    shown = w.number if entry.exact or not entry.samples else w.fixed  # a sample's mean: one decimal
    return "; ".join(f"{w.card(c)} {shown(v)}" for c, v in ranked) + f" ({method(entry, w)})"


def _row(cells: list[str]) -> str:
    return "| " + " | ".join(cell.replace("|", "/") for cell in cells) + " |"


def _table(heads: list[str], rows: list[list[str]]) -> str:
    return "\n".join([_row(heads), _row(["---"] * len(heads)), *(_row(r) for r in rows)])


def trick2(language: str) -> str:
    """The coach's verdict on each card you could play on trick 2 of the worked example."""
    w = _said(language)
    lines = []
    entry = None
    for code in ("as de oros", "seis de bastos", "dos de copas"):
        game = before_trick(2)
        game.play("rey de espadas")
        entry = judge(game, code)
        lines.append(f"- `\"{w.card(entry.card)}\"` → {verdict(entry, w)}")
    assert entry is not None
    lines.append("")
    lines.append(f"{HEADS[language]['values_line']}: {_values(entry, w)}.")
    return "\n".join(lines)


def textbooks(language: str) -> str:
    """The six textbook positions of lesson 6, the beginner's card and the good one, as the coach prices them."""
    h = HEADS[language]
    rows = []
    w = _said(language)
    for mistake in NUMBERED:
        book = TEXTBOOKS[mistake]
        wrong, right = book.decisions()
        rows.append([f"{mistake.number} · {mistake.title_in(language)}",
                     ", ".join(w.card(c) for c in book.start().hand(0)),
                     verdict(wrong, w), f"**{w.card(right.card)}**: {verdict(right, w)}", _values(wrong, w)])
    return _table([h["mistake"], h["hand"], h["wrong"], h["right"], h["values"]], rows)


def exercises(language: str) -> str:
    """The "find the mistake" positions: the coach's verdict on every card."""
    h = HEADS[language]
    rows = []
    w = _said(language)
    for number, book in enumerate(EXERCISES, start=1):
        game = book.start()
        said = [verdict(MistakeHunt([game]).judge(card), w) for card in game.hand(0)]
        rows.append([str(number), ", ".join(w.card(c) for c in game.hand(0)), "<br>".join(said)])
    return _table([h["position"], h["hand"], h["cards"]], rows)


def course_hand(language: str) -> str:
    """The coach's review of the course's hand (lesson 6, §5): its summary and every flagged play."""
    h = HEADS[language]
    result = review(sample_hand(), 0)
    w = _said(language)
    rows = [[str(e.trick_number), w.card(e.card), verdict(e, w), w.card(e.best) if e.best else "—"]
            for e in result.flagged]
    return summary(result, w) + "\n\n" + _table([h["trick"], h["card"], h["verdict"], h["best"]], rows)


BLOCKS: dict[str, Callable[[str], str]] = {
    "trick2": trick2, "textbooks": textbooks, "exercises": exercises, "course_hand": course_hand,
}


def written(page: Path, language: str) -> str:
    """The page with each of its coach blocks as the kit writes it now."""
    def fill(match: re.Match[str]) -> str:
        return match.group(1) + BLOCKS[match.group(2)](language) + "\n" + match.group(4)

    return _BLOCK.sub(fill, page.read_text(encoding="utf-8"))


def main(argv: list[str]) -> int:
    for language, pages in PAGES.items():
        for page in pages:
            page.write_text(written(page, language), encoding="utf-8")
            print(f"wrote {page.relative_to(DOCS.parent)}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

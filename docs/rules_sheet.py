"""Write the teacher's guide's one-page printable rules summary, in one language, with the kit's cards.

Run from the repository root (the kit installed, e.g. ``.venv/bin/python``)::

    python docs/rules_sheet.py                     # Spanish: docs/guia_docente/resumen_de_reglas.html
    python docs/rules_sheet.py --language en       # English: docs/teachers_guide/rules_summary.html
    python docs/rules_sheet.py --language it       # Italian: docs/guida_docente/riassunto_delle_regole.html
    python docs/rules_sheet.py --language en --output other.html

The page is self-contained HTML (inline SVG, no fonts, scripts or links from elsewhere)
with print CSS for one A4 sheet.  Its words come from the kit's texts
(``briscola_teach/locale/<language>/rules_sheet.py``), its cards are that edition's deck,
and every number on it is read from the engine (``briscola_teach.rules``, the deck and a
dealt hand per table size), never typed in, so no sheet can drift from what the lessons teach.
"""

from __future__ import annotations

import argparse
import html
import re
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from briscola_teach import DECK, Card, Rank, Suit, render, rules
from briscola_teach.cards import new_deck
from briscola_teach.lessons.dealing import all_counts
from briscola_teach.locale import LANGUAGES, Words, native_style, words
from briscola_teach.locale.editions import editions
from briscola_teach.mistakes import NUMBERED

__all__ = ["OUTPUTS", "strength_order", "sheet_html", "main"]

_DOCS = Path(__file__).resolve().parent
#: Where each language's page is written by default: in that language's guide, as its edition declares.
OUTPUTS = {edition.code: _DOCS / edition.guide / edition.rules_sheet for edition in editions()}

#: The cards the sheet shows, the same in every language (each names them in its own deck).
_TRUMP = Suit.CUPS
_MUESTRA = Card(Rank.FIVE, Suit.CUPS)
_EXAMPLES = {
    "example_rank": (Card(Rank.KING, Suit.CLUBS), Card(Rank.THREE, Suit.CLUBS)),
    "example_off_suit": (Card(Rank.FOUR, Suit.CLUBS), Card(Rank.ACE, Suit.COINS)),
    "example_trump": (Card(Rank.ACE, Suit.SWORDS), Card(Rank.TWO, Suit.CUPS)),
}

_CSS = """
@page { size: A4 portrait; margin: 8mm; }
* { box-sizing: border-box; }
html { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
body { margin: 0 auto; width: 192mm; font-family: 'DejaVu Sans', 'Helvetica Neue', Arial, sans-serif;
       font-size: 8.6pt; line-height: 1.22; color: #1d1d1d; }
h1 { font-size: 15pt; margin: 0 0 1mm; }
h2 { font-size: 10.5pt; margin: 0 0 1mm; color: #7a3d00; }
p { margin: 0 0 1mm; }
ul { margin: 0 0 1mm; padding-left: 5mm; }
li { margin: 0; }
.sub { color: #555; margin-bottom: 2mm; }
.box { border: 0.4mm solid #c9b79c; border-radius: 2mm; padding: 1.6mm 2.4mm; margin-bottom: 2mm;
       break-inside: avoid; page-break-inside: avoid; }
.cols { display: flex; gap: 2.4mm; }
.cols > .box { flex: 1; }
.cards { display: flex; flex-wrap: wrap; align-items: flex-end; gap: 1mm; }
.tricks { display: flex; gap: 2mm; justify-content: space-between; }
.tricks figure { margin: 0; flex: 1; min-width: 0; }
.tricks svg { max-width: 100%; height: auto; }
.tricks figcaption { font-size: 8.3pt; }
table { border-collapse: collapse; font-size: 8.8pt; }
th, td { border: 0.3mm solid #c9b79c; padding: 0.5mm 1.6mm; text-align: center; }
th { background: #f6efe3; }
.key { font-weight: 700; }
.foot { font-size: 7.8pt; color: #666; margin-top: 1mm; }
@media screen { body { padding: 8mm 0; } }
"""


def strength_order() -> list[Rank]:
    """The ten ranks of a suit, strongest first, by the engine's own rule."""
    return sorted(Rank, key=lambda rank: -rules.strength(Card(rank, Suit.COINS)))


class _Sheet:
    """One language's words for the page, marked up as HTML."""

    def __init__(self, language: str) -> None:
        self.language = language
        self.w: Words = words(language, native_style(language))

    def __call__(self, key: str, **fields: Any) -> str:
        """The text under ``rules_sheet.<key>``, escaped, with **bold** and *italics* made HTML."""
        marked = html.escape(self.w.text(f"rules_sheet.{key}", **fields), quote=False)
        marked = re.sub(r"\*\*(.+?)\*\*", r"<span class='key'>\1</span>", marked)
        return re.sub(r"\*(.+?)\*", r"<i>\1</i>", marked)

    def items(self, tag: str, keys: Sequence[str], **fields: Any) -> str:
        """A list of the texts under these keys."""
        rows = "".join(f"<li>{self(key, **fields)}</li>" for key in keys)
        style = " style='margin:0 0 1mm;padding-left:5mm'" if tag == "ol" else ""
        return f"<{tag}{style}>{rows}</{tag}>"

    def section(self, title: str, body: str, *, grow: float = 1) -> str:
        """A framed box with its heading."""
        return f'<div class="box" style="flex:{grow}"><h2>{self(title)}</h2>{body}</div>'

    def trick(self, key: str) -> str:
        """One example trick drawn with the engine's winner, and its caption."""
        played = list(_EXAMPLES[key])
        plays = list(enumerate(played))
        winner = rules.trick_winner(played, _TRUMP)
        names = {seat: self.w.text("rules_sheet.seat", n=seat + 1) for seat, _ in plays}
        picture = render.trick_svg(plays, trump=_TRUMP, winner=winner, seat_names=names, width=40,
                                   inline=True, style=self.w.style, language=self.language)
        first, second = played  # the caption is about the second card, or what it beats
        captions: dict[str, dict[str, object]] = {
            "example_rank": {"winner": second.rank, "loser": first.rank},
            "example_off_suit": {"card": second, "led": first.suit, "points": rules.points(second)},
            "example_trump": {"low": second.rank, "card": first},
        }
        fields = captions[key]
        caption = self(key, **fields)
        return f"<figure>{picture}<figcaption>{caption}</figcaption></figure>"


def sheet_html(language: str = "es") -> str:
    """The whole rules summary page in a language: the deck, strength, points, trick, deal, draws, scoring."""
    if language not in LANGUAGES:
        raise ValueError(f"no rules sheet in {language!r}: choose one of {', '.join(LANGUAGES)}")
    t = _Sheet(language)
    style = t.w.style
    order = strength_order()
    row = [Card(rank, _TRUMP) for rank in order]
    points = [rules.points(card) for card in row]
    total = sum(rules.points(card) for card in DECK)
    loads = [card for card in DECK if card.is_carga]
    blanks = [card for card in DECK if card.is_blanca]
    to_win = total // 2 + 1

    aces = [Card(Rank.ACE, suit) for suit in Suit]
    suits = ", ".join(t.w.suit(suit) for suit in Suit)
    deck = t.section("deck_title", (
        f"<p>{t('deck', cards=len(DECK), suits=suits, ranks=len(Rank))}</p>"
        f"<div class='cards'>{render.hand_svg(aces, width=30, inline=True, style=style, language=language)}"
        "</div>"))

    labelled = render.hand_svg(row, width=46, labels=[str(p) for p in points], inline=True,
                               style=style, language=language)
    names = " · ".join(t.w.rank(rank) for rank in order)
    worth = t("worth", suit_total=sum(points), total=total, loads=len(loads),
              load_points=sum(rules.points(card) for card in loads), blanks=len(blanks))
    strength = t.section("strength_title", (
        f"<p>{t('strength', order=names)}</p>"
        f"<div class='cards'>{labelled}</div><p>{worth}</p>"))

    stock = render.stock_svg(28, _MUESTRA, width=34, inline=True, style=style, language=language)
    deal = t.section("deal_title", (
        f"<div style='float:right;margin-left:2mm'>{stock}</div>"
        + t.items("ul", ("deal_1", "deal_2", "deal_3"))))

    tricks = t.section("trick_title", (
        f"<p>{t('trick_free')}</p>"
        + t.items("ol", ("trick_rule_1", "trick_rule_2", "trick_rule_3"))
        + f"<p>{t('trick_after', trump=_TRUMP)}</p>"
        + "<div class='tricks'>" + "".join(t.trick(key) for key in _EXAMPLES) + "</div>"))

    rows = []
    for c in all_counts():
        if c.players == 3 and c.deck != 39:
            continue  # the 36-card option stays out of a one-page summary
        who = t("teams", n=c.players) if c.players == 4 else str(c.players)
        missing = [card for card in DECK if card not in new_deck(c.deck)]
        deck_words = t("without", n=c.deck, card=missing[0]) if len(missing) == 1 else str(c.deck)
        rows.append(f"<tr><td>{who}</td><td>{deck_words}</td>"
                    f"<td>{c.dealt}</td><td>{c.draw_rounds}</td><td>{c.tricks}</td></tr>")
    draws = t.section("draw_title", t.items("ul", ("draw_1", "draw_2", "draw_3")))
    heads = "".join(f"<th>{t(key)}</th>" for key in
                    ("col_players", "col_deck", "col_dealt", "col_rounds", "col_tricks"))
    table = t.section("counts_title", grow=1.7,
                      body=f"<table><tr>{heads}</tr>" + "".join(rows) + "</table>")

    scoring = t.section("score_title", t.items(
        "ul", ("score_1", "score_2", "score_3", "score_4"), to_win=to_win, total=total,
        half=total // 2))
    # The beginner mistakes in the kit's one numbering, named as the coach names them.
    mistakes = "".join(f"<li>{html.escape(m.title_in(language), quote=False)}</li>" for m in NUMBERED)
    advice = t.section("mistakes_title", f"<ol style='margin:0 0 1mm;padding-left:5mm'>{mistakes}</ol>")

    body = (
        f"<h1>{t('title')}</h1>"
        f"<p class='sub'>{t('subtitle', cards=len(DECK))}</p>"
        f"<div class='cols'>{deck}{deal}</div>"
        f"{strength}{tricks}"
        f"<div class='cols'>{draws}{scoring}</div>"
        f"<div class='cols'>{table}{advice}</div>"
        f"<p class='foot'>{t('foot')}</p>")
    return (f'<!DOCTYPE html><html lang="{language}"><head><meta charset="utf-8">'
            f"<title>{t('page_title')}</title>"
            f"<style>{_CSS}</style></head><body>{body}</body></html>\n")


def main(argv: Sequence[str]) -> int:
    """Write one language's page to the file named (default: that language's guide folder)."""
    parser = argparse.ArgumentParser(prog="rules_sheet.py",
                                     description="Write the one-page printable rules summary.")
    parser.add_argument("--language", choices=LANGUAGES, default=LANGUAGES[0],
                        help=f"the edition's language and deck (default: {LANGUAGES[0]})")
    parser.add_argument("--output", type=Path, help="the file to write (default: in that guide)")
    args = parser.parse_args(argv)
    path: Path = args.output or OUTPUTS[args.language]
    path.write_text(sheet_html(args.language), encoding="utf-8")
    print(path)
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))

"""Write the one-page printable rules summary of the teacher's guide, drawn with the kit's cards.

Run from the repository root (the kit installed, e.g. ``.venv/bin/python``)::

    python docs/guia_docente/resumen_de_reglas.py            # writes resumen_de_reglas.html here
    python docs/guia_docente/resumen_de_reglas.py otra.html  # or to the file named

The page is self-contained HTML (inline SVG, no fonts, scripts or links from elsewhere)
with print CSS for one A4 sheet.  Every number on it is read from the engine
(``briscola_teach.rules``, the deck and a dealt hand per table size), never typed in,
so the sheet cannot drift from what the lessons teach.
"""

from __future__ import annotations

import html
import sys
from collections.abc import Sequence
from pathlib import Path

from briscola_teach import DECK, Card, Rank, Suit, render, rules
from briscola_teach.lessons.dealing import all_counts

__all__ = ["OUTPUT", "strength_order", "sheet_html", "main"]

#: Where the page is written by default: next to this script.
OUTPUT = Path(__file__).with_name("resumen_de_reglas.html")

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


def _e(words: object) -> str:
    return html.escape(str(words))


def _trick(cards: Sequence[str], trump: Suit, caption: str) -> str:
    played = [Card.parse(name) for name in cards]
    plays = list(enumerate(played))
    winner = rules.trick_winner(played, trump)
    names = {seat: f"jugador {seat + 1}" for seat, _ in plays}
    picture = render.trick_svg(plays, trump=trump, winner=winner, seat_names=names, width=40,
                               inline=True)
    return f"<figure>{picture}<figcaption>{caption}</figcaption></figure>"


def _section(title: str, body: str, *, grow: float = 1) -> str:
    return f'<div class="box" style="flex:{grow}"><h2>{_e(title)}</h2>{body}</div>'


def sheet_html() -> str:
    """The whole rules summary page: the deck, strength, points, trick, deal, draws, scoring."""
    order = strength_order()
    row = [Card(rank, Suit.CUPS) for rank in order]
    points = [rules.points(card) for card in row]
    total = sum(rules.points(card) for card in DECK)
    suit_total = sum(points)
    cargas = [card for card in DECK if card.is_carga]
    carga_points = sum(rules.points(card) for card in cargas)
    blancas = [card for card in DECK if card.is_blanca]
    to_win = total // 2 + 1
    names = " · ".join(rank.name_in() for rank in order)

    aces = [Card(Rank.ACE, suit) for suit in Suit]
    deck = _section("La baraja", (
        f"<p><span class='key'>{len(DECK)} cartas</span> de la baraja española: cuatro palos "
        f"({', '.join(s.name_in() for s in Suit)}) de {len(Rank)} cartas: del as al 7, y la sota, "
        "el caballo y el rey. No hay ochos ni nueves.</p>"
        f"<div class='cards'>{render.hand_svg(aces, width=30, inline=True)}</div>"))

    labelled = render.hand_svg(row, width=46, labels=[str(p) for p in points], inline=True)
    strength = _section("Quién manda en un palo, y cuánto vale cada carta", (
        f"<p>De la más fuerte a la más floja: <span class='key'>{_e(names)}</span>. "
        "El tres va justo detrás del as y gana al rey, aunque su número sea más bajo. "
        "Bajo cada carta, sus puntos.</p>"
        f"<div class='cards'>{labelled}</div>"
        f"<p>Un palo vale <span class='key'>{suit_total}</span> puntos y la baraja entera "
        f"<span class='key'>{total}</span>. Las <span class='key'>cargas</span> (ases y treses) son "
        f"{len(cargas)} cartas y suman {carga_points} de los {total}; las "
        f"<span class='key'>blancas</span> (7, 6, 5, 4 y 2) son {len(blancas)} y no valen nada.</p>"))

    muestra_card = Card.parse("cinco de copas")
    stock = render.stock_svg(28, muestra_card, width=34, inline=True)
    deal = _section("El reparto y la muestra", (
        f"<div style='float:right;margin-left:2mm'>{stock}</div>"
        "<ul><li>Se baraja y se dan <span class='key'>tres cartas a cada jugador, de una en una</span>, "
        "empezando por el que saldrá primero (el <i>mano</i>) y siguiendo el orden de juego.</li>"
        "<li>La carta siguiente se pone <span class='key'>boca arriba debajo del mazo</span>, "
        "atravesada: es la <span class='key'>muestra</span>. Su palo es el "
        "<span class='key'>triunfo</span> de toda la mano.</li>"
        "<li>La muestra se queda a la vista y es <span class='key'>la última carta que se roba</span>.</li>"
        "</ul>"))

    tricks = _section("Quién se lleva la baza", (
        "<p>Cada jugador echa una carta por turno. <span class='key'>No hay ninguna obligación</span>: "
        "ni de seguir el palo, ni de echar triunfo, ni de superar lo que hay en la mesa.</p>"
        "<ol style='margin:0 0 1mm;padding-left:5mm'>"
        "<li>Si en la mesa hay <span class='key'>algún triunfo</span>, gana el triunfo más fuerte.</li>"
        "<li>Si no, gana la carta más fuerte <span class='key'>del palo de salida</span> "
        "(el de la primera carta).</li>"
        "<li>Una carta que no es del palo de salida ni triunfo <span class='key'>no gana nunca</span>, "
        "valga lo que valga.</li></ol>"
        "<p>Quien gana la baza se lleva todas sus cartas, con los puntos de todos. Triunfo: copas.</p>"
        "<div class='tricks'>"
        + _trick(["rey de bastos", "tres de bastos"], Suit.CUPS,
                 "Sin triunfo: el tres gana al rey del palo de salida.")
        + _trick(["cuatro de bastos", "as de oros"], Suit.CUPS,
                 "El as de oros no es de bastos ni triunfo: no gana, y regala 11 puntos.")
        + _trick(["as de espadas", "dos de copas"], Suit.CUPS,
                 "Un dos de triunfo <i>mata</i> al as de espadas.")
        + "</div>"))

    rows = []
    for c in all_counts():
        if c.players == 3 and c.deck != 39:
            continue  # the 36-card option stays out of a one-page summary
        who = f"{c.players} (por parejas)" if c.players == 4 else str(c.players)
        deck_words = f"{c.deck} (sin el dos de copas)" if c.deck < len(DECK) else str(c.deck)
        rows.append(f"<tr><td>{who}</td><td>{deck_words}</td>"
                    f"<td>{c.dealt}</td><td>{c.draw_rounds}</td><td>{c.tricks}</td></tr>")
    draws = _section("El robo, y hasta cuándo", (
        "<ul><li>Tras cada baza, mientras quede mazo, cada uno roba una carta: "
        "<span class='key'>primero el que ganó la baza</span>, luego los demás en el orden de juego. "
        "El que ganó <span class='key'>sale</span> en la baza siguiente.</li>"
        "<li>La muestra se la lleva <span class='key'>el último en robar</span> en la última ronda, "
        "el que jugará el último en la baza siguiente. Con dos jugadores: quien pierde la última "
        "baza con robo. Todos saben quién la tiene.</li>"
        "<li>Sin mazo no se roba: se juegan las cartas que quedan en la mano.</li></ul>"))
    table = _section("Cuántas cartas, rondas y bazas", grow=1.7, body=(
        "<table><tr><th>jugadores</th><th>cartas</th><th>repartidas</th>"
        "<th>rondas de robo</th><th>bazas</th></tr>" + "".join(rows) + "</table>"
))

    scoring = _section("Quién gana la mano", (
        "<ul><li>Al final cada uno cuenta los puntos de su montón. Con cuatro se juega por parejas, "
        "los compañeros frente a frente (jugadores 1 y 3 contra 2 y 4), y cada pareja suma "
        "los de los dos.</li>"
        f"<li><span class='key'>Dos jugadores, o cuatro por parejas</span>: gana quien llega a "
        f"<span class='key'>{to_win}</span> de los {total}. Con {total // 2} a {total // 2} "
        "hay empate: no gana nadie.</li>"
        "<li><span class='key'>Tres jugadores</span>: gana quien tiene más puntos, aunque no llegue a "
        f"{to_win}; si dos empatan arriba, comparten la victoria.</li>"
        f"<li>Llevarse los {total} puntos se llama <i>cappotto</i>.</li></ul>"))

    advice = _section("Despistes de principiante", (
        "<ul><li>Tirar una carga de un tercer palo.</li>"
        "<li>Gastar un triunfo en una baza sin puntos.</li>"
        "<li>Matar con un triunfo alto si uno bajo ya gana.</li>"
        "<li>Guardar un tres hasta perderlo.</li>"
        "<li>Olvidar quién tiene la muestra.</li></ul>"))

    body = (
        "<h1>La brisca en una página</h1>"
        "<p class='sub'>Resumen de reglas para la clase · 2, 3 o 4 jugadores (4: por parejas) · "
        "baraja española de 40 cartas</p>"
        f"<div class='cols'>{deck}{deal}</div>"
        f"{strength}{tricks}"
        f"<div class='cols'>{draws}{scoring}</div>"
        f"<div class='cols'>{table}{advice}</div>"
        "<p class='foot'>Dibujado con las cartas del propio kit; cada número sale del motor del juego.</p>")
    return ('<!DOCTYPE html><html lang="es"><head><meta charset="utf-8">'
            "<title>La brisca en una página · resumen de reglas</title>"
            f"<style>{_CSS}</style></head><body>{body}</body></html>\n")


def main(argv: Sequence[str]) -> int:
    """Write the page to the file named (default: ``resumen_de_reglas.html`` next to this script)."""
    if len(argv) > 1:
        print("uso: python resumen_de_reglas.py [fichero.html]", file=sys.stderr)
        return 2
    path = Path(argv[0]) if argv else OUTPUT
    path.write_text(sheet_html(), encoding="utf-8")
    print(path)
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))

"""Lesson 6, the beginner mistakes: textbook positions, the exercise, and the evidence.

Each :class:`Textbook` is a position built with :meth:`Game.from_position` where
the student (seat 0) is about to make one of the mistakes of RULES §11, with the
wrong play and the right one, and, where the mistake only shows later, how the
hand goes on after each (scripted lines of plays, so the lesson replays exactly).
:func:`mistake_statistics` is the simulation behind the evidence section:
``principiante`` against ``sensato``, every play of the beginner checked by the coach.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from importlib import resources
from pathlib import Path

import html

from .. import progress, render, verdicts
from ..cards import Card, parse_cards
from ..coach import DEFAULT_SAMPLES, Entry, Review, judge, review
from ..verdicts import the_card
from ..examples import WORKED_EXAMPLE_PLAYS, worked_example
from ..game import Game
from ..errors import BriscolaError, RecordError
from ..locale import LANGUAGES, Words, get_language, text
from ..locale import words as kit_words
from ..mistakes import Mistake
from ..progress import position_id
from ..records import MAX_SIZE
from ..seeds import derive, derive_seed
from ..tables import Table, columns
from .aliases import translated
from .drill import PositionDrill

__all__ = [
    "side_by_side",
    "position_html",
    "verdict_html",
    "values_html",
    "Textbook",
    "TEXTBOOKS",
    "EXERCISES",
    "textbook",
    "exercise_positions",
    "MistakeHunt",
    "sample_hand",
    "saved_hand",
    "play_hand",
    "mistake_statistics",
    "SAMPLE_HAND",
]

#: The saved hand that ships with the kit: ``play_hand(7)``, a principiante in seat 0
#: against sensato (saved once with ``Game.to_json``, so later changes to the bots do not alter it).
SAMPLE_HAND = "mano_de_ejemplo.json"
YOU = 0

@dataclass(frozen=True)
class Textbook:
    """A position where seat 0 is about to make one beginner mistake, with both lines."""

    mistake: Mistake
    #: The position, seat 0 to play (use :meth:`start` for a fresh copy).
    position: Game
    wrong: Card
    right: Card
    #: Plays after the wrong (right) card to the point where the mistake shows and is judged.
    wrong_line: tuple[Card, ...] = ()
    right_line: tuple[Card, ...] = ()
    #: The card a rule of thumb of the source plays here, when it is not ``right``.
    source: Card | None = None

    def start(self) -> Game:
        """A fresh copy of the position, seat 0 to play."""
        return self.position.copy()

    def line(self, wrong: bool) -> Game:
        """The position after the wrong (or right) play and its scripted continuation."""
        game = self.start()
        game.play(self.wrong if wrong else self.right)
        for card in self.wrong_line if wrong else self.right_line:
            game.play(card)
        return game

    def decision(self, wrong: bool, *, samples: int | None = None, seed: int = 0,
                 price: bool = True) -> Entry:
        """The coach's entry on seat 0's wrong (or right) play at the position, the line played on."""
        game = self.line(wrong)
        first = len(self.start().view(YOU).tricks)
        deals = samples if samples is not None else DEFAULT_SAMPLES
        entries = review(game, YOU, samples=deals, seed=seed, price=price)
        return next(e for e in entries if len(e.view.tricks) >= first)

    def decisions(self, *, samples: int | None = None, seed: int = 0) -> tuple[Entry, Entry]:
        """The coach's entries on the wrong play and on the right one, priced once.

        Both are decisions at the same position, seen by the same seat, so one price
        serves both.
        """
        wrong = self.decision(True, samples=samples, seed=seed)
        right = self.decision(False, samples=samples, seed=seed, price=False)
        return wrong, replace(right, values=wrong.values, exact=wrong.exact, samples=wrong.samples,
                              margins=wrong.margins)


def _cards(names: str) -> list[Card]:
    return parse_cards([n.strip() for n in names.split(",")])


def _worked_example_trick_2() -> Game:
    """RULES §10, trick 2: the rival leads the rey de espadas; you hold the as de oros.

    The worked example itself, replayed: the position lesson 3 shows, seen the same way,
    so the coach gives it the same price here as there."""
    game = worked_example()
    for card in WORKED_EXAMPLE_PLAYS[:3]:
        game.play(card)
    return game


def _endgame(you: str, rival: str, muestra: str, *, table: str = "", holder: int = 1) -> Game:
    """A two-player position of trick 18 (stock empty, everything known), seat 0 to play.

    The muestra was drawn after trick 17 by the seat that drew last, ``holder``: the one
    that plays last in trick 18 (RULES §4), who still holds it or has just played it.
    """
    hands = [_cards(you), _cards(rival)]
    played = _cards(table) if table else []
    on_board = sum(c.points for h in hands for c in h) + sum(c.points for c in played)
    missing = 120 - on_board
    return Game.from_position(hands, muestra, muestra_drawn_by=holder, leader=1 if played else 0,
                              table=played, scores=(missing // 2, missing - missing // 2),
                              pile_cards=(16, 18), tricks_before=17)


def _build() -> dict[Mistake, Textbook]:
    c = Card.parse
    books = [
        # The source keeps its only trump and gives the seis; the coach prefers the dos de
        # copas, by little (lesson 3 shows its price; a test ties both lessons to it).
        Textbook(Mistake.CARGA_THROWN, _worked_example_trick_2(),
                 wrong=c("as de oros"), right=c("2 de copas"), source=c("6 de bastos")),
        # Coins are trump; the rival leads a blanca and you hold a blanca of another suit.
        Textbook(Mistake.TRUMP_ON_BLANK, Game.from_position(
            [_cards("5 de oros, 2 de bastos, rey de espadas"),
             _cards("3 de bastos, as de espadas")],
            "5 de oros", muestra_drawn_by=0, leader=1, table=_cards("4 de copas"),
            scores=(47, 48), pile_cards=(16, 18), tricks_before=17),
            wrong=c("5 de oros"), right=c("2 de bastos")),
        # Coins are trump; the caballo de oros takes the 3 of swords as well as the as does.
        Textbook(Mistake.HIGH_TRUMP, Game.from_position(
            [_cards("caballo de oros, as de oros, 6 de copas"),
             _cards("rey de oros, 3 de copas")],
            "caballo de oros", muestra_drawn_by=0, leader=1, table=_cards("3 de espadas"),
            scores=(40, 42), pile_cards=(16, 18), tricks_before=17),
            wrong=c("as de oros"), right=c("caballo de oros")),
        # Swords are trump; the stock is empty and the rival drew the muestra, the 5 of
        # swords, its only trump: any trump kills a led as, and everyone knows who holds
        # this one.  Lead the caballo instead: the rival spends the muestra and the as de
        # oros takes the last trick.
        Textbook(Mistake.MUESTRA_FORGOTTEN, _endgame(
            "as de oros, caballo de oros, rey de bastos", "5 de espadas, 3 de oros, rey de oros",
            "5 de espadas"),
            wrong=c("as de oros"), right=c("caballo de oros"),
            wrong_line=(c("5 de espadas"),), right_line=(c("3 de oros"),)),
        # Cups are trump and you drew the muestra, the 4 of cups, after trick 17.
        Textbook(Mistake.THREE_HELD_TOO_LONG, Game.from_position(
            [_cards("3 de espadas, 5 de bastos, 4 de copas"),
             _cards("as de espadas, 6 de copas")],
            "4 de copas", muestra_drawn_by=0, leader=1, table=_cards("caballo de espadas"),
            scores=(48, 48), pile_cards=(18, 16), tricks_before=17),
            wrong=c("5 de bastos"), right=c("3 de espadas"),
            wrong_line=(c("6 de copas"), c("4 de copas"), c("as de espadas"), c("3 de espadas")),
            right_line=(c("4 de copas"), c("6 de copas"), c("as de espadas"), c("5 de bastos"))),
        Textbook(Mistake.PARTNER_NOT_LOADED, Game.from_position(
            [_cards("3 de espadas, 2 de oros, caballo de copas"),
             _cards("as de espadas, 7 de bastos"), _cards("rey de oros, sota de espadas"),
             _cards("4 de oros, 6 de copas")],
            "caballo de copas", muestra_drawn_by=0, leader=1,
            table=_cards("4 de bastos, as de bastos, 5 de bastos"),
            scores=(22, 20, 20, 17), pile_cards=(8, 4, 8, 8), tricks_before=7),
            wrong=c("2 de oros"), right=c("3 de espadas")),
    ]
    return {b.mistake: b for b in books}


TEXTBOOKS: dict[Mistake, Textbook] = _build()


def textbook(mistake: Mistake) -> Textbook:
    """The textbook position of one beginner mistake."""
    return TEXTBOOKS[mistake]


def _build_exercises() -> tuple[Textbook, ...]:
    c = Card.parse
    return (
        Textbook(Mistake.CARGA_THROWN, _endgame(
            "caballo de copas, 2 de espadas, as de oros", "3 de espadas, 4 de bastos",
            "caballo de copas", table="caballo de espadas", holder=0),
            wrong=c("as de oros"), right=c("2 de espadas")),
        Textbook(Mistake.TRUMP_ON_BLANK, _endgame(
            "5 de espadas, 2 de copas, 4 de bastos", "sota de oros, 3 de copas",
            "5 de espadas", table="4 de oros", holder=0),
            wrong=c("5 de espadas"), right=c("2 de copas")),
        Textbook(Mistake.MUESTRA_FORGOTTEN, _endgame(
            "as de bastos, 6 de copas, caballo de espadas", "5 de oros, 3 de bastos, 7 de copas",
            "5 de oros"),
            wrong=c("as de bastos"), right=c("caballo de espadas")),
        Textbook(Mistake.CARGA_THROWN, _endgame(
            "as de espadas, 4 de copas, sota de bastos", "2 de espadas, 7 de espadas",
            "sota de bastos", table="sota de copas", holder=0),
            wrong=c("as de espadas"), right=c("sota de bastos")),
    )


#: The "find the mistake" positions: new ones, not the textbook's.  Each is an endgame
#: (priced exactly) where one card is a beginner mistake and exactly one card loses
#: less than 2 points against the best.
EXERCISES: tuple[Textbook, ...] = _build_exercises()


def exercise_positions() -> list[Game]:
    """Positions for "find the mistake": each a decision of seat 0 where one card is a beginner mistake."""
    return [book.start() for book in EXERCISES]


class MistakeHunt(PositionDrill[Entry]):
    """The "find the mistake" exercise: positions where one card is a beginner mistake, and the score.

    The coach's verdict is the answer: a card it does not flag (:attr:`Entry.is_flagged`) is
    right, any other is a miss, the beginner mistake's card or another that costs points.
    After the last position the exercise ends with a summary; it does not start over.
    """

    exercise = "find_the_mistake"
    finished_key = "coach.w_finished"
    already_key = "coach.w_already"
    answer_first_key = "coach.w_answer_first"

    def __init__(self, positions: Sequence[Game] | None = None, *, samples: int = DEFAULT_SAMPLES,
                 seed: int = 0, words: Words | None = None) -> None:
        games = exercise_positions() if positions is None else list(positions)
        for game in games:
            if game.turn is None:
                raise ValueError(f"a position for the exercise must have a seat to play: {game!r}")
        super().__init__(games, words=words)
        self.samples = samples
        self.seed = seed

    @staticmethod
    def is_miss(entry: Entry) -> bool:
        """Whether the coach flags the card judged (a beginner mistake, or a play that costs points)."""
        return entry.is_flagged

    def judge(self, card: Card | str) -> Entry:
        """The coach's verdict on playing ``card`` in this position."""
        return judge(self.game, card, samples=self.samples, seed=self.seed)

    def is_right(self, verdict: Entry) -> bool:
        """Right is what the coach calls a good play."""
        return not self.is_miss(verdict)

    def verdict(self, *, words: Words | None = None) -> str:
        """One line on the answer given, saying what the coach's verdict below says (in ``words``)."""
        w = words or kit_words()
        entry = self.answer
        if entry is None:
            return ""
        if self.is_miss(entry):
            if entry.mistake is None:
                return w.text("coach.w_costly")
            # The mistake's name is a heading elsewhere; inside this sentence it follows a colon.
            title = verdicts.title(entry, w)
            return w.text("coach.w_wrong", title=title[:1].lower() + title[1:])
        if entry.best is None:
            return w.text("coach.w_right")
        return w.text("coach.w_right_not_best", best=w.the(entry.best), loss=verdicts.loss_text(entry, w))

    def summary(self, *, words: Words | None = None) -> str:
        """The closing line: how many positions were answered without the mistake (in ``words``)."""
        key = "coach.w_summary_all" if self.right == self.tried else "coach.w_summary"
        return (words or kit_words()).text(key, right=self.right, tried=self.tried)


def sample_hand() -> Game:
    """The saved hand that ships with the kit: a principiante (seat 0) against sensato."""
    data = resources.files("briscola_teach").joinpath("data", SAMPLE_HAND).read_text("utf-8")
    return Game.from_json(data)


def saved_hand(number: int = 1, folder: str | Path | None = None) -> Game:
    """The hand the card table saved as number ``number``, read back to be reviewed.

    The card table saves into the folder named in the kit's language (``mis_manos``,
    ``my_hands``, ``le_mie_mani``), next to the notebook; the hand is looked for there
    first, then in the other languages' folders (copies made before the folders had a
    name per edition used ``mis_manos``), each under every language's file name.
    Given a ``folder``, only that folder is looked in.
    """
    if number.__class__ is not int or number < 1:
        raise RecordError("hands.bad_number", number=number)
    language = get_language()
    order = (language, *(other for other in LANGUAGES if other != language))
    if folder is not None and not isinstance(folder, (str, Path)):
        raise RecordError("hands.unreadable", file=folder)
    folders = [Path(folder)] if folder is not None else [
        Path(text("hands.folder", language=lang)) for lang in order]
    names = dict.fromkeys(text("hands.file", language=lang, number=number) for lang in order)
    places = list(dict.fromkeys(base / name for base in folders for name in names))
    for place in places:
        data = _read_hand_file(place)
        if data is not None:
            try:
                return Game.from_json(data)  # bytes: UTF-8, UTF-16 or UTF-32 read alike, anything else refused
            except RecordError as error:
                raise RecordError("hands.bad_file", file=str(place), error=error) from None
    raise RecordError("hands.not_found", number=number,
                      files=kit_words().join(kit_words().quoted(name) for name in names),
                      folders=kit_words().join(kit_words().quoted(f"{base}/") for base in dict.fromkeys(folders)))


def _read_hand_file(place: Path) -> bytes | None:
    """The first bytes of a hand file, enough to refuse one too big to be a hand; None if there is none."""
    try:
        if not place.is_file():
            return None
        with place.open("rb") as hand:
            return hand.read(MAX_SIZE + 1)
    except OSError:  # no permission, a name the system refuses: said, never a traceback
        raise RecordError("hands.unreadable", file=str(place)) from None


#: The helpers under every edition's own names (``locale/<code>/aliases.py``), for the lesson cells.
ALIASES = translated(saved_hand)
globals().update(ALIASES)
__all__ += list(ALIASES)


def play_hand(seed: int, *, you: str = "principiante", rival: str = "sensato",
              players: int = 2) -> Game:
    """A whole hand, seeded: ``you`` in seat 0, every other seat (a partner too, with four) ``rival``."""
    from ..bots import make_bot, play_out

    game = Game.new(players=players, seed=seed)
    bots = [make_bot(you if s == YOU else rival, seed=derive(seed, "play_hand", players, s))
            for s in range(players)]
    play_out(game, bots)
    return game


def mistake_statistics(hands: int = 50, *, seed: int = 0, samples: int = 12,
                       players: int = 2) -> Table:
    """Play ``hands`` seeded hands of principiante against sensato and count each mistake and its cost.

    One row per mistake: how many times it happened, in how many hands, and the
    average points it cost (only the mistaken plays are priced, ``samples`` deals
    each: noisy one by one, steady on average).  With ``players=4`` the beginner's
    partner is a sensato too.  The table's ``attrs`` say over how many ``hands`` and ``plays``.
    """
    reviews: list[Review] = []
    for i in range(hands):
        game = play_hand(derive_seed(seed, "mistake_statistics", i), players=players)
        reviews.append(review(game, YOU, samples=samples, seed=i, price="mistakes"))
    rows = []
    for mistake in Mistake:
        hits = [e for r in reviews for e in r if e.mistake is mistake]
        losses = [e.loss or 0.0 for e in hits]
        rows.append({
            "mistake": mistake.title,
            "times": len(hits),
            "hands": sum(any(e.mistake is mistake for e in r) for r in reviews),
            "mean_points_lost": round(sum(losses) / len(losses), 1) if losses else 0.0,
        })
    return Table(columns("mistake", "times", "hands", "mean_points_lost"), rows, index="mistake",
                 attrs={"hands": hands, "plays": sum(len(r) for r in reviews)})


# ---------------------------------------------------------------------- pictures
GOOD = "#2b8a3e"
COLOURS = {None: GOOD, "imprecision": "#b08900", "error": "#d9480f", "grave": "#c92a2a"}


def esc(value: object) -> str:
    """Text made safe for HTML."""
    return html.escape(str(value))


def verdict_html(entry: Entry, *, words: Words | None = None) -> str:
    """The coach's verdict on one play, as a coloured block naming the cards (in ``words``)."""
    w = words or kit_words()
    colour = COLOURS.get(entry.severity, "#868e96") if entry.is_flagged else GOOD
    parts = [f'<div class="bt-verdict" style="border-left:5px solid {colour};padding:4px 10px;'
             f'margin:6px 0;background:#f8f9fa">',
             f'<div style="font-weight:600;color:{colour}">{esc(verdicts.verdict(entry, w))}</div>']
    parts += [f"<div>{esc(note)}</div>" for note in verdicts.notes(entry, w)]
    parts.append("</div>")
    return "".join(parts)


def values_html(entry: Entry, *, words: Words | None = None) -> str:
    """Expected final points with each card the seat could play, best first (in ``words``)."""
    if len(entry.values) < 2:
        return ""
    w = words or kit_words()
    rows = []
    top = max(entry.values.values())
    for card, value in sorted(entry.values.items(), key=lambda kv: (-kv[1], kv[0].index)):
        mark = " ★" if value >= top - 1e-9 else ""
        played = f" ← {esc(w.text('coach.w_played'))}" if card is entry.card else ""
        rows.append(f"<tr><td>{esc(w.card(card))}{mark}</td><td style='text-align:right'>"
                    f"{w.number(value)}</td><td>{played}</td></tr>")
    said = w.text("coach.w_values", method=verdicts.method(entry, w))
    return (f"<div style='color:#555;font-size:90%'>{esc(said)}</div>"
            f'<table class="bt-values" style="font-size:90%;margin:2px 0 6px">{"".join(rows)}</table>')


def position_html(game: Game, *, seat_names: dict[int, str] | None = None, style: str | None = None,
                  width: int = 80, hand: bool = False, words: Words | None = None) -> str:
    """The others' hands (face up only where the student can know them), stock and table (in ``words``,
    whose deck ``style`` overrides)."""
    w = words or kit_words()
    language = w.language if words is not None else None
    style = style or (w.style if words is not None else None)
    seat = game.turn or 0
    view = game.view(seat)
    names = seat_names or seat_names_from(seat, game.players, words=w)
    small = int(width * 0.7)
    rows = []
    for s in range(game.players):
        if s == seat:
            continue
        known = view.known[s]
        hidden = view.hand_sizes[s] - len(known)
        picture = ""
        if known:
            picture += render.hand_svg(known, style=style, width=small, language=language)
        if hidden:
            picture += render.hand_svg([Card.parse("as de oros")] * hidden, face_down=True,
                                       width=small, language=language)
        count = esc(w.count("coach.w_rival_cards", view.hand_sizes[s], who=names[s]))
        rows.append(f'<div style="display:inline-block;margin:0 14px;text-align:center">'
                    f"<div>{count}</div>{picture}</div>")
    muestra = view.muestra if view.muestra_in_stock else None
    middle = (render.stock_svg(view.stock_size, muestra or view.muestra, style=style,
                               width=small, language=language)
              + render.trick_svg(view.table, trump=view.trump, seat_names=names,
                                 style=style, width=width, language=language))
    note = ""
    holder = view.muestra_drawn_by
    if holder is not None and holder != seat and view.muestra in view.known[holder]:
        who = w.seat_in_sentence(view.players, seat, holder)
        note = (f"<div style='color:#8a6400'>"
                f"{esc(w.text('coach.w_muestra_with', card=view.muestra, who=who))}</div>")
    mine = ""
    if hand:
        mine = (f"<div>{esc(names[seat])}</div>"
                + render.hand_svg(game.hand(seat), style=style, width=width, language=language))
    return (f'<div class="bt-position"><div>{"".join(rows)}</div>'
            f'<div style="display:flex;gap:18px;align-items:flex-end">{middle}</div>{note}{mine}</div>')


def seat_names_from(you: int, players: int, *, words: Words | None = None) -> dict[int, str]:
    """How the lesson names each seat seen from ``you``: "Tú", "Rival", "Compañero", "Jugador 3"..."""
    return (words or kit_words()).seats(players, you)


def _line_trick_html(entry: Entry, *, style: str | None, width: int) -> str:
    trick = entry.trick
    if trick is None:
        return ""
    names = seat_names_from(entry.seat, entry.view.players)
    return render.trick_svg(trick.plays, trump=entry.view.trump, winner=trick.winner,
                            seat_names=names, style=style, width=width)


def side_by_side(mistake: Mistake, *, samples: int | None = None, seed: int = 0,
                 style: str | None = None, width: int = 64) -> str:
    """The textbook position of a mistake, then the wrong play and the right one side by side with the coach's verdicts."""
    book = TEXTBOOKS[mistake]
    game = book.start()
    columns = []
    for wrong, decision in zip((True, False), book.decisions(samples=samples, seed=seed)):
        card = book.wrong if wrong else book.right
        # The column's heading is the coach's verdict on that card, never a second opinion.
        bad = decision.is_flagged
        head = text("coach.sbs_wrong" if bad else "coach.sbs_right", card=the_card(card))
        colour = COLOURS.get(decision.severity, COLOURS["grave"]) if bad else GOOD
        parts = [f'<div style="font-weight:700;color:{colour}">{esc(head)}</div>',
                 _line_trick_html(decision, style=style, width=width)]
        for finding in decision.findings:
            if finding.trick is not None and finding.trick != decision.trick:
                names = seat_names_from(decision.seat, decision.view.players)
                parts.append(f"<div style='color:#555'>{esc(text('coach.sbs_later'))}</div>")
                parts.append(render.trick_svg(finding.trick.plays, trump=decision.view.trump,
                                              winner=finding.trick.winner, seat_names=names,
                                              style=style, width=width))
        parts.append(verdict_html(decision))
        if not wrong:
            parts.append(values_html(decision))
        columns.append(f'<div style="flex:1;min-width:300px;border:1px solid #dee2e6;'
                       f'border-radius:8px;padding:8px">{"".join(parts)}</div>')
    return (f'<div class="bt-side-by-side"><div style="font-weight:700;font-size:115%">'
            f"{mistake.number}. {esc(mistake.title)}</div>"
            + position_html(game, style=style, width=width, hand=True)
            + f'<div style="display:flex;gap:14px;flex-wrap:wrap;margin-top:8px">{"".join(columns)}</div>'
            + "</div>")


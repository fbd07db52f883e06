"""The textbook positions of lesson 6: seat 0 about to make one beginner mistake of RULES §11, with the
wrong line and the right one, and the positions of the exercise."""

from __future__ import annotations

from dataclasses import dataclass, replace


from ...cards import Card, parse_cards
from ...coach import DEFAULT_SAMPLES, Entry, review
from ...examples import WORKED_EXAMPLE_PLAYS, worked_example
from ...game import Game
from ...mistakes import Mistake

__all__ = ["Textbook", "TEXTBOOKS", "EXERCISES", "textbook", "exercise_positions"]


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

"""Lesson 6, the beginner mistakes: textbook positions, the exercise, and the evidence.

Each :class:`Textbook` is a position built with :meth:`Game.from_position` where
the student (seat 0) is about to make one of the mistakes of RULES §11, with the
wrong play and the right one, and, where the mistake only shows later, how the
hand goes on after each (scripted lines of plays, so the lesson replays exactly).
:func:`mistake_statistics` is the simulation behind the evidence section:
``principiante`` against ``sensato``, every play of the beginner checked by the coach.
"""

from __future__ import annotations

from dataclasses import dataclass
from importlib import resources
from typing import TYPE_CHECKING

from ..cards import Card, parse_cards
from ..coach import Entry, Review, review
from ..examples import worked_example_deck
from ..game import Game
from ..mistakes import Mistake

if TYPE_CHECKING:
    import pandas as pd

__all__ = [
    "Textbook",
    "TEXTBOOKS",
    "textbook",
    "exercise_positions",
    "sample_hand",
    "play_hand",
    "mistake_statistics",
    "SAMPLE_HAND",
]

#: The saved hand that ships with the kit: ``play_hand(31)``, a principiante in seat 0
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

    def verdict(self, wrong: bool, *, samples: int = 24, seed: int = 0) -> Entry:
        """The coach's entry on the judged play of the wrong (or right) line.

        For most mistakes that is seat 0's play at the position; for the 3 held too
        long it is the later play where the 3 falls (the holding cost shows there).
        """
        game = self.line(wrong)
        entries = review(game, YOU, samples=samples, seed=seed)
        for entry in entries:
            if entry.mistake is self.mistake:
                return entry
        first = len(self.start().view(YOU).tricks)
        return next(e for e in entries if len(e.view.tricks) >= first)

    def decision(self, wrong: bool, *, samples: int = 24, seed: int = 0) -> Entry:
        """The coach's entry on seat 0's play at the position itself."""
        game = self.line(wrong)
        first = len(self.start().view(YOU).tricks)
        entries = review(game, YOU, samples=samples, seed=seed)
        return next(e for e in entries if len(e.view.tricks) >= first)


def _cards(names: str) -> list[Card]:
    return parse_cards([n.strip() for n in names.split(",")])


def _worked_example_trick_2() -> Game:
    """RULES §10, trick 2: the rival leads the rey de espadas; you hold the as de oros."""
    deck = worked_example_deck()
    return Game.from_position(
        [_cards("as de oros, 6 de bastos, 2 de copas"), _cards("siete de oros, as de espadas")],
        deck[6], stock=deck[9:], leader=1, table=_cards("rey de espadas"),
        scores=(0, 10), pile_cards=(0, 2), tricks_before=1,
    )


def _build() -> dict[Mistake, Textbook]:
    c = Card.parse
    books = [
        Textbook(Mistake.CARGA_THROWN, _worked_example_trick_2(),
                 wrong=c("as de oros"), right=c("6 de bastos")),
        # Coins are trump; the rival leads a blanca and you hold a blanca of another suit.
        Textbook(Mistake.TRUMP_ON_BLANK, Game.from_position(
            [_cards("5 de oros, 2 de bastos, rey de espadas"),
             _cards("3 de bastos, as de espadas")],
            "6 de oros", muestra_drawn_by=1, leader=1, table=_cards("4 de copas"),
            scores=(47, 48), pile_cards=(16, 18), tricks_before=17),
            wrong=c("5 de oros"), right=c("2 de bastos")),
        # Coins are trump; the caballo de oros takes the 3 of swords as well as the as does.
        Textbook(Mistake.HIGH_TRUMP, Game.from_position(
            [_cards("caballo de oros, as de oros, 6 de copas"),
             _cards("rey de oros, 3 de copas")],
            "4 de oros", muestra_drawn_by=0, leader=1, table=_cards("3 de espadas"),
            scores=(40, 42), pile_cards=(16, 18), tricks_before=17),
            wrong=c("as de oros"), right=c("caballo de oros")),
        # Swords are trump and the rival drew the muestra, the 2 of swords: your as de
        # bastos is safe only once that trump is gone.
        Textbook(Mistake.MUESTRA_FORGOTTEN, Game.from_position(
            [_cards("as de bastos, 2 de bastos, as de espadas"),
             _cards("2 de espadas, sota de bastos, 3 de espadas")],
            "2 de espadas", muestra_drawn_by=1, leader=0,
            scores=(44, 42), pile_cards=(16, 18), tricks_before=17),
            wrong=c("as de bastos"), right=c("2 de bastos"),
            wrong_line=(c("2 de espadas"),), right_line=(c("3 de espadas"),)),
        Textbook(Mistake.THREE_HELD_TOO_LONG, Game.from_position(
            [_cards("3 de espadas, 5 de bastos, 4 de oros"),
             _cards("as de espadas, 6 de copas")],
            "7 de copas", muestra_drawn_by=0, leader=1, table=_cards("caballo de espadas"),
            scores=(48, 48), pile_cards=(18, 16), tricks_before=17),
            wrong=c("5 de bastos"), right=c("3 de espadas"),
            wrong_line=(c("6 de copas"), c("4 de oros"), c("as de espadas"), c("3 de espadas")),
            right_line=(c("4 de oros"), c("6 de copas"), c("as de espadas"), c("5 de bastos"))),
        Textbook(Mistake.PARTNER_NOT_LOADED, Game.from_position(
            [_cards("3 de espadas, 2 de oros, caballo de copas"),
             _cards("as de espadas, 7 de bastos"), _cards("rey de oros, sota de espadas"),
             _cards("4 de oros, 6 de copas")],
            "5 de copas", muestra_drawn_by=3, leader=1,
            table=_cards("4 de bastos, as de bastos, 5 de bastos"),
            scores=(22, 20, 20, 17), pile_cards=(8, 4, 8, 8), tricks_before=7),
            wrong=c("2 de oros"), right=c("3 de espadas")),
    ]
    return {b.mistake: b for b in books}


TEXTBOOKS: dict[Mistake, Textbook] = _build()


def textbook(mistake: Mistake) -> Textbook:
    """The textbook position of one beginner mistake."""
    return TEXTBOOKS[mistake]


def exercise_positions() -> list[Game]:
    """Positions for "find the mistake": each a decision of seat 0 where one card is a beginner mistake."""
    order = (Mistake.CARGA_THROWN, Mistake.TRUMP_ON_BLANK, Mistake.HIGH_TRUMP,
             Mistake.MUESTRA_FORGOTTEN)
    return [TEXTBOOKS[m].start() for m in order]


def sample_hand() -> Game:
    """The saved hand that ships with the kit: a principiante (seat 0) against sensato."""
    data = resources.files("briscola_teach").joinpath("data", SAMPLE_HAND).read_text("utf-8")
    return Game.from_json(data)


def play_hand(seed: int, *, you: str = "principiante", rival: str = "sensato") -> Game:
    """A whole two-player hand, seeded: ``you`` in seat 0 against ``rival``."""
    from ..bots import make_bot, play_out

    game = Game.new(players=2, seed=seed)
    play_out(game, [make_bot(you, seed=seed * 2 + 1), make_bot(rival, seed=seed * 2 + 2)])
    return game


def mistake_statistics(hands: int = 40, *, seed: int = 0, samples: int = 16) -> pd.DataFrame:
    """Play ``hands`` seeded hands of principiante against sensato and count each mistake and its cost.

    One row per mistake: how many times it happened, in how many hands, and the
    average points it cost (only the mistaken plays are priced, ``samples`` deals each).
    """
    import pandas as pd

    from ..locale import text

    reviews: list[Review] = []
    for i in range(hands):
        game = play_hand(seed * 10_000 + i)
        reviews.append(review(game, YOU, samples=samples, seed=i, price="mistakes"))
    rows = []
    for mistake in Mistake:
        hits = [e for r in reviews for e in r if e.mistake is mistake]
        losses = [e.loss or 0.0 for e in hits]
        rows.append({
            text("coach.col_mistake"): mistake.title,
            text("coach.stat_times"): len(hits),
            text("coach.stat_hands"): sum(any(e.mistake is mistake for e in r) for r in reviews),
            text("coach.stat_mean_loss"): round(sum(losses) / len(losses), 1) if losses else 0.0,
        })
    frame = pd.DataFrame(rows).set_index(text("coach.col_mistake"))
    frame.attrs["hands"] = hands
    frame.attrs["plays"] = sum(len(r) for r in reviews)
    return frame

"""Lesson 08: counting cards, what one seat can know from its view (RULES §7, §9).

Every count here is read from :meth:`Game.view`, what the seat saw: its hand, the
muestra and who drew it, the cards played.  A trump or a carga is *out* while it has
not been played; it is *unseen* when it is out and not in sight (not in your hand,
not the muestra lying face up or known in a hand).  The *carta padrona* of a suit is
its strongest card still out, wherever it is.  With two players, once the stock is
empty every card left is in sight: the rival's hand is what is not in yours.

A memory drill (:class:`MemoryDrill`) plays a seeded hand between two sensato players
trick by trick and, at chosen moments, asks the student to count before showing; a
belief picture (:func:`belief_html`) shows how likely experto's reading of the plays
(:class:`~briscola_teach.bots.belief.Belief`) makes each unseen card to be in the
rival's hand, next to the truth.

:mod:`.seat` counts from a view and plays the watched hand, :mod:`.reading` reads what a
student types, :mod:`.pictures` draws what a seat has seen and the belief; here, the checks
and the drill.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ... import progress
from ...cards import Card, Suit
from ...errors import BriscolaError
from ...game import Game
from ...locale import Words
from ...locale import words as kit_words
from ...progress import position_id
from ...view import View
from ..aliases import translated
from ..answers import ATTEMPTS, offers_solution, worded
from ..example import Check
from .pictures import belief_html, belief_of, seen_html
from .reading import _cards, _name, _names, _number, _seat_answer, _the
from .seat import MOMENTS as MOMENTS  # the drill's screen stops at them too
from .seat import (DRILL_SEED, _played, drill_game, moment, muestra_holder, padrona, rival_cards, trumps_out,
                   unseen_cargas)

__all__ = [
    "KINDS",
    "trumps_out",
    "unseen_cargas",
    "padrona",
    "muestra_holder",
    "rival_cards",
    "drill_game",
    "moment",
    "Question",
    "MemoryDrill",
    "belief_of",
    "belief_html",
    "seen_html",
    "check_trumps_out",
    "check_unseen_cargas",
    "check_padrona",
    "check_rival_hand",
]


#: The questions the drill asks, in turn.
KINDS = ("trumps", "cargas", "padrona", "muestra")


def _verdict(ok: bool, why: str, *, w: Words, exercise: object = None, hint: str = "") -> Check:
    """The verdict, with the reason; a first miss of ``exercise`` gets ``hint`` instead (the one hint policy)."""
    if not ok and exercise is not None and not ATTEMPTS.solution_now(exercise):
        return Check(False, w.text("counting.not_yet", why=f"{hint} {w.text('answers.try_again')}"))
    return Check(ok, w.text("counting.ok" if ok else "counting.not_yet", why=why))


# ------------------------------------------------------------------ the checks a student types
def _view_of(game: object) -> View:
    if isinstance(game, View):
        return game
    if isinstance(game, Game):
        return game.view(0)
    raise BriscolaError("counting.not_a_moment")


def check_trumps_out(game: Game, my_answer: object) -> Check:
    """Check how many trumps you think are still out, from your seat's view."""
    return _trumps_out_checked(game, my_answer, kit_words())


@offers_solution("my_answer", solve=lambda game, w: {"my_answer": trumps_out(_view_of(game))})
def _trumps_out_checked(game: Game, my_answer: object, w: Words) -> Check:
    try:
        view = _view_of(game)
        given = _number(my_answer)
    except BriscolaError as error:
        return Check(False, worded(error, w))
    right = trumps_out(view)
    exercise = position_id("trumps_out", view)
    progress.record(progress.lesson_of(__name__), position_id("trumps_out", view), given == right, language=w.language)
    mine = sum(1 for c in view.hand if c.suit is view.trump)
    gone = sum(1 for c in view.played if c.suit is view.trump)
    why = w.text("counting.trumps_why", suit=w.suit(view.trump), played=gone, mine=mine,
               out=right)
    return _verdict(given == right, why, exercise=exercise,
                    hint=w.text("counting.trumps_hint", suit=w.suit(view.trump)), w=w)


def check_unseen_cargas(game: Game, my_answer: object) -> Check:
    """Check which aces and threes you think you have not seen yet, from your seat's view."""
    return _unseen_cargas_checked(game, my_answer, kit_words())


@offers_solution("my_answer", solve=lambda game, w: {"my_answer": list(unseen_cargas(_view_of(game)))})
def _unseen_cargas_checked(game: Game, my_answer: object, w: Words) -> Check:
    try:
        view = _view_of(game)
        given = set(_cards(my_answer, w))
    except BriscolaError as error:
        return Check(False, worded(error, w))
    right = set(unseen_cargas(view))
    not_cargas = {c for c in given if not c.is_carga}
    exercise = position_id("unseen_cargas", view)
    progress.record(progress.lesson_of(__name__), position_id("unseen_cargas", view), given == right,
                    language=w.language)
    if not_cargas:
        return Check(False, w.count("counting.not_cargas", len(not_cargas), cards=_names(not_cargas, w)))
    if given == right:
        return _verdict(True, w.text("counting.cargas_why", cards=_names(right, w)), w=w)
    seen = given - right
    missed = right - given
    parts = []
    if seen:
        parts.append(w.count("counting.cargas_seen", len(seen), cards=_names(seen, w)))
    if missed:
        parts.append(w.count("counting.cargas_missed", len(missed)))
    return _verdict(False, " ".join(parts), exercise=exercise, hint=w.text("counting.cargas_hint"), w=w)


def check_padrona(game: Game, my_card: object) -> Check:
    """Check the card you think is the padrona of its suit (the strongest of its suit still out)."""
    return _padrona_checked(game, my_card, kit_words())


@offers_solution("my_card", solve=lambda game, w: [{"my_card": card} for suit in Suit
                                                 if (card := padrona(_view_of(game), suit)) is not None])
def _padrona_checked(game: Game, my_card: object, w: Words) -> Check:
    try:
        view = _view_of(game)
        if not isinstance(my_card, (str, Card, list, tuple, set, frozenset)):  # one card asked: 1 is no card
            raise BriscolaError("counting.not_a_card", given=my_card)
        cards = _cards(my_card, w)
        if len(cards) != 1:
            raise BriscolaError("counting.one_card", given=my_card)
    except BriscolaError as error:
        return Check(False, worded(error, w))
    card = cards[0]
    right = padrona(view, card.suit)
    suit = w.suit(card.suit)
    exercise = position_id("padrona", view)
    progress.record(progress.lesson_of(__name__), position_id("padrona", view), card == right, language=w.language)
    hint = w.text("counting.padrona_hint", suit=suit)
    if card in view.played:
        return _verdict(False, w.text("counting.padrona_played", card=_the(card, w, capital=True),
                                    padrona=_the(right, w)), exercise=exercise, hint=hint, w=w)
    if card == right:
        where = "counting.padrona_yours" if card in view.hand else "counting.padrona_out"
        return _verdict(True, w.text(where, card=_the(card, w, capital=True), suit=suit), w=w)
    assert right is not None
    return _verdict(False, w.text("counting.padrona_wrong", card=_the(card, w, capital=True), padrona=_the(right, w),
                                  suit=suit),
                    exercise=exercise, hint=hint, w=w)


def check_rival_hand(game: Game, cards: object) -> Check:
    """Check the cards you think your rival holds once the stock is gone (two players)."""
    return _rival_hand_checked(game, cards, kit_words())


@offers_solution("cards", solve=lambda game, w: {"cards": list(rival_cards(_view_of(game)) or ())})
def _rival_hand_checked(game: Game, cards: object, w: Words) -> Check:
    try:
        view = _view_of(game)
        given = set(_cards(cards, w))
    except BriscolaError as error:
        return Check(False, worded(error, w))
    hand = rival_cards(view)
    if hand is None:
        return Check(False, w.text("counting.not_yet_known", n=view.stock_size))
    exercise = position_id("rival_hand", view)
    progress.record(progress.lesson_of(__name__), position_id("rival_hand", view), given == set(hand),
                    language=w.language)
    if given == set(hand):
        return _verdict(True, w.text("counting.rival_why", cards=_names(hand, w)), w=w)
    wrong = given - set(hand)
    why = (w.text("counting.rival_wrong", n=len(hand), wrong=_names(wrong, w)) if wrong
           else w.text("counting.rival_short", n=len(hand)))
    return _verdict(False, why, exercise=exercise, hint=w.text("counting.rival_hint"), w=w)


#: The helpers under every edition's own names (``locale/<code>/aliases.py``), for the lesson cells.
ALIASES = translated(check_rival_hand, check_trumps_out, check_unseen_cargas, check_padrona)
globals().update(ALIASES)
__all__ += list(ALIASES)


# ------------------------------------------------------------------ the drill
@dataclass(frozen=True)
class Question:
    """One question of the drill: its kind, the suit asked about (for the padrona), and its wording."""

    kind: str
    suit: Suit | None = None

    def prompt(self, view: View, *, words: Words | None = None) -> str:
        """The question as the student reads it (in ``words``, the kit's by default)."""
        w = words or kit_words()
        if self.kind == "padrona":
            assert self.suit is not None
            return w.text("counting.ask_padrona", suit=w.suit(self.suit))
        if self.kind == "trumps":
            return w.text("counting.ask_trumps", suit=w.suit(view.trump))
        return w.text(f"counting.ask_{self.kind}")

    def read(self, answer: object, *, words: Words | None = None) -> None:
        """Refuse an answer that cannot be read for this question (a word for a number, junk for cards)."""
        w = words or kit_words()
        if self.kind == "trumps":
            _number(answer)
        elif self.kind == "muestra":
            _seat_answer(answer)
        else:
            cards = _cards(answer, w)
            if self.kind == "padrona" and len(cards) != 1:
                raise BriscolaError("counting.one_card", given=answer)

    def check(self, view: View, answer: object, *, words: Words | None = None) -> Check:
        """The answer checked from the seat's view, with the reason (in ``words``, the kit's by default)."""
        w = words or kit_words()
        if self.kind == "trumps":
            return _trumps_out_checked(view, answer, w)  # type: ignore[arg-type]
        if self.kind == "cargas":
            return _unseen_cargas_checked(view, answer, w)  # type: ignore[arg-type]
        if self.kind == "padrona":
            assert self.suit is not None
            try:
                cards = _cards(answer, w)
            except BriscolaError as error:
                return Check(False, worded(error, w))
            if len(cards) == 1 and cards[0].suit is not self.suit:
                return Check(False, w.text("counting.other_suit", card=_the(cards[0], w, capital=True),
                                         suit=w.suit(self.suit)))
            return _padrona_checked(view, answer, w)  # type: ignore[arg-type]
        if self.kind == "muestra":
            try:
                seat = _seat_answer(answer)
            except BriscolaError as error:
                return Check(False, worded(error, w))
            holder = muestra_holder(view)
            exercise = position_id("muestra", view)
            progress.record(progress.lesson_of(__name__), position_id("muestra", view), seat == holder,
                            language=w.language)
            key = {0: "counting.muestra_you", 1: "counting.muestra_rival", None: "counting.muestra_stock"}[holder]
            return _verdict(seat == holder, w.text(key, card=_name(view.muestra, w)), exercise=exercise,
                            hint=w.text("counting.muestra_hint"), w=w)
        return _rival_hand_checked(view, answer, w)  # type: ignore[arg-type]


def _padrona_suit(view: View) -> Suit:
    """The suit worth asking about: the one whose padrona is weakest, so the most of it has gone."""
    from ...rules import strength

    tops = [(strength(p), s.name, s) for s in Suit if (p := padrona(view, s)) is not None]
    return min(tops)[2]


class MemoryDrill:
    """A seeded hand watched trick by trick from seat 0; at each moment of :data:`MOMENTS`, a question.

    >>> drill = MemoryDrill()
    >>> drill.forward(); drill.trick, drill.question is None
    (1, True)
    >>> while drill.question is None: drill.forward()
    >>> drill.trick, drill.question.kind
    (3, 'trumps')
    """

    def __init__(self, *, seed: int = DRILL_SEED, moments: Sequence[int] = MOMENTS,
                 words: Words | None = None) -> None:
        self.seed = seed
        #: The words its questions and verdicts are said in (the kit's when made, by default).
        self.words = words or kit_words()
        self.whole = _played(seed)
        bad = [m for m in moments if not 1 <= m < len(self.whole.tricks)]
        if bad:
            raise BriscolaError("counting.bad_moment", given=bad[0], last=len(self.whole.tricks) - 1)
        self.moments = tuple(sorted(set(moments)))
        self.trick = 0
        self.answers: dict[int, bool] = {}
        self.last: Check | None = None
        self._questions: dict[int, Question] = {}
        for i, m in enumerate(self.moments):
            view = moment(m, seed=seed).view(0)
            if m == 17 and rival_cards(view) is not None:
                self._questions[m] = Question("rival")
                continue
            kind = KINDS[i % len(KINDS)]
            self._questions[m] = Question(kind, _padrona_suit(view) if kind == "padrona" else None)

    @property
    def game(self) -> Game:
        """The hand as far as it has been watched."""
        return moment(self.trick, seed=self.seed)

    @property
    def view(self) -> View:
        """What seat 0 knows now."""
        return self.game.view(0)

    @property
    def question(self) -> Question | None:
        """The question of this moment (None between moments); it stays for another try once answered."""
        return self._questions.get(self.trick)

    @property
    def is_over(self) -> bool:
        """Whether the whole hand has been watched."""
        return self.trick >= len(self.whole.tricks)

    def forward(self) -> None:
        """Watch the next trick (refused while a question waits for its first answer)."""
        if self.trick in self._questions and self.trick not in self.answers:
            raise BriscolaError("counting.answer_first")
        if self.is_over:
            raise BriscolaError("counting.hand_over")
        self.trick += 1
        self.last = None

    def answer(self, given: object) -> Check:
        """Answer the question of this moment; only the first readable answer is scored."""
        question = self.question
        if question is None:
            raise BriscolaError("counting.no_question")
        try:
            question.read(given, words=self.words)
        except BriscolaError as error:
            return Check(False, worded(error, self.words))  # not a try: the answer could not be read
        check = question.check(self.view, given, words=self.words)
        self.answers.setdefault(self.trick, check.ok)
        self.last = check
        return check

    @property
    def score(self) -> tuple[int, int]:
        """Questions answered right at the first try, out of those answered."""
        return sum(self.answers.values()), len(self.answers)

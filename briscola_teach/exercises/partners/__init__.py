"""Lesson 07, in threes and in pairs: the table sizes, who wins, adding the piles, playing for a partner.

Every verdict comes from the engine (:func:`briscola_teach.rules.outcome`,
:func:`briscola_teach.rules.trick_winner`, a seat's :class:`~briscola_teach.view.View`);
this package only puts it into words (:mod:`.partner_play` judges a card played for a partner).

>>> check_winner([45, 45, 30], "1 y 2").ok
True
>>> check_pairs([20, 31, 41, 28], 61).ok
True
>>> comprobar_parejas([20, 31, 41, 28], mi_respuesta=51).ok   # the Spanish name: 20 + 31 adds a rival
False
"""

from __future__ import annotations

import html
import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from ... import progress, render, rules
from ...cards import DECK, Card
from ...errors import BriscolaError
from ...game import Game
from ...locale import Words, text, words as words_for
from ...progress import exercise_id, position_id
from ...rules import Options
from ..aliases import translated
from ..drill import PositionDrill
from ..answers import ATTEMPTS, offers_solution, read_number
from ..cards import Feedback, _capital, _normal, _Picture, parse_player
from ..mistakes import play_hand, position_html
from .partner_play import _PARTNER, _YOU, PartnerVerdict, judge_partner_play

__all__ = [
    "TABLES",
    "table_sizes",
    "check_winner",
    "check_pairs",
    "PartnerVerdict",
    "judge_partner_play",
    "partner_positions",
    "PartnerDrill",
    "check_partner_play",
    "stock_out_game",
    "open_hands_html",
    "PAIRS_SEED",
    "pairs_hand",
    "hand_to_review",
]


#: The table sizes of RULES §4, as (players, deck).
TABLES = ((2, 40), (3, 39), (3, 36), (4, 40))


#: The seeded four-player hand the lesson reviews: the beginner in seat 0 forgets to load
#: a partner's trick at least once (``tests/test_lessons_partners.py`` checks it).
PAIRS_SEED = 5


# ---------------------------------------------------------------------- the tables
def _sizes(players: int, deck: int) -> tuple[int, int, int]:
    """Cards dealt, draw rounds and tricks for a table, from the engine's options."""
    options = Options.build(players, deck=deck)
    dealt = players * options.hand_size
    return dealt, (deck - dealt) // players, options.tricks


def table_sizes() -> _Picture:
    """The four ways to sit at a table: players, deck, cards dealt, draw rounds, tricks, how to win."""
    heads = [text(f"lessons_partners.col_{c}") for c in ("players", "deck", "dealt", "rounds", "tricks", "win")]
    rows = []
    plain = []
    for players, deck in TABLES:
        dealt, rounds, tricks = _sizes(players, deck)
        cells = [text(f"lessons_partners.players_{players}"), text(f"lessons_partners.deck_{deck}"),
                 str(dealt), str(rounds), str(tricks), text(f"lessons_partners.win_{players}")]
        rows.append("<tr>" + "".join(f"<td>{html.escape(c)}</td>" for c in cells) + "</tr>")
        plain.append(text("lessons_partners.sizes_plain", players=players, deck=deck, dealt=dealt,
                          rounds=rounds, tricks=tricks))
    head = "<tr>" + "".join(f"<th>{html.escape(h)}</th>" for h in heads) + "</tr>"
    markup = f'<table class="bt-table-sizes">{head}{"".join(rows)}</table>'
    return _Picture(markup, "\n".join(plain))


# ---------------------------------------------------------------------- who wins, who adds
def _piles(points: object, count: int) -> list[int]:
    """The points of each pile as a student wrote them; BriscolaError naming what is wrong."""
    if isinstance(points, (str, bytes)) or not isinstance(points, (list, tuple)):
        raise BriscolaError("lessons_partners.bad_points", count=count, given=points)
    if len(points) != count:
        raise BriscolaError("lessons_partners.bad_count", count=count, given=len(points))
    piles = []
    for value in points:
        if isinstance(value, bool) or not isinstance(value, int):
            raise BriscolaError("lessons_partners.bad_points", count=count, given=value)
        if not 0 <= value <= 120:
            raise BriscolaError("lessons_partners.bad_pile", points=value)
        piles.append(value)
    if sum(piles) != 120:
        raise BriscolaError("lessons_partners.bad_total", total=sum(piles))
    return piles


#: What a student writes for "nobody wins" (three players all level), in any edition.
_NOBODY = {"nadie", "empate", "ninguno", "nobody", "none", "draw", "tie", "nessuno", "patta"}


_SEPARATORS = re.compile(r"\s*(?:,|;|&|\+|\by\b|\band\b|\be\b)\s*")


def _seats(answer: object, players: int) -> set[int]:
    """The seats a student names: 2, "jugador 2", [1, 3], "1 y 3"; BriscolaError otherwise."""
    if isinstance(answer, (list, tuple, set)):
        parts: list[object] = list(answer)
    elif isinstance(answer, str):
        if _normal(answer) in _NOBODY:
            return set()
        parts = [p for p in _SEPARATORS.split(_normal(answer)) if p]
    else:
        parts = [answer]
    if not parts:
        raise BriscolaError("lessons_partners.bad_winner", given=answer)
    try:
        return {parse_player(p, players=players) for p in parts}
    except ValueError:
        raise BriscolaError("lessons_partners.bad_winner", given=answer) from None


def _names(seats: Sequence[int]) -> str:
    numbers = [str(s + 1) for s in sorted(seats)]
    return ", ".join(numbers[:-1]) + text("lessons_partners.and") + numbers[-1] if len(numbers) > 1 else numbers[0]


@offers_solution("my_answer", solve=lambda points: {"my_answer": [s + 1 for s in rules.outcome(
    _piles(points, 3), Options.build(3)).winners]})
def check_winner(points: object, my_answer: object) -> Feedback:
    """Check who wins a hand of three: ``points`` are the three piles (player 1 first); your answer, the winner's number."""
    try:
        piles = _piles(points, 3)
        if my_answer is None:
            return Feedback(None, (text("lessons_partners.winner_waiting"),))
        guess = _seats(my_answer, 3)
    except ValueError as error:
        return Feedback(False, (str(error),))
    outcome = rules.outcome(piles, Options.build(3))
    winners = set(outcome.winners)
    top = max(piles)
    if not winners:
        kind = "none"
    elif outcome.is_shared:
        kind = "shared"
    else:
        kind = "one"
    fields: dict[str, Any] = dict(names=_names(sorted(winners)) if winners else "", n=min(winners, default=0) + 1, points=top)
    answer = text(f"lessons_partners.answer_{kind}", **fields)
    progress.record(progress.lesson_of(__name__), exercise_id("winner", piles), guess == winners)
    if guess == winners:
        return Feedback(True, (text(f"lessons_partners.winner_right_{kind}", **fields),
                               text("lessons_partners.reason_no_61")))
    reasons = []
    for seat in sorted(guess - winners):
        if winners:
            reasons.append(text("lessons_partners.reason_not_top", n=seat + 1, points=piles[seat],
                                best=min(winners) + 1, top=top))
        else:
            reasons.append(text("lessons_partners.reason_all_level", points=top))
            break
    if winners and not guess:
        reasons.append(text("lessons_partners.reason_someone_wins", n=min(winners) + 1, points=top))
    for seat in sorted(winners - guess):
        if guess & winners:
            reasons.append(text("lessons_partners.reason_shared_missed", n=seat + 1, points=top))
    reasons.append(text("lessons_partners.reason_no_61"))
    if not ATTEMPTS.solution_now(("ganador", tuple(piles))):
        # A hint: the rule, not the reasons, which name the winner.
        return Feedback(False, (text("lessons_partners.reason_no_61"), text("answers.try_again")))
    return Feedback(False, (_capital(text("lessons_partners.winner_wrong", answer=answer)), *reasons))


def _number(answer: object) -> int:
    return read_number(answer, key="lessons_partners.bad_number")


@offers_solution("my_answer", solve=lambda points: {"my_answer": _piles(points, 4)[_YOU] + _piles(points, 4)[_PARTNER]})
def check_pairs(points: object, my_answer: object) -> Feedback:
    """Check your side's points with four: ``points`` are the four piles in seat order (you are player 1)."""
    try:
        piles = _piles(points, 4)
        if my_answer is None:
            return Feedback(None, (text("lessons_partners.pairs_waiting"),))
        given = _number(my_answer)
    except ValueError as error:
        return Feedback(False, (str(error),))
    mine, partner = piles[_YOU], piles[_PARTNER]
    total = mine + partner
    outcome = rules.outcome(piles, Options.build(4))
    if outcome.is_draw:
        result = text("lessons_partners.pairs_draw")
    elif _YOU in outcome.winners:
        result = text("lessons_partners.pairs_win", total=total)
    else:
        result = text("lessons_partners.pairs_lose", other=120 - total)
    progress.record(progress.lesson_of(__name__), exercise_id("pairs", piles), given == total)
    if given == total:
        return Feedback(True, (text("lessons_partners.pairs_right", mine=mine, partner=partner, total=total),
                               result))
    if given == mine:
        reason = text("lessons_partners.pairs_own_only")
    elif given in (mine + piles[1], mine + piles[3]):
        reason = text("lessons_partners.pairs_neighbour", n=2 if given == mine + piles[1] else 4)
    elif given == 120 - total:
        reason = text("lessons_partners.pairs_rivals")
    else:
        reason = text("lessons_partners.pairs_add")
    if not ATTEMPTS.solution_now(("parejas", tuple(piles))):
        return Feedback(False, (reason, text("answers.try_again")))
    return Feedback(False, (text("lessons_partners.pairs_wrong", mine=mine, partner=partner, total=total,
                                 given=given), reason, result))


@dataclass(frozen=True)
class _Spot:
    key: str
    trump: str
    leader: int
    table: tuple[str, ...]
    hand: tuple[str, ...]
    muestra: str


# You sit in seat 0, your partner in seat 2; the table lists the cards from the leader on.
# Cards by their codes (rank, then suit: "4E" the 4 de espadas), read alike in every language and deck.
_SPOTS = (
    _Spot("spot_last_three", "oros", 1, ("4E", "3E", "SE"), ("5B", "AC", "2O"), "7O"),
    _Spot("spot_last_trump", "copas", 1, ("AB", "4C", "6B"), ("RE", "7C", "3O"), "5C"),
    _Spot("spot_third_ace", "bastos", 2, ("AB", "5O"), ("4E", "CC", "3C"), "6B"),
    _Spot("spot_third_open", "espadas", 2, ("RO", "4O"), ("AC", "SO", "6B"), "7E"),
)


def _spot_game(spot: _Spot) -> Game:
    """The spot as a position mid-hand: the other hands and a short stock filled from the unnamed cards."""
    named = [Card.parse(c) for c in (*spot.table, *spot.hand, spot.muestra)]
    rest = [c for c in DECK if c not in named]
    played = {(spot.leader + i) % 4 for i in range(len(spot.table))}
    hands: list[list[Card]] = [[Card.parse(c) for c in spot.hand], [], [], []]
    for seat in (1, 2, 3):
        size = 2 if seat in played else 3
        hands[seat], rest = rest[:size], rest[size:]
    # Seven cards and the muestra still to draw: eight, two rounds of four.
    stock, rest = rest[:7], rest[7:]
    assert len(rest) % 4 == 0
    return Game.from_position(hands, spot.muestra, stock=stock, leader=spot.leader,
                              table=[Card.parse(c) for c in spot.table])


def partner_positions() -> list[Game]:
    """The lesson's four tricks where your partner is winning and you (seat 0) are to play."""
    return [_spot_game(spot) for spot in _SPOTS]


def _situation(number: int, game: Game, w: Words) -> str:
    spot = _SPOTS[number]
    partner_card = dict(game.table)[_PARTNER]
    return w.text(f"lessons_partners.{spot.key}", card=w.the(partner_card))


class PartnerDrill(PositionDrill[PartnerVerdict]):
    """The "load your partner's trick?" exercise: one answer per position, first tries counted."""

    exercise = "partner_play"
    finished_key = "lessons_partners.q_finished"
    already_key = "lessons_partners.q_already"
    answer_first_key = "lessons_partners.q_answer_first"

    def __init__(self, positions: Sequence[Game] | None = None, *, words: Words | None = None) -> None:
        self._told = positions is None  # the lesson's own tricks come with their sentence
        super().__init__(partner_positions() if positions is None else positions, words=words)

    def situation(self) -> str:
        """What the student is told about the position."""
        return _situation(self.number, self.game, self.words) if self._told else ""

    def judge(self, card: Card | str) -> PartnerVerdict:
        """Whether ``card`` is the right play on this trick, and why."""
        return judge_partner_play(self.game, card, words=self.words)

    def is_right(self, verdict: PartnerVerdict) -> bool:
        """A play among the best is right."""
        return verdict.ok

    def score(self) -> str:
        """The score line."""
        if self.finished:
            return self.words.text("lessons_partners.q_finished", right=self.right, tried=self.tried)
        return self.words.text("lessons_partners.q_score", right=self.right, tried=self.tried)


def check_partner_play(trick: object, my_card: object) -> Feedback:
    """Check the card you would play in one of the lesson's four tricks (1 to 4), with the trick drawn."""
    games = partner_positions()
    try:
        number = _number(trick) - 1
        if not 0 <= number < len(games):
            raise BriscolaError("lessons_partners.q_bad_number", total=len(games), given=trick)
    except ValueError:
        return Feedback(False, (text("lessons_partners.q_bad_number", total=len(games), given=trick),))
    game = games[number]
    picture = position_html(game, hand=True, width=60)
    head = _situation(number, game, words_for())
    if my_card is None:
        return Feedback(None, (head, text("lessons_partners.q_waiting", example=str(game.hand(_YOU)[0]))),
                        picture)
    if not isinstance(my_card, (str, Card)):
        return Feedback(False, (text("lessons_partners.q_waiting", example=str(game.hand(_YOU)[0])),), picture)
    try:
        verdict = judge_partner_play(game, my_card)
    except ValueError as error:
        return Feedback(False, (str(error),), picture)
    progress.record(progress.lesson_of(__name__), position_id("partner_play", game), verdict.ok)
    return Feedback(verdict.ok, verdict.lines, picture)


# ---------------------------------------------------------------------- open hands, the last tricks
def stock_out_game(seed: int = 2024, *, open_partner_hands: bool = True) -> Game:
    """A four-player hand played by the machine until the stock runs out and you (seat 0) are to play."""
    from ...bots import make_bot
    from ...seeds import derive

    game = Game.new(players=4, seed=seed, open_partner_hands=open_partner_hands)
    bots = [make_bot("sensato", seed=derive(seed, "stock_out", s)) for s in range(4)]
    while not game.is_over and not (game.stock_size == 0 and not game.muestra_in_stock
                                    and game.turn == _YOU):
        seat = game.turn
        assert seat is not None
        game.apply(bots[seat].choose(game.view(seat)))
    return game


def open_hands_html(game: Game, *, style: str | None = None) -> str:
    """The table seen from your seat, with a line on whose hands you see now (in the kit-wide deck unless given)."""
    view = game.view(_YOU)
    lines = []
    if game.stock_size:
        lines.append(text("lessons_partners.open_not_yet", n=game.stock_size))
    elif view.known[_PARTNER] and len(view.known[_PARTNER]) == view.hand_sizes[_PARTNER]:
        lines.append(text("lessons_partners.open_sees",
                          cards=words_for().join(words_for(style=style).card(c) for c in view.known[_PARTNER])))
        lines.append(text("lessons_partners.open_hidden"))
    else:
        lines.append(text("lessons_partners.open_rule_off"))
    words = "".join(f"<p style='margin:2px 0'>{html.escape(line)}</p>" for line in lines)
    return render.game_html(game, seat=_YOU, style=style) + f'<div class="bt-open-hands">{words}</div>'


# ---------------------------------------------------------------------- a hand in pairs, reviewed
def pairs_hand() -> Game:
    """A seeded hand of four: a beginner in your seat, the machine (sensato) as partner and rivals."""
    return play_hand(PAIRS_SEED, players=4)


def hand_to_review(table: object) -> Game:
    """Your finished four-player hand from a card table; the sample hand while yours is not finished."""
    game = getattr(table, "game", None)
    if isinstance(game, Game) and game.players == 4 and game.is_over:
        return game
    return pairs_hand()


#: The helpers under every edition's own names (``locale/<code>/aliases.py``), for the lesson cells.
ALIASES = translated(table_sizes, check_winner, check_pairs, check_partner_play)
globals().update(ALIASES)
__all__ += list(ALIASES)

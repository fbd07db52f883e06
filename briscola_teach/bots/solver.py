"""Exact play of a hand's last tricks when every card is known and the stock is empty.

With two players, once the stock runs out each player can name the other's cards
(RULES §7): the last tricks are a perfect-information game, solved here by
minimax with alpha-beta pruning inside a trick and a memo of every position met
at the start of a trick (the key: the cards left in each hand and the leader).
With two sides (two players, or four in teams) this is exact best play by both
sides; with three players each rival is assumed to play against the seat to
move (the "paranoid" reading of best play).

>>> from briscola_teach import Game
>>> game = Game.from_position([["as de oros", "2 de copas"], ["3 de oros", "4 de bastos"]],
...                           "5 de copas", muestra_drawn_by=1, scores=(51, 48))
>>> play_values(game)[Card.parse("2 de copas")]
72
"""

from __future__ import annotations

from ..cards import DECK, Card, Suit
from ..game import Game
from ..rules import POINTS_TABLES, STRENGTH_TABLES
from ..errors import PositionError

__all__ = ["play_values", "best_play", "side_points", "Solver"]

_Hands = tuple[tuple[int, ...], ...]


class Solver:
    """Best play for one side from positions of one hand with the stock empty."""

    def __init__(self, players: int, trump_suit_cards: frozenset[int], *,
                 seven_second: bool, side: tuple[int, ...]) -> None:
        self.n = players
        self.trumps = trump_suit_cards
        self.strength = STRENGTH_TABLES[seven_second]
        self.points = POINTS_TABLES[seven_second]
        #: Seats playing for the side whose points are counted (they maximise).
        self.ours = tuple(seat in side for seat in range(players))
        self.memo: dict[tuple[_Hands, int], int] = {}

    def _winner(self, table: tuple[int, ...]) -> int:
        strength, trumps = self.strength, self.trumps
        led = table[0] // 10
        best, best_key = 0, -1
        for i, c in enumerate(table):
            if c in trumps:
                key = 100 + strength[c]
            elif c // 10 == led:
                key = strength[c]
            else:
                continue
            if key > best_key:
                best, best_key = i, key
        return best

    def future(self, hands: _Hands, leader: int) -> int:
        """Points our side takes from the tricks still to play, starting a new trick."""
        if not hands[leader]:
            return 0
        key = (hands, leader)
        memo = self.memo
        if key in memo:
            return memo[key]
        value = self.search(hands, leader, (), -1, 10**6)
        memo[key] = value
        return value

    def search(self, hands: _Hands, leader: int, table: tuple[int, ...],
               alpha: int, beta: int) -> int:
        """Our side's future points with cards ``table`` already down this trick."""
        n = self.n
        turn = (leader + len(table)) % n
        maximise = self.ours[turn]
        hand = hands[turn]
        best = -1 if maximise else 10**6
        for i, c in enumerate(hand):
            rest = hands[:turn] + (hand[:i] + hand[i + 1:],) + hands[turn + 1:]
            trick = table + (c,)
            if len(trick) == n:
                winner = (leader + self._winner(trick)) % n
                taken = sum(self.points[x] for x in trick) if self.ours[winner] else 0
                value = taken + self.future(rest, winner)
            else:
                value = self.search(rest, leader, trick, alpha, beta)
            if maximise:
                if value > best:
                    best = value
                    if best > alpha:
                        alpha = best
            elif value < best:
                best = value
                if best < beta:
                    beta = best
            if alpha >= beta:
                break
        return best


#: The indices of each suit's cards, for the solver's trump test.
_SUIT_INDICES = {suit: frozenset(c.index for c in DECK if c.suit is suit) for suit in Suit}


def _check(game: Game) -> None:
    if game.is_over:
        raise PositionError("engine.solver_over")
    if game.stock_size:
        raise PositionError("engine.solver_stock")


def play_values(game: Game) -> dict[Card, int]:
    """For each card the seat to play may play: its side's final points under best play by all."""
    _check(game)
    turn = game.turn
    assert turn is not None
    sides = game.options.sides
    side = next(s for s in sides if turn in s)
    trumps = _SUIT_INDICES[game.trump]
    solver = Solver(game.players, trumps, seven_second=game.options.seven_second, side=side)
    hands: _Hands = tuple(tuple(c.index for c in game.hand(s)) for s in range(game.players))
    table = tuple(c.index for _, c in game.table)
    banked = sum(game.points[s] for s in side)
    leader = game.leader
    values: dict[Card, int] = {}
    hand = hands[turn]
    for i, c in enumerate(hand):
        rest = hands[:turn] + (hand[:i] + hand[i + 1:],) + hands[turn + 1:]
        trick = table + (c,)
        if len(trick) == game.players:
            winner = (leader + solver._winner(trick)) % game.players
            taken = sum(solver.points[x] for x in trick) if solver.ours[winner] else 0
            future = taken + solver.future(rest, winner)
        else:
            future = solver.search(rest, leader, trick, -1, 10**6)
        values[DECK[c]] = banked + future
    return values


def best_play(game: Game) -> Card:
    """The card that gives the seat to play's side the most points; the cheapest among equals."""
    values = play_values(game)
    trump = game.trump

    def cost(card: Card) -> tuple[int, int, int, int]:
        return (-values[card], card.suit is trump, game.card_points(card), game.card_strength(card))

    return min(values, key=cost)


def side_points(game: Game, side: tuple[int, ...]) -> int:
    """Final points of ``side`` if everyone plays the rest of the hand perfectly."""
    _check(game)
    trumps = _SUIT_INDICES[game.trump]
    solver = Solver(game.players, trumps, seven_second=game.options.seven_second, side=side)
    hands: _Hands = tuple(tuple(c.index for c in game.hand(s)) for s in range(game.players))
    table = tuple(c.index for _, c in game.table)
    banked = sum(game.points[s] for s in side)
    if table:
        return banked + solver.search(hands, game.leader, table, -1, 10**6)
    return banked + solver.future(hands, game.leader)

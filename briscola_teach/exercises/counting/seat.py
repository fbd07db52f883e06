"""What one seat can count from its view (RULES §7, §9), and the seeded hand lesson 08 watches.

A trump or a carga is *out* while it has not been played; it is *unseen* when it is out and
not in sight.  The *carta padrona* of a suit is its strongest card still out, wherever it is.

>>> game = drill_game()
>>> view = game.view(0)
>>> trumps_out(view) + len([c for c in view.hand if c.suit is view.trump]) + len(
...     [c for c in view.played if c.suit is view.trump]) == 10
True
"""

from __future__ import annotations

from functools import lru_cache

from ...bots import Bot, strategy_for
from ...cards import DECK, Card, Suit
from ...errors import BriscolaError
from ...game import Game
from ...seeds import derive_seed
from ...view import View

__all__ = ["MOMENTS", "trumps_out", "unseen_cargas", "padrona", "muestra_holder", "rival_cards", "drill_game",
           "moment"]


#: The tricks after which the drill stops to ask (the last, after trick 17, asks for the rival's hand).
MOMENTS = (3, 6, 11, 13, 15, 17)


#: The seeded hand the lesson watches.
DRILL_SEED = 8


# ------------------------------------------------------------------ what a seat can count
def trumps_out(view: View) -> int:
    """How many trumps have not been played and are not in your hand (the muestra counts until played)."""
    return sum(1 for c in DECK if c.suit is view.trump and c not in view.played and c not in view.hand)


def unseen_cargas(view: View) -> tuple[Card, ...]:
    """The aces and threes not played, not in your hand and not in sight (the muestra is in sight)."""
    return tuple(sorted((c for c in view.unseen if c.is_carga), key=lambda c: c.index))


def padrona(view: View, suit: Suit) -> Card | None:
    """The carta padrona of ``suit``: its strongest card not yet played (None once all ten are down)."""
    from ...rules import strength

    left = [c for c in DECK if c.suit is suit and c not in view.played]
    return max(left, key=lambda c: strength(c, seven_second=view.options.seven_second), default=None)


def muestra_holder(view: View) -> int | None:
    """The seat that drew the muestra (None while it lies under the stock)."""
    return view.muestra_drawn_by


def rival_cards(view: View) -> tuple[Card, ...] | None:
    """With two players and the stock gone, the rival's whole hand (None while some is hidden)."""
    if view.players != 2:
        return None
    rival = 1 - view.seat
    known = view.known[rival]
    return known if len(known) == view.hand_sizes[rival] else None


# ------------------------------------------------------------------ the hand the lesson watches
def drill_game(seed: int = DRILL_SEED) -> Game:
    """A whole two-player hand between two sensato players, dealt and played from ``seed``."""
    return _played(seed).copy()


@lru_cache(maxsize=8)
def _played(seed: int) -> Game:
    game = Game.new(players=2, seed=seed)
    # Named here: a bot's own name would be said in the kit-wide language, and nobody reads it.
    bots = [Bot(strategy_for("sensato"), seed=derive_seed(seed, "sensato", s), level="sensato", name="sensato")
            for s in range(2)]
    while not game.is_over:
        turn = game.turn
        assert turn is not None
        game.apply(bots[turn].choose(game.view(turn)))
    return game


def moment(after_trick: int, *, seed: int = DRILL_SEED, played: int = 0) -> Game:
    """The watched hand after trick ``after_trick`` (and ``played`` cards of the next), seat 0's turn or not."""
    whole = _played(seed)
    if not 0 <= after_trick < len(whole.tricks) or not 0 <= played < 2:
        raise BriscolaError("counting.bad_moment", given=after_trick, last=len(whole.tricks) - 1)
    game = whole.at_start()
    for action in whole.actions[: 2 * after_trick + played]:
        game.apply(action)
    return game

"""briscola_teach: an exact Briscola (brisca) rules engine and the lessons built on it.

>>> from briscola_teach import Game
>>> game = Game.new(players=2, seed=1)
>>> while not game.is_over:
...     game.play(game.legal_plays()[0])
>>> sum(game.points)
120
"""

from .cards import DECK, Card, Rank, Suit, new_deck
from .errors import (
    BriscolaError, CardError, IllegalPlay, MatchError, OptionError, PositionError, RecordError, SeedError,
)
from .game import SWAP, Action, Draw, Game, Outcome, Trick
from .locale import get_language, set_language
from .match import Match
from .rules import Options, beats, points, strength, trick_points, trick_winner
from .seeds import derive
from .view import View

__all__ = [
    "Action", "BriscolaError", "Card", "CardError", "DECK", "Draw", "Game", "IllegalPlay", "Match",
    "MatchError", "Options", "OptionError", "Outcome", "PositionError", "Rank", "RecordError", "SWAP",
    "SeedError", "Suit", "Trick", "View", "beats", "derive", "get_language", "new_deck", "points",
    "set_language", "strength", "trick_points", "trick_winner",
]
__version__ = "0.1.0"

"""briscola_teach: an exact Briscola (brisca) rules engine and the lessons built on it.

>>> from briscola_teach import Game
>>> game = Game.new(players=2, seed=1)
>>> while not game.is_over:
...     game.play(game.legal_plays()[0])
>>> sum(game.points)
120
"""

from .cards import DECK, Card, CardError, Rank, Suit, new_deck
from .game import SWAP, Action, Draw, Game, IllegalPlay, Outcome, PositionError, Trick
from .locale import get_language, set_language
from .match import Match, MatchError
from .records import RecordError
from .rules import Options, OptionError, beats, points, strength, trick_points, trick_winner
from .view import View

__all__ = [
    "Action", "Card", "CardError", "DECK", "Draw", "Game", "IllegalPlay", "Match", "MatchError", "Options",
    "OptionError", "Outcome", "PositionError", "Rank", "RecordError", "SWAP", "Suit",
    "Trick", "View", "beats", "get_language", "new_deck", "points", "set_language",
    "strength", "trick_points", "trick_winner",
]
__version__ = "0.1.0"

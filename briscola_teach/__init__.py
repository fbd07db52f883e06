"""briscola_teach: an exact Briscola (brisca) rules engine and the lessons built on it.

>>> from briscola_teach import Game
>>> game = Game.new(players=2, seed=1)
>>> while not game.is_over:
...     _ = game.play(game.legal_plays()[0])
>>> sum(game.points)
120
"""

from .cards import DECK, Card, Rank, Suit, new_deck
from .chiamata import Chiamata, ChiamataOutcome, ChiamataView
from .errors import (
    BriscolaError, CardError, IllegalBid, IllegalPlay, MatchError, OptionError, PositionError, RecordError,
    SeedError,
)
from .events import (
    PASS, SWAP, Action, AllPassed, AuctionWon, Bid, BidMade, Call, Called, ChiamataAction, ChiamataOver,
    Drew, Event, HandOver, PartnerRevealed, Pass, Passed, Played, PointsBid, Swap, Swapped, TrickRule,
    TrickTaken,
)
from .game import Draw, Game
from .locale import get_language, get_style, set_language, set_style, using, words
from .match import Match
from .position import Position, Trick
from .rules import Options, Outcome, beats, outcome, points, strength, trick_points, trick_winner
from .seeds import derive
from .view import View
from . import render as _render  # noqa: E402,F401  (it hooks the pictures of cards and games in; see cards.PICTURES)

__all__ = [
    "AllPassed", "AuctionWon", "Bid", "BidMade", "Call", "Called", "Chiamata", "ChiamataAction",
    "ChiamataOutcome", "ChiamataOver", "ChiamataView", "IllegalBid", "PASS", "PartnerRevealed", "Pass",
    "Passed", "PointsBid",
    "Action", "BriscolaError", "Card", "CardError", "DECK", "Draw", "Drew", "Event", "Game", "HandOver",
    "IllegalPlay", "Match", "MatchError", "Options", "OptionError", "Outcome", "Played", "Position",
    "PositionError", "Rank", "RecordError", "SWAP", "SeedError", "Suit", "Swap", "Swapped", "Trick",
    "TrickRule", "TrickTaken", "View", "beats", "derive", "get_language", "get_style", "new_deck",
    "outcome", "points", "set_language", "set_style", "strength", "trick_points", "trick_winner",
    "using", "words",
]
__version__ = "0.1.0"

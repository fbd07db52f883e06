"""Briscola chiamata: five players, an auction, a secret partner (RULES §12).

A :class:`Chiamata` is one hand, reached like every other table with
``Game.new(players=5, variant="chiamata", seed=...)`` (or :meth:`Chiamata.new`,
:meth:`Chiamata.from_deck`).  It keeps the engine's contract: ``turn``,
``legal_actions()`` and ``apply()`` cover the auction, the call and the cards, so the
one loop that plays any table plays this one; each action is written once as
``verify_x`` (raises :class:`~briscola_teach.errors.IllegalBid` or
:class:`~briscola_teach.errors.IllegalPlay`, leaving the hand untouched) / ``can_x`` /
``x`` (does it and returns its event); ``events``, ``view(seat)``, ``undo``,
``copy``, ``to_json``/``from_json`` work as in :class:`~briscola_teach.game.Game`.

The hand goes through four phases (:attr:`Chiamata.phase`):

* ``"auction"``: from the first bidder round the table, each seat still in the auction
  calls a :class:`~briscola_teach.events.Bid` of a rank weaker than the last one called
  (any rank first), or passes for good (:data:`~briscola_teach.events.PASS`); once the 2
  is called the bids go on in points, :class:`~briscola_teach.events.PointsBid` from 61
  up, each above the last.  When one seat is left and it has called, it is the caller.
  The last seat in the auction still has its turn if it has not called yet: it may call
  or pass, and when all five pass nobody calls.
* ``"call"``: the caller names a suit (:class:`~briscola_teach.events.Call`); the card of
  the rank won in that suit is the called card, its holder the secret partner, its suit
  trump.  The caller may name a card of their own hand and then plays alone.
* ``"play"``: 8 tricks with the rules of §3, the first bidder leading the first; when the
  called card is played everyone learns who the partner is
  (:class:`~briscola_teach.events.PartnerRevealed`).
* ``"over"``: :attr:`Chiamata.outcome` gives the side's points, whether it reached its
  target and the match points of each seat.

**Decision (all five pass)**: the hand ends at once with no caller; its outcome has
``caller=None`` and gives no match points, and the next hand (``Match``, or a new
``Chiamata`` with ``first_bidder`` one seat on) is dealt by the next seat.  A hand is
one deal, so a redeal is a new hand, not a change inside this one.

The package reads in that order: :mod:`.scoring` (the table, the target, the match
points), :mod:`.auction` (what may be bid), :mod:`.hand` (the :class:`Chiamata` itself),
:mod:`.view` (what a seat may know) and :mod:`.record` (a saved hand).

Views (:class:`ChiamataView`) reveal nothing a seat cannot know: the auction, the
called card and every card played are public; the partner is known only to the
partner itself (and to the caller when the called card is in the caller's own hand)
until the called card falls.  :meth:`ChiamataView.sample` deals the unseen cards at
random over the other hands and replays the auction, the call and the plays: nothing
a seat has done rules a card out of its hand, since a bid may be a bluff and nobody
must follow suit (RULES §3), so every such deal fits the view.

>>> from briscola_teach.cards import DECK, Rank, Suit
>>> from briscola_teach.events import PASS, Bid, Call
>>> game = Chiamata.from_deck(list(DECK), first_bidder=0)
>>> game.phase, game.turn, game.legal_actions()[:2]
('auction', 0, (Bid(rank=Rank.ACE), Bid(rank=Rank.THREE)))
>>> game.apply(Bid(Rank.THREE))
BidMade(seat=0, bid=Bid(rank=Rank.THREE))
>>> game.apply(Bid(Rank.ACE))
Traceback (most recent call last):
...
briscola_teach.errors.IllegalBid: El asiento 1 no puede llamar «as»: cada llamada ha de ser más baja que la anterior («tres»).
>>> for _ in range(4):
...     _ = game.apply(PASS)
>>> game.phase, game.caller, game.turn
('call', 0, 0)
>>> game.apply(Call(Suit.CUPS))
Called(seat=0, card=Card(Rank.THREE, Suit.CUPS))
>>> game.view(0).partner is None, game.partner is not None
(True, True)
"""

from __future__ import annotations

from .hand import PHASES, Chiamata
from .record import FORMAT, VARIANT, VERSION, action_code, parse_action
from .scoring import HAND_SIZE, MAX_POINTS, PLAYERS, TARGET, ChiamataOutcome, check_options, match_points, multiplier
from .view import ChiamataView

__all__ = [
    "Chiamata", "ChiamataView", "ChiamataOutcome", "PLAYERS", "HAND_SIZE", "TARGET", "MAX_POINTS",
    "multiplier", "match_points", "check_options", "action_code", "parse_action", "PHASES", "FORMAT", "VERSION",
    "VARIANT",
]

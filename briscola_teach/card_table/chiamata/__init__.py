"""The card table for five: a match of briscola chiamata against four machine seats (RULES §12).

A :class:`ChiamataSession` is the five-player form of
:class:`~briscola_teach.card_table.session.TableSession`: the student (seat 0) bids in
the auction (:meth:`~ChiamataSession.student_bids`, :meth:`~ChiamataSession.student_passes`,
:meth:`~ChiamataSession.student_bids_points`), names the suit when they win it
(:meth:`~ChiamataSession.student_calls`) and plays; the machine seats bid, call and play
from their own views.  :mod:`.story` tells the story of the hand, :mod:`.session` holds
the session and :mod:`.view` draws each block of the screen as HTML, with no widgets.

>>> session = ChiamataSession(level="random", seed=5)
>>> while session.waiting is Waiting.MACHINE:
...     _ = session.machine_step()
>>> session.game.phase, session.waiting
('auction', <Waiting.STUDENT: 'student'>)
>>> _ = session.student_bids_points(70)
Traceback (most recent call last):
...
briscola_teach.errors.IllegalBid: Aún no se puja en puntos: primero alguien tiene que llamar el dos.
>>> _ = session.student_passes()
>>> session.story[-1]
'Pasas: quedas fuera de la subasta.'
"""

from __future__ import annotations

from ..base import Waiting  # noqa: F401  (the doctest above reads it)
from .session import ChiamataSession
from .story import bid_name, chiamata_story
from .view import auction_html, board_html, learning_html, standings_line, status_html, still_html, summary_html

__all__ = [
    "ChiamataSession", "chiamata_story", "bid_name", "auction_html", "board_html", "status_html",
    "summary_html", "standings_line", "learning_html", "still_html",
]


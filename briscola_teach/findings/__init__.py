"""The coach's findings: every play of one seat checked, its beginner mistake named and priced.

Like a chess site's game review, but for brisca.  :func:`review` replays a hand
from its start and, at each turn of the seat under review, looks only at what that
seat could know then (``game.view(seat)``, RULES §7).  Each play becomes an
:class:`Entry`: the card, the beginner mistake it makes (if any, RULES §11) with the
cards and points its explanation names, the best alternative and the points it cost
against it.  This package stands below the words: a finding carries the catalogue key of
its explanation and its fields, and :mod:`briscola_teach.verdicts` says it, and every
verdict, in a student's language.  Lessons, screens and scripts import
:mod:`briscola_teach.coach`, which is this package with those sentences lent, so that
``entry.verdict()`` speaks (in the kit-wide language) in any program.

Two separate questions are answered for every play:

* **Which mistake?** A rule of thumb from RULES §11, decided from the view at that
  moment plus, where the definition needs it, how that very trick ended (the seat
  sees that right after).  The precise definitions are the ``_detect_*`` functions of
  :mod:`.detection`; :func:`detect` runs them all.  No search is needed.
* **How much did it cost?** Expected final points of the seat's side for each card
  it could play (:func:`briscola_teach.bots.search.evaluate_plays`): exact, by the
  solver, when nothing is hidden (two players, empty stock); elsewhere an average
  over deals of the cards the seat could not see, weighed by how well they explain
  the rivals' plays and played out by the ``sensato`` policy (with two players the
  last draws of each deal solved exactly, as ``experto`` does).  The loss is the best
  card's value minus the played card's value.

A sampled price is reproducible and says how sure it is.  The deals come in batches of
``BATCH``, each from a generator derived from the seed and the position as the seat
sees it (so the same position gets the same price wherever it is asked, on any
machine); the batches' spread gives each card's loss a 95% interval (:attr:`Entry.margin`,
shown as "3,8 ± 1,2").  At least ``MIN_BATCHES`` batches are dealt, and more, up to
``samples`` deals, while some card's interval still straddles a severity band's edge: one
price per position, so every card's value is the same whichever card was played.

A play can make a named mistake and cost little (the rule of thumb was harmless
there), or cost a lot without matching any named mistake: the review shows both.

Severity bands, from the points lost (:func:`severity`):

============  ===================
loss          band
============  ===================
< 2           none (a good play)
2 to < 5      ``imprecisión``
5 to < 10     ``error``
10 or more    ``error grave`` (a carga's worth)
============  ===================

Below 2 points a difference is within the noise of a sampled estimate (about ± 1 to
± 3 points at the deals a review can afford: ``benchmarks/coach.py``), so such plays are
not flagged; 10 points is what an as or a 3 is worth.

The package reads in five parts: :mod:`.wording` (the sentences the words lend),
:mod:`.detection` (the mistakes), :mod:`.pricing` (the points a play costs),
:mod:`.entries` (:class:`Entry` and :class:`Review`) and :mod:`.reviewing`
(:func:`review` and :func:`judge`).
"""

from __future__ import annotations

from .detection import Finding, detect
from .entries import Entry, Review
from .pricing import BATCH, DEFAULT_SAMPLES, MIN_BATCHES, SEVERITY_BANDS, severity
from .reviewing import JUDGE_DEALS, judge, review
from .wording import Wording, word_with

__all__ = [
    "DEFAULT_SAMPLES",
    "BATCH",
    "MIN_BATCHES",
    "SEVERITY_BANDS",
    "Finding",
    "Entry",
    "Review",
    "Wording",
    "word_with",
    "detect",
    "severity",
    "review",
    "judge",
]

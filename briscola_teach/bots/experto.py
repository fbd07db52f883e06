"""The ``experto`` opponent: search over the cards it cannot see, exact play at the end.

For each card in hand it imagines many deals of the unseen cards consistent with
everything it knows, plays the card, lets every seat continue as ``sensato``
would, and keeps the card whose side ends with most points on average
(:func:`~briscola_teach.bots.search.evaluate_plays`).  With ``rollout="learned"``
and two players its own later cards in those deals are played better than
sensato's, by sensato's rules corrected by what this very search found, learnt once
from thousands of positions (:mod:`~briscola_teach.bots.learned`), the rival still
imagined as sensato.  It reads the other seats' last plays too: deals that explain
them (a rival that let an as go by most likely held no trump) are imagined more
often than deals that do not
(:class:`~briscola_teach.bots.belief.Belief`).  With two players the order of the
stock is fixed in an imagined deal, so once :data:`HORIZON` cards or fewer are
left to draw the rest of that deal is solved exactly; late in the hand, when only
a few deals fit what it knows, it plays every one of them exactly, each weighed
by how well it explains the rival's plays.  With four players the tricks after
the last draw of each imagined deal are solved exactly, the partners playing
together.  In teams it counts its side's points, so it plays for its partner as
much as for itself.
"""

from __future__ import annotations

import random
import time

from ..cards import Card
from ..game import SWAP, Action
from ..view import View
from ..rules import points, strength
from .belief import HISTORY, SURPRISE, check_history
from .search import OPEN_SOLVE, check_rival, evaluate_plays, is_perfect_information
from .sensato import choose, situation_from_view
from ..errors import MOST_SAMPLES, choice, count, rate, real
from ._checks import check_turn, flag

__all__ = ["Experto", "PLAY_BUDGET", "RIVAL", "ROLLOUT", "samples_for"]

#: Simulated card plays per decision, by table size: about a seventh of a second of one
#: core of the reference machine (``benchmarks/speed.py``).  Early in the hand each
#: imagined deal is long, so fewer are imagined; near the end more, within the bounds
#: below.  A count, not a clock, so that a seeded bot always plays the same way.
PLAY_BUDGET = {2: 15_000, 3: 9_000, 4: 20_000}
MIN_SAMPLES, MAX_SAMPLES = 16, 256
SOLVE_COST = 24
#: The same for the exact play of a four-player imagined hand once its stock is gone.
OPEN_SOLVE_COST = 60
#: Points by which another card must beat sensato's own choice on average before the
#: expert departs from it: small differences are mostly the noise of the sampling.
DEFAULT_TRUST = 1.0
#: Cards left to draw at which a two-player imagined hand is solved exactly.
HORIZON = 2
#: Points an imagined hand is worth more when the expert's side wins it (a hand is won,
#: not scored): see :func:`~briscola_teach.bots.search.evaluate_plays`.
WIN_BONUS = 0.0
#: How the expert's own side plays on in the imagined hands: ``"sensato"``, or ``"learned"``
#: (:mod:`~briscola_teach.bots.learned`; with two players +0.6 ± 1.9 and −1.1 ± 2.0 points
#: a hand over 500 and 400 deals with the shipped weights: nothing measurable, so off).
#: The other seats play as :data:`RIVAL` says.
ROLLOUT = "sensato"
#: How the other side is imagined to play on in two-player imagined hands: ``"sensato"``, or
#: ``"learned"`` (a rival 3.5 points a hand stronger than sensato).  Imagining the rival as
#: the learnt policy did not help even against that policy (−1.6 ± 2.4 points a hand over
#: 300 deals against ``learned``), so the rival is imagined as sensato.
RIVAL = "sensato"


def samples_for(view: View, *, budget: float = 1.0) -> int:
    """How many deals to imagine for this decision under :data:`PLAY_BUDGET` (times ``budget``)."""
    cards_left = sum(view.hand_sizes) + view.stock_size
    # With two players each imagined hand ends with an exact solve, worth about
    # SOLVE_COST card plays of the rollouts (with four, OPEN_SOLVE_COST).
    solve = SOLVE_COST if view.players == 2 else OPEN_SOLVE_COST if view.players in OPEN_SOLVE else 0
    cost = len(view.legal_plays()) * (max(cards_left, 6) + solve)
    return max(MIN_SAMPLES, min(MAX_SAMPLES, int(PLAY_BUDGET[view.players] * budget) // cost))


class Experto:
    """The search strategy; ``samples`` fixes how many deals it imagines per decision.

    By default the number follows :data:`PLAY_BUDGET`: the cost of a decision stays
    about the same from the first trick to the last.
    """

    def __init__(self, samples: int | None = None, trust: float = DEFAULT_TRUST,
                 infer: bool = True, horizon: int = HORIZON, budget: float = 1.0,
                 race: bool = False, surprise: float = SURPRISE, pool: int = 0,
                 win_bonus: float = WIN_BONUS, rollout: str = ROLLOUT, history: int = HISTORY,
                 rival: str = RIVAL, deadline: float | None = None) -> None:
        """``infer=False`` imagines every deal alike, ignoring what the others' plays say.

        ``race=True`` stops trying a card once it falls clearly behind the best, and gives
        its deals to the close ones (no measurable gain against sensato: off by default).
        ``surprise``: the weight of an imagined deal per play of another seat it does not explain;
        ``pool``: deals weighed per deal played, picked by weight (0: each drawn until one fits).
        ``win_bonus``: points an imagined hand is worth more when the side wins it (no
        measurable gain in the score against sensato: off by default).
        ``rollout``: how its own side plays on in two-player imagined hands (:data:`ROLLOUT`).
        ``history``: with two players, how many of the rival's plays it reads
        (:data:`~briscola_teach.bots.belief.HISTORY`).
        ``rival``: how the rival plays on in two-player imagined hands (:data:`RIVAL`).
        ``deadline``: most seconds of wall clock a decision may take; past it the card best
        so far is played.  None (the default) imagines the full count whatever the clock
        says, so a seeded expert always plays alike (the benchmarks rely on it); a table
        on a busy server sets it so that a student never waits long for an answer.
        """
        self.samples = None if samples is None else count(samples, "samples", least=1, most=MOST_SAMPLES)
        self.trust = real(trust, "trust", least=-120, most=120)
        self.infer = flag(infer, "infer")
        self.horizon = count(horizon, "horizon", most=40)
        self.budget = real(budget, "budget", least=0.01, most=100)
        self.race = flag(race, "race")
        self.surprise = rate(surprise, "surprise")
        self.pool = count(pool, "pool", most=1000)
        self.win_bonus = real(win_bonus, "win_bonus", least=-120, most=120)
        check_history(history)
        self.history = history
        self.rollout = choice(rollout, "rollout", ("sensato", "learned"))
        check_rival(rival)
        self.rival = rival
        if deadline is not None and not (isinstance(deadline, (int, float)) and 0 < deadline < float("inf")):
            raise ValueError(f"the deadline is a number of seconds above 0, not {deadline!r}")
        self.deadline = deadline

    def __call__(self, view: View, rng: random.Random) -> Action:
        """The card with the best average outcome over the imagined deals (sensato's, if close)."""
        plays = check_turn(view, rng).legal_plays()
        if view.can_swap:
            return SWAP  # the muestra is always worth more than the 2 of trump
        if len(set(plays)) == 1:
            return plays[0]
        samples = self.samples or samples_for(view, budget=self.budget)
        stop_at = None if self.deadline is None else time.monotonic() + self.deadline
        values = evaluate_plays(view, samples=samples, rng=rng, infer=self.infer, horizon=self.horizon,
                                race=self.race, surprise=self.surprise, pool=self.pool,
                                win_bonus=self.win_bonus, history=self.history,
                                policy=self.rollout if view.players == 2 else "sensato",
                                rival=self.rival if view.players == 2 else "sensato",
                                stop_at=stop_at)
        if not is_perfect_information(view):
            advised = choose(situation_from_view(view))
            values[advised] += self.trust
        trump, ss = view.trump, view.options.seven_second

        def key(card: Card) -> tuple[float, bool, int, int]:
            return (round(values[card], 6), card.suit is not trump,
                    -points(card, seven_second=ss), -strength(card, seven_second=ss))

        return max(plays, key=key)

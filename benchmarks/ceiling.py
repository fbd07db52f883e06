"""What seeing the hidden cards is worth against sensato, two players: two players that cheat.

``oracle`` cheats: it reads the other hand and the order of the stock from the game
itself (what no seat may see, RULES §7) and plays each card perfectly, solving the
whole rest of the hand exactly by alpha-beta (:class:`~briscola_teach.bots.endgame.Endgame`,
about a second for a full hand of forty cards, then almost nothing, since one memo
serves the whole hand).  Perfect means best against a rival who also saw everything;
where two cards are worth the same it plays the one sensato would, else the first.

Against sensato over duplicate deals (the deals of ``strength.py`` for the same seed,
so the figures pair with ``strength.py --pairs experto:sensato``) it prints the margin
and score of the oracle, which is what knowing every card is worth.  Experto, which
sees only its own seat, can beat sensato by that much only by also reading sensato's
own habits better than a perfect player needs to.

``open`` is experto that sees the rival's hand, and only that (not the stock): the same
search, its imagined deals dealing only the stock.  Its margin over experto's is the
most a better reading of the rival's plays (experto's belief) could be worth.

    python benchmarks/ceiling.py --deals 300 --jobs 2
    python benchmarks/ceiling.py --player open --deals 300 --jobs 2
    python benchmarks/ceiling.py --deals 300 --rival reference --jobs 2
    python benchmarks/ceiling.py --information     # what the rival's plays say about its hand
    python benchmarks/ceiling.py --branching       # how often imagined deals meet again

``--information`` reads sensato hands from both seats and, at each decision with cards
still to draw, asks experto's belief (:class:`~briscola_teach.bots.belief.Belief`) how
much likelier the rival's real hand is than an imagined one, on average, as a
logarithm (nats): with its last two plays read, with all of them (``history``), and
with almost no room for departures from sensato.  Knowing the hand outright would be
the logarithm of the number of hands it could be, printed beside.

``--branching`` asks what a search over the seat's own later decisions would have to
work with.  At each decision of sensato hands with more than two cards left to draw,
it imagines deals as experto does (weighed by the belief), plays each card the seat
may play in each of them, lets sensato play the rival's cards, and notes what the seat
will see at its next decision: the cards played since and its hand then.  A tree over
that decision (information-set Monte Carlo tree search, or experto searching again at
its next card) learns about each of those situations only from the deals that reach
it.  It prints how many deals reach each, at ``--deals-per-card`` deals a card.
"""

from __future__ import annotations

import argparse
import collections
import math
import random
import statistics
import sys
import time
from collections.abc import Iterator
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from briscola_teach import Game  # noqa: E402
from briscola_teach.bots import Bot, make_bot  # noqa: E402
from briscola_teach.bots.belief import SURPRISE, Belief  # noqa: E402
from briscola_teach.bots.deals import dealer  # noqa: E402
from briscola_teach.bots.endgame import Endgame  # noqa: E402
from briscola_teach.bots.fast import FastGame, sensato_card  # noqa: E402
from briscola_teach.cards import DECK, Card  # noqa: E402
from briscola_teach.seeds import derive, derive_seed  # noqa: E402
from briscola_teach.view import View  # noqa: E402

sys.path.insert(0, str(Path(__file__).resolve().parent))
from _reference_sensato import reference_sensato  # noqa: E402


class Oracle:
    """Perfect play with every card in sight, for one seat of one two-player hand."""

    def __init__(self, game: Game, seat: int) -> None:
        if game.players != 2 or game.options.swap_muestra or len(game.hand(seat)) != 3:
            raise ValueError("the oracle plays two-player hands of the default rules, from the deal")
        self.mirror = FastGame.from_game(game)  # kept in step with the game: one memo serves the hand
        self.solver = Endgame(self.mirror.rules, self.mirror.stock, side=seat, shared={})
        self.seat = seat

    def follow(self, index: int) -> None:
        """A card was played at the table (by either seat)."""
        self.mirror.play(index)

    def choose(self, hint: int) -> int:
        """The card index to play; ``hint`` is sensato's card, played when it is as good as any."""
        values = self.solver.values(self.mirror)
        best = max(values.values())
        return hint if values[hint] == best else next(c for c, v in values.items() if v == best)


def open_view(game: Game, seat: int) -> View:
    """``seat``'s view with the other hands face up (the stock stays hidden)."""
    table = game.copy()
    table.options = game.options._replace(open_hands=True)
    table._seat_events = {}  # what each seat saw drawn, read again with the hands open
    return table.view(seat)


def _cheat(game: Game, seat: int, bot: Bot, oracle: Oracle | None) -> Card:
    """The cheat's card: the oracle's (sensato's card as its hint), or experto's with the hands open."""
    if oracle is not None:
        hint = bot.choose(game.view(seat))
        assert isinstance(hint, Card)
        return DECK[oracle.choose(hint.index)]
    action = bot.choose(open_view(game, seat))
    assert isinstance(action, Card)
    return action


def _deal_pair(args: tuple[str, str, int]) -> tuple[float, int, int, int]:
    """One deal twice, the cheat at seat 0 then seat 1; (mean margin, wins, draws, losses)."""
    player, rival, seed = args
    margin, wins, draws, losses = 0.0, 0, 0, 0
    for seat in (0, 1):
        game = Game.new(players=2, seed=derive(seed, "strength", "deal"))
        oracle = Oracle(game, seat) if player == "oracle" else None
        # The seeds strength.py gives the two levels, so that experto's figures pair with these.
        bot = make_bot("sensato" if oracle else "experto", seed=derive(seed, "strength", "bot", seat, seat))
        other = 1 - seat
        rival_seed = derive(seed, "strength", "bot", other, seat)
        them = (Bot(reference_sensato, seed=rival_seed, name=rival) if rival == "reference"
                else make_bot(rival, seed=rival_seed))
        while not game.is_over:
            turn = game.turn
            assert turn is not None
            card = _cheat(game, seat, bot, oracle) if turn == seat else them.choose(game.view(turn))
            assert isinstance(card, Card)
            game.play(card)
            if oracle is not None:
                oracle.follow(card.index)
        mine, theirs = game.points[seat], game.points[other]
        margin += (mine - theirs) / 2
        wins += mine > theirs
        draws += mine == theirs
        losses += mine < theirs
    return margin, wins, draws, losses


#: The readings compared by ``--information``: (label, history, surprise).
READINGS = (("last two plays", 2, SURPRISE), ("every play", 40, SURPRISE),
            ("every play, surprise 0.01", 40, 0.01))


def sensato_decisions(hands: int) -> Iterator[tuple[Game, View]]:
    """Each decision of ``hands`` two-player hands between two sensato seats: the game and the view.

    The seat's card is played when the caller asks for the next decision.
    """
    for seed in range(hands):
        game = Game.new(players=2, seed=derive(seed, "ceiling", "deal"))
        bots = [make_bot("sensato", seed=derive(seed, "ceiling", "bot", seat)) for seat in (0, 1)]
        while not game.is_over:
            turn = game.turn
            assert turn is not None
            view = game.view(turn)
            yield game, view
            game.apply(bots[turn].choose(view))


def information(hands: int, samples: int) -> None:
    """Print what each reading of the rival's plays tells about its hand, in nats."""
    told = {label: 0.0 for label, _, _ in READINGS}
    whole = 0.0
    moments = 0
    for game, view in sensato_decisions(hands):
        if view.stock_size and view.tricks:
            moments += 1
            deal = dealer(view)
            rival = 1 - view.seat
            whole += math.log(math.comb(len(view.unseen), view.hand_sizes[rival]))
            for label, history, surprise in READINGS:
                belief = Belief(view, history=history, surprise=surprise)
                dice = random.Random(moments)
                mean = sum(belief.weight(deal(dice)) for _ in range(samples)) / samples
                told[label] += math.log(belief.weight(game) / mean)
    print(f"What the rival's plays say about its hand ({hands} sensato hands, {moments} decisions, "
          f"{samples} imagined hands each): the real hand's weight over the average, in nats")
    for label, value in told.items():
        print(f"  {label:<28} {value / moments:5.2f}")
    print(f"  {'knowing the hand':<28} {whole / moments:5.2f}")


def next_situation(world: FastGame, seat: int, card: int) -> tuple[tuple[int, ...], int]:
    """What ``seat`` sees at its next decision after playing ``card`` in ``world`` (played on).

    The cards played since, in order, and the seat's hand then: the rival's cards are
    sensato's, and the seat's draws are the imagined stock's.  At the end of the hand,
    the cards played and an empty hand.
    """
    world.play(card)
    played = [card]
    while world.remaining and world.turn != seat:
        played.append(sensato_card(world))
        world.play(played[-1])
    return tuple(played), world.hands[seat]


def branching(hands: int, deals: int) -> None:
    """Print how many of the deals imagined for a card reach each of the seat's next situations."""
    reach: list[float] = []
    alone: list[float] = []
    situations: list[int] = []
    for _, view in sensato_decisions(hands):
        if view.stock_size > 2 and not view.can_swap and len(set(view.legal_plays())) > 1:
            belief, deal, dice = Belief(view), dealer(view), random.Random(len(reach))
            worlds = [belief.sample_with(deal, dice) for _ in range(deals)]
            for card in view.legal_plays():
                counts = collections.Counter(next_situation(w.copy(), view.seat, card.index) for w in worlds)
                reach.append(deals / len(counts))
                alone.append(sum(1 for c in counts.values() if c == 1) / deals)
                situations.append(len(counts))
    print(f"The seat's next decision after each card ({hands} sensato hands, {len(reach)} cards tried, "
          f"{deals} imagined deals each):")
    print(f"  next situations per card: median {statistics.median(situations):.0f}")
    print(f"  deals reaching each one: median {statistics.median(reach):.2f}, mean {statistics.mean(reach):.2f}")
    print(f"  deals no other deal meets there: {statistics.mean(alone):.0%}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--deals", type=int, default=300, help="deals, each played twice")
    parser.add_argument("--player", choices=("oracle", "open"), default="oracle",
                        help="oracle: sees every card; open: experto seeing the rival's hand")
    parser.add_argument("--rival", default="sensato", help="sensato (default), reference or random")
    parser.add_argument("--seed", type=int, default=0, help="first deal's seed, as in strength.py")
    parser.add_argument("--jobs", type=int, default=1, help="worker processes")
    parser.add_argument("--information", action="store_true",
                        help="only what the rival's plays say about its hand, over --hands hands")
    parser.add_argument("--branching", action="store_true",
                        help="only how many imagined deals reach each of the seat's next situations")
    parser.add_argument("--hands", type=int, default=30, help="sensato hands read by --information, --branching")
    parser.add_argument("--deals-per-card", type=int, default=150,
                        help="imagined deals a card for --branching (experto's median today: 150)")
    args = parser.parse_args()
    if args.information:
        information(args.hands, samples=400)
        return
    if args.branching:
        branching(args.hands, args.deals_per_card)
        return
    start = time.perf_counter()
    work = [(args.player, args.rival, derive_seed(args.seed, "strength", i)) for i in range(args.deals)]
    if args.jobs > 1:
        with ProcessPoolExecutor(args.jobs) as pool:
            rows = list(pool.map(_deal_pair, work, chunksize=4))
    else:
        rows = [_deal_pair(w) for w in work]
    margins = [r[0] for r in rows]
    n = len(margins)
    mean = sum(margins) / n
    half = 1.96 * math.sqrt(sum((m - mean) ** 2 for m in margins) / (n - 1) / n) if n > 1 else 0.0
    hands = 2 * n
    wins, draws = sum(r[1] for r in rows), sum(r[2] for r in rows)
    print(f"{args.player} vs {args.rival}: {mean:+.1f} ± {half:.1f} points/hand, "
          f"score {(wins + draws / 2) / hands:.3f} ({n} deals, {hands} hands, "
          f"{time.perf_counter() - start:.0f} s)")


if __name__ == "__main__":
    main()

"""Figures for the coach (issue 5): how long a review takes, and whether its prices are right.

Run with ``python benchmarks/coach.py``.  Not a timed test: the numbers depend on
the machine.  It prints

1. the time to review whole two-player hands (principiante against sensato) with
   the default sample count, against the target of 2 s per hand;
2. agreement checks on positions whose answer is known exactly (two players, empty
   stock): the coach's priced loss for the card played against the exact solver's,
   and the solver against a plain minimax written here without any cleverness;
3. the same on the lesson's textbook positions;
4. that a price is the same when computed again, and how much it moves from one seed to another
   (against the interval the coach shows).
"""

from __future__ import annotations

import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from briscola_teach import Card, Game  # noqa: E402
from briscola_teach.bots.solver import play_values  # noqa: E402
from briscola_teach.coach import DEFAULT_SAMPLES, review  # noqa: E402
from briscola_teach.lessons.mistakes import EXERCISES, TEXTBOOKS, play_hand  # noqa: E402

HANDS = 10


def naive_values(game: Game) -> dict[Card, int]:
    """Final points of the mover's side for each card, by plain minimax over every line."""
    seat = game.turn
    assert seat is not None
    side = next(s for s in game.options.sides if seat in s)

    def final(g: Game) -> int:
        if g.is_over:
            return sum(g.points[s] for s in side)
        mover = g.turn
        results = []
        for card in g.legal_plays():
            g.play(card)
            results.append(final(g))
            g.undo()
        return max(results) if mover in side else min(results)

    values = {}
    for card in game.legal_plays():
        g = game.copy()
        g.play(card)
        values[card] = final(g)
    return values


def timing() -> None:
    print(f"1. Reviewing whole hands ({HANDS} hands, {DEFAULT_SAMPLES} samples per play)")
    times, cpu, flagged = [], [], []
    for seed in range(HANDS):
        game = play_hand(seed)
        start, start_cpu = time.perf_counter(), time.process_time()
        result = review(game, 0)
        times.append(time.perf_counter() - start)
        cpu.append(time.process_time() - start_cpu)
        flagged.append(len(result.mistakes))
    print(f"   wall clock per hand: mean {statistics.mean(times):.2f} s, max {max(times):.2f} s "
          f"(target < 2 s)")
    print(f"   CPU time per hand:   mean {statistics.mean(cpu):.2f} s, max {max(cpu):.2f} s "
          "(what the wall clock is on an idle machine)")
    print(f"   beginner mistakes named per hand: mean {statistics.mean(flagged):.1f}")


def agreement() -> None:
    print("2. Priced loss against the exact solver, on perfect-information plays")
    rows = []
    for seed in range(HANDS):
        game = play_hand(seed)
        for entry in review(game, 0):
            if entry.view.stock_size or len(entry.view.hand) < 2:
                continue
            position = entry.view.sample(random.Random(0))  # nothing hidden: the real position
            exact = play_values(position)
            naive = naive_values(position)
            rows.append((seed, entry.trick_number, entry.card, entry.loss,
                         max(exact.values()) - exact[entry.card],
                         max(naive.values()) - naive[entry.card], entry.exact))
    agree = sum(1 for r in rows if r[3] == r[4] == r[5] and r[6])
    print(f"   {agree} of {len(rows)} endgame plays priced exactly as the solver and a plain "
          "minimax price them")
    print("   hand trick card                  coach  solver  minimax")
    for seed, trick, card, coach_loss, solver_loss, naive_loss, exact in rows:
        if coach_loss or solver_loss or naive_loss or rows.index((seed, trick, card, coach_loss,
                                                                   solver_loss, naive_loss,
                                                                   exact)) < 4:
            print(f"   {seed:4d} {trick:5d} {str(card):20s} {coach_loss:6.1f} {solver_loss:7d} "
                  f"{naive_loss:8d}  {'exact' if exact else 'ESTIMATED'}")
    print("3. The lesson's positions (textbook, then exercises): coach, solver and plain minimax")
    books = [*TEXTBOOKS.values(), *EXERCISES]
    for book in books:
        mistake = book.mistake
        game = book.start()
        if game.stock_size or game.players != 2:
            continue
        solver = play_values(game)
        naive = naive_values(game)
        entry = book.decision(True)
        loss = max(solver.values()) - solver[book.wrong]
        same = "same" if solver == naive else "DIFFERENT"
        print(f"   {mistake.name:20s} wrong {str(book.wrong):18s} coach {entry.loss:5.1f}  "
              f"solver {loss:3d}  minimax gives the same values: {same}")
    mismatched = [b for b in books if b.start().stock_size == 0 and b.start().players == 2
                  and play_values(b.start()) != naive_values(b.start())]
    if len(rows) != agree or mismatched:
        raise SystemExit("agreement check FAILED")


def noise() -> None:
    print("4. Stability of an estimated price: the worked example's trick 2 (the seis de bastos)")
    from briscola_teach.lessons.example import whole_hand

    game = whole_hand()
    first = review(game, 0)[1]
    again = review(game, 0)[1]
    same = (first.values, first.margins, first.samples) == (again.values, again.margins, again.samples)
    print(f"   seed 0: loss {first.loss} ± {first.margin} over {first.samples} deals; "
          f"computed twice: {'identical' if same else 'DIFFERENT'}")
    losses = []
    for seed in range(8):
        entry = review(game, 0, seed=seed)[1]
        losses.append(entry.loss or 0.0)
        print(f"   seed {seed}: loss {entry.loss} ± {entry.margin} ({entry.samples} deals), "
              f"severity {entry.severity}")
    print(f"   8 seeds: loss mean {statistics.mean(losses):.2f}, sd {statistics.stdev(losses):.2f}, "
          f"range {min(losses):.1f} to {max(losses):.1f}")
    if not same:
        raise SystemExit("stability check FAILED")


if __name__ == "__main__":
    timing()
    agreement()
    noise()

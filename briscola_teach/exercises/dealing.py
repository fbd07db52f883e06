"""Lesson 04: the deal, the draws, the muestra and the end of a hand (RULES §2, §4, §5).

Every count here is read from the engine after dealing and playing a seeded hand,
never typed in: how many cards are dealt, how many draw rounds and tricks there are,
who draws first and who takes the muestra.  The tricks in between are played with the
simplest policy there is (each seat plays the first card it holds): this lesson is
about dealing and drawing, not about playing well.

>>> [(c.players, c.deck, c.dealt, c.draw_rounds, c.tricks) for c in all_counts()]
[(2, 40, 6, 17, 20), (3, 39, 9, 10, 13), (3, 36, 9, 9, 12), (4, 40, 12, 7, 10)]
"""

from __future__ import annotations

import html
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

from .. import progress, rules
from ..cards import Card
from ..events import Drew, Event, Played, Swapped, TrickTaken
from ..game import Game, Outcome, Trick
from ..errors import BriscolaError
from ..locale import Words, text
from ..locale import words as kit_words
from ..progress import exercise_id
from ..render import hand_svg, stock_svg, trick_svg
from ..tables import Table, columns
from .aliases import translated
from .answers import ATTEMPTS, hint, offers_solution, read_number, seat_numbers
from .cards import _normal, parse_player
from .example import Check

__all__ = [
    "SETUPS",
    "Setup",
    "Counts",
    "DealStep",
    "first_card",
    "play_out",
    "counts",
    "all_counts",
    "rules_table",
    "seat_name",
    "deal_steps",
    "deal_step_html",
    "deal_explanation_html",
    "draws_by_player",
    "draw_order",
    "muestra_taker",
    "who_wins",
    "check_counts",
    "check_draw_order",
    "check_muestra",
    "check_result",
]


@dataclass(frozen=True)
class Setup:
    """A table size and deck the lesson deals for (RULES §4)."""

    players: int
    deck: int

    @property
    def label(self) -> str:
        """How the lesson names this table, e.g. "2 jugadores (40 cartas)"."""
        return self.name()

    def name(self, *, words: Words | None = None) -> str:
        """How the lesson names this table, said in ``words`` (the kit's by default)."""
        key = f"deal.setup_{self.players}" + (f"_{self.deck}" if self.players == 3 else "")
        return (words or kit_words()).text(key)


#: The tables of RULES §4: 2 players, 3 with 39 or 36 cards, 4 in two teams.
SETUPS: tuple[Setup, ...] = (Setup(2, 40), Setup(3, 39), Setup(3, 36), Setup(4, 40))


def first_card(game: Game) -> Card:
    """The simple policy of this lesson: play the first card you hold."""
    return game.legal_plays()[0]


def play_out(game: Game) -> Game:
    """Play the hand to its end with :func:`first_card`, in place; returns the game."""
    while not game.is_over:
        game.play(first_card(game))
    return game


def _new(players: int, deck: int | None, seed: int) -> Game:
    options = {} if deck is None else {"deck": deck}
    return Game.new(players, seed, **options)


@dataclass(frozen=True)
class Counts:
    """The numbers of RULES §4 for one table, as the engine deals and plays them."""

    players: int
    deck: int
    dealt: int
    #: Cards in the stock right after the deal, the muestra included.
    stock: int
    draw_rounds: int
    tricks: int
    #: The trick after which the last round is drawn (and with it the muestra).
    muestra_after_trick: int


def counts(players: int, deck: int | None = None, *, seed: int = 0) -> Counts:
    """Deal and play a seeded hand and count: cards dealt, stock, draw rounds, tricks."""
    game = _new(players, deck, seed)
    dealt = sum(len(game.hand(s)) for s in range(players))
    stock = game.stock_size
    play_out(game)
    rounds = sorted(_rounds(game.events))
    return Counts(players=players, deck=game.options.deck, dealt=dealt, stock=stock,
                  draw_rounds=len(rounds), tricks=len(game.tricks),
                  muestra_after_trick=rounds[-1] if rounds else 0)


def _rounds(events: Sequence[Event]) -> dict[int, list[Drew]]:
    """The draw rounds in ``events``: the trick each came after, and its draws in order."""
    out: dict[int, list[Drew]] = {}
    for event in events:
        if isinstance(event, Drew):
            out.setdefault(event.after_trick, []).append(event)
    return out


def all_counts(*, seed: int = 0) -> tuple[Counts, ...]:
    """:func:`counts` for every table of :data:`SETUPS`."""
    return tuple(counts(s.players, s.deck, seed=seed) for s in SETUPS)


def rules_table(*, seed: int = 0) -> Table:
    """The table of RULES §4, one row per table size, every number computed by the engine."""
    rows = [{
        "players": c.players,
        "deck": c.deck,
        "dealt": c.dealt,
        "stock": c.stock,
        "rounds": c.draw_rounds,
        "tricks": c.tricks,
        "muestra_after_trick": c.muestra_after_trick,
    } for c in all_counts(seed=seed)]
    return Table(columns("players", "deck", "dealt", "stock", "rounds", "tricks", "muestra_after_trick"), rows)


def seat_name(seat: int, players: int, *, words: Words | None = None) -> str:
    """How the lessons name a seat: seat 0 is "jugador 1"; "jugador 2 (pareja B)" with four players."""
    w = words or kit_words()
    if players == 4:
        team = w.text("deal.team_a" if seat % 2 == 0 else "deal.team_b")
        return w.text("deal.player_team", n=seat + 1, team=team)
    return w.text("deal.player", n=seat + 1)


def _points(points: int, w: Words) -> str:
    if points == 0:
        return w.text("deal.zero_points")
    return w.count("deal.points", points, points=points)


def _cap(sentence: str, w: Words) -> str:
    return w.capital(sentence)


# ---------------------------------------------------------------------- steps


@dataclass(frozen=True, repr=False)
class DealStep:
    """One picture of a deal: a card dealt, the muestra turned, a trick, a draw round, the end."""

    number: int
    #: "shuffle", "deal", "muestra", "trick", "draws" or "end".
    kind: str
    players: int
    hands: tuple[tuple[Card, ...], ...]
    #: Cards still face down in the deck or stock (the muestra counted while it lies there).
    stock_size: int
    #: The muestra once it is turned up.
    muestra: Card | None
    muestra_drawn_by: int | None
    #: The card just dealt and to whom, on a deal step.
    dealt: tuple[int, Card] | None
    #: The trick just played, on a trick step.
    trick: Trick | None
    #: The round just drawn, in order, on a draws step.
    draws: tuple[Drew, ...]
    cards_dealt: int
    tricks_done: int
    rounds_done: int
    #: Totals for the whole hand, read from the engine once the hand is played.
    total_tricks: int
    total_rounds: int
    muestra_after_trick: int
    #: Who draws the muestra (known to the lesson; said to the student at the right time).
    muestra_taker: int
    points: tuple[int, ...]
    title: str
    explanation: str
    forecast: str

    def __repr__(self) -> str:
        return f"<DealStep {self.number}: {self.title}>"

    def _repr_html_(self) -> str:
        return deal_explanation_html(self) + deal_step_html(self)


def deal_steps(players: int = 2, deck: int | None = None, seed: int = 0, *,
               words: Words | None = None) -> tuple[DealStep, ...]:
    """Every step of a seeded deal: each card dealt, the muestra, each trick and draw round, the end."""
    w = words or kit_words()
    return _deal_steps(players, deck, seed, w.language, w.style)


@lru_cache(maxsize=32)
def _deal_steps(players: int, deck: int | None, seed: int, language: str,
                style: str) -> tuple[DealStep, ...]:
    # ``language`` is part of the cache key: the steps carry their explanations.
    w = kit_words(language, style)
    start = _new(players, deck, seed)
    final = play_out(start.copy())
    n, hand_size = players, start.options.hand_size
    draws_after = _rounds(final.events)
    rounds = sorted(draws_after)
    last_round = rounds[-1] if rounds else 0
    muestra_draw = draws_after[last_round][-1]
    assert muestra_draw.is_muestra, "the muestra is the last card drawn (RULES §4)"
    total_tricks, total_rounds = len(final.tricks), len(rounds)
    dealt_total = n * hand_size
    steps: list[DealStep] = []
    name = [seat_name(s, n, words=w) for s in range(n)]

    def forecast(tricks_done: int, trick_shown: bool) -> str:
        card, taker = start.muestra, name[muestra_draw.seat]
        if tricks_done >= last_round and not trick_shown or tricks_done > last_round:
            return w.text("deal.forecast_done", card=card, seat=taker, trick=last_round)
        if tricks_done == last_round:
            return w.text("deal.forecast_known", card=card, seat=taker, trick=last_round)
        said = w.text("deal.forecast_before", trick=last_round, next=last_round + 1)
        if n == 2:
            said += w.text("deal.forecast_two", trick=last_round)
        return said

    def add(kind: str, *, hands: Sequence[Sequence[Card]], stock: int, muestra: Card | None,
            drawn_by: int | None, game: Game, title: str, explanation: str,
            dealt: tuple[int, Card] | None = None, trick: Trick | None = None,
            draws: Sequence[Drew] = (), cards_dealt: int = dealt_total, trick_shown: bool = False,
            forecast_text: str | None = None) -> None:
        tricks_done = len(game.tricks)
        drawn_after = _rounds(game.events)
        rounds_done = len(drawn_after)
        if trick_shown and draws == ():
            rounds_done = len([r for r in drawn_after if r < tricks_done])
        steps.append(DealStep(
            number=len(steps), kind=kind, players=n, hands=tuple(tuple(h) for h in hands),
            stock_size=stock, muestra=muestra, muestra_drawn_by=drawn_by, dealt=dealt, trick=trick,
            draws=tuple(draws), cards_dealt=cards_dealt, tricks_done=tricks_done,
            rounds_done=rounds_done, total_tricks=total_tricks, total_rounds=total_rounds,
            muestra_after_trick=last_round, muestra_taker=muestra_draw.seat,
            points=game.points if not trick_shown or trick is None else tuple(
                p - (trick.points if s == trick.winner else 0) for s, p in enumerate(game.points)),
            title=title, explanation=explanation,
            forecast=forecast_text if forecast_text is not None else forecast(tricks_done, trick_shown),
        ))

    # The deal, one card at a time from the first leader (RULES §2); the engine keeps
    # each hand in the order its cards came, so the k-th round is position k.
    leader = start.leader
    dealing = w.text("deal.forecast_dealing")
    add("shuffle", hands=[()] * n, stock=start.options.deck, muestra=None, drawn_by=None,
        game=start, cards_dealt=0, title=w.text("deal.title_shuffle"), forecast_text=dealing,
        explanation=w.text("deal.shuffle", deck=start.options.deck, hand=hand_size,
                         leader=name[leader]))
    for i in range(dealt_total):
        seat = (leader + i) % n
        card = start.hand(seat)[i // n]
        hands = [start.hand(s)[: i // n + (1 if (s - leader) % n <= i % n else 0)] for s in range(n)]
        said = w.text("deal.deal", card_cap=_cap(w.card(card), w), seat=name[seat])
        if i % n == n - 1:
            done = i // n + 1
            said += " " + (w.text("deal.deal_round_done_one") if done == 1
                            else w.text("deal.deal_round_done", count=done))
        add("deal", hands=hands, stock=start.options.deck - i - 1, muestra=None, drawn_by=None,
            game=start, dealt=(seat, card), cards_dealt=i + 1, forecast_text=dealing,
            title=w.text("deal.title_deal", number=i + 1, total=dealt_total), explanation=said)
    hands_now = [start.hand(s) for s in range(n)]
    add("muestra", hands=hands_now, stock=start.stock_size, muestra=start.muestra, drawn_by=None,
        game=start, title=w.text("deal.title_muestra"),
        explanation=w.text("deal.muestra", dealt=dealt_total, card=start.muestra,
                         trump=w.suit(start.trump), stock=start.stock_size,
                         rounds=start.stock_size // n, players=n))

    # The hand, one trick and one draw round at a time.
    game = start.copy()
    for event in final.events:
        if isinstance(event, Played):
            game.play(event.card)
        elif isinstance(event, Swapped):
            game.swap()
        if not isinstance(event, TrickTaken):
            continue
        trick = game.tricks[-1]
        draws = draws_after.get(event.number, [])
        drawn = {d.card for d in draws}
        before = [[c for c in game.hand(s) if c not in drawn] for s in range(n)]
        said = w.text("deal.trick", leader=name[trick.leader], winner=name[event.winner],
                     points=_points(event.points, w))
        if not draws:
            said += w.text("deal.trick_no_draws")
        elif event.number == last_round:
            said += w.text("deal.trick_last_draws", winner=name[event.winner],
                          last=name[draws[-1].seat])
        else:
            said += w.text("deal.trick_then_draws", winner=name[event.winner])
        add("trick", hands=before, stock=game.stock_size + len(draws),
            muestra=start.muestra, drawn_by=None if draws else game.muestra_drawn_by, game=game,
            trick=trick, trick_shown=True,
            title=w.text("deal.title_trick", number=event.number, total=total_tricks),
            explanation=said)
        if not draws:
            continue
        if game.stock_size:
            left = w.text("deal.draws_left", stock=game.stock_size)
            if game.stock_size == 1:
                left = w.text("deal.draws_left_one")
        else:
            left = w.text("deal.draws_muestra", seat=name[draws[-1].seat], card=draws[-1].card)
            left += " " + w.text("deal.draws_over", hand=len(game.hand(event.winner)),
                               left=total_tricks - event.number)
        round_number = rounds.index(event.number) + 1
        add("draws", hands=[game.hand(s) for s in range(n)], stock=game.stock_size,
            muestra=start.muestra, drawn_by=game.muestra_drawn_by, game=game, draws=draws,
            title=w.text("deal.title_draws", number=round_number, total=total_rounds),
            explanation=w.text("deal.draws", winner=name[event.winner], left=left))

    outcome = final.outcome
    assert outcome is not None
    add("end", hands=[()] * n, stock=0, muestra=start.muestra, drawn_by=final.muestra_drawn_by,
        game=final, title=w.text("deal.title_end"), explanation=_result_words(outcome, n, w))
    return tuple(steps)


def _side_name(side: Sequence[int], players: int, w: Words) -> str:
    if len(side) > 1:
        return w.text("deal.team", team=w.text("deal.team_a" if side[0] % 2 == 0 else "deal.team_b"))
    return w.text("deal.seat_side", n=side[0] + 1)


def _result_words(outcome: Outcome, players: int, w: Words) -> str:
    """The final count and who wins, in the words of RULES §5."""
    names = [_side_name(side, players, w) for side in outcome.sides]
    scores = "; ".join(w.text("deal.score_item", name=nm, points=p)
                       for nm, p in zip(names, outcome.points))
    best = max(outcome.points)
    if outcome.is_draw:
        result = w.text("deal.result_draw", points=best)
    else:
        winning = [i for i, side in enumerate(outcome.sides) if side[0] in outcome.winners]
        joined = w.join([names[i] for i in winning])
        key = "deal.result_shared" if outcome.is_shared else "deal.result_win"
        result = w.text(key, names=joined, names_cap=_cap(joined, w), points=best)
    teams = w.text("deal.end_teams") if players == 4 else ""
    return w.text("deal.end", teams=teams, scores=scores, result=result)


# ---------------------------------------------------------------------- picture

_FONT = "'DejaVu Sans','Helvetica Neue',Arial,sans-serif"


def deal_explanation_html(step: DealStep) -> str:
    """The title and the explanation of one step of a deal, as a short HTML block."""
    return (f'<div class="bt-explanation" style="font-size:15px;line-height:1.45;'
            f'max-width:860px;margin:6px 0"><div style="font-weight:700;font-size:16px">'
            f'{html.escape(step.title)}</div><div>{html.escape(step.explanation)}</div></div>')


def deal_step_html(step: DealStep, *, words: Words | None = None) -> str:
    """The table at one step of a deal: every hand face up, the stock, the trick or the draw order."""
    w = words or kit_words()
    n = step.players
    blocks = []
    for seat in range(n):
        hand = step.hands[seat]
        marks: dict[int, str | None] = {}
        if step.dealt is not None and step.dealt[0] == seat:
            marks[len(hand) - 1] = "select"
        for draw in step.draws:
            if draw.seat == seat and draw.card in hand:
                marks[hand.index(draw.card)] = "trump" if draw.is_muestra else "select"
        picture = hand_svg(hand, width=54, highlights=marks, style=w.style, language=w.language)
        tag = ""
        if step.muestra_drawn_by == seat and step.muestra in hand:
            tag = " · " + html.escape(w.text("deal.has_muestra"))
        blocks.append(
            f'<div class="bt-seat" data-seat="{seat}" style="display:flex;flex-direction:column;'
            f'align-items:center;margin:2px 6px"><div style="font-weight:700;font-size:13px">'
            f'{html.escape(_cap(seat_name(seat, n, words=w), w))}{tag}</div>'
            f'<div style="font-size:12px;color:#444">{html.escape(_points(step.points[seat], w))}</div>'
            f'{picture}</div>'
        )
    # Short names under the trick's cards: the seat number is enough there.
    names = {s: _cap(w.text("deal.player", n=s + 1), w) for s in range(n)}
    centre = [stock_svg(step.stock_size, step.muestra, width=64, style=w.style, language=w.language)]
    if step.trick is not None and step.muestra is not None:
        centre.append(trick_svg(step.trick.plays, trump=step.muestra.suit, winner=step.trick.winner,
                                seat_names=names, width=72, style=w.style, language=w.language))
    if step.draws:
        items = []
        for place, draw in enumerate(step.draws, start=1):
            assert draw.card is not None, "the deal is shown with every card face up"
            card = (w.text("deal.order_muestra", card=draw.card) if draw.is_muestra
                    else w.card(draw.card))
            items.append("<li>" + html.escape(w.text("deal.order_item", place=place,
                                                   seat=names[draw.seat], card=card)) + "</li>")
        centre.append(f'<div class="bt-draw-order" style="font-size:14px"><b>'
                      f'{html.escape(w.text("deal.order_title"))}</b>'
                      f'<ol style="margin:4px 0;padding-left:0;list-style:none">{"".join(items)}</ol></div>')
    count_line = w.text("deal.counts", dealt=step.cards_dealt, rounds_done=step.rounds_done,
                      rounds=step.total_rounds, tricks_done=step.tricks_done,
                      tricks=step.total_tricks, stock=step.stock_size)
    row = 'style="display:flex;justify-content:center;align-items:center;flex-wrap:wrap;gap:14px"'
    return (
        f'<div class="bt-deal-step" data-step="{step.number}" style="display:flex;'
        'flex-direction:column;gap:4px;padding:8px 12px;background:#e6f0e3;'
        f'border:1px solid #b9cdb3;border-radius:12px;font-family:{_FONT};color:#222;'
        'max-width:100%;box-sizing:border-box">'
        f'<div {row}>{"".join(blocks)}</div>'
        f'<div {row}>{"".join(centre)}</div>'
        f'<div class="bt-counts" style="text-align:center;font-size:13px;font-weight:700">'
        f'{html.escape(count_line)}</div>'
        f'<div class="bt-forecast" style="text-align:center;font-size:13px;color:#6d4c00">'
        f'{html.escape(step.forecast)}</div>'
        f'<div style="text-align:center;font-size:12px;color:#555">'
        f'{html.escape(w.text("deal.hidden_all_open"))}</div></div>'
    )


# ---------------------------------------------------------------------- questions


def draw_order(players: int, winner: int) -> tuple[int, ...]:
    """The order the seats draw in after a trick taken by ``winner`` (the rule: :func:`rules.draw_order`)."""
    return rules.draw_order(winner, players)


def muestra_taker(players: int, last_winner: int) -> int:
    """Who draws the muestra when ``last_winner`` takes the last trick with a draw (:func:`rules.muestra_taker`)."""
    return rules.muestra_taker(last_winner, players)


def who_wins(points: Sequence[int]) -> Outcome:
    """The engine's verdict on a finished hand with these points per seat (RULES §5: :func:`rules.outcome`)."""
    return rules.outcome(points)


def _verdict(ok: bool, why: str) -> Check:
    return Check(ok, text("deal.ok" if ok else "deal.not_yet", why=why))


def _is_count(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


@offers_solution("dealt", "rounds", "tricks", solve=lambda players, deck: _right_counts(players, deck))
def check_counts(players: int, deck: int | None = None, *, dealt: int, rounds: int,
                 tricks: int) -> Check:
    """Check your counts for a table: cards dealt, draw rounds and tricks (RULES §4).

    ``players`` at the table, cards in the ``deck`` (None: the usual deck), and the
    student's counts of cards ``dealt``, draw ``rounds`` and ``tricks``.
    """
    if not _is_count(players) or (deck is not None and not _is_count(deck)):
        return Check(False, text("deal.bad_table", players=players, deck=deck))
    try:
        real = counts(players, deck)
    except ValueError as error:
        return Check(False, str(error))
    try:
        dealt, rounds, tricks = (read_number(given, key="deal.bad_count") for given in (dealt, rounds, tricks))
    except ValueError as error:
        return Check(False, str(error))
    why = text("deal.counts_why", players=players, deck=real.deck, dealt=real.dealt,
               rounds=real.draw_rounds, tricks=real.tricks)
    wrong = [text(f"deal.col_{key}") for key, mine, right in (
        ("dealt", dealt, real.dealt), ("rounds", rounds, real.draw_rounds),
        ("tricks", tricks, real.tricks)) if mine != right]
    progress.record(progress.lesson_of(__name__), exercise_id("counts", players, real.deck), not wrong)
    if wrong:
        if not ATTEMPTS.solution_now(("cuentas", players, real.deck)):
            return _verdict(False, text("deal.counts_wrong", which=", ".join(wrong)) + " "
                            + text("deal.counts_hint"))
        return _verdict(False, text("deal.counts_wrong", which=", ".join(wrong)) + " " + why)
    return _verdict(True, why)


def _right_counts(players: int, deck: int | None) -> dict[str, object]:
    """The right counts for a table: cards dealt, draw rounds and tricks, by the names the check takes."""
    real = counts(players, deck)
    return {"dealt": real.dealt, "rounds": real.draw_rounds, "tricks": real.tricks}


def _players_at(players: object) -> int | None:
    if isinstance(players, int) and not isinstance(players, bool) and players in (2, 3, 4):
        return players
    return None


def _seat(players: int, answer: object) -> int:
    """A player as the student writes it (1 to ``players``, "jugador 2"), as a seat (0 to players - 1)."""
    try:
        return parse_player(answer, players=players)
    except ValueError:
        raise BriscolaError("deal.bad_seat", numbers=seat_numbers(players), answer=answer) from None


@offers_solution("my_order", solve=lambda players, winner: {"my_order": [s + 1 for s in draw_order(
    players, _seat(players, winner))]})
def check_draw_order(players: int, winner: object, my_order: Sequence[object]) -> Check:
    """Check the order you think the players draw in after player ``winner`` takes a trick (numbered from 1)."""
    size = _players_at(players)
    if size is None:
        return Check(False, text("deal.bad_players", given=players))
    try:
        seat = _seat(size, winner)
        if isinstance(my_order, (str, int)) or not isinstance(my_order, Sequence):
            raise BriscolaError("deal.order_not_list", given=my_order, players=size,
                                example=str([*range(2, size + 1), 1]))
        answer = tuple(_seat(size, a) for a in my_order)
    except ValueError as error:
        return Check(False, str(error))
    order = draw_order(size, seat)
    progress.record(progress.lesson_of(__name__), exercise_id("draw_order", size, seat), answer == order)
    if answer == order:
        return _verdict(True, text("deal.order_why", winner=seat_name(seat, size),
                                   order=", ".join(seat_name(s, size) for s in order)))
    if len(set(answer)) < len(answer):
        return Check(False, text("deal.order_repeated"))
    if not ATTEMPTS.solution_now(("robo", size, seat)):
        return _verdict(False, text("deal.order_hint"))
    return _verdict(False, text("deal.order_why", winner=seat_name(seat, size),
                                order=", ".join(seat_name(s, size) for s in order)))


@offers_solution("my_answer", solve=lambda players, winner: {"my_answer": 1 + muestra_taker(
    players, _seat(players, winner))})
def check_muestra(players: int, winner: object, my_answer: object) -> Check:
    """Check who you think takes the muestra when player ``winner`` takes the last trick with a draw."""
    size = _players_at(players)
    if size is None:
        return Check(False, text("deal.bad_players", given=players))
    try:
        last_winner = _seat(size, winner)
        answer = _seat(size, my_answer)
    except ValueError as error:
        return Check(False, str(error))
    taker = muestra_taker(size, last_winner)
    progress.record(progress.lesson_of(__name__), exercise_id("muestra", size, last_winner), answer == taker)
    if answer != taker and not ATTEMPTS.solution_now(("muestra", size, last_winner)):
        return _verdict(False, hint("deal.muestra_hint"))
    why = text("deal.muestra_why", winner=seat_name(last_winner, size),
               taker=seat_name(taker, size))
    return _verdict(answer == taker, why)


def _winners(players: int, answer: object) -> tuple[int, ...]:
    """The winners a student names: [1, 3], 2, "jugador 2", [] or "nadie" for no one."""
    if answer is None or (isinstance(answer, str) and _normal(answer) in ("nadie", "ninguno", "")):
        return ()
    items = [answer] if isinstance(answer, (int, str)) else answer
    if not isinstance(items, (list, tuple, set)):
        raise BriscolaError("deal.bad_winners", given=answer, numbers=seat_numbers(players))
    try:
        return tuple(sorted({_seat(players, a) for a in items}))
    except ValueError:
        raise BriscolaError("deal.bad_winners", given=answer, numbers=seat_numbers(players)) from None


@offers_solution("winners", solve=lambda points: {"winners": [s + 1 for s in who_wins(points).winners]})
def check_result(points: Sequence[int], winners: object) -> Check:
    """Check who you think wins with these ``points`` per player: the winners (from 1), or [] for no one."""
    if (not isinstance(points, (list, tuple)) or len(points) not in (2, 3, 4)
            or not all(_is_count(p) and p >= 0 for p in points)):
        return Check(False, text("deal.bad_points", given=points))
    if sum(points) != 120:
        return Check(False, text("deal.points_not_120", given=list(points), total=sum(points)))
    try:
        chosen = _winners(len(points), winners)
        outcome = who_wins(points)
    except ValueError as error:
        return Check(False, str(error))
    why = _result_words(outcome, len(points), kit_words())
    ok = chosen == tuple(sorted(outcome.winners))
    progress.record(progress.lesson_of(__name__), exercise_id("result", points), ok)
    if not ok and not ATTEMPTS.solution_now(("resultado", tuple(points))):
        key = "deal.result_hint_three" if len(points) == 3 else "deal.result_hint"
        return _verdict(False, hint(key))
    return _verdict(ok, why)


#: The helpers under every edition's own names (``locale/<code>/aliases.py``), for the lesson cells.
ALIASES = translated(check_counts, check_draw_order, check_muestra, check_result)
globals().update(ALIASES)
__all__ += list(ALIASES)


def draws_by_player(game: Game) -> Table:
    """One row per card drawn: after which trick, which player (numbered from 1), the card, the muestra."""
    rows = [{
        "after_trick": d.after_trick,
        "player": seat_name(d.seat, game.players),
        "card": str(d.card),
        "is_muestra": text("deal.yes") if d.is_muestra else "",
    } for d in game.draws]
    labels = columns("after_trick") | {"player": text("tables.drawer")} | columns("card")
    return Table(labels | {"is_muestra": text("tables.drawn_muestra")}, rows)

"""A seeded hand dealt, drawn and played out step by step, told in the student's words and drawn."""

from __future__ import annotations

import html
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

from ...cards import Card
from ...events import Drew, Played, Swapped, TrickTaken
from ...game import Game, Outcome, Trick
from ...locale import Words
from ...locale import words as kit_words
from ...render import hand_svg, stock_svg, trick_svg
from .counts import _new, _rounds, play_out

__all__ = ["DealStep", "seat_name", "deal_steps", "deal_step_html", "deal_explanation_html"]


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

"""Invariants over many seeded random games, for every table size and option (RULES §2-§7, §12, §13)."""

from __future__ import annotations

import json
import random
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from briscola_teach import (
    DECK, PASS, SWAP, Bid, Card, CardError, Chiamata, Game, PartnerRevealed, Played, PointsBid, Rank, Suit,
    new_deck, trick_winner,
)
from briscola_teach.rules import SEVEN_SECOND_ORDER, STRENGTH_ORDER
from test_view import check_view

TABLES: list[tuple[int, dict[str, Any]]] = [
    (2, {}), (3, {}), (3, {"deck": 36}), (4, {}),
]
FLAGS = ["seven_second", "swap_muestra", "open_hands", "tie_break_by_cards", "double_win"]


@st.composite
def tables(draw: st.DrawFn) -> tuple[int, dict[str, Any]]:
    """A table size with any combination of the options that fit it."""
    players, base = draw(st.sampled_from(TABLES))
    options = dict(base)
    for flag in FLAGS:
        if draw(st.booleans()):
            options[flag] = True
    if players == 3:
        options.pop("tie_break_by_cards", None)
        if options.get("deck") == 36:
            options.pop("swap_muestra", None)
    if players == 4 and draw(st.booleans()):
        options["open_partner_hands"] = True
    if draw(st.booleans()):
        options["hand_size"] = 5
    return players, options


SETTINGS = settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def random_game(players: int, options: dict[str, Any], seed: int) -> tuple[Game, random.Random]:
    return Game.new(players, seed=seed, **options), random.Random(seed)


def step(game: Game, rng: random.Random) -> None:
    """A random legal action; the swap is taken when allowed, half of the time."""
    actions = game.legal_actions()
    if SWAP in actions and rng.random() < 0.5:
        game.apply(SWAP)
    else:
        game.play(rng.choice(game.legal_plays()))


def check_finished(game: Game) -> None:
    opts, n = game.options, game.players
    played = [c for t in game.tricks for c in t.cards]
    # Every card dealt and played exactly once.
    assert sorted(c.index for c in played) == sorted(c.index for c in new_deck(opts.deck))
    assert sum(game.points) == 120 == sum(t.points for t in game.tricks)
    assert len(game.tricks) == opts.deck // n == opts.tricks
    assert sum(game.pile_sizes) == opts.deck
    # The winner of each trick leads the next one and draws first.
    for before, after in zip(game.tricks, game.tricks[1:]):
        assert after.leader == before.winner
    draw_rounds = (opts.deck - n * opts.hand_size) // n
    draws = game.draws
    assert len(draws) == draw_rounds * n
    for k in range(draw_rounds):
        winner = game.tricks[k].winner
        assert [(d.after_trick, d.seat) for d in draws[k * n:(k + 1) * n]] == [
            (k + 1, (winner + j) % n) for j in range(n)]
    # The muestra is the last card drawn, by the seat that plays last in the next trick.
    last = draws[-1]
    assert last.is_muestra and last.card is game.muestra and not any(d.is_muestra for d in draws[:-1])
    assert last.seat == (game.tricks[draw_rounds - 1].winner + n - 1) % n == game.muestra_drawn_by
    if n == 2 and opts.hand_size == 3:
        assert last.after_trick == 17 and last.seat != game.tricks[16].winner
    outcome = game.outcome
    assert outcome is not None and sum(outcome.points) == 120


@SETTINGS
@given(tables(), st.integers(0, 2**32))
def test_random_games_keep_every_rule(table: tuple[int, dict[str, Any]], seed: int) -> None:
    players, options = table
    game, rng = random_game(players, options, seed)
    size = game.options.hand_size
    while not game.is_over:
        if not game.table:
            sizes = {len(game.hand(s)) for s in range(players)}
            assert len(sizes) == 1
            if game.stock_size:
                assert sizes == {size}
        else:
            played = {seat for seat, _ in game.table}
            full = len(game.hand(game.leader)) + 1
            assert all(len(game.hand(s)) == full - (s in played) for s in range(players))
        assert game.muestra_in_stock == (game.muestra in game.stock)
        step(game, rng)
    check_finished(game)


@SETTINGS
@given(tables(), st.integers(0, 2**32))
def test_views_never_leak_and_samples_fit_them(table: tuple[int, dict[str, Any]], seed: int) -> None:
    players, options = table
    game, rng = random_game(players, options, seed)
    while not game.is_over:
        for seat in range(players):
            view = check_view(game, seat)
            if seat == game.turn and rng.random() < 0.2:
                assert view.sample(rng).view(seat) == view
        step(game, rng)


@settings(SETTINGS, max_examples=25)
@given(tables(), st.integers(0, 2**32))
def test_undo_restores_exactly_and_copies_are_independent(table: tuple[int, dict[str, Any]],
                                                          seed: int) -> None:
    players, options = table
    game, rng = random_game(players, options, seed)
    while not game.is_over:
        before = state(game)
        if rng.random() < 0.3:
            other = game.copy()
            assert state(other) == before
            step(other, rng)
            assert state(game) == before
        step(game, rng)
        last = game.actions[-1]
        after = state(game)
        assert game.undo() == last
        assert state(game) == before
        game.apply(last)
        assert state(game) == after
    check_finished(game)


@SETTINGS
@given(tables(), st.integers(0, 2**32), st.integers(0, 60))
def test_records_round_trip(table: tuple[int, dict[str, Any]], seed: int, plays: int) -> None:
    players, options = table
    game, rng = random_game(players, options, seed)
    for _ in range(plays):
        if game.is_over:
            break
        step(game, rng)
    again = Game.from_json(game.to_json())
    assert state(again) == state(game)
    assert json.loads(again.to_json()) == json.loads(game.to_json())


def state(game: Game) -> tuple[Any, ...]:
    n = game.players
    return (game.to_json(), tuple(game.hand(s) for s in range(n)), game.stock, game.table,
            game.tricks, game.draws, game.points, game.pile_sizes, game.turn, game.leader,
            game.muestra, game.muestra_drawn_by, game.swapped_by, game.outcome,
            tuple(game.view(s) for s in range(n)))


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(DECK), min_size=1, max_size=4, unique=True), st.sampled_from(list(Suit)),
       st.booleans())
def test_trick_winner_matches_the_rule_as_written(cards: list[Card], trump: Suit, seven: bool) -> None:
    order = SEVEN_SECOND_ORDER if seven else STRENGTH_ORDER
    trumps = [c for c in cards if c.suit is trump]
    candidates = trumps or [c for c in cards if c.suit is cards[0].suit]
    best = min(candidates, key=lambda c: order.index(c.rank))
    assert trick_winner(cards, trump, seven_second=seven) == cards.index(best)


@settings(max_examples=150, deadline=None)
@given(st.text(max_size=30))
def test_junk_text_raises_only_card_error(text: str) -> None:
    try:
        card = Card.parse(text)
    except CardError as error:
        assert f"«{text}»" in str(error)
    else:
        assert card in DECK


@st.composite
def positions(draw: st.DrawFn) -> dict[str, Any]:
    """Positions shaped like real ones, one detail in three of them spoilt at random."""
    players = draw(st.sampled_from([2, 3, 4]))
    deck = new_deck(39 if players == 3 else 40)
    cards = list(draw(st.permutations(deck)))
    rounds = draw(st.integers(0, 3))
    in_hand = 3 if rounds else draw(st.integers(0, 3))
    leader = draw(st.integers(0, players - 1))
    table_size = draw(st.integers(0, players - 1)) if in_hand else 0
    played = {(leader + i) % players for i in range(table_size)}
    hands = []
    for seat in range(players):
        size = in_hand - (seat in played)
        hands.append(cards[:size])
        del cards[:size]
    table = cards[:table_size]
    del cards[:table_size]
    muestra = cards.pop()
    stock = cards[:rounds * players - 1] if rounds else []
    del cards[:len(stock)]
    drawn_by = None if rounds else draw(st.integers(0, players - 1))
    if drawn_by is not None and draw(st.booleans()) and len(hands[drawn_by]) == in_hand and in_hand:
        hands[drawn_by][0] = muestra  # the holder still has it
        cards.append(muestra)
    position: dict[str, Any] = {"hands": hands, "muestra": muestra, "stock": stock, "table": table,
                                "leader": leader, "muestra_drawn_by": drawn_by, "scores": None}
    missing_points = sum(c.points for c in cards if c is not muestra) + (
        muestra.points if drawn_by is not None and all(muestra not in h for h in hands) else 0)
    if draw(st.booleans()):
        split = draw(st.integers(0, missing_points))
        position["scores"] = [split, missing_points - split] + [0] * (players - 2)
    spoil = draw(st.sampled_from([None, None, "leader", "drawn_by", "hand", "stock", "scores",
                                  "duplicate", "table"]))
    if spoil == "leader":
        position["leader"] = draw(st.sampled_from([-1, players, True, "0"]))
    elif spoil == "drawn_by":
        position["muestra_drawn_by"] = draw(st.sampled_from([None, 0, players - 1, players]))
    elif spoil == "hand" and cards:
        hands[draw(st.integers(0, players - 1))].append(cards.pop())
    elif spoil == "stock" and cards:
        stock.append(cards.pop())
    elif spoil == "scores":
        position["scores"] = draw(st.lists(st.integers(-5, 125), min_size=players, max_size=players))
    elif spoil == "duplicate" and any(hands):
        stock.append(next(c for h in hands for c in h))
    elif spoil == "table" and cards:
        table.append(cards.pop())
    return position


@settings(max_examples=300, deadline=None)
@given(positions(), st.integers(0, 1000))
def test_accepted_positions_always_play_to_a_consistent_end(position: dict[str, Any], seed: int) -> None:
    from briscola_teach import OptionError, PositionError

    hands = position.pop("hands")
    muestra = position.pop("muestra")
    try:
        game = Game.from_position(hands, muestra, **position)
    except (PositionError, OptionError):
        return
    rng = random.Random(seed)
    start_points = sum(game.points)
    while not game.is_over:
        game.play(rng.choice(game.legal_plays()))
    played = {c for t in game.tricks for c in t.cards}
    in_position = {c for h in hands for c in h} | set(position["stock"]) | set(position["table"])
    if position["muestra_drawn_by"] is None:
        in_position.add(muestra)
    assert played == in_position
    assert sum(game.points) == start_points + sum(t.points for t in game.tricks)
    if position["scores"] is not None:
        assert sum(game.points) == 120
    assert Game.from_json(game.to_json()).to_json() == game.to_json()


# ---------------------------------------------------------------- briscolone (RULES §13)
@SETTINGS
@given(st.integers(0, 2**32), st.booleans())
def test_briscolone_deals_everything_and_plays_twenty_tricks(seed: int, swap_leader: bool) -> None:
    game = Game.new(2, seed=seed, variant="briscolone", leader=int(swap_leader))
    rng = random.Random(seed)
    dealer = 1 - game.leader
    assert game.muestra in game.hand(dealer) and game.stock_size == 0
    while not game.is_over:
        for seat in (0, 1):
            view = check_view(game, seat)
            assert (game.muestra in view.known[dealer]) == (game.muestra in game.hand(dealer))
        game.play(rng.choice(game.legal_plays()))
    played = [c for t in game.tricks for c in t.cards]
    assert sorted(c.index for c in played) == list(range(40))
    assert len(game.tricks) == 20 and sum(game.points) == 120 and not game.draws
    assert all(after.leader == before.winner for before, after in zip(game.tricks, game.tricks[1:]))
    assert state(Game.from_json(game.to_json())) == state(game)


# ---------------------------------------------------------------- briscola chiamata (RULES §12)
def chiamata_step(game: Chiamata, rng: random.Random) -> None:
    """A random legal action; in the auction a pass half of the time, so auctions end at any rank."""
    actions = game.legal_actions()
    if PASS in actions and rng.random() < 0.5:
        game.apply(PASS)
    else:
        game.apply(rng.choice([a for a in actions if a is not PASS] or actions))


def check_chiamata_view(game: Chiamata, seat: int) -> None:
    view = game.view(seat)
    assert view.hand == game.hand(seat)
    others = {c for s in range(5) if s != seat for c in game.hand(s)}
    assert set(view.unseen) == others and list(view.unseen) == sorted(view.unseen, key=lambda c: c.index)
    called = game.called_card
    knows = game.partner_revealed or (called is not None and called in game.hand(seat))
    assert view.partner == (game.partner if knows else None)
    for event in view.events:
        if isinstance(event, PartnerRevealed):
            assert game.partner_revealed


@SETTINGS
@given(st.integers(0, 2**32))
def test_chiamata_keeps_every_rule(seed: int) -> None:
    game = Game.new(players=5, variant="chiamata", seed=seed)
    rng = random.Random(seed)
    steps = 0
    while not game.is_over:
        for seat in range(5):
            check_chiamata_view(game, seat)
        if rng.random() < 0.1:
            seat = game.turn
            assert seat is not None
            assert game.view(seat).sample(rng).view(seat) == game.view(seat)
        chiamata_step(game, rng)
        steps += 1
        assert steps < 5 * 120  # random legal play always finishes
    # The auction: lower ranks, final passes, points from 61 and rising after the 2.
    out: set[int] = set()
    last_rank, last_points, seats = -1, 60, []
    for seat, action in game.auction:
        assert seat not in out
        seats.append(seat)
        if action is PASS:
            out.add(seat)
        elif isinstance(action, Bid):
            assert last_points == 60 and STRENGTH_ORDER.index(action.rank) > last_rank
            last_rank = STRENGTH_ORDER.index(action.rank)
        else:
            assert isinstance(action, PointsBid) and last_rank == STRENGTH_ORDER.index(Rank.TWO)
            assert action.points > last_points
            last_points = action.points
    assert seats[0] == game.first_bidder
    outcome = game.outcome
    assert outcome is not None and sum(outcome.match_points) == 0
    if outcome.is_redeal:
        assert len(out) == 5 and game.caller is None and not game.tricks
        return
    assert len(out) == 4 and game.caller not in out
    played = [c for t in game.tricks for c in t.cards]
    assert sorted(c.index for c in played) == list(range(40))
    assert len(game.tricks) == 8 and all(len(t.plays) == 5 for t in game.tricks)
    assert sum(game.points) == 120 == sum(outcome.points)
    assert game.tricks[0].leader == game.first_bidder
    assert all(after.leader == before.winner for before, after in zip(game.tricks, game.tricks[1:]))
    # The partner is revealed exactly when the called card falls, and by its holder.
    events = game.events
    reveals = [i for i, e in enumerate(events) if isinstance(e, PartnerRevealed)]
    assert len(reveals) == 1
    played_called = events[reveals[0] - 1]
    assert isinstance(played_called, Played) and played_called.card is game.called_card
    assert played_called.seat == game.partner == outcome.partner
    assert Chiamata.from_json(game.to_json()).events == events


@settings(SETTINGS, max_examples=25)
@given(st.integers(0, 2**32), st.integers(0, 60))
def test_chiamata_records_round_trip_and_undo_restores(seed: int, actions: int) -> None:
    game = Game.new(players=5, variant="chiamata", seed=seed)
    rng = random.Random(seed)
    for _ in range(actions):
        if game.is_over:
            break
        chiamata_step(game, rng)
    again = Chiamata.from_json(game.to_json())
    assert again.to_json() == game.to_json() and again.events == game.events
    assert all(again.view(s) == game.view(s) for s in range(5))
    if game.actions:
        last, before = game.actions[-1], game.copy()
        game.undo()
        game.apply(last)
        assert game.to_json() == before.to_json() and game.events == before.events

"""What each seat may know (RULES §7): views show it and nothing more."""

from __future__ import annotations

import dataclasses
import gc
import random
from collections.abc import Iterator
from types import FunctionType, ModuleType
from typing import Any

import pytest

from briscola_teach import SWAP, Card, Game, PositionError, View, new_deck

P = Card.parse


def may_know(game: Game, viewer: int, seat: int) -> set[Card]:
    """The cards of ``seat``'s hand that ``viewer`` may know, worked out naively from RULES §7/§8."""
    hand, opts, n = set(game.hand(seat)), game.options, game.players
    stock_empty = game.stock_size == 0
    if seat == viewer or opts.open_hands or (n == 2 and stock_empty):
        return hand
    if opts.open_partner_hands and stock_empty and seat == (viewer + 2) % 4:
        return hand
    public = {game.muestra} if game.muestra_drawn_by == seat else set()
    if game.swapped_by == seat:
        public.add(game.original_muestra)
    return hand & public


def cards_in(value: Any) -> Iterator[Card]:
    if isinstance(value, Card):
        yield value
    elif isinstance(value, (tuple, list)):
        for item in value:
            yield from cards_in(item)
    elif dataclasses.is_dataclass(value) and not isinstance(value, type):
        for f in dataclasses.fields(value):
            yield from cards_in(getattr(value, f.name))


def check_view(game: Game, viewer: int) -> View:
    view = game.view(viewer)
    n = game.players
    played = {c for t in game.tricks for c in t.cards} | {c for _, c in game.table}
    allowed = set(game.hand(viewer)) | played | {game.muestra, game.original_muestra}
    for seat in range(n):
        expected = may_know(game, viewer, seat)
        assert set(view.known[seat]) == expected, (viewer, seat)
        allowed |= expected
    shown = {f.name: set(cards_in(getattr(view, f.name))) for f in dataclasses.fields(view)}
    for name, cards in shown.items():
        if name != "unseen":
            assert cards <= allowed, (name, cards - allowed)
    in_play = {c for s in range(n) for c in game.hand(s)} | set(game.stock)
    assert set(view.unseen) == in_play - allowed
    assert list(view.unseen) == sorted(view.unseen, key=lambda c: c.index)  # no order leaks
    return view


def random_games(players: int, seeds: range, **options: Any) -> Iterator[Game]:
    for seed in seeds:
        game = Game.new(players, seed=seed, **options)
        rng = random.Random(seed)
        yield game.copy()
        while not game.is_over:
            game.apply(rng.choice(game.legal_actions()))
            yield game.copy()


TABLES = [
    (2, {}), (3, {}), (3, {"deck": 36}), (4, {}), (2, {"swap_muestra": True}),
    (4, {"open_partner_hands": True}), (3, {"open_hands": True}), (2, {"hand_size": 5}),
    (4, {"swap_muestra": True, "hand_size": 5}),
]


@pytest.mark.parametrize("players, options", TABLES)
def test_views_never_leak_hidden_cards(players: int, options: dict[str, Any]) -> None:
    for game in random_games(players, range(6), **options):
        for seat in range(players):
            check_view(game, seat)


def test_view_shows_own_hand_not_the_rivals() -> None:
    game = Game.new(2, seed=1)
    view = game.view(0)
    assert view.hand == game.hand(0)
    assert view.known[1] == ()
    assert not set(game.hand(1)) & set(cards_in([view.hand, view.known, view.table, view.tricks]))
    assert view.hand_sizes == (3, 3) and view.stock_size == 34


def test_muestra_drawn_by_a_seat_is_known_while_it_holds_it() -> None:
    game = Game.new(3, seed=3)
    while game.muestra_in_stock:
        game.play(game.legal_plays()[0])
    holder = game.muestra_drawn_by
    assert holder is not None
    for seat in range(3):
        view = game.view(seat)
        assert view.muestra_drawn_by == holder
        assert game.muestra in view.known[holder]
    while game.muestra in game.hand(holder):
        game.play(game.legal_plays()[-1] if game.turn == holder else game.legal_plays()[0])
    assert all(game.muestra not in k for k in game.view((holder + 1) % 3).known)


def test_two_player_endgame_is_open_once_the_stock_is_empty() -> None:
    game = Game.new(2, seed=4)
    while game.stock_size:
        game.play(game.legal_plays()[0])
    view = game.view(0)
    assert view.known[1] == game.hand(1) and view.unseen == ()


def test_four_players_do_not_see_partner_until_drawing_ends_even_with_the_option() -> None:
    game = Game.new(4, seed=5, open_partner_hands=True)
    assert game.view(0).known[2] == ()
    while game.stock_size:
        game.play(game.legal_plays()[0])
    view = game.view(0)
    assert view.known[2] == game.hand(2)
    assert set(view.known[1]) <= {game.muestra}


def test_without_the_option_partners_stay_hidden_after_drawing() -> None:
    game = Game.new(4, seed=5)
    while game.stock_size:
        game.play(game.legal_plays()[0])
    assert set(game.view(0).known[2]) <= {game.muestra}


def test_scoperta_shows_every_hand() -> None:
    game = Game.new(3, seed=6, open_hands=True)
    view = game.view(1)
    assert view.known == tuple(game.hand(s) for s in range(3))
    assert set(view.unseen) == set(game.stock) - {game.muestra}


def test_everyone_knows_who_swapped_and_so_who_holds_the_old_muestra() -> None:
    for seed in range(200):
        game = Game.new(2, seed=seed, swap_muestra=True)
        if game.can_swap():
            break
    else:  # pragma: no cover - the seeds above include a swap
        pytest.fail("no deal with a swap")
    swapper, old = game.turn, game.muestra
    assert swapper is not None
    game.apply(SWAP)
    view = game.view(1 - swapper)
    assert view.swapped_by == swapper and view.original_muestra is old
    assert view.known[swapper] == (old,)
    assert view.muestra is game.muestra and view.muestra.rank.name == "TWO"


def test_view_holds_no_reference_to_the_game() -> None:
    game = Game.new(4, seed=7, swap_muestra=True)
    for _ in range(9):
        game.play(game.legal_plays()[0])
    view = game.view(2)
    seen: set[int] = set()
    todo: list[object] = [view]
    while todo:
        obj = todo.pop()
        if id(obj) in seen or isinstance(obj, (type, ModuleType, FunctionType)):
            continue
        seen.add(id(obj))
        assert not isinstance(obj, Game)
        assert not isinstance(obj, (list, set)), obj  # everything a view holds is immutable
        todo.extend(gc.get_referents(obj))
    internal = {id(v) for name in Game.__slots__ for v in [getattr(game, name)]
                if isinstance(v, list)}
    assert not internal & seen


def test_view_is_frozen_and_a_snapshot() -> None:
    game = Game.new(2, seed=8)
    view = game.view(0)
    with pytest.raises(dataclasses.FrozenInstanceError):
        view.turn = 1  # type: ignore[misc]
    hand = view.hand
    game.play(game.legal_plays()[0])
    assert view.hand == hand and view.table == ()


def test_view_questions() -> None:
    game = Game.new(4, seed=9, leader=1)
    view = game.view(3)
    assert view.players == 4 and view.partner == 1
    assert view.is_partner(1) and view.is_partner(3) and not view.is_partner(0)
    assert not view.is_my_turn and view.legal_plays() == () and view.legal_actions() == ()
    assert game.view(1).is_my_turn and game.view(1).legal_plays() == game.hand(1)
    assert Game.new(2, seed=1).view(0).partner is None
    assert view.trick_number == 1


def test_played_lists_every_card_seen_in_order() -> None:
    game = Game.new(2, seed=10)
    plays = []
    for _ in range(5):
        plays.append(game.legal_plays()[0])
        game.play(plays[-1])
    assert game.view(0).played == tuple(plays)


def test_view_of_a_bad_seat_is_refused() -> None:
    game = Game.new(2, seed=1)
    for seat in (2, -1, "0", None):
        with pytest.raises(PositionError):
            game.view(seat)  # type: ignore[arg-type]


# ---------------------------------------------------------------- sampling

@pytest.mark.parametrize("players, options", TABLES)
def test_sample_is_a_legal_game_consistent_with_the_view(players: int, options: dict[str, Any]) -> None:
    rng = random.Random(1)
    for game in random_games(players, range(3), **options):
        if game.is_over:
            continue
        for seat in range(players):
            view = game.view(seat)
            sample = view.sample(rng)
            assert sample.view(seat) == view
            assert sample.hand(seat) == game.hand(seat)
            for s in range(players):
                assert set(view.known[s]) <= set(sample.hand(s))
                assert len(sample.hand(s)) == len(game.hand(s))
            assert sample.stock_size == game.stock_size
            if game.muestra_in_stock:
                assert sample.stock[-1] is game.muestra
            placed = [c for s in range(players) for c in sample.hand(s)] + list(sample.stock)
            real = [c for s in range(players) for c in game.hand(s)] + list(game.stock)
            assert sorted(c.index for c in placed) == sorted(c.index for c in real)
            assert sample.tricks == game.tricks and sample.points == game.points
            while not sample.is_over:
                sample.apply(rng.choice(sample.legal_actions()))
            assert sum(sample.points) == 120


def test_samples_differ_by_seed_and_repeat_with_it() -> None:
    view = Game.new(2, seed=11).view(0)
    deals = {view.sample(random.Random(s)).hand(1) for s in range(20)}
    assert len(deals) > 5
    assert view.sample(random.Random(3)).stock == view.sample(random.Random(3)).stock


def test_sample_of_a_perfect_information_view_is_the_game() -> None:
    game = Game.new(2, seed=12)
    while game.stock_size:
        game.play(game.legal_plays()[0])
    sample = game.view(1).sample(random.Random(0))
    assert [sample.hand(0), sample.hand(1)] == [game.hand(0), game.hand(1)]


def test_sample_deals_only_cards_the_seat_cannot_place() -> None:
    game = Game.new(3, seed=13)
    view = game.view(0)
    for seed in range(10):
        sample = view.sample(random.Random(seed))
        others = {c for s in (1, 2) for c in sample.hand(s)} | set(sample.stock[:-1])
        assert others == set(view.unseen)
        assert not others & (set(view.hand) | {view.muestra})
    assert set(view.unseen) | set(view.hand) | {view.muestra} == set(new_deck(39))


# ---------------------------------------------------------------- door 8: a view shares nothing that changes
def _reachable(value: object, seen: set[int]) -> Iterator[object]:
    if id(value) in seen:
        return
    seen.add(id(value))
    yield value
    if dataclasses.is_dataclass(value) and not isinstance(value, type) and not isinstance(value, Card):
        for f in dataclasses.fields(value):
            yield from _reachable(getattr(value, f.name), seen)
    elif isinstance(value, (tuple, list, set, frozenset)):
        for item in value:
            yield from _reachable(item, seen)
    elif isinstance(value, dict):
        for item in value.items():
            yield from _reachable(item, seen)


@pytest.mark.parametrize("players, options", TABLES)
def test_a_view_shares_no_mutable_state_with_its_game(players: int, options: dict[str, Any]) -> None:
    import enum

    for game in random_games(players, range(2), **options):
        view = game.view(game.turn if game.turn is not None else 0)
        for obj in _reachable(view, set()):
            if obj is view:
                continue
            # Cards are the deck's forty interned constants; everything else a view holds is a
            # tuple (named or not) of numbers, texts, enums and cards: nothing anyone can change.
            assert isinstance(obj, (tuple, int, str, float, enum.Enum, Card, type(None))), type(obj)


def test_changing_a_views_trick_cannot_change_the_games_history() -> None:
    game = Game.new(2, seed=3)
    for _ in range(4):
        game.play(game.legal_plays()[0])
    view = game.view(0)
    winner = game.tricks[0].winner
    with pytest.raises((AttributeError, TypeError)):
        object.__setattr__(view.tricks[0], "winner", 1 - winner)
    with pytest.raises((AttributeError, TypeError)):
        object.__setattr__(view.options, "players", 3)
    assert game.tricks[0].winner == winner and game.players == 2

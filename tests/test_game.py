"""A hand of Briscola: deal, play, draw, score (RULES §2-§6 and the options of §8)."""

from __future__ import annotations

import random

import pytest

from briscola_teach import (
    DECK, SWAP, Card, Game, IllegalPlay, PositionError, Rank, Suit, new_deck,
)

P = Card.parse


def play_out(game: Game, seed: int = 0) -> Game:
    rng = random.Random(seed)
    while not game.is_over:
        game.play(rng.choice(game.legal_plays()))
    return game


def endgame(scores: tuple[int, ...], *, piles: tuple[int, ...] | None = None, **options: object) -> Game:
    """The last trick of a hand, worth nothing, with the earlier points given per seat."""
    blancas = ["dos de oros", "cuatro de oros", "cinco de oros", "seis de oros"]
    n = len(scores)
    return Game.from_position([[c] for c in blancas[:n]], "cinco de copas", muestra_drawn_by=n - 1,
                              scores=scores, pile_cards=piles, **options)


# ---------------------------------------------------------------- deal (RULES §2)

def test_deal_gives_one_card_at_a_time_from_the_leader() -> None:
    deck = new_deck()
    game = Game.from_deck(deck, players=2, leader=1)
    assert game.hand(1) == (deck[0], deck[2], deck[4])
    assert game.hand(0) == (deck[1], deck[3], deck[5])
    assert game.muestra is deck[6]
    assert game.trump is deck[6].suit
    assert game.turn == 1 == game.leader


def test_four_player_deal_goes_round_from_the_leader() -> None:
    deck = new_deck()
    game = Game.from_deck(deck, players=4, leader=2)
    for offset, seat in enumerate((2, 3, 0, 1)):
        assert game.hand(seat) == (deck[offset], deck[offset + 4], deck[offset + 8])
    assert game.muestra is deck[12] and game.stock[0] is deck[13]


def test_card_after_the_deal_is_the_muestra_and_lies_under_the_stock() -> None:
    deck = new_deck()
    game = Game.from_deck(deck, players=2)
    assert game.stock == tuple(deck[7:]) + (deck[6],)
    assert game.stock_size == 34
    assert game.muestra_in_stock and game.muestra_drawn_by is None


@pytest.mark.parametrize("players, deck, dealt", [(2, 40, 6), (3, 39, 9), (3, 36, 9), (4, 40, 12)])
def test_deal_sizes_per_table(players: int, deck: int, dealt: int) -> None:
    game = Game.new(players, seed=1, deck=deck)
    assert sum(len(game.hand(s)) for s in range(players)) == dealt
    assert game.stock_size == deck - dealt
    assert all(len(game.hand(s)) == 3 for s in range(players))


def test_a_pizzico_deals_five_cards_each() -> None:
    game = Game.new(2, seed=1, hand_size=5)
    assert len(game.hand(0)) == len(game.hand(1)) == 5
    assert game.stock_size == 30


def test_same_seed_deals_the_same_hand() -> None:
    a, b = Game.new(2, seed=42), Game.new(2, seed=42)
    assert [a.hand(0), a.hand(1), a.muestra, a.leader, a.stock] == [
        b.hand(0), b.hand(1), b.muestra, b.leader, b.stock]


def test_first_leader_is_drawn_at_random_unless_given() -> None:
    leaders = {Game.new(4, seed=s).leader for s in range(40)}
    assert leaders == {0, 1, 2, 3}
    assert Game.new(3, seed=5, leader=2).turn == 2


def test_seed_may_be_a_random_generator() -> None:
    a = Game.new(2, random.Random(9))
    b = Game.new(2, random.Random(9))
    assert a.stock == b.stock


def test_from_deck_needs_the_whole_deck_once() -> None:
    deck = new_deck()
    with pytest.raises(PositionError, match="40"):
        Game.from_deck(deck[:-1])
    with pytest.raises(PositionError):
        Game.from_deck(deck[:-1] + deck[:1])
    with pytest.raises(PositionError, match="39"):
        Game.from_deck(deck, players=3)


def test_from_deck_reads_card_names() -> None:
    names = [str(c) for c in new_deck()]
    assert Game.from_deck(names).hand(0) == Game.from_deck(new_deck()).hand(0)


# ---------------------------------------------------------------- a trick (RULES §3)

def test_play_passes_to_the_next_seat() -> None:
    game = Game.new(4, seed=3, leader=3)
    order = []
    for _ in range(4):
        order.append(game.turn)
        game.play(game.legal_plays()[0])
    assert order == [3, 0, 1, 2]


def test_no_obligation_to_follow_suit_any_card_in_hand_is_legal() -> None:
    game = Game.new(2, seed=7)
    game.play(game.legal_plays()[0])
    assert set(game.legal_plays()) == set(game.hand(game.turn))
    for card in game.hand(game.turn):
        assert game.can_play(card)


def test_table_shows_who_played_each_card() -> None:
    game = Game.new(3, seed=2, leader=1)
    first, second = game.hand(1)[0], game.hand(2)[1]
    game.play(first)
    game.play(second)
    assert game.table == ((1, first), (2, second))
    assert game.winning_seat() in (1, 2)


def test_winner_takes_the_trick_and_its_points() -> None:
    game = Game.from_position([["as de espadas"], ["dos de copas"]], "cinco de copas",
                              muestra_drawn_by=1)
    game.play("as de espadas")
    game.play("dos de copas")
    trick = game.last_trick
    assert trick is not None
    assert (trick.winner, trick.points, trick.leader) == (1, 11, 0)
    assert trick.cards == (P("as de espadas"), P("dos de copas"))
    assert game.points == (0, 11)
    assert game.pile_sizes == (0, 2)


def test_winner_draws_first_and_leads() -> None:
    game = Game.new(3, seed=11, leader=0)
    for _ in range(3):
        game.play(game.legal_plays()[0])
    winner = game.tricks[0].winner
    assert game.turn == winner == game.leader
    draws = game.draws
    assert [d.seat for d in draws] == [winner, (winner + 1) % 3, (winner + 2) % 3]
    assert [d.card for d in draws] == list(new_deck_order(game)[:3])


def new_deck_order(game: Game) -> tuple[Card, ...]:
    """The stock the game started with, top first (replayed from the start)."""
    fresh = game.copy()
    fresh.restart()
    return fresh.stock


def test_winning_seat_follows_the_table() -> None:
    game = Game.from_position([["cuatro de bastos", "rey de oros"], ["tres de bastos", "as de oros"]],
                              "cinco de copas", muestra_drawn_by=0)
    assert game.winning_seat() is None
    game.play("cuatro de bastos")
    assert game.winning_seat() == 0
    game.play("tres de bastos")
    assert game.winning_seat() is None  # the trick is complete and gathered


# ---------------------------------------------------------------- drawing (RULES §4)

def test_loser_of_trick_17_takes_the_muestra() -> None:
    for seed in range(30):
        game = Game.new(2, seed=seed)
        while len(game.tricks) < 17:
            game.play(game.legal_plays()[0])
        loser = 1 - game.tricks[16].winner
        assert game.muestra_drawn_by == loser
        assert game.muestra in game.hand(loser) and game.stock == ()
        last = game.draws[-1]
        assert (last.after_trick, last.seat, last.card, last.is_muestra) == (17, loser, game.muestra, True)


@pytest.mark.parametrize("players, deck, last_draw", [(3, 39, 10), (3, 36, 9), (4, 40, 7)])
def test_last_to_draw_takes_the_muestra(players: int, deck: int, last_draw: int) -> None:
    game = play_out(Game.new(players, seed=4, deck=deck))
    last = game.draws[-1]
    assert last.is_muestra and last.card is game.muestra
    assert last.after_trick == last_draw
    winner = game.tricks[last_draw - 1].winner
    assert last.seat == (winner + players - 1) % players == game.muestra_drawn_by
    assert sum(d.is_muestra for d in game.draws) == 1


def test_no_drawing_once_the_stock_is_empty() -> None:
    game = Game.new(2, seed=8)
    while game.stock_size:
        game.play(game.legal_plays()[0])
    sizes = []
    while not game.is_over:
        sizes.append(len(game.hand(game.turn)))  # type: ignore[arg-type]
        game.play(game.legal_plays()[0])
    assert sizes == [3, 3, 2, 2, 1, 1]
    assert len(game.draws) == 34
    assert game.stock_size == 0


@pytest.mark.parametrize("players, deck, tricks", [(2, 40, 20), (3, 39, 13), (3, 36, 12), (4, 40, 10)])
def test_trick_counts_per_table(players: int, deck: int, tricks: int) -> None:
    game = play_out(Game.new(players, seed=1, deck=deck))
    assert len(game.tricks) == tricks
    assert sum(game.points) == 120
    assert sum(game.pile_sizes) == deck


# ---------------------------------------------------------------- end of a hand (RULES §5)

def test_sixty_one_wins() -> None:
    game = endgame((61, 59))
    play_out(game)
    assert game.outcome is not None
    assert game.outcome.points == (61, 59)
    assert game.outcome.winners == (0,)
    assert not game.outcome.is_draw


def test_sixty_sixty_is_a_draw() -> None:
    game = play_out(endgame((60, 60)))
    assert game.outcome is not None and game.outcome.is_draw
    assert game.outcome.winners == ()


def test_teams_add_partners_points() -> None:
    game = play_out(endgame((30, 20, 31, 39)))
    assert game.outcome is not None
    assert game.outcome.points == (61, 59)
    assert game.outcome.winners == (0, 2)


def test_teams_sixty_sixty_is_a_draw() -> None:
    game = play_out(endgame((30, 30, 30, 30)))
    assert game.outcome is not None and game.outcome.is_draw


def test_three_players_most_points_wins_without_sixty_one() -> None:
    game = play_out(endgame((45, 40, 35)))
    assert game.outcome is not None
    assert game.outcome.winners == (0,) and not game.outcome.is_shared


def test_three_players_shared_top_is_a_tie_between_them() -> None:
    game = play_out(endgame((50, 20, 50)))
    assert game.outcome is not None
    assert game.outcome.winners == (0, 2)
    assert game.outcome.is_shared and not game.outcome.is_draw


def test_three_players_all_level_is_a_draw() -> None:
    game = play_out(endgame((40, 40, 40)))
    assert game.outcome is not None and game.outcome.is_draw and not game.outcome.is_shared


def test_tie_break_gives_sixty_sixty_to_more_cards() -> None:
    # RULES §8 (003): the side with more cards in its pile takes a 60-60 hand.
    game = play_out(endgame((60, 60), piles=(22, 16), tie_break_by_cards=True))
    assert game.pile_sizes == (22, 18)
    assert game.outcome is not None and game.outcome.winners == (0,)


def test_tie_break_with_equal_cards_is_still_a_draw() -> None:
    game = play_out(endgame((60, 60), piles=(20, 18), tie_break_by_cards=True))
    assert game.pile_sizes == (20, 20)
    assert game.outcome is not None and game.outcome.is_draw


def test_without_tie_break_more_cards_do_not_matter() -> None:
    game = play_out(endgame((60, 60), piles=(22, 16)))
    assert game.outcome is not None and game.outcome.is_draw


def test_double_win_counts_a_win_over_one_hundred_twice() -> None:
    # RULES §8 (003).
    assert play_out(endgame((101, 19), double_win=True)).outcome.value == 2  # type: ignore[union-attr]
    assert play_out(endgame((100, 20), double_win=True)).outcome.value == 1  # type: ignore[union-attr]
    assert play_out(endgame((101, 19))).outcome.value == 1  # type: ignore[union-attr]


def test_cappotto_is_taking_all_one_hundred_twenty() -> None:
    game = play_out(endgame((120, 0)))
    assert game.outcome is not None and game.outcome.is_cappotto
    assert not play_out(endgame((119, 1))).outcome.is_cappotto  # type: ignore[union-attr]


def test_no_outcome_before_the_end() -> None:
    game = Game.new(2, seed=1)
    assert game.outcome is None and not game.is_over and game.turn is not None


def test_game_over_has_no_turn_and_no_legal_plays() -> None:
    game = play_out(Game.new(2, seed=1))
    assert game.turn is None and game.is_over
    assert game.legal_plays() == () and game.legal_actions() == ()


# ---------------------------------------------------------------- acting

def test_play_accepts_a_card_or_its_name() -> None:
    game = Game.from_deck(new_deck())
    first = game.hand(0)[0]
    game.play(first.name("it"))
    assert game.table == ((0, first),)
    game.play(game.hand(1)[0])
    assert len(game.tricks) == 1


def test_apply_plays_a_card_and_actions_record_it() -> None:
    game = Game.new(2, seed=3)
    card = game.legal_plays()[1]
    game.apply(card)
    assert game.actions == (card,)


def test_undo_takes_back_the_last_play() -> None:
    game = Game.new(2, seed=5)
    for _ in range(9):
        game.play(game.legal_plays()[0])
    before = game.to_json()
    hand = game.hand(game.turn)  # type: ignore[arg-type]
    card = game.legal_plays()[-1]
    game.play(card)
    game.play(game.legal_plays()[0])
    game.undo()
    assert game.undo() is card
    assert game.to_json() == before and game.hand(game.turn) == hand  # type: ignore[arg-type]


def test_undo_with_nothing_played_is_refused() -> None:
    with pytest.raises(IllegalPlay):
        Game.new(2, seed=5).undo()


def test_restart_goes_back_to_the_deal() -> None:
    game = Game.new(2, seed=5)
    start = game.to_json()
    play_out(game)
    game.restart()
    assert game.to_json() == start


def test_copy_is_independent() -> None:
    game = Game.new(2, seed=6)
    game.play(game.legal_plays()[0])
    other = game.copy()
    other.play(other.legal_plays()[0])
    other.play(other.legal_plays()[0])
    assert len(game.actions) == 1 and len(other.actions) == 3
    assert len(game.tricks) == 0 and len(other.tricks) == 1
    assert game.to_json() != other.to_json()
    other.undo(), other.undo()
    assert other.to_json() == game.to_json()


def test_copy_module_and_pickle_give_independent_games() -> None:
    import copy
    import pickle

    game = Game.new(2, seed=6)
    game.play(game.legal_plays()[0])
    before = game.to_json()
    for other in (copy.copy(game), copy.deepcopy(game), pickle.loads(pickle.dumps(game))):
        assert other.to_json() == before
        other.play(other.legal_plays()[0])
        assert game.to_json() == before


def test_seven_second_changes_points_and_strength_in_a_game() -> None:
    game = Game.from_position([["tres de oros"], ["siete de oros"]], "cinco de copas",
                              muestra_drawn_by=0, seven_second=True)
    assert game.card_points(P("siete de oros")) == 10 and game.card_points(P("tres de oros")) == 0
    assert game.card_strength(P("siete de oros")) > game.card_strength(P("rey de oros"))
    game.play("tres de oros")
    game.play("siete de oros")
    assert game.tricks[0].winner == 1 and game.tricks[0].points == 10


def test_open_hands_game_plays_like_any_other() -> None:
    game = play_out(Game.new(2, seed=2, open_hands=True))
    assert sum(game.points) == 120


# ---------------------------------------------------------------- swap the 2 of trump (RULES §8)

def swap_game() -> Game:
    """Seat 0 holds the 2 of cups; the muestra is the 7 of cups."""
    deck = new_deck()
    two, seven = P("dos de copas"), P("siete de copas")
    rest = [c for c in deck if c not in (two, seven)]
    order = [two] + rest[:5] + [seven] + rest[5:]
    return Game.from_deck(order, swap_muestra=True)


def test_holder_of_the_two_of_trump_may_swap_it_for_the_muestra_on_their_turn() -> None:
    game = swap_game()
    assert game.can_swap() and SWAP in game.legal_actions()
    game.swap_muestra()
    assert P("siete de copas") in game.hand(0) and P("dos de copas") not in game.hand(0)
    assert game.muestra is P("dos de copas") and game.original_muestra is P("siete de copas")
    assert game.swapped_by == 0 and game.turn == 0
    assert game.stock[-1] is P("dos de copas")
    assert game.actions == (SWAP,)
    assert game.swap_at == (1, 0)  # in the first trick, with no card yet on the table
    assert game.copy().swap_at == (1, 0) and game.view(1).swap_at == (1, 0)


def test_the_moment_of_a_swap_is_public_and_undone_with_it() -> None:
    game = swap_game()
    for _ in range(3):  # seat 0 keeps the 2 of trump; one trick and a lead go by
        game.play(next(c for c in game.legal_plays() if c is not P("dos de copas")))
    assert game.swap_at is None and game.trick_number == 2
    if game.turn != 0:
        game.play(game.legal_plays()[0])
    on_table = len(game.table)
    game.swap_muestra()
    assert game.swap_at == (2, on_table)
    assert game.view(1).swap_at == (2, on_table)
    game.undo()
    assert game.swap_at is None


def test_swap_is_not_legal_off_turn_or_without_the_two() -> None:
    game = swap_game()
    game.play(game.hand(0)[1])
    assert game.turn == 1 and not game.can_swap()
    with pytest.raises(IllegalPlay, match="dos de copas"):
        game.swap_muestra()


def test_swap_is_off_unless_the_option_is_on() -> None:
    on = swap_game()
    game = Game.from_position([on.hand(0), on.hand(1)], on.muestra, stock=on.stock[:-1])
    assert on.can_swap() and not game.can_swap()
    assert SWAP not in game.legal_actions()
    with pytest.raises(IllegalPlay, match="cambio"):
        game.apply(SWAP)


def test_swap_is_not_legal_once_the_muestra_is_drawn() -> None:
    game = Game.from_position([["dos de copas", "as de oros"], ["tres de oros", "rey de oros"]],
                              "siete de copas", muestra_drawn_by=1, swap_muestra=True)
    assert not game.can_swap()
    with pytest.raises(IllegalPlay):
        game.swap_muestra()


def test_undo_undoes_a_swap() -> None:
    game = swap_game()
    before = game.to_json()
    game.swap_muestra()
    assert game.undo() == SWAP
    assert game.to_json() == before
    assert game.muestra is P("siete de copas") and game.swapped_by is None


def test_after_a_swap_the_two_is_drawn_last() -> None:
    game = swap_game()
    game.swap_muestra()
    play_out(game)
    assert game.draws[-1].card is P("dos de copas") and game.draws[-1].is_muestra
    assert sum(game.points) == 120


# ---------------------------------------------------------------- positions

def test_from_position_sets_up_a_lesson() -> None:
    game = Game.from_position(
        [["as de oros", "6 de bastos", "2 de copas"], ["as de espadas", "7 de oros"]],
        "5 de copas", stock=["7 de espadas"], leader=1, table=["rey de espadas"])
    assert game.turn == 0 and game.leader == 1
    assert game.table == ((1, P("rey de espadas")),)
    assert game.stock == (P("7 de espadas"), P("5 de copas"))
    assert game.tricks_before == 16 and game.trick_number == 17
    game.play("6 de bastos")
    assert game.tricks[0].number == 17 and game.tricks[0].winner == 1
    assert game.draws[0].seat == 1 and game.draws[1].is_muestra and game.draws[1].seat == 0


def test_earlier_points_and_at_start_of_a_position() -> None:
    game = endgame((70, 50))
    game.play("dos de oros")
    game.play("cuatro de oros")
    assert game.earlier_points == (70, 50) and game.points == (70, 50)
    fresh = game.at_start()
    assert fresh.actions == () and fresh.hand(0) == (P("dos de oros"),)
    assert game.actions != ()


def test_earlier_points_leave_out_the_known_tricks_of_a_sample() -> None:
    game = Game.new(2, seed=3)
    for _ in range(8):
        game.play(game.legal_plays()[0])
    sample = game.view(game.turn).sample(random.Random(0))  # type: ignore[arg-type]
    assert sample.earlier_points == (0, 0) and sample.tricks == game.tricks
    assert sample.at_start().tricks == game.tricks


def test_from_position_checks_scores_against_the_missing_cards() -> None:
    with pytest.raises(PositionError, match="120"):
        endgame((60, 59))
    with pytest.raises(PositionError, match="scores"):
        endgame((60, "60"))  # type: ignore[arg-type]


@pytest.mark.parametrize("kwargs, fragment", [
    ({"hands": [["as de oros"], ["as de oros"]]}, "as de oros"),
    ({"hands": [["as de oros", "tres de oros"], ["rey de oros"]]}, "manos"),
    ({"hands": [["as de oros"], ["cinco de copas"]], "muestra_drawn_by": None}, "cinco de copas"),
    ({"hands": [["as de oros"], ["rey de oros"]], "muestra_drawn_by": 2}, "muestra_drawn_by"),
    ({"hands": [["as de oros"], ["rey de oros"]], "leader": 5}, "leader"),
    ({"hands": [["as de oros"], ["rey de oros"]], "leader": True}, "leader"),
    ({"hands": [["as de oros"], ["rey de oros"]], "stock": ["tres de oros"]}, "mazo"),
    ({"hands": [["as de oros"], ["rey de oros"]], "table": ["tres de oros", "dos de oros"]}, "mesa"),
    ({"hands": [["as de oros"], ["rey de oros"]], "tricks_before": 3}, "19"),
    ({"hands": [["as de oros"], ["rey de oros"]], "pile_cards": [19, 19]}, "38"),
    ({"hands": [["as de oros"], ["rey de oros"]], "scores": [1, 2, 3]}, "scores"),
    ({"hands": [["as de oros", "tres de oros"], ["rey de oros", "dos de oros"]],
      "muestra_drawn_by": None, "stock": ["siete de oros"]}, "3"),
    ({"hands": [["ocho de oros"], ["rey de oros"]]}, "ocho de oros"),
    ({"hands": [["dos de copas"], ["rey de oros"], ["as de oros"]]}, "dos de copas"),
    ({"hands": "as de oros"}, "as de oros"),
    ({"hands": [["as de oros"], "rey de oros"]}, "hands[1]"),
    ({"hands": [["as de oros"], 7]}, "hands[1]"),
    ({"hands": [["as de oros"], ["rey de oros"]], "stock": ["sota de oros", "caballo de oros"]},
     "muestra"),
    ({"hands": [["as de oros"], ["cinco de copas"]], "muestra_drawn_by": 0}, "cinco de copas"),
])
def test_impossible_positions_are_refused_saying_why(kwargs: dict[str, object], fragment: str) -> None:
    args = {"muestra_drawn_by": 1, **kwargs}
    hands = args.pop("hands")
    with pytest.raises(PositionError) as caught:
        Game.from_position(hands, "cinco de copas", **args)  # type: ignore[arg-type]
    assert fragment in str(caught.value)


def test_hands_must_be_full_while_the_stock_lasts() -> None:
    with pytest.raises(PositionError, match="3"):
        Game.from_position([["as de oros"], ["rey de oros"]], "cinco de copas", stock=["tres de oros"])


def test_position_without_cards_is_over() -> None:
    game = Game.from_position([[], []], "cinco de copas", muestra_drawn_by=0)
    assert game.is_over and game.outcome is not None


def test_muestra_of_a_position_may_have_been_played() -> None:
    game = Game.from_position([["as de oros"], ["rey de oros"]], "cinco de copas", muestra_drawn_by=1)
    assert game.view(0).unseen == ()


def test_repr_names_the_state() -> None:
    game = Game.new(2, seed=1, leader=0)
    assert "seat 0 to play" in repr(game)
    assert "over" in repr(play_out(game))


def test_all_deck_cards_are_in_play_exactly_once_at_the_deal() -> None:
    game = Game.new(2, seed=13)
    cards = [c for s in range(2) for c in game.hand(s)] + list(game.stock)
    assert sorted(c.index for c in cards) == list(range(40)) and set(cards) == set(DECK)
    assert Card(Rank.ACE, Suit.COINS) in cards

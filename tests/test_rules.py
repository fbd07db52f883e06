"""Strength, points, who takes a trick, and the options of RULES §8."""

from __future__ import annotations

import itertools

import pytest

from briscola_teach import DECK, Card, Options, OptionError, Rank, Suit
from briscola_teach.rules import (
    SEVEN_SECOND_ORDER, STRENGTH_ORDER, beats, points, strength, swap_card, trick_points, trick_winner,
)

P = Card.parse


def test_strength_order_within_a_suit() -> None:
    names = ["as", "tres", "rey", "caballo", "sota", "siete", "seis", "cinco", "cuatro", "dos"]
    strengths = [strength(P(f"{n} de oros")) for n in names]
    assert strengths == sorted(strengths, reverse=True)
    assert len(set(strengths)) == 10
    assert [r for r in STRENGTH_ORDER] == [P(f"{n} de oros").rank for n in names]


def test_three_beats_king_despite_its_number() -> None:
    assert trick_winner([P("rey de copas"), P("tres de copas")], trump=Suit.COINS) == 1


def test_low_trump_beats_led_ace() -> None:
    assert trick_winner([P("as de espadas"), P("dos de copas")], trump=Suit.CUPS) == 1


def test_higher_trump_beats_lower_trump() -> None:
    assert trick_winner([P("siete de copas"), P("sota de copas")], trump=Suit.CUPS) == 1
    assert trick_winner([P("as de copas"), P("tres de copas")], trump=Suit.CUPS) == 0


def test_off_suit_card_never_wins() -> None:
    # The as de oros is neither led nor trump: the led 4 takes the trick.
    assert trick_winner([P("cuatro de bastos"), P("as de oros")], trump=Suit.CUPS) == 0


def test_same_suit_higher_card_wins() -> None:
    assert trick_winner([P("cuatro de bastos"), P("tres de bastos")], trump=Suit.CUPS) == 1


def test_leader_wins_when_nobody_follows_or_trumps() -> None:
    trick = [P("dos de espadas"), P("as de oros"), P("tres de bastos"), P("rey de oros")]
    assert trick_winner(trick, trump=Suit.CUPS) == 0


def test_four_card_trick_goes_to_the_highest_trump() -> None:
    trick = [P("as de espadas"), P("dos de copas"), P("tres de espadas"), P("cuatro de copas")]
    assert trick_winner(trick, trump=Suit.CUPS) == 3


def test_led_trump_is_beaten_only_by_a_higher_trump() -> None:
    trick = [P("cinco de copas"), P("as de oros"), P("cuatro de copas")]
    assert trick_winner(trick, trump=Suit.CUPS) == 0


def test_trick_winner_agrees_with_beats_over_every_pair() -> None:
    trump = Suit.SWORDS
    for a, b in itertools.permutations(DECK, 2):
        expected = 1 if beats(b, a, led=a.suit, trump=trump) else 0
        assert trick_winner([a, b], trump) == expected


def test_empty_trick_has_no_winner() -> None:
    with pytest.raises(ValueError):
        trick_winner([], Suit.CUPS)


def test_trick_points_add_the_card_points() -> None:
    assert trick_points([P("as de espadas"), P("dos de copas")]) == 11
    assert trick_points([P("tres de bastos"), P("rey de oros"), P("caballo de copas"),
                         P("sota de espadas")]) == 19


def test_points_function_matches_card_points() -> None:
    assert all(points(c) == c.points for c in DECK)


def test_seven_second_makes_the_seven_second_in_strength() -> None:
    # RULES §8 (001, 003): the 7 takes the 3's place, second in strength, 10 points.
    seven, three, king = P("siete de oros"), P("tres de oros"), P("rey de oros")
    assert strength(seven, seven_second=True) > strength(king, seven_second=True)
    assert strength(P("as de oros"), seven_second=True) > strength(seven, seven_second=True)
    assert strength(three, seven_second=True) < strength(P("sota de oros"), seven_second=True)
    assert strength(three, seven_second=True) > strength(P("seis de oros"), seven_second=True)
    assert points(seven, seven_second=True) == 10
    assert points(three, seven_second=True) == 0
    assert sum(points(c, seven_second=True) for c in DECK) == 120
    assert trick_winner([three, seven], Suit.CUPS, seven_second=True) == 1
    assert list(SEVEN_SECOND_ORDER).index(Rank.SEVEN) == 1


def test_standard_options_are_the_defaults() -> None:
    opts = Options.build(2)
    assert (opts.deck, opts.hand_size, opts.seven_second, opts.swap_muestra) == (40, 3, False, False)
    assert opts.changed() == {}
    assert opts.sides == ((0,), (1,))
    assert opts.tricks == 20


def test_three_players_default_to_the_thirty_nine_card_deck() -> None:
    opts = Options.build(3)
    assert opts.deck == 39 and opts.tricks == 13
    assert Options.build(3, deck=36).tricks == 12
    assert Options.build(3).sides == ((0,), (1,), (2,))


def test_four_players_play_in_two_teams_of_opposite_seats() -> None:
    opts = Options.build(4)
    assert opts.sides == ((0, 2), (1, 3))
    assert opts.tricks == 10


@pytest.mark.parametrize("players", [1, 5, 0, -2, "2", 2.0, True, None])
def test_only_two_three_or_four_players(players: object) -> None:
    with pytest.raises(OptionError, match=repr(players).replace(".", r"\.")):
        Options.build(players)  # type: ignore[arg-type]


@pytest.mark.parametrize("players, deck", [(2, 39), (2, 36), (4, 36), (4, 39), (3, 40), (3, 20)])
def test_three_player_deck_only_for_three_players(players: int, deck: int) -> None:
    with pytest.raises(OptionError, match=str(deck)):
        Options.build(players, deck=deck)


@pytest.mark.parametrize("players", [2, 3])
def test_open_partner_hands_only_for_four_players(players: int) -> None:
    with pytest.raises(OptionError, match=str(players)):
        Options.build(players, open_partner_hands=True)
    assert Options.build(4, open_partner_hands=True).open_partner_hands


def test_tie_break_needs_two_sides() -> None:
    with pytest.raises(OptionError):
        Options.build(3, tie_break_by_cards=True)
    assert Options.build(2, tie_break_by_cards=True).tie_break_by_cards
    assert Options.build(4, tie_break_by_cards=True).tie_break_by_cards


def test_swap_needs_the_twos() -> None:
    with pytest.raises(OptionError):
        Options.build(3, deck=36, swap_muestra=True)
    assert Options.build(3, swap_muestra=True).swap_muestra


@pytest.mark.parametrize("size", [4, 0, 6, "3", True])
def test_hands_hold_three_or_five(size: object) -> None:
    with pytest.raises(OptionError, match=repr(size)):
        Options.build(2, hand_size=size)


@pytest.mark.parametrize("name", ["seven_second", "swap_muestra", "open_hands", "double_win",
                                  "tie_break_by_cards"])
@pytest.mark.parametrize("value", [1, "yes", None, 0])
def test_flag_options_take_only_true_or_false(name: str, value: object) -> None:
    Options.build(2, **{name: True})  # a cached True must not let 1 through
    with pytest.raises(OptionError, match=name):
        Options.build(2, **{name: value})


def test_unknown_option_is_named() -> None:
    with pytest.raises(OptionError, match="briscolone"):
        Options.build(2, briscolone=True)


def test_unhashable_option_value_is_refused_cleanly() -> None:
    with pytest.raises(OptionError):
        Options.build(2, hand_size=[5])


def test_every_option_fits_some_table() -> None:
    opts = Options.build(4, seven_second=True, swap_muestra=True, open_partner_hands=True,
                         open_hands=True, hand_size=5, tie_break_by_cards=True, double_win=True)
    assert set(opts.changed()) == {"seven_second", "swap_muestra", "open_partner_hands",
                                   "open_hands", "hand_size", "tie_break_by_cards", "double_win"}


def test_option_errors_are_value_errors() -> None:
    assert issubclass(OptionError, ValueError)


# ---------------------------------------------------------------- drawing and scoring as rules
from briscola_teach.rules import DRAW_ORDERS, draw_order, muestra_taker, outcome  # noqa: E402


@pytest.mark.parametrize("players", [2, 3, 4])
def test_trick_winner_draws_first_then_the_others_in_seat_order(players: int) -> None:
    for winner in range(players):
        order = draw_order(winner, players)
        assert order[0] == winner and sorted(order) == list(range(players))
        assert all((order[k + 1] - order[k]) % players == 1 for k in range(players - 1))
        assert DRAW_ORDERS[players][winner] == order


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_last_to_draw_takes_the_muestra_and_plays_last_next(players: int) -> None:
    for winner in range(players):
        assert muestra_taker(winner, players) == (winner - 1) % players


@pytest.mark.parametrize("players, options", [(2, {}), (3, {}), (4, {}), (2, {"swap_muestra": True}),
                                              (4, {"hand_size": 5}), (3, {"deck": 36})])
def test_the_game_draws_and_hands_the_muestra_as_the_rule_functions_say(players: int,
                                                                        options: dict[str, object]) -> None:
    import random

    from briscola_teach import Game

    for seed in range(5):
        game = Game.new(players, seed=seed, **options)
        rng = random.Random(seed)
        while not game.is_over:
            game.play(rng.choice(game.legal_plays()))
        tricks = {t.number: t for t in game.tricks}
        for number in sorted({d.after_trick for d in game.draws}):
            seats = tuple(d.seat for d in game.draws if d.after_trick == number)
            assert seats == draw_order(tricks[number].winner, players)
        last = max(d.after_trick for d in game.draws)
        assert game.muestra_drawn_by == muestra_taker(tricks[last].winner, players)
        outcome_ = game.outcome
        assert outcome_ == outcome(game.points, game.options, pile_cards=game.pile_sizes)


def test_outcome_of_a_hand_from_its_points_for_every_table_and_option() -> None:
    assert outcome([61, 59]).winners == (0,) and outcome([60, 60]).is_draw
    assert outcome([120, 0]).is_cappotto
    assert outcome([50, 40, 30]).winners == (0,)
    assert outcome([45, 45, 30]).winners == (0, 1) and outcome([45, 45, 30]).is_shared
    assert outcome([40, 40, 40]).is_draw
    assert outcome([20, 30, 41, 29]).winners == (0, 2) and outcome([30, 30, 30, 30]).is_draw
    tie = Options.build(2, tie_break_by_cards=True)
    assert outcome([60, 60], tie, pile_cards=[22, 18]).winners == (0,)
    assert outcome([60, 60], tie, pile_cards=[20, 20]).is_draw
    double = Options.build(2, double_win=True)
    assert outcome([101, 19], double).value == 2 and outcome([100, 20], double).value == 1


@pytest.mark.parametrize("points", [[61, 60], [-1, 121], [60.5, 59.5], "61-59", [120], [1, 2, 3, 4, 110]])
def test_outcome_refuses_points_no_hand_ends_with(points: object) -> None:
    from briscola_teach import BriscolaError

    with pytest.raises(BriscolaError):
        outcome(points)  # type: ignore[arg-type]


def test_the_swap_card_table_agrees_with_the_rule_for_every_muestra_and_variant() -> None:
    from briscola_teach.rules import _swap_card

    for seven_or_two in (False, True):
        for seven_second in (False, True):
            for card in DECK:
                expected = _swap_card(card, seven_or_two=seven_or_two, seven_second=seven_second)
                assert swap_card(card, seven_or_two=seven_or_two, seven_second=seven_second) is expected
                assert swap_card(str(card), seven_or_two=seven_or_two, seven_second=seven_second) is expected
                assert expected.suit is card.suit
                assert expected.rank in ((Rank.TWO, Rank.SEVEN) if seven_or_two else (Rank.TWO,))

"""A match of several hands (RULES §6)."""

from __future__ import annotations

import random

import pytest

from briscola_teach import Game, Match, MatchError, OptionError


def finish(game: Game, rng: random.Random) -> None:
    while not game.is_over:
        game.play(rng.choice(game.legal_plays()))


def play_match(match: Match, seed: int = 0) -> Match:
    rng = random.Random(seed)
    while not match.is_over:
        finish(match.new_hand(), rng)
    return match


@pytest.mark.parametrize("best_of, target", [(1, 1), (3, 2), (5, 3)])
def test_best_of_n_needs_a_majority(best_of: int, target: int) -> None:
    match = play_match(Match(best_of=best_of, seed=best_of))
    assert match.target == target
    assert max(match.standings) >= target
    assert match.winner is not None
    # A drawn hand counts for nobody, so a best of N may need more hands than N only then.
    decided = sum(1 for g in match.games if not g.outcome.is_draw)  # type: ignore[union-attr]
    assert decided <= best_of


def test_first_to_n_plays_until_a_side_has_n_wins() -> None:
    match = play_match(Match(first_to=4, seed=1))
    assert max(match.standings) == 4 and sorted(match.standings)[0] < 4
    assert len(match.games) >= 4


def test_default_is_a_single_hand() -> None:
    match = play_match(Match(seed=3))
    assert match.target == 1
    assert len([g for g in match.games if not g.outcome.is_draw]) == 1  # type: ignore[union-attr]


def test_first_lead_rotates_each_hand() -> None:
    match = play_match(Match(players=3, first_to=5, seed=2))
    leaders = [g.tricks[0].leader for g in match.games]
    first = match.first_leader
    assert leaders == [(first + i) % 3 for i in range(len(leaders))]


def test_standings_count_each_sides_hand_wins() -> None:
    match = play_match(Match(players=4, first_to=3, seed=4))
    wins = [0, 0]
    for game in match.games:
        outcome = game.outcome
        assert outcome is not None
        if outcome.winners:
            wins[0 if 0 in outcome.winners else 1] += 1
    assert match.standings == tuple(wins)
    assert match.winner in ((0, 2), (1, 3))


def test_drawn_hand_counts_for_nobody() -> None:
    match = Match(best_of=3, seed=5)
    game = match.new_hand()
    finish(game, random.Random(0))
    before = match.standings
    drawn = Game.from_position([["dos de oros"], ["cuatro de oros"]], "cinco de copas",
                               muestra_drawn_by=1, scores=(60, 60))
    finish(drawn, random.Random(0))
    match.games.append(drawn)
    assert drawn.outcome is not None and drawn.outcome.is_draw
    assert match.standings == before


def test_double_win_counts_twice_in_a_match() -> None:
    # RULES §8 (003): more than 100 points counts two hand wins.
    for seed in range(200):
        match = Match(best_of=3, seed=seed, double_win=True)
        game = match.new_hand()
        finish(game, random.Random(seed))
        outcome = game.outcome
        assert outcome is not None
        if max(outcome.points) > 100:
            assert outcome.value == 2
            assert max(match.standings) == 2 and match.is_over
            break
    else:  # pragma: no cover
        pytest.fail("no hand over 100 points in 200 random hands")


def test_without_double_win_a_big_win_counts_once() -> None:
    for seed in range(200):
        match = Match(best_of=3, seed=seed)
        game = match.new_hand()
        finish(game, random.Random(seed))
        if max(game.outcome.points) > 100:  # type: ignore[union-attr]
            assert max(match.standings) == 1 and not match.is_over
            break
    else:  # pragma: no cover
        pytest.fail("no hand over 100 points in 200 random hands")


def test_three_players_sharing_the_top_both_count_a_win_and_must_play_on() -> None:
    match = Match(players=3, first_to=1, seed=10)
    shared = Game.from_position([["dos de oros"], ["cuatro de oros"], ["cinco de oros"]], "cinco de copas",
                                muestra_drawn_by=2, scores=(50, 20, 50))
    finish(shared, random.Random(0))
    match.games.append(shared)
    assert shared.outcome is not None and shared.outcome.is_shared
    assert match.standings == (1, 0, 1)
    assert not match.is_over and match.winner is None
    finish(match.new_hand(), random.Random(1))


def test_match_options_reach_every_hand() -> None:
    match = Match(players=3, best_of=3, seed=6, deck=36, seven_second=True)
    game = match.new_hand()
    assert game.options.deck == 36 and game.options.seven_second


def test_next_hand_waits_for_the_current_one() -> None:
    match = Match(best_of=3, seed=7)
    match.new_hand()
    with pytest.raises(MatchError):
        match.new_hand()
    assert len(match.games) == 1


def test_no_hand_after_the_match_is_over() -> None:
    match = play_match(Match(seed=8))
    with pytest.raises(MatchError):
        match.new_hand()


def test_same_seed_same_match() -> None:
    a, b = play_match(Match(best_of=5, seed=9)), play_match(Match(best_of=5, seed=9))
    assert [g.to_json() for g in a.games] == [g.to_json() for g in b.games]


@pytest.mark.parametrize("kwargs", [
    {"best_of": 2}, {"best_of": 0}, {"best_of": True}, {"best_of": "3"}, {"first_to": 0},
    {"first_to": -1}, {"first_to": 2.5}, {"first_to": True}, {"best_of": 3, "first_to": 2},
    {"players": 5}, {"deck": 36},
])
def test_bad_match_formats_are_refused(kwargs: dict[str, object]) -> None:
    with pytest.raises(OptionError):
        Match(**kwargs)  # type: ignore[arg-type]


def test_match_questions_before_the_first_hand() -> None:
    match = Match(players=2, best_of=3, seed=1)
    assert match.current is None and match.standings == (0, 0)
    assert not match.is_over and match.winner is None
    assert match.next_leader == match.first_leader
    assert "best of 3" in repr(match)

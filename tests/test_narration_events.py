"""What the screens say happened is read from the game's events, and a seat's view never
names a card that seat may not know (RULES §7)."""

from __future__ import annotations

import random

import pytest

from briscola_teach import Card, Game
from briscola_teach.coach import review
from briscola_teach.verdicts import the_card
from briscola_teach.events import SWAP, Drew, Played, Swapped, TrickTaken
from briscola_teach.examples import RIVAL, YOU, WORKED_EXAMPLE_PLAYS, worked_example
from briscola_teach.exercises.dealing import deal_steps, play_out
from briscola_teach.exercises.example import FULL_HAND_PLAYS, example_steps
from briscola_teach.card_table.story import draw_story, event_story, outcome_story, the, trick_story
from briscola_teach.locale import text
from briscola_teach.widgets import CardTable, MistakeReview

NAMES = {0: "Tú", 1: "Rival"}


def _hidden_draws(game: Game, seat: int) -> list[Drew]:
    """The draws of other seats whose card ``seat`` may not know."""
    return [e for e in game.events if isinstance(e, Drew) and e.seat != seat and not e.is_muestra]


def _swapping_game() -> Game:
    """A seeded two-player hand played at random in which the 2 of trump was swapped."""
    for seed in range(200):
        game = Game.new(2, seed, swap_muestra=True)
        rng = random.Random(seed)
        while not game.is_over:
            actions = game.legal_actions()
            game.apply(SWAP if SWAP in actions else rng.choice(actions))
        if game.swapped_by is not None:
            return game
    raise AssertionError("no seed below 200 gave a swap")


# ------------------------------------------------------------- card_table/story.py
def test_trick_story_takes_the_winner_and_points_from_the_trick_taken_event() -> None:
    game = worked_example()
    for card in WORKED_EXAMPLE_PLAYS[:2]:
        game.play(card)
    taken = game.events[2]
    assert isinstance(taken, TrickTaken) and taken.winner == RIVAL
    assert trick_story(game, game.tricks[0], NAMES).startswith("El rival se lleva la baza 1:")
    # Events saying the other seat took it, for other points, tell that story instead.
    told = list(game.events)
    told[2] = taken._replace(winner=YOU, points=3)
    story = trick_story(game, game.tricks[0], NAMES, points=True, events=told)
    assert story.startswith("Te llevas la baza 1:") and story.endswith(
        text("table.trick_points", points=3))


def test_draw_story_from_a_view_never_names_a_hidden_card() -> None:
    game = worked_example()
    for card in FULL_HAND_PLAYS:
        game.play(card)
    seen = game.view(YOU).events
    hidden = _hidden_draws(game, YOU)
    drew = [e for e in game.events if isinstance(e, Drew)]
    assert hidden and [e.card is None for e in seen if isinstance(e, Drew)] == [
        e in hidden for e in drew]
    for trick in game.tricks:
        lines = " ".join(draw_story(game, trick, NAMES, events=seen))
        assert lines == " ".join(draw_story(game, trick, NAMES))
        for draw in hidden:
            if draw.after_trick == trick.number:
                assert draw.card is not None and draw.card.name() not in lines


def test_event_story_tells_each_event_in_order() -> None:
    game = worked_example()
    for card in WORKED_EXAMPLE_PLAYS[:2]:
        game.play(card)
    lines = event_story(game, game.view(YOU).events, NAMES)
    assert lines[0] == text("table.played_you", card="el cuatro de bastos")
    assert lines[1] == text("table.played", who="Rival", card="el tres de bastos")
    assert lines[2] == trick_story(game, game.tricks[0], NAMES)
    assert lines[3:] == draw_story(game, game.tricks[0], NAMES)
    # Only the events given are told: a play alone is one line.
    assert event_story(game, game.events[:1], NAMES) == lines[:1]


def test_outcome_story_reads_the_end_of_hand_event() -> None:
    game = worked_example()
    for card in FULL_HAND_PLAYS:
        game.play(card)
    assert outcome_story(game, NAMES) and outcome_story(game, NAMES)[0].count("·") == 1
    game.undo()
    assert outcome_story(game, NAMES) == []


# ------------------------------------------------------------- widgets/table.py
@pytest.mark.parametrize("players", [2, 3])
def test_the_card_table_tells_the_students_view_of_the_events(players: int) -> None:
    table = CardTable(level="random", players=players, seed=2024, delay=0)
    game = table.game
    while not game.is_over:
        table.play(game.legal_plays()[0])
    story = list(table.events)
    assert story[1:] == event_story(game, game.view(0).events, table.names, you=0,
                                    points=table.learning)
    # One line per card played, in the order of the Played events.
    played = [text("table.played_you", card=the(e.card)) if e.seat == 0
              else text("table.played", who=table.names[e.seat], card=the(e.card))
              for e in game.events if isinstance(e, Played)]
    assert len(played) == game.options.deck
    assert [line for line in story if line in set(played)] == played


def test_the_card_table_story_never_names_a_hidden_draw() -> None:
    table = CardTable(level="random", players=2, seed=7, delay=0)
    game = table.game
    checked = 0
    while not game.is_over:
        before = len(table.events)
        had = len(game.events)
        table.play(game.legal_plays()[0])
        new_lines = " ".join(table.events[before:])
        for draw in [e for e in game.events[had:] if isinstance(e, Drew)]:
            if draw.seat != 0 and not draw.is_muestra:
                # The rival's fresh card is not on the table yet, so its name can only leak
                # through the draw lines.
                assert draw.card is not None
                rival_played = [e.card for e in game.events[had:] if isinstance(e, Played)]
                if draw.card not in rival_played:
                    assert draw.card.name() not in new_lines
                    checked += 1
    assert checked > 0


# ----------------------------------------------------------- exercises/example/
def test_the_worked_example_steps_draw_in_the_order_of_the_drew_events() -> None:
    steps = example_steps()
    game = worked_example()
    for card in FULL_HAND_PLAYS:
        game.play(card)
    drew = [e for e in game.events if isinstance(e, Drew)]
    assert [s.drawn for s in steps if s.kind == "draw"] == drew
    hidden = text("stepper.draw_hidden")
    for step in steps:
        if step.drawn is not None and not step.drawn.is_muestra:
            assert (hidden in step.explanation) == (step.drawn.seat == RIVAL)
    # The play step that completes a trick says who took it, as its event does.
    taken = {e.number: e for e in game.events if isinstance(e, TrickTaken)}
    for step in steps:
        if step.kind == "play" and step.winner is not None:
            assert step.winner == taken[step.trick].winner


# ----------------------------------------------------------- exercises/dealing/
@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_deal_steps_show_the_games_draw_events(players: int) -> None:
    steps = deal_steps(players, None, 5)
    game = play_out(Game.new(players, 5))
    assert [d for s in steps if s.kind == "draws" for d in s.draws] == [
        e for e in game.events if isinstance(e, Drew)]
    taken = [e for e in game.events if isinstance(e, TrickTaken)]
    tricks = [s.trick for s in steps if s.kind == "trick"]
    assert [(t.number, t.winner, t.points) for t in tricks if t is not None] == [
        (e.number, e.winner, e.points) for e in taken]


# ------------------------------------------------------------- coach.py
def test_the_coach_reviews_the_seats_played_events_swap_included() -> None:
    game = _swapping_game()
    assert any(isinstance(e, Swapped) for e in game.events)
    for seat in range(2):
        reviewed = review(game, seat, price=False)
        mine = [e for e in game.events if isinstance(e, Played) and e.seat == seat]
        assert [entry.card for entry in reviewed.entries] == [e.card for e in mine]
        assert [entry.trick_number for entry in reviewed.entries] == [e.trick for e in mine]
        for entry in reviewed.entries:
            assert entry.trick is not None and entry.trick.number == entry.trick_number
            assert (seat, entry.card) in entry.trick.plays


# ------------------------------------------------------------- widgets/review/
def test_the_review_names_your_draw_and_hides_the_rivals() -> None:
    game = worked_example()
    for card in FULL_HAND_PLAYS:
        game.play(card)
    screen = MistakeReview(review(game, YOU, price=False))
    checked = 0
    for i, entry in enumerate(screen.review.entries):
        screen.show(i)
        panel = screen.panel
        for draw in [e for e in game.events if isinstance(e, Drew)
                     and e.after_trick == entry.trick_number and not e.is_muestra]:
            assert isinstance(draw.card, Card)
            if draw.seat == YOU:
                assert f"Robas {the_card(draw.card)}" in panel
            else:
                assert "El rival roba una carta" in panel  # the label reads as a sentence's subject
                assert f"roba {the_card(draw.card)}" not in panel
                checked += 1
    assert checked > 0

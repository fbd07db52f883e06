"""The public names other parts of the kit are written against (the engine contract)."""

from __future__ import annotations

import random

import pytest

import briscola_teach
from briscola_teach import Game, View
from briscola_teach.examples import RIVAL, WORKED_EXAMPLE_PLAYS, YOU, worked_example, worked_example_deck

TOP_LEVEL = ["Game", "Card", "Suit", "Rank", "Match", "View", "trick_winner", "DECK", "new_deck",
             "Options", "SWAP", "IllegalPlay", "PositionError", "RecordError", "CardError",
             "OptionError", "Trick", "Draw", "Outcome", "strength", "points", "trick_points", "beats",
             # issue 10: one error family, the position, events, typed swap, seeds, rule functions
             "BriscolaError", "MatchError", "SeedError", "Position", "Played", "Swapped", "TrickTaken",
             "Drew", "HandOver", "TrickRule", "Swap", "Event", "Action", "derive", "outcome"]
GAME = ["players", "trump", "muestra", "muestra_drawn_by", "turn", "is_over", "leader", "stock_size",
        "hand", "legal_plays", "table", "tricks", "last_trick", "draws", "points", "pile_sizes",
        "outcome", "actions", "card_points", "card_strength", "winning_seat", "play", "verify_play",
        "can_play", "swap_muestra", "can_swap", "apply", "undo", "restart", "copy", "view", "to_json",
        "from_json", "new", "from_deck", "from_position",
        # added since the first engine: for lessons, bots and records
        "legal_actions", "stock", "original_muestra", "muestra_in_stock", "swapped_by", "verify_swap",
        "tricks_before", "trick_number", "earlier_points", "at_start", "swap_at",
        # issue 10
        "swap", "events", "start", "position", "from_view"]
VIEW = ["seat", "options", "trump", "muestra", "muestra_in_stock", "muestra_drawn_by", "swapped_by",
        "hand", "turn", "leader", "table", "tricks", "stock_size", "hand_sizes", "points", "pile_sizes",
        "known", "unseen", "can_swap", "played", "partner", "is_partner", "legal_plays", "is_my_turn",
        "sample", "legal_actions", "trick_number", "original_muestra", "tricks_before", "players",
        "swap_at", "events"]


@pytest.mark.parametrize("name", TOP_LEVEL)
def test_top_level_name_is_exported(name: str) -> None:
    assert hasattr(briscola_teach, name)


@pytest.mark.parametrize("name", GAME)
def test_game_offers(name: str) -> None:
    assert hasattr(Game.new(2, seed=1), name)


@pytest.mark.parametrize("name", VIEW)
def test_view_offers(name: str) -> None:
    view = Game.new(4, seed=1).view(0)
    assert isinstance(view, View) and hasattr(view, name)


def test_examples_module_offers_the_worked_example() -> None:
    assert (YOU, RIVAL) == (0, 1)
    assert worked_example().hand(YOU) == Game.from_deck(worked_example_deck()).hand(YOU)
    assert len(WORKED_EXAMPLE_PLAYS) == 6


def test_readme_style_script_plays_a_whole_hand() -> None:
    game = Game.new(players=3, seed=2)
    rng = random.Random(2)
    while not game.is_over:
        view = game.view(game.turn)  # type: ignore[arg-type]
        game.apply(rng.choice(view.legal_actions()))
    assert sum(game.points) == 120 and game.outcome is not None


def test_engine_runs_without_pandas_or_widgets() -> None:
    import subprocess
    import sys

    script = (
        "import sys\n"
        "for name in ('pandas', 'ipywidgets', 'matplotlib', 'numpy'):\n"
        "    sys.modules[name] = None\n"
        "from briscola_teach import Game, Match\n"
        "g = Game.new(4, seed=1)\n"
        "while not g.is_over:\n"
        "    g.play(g.legal_plays()[0])\n"
        "assert Game.from_json(g.to_json()).points == g.points\n"
        "print(sum(g.points))\n"
    )
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, check=False)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "120"

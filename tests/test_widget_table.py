"""The card table: whole hands played by clicking, refusals, learning mode, saving, matches."""

from __future__ import annotations

import asyncio
import html
import re
import threading
from pathlib import Path

import pytest

from briscola_teach import Card, Game, Rank, render, trick_winner
from briscola_teach.errors import BriscolaError, OptionError
from briscola_teach.game import SWAP
from briscola_teach.examples import WORKED_EXAMPLE_PLAYS, worked_example
from briscola_teach.explain import explain_played
from briscola_teach.card_table.story import (
    cards_out, compare_strategy, draw_story, in_sentence, outcome_story, trick_story,
)
from briscola_teach.card_table.view import standings_line
from briscola_teach.locale import set_language, text
from briscola_teach.widgets import CardTable
from briscola_teach.widgets.table import YOU

from fake_loop import FakeLoop

POINTS_SHOWN = re.compile(r"\d+ puntos")


def play_hand_by_clicks(table: CardTable) -> int:
    """Click the first card of the student's hand until the hand ends; the clicks made."""
    clicks = 0
    while not table.game.is_over:
        assert table.game.turn == YOU, "after a click the machine plays until it is our turn"
        before = len(table.game.hand(YOU))
        table.hand_buttons[0].click()
        assert not table.is_refused, table.feedback
        assert len(table.game.hand(YOU)) <= before
        clicks += 1
    return clicks


def winner_sentence(table: CardTable) -> str:
    """What the summary must say about who won, worked out from the engine's outcome."""
    outcome = table.game.outcome
    assert outcome is not None
    if outcome.is_draw:
        return text("table.result_draw")
    if outcome.is_shared:
        return "comparten la victoria"
    if YOU in outcome.winners:
        return "¡Has ganado la mano" if table.players != 4 else "¡Tu pareja gana la mano"
    if table.players == 4:
        return "Ganan los rivales"
    return "Gana " + in_sentence(table.names[outcome.winners[0]])


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("level", ["random", "sensato"])
def test_a_whole_hand_is_played_by_clicking_cards(players: int, level: str) -> None:
    table = CardTable(players=players, level=level, seed=11)
    clicks = play_hand_by_clicks(table)
    game = table.game
    assert game.is_over
    assert clicks == game.options.tricks  # one card of ours in every trick
    assert sum(game.points) == 120
    summary = table.summary
    assert winner_sentence(table) in summary
    assert summary.count("<tr") == game.options.tricks + 1  # header + one row per trick
    assert table.hand_buttons == []


def test_the_machine_answers_a_click_and_the_trick_is_explained() -> None:
    table = CardTable(players=2, level="sensato", seed=3)
    tricks_before = len(table.game.tricks)
    card = table.game.hand(YOU)[0]
    table.button_for(card).click()
    assert card not in table.game.hand(YOU)
    assert len(table.game.tricks) == tricks_before + 1
    trick = table.game.tricks[-1]
    assert any(str(card) in line for line in table.events)
    reason = explain_played(table.game, trick).why
    assert reason[:1].lower() + reason[1:] in table.story.replace("&quot;", '"')
    # The winner leads and draws first (RULES §4), and the table says so.
    assert any(line.startswith(("Roba primero", "Robas primero")) for line in table.events)
    # The last trick stays in view.
    assert html.escape(text("table.last_trick")) in table.last_trick


def test_a_click_when_it_is_not_your_turn_changes_nothing() -> None:
    table = CardTable(players=3, level="random", seed=4)
    game = table.game
    game.play(game.hand(YOU)[0])  # our card goes down behind the table's back: now a rival plays
    table.refresh()
    assert game.turn != YOU
    record = game.to_json()
    table.hand_buttons[0].click()
    assert game.to_json() == record
    assert html.escape(text("table.not_your_turn", who=table.names[game.turn or 0])) in table.feedback


def test_a_click_after_the_end_changes_nothing_and_a_play_from_code_says_why() -> None:
    table = CardTable(players=2, level="random", seed=8)
    first_buttons = list(table.hand_buttons)
    play_hand_by_clicks(table)
    record = table.game.to_json()
    assert table.hand_buttons == []  # no card left to click
    assert all(slot.layout.display == "none" for slot in table.card_slots)
    for button in first_buttons + [slot.children[1] for slot in table.card_slots]:
        button.click()  # buttons drawn for the table before the end: ignored
    assert table.game.to_json() == record and table.feedback == ""
    with pytest.raises(ValueError) as refused:
        table.play("as de oros")
    assert str(refused.value) == text("table.match_over_click", new=text("table.new_match"))


def test_a_card_clicked_while_the_machine_plays_is_refused() -> None:
    loop = FakeLoop()
    table = CardTable(players=4, level="random", seed=9, delay=0.3, loop=loop)
    table.hand_buttons[1].click()
    assert table.is_busy  # three machine seats answer, 0.3 s apart
    assert [delay for delay, _ in loop.waiting] == [0.3]
    mine = table.game.hand(YOU)
    # A second, separate click, on a card as the busy table shows it now.
    assert all(button.style.font_weight == "" for button in table.hand_buttons)
    table.hand_buttons[0].click()
    assert html.escape(text("table.machine_thinking")) in table.feedback
    table.wait()
    assert not table.is_busy and loop.waiting == []
    assert html.escape(text("table.machine_thinking")) not in table.feedback  # no stale "wait" on the student's turn
    assert set(mine) <= set(table.game.hand(YOU))  # our other cards are all still in hand
    played_by_me = [c for t in table.game.tricks for s, c in t.plays if s == YOU]
    played_by_me += [c for s, c in table.game.table if s == YOU]
    assert len(played_by_me) == 1  # the second click did not play
    assert table.game.turn == YOU or table.game.is_over


def test_the_wait_message_goes_once_the_machine_has_played() -> None:
    loop = FakeLoop()
    table = CardTable(players=4, level="random", seed=9, delay=0.3, loop=loop)
    table.hand_buttons[1].click()
    table.hand_buttons[0].click()  # too early: the machine is still playing
    assert html.escape(text("table.machine_thinking")) in table.feedback
    loop.run_next()  # one machine seat has played, two still to play: the wait still holds
    assert table.is_busy and html.escape(text("table.machine_thinking")) in table.feedback
    loop.run_all()
    assert not table.is_busy and table.feedback == ""


def test_points_are_hidden_unless_learning_mode_is_on() -> None:
    table = CardTable(players=2, level="random", seed=12)
    for _ in range(5):
        table.hand_buttons[0].click()
    seen = table.board + table.story + table.learning_note
    assert not POINTS_SHOWN.search(seen)
    assert "Puntos hasta ahora" not in seen
    table.learning = True
    learning = table.learning_note
    mine, theirs = table.game.points
    assert f"Tú: {mine}" in learning and f"Rival: {theirs}" in learning
    assert "Cargas fuera" in learning and "Triunfos fuera" in learning
    out = cards_out(table.game.view(YOU))
    assert html.escape(text("table.out_cargas", count=out.cargas)) in learning
    table.learning = False
    assert "Puntos hasta ahora" not in table.learning_note


def test_saving_writes_a_hand_that_loads_back_identical(tmp_path: Path) -> None:
    table = CardTable(players=2, level="sensato", seed=5, save_dir=tmp_path / "mis_manos")
    play_hand_by_clicks(table)
    path = table.save(tmp_path / "una_mano.json")
    loaded = Game.from_json(path.read_text(encoding="utf-8"))
    assert loaded.to_json() == table.game.to_json()
    assert loaded.actions == table.game.actions
    assert loaded.points == table.game.points
    table.save_button.click()
    table.save_button.click()
    assert (tmp_path / "mis_manos" / "mano_1.json").exists()
    assert (tmp_path / "mis_manos" / "mano_2.json").exists()
    # The confirmation is written next to the save button, not far away.
    assert "mano_2.json" in table.save_note
    def boxes(widget):
        for child in getattr(widget, "children", ()):
            yield child
            yield from boxes(child)

    row = next(box for box in boxes(table) if table.save_button in getattr(box, "children", ()))
    assert any(getattr(child, "value", None) == table.save_note for child in row.children)


def test_the_same_seed_gives_the_same_hand() -> None:
    first = CardTable(players=3, level="sensato", seed=21)
    second = CardTable(players=3, level="sensato", seed=21)
    play_hand_by_clicks(first)
    play_hand_by_clicks(second)
    assert first.game.to_json() == second.game.to_json()
    other = CardTable(players=3, level="sensato", seed=22)
    play_hand_by_clicks(other)
    assert other.game.to_json() != first.game.to_json()


def test_a_match_advances_hands_and_standings() -> None:
    table = CardTable(players=2, level="random", best_of=3, seed=2)
    hands = 0
    while True:
        play_hand_by_clicks(table)
        hands += 1
        standings = table.match.standings
        assert sum(standings) <= hands
        assert html.escape(standings_line(table.session)) in table.summary
        if table.match.is_over:
            break
        assert table.next_button.layout.display is None  # "siguiente mano" is offered
        leader_before = table.match.games[-1].leader
        table.next_button.click()
        assert len(table.match.games) == hands + 1
        assert not table.game.is_over
        assert table.match.games[-1] is table.game
        assert table.game.leader == (leader_before + 1) % 2 or table.game.tricks == ()
    assert 2 <= hands <= 3 or any(g.outcome and g.outcome.is_draw for g in table.match.games)
    assert max(table.match.standings) == 2
    assert table.next_button.layout.display == "none"
    table.next_button.click()
    assert html.escape(text("table.match_over_click", new=text("table.new_match"))) in table.feedback


def test_first_to_n_and_new_match_from_the_settings() -> None:
    table = CardTable(players=2, level="random", first_to=2, seed=6)
    assert table.match.target == 2 and table.match.best_of is None
    table.players_choice.value = 4
    table.format_choice.value = 5
    table.new_button.click()
    assert table.seed_box.value == 7
    assert table.players == 4 and table.match.best_of == 5
    table.repeat_button.click()
    assert table.seed_box.value == 7 and len(table.match.games) == 1


def test_the_two_of_trump_can_be_swapped_by_a_button() -> None:
    for seed in range(200):
        table = CardTable(players=2, level="random", seed=seed, swap_muestra=True)
        if table.game.turn == YOU and table.game.can_swap():
            break
    else:
        pytest.fail("no seed below 200 deals the 2 of trump to the student")
    muestra = table.game.muestra
    two = Card(Rank.TWO, table.game.trump)
    assert table.swap_button.layout.display is None
    table.swap_button.click()
    assert muestra in table.game.hand(YOU) and two not in table.game.hand(YOU)
    assert table.game.muestra is two
    assert table.swap_button.layout.display == "none"
    assert str(muestra) in table.events[-1]


def test_a_double_click_on_the_swap_or_the_next_hand_button_does_it_once() -> None:
    for seed in range(200):
        table = CardTable(players=2, level="random", seed=seed, swap_muestra=True, best_of=3)
        if table.game.turn == YOU and table.game.can_swap():
            break
    else:
        pytest.fail("no seed below 200 deals the 2 of trump to the student")
    table.swap_button.click()
    table.swap_button.click()
    assert table.game.actions == (SWAP,) and table.feedback == ""
    play_hand_by_clicks(table)
    assert not table.match.is_over
    table.next_button.click()
    table.next_button.click()
    assert len(table.match.games) == 2 and table.feedback == ""


def test_the_swap_button_is_hidden_without_the_option() -> None:
    table = CardTable(players=2, level="random", seed=1)
    assert table.swap_button.layout.display == "none"
    table.swap_button.click()
    assert html.escape(text("engine.swap_off")) in table.feedback


def test_the_still_picture_shows_our_hand_and_hides_the_others() -> None:
    table = CardTable(players=2, level="random", seed=13)
    still = table.static_html()
    assert "bt-game" in still
    for card in table.game.hand(YOU):
        assert card.name() in still
    for card in table.game.hand(1):
        assert card.name() not in still
        assert card.name() not in table.board


def test_trick_stories_name_the_rule() -> None:
    game = worked_example()
    for card in WORKED_EXAMPLE_PLAYS:
        game.play(card)
    names = {0: "Tú", 1: "Rival"}
    assert trick_story(game, game.tricks[2], names).startswith(
        "Te llevas la baza 3: el dos de copas es triunfo: gana al as de espadas")
    # Four players, a higher trump over a lower one, a carga of a third suit thrown away.
    game = Game.from_position(
        [["7 de oros"], ["as de bastos"], ["2 de copas"], ["as de copas"]], "5 de copas",
        leader=0, muestra_drawn_by=3)
    for seat in range(4):
        game.play(game.hand(seat)[0])
    story = trick_story(game, game.tricks[-1], {s: f"Jugador {s + 1}" for s in range(4)}, you=None)
    assert story.startswith("El jugador 4 se lleva la baza 10: el as de copas es el triunfo más alto "
                            "de la baza: gana al dos de copas.")
    assert story.endswith("El as de bastos no es ni del palo de salida ni triunfo: no puede ganar.")
    game = Game.from_position([["sota de oros"], ["as de bastos"], ["rey de oros"]], "5 de copas",
                              muestra_drawn_by=1)
    for seat in range(3):
        game.play(game.hand(seat)[0])
    story = trick_story(game, game.tricks[-1], {0: "Tú", 1: "Jugador 2", 2: "Jugador 3"})
    assert "el rey de oros es la carta más alta de oros" in story and "a la sota de oros" in story
    assert "El as de bastos no es ni del palo de salida ni triunfo" in story


def test_draws_name_who_drew_first_and_who_took_the_muestra() -> None:
    game = Game.from_position([["as de oros", "3 de espadas", "4 de espadas"],
                               ["2 de oros", "5 de espadas", "6 de espadas"]], "5 de copas",
                              stock=["7 de bastos"], leader=1)
    game.play("2 de oros")
    game.play("as de oros")
    lines = draw_story(game, game.tricks[-1], {0: "Tú", 1: "Rival"})
    assert lines[0].startswith("Robas primero tú")
    assert "Has robado el siete de bastos." in lines
    assert "Era la última carta: el rival se lleva la muestra, el cinco de copas" in " ".join(lines)


def test_a_sixty_sixty_hand_is_called_a_draw() -> None:
    game = Game.from_position([["4 de oros"], ["5 de oros"]], "5 de copas", scores=[60, 60],
                              leader=0, muestra_drawn_by=1)
    game.play("4 de oros")
    game.play("5 de oros")
    assert game.outcome is not None and game.outcome.is_draw
    assert text("table.result_draw") in outcome_story(game, {0: "Tú", 1: "Rival"})


def test_compare_strategy_is_repeatable_and_counts_every_hand() -> None:
    def cheapest(view: object, rng: object) -> Card:
        from briscola_teach import View
        assert isinstance(view, View)
        return min(view.legal_plays(), key=lambda c: (c.points, c.index))

    first = compare_strategy(cheapest, hands=20, seed=1)
    again = compare_strategy(cheapest, hands=20, seed=1)
    assert first == again
    assert first.wins + first.draws + first.losses == 20
    assert first.mean_points + first.opponent_mean == pytest.approx(120, abs=0.2)


def test_the_levels_offered_are_the_bots_levels_with_their_names() -> None:
    from briscola_teach.bots import LEVELS

    table = CardTable(players=2, level="principiante", seed=1)
    assert [value for _, value in table.level_choice.options] == list(LEVELS)
    assert [label for label, _ in table.level_choice.options] == [text(f"bots.{lv}") for lv in LEVELS]
    assert text("bots.principiante_desc") in table.level_note
    table.level_choice.value = "experto"
    assert text("bots.experto_desc") in table.level_note
    with pytest.raises(OptionError) as refused:
        CardTable(level="maestro")
    assert str(refused.value) == text("engine.unknown_level", level="maestro", levels=", ".join(LEVELS))


def test_every_table_text_has_its_english_twin() -> None:
    from briscola_teach.locale.en import table as en
    from briscola_teach.locale.es import table as es

    assert set(en.TEXTS) == set(es.TEXTS)
    for key, spanish in es.TEXTS.items():
        fields = set(re.findall(r"{(\w+)", spanish))
        assert fields == set(re.findall(r"{(\w+)", en.TEXTS[key])), key


def test_the_table_speaks_english_when_asked() -> None:
    from briscola_teach import get_language, set_language

    before = get_language()
    set_language("en")
    try:
        table = CardTable(players=2, level="random", seed=3)
        play_hand_by_clicks(table)
        assert "Result of hand 1" in table.summary
        assert any(" takes trick " in line or line.startswith("You take trick") for line in table.events)
    finally:
        set_language(before)


def test_a_match_tied_at_the_top_goes_on() -> None:
    # Three players: two level at the top share the hand, so neither has won the match yet.
    for seed in range(100):
        table = CardTable(players=3, level="sensato", seed=seed)
        while not table.game.is_over:
            table.hand_buttons[-1].click()
        outcome = table.game.outcome
        assert outcome is not None
        if outcome.is_shared:
            break
    else:
        pytest.fail("no shared three-player hand in 100 seeded deals")
    assert "comparten la victoria" in table.summary
    assert not table.match.is_over
    assert text("table.match_tied") in table.summary
    assert table.next_button.layout.display is None
    table.next_button.click()
    assert len(table.match.games) == 2


# ----------------------------------------------------------------- the screen: one click, one card
def test_the_card_picture_and_its_button_are_one_target() -> None:
    table = CardTable(players=2, level="random", seed=3)
    for slot, button in zip(table.card_slots, table.hand_buttons):
        # The button lies over the picture in the same grid cell: a click anywhere on the card plays it.
        picture = slot.children[0]
        assert slot.children == (picture, button)
        assert picture.layout.grid_area == button.layout.grid_area
        assert button.style.button_color == "transparent"
        assert render.pictures(picture.value)
    card = table.game.hand(YOU)[1]
    assert table.button_for(card).description == str(card)


# ----------------------------------------------------------------- one intention, one card
def played_by_you(table: CardTable) -> list[Card]:
    """The cards the student has played in this hand, in order."""
    mine = [c for t in table.game.tricks for s, c in t.plays if s == YOU]
    return mine + [c for s, c in table.game.table if s == YOU]


def table_where_your_card_takes_the_trick(**settings: object) -> tuple[CardTable, int]:
    """A table where the machine has led and a card of ours (its slot given) takes the trick."""
    for seed in range(100):
        table = CardTable(players=2, level="random", seed=seed, **settings)  # type: ignore[arg-type]
        game = table.game
        if game.table and game.turn == YOU:
            led = [card for _, card in game.table]
            for index, card in enumerate(game.hand(YOU)):
                if trick_winner([*led, card], game.trump) == len(led):
                    return table, index
    pytest.fail("no seed below 100 lets the student take the machine's lead")


@pytest.mark.parametrize("delay", [0.0, 0.7])
def test_a_double_click_on_a_card_that_takes_the_trick_plays_one_card(delay: float) -> None:
    # The finding: the first click takes the trick, so the student leads again at once and
    # the second click (sent before the screen showed the new hand) played a second card.
    table, index = table_where_your_card_takes_the_trick(delay=delay, loop=FakeLoop())
    button = table.hand_buttons[index]
    card = table.game.hand(YOU)[index]
    button.click()
    assert table.game.tricks[-1].winner == YOU and table.game.turn == YOU and not table.is_busy
    button.click()
    assert played_by_you(table) == [card]
    assert table.feedback == ""  # nothing to explain: the click was already answered
    table.hand_buttons[0].click()  # a new click on the hand as it is now plays again
    assert len(played_by_you(table)) == 2


def test_a_second_card_clicked_before_the_screen_caught_up_is_not_played() -> None:
    table = CardTable(players=3, level="random", seed=5)
    first, second = table.hand_buttons[:2]
    card = table.game.hand(YOU)[0]
    first.click()
    second.click()
    assert played_by_you(table) == [card]
    assert table.feedback == ""


def test_a_double_click_while_the_machine_answers_plays_one_card() -> None:
    loop = FakeLoop()
    table = CardTable(players=4, level="random", seed=9, delay=0.7, loop=loop)
    button = table.hand_buttons[0]
    card = table.game.hand(YOU)[0]
    button.click()
    button.click()
    assert table.is_busy and played_by_you(table) == [card]
    assert table.feedback == ""
    delays = loop.run_all()  # the machine seats, one at a time
    assert delays and {round(d, 6) for d in delays} <= {0.7, 1.12}
    assert played_by_you(table) == [card] and table.game.turn == YOU


@pytest.mark.parametrize("players", [2, 3, 4])
def test_double_clicking_every_card_of_a_hand_plays_it_once(players: int) -> None:
    for seed in range(6):
        table = CardTable(players=players, level="random", seed=seed)
        double_clicks = 0
        while not table.game.is_over:
            button = table.hand_buttons[0]
            button.click()
            button.click()
            double_clicks += 1
            assert len(played_by_you(table)) == double_clicks
        assert double_clicks == table.game.options.tricks


# ----------------------------------------------------------------- pacing on the event loop
def test_the_machine_answers_on_the_running_event_loop_not_in_a_thread() -> None:
    async def play() -> tuple[CardTable, bool, int]:
        threads = threading.active_count()
        table = CardTable(players=4, level="random", seed=9, delay=0.01)
        table.hand_buttons[0].click()
        busy_after_click = table.is_busy
        for _ in range(1000):
            if not table.is_busy:
                break
            await asyncio.sleep(0.005)
        return table, busy_after_click, threading.active_count() - threads

    table, busy_after_click, new_threads = asyncio.run(play())
    assert busy_after_click and not table.is_busy
    assert new_threads == 0
    assert len(table.game.tricks) == 1 or table.game.table  # the three machine seats played
    assert table.game.turn == YOU


def test_pauses_are_longer_after_a_trick_and_nothing_waits_between_hands() -> None:
    loop = FakeLoop()
    table = CardTable(players=2, level="random", seed=4, delay=0.5, loop=loop)
    delays: list[float] = []
    while not table.game.is_over:
        table.hand_buttons[0].click()
        delays += loop.run_all()
    assert {round(d, 6) for d in delays} == {0.5, 0.8}
    assert loop.waiting == [] and not table.is_busy


def test_a_new_match_drops_the_machine_move_still_waiting() -> None:
    loop = FakeLoop()
    table = CardTable(players=4, level="random", seed=9, delay=0.7, loop=loop)
    table.hand_buttons[0].click()
    [(_, late)] = loop.waiting
    table.new_button.click()
    assert not table.is_busy and all(callback is not late for _, callback in loop.waiting)
    actions = table.game.actions
    late()  # had it run anyway, after the new deal: it does nothing
    assert table.game.actions == actions and table.feedback == ""


def test_the_paced_machine_goes_on_when_code_moves_the_table_meanwhile() -> None:
    loop = FakeLoop()
    table = CardTable(players=4, level="random", seed=9, delay=0.7, loop=loop)
    table.hand_buttons[0].click()
    assert table.is_busy
    table.session.machine_step()  # a cell plays a machine move while the table waits
    loop.run_all()
    assert not table.is_busy and table.game.turn == YOU
    assert table.hand_buttons[0].style.font_weight == "bold"  # the student's turn, shown


# ----------------------------------------------------------------- bad settings
@pytest.mark.parametrize("delay", [1e9, float("inf"), float("-inf"), float("nan"), -0.5, 10.5,
                                   "0.7", True, None])
def test_a_bad_delay_is_refused_by_name_and_builds_nothing(delay: object) -> None:
    from ipywidgets.widgets.widget import _instances

    before = len(_instances)
    with pytest.raises(OptionError) as refused:
        CardTable(delay=delay)  # type: ignore[arg-type]
    assert refused.value.key == "table.bad_delay"
    assert f"«{delay}»" in str(refused.value) and "entre 0 y 10" in str(refused.value)
    assert len(_instances) == before  # not one widget was made


def test_a_bad_delay_on_a_table_in_play_keeps_the_old_one() -> None:
    table = CardTable(players=2, level="random", seed=3, delay=0.7, loop=FakeLoop())
    for bad in (1e9, float("inf")):
        with pytest.raises(OptionError, match="no «(1000000000.0|inf)»"):
            table.delay = bad
        assert table.delay == 0.7
    table.delay = 10  # the slowest pace allowed
    assert table.delay == 10.0


@pytest.mark.parametrize(("setting", "value", "key"), [
    ("players", 6, "table.bad_players"),
    ("best_of", 2, "engine.match_best_of"),
    ("first_to", 0, "engine.match_first_to"),
    ("seed", "2024", "engine.bad_seed"),
    ("style", "tarot", "engine.bad_style"),
    ("learning", "sí", "engine.option_not_bool"),
    ("card_width", 5000, "table.bad_card_width"),
])
def test_a_bad_setting_is_refused_naming_the_value(setting: str, value: object, key: str) -> None:
    with pytest.raises(BriscolaError) as refused:
        CardTable(**{setting: value})  # type: ignore[arg-type]
    assert refused.value.key == key
    assert str(value) in str(refused.value)


def test_a_refused_new_match_leaves_the_match_in_play() -> None:
    table = CardTable(players=2, level="random", seed=3)
    table.hand_buttons[0].click()
    game, actions, version = table.game, table.game.actions, table.session.version
    with pytest.raises(BriscolaError, match="-1"):
        table.session.new_match(first_to=-1)
    assert table.game is game and table.game.actions == actions
    assert table.session.version == version
    table.hand_buttons[0].click()  # the hand goes on
    assert len(table.game.actions) > len(actions)


def test_a_failed_save_says_why_next_to_the_button(tmp_path: Path) -> None:
    blocker = tmp_path / "un_fichero"
    blocker.write_text("", encoding="utf-8")
    table = CardTable(players=2, level="random", seed=3)
    table.save_path.value = str(blocker / "mano.json")  # a folder that is a file
    table.save_button.click()
    assert "bt-error" in table.save_note
    assert not (blocker / "mano.json").exists()


@pytest.mark.parametrize("size", ["compact", "large"])
def test_the_size_toggle_zooms_the_whole_table_and_keeps_the_game(size: str) -> None:
    table = CardTable(players=2, level="random", seed=3)
    table.hand_buttons[0].click()
    actions = table.game.actions
    table.size_toggle.value = size
    assert f"bt-size-{size}" in table.classes
    assert table.size == size
    assert table.game.actions == actions
    table.size_toggle.value = "normal"
    assert not any(c.startswith("bt-size-") for c in table.classes)


def test_an_unknown_size_is_refused_and_the_size_kept() -> None:
    table = CardTable(players=2, level="random", seed=3)
    with pytest.raises(ValueError, match="unknown size 'huge'"):
        table.set_size("huge")
    assert table.size == "normal"


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_story_shows_the_whole_last_trick(players: int) -> None:
    table = CardTable(players=players, level="random", seed=8)
    table.hand_buttons[0].click()
    table.hand_buttons[0].click()
    trick = table.game.tricks[-1]
    story = table.story
    for seat, card in trick.plays:
        assert str(card) in story, (seat, card)


@pytest.mark.parametrize(("language", "folder", "first"), [
    ("es", "mis_manos", "mano_1.json"), ("en", "my_hands", "hand_1.json"), ("it", "le_mie_mani", "mano_1.json"),
])
def test_the_table_saves_hands_in_the_folder_named_in_its_language(
        language: str, folder: str, first: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)  # the folder sits next to the notebook
    set_language(language)
    table = CardTable(players=2, level="random", seed=5)
    assert table.save_path.placeholder == f"{folder}/{first.replace('1', 'N')}"
    table.save_button.click()
    assert sorted(str(p.relative_to(tmp_path)) for p in tmp_path.rglob("*.json")) == [f"{folder}/{first}"]
    assert first in table.save_note

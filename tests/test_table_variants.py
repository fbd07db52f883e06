"""The variants of RULES §8 at the card table: settings, the machine under each, what is shown."""

from __future__ import annotations

import html
from collections.abc import Callable
from typing import Any

import pytest

from briscola_teach import Card, Rank, Suit, render, rules, set_language
from briscola_teach.bots import make_bot
from briscola_teach.errors import OptionError
from briscola_teach.card_table import view as table_view
from briscola_teach.card_table.session import VARIANT_OPTIONS, YOU, TableSession, TableSettings, Waiting
from briscola_teach.card_table.story import cards_out, the
from briscola_teach.rules import Outcome
from briscola_teach.locale import text
from briscola_teach.widgets import CardTable

from fake_loop import FakeLoop

#: Each variant a table can play, with a table size it fits (RULES §8).
VARIANTS: list[tuple[int, dict[str, Any]]] = [
    (2, {"seven_second": True}),
    (2, {"swap_muestra": True}),
    (2, {"swap_muestra": True, "swap_seven_or_two": True}),
    (2, {"open_hands": True}),
    (4, {"open_partner_hands": True}),
    (2, {"hand_size": 5}),
    (3, {"hand_size": 5}),
    (3, {"deck": 36}),
    (2, {"tie_break_by_cards": True}),
    (4, {"tie_break_by_cards": True}),
    (2, {"double_win": True}),
]


@pytest.fixture(autouse=True)
def spanish() -> None:
    set_language("es")


def finish_hand(session: TableSession) -> None:
    """Play the hand out, the student always with their first card."""
    while not session.game.is_over:
        if session.waiting is Waiting.STUDENT:
            session.student_plays(session.game.hand(YOU)[0])
        else:
            session.machine_step()


# ----------------------------------------------------------------- settings
@pytest.mark.parametrize(("players", "options"), VARIANTS)
def test_every_hand_of_the_match_is_dealt_with_the_variant(players: int, options: dict[str, Any]) -> None:
    session = TableSession(level="random", players=players, best_of=3, seed=5, **options)
    for name, value in options.items():
        assert getattr(session.settings.options, name) == value
    for _ in range(2):
        game = session.game
        for name, value in options.items():
            assert getattr(game.options, name) == value
        assert len(game.hand(YOU)) == options.get("hand_size", 3)
        finish_hand(session)
        if session.waiting is Waiting.NEXT_HAND:
            session.next_hand()
    assert session.match.options == session.settings.options


def test_the_settings_offer_every_option_of_the_engine() -> None:
    assert set(VARIANT_OPTIONS) == set(rules.Options._fields) - {"players"}


@pytest.mark.parametrize(("settings", "key", "named"), [
    ({"players": 3, "tie_break_by_cards": True}, "engine.tie_break_needs_sides", "3 jugadores"),
    ({"players": 2, "open_partner_hands": True}, "engine.partner_needs_four", "de 2"),
    ({"swap_seven_or_two": True}, "engine.swap_form_needs_swap", "swap_muestra=True"),
    ({"players": 3, "deck": 36, "swap_muestra": True}, "engine.swap_needs_twos", "36"),
    ({"players": 2, "deck": 36}, "engine.bad_deck", "36"),
    ({"hand_size": 4}, "engine.bad_hand_size", "4"),
    ({"hand_size": "5"}, "engine.bad_hand_size", "'5'"),
    ({"seven_second": 1}, "engine.option_not_bool", "seven_second"),
    ({"open_hands": "sí"}, "engine.option_not_bool", "open_hands"),
    ({"double_win": None}, "engine.option_not_bool", "double_win"),
])
def test_a_bad_or_misfitting_variant_is_refused_by_the_engine_naming_it(
        settings: dict[str, Any], key: str, named: str) -> None:
    with pytest.raises(OptionError) as refused:
        TableSettings(**settings)
    assert refused.value.key == key and named in str(refused.value)
    with pytest.raises(OptionError):
        CardTable(**settings)


def test_a_refused_variant_leaves_the_match_in_play() -> None:
    session = TableSession(level="random", seed=3, seven_second=True)
    if session.waiting is Waiting.STUDENT:
        session.student_plays(session.game.hand(YOU)[0])
    game, actions, settings = session.game, session.game.actions, session.settings
    with pytest.raises(OptionError, match="3 jugadores"):
        session.new_match(players=3, tie_break_by_cards=True)
    assert session.game is game and game.actions == actions and session.settings is settings


def test_the_refusal_speaks_the_students_language() -> None:
    set_language("en")
    with pytest.raises(OptionError, match="not for 3 players"):
        TableSettings(players=3, tie_break_by_cards=True)


def test_the_old_swap_keyword_still_works() -> None:
    assert TableSettings(swap_muestra=True).options.changed() == {"swap_muestra": True}
    assert CardTable(swap_muestra=True).game.options.swap_muestra


# ----------------------------------------------------------------- the bots play every variant
@pytest.mark.parametrize("level", ["random", "principiante", "sensato"])
@pytest.mark.parametrize(("players", "options"), VARIANTS)
def test_a_whole_hand_is_played_at_the_table_with_the_machine(level: str, players: int,
                                                              options: dict[str, Any]) -> None:
    loop = FakeLoop()
    table = CardTable(level=level, players=players, seed=8, delay=0.3, loop=loop, **options)
    loop.run_all()
    while not table.game.is_over:
        assert table.game.turn == YOU
        table.hand_buttons[0].click()
        assert not table.is_refused, table.feedback
        loop.run_all()
    game = table.game
    assert sum(game.points) == 120 and len(game.tricks) == game.options.tricks
    assert game.outcome is not None and "bt-summary" in table.summary
    assert table.match.standings == tuple(
        game.outcome.value if side[0] in game.outcome.winners else 0 for side in game.options.sides)


@pytest.mark.parametrize(("players", "options"), VARIANTS)
def test_the_expert_decides_legally_under_every_variant(players: int, options: dict[str, Any]) -> None:
    session = TableSession(level="random", players=players, seed=2, **options)
    for _ in range(players + 1):  # a few moves in, so the expert has a past to read
        if session.waiting is Waiting.STUDENT:
            session.student_plays(session.game.hand(YOU)[0])
        else:
            session.machine_step()
    seat = session.turn
    assert seat is not None
    view = session.game.view(seat)
    assert make_bot("experto", seed=1, samples=8).choose(view) in view.legal_actions()


def test_the_machine_swaps_the_seven_when_the_rules_allow_it() -> None:
    """Source 003's form: the 7 of trump for a muestra above the 7, once a trick is won."""
    swaps = []
    for seed in range(40):
        session = TableSession(level="sensato", seed=seed, swap_muestra=True, swap_seven_or_two=True)
        finish_hand(session)
        game = session.game
        if game.swapped_by is not None:
            swaps.append(game)
            gave = game.muestra
            expected = Rank.SEVEN if rules.strength(game.original_muestra) > rules.strength(
                Card(Rank.SEVEN, game.trump)) else Rank.TWO
            assert gave.rank is expected
            assert game.swap_at is not None and game.swap_at[0] > 1  # a trick won before it
    assert swaps, "no machine swapped in 40 seeded hands"


# ----------------------------------------------------------------- what the table shows
def test_the_variant_line_names_what_is_played() -> None:
    session = TableSession(level="random", seed=1, seven_second=True, hand_size=5)
    status = table_view.status_html(session)
    names = " · ".join([text("table.variant_seven_second", value=True), text("table.variant_hand_size", value=5)])
    assert html.escape(text("table.variant_line_many", names=names)) in status
    one = TableSession(level="random", seed=1, swap_muestra=True, swap_seven_or_two=True)
    only = text("table.variant_line_one", names=text("table.variant_swap_seven_or_two", value=True))
    assert html.escape(only) + "<" in table_view.status_html(one)
    assert "bt-table-variant" not in table_view.status_html(TableSession(level="random", seed=1))


def test_scoperta_shows_the_rivals_hands_face_up() -> None:
    def board(**options: Any) -> tuple[str, TableSession]:
        session = TableSession(level="random", players=3, seed=4, **options)
        return table_view.board_html(session, style="spanish", card_width=80), session

    small = 40
    shown, session = board(open_hands=True)
    for seat in (1, 2):
        for card in session.game.hand(seat):
            assert render.card_svg(card, width=small, style="spanish") in shown
    hidden, session = board()
    assert not any(render.card_svg(card, width=small, style="spanish") in hidden
                   for seat in (1, 2) for card in session.game.hand(seat))


def test_partners_hands_show_once_the_stock_is_out() -> None:
    session = TableSession(level="random", players=4, seed=6, open_partner_hands=True)
    partner, rival = 2, 1

    def face_up(seat: int) -> bool:
        board = table_view.board_html(session, style="spanish", card_width=80)
        return all(render.card_svg(c, width=40, style="spanish") in board for c in session.game.hand(seat))

    assert not face_up(partner)
    while session.game.stock_size or session.waiting is not Waiting.STUDENT:
        if session.waiting is Waiting.STUDENT:
            session.student_plays(session.game.hand(YOU)[0])
        else:
            session.machine_step()
    assert face_up(partner) and not face_up(rival)


def test_a_pizzico_table_deals_five_buttons() -> None:
    table = CardTable(level="random", seed=3, hand_size=5)
    assert len(table.game.hand(YOU)) == len(table.hand_buttons) == 5
    table.new_button.click()  # a new match keeps the variant
    assert table.game.options.hand_size == 5 and len(table.hand_buttons) == 5


def test_the_seven_or_two_swap_button_names_the_seven() -> None:
    for seed in range(300):
        table = CardTable(level="random", seed=seed, swap_muestra=True, swap_seven_or_two=True)
        while not table.game.is_over and not table.session.can_swap:
            assert table.swap_button.layout.display == "none"
            table.hand_buttons[0].click()
        if table.session.can_swap and rules.swap_card(table.game.muestra, seven_or_two=True).rank is Rank.SEVEN:
            break
    else:
        pytest.fail("no seed below 300 lets the student swap the seven")
    muestra = table.game.muestra
    seven = Card(Rank.SEVEN, table.game.trump)
    assert table.game.pile_sizes[YOU] > 0  # only a seat that has won a trick may swap
    assert table.swap_button.layout.display is None
    assert table.swap_button.description == text("table.swap_button_seven")
    table.swap_button.click()
    assert muestra in table.game.hand(YOU) and seven not in table.game.hand(YOU)
    assert table.events[-1] == text("table.swapped_you_seven", card=the(muestra))


def test_the_swap_box_unticked_turns_off_the_seven_or_two_form_too() -> None:
    table = CardTable(level="random", seed=3, swap_muestra=True, swap_seven_or_two=True)
    table.swap_option.value = False
    table.new_button.click()
    assert table.feedback == ""
    assert not table.game.options.swap_muestra and not table.game.options.swap_seven_or_two
    table.swap_option.value = True
    table.new_button.click()
    assert table.game.options.swap_muestra and not table.game.options.swap_seven_or_two


def finished_match(seeds: range, wanted: Callable[[Outcome], bool], **settings: Any) -> TableSession:
    """The first seeded random match, played to its end, with a hand whose outcome is wanted."""
    for seed in seeds:
        session = TableSession(level="random", seed=seed, **settings)
        finish_hand(session)
        while session.waiting is Waiting.NEXT_HAND:
            session.next_hand()
            finish_hand(session)
        if any(g.outcome is not None and wanted(g.outcome) for g in session.match.games):
            return session
    raise AssertionError("no seeded match has the hand wanted")


def test_a_double_win_counts_twice_in_the_match_and_the_summary_says_so() -> None:
    session = finished_match(range(200), lambda o: o.value > 1, best_of=5, double_win=True)
    doubles = [g for g in session.match.games if g.outcome is not None and g.outcome.value == 2]
    assert doubles and all(max(g.outcome.points) > 100 for g in doubles if g.outcome)
    side = next(i for i, s in enumerate(session.game.options.sides) if s[0] in doubles[0].outcome.winners)
    assert session.match.standings[side] >= 2
    summary = table_view.summary_html(session)
    assert text("table.count_double", count=len(doubles)) in summary
    assert text("table.double_win") in summary


def test_a_sixty_sixty_hand_goes_to_more_cards_with_the_tie_break() -> None:
    session = finished_match(range(600), lambda o: o.points == (60, 60) and bool(o.winners),
                             tie_break_by_cards=True)
    outcome = session.game.outcome
    assert outcome is not None and outcome.points == (60, 60) and len(outcome.winners) == 1
    (winner,) = outcome.winners
    assert session.game.pile_sizes[winner] > session.game.pile_sizes[1 - winner]
    summary = table_view.summary_html(session)
    assert text("table.count_tie_break", count=1) in summary and text("table.rule_tie_break") in summary
    assert session.match.is_over and session.match.winner == (winner,)


def test_learning_mode_counts_the_sevens_as_cargas_with_the_seven_second() -> None:
    session = TableSession(level="random", seed=2, seven_second=True, learning=True)
    finish_hand(session)
    out = cards_out(session.game.view(YOU))
    assert out.cargas == 8  # four aces and four sevens, all played by the end
    assert list(out.by_suit[Suit.COINS][:2]) == [Card(Rank.ACE, Suit.COINS), Card(Rank.SEVEN, Suit.COINS)]

"""The card table for five: briscola chiamata played by clicking (RULES §12)."""

from __future__ import annotations

import re

import pytest

from briscola_teach import Card, Chiamata, Rank, Suit, render
from briscola_teach.errors import BriscolaError, IllegalPlay, OptionError
from briscola_teach.events import PASS, Bid, PointsBid
from briscola_teach.card_table.session import TableSettings, Waiting
from briscola_teach.card_table.story import in_sentence, the
from briscola_teach.card_table.chiamata import ChiamataSession
from briscola_teach.locale import text, using, words
from briscola_teach.widgets import CardTable
from briscola_teach.widgets.app import TableApp
from briscola_teach.widgets.table import YOU

from fake_loop import FakeLoop

#: Random machine seats, seed 4: seat 1 calls the five and the others pass; the student
#: may call the two and then outbid seat 1's 78 points.
POINTS_SEED = 4
#: Sensato seats, seed 0: when the student passes, seat 3 calls the as of cups, which the
#: student holds.
PARTNER_SEED = 0
#: Sensato seats, seed 2: when the student passes, a machine seat calls a card another holds.
HIDDEN_SEED = 2
#: Sensato seats, seed 6: when the student passes, all five pass.
REDEAL_SEED = 6


def plain(html_text: str) -> str:
    """What the student reads in a block of HTML."""
    return re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", html_text))


def _titles(markup: str) -> list[str]:
    """The names the card pictures in a block of HTML give themselves."""
    return [t for svg in render.pictures(markup) for t in re.findall(r"<title>([^<]*)</title>", svg)]


def chiamata(table: CardTable) -> Chiamata:
    game = table.game
    assert isinstance(game, Chiamata)
    return game


def play_out_by_clicks(table: CardTable) -> int:
    """Click the first card of the student's hand until the hand ends; the clicks made."""
    clicks = 0
    while not table.game.is_over:
        assert table.game.turn == YOU and chiamata(table).phase == "play"
        table.hand_buttons[0].click()
        assert not table.is_refused, table.feedback
        clicks += 1
    return clicks


def test_five_players_is_offered_and_deals_briscola_chiamata() -> None:
    table = CardTable(players=5, level="sensato", seed=3)
    assert (text("table.players_5"), 5) in table.players_choice.options
    game = chiamata(table)
    assert table.is_chiamata and table.players == 5 and game.phase == "auction"
    assert len(table.hand_buttons) == 8  # the student's eight cards, each a button
    assert table.match.is_chiamata


def test_a_whole_hand_with_a_points_bid_the_call_and_eight_tricks() -> None:
    table = CardTable(players=5, level="random", seed=POINTS_SEED)
    game = chiamata(table)
    # The machine has bid up to the student's turn: seat 1 called the five, the rest passed.
    assert game.turn == YOU and game.auction == ((1, Bid(Rank.FIVE)), (2, PASS), (3, PASS), (4, PASS))
    board = plain(table.board)
    assert "Jugador 2: cinco" in board and "Jugador 3: paso" in board
    # Only the ranks below the five may be called; the points field waits for the two.
    assert list(table.bid_buttons) == [Rank.FOUR, Rank.TWO]
    assert table.points_field.layout.display == "none"
    table.bid_buttons[Rank.TWO].click()
    assert game.auction[4] == (0, Bid(Rank.TWO)) and game.high_bid is not None
    # Seat 1 answered in points (78): the student's turn again, now with the points field.
    assert game.turn == YOU and isinstance(game.high_bid[1], PointsBid)
    least = game.high_bid[1].points + 1
    assert table.bid_buttons == {} and table.points_field.layout.display is None
    assert table.points_field.value == least
    # A wrong number: a reason in the student's words, and the auction untouched.
    before = game.auction
    for wrong in (50, least - 1, 121):
        table.points_field.value = wrong
        table.points_button.click()
        assert game.auction == before and game.turn == YOU
        feedback = plain(table.feedback)
        assert f"de {least} a 120" in feedback and f"«{wrong}»" in feedback
    table.points_field.value = least
    table.points_button.click()
    assert table.feedback == ""
    # Seat 1 passed: the student won the auction and names the suit.
    assert game.phase == "call" and game.caller == YOU and game.target == least
    assert not table.is_bidding and table.is_calling
    for suit, slot in table.call_slots.items():
        picture, button = slot.children
        assert button is table.call_buttons[suit] and button.description == suit.name_in()
        # Each suit's button lies under the card it would call: the two of that suit.
        assert Card(Rank.TWO, suit).name() in _titles(picture.value)
    table.call_buttons[Suit.SWORDS].click()
    assert game.called_card is not None and game.called_card.suit is Suit.SWORDS
    assert game.trump is Suit.SWORDS and game.phase == "play"
    board = plain(table.board)
    assert text("table.ch_caller_you") in board and text("table.trump", suit=Suit.SWORDS.name_in()) in board
    assert text("table.ch_target_you", target=least) in board
    clicks = play_out_by_clicks(table)
    assert clicks == 8 and len(game.tricks) == 8 and sum(game.points) == 120
    outcome = game.outcome
    assert outcome is not None and outcome.caller == YOU
    summary = plain(table.summary)
    assert outcome.partner is not None
    said = words()
    if outcome.is_alone:
        ours = [table.names[YOU]]
        assert text("table.ch_sum_alone_you") in summary
    else:
        ours = [table.names[YOU], table.names[outcome.partner]]
        assert text("table.ch_sum_partner", who=in_sentence(table.names[outcome.partner])) in summary
    theirs = [table.names[s] for s in range(5) if table.names[s] not in ours]
    assert text("table.ch_sum_points", ours=said.join(ours), theirs=said.join(theirs), our_points=outcome.points[0],
                their_points=outcome.points[1]) in summary
    verdict = "table.ch_sum_won" if outcome.caller_won else "table.ch_sum_lost"
    assert text(verdict, target=outcome.target, points=outcome.points[0]) in summary
    assert text("table.ch_sum_times", times=2) in summary  # a bid of 71 to 80 doubles the match points
    signed = [f"+{p}" if p > 0 else str(p).replace("-", "−") for p in outcome.match_points]
    assert text("table.ch_sum_match_points", parts=" · ".join(
        f"{table.names[s]} {signed[s]}" for s in range(5))) in summary
    assert table.match.standings == outcome.match_points
    assert table.summary.count("<tr") == 9  # the header and the eight tricks


def test_the_student_holding_the_called_card_is_told_they_are_the_partner() -> None:
    table = CardTable(players=5, level="sensato", seed=PARTNER_SEED)
    game = chiamata(table)
    while game.phase == "auction":
        table.pass_button.click()
    called = game.called_card
    assert called is not None and called in game.hand(YOU) and game.caller != YOU
    assert any(text("table.ch_you_partner", card=the(called),
                    who=in_sentence(table.names[game.caller])) == line for line in table.events)
    assert text("table.ch_partner_is_you") in plain(table.board)
    # The other seats' boxes name no partner: only the student knows until the card falls.
    seats = table.board.split('class="bt-centre"')[0]
    assert "compañero secreto" not in plain(seats).lower()
    assert game.turn == YOU  # the machine has played up to the student's turn
    table.button_for(called).click()
    assert game.partner_revealed
    assert text("table.ch_revealed_you", card=the(called), caller=in_sentence(table.names[game.caller])) \
        in table.events
    play_out_by_clicks(table)
    assert text("table.ch_sum_partner_you") in plain(table.summary)


def test_the_partner_is_hidden_from_the_student_until_the_called_card_is_played() -> None:
    table = CardTable(players=5, level="sensato", seed=HIDDEN_SEED)
    game = chiamata(table)
    while game.phase == "auction":
        table.pass_button.click()
    assert game.partner != YOU and game.caller != YOU
    def seats() -> str:
        return plain(table.board.split('class="bt-centre"')[0]).lower()

    while not game.partner_revealed:
        assert text("table.ch_partner_hidden") in plain(table.board)
        assert "compañero secreto" not in seats() and "juega solo" not in seats()
        table.hand_buttons[0].click()
    partner = game.partner
    assert partner is not None
    if partner == game.caller:
        assert "juega solo" in seats()
    else:
        assert text("table.ch_partner_is", who=in_sentence(table.names[partner])) in plain(table.board)
        assert "compañero secreto" in seats()


def test_when_all_five_pass_the_hand_is_dealt_again_and_counts_for_nobody() -> None:
    table = CardTable(players=5, level="sensato", seed=REDEAL_SEED, best_of=3)
    game = chiamata(table)
    while not game.is_over:
        table.pass_button.click()
    outcome = game.outcome
    assert outcome is not None and outcome.is_redeal
    assert text("table.ch_all_passed") in table.events
    assert text("table.ch_all_passed") in plain(table.summary)
    assert table.match.standings == (0,) * 5 and table.next_button.layout.display is None
    first = game.first_bidder
    table.next_button.click()
    assert chiamata(table).first_bidder == (first + 1) % 5 and len(table.match.games) == 2


@pytest.mark.parametrize("action, key", [
    (lambda t: t.bid(Rank.ACE), "table.ch_rank_refused"),
    (lambda t: t.bid_points(70), "table.ch_points_too_soon"),
    (lambda t: t.call(Suit.COINS), "table.ch_not_call"),
    (lambda t: t.play(t.game.hand(YOU)[0]), "engine.play_before_call"),
    (lambda t: t.swap(), "engine.swap_off"),
])
def test_a_refused_action_in_the_auction_names_why_and_changes_nothing(action: object, key: str) -> None:
    table = CardTable(players=5, level="random", seed=POINTS_SEED)
    game = chiamata(table)
    before, version = game.actions, table.session.version
    with pytest.raises(BriscolaError) as refused:
        action(table)  # type: ignore[operator]
    assert refused.value.key == key
    assert game.actions == before and table.session.version == version


def test_a_points_bid_that_is_not_a_number_is_refused_in_the_students_words() -> None:
    session = ChiamataSession(level="random", seed=POINTS_SEED)
    while session.waiting is Waiting.MACHINE:
        session.machine_step()
    session.student_bids(Rank.TWO)
    while session.waiting is Waiting.MACHINE:
        session.machine_step()
    before = session.game.actions
    for bad in ("80", 80.0, True, None):
        with pytest.raises(BriscolaError, match="número entero"):
            session.student_bids_points(bad)
    assert session.game.actions == before
    with using("it"), pytest.raises(BriscolaError, match="numero intero"):
        session.student_bids_points(5)
    with using("en"), pytest.raises(BriscolaError, match="whole number"):
        session.student_bids_points(5)


def test_the_machine_bids_calls_and_plays_at_the_tables_pace() -> None:
    loop = FakeLoop()
    table = CardTable(players=5, level="sensato", seed=PARTNER_SEED, delay=0.5, loop=loop)
    game = chiamata(table)
    steps = 0
    while not game.is_over and steps < 200:
        if table.is_busy:
            with pytest.raises(IllegalPlay):
                table.pass_bid() if game.phase == "auction" else table.play(game.hand(YOU)[0])
            loop.run_next()
        elif game.phase == "auction":
            table.pass_button.click()
        else:
            table.hand_buttons[0].click()
        steps += 1
    assert game.is_over and len(game.tricks) == 8


def test_switching_between_five_and_two_players_starts_the_right_table() -> None:
    table = CardTable(players=2, level="random", seed=1)
    assert not table.is_chiamata and table.swap_option.layout.display is None
    version = table.session.version
    table.players_choice.value = 5
    assert table.swap_option.layout.display == "none"
    table.new_button.click()
    assert table.is_chiamata and isinstance(table.game, Chiamata)
    assert table.session.version > version  # a late click on an old card is never taken
    table.players_choice.value = 2
    table.new_button.click()
    assert not table.is_chiamata and table.game.players == 2


def test_bidding_at_a_table_of_two_is_refused_saying_why() -> None:
    table = CardTable(players=2, level="random", seed=1)
    actions = table.game.actions
    with pytest.raises(BriscolaError) as refused:
        table.bid(Rank.ACE)
    assert str(refused.value) == text("table.ch_five_only", players=2)
    assert table.game.actions == actions and table.bid_buttons == {}


def test_five_players_take_no_variant_of_the_usual_game() -> None:
    with pytest.raises(OptionError, match="seven_second"):
        TableSettings(players=5, seven_second=True)
    with pytest.raises(OptionError) as refused:
        CardTable(players=6)
    assert refused.value.key == "table.bad_players"


def test_the_coach_says_plainly_it_does_not_review_chiamata() -> None:
    app = TableApp(players=5, level="random")
    table = app.table
    game = chiamata(table)
    while not game.is_over:
        if game.phase == "auction":
            table.pass_bid()
        elif game.phase == "call":
            table.call(Suit.CUPS)
        else:
            table.play(game.hand(YOU)[0])
    app.review_button.click()
    assert text("table.ch_coach_none") in plain(app.feedback)
    assert app.review_screen is None


@pytest.mark.parametrize("language, words", [
    ("en", ("Your bid:", "Pass", "Auction:")), ("it", ("La tua chiamata:", "Passo", "Asta:")),
])
def test_the_table_for_five_speaks_the_students_language(language: str, words: tuple[str, ...]) -> None:
    table = CardTable(players=5, level="random", seed=POINTS_SEED, language=language)
    shown = plain(table.bid_label + table.board) + table.pass_button.description
    for word in words:
        assert word in shown
    assert "Subasta" not in shown and "paso" not in shown.lower().replace("passo", "")


def test_learning_mode_at_five_shows_each_seats_points_as_they_grow() -> None:
    table = CardTable(players=5, level="sensato", seed=PARTNER_SEED, learning=True)
    game = chiamata(table)
    while game.phase == "auction":
        table.pass_button.click()
    table.hand_buttons[0].click()
    taken = game.tricks[0]
    shown = plain(table.learning_note)
    assert " · ".join(f"{table.names[s]}: {p}" for s, p in enumerate(game.points)) in shown
    assert any(f"(+{taken.points} puntos)" in line for line in table.events)
    table.learning = False
    assert "modo aprendizaje" in plain(table.learning_note)


def test_the_still_picture_of_a_table_for_five() -> None:
    table = CardTable(players=5, level="random", seed=POINTS_SEED)
    still = table.static_html()
    assert "bt-card-table-still" in still and "Subasta:" in still
    # The four others' backs, and the student's eight cards face up in one picture.
    assert still.count("<img") == 4 + 1
    assert render.hand_svg(table.game.hand(YOU), style=table.style, width=60) in still


def test_a_student_who_calls_a_card_of_their_own_hand_plays_alone_and_is_told_so() -> None:
    # Principiante seats, seed 47: the student may call the five, holds the five of cups,
    # and the others pass after it.
    table = CardTable(players=5, level="principiante", seed=47)
    game = chiamata(table)
    own = Card(Rank.FIVE, Suit.CUPS)
    assert own in game.hand(YOU) and Rank.FIVE in table.bid_buttons
    table.bid_buttons[Rank.FIVE].click()
    assert game.phase == "call" and game.caller == YOU
    # The suit's button says, before the click, that this card is the student's own.
    assert table.call_buttons[Suit.CUPS].tooltip == text("table.ch_call_own_tip", card=own,
                                                         suit=Suit.CUPS.name_in())
    table.call_buttons[Suit.CUPS].click()
    assert text("table.ch_alone_you", card=the(own)) in table.events
    assert text("table.ch_partner_alone_you") in plain(table.board)
    play_out_by_clicks(table)
    outcome = game.outcome
    assert outcome is not None and outcome.is_alone
    assert "La carta llamada era tuya: jugaste solo contra los cuatro." in plain(table.summary)
    assert outcome.match_points[YOU] in (4, -4)

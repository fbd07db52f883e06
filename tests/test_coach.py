"""The coach: each beginner mistake is named on its textbook position and only there, and priced."""

from __future__ import annotations

import random
import subprocess
import sys
from collections.abc import Iterator

import pytest

from briscola_teach import Card, Game
from briscola_teach.bots.solver import play_values
from briscola_teach.coach import (
    BATCH,
    DEFAULT_SAMPLES,
    MIN_BATCHES,
    Review,
    detect,
    judge,
    review,
    severity,
)
from briscola_teach.examples import WORKED_EXAMPLE_PLAYS, worked_example
from briscola_teach.locale import text, words
from briscola_teach.verdicts import the_card
from briscola_teach.exercises.mistakes import TEXTBOOKS, play_hand, sample_hand, textbook
from briscola_teach.mistakes import Mistake

c = Card.parse


def _named(game: Game, seat: int = 0) -> list[Mistake | None]:
    return [e.mistake for e in review(game, seat, price=False)]


# ---------------------------------------------------------------- each detector on its textbook
@pytest.mark.parametrize("mistake", list(Mistake), ids=lambda m: m.name)
def test_detector_fires_on_its_textbook_wrong_play(mistake: Mistake) -> None:
    book = textbook(mistake)
    assert mistake in _named(book.line(wrong=True))


@pytest.mark.parametrize("mistake", list(Mistake), ids=lambda m: m.name)
def test_detector_stays_silent_on_the_right_play(mistake: Mistake) -> None:
    book = textbook(mistake)
    assert all(m is None for m in _named(book.line(wrong=False)))


@pytest.mark.parametrize("mistake", list(Mistake), ids=lambda m: m.name)
def test_textbook_wrong_play_costs_points_against_the_right_one(mistake: Mistake) -> None:
    book = textbook(mistake)
    wrong = book.decision(wrong=True, samples=16)
    right = book.decision(wrong=False, samples=16)
    assert wrong.values[book.wrong] < wrong.values[book.right]
    assert (wrong.loss or 0) > (right.loss or 0)


def test_textbook_positions_are_built_from_a_position_with_seat_0_to_play() -> None:
    for book in TEXTBOOKS.values():
        game = book.start()
        assert game.turn == 0
        assert book.wrong in game.hand(0) and book.right in game.hand(0)


# ---------------------------------------------------------------- the worked example (RULES §10)
def _worked_example_with(card: str) -> Game:
    game = worked_example()
    for played in WORKED_EXAMPLE_PLAYS[:3]:
        game.play(played)
    game.play(card)
    return game


def test_worked_example_trick_2_as_de_oros_is_a_carga_thrown_with_its_cost() -> None:
    entry = review(_worked_example_with("as de oros"), 0)[1]
    assert entry.card is c("as de oros")
    assert entry.mistake is Mistake.CARGA_THROWN
    assert entry.title == Mistake.CARGA_THROWN.title
    finding = entry.findings[0]
    assert finding.key == "coach.explain_carga_tirada"
    assert finding.fields["card"] is c("as de oros") and finding.fields["points"] == 11
    said = words()
    assert entry.explanation == text(finding.key, card=said.the(c("as de oros")), points=11,
                                     to=text("coach.to_rival"), instead=said.the(finding.fields["instead"]))
    assert entry.loss is not None and entry.loss >= 4
    assert entry.best is not None and entry.best is not c("as de oros")
    assert not entry.exact and MIN_BATCHES * BATCH <= entry.samples <= DEFAULT_SAMPLES
    assert entry.severity in ("error", "grave")
    assert text("coach.estimated", samples=entry.samples) in entry.verdict()
    # The interval is computed and shown; the coach deals more until it settles the band, or
    # until it has dealt the most it may.
    assert 0 < entry.margin < entry.loss
    if entry.samples + BATCH <= DEFAULT_SAMPLES:
        assert severity(entry.loss - entry.margin) == severity(entry.loss + entry.margin)
    assert entry.loss_text == text("coach.loss_margin", loss=said.fixed(entry.loss), margin=said.fixed(entry.margin))
    assert said.fixed(entry.loss) == f"{entry.loss:.1f}".replace(".", ",")  # Spanish writes a decimal comma
    assert entry.loss_text in entry.verdict()


def test_worked_example_trick_2_six_of_clubs_is_no_mistake() -> None:
    entry = review(_worked_example_with("6 de bastos"), 0)[1]
    assert entry.mistake is None
    assert (entry.loss or 0) < (review(_worked_example_with("as de oros"), 0)[1].loss or 0)


# ---------------------------------------------------------------- silent where the definition says so
def test_carga_of_a_third_suit_is_not_thrown_when_the_partner_is_winning() -> None:
    game = Game.from_position(
        [["as de oros", "2 de bastos"], ["6 de espadas"], ["7 de espadas"], ["sota de bastos"]],
        "5 de copas", muestra_drawn_by=3, leader=1,
        table=["4 de espadas", "as de espadas", "5 de espadas"],
        scores=(30, 30, 20, 16), pile_cards=(8, 8, 8, 8), tricks_before=8)
    view = game.view(0)
    assert [f.mistake for f in detect(view, c("as de oros"))] == []


def test_carga_thrown_needs_a_cheaper_card_in_hand() -> None:
    game = Game.from_position(
        [["as de oros", "3 de bastos"], ["4 de copas"]],
        "5 de copas", muestra_drawn_by=1, leader=1, table=["rey de espadas"],
        scores=(40, 55), pile_cards=(18, 18), tricks_before=18)
    assert detect(game.view(0), c("as de oros")) == []


def test_trump_on_a_trick_with_points_is_not_trump_on_blank() -> None:
    game = Game.from_position(
        [["5 de oros", "2 de bastos"], ["4 de espadas"]],
        "6 de oros", muestra_drawn_by=1, leader=1, table=["rey de copas"],
        scores=(56, 60), pile_cards=(18, 18), tricks_before=18)
    mistakes = [f.mistake for f in detect(game.view(0), c("5 de oros"))]
    assert Mistake.TRUMP_ON_BLANK not in mistakes


def test_only_trump_that_wins_is_not_a_high_trump() -> None:
    game = Game.from_position(
        [["as de oros", "6 de copas"], ["rey de oros"]],
        "4 de oros", muestra_drawn_by=0, leader=1, table=["3 de espadas"],
        scores=(45, 50), pile_cards=(18, 18), tricks_before=18)
    game.play("as de oros")
    assert _named(game) == [None]


def test_three_lost_with_no_earlier_chance_is_not_held_too_long() -> None:
    game = Game.from_position(
        [["3 de espadas", "4 de oros"], ["as de espadas", "6 de copas"]],
        "7 de copas", muestra_drawn_by=0, leader=1,
        scores=(46, 53), pile_cards=(18, 18), tricks_before=18)
    for card in ("6 de copas", "4 de oros", "as de espadas", "3 de espadas"):
        game.play(card)
    assert _named(game) == [None, None]


def test_muestra_forgotten_needs_the_rival_to_take_it_with_the_muestra() -> None:
    book = textbook(Mistake.MUESTRA_FORGOTTEN)
    game = book.start()
    game.play("as de oros")
    game.play("rey de oros")  # the rival does not kill it: nothing to blame
    assert Mistake.MUESTRA_FORGOTTEN not in _named(game)


# ---------------------------------------------------------------- pricing
@pytest.mark.parametrize("mistake", [Mistake.TRUMP_ON_BLANK, Mistake.HIGH_TRUMP,
                                     Mistake.MUESTRA_FORGOTTEN], ids=lambda m: m.name)
def test_endgame_price_is_exact_and_matches_the_solver(mistake: Mistake) -> None:
    book = textbook(mistake)
    exact = play_values(book.start())
    entry = book.decision(wrong=True)
    assert entry.exact and entry.samples == 0 and entry.method == text("coach.exact")
    assert entry.loss == max(exact.values()) - exact[book.wrong]


def test_price_depends_only_on_what_the_seat_could_see() -> None:
    from briscola_teach.cards import parse_cards
    from briscola_teach.examples import worked_example_deck

    deck = worked_example_deck()  # RULES §10's trick 2, set up as a position
    game = Game.from_position(
        [parse_cards(["as de oros", "6 de bastos", "2 de copas"]),
         parse_cards(["siete de oros", "as de espadas"])],
        deck[6], stock=deck[9:], leader=1, table=parse_cards(["rey de espadas"]),
        scores=(0, 10), pile_cards=(0, 2), tricks_before=1)
    start = game.start
    # Swap a hidden rival card with the bottom card of the stock: the same view for seat 0.
    rival = list(start.hands[1])
    stock = list(start.stock)
    rival[0], stock[-1] = stock[-1], rival[0]
    other = Game.from_position([start.hands[0], rival], start.muestra, stock=stock, leader=1,
                               table=start.table, scores=start.scores, pile_cards=start.pile_cards,
                               tricks_before=start.tricks_before)
    assert other.hand(1) != game.hand(1)
    first = judge(game, "as de oros", samples=8)
    second = judge(other, "as de oros", samples=8)
    assert first.values == second.values


def test_a_forced_play_costs_nothing() -> None:
    game = Game.from_position([["as de oros"], []], "5 de copas",
                              muestra_drawn_by=1, leader=1, table=["rey de espadas"],
                              scores=(50, 55), pile_cards=(18, 20), tricks_before=19)
    game.play("as de oros")
    entry = review(game, 0)[0]
    assert entry.loss == 0 and entry.best is None


@pytest.mark.parametrize(("loss", "band"), [(0.0, None), (1.9, None), (2.0, "imprecision"),
                                            (4.9, "imprecision"), (5.0, "error"),
                                            (9.9, "error"), (10.0, "grave"), (33.0, "grave")])
def test_severity_bands_from_points_lost(loss: float, band: str | None) -> None:
    assert severity(loss) == band


# ---------------------------------------------------------------- a whole hand
def test_review_has_one_entry_per_play_of_the_seat_in_order() -> None:
    game = play_hand(5)
    result = review(game, 0, samples=4)
    assert isinstance(result, Review) and len(result) == 20
    mine = [card for t in game.tricks for seat, card in t.plays if seat == 0]
    assert [e.card for e in result] == mine
    assert [e.number for e in result] == list(range(1, 21))
    assert result.total_loss == round(sum(e.loss or 0 for e in result), 1)
    assert sum(result.counts().values()) == len(result.mistakes)


def test_review_prices_the_endgame_exactly_and_the_rest_by_sampling() -> None:
    result = review(play_hand(7), 1, samples=4)
    for entry in result:
        if entry.view.stock_size == 0:
            assert entry.exact
        else:
            # Sampled on 4 deals, or every deal counted (late in the stock): nothing left to chance.
            assert not entry.exact and entry.samples in (0, 4)
        assert entry.view.seat == 1 and entry.card in entry.view.hand


def test_review_is_repeatable_with_a_seed() -> None:
    game = play_hand(11)
    first = [e.values for e in review(game, 0, samples=4, seed=3)]
    assert first == [e.values for e in review(game, 0, samples=4, seed=3)]


def test_principiante_hands_contain_beginner_mistakes() -> None:
    found = {e.mistake for seed in range(6) for e in review(play_hand(seed), 0, price=False)}
    assert {Mistake.CARGA_THROWN, Mistake.TRUMP_ON_BLANK} <= found


def test_sample_hand_ships_and_has_several_mistakes() -> None:
    game = sample_hand()
    assert game.is_over
    mistakes = review(game, 0, price=False).mistakes
    assert len(mistakes) >= 5 and len({e.mistake for e in mistakes}) >= 4


def test_the_card_uses_the_right_article() -> None:
    assert the_card(c("sota de copas")) == "la sota de copas"
    assert the_card(c("as de oros")) == "el as de oros"


def test_review_refuses_a_seat_not_at_the_table() -> None:
    with pytest.raises(ValueError):
        review(worked_example(), 2)


def test_three_held_too_long_is_filed_at_the_turn_it_could_have_won() -> None:
    book = textbook(Mistake.THREE_HELD_TOO_LONG)
    entries = review(book.line(wrong=True), 0)
    holding, fall = entries[0], entries[-1]
    assert holding.card is book.wrong and holding.mistake is Mistake.THREE_HELD_TOO_LONG
    exact = play_values(book.start())
    assert holding.exact and holding.loss == max(exact.values()) - exact[book.wrong]
    finding = holding.findings[0]
    assert finding.fields["card"] is c("3 de espadas") and finding.fields["fall"] == 20
    assert words().the(c("3 de espadas")) in holding.explanation
    assert fall.card is c("3 de espadas") and fall.mistake is None


def test_pricing_only_the_mistakes_prices_the_three_where_it_was_held() -> None:
    book = textbook(Mistake.THREE_HELD_TOO_LONG)
    entries = review(book.line(wrong=True), 0, price="mistakes")
    assert entries[0].mistake is Mistake.THREE_HELD_TOO_LONG and entries[0].priced
    assert (entries[0].loss or 0) > 0
    assert not entries[1].priced


def test_best_alternative_among_equals_is_the_card_the_rule_suggests() -> None:
    book = textbook(Mistake.TRUMP_ON_BLANK)
    entry = book.decision(wrong=True)
    tied = [card for card, value in entry.values.items() if value == max(entry.values.values())]
    assert len(tied) == 2 and entry.best is book.right


def test_english_coach_texts_match_the_spanish_keys_and_fields() -> None:
    import string

    from briscola_teach.locale.en.coach import TEXTS as EN
    from briscola_teach.locale.es.coach import TEXTS as ES

    def fields(template: str) -> set[str]:
        return {name for _, name, _, _ in string.Formatter().parse(template) if name}

    assert set(EN) == set(ES)
    assert all(fields(EN[key]) == fields(ES[key]) for key in ES)


# ---------------------------------------------------------------- door 7: only what the seat knows
def _twin(game: Game, seat: int, rng: random.Random) -> Game:
    """The same hand with the cards ``seat`` has never seen dealt elsewhere, replayed to now."""
    unseen = list(game.view(seat).unseen)
    shuffled = unseen[:]
    rng.shuffle(shuffled)
    moved = dict(zip(unseen, shuffled))
    start = game.start
    twin = Game(start._replace(hands=tuple(tuple(moved.get(c, c) for c in h) for h in start.hands),
                               stock=tuple(moved.get(c, c) for c in start.stock)))
    for action in game.actions:
        twin.apply(action)
    return twin


def _twins(players: int, seed: int) -> Iterator[tuple[Game, Game]]:
    """Positions of a seeded hand, each with a twin the seat to play cannot tell apart."""
    game = Game.new(players, seed=seed)
    rng = random.Random(seed)
    while not game.is_over:
        twin = _twin(game, game.turn, rng)  # type: ignore[arg-type]
        if any(twin.hand(s) != game.hand(s) for s in range(players)):
            yield game.copy(), twin
        game.play(rng.choice(game.legal_plays()))


@pytest.mark.parametrize("players", [2, 3, 4])
def test_two_games_the_seat_cannot_tell_apart_get_the_same_judgement(players: int) -> None:
    checked = 0
    for seed in range(2):
        for game, twin in _twins(players, seed):
            seat = game.turn
            assert twin.view(seat) == game.view(seat)  # type: ignore[arg-type]
            assert twin.view(seat).events == game.view(seat).events  # type: ignore[arg-type]
            for card in game.legal_plays():
                a = judge(game, card, samples=2, seed=3)
                b = judge(twin, card, samples=2, seed=3)
                assert [f.explanation for f in a.findings] == [f.explanation for f in b.findings]
                assert a.trick == b.trick and a.values == b.values and a.mistake == b.mistake
                checked += 1
    assert checked > 40


def test_judge_never_reads_the_hidden_hands_of_the_game() -> None:
    # The seat leads: how the rival answers is hidden, so the coach imagines the reply.
    game = Game.new(2, seed=11, leader=0)
    entry = judge(game, game.legal_plays()[0], samples=4)
    assert entry.trick is not None and entry.trick.plays[0] == (0, game.legal_plays()[0])
    reply = entry.trick.plays[1][1]
    assert reply in game.view(0).unseen


# ---------------------------------------------------------------- one price per position, honest marks
def test_a_position_gets_one_price_wherever_it_is_asked() -> None:
    """The deals depend on the position as the seat sees it, not on the play's number or the caller."""
    game = _worked_example_with("6 de bastos")
    from_review = review(game, 0)[1]
    before = worked_example()
    for played in WORKED_EXAMPLE_PLAYS[:3]:
        before.play(played)
    from_judge = judge(before, "6 de bastos")
    assert from_review.values == from_judge.values
    assert (from_review.loss, from_review.margin, from_review.samples) == (
        from_judge.loss, from_judge.margin, from_judge.samples)


def test_a_card_the_coach_prices_as_good_is_never_marked_wrong() -> None:
    for seed in (3, 7, 11):
        for entry in review(play_hand(seed), 0, samples=64):
            good = entry.priced and entry.severity is None
            assert entry.verdict().startswith("✔") == good, entry.verdict()
            if entry.best is None and entry.priced:
                assert entry.verdict().startswith("✔")
            if good and entry.mistake is not None:
                assert entry.title in entry.verdict() and "✘" not in entry.verdict()
    assert all(not e.is_flagged for e in review(play_hand(3), 0, samples=64) if e.best is None)


def test_a_script_that_imports_only_the_coach_hears_its_verdicts() -> None:
    """The findings stand below the words; the coach lends them the verdicts' sentences, in any program."""
    script = ("from briscola_teach import Game, set_language\n"
              "from briscola_teach.coach import review\n"
              "set_language('en')\n"
              "game = Game.new(2, seed=3)\n"
              "while not game.is_over:\n"
              "    game.play(game.legal_plays()[0])\n"
              "print(review(game, 0, samples=8).summary())\n")
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=120, check=False)
    assert done.returncode == 0, done.stderr
    from briscola_teach.verdicts import summary

    game = Game.new(2, seed=3)
    while not game.is_over:
        game.play(game.legal_plays()[0])
    assert done.stdout.strip() == summary(review(game, 0, samples=8), words("en"))

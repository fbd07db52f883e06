"""The opponents: legal cards only, decisions from the seat's view only, mistakes at their rates."""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Iterator
from typing import Any

import pytest

from briscola_teach import SWAP, Card, Game, View
from briscola_teach.bots import LEVELS, Bot, make_bot, play_out, strategy_for
from briscola_teach.bots.principiante import Principiante, opportunities
from briscola_teach.mistakes import Mistake

TABLES: list[tuple[int, dict[str, Any]]] = [
    (2, {}), (2, {"swap_muestra": True}), (2, {"seven_second": True}), (2, {"hand_size": 5}),
    (3, {}), (3, {"deck": 36}), (4, {}), (4, {"open_partner_hands": True}),
    (4, {"swap_muestra": True}), (2, {"open_hands": True}),
]


class Checked:
    """Wraps a bot and checks each of its actions is legal in the real game before it is applied."""

    def __init__(self, bot: Bot, game: Game) -> None:
        self.bot, self.game = bot, game
        self.actions = 0

    def choose(self, view: View) -> Any:
        action = self.bot.choose(view)
        if action == SWAP:
            assert self.game.can_swap()
        else:
            assert isinstance(action, Card) and action in self.game.legal_plays()
        self.actions += 1
        return action


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize(("players", "options"), TABLES)
def test_bots_only_play_legal_actions(level: str, players: int, options: dict[str, Any]) -> None:
    deals = 2 if level == "experto" else 12
    kw = {"samples": 3} if level == "experto" else {}
    for seed in range(deals):
        game = Game.new(players=players, seed=seed, **options)
        bots = [Checked(make_bot(level, seed=seed * 10 + s, **kw), game) for s in range(players)]
        outcome = play_out(game, bots)
        assert game.is_over and sum(outcome.points) == sum(game.card_points(c) for c in _deck(game))
        assert sum(b.actions for b in bots) >= game.options.tricks * players


@pytest.mark.parametrize("players", [2, 4])
def test_a_racing_experto_plays_legally_and_repeats_itself(players: int) -> None:
    # Racing drops cards after 24 deals, so the budget allows more than that.
    game = Game.new(players=players, seed=7)
    other = make_bot("sensato", seed=1)
    decisions = 0
    while decisions < 4:
        view = game.view(game.turn or 0)
        if game.turn == 0:
            first, again = (make_bot("experto", seed=3, samples=30, race=True).choose(view) for _ in range(2))
            assert first == again and first in view.legal_plays()
            decisions += 1
            game.apply(first)
        else:
            game.apply(other.choose(view))


def _deck(game: Game) -> list[Card]:
    return [c for t in game.tricks for c in t.cards]


def test_sensato_and_experto_swap_for_the_muestra_when_they_can() -> None:
    game = Game.from_position(
        [["2 de copas", "4 de oros", "5 de oros"], ["6 de espadas", "7 de espadas", "sota de oros"]],
        "as de copas", stock=["rey de oros"], swap_muestra=True,
    )
    for level in ("sensato", "experto"):
        assert make_bot(level, seed=0, **({"samples": 2} if level == "experto" else {})).choose(
            game.view(0)) == SWAP


def _objects(value: object, seen: set[int]) -> Iterator[object]:
    """Every object reachable from a view through its fields and containers."""
    if id(value) in seen:
        return
    seen.add(id(value))
    yield value
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        for f in dataclasses.fields(value):
            yield from _objects(getattr(value, f.name), seen)
    elif isinstance(value, (tuple, list, set, frozenset)):
        for item in value:
            yield from _objects(item, seen)
    elif isinstance(value, dict):
        for item in value.items():
            yield from _objects(item, seen)


def test_a_view_holds_no_way_back_to_the_game() -> None:
    game = Game.new(players=4, seed=8)
    view = game.view(0)
    reachable = list(_objects(view, set()))
    assert not any(isinstance(o, Game) for o in reachable)
    assert not hasattr(view, "__dict__") or not any(isinstance(v, Game) for v in vars(view).values())
    hidden = {c for s in range(1, 4) for c in game.hand(s)}
    # The other hands' cards appear only in the unseen pool, never placed in a hand.
    assert not hidden & {c for k in view.known[1:] for c in k}
    assert hidden <= set(view.unseen)


@pytest.mark.parametrize("level", LEVELS)
def test_bots_decide_the_same_when_only_hidden_cards_differ(level: str) -> None:
    rng = random.Random(5)
    kw = {"samples": 4} if level == "experto" else {}
    for trial in range(6):
        deck = Game.new(seed=trial)
        mine = list(deck.hand(0))
        others = [c for c in _full_deck() if c not in mine and c is not deck.muestra]
        rival_a = rng.sample(others, 3)
        rest_a = [c for c in others if c not in rival_a]
        rival_b = rng.sample(others, 3)
        rest_b = [c for c in others if c not in rival_b]
        rng.shuffle(rest_a)
        rng.shuffle(rest_b)
        first = Game.from_position([mine, rival_a], deck.muestra, stock=rest_a, leader=0)
        second = Game.from_position([mine, rival_b], deck.muestra, stock=rest_b, leader=0)
        assert first.view(0) == second.view(0)
        a = make_bot(level, seed=trial, **kw).choose(first.view(0))
        b = make_bot(level, seed=trial, **kw).choose(second.view(0))
        assert a == b


def _full_deck() -> list[Card]:
    from briscola_teach import new_deck

    return new_deck(40)


def test_make_bot_names_levels_in_spanish_and_rejects_unknown_ones() -> None:
    names = [make_bot(level).name for level in LEVELS]
    assert names == ["Aleatorio", "Principiante", "Sensato", "Experto"]
    assert all(make_bot(level).description for level in LEVELS)
    with pytest.raises(ValueError):
        make_bot("gran maestro")
    with pytest.raises(TypeError):
        make_bot("sensato", samples=3)


def test_a_home_made_strategy_is_a_plain_function() -> None:
    def first_card(view: View, rng: random.Random) -> Card:
        return view.legal_plays()[0]

    game = Game.new(seed=2)
    outcome = play_out(game, [first_card, Bot(first_card, name="Mía")])
    assert sum(outcome.points) == 120
    assert strategy_for("random") is not None


def test_bots_with_the_same_seed_play_the_same_hand() -> None:
    for level in ("random", "principiante", "experto"):
        kw = {"samples": 3} if level == "experto" else {}
        records = []
        for _ in range(2):
            game = Game.new(seed=12)
            play_out(game, [make_bot(level, seed=1, **kw), make_bot(level, seed=2, **kw)])
            records.append(game.actions)
        assert records[0] == records[1]


# --------------------------------------------------------------- sensato's rules of thumb

def _choice(level: str, hands: list[list[str]], muestra: str, **kw: Any) -> Card:
    """The card a bot plays in a position; with ``early=True`` every other card is in the stock."""
    if kw.pop("early", False):
        named = {Card.parse(c) for h in hands for c in h} | {Card.parse(muestra)}
        named |= {Card.parse(c) for c in kw.get("table", ())}
        kw["stock"] = [c for c in _full_deck() if c not in named]
    game = Game.from_position(hands, muestra, **kw)
    action = make_bot(level, seed=0).choose(game.view(game.turn or 0))
    assert isinstance(action, Card)
    return action


def test_sensato_takes_with_the_cheapest_card_that_wins() -> None:
    card = _choice("sensato", [["sota de espadas", "rey de espadas", "as de copas"], ["4 de oros", "5 de oros"]],
                   "5 de copas", early=True, leader=1, table=["caballo de espadas"])
    assert card is Card.parse("rey de espadas")


def test_sensato_strozzo_takes_the_led_three_with_the_as() -> None:
    card = _choice("sensato", [["as de espadas", "2 de copas", "4 de oros"], ["4 de bastos", "5 de oros"]],
                   "5 de copas", early=True, leader=1, table=["3 de espadas"])
    assert card is Card.parse("as de espadas")


def test_sensato_plays_no_trump_on_a_blank_trick_and_throws_no_third_suit_carga() -> None:
    card = _choice("sensato", [["as de oros", "2 de copas", "4 de bastos"], ["4 de oros", "5 de oros"]],
                   "5 de copas", early=True, leader=1, table=["5 de espadas"])
    assert card is Card.parse("4 de bastos")


def test_sensato_leads_a_low_blanca() -> None:
    card = _choice("sensato", [["as de oros", "2 de copas", "4 de bastos"], ["4 de oros", "5 de oros", "rey de oros"]],
                   "5 de copas", early=True, leader=0)
    assert card is Card.parse("4 de bastos")


def test_sensato_loads_points_on_a_trick_its_partner_surely_wins() -> None:
    # Four players, we play last; our partner's as of trump takes the trick.
    card = _choice(
        "sensato",
        [["as de oros", "4 de bastos"], ["7 de oros"], ["6 de oros"], ["5 de oros"]],
        "5 de copas", leader=1, table=["rey de espadas", "as de copas", "sota de espadas"],
        muestra_drawn_by=3,
    )
    assert card is Card.parse("as de oros")


def _rule_of_thumb(hands: list[list[str]], muestra: str, **kw: Any) -> Card:
    """Sensato's rules of thumb in a position (late positions, where the bot itself counts deals)."""
    from briscola_teach.bots.sensato import choose, situation_from_view

    game = Game.from_position(hands, muestra, **kw)
    return choose(situation_from_view(game.view(game.turn or 0)))


def test_sensato_counts_the_trumps_out_before_leading_an_as() -> None:
    hands = [["as de oros", "4 de bastos", "2 de copas"], ["5 de oros", "6 de oros", "7 de espadas"]]
    # Every other trump has been played: nobody can kill the as, so it leads it.
    assert _rule_of_thumb(hands, "5 de copas", stock=["rey de espadas"]) is Card.parse("as de oros")
    # One trump is still unseen: the as would likely be killed, so a blanca goes first.
    hands[1][2] = "7 de copas"
    assert _rule_of_thumb(hands, "5 de copas", stock=["rey de espadas"]) is Card.parse("4 de bastos")


def test_sensato_remembers_that_the_loser_of_the_last_draw_takes_the_muestra() -> None:
    hands = [["rey de espadas", "5 de bastos", "6 de bastos"], ["4 de oros", "5 de oros"]]
    # The as of trump is the muestra: losing this trick brings it home.
    card = _rule_of_thumb(hands, "as de copas", stock=["sota de oros"], leader=1, table=["4 de espadas"])
    assert card is Card.parse("5 de bastos")
    # A worthless muestra: the rey takes the trick and its 4 points.
    card = _rule_of_thumb(hands, "2 de copas", stock=["sota de oros"], leader=1, table=["4 de espadas"])
    assert card is Card.parse("rey de espadas")


def _brute_force(game: Game, seat: int) -> int:
    """Final points of ``seat`` under best play by both, by full-tree minimax over the engine."""
    if game.is_over:
        return game.points[seat]
    values = []
    for card in game.legal_plays():
        child = game.copy()
        child.play(card)
        values.append(_brute_force(child, seat))
    return max(values) if game.turn == seat else min(values)


@pytest.mark.parametrize("seed", range(8))
def test_sensato_plays_the_last_draws_for_the_best_average_over_every_deal_left(seed: int) -> None:
    # Two players, two cards left to draw: the face-down card is one of the four the
    # seat cannot see.  Sensato's card must be the best on average over those four deals.
    rng = random.Random(seed)
    game = Game.new(seed=seed)
    while game.stock_size > 2:
        game.play(rng.choice(game.legal_plays()))
    seat = game.turn
    assert seat is not None
    view = game.view(seat)
    assert len(view.unseen) == 4
    averages = {}
    for card in view.hand:
        total = 0
        for hidden in view.unseen:
            rival = [c for c in view.unseen if c is not hidden]
            hands = [list(view.hand), rival] if seat == 0 else [rival, list(view.hand)]
            deal = Game.from_position(hands, view.muestra, stock=[hidden], leader=view.leader,
                                      table=[c for _, c in view.table], scores=view.points)
            deal.play(card)
            total += _brute_force(deal, seat)
        averages[card] = total / 4
    chosen = make_bot("sensato", seed=seed).choose(view)
    assert averages[chosen] == max(averages.values())


def test_the_reference_sensato_is_the_frozen_yardstick_and_plays_legally() -> None:
    import sys
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "benchmarks"))
    from _reference_sensato import reference_sensato

    for players, options in TABLES:
        for seed in range(3):
            game = Game.new(players=players, seed=seed, **options)
            bots = [Checked(Bot(reference_sensato, seed=s), game) for s in range(players)]
            play_out(game, bots)
            assert game.is_over
    # Where today's sensato still plays by its rules of thumb, both agree; where it
    # counts the last deals (two players, two cards or fewer to draw) they may differ.
    from briscola_teach.bots.sensato import choose, situation_from_view

    for seed in range(6):
        game = Game.new(players=3, seed=seed)
        while not game.is_over:
            view = game.view(game.turn or 0)
            assert reference_sensato(view, random.Random(0)) is choose(situation_from_view(view))
            game.play(choose(situation_from_view(view)))


# --------------------------------------------------------------- principiante's mistakes

def _chances(view: View) -> dict[Mistake, Any]:
    return {c.mistake: c for c in opportunities(view)}


MISTAKE_POSITIONS: dict[Mistake, dict[str, Any]] = {
    Mistake.THREE_HELD_TOO_LONG: dict(
        hands=[["3 de espadas", "4 de bastos", "5 de bastos"], ["4 de oros", "5 de oros"]],
        muestra="5 de copas", stock=["6 de oros"], leader=1, table=["rey de espadas"]),
    Mistake.CARGA_THROWN: dict(
        hands=[["as de oros", "4 de bastos", "5 de bastos"], ["4 de oros", "5 de oros"]],
        muestra="5 de copas", stock=["6 de oros"], leader=1, table=["rey de espadas"]),
    Mistake.TRUMP_ON_BLANK: dict(
        hands=[["2 de copas", "4 de bastos", "5 de bastos"], ["4 de oros", "5 de oros"]],
        muestra="5 de copas", stock=["6 de oros"], leader=1, table=["6 de espadas"]),
    Mistake.HIGH_TRUMP: dict(
        hands=[["as de copas", "4 de copas", "5 de bastos"], ["4 de oros", "5 de oros"]],
        muestra="5 de copas", stock=["6 de oros"], leader=1, table=["3 de espadas"]),
    Mistake.MUESTRA_FORGOTTEN: dict(
        hands=[["as de oros", "4 de bastos"], ["5 de copas", "6 de bastos"]],
        muestra="5 de copas", leader=0, muestra_drawn_by=1, open_hands=False),
    Mistake.PARTNER_NOT_LOADED: dict(
        hands=[["as de oros", "4 de bastos"], ["7 de oros"], ["6 de oros"], ["5 de oros"]],
        muestra="5 de copas", leader=1, table=["rey de espadas", "as de copas", "sota de espadas"],
        muestra_drawn_by=3),
}


def _commits(mistake: Mistake, view: View, card: Card) -> bool:
    chance = _chances(view)[mistake]
    if chance.right:
        if mistake is Mistake.THREE_HELD_TOO_LONG:
            return card not in chance.right
        return card in chance.wrong
    return card in chance.wrong


@pytest.mark.parametrize("mistake", list(Mistake))
def test_principiante_commits_a_mistake_always_at_rate_one_and_never_at_rate_zero(mistake: Mistake) -> None:
    spec = dict(MISTAKE_POSITIONS[mistake])
    hands, muestra = spec.pop("hands"), spec.pop("muestra")
    spec = {k: v for k, v in spec.items() if v is not False}
    view = Game.from_position(hands, muestra, **spec).view(0)
    assert mistake in _chances(view), "the position offers the chance"
    others = {m: 0.0 for m in Mistake}
    for seed in range(30):
        always = Principiante({**others, mistake: 1.0})(view, random.Random(seed))
        never = Principiante({**others, mistake: 0.0})(view, random.Random(seed))
        assert isinstance(always, Card) and isinstance(never, Card)
        assert _commits(mistake, view, always)
        assert not _commits(mistake, view, never)


def test_principiante_commits_a_mistake_at_about_its_rate() -> None:
    spec = dict(MISTAKE_POSITIONS[Mistake.CARGA_THROWN])
    view = Game.from_position(spec.pop("hands"), spec.pop("muestra"), **spec).view(0)
    bot = Principiante({Mistake.CARGA_THROWN: 0.3})
    rng = random.Random(1)
    rate = sum(_commits(Mistake.CARGA_THROWN, view, bot(view, rng)) for _ in range(2000)) / 2000  # type: ignore[arg-type]
    assert 0.26 < rate < 0.34


def test_principiante_with_no_mistakes_never_commits_any_in_whole_games() -> None:
    clean = make_bot("principiante", seed=3, rates={m: 0.0 for m in Mistake})
    checked = 0
    for seed in range(40):
        players = (2, 3, 4)[seed % 3]
        game = Game.new(players=players, seed=seed)
        rivals = [make_bot("random", seed=seed * 4 + s) for s in range(players)]
        while not game.is_over:
            seat = game.turn
            assert seat is not None
            view = game.view(seat)
            if seat == 0:
                card = clean.choose(view)
                assert isinstance(card, Card)
                chances = _chances(view)
                # Some hands leave no clean card (say a blank trick, a trump and two
                # third-suit cargas): then some mistake is forced and nothing is checked.
                if any(not any(_commits(m, view, c) for m in chances) for c in view.hand):
                    for mistake in chances:
                        assert not _commits(mistake, view, card), (seed, mistake)
                        checked += 1
                game.apply(card)
            else:
                game.apply(rivals[seat].choose(view))
    assert checked > 50


def test_principiante_rejects_bad_rates() -> None:
    with pytest.raises(ValueError):
        make_bot("principiante", rates={Mistake.HIGH_TRUMP: 1.5})
    with pytest.raises(TypeError):
        make_bot("principiante", rates={"triunfo_alto": 0.5})

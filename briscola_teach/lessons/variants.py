"""Lesson 10, the variants: what each option of RULES §8 changes, shown and checked by the engine.

>>> check_seven_second(["tres de oros", "siete de oros"], "copas", 2).ok
True
>>> check_swap_card("rey de oros", "siete de oros").ok
True
>>> check_double_win([104, 16], 2).ok
True
"""

from __future__ import annotations

import html
from collections.abc import Sequence
from typing import Any

from .. import progress, rules
from ..cards import Card, Rank, Suit
from ..errors import BriscolaError
from ..explain import trick_explanation
from ..game import Game
from ..locale import text
from ..progress import exercise_id
from ..rules import Options
from ..exercises.aliases import translated
from ..exercises.answers import ATTEMPTS, CARD_QUESTIONS, NUMBER, offers_solution, read_card, read_number, seat_numbers
from ..exercises.cards import Feedback, _capital, _normal, _Picture, card_list, parse_player, parse_suit, the

__all__ = [
    "VARIANTS",
    "variants_table",
    "compare_trick",
    "check_seven_second",
    "check_swap_card",
    "scoperta_game",
    "scoperta_values",
    "pizzico_sizes",
    "variant_hand",
    "hand_summary",
    "check_tie_break",
    "check_double_win",
]

#: Each variant of RULES §8 this lesson plays, and the engine options that turn it on.
VARIANTS: tuple[tuple[str, dict[str, Any]], ...] = (
    ("seven_second", {"seven_second": True}),
    ("swap", {"swap_muestra": True}),
    ("seven_or_two", {"swap_muestra": True, "swap_seven_or_two": True}),
    ("scoperta", {"open_hands": True}),
    ("pizzico", {"hand_size": 5}),
    ("tie_break", {"tie_break_by_cards": True}),
    ("double_win", {"double_win": True}),
)


def _code(options: dict[str, Any]) -> str:
    return ", ".join(f"{name}={value!r}" for name, value in options.items())


def variants_table() -> _Picture:
    """The variants: their name, what changes and the options that play them."""
    heads = [text(f"lessons_variants.col_{c}") for c in ("variant", "rule", "code")]
    rows, plain = [], []
    for key, options in VARIANTS:
        Options.build(2, **options)  # every option named here is one the engine plays
        cells = [text(f"lessons_variants.name_{key}"), text(f"lessons_variants.rule_{key}"), _code(options)]
        rows.append("<tr>" + "".join(f"<td>{html.escape(c)}</td>" for c in cells) + "</tr>")
        plain.append(text("lessons_variants.variant_plain", name=cells[0], rule=cells[1], code=cells[2]))
    head = "<tr>" + "".join(f"<th>{html.escape(h)}</th>" for h in heads) + "</tr>"
    return _Picture(f'<table class="bt-variants">{head}{"".join(rows)}</table>', "\n".join(plain))


# ---------------------------------------------------------------------- the seven second
def _winner(cards: Sequence[Card], trump: Suit, *, seven_second: bool) -> tuple[Card, int]:
    explained = trick_explanation(cards, trump, seven_second=seven_second)
    return explained.winning_card, explained.points


def compare_trick(cards: Sequence[Card | str], trump: Suit | Card | str) -> Feedback:
    """Who takes a trick and what it is worth, with the usual rules and with the seven second."""
    try:
        parsed = card_list(cards, what=text("lessons_cards.what_trick"))
        suit = parse_suit(trump)
        if not parsed:
            raise BriscolaError("lessons_tricks.answer_bad_position", numbers=seat_numbers(2), given=cards)
        usual, usual_points = _winner(parsed, suit, seven_second=False)
        seven, seven_points = _winner(parsed, suit, seven_second=True)
    except ValueError as error:
        return Feedback(False, (str(error),))
    lines = [text("lessons_variants.standard_line", card=the(usual), points=usual_points),
             text("lessons_variants.seven_line", card=the(seven), points=seven_points)]
    if usual is seven:
        lines.append(text("lessons_variants.same_winner"))
    return Feedback(None, tuple(lines))


@offers_solution("my_answer", solve=lambda cards, trump: {"my_answer": 1 + trick_explanation(
    card_list(cards, what=text("lessons_cards.what_trick")), parse_suit(trump), seven_second=True).winner})
def check_seven_second(cards: Sequence[Card | str], trump: Suit | Card | str, my_answer: object) -> Feedback:
    """Check who takes a trick with the seven second: the player's number (1 = who leads) or the card."""
    try:
        parsed = card_list(cards, what=text("lessons_cards.what_trick"))
        suit = parse_suit(trump)
        if my_answer is None or not parsed:
            return Feedback(None, (text("lessons_variants.seven_waiting", numbers=seat_numbers(len(parsed))),))
        if isinstance(my_answer, (str, Card)) and not NUMBER.fullmatch(str(my_answer)):
            try:
                guess = read_card(my_answer)
            except BriscolaError as error:
                if error.key in CARD_QUESTIONS:  # a card nearly named ("8 de copas"): say what is wrong with it
                    raise
                guess = parsed[parse_player(my_answer, players=len(parsed))]
        else:
            guess = parsed[parse_player(my_answer, players=len(parsed))]
        explained = trick_explanation(parsed, suit, seven_second=True)
    except ValueError as error:
        return Feedback(False, (str(error),))
    if guess not in parsed:
        return Feedback(False, (_capital(text("lessons_tricks.answer_not_on_table", card=the(guess),
                                              cards=", ".join(str(c) for c in parsed))),))
    best = explained.winning_card
    progress.record(progress.lesson_of(__name__), exercise_id("seven_second", parsed, suit), guess is best)
    if guess is best:
        return Feedback(True, (_capital(text("lessons_variants.seven_right", card=the(best))),))
    if not ATTEMPTS.solution_now(("siete", tuple(parsed), suit)):
        return Feedback(False, (text("lessons_variants.seven_hint"), text("answers.try_again")))
    return Feedback(False, (_capital(text("lessons_variants.seven_wrong", card=the(best), given=the(guess))),
                            explained.why, *explained.remarks, text("lessons_variants.seven_hint")))


# ---------------------------------------------------------------------- the swap, 7 or 2
@offers_solution("my_answer", solve=lambda trump: {"my_answer": rules.swap_card(read_card(trump), seven_or_two=True)})
def check_swap_card(trump: Card | str, my_answer: object) -> Feedback:
    """Check which card may be swapped for the muestra ``trump`` (the card turned up) in the seven-or-two form (source 003)."""
    try:
        shown = read_card(trump)
    except ValueError as error:
        return Feedback(False, (str(error),))
    card = rules.swap_card(shown, seven_or_two=True)
    if card is shown:
        return Feedback(None, (text("lessons_variants.swap_none"),))
    why = text("lessons_variants.swap_high" if card.rank is Rank.SEVEN else "lessons_variants.swap_low")
    if my_answer is None:
        return Feedback(None, (text("lessons_variants.swap_waiting"),))
    try:
        if not isinstance(my_answer, (str, Card)):
            raise BriscolaError("lessons_variants.swap_bad_answer", suit=shown.suit.name_in(), given=my_answer)
        given = read_card(my_answer)
    except BriscolaError as error:
        if error.key in CARD_QUESTIONS:
            return Feedback(False, (str(error),))
        return Feedback(False, (text("lessons_variants.swap_bad_answer", suit=shown.suit.name_in(),
                                     given=my_answer),))
    progress.record(progress.lesson_of(__name__), exercise_id("swap", shown), given is card)
    if given is card:
        return Feedback(True, (_capital(text("lessons_variants.swap_right", muestra=the(shown), card=the(card))), why))
    if not ATTEMPTS.solution_now(("swap", shown)):
        return Feedback(False, (text("lessons_variants.swap_hint"), text("answers.try_again")))
    return Feedback(False, (_capital(text("lessons_variants.swap_wrong", muestra=the(shown), card=the(card),
                                          given=the(given))), why))


# ---------------------------------------------------------------------- scoperta
def scoperta_game(seed: int = 2024) -> Game:
    """A two-player hand played face up by the machine until the stock is out and seat 0 is to play."""
    from ..bots import make_bot
    from ..seeds import derive

    game = Game.new(players=2, seed=seed, open_hands=True)
    bots = [make_bot("sensato", seed=derive(seed, "scoperta", s)) for s in range(2)]
    while not game.is_over and not (game.stock_size == 0 and game.turn == 0):
        seat = game.turn
        assert seat is not None
        game.apply(bots[seat].choose(game.view(seat)))
    return game


def scoperta_values(game: Game) -> Feedback:
    """The exact solver's answer for the seat to play: its side's final points with each card."""
    from ..bots.solver import best_play, play_values

    try:
        values = play_values(game)
        best = best_play(game)
    except ValueError as error:
        return Feedback(False, (str(error),))
    rows = [text("lessons_variants.scoperta_row", card=card, points=points)
            for card, points in sorted(values.items(), key=lambda item: -item[1])]
    return Feedback(None, (text("lessons_variants.scoperta_head"), *rows,
                           _capital(text("lessons_variants.scoperta_best", card=the(best)))))


# ---------------------------------------------------------------------- a hand with a variant
def variant_hand(variant: str, *, seed: int = 2024, players: int = 2) -> Game:
    """A whole hand played by the machine (sensato in every seat) with one variant of :data:`VARIANTS`."""
    from ..bots import make_bot, play_out
    from ..seeds import derive

    options = dict(VARIANTS)
    if variant not in options:
        raise BriscolaError("engine.unknown_option", names=variant, known=", ".join(options))
    game = Game.new(players=players, seed=seed, **options[variant])
    play_out(game, [make_bot("sensato", seed=derive(seed, "variant_hand", s)) for s in range(players)])
    return game


def hand_summary(game: Game, variant: str) -> str:
    """One line on a finished variant hand: the variant's name and each seat's points."""
    points = ", ".join(text("lessons_variants.hand_points", n=s + 1, p=p) for s, p in enumerate(game.points))
    return text("lessons_variants.hand_line", name=text(f"lessons_variants.name_{variant}"), points=points)


# ---------------------------------------------------------------------- a pizzico
def pizzico_sizes() -> _Picture:
    """Three cards in hand or five: cards dealt, draw rounds and tricks for each table."""
    heads = [text(f"lessons_variants.col_{c}") for c in ("players", "hand", "dealt", "rounds", "tricks")]
    rows, plain = [], []
    for players in rules.TABLE_SIZES:
        for size in (3, 5):
            options = Options.build(players, hand_size=size)
            dealt = players * size
            cells = [str(players), str(size), str(dealt), str((options.deck - dealt) // players),
                     str(options.tricks)]
            rows.append("<tr>" + "".join(f"<td>{c}</td>" for c in cells) + "</tr>")
            plain.append(" · ".join(f"{h} {c}" for h, c in zip(heads, cells)))
    head = "<tr>" + "".join(f"<th>{html.escape(h)}</th>" for h in heads) + "</tr>"
    return _Picture(f'<table class="bt-pizzico">{head}{"".join(rows)}</table>', "\n".join(plain))


# ---------------------------------------------------------------------- tie break, double win
def _two(value: object, *, what: str, total: int | None) -> list[int]:
    if (isinstance(value, (str, bytes)) or not isinstance(value, (list, tuple)) or len(value) != 2
            or any(isinstance(v, bool) or not isinstance(v, int) or v < 0 for v in value)
            or (total is not None and sum(value) != total)):
        raise BriscolaError("lessons_variants.bad_piles", what=text(f"lessons_variants.what_{what}"), given=value)
    return list(value)


def _tie_winner(points: object, cards: object) -> int | str:
    """Who wins a two-player hand with the tie break by cards: 1, 2, or "draw"."""
    outcome = rules.outcome(_two(points, what="points", total=120), Options.build(2, tie_break_by_cards=True),
                            pile_cards=_two(cards, what="cards", total=40))
    return "draw" if outcome.is_draw else outcome.winners[0] + 1


def _double_value(points: object) -> int:
    """How many hands a two-player hand counts for with the double win."""
    outcome = rules.outcome(_two(points, what="points", total=120), Options.build(2, double_win=True))
    return 0 if outcome.is_draw else outcome.value


@offers_solution("my_answer", solve=lambda points, cards: {"my_answer": _tie_winner(points, cards)})
def check_tie_break(points: object, cards: object, my_answer: object) -> Feedback:
    """Check who wins a two-player hand with the tie break by cards: 1, 2 or «empate»."""
    try:
        piles = _two(points, what="points", total=120)
        counts = _two(cards, what="cards", total=40)
    except ValueError as error:
        return Feedback(False, (str(error),))
    outcome = rules.outcome(piles, Options.build(2, tie_break_by_cards=True), pile_cards=counts)
    if outcome.is_draw:
        result, winner = text("lessons_variants.tie_result_draw"), None
    else:
        (winner,) = outcome.winners
        if piles[0] == piles[1]:
            result = text("lessons_variants.tie_result_cards", n=winner + 1, cards=counts[winner],
                          other=counts[1 - winner])
        else:
            result = text("lessons_variants.tie_result_one", n=winner + 1, points=piles[winner])
    if my_answer is None:
        return Feedback(None, (text("lessons_variants.tie_waiting"),))
    if isinstance(my_answer, str) and _normal(my_answer) in ("empate", "draw", "tie", "patta", "nadie"):
        guess: int | None = None
    else:
        try:
            guess = parse_player(my_answer, players=2)
        except ValueError:
            return Feedback(False, (text("lessons_variants.tie_bad_answer", given=my_answer),))
    progress.record(progress.lesson_of(__name__), exercise_id("tie_break", piles, counts), guess == winner)
    if guess != winner and not ATTEMPTS.solution_now(("tie_break", tuple(piles), tuple(counts))):
        return Feedback(False, (text("lessons_variants.tie_hint"), text("answers.try_again")))
    key = "tie_right" if guess == winner else "tie_wrong"
    return Feedback(guess == winner, (text(f"lessons_variants.{key}", result=_capital(result)),))


@offers_solution("my_answer", solve=lambda points: {"my_answer": _double_value(points)})
def check_double_win(points: object, my_answer: object) -> Feedback:
    """Check how many hands a two-player hand counts for in a match with the double win: 0, 1 or 2."""
    try:
        piles = _two(points, what="points", total=120)
    except ValueError as error:
        return Feedback(False, (str(error),))
    outcome = rules.outcome(piles, Options.build(2, double_win=True))
    value = 0 if outcome.is_draw else outcome.value
    top = max(piles)
    why = text("lessons_variants.double_why_none" if value == 0 else
               "lessons_variants.double_why_two" if value == 2 else "lessons_variants.double_why_one", points=top)
    if my_answer is None:
        return Feedback(None, (text("lessons_variants.double_waiting"),))
    try:
        given = read_number(my_answer, key="lessons_variants.double_bad_answer")
    except ValueError as error:
        return Feedback(False, (str(error),))
    progress.record(progress.lesson_of(__name__), exercise_id("double_win", piles), given == value)
    if given == value:
        return Feedback(True, (text("lessons_variants.double_right", value=value), why))
    if not ATTEMPTS.solution_now(("double_win", tuple(piles))):
        return Feedback(False, (text("lessons_variants.double_hint"), text("answers.try_again")))
    return Feedback(False, (text("lessons_variants.double_wrong", value=value, given=given), why))


#: The helpers under every edition's own names (``locale/<code>/aliases.py``), for the lesson cells.
ALIASES = translated(variants_table, compare_trick, check_seven_second, check_swap_card, check_tie_break, check_double_win)
globals().update(ALIASES)
__all__ += list(ALIASES)

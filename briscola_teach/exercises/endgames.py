"""Lesson 09: endgame puzzles, two players with the stock gone and every card known (RULES §7).

Once the stock runs out with two players, each player can name the other's cards:
the last tricks are a perfect-information game, and :mod:`briscola_teach.bots.solver`
plays it exactly.  A puzzle is such a position where one card (or a named set of
cards worth the same) is clearly the best: every other card ends the hand with
fewer points for the student, whatever is played afterwards, if both sides then
play perfectly.

The puzzles ship in ``briscola_teach/data/endgame_puzzles.json``, made from seeded
hands between two ``sensato`` players by :func:`generate_puzzles` (run
``python benchmarks/endgame_puzzles.py``); a test solves every one of them again.
They come in three levels, graded by how much the second-best card loses (the gap)
and how many tricks the line has (the depth): see :func:`level_of`.

>>> puzzle = puzzles()[0]
>>> puzzle.level, puzzle.game().stock_size, len(puzzle.best) >= 1
(1, 0, True)
"""

from __future__ import annotations

import html
import json
import random
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from importlib import resources
from typing import Any

from .. import progress, render
from ..bots import make_bot
from ..bots.solver import best_play, play_values
from ..cards import Card
from ..errors import BriscolaError
from ..game import Game
from .. import locale
from ..locale import Words
from ..locale import words as kit_words
from ..position import Trick
from ..progress import exercise_id
from ..seeds import derive_seed
from .answers import ATTEMPTS, CARD_QUESTIONS, read_card
from .example import Check

__all__ = [
    "LEVELS",
    "Puzzle",
    "Solution",
    "Answer",
    "EndgameQuiz",
    "solve",
    "level_of",
    "puzzles",
    "generate_puzzles",
    "puzzle_html",
    "line_html",
    "answer_html",
    "solution_html",
    "the_card",
    "card_name",
    "outcome_words",
    "line_after",
]

#: The difficulty levels, easiest first.
LEVELS = (1, 2, 3)
#: The smallest gap between the best card and the next for a position to be a puzzle.
MIN_GAP = 3
_DATA = "endgame_puzzles.json"


@dataclass(frozen=True)
class Solution:
    """What the exact solver says about a position: each card's final points, and the best line."""

    #: For each card the seat to play holds: its side's points at the end of the hand.
    values: dict[Card, int]
    #: The cards worth the most (one, or several worth the same).
    best: frozenset[Card]
    #: The tricks as they go when both sides play perfectly after the first best card.
    line: tuple[Trick, ...]

    @property
    def best_value(self) -> int:
        """The points the best card ends the hand with."""
        return max(self.values.values())

    @property
    def gap(self) -> int:
        """How many points the best card that is not among the best loses (0 if all are equal)."""
        others = [v for v in self.values.values() if v != self.best_value]
        return self.best_value - max(others) if others else 0

    @property
    def depth(self) -> int:
        """How many tricks the solver's line has, the current one included."""
        return len(self.line)

    def loss(self, card: Card) -> int:
        """The points ``card`` loses against the best card."""
        return self.best_value - self.values[card]


def _cheapest(game: Game, values: dict[Card, int]) -> Card:
    """Among the cards worth the most, the one the solver plays: no trump, fewest points, weakest."""
    top = max(values.values())
    return min((c for c, v in values.items() if v == top),
               key=lambda c: (c.suit is game.trump, game.card_points(c), game.card_strength(c)))


def solve(game: Game) -> Solution:
    """The exact values of the seat to play's cards and the best line, with the stock empty."""
    values = play_values(game)
    top = max(values.values())
    best = frozenset(c for c, v in values.items() if v == top)
    line = game.copy()
    first = len(line.tricks)
    line.play(_cheapest(line, values))
    while not line.is_over:
        line.play(best_play(line))
    return Solution(values, best, tuple(line.tricks[first:]))


def level_of(solution: Solution) -> int:
    """How hard a puzzle is: 1 when missing it costs a carga's worth in a short line, 3 when little and long.

    Level 1: the gap is 10 points or more (an ace or a three) and the line has at most
    two tricks, or the gap is 20 or more.  Level 3: a gap under 7 points in a line of
    three tricks.  Everything else is level 2.
    """
    gap, depth = solution.gap, solution.depth
    if gap >= 20 or (gap >= 10 and depth <= 2):
        return 1
    if gap < 7 and depth >= 3:
        return 3
    return 2


@dataclass(frozen=True)
class Puzzle:
    """One endgame position with its solution; the student plays seat 0."""

    number: int
    level: int
    hands: tuple[tuple[Card, ...], tuple[Card, ...]]
    muestra: Card
    muestra_drawn_by: int
    leader: int
    table: tuple[Card, ...]
    scores: tuple[int, int]
    pile_cards: tuple[int, int]
    values: dict[Card, int] = field(compare=False)
    best: frozenset[Card] = field(compare=False)
    line: tuple[str, ...] = field(compare=False)

    def game(self) -> Game:
        """The position as a game, seat 0 to play."""
        return Game.from_position([list(h) for h in self.hands], self.muestra,
                                  muestra_drawn_by=self.muestra_drawn_by, leader=self.leader,
                                  table=list(self.table), scores=list(self.scores),
                                  pile_cards=list(self.pile_cards))

    @property
    def gap(self) -> int:
        """How many points the best card not among the best loses."""
        top = max(self.values.values())
        others = [v for v in self.values.values() if v != top]
        return top - max(others) if others else 0

    def to_json(self) -> dict[str, Any]:
        """The puzzle as the data file stores it: cards as codes."""
        return {
            "number": self.number, "level": self.level,
            "hands": [[c.code for c in h] for h in self.hands], "muestra": self.muestra.code,
            "muestra_drawn_by": self.muestra_drawn_by, "leader": self.leader,
            "table": [c.code for c in self.table], "scores": list(self.scores),
            "pile_cards": list(self.pile_cards),
            "values": {c.code: v for c, v in sorted(self.values.items(), key=lambda kv: kv[0].index)},
            "best": sorted(c.code for c in self.best), "line": list(self.line),
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Puzzle:
        """A puzzle read back from the data file."""
        hands = tuple(tuple(Card.parse(c) for c in h) for h in data["hands"])
        return cls(number=int(data["number"]), level=int(data["level"]),
                   hands=(hands[0], hands[1]), muestra=Card.parse(data["muestra"]),
                   muestra_drawn_by=int(data["muestra_drawn_by"]), leader=int(data["leader"]),
                   table=tuple(Card.parse(c) for c in data["table"]),
                   scores=(int(data["scores"][0]), int(data["scores"][1])),
                   pile_cards=(int(data["pile_cards"][0]), int(data["pile_cards"][1])),
                   values={Card.parse(c): int(v) for c, v in data["values"].items()},
                   best=frozenset(Card.parse(c) for c in data["best"]),
                   line=tuple(data["line"]))


def _as_seat_zero(game: Game) -> Puzzle | None:
    """The position of ``game`` turned so that the seat to play is seat 0, solved; None if no puzzle."""
    turn = game.turn
    if turn is None or game.stock_size or len(game.legal_plays()) < 2:
        return None
    other = 1 - turn
    order = (turn, other)
    holder = game.muestra_drawn_by
    assert holder is not None
    leader = 0 if game.leader == turn else 1
    position = Game.from_position([list(game.hand(s)) for s in order], game.muestra,
                                  muestra_drawn_by=order.index(holder), leader=leader,
                                  table=[c for _, c in game.table],
                                  scores=[game.points[s] for s in order],
                                  pile_cards=[game.pile_sizes[s] for s in order])
    solution = solve(position)
    if solution.gap < MIN_GAP:
        return None
    line = tuple(c.code for t in solution.line for _, c in t.plays)
    return Puzzle(number=0, level=level_of(solution),
                  hands=(position.hand(0), position.hand(1)), muestra=position.muestra,
                  muestra_drawn_by=order.index(holder), leader=leader,
                  table=tuple(c for _, c in position.table),
                  scores=(position.points[0], position.points[1]),
                  pile_cards=(position.pile_sizes[0], position.pile_sizes[1]),
                  values=solution.values, best=solution.best, line=line)


def _candidates(number: int) -> list[Puzzle]:
    """Every puzzle met in hand ``number`` (its game number) between two sensato players, once the stock is gone."""
    game = Game.new(players=2, seed=number)
    bots = [make_bot("sensato", seed=derive_seed(number, "sensato", s)) for s in range(2)]
    found = []
    while not game.is_over:
        if game.stock_size == 0:
            puzzle = _as_seat_zero(game)
            if puzzle is not None:
                found.append(puzzle)
        turn = game.turn
        assert turn is not None
        game.apply(bots[turn].choose(game.view(turn)))
    return found


def generate_puzzles(*, per_level: int = 15, seed: int = 0, first_game: int = 0,
                     max_hands: int = 2000) -> list[Puzzle]:
    """``per_level`` puzzles of each level from sensato hands, numbered from 1 in level order.

    The hands are games number ``first_game``, ``first_game`` + 1, ...; from each
    at most one puzzle per level is kept (its positions taken in an order shuffled
    from ``seed``), so the puzzles come from many hands.
    """
    rng = random.Random(seed)
    chosen: dict[int, list[Puzzle]] = {level: [] for level in LEVELS}
    seen: set[tuple[Any, ...]] = set()
    for number in range(first_game, first_game + max_hands):
        if all(len(chosen[level]) >= per_level for level in LEVELS):
            break
        candidates = _candidates(number)
        rng.shuffle(candidates)
        taken: set[int] = set()
        for puzzle in candidates:
            key = (puzzle.hands, puzzle.table, puzzle.muestra)
            if puzzle.level in taken or key in seen or len(chosen[puzzle.level]) >= per_level:
                continue
            taken.add(puzzle.level)
            seen.add(key)
            chosen[puzzle.level].append(puzzle)
    numbered: list[Puzzle] = []
    for level in LEVELS:
        for puzzle in chosen[level]:
            numbered.append(Puzzle.from_json({**puzzle.to_json(), "number": len(numbered) + 1}))
    return numbered


@lru_cache(maxsize=1)
def _load() -> tuple[Puzzle, ...]:
    data = json.loads(resources.files("briscola_teach").joinpath("data", _DATA).read_text(encoding="utf-8"))
    return tuple(Puzzle.from_json(item) for item in data["puzzles"])


def puzzles(level: int | None = None) -> tuple[Puzzle, ...]:
    """The shipped puzzles, all or those of one level (1, 2 or 3)."""
    if level is None:
        return _load()
    if level not in LEVELS:
        raise BriscolaError("endgames.bad_level", given=level)
    return tuple(p for p in _load() if p.level == level)


# ------------------------------------------------------------------ answering
@dataclass(frozen=True)
class Answer:
    """The solver's verdict on the card a student chose in a puzzle."""

    card: Card
    ok: bool
    #: The points the student's side ends the hand with after this card, and after the best.
    value: int
    best_value: int
    best: frozenset[Card]
    first_try: bool
    #: Whether the verdict gives the solution (a right card, a second miss) or only a hint (a first miss).
    solution: bool = True

    @property
    def loss(self) -> int:
        """The points this card loses against the best."""
        return self.best_value - self.value


def _style(style: str | None) -> str:
    """The deck the pictures and names use: the one given, else the kit's, else the language's usual one."""
    return style if style is not None else locale.get_style()


def card_name(card: Card, style: str | None = None, *, words: Words | None = None) -> str:
    """A card's name in the student's language and deck: "as de oros", "ace of diamonds"."""
    w = words or kit_words()
    return card.name(w.language, style=style or w.style)


def _esc(value: object) -> str:
    return html.escape(str(value))


def _names(w: Words) -> dict[int, str]:
    return {0: w.text("endgames.you"), 1: w.text("endgames.rival")}


def the_card(card: Card, *, words: Words | None = None) -> str:
    """A card's name with its article, as a sentence in the student's language needs it."""
    w = words or kit_words()
    return w.text(f"endgames.the_{card.rank.name}" if card.rank.name in ("ACE", "JACK") else "endgames.the",
                  card=card_name(card, words=w))


def _capital(sentence: str) -> str:
    return sentence[:1].upper() + sentence[1:]


def _card_list(cards: Iterable[Card], *, words: Words | None = None) -> str:
    w = words or kit_words()
    names = [the_card(c, words=w) for c in sorted(cards, key=lambda c: c.index)]
    if len(names) == 1:
        return names[0]
    return w.text("endgames.join", first=", ".join(names[:-1]), last=names[-1])


def outcome_words(points: int, *, words: Words | None = None) -> str:
    """Whether these final points win, draw or lose a two-player hand (RULES §5)."""
    key = "win" if points >= 61 else "draw" if points == 60 else "lose"
    return (words or kit_words()).text(f"endgames.outcome_{key}")


def puzzle_html(puzzle: Puzzle | Game, *, style: str | None = None, width: int = 70,
                hand: bool = True, words: Words | None = None) -> str:
    """The position: the rival's cards (known: the stock is gone), the trick, the scores, your hand."""
    game = puzzle.game() if isinstance(puzzle, Puzzle) else puzzle
    w = words or kit_words()
    deck = style or w.style
    names = _names(w)
    small = int(width * 0.8)
    holder = game.muestra_drawn_by
    if holder is not None and game.muestra in game.hand(holder):
        key = "endgames.muestra_you" if holder == 0 else "endgames.muestra_rival"
    else:
        key = "endgames.muestra_played"
    muestra_note = w.text(key, card=card_name(game.muestra, deck, words=w))
    rival = (f'<div style="text-align:center;max-width:{3 * small + 40}px"><div style="font-size:92%">{_esc(w.text("endgames.rival_hand"))}</div>'
             f"{render.hand_svg(game.hand(1), style=deck, width=small, language=w.language)}</div>")
    trick = ""
    if game.table:
        trick = render.trick_svg(game.table, trump=game.trump, seat_names=names, style=deck, width=width,
                                 language=w.language)
    else:
        trick = f'<div style="color:#555;padding:12px">{_esc(w.text("endgames.you_lead"))}</div>'
    scores = _esc(w.text("endgames.scores", you=game.points[0], rival=game.points[1]))
    trump = _esc(w.text("endgames.trump", suit=game.trump.name_in(w.language, style=deck)))
    mine = ""
    if hand:
        mine = (f'<div style="text-align:center"><div>{_esc(w.text("endgames.your_hand"))}</div>'
                f"{render.hand_svg(game.hand(0), style=deck, width=width, language=w.language)}</div>")
    return (f'<div class="bt-endgame-position">'
            f'<div style="display:flex;gap:14px;align-items:flex-end;flex-wrap:wrap">{rival}'
            f'<div style="text-align:center;color:#555">{render.card_svg(game.muestra, style=deck, width=small, language=w.language)}'
            f'<div>{_esc(w.text("endgames.muestra_caption"))}</div></div>{trick}</div>'
            f'<div style="color:#333;font-size:92%">{trump} · {_esc(muestra_note)}</div>'
            f'<div style="color:#333;font-size:92%">{scores}</div>'
            f"{mine}</div>")


def line_html(tricks: Sequence[Trick], game: Game, *, style: str | None = None, width: int = 54,
              words: Words | None = None) -> str:
    """The solver's line, trick by trick: the cards, who takes them and the points."""
    w = words or kit_words()
    deck = style or w.style
    names = _names(w)
    cells = []
    for trick in tricks:
        said = w.text("endgames.line_you" if trick.winner == 0 else "endgames.line_rival",
                      number=trick.number, points=trick.points)
        picture = render.trick_svg(trick.plays, trump=game.trump, winner=trick.winner, seat_names=names,
                                   style=deck, width=width, language=w.language)
        cells.append(f'<div style="display:inline-block;margin:0 8px;text-align:center">{picture}'
                     f'<div style="font-size:90%">{_esc(said)}</div></div>')
    return f'<div class="bt-endgame-line">{"".join(cells)}</div>'


def line_after(game: Game, card: Card) -> tuple[Trick, ...]:
    """The tricks as they go when ``card`` is played and both sides then play perfectly."""
    line = game.copy()
    first = len(line.tricks)
    line.play(card)
    while not line.is_over:
        line.play(best_play(line))
    return tuple(line.tricks[first:])


def answer_html(puzzle: Puzzle, answer: Answer, *, style: str | None = None, words: Words | None = None) -> str:
    """The verdict on the student's card, its points, and the solver's line played out."""
    w = words or kit_words()
    game = puzzle.game()
    if answer.ok:
        head = w.text("endgames.right", card=_capital(the_card(answer.card, words=w)), points=answer.value,
                    outcome=outcome_words(answer.value, words=w))
        if len(answer.best) > 1:
            head += " " + w.text("endgames.also_best", cards=_card_list(answer.best - {answer.card}, words=w))
        colour = "#0b5d1e"
    elif not answer.solution:  # a first miss: a hint and the line the card leads to, not yet the best
        head = f'{w.text("endgames.check_hint", card=the_card(answer.card, words=w), points=answer.value)} {w.text("answers.try_again_card")}'
        return (f'<div class="bt-endgame-answer"><div class="bt-endgame-verdict" style="font-weight:700;'
                f'color:#8a1c1c">{_esc(head)}</div>'
                f"<div>{_esc(w.text('endgames.your_line', card=the_card(answer.card, words=w)))}</div>"
                + line_html(line_after(game, answer.card), game, style=style, words=w) + "</div>")
    else:
        head = w.text("endgames.wrong", card=_capital(the_card(answer.card, words=w)), points=answer.value,
                    outcome=outcome_words(answer.value, words=w), loss=answer.loss,
                    best=_card_list(answer.best, words=w), best_points=answer.best_value)
        colour = "#8a1c1c"
    best_line = line_after(game, _cheapest(game, puzzle.values))
    parts = [f'<div class="bt-endgame-verdict" style="font-weight:700;color:{colour}">{_esc(head)}</div>']
    if not answer.ok:
        parts.append(f"<div>{_esc(w.text('endgames.your_line', card=the_card(answer.card, words=w)))}</div>"
                     + line_html(line_after(game, answer.card), game, style=style, words=w))
    parts.append(f"<div>{_esc(w.text('endgames.best_line'))}</div>"
                 + line_html(best_line, game, style=style, words=w))
    rows = "".join(
        f"<tr><td>{_esc(card_name(c, style, words=w))}</td><td style='text-align:right'>{v}</td></tr>"
        for c, v in sorted(puzzle.values.items(), key=lambda kv: (-kv[1], kv[0].index)))
    parts.append(f'<table class="bt-endgame-values" style="font-size:90%"><tr>'
                 f"<th>{_esc(w.text('endgames.col_card'))}</th><th>{_esc(w.text('endgames.col_points'))}</th>"
                 f"</tr>{rows}</table>")
    return '<div class="bt-endgame-answer">' + "".join(parts) + "</div>"


def solution_html(puzzle: Puzzle | Game, *, style: str | None = None, words: Words | None = None) -> str:
    """The solver's answer to a position: each card's final points, and the best line trick by trick."""
    w = words or kit_words()
    game = puzzle.game() if isinstance(puzzle, Puzzle) else puzzle
    solution = solve(game)
    rows = "".join(
        f"<tr><td>{_esc(card_name(c, style, words=w))}</td><td style='text-align:right'>{v}</td>"
        f"<td>{_esc(outcome_words(v, words=w))}</td></tr>"
        for c, v in sorted(solution.values.items(), key=lambda kv: (-kv[1], kv[0].index)))
    best = _capital(w.text("endgames.solution_best", cards=_card_list(solution.best, words=w),
                         points=solution.best_value, gap=solution.gap))
    return (f'<div class="bt-endgame-solution"><div style="font-weight:700">{_esc(best)}</div>'
            f'<table style="font-size:90%"><tr><th>{_esc(w.text("endgames.col_card"))}</th>'
            f'<th>{_esc(w.text("endgames.col_points"))}</th><th></th></tr>{rows}</table>'
            f"<div>{_esc(w.text('endgames.best_line'))}</div>{line_html(solution.line, game, style=style, words=w)}</div>")


class EndgameQuiz:
    """The puzzles of one level in order, the student's answers, and a score of first tries only.

    >>> quiz = EndgameQuiz(level=1)
    >>> wrong = next(c for c in quiz.puzzle.values if c not in quiz.puzzle.best)
    >>> quiz.choose(wrong).ok, quiz.choose(sorted(quiz.puzzle.best, key=str)[0]).ok, quiz.score(1)
    (False, True, (0, 1))
    """

    def __init__(self, *, level: int = 1, words: Words | None = None) -> None:
        #: The words its refusals name the cards in, and its answers are recorded under (the kit's by default).
        self.words = words or kit_words()
        self.first_tries: dict[int, bool] = {}
        self.answer: Answer | None = None
        self.level = 1
        self.index = 0
        self.set_level(level)

    @property
    def puzzles(self) -> tuple[Puzzle, ...]:
        """The puzzles of the chosen level."""
        return puzzles(self.level)

    @property
    def puzzle(self) -> Puzzle:
        """The puzzle on screen."""
        return self.puzzles[self.index]

    def set_level(self, level: int) -> None:
        """Go to the first puzzle of ``level`` not yet tried (or its first); scores are kept."""
        if level not in LEVELS:
            raise BriscolaError("endgames.bad_level", given=level)
        self.level = level
        untried = [i for i, p in enumerate(self.puzzles) if p.number not in self.first_tries]
        self.index = untried[0] if untried else 0
        self.answer = None

    def choose(self, card: Card | str) -> Answer:
        """The student plays ``card``: right if it is among the best; only the first try is scored."""
        puzzle = self.puzzle
        chosen = card if isinstance(card, Card) else _parse(card, self.words)
        if chosen not in puzzle.values:
            raise BriscolaError("endgames.not_yours", card=_capital(the_card(chosen, words=self.words)),
                                hand=_card_list(puzzle.values, words=self.words))
        first = puzzle.number not in self.first_tries
        ok = chosen in puzzle.best
        progress.record(progress.lesson_of(__name__), exercise_id("puzzle", puzzle.number), ok,
                        language=self.words.language)
        if first:
            self.first_tries[puzzle.number] = ok
        solution = ok or ATTEMPTS.solution_now(("puzzle", puzzle.number))
        self.answer = Answer(chosen, ok, puzzle.values[chosen], max(puzzle.values.values()),
                             puzzle.best, first, solution)
        return self.answer

    def next(self) -> None:
        """Go on to the next puzzle of the level (after the last, back to the first)."""
        self.index = (self.index + 1) % len(self.puzzles)
        self.answer = None

    def score(self, level: int) -> tuple[int, int]:
        """Puzzles of ``level`` solved at the first try, out of those tried."""
        numbers = {p.number for p in puzzles(level)}
        tried = [ok for number, ok in self.first_tries.items() if number in numbers]
        return sum(tried), len(tried)


def _parse(card: object, words: Words | None = None) -> Card:
    if isinstance(card, Card):
        return card
    if not isinstance(card, str):
        raise BriscolaError("endgames.not_a_card", given=card)
    try:
        return read_card(card, words=words)
    except BriscolaError as error:
        if error.key in CARD_QUESTIONS:
            raise
        raise BriscolaError("endgames.not_a_card", given=card) from None

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

:mod:`.puzzles` solves, grades, makes and loads the puzzles; here, the student's answer to
one, its pictures and the quiz.

>>> puzzle = puzzles()[0]
>>> puzzle.level, puzzle.game().stock_size, len(puzzle.best) >= 1
(1, 0, True)
"""

from __future__ import annotations

import html
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from ... import progress, render
from ...bots.solver import best_play
from ...cards import Card
from ...errors import BriscolaError
from ...game import Game
from ... import locale
from ...locale import Words
from ...locale import words as kit_words
from ...position import Trick
from ...progress import exercise_id
from ..answers import ATTEMPTS, CARD_QUESTIONS, read_card
from .puzzles import LEVELS, MIN_GAP, Puzzle, Solution, _cheapest, generate_puzzles, level_of, puzzles, solve

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

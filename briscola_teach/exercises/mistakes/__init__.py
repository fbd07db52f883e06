"""Lesson 6, the beginner mistakes: textbook positions, the exercise, and the evidence.

Each :class:`Textbook` is a position built with :meth:`Game.from_position` where
the student (seat 0) is about to make one of the mistakes of RULES §11, with the
wrong play and the right one, and, where the mistake only shows later, how the
hand goes on after each (scripted lines of plays, so the lesson replays exactly).
:func:`mistake_statistics` is the simulation behind the evidence section:
``principiante`` against ``sensato``, every play of the beginner checked by the coach.

:mod:`.textbooks` builds the positions, :mod:`.pictures` draws a position and the coach's
verdict on it; here, the hunt for the mistake, the saved hands and the evidence.
"""

from __future__ import annotations

from collections.abc import Sequence
from importlib import resources
from pathlib import Path


from ... import verdicts
from ...cards import Card
from ...coach import DEFAULT_SAMPLES, Entry, Review, judge, review
from ...game import Game
from ...errors import RecordError
from ...locale import LANGUAGES, Words, get_language, text
from ...locale import words as kit_words
from ...mistakes import Mistake
from ...records import MAX_SIZE
from ...seeds import derive, derive_seed
from ...tables import Table, columns
from ..aliases import translated
from ..drill import PositionDrill
from .pictures import COLOURS as COLOURS, GOOD as GOOD, esc as esc, seat_names_from as seat_names_from  # for screens
from .pictures import position_html, side_by_side, values_html, verdict_html
from .textbooks import EXERCISES, TEXTBOOKS, YOU, Textbook, exercise_positions, textbook

__all__ = [
    "side_by_side",
    "position_html",
    "verdict_html",
    "values_html",
    "Textbook",
    "TEXTBOOKS",
    "EXERCISES",
    "textbook",
    "exercise_positions",
    "MistakeHunt",
    "sample_hand",
    "saved_hand",
    "play_hand",
    "mistake_statistics",
    "SAMPLE_HAND",
]


#: The saved hand that ships with the kit: ``play_hand(7)``, a principiante in seat 0
#: against sensato (saved once with ``Game.to_json``, so later changes to the bots do not alter it).
SAMPLE_HAND = "mano_de_ejemplo.json"


class MistakeHunt(PositionDrill[Entry]):
    """The "find the mistake" exercise: positions where one card is a beginner mistake, and the score.

    The coach's verdict is the answer: a card it does not flag (:attr:`Entry.is_flagged`) is
    right, any other is a miss, the beginner mistake's card or another that costs points.
    After the last position the exercise ends with a summary; it does not start over.
    """

    exercise = "find_the_mistake"
    finished_key = "coach.w_finished"
    already_key = "coach.w_already"
    answer_first_key = "coach.w_answer_first"

    def __init__(self, positions: Sequence[Game] | None = None, *, samples: int = DEFAULT_SAMPLES,
                 seed: int = 0, words: Words | None = None) -> None:
        games = exercise_positions() if positions is None else list(positions)
        for game in games:
            if game.turn is None:
                raise ValueError(f"a position for the exercise must have a seat to play: {game!r}")
        super().__init__(games, words=words)
        self.samples = samples
        self.seed = seed

    @staticmethod
    def is_miss(entry: Entry) -> bool:
        """Whether the coach flags the card judged (a beginner mistake, or a play that costs points)."""
        return entry.is_flagged

    def judge(self, card: Card | str) -> Entry:
        """The coach's verdict on playing ``card`` in this position."""
        return judge(self.game, card, samples=self.samples, seed=self.seed)

    def is_right(self, verdict: Entry) -> bool:
        """Right is what the coach calls a good play."""
        return not self.is_miss(verdict)

    def verdict(self, *, words: Words | None = None) -> str:
        """One line on the answer given, saying what the coach's verdict below says (in ``words``)."""
        w = words or kit_words()
        entry = self.answer
        if entry is None:
            return ""
        if self.is_miss(entry):
            if entry.mistake is None:
                return w.text("coach.w_costly")
            # The mistake's name is a heading elsewhere; inside this sentence it follows a colon.
            title = verdicts.title(entry, w)
            return w.text("coach.w_wrong", title=title[:1].lower() + title[1:])
        if entry.best is None:
            return w.text("coach.w_right")
        return w.text("coach.w_right_not_best", best=w.the(entry.best), loss=verdicts.loss_text(entry, w))

    def summary(self, *, words: Words | None = None) -> str:
        """The closing line: how many positions were answered without the mistake (in ``words``)."""
        key = "coach.w_summary_all" if self.right == self.tried else "coach.w_summary"
        return (words or kit_words()).text(key, right=self.right, tried=self.tried)


def sample_hand() -> Game:
    """The saved hand that ships with the kit: a principiante (seat 0) against sensato."""
    data = resources.files("briscola_teach").joinpath("data", SAMPLE_HAND).read_text("utf-8")
    return Game.from_json(data)


def saved_hand(number: int = 1, folder: str | Path | None = None) -> Game:
    """The hand the card table saved as number ``number``, read back to be reviewed.

    The card table saves into the folder named in the kit's language (``mis_manos``,
    ``my_hands``, ``le_mie_mani``), next to the notebook; the hand is looked for there
    first, then in the other languages' folders (copies made before the folders had a
    name per edition used ``mis_manos``), each under every language's file name.
    Given a ``folder``, only that folder is looked in.
    """
    if number.__class__ is not int or number < 1:
        raise RecordError("hands.bad_number", number=number)
    language = get_language()
    order = (language, *(other for other in LANGUAGES if other != language))
    if folder is not None and not isinstance(folder, (str, Path)):
        raise RecordError("hands.unreadable", file=folder)
    folders = [Path(folder)] if folder is not None else [
        Path(text("hands.folder", language=lang)) for lang in order]
    names = dict.fromkeys(text("hands.file", language=lang, number=number) for lang in order)
    places = list(dict.fromkeys(base / name for base in folders for name in names))
    for place in places:
        data = _read_hand_file(place)
        if data is not None:
            try:
                return Game.from_json(data)  # bytes: UTF-8, UTF-16 or UTF-32 read alike, anything else refused
            except RecordError as error:
                raise RecordError("hands.bad_file", file=str(place), error=error) from None
    raise RecordError("hands.not_found", number=number,
                      files=kit_words().join(kit_words().quoted(name) for name in names),
                      folders=kit_words().join(kit_words().quoted(f"{base}/") for base in dict.fromkeys(folders)))


def _read_hand_file(place: Path) -> bytes | None:
    """The first bytes of a hand file, enough to refuse one too big to be a hand; None if there is none."""
    try:
        if not place.is_file():
            return None
        with place.open("rb") as hand:
            return hand.read(MAX_SIZE + 1)
    except OSError:  # no permission, a name the system refuses: said, never a traceback
        raise RecordError("hands.unreadable", file=str(place)) from None


#: The helpers under every edition's own names (``locale/<code>/aliases.py``), for the lesson cells.
ALIASES = translated(saved_hand)
globals().update(ALIASES)
__all__ += list(ALIASES)


def play_hand(seed: int, *, you: str = "principiante", rival: str = "sensato",
              players: int = 2) -> Game:
    """A whole hand, seeded: ``you`` in seat 0, every other seat (a partner too, with four) ``rival``."""
    from ...bots import make_bot, play_out

    game = Game.new(players=players, seed=seed)
    bots = [make_bot(you if s == YOU else rival, seed=derive(seed, "play_hand", players, s))
            for s in range(players)]
    play_out(game, bots)
    return game


def mistake_statistics(hands: int = 50, *, seed: int = 0, samples: int = 12,
                       players: int = 2) -> Table:
    """Play ``hands`` seeded hands of principiante against sensato and count each mistake and its cost.

    One row per mistake: how many times it happened, in how many hands, and the
    average points it cost (only the mistaken plays are priced, ``samples`` deals
    each: noisy one by one, steady on average).  With ``players=4`` the beginner's
    partner is a sensato too.  The table's ``attrs`` say over how many ``hands`` and ``plays``.
    """
    reviews: list[Review] = []
    for i in range(hands):
        game = play_hand(derive_seed(seed, "mistake_statistics", i), players=players)
        reviews.append(review(game, YOU, samples=samples, seed=i, price="mistakes"))
    rows = []
    for mistake in Mistake:
        hits = [e for r in reviews for e in r if e.mistake is mistake]
        losses = [e.loss or 0.0 for e in hits]
        rows.append({
            "mistake": mistake.title,
            "times": len(hits),
            "hands": sum(any(e.mistake is mistake for e in r) for r in reviews),
            "mean_points_lost": round(sum(losses) / len(losses), 1) if losses else 0.0,
        })
    return Table(columns("mistake", "times", "hands", "mean_points_lost"), rows, index="mistake",
                 attrs={"hands": hands, "plays": sum(len(r) for r in reviews)})

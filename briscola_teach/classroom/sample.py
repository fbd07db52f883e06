"""A made-up class, seeded and always the same, for the teacher's notebook and the tests."""

from __future__ import annotations

import random
from datetime import date, timedelta
from pathlib import Path

from ..cards import Card, Suit
from ..duplicate import DealResult
from ..game import Game
from ..locale import LANGUAGES, text, using
from ..progress import Entry, exercise_id, hand_in_page, lesson_of
from ..seeds import derive_seed
from .reading import STUDENT_SEAT

__all__ = ["SAMPLE_CODE", "sample_class"]

#: The class code the sample class played.
SAMPLE_CODE = "ROBLE"
#: How each sample student plays the class code's deals.
_SAMPLE_LEVELS = ("principiante", "sensato", "random", "principiante", "sensato", "random")
_SAMPLE_NAMES = ("Ana García", "Bruno Rossi", "Carmen Ruiz", "David Okafor", "Elena Bianchi", "Farid Haddad")
#: Each made-up answer's exercise, under the helper that records it (its lesson is the one the helper serves).
_SAMPLE_EXERCISES = tuple((f"briscola_teach.{helper}", exercise_id(kind, *parts)) for helper, kind, *parts in (
    ("exercises.cards", "points", [Card.parse("AC"), Card.parse("3O"), Card.parse("RE")]),
    ("widgets.ranking.order", "order_screen", [Card.parse(code) for code in ("RB", "AB", "5B", "3B")]),
    ("lessons.tricks", "trick", [Card.parse("CO"), Card.parse("3B"), Card.parse("RO")], Suit.SWORDS),
    ("lessons.tricks", "trick", [Card.parse("AC"), Card.parse("2B")], Suit.CLUBS),
    ("exercises.example", "winner", 1), ("exercises.example", "winner", 3), ("exercises.dealing", "muestra", 2, 1),
    ("exercises.dealing", "draw_order", 4, 2), ("exercises.dealing", "result", [45, 45, 30]),
    ("exercises.partners", "pairs", [20, 31, 41, 28]), ("exercises.endgames", "puzzle", 3),
    ("lessons.variants", "tie_break", [60, 60], [22, 18]), ("exercises.chiamata", "briscolone", Suit.CUPS, 2)))


def sample_class(folder: Path, *, students: int = 5, hands: int = 2, seed: int = 1) -> Path:
    """Write a made-up class into ``folder`` (seeded, always the same): hand-ins, saved hands, a copy, a stray file.

    Each student answers the lessons' exercises over three weeks, improving as a class does;
    their hands are played at the table's level "principiante", so the coach finds mistakes.
    Each also played two or three deals of the class code :data:`SAMPLE_CODE` (the same
    deals for all, played at different levels), carried in their hand-in.
    """
    from ..bots import make_bot, play_out

    rng = random.Random(seed)
    folder.mkdir(parents=True, exist_ok=True)
    start = date(2026, 10, 5)
    for number, name in enumerate(_SAMPLE_NAMES[:students]):
        skill = 0.35 + 0.1 * number
        entries = []
        for index, (helper, exercise) in enumerate(_SAMPLE_EXERCISES[: 7 + 2 * number]):
            lesson = lesson_of(helper)
            day = start + timedelta(days=index * 2 + number)
            chance = min(0.95, skill + 0.04 * index)
            ok, tries = rng.random() < chance, 1
            entries.append(Entry(lesson, exercise, ok, True, f"{day.isoformat()}T10:{index:02d}:00+02:00"))
            while not ok and tries < 2:
                ok, tries = rng.random() < chance + 0.2, tries + 1
                stamp = f"{day.isoformat()}T10:{index:02d}:{tries:02d}+02:00"
                entries.append(Entry(lesson, exercise, ok, False, stamp))
        played = []
        for deal in range(1, 3 + number % 2):
            game = Game.new(2, seed=derive_seed(seed, "sample class code", deal))
            play_out(game, [make_bot(_SAMPLE_LEVELS[number % len(_SAMPLE_LEVELS)],
                                     seed=derive_seed(seed, "sample class code student", number, deal)),
                            make_bot("sensato", seed=derive_seed(seed, "sample class code machine", deal))])
            assert game.outcome is not None
            played.append(DealResult(name, SAMPLE_CODE, deal, game.outcome.points[STUDENT_SEAT]))
        with using(LANGUAGES[number % len(LANGUAGES)]):
            file, page = hand_in_page(name, entries, today=start + timedelta(days=21), class_results=played)
        (folder / file).write_text(page, encoding="utf-8")
        if number == 0:  # downloaded twice
            (folder / file.replace(".html", " (1).html")).write_text(page, encoding="utf-8")
        mine = folder / name
        for hand in range(hands):
            game = Game.new(2, seed=derive_seed(seed, "sample class", number, hand))
            play_out(game, [make_bot("principiante", seed=derive_seed(seed, "sample class beginner", number, hand)),
                            make_bot("sensato", seed=derive_seed(seed, "sample class sensato", hand))])
            mine.mkdir(exist_ok=True)
            (mine / f"{text('hands.file', number=hand + 1)}").write_text(game.to_json(), encoding="utf-8")
    (folder / "notas.txt").write_text("Recordar: corregir el martes.\n", encoding="utf-8")
    return folder

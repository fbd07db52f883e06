"""The practice kept in the student's folder: the schedule and the ratings, in one JSON file (``repaso.json`` in Spanish)."""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, field
from datetime import date
from pathlib import Path

from ..errors import BriscolaError
from ..locale import LANGUAGES, text
from .rating import Ratings
from .spacing import Item, Schedule

__all__ = ["Practice", "file_name", "load", "save"]


def file_name(language: str | None = None) -> str:
    """The practice file's name in the student's language."""
    return text("practice.file", language=language)


@dataclass
class Practice:
    """Everything lesson 12 keeps for one student: the schedule and the ratings."""

    schedule: Schedule = field(default_factory=Schedule)
    ratings: Ratings = field(default_factory=Ratings)

    def to_json(self) -> str:
        """The practice as the file keeps it."""
        items = [{**asdict(i), "due": i.due.isoformat()} for i in self.schedule.items()]
        data = {"format": "briscola_teach/practice", "version": 1, "items": items,
                "read_up_to": self.schedule.read_up_to,
                "student": self.ratings.student,
                "puzzles": {str(n): r for n, r in sorted(self.ratings.puzzles.items())},
                "first_tries": {str(n): ok for n, ok in sorted(self.ratings.first_tries.items())}}
        return json.dumps(data, ensure_ascii=False, indent=1)

    @classmethod
    def from_json(cls, content: str) -> Practice:
        """The practice read back; a file that is not one raises BriscolaError naming it."""
        try:
            data = json.loads(content)
            if not isinstance(data, dict) or data.get("format") != "briscola_teach/practice":
                raise ValueError("not a practice file")
            items = [Item(str(i["id"]), str(i["lesson"]), int(i["stage"]),
                          date.fromisoformat(i["due"]), dict(i.get("data") or {}))
                     for i in data["items"]]
            ratings = Ratings(float(data["student"]),
                              {int(n): float(r) for n, r in data["puzzles"].items()},
                              {int(n): bool(ok) for n, ok in data["first_tries"].items()})
            return cls(Schedule(items, read_up_to=str(data["read_up_to"])), ratings)
        except (ValueError, KeyError, TypeError, AttributeError) as error:
            raise BriscolaError("practice.bad_file", reason=error) from None


def load(folder: Path | None) -> Practice:
    """The student's practice kept in ``folder`` (an empty one when there is none, or no folder)."""
    if folder is None:
        return Practice()
    for language in LANGUAGES:
        path = folder / file_name(language)
        if path.is_file():
            return Practice.from_json(path.read_text(encoding="utf-8"))
    return Practice()


def save(practice: Practice, folder: Path | None, *, language: str | None = None) -> Path | None:
    """Keep the practice in ``folder`` (its file in the student's language); None when there is no folder."""
    if folder is None:
        return None
    existing = [folder / file_name(lang) for lang in LANGUAGES if (folder / file_name(lang)).is_file()]
    path = existing[0] if existing else folder / file_name(language)
    path.write_text(practice.to_json() + "\n", encoding="utf-8")
    return path

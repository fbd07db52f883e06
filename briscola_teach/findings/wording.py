"""The coach's words, lent from above: what a finding, an entry and a review say, and who says it.

The coach stands below the words; :mod:`briscola_teach.verdicts` lends the sentences when it
loads (:func:`word_with`), and every finding, entry and review asks :func:`_said` for them.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Protocol

from ..errors import expect

if TYPE_CHECKING:
    from .detection import Finding
    from .entries import Entry, Review

__all__ = ["Wording", "word_with"]


class Wording(Protocol):
    """What the coach's findings, entries and reviews say in one language and deck style.

    The coach stands below the words: it names a mistake by its catalogue key and the
    cards and points behind it, and the words' floor lends the sentences when it loads
    (:func:`word_with`, as :func:`briscola_teach.errors.speak_with` does for the errors).
    """

    def finding(self, finding: Finding) -> str:
        """Why the play is that mistake, naming the cards."""
    def title(self, entry: Entry) -> str:
        """The name of the play's mistake, or ""."""
    def explanation(self, entry: Entry) -> str:
        """What went wrong in the play, or ""."""
    def loss(self, entry: Entry) -> str:
        """The points the play lost, or ""."""
    def severity(self, entry: Entry) -> str:
        """The play's severity band, or ""."""
    def method(self, entry: Entry) -> str:
        """How the play was priced."""
    def notes(self, entry: Entry) -> tuple[str, ...]:
        """What the student reads under a flagged play's verdict."""
    def verdict(self, entry: Entry) -> str:
        """The verdict on the play in a line."""
    def summary(self, review: Review) -> str:
        """The review in a line."""


#: Makes the :class:`Wording` of a language and deck style (None: the kit-wide ones).
_wording: Callable[[str | None, str | None], Wording] | None = None


def word_with(wording: Callable[[str | None, str | None], Wording]) -> None:
    """Have the coach say its findings, entries and reviews with ``wording(language, style)``."""
    global _wording
    _wording = wording


def _check_words(language: object, style: object, where: str = "") -> None:
    """The language and deck style asked for, each a name or None (the kit-wide one)."""
    for value, name in ((language, "language"), (style, "style")):
        if value is not None:
            expect(value, str, where + name, "text")


def _said(language: str | None, style: str | None) -> Wording:
    if _wording is None:
        raise RuntimeError("the coach's sentences are lent by briscola_teach.verdicts: import it first "
                           "(the lessons, the screens and the plots do)")
    return _wording(language, style)


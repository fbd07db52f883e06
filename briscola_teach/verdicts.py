"""The coach's findings and verdicts in words: what :mod:`briscola_teach.findings` found, said to a student.

The coach stands below the words: a finding carries its catalogue key and the cards and
points it names, an entry its prices.  Each function here says one of them with a
:class:`~briscola_teach.locale.Words` (a language and a deck style); a screen passes its
own.  When this module loads it lends the coach these sentences in the words an entry
or review was asked in (:func:`briscola_teach.findings.word_with`), so ``entry.verdict()``
and ``review.summary()`` still read as sentences in a notebook.

>>> format_points(3.5), format_points(3.5, language="en")
('3,5', '3.5')
>>> the_card("AO"), the_card("AO", language="it")
('el as de oros', "l'asso di denari")
"""

from __future__ import annotations

from typing import Any

from . import findings
from .cards import Card
from .findings import SEVERITY_BANDS, Entry, Finding, Review
from .errors import real
from .locale import Words, words

__all__ = [
    "finding_text",
    "title",
    "explanation",
    "loss_text",
    "severity_label",
    "method",
    "notes",
    "verdict",
    "summary",
    "the_card",
    "format_points",
    "Verdicts",
]


def the_card(card: Card | str, *, language: str | None = None, style: str | None = None) -> str:
    """A card's name with its article, as a sentence needs it: "el as de oros", "la sota de copas"."""
    return words(language, style).the(Card.parse(card))


def format_points(points: float, *, language: str | None = None) -> str:
    """Points to one decimal as the reader writes them: "11", "3,5" (in English "3.5")."""
    return words(language).number(real(points, "points", least=-1e6, most=1e6))


def _named(value: Any, w: Words) -> Any:
    if isinstance(value, Card):
        return w.the(value)
    if isinstance(value, tuple):
        return w.cards(value, articles=True)
    return value


def finding_text(finding: Finding, w: Words) -> str:
    """Why the play makes the finding's mistake, naming the cards: "El as de oros vale 11 puntos…"."""
    fields = {name: _named(value, w) for name, value in finding.fields.items()}
    if "rivals" in fields:
        fields["to"] = w.text("coach.to_rival" if fields.pop("rivals") == 1 else "coach.to_rivals")
    return w.text(finding.key, **fields)


def title(entry: Entry, w: Words) -> str:
    """The name of the play's mistake for students, or "" for none."""
    return entry.findings[0].mistake.title_in(w.language) if entry.findings else ""


def loss_text(entry: Entry, w: Words) -> str:
    """The points lost as the student reads them: "11", "3,8 ± 1,2" when sampled ("" if not priced)."""
    if entry.loss is None:
        return ""
    if not entry.margin:
        return w.number(entry.loss)
    return w.text("coach.loss_margin", loss=w.fixed(entry.loss), margin=w.fixed(entry.margin))


def explanation(entry: Entry, w: Words) -> str:
    """One sentence saying what went wrong and with which cards ("" for a good play)."""
    if entry.findings:
        return finding_text(entry.findings[0], w)
    if entry.best is not None and (entry.loss or 0) >= SEVERITY_BANDS[-1][0]:
        return w.text("coach.explain_generic", card=w.the(entry.card), best=w.the(entry.best),
                      loss=loss_text(entry, w))
    return ""


def severity_label(entry: Entry, w: Words) -> str:
    """The severity in the student's words ("imprecisión", "error", "error grave"), or ""."""
    key = entry.severity
    return w.text(f"coach.severity_{key}") if key else ""


def method(entry: Entry, w: Words) -> str:
    """How the play was priced, in the student's words."""
    if not entry.values:
        return w.text("coach.not_priced")
    if len(entry.values) == 1:
        return w.text("coach.forced")
    if entry.exact:
        return w.text("coach.exact")
    if not entry.samples:
        return w.text("coach.every_deal")
    return w.text("coach.estimated", samples=entry.samples)


def notes(entry: Entry, w: Words) -> tuple[str, ...]:
    """What the student reads under the verdict of a flagged play: why (a named mistake's
    explanation; an unnamed one's verdict already says it) and the better card."""
    if not entry.is_flagged:
        return ()
    out = []
    said = explanation(entry, w)
    if entry.mistake is not None and said:
        out.append(said)
    if entry.best is not None:
        out.append(w.text("coach.w_best", card=w.card(entry.best)))
    return tuple(out)


def verdict(entry: Entry, w: Words) -> str:
    """A short line for the student: the verdict on this play, its cost and how it was priced.

    One mark per play: ✘ only when :attr:`~briscola_teach.findings.Entry.is_flagged`; a good card
    that a rule of thumb names gets ✔ and says that the rule costs nothing here."""
    card = w.card(entry.card)
    if not entry.is_flagged:
        if entry.mistake is None:
            return w.text("coach.verdict_good", card=card, method=method(entry, w))
        return w.text("coach.verdict_harmless", card=card, title=title(entry, w),
                      loss=loss_text(entry, w), method=method(entry, w))
    named = title(entry, w) or w.text("coach.generic_title")
    parts = [named[:1].lower() + named[1:]]  # it follows the card and a colon
    if entry.loss is not None:
        parts.append(w.text("coach.verdict_cost", loss=loss_text(entry, w),
                            severity=severity_label(entry, w) or w.text("coach.severity_none")))
    return w.text("coach.verdict_bad", card=card, what=" · ".join(parts), method=method(entry, w))


def summary(review: Review, w: Words) -> str:
    """One line for the student: plays checked, mistakes found, points lost."""
    return w.text("coach.summary", plays=len(review), mistakes=len(review.mistakes),
                  flagged=len(review.flagged), loss=w.number(review.total_loss))


class Verdicts:
    """The coach's sentences in one language and deck style (:class:`briscola_teach.findings.Wording`)."""

    def __init__(self, language: str | None = None, style: str | None = None) -> None:
        self.words = words(language, style)

    def finding(self, finding: Finding) -> str:
        """Why the play is that mistake, naming the cards."""
        return finding_text(finding, self.words)

    def title(self, entry: Entry) -> str:
        """The name of the play's mistake, or ""."""
        return title(entry, self.words)

    def explanation(self, entry: Entry) -> str:
        """What went wrong in the play, or ""."""
        return explanation(entry, self.words)

    def loss(self, entry: Entry) -> str:
        """The points the play lost, or ""."""
        return loss_text(entry, self.words)

    def severity(self, entry: Entry) -> str:
        """The play's severity band, or ""."""
        return severity_label(entry, self.words)

    def method(self, entry: Entry) -> str:
        """How the play was priced."""
        return method(entry, self.words)

    def notes(self, entry: Entry) -> tuple[str, ...]:
        """What the student reads under a flagged play's verdict."""
        return notes(entry, self.words)

    def verdict(self, entry: Entry) -> str:
        """The verdict on the play in a line."""
        return verdict(entry, self.words)

    def summary(self, review: Review) -> str:
        """The review in a line."""
        return summary(review, self.words)


# The coach's findings sit below the words: its entries and reviews speak through what is lent here.
findings.word_with(Verdicts)

"""One voice: every judgement of a play a student reads is the coach's verdict for that play.

The coach's review of the worked example (``review(whole_hand(), seat=0)``) is computed
here and lesson 3 (the stepper, its "what would you play" check, the stored notebooks)
and lesson 6 are checked against it; the beginner mistakes carry one numbering everywhere.
"""

from __future__ import annotations

import html
import json
import re
from pathlib import Path

import pytest

from briscola_teach import Card
from briscola_teach.coach import Entry, judge, review
from briscola_teach.exercises.example import (
    before_trick, coach_review, coach_text, example_steps, explanation_html, whole_hand,
)
from briscola_teach.locale import LANGUAGES, using
from briscola_teach.mistakes import NUMBERED, Mistake

REPO = Path(__file__).resolve().parents[1]
LESSON_3 = {"es": "03_ejemplo_baza_a_baza", "en": "03_a_hand_trick_by_trick",
            "it": "03_una_mano_presa_per_presa"}
SOURCES = REPO / "notebooks" / "source"


def _source(number: str) -> str:
    """A lesson's sources, every edition's one after the other."""
    return "\n".join(path.read_text(encoding="utf-8") for path in sorted(SOURCES.glob(f"*/{number}_*.md")))
C = Card.parse


def _plain(text: str) -> str:
    return html.unescape(re.sub(r"<[^>]+>", " ", text))


def _trick_2(card: str) -> Entry:
    game = before_trick(2)
    game.play("rey de espadas")
    return judge(game, card)


def test_the_review_the_lessons_show_is_the_coachs_review_of_the_worked_example() -> None:
    mine = coach_review()
    computed = review(whole_hand(), 0)
    assert [(e.card, e.values, e.samples, e.margins, e.findings) for e in mine] == \
        [(e.card, e.values, e.samples, e.margins, e.findings) for e in computed]


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_play_of_yours_in_the_stepper_carries_the_coachs_verdict(language: str) -> None:
    with using(language):
        entries = {e.trick_number: e for e in coach_review()}
        steps = [s for s in example_steps() if s.coach is not None]
        assert sorted(s.trick for s in steps) == sorted(entries)
        for step in steps:
            entry = entries[step.trick]
            assert step.coach is entry
            shown = _plain(explanation_html(step))
            assert entry.verdict() in shown and coach_text(entry) in shown
            if entry.is_flagged:
                # Its price is in its step, and nothing there calls it good.
                assert entry.loss_text in shown and "✔" not in shown
            else:
                assert "✘" not in shown


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_stepper_names_only_the_beginner_mistakes_the_coach_finds(language: str) -> None:
    with using(language):
        found = {e.trick_number: e.mistake for e in coach_review()}
        numbered = re.compile(r"(error|mistake|errore)\s+\d\b.*principiant|beginner mistake \d",
                              re.IGNORECASE)
        for step in example_steps():
            shown = _plain(explanation_html(step)).lower()
            assert not numbered.search(shown), shown
            for mistake in Mistake:
                if mistake.title_in(language).lower() in shown:
                    assert step.coach is not None and found[step.trick] is mistake, (step, mistake)


def test_trick_2_is_judged_alike_by_lesson_3_and_lesson_6() -> None:
    from briscola_teach.exercises.example import check_play
    from briscola_teach.exercises.mistakes import TEXTBOOKS

    seis = next(e for e in coach_review() if e.trick_number == 2)
    wrong, right = TEXTBOOKS[Mistake.CARGA_THROWN].decisions()
    assert wrong.values == right.values == seis.values and wrong.margins == seis.margins
    assert seis.verdict() in check_play(2, "seis de bastos").message


def test_what_the_lessons_say_about_trick_2_is_what_the_coach_says() -> None:
    """Lesson 3 and lesson 6 say in words: the dos de copas is best, the seis de bastos an
    imprecisión, the as de oros an error grave; the numbers themselves are the coach's output."""
    seis = next(e for e in coach_review() if e.trick_number == 2)
    assert seis.best is C("dos de copas") and seis.severity == "imprecision"
    assert _trick_2("as de oros").severity == "grave"
    assert not _trick_2("dos de copas").is_flagged
    source = _source("03")
    for words in ("el entrenador prefiere el **dos de copas**", "una **imprecisión**", "un **error grave**",
                  "the coach prefers the **two of hearts**", "an **inaccuracy**", "a **blunder**",
                  "l'allenatore preferisce il **due di coppe**", "un'**imprecisione**", "un **errore grave**"):
        assert words in source
    for text in (source, _source("06")):
        assert not re.search(r"\d+(?:[.,]\d+)? ± \d", text), "a price typed by hand"
        assert "4000" not in text and "20 000" not in text and "57,9" not in text


def test_what_lesson_3_says_about_the_rest_of_the_hand_is_what_the_coach_says() -> None:
    entries = {e.trick_number: e for e in coach_review()}
    # "the coach does not agree with all of them" (tricks 4 to 20) ...
    assert any(entries[t].is_flagged for t in range(4, 21))
    # ... and the three of diamonds lost on trick 20 is no mistake: you drew it too late to win.
    assert not entries[20].is_flagged and entries[20].mistake is None


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_stored_lesson_3_shows_the_coachs_verdicts(language: str) -> None:
    book = json.loads((REPO / "notebooks" / language / f"{LESSON_3[language]}.ipynb").read_text(
        encoding="utf-8"))
    with using(language):
        entries = list(coach_review())
    verdicts = {e.verdict() for e in entries}
    outputs = []
    for cell in book["cells"]:
        for output in cell.get("outputs", []):
            outputs.append("".join(output.get("data", {}).get("text/html", "")))
    shown_verdicts = [_plain(m.group(0)) for text in outputs
                      for m in re.finditer(r'<div class="bt-step-coach".*?</div>', text, re.S)]
    assert shown_verdicts, "the stored lesson shows no coach verdict in its steps"
    for shown in shown_verdicts:
        assert any(v in shown for v in verdicts), shown
    trick_2 = next(e for e in entries if e.trick_number == 2)
    assert any(trick_2.verdict() in _plain(text) and trick_2.loss_text in _plain(text) and "bt-values" in text
               for text in outputs), "the cell with the coach's verdict on trick 2"


# ---------------------------------------------------------------- one numbering of the mistakes
def test_the_numbering_is_rules_11s_order() -> None:
    # RULES §11: 1 a 3 held too long, 2 a carga of a third suit, 3 a trump on a trick worth
    # nothing, 4 a high trump where a low one wins, 5 the muestra forgotten; then the one in pairs.
    assert NUMBERED == (Mistake.THREE_HELD_TOO_LONG, Mistake.CARGA_THROWN, Mistake.TRUMP_ON_BLANK,
                        Mistake.HIGH_TRUMP, Mistake.MUESTRA_FORGOTTEN, Mistake.PARTNER_NOT_LOADED)
    assert [m.number for m in NUMBERED] == [1, 2, 3, 4, 5, 6] and set(NUMBERED) == set(Mistake)


@pytest.mark.parametrize("language", LANGUAGES)
def test_lesson_6_numbers_each_mistake_as_the_kit_does(language: str) -> None:
    import sys

    sys.path.insert(0, str(REPO / "lab"))
    import editions

    lesson = editions.read("06")
    headings = [m for cell in lesson.cells if cell.kind == "markdown"
                for m in re.finditer(r"^### \w+ (\d) · (.+)$", cell.texts[language], re.M)]
    assert len(headings) == len(Mistake)
    for heading in headings:
        mistake = next(m for m in Mistake if m.title_in(language) == heading.group(2))
        assert int(heading.group(1)) == mistake.number


@pytest.mark.parametrize(("language", "page"), [
    ("es", "guia_docente/resumen_de_reglas.md"), ("en", "teachers_guide/rules_summary.md"),
    ("it", "guida_docente/riassunto_delle_regole.md")])
def test_the_guides_rules_summary_numbers_the_mistakes_as_the_kit(language: str, page: str) -> None:
    text = (REPO / "docs" / page).read_text(encoding="utf-8")
    items = re.findall(r"^(\d)\. \*\*(.+?)\*\*", text, re.M)
    assert [(int(n), title.rstrip(".")) for n, title in items] == [
        (m.number, m.title_in(language)) for m in NUMBERED]


@pytest.mark.parametrize(("language", "page"), [
    ("es", "guia_docente/resumen_de_reglas.html"), ("en", "teachers_guide/rules_summary.html"),
    ("it", "guida_docente/riassunto_delle_regole.html")])
def test_the_printed_rules_sheet_numbers_the_mistakes_as_the_kit(language: str, page: str) -> None:
    text = (REPO / "docs" / page).read_text(encoding="utf-8")
    last = text.rsplit("<ol", 1)[1]  # the mistakes are the sheet's last numbered list
    assert "<p class='foot'>" in last
    assert re.findall(r"<li>(.*?)</li>", last.split("</ol>")[0]) == [
        html.escape(m.title_in(language), quote=False) for m in NUMBERED]


# ---------------------------------------------------------------- the guides quote the coach
def _coach_tables():
    import importlib.util

    spec = importlib.util.spec_from_file_location("coach_tables", REPO / "docs" / "coach_tables.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_guides_give_the_coachs_verdicts_as_the_kit_writes_them(language: str) -> None:
    tables = _coach_tables()
    for page in tables.PAGES[language]:
        text = page.read_text(encoding="utf-8")
        assert "<!-- coach: " in text
        assert text == tables.written(page, language), (
            f"{page.relative_to(REPO)} is stale: run docs/coach_tables.py")


def test_lesson_6_says_how_many_deals_its_statistics_price_each_mistake_with() -> None:
    import inspect

    from briscola_teach.exercises.mistakes import mistake_statistics

    deals = inspect.signature(mistake_statistics).parameters["samples"].default
    source = _source("06")
    for words in (f"({deals} repartos por jugada)", f"({deals} deals per play)", f"({deals} distribuzioni per giocata)"):
        assert words in source

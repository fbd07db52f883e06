"""Duplicate scoring: each deal's points against the class's mean on that deal, ranked."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from briscola_teach.duplicate import (RESULTS_FORMAT, DealResult, ResultError, deal_means,
                                      duplicate_ranking, find_results, read_results)
from briscola_teach.locale import LANGUAGES, text, using
from briscola_teach.progress import class_results_html


def _naive(results: list[DealResult]) -> dict[str, float]:
    """The same score computed the plain way: for each student, each deal against its mean."""
    firsts: dict[tuple[str, str, int], int] = {}
    for r in results:
        firsts.setdefault((r.student, r.code.upper(), r.deal), r.points)
    scores: dict[str, list[float]] = {}
    for (student, code, deal), points in firsts.items():
        same = [p for (s, c, d), p in firsts.items() if (c, d) == (code, deal)]
        scores.setdefault(student, []).append(points - sum(same) / len(same))
    return {student: round(sum(diffs) / len(diffs), 2) for student, diffs in scores.items()}


def test_the_ranking_is_the_naive_duplicate_score_over_random_classes() -> None:
    rng = random.Random(7)
    for _ in range(30):
        students = [f"alumno{i}" for i in range(rng.randint(1, 8))]
        results = [DealResult(s, "ROBLE", deal, rng.randint(0, 120))
                   for s in students for deal in range(1, rng.randint(2, 6)) if rng.random() < 0.8]
        if not results:
            continue
        standings = duplicate_ranking(results)
        assert {s.student: s.score for s in standings} == _naive(results)
        assert [s.score for s in standings] == sorted((s.score for s in standings), reverse=True)
        # every deal's differences add up to nothing: the class is scored against itself
        assert abs(sum(s.score * s.deals for s in standings)) < 0.05 * len(standings)


def test_a_lucky_deal_does_not_decide_who_played_best() -> None:
    # Ana and Luis each played one deal well: Ana's deal was rich, Luis's poor.
    results = [DealResult("Ana", "X-1", 1, 90), DealResult("Eva", "X-1", 1, 80),
               DealResult("Luis", "X-1", 2, 50), DealResult("Eva", "X-1", 2, 40)]
    standings = {s.student: s for s in duplicate_ranking(results)}
    assert standings["Luis"].score == standings["Ana"].score == 5.0 == -standings["Eva"].score
    assert standings["Ana"].points > standings["Luis"].points  # the raw points said otherwise
    assert standings["Ana"].rank == standings["Luis"].rank == 1 and standings["Eva"].rank == 3


def test_only_the_first_play_of_a_deal_counts_and_codes_are_read_in_any_case() -> None:
    results = [DealResult("Ana", "roble", 1, 40), DealResult("Ana", "ROBLE", 1, 100),
               DealResult("Luis", "ROBLE", 1, 60)]
    assert deal_means(results) == {("ROBLE", 1): 50.0}
    assert [(s.student, s.score, s.deals) for s in duplicate_ranking(results)] == [
        ("Luis", 10.0, 1), ("Ana", -10.0, 1)]


@pytest.mark.parametrize(("fields", "key"), [
    (("", "ROBLE", 1, 50), "no_student"), (("Ana", "", 1, 50), "no_code"), (("Ana", "ROBLE", 0, 50), "bad_deal"),
    (("Ana", "ROBLE", 1, -1), "bad_points"), (("Ana", "ROBLE", 1, True), "bad_points"),
    (("Ana", "ROBLE", "1", 50), "bad_deal"),
])
def test_a_result_that_cannot_be_one_is_refused_by_name(fields: tuple, key: str) -> None:  # type: ignore[type-arg]
    with pytest.raises(ResultError) as refused:
        DealResult(*fields)
    assert refused.value.key == f"duplicate.{key}"
    assert str(refused.value) == text(f"duplicate.{key}", **refused.value.fields)


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_refusal_is_in_the_students_language(language: str) -> None:
    with using(language), pytest.raises(ResultError) as refused:
        DealResult("Ana", "ROBLE", 1, 130)
    said = str(refused.value)
    assert "Ana" in said and "ROBLE" in said and "130" in said and "120" in said
    others = {text("duplicate.bad_points", language=other, student="Ana", deal=1, code="ROBLE", given=130,
                   total=120) for other in LANGUAGES if other != language}
    assert said not in others


def test_results_files_are_read_and_junk_is_named(tmp_path: Path) -> None:
    good = tmp_path / "clase_ROBLE.json"
    good.write_text(json.dumps({"format": RESULTS_FORMAT, "code": "ROBLE", "student": "Ana",
                                "deals": [{"deal": 1, "points": 70, "won": True}]}), encoding="utf-8")
    assert read_results(good) == [DealResult("Ana", "ROBLE", 1, 70)]
    bad = tmp_path / "mano_1.json"
    bad.write_text('{"format": "briscola_teach/game"}', encoding="utf-8")
    with pytest.raises(ResultError, match="mano_1.json") as refused:
        read_results(bad)
    assert refused.value.key == "duplicate.not_results"
    (tmp_path / "roto.json").write_text("{", encoding="utf-8")
    with pytest.raises(ResultError, match="roto.json") as refused:
        read_results(tmp_path / "roto.json")
    assert refused.value.key == "duplicate.unreadable"


def test_a_students_results_are_found_in_their_hands_folder_under_their_name(tmp_path: Path) -> None:
    hands = tmp_path / "mis_manos"
    hands.mkdir()
    for code, deals in (("ROBLE", [(1, 70), (2, 30)]), ("PINO", [(1, 61)])):
        (hands / f"clase_{code}.json").write_text(json.dumps(
            {"format": RESULTS_FORMAT, "code": code, "student": "",
             "deals": [{"deal": d, "points": p, "won": p > 60} for d, p in deals]}), encoding="utf-8")
    (hands / "mano_1.json").write_text('{"format": "briscola_teach/game"}', encoding="utf-8")
    found = find_results(tmp_path, student="Lucía")
    assert sorted((r.student, r.code, r.deal, r.points) for r in found) == [
        ("Lucía", "PINO", 1, 61), ("Lucía", "ROBLE", 1, 70), ("Lucía", "ROBLE", 2, 30)]
    assert class_results_html(found, language="en").split("</p>") == [
        '<p class="bt-progress-class">Class code PINO: 1 deal played, 61 points',
        '<p class="bt-progress-class">Class code ROBLE: 2 deals played, 100 points', ""]

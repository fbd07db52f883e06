"""The shipped prices: current for the code installed, equal to what the coach computes, never trusted when stale."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from briscola_teach import prices
from briscola_teach.coach import review
from briscola_teach.exercises.mistakes import sample_hand


@pytest.fixture
def fresh_memo(monkeypatch: pytest.MonkeyPatch) -> None:
    """Forget what was loaded, so each test reads the file as it now stands."""
    monkeypatch.setattr(prices, "_stored", None)
    monkeypatch.delenv(prices.RECORD_VARIABLE, raising=False)


def test_shipped_prices_are_for_the_code_installed() -> None:
    data = json.loads(prices.PRICES.read_text(encoding="utf-8"))
    assert data["code"] == prices.code_digest(), (
        "briscola_teach/data/prices.json was computed by other code: the engine, the machines or "
        "the coach changed, so the lessons price everything again (slowly). "
        "Refresh it with: .venv/bin/python -m briscola_teach.prices")
    assert len(data["prices"]) > 100


@pytest.fixture
def recorded(fresh_memo: None, monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Path:
    """A prices file of the code installed, recorded here from the sample hand's review."""
    target = tmp_path / "prices.json"
    monkeypatch.setenv(prices.RECORD_VARIABLE, str(target))
    monkeypatch.setattr(prices, "_recorded", {})
    review(sample_hand(), 0)
    prices._write_recorded()
    monkeypatch.delenv(prices.RECORD_VARIABLE)
    monkeypatch.setattr(prices, "PRICES", target)
    return target


def test_a_stored_price_is_what_the_coach_computes(recorded: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    stored = review(sample_hand(), 0)
    asked: list[str] = []
    real_lookup = prices.lookup
    monkeypatch.setattr(prices, "lookup", lambda name: asked.append(name) or None)
    computed = review(sample_hand(), 0)
    assert [e for e in stored if len(e.values) > 1]
    assert asked and all(real_lookup(name) is not None for name in asked)
    for mine, theirs in zip(stored, computed):
        assert list(mine.values.items()) == list(theirs.values.items())
        assert (mine.exact, mine.samples) == (theirs.exact, theirs.samples)


def test_prices_of_other_code_are_not_used(recorded: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    name = next(iter(json.loads(recorded.read_text(encoding="utf-8"))["prices"]))
    assert prices.lookup(name) is not None
    monkeypatch.setattr(prices, "_stored", None)
    monkeypatch.setattr(prices, "code_digest", lambda: "another code")
    assert prices.lookup(name) is None


@pytest.mark.parametrize("content", ["", "not json", "[]", '{"code": 1}', '{"code": "x", "prices": 3}'])
def test_a_broken_file_means_computing(fresh_memo: None, monkeypatch: pytest.MonkeyPatch, tmp_path: Path,
                                       content: str) -> None:
    broken = tmp_path / "prices.json"
    broken.write_text(content, encoding="utf-8")
    monkeypatch.setattr(prices, "PRICES", broken)
    assert prices.lookup("anything") is None


def test_recording_writes_what_was_computed_and_looks_nothing_up(
        fresh_memo: None, monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    target = tmp_path / "recorded.json"
    monkeypatch.setenv(prices.RECORD_VARIABLE, str(target))
    monkeypatch.setattr(prices, "_recorded", {})
    entry = next(e for e in review(sample_hand(), 0) if len(e.values) > 1)
    prices._write_recorded()
    data = json.loads(target.read_text(encoding="utf-8"))
    assert data["code"] == prices.code_digest()
    recorded = [v for v in data["prices"].values()
                if [c for c, _ in v["values"]] == [c.code for c in entry.values]]
    assert recorded and recorded[0]["values"] == [[c.code, x] for c, x in entry.values.items()]

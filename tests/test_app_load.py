"""The load benchmark's pure helpers (``benchmarks/app_load.py``): its report, its servers' commands, its reading of a page."""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "benchmarks"))

import app_load  # noqa: E402
from app_load import SERVERS, STORY_RIVAL, Answer, App, Reading, Run, Visit, WebApp  # noqa: E402

from briscola_teach.web.page import play_html  # noqa: E402
from briscola_teach.web.visitor import Visitor  # noqa: E402


def _run(visits: list[Visit]) -> Run:
    return Run(len(visits), visits, before=Reading(0, 46), during=Reading(len(visits), 48), after=Reading(0, 47),
               after_s=65, load=(1.0, 14.2, 2.5))


def _cells(row: str) -> list[str]:
    return [cell.strip() for cell in row.strip().strip("|").split("|")]


@pytest.mark.parametrize("server", sorted(SERVERS))
def test_each_row_has_a_cell_under_every_column(server: str) -> None:
    run = _run([Visit(first_widget=2.0, answer=Answer(0.9, 1.2)), Visit()])
    titles = _cells(app_load.header(server).splitlines()[0])
    row = _cells(app_load.report(run))
    assert len(row) == len(titles)
    assert dict(zip(titles, row))[f"held ({SERVERS[server].HOLDS}) before / during / after"] == "0 / 2 / 0"


def test_header_says_what_each_server_holds_for_its_visitors() -> None:
    assert "held (tables)" in app_load.header("web") and "held (kernels)" in app_load.header("voila")


def test_a_page_without_the_table_is_blank_unless_it_said_to_wait() -> None:
    run = _run([Visit(first_widget=3.0, answer=Answer(1.0, 1.0)), Visit(), Visit(waited=True)])
    row = dict(zip(_cells(app_load.header("web").splitlines()[0]), _cells(app_load.report(run))))
    assert (row["tables shown"], row["blank pages"], row["told to wait"]) == ("1", "1", "1")


def test_answer_figures_are_the_ones_the_page_timed() -> None:
    visits = [Visit(first_widget=1.0, answer=Answer(shown, seen, 0.01, 0.2, 0.1))
              for shown, seen in ((0.9, 3.0), (1.3, 5.0), (2.1, 9.0))]
    row = _cells(app_load.report(_run(visits)))
    assert row[6:8] == ["1.3", "2.1"]
    said = app_load.notes(_run(visits))
    assert any("script saw it" in line and "median 5.00 s, slowest 9.00 s" in line for line in said)
    assert any("first byte" in line and "median 0.10 s" in line for line in said)


def test_answers_timed_by_this_script_are_not_broken_down() -> None:
    visits = [Visit(first_widget=1.0, answer=Answer(1.1, 1.1)), Visit(error="TimeoutError: no card")]
    assert app_load.notes(_run(visits)) == ["error: TimeoutError: no card"]


def test_each_server_gets_its_idle_limit_in_its_own_words(tmp_path: Path) -> None:
    web = WebApp(tmp_path, cull_idle=60, extra=["--level", "experto"]).command()
    voila = App(tmp_path, cull_idle=60, extra=["--pool", "2"]).command()
    assert web[1:3] == ["-m", "briscola_teach.web"] and web[-4:] == ["--idle", "60", "--level", "experto"]
    assert voila[-4:] == ["--cull-idle", "60", "--pool", "2"]
    assert "--idle" not in WebApp(tmp_path).command()


@pytest.mark.parametrize("language", ["es", "en", "it"])
def test_the_benchmark_finds_the_rivals_card_in_the_story_of_the_plain_page(language: str, tmp_path: Path) -> None:
    visitor = Visitor("benchmark-visitor-1", data=tmp_path, language=language)
    drawn = play_html(visitor)
    story = drawn[drawn.index('class="bt-table-story"'):]
    title = visitor.words.text("table.events")
    # WebApp.STORY: the list right after the bold events title of the table's right column.
    listed = re.search(rf"<b>{re.escape(title)}</b><ul[^>]*>(.*?)</ul>", story)
    assert listed is not None
    lines = re.findall(r"<li[^>]*>(.*?)</li>", listed.group(1))
    rival = re.compile(STORY_RIVAL.strip("/"))
    assert sum(1 for line in lines if rival.search(line)) == 1, lines

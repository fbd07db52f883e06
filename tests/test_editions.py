"""The three editions of the lessons: built from one source each, the same lessons in every language."""

from __future__ import annotations

import re
from pathlib import Path

import nbformat
import pytest
from lesson_editions import load as _load_editions
from lesson_editions import load_splitter

REPO = Path(__file__).resolve().parents[1]


editions = _load_editions()
split_sources = load_splitter()
LESSONS = editions.lessons()
LINK = re.compile(r"\]\(([^)#\s]+\.ipynb)(?:#[^)]*)?\)")


def _ids(lessons: list[object]) -> list[str]:
    return [lesson.path.stem for lesson in lessons]  # type: ignore[attr-defined]


# -- the sources -----------------------------------------------------------------------

def test_there_is_a_source_for_every_lesson_and_every_edition_has_them_all() -> None:
    # The lessons are numbered from 00 on; pages that are no lesson (99, the progress page) come last.
    numbers = [lesson.path.name[:2] for lesson in LESSONS if lesson.path.name[:2] != "99"]
    assert numbers == [f"{n:02d}" for n in range(len(numbers))]
    assert [lesson.path.name[:2] for lesson in LESSONS][len(numbers):] == ["99"]
    for language in editions.LANGUAGES:
        stored = sorted(path.name for path in (editions.NOTEBOOKS / language).glob("*.ipynb"))
        assert stored == sorted(lesson.notebook_path(language).name for lesson in LESSONS)


@pytest.mark.parametrize("lesson", LESSONS, ids=_ids(LESSONS))
def test_every_block_of_every_cell_is_written(lesson: object) -> None:
    for cell in lesson.cells:  # type: ignore[attr-defined]
        for language, text in cell.texts.items():
            assert text.strip() and text.strip() != "TODO", \
                f"{lesson.sources[language]}:{cell.lines[language]}: cell {cell.id} is not written yet"  # type: ignore[attr-defined]


@pytest.mark.parametrize("lesson", LESSONS, ids=_ids(LESSONS))
def test_each_stored_edition_is_what_its_source_says(lesson: object) -> None:
    assert [problem for language in editions.LANGUAGES
            for problem in editions.differences(lesson, language)] == []


@pytest.mark.parametrize("lesson", LESSONS, ids=_ids(LESSONS))
def test_each_code_cell_is_one_program_in_every_language(lesson: object) -> None:
    assert editions.drift(lesson) == []


@pytest.mark.parametrize("lesson", LESSONS, ids=_ids(LESSONS))
def test_each_edition_sets_its_own_language_first(lesson: object) -> None:
    first = next(cell for cell in lesson.cells if cell.kind == "code")  # type: ignore[attr-defined]
    for language in editions.LANGUAGES:
        assert f'set_language("{language}")' in first.texts[language]


@pytest.mark.parametrize("lesson", LESSONS, ids=_ids(LESSONS))
def test_each_stored_widget_keeps_the_id_its_place_gives_it(lesson: object) -> None:
    # Re-running a lesson rewrites no widget line: `make notebooks` stores the ids by place.
    for language in editions.LANGUAGES:
        path = lesson.notebook_path(language)  # type: ignore[attr-defined]
        book = nbformat.read(path, as_version=4)
        assert editions.stable_widget_ids(book, path) == 0, f"{path.name}: run it with `make notebooks`"


def _with_widgets(ids: list[str]) -> nbformat.NotebookNode:
    book = nbformat.v4.new_notebook()
    view = editions.WIDGET_VIEW
    book.cells = [nbformat.v4.new_code_cell("screen", outputs=[
        nbformat.v4.new_output("display_data", data={view: {"model_id": model, "version_major": 2},
                                                      "text/html": "<p>picture</p>"}) for model in ids]),
                  nbformat.v4.new_code_cell("1 + 1", outputs=[
                      nbformat.v4.new_output("execute_result", data={"text/plain": "2"}, execution_count=1)])]
    return book


def test_widget_ids_by_place_are_the_same_on_every_run_and_differ_by_output_and_notebook() -> None:
    path = editions.NOTEBOOKS / "es" / "lesson.ipynb"
    first, second = _with_widgets(["a" * 32, "b" * 32]), _with_widgets(["c" * 32, "d" * 32])
    assert editions.stable_widget_ids(first, path) == 2
    assert editions.stable_widget_ids(second, path) == 2
    # Two runs' random ids, one stored notebook.
    assert [cell.outputs for cell in first.cells] == [cell.outputs for cell in second.cells]
    ids = [output["data"][editions.WIDGET_VIEW]["model_id"] for output in first.cells[0].outputs]
    assert len(set(ids)) == 2 and all(re.fullmatch(r"[0-9a-f]{32}", model) for model in ids)
    assert first.cells[0].outputs[0]["data"]["text/html"] == "<p>picture</p>"
    assert first.cells[1].outputs[0]["data"] == {"text/plain": "2"}
    assert editions.stable_widget_ids(first, path) == 0  # already stable: nothing to change
    other = _with_widgets(["a" * 32, "b" * 32])
    editions.stable_widget_ids(other, editions.NOTEBOOKS / "en" / "lesson.ipynb")
    assert other.cells[0].outputs[0]["data"][editions.WIDGET_VIEW]["model_id"] not in ids


# -- links ---------------------------------------------------------------------------

def _links(path: Path) -> list[str]:
    book = nbformat.read(path, as_version=4)
    return [link for cell in book.cells if cell.cell_type == "markdown" for link in LINK.findall(cell.source)]


def _notebooks() -> list[Path]:
    return sorted(editions.NOTEBOOKS.glob("*.ipynb")) + sorted(editions.NOTEBOOKS.glob("*/*.ipynb"))


@pytest.mark.parametrize("path", _notebooks(), ids=lambda path: str(path.relative_to(editions.NOTEBOOKS)))
def test_every_link_to_a_notebook_leads_to_one(path: Path) -> None:
    broken = [link for link in _links(path) if not (path.parent / link).resolve().is_file()]
    assert broken == []


def test_links_stay_inside_their_edition_except_to_the_other_editions_indexes() -> None:
    indexes = {language: LESSONS[0].notebook_path(language) for language in editions.LANGUAGES}
    for language in editions.LANGUAGES:
        for path in sorted((editions.NOTEBOOKS / language).glob("*.ipynb")):
            for link in _links(path):
                target = (path.parent / link).resolve()
                assert target.parent == path.parent or target in indexes.values(), \
                    f"{path.relative_to(REPO)} links {link}, outside the {language} edition"


def test_the_start_page_and_each_index_link_every_edition() -> None:
    indexes = {LESSONS[0].notebook_path(language).resolve() for language in editions.LANGUAGES}
    start = editions.NOTEBOOKS / "index.ipynb"
    assert {(start.parent / link).resolve() for link in _links(start)} >= indexes
    for index in indexes:
        linked = {(index.parent / link).resolve() for link in _links(index)}
        assert linked >= indexes - {index}, f"{index.name} does not link the other editions"


# -- the reader of sources and the comparison of programs -------------------------------

#: A lesson of two cells in three editions: the Spanish source says the minutes.
SOURCES = {
    "es": ('01_prueba', '<!-- lesson minutes="10-15" -->\n\n<!-- markdown 00 -->\n# Hola\n\n'
                        '<!-- code 01 tags=a,b -->\n```python\nx = 1\n```\n'),
    "en": ('01_test', '<!-- markdown 00 -->\n# Hello\n\n<!-- code 01 tags=a,b -->\n```python\nx = 1\n```\n'),
    "it": ('01_prova', '<!-- markdown 00 -->\n# Ciao\n\n<!-- code 01 tags=a,b -->\n```python\nx = 1\n```\n'),
}


def _sources(tmp_path: Path, **edits: str) -> Path:
    """The lesson above under ``tmp_path``, with an edition's text replaced (``it="..."``)."""
    for language, (name, text) in SOURCES.items():
        (tmp_path / language).mkdir(exist_ok=True)
        (tmp_path / language / f"{name}.md").write_text(edits.get(language, text), encoding="utf-8")
    return tmp_path


def test_a_lesson_is_read_from_one_source_per_edition_cell_by_cell(tmp_path: Path) -> None:
    lesson = editions.read("01", root=_sources(tmp_path))
    assert lesson.names == {"es": "01_prueba", "en": "01_test", "it": "01_prova"}
    assert lesson.minutes == (10, 15)
    assert [(cell.id, cell.kind, cell.tags) for cell in lesson.cells] == [("00", "markdown", ()),
                                                                         ("01", "code", ("a", "b"))]
    assert lesson.cells[0].texts == {"es": "# Hola", "en": "# Hello", "it": "# Ciao"}
    assert lesson.cells[1].texts["it"] == "x = 1"
    assert lesson.cells[1].lines == {"es": 6, "en": 4, "it": 4}
    book = editions.notebook(lesson, "en")
    assert [cell.source for cell in book.cells] == ["# Hello", "x = 1"]
    assert book.cells[1].metadata["tags"] == ["a", "b"]


ES, IT = "es/01_prueba.md", "it/01_prova.md"


@pytest.mark.parametrize(("italian", "message"), [
    ("<!-- code 01 tags=a,b -->\n```python\nx = 1\n```\n", f"{IT}: cell 00 is missing \\({ES}:3\\); it comes first"),
    ("<!-- markdown 00 -->\n# Ciao\n", f"{IT}: cell 01 is missing \\({ES}:6\\); it comes after cell 00 "
                                       r"\(here at line 1\)"),
    (SOURCES["it"][1] + "<!-- markdown 02 -->\nAltro\n", f"{IT}:8: cell 02 is not in {ES}"),
    ("<!-- code 01 tags=a,b -->\n```python\nx = 1\n```\n<!-- markdown 00 -->\n# Ciao\n",
     f"{IT}:1: cell 01 is out of order: in {ES} cell 00 \\(line 3\\) comes first"),
    ("<!-- markdown 00 -->\n# Ciao\n<!-- markdown 01 -->\nx\n", f"{IT}:3: cell 01 is markdown here, code tagged a,b in {ES}:6"),
    ("<!-- markdown 00 -->\n# Ciao\n<!-- code 01 -->\n```python\nx = 1\n```\n", f"{IT}:3: cell 01 is code here, code tagged a,b in {ES}:6"),
    ("<!-- markdown 00 -->\n# Ciao\n<!-- markdown 00 -->\nx\n", f"{IT}:3: a second cell 00"),
    ("<!-- markdown 00 -->\n# Ciao\n<!-- code 01 tags=a,b -->\nx = 1\n", f"{IT}:3: code cell 01 must be one ```python fenced block"),
    ("# Ciao\n<!-- markdown 00 -->\n", f"{IT}:1: text before the first cell marker"),
    ('<!-- lesson minutes="10-15" -->\n' + SOURCES["it"][1], f"{IT}:1: the minutes are said once, in {ES}"),
])
def test_an_edition_whose_cells_are_not_the_reference_editions_is_refused_naming_file_line_and_cell(
        tmp_path: Path, italian: str, message: str) -> None:
    with pytest.raises(editions.SourceError) as refused:
        editions.read("01", root=_sources(tmp_path, it=italian))
    assert re.match(message, str(refused.value).replace(f"{tmp_path}/", ""))


def test_the_build_stops_on_a_misaligned_edition_saying_which_cell(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    root = _sources(tmp_path, it="<!-- markdown 00 -->\n# Ciao\n")
    monkeypatch.setattr(editions, "SOURCES", root)
    assert editions.main(["build"]) == 2
    assert f"{IT}: cell 01 is missing ({ES}:6)" in capsys.readouterr().err.replace(str(root) + "/", "")


def test_a_lesson_in_one_edition_only_or_in_the_old_layout_is_refused(tmp_path: Path) -> None:
    root = _sources(tmp_path)
    (root / "it" / "02_altra.md").write_text("<!-- markdown 00 -->\nAltra\n", encoding="utf-8")
    with pytest.raises(editions.SourceError, match="02_altra.md: lesson 02 has no es source to translate"):
        editions.lessons(root=root)
    (root / "it" / "02_altra.md").unlink()
    (root / "en" / "01_test.md").rename(root / "en" / "01_other.md")
    (root / "en" / "01_again.md").write_text(SOURCES["en"][1], encoding="utf-8")
    with pytest.raises(editions.SourceError, match="en: 2 sources of lesson 01"):
        editions.lessons(root=root)
    (root / "en" / "01_again.md").unlink()
    assert editions.lessons(root=root)[0].names["en"] == "01_other"
    (root / "01_test.md").write_text('<!-- lesson es="01_prueba" en="01_test" it="01_prova" -->\n', encoding="utf-8")
    with pytest.raises(editions.SourceError, match="01_test.md in the old interleaved layout: run "):
        editions.lessons(root=root)


def test_a_code_cell_that_is_another_program_in_one_edition_is_named_by_its_file_and_line(tmp_path: Path) -> None:
    italian = SOURCES["it"][1].replace("x = 1", "x = 2")
    lesson = editions.read("01", root=_sources(tmp_path, it=italian))
    assert [problem.replace(str(tmp_path) + "/", "") for problem in editions.drift(lesson)] == [
        f"{IT}:4: code cell 01 is not the program of {ES}:6 in other words"]


def test_a_translator_is_told_which_cells_of_the_reference_changed_since_a_revision(tmp_path: Path) -> None:
    import subprocess

    root = _sources(tmp_path)
    git = ["git", "-c", "user.name=t", "-c", "user.email=t@t", "-C", str(root)]
    subprocess.run(git + ["init", "-q"], check=True)
    subprocess.run(git + ["add", "-A"], check=True)
    subprocess.run(git + ["commit", "-qm", "lesson"], check=True)
    assert editions.changed("HEAD", "it", root=root) == []
    with pytest.raises(editions.SourceError, match="'HEAD~3' is no git revision of "):
        editions.changed("HEAD~3", "it", root=root)
    spanish = SOURCES["es"][1].replace("# Hola", "# Hola a todos")
    _sources(root, es=spanish, it=SOURCES["it"][1])
    assert [line.replace(f"{root}/", "") for line in editions.changed("HEAD", "it", root=root)] == [
        f"{IT}:1: cell 00 ({ES}:3 changed)"]
    _sources(root, es=spanish + "<!-- markdown 02 -->\nAdiós\n", en=SOURCES["en"][1] + "<!-- markdown 02 -->\nBye\n",
             it=SOURCES["it"][1] + "<!-- markdown 02 -->\nCiao\n")
    assert [line.replace(f"{root}/", "") for line in editions.changed("HEAD", "en", root=root)] == [
        "en/01_test.md:1: cell 00 (es/01_prueba.md:3 changed)", "en/01_test.md:8: cell 02 (es/01_prueba.md:10 is new)"]


INTERLEAVED = ('<!-- lesson es="01_prueba" en="01_test" it="01_prova" minutes="10-15" -->\n\n'
               "<!-- markdown -->\n<!-- es -->\n# Hola\n\n<!-- en -->\n# Hello\n<!-- it -->\n# Ciao\n\n"
               "<!-- code tags=a,b -->\n<!-- es -->\n```python\nx = 1\n```\n<!-- en -->\n```python\nx = 1\n```\n"
               "<!-- it -->\n```python\nx = 1\n```\n")


def test_an_interleaved_source_splits_into_one_source_per_edition_once(tmp_path: Path) -> None:
    (tmp_path / "01_test.md").write_text(INTERLEAVED, encoding="utf-8")
    assert split_sources.main(tmp_path) == 0
    assert not (tmp_path / "01_test.md").exists()
    for language, (name, text) in SOURCES.items():
        assert (tmp_path / language / f"{name}.md").read_text(encoding="utf-8") == text
    written = {path: path.stat().st_mtime_ns for path in tmp_path.glob("*/*.md")}
    assert split_sources.main(tmp_path) == 0  # already split: nothing is written again
    assert {path: path.stat().st_mtime_ns for path in tmp_path.glob("*/*.md")} == written


def test_an_interleaved_source_brought_back_by_a_merge_is_split_again_over_its_editions(tmp_path: Path) -> None:
    _sources(tmp_path)
    (tmp_path / "01_test.md").write_text(INTERLEAVED.replace("# Ciao", "# Ciao a tutti")
                                         .replace('it="01_prova"', 'it="01_prova_nuova"'), encoding="utf-8")
    assert split_sources.main(tmp_path) == 0
    assert sorted(path.name for path in (tmp_path / "it").iterdir()) == ["01_prova_nuova.md"]
    assert editions.read("01", root=tmp_path).cells[0].texts["it"] == "# Ciao a tutti"


def test_an_interleaved_source_missing_a_block_is_left_in_place(tmp_path: Path,
                                                                capsys: pytest.CaptureFixture[str]) -> None:
    (tmp_path / "01_test.md").write_text(INTERLEAVED.replace("<!-- it -->\n# Ciao\n", ""), encoding="utf-8")
    assert split_sources.main(tmp_path) == 1
    assert "01_test.md: cell 00 (markdown) lacks it; left in place" in capsys.readouterr().err
    assert (tmp_path / "01_test.md").exists() and not (tmp_path / "es").exists()


def test_one_program_told_in_three_languages_is_the_same_program() -> None:
    spanish = 'mi_respuesta = 33   # tu cuenta\ncomprobar_puntos(["as de oros", "rey de copas"], mi_respuesta)'
    english = 'my_answer = 33\ncheck_points(["ace of diamonds", "king of hearts"], my_answer)  # your sum'
    italian = 'la_mia_risposta = 33\ncontrolla_punti(["asso di denari", "re di coppe"], la_mia_risposta)'
    assert editions.same_program(spanish, english)
    assert editions.same_program(spanish, italian)


@pytest.mark.parametrize("other", [
    'my_answer = 34\ncheck_points(["ace of diamonds", "king of hearts"], my_answer)',       # another number
    'my_answer = 33\ncheck_points(["ace of diamonds", "queen of hearts"], my_answer)',      # another card
    'my_answer = 33\ncheck_points(["ace of diamonds", "king of hearts"], answer)',          # another variable
    'my_answer = 33\ncheck_points(["ace of diamonds", "king of hearts"], my_answer.points)',  # more code
    'my_answer = 33\ncheck_points(["ace of diamonds", "king of hearts"], my_answer, total=1)',
])
def test_a_change_of_program_is_not_a_translation(other: str) -> None:
    spanish = 'mi_respuesta = 33\ncomprobar_puntos(["as de oros", "rey de copas"], mi_respuesta)'
    assert not editions.same_program(spanish, other)


def test_attribute_names_are_the_kits_own_in_every_language() -> None:
    assert not editions.same_program("carta.points", "card.punti")
    assert editions.same_program("carta.points", "card.points")


# -- the words the lessons share with the screens ----------------------------------------------

_CODE_SPAN = re.compile(r"`[^`]*`")
_LEVELS = ("random", "principiante", "sensato", "experto")


@pytest.mark.parametrize("language", editions.LANGUAGES)
def test_the_prose_names_the_computer_levels_as_the_table_menu_does(language: str) -> None:
    from briscola_teach.locale import text

    def names(lang: str) -> set[str]:
        return {text(f"bots.{level}", language=lang).lower() for level in _LEVELS}

    # Another edition's level names, and the Italian ones the menu never showed, are not this
    # edition's: a student looking for them on the screen would not find them.
    elsewhere = set().union(*(names(other) for other in editions.LANGUAGES)) | {"casuale", "sensat"}
    here = names(language)
    not_here = sorted(word for word in elsewhere if not any(h.startswith(word) or word.startswith(h)
                                                            for h in here))
    found = []
    for lesson in LESSONS:
        for cell in lesson.cells:
            if cell.kind != "markdown":
                continue
            prose = _CODE_SPAN.sub("", cell.texts[language]).lower()
            found += [f"{lesson.sources[language].name}:{cell.lines[language]}: {word}" for word in not_here
                      if re.search(rf"\b{re.escape(word)}", prose)]
    assert found == []

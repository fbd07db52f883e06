"""The three editions of the lessons: built from one source each, the same lessons in every language."""

from __future__ import annotations

import re
from pathlib import Path

import nbformat
import pytest
from lesson_editions import load as _load_editions

REPO = Path(__file__).resolve().parents[1]


editions = _load_editions()
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
                f"{lesson.path.name} line {cell.line}: the {language} block is not written yet"  # type: ignore[attr-defined]


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

def _source(tmp_path: Path, body: str) -> Path:
    path = tmp_path / "01_test.md"
    path.write_text('<!-- lesson es="01_prueba" en="01_test" it="01_prova" -->\n\n' + body, encoding="utf-8")
    return path


def test_a_source_is_read_into_cells_with_one_text_per_language(tmp_path: Path) -> None:
    lesson = editions.read(_source(tmp_path, (
        "<!-- markdown -->\n<!-- es -->\n# Hola\n\n<!-- en -->\n# Hello\n<!-- it -->\n# Ciao\n\n"
        "<!-- code tags=a,b -->\n<!-- es -->\n```python\nx = 1\n```\n<!-- en -->\n```python\nx = 1\n```\n"
        "<!-- it -->\n```python\nx = 1\n```\n")))
    assert lesson.names == {"es": "01_prueba", "en": "01_test", "it": "01_prova"}
    assert [(cell.kind, cell.tags) for cell in lesson.cells] == [("markdown", ()), ("code", ("a", "b"))]
    assert lesson.cells[0].texts == {"es": "# Hola", "en": "# Hello", "it": "# Ciao"}
    assert lesson.cells[1].texts["it"] == "x = 1"
    book = editions.notebook(lesson, "en")
    assert [cell.source for cell in book.cells] == ["# Hello", "x = 1"]
    assert book.cells[1].metadata["tags"] == ["a", "b"]


@pytest.mark.parametrize(("body", "message"), [
    ("<!-- markdown -->\n<!-- es -->\nHola\n<!-- en -->\nHello\n", r"01_test.md:3: this markdown cell has no it block"),
    ("<!-- markdown -->\nstray\n", r"01_test.md:4: text outside a language block"),
    ("<!-- es -->\nHola\n", r"01_test.md:3: a language block before the first cell"),
    ("<!-- code -->\n<!-- es -->\nx = 1\n<!-- en -->\nx\n<!-- it -->\nx\n",
     r"01_test.md:3: the es block of a code cell must be one ```python fenced block"),
    ("<!-- markdown -->\n<!-- es -->\na\n<!-- es -->\nb\n", r"01_test.md:6: a second es block in one cell"),
])
def test_a_faulty_source_is_refused_naming_the_file_and_line(tmp_path: Path, body: str, message: str) -> None:
    with pytest.raises(editions.SourceError, match=message):
        editions.read(_source(tmp_path, body))


def test_a_source_without_its_header_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "02_x.md"
    path.write_text("<!-- markdown -->\n", encoding="utf-8")
    with pytest.raises(editions.SourceError, match="the first line must be the header"):
        editions.read(path)


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
            found += [f"{lesson.path.stem}:{cell.line}: {word}" for word in not_here
                      if re.search(rf"\b{re.escape(word)}", prose)]
    assert found == []

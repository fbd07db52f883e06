"""The lessons' three editions (es, en, it), built from one source file per lesson.

Each lesson is written once, in ``notebooks/source/NN_name.md``: a header naming the
notebook in every language and saying how long the lesson takes a student on their own
(``minutes``: "25-35", or one number; the one place every table of times is tested against),
then its cells in order, each cell holding one block per language::

    <!-- lesson es="01_cartas_y_puntos" en="01_cards_and_points" it="01_carte_e_punti" minutes="20" -->

    <!-- markdown -->
    <!-- es -->
    # Las cartas y sus puntos
    <!-- en -->
    # Cards and their points
    <!-- it -->
    # Le carte e i loro punti

    <!-- code -->
    <!-- es -->
    ```python
    ver_cartas(["as de oros"], puntos=True)
    ```
    <!-- en -->
    ...

The cells, their order and their kinds are the source's, so the editions cannot drift
apart: ``build`` writes ``notebooks/<language>/<name>.ipynb`` (cells only; ``execute``
stores their outputs) and ``check`` fails when a stored notebook is not what its source
says. A code cell is the same program in every language, told in that language's words:
its blocks may differ only in names, strings that are not cards or suits, and comments
(``same_program`` says what that means exactly).

    python lab/editions.py build [LANGUAGE ...]     write the notebooks' cells from the sources
    python lab/editions.py execute [LANGUAGE ...] [NN ...]
                                                    run them and store their outputs (NN: only
                                                    those lessons, by number: ``execute it 07``)
    python lab/editions.py check                    say how stored notebooks differ from the sources

``build`` also writes the kit's manifest of the lessons (``briscola_teach/data/lessons.json``):
each lesson's notebook in every language, the fingerprint of every code cell as shipped, so a
lesson run as shipped is told from the student's own answers (``briscola_teach.progress``),
and which lesson each helper module serves (``helpers``: the lesson's code imports from it), so
no helper writes a lesson number; and the index notebook (``notebooks/index.ipynb``), where a
student picks an edition, from every edition the registry declares
(``briscola_teach/locale/<code>/edition.toml``) and the first lesson's header.
"""

from __future__ import annotations

import ast
import hashlib
import io
import keyword
import re
import sys
import tokenize
from dataclasses import dataclass
from pathlib import Path

import nbformat

from briscola_teach.locale import LANGUAGES as KIT_LANGUAGES
from briscola_teach.locale.editions import Edition, editions

REPO = Path(__file__).resolve().parents[1]
NOTEBOOKS = REPO / "notebooks"
SOURCES = NOTEBOOKS / "source"
#: What the kit knows of the lessons as shipped: their notebooks and their code cells' fingerprints.
MANIFEST = REPO / "briscola_teach" / "data" / "lessons.json"
#: The page a student picks an edition on.
INDEX = NOTEBOOKS / "index.ipynb"
#: The editions, in the order their blocks are written: the kit's languages.
LANGUAGES: tuple[str, ...] = tuple(KIT_LANGUAGES)
#: How the kernel names itself; a notebook stored with another name is marked modified on opening.
KERNELSPEC = {"display_name": "Python 3 (ipykernel)", "language": "python", "name": "python3"}

_HEADER = re.compile(r'<!-- lesson((?: [a-z]{2}="[^"]+")+)(?: minutes="(\d+(?:-\d+)?)")? -->')
_NAMES = re.compile(r'([a-z]{2})="([^"]+)"')
_CELL = re.compile(r"<!-- (markdown|code)(?: tags=([\w,-]+))? -->")
_LANGUAGE = re.compile(r"<!-- (%s) -->" % "|".join(LANGUAGES))
_FENCE = re.compile(r"\A```python\n(.*?)\n?```\Z", re.DOTALL)


class SourceError(ValueError):
    """A lesson source that cannot be read: the message names the file and the line."""


@dataclass(frozen=True)
class Cell:
    """One cell of a lesson: its kind, its tags and its text in every language."""

    kind: str
    texts: dict[str, str]
    tags: tuple[str, ...] = ()
    line: int = 0


@dataclass(frozen=True)
class Lesson:
    """One lesson's source: the notebook's name in every language and its cells."""

    path: Path
    names: dict[str, str]
    cells: tuple[Cell, ...]
    #: How long the lesson takes a student on their own, in minutes: (least, most); None if unsaid.
    minutes: tuple[int, int] | None = None

    def notebook_path(self, language: str) -> Path:
        """Where the lesson's edition in ``language`` is stored."""
        return NOTEBOOKS / language / f"{self.names[language]}.ipynb"


def read(path: Path, *, languages: tuple[str, ...] = LANGUAGES) -> Lesson:
    """The lesson written in ``path``; every cell must have a block in each of ``languages``."""
    lines = path.read_text(encoding="utf-8").splitlines()
    where = f"{path.relative_to(REPO) if path.is_relative_to(REPO) else path}"
    header = next((i for i, line in enumerate(lines) if line.strip()), None)
    match = _HEADER.fullmatch(lines[header]) if header is not None else None
    if match is None:
        raise SourceError(f"{where}: the first line must be the header "
                          '<!-- lesson es="..." en="..." it="..." minutes="..." -->')
    names = dict(_NAMES.findall(match.group(1)))
    minutes = None
    if match.group(2):
        least, _, most = match.group(2).partition("-")
        minutes = (int(least), int(most or least))
    missing = [language for language in languages if language not in names]
    if missing:
        raise SourceError(f"{where}: the header names no notebook for {', '.join(missing)}")

    cells: list[Cell] = []
    kind: str | None = None
    tags: tuple[str, ...] = ()
    start = 0
    blocks: dict[str, list[str]] = {}
    language: str | None = None

    def close() -> None:
        if kind is None:
            return
        absent = [lang for lang in languages if lang not in blocks]
        if absent:
            raise SourceError(f"{where}:{start}: this {kind} cell has no {', '.join(absent)} block")
        texts = {lang: "\n".join(block).strip("\n") for lang, block in blocks.items()}
        if kind == "code":
            for lang, code in texts.items():
                fenced = _FENCE.fullmatch(code)
                if fenced is None:
                    raise SourceError(f"{where}:{start}: the {lang} block of a code cell must be "
                                      "one ```python fenced block")
                texts[lang] = fenced.group(1)
        cells.append(Cell(kind, texts, tags, start))

    for number, line in enumerate(lines[header + 1:], start=header + 2):
        cell = _CELL.fullmatch(line)
        if cell:
            close()
            kind, tags, start = cell.group(1), tuple(filter(None, (cell.group(2) or "").split(","))), number
            blocks, language = {}, None
            continue
        block = _LANGUAGE.fullmatch(line)
        if block:
            if kind is None:
                raise SourceError(f"{where}:{number}: a language block before the first cell")
            language = block.group(1)
            if language in blocks:
                raise SourceError(f"{where}:{number}: a second {language} block in one cell")
            blocks[language] = []
            continue
        if language is None:
            if line.strip():
                raise SourceError(f"{where}:{number}: text outside a language block: {line[:60]!r}")
            continue
        blocks[language].append(line)
    close()
    if not cells:
        raise SourceError(f"{where}: no cells")
    return Lesson(path, names, tuple(cells), minutes)


def lessons_sources() -> list[Path]:
    """Every lesson's source file, in order."""
    return [path for path in sorted(SOURCES.glob("*.md")) if path.name != "README.md"]


def lessons(*, languages: tuple[str, ...] = LANGUAGES) -> list[Lesson]:
    """Every lesson's source, in order."""
    return [read(path, languages=languages) for path in lessons_sources()]


def notebook(lesson: Lesson, language: str) -> nbformat.NotebookNode:
    """The lesson's edition in ``language``, its cells without outputs."""
    cells = []
    for index, cell in enumerate(lesson.cells):
        metadata = {"tags": list(cell.tags)} if cell.tags else {}
        make = nbformat.v4.new_code_cell if cell.kind == "code" else nbformat.v4.new_markdown_cell
        cells.append(make(cell.texts[language], metadata=metadata, id=cell_id(language, index)))
    book = nbformat.v4.new_notebook(cells=cells)
    book.metadata = {"kernelspec": dict(KERNELSPEC), "language_info": {"name": "python"}}
    return book


def cells_of(book: nbformat.NotebookNode) -> list[tuple[str, str, tuple[str, ...]]]:
    """What a notebook is made of, outputs aside: each cell's kind, text and tags."""
    return [(cell.cell_type, cell.source, tuple(cell.metadata.get("tags", ())))
            for cell in book.cells]


def differences(lesson: Lesson, language: str) -> list[str]:
    """How the stored edition differs from what the source says it is (empty when it does not)."""
    path = lesson.notebook_path(language)
    if not path.exists():
        return [f"{path.relative_to(REPO)} is missing: run `make notebooks`"]
    stored = cells_of(nbformat.read(path, as_version=4))
    wanted = cells_of(notebook(lesson, language))
    if stored == wanted:
        return []
    if len(stored) != len(wanted):
        return [f"{path.relative_to(REPO)} has {len(stored)} cells, its source "
                f"{lesson.path.name} {len(wanted)}: run `make notebooks`"]
    first = next(i for i, (a, b) in enumerate(zip(stored, wanted)) if a != b)
    return [f"{path.relative_to(REPO)}: cell {first + 1} is not what {lesson.path.name} "
            f"line {lesson.cells[first].line} says: run `make notebooks`"]


def build(languages: tuple[str, ...] = LANGUAGES) -> list[Path]:
    """Write every edition whose cells differ from its source, and the manifest; return the files written.

    A notebook whose cells already match keeps its stored outputs.
    """
    written = []
    for lesson in lessons(languages=languages):
        for language in languages:
            path = lesson.notebook_path(language)
            book = notebook(lesson, language)
            if path.exists() and cells_of(nbformat.read(path, as_version=4)) == cells_of(book):
                continue
            path.parent.mkdir(parents=True, exist_ok=True)
            nbformat.write(book, path)
            written.append(path)
    if manifest_differences():
        MANIFEST.write_text(manifest(lessons()), encoding="utf-8")
        written.append(MANIFEST)
    if index_differences():
        nbformat.write(index_notebook(), INDEX)
        written.append(INDEX)
    return written


# -- the index notebook, from the registry ------------------------------------------------

def index_markdown(every: tuple[Edition, ...], first: dict[str, str]) -> str:
    """The index page's text: a link to each edition's first lesson (``first``: its notebook by language) and guide."""
    said = {key: " · ".join(edition.index[key] for edition in every) for key in ("choose", "same", "guide")}
    rows = "".join(f"| **[{edition.name}]({edition.notebooks}/{first[edition.code]}.ipynb)** | "
                   f"{edition.index['about']} |\n" for edition in every)
    guides = " · ".join(f"[{edition.index['guide_link']}](../docs/{edition.guide}/README.md)" for edition in every)
    return (f"# {' · '.join(dict.fromkeys(edition.game for edition in every))}\n\n"
            f"**{said['choose']}**\n\n| | |\n|---|---|\n{rows}\n{said['same']}.\n\n"
            f"**{said['guide']}:** {guides}\n")


def index_notebook(every: tuple[Edition, ...] | None = None, first: dict[str, str] | None = None,
                   ) -> nbformat.NotebookNode:
    """The index notebook: one page in every edition's words (default: the registry's, the first lesson's names)."""
    every = editions() if every is None else every
    first = read(lessons_sources()[0], languages=()).names if first is None else first
    book = nbformat.v4.new_notebook(cells=[nbformat.v4.new_markdown_cell(index_markdown(every, first),
                                                                         id="choose-language")])
    book.metadata = {"kernelspec": dict(KERNELSPEC), "language_info": {"name": "python"}}
    return book


def index_differences() -> list[str]:
    """Whether the stored index notebook is what the registry says (empty when it is)."""
    if INDEX.exists() and cells_of(nbformat.read(INDEX, as_version=4)) == cells_of(index_notebook()):
        return []
    return [f"{INDEX.relative_to(REPO)} is not what the editions' files say: run `make notebooks`"]


def manifest(every: list[Lesson]) -> str:
    """The kit's manifest of ``every`` lesson (all languages): notebook names by number, shipped cells' fingerprints."""
    import json

    from briscola_teach.progress import code_digest

    notebooks = {language: {lesson.path.name[:2]: lesson.names[language] for lesson in every}
                 for language in LANGUAGES}
    cells = sorted({code_digest(cell.texts[language]) for lesson in every for cell in lesson.cells
                    if cell.kind == "code" for language in LANGUAGES})
    # Which code cell is which: its lines' fingerprints (every language), and its id in each edition.
    lines = {lesson.path.name[:2]: {str(index): sorted({code_digest(line) for language in LANGUAGES
                                                         for line in cell.texts[language].splitlines()
                                                         if line.strip() and not line.lstrip().startswith("#")})
                                     for index, cell in enumerate(lesson.cells) if cell.kind == "code"}
             for lesson in every}
    ids = {language: {lesson.path.name[:2]: {str(index): cell_id(language, index)
                                             for index, cell in enumerate(lesson.cells) if cell.kind == "code"}
                      for lesson in every} for language in LANGUAGES}
    return json.dumps({"notebooks": notebooks, "shipped_cells": cells, "cell_lines": lines, "cell_ids": ids,
                       "helpers": helpers(every)}, ensure_ascii=False, indent=0) + "\n"


#: The kit's packages whose modules serve lessons (``briscola_teach.progress.lesson_of``).
HELPER_PACKAGES = ("briscola_teach.lessons.", "briscola_teach.widgets.")


def imported(lesson: Lesson) -> dict[str, set[str]]:
    """The kit's names the lesson's code imports (as the kit's English names), by the module they live in."""
    import importlib

    found: dict[str, set[str]] = {}
    for cell in lesson.cells:
        if cell.kind != "code":
            continue
        try:
            tree = ast.parse(cell.texts[LANGUAGES[0]])
        except SyntaxError:  # a cell that is not plain Python (a magic) imports nothing of the kit
            continue
        for node in ast.walk(tree):
            if not isinstance(node, ast.ImportFrom) or not (node.module or "").startswith("briscola_teach"):
                continue
            module = importlib.import_module(node.module or "")
            for name in node.names:
                value = getattr(module, name.name)
                real = getattr(value, "real", value)  # an alias stands for its English helper
                home = real.__module__ if callable(real) else node.module
                found.setdefault(str(home), set()).add(real.__name__ if callable(real) else name.name)
    return found


def helpers(every: list[Lesson]) -> dict[str, str]:
    """Which lesson each helper module serves: the one whose code imports the most of its names (the first on a tie).

    A helper records a student's answer under that lesson (``progress.lesson_of(__name__)``), so
    no lesson number is written in the kit's code.
    """
    counts: dict[str, dict[str, int]] = {}
    for lesson in every:
        for module, names in imported(lesson).items():
            if module.startswith(HELPER_PACKAGES):
                counts.setdefault(module, {})[lesson.path.name[:2]] = len(names)
    return {module: max(by_lesson, key=lambda number: (by_lesson[number], -int(number)))
            for module, by_lesson in sorted(counts.items())}


def cell_id(language: str, index: int) -> str:
    """The id of a lesson's cell in an edition: the same on every build, so a link can point at it."""
    return f"{language}-{index:02d}"


def manifest_differences() -> list[str]:
    """Whether the stored manifest is what the sources say (empty when it is)."""
    if MANIFEST.exists() and MANIFEST.read_text(encoding="utf-8") == manifest(lessons()):
        return []
    return [f"{MANIFEST.relative_to(REPO)} is not what the sources say: run `make notebooks`"]


#: The output that shows a widget; its model id is a fresh random one on every run.
WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"


def stable_widget_ids(book: nbformat.NotebookNode, path: Path) -> int:
    """Give each widget output of ``book`` a model id made from where it stands; how many changed.

    A run names every widget anew at random, so without this every re-run would rewrite
    every lesson's widget lines.  No widget state is stored, so the id points at no
    model either way: JupyterLab and a web page show the still picture beside it, and a
    run replaces the output.  The id is the notebook's path under ``notebooks/``, the
    cell and the output, hashed: the same on every run, different for every output.
    """
    changed = 0
    name = path.resolve().relative_to(NOTEBOOKS).as_posix()
    for index, cell in enumerate(book.cells):
        for number, output in enumerate(cell.get("outputs", [])):
            view = output.get("data", {}).get(WIDGET_VIEW)
            if view is None:
                continue
            model = hashlib.sha256(f"{name}:{index}:{number}".encode()).hexdigest()[:32]
            changed += view.get("model_id") != model
            view["model_id"] = model
    return changed


def execute(paths: list[Path]) -> None:
    """Run each notebook in its own folder and store its outputs (no timings, no widget state)."""
    from nbclient import NotebookClient

    for path in paths:
        book = nbformat.read(path, as_version=4)
        NotebookClient(book, timeout=300, kernel_name="python3", record_timing=False,
                       store_widget_state=False,
                       resources={"metadata": {"path": str(path.parent)}}).execute()
        book.metadata["kernelspec"] = dict(KERNELSPEC)
        stable_widget_ids(book, path)
        nbformat.write(book, path)
        print(f"ran {path.relative_to(REPO)}")


# -- the same program in every language ---------------------------------------------------

def _literal(token: str) -> str:
    """What a string literal stands for: a card, a suit, or just some text."""
    from briscola_teach import Card, Suit

    try:
        value = ast.literal_eval(token)
    except (ValueError, SyntaxError):
        return "STR"
    if not isinstance(value, str):
        return "STR"
    for kind, parse in (("CARD", Card.parse), ("SUIT", Suit.parse)):
        try:
            return f"{kind}:{parse(value)!r}"
        except ValueError:
            pass
    return "STR"


def program(code: str, language: str | None = None) -> list[str]:
    """A code block's shape: its tokens with names numbered by first use, comments dropped.

    Attribute names (after a dot) are kept, being the kit's English API; strings that
    name a card or a suit become that card or suit, in whatever language they are written
    (a number as the edition's own deck prints it: "10 di spade" is the re on an Italian deck).
    """
    from briscola_teach.locale import using

    with using(language):
        return _shape(code)


def _shape(code: str) -> list[str]:
    names: dict[str, str] = {}
    shape = []
    previous = ""
    skip = {tokenize.COMMENT, tokenize.NL, tokenize.ENCODING, tokenize.ENDMARKER}
    tokens = tokenize.generate_tokens(io.StringIO(code + "\n").readline)
    for token in tokens:
        if token.type in skip:
            continue
        if token.type == tokenize.NAME and not keyword.iskeyword(token.string) and previous != ".":
            shape.append(names.setdefault(token.string, f"N{len(names)}"))
        elif token.type == tokenize.STRING:
            shape.append(_literal(token.string))
        elif token.type in {getattr(tokenize, "FSTRING_START", -1), getattr(tokenize, "FSTRING_MIDDLE", -1),
                            getattr(tokenize, "FSTRING_END", -1)}:
            if not shape or shape[-1] != "FSTR":
                shape.append("FSTR")
        else:
            shape.append(token.string)
        previous = token.string
    return shape


def same_program(first: str, second: str) -> bool:
    """Whether two code blocks are one program in two languages' words."""
    return program(first) == program(second)


def drift(lesson: Lesson) -> list[str]:
    """Each code cell whose blocks are not the same program in every language."""
    found = []
    for cell in lesson.cells:
        if cell.kind != "code":
            continue
        reference = program(cell.texts[LANGUAGES[0]], LANGUAGES[0])
        for language in LANGUAGES[1:]:
            if language in cell.texts and program(cell.texts[language], language) != reference:
                found.append(f"{lesson.path.name} line {cell.line}: the {language} code is not "
                             f"the {LANGUAGES[0]} program in other words")
    return found


def main(argv: list[str]) -> int:
    """Run one command: build, execute or check."""
    command, *rest = argv or ["help"]
    # Two-digit arguments pick lessons by number (``execute it 07 10``); the rest are editions.
    numbers = {arg for arg in rest if arg.isdigit()}
    languages = tuple(arg for arg in rest if arg not in numbers) or LANGUAGES
    unknown = [language for language in languages if language not in LANGUAGES]
    if unknown:
        print(f"unknown edition {', '.join(unknown)}; the editions are {', '.join(LANGUAGES)}",
              file=sys.stderr)
        return 2
    try:
        if command == "build":
            for path in build(languages):
                print(f"wrote {path.relative_to(REPO)}")
            return 0
        if command == "execute":
            execute([lesson.notebook_path(language) for lesson in lessons(languages=languages)
                     for language in languages
                     if not numbers or lesson.path.name[:2] in numbers])
            return 0
        if command == "check":
            problems = [problem for lesson in lessons(languages=languages)
                        for problem in drift(lesson) + [p for lang in languages
                                                        for p in differences(lesson, lang)]]
            problems += manifest_differences() + index_differences()
            print("\n".join(problems) or "every edition is what its source says")
            return 1 if problems else 0
    except SourceError as error:
        print(error, file=sys.stderr)
        return 2
    print(__doc__)
    return 0 if command == "help" else 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

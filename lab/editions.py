"""The lessons' three editions (es, en, it), built from one source per lesson and edition.

Each lesson is written once per language, in ``notebooks/source/<language>/NN_<name>.md``:
the file's name is the notebook's (``notebooks/<language>/NN_<name>.ipynb``), ``NN`` the
lesson's number in every edition.  A source is the lesson's cells in order, each under a
marker that gives its kind and its id::

    <!-- lesson minutes="20" -->

    <!-- markdown 00 -->
    # Las cartas y sus puntos

    <!-- code 01 -->
    ```python
    ver_cartas(["as de oros"], puntos=True)
    ```

The Spanish source is the reference (``REFERENCE``): its cells' ids, order, kinds and tags
are every edition's, and only it has the header, which says how long the lesson takes a
student on their own (``minutes``: "25-35", or one number; the one place every table of
times is tested against).  Every other edition has the same cells under the same markers,
in its own words; a cell missing, extra, out of order or of another kind in one edition
stops the build with the file, the line and the cell's id.  So the editions cannot drift
apart: ``build`` writes ``notebooks/<language>/<name>.ipynb`` (cells only; ``execute``
stores their outputs) and ``check`` fails when a stored notebook is not what its source
says.  A code cell is the same program in every language, told in that language's words:
its texts may differ only in names, strings that are not cards or suits, and comments
(``same_program`` says what that means exactly).

    python lab/editions.py build [LANGUAGE ...]     write the notebooks' cells from the sources
    python lab/editions.py execute [LANGUAGE ...] [NN ...]
                                                    run them and store their outputs (NN: only
                                                    those lessons, by number: ``execute it 07``)
    python lab/editions.py check                    say how stored notebooks differ from the sources
    python lab/editions.py changed REVISION LANGUAGE
                                                    where LANGUAGE has each cell whose es text changed
                                                    since the git REVISION: what its translator redoes

``build`` also writes the kit's manifest of the lessons (``briscola_teach/data/lessons.json``):
each lesson's notebook in every language, the fingerprint of every code cell as shipped, so a
lesson run as shipped is told from the student's own answers (``briscola_teach.progress``),
and which lesson each helper module serves (``helpers``: the lesson's code imports from it), so
no helper writes a lesson number; and the index notebook (``notebooks/index.ipynb``), where a
student picks an edition, from every edition the registry declares
(``briscola_teach/locale/<code>/edition.toml``) and the first lesson's notebook names.
"""

from __future__ import annotations

import ast
import hashlib
import io
import keyword
import re
import sys
import tokenize
from dataclasses import dataclass, field
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

#: The language the other editions are translated from: its source says the cells' order and the lesson's minutes.
REFERENCE = LANGUAGES[0]

_HEADER = re.compile(r'<!-- lesson minutes="(\d+(?:-\d+)?)" -->')
_CELL = re.compile(r"<!-- (markdown|code) ([\w-]+)(?: tags=([\w,-]+))? -->")
_FENCE = re.compile(r"\A```python\n(.*?)\n?```\Z", re.DOTALL)
#: A lesson's source in an edition: ``NN_`` and the notebook's name in that language.
_SOURCE = re.compile(r"\d\d_[\w-]+\.md")


class SourceError(ValueError):
    """A lesson source that cannot be read: the message names the file, the line and the cell."""


@dataclass(frozen=True)
class Cell:
    """One cell of a lesson: its id, kind and tags, its text in every language and its line in each source."""

    kind: str
    texts: dict[str, str]
    tags: tuple[str, ...] = ()
    line: int = 0
    id: str = ""
    lines: dict[str, int] = field(default_factory=dict)


@dataclass(frozen=True)
class Lesson:
    """One lesson: its source in every language (the file's name is the notebook's) and its cells."""

    path: Path
    names: dict[str, str]
    cells: tuple[Cell, ...]
    #: How long the lesson takes a student on their own, in minutes: (least, most); None if unsaid.
    minutes: tuple[int, int] | None = None
    sources: dict[str, Path] = field(default_factory=dict)

    @property
    def number(self) -> str:
        """The lesson's two digits, the same in every edition ("06")."""
        return self.path.name[:2]

    def notebook_path(self, language: str) -> Path:
        """Where the lesson's edition in ``language`` is stored."""
        return NOTEBOOKS / language / f"{self.names[language]}.ipynb"


def _where(path: Path) -> str:
    return (path.relative_to(REPO) if path.is_relative_to(REPO) else path).as_posix()


@dataclass(frozen=True)
class _Written:
    """One cell as one edition's source writes it."""

    id: str
    kind: str
    tags: tuple[str, ...]
    text: str
    line: int


def read_edition(path: Path) -> tuple[tuple[int, int] | None, list[_Written]]:
    """The minutes said in ``path``'s header (None without one) and its cells in order."""
    return _parse(path.read_text(encoding="utf-8"), _where(path))


def _parse(text: str, where: str) -> tuple[tuple[int, int] | None, list[_Written]]:
    lines = text.splitlines()
    minutes = None
    start = next((i for i, line in enumerate(lines) if line.strip()), len(lines))
    header = _HEADER.fullmatch(lines[start]) if start < len(lines) else None
    if header:
        least, _, most = header.group(1).partition("-")
        minutes = (int(least), int(most or least))
        start += 1
    cells: list[_Written] = []
    marker: re.Match[str] | None = None
    body: list[str] = []
    begun = 0

    def close() -> None:
        if marker is None:
            return
        kind, name = marker.group(1), marker.group(2)
        text = "\n".join(body).strip("\n")
        if kind == "code":
            fenced = _FENCE.fullmatch(text)
            if fenced is None:
                raise SourceError(f"{where}:{begun}: code cell {name} must be one ```python fenced block")
            text = fenced.group(1)
        if any(cell.id == name for cell in cells):
            raise SourceError(f"{where}:{begun}: a second cell {name}; each cell's id is said once")
        cells.append(_Written(name, kind, tuple(filter(None, (marker.group(3) or "").split(","))), text, begun))

    for number, line in enumerate(lines[start:], start=start + 1):
        found = _CELL.fullmatch(line)
        if found:
            close()
            marker, body, begun = found, [], number
        elif marker is None and line.strip():
            raise SourceError(f"{where}:{number}: text before the first cell marker "
                              f"(<!-- markdown 00 --> or <!-- code 01 -->): {line[:60]!r}")
        else:
            body.append(line)
    close()
    if not cells:
        raise SourceError(f"{where}: no cells")
    return minutes, cells


def _aligned(reference: list[_Written], edition: list[_Written], where: str, origin: str) -> None:
    """Refuse an edition whose cells are not the reference's, in its order, kinds and tags."""
    theirs = {cell.id: cell for cell in reference}
    ours = {cell.id: cell for cell in edition}
    extra = next((cell for cell in edition if cell.id not in theirs), None)
    if extra:
        raise SourceError(f"{where}:{extra.line}: cell {extra.id} is not in {origin}: remove it, "
                          f"or add it to {origin} first")
    missing = next((index for index, cell in enumerate(reference) if cell.id not in ours), None)
    if missing is not None:
        before = reference[missing - 1].id if missing else None
        after = f"after cell {before} (here at line {ours[before].line})" if before else "first"
        raise SourceError(f"{where}: cell {reference[missing].id} is missing ({origin}:"
                          f"{reference[missing].line}); it comes {after}")
    for mine, wanted in zip(edition, reference):
        if mine.id != wanted.id:
            raise SourceError(f"{where}:{mine.line}: cell {mine.id} is out of order: in {origin} "
                              f"cell {wanted.id} (line {wanted.line}) comes first")
        if (mine.kind, mine.tags) != (wanted.kind, wanted.tags):
            raise SourceError(f"{where}:{mine.line}: cell {mine.id} is {_described(mine)} here, "
                              f"{_described(wanted)} in {origin}:{wanted.line}")


def _described(cell: _Written) -> str:
    return cell.kind + (f" tagged {','.join(cell.tags)}" if cell.tags else "")


def _lesson_sources(number: str, root: Path, languages: tuple[str, ...]) -> dict[str, Path]:
    found: dict[str, Path] = {}
    for language in languages:
        paths = sorted((root / language).glob(f"{number}_*.md"))
        if len(paths) != 1:
            raise SourceError(f"{_where(root / language)}: {len(paths)} sources of lesson {number} "
                              f"(one is wanted: {number}_<its notebook's name>.md)")
        found[language] = paths[0]
    return found


def read(number: str, *, languages: tuple[str, ...] = LANGUAGES, root: Path | None = None) -> Lesson:
    """Lesson ``number`` ("06"): its source in each of ``languages``, cell by cell as the reference edition's.

    The reference edition (es) says the cells, their order, kinds and tags, and the lesson's
    minutes; every other edition's source has the same cells, by id, in the same order.
    """
    root = SOURCES if root is None else root
    wanted = tuple(dict.fromkeys((REFERENCE, *languages)))
    sources = _lesson_sources(number, root, wanted)
    minutes, reference = read_edition(sources[REFERENCE])
    written = {REFERENCE: reference}
    for language in wanted[1:]:
        said, written[language] = read_edition(sources[language])
        if said is not None:
            raise SourceError(f"{_where(sources[language])}:1: the minutes are said once, in "
                              f"{_where(sources[REFERENCE])}")
        _aligned(reference, written[language], _where(sources[language]), _where(sources[REFERENCE]))
    cells = []
    for index, first in enumerate(reference):
        cells.append(Cell(first.kind, {language: written[language][index].text for language in wanted},
                          first.tags, first.line, first.id,
                          {language: written[language][index].line for language in wanted}))
    return Lesson(sources[REFERENCE], {language: path.stem for language, path in sources.items()},
                  tuple(cells), minutes, sources)


def changed(since: str, language: str, *, root: Path | None = None) -> list[str]:
    """Where ``language`` has each cell whose reference text changed since the git revision ``since``."""
    import subprocess

    root = SOURCES if root is None else root
    if subprocess.run(["git", "rev-parse", "--verify", "--quiet", f"{since}^{{commit}}"], cwd=root,
                      capture_output=True).returncode != 0:
        raise SourceError(f"{since!r} is no git revision of {_where(root)}")
    found = []
    for lesson in lessons(languages=(language,), root=root):
        origin = f"{REFERENCE}/{lesson.path.name}"
        shown = subprocess.run(["git", "show", f"{since}:./{origin}"], cwd=root, capture_output=True, text=True)
        if shown.returncode != 0:
            found.append(f"{_where(lesson.sources[language])}: every cell ({origin} is not in {since})")
            continue
        before = {cell.id: cell.text for cell in _parse(shown.stdout, f"{since}:{origin}")[1]}
        found += [f"{_where(lesson.sources[language])}:{cell.lines[language]}: cell {cell.id} "
                  f"({origin}:{cell.line} {'changed' if cell.id in before else 'is new'})"
                  for cell in lesson.cells if before.get(cell.id) != cell.texts[REFERENCE]]
    return found


def lessons(*, languages: tuple[str, ...] = LANGUAGES, root: Path | None = None) -> list[Lesson]:
    """Every lesson, in order: those of the reference edition; another edition's extra source is refused."""
    root = SOURCES if root is None else root
    interleaved = sorted(path.name for path in root.glob("*.md") if _SOURCE.fullmatch(path.name))
    if interleaved:
        raise SourceError(f"{_where(root)}: {', '.join(interleaved)} in the old interleaved layout: "
                          "run `python lab/split_sources.py`")
    numbers = sorted({path.name[:2] for path in (root / REFERENCE).glob("*.md") if _SOURCE.fullmatch(path.name)})
    for language in languages:
        extra = sorted(path for path in (root / language).glob("*.md")
                       if _SOURCE.fullmatch(path.name) and path.name[:2] not in numbers)
        if extra:
            raise SourceError(f"{_where(extra[0])}: lesson {extra[0].name[:2]} has no "
                              f"{REFERENCE} source to translate")
    return [read(number, languages=languages, root=root) for number in numbers]


#: Written in a markdown cell of a source, it becomes the links to the lesson in every edition (:func:`edition_links`).
EDITIONS_MARK = "{{editions}}"


def edition_links(lesson: Lesson, language: str, every: tuple[Edition, ...] | None = None) -> str:
    """The line that links ``lesson`` in every edition the registry declares, said in ``language``'s words."""
    every = editions() if every is None else every
    said = next(edition for edition in every if edition.code == language).index["course_in"]
    links = " · ".join(f"[{edition.name}](../{edition.notebooks}/{lesson.names[edition.code]}.ipynb)"
                       for edition in every if edition.code in lesson.names)
    return f"{said}: {links}"


def notebook(lesson: Lesson, language: str) -> nbformat.NotebookNode:
    """The lesson's edition in ``language``, its cells without outputs (markdown's ``{{editions}}`` filled in)."""
    cells = []
    for index, cell in enumerate(lesson.cells):
        metadata = {"tags": list(cell.tags)} if cell.tags else {}
        text = cell.texts[language]
        if cell.kind == "code":
            cells.append(nbformat.v4.new_code_cell(text, metadata=metadata, id=cell_id(language, index)))
            continue
        if EDITIONS_MARK in text:
            text = text.replace(EDITIONS_MARK, edition_links(lesson, language))
        cells.append(nbformat.v4.new_markdown_cell(text, metadata=metadata, id=cell_id(language, index)))
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
    source = _where(lesson.sources[language])
    if len(stored) != len(wanted):
        return [f"{path.relative_to(REPO)} has {len(stored)} cells, its source "
                f"{source} {len(wanted)}: run `make notebooks`"]
    first = next(i for i, (a, b) in enumerate(zip(stored, wanted)) if a != b)
    return [f"{path.relative_to(REPO)}: cell {first + 1} is not what {source}:"
            f"{lesson.cells[first].lines[language]} (cell {lesson.cells[first].id}) says: run `make notebooks`"]


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
    first = lessons()[0].names if first is None else first
    book = nbformat.v4.new_notebook(cells=[nbformat.v4.new_markdown_cell(index_markdown(every, first),
                                                                         id="choose-language")])
    book.metadata = {"kernelspec": dict(KERNELSPEC), "language_info": _language_info()}
    return book


def _language_info() -> dict[str, object]:
    """What the lessons' kernel says of its language (stored in the first lesson as run), so that
    JupyterLab opening the index, which starts that kernel, finds nothing to change in it."""
    for path in sorted(NOTEBOOKS.glob("*/00_*.ipynb")):
        info = nbformat.read(path, as_version=4).metadata.get("language_info")
        if info:
            return dict(info)
    return {"name": "python"}


def index_differences() -> list[str]:
    """Whether the stored index notebook is what the registry says (empty when it is)."""
    if INDEX.exists():
        stored, wanted = nbformat.read(INDEX, as_version=4), index_notebook()
        if cells_of(stored) == cells_of(wanted) and stored.metadata == wanted.metadata:
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
HELPER_PACKAGES = ("briscola_teach.lessons.", "briscola_teach.exercises.", "briscola_teach.widgets.")


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
        reference = program(cell.texts[REFERENCE], REFERENCE)
        for language in cell.texts:
            if language != REFERENCE and program(cell.texts[language], language) != reference:
                found.append(f"{_where(lesson.sources[language])}:{cell.lines[language]}: code cell "
                             f"{cell.id} is not the program of {_where(lesson.path)}:{cell.line} "
                             "in other words")
    return found


def main(argv: list[str]) -> int:
    """Run one command: build, execute or check."""
    command, *rest = argv or ["help"]
    if command == "changed" and len(rest) == 2 and rest[1] in LANGUAGES:
        try:
            print("\n".join(changed(rest[0], rest[1])) or f"no {REFERENCE} cell changed since {rest[0]}")
        except SourceError as error:
            print(error, file=sys.stderr)
            return 2
        return 0
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

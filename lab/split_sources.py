"""Split the lessons' interleaved sources into one source per edition.

Until this layout, each lesson was one file, ``notebooks/source/NN_name.md``, holding every
cell's text in every language one after the other::

    <!-- lesson es="01_cartas_y_puntos" en="01_cards_and_points" it="01_carte_e_punti" minutes="20" -->

    <!-- markdown -->
    <!-- es -->
    # Las cartas y sus puntos
    <!-- en -->
    # Cards and their points
    ...

This script writes each such file as ``notebooks/source/<language>/<notebook name>.md`` for
every edition (the layout ``lab/editions.py`` reads), its cells marked ``<!-- markdown 00 -->``
or ``<!-- code 01 -->`` by their place in the old file, the minutes in the reference
edition's header only; it reads the written files back, and removes the old file only when
they give the very cells it had.  Files already split are left alone, so running it again
does nothing, and after a merge that brought back an old file it splits that one again
(overwriting its editions' files)::

    python lab/split_sources.py
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import editions  # noqa: E402  (the build's reader, beside this script)

_HEADER = re.compile(r'<!-- lesson((?: [a-z]{2}="[^"]+")+)(?: minutes="(\d+(?:-\d+)?)")? -->')
_NAMES = re.compile(r'([a-z]{2})="([^"]+)"')
_CELL = re.compile(r"<!-- (markdown|code)(?: tags=([\w,-]+))? -->")
_LANGUAGE = re.compile(r"<!-- ([a-z]{2}) -->")


def read_interleaved(path: Path) -> tuple[dict[str, str], str | None, list[tuple[str, tuple[str, ...], dict[str, str]]]]:
    """An old interleaved source: its notebook names, its minutes as written, and each cell's kind, tags and texts."""
    lines = path.read_text(encoding="utf-8").splitlines()
    start = next(i for i, line in enumerate(lines) if line.strip())
    header = _HEADER.fullmatch(lines[start])
    if header is None:
        raise editions.SourceError(f"{path.name}:{start + 1}: not the header of an interleaved source")
    cells: list[tuple[str, tuple[str, ...], dict[str, list[str]]]] = []
    language = None
    for number, line in enumerate(lines[start + 1:], start=start + 2):
        cell, block = _CELL.fullmatch(line), _LANGUAGE.fullmatch(line)
        if cell:
            cells.append((cell.group(1), tuple(filter(None, (cell.group(2) or "").split(","))), {}))
            language = None
        elif block and cells and block.group(1) in editions.LANGUAGES:
            language = block.group(1)
            cells[-1][2][language] = []
        elif language is not None:
            cells[-1][2][language].append(line)
        elif line.strip():
            raise editions.SourceError(f"{path.name}:{number}: text outside a language block")
    return (dict(_NAMES.findall(header.group(1))), header.group(2),
            [(kind, tags, {lang: "\n".join(block).strip("\n") for lang, block in blocks.items()})
             for kind, tags, blocks in cells])


def _unfenced(code: str) -> str:
    fenced = editions._FENCE.fullmatch(code)
    return fenced.group(1) if fenced else code


def edition_source(cells: list[tuple[str, tuple[str, ...], dict[str, str]]], language: str,
                   minutes: str | None) -> str:
    """One edition's source: the header (given minutes), then each cell under its marker."""
    parts = [f'<!-- lesson minutes="{minutes}" -->\n'] if minutes else []
    for index, (kind, tags, texts) in enumerate(cells):
        marker = f"<!-- {kind} {index:02d}{' tags=' + ','.join(tags) if tags else ''} -->"
        parts.append(f"{marker}\n{texts[language]}\n")
    return "\n".join(parts)


def split(path: Path) -> list[Path]:
    """Write ``path``'s editions, check they read back as the same cells, remove ``path``; the files written."""
    names, minutes, cells = read_interleaved(path)
    unnamed = [language for language in editions.LANGUAGES if language not in names]
    if unnamed:
        raise editions.SourceError(f"{path.name}: the header names no notebook for {', '.join(unnamed)}; "
                                   "left in place")
    for number, (kind, _, texts) in enumerate(cells):
        absent = [language for language in editions.LANGUAGES if language not in texts]
        if absent:
            raise editions.SourceError(f"{path.name}: cell {number:02d} ({kind}) lacks {', '.join(absent)}; "
                                       "left in place")
    written = []
    for language in editions.LANGUAGES:
        target = path.parent / language / f"{names[language]}.md"
        target.parent.mkdir(exist_ok=True)
        stale = [old for old in target.parent.glob(f"{path.name[:2]}_*.md") if old != target]
        for old in stale:  # the lesson's notebook was renamed in the old file since the last split
            old.unlink()
        target.write_text(edition_source(cells, language, minutes if language == editions.REFERENCE else None),
                          encoding="utf-8")
        written.append(target)
    lesson = editions.read(path.name[:2], root=path.parent)
    again = [(cell.kind, cell.tags, cell.texts) for cell in lesson.cells]
    wanted = [(kind, tags, {language: _unfenced(texts[language]) if kind == "code" else texts[language]
                            for language in editions.LANGUAGES}) for kind, tags, texts in cells]
    least, _, most = (minutes or "").partition("-")
    if again != wanted or lesson.minutes != ((int(least), int(most or least)) if minutes else None):
        raise editions.SourceError(f"{path.name}: its editions do not read back as its cells; left in place")
    path.unlink()
    return written


def main(root: Path = editions.SOURCES) -> int:
    """Split every interleaved source under ``root``; say what was written."""
    old = sorted(path for path in root.glob("*.md") if editions._SOURCE.fullmatch(path.name))
    try:
        for path in old:
            for target in split(path):
                print(f"wrote {target.relative_to(root)}")
            print(f"removed {path.name}")
    except editions.SourceError as error:
        print(error, file=sys.stderr)
        return 1
    if not old:
        print("every lesson already has one source per edition")
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""Every text in the catalogue is said somewhere: a key no code, lesson or test reaches is removed.

A key counts as used when its dotted name (``"deal.title"``) is written in the kit's
code, a lesson's source or a test, or when a name built there matches it: in
``f"deal.setup_{players}"`` (or ``"coach.w_" + name``) each part that varies must be written somewhere as a string
(``"3_39"``), be a number or name an attribute of the code (``Rank.ACE``).  A key ending
in ``_one`` is the singular of the key without it (``Words.count``).  Only Spanish is
read: the parity test keeps the other languages' keys the same.
"""

from __future__ import annotations

import ast
import functools
import importlib
import pkgutil
import re
from dataclasses import dataclass
from pathlib import Path

import pytest

import briscola_teach.locale.es as es_package

REPO = Path(__file__).resolve().parents[1]
#: Where texts are looked up from: the kit outside its catalogue, the tools, the lessons, the tests.
READERS = ("briscola_teach/**/*.py", "lab/**/*.py", "app/**/*.py", "lite/**/*.py",
           "benchmarks/**/*.py", "docs/**/*.py", "tests/**/*.py", "notebooks/source/*/*.md", "README.md")
#: Areas whose texts a reader looks up by bare name (``say("usage")``), each with that reader:
#: it reads the catalogue as files, so that `make restore` needs no install.
BARE = {"student": "lab/student.py"}
#: Keys kept though nothing reaches them yet, each with the reason.
KEPT: dict[str, str] = {}
_KEY = re.compile(r"[a-z_]+\.[A-Za-z0-9_]+")
_QUOTED = re.compile(r"""(?:"([^"\n]*)"|'([^'\n]*)')""")


def catalogue_keys() -> list[str]:
    """Every key of the Spanish catalogue, as ``area.name``."""
    areas = sorted(m.name for m in pkgutil.iter_modules(es_package.__path__)
                   if m.name not in ("grammar", "cards"))
    return [f"{area}.{name}" for area in areas
            for name in importlib.import_module(f"briscola_teach.locale.es.{area}").TEXTS]


def _readers() -> list[Path]:
    catalogue = REPO / "briscola_teach" / "locale"
    return sorted({path for pattern in READERS for path in REPO.glob(pattern)
                   if catalogue not in path.parents and path != Path(__file__).resolve()})


@dataclass(frozen=True)
class _Varying:
    """A part of a built name that varies: the values it can take, or None for any the code writes."""

    values: tuple[str, ...] | None = None


def _varying(node: ast.expr) -> _Varying:
    branches = (node.body, node.orelse) if isinstance(node, ast.IfExp) else ()
    known = tuple(b.value for b in branches if isinstance(b, ast.Constant) and isinstance(b.value, str))
    return _Varying(known if len(known) == 2 else None)


def _parts(node: ast.expr) -> list[str | _Varying]:
    """A name built by an f-string or by adding strings, part by part."""
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):
        return _parts(node.left) + _parts(node.right)
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return [node.value]
    if not isinstance(node, ast.JoinedStr):
        return [_varying(node)]
    return [str(v.value) if isinstance(v, ast.Constant)
            else _varying(v.value if isinstance(v, ast.FormattedValue) else v) for v in node.values]


def _written(paths: list[Path]) -> tuple[set[str], list[list[str | _Varying]], set[str]]:
    """The strings written in the readers, the names they build and the code's attribute names."""
    strings: set[str] = set()
    built: list[list[str | _Varying]] = []
    names: set[str] = set()
    for path in paths:
        source = path.read_text(encoding="utf-8")
        if path.suffix != ".py":
            strings |= {a or b for a, b in _QUOTED.findall(source)}
            continue
        for node in ast.walk(ast.parse(source, filename=str(path))):
            if isinstance(node, ast.Constant) and isinstance(node.value, str):
                strings.add(node.value)
            elif isinstance(node, ast.Attribute):
                names.add(node.attr)
            elif isinstance(node, ast.JoinedStr) or (isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add)):
                parts = _parts(node)
                if parts and isinstance(parts[0], str) and _KEY.match(f"{parts[0]}x"):
                    built.append(parts)
    return strings, built, names


def _builds(parts: list[str | _Varying], key: str, known: set[str]) -> bool:
    """Whether the name built from ``parts`` can be ``key``, each varying part a value the code writes."""
    if not parts:
        return key == ""
    first, rest = parts[0], parts[1:]
    if isinstance(first, str):
        return key.startswith(first) and _builds(rest, key[len(first):], known)
    options = first.values or tuple(key[:end] for end in range(1, len(key) + 1))
    return any(key.startswith(option) and (first.values is not None or _is_known(option, known))
               and _builds(rest, key[len(option):], known) for option in options)


def _is_known(value: str, known: set[str]) -> bool:
    return value in known or value.replace("_", "").isdigit()


@functools.cache
def _said() -> tuple[set[str], dict[str, list[list[str | _Varying]]], set[str], dict[str, set[str]]]:
    """What the readers say, read once: the dotted names written, the names built (by the
    area their first written part names, "" when it names none), the known names, the bare names."""
    strings, built, names = _written(_readers())
    bare = {area: _written([REPO / reader])[0] for area, reader in BARE.items()}
    written = {match for string in strings for match in _KEY.findall(string)}
    by_area: dict[str, list[list[str | _Varying]]] = {}
    for parts in built:
        first = parts[0]
        assert isinstance(first, str)
        by_area.setdefault(first.partition(".")[0] if "." in first else "", []).append(parts)
    return written, by_area, strings | names, bare


@functools.cache
def _reached(key: str) -> bool:
    """Whether a reader reaches ``key`` (the answer depends on the key's name alone)."""
    written, by_area, known, bare = _said()
    area, _, name = key.partition(".")
    if name in bare.get(area, ()) or key in written:
        return True
    candidates = by_area.get(area, []) + by_area.get("", [])
    if any(_builds(parts, key, known) for parts in candidates):
        return True
    return key.endswith("_one") and _reached(key.removesuffix("_one"))


def unused_keys() -> list[str]:
    """The catalogue's keys that nothing reaches."""
    return [key for key in catalogue_keys() if not _reached(key)]


def test_every_text_in_the_catalogue_is_used() -> None:
    unused = [key for key in unused_keys() if key not in KEPT]
    assert unused == [], f"texts nothing uses (remove them in every language, or keep one in KEPT with why): {unused}"


def test_the_checker_finds_a_text_nothing_says_and_follows_built_names(monkeypatch: pytest.MonkeyPatch) -> None:
    from briscola_teach.locale.es import deal, stepper

    monkeypatch.setitem(deal.TEXTS, "never_said", "Nadie dice esto")
    monkeypatch.setitem(stepper.TEXTS, "draw_never_you", "Tampoco esto")
    unused = unused_keys()
    assert "deal.never_said" in unused and "stepper.draw_never_you" in unused
    # Reached only through names built in the code: f"stepper.{key}_{'you' if ... else 'rival'}"
    # with "draw_first" written, "coach.w_" + ("you_" if ... else "") + ... in the review,
    # and Words.count's singular of "stepper.points".
    assert not {"stepper.draw_first_you", "stepper.draw_first_rival", "coach.w_you_drew_muestra",
                "coach.w_drew", "stepper.points_one"} & set(unused)


def test_every_kept_text_is_still_in_the_catalogue_and_still_unused() -> None:
    # With nothing kept there is nothing to check: no scan of the tree (another test worker may be the one that has it).
    keys, unused = set(catalogue_keys()), set(unused_keys()) if KEPT else set()
    assert sorted(set(KEPT) - keys) == [], "KEPT names texts the catalogue no longer has"
    assert sorted(set(KEPT) - unused) == [], "KEPT names texts that are used now: take them out of KEPT"

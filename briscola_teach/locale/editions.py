"""The edition registry: each language's folder (``locale/<code>/edition.toml``) declares its edition.

An edition is a language the course is taught in: its lessons (``notebooks/<code>/``), its
teacher's guide, its deck, the locales that choose it, JupyterLab's language pack for it and
the lines the index notebook shows for it.  This module reads those declarations with the
standard library alone, so scripts that must run before the kit is installed (``make lab``,
``make restore``, the zero-install build) load it as a file and read the same registry the
kit reads.

>>> [edition.code for edition in editions()]
['es', 'en', 'it']
>>> choose({"LANG": "es_AR.UTF-8"}), choose({"LANG": "C"}), choose({"LANG": "de_DE"})
('es', 'es', 'en')
"""

from __future__ import annotations

import functools
import os
import tomllib
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

__all__ = ["FILE", "HERE", "Edition", "EditionError", "editions", "codes", "edition", "choose"]

#: The folder holding one folder per language.
HERE = Path(__file__).resolve().parent
#: The file in a language's folder that declares its edition.
FILE = "edition.toml"
#: The machine's locale variables, the first one set deciding (as for any other program).
_LOCALE_VARIABLES = ("LC_ALL", "LC_MESSAGES", "LANG")


class EditionError(ValueError):
    """An edition file that cannot be read: the message names the file and the field."""


@dataclass(frozen=True)
class Edition:
    """One language's edition of the course, as its ``edition.toml`` declares it."""

    code: str
    order: int
    name: str
    game: str
    deck: str
    notebooks: str
    guide: str
    rules_sheet: str
    locales: tuple[str, ...]
    lab_package: str
    lab_locale: str
    index: Mapping[str, str]
    fallback: bool = False


def _read(path: Path) -> Edition:
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
        lab, index = data["lab"], data["index"]
        edition = Edition(
            code=str(data["code"]), order=int(data["order"]), name=str(data["name"]), game=str(data["game"]),
            deck=str(data["deck"]), notebooks=str(data["notebooks"]), guide=str(data["guide"]),
            rules_sheet=str(data["rules_sheet"]), locales=tuple(str(code) for code in data["locales"]),
            lab_package=str(lab["package"]), lab_locale=str(lab["locale"]),
            index={str(key): str(value) for key, value in index.items()}, fallback=bool(data.get("fallback")))
    except (OSError, tomllib.TOMLDecodeError, TypeError, ValueError) as error:
        raise EditionError(f"{path}: {error}") from None
    except KeyError as error:
        raise EditionError(f"{path}: no {error.args[0]!r}") from None
    if edition.code != path.parent.name:
        raise EditionError(f"{path}: code {edition.code!r} in the folder {path.parent.name!r}")
    return edition


@functools.cache
def editions(root: Path = HERE) -> tuple[Edition, ...]:
    """Every edition the folders under ``root`` declare, in their order."""
    found = sorted((_read(path) for path in root.glob(f"*/{FILE}")), key=lambda e: (e.order, e.code))
    if not found:
        raise EditionError(f"no {FILE} in any folder of {root}")
    return tuple(found)


def codes(root: Path = HERE) -> tuple[str, ...]:
    """The editions' language codes, in order: ``("es", "en", "it")``."""
    return tuple(edition.code for edition in editions(root))


def edition(code: str, root: Path = HERE) -> Edition:
    """The edition in the language ``code``."""
    for each in editions(root):
        if each.code == code:
            return each
    raise EditionError(f"no edition {code!r}: the editions are {', '.join(codes(root))}")


def choose(environ: Mapping[str, str] = os.environ, root: Path = HERE) -> str:
    """The edition the machine's locale asks for (``LC_ALL``, ``LC_MESSAGES``, ``LANG``).

    The first edition when the locale says nothing about the person (unset, ``C``, ``POSIX``,
    as on a fresh server or in a container); the one that names the locale (whole, as
    ``es_AR``, or its language, as ``es``); else the fallback edition.
    """
    value = next((environ[v].strip() for v in _LOCALE_VARIABLES if environ.get(v, "").strip()), "")
    whole = value.split(".")[0].split("@")[0]
    language = whole.split("_")[0].lower()
    every = editions(root)
    if language in ("", "c", "posix"):
        return every[0].code
    for wanted in (whole, language):
        for each in every:
            if wanted in each.locales:
                return each.code
    return next((each.code for each in every if each.fallback), every[0].code)


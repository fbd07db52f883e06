"""The student's own copies of the lessons, and the JupyterLab that `make lab` opens on them.

The lessons in ``notebooks/`` stay as the repository ships them: one edition per
language the registry declares (``es/``, ``en/``, ``it/``; ``briscola_teach/locale/<code>/edition.toml``)
and ``index.ipynb``, where a student picks one. `make lab`
copies each notebook into a work folder (``mis_lecciones/``, ignored by git) the first
time, never over a copy that is already there, and opens JupyterLab in that folder on
the index.  The teacher's guides (``docs/``) are copied there too, and the links
between lessons and guides are rewritten to lead to the copies, as in the Lite site
(JupyterLab shows only what is inside the folder).  Whatever the student runs,
changes and saves stays in their copy, and each answer the lessons check is noted
there too (the folder is marked for it);
``restore`` puts one lesson back as shipped and keeps the student's copy aside.

    python lab/student.py prepare            copy the lessons the work folder lacks
    python lab/student.py restore 03         lesson 03 as shipped again, in the terminal's language
    python lab/student.py restore en/03      the same for the English edition (it/03: Italian)
    python lab/student.py lab [ARGS...]      prepare, then run JupyterLab there

What the terminal says comes from the kit's texts (``briscola_teach/locale/<lang>/student.py``)
in the machine's language (:func:`terminal_language`).

JupyterLab gets its settings from ``lab/settings/overrides.json`` (no news or update
pop-ups; no widget state saved with the notebook; Markdown pages, such as the guides, open
as pages), with its menus and dialogs in the student's language (:func:`lab_settings`: the
language packs the ``lab`` extra installs), and its server from
``lab/settings/jupyter_server_config.py``: a lesson is saved with its screens as still
pictures (:func:`as_still_pictures`), so a lesson reopened later shows them, with one line
that says to run it to go on, instead of widgets whose kernel is gone.
"""

from __future__ import annotations

import errno
import functools
import html
import importlib.util
import json
import os
import shutil
import sys
import tempfile
import time
from collections.abc import Mapping
from pathlib import Path
from types import ModuleType
from typing import Any

REPO = Path(__file__).resolve().parents[1]
#: The lessons as shipped.
LESSONS = REPO / "notebooks"
#: The student's copies.
WORK = REPO / "mis_lecciones"
#: Where ``restore`` keeps the copy it replaces (hidden in JupyterLab's file browser).
KEPT = ".anteriores"
#: The page JupyterLab opens on, where a student picks an edition.
INDEX = "index.ipynb"
#: JupyterLab settings shipped with the lessons.
SETTINGS = REPO / "lab" / "settings"
#: Where the settings of one launch are written (per language): inside the environment.
LAUNCH_SETTINGS = Path(sys.prefix) / "share" / "briscola_teach" / "lab-settings"
#: The output that shows a widget, and the still picture saved in its place.
WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"
STILL_NOTE_CLASS = "bt-still-note"
#: The widget state key where a screen keeps its still picture as it is now (briscola_teach.widgets.base.Screen).
LEFT_STILL = "_bt_still"
#: How the kit's screens begin the line under a still picture that already says to run the lesson.
KIT_STILL_NOTE = '<p style="color:#555;font-style:italic">'
#: The file that marks the work folder as a student's: the lessons record checked answers under it
#: (the same name as ``briscola_teach.progress.MARK``; the lessons in ``notebooks/`` record nothing).
PROGRESS_MARK = ".briscola_progress"

#: The kit's texts, one folder per language; read as files, so `make restore` needs no install.
TEXTS = REPO / "briscola_teach" / "locale"

#: The teacher's guides and the files they name (the Lite site's builder says which).
DOCS = REPO / "docs"
#: The Lite site's builder, whose link rewriting the work folder shares (read as a file too).
SITE_BUILDER = REPO / "lite" / "build.py"


@functools.cache
def _site_builder() -> ModuleType:
    spec = importlib.util.spec_from_file_location("_briscola_site_builder", SITE_BUILDER)
    assert spec is not None and spec.loader is not None, SITE_BUILDER
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


#: The edition registry (``briscola_teach/locale/editions.py``), as the site builder reads it from disk.
REGISTRY = _site_builder().REGISTRY
#: The editions, each a folder of lessons (a bare lesson number means the student's language's).
EDITIONS: tuple[str, ...] = _site_builder().EDITIONS
#: JupyterLab's locale for each edition's language (English is JupyterLab's own; the others
#: are the language packs of the ``lab`` extra), as each edition declares it.
LAB_LOCALES: dict[str, str] = {edition.code: edition.lab_locale for edition in REGISTRY.editions(TEXTS)}


def terminal_language(environ: Mapping[str, str] = os.environ) -> str:
    """The language the terminal speaks to the student: an edition's, from the machine's locale.

    The first of ``LC_ALL``, ``LC_MESSAGES`` and ``LANG`` that is set decides, as for any
    other program.  Spanish first is the kit's rule, so Spanish is chosen when the locale
    is Spanish and also when it says nothing about the student (unset, ``C`` or ``POSIX``,
    as on a fresh server or in a container); each edition for the locales it names;
    English for any language the kit does not speak, as the one more of its readers share
    (the registry's ``choose``).
    """
    return str(REGISTRY.choose(environ, TEXTS))


def say(key: str, /, *, language: str | None = None, **fields: object) -> str:
    """The terminal's text under ``key`` in the student's language, with its fields filled in."""
    language = language or terminal_language()
    path = TEXTS / language / "student.py"
    spec = importlib.util.spec_from_file_location(f"_student_texts_{language}", path)
    assert spec is not None and spec.loader is not None, path
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    words: str = module.TEXTS[key]
    return words.format(**fields)


def shipped(lessons: Path = LESSONS) -> list[Path]:
    """Every notebook as shipped, in order: the index, then each edition's lessons."""
    found = sorted(lessons.glob("*.ipynb"))
    for edition in EDITIONS:
        found += sorted((lessons / edition).glob("*.ipynb"))
    return found


def prepare(work: Path = WORK, *, lessons: Path = LESSONS, docs: Path = DOCS) -> list[Path]:
    """Copy into ``work`` each notebook it does not have yet; return the copies made.

    The teacher's guides in ``docs`` are copied as well, file by file, where missing.  Every
    copy's links to lessons and guides lead to the copies in ``work``.  Copies made before
    there were editions (lessons straight in ``work``) move into ``work/es/``, where the
    Spanish edition's copies now live, unless one is already there.
    """
    work.mkdir(parents=True, exist_ok=True)
    mark = work / PROGRESS_MARK
    if not mark.exists():
        mark.write_text("The lessons in this folder record each checked answer next to the notebook.\n",
                        encoding="utf-8")
    _move_old_copies(work, lessons)
    places = _places(work, lessons=lessons, docs=docs)
    lessons_shipped = {lesson.resolve() for lesson in shipped(lessons)}
    made = []
    for source, copy in places.items():
        if not copy.exists():
            copy.parent.mkdir(parents=True, exist_ok=True)
            copy.write_bytes(_as_copied(source, copy, places))
            shutil.copystat(source, copy)
            if source in lessons_shipped:
                made.append(copy)
    return made


def _places(work: Path, *, lessons: Path, docs: Path) -> dict[Path, Path]:
    """Each shipped file the work folder holds (lessons, then guides) -> where its copy goes."""
    site = _site_builder()
    places = {lesson.resolve(): work / lesson.relative_to(lessons) for lesson in shipped(lessons)}
    for name in (*site.GUIDES, *site.DOC_FILES):
        top = docs / name
        for path in sorted(top.rglob("*")) if top.is_dir() else [top]:
            if path.is_file() and not {"__pycache__", ".ipynb_checkpoints"} & set(path.parts):
                places[path.resolve()] = work / path.relative_to(docs)
    return places


def _as_copied(source: Path, copy: Path, places: dict[Path, Path]) -> bytes:
    """The bytes of ``source`` as its copy in the work folder holds them: links lead to the copies.

    A link the work folder cannot place is left as shipped (the Lite build is where such a
    link fails).
    """
    data = source.read_bytes()
    if source.suffix not in (".ipynb", ".md"):
        return data
    site = _site_builder()
    text = data.decode("utf-8")
    try:
        if source.suffix == ".md":
            rewritten = site.rewrite_links(text, page_at=source, site_at=copy, locate=places)
        else:
            rewritten = site.rewrite_notebook(text, page_at=source, site_at=copy, locate=places)
    except (site.BuildError, ValueError):
        return data
    return data if rewritten == text else rewritten.encode("utf-8")


def _move_old_copies(work: Path, lessons: Path) -> None:
    first = lessons / EDITIONS[0]
    for lesson in sorted(first.glob("*.ipynb")):
        old, new = work / lesson.name, work / EDITIONS[0] / lesson.name
        if old.exists() and not new.exists():
            new.parent.mkdir(parents=True, exist_ok=True)
            shutil.move(str(old), new)


def find_lesson(number: str, *, lessons: Path = LESSONS, language: str | None = None) -> Path:
    """The shipped lesson ``number`` names: "3", "03" or a full name, in the edition of the
    student's language unless an edition comes first ("en/03", "it/3")."""
    edition, _, wanted = number.strip().removesuffix(".ipynb").rpartition("/")
    edition = edition or language or terminal_language()
    if edition not in EDITIONS:
        raise ValueError(say("no_edition", language=language, edition=edition, editions=", ".join(EDITIONS)))
    if wanted.isdigit():
        wanted = f"{int(wanted):02d}_"
    editions_lessons = sorted((lessons / edition).glob("*.ipynb"))
    found = [lesson for lesson in editions_lessons if lesson.stem.startswith(wanted)]
    if len(found) != 1:
        names = ", ".join(lesson.stem for lesson in editions_lessons)
        raise ValueError(say("no_lesson", language=language, number=number, names=names))
    return found[0]


class RestoreError(ValueError):
    """A restore that could not be done; the message says why in the student's language, nothing changed."""


def restore(number: str, work: Path = WORK, *, lessons: Path = LESSONS, docs: Path = DOCS,
            language: str | None = None) -> tuple[Path, Path | None]:
    """Put lesson ``number`` back in ``work`` as shipped; the copy it replaces is kept aside.

    Returns the restored copy and where the old one was kept (None if there was none, or
    it was still as shipped).  Nothing is lost on the way: the lesson is written to a
    temporary file first and put in place by a rename, the old copy is kept under a name
    no other kept copy has (two restores in one second keep both), and a write the disk
    or the folder refuses raises :class:`RestoreError`, with the lesson left as it was.
    """
    lesson = find_lesson(number, lessons=lessons, language=language)
    copy = work / lesson.relative_to(lessons)
    shipped_copy = _as_copied(lesson.resolve(), copy, _places(work, lessons=lessons, docs=docs))
    kept = None
    temporary: Path | None = None
    try:
        copy.parent.mkdir(parents=True, exist_ok=True)
        temporary = _written_aside(copy, shipped_copy)
        shutil.copystat(lesson, temporary)
        if copy.exists() and copy.read_bytes() != shipped_copy:
            kept = _keep(copy, work / KEPT / f"{lesson.parent.name}-{lesson.stem}-{time.strftime('%Y%m%d-%H%M%S')}")
        os.replace(temporary, copy)
        temporary = None
    except OSError as error:
        if kept is not None:  # the lesson was not replaced: the student's copy is still in its place
            kept.unlink(missing_ok=True)
        raise RestoreError(_refusal(error, copy, language)) from None
    finally:
        if temporary is not None:
            temporary.unlink(missing_ok=True)
    return copy, kept


def _written_aside(copy: Path, data: bytes) -> Path:
    """A temporary file beside ``copy`` holding ``data``, flushed to the disk (removed if that fails)."""
    handle, name = tempfile.mkstemp(prefix=f".{copy.name}.", suffix=".tmp", dir=copy.parent)
    temporary = Path(name)
    try:
        with os.fdopen(handle, "wb") as out:
            out.write(data)
            out.flush()
            os.fsync(out.fileno())
    except BaseException:
        temporary.unlink(missing_ok=True)
        raise
    return temporary


def _keep(copy: Path, stem: Path) -> Path:
    """Keep the student's ``copy`` under ``stem`` plus ``.ipynb`` (``-2``, ``-3``... when taken); where it went.

    A hard link keeps the copy without writing it again (so without room on the disk)
    and never replaces a file already there; where links are not allowed it is copied.
    """
    stem.parent.mkdir(parents=True, exist_ok=True)
    for attempt in range(1, 10_000):
        kept = stem.with_name(stem.name + ("" if attempt == 1 else f"-{attempt}") + ".ipynb")
        try:
            os.link(copy, kept)
            return kept
        except FileExistsError:
            continue
        except OSError:  # no hard links here: copy it, never over another kept copy
            if kept.exists():
                continue
            try:
                with open(kept, "xb") as out:
                    out.write(copy.read_bytes())
                    out.flush()
                    os.fsync(out.fileno())
            except FileExistsError:
                continue
            except BaseException:
                kept.unlink(missing_ok=True)
                raise
            return kept
    raise FileExistsError(errno.EEXIST, "no free name", str(stem))


def _refusal(error: OSError, copy: Path, language: str | None) -> str:
    """Why a restore could not write, in the student's language."""
    shown = _shown(copy)
    if error.errno in (errno.ENOSPC, errno.EDQUOT):
        return say("restore_no_space", language=language, copy=shown)
    if isinstance(error, PermissionError) or error.errno in (errno.EACCES, errno.EPERM, errno.EROFS):
        return say("restore_no_permission", language=language, copy=shown, folder=copy.parent.name)
    return say("restore_failed", language=language, copy=shown, error=error.strerror or error)


def _shown(path: Path) -> Path:
    """A path as the terminal shows it: from the repository down, when it lies inside it."""
    return path.relative_to(REPO) if path.is_relative_to(REPO) else path


def broken_copies(work: Path = WORK, *, lessons: Path = LESSONS) -> list[Path]:
    """The lessons in ``work`` that are no longer notebooks JupyterLab can open (cut short, emptied)."""
    broken = []
    for lesson in shipped(lessons):
        copy = work / lesson.relative_to(lessons)
        if copy.exists() and not _is_notebook(copy):
            broken.append(copy)
    return broken


def _is_notebook(path: Path) -> bool:
    try:
        notebook = json.loads(path.read_bytes())
    except (OSError, ValueError, RecursionError):
        return False
    return isinstance(notebook, dict) and isinstance(notebook.get("cells"), list) \
        and isinstance(notebook.get("nbformat"), int)


def _say_broken(work: Path, lessons: Path, language: str | None) -> None:
    """Name each lesson copy that cannot be opened any more, and how to get it back."""
    for copy in broken_copies(work, lessons=lessons):
        number = f"{copy.parent.name}/{copy.stem.split('_')[0]}" if copy.parent != work else copy.stem
        print(say("broken_copy", language=language, copy=_shown(copy), lesson=number), file=sys.stderr)


def lab_settings(language: str, folder: Path = LAUNCH_SETTINGS) -> Path:
    """JupyterLab's settings folder for one launch: the shipped settings, menus in ``language``."""
    overrides = json.loads((SETTINGS / "overrides.json").read_text(encoding="utf-8"))
    overrides["@jupyterlab/translation-extension:plugin"] = {"locale": LAB_LOCALES[language]}
    place = folder / language
    place.mkdir(parents=True, exist_ok=True)
    (place / "overrides.json").write_text(json.dumps(overrides, indent=2) + "\n", encoding="utf-8")
    return place


def lab_arguments(work: Path = WORK, *, language: str | None = None,
                  settings: Path = LAUNCH_SETTINGS) -> list[str]:
    """JupyterLab's options for the lessons: the work folder, the index first, no pop-ups,
    menus in the student's language, lessons saved with still pictures."""
    arguments = [
        f"--ServerApp.root_dir={work}",
        f"--LabApp.default_url=/lab/tree/{INDEX}",
        f"--LabApp.app_settings_dir={lab_settings(language or terminal_language(), settings)}",
        f"--config={SETTINGS / 'jupyter_server_config.py'}",
        "--LabApp.check_for_updates_class=jupyterlab.NeverCheckForUpdate",
    ]
    if hasattr(os, "getuid") and os.getuid() == 0:
        arguments.append("--allow-root")
    return arguments


def as_still_pictures(model: dict[str, Any], path: str, **_: Any) -> None:
    """Before a notebook is saved: each screen's output keeps its still picture, not the widget.

    A widget lives in the kernel; reopened later, with the kernel gone, its view could
    only show an error (no widget state is saved) or a dead copy of the screen.  The
    output's still picture (``text/html``, which each screen stores beside its view) is
    kept, under one line, in the lesson's language, that says to run the lesson to go on
    (unless the still picture already has its own such line);
    widget state saved before (``metadata.widgets``) is dropped.
    JupyterLab's pre-save hook (``lab/settings/jupyter_server_config.py``); the notebook
    in the browser keeps its live screens.
    """
    if model.get("type") != "notebook" or not isinstance(model.get("content"), dict):
        return
    # The widgets' state (saved for this hook, settings' "saveState") holds each screen's still picture
    # as the student left it; it goes, so a reopened lesson never brings dead copies of the widgets back.
    saved = model["content"].get("metadata", {}).pop("widgets", None) or {}
    states = saved.get("application/vnd.jupyter.widget-state+json", {}).get("state", {})
    edition = path.replace("\\", "/").split("/")[0]
    note = html.escape(say("still_note", language=edition if edition in EDITIONS else None))
    for cell in model["content"].get("cells", []):
        for output in cell.get("outputs", []) if cell.get("cell_type") == "code" else []:
            data = output.get("data", {})
            view = data.pop(WIDGET_VIEW, None)
            if view is None or "text/html" not in data:
                continue
            left = states.get(view.get("model_id") if isinstance(view, dict) else None, {}).get("state", {})
            still = left.get(LEFT_STILL) or data["text/html"]
            still = "".join(still) if isinstance(still, list) else still
            if KIT_STILL_NOTE not in still:  # one line that says to run it, not two
                still = (f'<p class="{STILL_NOTE_CLASS}" style="color:#555;font-style:italic;'
                         f'margin:2px 0 6px">{note}</p>' + still)
            data["text/html"] = still


def main(argv: list[str], *, language: str | None = None) -> int:
    """Run one command: prepare, restore NUMBER or lab [JupyterLab options]."""
    command, *rest = argv or ["help"]
    if command in ("prepare", "lab"):
        made = prepare(WORK, lessons=LESSONS)
        print(say("copied_one" if len(made) == 1 else "copied_many", language=language,
                  count=len(made), folder=WORK.name) if made else
              say("nothing_copied", language=language, folder=WORK.name))
        _say_broken(WORK, LESSONS, language)
        if command == "prepare":
            return 0
        print(say("opening", language=language, folder=WORK.name), flush=True)
        arguments = [sys.executable, "-m", "jupyterlab", *lab_arguments(), *rest]
        os.execv(sys.executable, arguments)
    if command == "restore":
        if len(rest) != 1:
            print(say("which_lesson", language=language), file=sys.stderr)
            return 2
        try:
            copy, kept = restore(rest[0], WORK, lessons=LESSONS, language=language)
        except ValueError as error:
            print(error, file=sys.stderr)
            return 2
        print(say("restored_kept", language=language, copy=_shown(copy), kept=_shown(kept)) if kept
              else say("restored", language=language, copy=_shown(copy)))
        return 0
    print(say("usage", language=language, folder=WORK.name))
    return 0 if command == "help" else 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

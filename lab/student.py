"""The student's own copies of the lessons, and the JupyterLab that `make lab` opens on them.

The lessons in ``notebooks/`` stay as the repository ships them: three editions
(``es/``, ``en/``, ``it/``) and ``index.ipynb``, where a student picks one. `make lab`
copies each notebook into a work folder (``mis_lecciones/``, ignored by git) the first
time, never over a copy that is already there, and opens JupyterLab in that folder on
the index.  Whatever the student runs, changes and saves stays in their copy, and each
answer the lessons check is noted there too (the folder is marked for it);
``restore`` puts one lesson back as shipped and keeps the student's copy aside.

    python lab/student.py prepare            copy the lessons the work folder lacks
    python lab/student.py restore 03         lesson 03 (Spanish edition) as shipped again
    python lab/student.py restore en/03      the same for the English edition (it/03: Italian)
    python lab/student.py lab [ARGS...]      prepare, then run JupyterLab there

JupyterLab gets its settings from ``lab/settings/overrides.json`` (no news or update
pop-ups; widget state saved with the notebook, so a lesson reopened later still shows
its screens as they were left).
"""

from __future__ import annotations

import os
import shutil
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
#: The lessons as shipped.
LESSONS = REPO / "notebooks"
#: The student's copies.
WORK = REPO / "mis_lecciones"
#: Where ``restore`` keeps the copy it replaces (hidden in JupyterLab's file browser).
KEPT = ".anteriores"
#: The page JupyterLab opens on, where a student picks an edition.
INDEX = "index.ipynb"
#: The editions, each a folder of lessons; the first is the one a bare lesson number means.
EDITIONS = ("es", "en", "it")
#: JupyterLab settings shipped with the lessons.
SETTINGS = REPO / "lab" / "settings"
#: The file that marks the work folder as a student's: the lessons record checked answers under it
#: (the same name as ``briscola_teach.progress.MARK``; the lessons in ``notebooks/`` record nothing).
PROGRESS_MARK = ".briscola_progress"


def shipped(lessons: Path = LESSONS) -> list[Path]:
    """Every notebook as shipped, in order: the index, then each edition's lessons."""
    found = sorted(lessons.glob("*.ipynb"))
    for edition in EDITIONS:
        found += sorted((lessons / edition).glob("*.ipynb"))
    return found


def prepare(work: Path = WORK, *, lessons: Path = LESSONS) -> list[Path]:
    """Copy into ``work`` each notebook it does not have yet; return the copies made.

    Copies made before there were editions (lessons straight in ``work``) move into
    ``work/es/``, where the Spanish edition's copies now live, unless one is already there.
    """
    work.mkdir(parents=True, exist_ok=True)
    mark = work / PROGRESS_MARK
    if not mark.exists():
        mark.write_text("The lessons in this folder record each checked answer next to the notebook.\n",
                        encoding="utf-8")
    _move_old_copies(work, lessons)
    made = []
    for lesson in shipped(lessons):
        copy = work / lesson.relative_to(lessons)
        if not copy.exists():
            copy.parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(lesson, copy)
            made.append(copy)
    return made


def _move_old_copies(work: Path, lessons: Path) -> None:
    first = lessons / EDITIONS[0]
    for lesson in sorted(first.glob("*.ipynb")):
        old, new = work / lesson.name, work / EDITIONS[0] / lesson.name
        if old.exists() and not new.exists():
            new.parent.mkdir(parents=True, exist_ok=True)
            shutil.move(str(old), new)


def find_lesson(number: str, *, lessons: Path = LESSONS) -> Path:
    """The shipped lesson ``number`` names: "3", "03" or a full name, in the Spanish
    edition unless an edition comes first ("en/03", "it/3")."""
    edition, _, wanted = number.strip().removesuffix(".ipynb").rpartition("/")
    edition = edition or EDITIONS[0]
    if edition not in EDITIONS:
        raise ValueError(f"no edition {edition!r}; the editions are: {', '.join(EDITIONS)}")
    if wanted.isdigit():
        wanted = f"{int(wanted):02d}_"
    editions_lessons = sorted((lessons / edition).glob("*.ipynb"))
    found = [lesson for lesson in editions_lessons if lesson.stem.startswith(wanted)]
    if len(found) != 1:
        names = ", ".join(lesson.stem for lesson in editions_lessons)
        raise ValueError(f"no single lesson matches {number!r}; the lessons are: {names}")
    return found[0]


def restore(number: str, work: Path = WORK, *, lessons: Path = LESSONS) -> tuple[Path, Path | None]:
    """Put lesson ``number`` back in ``work`` as shipped; the copy it replaces is moved aside.

    Returns the restored copy and where the old one was kept (None if there was none, or
    it was still as shipped).
    """
    lesson = find_lesson(number, lessons=lessons)
    copy = work / lesson.relative_to(lessons)
    kept = None
    if copy.exists() and copy.read_bytes() != lesson.read_bytes():
        stamp = time.strftime("%Y%m%d-%H%M%S")
        kept = work / KEPT / f"{lesson.parent.name}-{lesson.stem}-{stamp}.ipynb"
        kept.parent.mkdir(parents=True, exist_ok=True)
        shutil.move(str(copy), kept)
    copy.parent.mkdir(parents=True, exist_ok=True)
    shutil.copy2(lesson, copy)
    return copy, kept


def lab_arguments(work: Path = WORK) -> list[str]:
    """JupyterLab's options for the lessons: the work folder, the index first, no pop-ups."""
    arguments = [
        f"--ServerApp.root_dir={work}",
        f"--LabApp.default_url=/lab/tree/{INDEX}",
        f"--LabApp.app_settings_dir={SETTINGS}",
        "--LabApp.check_for_updates_class=jupyterlab.NeverCheckForUpdate",
    ]
    if hasattr(os, "getuid") and os.getuid() == 0:
        arguments.append("--allow-root")
    return arguments


def main(argv: list[str]) -> int:
    """Run one command: prepare, restore NUMBER or lab [JupyterLab options]."""
    command, *rest = argv or ["help"]
    if command == "prepare":
        made = prepare()
        print(f"{len(made)} lessons copied into {WORK.name}/" if made else
              f"{WORK.name}/ already has every lesson (nothing overwritten)")
        return 0
    if command == "restore":
        if len(rest) != 1:
            print("which lesson? e.g.: make restore LESSON=03", file=sys.stderr)
            return 2
        try:
            copy, kept = restore(rest[0])
        except ValueError as error:
            print(error, file=sys.stderr)
            return 2
        print(f"{copy.relative_to(REPO)} is as shipped again"
              + (f"; your copy is kept in {kept.relative_to(REPO)}" if kept else ""))
        return 0
    if command == "lab":
        prepare()
        arguments = [sys.executable, "-m", "jupyterlab", *lab_arguments(), *rest]
        os.execv(sys.executable, arguments)
    print(__doc__)
    return 0 if command == "help" else 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

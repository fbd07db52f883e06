"""JupyterLab's menu names as a student sees them: English, or as the installed language pack says.

`make lab` opens JupyterLab in the student's language (``lab/student.py``, ``LAB_LOCALES``);
the lessons quote its menus, and these names are what they must quote.
"""

from __future__ import annotations

import functools
import importlib
import json
from pathlib import Path

#: The menus and menu items the lessons name, as JupyterLab labels them in English (a menu's
#: own name is translated in the context "menu", and many packs leave it in English).
MENUS = ("Run", "Kernel")
MENU = "menu"
ITEMS = ("Restart Kernel and Run All Cells…", "Run All Cells")


@functools.cache
def catalogue(locale: str) -> dict[str, list[str]]:
    """The language pack's JupyterLab translations for ``locale`` (e.g. "es_ES")."""
    pack = importlib.import_module(f"jupyterlab_language_pack_{locale}")
    assert pack.__file__ is not None
    path = Path(pack.__file__).parent / "locale" / locale / "LC_MESSAGES" / "jupyterlab.json"
    found: dict[str, list[str]] = json.loads(path.read_text(encoding="utf-8"))
    return found


#: Menu items JupyterLab names by joining two commands' labels with "%1 and %2".
JOINED = {"Restart Kernel and Run All Cells…": ("Restart Kernel…", "Run All Cells")}


def shown(label: str, locale: str, *, context: str = "") -> str:
    """The English menu label ``label`` as JupyterLab shows it in ``locale`` (untranslated: as is)."""
    if label in JOINED:
        # JupyterLab's rule: each part without its "…", one "…" at the end if any part had one.
        parts = [shown(part, locale) for part in JOINED[label]]
        first = ", ".join(part.removesuffix("…") for part in parts[:-1])
        last = parts[-1].removesuffix("…") + ("…" if any(part.endswith("…") for part in parts) else "")
        return shown("%1 and %2", locale).replace("%1", first).replace("%2", last)
    if locale == "en":
        return label
    return catalogue(locale).get(f"{context}\x04{label}" if context else label, [label])[0]

"""Two tiny notebooks, written at test time, that prove the browser check itself works.

``canary_ok.ipynb`` shows a Button and an HTML widget (a click must change the HTML)
and a second button whose callback raises (the check must notice).  ``canary_error``
raises in a cell (the check must report it and the cell after it that never ran).
They live only in the temporary copy the server serves, never in notebooks/.
"""

from __future__ import annotations

from pathlib import Path

import nbformat

FOLDER = "_browser_canary"
OK = f"{FOLDER}/canary_ok.ipynb"
ERROR = f"{FOLDER}/canary_error.ipynb"

CLICK_ME = "Pulsa aquí"
BREAK_ME = "Falla"

_WIDGETS = f"""\
import ipywidgets as widgets

shown = widgets.HTML(value="<b>Pulsaciones: 0</b>")
clicks = []

def count(_button):
    clicks.append(1)
    shown.value = f"<b>Pulsaciones: {{len(clicks)}}</b>"

def fail(_button):
    raise ZeroDivisionError("canary callback failed on purpose")

ok = widgets.Button(description="{CLICK_ME}")
ok.on_click(count)
bad = widgets.Button(description="{BREAK_ME}")
bad.on_click(fail)
widgets.VBox([ok, bad, shown])
"""


def _notebook(*sources: str) -> nbformat.NotebookNode:
    notebook = nbformat.v4.new_notebook()
    notebook.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3", "language": "python"}
    notebook.cells = [nbformat.v4.new_code_cell(source) for source in sources]
    return notebook


def write_canaries(root: Path) -> None:
    """Write the canary notebooks into the served folder ``root``."""
    folder = root / FOLDER
    folder.mkdir(parents=True, exist_ok=True)
    nbformat.write(_notebook(_WIDGETS, "print('listo')"), str(root / OK))
    nbformat.write(_notebook("1 / 0", "print('nunca')"), str(root / ERROR))

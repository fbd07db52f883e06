"""The progress page's screen: the student's results per lesson and per exercise, and one click to make the hand-in.

Everything it shows is read and written by :mod:`briscola_teach.progress`; the screen
only asks for the student's name and offers the file to download.  The hand-in also
carries the student's results on class codes, found with their saved hands
(:func:`briscola_teach.duplicate.find_results`), for the class's duplicate ranking.
"""

from __future__ import annotations

import base64
import html
from datetime import date
from pathlib import Path

import ipywidgets as widgets

from .. import progress
from ..duplicate import find_results
from .base import Screen, Shown

__all__ = ["HandIn"]


class HandIn(Screen):
    """The results recorded in this folder, per lesson and per exercise (linked to its lesson); then the hand-in."""

    def __init__(self, *, folder: Path | str | None = None) -> None:
        super().__init__()
        self.add_class("bt-hand-in")
        self.folder = Path(folder) if folder is not None else progress.student_folder() or Path.cwd()
        #: The last hand-in file written (None before the first).
        self.file: Path | None = None
        #: What the results part shows now (HTML): the lessons' table and the exercises, each linked to its lesson.
        self.summary = ""
        # An output area, not an HTML widget: the notebook opens the links to the lessons itself,
        # in JupyterLab and on the zero-install site alike.
        self._summary = widgets.Output()
        self._summary.add_class("bt-progress-summary")
        say = self.words.text
        self._name = widgets.Text(description=say("progress.name"), placeholder=say("progress.name_placeholder"),
                                  layout=widgets.Layout(width="360px"), style={"description_width": "initial"})
        self.hand_in_button = widgets.Button(description=say("progress.make_hand_in"), button_style="primary",
                                             layout=widgets.Layout(width="auto"))
        self.hand_in_button.on_click(self.guarded(lambda _: self.make()))
        self._result = widgets.HTML()
        self._result.add_class("bt-hand-in-result")
        self.children = [self._summary,
                         widgets.HBox([self._name, self.hand_in_button],
                                      layout=widgets.Layout(flex_flow="row wrap", align_items="center")),
                         self._result, self._feedback]
        self.refresh()

    @property
    def name_box(self) -> widgets.Text:
        """The box the student writes their name in."""
        return self._name

    result = Shown("_result", "The hand-in made, with its download link, as shown (HTML); empty before the first.")

    def make(self, name: str | None = None) -> Path:
        """Write the hand-in file for ``name`` (by default the name in the box) and offer it to download."""
        if name is not None:
            self._name.value = name
        self._feedback.value = ""
        entries = progress.read(self.folder)  # read once: the page, the link and the summary agree
        name = self._name.value
        # the class codes played at the table, under the name on the hand-in
        played = find_results(self.folder, student=name.strip()) if name.strip() else []
        file, page = progress.hand_in_page(name, entries, today=date.today(), language=self.words.language,
                                           class_results=played)
        path = self.folder / file
        path.write_text(page, encoding="utf-8")
        self.file = path
        data = base64.b64encode(page.encode("utf-8")).decode("ascii")
        ready = html.escape(self.words.text("progress.hand_in_ready", file=path.name))
        link = html.escape(self.words.text("progress.download", file=path.name))
        self._result.value = (f'<p style="color:#1d6b2c;font-weight:600;margin:4px 0">✔ {ready}</p>'
                              f'<p style="margin:4px 0"><a download="{html.escape(path.name)}" '
                              f'href="data:text/html;base64,{data}" style="font-weight:600">⬇ {link}</a></p>')
        self._show(entries)
        return path

    def refresh(self) -> None:
        """Read the results in the folder again and show them."""
        self._show(progress.read(self.folder))

    def _show(self, entries: list[progress.Entry]) -> None:
        language = self.words.language
        self.summary = (progress.summary_html(entries, language=language)
                        + progress.exercises_html(entries, language=language))
        # Set as the area's content, not printed into it: no message of the cell running is involved.
        self._summary.outputs = ({"output_type": "display_data", "metadata": {},
                                  "data": {"text/html": self.summary}},)

    def static_html(self) -> str:
        """The results as they were read, for pages without widgets."""
        note = f'<p style="color:#555;font-style:italic">{html.escape(self.words.text("common.widget_note"))}</p>'
        return f'<div class="bt-hand-in-still">{self.summary}{note}</div>'

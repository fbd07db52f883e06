"""The app view: the card table and the coach's review of the hand just played, on one page.

:class:`TableApp` is what the app notebook shows (served on its own, without any
code): a language picker, the card table with its level, players and match format,
and under it the coach's review of the last finished hand.  Each session of the app
(one kernel per visitor) saves its hands in a folder of its own,
:func:`session_folder`, so two students at one server never write over each other.
"""

from __future__ import annotations

import base64
import html
import os
import re
import uuid
from collections.abc import Callable
from pathlib import Path

import ipywidgets as widgets

from ..coach import DEFAULT_SAMPLES, review
from ..errors import IllegalPlay, OptionError
from ..game import Game
from ..locale import LANGUAGES, words
from .base import Screen, Shown
from .review import TryAgain
from ..card_table.students import (DATA_VARIABLE, DEFAULT_DATA, MAX_DOWNLOAD, NAME_KEYS, checked_file_name,
                                   data_folder, language_in_link, offer_line, saved_hands, student_folder,
                                   student_in_link, take_hands, unfinished_hand)
from .table import DEFAULT_SEED, YOU, CardTable

__all__ = ["TableApp", "SessionTable", "session_name", "session_folder", "student_folder", "student_in_link",
           "link_query", "DATA_VARIABLE", "DEFAULT_DATA", "NAME_KEYS"]

_session: str | None = None


def session_name() -> str:
    """This session's name: the kernel's id when running in a kernel (one per visitor), else a fresh one.

    The name stays the same for the whole life of the process.
    """
    global _session
    if _session is None:
        name = ""
        try:
            from ipykernel.connect import get_connection_file

            name = Path(get_connection_file()).stem.removeprefix("kernel-")
        except Exception:  # noqa: BLE001 - not inside a kernel (a script, a test)
            name = ""
        name = re.sub(r"[^A-Za-z0-9_-]", "", name)
        _session = name or uuid.uuid4().hex
    return _session


def session_folder(data: str | Path | None = None) -> Path:
    """The folder where this session saves its hands until the student gives a name: one per session."""
    return data_folder(data) / session_name()


def link_query() -> str:
    """The query of the link the visitor opened (``alumno=Lucia&lang=en``), empty outside Voilà.

    In a kernel Voilà prepared before anyone asked for it (a preheated kernel) this waits
    until a visitor's page takes the kernel, as Voilà's ``get_query_string`` does.
    """
    if os.environ.get("VOILA_PREHEAT") == "True":
        try:
            from voila.utils import get_query_string  # type: ignore[import-untyped]
        except ImportError:  # pragma: no cover - the variable is only set by Voilà
            return ""
        return get_query_string() or ""
    return os.environ.get("QUERY_STRING", "")


class SessionTable(CardTable):
    """The card table of one app session: a typed file name is saved inside the student's folder.

    A name with a folder in it, or characters a file name should not have, is refused in
    the student's language; a failure of the server's disk is said without its path.

    >>> import tempfile
    >>> table = SessionTable(save_dir=tempfile.mkdtemp(), level="random", seed=3)
    >>> table.save("mia.json").name
    'mia.json'
    """

    #: The app reviews the last hand with its own button, under the table.
    offers_review = False
    #: Called with the path of each hand saved (the app lists the student's hands again).
    on_saved: Callable[[Path], None] | None = None

    def save(self, path: str | Path | None = None) -> Path:
        """Write the hand as JSON into the student's folder (``path`` is a plain file name)."""
        target = None
        if path is not None:
            target = self.save_dir / checked_file_name(str(path))
        try:
            saved = super().save(target)
        except OSError:
            raise OptionError("app.save_failed") from None
        if self.on_saved is not None:
            self.on_saved(saved)
        return saved

    def _saved_message(self, path: Path) -> str:
        return self.words.text("app.saved", name=path.name, actions=len(self.game.actions))


def _download_link(path: Path, label: str) -> str:
    data = base64.b64encode(path.read_bytes()).decode("ascii")
    return (f'<a download="{html.escape(path.name)}" href="data:application/json;base64,{data}" '
            f'style="margin-left:8px">{html.escape(label)}</a>')


class TableApp(Screen):
    """The app's one screen: the student's name, the card table, their saved hands, the coach's review.

    >>> import tempfile
    >>> app = TableApp(level="random", seed=3, save_dir=tempfile.mkdtemp())
    >>> app.language, app.table.game.players, app.reviewed_hand, app.student
    ('es', 2, None, None)
    """

    def __init__(self, *, level: str = "sensato", players: int = 2, best_of: int = 1,
                 seed: int | None = DEFAULT_SEED, delay: float = 0.0,
                 save_dir: str | Path | None = None, samples: int = DEFAULT_SAMPLES,
                 style: str = "spanish", think: float | None = None,
                 data: str | Path | None = None) -> None:
        super().__init__()
        self.add_class("bt-table-app")
        # The table's first settings, kept to build it again in another language.
        self._level, self._players, self._best_of = level, players, best_of
        self._seed, self._delay, self.style, self._think = seed, delay, style, think
        #: The folder holding every student's folder (and the folders of sessions with no name yet).
        self.data = data_folder(data)
        self.save_dir = Path(save_dir) if save_dir is not None else session_folder(self.data)
        self.samples = samples
        #: The student's name as they gave it, once given.
        self.student: str | None = None
        #: An unfinished hand saved in the student's folder, offered to go on with.
        self._offer: dict[str, object] | None = None
        self._reviewed: Game | None = None
        self._review_screen: TryAgain | None = None
        self.language_picker = widgets.Dropdown(
            options=[(self.words.text(f"app.language_{lang}"), lang) for lang in LANGUAGES],
            value=self.words.language, layout=widgets.Layout(width="260px"))
        self.language_picker.add_class("bt-app-language")
        self.language_picker.observe(self.guarded(lambda change: self.set_language(change["new"])),
                                     names="value")
        self.name_field = widgets.Text(layout=widgets.Layout(width="300px"))
        self.name_field.add_class("bt-app-name")
        self.name_button = widgets.Button(button_style="primary", icon="user",
                                          layout=widgets.Layout(width="auto"))
        self.name_button.add_class("bt-app-name-button")
        self.name_button.on_click(self.guarded(lambda _: self.set_student(self.name_field.value)))
        self.resume_button = widgets.Button(button_style="success", icon="play",
                                            layout=widgets.Layout(width="auto"))
        self.resume_button.add_class("bt-app-resume")
        self.resume_button.on_click(self.guarded(lambda _: self.resume_saved()))
        self.discard_button = widgets.Button(layout=widgets.Layout(width="auto"))
        self.discard_button.on_click(self.guarded(lambda _: self.discard_saved()))
        self._offer_note = widgets.HTML()
        self._offer_box = widgets.HBox([self._offer_note, self.resume_button, self.discard_button],
                                       layout=widgets.Layout(display="none", align_items="center",
                                                             flex_flow="row wrap"))
        self._offer_box.add_class("bt-app-offer")
        self._name_note = widgets.HTML()
        self._name_note.add_class("bt-app-name-note")
        self._hands = widgets.HTML()
        self._hands.add_class("bt-app-hands")
        # The line under the title, and (hidden) what the page says if the kernel stops (read by the
        # template's script), in this language: one widget, not two.
        self._page_texts = widgets.HTML()
        self._build()

    # ------------------------------------------------------------------ the visitor
    def open_link(self, query: str | None = None) -> None:
        """Take what the visitor's link says: ``lang=en`` speaks English, ``alumno=Lucia`` names the student.

        ``query`` defaults to the link the page was opened with (:func:`link_query`).
        """
        query = link_query() if query is None else query
        language = language_in_link(query)
        if language is not None and language != self.language:
            self.set_language(language)
        name = student_in_link(query)
        if name is not None:
            self.name_field.value = name[:200]
            self.guarded(self.set_student)(name)

    def set_student(self, name: str) -> None:
        """Keep the student's hands under their name: the folder ``<data>/<name>``, listed below the table.

        Hands saved before the name was given move into that folder; an unfinished hand
        found there is offered to go on with.
        """
        folder = self.data / student_folder(name)
        if self.student is None:
            take_hands(self.save_dir, folder)
        self.student = name.strip()
        self.save_dir = folder
        self._table.save_dir = folder
        self._table.student = self.student
        self._offer = self._unfinished_hand()
        self._table.autosave = None if self._offer is not None else self._in_play_path()
        self._table.refresh()
        self._show_student()
        self.show_hands()

    def resume_saved(self) -> None:
        """Go on with the unfinished hand offered (saved as it was played before the table stopped)."""
        if self._offer is None:
            raise IllegalPlay("table.resume_bad")
        self._table.resume(self._offer)
        self._offer = None
        self._table.autosave = self._in_play_path()
        self._table.refresh()
        self._show_student()
        self._feedback.value = f'<div style="color:#1b5e20">{html.escape(self.words.text("app.resumed"))}</div>'

    def discard_saved(self) -> None:
        """Leave the unfinished hand offered and play the table as it is (it is saved from now on)."""
        self._offer = None
        self._table.autosave = self._in_play_path()
        self._table.refresh()
        self._show_student()

    def _in_play_path(self) -> Path:
        return self.save_dir / self.words.text("hands.in_play_file")

    def _unfinished_hand(self) -> dict[str, object] | None:
        """The hand in play saved in the student's folder, if it is unfinished and readable."""
        return unfinished_hand(self._in_play_path())

    # ------------------------------------------------------------------ what the student sees
    review_title = Shown("_review_title", "The heading over the coach's review, as shown (HTML).")
    hands_list = Shown("_hands", "The student's saved hands, each with its download link, as listed (HTML).")
    name_note = Shown("_name_note", "The greeting, or how to give a name, as shown beside the name (HTML).")
    offer_note = Shown("_offer_note", "The offer to go on with a hand left unfinished, as shown (HTML).")
    page_texts = Shown("_page_texts", "What the page says if the kernel stops, in the app's language (HTML).")

    @property
    def is_offering(self) -> bool:
        """Whether the app offers to go on with a hand left unfinished."""
        return bool(self._offer_box.layout.display != "none")

    @property
    def reviews_shown(self) -> tuple[Screen, ...]:
        """The review screens shown under the table now (none before a review is asked)."""
        return tuple(self._review_box.children)

    # ------------------------------------------------------------------ the model
    @property
    def table(self) -> SessionTable:
        """The card table on screen."""
        return self._table

    @property
    def language(self) -> str:
        """The language the app speaks."""
        return str(self.language_picker.value)

    @property
    def review_screen(self) -> TryAgain | None:
        """The coach's review on screen, once a hand has been reviewed."""
        return self._review_screen

    @property
    def reviewed_hand(self) -> int | None:
        """Which hand of the match the review on screen is about (1 = the first), if any."""
        if self._reviewed is None:
            return None
        games = self._table.match.games
        return next((i + 1 for i, game in enumerate(games) if game is self._reviewed), None)

    # ------------------------------------------------------------------ actions
    def set_language(self, language: str) -> None:
        """Speak ``language`` ("es", "en" or "it") from now on; the table starts a new match."""
        if language not in LANGUAGES:
            raise OptionError("engine.unknown_language", given=language, languages=", ".join(LANGUAGES))
        # The app's own words change (everything it says is said in them); the kit-wide language, that
        # the notebook's other cells speak, stays as the teacher set it.
        self.__dict__["_words"] = words(language)
        if self.language_picker.value != language:
            self.language_picker.value = language  # its observer comes back here once
            return
        self._build()

    def review_last_hand(self) -> TryAgain:
        """Have the coach review the student's plays in the last finished hand: each flagged play tried again first."""
        games = self._table.match.games
        finished = [game for game in games if game.is_over]
        if not finished:
            raise IllegalPlay("app.no_finished_hand", button=self.words.text("app.review_button"))
        game = finished[-1]
        if not isinstance(game, Game):
            # The coach reviews two to four players; a hand of chiamata it says plainly it does not.
            raise IllegalPlay("table.ch_coach_none")
        if game is not self._reviewed or self._review_screen is None:
            number = next(i + 1 for i, g in enumerate(games) if g is game)
            before = self._review_title.value
            # Seconds of search: say so at once, and take no second click meanwhile.
            self._review_title.value = (f'<h3 style="margin:4px 0">'
                                        f'{html.escape(self.words.text("app.reviewing", number=number))}</h3>')
            self.review_button.disabled = True
            try:
                # Every screen takes language= (Screen's constructor reads it), though TryAgain does not name it.
                screen = TryAgain(review(game, YOU, samples=self.samples), lesson=self.table.lesson,
                                  style=self.style, language=self.words.language)
            except Exception:
                self._review_title.value = before
                raise
            finally:
                self.review_button.disabled = False
            self._reviewed = game
            self._review_screen = screen
            self._review_box.children = [screen]
            self._review_title.value = (f'<h3 style="margin:4px 0">'
                                        f'{html.escape(self.words.text("app.review_title", number=number))}</h3>')
        self._feedback.value = ""
        return self._review_screen

    # ------------------------------------------------------------------ drawing
    def _build(self) -> None:
        """Make every child in the current language: a new table, no review yet."""
        self._table = SessionTable(level=self._level, players=self._players, best_of=self._best_of,
                                   seed=self._seed, delay=self._delay, save_dir=self.save_dir,
                                   style=self.style, think=self._think, language=self.words.language)
        self._table.on_saved = lambda _path: self.show_hands()
        if self.student is not None:
            self._table.student = self.student
            self._table.autosave = None if self._offer is not None else self._in_play_path()
        self._reviewed = None
        self._review_screen = None
        self.language_picker.description = self.words.text("app.language")
        self.language_picker.tooltip = self.words.text("app.language_tip")
        self.name_field.description = self.words.text("app.name_label")
        self.name_field.placeholder = self.words.text("app.name_placeholder")
        self.name_button.description = self.words.text("app.name_button")
        self.name_button.tooltip = self.words.text("app.name_tip")
        self.resume_button.description = self.words.text("app.resume_button")
        self.discard_button.description = self.words.text("app.resume_discard")
        self._page_texts.value = (
            f'<p style="margin:2px 0 8px 0">{html.escape(self.words.text("app.intro"))}</p>'
            f'<div class="bt-app-texts" style="display:none" data-title="{html.escape(self.words.text("app.lost_title"))}" '
            f'data-body="{html.escape(self.words.text("app.lost_body", button=self.words.text("app.lost_button")))}" '
            f'data-button="{html.escape(self.words.text("app.lost_button"))}"></div>')
        # The save box names the file only: where the server keeps the student's folder is not theirs to see.
        self._table.save_path.placeholder = self.words.text("hands.file", number="N")
        self.review_button = widgets.Button(description=self.words.text("app.review_button"), icon="search",
                                            tooltip=self.words.text("app.review_tip"), button_style="info",
                                            layout=widgets.Layout(width="auto", margin="8px 0 0 0",
                                                                  align_self="flex-start"))
        self.review_button.add_class("bt-app-review")
        self.review_button.on_click(self.guarded(lambda _: self.review_last_hand()))
        self._review_title = widgets.HTML(
            f'<div style="color:#555">'
            f'{html.escape(self.words.text("app.review_waiting", button=self.words.text("app.review_button")))}</div>')
        self._review_title.add_class("bt-app-review-title")
        self._review_box = widgets.VBox([])
        header = widgets.HBox([
            widgets.HTML(f'<h2 style="margin:4px 16px 4px 0">{html.escape(self.words.text("app.title"))}</h2>'),
            self.language_picker,
        ], layout=widgets.Layout(align_items="center", flex_flow="row wrap"))
        self.children = [
            header,
            self._page_texts,
            widgets.HBox([self.name_field, self.name_button, self._name_note],
                         layout=widgets.Layout(align_items="center", flex_flow="row wrap")),
            self._offer_box,
            self._table,
            self.review_button,
            self._feedback,
            self._review_title,
            self._review_box,
            self._hands,
        ]
        self._show_student()
        self.show_hands()

    def _show_student(self) -> None:
        """Say whose hands these are (or ask for a name), and offer the unfinished hand if there is one."""
        if self.student is None:
            line = self.words.text("app.name_needed", button=self.words.text("app.name_button"))
        else:
            line = self.words.text("app.hello", name=self.student)
        self._name_note.value = f'<span style="color:#555;margin-left:8px">{html.escape(line)}</span>'
        offer = self._offer
        if offer is None:
            self._offer_box.layout.display = "none"
            return
        self._offer_note.value = f'<b style="margin-right:8px">{html.escape(offer_line(offer, self.words))}</b>'
        self._offer_box.layout.display = None

    def show_hands(self) -> None:
        """List the hands saved in the student's folder, each with a link that downloads it."""
        items = []
        for path in saved_hands(self.save_dir):
            try:
                link = _download_link(path, self.words.text("app.download")) if path.stat().st_size <= MAX_DOWNLOAD else ""
            except OSError:
                continue
            items.append(f"<li><code>{html.escape(path.name)}</code>{link}</li>")
        body = (f'<ul style="margin:4px 0">{"".join(items)}</ul>' if items
                else f'<p style="color:#555;margin:4px 0">{html.escape(self.words.text("app.hands_none"))}</p>')
        self._hands.value = f'<h3 style="margin:12px 0 4px 0">{html.escape(self.words.text("app.hands_title"))}</h3>{body}'

    def refresh(self) -> None:
        """Redraw the table (the review draws itself)."""
        self._table.refresh()

    def static_html(self) -> str:
        """The table as it is now and the review on screen, for pages without widgets."""
        parts = [f"<h2>{html.escape(self.words.text('app.title'))}</h2>", self._table.static_html()]
        if self._review_screen is not None:
            parts.append(self._review_title.value + self._review_screen.static_html())
        return '<div class="bt-table-app-still">' + "".join(parts) + "</div>"

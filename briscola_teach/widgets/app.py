"""The app view: the card table and the coach's review of the hand just played, on one page.

:class:`TableApp` is what the app notebook shows (served on its own, without any
code): a language picker, the card table with its level, players and match format,
and under it the coach's review of the last finished hand.  Each session of the app
(one kernel per visitor) saves its hands in a folder of its own,
:func:`session_folder`, so two students at one server never write over each other.
"""

from __future__ import annotations

import html
import os
import re
import uuid
from pathlib import Path

import ipywidgets as widgets

from ..coach import DEFAULT_SAMPLES, review
from ..errors import IllegalPlay, OptionError
from ..game import Game
from ..locale import LANGUAGES, get_language, text, using, words
from .base import Screen
from .review import TryAgain
from .table import DEFAULT_SEED, YOU, CardTable

__all__ = ["TableApp", "SessionTable", "session_name", "session_folder", "DATA_VARIABLE",
           "DEFAULT_DATA"]

#: Environment variable naming the folder that holds every session's folder.
DATA_VARIABLE = "BRISCOLA_APP_DATA"
#: That folder when the variable is not set, relative to where the app runs.
DEFAULT_DATA = "manos"

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
    """The folder where this session saves its hands: one per session, inside ``data``.

    ``data`` defaults to the environment variable ``BRISCOLA_APP_DATA``, else ``manos``.
    """
    if data is None:
        data = os.environ.get(DATA_VARIABLE, "").strip() or DEFAULT_DATA
    return Path(data) / session_name()


class SessionTable(CardTable):
    """The card table of one app session: a typed file name is saved inside the session's folder.

    >>> import tempfile
    >>> table = SessionTable(save_dir=tempfile.mkdtemp(), level="random", seed=3)
    >>> table.save("mia.json").name
    'mia.json'
    """

    #: The app reviews the last hand with its own button, under the table.
    offers_review = False

    def save(self, path: str | Path | None = None) -> Path:
        """Write the hand as JSON into the session's folder (``path`` is a plain file name)."""
        if path is None:
            return super().save()
        name = Path(path)
        if name.is_absolute() or len(name.parts) != 1 or name.name in ("", ".", ".."):
            raise OptionError("app.save_outside", given=str(path))
        return super().save(self.save_dir / name)


class TableApp(Screen):
    """The app's one screen: pick a language, play at the card table, read the coach's review.

    >>> import tempfile
    >>> app = TableApp(level="random", seed=3, save_dir=tempfile.mkdtemp())
    >>> app.language, app.table.game.players, app.reviewed_hand
    ('es', 2, None)
    """

    def __init__(self, *, level: str = "sensato", players: int = 2, best_of: int = 1,
                 seed: int | None = DEFAULT_SEED, delay: float = 0.0,
                 save_dir: str | Path | None = None, samples: int = DEFAULT_SAMPLES,
                 style: str = "spanish") -> None:
        super().__init__()
        self.add_class("bt-table-app")
        # The table's first settings, kept to build it again in another language.
        self._level, self._players, self._best_of = level, players, best_of
        self._seed, self._delay, self.style = seed, delay, style
        self.save_dir = Path(save_dir) if save_dir is not None else session_folder()
        self.samples = samples
        self._reviewed: Game | None = None
        self._review_screen: TryAgain | None = None
        self.language_picker = widgets.Dropdown(
            options=[(text(f"app.language_{lang}"), lang) for lang in LANGUAGES],
            value=get_language(), layout=widgets.Layout(width="260px"))
        self.language_picker.add_class("bt-app-language")
        self.language_picker.observe(self.guarded(lambda change: self.set_language(change["new"])),
                                     names="value")
        self._build()

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
        # The app's own words change (every method runs in them); the kit-wide language, that
        # the notebook's other cells speak, stays as the teacher set it.
        self.__dict__["_words"] = words(language)
        if self.language_picker.value != language:
            self.language_picker.value = language  # its observer comes back here once
            return
        with using(language):
            self._build()

    def review_last_hand(self) -> TryAgain:
        """Have the coach review the student's plays in the last finished hand: each flagged play tried again first."""
        games = self._table.match.games
        finished = [game for game in games if game.is_over]
        if not finished:
            raise IllegalPlay("app.no_finished_hand", button=text("app.review_button"))
        game = finished[-1]
        if not isinstance(game, Game):
            # The coach reviews two to four players; a hand of chiamata it says plainly it does not.
            raise IllegalPlay("table.ch_coach_none")
        if game is not self._reviewed or self._review_screen is None:
            number = next(i + 1 for i, g in enumerate(games) if g is game)
            before = self._review_title.value
            # Seconds of search: say so at once, and take no second click meanwhile.
            self._review_title.value = (f'<h3 style="margin:4px 0">'
                                        f'{html.escape(text("app.reviewing", number=number))}</h3>')
            self.review_button.disabled = True
            try:
                screen = TryAgain(review(game, YOU, samples=self.samples), lesson=self.table.lesson,
                                  style=self.style)
            except Exception:
                self._review_title.value = before
                raise
            finally:
                self.review_button.disabled = False
            self._reviewed = game
            self._review_screen = screen
            self._review_box.children = [screen]
            self._review_title.value = (f'<h3 style="margin:4px 0">'
                                        f'{html.escape(text("app.review_title", number=number))}</h3>')
        self._feedback.value = ""
        return self._review_screen

    # ------------------------------------------------------------------ drawing
    def _build(self) -> None:
        """Make every child in the current language: a new table, no review yet."""
        self._table = SessionTable(level=self._level, players=self._players, best_of=self._best_of,
                                   seed=self._seed, delay=self._delay, save_dir=self.save_dir,
                                   style=self.style)
        self._reviewed = None
        self._review_screen = None
        self.language_picker.description = text("app.language")
        self.language_picker.tooltip = text("app.language_tip")
        self.review_button = widgets.Button(description=text("app.review_button"), icon="search",
                                            tooltip=text("app.review_tip"), button_style="info",
                                            layout=widgets.Layout(width="auto"))
        self.review_button.add_class("bt-app-review")
        self.review_button.on_click(self.guarded(lambda _: self.review_last_hand()))
        self._review_title = widgets.HTML(
            f'<div style="color:#555">'
            f'{html.escape(text("app.review_waiting", button=text("app.review_button")))}</div>')
        self._review_title.add_class("bt-app-review-title")
        self._review_box = widgets.VBox([])
        folder = html.escape(text("app.save_folder", folder=self.save_dir))
        header = widgets.HBox([
            widgets.HTML(f'<h2 style="margin:4px 16px 4px 0">{html.escape(text("app.title"))}</h2>'),
            self.language_picker,
        ], layout=widgets.Layout(align_items="center", flex_flow="row wrap"))
        self.children = [
            header,
            widgets.HTML(f'<p style="margin:2px 0 8px 0">{html.escape(text("app.intro"))}</p>'),
            self._table,
            widgets.HTML(f'<p class="bt-app-folder" style="color:#555;margin:4px 0">{folder}</p>'),
            widgets.HBox([self.review_button], layout=widgets.Layout(margin="8px 0 0 0")),
            self._feedback,
            self._review_title,
            self._review_box,
        ]

    def refresh(self) -> None:
        """Redraw the table (the review draws itself)."""
        self._table.refresh()

    def static_html(self) -> str:
        """The table as it is now and the review on screen, for pages without widgets."""
        parts = [f"<h2>{html.escape(text('app.title'))}</h2>", self._table.static_html()]
        if self._review_screen is not None:
            parts.append(self._review_title.value + self._review_screen.static_html())
        return '<div class="bt-table-app-still">' + "".join(parts) + "</div>"

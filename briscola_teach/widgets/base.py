"""What every lesson screen shares: one refresh from the model, errors shown in place,
and a still picture for readers whose page does not run widgets."""

from __future__ import annotations

import functools
import html
import inspect
from collections.abc import Callable, Sequence
from typing import Any, Generic, TypeVar, overload

import ipywidgets as widgets
import traitlets

from .. import progress, render
from ..cards import Card
from ..errors import BriscolaError
from ..exercises import answers
from ..locale import Words, words
from ..locale import words as kit_words

__all__ = ["Screen", "StepScreen", "Shown", "HandRow", "seat_label", "card_slot", "over_picture", "SIZES"]

#: How big a screen is drawn: CSS zoom of the whole screen, per choice of the size toggle.
SIZES = {"compact": 0.8, "normal": 1.0, "large": 1.3}

# Zoom classes for the size toggle; the <style> lives in a hidden HTML child of the screen.
# A button whose layout names no width is as wide as its label, and a row never squeezes
# it (ipywidgets' fixed 148px, or a full row, would cut a long label: "Siguiente probl…");
# a card's name under its picture goes onto two lines rather than being cut.
_SIZE_STYLE = "<style>" + "".join(
    f".bt-size-{name}{{zoom:{zoom}}}" for name, zoom in SIZES.items() if zoom != 1.0
) + (".bt-screen .widget-button{width:auto;min-width:36px;flex-shrink:0}"
     ".bt-card-slot .widget-button{white-space:normal;line-height:1.15}</style>")


def card_slot(picture: widgets.HTML, button: widgets.Button, *, width: float,
              height: float, layout: widgets.Layout | None = None) -> widgets.GridBox:
    """A card picture with its button laid over it: a click on the picture or the name plays it.

    Both share one grid cell; the button is transparent and pushes its text below the
    picture, so the card is one target (one click, one card).  ``layout``: the button's
    (an :func:`over_picture` that the screen's card buttons share), else one of its own.
    """
    picture.layout.grid_area = "1 / 1 / 2 / 2"
    picture.layout.justify_self = "center"
    button.layout = layout if layout is not None else over_picture(width=width, height=height)
    button.style.button_color = "transparent"
    slot = widgets.GridBox([picture, button], layout=widgets.Layout(
        grid_template_columns=f"{width:.0f}px", grid_template_rows="auto", margin="0 4px"))
    slot.add_class("bt-card-slot")
    return slot


def over_picture(*, width: float, height: float) -> widgets.Layout:
    """The layout that lays a card's button over its picture in a :func:`card_slot`.

    One layout may serve every card button of a screen: a button drawn anew takes it.
    """
    return widgets.Layout(grid_area="1 / 1 / 2 / 2", height="auto", width=f"{width:.0f}px",
                          padding=f"{height:.0f}px 2px 2px 2px", margin="0")


F = TypeVar("F", bound=Callable[..., Any])


class Shown:
    """A screen's read accessor for what one of its private child widgets shows now (its HTML).

    ``board = Shown("_board", "The table as drawn now (HTML).")`` lets a test or a lesson read
    ``screen.board`` as the student sees it, without reaching into the screen's children.
    """

    def __init__(self, child: str, doc: str) -> None:
        self.child = child
        self.__doc__ = doc

    @overload
    def __get__(self, screen: None, owner: type) -> Shown: ...

    @overload
    def __get__(self, screen: object, owner: type) -> str: ...

    def __get__(self, screen: object, owner: type) -> Shown | str:
        if screen is None:
            return self
        return str(getattr(screen, self.child).value)


def seat_label(seat: int, players: int, *, you: int = 0, words: Words | None = None) -> str:
    """How a screen names a seat, seen from the student's seat ``you`` (in ``words``, the kit's by default)."""
    return (words or kit_words()).seats(players, you)[seat]


def _made_with_words(init: Callable[..., Any]) -> Callable[..., Any]:
    """The constructor that first fixes the screen's words from its ``language=`` and ``style=``.

    The outermost constructor resolves them (the kit-wide default for those not given) into
    the screen's :class:`~briscola_teach.locale.Words`; a screen that names ``language`` or
    ``style`` itself gets the resolved ones, the others never see them.
    """
    accepted = inspect.signature(init).parameters

    @functools.wraps(init)
    def run(self: Screen, *args: Any, **kwargs: Any) -> Any:
        language = kwargs.get("language") if "language" in accepted else kwargs.pop("language", None)
        style = kwargs.get("style") if "style" in accepted else kwargs.pop("style", None)
        if "_words" not in self.__dict__:
            self.__dict__["_words"] = words(language, style)
        own: Words = self.__dict__["_words"]
        if "style" in accepted:
            kwargs["style"] = own.style
        if "language" in accepted:
            kwargs["language"] = own.language
        return init(self, *args, **kwargs)

    return run


class Screen(widgets.VBox):  # type: ignore[misc]
    """One screen of a lesson: private child widgets, a single ``refresh`` from the model.

    Subclasses build their children, call ``super().__init__(children=...)``, wrap
    every callback with :meth:`guarded`, and implement :meth:`refresh` and
    :meth:`static_html`.  A refused action is shown in :attr:`_feedback` in the
    student's language, never lost inside a callback.

    Every screen takes ``language=`` and ``style=`` keywords (default: the kit-wide
    setting, :func:`briscola_teach.set_language`, read once when the screen is made) and
    keeps them as :attr:`words`, the context everything it shows is said and drawn in.

    A screen passes its words down to everything it calls: nothing it does reads or sets the
    kit-wide language, so two screens in two languages can be used in turn.
    """

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        if inspect.isfunction(vars(cls).get("__init__")):
            setattr(cls, "__init__", _made_with_words(vars(cls)["__init__"]))

    @property
    def words(self) -> Words:
        """The language and deck style of everything this screen shows (fixed when it is made)."""
        own: Words = self.__dict__["_words"]
        return own

    #: The still picture of the screen as it is now, kept up to date in a student's folder: saved with the
    #: widgets' state, it is what the lesson shows when reopened (``lab/student.py``'s ``as_still_pictures``).
    _bt_still = traitlets.Unicode("").tag(sync=True)

    def __init__(self, **kwargs: Any) -> None:
        if "_words" not in self.__dict__:  # a bare Screen, made by no subclass's constructor
            self.__dict__["_words"] = words()
        self._keeps_still = progress.student_folder() is not None
        self._feedback = widgets.HTML(value="")
        self._feedback.add_class("bt-feedback")
        super().__init__(**kwargs)
        self.add_class("bt-screen")
        self._size_style = widgets.HTML(_SIZE_STYLE, layout=widgets.Layout(display="none"))
        self._size = widgets.ToggleButtons(
            options=[(self.words.text(f"screens.size_{name}"), name) for name in SIZES], value="normal",
            tooltips=[self.words.text("screens.size_tip")] * len(SIZES),
            style={"button_width": "auto"}, layout=widgets.Layout(width="auto"))
        self._size.add_class("bt-size")
        self._size.observe(self.guarded(lambda change: self.set_size(change["new"])), names="value")

    feedback = Shown("_feedback", "What the screen says under itself now (HTML): a verdict, a hint, or why an "
                                  "action was refused.")

    @property
    def is_refused(self) -> bool:
        """Whether the feedback shown now is an error (an action refused, or one that failed)."""
        return "bt-error" in self.feedback

    # -- the size toggle
    @property
    def size(self) -> str:
        """How big the screen is drawn: "compact", "normal" or "large" (for a projector)."""
        return str(self._size.value)

    @property
    def size_toggle(self) -> widgets.ToggleButtons:
        """The toggle the student draws the screen smaller or larger with."""
        return self._size

    @property
    def classes(self) -> tuple[str, ...]:
        """The CSS classes the page draws the screen with (its size's zoom among them)."""
        return tuple(self._dom_classes)

    def set_size(self, size: str) -> None:
        """Draw the whole screen smaller or larger; the game state is untouched."""
        if size not in SIZES:
            raise ValueError(f"unknown size {size!r}; choose one of {', '.join(SIZES)}")
        for name in SIZES:
            self.remove_class(f"bt-size-{name}")
        if SIZES[size] != 1.0:
            self.add_class(f"bt-size-{size}")
        if self._size.value != size:
            self._size.value = size

    def size_bar(self) -> widgets.HBox:
        """The size toggle, with the style it needs, to put in a screen's top row."""
        label = widgets.HTML(f'<span style="color:#555">{html.escape(self.words.text("screens.size"))}</span>')
        # Never squeezed (its buttons would wrap onto two lines): a narrow row moves it whole.
        bar = widgets.HBox([label, self._size, self._size_style],
                           layout=widgets.Layout(align_items="center", margin="0 0 0 auto", flex="0 0 auto"))
        bar.add_class("bt-size-bar")
        return bar

    # -- subclasses fill these in
    def refresh(self) -> None:
        """Redraw every child from the model."""
        raise NotImplementedError

    def static_html(self) -> str:
        """A still picture of the current state, as HTML with inline SVG."""
        raise NotImplementedError

    # -- shared behaviour
    def show_error(self, message: str) -> None:
        """Tell the student why an action was refused."""
        self._feedback.value = (
            f'<div class="bt-error" style="color:#a40000;font-weight:600">'
            f"{html.escape(self.words.text('common.error', message=message))}</div>"
        )

    def show_message(self, message_html: str) -> None:
        """Show feedback (already HTML) under the screen."""
        self._feedback.value = message_html

    def guarded(self, handler: F) -> F:
        """Wrap a callback so that any error reaches the student instead of a log."""

        @functools.wraps(handler)
        def run(*args: Any, **kwargs: Any) -> Any:
            try:
                result = handler(*args, **kwargs)
                self._keep_still()
                return result
            except BriscolaError as error:
                self.show_error(self.worded(error))
            except Exception as error:  # noqa: BLE001 - a callback must never fail silently
                self._feedback.value = (
                    '<div class="bt-error" style="color:#a40000">'
                    + html.escape(self.words.text("common.unexpected", kind=type(error).__name__, message=error))
                    + "</div>"
                )
            return None

        return run  # type: ignore[return-value]

    @property
    def still_picture(self) -> str:
        """The still picture kept of the screen as it is now (HTML; "" outside a student's folder)."""
        return str(self._bt_still)

    def _keep_still(self) -> None:
        """Keep the still picture of the screen as it is now (in a student's folder only: it costs a drawing)."""
        if self.__dict__.get("_keeps_still"):
            self._bt_still = self.static_html()

    def worded(self, error: BriscolaError) -> str:
        """The error's message in this screen's language (the engine words it in the kit-wide one)."""
        return answers.worded(error, self.words)

    def _repr_mimebundle_(self, **kwargs: Any) -> dict[str, Any]:
        bundle: dict[str, Any] = super()._repr_mimebundle_(**kwargs)
        bundle["text/html"] = self.static_html()
        if self.__dict__.get("_keeps_still"):
            self._bt_still = bundle["text/html"]
        return bundle


Step = TypeVar("Step")


class StepScreen(Screen, Generic[Step]):
    """A screen that shows a hand one step at a time: its steps, the one shown, and ``go``.

    A subclass fills ``_steps`` before its first :meth:`go`, makes the ``_board`` and
    ``_explanation`` it draws ``current`` into in :meth:`refresh`; its
    :class:`~briscola_teach.widgets.navigator.Navigator` calls ``go``.
    """

    _steps: tuple[Step, ...] = ()
    _index = 0
    board = Shown("_board", "The table at the step shown, as drawn (HTML with inline SVG).")
    explanation = Shown("_explanation", "What the step shown means, as shown (HTML).")

    @property
    def steps(self) -> tuple[Step, ...]:
        """Every step, in order."""
        return self._steps

    @property
    def index(self) -> int:
        """Which step is shown (0 is the first: the deal, or the shuffle)."""
        return self._index

    @property
    def current(self) -> Step:
        """The step shown now."""
        return self._steps[self._index]

    def go(self, index: int) -> None:
        """Show step ``index``, kept inside the steps."""
        self._index = max(0, min(index, len(self._steps) - 1))
        self.refresh()
        self._keep_still()


class HandRow:
    """Up to ``size`` cards of a hand, each a picture with a button over it that answers with that card."""

    def __init__(self, size: int, *, card_width: int, css: str,
                 on_card: Callable[[int], Callable[[widgets.Button], None]]) -> None:
        self.card_width = card_width
        self.pictures = [widgets.HTML() for _ in range(size)]
        self.buttons = [widgets.Button() for _ in range(size)]
        picture_w = (render.CARD_W + 12) * card_width / render.CARD_W
        picture_h = (render.CARD_H + 12) * card_width / render.CARD_W
        self.slots = []
        for i, (picture, button) in enumerate(zip(self.pictures, self.buttons)):
            button.add_class(css)
            button.on_click(on_card(i))
            self.slots.append(card_slot(picture, button, width=max(picture_w, 112), height=picture_h))
        self.box = widgets.HBox(self.slots, layout=widgets.Layout(flex_flow="row wrap"))

    def show(self, hand: Sequence[Card], *, style: str | None, tip: Callable[[Card], str] = str,
             name: Callable[[Card], str] = str, ring: Callable[[Card], str | None] = lambda card: None,
             disabled: bool = False, language: str | None = None) -> None:
        """Draw ``hand`` (the rest of the slots hidden): each card ringed as ``ring`` says, named on its button.

        ``language`` names the cards in the pictures (the kit-wide one by default).
        """
        for i, (slot, picture, button) in enumerate(zip(self.slots, self.pictures, self.buttons)):
            if i >= len(hand):
                slot.layout.display = "none"
                button.description = ""
                continue
            card = hand[i]
            slot.layout.display = None
            picture.value = render.card_svg(card, style=style, width=self.card_width, highlight=ring(card),
                                            language=language)
            button.description = name(card)
            button.tooltip = tip(card)
            button.disabled = disabled

    def hide(self) -> None:
        """Hide every card."""
        self.show((), style=None)

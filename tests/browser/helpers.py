"""Small Playwright helpers for clicking through widgets in a JupyterLab notebook.

Interaction modules (``tests/browser/interactions/<notebook stem>.py``) import them
with ``from . import click_widget_button, wait_for_text, ...``; see that package's
docstring for the contract.  Every helper looks only inside the outputs of the notebook
that is open, waits (bounded) for what it needs, and raises ``AssertionError`` with
what it saw when the page is not as expected, so a failing click-through says why.

Clicks that talk to the kernel (buttons, toggles, dropdowns, text boxes) wait until the
kernel has handled the message and gone idle again, so the next line of the
click-through sees the updated widgets.
"""

from __future__ import annotations

import re
import time
from collections.abc import Callable, Sequence
from typing import Any

from playwright.sync_api import Locator, Page

#: Default bound, in milliseconds, for anything a helper waits for.
TIMEOUT_MS = 30_000

WIDGET_MIME = "application/vnd.jupyter.widget-view+json"
_NOTEBOOK = ".jp-NotebookPanel:not(.lm-mod-hidden)"
_OUTPUTS = f"{_NOTEBOOK} .jp-OutputArea-output"
# JupyterLab marks every output with its MIME type except widget views; nested
# outputs (inside an Output widget) are not counted as displays of their own.
WIDGET_VIEW_SELECTOR = ".jp-Cell-outputArea > .jp-OutputArea-child > .jp-OutputArea-output:not([data-mime-type])"
_WIDGET_OUTPUTS = f"{_NOTEBOOK} {WIDGET_VIEW_SELECTOR}"

_KERNEL_STATE_JS = """() => {
  const panel = window.jupyterapp && window.jupyterapp.shell.currentWidget;
  const kernel = panel && panel.sessionContext && panel.sessionContext.session
    && panel.sessionContext.session.kernel;
  return {status: kernel ? kernel.status : 'none', idle: window.__briscolaIdle || 0};
}"""

# Counts the kernel's "idle" status messages, so a helper can wait for the answer to
# its own message rather than for an idle that was already there before the click.
_WATCH_KERNEL_JS = """() => {
  const panel = window.jupyterapp && window.jupyterapp.shell.currentWidget;
  if (!panel || !panel.sessionContext) return false;
  window.__briscolaIdle = window.__briscolaIdle || 0;
  if (panel.__briscolaWatched) return true;
  const context = panel.sessionContext;
  const hook = () => {
    const kernel = context.session && context.session.kernel;
    if (!kernel || kernel.__briscolaHooked) return;
    kernel.__briscolaHooked = true;
    kernel.iopubMessage.connect((_, msg) => {
      if (msg.header.msg_type === 'status' && msg.content.execution_state === 'idle') {
        window.__briscolaIdle += 1;
      }
    });
  };
  hook();
  context.kernelChanged.connect(hook);
  panel.__briscolaWatched = true;
  return true;
}"""


def notebook_outputs(page: Page) -> Locator:
    """Every output of the open notebook (text, pictures and widgets)."""
    return page.locator(_OUTPUTS)


def widget_views(page: Page) -> Locator:
    """Every widget the open notebook displays, one per displayed output."""
    return page.locator(_WIDGET_OUTPUTS)


def widget_texts(page: Page) -> list[str]:
    """What the student reads in each displayed widget, in notebook order."""
    return [text.strip() for text in widget_views(page).all_inner_texts()]


def watch_kernel(page: Page) -> None:
    """Start counting the kernel's idle messages (the runner does this; harmless to repeat)."""
    page.evaluate(_WATCH_KERNEL_JS)


def _kernel_state(page: Page) -> dict[str, Any]:
    state: dict[str, Any] = page.evaluate(_KERNEL_STATE_JS)
    return state


def wait_for_kernel_idle(page: Page, *, after: int | None = None, timeout_ms: int = TIMEOUT_MS) -> None:
    """Wait until the kernel is idle (and, with ``after``, has gone idle again since that count)."""
    deadline = time.monotonic() + timeout_ms / 1000
    state = _kernel_state(page)
    while time.monotonic() < deadline:
        state = _kernel_state(page)
        if state["status"] == "idle" and (after is None or state["idle"] > after):
            # Widget views update from the messages that came before the idle; let them draw.
            page.wait_for_timeout(150)
            return
        page.wait_for_timeout(100)
    raise AssertionError(
        f"the kernel did not answer within {timeout_ms / 1000:.0f} s "
        f"(status {state['status']!r}, idle messages {state['idle']}, waiting for more than {after})"
    )


def kernel_round_trip(page: Page, action: Callable[[], object], *, timeout_ms: int = TIMEOUT_MS) -> None:
    """Do ``action`` (a click, a key press) and wait until the kernel has answered it."""
    watch_kernel(page)
    before = int(_kernel_state(page)["idle"])
    action()
    wait_for_kernel_idle(page, after=before, timeout_ms=timeout_ms)


def _one(candidates: Locator, what: str, nth: int | None, seen: Callable[[], Sequence[str]],
         timeout_ms: int) -> Locator:
    try:
        candidates.first.wait_for(state="visible", timeout=timeout_ms)
    except Exception as error:  # Playwright's TimeoutError
        raise AssertionError(f"no {what} in the notebook's widgets after {timeout_ms / 1000:.0f} s; "
                             f"they show: {list(seen())}") from error
    count = candidates.count()
    if nth is None:
        if count > 1:
            raise AssertionError(f"{count} {what}s match; pass nth= to pick one (0 = first in the notebook)")
        return candidates.first
    if not 0 <= nth < count:
        raise AssertionError(f"nth={nth} but only {count} {what}(s) match")
    return candidates.nth(nth)


def button_texts(page: Page) -> list[str]:
    """The labels of the widget buttons shown in the notebook, in order."""
    return [t.strip() for t in page.locator(f"{_WIDGET_OUTPUTS} button").all_inner_texts()]


def widget_button(page: Page, text: str, *, nth: int | None = None, exact: bool = True,
                  timeout_ms: int = TIMEOUT_MS) -> Locator:
    """The widget button labelled ``text`` (a Button, ToggleButton or one of ToggleButtons)."""
    # Matched on the text the student reads (not the accessibility tree), spaces trimmed.
    label: str | re.Pattern[str] = re.compile(rf"^\s*{re.escape(text)}\s*$") if exact else text
    candidates = widget_views(page).locator("button").filter(has_text=label)
    return _one(candidates, f"button {text!r}", nth, lambda: _button_states(page), timeout_ms)


def _button_states(page: Page) -> list[str]:
    states: list[str] = page.evaluate(
        """(selector) => [...document.querySelectorAll(selector)].map(b => {
             const box = b.getBoundingClientRect();
             const flags = [b.disabled ? 'disabled' : '', box.width * box.height === 0 ? 'hidden' : '']
               .filter(Boolean).join(',');
             return JSON.stringify(b.innerText) + (flags ? ' (' + flags + ')' : '');
           })""",
        f"{_WIDGET_OUTPUTS} button",
    )
    return states


def click_widget_button(page: Page, text: str, *, nth: int | None = None, exact: bool = True,
                        timeout_ms: int = TIMEOUT_MS) -> None:
    """Click the widget button labelled ``text`` and wait until the kernel has answered."""
    button = widget_button(page, text, nth=nth, exact=exact, timeout_ms=timeout_ms)
    button.scroll_into_view_if_needed()
    kernel_round_trip(page, lambda: button.click(timeout=timeout_ms), timeout_ms=timeout_ms)


def _described(page: Page, kind: str, description: str | None) -> Locator:
    boxes = widget_views(page).locator(f".widget-{kind}")
    if description is not None:
        boxes = boxes.filter(has=page.locator("label.widget-label", has_text=description))
    return boxes


def select_widget_option(page: Page, option: str, *, description: str | None = None,
                         nth: int | None = None, timeout_ms: int = TIMEOUT_MS) -> None:
    """Choose ``option`` (its visible label) in a Dropdown, found by its description or position."""
    box = _one(_described(page, "dropdown", description), "dropdown", nth,
               lambda: widget_texts(page), timeout_ms)
    select = box.locator("select")
    select.scroll_into_view_if_needed()
    chosen = select.evaluate("(s) => s.selectedIndex >= 0 ? s.options[s.selectedIndex].label : null")
    if chosen == option:
        return  # already chosen: choosing it again sends the kernel nothing to answer
    kernel_round_trip(page, lambda: select.select_option(label=option, timeout=timeout_ms),
                      timeout_ms=timeout_ms)


def choose_widget_radio(page: Page, option: str, *, description: str | None = None,
                        nth: int | None = None, timeout_ms: int = TIMEOUT_MS) -> None:
    """Pick ``option`` in a RadioButtons widget, found by its description or position."""
    box = _one(_described(page, "radio", description), "radio group", nth,
               lambda: widget_texts(page), timeout_ms)
    choice = box.locator("label", has_text=option).locator("input")
    kernel_round_trip(page, lambda: choice.check(timeout=timeout_ms), timeout_ms=timeout_ms)


def set_widget_text(page: Page, value: str, *, description: str | None = None,
                    nth: int | None = None, submit: bool = True, timeout_ms: int = TIMEOUT_MS) -> None:
    """Type ``value`` into a Text/IntText box (replacing what was there), then press Enter."""
    boxes = widget_views(page).locator(".widget-text, .widget-inline-hbox:has(input[type=number])")
    if description is not None:
        boxes = boxes.filter(has=page.locator("label.widget-label", has_text=description))
    box = _one(boxes, "text box", nth, lambda: widget_texts(page), timeout_ms)
    field = box.locator("input").first
    field.scroll_into_view_if_needed()

    def type_it() -> None:
        field.fill(value, timeout=timeout_ms)
        if submit:
            field.press("Enter")
        else:
            field.blur()

    kernel_round_trip(page, type_it, timeout_ms=timeout_ms)


def widget_html_text(page: Page, *, containing: str | None = None, nth: int = 0,
                     timeout_ms: int = TIMEOUT_MS) -> str:
    """The text of an HTML/Label widget: the first (or ``nth``) one, or the first that contains ``containing``."""
    shown = widget_views(page).locator(".widget-html-content, .widget-label, .widget-htmlmath-content")
    if containing is not None:
        shown = shown.filter(has_text=containing)
    try:
        shown.nth(nth).wait_for(state="attached", timeout=timeout_ms)
    except Exception as error:
        wanted = f"containing {containing!r}" if containing is not None else f"number {nth}"
        raise AssertionError(f"no HTML widget {wanted}; widgets show: {widget_texts(page)}") from error
    return shown.nth(nth).inner_text().strip()


def wait_for_text(page: Page, text: str, *, timeout_ms: int = TIMEOUT_MS) -> Locator:
    """Wait until some output of the notebook shows ``text``; return where it is."""
    found = notebook_outputs(page).get_by_text(text)
    try:
        found.first.wait_for(state="visible", timeout=timeout_ms)
    except Exception as error:
        raise AssertionError(
            f"{text!r} did not appear within {timeout_ms / 1000:.0f} s; widgets show: {widget_texts(page)}"
        ) from error
    return found.first


def wait_for_change(page: Page, before: Sequence[str], *, timeout_ms: int = TIMEOUT_MS) -> list[str]:
    """Wait until what the widgets show differs from ``before`` (a ``widget_texts`` reading)."""
    deadline = time.monotonic() + timeout_ms / 1000
    now = widget_texts(page)
    while list(now) == list(before):
        if time.monotonic() > deadline:
            raise AssertionError(f"the widgets did not change within {timeout_ms / 1000:.0f} s: {now}")
        page.wait_for_timeout(100)
        now = widget_texts(page)
    return now


def assert_changes(page: Page, action: Callable[[], object], *, timeout_ms: int = TIMEOUT_MS) -> list[str]:
    """Do ``action`` and check that what the widgets show changed; return the new texts."""
    before = widget_texts(page)
    action()
    return wait_for_change(page, before, timeout_ms=timeout_ms)

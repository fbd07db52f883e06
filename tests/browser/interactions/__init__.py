"""Click-throughs for the browser check, one module per notebook.

The contract
------------
``tests/browser/interactions/<notebook stem>.py`` (for example
``02_quien_gana_la_baza.py`` for ``notebooks/02_quien_gana_la_baza.ipynb``) defines::

    def interact(page: Page) -> None:
        ...

The browser check calls it once, after it has opened the notebook in JupyterLab, run
all cells, checked that no cell failed and that every widget drew.  ``page`` is the
Playwright page showing that notebook (kernel idle, all outputs fresh).  The function
clicks through ONE interaction per widget the lesson shows and asserts, for each, that
the page changed as a student would expect (a winner named, a step text, a score, a
card played by the machine...).  It returns nothing; it raises ``AssertionError`` (plain
``assert`` is fine) when the page is wrong.  After it returns, the check waits for the
kernel, fails if any widget callback raised in the kernel, checks that the widgets
still draw, and takes the screenshot, so the screenshot shows the state you left.

Rules of thumb:

- Assert on what the student reads (Spanish words from the locale, card names), not on
  CSS classes or model ids.  Import the texts from ``briscola_teach.locale`` rather
  than copying them, so a reworded message does not break the check.
- Use the helpers below; they look only inside the notebook's outputs, wait (bounded)
  and explain what they saw when they fail.  The raw Playwright ``page`` is there for
  anything else (``page.locator(...)``); after a raw click that talks to the kernel,
  wrap it in ``kernel_round_trip(page, action)`` so the next line sees the answer.
- Keep it deterministic (the notebook is seeded) and under ~30 s.

Helpers (from ``tests/browser/helpers.py``, re-exported here)::

    from . import (click_widget_button, select_widget_option, set_widget_text,
                   choose_widget_radio, widget_html_text, widget_texts, wait_for_text,
                   wait_for_change, assert_changes, kernel_round_trip)

- ``click_widget_button(page, "Siguiente", nth=None)``: click the widget button with
  that exact label (``nth=`` picks one when several match) and wait for the kernel.
- ``select_widget_option(page, "3 jugadores", description="Jugadores")``: Dropdown.
- ``choose_widget_radio(page, "Rival", description="¿Quién gana?")``: RadioButtons.
- ``set_widget_text(page, "as de oros", description="Carta")``: Text box + Enter.
- ``widget_html_text(page, containing="Gana")``: text of an HTML/Label widget.
- ``widget_texts(page)``: the text of every displayed widget (a snapshot to compare).
- ``wait_for_text(page, "baza")``: wait until some output shows that text.
- ``assert_changes(page, lambda: click_widget_button(page, "Siguiente"))``: do it and
  fail unless what the widgets show changed; returns the new texts.

Example (``tests/browser/interactions/03_ejemplo_baza_a_baza.py``)::

    from playwright.sync_api import Page

    from briscola_teach.locale import text
    from . import assert_changes, click_widget_button, widget_html_text

    def interact(page: Page) -> None:
        after = assert_changes(page, lambda: click_widget_button(page, text("screens.nav_next")))
        assert any("cuatro de bastos" in shown for shown in after)
        assert "1" in widget_html_text(page, containing="Baza")
"""

from ..helpers import (
    TIMEOUT_MS,
    assert_changes,
    button_texts,
    choose_widget_radio,
    click_widget_button,
    kernel_round_trip,
    notebook_outputs,
    select_widget_option,
    set_widget_text,
    wait_for_change,
    wait_for_kernel_idle,
    wait_for_text,
    widget_button,
    widget_html_text,
    widget_texts,
    widget_views,
)

__all__ = [
    "TIMEOUT_MS", "assert_changes", "button_texts", "choose_widget_radio", "click_widget_button",
    "kernel_round_trip", "notebook_outputs", "select_widget_option", "set_widget_text",
    "wait_for_change", "wait_for_kernel_idle", "wait_for_text", "widget_button", "widget_html_text",
    "widget_texts", "widget_views",
]

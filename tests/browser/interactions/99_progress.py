"""Click-through of the progress page: write a name, make the hand-in, and find its download link."""

from __future__ import annotations

from datetime import date

from playwright.sync_api import Page

from briscola_teach.locale import text

from . import TIMEOUT_MS, click_widget_button, set_widget_text, wait_for_text


def interact(page: Page) -> None:
    """Nothing is checked in a fresh folder; a named hand-in is made and offered to download."""
    wait_for_text(page, text("progress.nothing_yet"))
    set_widget_text(page, "Ana García", description=text("progress.name"), submit=False)
    click_widget_button(page, text("progress.make_hand_in"))
    name = text("progress.hand_in_file", name="Ana_Garcia", date=date.today().isoformat())
    wait_for_text(page, text("progress.hand_in_ready", file=name))
    link = page.locator(f'.jp-NotebookPanel:not(.lm-mod-hidden) a[download="{name}"]').first
    link.wait_for(state="visible", timeout=TIMEOUT_MS)
    assert (link.get_attribute("href") or "").startswith("data:text/html;base64,")

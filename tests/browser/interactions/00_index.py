"""Click-through of the index: it has no widgets, so check what a student reads and follows."""

from __future__ import annotations

from lesson_editions import load as load_editions
from playwright.sync_api import Page

from briscola_teach import Card
from briscola_teach.locale import get_language

from . import TIMEOUT_MS

#: The four cards of the index's first picture, by code (the same cards in every edition).
FIRST_PICTURE = ("AO", "3C", "CE", "SB")


def _lessons(language: str) -> list[str]:
    """The lessons the index of ``language`` must link, in order (every source but the index)."""
    editions = load_editions()
    return [lesson.notebook_path(language).name for lesson in editions.lessons()[1:]]


def interact(page: Page) -> None:
    """The first picture shows its four cards, and the path links every lesson in order."""
    notebook = page.locator(".jp-NotebookPanel:not(.lm-mod-hidden)")
    picture = notebook.locator(".jp-OutputArea-output img").first
    picture.wait_for(state="visible", timeout=TIMEOUT_MS)
    label = picture.get_attribute("alt") or ""
    for code in FIRST_PICTURE:
        name = Card.parse(code).name()
        assert name in label, (name, label)
    lessons = _lessons(get_language())
    links = [link.get_attribute("href") or "" for link in notebook.locator(".jp-RenderedMarkdown a").all()]
    paths = [href.split("?")[0] for href in links]
    linked = [next((lesson for lesson in lessons if path.endswith("/" + lesson) or path == lesson), None)
              for path in paths]
    in_order = [lesson for lesson in dict.fromkeys(linked) if lesson is not None]
    assert in_order == lessons, links
    # Hovering the first lesson's link shows it is a live link, not plain text.
    first = notebook.locator(f'.jp-RenderedMarkdown a[href*="{lessons[0]}"]').first
    first.scroll_into_view_if_needed()
    first.hover()
    assert first.is_visible()

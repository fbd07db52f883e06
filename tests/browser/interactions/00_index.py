"""Click-through of the index: it has no widgets, so check what a student reads and follows."""

from __future__ import annotations

from playwright.sync_api import Page

from . import TIMEOUT_MS

#: The lesson path, in order: every lesson the index links to.
LESSONS = (
    "01_cartas_y_puntos.ipynb", "02_quien_gana_la_baza.ipynb", "03_ejemplo_baza_a_baza.ipynb",
    "04_reparto_robo_y_muestra.ipynb", "05_partida_contra_la_maquina.ipynb",
    "06_errores_de_principiante.ipynb",
)


def interact(page: Page) -> None:
    """The first picture shows its four cards, and the path links every lesson in order."""
    notebook = page.locator(".jp-NotebookPanel:not(.lm-mod-hidden)")
    picture = notebook.locator(".jp-OutputArea-output img").first
    picture.wait_for(state="visible", timeout=TIMEOUT_MS)
    label = picture.get_attribute("alt") or ""
    for name in ("as de oros", "tres de copas", "caballo de espadas", "sota de bastos"):
        assert name in label, (name, label)
    links = [link.get_attribute("href") or "" for link in notebook.locator(".jp-RenderedMarkdown a").all()]
    paths = [href.split("?")[0] for href in links]
    linked = [next((lesson for lesson in LESSONS if path.endswith(lesson)), None) for path in paths]
    in_order = [lesson for lesson in dict.fromkeys(linked) if lesson is not None]
    assert in_order == list(LESSONS), links
    # Hovering the first lesson's link shows it is a live link, not plain text.
    first = notebook.locator(".jp-RenderedMarkdown a", has_text="Cartas y puntos").first
    first.scroll_into_view_if_needed()
    first.hover()
    assert first.is_visible()

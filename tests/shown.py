"""What a student is shown: an object's HTML as a notebook formats it, and a sentence's own words."""

from __future__ import annotations

from IPython.core.formatters import format_display_data

from briscola_teach.locale import text


def shown_html(thing: object) -> str:
    """The HTML a notebook shows for ``thing`` (its ``_repr_mimebundle_`` or ``_repr_html_``, as IPython picks)."""
    data, _ = format_display_data(thing)
    html: str = data["text/html"]
    return html


def around(key: str, *fields: str, language: str | None = None) -> list[str]:
    """The words of the catalogue's sentence ``key`` around its ``fields`` (each field left out), in ``language``."""
    said = text(key, language=language, **dict.fromkeys(fields, "\0"))
    return [piece for piece in said.split("\0") if piece.strip()]


def says(message: str, key: str, *fields: str, language: str | None = None) -> bool:
    """Whether ``message`` says the sentence ``key``: every word of it around its fields."""
    return all(piece in message for piece in around(key, *fields, language=language))

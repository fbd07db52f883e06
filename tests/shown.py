"""What a notebook shows of an object: IPython's display formatter, called as a page would call it."""

from __future__ import annotations

from IPython.core.formatters import format_display_data


def shown_html(thing: object) -> str:
    """The HTML a notebook shows for ``thing`` (its ``_repr_mimebundle_`` or ``_repr_html_``, as IPython picks)."""
    data, _ = format_display_data(thing)
    html: str = data["text/html"]
    return html

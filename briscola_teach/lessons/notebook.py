"""What a lesson's first cell sets up: a refused move is told in one line, not a traceback.

A student who types a card the seat does not hold (``g.play("as de copas")``) or a
word that is no card meets the engine's own Spanish sentence, alone, in the cell's
output.  Only errors raised inside the kit are shortened this way; an error in the
student's own code keeps its full traceback, which is what they need to fix it.
"""

from __future__ import annotations

import html
from types import TracebackType
from typing import Any

from ..locale import text

__all__ = ["brief", "is_kit_error", "show_errors_briefly"]


def is_kit_error(error: BaseException) -> bool:
    """Whether ``error`` is one of the kit's refusals (a ValueError or TypeError raised by briscola_teach)."""
    return (isinstance(error, (ValueError, TypeError))
            and type(error).__module__.split(".")[0] == "briscola_teach")


def brief(error: BaseException) -> str:
    """The one line a student reads for a refused move."""
    return text("common.refused", message=str(error))


def _handler(shell: Any, kind: type[BaseException], error: BaseException,
             tb: TracebackType | None, tb_offset: int | None = None) -> None:
    if not is_kit_error(error):
        shell.showtraceback((kind, error, tb), tb_offset=tb_offset)
        return
    from IPython.display import HTML, display

    display(HTML(f'<div class="bt-refused" style="color:#a40000;font-weight:600">'  # type: ignore[no-untyped-call]
                 f"{html.escape(brief(error))}</div>"))


def show_errors_briefly(shell: Any | None = None) -> None:
    """In a notebook, show the kit's refusals as one Spanish line (outside a notebook, nothing changes)."""
    if shell is None:
        try:
            from IPython import get_ipython
        except ImportError:  # pragma: no cover - IPython comes with Jupyter
            return
        shell = get_ipython()
    if shell is not None:
        shell.set_custom_exc((ValueError, TypeError), _handler)

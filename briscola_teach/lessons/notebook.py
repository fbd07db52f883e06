"""What a lesson's first cell sets up: a refused move, or an answer Python cannot read, is told in one line.

A student who types a card the seat does not hold (``g.play("as de copas")``) or a
word that is no card meets the engine's own sentence, alone, in the cell's output.
A student who leaves out the quotes (``mi_respuesta = tu``) or a closing bracket meets
one line in their language that says what to write (``mi_respuesta = "tu"``), not an
English ``NameError`` or ``SyntaxError``.  Any other error in the student's own code
keeps its full traceback, which is what they need to fix it.

>>> fixed_line('mi_respuesta = tu', "tu")
'mi_respuesta = "tu"'
>>> _quoted_answer("mi_respuesta = tres de oros")
'mi_respuesta = "tres de oros"'
>>> closed('comprobar_baza(["as de oros", "tres de copas"], "oros", mi_respuesta=2')
'comprobar_baza(["as de oros", "tres de copas"], "oros", mi_respuesta=2)'
"""

from __future__ import annotations

import html
import linecache
import re
from types import TracebackType
from typing import Any

from ..locale import text

__all__ = ["brief", "closed", "fixed_line", "is_kit_error", "show_errors_briefly", "unreadable_answer"]

#: Errors the first cell shows briefly: the kit's refusals, and answers Python cannot read.
BRIEF_KINDS: tuple[type[BaseException], ...] = (ValueError, TypeError, NameError, SyntaxError)

#: A line longer than this is not an answer: it keeps Python's own message.
_LONGEST_LINE = 400

_PAIRS = {"(": ")", "[": "]", "{": "}"}


def is_kit_error(error: BaseException) -> bool:
    """Whether ``error`` is one of the kit's refusals (a ValueError or TypeError raised by briscola_teach)."""
    return (isinstance(error, (ValueError, TypeError))
            and type(error).__module__.split(".")[0] == "briscola_teach")


def brief(error: BaseException) -> str:
    """The one line a student reads for a refused move."""
    return text("common.refused", message=str(error))


def fixed_line(line: str, name: str) -> str | None:
    """The line with the bare word ``name`` put in quotes, if that makes a line Python reads."""
    pattern = re.compile(rf"(?<![\w.\"'])({re.escape(name)})(?![\w\"'(.])")
    fixed = pattern.sub(lambda m: f'"{m.group(1)}"', line, count=1)
    return fixed if fixed != line and _compiles(fixed) else None


def closed(cell: str) -> str | None:
    """The cell with the quotes and brackets it left open closed, if that makes a cell Python reads."""
    fixed_lines = []
    stack: list[str] = []
    for line in cell.split("\n"):
        quote: str | None = None
        for char in line:
            if quote is not None:
                if char == quote:
                    quote = None
            elif char in "\"'":
                quote = char
            elif char == "#":
                break
            elif char in _PAIRS:
                stack.append(_PAIRS[char])
            elif char in _PAIRS.values():
                if not stack or stack[-1] != char:
                    return None  # a closer too many or the wrong one: not a simple fix
                stack.pop()
        fixed_lines.append(line + (quote or ""))
    fixed_lines[-1] += "".join(reversed(stack))
    fixed = "\n".join(fixed_lines)
    return fixed if fixed != cell and _compiles(fixed) else None


def _quoted_answer(cell: str) -> str | None:
    """The cell with an answer written without quotes put in them: ``mi_respuesta = tres de oros``."""
    lines = cell.split("\n")
    for i, line in enumerate(lines):
        match = _BARE_ANSWER.fullmatch(line)
        if match is not None and not _compiles(line):
            lines[i] = f'{match.group(1)}= "{match.group(2).strip()}"'
            fixed = "\n".join(lines)
            return fixed if _compiles(fixed) else None
    return None


#: An assignment whose value is words and spaces only: an answer left without its quotes.
_BARE_ANSWER = re.compile(r"(\s*\w+\s*)=\s*(\w[\w ]*?)\s*")


def _compiles(source: str) -> bool:
    try:
        compile(source, "<answer>", "exec")
    except (SyntaxError, ValueError):
        return False
    return True


def _student_frame(shell: Any, tb: TracebackType | None) -> TracebackType | None:
    """The innermost traceback entry, if it is the top level of the student's own cell (not a function, not the kit)."""
    last = None
    while tb is not None:
        last = tb
        tb = tb.tb_next
    if (last is None or last.tb_frame.f_globals is not getattr(shell, "user_ns", None)
            or last.tb_frame.f_code.co_name != "<module>"):
        return None  # an error inside a function keeps its traceback: the student needs to see where
    return last


def unreadable_answer(shell: Any, error: BaseException, tb: TracebackType | None) -> str | None:
    """The line a student reads for a NameError or SyntaxError in their own cell (None: keep Python's message)."""
    if isinstance(error, NameError):
        name = getattr(error, "name", None)
        entry = _student_frame(shell, tb)
        if not isinstance(name, str) or entry is None:
            return None
        line = linecache.getline(entry.tb_frame.f_code.co_filename, entry.tb_lineno).strip()
        if re.search(rf"(?<![\w.]){re.escape(name)}\s*[(.]", line) or len(line) > _LONGEST_LINE:
            return text("answers.name_run_above", name=name)
        fixed = fixed_line(line, name)
        if fixed is None:
            return text("answers.name_run_above", name=name)
        return text("answers.name_quote", name=name, fixed=fixed)
    if isinstance(error, SyntaxError):
        cell = "".join(linecache.getlines(error.filename or "")) if error.filename else ""
        cell = cell.rstrip("\n") or (error.text or "").rstrip("\n")
        number = error.lineno or 1
        lines = cell.split("\n")
        line = lines[number - 1].strip() if 0 < number <= len(lines) else (error.text or "").strip()
        if not cell or len(cell) > 20 * _LONGEST_LINE:
            return None
        fixed = closed(cell) or _quoted_answer(cell)
        if fixed is not None:
            changed = [(old, new) for old, new in zip(lines, fixed.split("\n")) if old != new]
            if len(changed) == 1:
                return text("answers.syntax_fix", line=changed[0][0].strip(), fixed=changed[0][1].strip())
        return text("answers.syntax_unclear", number=number, line=line)
    return None


def _show(line: str) -> None:
    from IPython.display import HTML, display

    display(HTML(f'<div class="bt-refused" style="color:#a40000;font-weight:600">'  # type: ignore[no-untyped-call]
                 f"{html.escape(line)}</div>"))


def _handler(shell: Any, kind: type[BaseException], error: BaseException,
             tb: TracebackType | None, tb_offset: int | None = None) -> None:
    if is_kit_error(error):
        _show(brief(error))
        return
    line = unreadable_answer(shell, error, tb) if isinstance(error, (NameError, SyntaxError)) else None
    if line is not None:
        _show(line)
    elif isinstance(error, SyntaxError) and hasattr(shell, "showsyntaxerror"):
        shell.showsyntaxerror()
    else:
        shell.showtraceback((kind, error, tb), tb_offset=tb_offset)


def show_errors_briefly(shell: Any | None = None) -> None:
    """In a notebook, show the kit's refusals and unreadable answers as one line (outside a notebook, nothing changes)."""
    if shell is None:
        try:
            from IPython import get_ipython
        except ImportError:  # pragma: no cover - IPython comes with Jupyter
            return
        shell = get_ipython()
    if shell is not None:
        shell.set_custom_exc(BRIEF_KINDS, _handler)

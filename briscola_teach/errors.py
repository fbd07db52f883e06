"""The errors the kit raises on purpose: one family, each with a message key and its fields.

Every documented error is a :class:`BriscolaError`, itself a ``ValueError``.  Besides
its message (in the reader's language, from ``locale/<lang>/``) an error carries the
``key`` of that message and the ``fields`` filled into it, so a screen can point at
the bad value without reading the sentence.  A value quoted in a message is cut to
about a hundred characters: a file that hides a huge string in a field gives a short
message, not a huge one.

>>> from briscola_teach import Card
>>> try:
...     Card.parse("x" * 500)
... except BriscolaError as error:
...     print(error.key, len(error.fields["text"]), len(str(error)) < 300)
engine.not_a_card 101 True
"""

from __future__ import annotations

from collections.abc import Callable
from enum import Enum
from typing import Any

__all__ = [
    "BriscolaError",
    "CardError",
    "OptionError",
    "PositionError",
    "IllegalPlay",
    "IllegalBid",
    "RecordError",
    "MatchError",
    "SeedError",
    "ArgumentError",
    "expect",
    "wrong_kind",
    "count",
    "rate",
    "real",
    "choice",
    "size",
    "MOST_SAMPLES",
    "quote",
    "QUOTE_LIMIT",
    "say",
]

#: Imagined deals (samples) a caller may ask the bots or the coach for at once: more would run for hours.
MOST_SAMPLES = 10_000
#: Characters of a given value a message quotes at most.
QUOTE_LIMIT = 100


def _key_and_fields(key: str, /, **fields: Any) -> str:
    return f"{key}: {fields}"


#: Fills a message key in the reader's language.  The errors sit below the words they
#: speak: the catalogues (:mod:`briscola_teach.locale`) put their ``text`` here when they
#: load, which importing any part of the kit does first.
_text: Callable[..., str] = _key_and_fields


def speak_with(text: Callable[..., str]) -> None:
    """Have every error from now on word its message with ``text(key, **fields)``."""
    global _text
    _text = text


def say(key: str, /, *, language: str | None = None, **fields: Any) -> str:
    """The catalogue's words under ``key`` in the reader's language (or ``language``): a value's name.

    What the engine and the values just above it name (an error's expected kind, a
    record's result, a beginner mistake, a bot's level) is said through this, in the
    words lent by :func:`speak_with`; sentences are built on the words' floor and above.
    """
    return _text(key, **fields) if language is None else _text(key, language=language, **fields)


class Said(str):
    """A text the kit composed itself (a list of card names, another error's message): never cut."""

    __slots__ = ()


class _Quoted:
    """A given value as a message shows it: its repr, cut to ``QUOTE_LIMIT`` characters."""

    __slots__ = ("shown",)

    def __init__(self, shown: str) -> None:
        self.shown = shown

    def __repr__(self) -> str:
        return self.shown

    __str__ = __repr__

    def __format__(self, spec: str) -> str:
        return format(self.shown, spec)


def _cut(shown: str) -> str:
    return shown if len(shown) <= QUOTE_LIMIT else shown[:QUOTE_LIMIT] + "…"


def quote(value: object) -> object:
    """A value ready to be quoted in a message: short, and never failing to print."""
    if value is None or isinstance(value, (bool, float, Enum, Said)):
        return value
    if isinstance(value, BriscolaError):
        return Said(str(value))
    if isinstance(value, int):
        if value.bit_length() > 300:  # printing it would be slow, or even refused
            digits = int(value.bit_length() * 0.30103) + 1
            return _Quoted(_text("engine.huge_number", digits=digits))
        return value
    if isinstance(value, str):
        return value if len(value) <= QUOTE_LIMIT else _Cut(value)
    if type(value).__module__.startswith("briscola_teach") and not isinstance(value, (tuple, list)):
        return value  # the kit's own values (cards, options) print briefly
    try:
        shown = repr(value) if not isinstance(value, (tuple, list, dict, set, frozenset)) \
            else _short_repr(value)
    except Exception:  # noqa: BLE001 - a broken __repr__ must not hide the real error
        shown = f"<{type(value).__name__}>"
    return _Quoted(_cut(shown))


class _Cut(str):
    """A long given text, shown by its first ``QUOTE_LIMIT`` characters."""

    __slots__ = ()

    def __new__(cls, value: str) -> _Cut:
        return super().__new__(cls, _cut(value))

    def __repr__(self) -> str:
        return _cut(str.__repr__(self))


#: Containers inside containers a quote opens at most (a 50,000-deep list is shown as ``[[[[…]]]]``).
QUOTE_DEPTH = 8


def _short_repr(value: tuple[Any, ...] | list[Any] | dict[Any, Any] | set[Any] | frozenset[Any],
                depth: int = 0) -> str:
    """The repr of a container, built only as far as the quote needs (no 50 MB reprs)."""
    if depth >= QUOTE_DEPTH:
        return "…"
    if isinstance(value, dict):
        items = (f"{_short(k, depth)}: {_short(v, depth)}" for k, v in value.items())
        opening, closing = "{", "}"
    else:
        items = (_short(v, depth) for v in value)
        opening, closing = {"tuple": ("(", ")"), "list": ("[", "]")}.get(type(value).__name__, ("{", "}"))
    out = opening
    for item in items:
        out += ("" if out == opening else ", ") + item
        if len(out) > QUOTE_LIMIT:
            return out
    return out + closing


def _short(value: object, depth: int) -> str:
    if isinstance(value, (tuple, list, dict, set, frozenset)):
        return _cut(_short_repr(value, depth + 1))
    quoted = quote(value)
    return repr(quoted) if not isinstance(quoted, _Quoted) else quoted.shown


class BriscolaError(ValueError):
    """Something the rules or the kit's formats do not allow; the message says what and why.

    ``key`` names the message in the catalogues (``"engine.not_in_hand"``) and
    ``fields`` holds the values filled into it, each quoted at most ~100 characters.
    ``message`` replaces the catalogue's sentence when the caller has already shaped
    it (a capital letter, an added sentence); the key still says which one it is.
    """

    def __init__(self, key: str, /, *, message: str | None = None, **fields: Any) -> None:
        if not isinstance(key, str) or not (message is None or isinstance(message, str)):
            bad, given = ("key", key) if not isinstance(key, str) else ("message", message)
            raise wrong_kind(bad, given, kind="text")
        self.key = key
        self.fields: dict[str, Any] = {name: quote(value) for name, value in fields.items()}
        #: Whether the caller shaped the message itself (else ``key`` and ``fields`` word it in any language).
        self.shaped = message is not None
        if message is None:
            try:
                message = _text(key, **self.fields)
            except (LookupError, ValueError, AttributeError):  # no such message, or a field it needs is missing
                raise ArgumentError("engine.error_key", key=key, fields=Said(", ".join(sorted(fields)))) from None
        super().__init__(message)

    def __reduce__(self) -> tuple[Any, ...]:
        return (_rebuild, (type(self), self.key, self.args[0], self.__dict__))


def _rebuild(kind: type[BriscolaError], key: str, message: str, state: dict[str, Any]) -> BriscolaError:
    error = kind.__new__(kind)
    ValueError.__init__(error, message)
    error.__dict__.update(state)
    error.key = key
    return error


class CardError(BriscolaError):
    """A text that names no card, or a value that is no suit, rank or card."""

    def __init__(self, key: str = "engine.not_a_card", /, **fields: Any) -> None:
        super().__init__(key, **fields)
        #: The text that was given, for ``engine.not_a_card``.
        self.text = fields.get("text")


class OptionError(BriscolaError):
    """An option that does not exist or does not fit the table size."""


class PositionError(BriscolaError):
    """A position or deck that no real hand reaches (RULES §2-§8), or a seat not at the table."""


class IllegalPlay(BriscolaError):
    """A play the rules do not allow now; the game is left as it was.

    ``seat`` is the seat that tried (None once the hand is over) and ``given``
    the action as it was passed in, for screens that want to point at it.
    """

    def __init__(self, key: str, /, *, seat: int | None = None, given: object = None,
                 **fields: Any) -> None:
        super().__init__(key, seat=seat, **fields)
        self.seat = seat
        self.given = given


class IllegalBid(IllegalPlay):
    """A bid, pass or call the auction of briscola chiamata does not allow now (RULES §12); nothing changes."""


class RecordError(BriscolaError):
    """A saved game that cannot be loaded: malformed, from another format, or tampered with."""


class MatchError(BriscolaError):
    """A step the match does not allow now: dealing after its end or over an unfinished hand."""


class SeedError(BriscolaError):
    """A seed that is neither a whole number nor a ``random.Random``."""


class ArgumentError(BriscolaError, TypeError):
    """A value of the wrong kind given to one of the kit's functions (a TypeError too)."""


def expect(value: object, kinds: type | tuple[type, ...], where: str, expected: str) -> None:
    """Raise ArgumentError unless ``value`` is one of ``kinds`` (a bool is never taken for a number).

    ``expected`` says in words what was wanted; the words come from the engine catalogue
    (``engine.kind_<expected>``), so the message reads in the reader's language.
    """
    if not isinstance(value, kinds) or (isinstance(value, bool) and bool not in _as_tuple(kinds)):
        raise wrong_kind(where, value, kind=expected)


def wrong_kind(where: str, given: object, *, kind: str | None = None, shape: str | None = None) -> ArgumentError:
    """The error for a value of the wrong kind given as ``where``.

    What was wanted is said by ``kind``, the words of the catalogue (``engine.kind_<kind>``,
    "una partida (Game)"), or by ``shape``, a Python shape the reader writes as it is
    ("[Entry, ...]").
    """
    expected = _text(f"engine.kind_{kind}") if kind is not None else str(shape)
    return ArgumentError("engine.wrong_kind", where=Said(where), expected=Said(expected), given=given)


def _as_tuple(kinds: type | tuple[type, ...]) -> tuple[type, ...]:
    return kinds if isinstance(kinds, tuple) else (kinds,)


def count(value: object, where: str, *, least: int = 0, most: int) -> int:
    """``value`` as a whole number from ``least`` to ``most``, or OptionError naming it.

    Every size a caller controls (samples, deals, a table's seats) has a ``most``: no
    call may run for ever because it was asked for 2**64 of something.
    """
    if value.__class__ is not int or not least <= value <= most:
        raise OptionError("engine.bad_count", where=Said(where), least=least, most=most, given=value)
    return value


def rate(value: object, where: str) -> float:
    """``value`` as a proportion from 0 to 1 (a whole or decimal number), or OptionError naming it."""
    if not isinstance(value, (int, float)) or isinstance(value, bool) or not 0.0 <= value <= 1.0:
        raise OptionError("engine.bad_rate", where=Said(where), given=value)
    return float(value)


def real(value: object, where: str, *, least: float, most: float) -> float:
    """``value`` as a finite number from ``least`` to ``most``, or OptionError naming it."""
    if not isinstance(value, (int, float)) or isinstance(value, bool) or not least <= value <= most \
            or abs(value) > 1e300:  # a whole number too large to be a float
        raise OptionError("engine.bad_real", where=Said(where), least=least, most=most, given=value)
    return float(value)


def choice(value: object, where: str, choices: tuple[str, ...]) -> str:
    """``value`` if it is one of the named ``choices``, or OptionError naming them."""
    if not isinstance(value, str) or value not in choices:
        raise OptionError("engine.bad_choice", where=Said(where), given=value,
                          choices=Said(" / ".join(repr(c) for c in choices)))
    return value


def size(value: Any) -> int:
    """``len(value)``, or a number larger than any table's when it is too long to count (``range(2**64)``)."""
    try:
        return len(value)
    except OverflowError:
        return 2**63

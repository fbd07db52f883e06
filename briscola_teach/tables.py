"""Tables of a game and of the lessons, in pure Python: columns named by English keys, shown with labels.

A :class:`Table` holds rows whose columns are addressed by English keys
(``table["points"]``, ``table[["trick", "card"]]``), whatever language the
student reads: the labels they see come from ``locale/<lang>/tables.py``, and
numbers are written their way (a decimal comma in Spanish and Italian).  No pandas
is needed; :meth:`Table.to_pandas` hands the table to it for those who have it.

>>> from briscola_teach.examples import worked_example, WORKED_EXAMPLE_PLAYS
>>> game = worked_example()
>>> for card in WORKED_EXAMPLE_PLAYS:
...     _ = game.play(card)
>>> table = tricks_table(game)
>>> table["winner"]
[1, 1, 0]
>>> table[["winner", "points"]]
baza  gana  puntos
   1     1      10
   2     1       4
   3     0      11
>>> table["gana"]
Traceback (most recent call last):
...
briscola_teach.tables.TableKeyError: La tabla no tiene ninguna columna «gana». Sus columnas son: trick, leader, cards, winner, points, total_0, total_1.
"""

from __future__ import annotations

import html
import math
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from typing import TYPE_CHECKING, Any, overload

from .errors import BriscolaError
from .locale import Words, get_language, text, words
from .locale import words as kit_words

if TYPE_CHECKING:
    import pandas as pd

    from .cards import Card
    from .game import Game

__all__ = ["Table", "TableKeyError", "columns", "shown_value", "trick_rows", "tricks_table", "draws_table"]


class TableKeyError(BriscolaError, KeyError):
    """A column asked of a table by a key it does not have; the message lists the keys it has."""

    def __str__(self) -> str:
        # A KeyError would print its message in quotes.
        return str(self.args[0])


def shown_value(value: object, language: str | None = None) -> str:
    """A cell as the reader writes it: ``4,5`` (in English ``4.5``), ``10`` for 10.0, "sí" for True."""
    if value is None or (isinstance(value, float) and math.isnan(value)):
        return ""
    if isinstance(value, bool):
        return text("tables.yes" if value else "tables.no", language=language)
    if isinstance(value, float):
        # The kit prices points to one decimal (the coach's sentences say "3,5 puntos").
        return words(language).number(value)
    return str(value)


# The style pandas gives its tables in a notebook, so a lesson's tables look as they always did.
_STYLE = ("<style scoped>.dataframe tbody tr th:only-of-type {vertical-align: middle;} "
          ".dataframe tbody tr th {vertical-align: top;} .dataframe thead th {text-align: right;}</style>")


class Table:
    """Rows with columns named by English keys, each column shown with its label in the reader's language.

    ``columns`` maps each key to its label, in the order shown; every row has a value
    for every key.  ``index`` is the key whose values name the rows (shown first, as
    row headings).  The labels are written in ``language`` (by default the kit's),
    and so are the numbers.
    """

    def __init__(self, columns: Mapping[str, str], rows: Iterable[Mapping[str, object]], *,
                 index: str | None = None, language: str | None = None,
                 attrs: Mapping[str, object] | None = None) -> None:
        self._labels = dict(columns)
        if index is not None and index not in self._labels:
            raise ValueError(f"the index {index!r} is not one of the columns {list(self._labels)}")
        self._rows: tuple[dict[str, object], ...] = tuple(self._checked(row) for row in rows)
        self.index = index
        self.language = language or get_language()
        words(self.language)  # an unknown language is refused here, not when shown
        #: Facts about the whole table, such as how many hands a statistic is over.
        self.attrs: dict[str, object] = dict(attrs or {})

    def _checked(self, row: Mapping[str, object]) -> dict[str, object]:
        if set(row) != set(self._labels):
            raise ValueError(f"a row of this table has the keys {sorted(row)}, not {sorted(self._labels)}")
        return {key: row[key] for key in self._labels}

    def _like(self, keys: Sequence[str], rows: Iterable[Mapping[str, object]]) -> Table:
        return Table({k: self._labels[k] for k in keys}, rows,
                     index=self.index if self.index in keys else None,
                     language=self.language, attrs=self.attrs)

    # ------------------------------------------------------------ reading

    @property
    def keys(self) -> tuple[str, ...]:
        """The columns' keys, in order: what ``table[...]`` takes."""
        return tuple(self._labels)

    @property
    def labels(self) -> dict[str, str]:
        """Each column's label, as the reader sees it, by key."""
        return dict(self._labels)

    @property
    def rows(self) -> list[dict[str, object]]:
        """The rows, each a dict from key to value (copies: changing them leaves the table as it was)."""
        return [dict(row) for row in self._rows]

    def __iter__(self) -> Iterator[dict[str, object]]:
        return iter(self.rows)

    def __len__(self) -> int:
        return len(self._rows)

    def __contains__(self, key: object) -> bool:
        return key in self._labels

    def _check_key(self, key: object) -> str:
        if not isinstance(key, str) or key not in self._labels:
            raise TableKeyError("tables.unknown_key", key=key, keys=", ".join(self._labels))
        return key

    @overload
    def __getitem__(self, key: str) -> list[object]: ...

    @overload
    def __getitem__(self, key: list[str] | tuple[str, ...]) -> Table: ...

    def __getitem__(self, key: str | list[str] | tuple[str, ...]) -> list[object] | Table:
        """``table["points"]``: one column's values; ``table[["trick", "card"]]``: a table of those columns."""
        if isinstance(key, (list, tuple)):
            chosen = [self._check_key(k) for k in key]
            if self.index is not None and self.index not in chosen:
                chosen.insert(0, self.index)  # the rows keep their names, as in pandas
            chosen = list(dict.fromkeys(chosen))
            return self._like(chosen, ({k: row[k] for k in chosen} for row in self._rows))
        name = self._check_key(key)
        return [row[name] for row in self._rows]

    def row(self, name: object) -> dict[str, object]:
        """The row whose index value is ``name`` (``ranks_table().row("tres")["points"]``)."""
        if self.index is not None:
            for row in self._rows:
                if row[self.index] == name:
                    return dict(row)
        names = ", ".join(str(row[self.index]) for row in self._rows) if self.index is not None else ""
        raise TableKeyError("tables.unknown_row", name=name, names=names)

    def head(self, n: int = 5) -> Table:
        """The first ``n`` rows."""
        return self._like(self.keys, self._rows[:self._count(n)])

    def tail(self, n: int = 5) -> Table:
        """The last ``n`` rows."""
        count = self._count(n)
        return self._like(self.keys, self._rows[len(self._rows) - count:] if count else ())

    @staticmethod
    def _count(n: object) -> int:
        if not isinstance(n, int) or isinstance(n, bool) or n < 0:
            raise BriscolaError("tables.bad_count", given=n)
        return n

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Table):
            return NotImplemented
        return (self._labels, self._rows, self.index) == (other._labels, other._rows, other.index)

    __hash__ = None  # type: ignore[assignment]

    # ------------------------------------------------------------ showing

    def _ordered_keys(self) -> list[str]:
        keys = list(self._labels)
        if self.index is not None:
            keys.remove(self.index)
            keys.insert(0, self.index)
        return keys

    def __repr__(self) -> str:
        keys = self._ordered_keys()
        cells = [[self._labels[k] for k in keys]]
        cells += [[shown_value(row[k], self.language) for k in keys] for row in self._rows]
        widths = [max(len(line[i]) for line in cells) for i in range(len(keys))]
        numeric = [_is_numeric([row[k] for row in self._rows]) for k in keys]
        lines = []
        for line in cells:
            parts = [cell.rjust(width) if right else cell.ljust(width)
                     for cell, width, right in zip(line, widths, numeric)]
            lines.append("  ".join(parts).rstrip())
        return "\n".join(lines)

    def _repr_html_(self) -> str:
        keys = self._ordered_keys()
        head = "".join(f"<th>{html.escape(self._labels[k])}</th>" for k in keys)
        body = []
        for row in self._rows:
            cells = []
            for k in keys:
                tag = "th" if k == self.index else "td"
                cells.append(f"<{tag}>{html.escape(shown_value(row[k], self.language))}</{tag}>")
            body.append(f"<tr>{''.join(cells)}</tr>")
        return ('<div class="bt-table">' + _STYLE + '<table border="1" class="dataframe">'
                f'<thead><tr style="text-align: right;">{head}</tr></thead>'
                f"<tbody>{''.join(body)}</tbody></table></div>")

    def to_pandas(self, *, keys: bool = False) -> pd.DataFrame:
        """The table as a pandas DataFrame: columns named by their labels (by their keys with ``keys=True``)."""
        import pandas as pd

        names = {k: (k if keys else label) for k, label in self._labels.items()}
        frame = pd.DataFrame([{names[k]: v for k, v in row.items()} for row in self._rows],
                             columns=list(names.values()))
        if self.index is not None:
            frame = frame.set_index(names[self.index])
        frame.attrs.update(self.attrs)
        return frame

    @classmethod
    def from_pandas(cls, frame: pd.DataFrame) -> Table:
        """A pandas DataFrame as a Table: its column names serve as keys and labels; a named index leads."""
        index = frame.index.name
        flat = frame.reset_index() if index is not None else frame
        names = [str(c) for c in flat.columns]
        records = flat.to_dict("records")
        rows = [{name: _plain(value) for name, value in zip(names, record.values())} for record in records]
        return cls({n: n for n in names}, rows, index=None if index is None else str(index),
                   attrs={str(k): v for k, v in frame.attrs.items()})


def _is_numeric(values: Sequence[object]) -> bool:
    """Whether a column holds numbers (and gaps): those are lined up on the right."""
    given = [v for v in values if v is not None]
    return bool(given) and all(isinstance(v, (int, float)) and not isinstance(v, bool) for v in given)


def _plain(value: Any) -> object:
    """A pandas or numpy scalar as the Python value it stands for."""
    item = getattr(value, "item", None)
    return item() if callable(item) else value


def columns(*keys: str, language: str | None = None) -> dict[str, str]:
    """Columns for a :class:`Table`: each key with its label from ``locale/<lang>/tables.py``."""
    return {key: text(f"tables.{key}", language=language) for key in keys}


def trick_rows(game: Game, *, seat: Callable[[int], object] = int,
               card: Callable[[Card], str] = str) -> Iterator[tuple[dict[str, object], list[int]]]:
    """Each completed trick as a row (trick, leader, cards, winner, points), with every seat's points after it.

    ``seat`` names a seat in the row and ``card`` a card ("3 de oros (1)").
    """
    running = list(game.earlier_points)
    for trick in game.tricks:
        running[trick.winner] += trick.points
        yield ({"trick": trick.number, "leader": seat(trick.leader),
                "cards": ", ".join(f"{card(played)} ({seat(who)})" for who, played in trick.plays),
                "winner": seat(trick.winner), "points": trick.points}, list(running))


def tricks_table(game: Game, *, words: Words | None = None) -> Table:
    """One row per completed trick: number, leader, cards, winner, points, running score (in ``words``)."""
    say = words or kit_words()
    rows = [{**row, **{f"total_{s}": running[s] for s in range(game.players)}}
            for row, running in trick_rows(game, card=say.card)]
    labels = columns("trick", "leader", "cards", "winner", "points", language=say.language)
    labels |= {f"total_{s}": say.text("tables.score_of", seat=s) for s in range(game.players)}
    return Table(labels, rows, index="trick", language=say.language)


def draws_table(game: Game) -> Table:
    """One row per card drawn: after which trick, which seat, which card, if it was the muestra."""
    rows = [{"after_trick": d.after_trick, "seat": d.seat, "card": str(d.card), "is_muestra": d.is_muestra}
            for d in game.draws]
    return Table(columns("after_trick", "seat", "card", "is_muestra"), rows)

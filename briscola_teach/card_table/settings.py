"""How a match at the card table is set up: the machine, the table, the format and the pace."""

from __future__ import annotations

import dataclasses
import math
from dataclasses import dataclass
from numbers import Real
from typing import Any

from ..bots import LEVELS
from ..cards import DECK_STYLES
from ..errors import OptionError
from ..locale import get_style
from ..rules import Options
from ..seeds import check_seed
from .class_code import CLASS_LEVEL, deal_of, normalize_code

__all__ = ["TableSettings", "PLAYERS", "YOU", "DEFAULT_SEED", "MAX_DELAY", "VARIANT_OPTIONS"]

#: The student's seat.
YOU = 0
#: The seed lessons start from, so every reader sees the same first deal.
DEFAULT_SEED = 2024
#: Most seconds the machine may pause between its moves: longer and the table seems stuck.
MAX_DELAY = 10.0
#: The engine's options (RULES §8) a table may be set up with: every one but the table size.
VARIANT_OPTIONS = ("deck", "seven_second", "swap_muestra", "swap_seven_or_two", "open_hands",
                   "open_partner_hands", "hand_size", "tie_break_by_cards", "double_win")
#: The table sizes: 2 or 3 players, 4 in pairs, 5 at briscola chiamata.
PLAYERS = (2, 3, 4, 5)


def _is_bool(value: object) -> bool:
    return value is True or value is False


@dataclass(frozen=True)
class TableSettings:
    """How a match at the card table is set up: the machine, the table, the format and the pace.

    Every field is checked when the settings are made; a bad one raises a kit error
    (:class:`~briscola_teach.errors.BriscolaError`) that names it.  With neither
    ``best_of`` nor ``first_to`` the match is a single hand; ``seed=None`` deals a
    different match every time.  The variant fields are the engine's options
    (:class:`~briscola_teach.rules.Options`), checked together with the table size.

    >>> TableSettings(seven_second=True, hand_size=5).options.changed()
    {'seven_second': True, 'hand_size': 5}
    >>> TableSettings(players=3, tie_break_by_cards=True)
    Traceback (most recent call last):
    ...
    briscola_teach.errors.OptionError: El desempate por cartas es para 2 jugadores o 2 parejas, no para 3 jugadores.
    """

    level: str = "sensato"
    players: int = 2
    best_of: int | None = None
    first_to: int | None = None
    seed: int | None = DEFAULT_SEED
    #: Seconds between the machine's moves (0: at once).
    delay: float = 0.0
    #: Running points and the cards already out shown while playing.
    learning: bool = False
    #: The variants of RULES §8, as the engine's options name them (0: the table size's usual deck).
    deck: int = 0
    seven_second: bool = False
    #: The 2 of trump may be swapped for the muestra (RULES §8).
    swap_muestra: bool = False
    swap_seven_or_two: bool = False
    open_hands: bool = False
    open_partner_hands: bool = False
    hand_size: int = 3
    tie_break_by_cards: bool = False
    double_win: bool = False
    #: The deck the cards are drawn with (by default the kit-wide one: the language's own deck).
    style: str = dataclasses.field(default_factory=lambda: get_style())
    #: Most seconds of wall clock the machine thinks over a card (experto plays its best so far);
    #: None: as long as its fixed count of imagined deals takes, the same play on any machine.
    think: float | None = None
    #: The class code whose deals the table plays (:mod:`~briscola_teach.card_table.class_code`).
    class_code: str | None = None

    def __post_init__(self) -> None:
        if self.level.__class__ is not str or self.level not in LEVELS:
            raise OptionError("engine.unknown_level", level=self.level, levels=", ".join(LEVELS))
        if self.players.__class__ is not int or self.players not in PLAYERS:
            raise OptionError("table.bad_players", players=self.players)
        if self.best_of is not None and self.first_to is not None:
            raise OptionError("engine.match_format")
        if self.best_of is not None and (self.best_of.__class__ is not int
                                         or self.best_of not in (1, 3, 5)):
            raise OptionError("engine.match_best_of", value=self.best_of)
        if self.first_to is not None and (self.first_to.__class__ is not int or self.first_to < 1):
            raise OptionError("engine.match_first_to", value=self.first_to)
        if self.seed is not None:
            check_seed(self.seed)
        delay = self.delay
        if (_is_bool(delay) or not isinstance(delay, Real) or not math.isfinite(float(delay))
                or not 0 <= float(delay) <= MAX_DELAY):
            raise OptionError("table.bad_delay", delay=delay, most=f"{MAX_DELAY:g}")
        object.__setattr__(self, "delay", float(delay))
        if not _is_bool(self.learning):
            raise OptionError("engine.option_not_bool", name="learning", value=self.learning)
        if self.is_chiamata:
            # Briscola chiamata has its own rules and no variant of RULES §8.
            changed = sorted(name for name in VARIANT_OPTIONS if getattr(self, name) != _DEFAULTS[name])
            if changed:
                raise OptionError("engine.chiamata_options", names=", ".join(changed))
        else:
            # The engine checks the variant, and that it fits the table size (raising its OptionError).
            Options.build(self.players, **{name: getattr(self, name) for name in VARIANT_OPTIONS})
        if self.style.__class__ is not str or self.style not in DECK_STYLES:
            raise OptionError("engine.bad_style", style=self.style, styles=", ".join(DECK_STYLES))
        think = self.think
        if think is not None and (_is_bool(think) or not isinstance(think, Real)
                                  or not math.isfinite(float(think)) or not 0 < float(think) <= MAX_DELAY):
            raise OptionError("table.bad_think", think=think, most=f"{MAX_DELAY:g}")
        if self.class_code is not None:
            object.__setattr__(self, "class_code", normalize_code(self.class_code))

    @property
    def class_deal(self) -> int | None:
        """Which deal of the class code these settings play: None without a code, or once the
        level, the table or the seed are no longer the code's (the table plays on, outside the class)."""
        code = self.class_code
        if code is None or self.level != CLASS_LEVEL or self.players != 2 or self.options.changed() \
                or (self.best_of or 1) != 1 or self.first_to is not None:
            return None
        return deal_of(code, self.seed)

    @property
    def is_chiamata(self) -> bool:
        """Whether the table is five players at briscola chiamata (RULES §12)."""
        return self.players == 5

    @property
    def options(self) -> Options:
        """The engine's options every hand of the match is dealt with (two to four players)."""
        return Options.build(self.players, **{name: getattr(self, name) for name in VARIANT_OPTIONS})

    @property
    def target(self) -> int:
        """Hand wins a side needs to take the match (chiamata: match points, or hands to play)."""
        if self.first_to is not None:
            return self.first_to
        return (self.best_of or 1) if self.is_chiamata else (self.best_of or 1) // 2 + 1

    def replace(self, **changes: Any) -> TableSettings:
        """These settings with some changed, each checked again."""
        known = [field.name for field in dataclasses.fields(self)]
        unknown = sorted(set(changes) - set(known))
        if unknown:
            raise OptionError("engine.unknown_option", names=", ".join(unknown), known=", ".join(known))
        return dataclasses.replace(self, **changes)


_DEFAULTS = {field.name: field.default for field in dataclasses.fields(TableSettings)
             if field.name in VARIANT_OPTIONS}


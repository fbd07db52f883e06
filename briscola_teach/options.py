"""The variant being played (RULES §8): the table's options, checked when they are made.

:class:`Options` is a value that cannot change; ``Options.build(players, **options)`` names
the standard game of a table size, or a variant, refusing what does not fit with
:class:`~briscola_teach.errors.OptionError`.  :func:`check_seat` reads a seat number.
:mod:`briscola_teach.rules` gives all of these under its own name too.
"""

from __future__ import annotations

from typing import Any, NamedTuple

from .errors import OptionError, PositionError

__all__ = ["Options", "TABLE_SIZES", "SIDES", "VARIANTS", "BRISCOLONE_HAND", "check_seat", "variant_options"]

#: Table sizes the engine deals for: 2, 3, and 4 in two teams.
TABLE_SIZES = (2, 3, 4)
#: The seats that score together at each table size: partners sit opposite with four (RULES §5).
SIDES: dict[int, tuple[tuple[int, ...], ...]] = {2: ((0,), (1,)), 3: ((0,), (1,), (2,)), 4: ((0, 2), (1, 3))}


def check_seat(seat: object, players: int, *, where: str = "seat") -> int:
    """The seat as a number from 0 to ``players - 1``, or PositionError naming what was given."""
    if isinstance(seat, int) and seat.__class__ is int and 0 <= seat < players:
        return seat
    raise PositionError("engine.bad_seat", seat=seat, where=where, players=players,
                        players_minus_one=players - 1)


class _OptionValues(NamedTuple):
    players: int = 2
    #: 40 for two and four players; 39 (no 2 of cups) or 36 (no 2s) for three; 0 for the usual one.
    deck: int = 0
    #: The 7 is second in strength and worth 10; the 3 drops to the 7's place.
    seven_second: bool = False
    #: The holder of the 2 of trump may swap it for the muestra while the stock lasts.
    swap_muestra: bool = False
    #: Four players: once drawing ends, partners see each other's hands.
    open_partner_hands: bool = False
    #: Scoperta: every hand is played face up.
    open_hands: bool = False
    #: 3 normally; 5 in the "a pizzico" variant.
    hand_size: int = 3
    #: A 60-60 hand goes to the side with more cards in its pile.
    tie_break_by_cards: bool = False
    #: A hand won with more than 100 points counts twice in a match.
    double_win: bool = False
    #: The swap's form in source 003: the 7 of trump for a muestra above the 7, else the 2,
    #: and only by a seat that has won a trick (needs ``swap_muestra``).
    swap_seven_or_two: bool = False


class Options(_OptionValues):
    """The variant being played (RULES §8); the defaults are the standard game.

    A value that cannot change (a named tuple), checked when it is made.
    """

    __slots__ = ()

    def __new__(cls, players: int = 2, deck: int = 0, seven_second: bool = False,
                swap_muestra: bool = False, open_partner_hands: bool = False, open_hands: bool = False,
                hand_size: int = 3, tie_break_by_cards: bool = False, double_win: bool = False,
                swap_seven_or_two: bool = False) -> Options:
        if deck == 0 and _is_int(deck) and _is_int(players):
            deck = 39 if players == 3 else 40
        self = super().__new__(cls, players, deck, seven_second, swap_muestra, open_partner_hands,
                               open_hands, hand_size, tie_break_by_cards, double_win, swap_seven_or_two)
        self.check()
        return self

    @classmethod
    def build(cls, players: int = 2, **options: Any) -> Options:
        """Options for a table, checked; unknown or misfitting options raise OptionError."""
        if not options and players.__class__ is int and players in _STANDARD:
            return _STANDARD[players]
        try:
            # The types are part of the key so that ``seven_second=1`` is checked, not
            # mistaken for an already built ``seven_second=True``.
            key = (players, players.__class__, tuple(sorted(
                (name, value, value.__class__) for name, value in options.items())))
            return _BUILT[key]
        except KeyError:
            built = _BUILT[key] = cls._build(players, **options)
            return built
        except TypeError:  # an unhashable value: let the checks name it
            return cls._build(players, **options)

    @classmethod
    def _build(cls, players: int, **options: Any) -> Options:
        known = set(cls._fields)
        unknown = sorted(set(options) - known)
        if unknown:
            raise OptionError("engine.unknown_option", names=", ".join(unknown),
                              known=", ".join(sorted(known - {"players"})))
        return cls(players=players, **options)

    def check(self) -> None:
        """Raise OptionError if an option does not fit the table size."""
        if not _is_int(self.players) or self.players not in TABLE_SIZES:
            raise OptionError("engine.bad_players", players=self.players)
        expected_decks = (39, 36) if self.players == 3 else (40,)
        if not _is_int(self.deck) or self.deck not in expected_decks:
            raise OptionError("engine.bad_deck", deck=self.deck, players=self.players,
                              allowed=" / ".join(map(str, expected_decks)))
        if not _is_int(self.hand_size) or self.hand_size not in (3, 5) and not self.is_briscolone:
            raise OptionError("engine.bad_hand_size", size=self.hand_size)
        for name in ("seven_second", "swap_muestra", "open_partner_hands", "open_hands",
                     "tie_break_by_cards", "double_win", "swap_seven_or_two"):
            if not isinstance(getattr(self, name), bool):
                raise OptionError("engine.option_not_bool", name=name, value=getattr(self, name))
        if self.open_partner_hands and self.players != 4:
            raise OptionError("engine.partner_needs_four", players=self.players)
        if self.tie_break_by_cards and self.players == 3:
            raise OptionError("engine.tie_break_needs_sides")
        if self.swap_muestra and self.deck == 36:
            raise OptionError("engine.swap_needs_twos")
        if self.swap_seven_or_two and not self.swap_muestra:
            raise OptionError("engine.swap_form_needs_swap")
        if self.is_briscolone and self.swap_muestra:
            raise OptionError("engine.briscolone_options", names="swap_muestra")

    @property
    def is_briscolone(self) -> bool:
        """Briscolone (RULES §13): two players, the whole deck dealt, 20 cards each, no stock."""
        return self.players == 2 and self.hand_size == BRISCOLONE_HAND

    def changed(self) -> dict[str, Any]:
        """The options that differ from the standard game for this table size."""
        standard = Options.build(self.players)
        return {k: v for k, v in self._asdict().items() if k != "players" and v != getattr(standard, k)}

    @property
    def sides(self) -> tuple[tuple[int, ...], ...]:
        """The seats that score together: partners sit opposite with four players."""
        return SIDES[self.players]

    @property
    def tricks(self) -> int:
        """Tricks in a hand: 20, 13 or 12 (three players), 10."""
        return self.deck // self.players


_BUILT: dict[tuple[Any, ...], Options] = {}

#: Cards in each hand in briscolone: the whole deck shared by two.
BRISCOLONE_HAND = 20
#: The forms reached by ``Game.new(variant=...)``: chiamata has its own class (see the package chiamata).
VARIANTS = ("standard", "briscolone", "chiamata")


def variant_options(variant: str, options: dict[str, Any]) -> dict[str, Any]:
    """The options of a form of the game: briscolone is two hands of 20 (RULES §13).

    >>> variant_options("briscolone", {})
    {'hand_size': 20}
    """
    if variant == "standard":
        return options
    if variant == "briscolone":
        if options.get("hand_size", BRISCOLONE_HAND) != BRISCOLONE_HAND:
            raise OptionError("engine.briscolone_options", names="hand_size")
        return {**options, "hand_size": BRISCOLONE_HAND}
    raise OptionError("engine.unknown_variant", variant=variant, variants=", ".join(VARIANTS))


def _is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


# The standard game for each table size, built once: Game.new(players) starts here.
_STANDARD = {players: Options._build(players) for players in TABLE_SIZES}

"""Why a card took a trick (RULES §3), in words: the one explanation every screen and lesson gives.

The winner always comes from :func:`briscola_teach.rules.trick_winner`; this module
says which sentence of the rule decided it, which card it beat, and which cards of a
third suit were thrown away, in the language and deck style in force (or the ones
named).  The card table, the worked example's stepper, the trick lab, lesson 2 and
the seven-second check all take their :attr:`~TrickExplanation.why` from here, so the
same trick gets the same reason everywhere; a lesson about tricks adds the remarks
and the points (:meth:`~TrickExplanation.sentences`).

>>> explained = trick_explanation(["as de espadas", "dos de copas"], "copas")
>>> explained.why
'El dos de copas es triunfo: gana al as de espadas (un triunfo mata cualquier carta de otro palo).'
>>> explained.winner, explained.points, explained.rule.value
(1, 11, 'trump')
>>> trick_explanation(["3O", "7O"], "C", seven_second=True, language="en").sentences()[:2]
('The seven of diamonds is the highest card of diamonds, the suit led, and nobody played a trump: it beats the three of diamonds.', 'With the seven second the seven moves up to second place, just below the ace: with the usual rules the three of diamonds would win.')
>>> trick_explanation(["4B", "AO"], "C", language="it").why
"Nessun altro ha giocato bastoni né briscola: vince la carta di uscita, il quattro di bastoni. L'asso di denari non è né del seme di uscita né di briscola: non può prendere."
>>> trick_explanation(["4B", "4B"], "C")
Traceback (most recent call last):
  ...
briscola_teach.errors.BriscolaError: El cuatro de bastos aparece dos veces: en una baza cada carta sale una sola vez.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from . import rules
from .cards import Card, Rank, Suit
from .chiamata import Chiamata
from .errors import BriscolaError, CardError
from .events import TrickRule
from .locale import Words
from .locale import words as kit_words

if TYPE_CHECKING:
    from .game import Game
    from .position import Trick

__all__ = ["TrickExplanation", "trick_explanation", "explain_played", "verify_trick"]


@dataclass(frozen=True)
class TrickExplanation:
    """Who takes a trick, how many points, and the sentences of the rule that decided it."""

    cards: tuple[Card, ...]
    trump: Suit
    seven_second: bool
    #: Position in play order (0 = the card led) of the card that takes the trick.
    winner: int
    points: int
    #: TRUMP when a trump decided, SUIT_LED when the highest card of the suit led did.
    rule: TrickRule
    #: The strongest card that could have competed and lost to the winner (None: none could).
    beaten: Card | None
    #: The one sentence of the rule that decided, naming the winning card and the card it beat.
    reason: str
    #: The cards of a third suit worth points, which could not win, in a sentence ("" if none).
    off_suit: str
    #: Remarks for a lesson about tricks: points that did not decide, what the variant changed.
    remarks: tuple[str, ...]
    #: The language and deck style the sentences are in.
    language: str
    style: str

    @property
    def winning_card(self) -> Card:
        """The card that takes the trick."""
        return self.cards[self.winner]

    def taken_by(self, who: str) -> str:
        """Who takes the trick, with which card, for a seat ``who`` as a sentence names it ("el jugador 2")."""
        say = kit_words(self.language, self.style)
        return say.capital(say.text("explain.taken", who=who, card=say.the(self.winning_card)))

    @property
    def why(self) -> str:
        """Why the trick went to its winner: the reason, and the cards of a third suit thrown away."""
        return f"{self.reason} {self.off_suit}" if self.off_suit else self.reason

    def sentences(self) -> tuple[str, ...]:
        """The whole explanation a lesson about tricks gives, one sentence each: why, remarks, points."""
        points = kit_words(self.language, self.style).text("explain.points", points=self.points)
        return (self.reason, *((self.off_suit,) if self.off_suit else ()), *self.remarks, points)


def verify_trick(cards: Sequence[Card], *, words: Words | None = None) -> None:
    """Refuse a trick that cannot happen: no cards, more than four, or a card twice (named in ``words``)."""
    if not cards:
        raise BriscolaError("engine.empty_trick")
    if len(cards) > max(rules.TABLE_SIZES):
        raise BriscolaError("explain.too_many", count=len(cards))
    seen: set[Card] = set()
    for card in cards:
        if card in seen:
            say = words or kit_words()
            the = say.the(card)
            raise BriscolaError("explain.duplicate", card=the,
                                message=say.capital(say.text("explain.duplicate", card=the)))
        seen.add(card)


def trick_explanation(cards: Sequence[Card | str], trump: Suit | str, *, seven_second: bool = False,
                      language: str | None = None, style: str | None = None) -> TrickExplanation:
    """Who takes these cards (in play order, the first one led) with ``trump`` as trump, and why.

    ``seven_second`` plays the variant where the seven is second only to the ace (RULES §8);
    it is the only option that changes who takes a trick or what it is worth.
    """
    say = kit_words(language, style)
    if isinstance(cards, (str, Card)) or not isinstance(cards, Sequence):
        raise CardError("engine.need_cards", given=cards)
    parsed = tuple(Card.parse(c) for c in cards)
    suit = Suit.parse(trump)
    verify_trick(parsed, words=say)
    winner = rules.trick_winner(parsed, suit, seven_second=seven_second)
    return _explained(parsed, suit, winner=winner, seven=seven_second, say=say)


def explain_played(game: Game | Chiamata, trick: Trick, *, words: Words | None = None) -> TrickExplanation:
    """Why trick ``trick`` of ``game`` went to its winner, with the game's trump and variant (said in ``words``)."""
    say = words or kit_words()
    if isinstance(game, Chiamata):
        # Five cards to a trick (RULES §12), the called suit trump, no other variant.
        trump = game.trump
        assert trump is not None, "a trick of chiamata is played after the call"
        return _explained(trick.cards, trump, winner=rules.trick_winner(trick.cards, trump), seven=False,
                          say=say)
    return trick_explanation(trick.cards, game.trump, seven_second=game.options.seven_second,
                             language=say.language, style=say.style)


def _explained(cards: tuple[Card, ...], trump: Suit, *, winner: int, seven: bool, say: Words) -> TrickExplanation:
    best, led = cards[winner], cards[0].suit
    others = [c for i, c in enumerate(cards) if i != winner]

    def strongest(suit: Suit) -> Card | None:
        pool = [c for c in others if c.suit is suit]
        return max(pool, key=lambda c: rules.strength(c, seven_second=seven)) if pool else None

    card = say.the(best)
    if best.suit is trump:
        rule = TrickRule.TRUMP
        beaten = strongest(trump)
        if beaten is not None:
            reason = say.text("explain.highest_trump", card=card, beaten=say.beaten(beaten))
        elif led is not trump:
            beaten = strongest(led)
            assert beaten is not None, "the card led is of the suit led, and it lost"
            reason = say.text("explain.trump_cut", card=card, beaten=say.beaten(beaten))
        else:
            reason = say.text("explain.trump_led_alone", card=card)
    else:
        rule = TrickRule.SUIT_LED
        beaten = strongest(led)
        suit = say.suit(led)
        if beaten is not None:
            reason = say.text("explain.highest_of_led", card=card, suit=suit, beaten=say.beaten(beaten))
        else:
            reason = say.text("explain.led_alone", card=card, suit=suit)

    def worth(c: Card) -> int:
        return rules.points(c, seven_second=seven)

    thrown = [c for c in cards if c.suit not in (led, trump) and worth(c)]
    # Only cards worth points are named: a blank of a third suit costs nothing.  The points
    # themselves are not said, for a table that leaves the counting to the student.
    off_suit = say.count("explain.off_suit", len(thrown), cards=say.cards(thrown, articles=True)) \
        if thrown else ""
    remarks = []
    total = rules.trick_points(cards, seven_second=seven)
    if any(worth(c) > worth(best) for c in others):
        remarks.append(say.text("explain.cheap_winner", card=card, own=worth(best), total=total))
    if seven:
        usual = cards[rules.trick_winner(cards, trump)]
        if usual is not best:
            key = "explain.seven_up" if best.rank is Rank.SEVEN else "explain.three_down"
            remarks.append(say.text(key, card=say.the(usual)))
    return TrickExplanation(cards=cards, trump=trump, seven_second=seven, winner=winner, points=total,
                            rule=rule, beaten=beaten, reason=say.capital(reason),
                            off_suit=say.capital(off_suit), remarks=tuple(say.capital(r) for r in remarks),
                            language=say.language, style=say.style)

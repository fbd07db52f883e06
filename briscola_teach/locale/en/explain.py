"""Why a card took a trick (RULES §3), in English: the one explanation every lesson and screen gives."""

TEXTS = {
    # The reason: one sentence, the rule that decided.
    "trump_cut": "{card} is a trump: it beats {beaten} (a trump beats any card of another suit).",
    "highest_trump": "{card} is the highest trump in the trick: it beats {beaten}.",
    "trump_led_alone": "Trumps were led with {card} and nobody else played a trump.",
    "highest_of_led": "{card} is the highest card of {suit}, the suit led, and nobody played a trump: it beats {beaten}.",
    "led_alone": "Nobody else played {suit} or a trump: {card}, the card led, wins.",
    # The cards of a third suit worth points, thrown away; remarks.
    "off_suit_one": "{cards} is neither of the suit led nor a trump: it cannot win.",
    "off_suit": "{cards} are neither of the suit led nor trumps: they cannot win.",
    "cheap_winner": "Points do not decide who wins: {card} is worth {own} and takes {total} points.",
    "seven_up": "With the seven second the seven moves up to second place, just below the ace: with the usual rules {card} would win.",
    "three_down": "With the seven second the three drops below the court cards: with the usual rules {card} would win.",
    # Who took it, and the points.
    "taken": "{who} takes the trick, with {card}.",
    "points": "Points in the trick: {points}.",
    # A trick that cannot be.
    "duplicate": "{card} appears twice: in a trick each card is played only once.",
    "too_many": "A trick has at most 4 cards (one per player), not {count}.",
}

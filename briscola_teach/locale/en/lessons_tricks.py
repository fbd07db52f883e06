"""Lesson 02 in English: who takes a trick, and why (RULES §3)."""

TEXTS = {
    "rule_one_trump": "There is a trump on the table, {winner}: a trump beats every card of the other suits.",
    "rule_trump_led": "Trump was led and nobody played a higher one: {winner} wins.",
    "rule_many_trumps": "There are {count} trumps on the table: the highest wins, {winner}.",
    "rule_led": "There is no trump: the highest card of the suit led ({suit}) wins, {winner}.",
    "rule_led_alone": "There is no trump and nobody else played {suit}: the card led takes it, {winner}.",
    "off_suit": "{card} is neither of the suit led nor trump: it cannot win{points_note}.",
    "off_suit_points": ", although it is worth {points} points",
    "cheap_winner": "Points do not decide who wins: {winner} is worth {own} and takes {total} points.",
    "winner_line": "{who} takes the trick, with {card}.",
    "points_line": "Points in the trick: {points}.",
    "answer_right": "Well done! {card} takes it.",
    "answer_wrong": "No: {card} takes it, not {given}.",
    "answer_not_on_table": "{card} is not in this trick. The cards are: {cards}.",
    "answer_bad_position": "Write in mi_respuesta who you think takes it: the player's number (1 to {count}) or the name of their card; {given!r} will not do.",
    "duplicate": "{card} appears twice: in a trick each card is played only once.",
    "too_many": "A trick has at most 4 cards (one per player), not {count}.",
    "player": "Player {n}",
}

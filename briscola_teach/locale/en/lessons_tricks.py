"""Lesson 02 in English: checking who takes a trick (why it does: the explain area)."""

TEXTS = {
    "answer_right": "Well done! {who} takes it, with {card}.",
    "answer_wrong": "No: {who} takes it, with {card}, not {given}.",
    "answer_not_this": "No: {given} does not take this trick.",
    "hint_trump": "Hint: there is trump ({trump}) on the table. Go over the third rule.",
    "hint_led": "Hint: there is no trump ({trump}) on the table. Which cards are of the suit led ({suit})?",
    "answer_waiting": "Write in my_answer who you think takes it (the player's number, {numbers}, or the name of their card) and run the cell.",
    "goal_not_yet": "It does not meet the conditions yet:",
    "goal_four": "It must be a four-player trick (four cards), and it has {count}.",
    "goal_points": "There must be more than 20 points on the table, and there are {points}.",
    "goal_blank": "The winning card must be worth 0 points, and {card} wins, worth {points}.",
    "goal_met": "Done! {card}, worth nothing, wins and takes {points} points.",
    "the_player": "player {n}",
    "answer_not_on_table": "{card} is not in this trick. The cards are: {cards}.",
    "answer_bad_position": "Write in my_answer who you think takes it: the player's number ({numbers}) or the name of their card; “{given}” will not do.",
    "player": "Player {n}",
}

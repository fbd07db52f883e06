"""English texts of the worked example (lesson 03): the stepper and its checks."""

TEXTS = {
    # -- the stepper's controls
    "title": "Worked example: a whole hand, trick by trick",
    "jump": "Go to:",
    "jump_deal": "The deal",
    "jump_trick": "Trick {number}",
    "jump_end": "Final count",
    "reveal": "Show the opponent's cards",
    "step_counter": "Step {number} of {total}",
    "hand_you": "Your hand",
    "hand_rival": "Opponent's hand",
    "points_line": "Points so far — You: {you} · Opponent: {rival}",
    "stock_line": "Stock: {stock} cards (the trump card included)",
    "stock_left_one": "1 card left in the stock: the trump card.",
    "stock_empty_you": "Stock: empty. You drew the trump card ({muestra}).",
    "stock_empty_rival": "Stock: empty. The opponent drew the trump card ({muestra}).",
    "hidden_note": "(the opponent's cards are face down)",

    # -- titles of the steps
    "title_deal": "The deal",
    "title_play_you": "Trick {trick} · you play",
    "title_play_rival": "Trick {trick} · the opponent plays",
    "title_draw_you": "After trick {trick} · you draw",
    "title_draw_rival": "After trick {trick} · the opponent draws",
    "title_end": "End of the hand",

    # -- generic sentences, filled in from the engine
    "deal": (
        "Three cards each, dealt one at a time starting with you: you lead. The next card, "
        "{the_muestra}, is laid face up under the stock: it is the trump card, so {trump} are "
        "trumps for the whole hand. {stock} cards are left in the stock, the trump card included."
    ),
    "lead_you": "You lead {the_card} ({points}).",
    "lead_rival": "The opponent leads {the_card} ({points}).",
    "answer_you": "You answer with {the_card} ({points}).",
    "answer_rival": "The opponent answers with {the_card} ({points}).",
    "taken_you": "You take the trick ({points}).",
    "taken_rival": "The opponent takes the trick ({points}).",
    "zero_points": "0 points",
    "points_one": "{points} point",
    "points": "{points} points",
    "draw_first_you": "You won the trick, so you draw first: {what}.",
    "draw_first_rival": "The opponent won the trick, so the opponent draws first: {what}.",
    "draw_next_you": "Then you draw: {what}.",
    "draw_next_rival": "Then the opponent draws: {what}.",
    "draw_hidden": "a card you do not see",
    "draw_muestra_you": (
        "You draw last and take the trump card, {the_card}: the last card of the stock, in "
        "everyone's sight since the deal."
    ),
    "draw_muestra_rival": (
        "The opponent draws last and takes the trump card, {the_card}: the last card of the stock, "
        "in everyone's sight since the deal."
    ),
    "next_leader_you": "You lead trick {trick}.",
    "next_leader_rival": "The opponent leads trick {trick}.",
    "stock_left": "{stock} cards are left in the stock.",
    "stock_over": (
        "The stock is empty: the last three tricks are played without drawing. You now know "
        "the opponent's cards, the only ones you have not seen: {cards}."
    ),
    "end_win_you": "End of the hand. You: {you} points; opponent: {rival}. You win: 61 of the 120 are needed.",
    "end_win_rival": "End of the hand. You: {you} points; opponent: {rival}. The opponent wins: 61 of the 120 are needed.",
    "end_draw": "End of the hand. You: {you} points; opponent: {rival}. 60 all: nobody wins.",
    "end_moral": (
        "What decided the hand: the opponent's three of hearts killed your three of spades on "
        "trick 9, and at the end the opponent took the last five tricks, two of them with the "
        "ace and king of hearts. Your best moments: the two of hearts that took an ace (trick 3) and the ace "
        "of diamonds kept until diamonds were led (trick 7)."
    ),

    # -- notes for the key moments
    "note_1_1": "You lead a blank: if you lose the trick, you give nothing away.",
    "note_1_2": "Having won the trick, the opponent now draws first and leads trick 2.",
    "note_1_d": "Mind the order: the winner of the trick draws first, then the other.",
    "note_2_1": (
        "The king of spades is worth {led_points} points. Before going on, look at your "
        "hand: what would you play?"
    ),
    "note_2_2": (
        "None of your cards is a spade above the king. The example's play, the six of "
        "clubs, is a blank: you lose only the king's {led_points} points, lost anyway, and "
        "keep your only trump; that is the books' rule: do not spend a trump on a trick of "
        "few points. The other idea is to kill the king with the two of hearts: you take "
        "those {led_points} points, draw first and lead. What you must not do is throw the "
        "ace of diamonds: diamonds are neither the suit led nor trump, so it could not win, "
        "and the opponent would take its {kept_points} points on top of the king's "
        "{led_points} ({with_kept} in the trick instead of {led_points})."
    ),
    "note_3_1": (
        "The ace of spades is the strongest card of its suit and worth {led_points} points: "
        "no spade can beat it. A trump can."
    ),
    "note_3_2": (
        "The two of hearts is the weakest heart and worth nothing, but it is a trump: it kills "
        "the ace and you take {trick_points} points without putting in a single one. A small "
        "trump taking a load is one of the best plays in the game."
    ),
    "note_4_1": (
        "You won trick 3, so you lead. The ace of spades is gone, so your three of spades is "
        "the master card in spades: you keep it and lead the queen."
    ),
    "note_6_2": (
        "The opponent kills your jack with a small trump, the seven of hearts: {trick_points} "
        "points and the lead."
    ),
    "note_7_2": (
        "Now it works! The opponent led diamonds, so your ace of diamonds is of the suit led and the "
        "strongest of all: it wins and its {answer_points} points reach your pile. That is "
        "why you kept it on trick 2."
    ),
    "note_9_1": (
        "You lead the three of spades, your master card: only a trump can beat it. A risk, "
        "but a three kept to the end usually ends up lost."
    ),
    "note_9_2": (
        "The opponent kills it with the three of hearts, a trump and a load too: {trick_points} "
        "points at once, the most expensive trick of the hand."
    ),
    "note_10_2": (
        "The opponent leads clubs and you hold the ace: you play it, win the trick, and its "
        "{answer_points} points are safe."
    ),
    "note_14_2": (
        "The opponent kills your seven with the queen of hearts, a trump worth {answer_points} "
        "points: those points stay in the opponent's pile."
    ),
    "note_15_2": (
        "Your two of diamonds cannot beat the queen. You kill it with the four of hearts, a "
        "trump worth nothing, and take {trick_points}."
    ),
    "note_16_1": "{stock} cards left in the stock, the trump card included: {rounds} more draw rounds.",
    "note_17_1": (
        "Trick 17, the last with a draw: the stock holds one face-down card and the trump card. "
        "Whoever wins draws the top card; whoever loses, the trump card. You both know it."
    ),
    "note_17_2": (
        "Since you lose the trick, you give the cheapest card… and in exchange you will take "
        "the trump card, another trump."
    ),
    "note_17_d": (
        "With two players the trump card always goes to the loser of trick 17: that player "
        "draws last because they play last in the next trick."
    ),
    "note_18_2": "Nothing in your hand beats the ace of hearts: you give the king of clubs.",
    "note_20_2": (
        "You give the opponent your three's {answer_points} points, but there was nothing to "
        "be done: you drew it after trick 16, and since then no trick could be won with it."
    ),

    # -- the coach's verdict on each of your plays, shown under the step that makes it
    "coach_line": "The coach of lesson 6, from what you knew when you played: {verdict}",

    # -- checks of the "now you try" cells
    "ok": "✔ Well done! {why}",
    "not_yet": "✘ Not quite. {why}",
    "bad_trick_number": "The hand has tricks 1 to {last}; you asked for {number}.",
    "bad_seat": "Answer “you” or “opponent” (or the player's number: 1 is you, 2 the opponent); “{answer}” will not do.",
    "winner_why_you": "You take trick {trick}. {reason}",
    "winner_why_rival": "The opponent takes trick {trick}. {reason}",
    "play_same": "That is the example's play. {why}",
    "play_other": "The example plays {the_card}. {why}",
    "not_in_hand_then": "On trick {trick} you do not hold {the_card}; you hold: {hand}.",
    "waiting_seat": "Write “you” or “opponent” in my_answer and run the cell.",
    "hint_generic": "Hint: go over the three rules of the trick.",
    "hint_play": "Hint: think about which card on the table can win the trick and how many points are at stake. Try another card.",
    "hint_1": "Hint: both played clubs and there is no trump on the table. Which club is stronger?",
    "hint_2": "Hint: spades were led and hearts are trump. Can an ace of diamonds win anything here? Try another card.",
    "hint_3": "Hint: the ace is the strongest spade, but is there trump on the table?",
    "hint_17": "Hint: both cards are hearts, the trump suit. Among trumps, strength decides.",
    "col_you": "you",
    "col_rival": "opponent",
    "what_if_not_played": (
        "You have not played trick 2 on your copy yet: play a card with "
        "g.play(\"ace of diamonds\") and check again."
    ),
    "what_if_wrong_lead": "On trick 2 the opponent leads {the_card}: play it for the opponent, then yours.",
    "what_if_wrong_game": "That game is not at trick 2 of the example: start with before_trick(2).",
    "what_if_you": "With {the_card} you take trick 2 ({points}).",
    "what_if_rival": (
        "With {the_card} trick 2 goes to the opponent, who takes {points}; with the example's "
        "six of clubs the opponent took {real}."
    ),
    "what_if_lost": "You lose {extra} more points: your own card's, which could not win.",
    "what_if_example": (
        "With {the_card}, as in the example, trick 2 goes to the opponent, who takes {points}: "
        "you lose nothing but the opponent's own card. It is the books' play."
    ),
    "what_if_same": "You lose nothing but the opponent's own card: it is the example's play, the books' play.",
    "what_if_won": (
        "It is the play the coach prefers, narrowly: with what you knew, it is worth about 2 "
        "points more on average than the six of clubs. In this very hand, though, the two "
        "of hearts kept took the ace of spades on trick 3; that is only known afterwards, "
        "once the cards are seen."
    ),
}

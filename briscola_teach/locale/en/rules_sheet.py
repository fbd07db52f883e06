"""English texts of the printable one-page rules summary (**bold** and *italics* marked as in Markdown)."""

TEXTS = {
    "title": "Briscola on one page",
    "page_title": "Briscola on one page · rules summary",
    "subtitle": "A rules summary for the classroom · 2, 3 or 4 players (4: in pairs) · "
                "{cards} cards: a French pack without its 8s, 9s and 10s",
    "seat": "player {n}",
    # -- the deck
    "deck_title": "The deck",
    "deck": "**{cards} cards**: four suits ({suits}) of {ranks} cards each: the ace, 2 to 7, the "
            "jack, the queen and the king. Take the 8s, 9s, 10s and jokers out of a standard pack.",
    # -- strength and points
    "strength_title": "Which card beats which, and what each one is worth",
    "strength": "From the strongest to the weakest: **{order}**. The three comes straight after "
                "the ace and beats the king, although its number is lower. Under each card, its "
                "points.",
    "worth": "A suit is worth **{suit_total}** points and the whole deck **{total}**. The "
             "**loads** (aces and threes) are {loads} cards holding {load_points} of the {total}; "
             "the **blanks** (7, 6, 5, 4 and 2) are {blanks} cards worth nothing.",
    # -- the deal
    "deal_title": "The deal and the trump card",
    "deal_1": "Shuffle and deal **three cards to each player, one at a time**, starting with the "
              "player who will play first (the *leader*) and going round in the order of play.",
    "deal_2": "The next card goes **face up under the stock**, crosswise: it is the **trump "
              "card**. Its suit is **trumps** for the whole hand.",
    "deal_3": "The trump card stays in view and is **the last card to be drawn**.",
    # -- the trick
    "trick_title": "Who takes the trick",
    "trick_free": "Each player plays one card in turn. **Nothing is compulsory**: you need not "
                  "follow suit, play a trump or beat what is on the table.",
    "trick_rule_1": "If there is **any trump** on the table, the highest trump wins.",
    "trick_rule_2": "If not, the strongest card **of the suit led** wins (the suit of the first "
                    "card).",
    "trick_rule_3": "A card that is neither of the suit led nor a trump **can never win**, however "
                    "much it is worth.",
    "trick_after": "The winner takes all the cards of the trick, with everybody's points. "
                   "Trumps: {trump}.",
    "example_rank": "No trumps: the {winner} beats the {loser} of the suit led.",
    "example_off_suit": "The {card} is neither {led} nor a trump: it cannot win, and gives away "
                        "{points} points.",
    "example_trump": "A {low} of trumps *trumps* the {card}.",
    # -- drawing
    "draw_title": "Drawing, and when it stops",
    "draw_1": "After each trick, while the stock lasts, everyone draws one card: **the winner of "
              "the trick first**, then the others in the order of play. The winner **leads** the "
              "next trick.",
    "draw_2": "The trump card goes to **the last to draw** in the last round, the player who will "
              "play last in the next trick. With two players: whoever loses the last trick with a "
              "draw. Everybody knows who holds it.",
    "draw_3": "With the stock gone there is no drawing: the cards left in the hands are played out.",
    # -- the counts
    "counts_title": "How many cards, draws and tricks",
    "col_players": "players",
    "col_deck": "cards",
    "col_dealt": "dealt",
    "col_rounds": "draw rounds",
    "col_tricks": "tricks",
    "teams": "{n} (in pairs)",
    "without": "{n} (no {card})",
    # -- scoring
    "score_title": "Who wins the hand",
    "score_1": "At the end everyone counts the points in their pile of tricks. Four players play "
               "in pairs, partners sitting opposite (players 1 and 3 against 2 and 4), and each "
               "pair adds up both piles.",
    "score_2": "**Two players, or four in pairs**: you win with **{to_win}** of the {total}. At "
               "{half} all it is a draw: nobody wins.",
    "score_3": "**Three players**: the most points wins, even below {to_win}; if two tie at the "
               "top, they share the win.",
    "score_4": "Taking all {total} points is a *cappotto*.",
    # -- mistakes
    "mistakes_title": "Beginner mistakes",
    "foot": "Drawn with the kit's own cards; every number comes from the game's engine.",
}

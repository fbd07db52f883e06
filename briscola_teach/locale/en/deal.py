"""English texts of lesson 04: dealing, drawing, the trump card and the end of a hand."""

TEXTS = {
    # -- the screen
    "title": "Deal, draws and the trump card, step by step",
    "table_size": "Table:",
    "setup_2": "2 players (40 cards)",
    "setup_3_39": "3 players (39 cards: no two of hearts)",
    "setup_3_36": "3 players (36 cards: no twos)",
    "setup_4": "4 players in teams (40 cards)",
    "seed": "Game no.",
    "reshuffle": "Shuffle again",
    "step_counter": "Step {number} of {total}",
    "player": "player {n}",
    "player_team": "player {n} (team {team})",
    "team_a": "A",
    "team_b": "B",
    "order_title": "Drawing order",
    "has_muestra": "holds the trump card",
    "order_item": "{place}. {seat}: {card}",
    "order_muestra": "{card} (the trump card)",
    "hidden_all_open": "To follow the deal, every hand is shown face up.",
    "counts": (
        "Dealt: {dealt} cards · Draw rounds: {rounds_done} of {rounds} · "
        "Tricks: {tricks_done} of {tricks} · In the stock: {stock}"
    ),
    "forecast_before": (
        "The trump card is the last card drawn: it goes to whoever draws last after trick "
        "{trick}, that is, whoever plays last in trick {next}."
    ),
    "forecast_two": " With two players: the loser of trick {trick}.",
    "forecast_known": "The trump card ({card}) will go to {seat}: it draws last after trick {trick}.",
    "forecast_done": "The trump card ({card}) was drawn by {seat} after trick {trick}.",
    "forecast_dealing": "The trump card is turned up when the deal is over.",

    # -- titles and explanations of the steps
    "title_shuffle": "Shuffle",
    "title_deal": "Deal · card {number} of {total}",
    "title_muestra": "The trump card is turned up",
    "title_trick": "Trick {number} of {total}",
    "title_draws": "Draw round {number} of {total}",
    "title_end": "End of the hand",
    "shuffle": (
        "The {deck}-card deck is shuffled. {hand} cards each are dealt one at a time, "
        "starting with {leader}, who leads first."
    ),
    "deal": "{card_cap} to {seat}.",
    "deal_round_done_one": "Everyone has 1 card.",
    "deal_round_done": "Everyone has {count} cards.",
    "muestra": (
        "With {dealt} cards dealt, the next one is laid face up under the stock: {card}. It "
        "is the trump card, and its suit, {trump}, is trump for the whole hand. {stock} cards "
        "are left in the stock with the trump card: {rounds} draw rounds of {players} cards."
    ),
    "trick": "{leader} leads. {winner} takes the trick, {points}.",
    "trick_then_draws": " Now everyone draws a card, starting with {winner}.",
    "trick_last_draws": (
        " This is the last draw round: {winner} draws first and {last} draws last and takes "
        "the trump card. {last} is also the one who plays last in the next trick."
    ),
    "trick_no_draws": " The stock is empty: no drawing.",
    "draws": "{winner} draws first, having won the trick, then the others in playing order. {left}",
    "draws_left": "{stock} cards are left in the stock.",
    "draws_left_one": "1 card is left in the stock: the trump card.",
    "draws_muestra": "{seat} takes the trump card, {card}.",
    "draws_over": (
        "The stock is empty: everyone holds {hand} cards and the {left} remaining tricks are "
        "played without drawing."
    ),
    "end": "Each pile is counted{teams}: {scores}. {result}",
    "end_teams": ", partners adding theirs",
    "score_item": "{name}, {points}",
    "result_win": "{names} wins with {points} points.",
    "result_draw": "{points} all: nobody wins.",
    "result_shared": "{names_cap} tie at the top with {points} points and share the win.",
    "seat_side": "player {n}",
    "team": "Team {team}",
    "zero_points": "with no points",
    "points_one": "with 1 point",
    "points": "with {points} points",

    # -- the table of RULES §4
    "col_players": "players",
    "col_deck": "cards in the deck",
    "col_dealt": "cards dealt",
    "col_stock": "stock after the deal (with the trump card)",
    "col_rounds": "draw rounds",
    "col_tricks": "tricks",
    "col_muestra": "trump card drawn after trick",

    # -- checks
    "ok": "✔ Well done! {why}",
    "not_yet": "✘ Not quite. {why}",
    "counts_why": (
        "With {players} players and {deck} cards, {dealt} are dealt, there are {rounds} draw "
        "rounds and {tricks} tricks."
    ),
    "counts_wrong": "Wrong: {which}.",
    "order_why": "After a trick won by {winner}, the drawing order is: {order}.",
    "muestra_why": (
        "If {winner} wins the last trick with a draw, it draws first and the trump card goes to "
        "the last to draw: {taker}."
    ),
    "bad_seat": "Write a player's number: {numbers}; “{answer}” will not do.",
    "bad_players": "Brisca is played by 2, 3 or 4; “{given}” is not a number of players.",
    "bad_table": "Write the number of players (2, 3 or 4) and, if you like, the cards in the deck; “{players}” and “{deck}” will not do.",
    "bad_count": "The counts must be whole numbers; “{given}” will not do.",
    "counts_hint": "Hint: each player is dealt 3 cards; each draw round takes one card per player; each trick, one card from each. Change your numbers and run the cell again.",
    "order_not_list": "Write the order as a list of players, e.g. {example} with {players} players; “{given}” is not a list.",
    "order_repeated": "A player appears twice in your order: each draws one card per round.",
    "order_hint": "Hint: the winner of the trick draws first, then the others in playing order from them. Change your list and run the cell again.",
    "muestra_hint": "Hint: the trump card is the stock's last card, so the last to draw in the last round takes it. Who draws last if the winner draws first?",
    "bad_winners": "Write the winners as a list of player numbers ({numbers}), e.g. [1] or [1, 3], or [] if nobody wins; “{given}” will not do.",
    "bad_points": "The points go in a list, one whole number per player (2 to 4 players), e.g. [70, 50]; “{given}” will not do.",
    "points_not_120": "A hand's points add up to 120, and {given} adds up to {total}.",
    "result_hint": "Hint: with two players, or four in teams, 61 points are needed (60-60 is won by nobody); teams add up both partners.",
    "result_hint_three": "Hint: with three players there is no need to reach 61: the most points wins, and two tied at the top both win.",
    "col_after_trick": "after trick",
    "col_player": "draws",
    "col_card": "card",
    "col_is_muestra": "the trump card",
    "yes": "yes",
}

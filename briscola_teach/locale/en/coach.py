"""What the coach tells the student, in English."""

TEXTS = {
    "to_rival": "to your opponent",
    "to_rivals": "to your opponents",
    # One sentence per mistake, naming the cards involved.
    "explain_carga_tirada": (
        "You threw {card}, neither of the suit led nor a trump: it could not win and gave "
        "{points} points {to}; {instead} would have given away less."
    ),
    "explain_triunfo_en_blanca": (
        "You spent {card}, a trump, on a trick worth nothing ({table}) when you could play "
        "{instead} and give nothing away."
    ),
    "explain_triunfo_alto": (
        "You won with {card} when {instead} took the trick as well: the strong trump would "
        "have served you later."
    ),
    "explain_tres_retenido": (
        "You played {played} and kept {card}, which won this trick: it ended up falling in "
        "trick {fall}, taken by your opponent ({points} points)."
    ),
    "explain_muestra_olvidada": (
        "You played {card} knowing your opponent held the trump card, {muestra}: it took your card "
        "with it and {points} points."
    ),
    "explain_no_cargar": (
        "Your partner was already winning the trick and you added {card}, a blank, when "
        "{load} was safe: you missed {points} points."
    ),
    "explain_generic": "With {card} you lost {loss} points: {best} was the better play here.",
    "generic_title": "Could be better",
    # Severity bands, from the points lost.
    "severity_imprecision": "inaccuracy",
    "severity_error": "mistake",
    "severity_grave": "blunder",
    "severity_none": "harmless",
    # How a play was priced.
    "exact": "exact",
    "estimated": "estimated over {samples} deals",
    "forced": "only card",
    "every_deal": "counting every possible deal",
    "not_priced": "not priced",
    # Short verdicts.
    "verdict_good": "✔ {card}: good play ({method}).",
    "verdict_bad": "✘ {card}: {what} ({method}).",
    "verdict_cost": "points lost: {loss}, {severity}",
    "verdict_harmless": (
        "✔ {card}: good play; it looks like “{title}”, but here it costs nothing (points "
        "lost: {loss}; {method})."
    ),
    # A sampled loss with the half-width of its 95% interval.
    "loss_margin": "{loss} ± {margin}",
    "summary": (
        "Plays reviewed: {plays} · beginner mistakes: {mistakes} · plays flagged: "
        "{flagged} · points lost, adding up play by play: about {loss}."
    ),
    # The review table and chart.
    "col_play": "play",
    "col_trick": "trick",
    "col_card": "card",
    "col_mistake": "mistake",
    "col_severity": "severity",
    "col_loss": "points lost",
    "col_best": "best card",
    "col_method": "priced",
    "col_explanation": "explanation",
    "chart_title": "Points over the hand",
    "chart_x": "trick",
    "chart_y": "points",
    "chart_side_you": "You",
    "chart_side_rival": "Opponent",
    "chart_side_n": "Side {n}",
    "chart_mistake": "beginner mistake",
    # The evidence: many hands of a beginner against sensato.
    "stat_times": "times",
    "stat_mean_loss": "mean cost (points)",
    # The review screen.
    "w_title": "The coach's review of the hand",
    "w_result": "Points at the end of the hand · {sides}.",
    "w_side_points": "{who} {points}",
    "w_next_mistake": "Next mistake",
    "w_no_mistakes": "The coach flagged no play in this hand.",
    "w_position": "play {n} of {total}",
    "w_trick": "Trick {trick}: you played {card}.",
    "w_your_hand": "Your hand when you played (ringed: the card you played and the best one):",
    "w_played": "yours",
    "w_better": "better",
    "w_best": "Best card according to the coach: {card}.",
    "w_values": "Points you could expect to end with, card by card ({method}):",
    "w_drew": "{who} draws {card}",
    "w_drew_muestra": "{who} draws the trump card, {card}",
    "w_drew_hidden": "{who} draws a card",
    "w_you_drew": "You draw {card}",
    "w_you_drew_muestra": "You draw the trump card, {card}",
    # The "find the mistake" exercise.
    "w_find_prompt": (
        "Position {n} of {total}: your turn. One of your cards is a beginner mistake. "
        "Which one do you play?"
    ),
    "w_play_tip": "Play {card}",
    "w_right": "Well played! You avoided the mistake, and it is the best card.",
    "w_wrong": "That is the mistaken card: {title}. Here is what the coach says:",
    "w_right_not_best": (
        "Well played! You avoided the mistake, and your card is good: {best} was only a "
        "little better (you lose {loss} points, under 2)."
    ),
    "w_costly": (
        "That is not the beginner mistake, but it is not a good play either: that card "
        "costs points. Here is what the coach says:"
    ),
    "w_finished": "The exercise is over: press “Start again” to repeat it.",
    "w_answer_first": "First choose a card in this position.",
    "w_see_summary": "See the summary",
    "w_done": "You have finished every position.",
    "w_summary": "Summary: you played well in {right} of {tried} positions. Go over the ones you missed in section 2.",
    "w_summary_all": "Summary: you played well in all {tried} positions. Very good!",
    "w_restart": "Start again",
    "w_already": "You have already chosen a card here: go on to the next position.",
    "w_next_position": "Another position",
    "w_score": "Correct: {right} of {tried}",
    "w_rival_cards_one": "{who}: 1 card in hand",
    "w_rival_cards": "{who}: {n} cards in hand",
    "w_muestra_with": "The trump card, {card}, was drawn by {who}.",
    # The lesson's side-by-side pictures.
    "sbs_wrong": "✘ Mistake: playing {card}",
    "sbs_right": "✔ Right: playing {card}",
    "sbs_later": "And later in the same hand:",
}

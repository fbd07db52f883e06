"""Names and one-line descriptions of the machine opponents, in English."""

TEXTS = {
    "random": "Random",
    "random_desc": "Plays any card in its hand at random: a gentle start.",
    "principiante": "Beginner",
    "principiante_desc": (
        "Plays like a newcomer: now and then it throws a load away, spends a trump on a "
        "trick worth nothing or forgets who holds the trump card."
    ),
    "sensato": "Sensible",
    "sensato_desc": (
        "Follows sound advice: takes with the card that is just enough, gives no loads "
        "away, saves its trumps and counts what has been played."
    ),
    "experto": "Expert",
    "experto_desc": (
        "Imagines the cards it cannot see, reading your plays for what you kept; tries each "
        "play many times over, and plays the last tricks of the hand perfectly."
    ),
}

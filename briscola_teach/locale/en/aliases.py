"""The lesson helpers' names in English are their real names: what a wrong call to an alias is told."""

#: The parameter names students type, by the English name of each (the same words).
PARAMETERS = {
    "cards": "cards",
    "points": "points",
    "width": "width",
    "table": "table",
    "my_order": "my_order",
    "pile": "pile",
    "my_answer": "my_answer",
    "trump": "trump",
    "players": "players",
    "deck": "deck",
    "dealt": "dealt",
    "rounds": "rounds",
    "tricks": "tricks",
    "winner": "winner",
    "winners": "winners",
    "trick": "trick",
    "my_card": "my_card",
    "game": "game",
    "number": "number",
    "folder": "folder",
    "player": "player",
    "view": "view",
}

TEXTS = {
    "alias_of": "Another name of {real}, with the same arguments.",
    "unknown_keyword": "“{function}” has no argument “{given}”: its arguments are {names}.{hint}",
    "did_you_mean": " Did you mean “{name}”?",
    "too_many": "“{function}” was given more values without a name than it takes. Write: {usage}",
    "given_twice": "You gave “{function}” the argument “{given}” twice. Write: {usage}",
    "missing_one": "“{function}” is missing {names}. Write: {usage}",
    "missing_many": "“{function}” is missing {names}. Write: {usage}",
}

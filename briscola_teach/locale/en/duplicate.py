"""English texts of duplicate scoring: a class's results on a class code, and what is wrong with one."""

TEXTS = {
    "no_student": "A result needs the student's name, not “{given}”.",
    "no_code": "{student}'s result needs the class code, not “{given}”.",
    "bad_deal": "The deals of {code} are numbered 1, 2, 3…: {student}'s result says “{given}”.",
    "bad_points": "{student}'s points on deal {deal} of {code} are {given}: a side makes 0 to {total} points in a hand.",
    "not_a_result": "Not the result of a deal: {given}.",
    "missing": "A result lacks {fields}: {given}.",
    "unreadable": "{file} cannot be read as class results: {error}",
    "not_results": "{file} is not a file of class results.",
    "no_deals": "{file} has no list of deals.",
    "played": "Class code {code}: {deals} deals played, {points} points",
    "played_one": "Class code {code}: 1 deal played, {points} points",
}

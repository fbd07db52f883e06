"""What a student is told when a typed answer cannot be read, in English."""

TEXTS = {
    "not_a_number": "The answer has to be a number, not “{given}”.",
    # A NameError or SyntaxError in a lesson's cell: one line that says what to write.
    "name_quote": "✘ Python does not know “{name}”: if it is your answer, put it in quotes: {fixed}",
    "name_run_above": "✘ Python does not know “{name}” yet: first run the cells above, from the first one down to this one.",
    "syntax_fix": "✘ Python cannot read this line: {line}  Write it like this: {fixed}",
    "syntax_unclear": "✘ Python cannot read line {number} of the cell: {line}  Check that every quote, bracket and parenthesis you open is closed, and that the cards are separated by commas.",
    # The first miss of an exercise gets a hint, and this line; the solution comes on the second.
    "try_again": "Change your answer and run the cell again; if you miss again, you will see the solution (to see it now, write “I don't know” as your answer).",
    # Asking for the solution: a typed answer that is one of these words shows it at once.
    "ask_words": "I don't know|I dont know|don't know|no idea|I give up|solution|the solution|show the solution",
    "solution_shown": "The solution, as you asked (it does not count as right):",
    # What a right verdict starts with: taken off when the same words show a solution.
    "right_openers": "Right!|Correct!|That's it!|Well done!|Perfect!|Right:|Good:|Yes!",
    # On a screen, where a card is clicked, not typed.
    "try_again_card": "Pick another card; if you miss again, you will see the solution.",
}

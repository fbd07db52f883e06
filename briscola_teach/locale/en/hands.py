"""English names of the hands the card table saves: their folder and files, next to the notebook."""

TEXTS = {
    "folder": "my_hands",
    "file": "hand_{number}.json",
    "bad_number": "“{number}” is not the number of a saved hand: hands are numbered 1, 2, 3…",
    "bad_file": "“{file}” cannot be read as a saved hand: {error}",
    "unreadable": "“{file}” could not be opened: it is not a file that can be read (or reading it is not allowed).",
    "not_found": (
        "There is no saved hand number {number}: looked for {files} in {folders}. The card table of lesson 5 saves one with its “Save the hand” button."
    ),
    "class_file": "class_{code}.json",
    "in_play_file": "hand_in_play.json",
}

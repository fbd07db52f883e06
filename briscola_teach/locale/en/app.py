"""The app view (the card table and the coach's review on one page), in English."""

TEXTS = {
    "title": "Briscola: play against the machine",
    "intro": "Choose the machine, how many players and the match, and play by clicking your cards. "
             "When a hand ends, the coach reviews it play by play.",
    "language": "Language",
    "language_tip": "Changing the language starts a new match.",
    # each language named in itself, the same in every catalogue
    "language_es": "Español",
    "language_en": "English",
    "language_it": "Italiano",
    "review_button": "Review the last hand",
    "review_tip": "The coach reviews each of your plays in the last finished hand",
    "review_title": "Review of hand {number}",
    "review_waiting": "When a hand ends, press “{button}” to see what the coach says.",
    "reviewing": "The coach is reviewing hand {number}…",
    "no_finished_hand": "No hand has ended yet: play one to the end and press “{button}”.",
    "save_folder": "Your saved hands go to the folder “{folder}”, for this session only.",
    "save_outside": "“{given}” is not a file name inside your folder: type just a name, "
                    "such as mano_1.json.",
}

"""English texts of the teacher's class view: what each file was, the tables' titles, the charts."""

TEXTS = {
    "unknown_student": "(no name)",
    "why_not_a_file": "not a file",
    "why_too_big": "too big ({size} MB) to be a hand-in",
    "why_binary": "not text (a binary file)",
    "why_not_a_hand_in": "neither a hand-in nor a saved hand",
    "why_broken_hand": "a saved hand that cannot be read: {error}",
    "why_unreadable": "cannot be read: {error}",
    "not_read": "Not read: {files}",
    "title_lessons": "Each student, lesson by lesson",
    "title_missed": "The exercises the class misses most",
    "title_mistakes": "Beginner mistakes in the saved hands (as the coach sees them)",
    "title_trend": "Each student's progress over time",
    "empty": "(nothing yet)",
    "csv_written": "Table saved to {file}",
    "chart_lessons": "The class, lesson by lesson",
    "chart_missed": "The exercises most often missed the first time",
    "chart_mistakes": "Beginner mistakes in {hands} saved hands",
    "chart_trend": "Right the first time, week by week (%)",
    "usage": "python -m briscola_teach.progress classroom FOLDER [--lang es|en|it] [--csv FILE]",
}

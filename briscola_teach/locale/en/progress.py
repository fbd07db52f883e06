"""English texts of the progress page, the hand-in file and the teacher's class table."""

TEXTS = {
    # -- the progress file, in the student's folder
    "file": "progress.jsonl",
    "not_saved": "(Your result could not be saved: {reason}. The lesson carries on as usual.)",
    # -- the summary
    "lesson": "Lesson {n}",
    "col_lesson": "lesson",
    "col_student": "student",
    "col_done": "exercises done",
    "col_first_try": "right the first time",
    "col_solved": "solved in the end",
    "nothing_yet": "No exercise has been checked in this folder yet.",
    "totals": "In all: {done} exercises done, {first_try} right the first time.",
    # -- the hand-in
    "hand_in_file": "handin_{name}_{date}.html",
    "hand_in_title": "Hand-in of {name} · {date}",
    "name": "Your name:",
    "name_placeholder": "first name and surname",
    "make_hand_in": "Prepare the hand-in",
    "no_name": "Write your name before preparing the hand-in (got {given}).",
    "hand_in_ready": "Your hand-in is ready: {file}. Download it and upload it to your school's platform.",
    "download": "Download {file}",
    # -- the teacher's table
    "not_a_hand_in": "{file} is not a hand-in file of the course.",
    "no_folder": "There is no folder {folder}.",
    "no_hand_ins": "There is no hand-in file in {folder}.",
    "skipped": "Files that are not hand-ins (not read): {files}",
}

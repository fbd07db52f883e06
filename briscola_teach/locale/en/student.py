"""English texts of the terminal: `make lab` and `make restore` on the student's copies of the lessons."""

TEXTS = {
    "copied_one": "1 lesson copied into {folder}/",
    "copied_many": "{count} lessons copied into {folder}/",
    "nothing_copied": "{folder}/ already has every lesson (nothing overwritten)",
    "opening": "Opening JupyterLab in {folder}/ on the start page (Ctrl+C here closes it)",
    "which_lesson": "Which lesson? For example: make restore LESSON=03",
    "no_edition": "There is no edition \u201c{edition}\u201d; the editions are: {editions}",
    "no_lesson": "No single lesson matches \u201c{number}\u201d; the lessons are: {names}",
    "restored": "{copy} is as shipped again",
    "restored_kept": "{copy} is as shipped again; your copy is kept in {kept}",
    "restore_no_space": "{copy} could not be restored: the disk is full. Your copy is as it was; free some space and try again.",
    "restore_no_permission": "{copy} could not be restored: writing in the folder {folder}/ is not allowed. Your copy is as it was.",
    "restore_failed": "{copy} could not be restored ({error}). Your copy is as it was.",
    "broken_copy": "{copy} is damaged and JupyterLab cannot open it; to get it back as shipped: make restore LESSON={lesson}",
    "usage": (
        "Your copies of the lessons, in {folder}/:\n"
        "  make lab                   copy the lessons you lack and open JupyterLab\n"
        "  make restore LESSON=03     lesson 03 (Spanish edition) as shipped again;\n"
        "                             your copy is kept aside\n"
        "  make restore LESSON=en/03  the same in the English edition (it/03: the Italian one)"
    ),
    "still_note": "A still picture: to go on using this screen, run the lesson (menu Run › Run All Cells).",
}

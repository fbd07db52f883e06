"""The zero-install site (lite/), in English: what a lesson shows where a screen cannot run yet, the student's
work in one file, a lesson the teacher has updated, the card table alone."""

TEXTS = {
    "still_picture": "A saved picture of this screen: to use it, run the lesson with the ▶▶ button on the notebook's toolbar, at the top (it restarts and runs all the cells).",
    "work_download": "Download all my work (.zip)",
    "work_upload": "Bring back my work from a .zip…",
    "work_download_button": "Download my work",
    "work_upload_button": "Bring back my work",
    "work_file": "my_briscola_work",
    "work_nothing": "Nothing of yours is saved in this browser yet: there is no work to download.",
    "work_restored": "Work brought back. Files back in their place: {restored}; "
                     "files you already had, the same: {same}.",
    "work_kept": "You already had another version of these files: yours stays as it was and the one from the "
                 ".zip is beside it, under another name: {names}.",
    "work_bad": "“{file}” is not a copy of your work made with “Download all my work”: nothing was changed.",
    "updated_lesson": "Your teacher has updated this lesson since you saved your copy. This is your copy, "
                      "as you left it. To see the new version without losing yours, press the button: "
                      "your copy is kept under another name in the same folder.",
    "updated_copy": "This is a copy of yours of a lesson your teacher has updated since. "
                    "The button opens the new version; this copy stays as it is.",
    "updated_open": "Open the new version",
    "updated_kept": "Your copy is now {copy}.",
    "work_where": "Your work is saved in this browser. To take it to another computer or keep a copy, open a lesson and use the “{download}” and “{upload}” buttons above the list of files, on the left (they are in the File menu too): all your work goes in one .zip file.",
    "table_link": "The card table, without the lessons: play briscola against the machine",
}

"""Italian texts of the terminal: `make lab` and `make restore` on the student's copies of the lessons."""

TEXTS = {
    "copied_one": "1 lezione copiata in {folder}/",
    "copied_many": "{count} lezioni copiate in {folder}/",
    "nothing_copied": "{folder}/ ha già tutte le lezioni (nulla è stato sovrascritto)",
    "opening": "Apro JupyterLab in {folder}/ sulla pagina iniziale (Ctrl+C qui lo chiude)",
    "which_lesson": "Quale lezione? Per esempio: make restore LESSON=03",
    "no_edition": "Non c'è l'edizione «{edition}»; le edizioni sono: {editions}",
    "no_lesson": "Nessuna lezione corrisponde a «{number}»; le lezioni sono: {names}",
    "restored": "{copy} è di nuovo com'era in origine",
    "restored_kept": "{copy} è di nuovo com'era in origine; la tua copia è conservata in {kept}",
    "restore_no_space": "Non è stato possibile ripristinare {copy}: il disco è pieno. La tua copia è rimasta com'era; libera spazio e riprova.",
    "restore_no_permission": "Non è stato possibile ripristinare {copy}: non si può scrivere nella cartella {folder}/. La tua copia è rimasta com'era.",
    "restore_failed": "Non è stato possibile ripristinare {copy} ({error}). La tua copia è rimasta com'era.",
    "broken_copy": "{copy} è danneggiata e JupyterLab non riesce ad aprirla; per riaverla com'era in origine: make restore LESSON={lesson}",
    "usage": (
        "Le tue copie delle lezioni, in {folder}/:\n"
        "  make lab                   copia le lezioni mancanti e apre JupyterLab\n"
        "  make restore LESSON=03     la lezione 03 (edizione spagnola) com'era in origine;\n"
        "                             la tua copia è conservata a parte\n"
        "  make restore LESSON=it/03  lo stesso nell'edizione italiana (en/03: quella inglese)"
    ),
    "still_note": "Immagine ferma: per continuare a usare questa schermata, esegui la lezione (menu Run › Esegui Tutte le Celle).",
}

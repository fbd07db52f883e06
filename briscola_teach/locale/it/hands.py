"""Italian names of the hands the card table saves: their folder and files, next to the notebook."""

TEXTS = {
    "folder": "le_mie_mani",
    "file": "mano_{number}.json",
    "bad_number": "«{number}» non è il numero di una mano salvata: le mani sono numerate 1, 2, 3…",
    "bad_file": "«{file}» non si può leggere come mano salvata: {error}",
    "unreadable": "Non è stato possibile aprire «{file}»: non è un file che si possa leggere (o non c'è il permesso di leggerlo).",
    "not_found": (
        "Non c’è nessuna mano salvata numero {number}: ho cercato {files} in {folders}. Il tavolo da gioco della lezione 5 la salva con il pulsante «Salva la mano»."
    ),
    "class_file": "classe_{code}.json",
    "in_play_file": "mano_in_corso.json",
}

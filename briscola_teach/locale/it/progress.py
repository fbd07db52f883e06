"""Italian texts of the progress page, the hand-in file and the teacher's class table."""

TEXTS = {
    # -- the progress file, in the student's folder
    "file": "progressi.jsonl",
    "not_saved": "(Non è stato possibile salvare il tuo risultato: {reason}. La lezione va avanti lo stesso.)",
    # -- the summary
    "lesson": "Lezione {n}",
    "col_lesson": "lezione",
    "col_student": "studente",
    "col_done": "esercizi fatti",
    "col_first_try": "giusti al primo colpo",
    "col_solved": "risolti alla fine",
    "nothing_yet": "In questa cartella non c'è ancora nessun esercizio controllato.",
    "totals": "In tutto: {done} esercizi fatti, {first_try} giusti al primo colpo.",
    # -- the hand-in
    "hand_in_file": "consegna_{name}_{date}.html",
    "hand_in_title": "Consegna di {name} · {date}",
    "name": "Il tuo nome:",
    "name_placeholder": "nome e cognome",
    "make_hand_in": "Prepara la consegna",
    "no_name": "Scrivi il tuo nome prima di preparare la consegna (ricevuto: {given}).",
    "hand_in_ready": "La tua consegna è pronta: {file}. Scaricala e caricala sulla piattaforma della tua scuola.",
    "download": "Scarica {file}",
    # -- the teacher's table
    "not_a_hand_in": "{file} non è un file di consegna del corso.",
    "no_folder": "La cartella {folder} non esiste.",
    "no_hand_ins": "In {folder} non c'è nessun file di consegna.",
    "skipped": "File che non sono consegne (non letti): {files}",
}

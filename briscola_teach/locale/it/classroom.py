"""Italian texts of the teacher's class view: what each file was, the tables' titles, the charts."""

TEXTS = {
    "unknown_student": "(senza nome)",
    "why_not_a_file": "non è un file",
    "why_too_big": "troppo grande ({size} MB) per essere una consegna",
    "why_binary": "non è testo (un file binario)",
    "why_not_a_hand_in": "non è né una consegna né una mano salvata",
    "why_broken_hand": "una mano salvata che non si riesce a leggere: {error}",
    "why_unreadable": "non si riesce a leggere: {error}",
    "not_read": "Non letti: {files}",
    "title_lessons": "Ogni studente, lezione per lezione",
    "title_missed": "Gli esercizi che la classe sbaglia di più",
    "title_mistakes": "Errori da principiante nelle mani salvate (secondo l'allenatore)",
    "title_trend": "L'andamento di ogni studente",
    "empty": "(ancora niente)",
    "csv_written": "Tabella salvata in {file}",
    "chart_lessons": "La classe, lezione per lezione",
    "chart_missed": "Gli esercizi sbagliati più spesso al primo colpo",
    "chart_mistakes": "Errori da principiante in {hands} mani salvate",
    "chart_trend": "Giusti al primo colpo, settimana per settimana (%)",
    "usage": "python -m briscola_teach.progress classroom CARTELLA [--lang es|en|it] [--csv FILE]",
}

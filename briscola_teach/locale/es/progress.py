"""Spanish texts of the progress page, the hand-in file and the teacher's class table."""

TEXTS = {
    # -- the progress file, in the student's folder
    "file": "progreso.jsonl",
    "not_saved": "(No se ha podido guardar tu resultado: {reason}. La lección sigue igual.)",
    # -- the summary
    "lesson": "Lección {n}",
    "col_lesson": "lección",
    "col_student": "estudiante",
    "col_done": "ejercicios hechos",
    "col_first_try": "bien a la primera",
    "col_solved": "resueltos al final",
    "nothing_yet": "Todavía no hay ningún ejercicio comprobado en esta carpeta.",
    "totals": "En total: {done} ejercicios hechos, {first_try} bien a la primera.",
    # -- the hand-in
    "hand_in_file": "entrega_{name}_{date}.html",
    "hand_in_title": "Entrega de {name} · {date}",
    "name": "Tu nombre:",
    "name_placeholder": "nombre y apellido",
    "make_hand_in": "Preparar la entrega",
    "no_name": "Escribe tu nombre antes de preparar la entrega (se ha recibido {given}).",
    "hand_in_ready": "Tu entrega está lista: {file}. Descárgala y súbela a la plataforma de tu centro.",
    "download": "Descargar {file}",
    # -- the teacher's table
    "not_a_hand_in": "{file} no es un archivo de entrega del curso.",
    "no_folder": "No existe la carpeta {folder}.",
    "no_hand_ins": "No hay ningún archivo de entrega en {folder}.",
    "skipped": "Archivos que no son entregas (sin leer): {files}",
}

"""Spanish texts of the teacher's class view: what each file was, the tables' titles, the charts."""

TEXTS = {
    "unknown_student": "(sin nombre)",
    "why_not_a_file": "no es un archivo",
    "why_too_big": "demasiado grande ({size} MB) para ser una entrega",
    "why_binary": "no es texto (un archivo binario)",
    "why_not_a_hand_in": "no es una entrega ni una mano guardada",
    "why_broken_hand": "una mano guardada que no se puede leer: {error}",
    "why_unreadable": "no se puede leer: {error}",
    "not_read": "Sin leer: {files}",
    "title_lessons": "Cada estudiante, lección por lección",
    "title_missed": "Los ejercicios que más falla la clase",
    "title_mistakes": "Errores de principiante en las manos guardadas (según el entrenador)",
    "title_trend": "La evolución de cada estudiante",
    "empty": "(nada todavía)",
    "csv_written": "Tabla guardada en {file}",
    "chart_lessons": "La clase, lección por lección",
    "chart_missed": "Los ejercicios que más se fallan a la primera",
    "chart_mistakes": "Errores de principiante en {hands} manos guardadas",
    "chart_trend": "Bien a la primera, semana a semana (%)",
    "usage": "python -m briscola_teach.progress classroom CARPETA [--lang es|en|it] [--csv ARCHIVO]",
}

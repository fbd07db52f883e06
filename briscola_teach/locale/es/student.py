"""Spanish texts of the terminal: `make lab` and `make restore` on the student's copies of the lessons."""

TEXTS = {
    "copied_one": "1 lección copiada en {folder}/",
    "copied_many": "{count} lecciones copiadas en {folder}/",
    "nothing_copied": "{folder}/ ya tiene todas las lecciones (no se ha sobrescrito nada)",
    "opening": "Abriendo JupyterLab en {folder}/, en la página de inicio (Ctrl+C aquí lo cierra)",
    "which_lesson": "¿Qué lección? Por ejemplo: make restore LESSON=03",
    "no_edition": "No hay edición «{edition}»; las ediciones son: {editions}",
    "no_lesson": "Ninguna lección coincide con «{number}»; las lecciones son: {names}",
    "restored": "{copy} vuelve a estar como se entregó",
    "restored_kept": "{copy} vuelve a estar como se entregó; tu copia se guarda en {kept}",
    "restore_no_space": "No se ha podido restaurar {copy}: el disco está lleno. Tu copia sigue como estaba; libera espacio y vuelve a intentarlo.",
    "restore_no_permission": "No se ha podido restaurar {copy}: no se permite escribir en la carpeta {folder}/. Tu copia sigue como estaba.",
    "restore_failed": "No se ha podido restaurar {copy} ({error}). Tu copia sigue como estaba.",
    "broken_copy": "{copy} está dañada y JupyterLab no puede abrirla; para recuperarla como se entregó: make restore LESSON={lesson}",
    "usage": (
        "Tus copias de las lecciones, en {folder}/:\n"
        "  make lab                   copia las lecciones que falten y abre JupyterLab\n"
        "  make restore LESSON=03     la lección 03 (edición en español) como se entregó;\n"
        "                             tu copia se guarda aparte\n"
        "  make restore LESSON=en/03  lo mismo en la edición inglesa (it/03: la italiana)"
    ),
    "still_note": "Imagen fija: para seguir usando esta pantalla, ejecuta la lección (menú Run › Ejecutar todas las celdas).",
}

"""The zero-install site (lite/), in Spanish: what a lesson shows where a screen cannot run yet, the student's
work in one file, a lesson the teacher has updated, the card table alone."""

TEXTS = {
    "still_picture": "Imagen guardada de esta pantalla: para usarla, ejecuta la lección con el botón ▶▶ de la barra de arriba del cuaderno (reinicia y ejecuta todas las celdas).",
    "work_download": "Descargar todo mi trabajo (.zip)",
    "work_upload": "Recuperar mi trabajo desde un .zip…",
    "work_download_button": "Descargar mi trabajo",
    "work_upload_button": "Recuperar mi trabajo",
    "work_file": "mi_trabajo_brisca",
    "work_nothing": "Todavía no hay nada tuyo guardado en este navegador: no hay trabajo que descargar.",
    "work_restored": "Trabajo recuperado. Archivos que vuelven a su sitio: {restored}; "
                     "archivos que ya tenías iguales: {same}.",
    "work_kept": "Ya tenías otra versión de estos archivos: la tuya se queda como estaba y la del .zip "
                 "está al lado, con otro nombre: {names}.",
    "work_bad": "«{file}» no es una copia de tu trabajo hecha con «Descargar todo mi trabajo»: no se ha cambiado nada.",
    "updated_lesson": "El profesor ha actualizado esta lección después de que guardaras tu copia. Esta es tu copia, "
                      "tal como la dejaste. Para ver la nueva versión sin perder la tuya, pulsa el botón: "
                      "tu copia se guarda con otro nombre en la misma carpeta.",
    "updated_copy": "Esta es una copia tuya de una lección que el profesor ha actualizado después. "
                    "La nueva versión se abre con el botón; esta copia no se toca.",
    "updated_open": "Abrir la nueva versión",
    "updated_kept": "Tu copia está ahora en {copy}.",
    "work_where": "Tu trabajo se guarda en este navegador. Para llevarlo a otro ordenador o guardarlo aparte, abre una lección y usa los botones «{download}» y «{upload}» de encima de la lista de archivos, a la izquierda (también están en el menú Archivo): todo tu trabajo va en un solo archivo .zip.",
    "table_link": "La mesa de juego, sin lecciones: juega a la brisca contra la máquina",
}

"""Spanish names of the hands the card table saves: their folder and files, next to the notebook."""

TEXTS = {
    "folder": "mis_manos",
    "file": "mano_{number}.json",
    "bad_number": "«{number}» no es un número de mano guardada: las manos se numeran 1, 2, 3…",
    "bad_file": "«{file}» no se puede leer como mano guardada: {error}",
    "unreadable": "No se ha podido abrir «{file}»: no es un archivo que se pueda leer (o no hay permiso para leerlo).",
    "not_found": (
        "No hay ninguna mano guardada número {number}: se ha buscado {files} en {folders}. La mesa de juego de la lección 5 la guarda con el botón «Guardar la mano»."
    ),
    "class_file": "clase_{code}.json",
    "in_play_file": "mano_en_juego.json",
}

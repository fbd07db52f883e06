"""The zero-install site (lite/), in Spanish: what a lesson shows where a screen cannot run yet."""

TEXTS = {
    "still_picture": "Imagen guardada de esta pantalla: para usarla, ejecuta la lección con el botón ▶▶ de la barra de arriba del cuaderno (reinicia y ejecuta todas las celdas).",
}

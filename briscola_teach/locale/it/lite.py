"""The zero-install site (lite/), in Italian: what a lesson shows where a screen cannot run yet."""

TEXTS = {
    "still_picture": "Un'immagine salvata di questa schermata: per usarla, esegui la lezione (in alto, Run › Run All Cells).",
}

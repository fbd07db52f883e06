"""The zero-install site (lite/), in Italian: what a lesson shows where a screen cannot run yet."""

TEXTS = {
    "still_picture": "Un'immagine salvata di questa schermata: per usarla, esegui la lezione con il pulsante ▶▶ nella barra in alto del notebook (riavvia ed esegue tutte le celle).",
}

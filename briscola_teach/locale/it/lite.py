"""The zero-install site (lite/), in Italian: what a lesson shows where a screen cannot run yet, the student's
work in one file, a lesson the teacher has updated, the card table alone."""

TEXTS = {
    "still_picture": "Un'immagine salvata di questa schermata: per usarla, esegui la lezione con il pulsante ▶▶ nella barra in alto del notebook (riavvia ed esegue tutte le celle).",
    "work_download": "Scarica tutto il mio lavoro (.zip)",
    "work_upload": "Recupera il mio lavoro da un .zip…",
    "work_download_button": "Scarica il mio lavoro",
    "work_upload_button": "Recupera il mio lavoro",
    "work_file": "il_mio_lavoro_briscola",
    "work_nothing": "In questo browser non c'è ancora niente di tuo salvato: non c'è lavoro da scaricare.",
    "work_restored": "Lavoro recuperato. File tornati al loro posto: {restored}; "
                     "file che avevi già, uguali: {same}.",
    "work_kept": "Avevi già un'altra versione di questi file: la tua resta com'era e quella dello .zip "
                 "è accanto, con un altro nome: {names}.",
    "work_bad": "«{file}» non è una copia del tuo lavoro fatta con «Scarica tutto il mio lavoro»: "
                "non è stato cambiato niente.",
    "updated_lesson": "L'insegnante ha aggiornato questa lezione dopo che hai salvato la tua copia. Questa è la tua "
                      "copia, come l'hai lasciata. Per vedere la nuova versione senza perdere la tua, premi il "
                      "pulsante: la tua copia viene salvata con un altro nome nella stessa cartella.",
    "updated_copy": "Questa è una tua copia di una lezione che l'insegnante ha aggiornato dopo. "
                    "Il pulsante apre la nuova versione; questa copia resta com'è.",
    "updated_open": "Apri la nuova versione",
    "updated_kept": "La tua copia ora è {copy}.",
    "work_where": "Il tuo lavoro è salvato in questo browser. Per portarlo su un altro computer o tenerne una copia, apri una lezione e usa i pulsanti «{download}» e «{upload}» sopra l'elenco dei file, a sinistra (sono anche nel menu File): tutto il tuo lavoro sta in un solo file .zip.",
    "table_link": "Il tavolo da gioco, senza lezioni: gioca a briscola contro la macchina",
}

"""The app view (the card table and the coach's review on one page), in Italian."""

TEXTS = {
    "title": "Briscola: partita contro il computer",
    "intro": "Scegli il computer, quanti giocatori e la partita, e gioca facendo clic sulle tue carte. "
             "Alla fine di una mano, l'allenatore la rivede giocata per giocata.",
    "language": "Lingua",
    "language_tip": "Cambiare la lingua fa iniziare una nuova partita.",
    # each language named in itself, the same in every catalogue
    "language_es": "Español",
    "language_en": "English",
    "language_it": "Italiano",
    "review_button": "Rivedi l'ultima mano",
    "review_tip": "L'allenatore rivede ognuna delle tue giocate nell'ultima mano finita",
    "review_title": "Revisione della mano {number}",
    "review_waiting": "Quando una mano finisce, premi «{button}» per vedere che cosa dice l'allenatore.",
    "reviewing": "L'allenatore sta rivedendo la mano {number}…",
    "no_finished_hand": "Nessuna mano è ancora finita: giocane una fino alla fine e premi «{button}».",
    "save_folder": "Le mani che salvi vanno nella cartella «{folder}», solo per questa sessione.",
    "save_outside": "«{given}» non è un nome di file dentro la tua cartella: scrivi solo un nome, "
                    "come mano_1.json.",
}

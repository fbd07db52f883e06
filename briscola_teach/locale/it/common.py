"""Words shared by every screen, in Italian."""

TEXTS = {
    "you": "Tu",
    "rival": "Avversario",
    "rival_n": "Giocatore {number}",
    "partner": "Compagno",
    "player": "Giocatore {n}",
    "error": "⚠ {message}",
    "unexpected": "⚠ Qualcosa non ha funzionato ({kind}): {message}",
    "widget_note": "(Immagine fissa dello stato iniziale: esegui il quaderno per poter giocare.)",
    "refused": "✘ {message}",
    "you_in_sentence": "tu",
    "rival_in_sentence": "l'avversario",
    "partner_in_sentence": "il tuo compagno",
    "rival_n_in_sentence": "il giocatore {number}",
    "player_in_sentence": "il giocatore {n}",
}

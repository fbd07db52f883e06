"""The kit's tables in Italian: each column's label (by the key it is read with), and what a wrong key is told."""

TEXTS = {
    # A game's tricks and draws (briscola_teach.tables).
    "trick": "presa",
    "leader": "apre",
    "cards": "carte (posto)",
    "winner": "prende",
    "points": "punti",
    "score_of": "totale posto {seat}",
    "after_trick": "dopo la presa",
    "seat": "posto",
    "card": "carta",
    "is_muestra": "è la briscola scoperta",
    # The ten ranks and a pile's points (lesson 01).
    "number": "numero",
    "strength": "forza (1 = la più forte)",
    "kind": "tipo",
    # One trick, card by card (lesson 02).
    "who": "chi",
    "role": "ruolo",
    "wins": "prende",
    # The worked example's tricks (lesson 03).
    "hand_cards": "carte",
    "total_of": "totale {who}",
    # The deal and the draws (lesson 04).
    "players": "giocatori",
    "deck": "carte nel mazzo",
    "dealt": "carte distribuite",
    "stock": "nel mazzo dopo la distribuzione (con la briscola scoperta)",
    "rounds": "giri di pesca",
    "tricks": "prese",
    "muestra_after_trick": "la briscola scoperta si pesca dopo la presa",
    "drawer": "pesca",
    "drawn_muestra": "la briscola scoperta",
    # The coach's review and the mistakes' statistics (lesson 06).
    "play": "giocata",
    "mistake": "errore",
    "severity": "gravità",
    "points_lost": "punti persi",
    "best_card": "carta migliore",
    "method": "calcolo",
    "explanation": "spiegazione",
    "times": "volte",
    "hands": "mani con l'errore",
    "mean_points_lost": "costo medio (punti)",
    # How cells are written.
    "decimal_mark": ",",
    "yes": "sì",
    "no": "no",
    # Asking a table for what it does not have.
    "unknown_key": "La tabella non ha nessuna colonna «{key}». Le sue colonne sono: {keys}.",
    "bad_count": "Il numero di righe deve essere un numero intero, 0 o più, non «{given}».",
    "not_a_table": "Qui serve una tabella delle lezioni (per esempio quella di ranks_table()), non «{given}».",
    "unknown_row": "La tabella non ha nessuna riga «{name}». Le sue righe sono: {names}.",
}

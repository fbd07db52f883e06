"""What the coach tells the student, in Italian."""

TEXTS = {
    "to_rival": "all'avversario",
    "to_rivals": "agli avversari",
    # One sentence per mistake, naming the cards involved.
    "explain_carga_tirada": (
        "Hai buttato {card}, che non era del seme di uscita né di briscola: non poteva "
        "prendere e ha regalato {points} punti {to}; con {instead} avresti regalato meno."
    ),
    "explain_triunfo_en_blanca": (
        "Hai sprecato {card}, una briscola, su una presa senza punti ({table}) quando "
        "potevi giocare {instead} senza regalare niente."
    ),
    "explain_triunfo_alto": (
        "Hai preso con {card} quando anche {instead} portava a casa la presa: la briscola "
        "alta ti sarebbe servita più avanti."
    ),
    "explain_tres_retenido": (
        "Hai giocato {played} e ti sei tenuto {card}, che questa presa la vinceva: è finito "
        "nella presa {fall}, che ha preso l'avversario ({points} punti)."
    ),
    "explain_muestra_olvidada": (
        "Hai giocato {card} sapendo che l'avversario aveva la briscola girata, {muestra}: "
        "ti ha preso con quella e ha portato a casa {points} punti."
    ),
    "explain_no_cargar": (
        "Il tuo compagno stava già prendendo e hai giocato {card}, un liscio, quando {load} "
        "era al sicuro: hai lasciato per strada {points} punti."
    ),
    "explain_generic": (
        "Con {card} hai perso {loss} punti: qui {best} era una giocata migliore."
    ),
    "generic_title": "Giocata da migliorare",
    # Severity bands, from the points lost.
    "severity_imprecision": "imprecisione",
    "severity_error": "errore",
    "severity_grave": "errore grave",
    "severity_none": "di poco conto",
    # How a play was priced.
    "exact": "calcolo esatto",
    "estimated": "stima su {samples} distribuzioni",
    "forced": "carta obbligata",
    "every_deal": "contando tutte le distribuzioni possibili",
    "not_priced": "non calcolato",
    # Short verdicts.
    "verdict_good": "✔ {card}: buona giocata ({method}).",
    "verdict_bad": "✘ {card}: {what} ({method}).",
    "verdict_cost": "punti persi: {loss}, {severity}",
    "verdict_harmless": (
        "✔ {card}: buona giocata; sembra «{title}», ma qui non costa niente (punti persi: "
        "{loss}; {method})."
    ),
    # A sampled loss with the half-width of its 95% interval.
    "loss_margin": "{loss} ± {margin}",
    "summary": (
        "Giocate controllate: {plays} · errori da principiante: {mistakes} · giocate "
        "segnalate: {flagged} · punti persi, sommando giocata per giocata: circa {loss}."
    ),
    # The review table and chart.
    "col_play": "giocata",
    "col_trick": "presa",
    "col_card": "carta",
    "col_mistake": "errore",
    "col_severity": "gravità",
    "col_loss": "punti persi",
    "col_best": "carta migliore",
    "col_method": "calcolo",
    "col_explanation": "spiegazione",
    "chart_title": "I punti nel corso della mano",
    "chart_x": "presa",
    "chart_y": "punti",
    "chart_side_you": "Tu",
    "chart_side_rival": "Avversario",
    "chart_side_n": "Squadra {n}",
    "chart_mistake": "errore da principiante",
    # The evidence: many hands of a beginner against sensato.
    "stat_times": "volte",
    "stat_mean_loss": "costo medio (punti)",
}

TEXTS.update({
    # The review screen.
    "w_title": "L'allenatore rivede la mano",
    "w_result": "Punti a fine mano · {sides}.",
    "w_side_points": "{who} {points}",
    "w_next_mistake": "Errore successivo",
    "w_no_mistakes": "In questa mano l'allenatore non ha segnalato nessuna giocata.",
    "w_position": "giocata {n} di {total}",
    "w_trick": "Presa {trick}: hai giocato {card}.",
    "w_your_hand": "La tua mano quando hai giocato (cerchiate: la carta che hai giocato e la migliore):",
    "w_played": "la tua",
    "w_better": "migliore",
    "w_best": "La carta migliore secondo l'allenatore: {card}.",
    "w_values": "Punti che potevi aspettarti di fare con ogni carta ({method}):",
    "w_drew": "{who} pesca {card}",
    "w_drew_muestra": "{who} pesca la briscola girata, {card}",
    "w_drew_hidden": "{who} pesca una carta",
    "w_you_drew": "Peschi {card}",
    "w_you_drew_muestra": "Peschi la briscola girata, {card}",
    # The "find the mistake" exercise.
    "w_find_prompt": (
        "Posizione {n} di {total}: tocca a te. Una delle tue carte sarebbe un errore da "
        "principiante. Quale carta giochi?"
    ),
    "w_play_tip": "Gioca {card}",
    "w_right": "Ben giocato! Non sei caduto nell'errore, ed è la carta migliore.",
    "w_wrong": "È proprio la carta dell'errore: {title}. Ecco che cosa dice l'allenatore:",
    "w_right_not_best": (
        "Ben giocato! Non sei caduto nell'errore, e la tua carta è buona: {best} era solo "
        "un po' meglio (perdi {loss} punti, meno di 2)."
    ),
    "w_costly": (
        "Non è l'errore da principiante, ma non è nemmeno una buona giocata: quella carta "
        "costa punti. Ecco che cosa dice l'allenatore:"
    ),
    "w_finished": "L'esercizio è finito: premi «Ricomincia» se vuoi rifarlo.",
    "w_answer_first": "Prima scegli una carta in questa posizione.",
    "w_see_summary": "Vedi il riepilogo",
    "w_done": "Hai finito tutte le posizioni.",
    "w_summary": "Riepilogo: hai giocato bene in {right} posizioni su {tried}. Ripassa quelle sbagliate nella sezione 2.",
    "w_summary_all": "Riepilogo: hai giocato bene in tutte le {tried} posizioni. Bravissimo!",
    "w_restart": "Ricomincia",
    "w_already": "Hai già scelto una carta in questa posizione: passa alla prossima.",
    "w_next_position": "Un'altra posizione",
    "w_score": "Risposte giuste: {right} su {tried}",
    "w_rival_cards_one": "{who}: 1 carta in mano",
    "w_rival_cards": "{who}: {n} carte in mano",
    "w_muestra_with": "La briscola girata, {card}, l'ha pescata {who}.",
})

TEXTS.update({
    # The lesson's side-by-side pictures.
    "sbs_wrong": "✘ Errore: giocare {card}",
    "sbs_right": "✔ Bene: giocare {card}",
    "sbs_later": "E più avanti, nella stessa mano:",
})

"""Italian texts of the worked example (lesson 03): the stepper and its checks."""

TEXTS = {
    # -- the stepper's controls
    "title": "Esempio commentato: una mano intera, presa per presa",
    "jump": "Vai a:",
    "jump_deal": "La distribuzione",
    "jump_trick": "Presa {number}",
    "jump_end": "Conteggio finale",
    "reveal": "Mostra le carte dell'avversario",
    "step_counter": "Passo {number} di {total}",
    "hand_you": "La tua mano",
    "hand_rival": "La mano dell'avversario",
    "points_line": "Punti finora — Tu: {you} · Avversario: {rival}",
    "stock_line": "Mazzo: {stock} carte (compresa la briscola girata)",
    "stock_empty_you": "Mazzo: finito. La briscola girata ({muestra}) l'hai pescata tu.",
    "stock_empty_rival": "Mazzo: finito. La briscola girata ({muestra}) l'ha pescata l'avversario.",
    "hidden_note": "(le carte dell'avversario sono coperte)",

    # -- titles of the steps (a verb agrees with its seat: *_you and *_rival)
    "title_deal": "La distribuzione",
    "title_play_you": "Presa {trick} · giochi tu",
    "title_play_rival": "Presa {trick} · gioca l'avversario",
    "title_draw_you": "Dopo la presa {trick} · peschi tu",
    "title_draw_rival": "Dopo la presa {trick} · pesca l'avversario",
    "title_end": "Fine della mano",

    # -- generic sentences, filled in from the engine
    "deal": (
        "Si danno tre carte a testa, una alla volta e cominciando da te, che sei di mano. "
        "La carta successiva, {the_muestra}, si gira scoperta sotto il mazzo: è la "
        "briscola, quindi le {trump} sono briscola per tutta la mano. Nel mazzo restano "
        "{stock} carte, contando la briscola girata."
    ),
    "lead_you": "Apri tu con {the_card} ({points}).",
    "lead_rival": "L'avversario apre con {the_card} ({points}).",
    "answer_you": "Rispondi con {the_card} ({points}).",
    "answer_rival": "L'avversario risponde con {the_card} ({points}).",
    "taken_you": "Prendi tu ({points}).",
    "taken_rival": "Prende l'avversario ({points}).",
    "zero_points": "0 punti",
    "points_one": "{points} punto",
    "points": "{points} punti",
    "draw_first_you": "Hai vinto la presa, quindi peschi per primo: {what}.",
    "draw_first_rival": "L'avversario ha vinto la presa, quindi pesca per primo: {what}.",
    "draw_next_you": "Poi peschi tu: {what}.",
    "draw_next_rival": "Poi pesca l'avversario: {what}.",
    "draw_hidden": "una carta che tu non vedi",
    "draw_muestra_you": (
        "Peschi per ultimo e ti prendi la briscola girata, {the_card}: l'ultima carta del "
        "mazzo, sotto gli occhi di tutti dalla distribuzione."
    ),
    "draw_muestra_rival": (
        "L'avversario pesca per ultimo e si prende la briscola girata, {the_card}: l'ultima "
        "carta del mazzo, sotto gli occhi di tutti dalla distribuzione."
    ),
    "next_leader_you": "Nella presa {trick} apri tu.",
    "next_leader_rival": "Nella presa {trick} apre l'avversario.",
    "stock_left": "Nel mazzo restano {stock} carte.",
    "stock_left_one": "Nel mazzo resta 1 carta: la briscola girata.",
    "stock_over": (
        "Il mazzo è finito: le ultime tre prese si giocano senza pescare. Adesso sai che "
        "cosa ha l'avversario, perché sono le uniche carte che non hai visto: {cards}."
    ),
    "end_win_you": "Fine della mano. Tu: {you} punti; avversario: {rival}. Vinci tu: servono 61 punti su 120.",
    "end_win_rival": "Fine della mano. Tu: {you} punti; avversario: {rival}. Vince l'avversario: servono 61 punti su 120.",
    "end_draw": "Fine della mano. Tu: {you} punti; avversario: {rival}. Patta a 60: non vince nessuno.",
    "end_moral": (
        "Che cosa ha deciso la mano: il tre di coppe dell'avversario ha preso il tuo tre di "
        "spade nella presa 9 e, alla fine, l'avversario si è portato a casa le ultime cinque "
        "prese, due con l'asso e il re di coppe. I tuoi momenti migliori: il due di coppe "
        "che ha preso un asso (presa 3) e l'asso di denari tenuto finché non sono usciti i "
        "denari (presa 7)."
    ),

    # -- notes for the key moments: note_<trick>_<1 lead | 2 answer | d draw>.  Their
    # numbers are fields filled in from the engine: led_points, answer_points,
    # trick_points, stock, rounds, kept_points, with_kept.
    "note_1_1": "Apri con un liscio: se perdi la presa, non regali niente.",
    "note_1_2": "Visto che ha vinto la presa, adesso pescherà per primo e aprirà la presa 2.",
    "note_1_d": "Guarda l'ordine: pesca per primo chi ha vinto la presa, poi l'altro.",
    "note_2_1": (
        "Il re di spade vale {led_points} punti. Prima di andare avanti, guarda la tua mano: "
        "tu che cosa giocheresti?"
    ),
    "note_2_2": (
        "Nessuna delle tue carte è una spada più forte del re. La giocata dell'esempio, il "
        "sei di bastoni, è un liscio: perdi solo i {led_points} punti del re, che erano persi "
        "comunque, e ti tieni la tua unica briscola; è la regola dei manuali: non sprecare "
        "una briscola su una presa di pochi punti. L'altra idea è prendere il re con il due "
        "di coppe: porti a casa quei {led_points} punti, peschi per primo e apri tu. Quello "
        "che non devi fare è giocare l'asso di denari: i denari non sono il seme di uscita né "
        "briscola, quindi non potrebbe prendere, e l'avversario si porterebbe a casa i suoi "
        "{kept_points} punti oltre ai {led_points} del re ({with_kept} nella presa invece di "
        "{led_points})."
    ),
    "note_3_1": (
        "L'asso di spade è la carta più forte del suo seme e vale {led_points} punti: "
        "nessuna spada lo batte. Una briscola sì."
    ),
    "note_3_2": (
        "Il due di coppe è la carta più debole delle coppe e non vale niente, ma è "
        "briscola: prende l'asso e porti a casa {trick_points} punti senza metterne nemmeno "
        "uno. Una briscola piccola che si mangia un carico è una delle giocate più belle del "
        "gioco."
    ),
    "note_4_1": (
        "Visto che hai vinto la presa 3, adesso apri tu. L'asso di spade è già uscito, "
        "quindi il tuo tre di spade è la carta più alta rimasta nelle spade: te lo tieni e "
        "apri con il cavallo."
    ),
    "note_6_2": (
        "L'avversario prende il tuo fante con una briscola piccola, il sette di coppe: porta "
        "a casa {trick_points} punti e la mano per la presa dopo."
    ),
    "note_7_2": (
        "Adesso sì! L'avversario ha aperto a denari, quindi il tuo asso di denari è del seme "
        "di uscita e il più forte di tutti: vince la presa e i suoi {answer_points} punti "
        "finiscono nel tuo mazzetto. Per questo l'hai tenuto nella presa 2."
    ),
    "note_9_1": (
        "Apri con il tre di spade, la carta più alta rimasta nel seme: solo una briscola può "
        "batterlo. È un rischio, ma un tre tenuto fino alla fine di solito finisce perso."
    ),
    "note_9_2": (
        "L'avversario lo prende con il tre di coppe, briscola e per di più carico: "
        "{trick_points} punti in un colpo, la presa più cara di tutta la mano."
    ),
    "note_10_2": (
        "L'avversario apre a bastoni e tu hai l'asso: lo giochi, vinci la presa e i suoi "
        "{answer_points} punti sono al sicuro."
    ),
    "note_14_2": (
        "L'avversario prende il tuo sette con il cavallo di coppe, una briscola che vale "
        "{answer_points} punti: quei punti restano nel suo mazzetto."
    ),
    "note_15_2": (
        "Il tuo due di denari non batte il cavallo. Lo prendi con il quattro di coppe, una "
        "briscola senza punti, e porti a casa {trick_points}."
    ),
    "note_16_1": (
        "Nel mazzo restano {stock} carte, compresa la briscola girata: ancora {rounds} giri "
        "di pesca."
    ),
    "note_17_1": (
        "Presa 17, l'ultima con pesca: nel mazzo restano solo una carta coperta e la "
        "briscola girata. Chi vince la presa pescherà quella di sopra; chi la perde, la "
        "briscola girata. Lo sanno tutti e due."
    ),
    "note_17_2": (
        "Visto che perdi la presa, dai la carta che vale meno… e in cambio ti prenderai la "
        "briscola girata, un'altra briscola."
    ),
    "note_17_d": (
        "In due la briscola girata va sempre a chi perde la presa 17: pesca per ultimo "
        "perché giocherà per ultimo nella presa successiva."
    ),
    "note_18_2": "Niente nella tua mano batte l'asso di coppe: dai il re di bastoni.",
    "note_20_2": (
        "Regali all'avversario i {answer_points} punti del tuo tre, ma non c'era niente da "
        "fare: l'hai pescato dopo la presa 16 e da allora nessuna presa si poteva vincere "
        "con lui."
    ),

    # -- the coach's verdict on each of your plays, shown under the step that makes it
    "coach_line": "L'allenatore della lezione 6, con quello che sapevi quando hai giocato: {verdict}",

    # -- checks of the "now you try" cells
    "ok": "✔ Bene! {why}",
    "not_yet": "✘ Non è così. {why}",
    "bad_trick_number": "La mano ha prese dalla 1 alla {last}; hai chiesto la {number}.",
    "bad_seat": "Rispondi «tu» o «avversario» (o il numero del giocatore: 1 sei tu, 2 l'avversario); «{answer}» non va bene.",
    "winner_why_you": "La presa {trick} la prendi tu. {reason}",
    "winner_why_rival": "La presa {trick} la prende l'avversario. {reason}",
    "play_same": "È proprio la giocata dell'esempio. {why}",
    "play_other": "Nell'esempio si gioca {the_card}. {why}",
    "not_in_hand_then": "Nella presa {trick} non hai {the_card}; hai: {hand}.",
    "waiting_seat": "Scrivi «tu» o «avversario» in la_mia_risposta ed esegui la cella.",
    "hint_generic": "Suggerimento: ripassa le tre regole della presa.",
    "hint_play": "Suggerimento: pensa a quale carta sul tavolo può prendere e a quanti punti ci sono in gioco. Prova un'altra carta.",
    "hint_1": "Suggerimento: tutti e due avete giocato bastoni e sul tavolo non c'è briscola. Qual è la carta di bastoni più forte?",
    "hint_2": "Suggerimento: si apre a spade e la briscola è coppe. Un asso di denari può prendere qualcosa qui? Prova un'altra carta.",
    "hint_3": "Suggerimento: l'asso è la spada più forte, ma sul tavolo c'è una briscola?",
    "hint_17": "Suggerimento: tutte e due le carte sono coppe, cioè briscola. Tra briscole decide l'ordine di forza.",
    # -- the table of the whole hand
    "col_you": "tu",
    "col_rival": "avversario",
    "what_if_not_played": (
        "Nella tua copia non hai ancora giocato la presa 2: gioca una carta con "
        "g.play(\"asso di denari\") e controlla di nuovo."
    ),
    "what_if_wrong_lead": (
        "Nella presa 2 l'avversario apre con {the_card}: gioca quella carta per lui e poi la tua."
    ),
    "what_if_wrong_game": "Questa partita non è alla presa 2 dell'esempio: comincia con before_trick(2).",
    "what_if_you": "Con {the_card} la presa 2 la prendi tu ({points}).",
    "what_if_rival": (
        "Con {the_card} la presa 2 va all'avversario, che porta a casa {points}; con il sei "
        "di bastoni dell'esempio ha portato a casa {real}."
    ),
    "what_if_lost": "Perdi {extra} punti in più: quelli della tua carta, che non poteva prendere.",
    "what_if_example": (
        "Con {the_card}, come nell'esempio, la presa 2 va all'avversario, che porta a casa "
        "{points}: non perdi niente oltre a quello che valeva la sua carta. È la giocata dei "
        "manuali."
    ),
    "what_if_same": "Non perdi niente oltre a quello che valeva la carta dell'avversario: è la giocata dell'esempio, quella dei manuali.",
    "what_if_won": (
        "È la giocata che preferisce l'allenatore, di poco: con quello che sapevi, vale in "
        "media circa 2 punti più del sei di bastoni. In questa mano, però, il due di coppe "
        "tenuto ha preso l'asso di spade nella presa 3; questo si sa solo dopo, vedendo le "
        "carte."
    ),
}

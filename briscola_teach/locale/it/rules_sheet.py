"""Italian texts of the printable one-page rules summary (**bold** and *italics* marked as in Markdown)."""

TEXTS = {
    "title": "La briscola in una pagina",
    "page_title": "La briscola in una pagina · riassunto delle regole",
    "subtitle": "Riassunto delle regole per la classe · 2, 3 o 4 giocatori (in 4: a coppie) · "
                "mazzo italiano da {cards} carte",
    "seat": "giocatore {n}",
    # -- the deck
    "deck_title": "Il mazzo",
    "deck": "**{cards} carte** del mazzo italiano (napoletane, piacentine, trevisane…): quattro "
            "semi ({suits}) di {ranks} carte ciascuno: dall'asso al 7, poi fante, cavallo e re.",
    # -- strength and points
    "strength_title": "Chi comanda in un seme, e quanto vale ogni carta",
    "strength": "Dalla più forte alla più debole: **{order}**. Il tre viene subito dopo l'asso e "
                "batte il re, anche se il suo numero è più basso. Sotto ogni carta, i suoi punti.",
    "worth": "Un seme vale **{suit_total}** punti e il mazzo intero **{total}**. I **carichi** "
             "(assi e tre) sono {loads} carte e fanno {load_points} punti su {total}; i **lisci** "
             "(7, 6, 5, 4 e 2) sono {blanks} e non valgono niente.",
    # -- the deal
    "deal_title": "La distribuzione e la briscola",
    "deal_1": "Si mescola e si danno **tre carte a ciascuno, una alla volta**, cominciando da chi "
              "giocherà per primo (chi è *di mano*) e seguendo il giro di gioco.",
    "deal_2": "La carta successiva si mette **scoperta sotto il mazzetto**, di traverso: è la "
              "**briscola**. Il suo seme è il seme di briscola per tutta la mano.",
    "deal_3": "La briscola resta in vista ed è **l'ultima carta che si pesca**.",
    # -- the trick
    "trick_title": "Chi fa la presa",
    "trick_free": "Ognuno gioca una carta a turno. **Non c'è nessun obbligo**: né di rispondere "
                  "al seme, né di giocare briscola, né di superare quello che c'è in tavola.",
    "trick_rule_1": "Se in tavola c'è **almeno una briscola**, prende la briscola più alta.",
    "trick_rule_2": "Altrimenti prende la carta più forte **del seme di uscita** (quello della "
                    "prima carta).",
    "trick_rule_3": "Una carta che non è del seme di uscita né di briscola **non prende mai**, "
                    "qualunque cosa valga.",
    "trick_after": "Chi fa la presa si porta via tutte le carte, con i punti di tutti. "
                   "Briscola: {trump}.",
    "example_rank": "Senza briscole: il {winner} batte il {loser} del seme di uscita.",
    "example_off_suit": "Un {card} che non è né di {led} né di briscola non prende: regala "
                        "{points} punti.",
    "example_trump": "Il {low} di briscola *ammazza* anche un {card}.",
    # -- drawing
    "draw_title": "Si pesca, e fino a quando",
    "draw_1": "Dopo ogni presa, finché c'è mazzetto, ognuno pesca una carta: **prima chi ha fatto "
              "la presa**, poi gli altri nel giro di gioco. Chi ha preso **esce** per primo nella presa "
              "seguente.",
    "draw_2": "La briscola va a **chi pesca per ultimo** nell'ultimo giro, cioè a chi giocherà "
              "per ultimo nella presa seguente. In due: a chi perde l'ultima presa dopo cui si pesca. "
              "Tutti sanno chi ce l'ha.",
    "draw_3": "Finito il mazzetto non si pesca più: si giocano le carte rimaste in mano.",
    # -- the counts
    "counts_title": "Quante carte, giri di pesca e prese",
    "col_players": "giocatori",
    "col_deck": "carte",
    "col_dealt": "distribuite",
    "col_rounds": "giri di pesca",
    "col_tricks": "prese",
    "teams": "{n} (a coppie)",
    "without": "{n} (senza il {card})",
    # -- scoring
    "score_title": "Chi vince la mano",
    "score_1": "Alla fine ognuno conta i punti delle sue prese. In quattro si gioca a coppie, i "
               "compagni uno di fronte all'altro (giocatori 1 e 3 contro 2 e 4), e ogni coppia "
               "somma i punti di tutti e due.",
    "score_2": "**In due, o in quattro a coppie**: vince chi arriva a **{to_win}** su {total}. "
               "Con {half} a {half} è patta: non vince nessuno.",
    "score_3": "**In tre**: vince chi ha più punti, anche senza arrivare a {to_win}; se due sono "
               "pari in testa, si dividono la vittoria.",
    "score_4": "Fare tutti i {total} punti si chiama *cappotto*.",
    # -- mistakes
    "mistakes_title": "Errori da principiante",
    "mistake_1": "Buttare un carico di un terzo seme.",
    "mistake_2": "Sprecare una briscola in una presa senza punti.",
    "mistake_3": "Ammazzare con una briscola alta quando ne basta una bassa.",
    "mistake_4": "Tenersi un tre finché non lo si perde.",
    "mistake_5": "Dimenticare chi ha la briscola.",
    "foot": "Disegnato con le carte del kit stesso; ogni numero viene dal motore del gioco.",
}

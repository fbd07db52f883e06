"""Italian texts of lesson 04: dealing, drawing, the face-up briscola and the end of a hand."""

TEXTS = {
    # -- the screen
    "title": "Distribuzione, pesca e briscola, passo per passo",
    "table_size": "Tavolo:",
    "setup_2": "2 giocatori (40 carte)",
    "setup_3_39": "3 giocatori (39 carte: senza il due di coppe)",
    "setup_3_36": "3 giocatori (36 carte: senza i quattro due)",
    "setup_4": "4 giocatori a coppie (40 carte)",
    "seed": "Partita n.",
    "reshuffle": "Rimescola",
    "step_counter": "Passo {number} di {total}",
    "player": "giocatore {n}",
    "player_team": "giocatore {n} (coppia {team})",
    "team_a": "A",
    "team_b": "B",
    "order_title": "Ordine di pesca",
    "has_muestra": "ha la briscola girata",
    "order_item": "{place}º {seat}: {card}",
    "order_muestra": "{card} (la briscola girata)",
    "hidden_all_open": "Per seguire bene la distribuzione, tutte le mani sono scoperte.",
    "counts": (
        "Distribuite: {dealt} carte · Giri di pesca: {rounds_done} su {rounds} · "
        "Prese: {tricks_done} su {tricks} · Nel mazzo: {stock}"
    ),
    "forecast_before": (
        "La briscola girata sarà l'ultima carta pescata: la prenderà chi pesca per ultimo "
        "dopo la presa {trick}, cioè chi gioca per ultimo nella presa {next}."
    ),
    "forecast_two": " In due: chi perde la presa {trick}.",
    "forecast_known": "La briscola girata ({card}) andrà al {seat}: pescherà per ultimo dopo la presa {trick}.",
    "forecast_done": "La briscola girata ({card}) l'ha pescata il {seat}, dopo la presa {trick}.",
    "forecast_dealing": "La briscola si gira alla fine della distribuzione.",

    # -- titles and explanations of the steps
    "title_shuffle": "Si mescola",
    "title_deal": "Distribuzione · carta {number} di {total}",
    "title_muestra": "Si gira la briscola",
    "title_trick": "Presa {number} di {total}",
    "title_draws": "Giro di pesca {number} di {total}",
    "title_end": "Fine della mano",
    "shuffle": (
        "Si mescola il mazzo di {deck} carte. Si danno {hand} carte a testa, una alla volta, "
        "cominciando dal {leader}, che giocherà per primo (è di mano)."
    ),
    "deal": "{card_cap} al {seat}.",
    "deal_round_done_one": "Ora ognuno ha 1 carta.",
    "deal_round_done": "Ora ognuno ha {count} carte.",
    "muestra": (
        "Distribuite {dealt} carte, la successiva si gira scoperta sotto il mazzo: {card}. "
        "È la briscola, e il suo seme, {trump}, è briscola per tutta la mano. Nel mazzo "
        "restano {stock} carte contando la briscola girata: {rounds} giri di pesca da "
        "{players} carte ciascuno."
    ),
    "trick": "Apre il {leader}. Prende il {winner}, {points}.",
    "trick_then_draws": " Ora tutti pescano una carta, cominciando dal {winner}.",
    "trick_last_draws": (
        " È l'ultimo giro di pesca: il {winner} pesca per primo e il {last} pesca per "
        "ultimo e si prende la briscola girata. Il {last} è anche chi giocherà per ultimo "
        "nella presa successiva."
    ),
    "trick_no_draws": " Il mazzo è finito: non si pesca.",
    "draws": "Pesca per primo il {winner}, che ha vinto la presa, e poi gli altri in ordine di gioco. {left}",
    "draws_left": "Nel mazzo restano {stock} carte.",
    "draws_left_one": "Nel mazzo resta 1 carta: la briscola girata.",
    "draws_muestra": "Il {seat} si prende la briscola girata, {card}.",
    "draws_over": (
        "Il mazzo è finito: ognuno ha {hand} carte e si giocano le {left} prese che restano, "
        "senza pescare."
    ),
    "end": "Si contano i punti di ogni mazzetto{teams}: {scores}. {result}",
    "end_teams": ", sommando quelli di ogni coppia",
    "score_item": "{name}, {points}",
    "result_win": "Vince {names} con {points} punti.",
    "result_draw": "Pareggio a {points}: non vince nessuno.",
    "result_shared": "{names_cap} sono pari in testa con {points} punti e si dividono la vittoria.",
    "seat_side": "il giocatore {n}",
    "team": "la coppia {team}",
    "zero_points": "senza punti",
    "points_one": "con 1 punto",
    "points": "con {points} punti",

    # -- the table of RULES §4
    "col_players": "giocatori",
    "col_deck": "carte nel mazzo",
    "col_dealt": "carte distribuite",
    "col_stock": "nel mazzo dopo la distribuzione (con la briscola girata)",
    "col_rounds": "giri di pesca",
    "col_tricks": "prese",
    "col_muestra": "la briscola girata si pesca dopo la presa",

    # -- checks
    "ok": "✔ Bene! {why}",
    "not_yet": "✘ Non è così. {why}",
    "counts_why": (
        "In {players} giocatori con {deck} carte se ne distribuiscono {dealt}, ci sono "
        "{rounds} giri di pesca e si giocano {tricks} prese."
    ),
    "counts_wrong": "Non torna: {which}.",
    "order_why": "Dopo una presa vinta dal {winner}, l'ordine di pesca è: {order}.",
    "muestra_why": (
        "Se il {winner} vince l'ultima presa con pesca, pesca per primo e la briscola "
        "girata va all'ultimo che pesca: il {taker}."
    ),
    "bad_seat": "Scrivi il numero di un giocatore: {numbers}; «{answer}» non va bene.",
    "bad_players": "La briscola si gioca in 2, in 3 o in 4; «{given}» non è un numero di giocatori.",
    "bad_table": "Scrivi il numero di giocatori (2, 3 o 4) e, se vuoi, le carte del mazzo; «{players}» e «{deck}» non vanno bene.",
    "bad_count": "I conti devono essere numeri interi; «{given}» non va bene.",
    "counts_hint": "Suggerimento: si danno 3 carte a testa; ogni giro di pesca porta via una carta per giocatore; e ogni presa, una carta di ciascuno. Cambia i numeri ed esegui di nuovo.",
    "order_not_list": "Scrivi l'ordine come un elenco di giocatori, per esempio {example} con {players} giocatori; «{given}» non è un elenco.",
    "order_repeated": "Nel tuo ordine c'è un giocatore ripetuto: ognuno pesca una carta sola per giro.",
    "order_hint": "Suggerimento: pesca per primo chi ha vinto la presa, e poi gli altri nell'ordine in cui giocano, a partire da lui. Cambia l'elenco ed esegui di nuovo.",
    "muestra_hint": "Suggerimento: la briscola girata è l'ultima carta del mazzo, quindi la prende l'ultimo che pesca nell'ultimo giro. Chi pesca per ultimo, se pesca per primo chi ha vinto?",
    "bad_winners": "Scrivi i vincitori come un elenco di numeri di giocatore ({numbers}), per esempio [1] o [1, 3], oppure [] se non vince nessuno; «{given}» non va bene.",
    "bad_points": "I punti vanno in un elenco, un numero intero per giocatore (da 2 a 4 giocatori), per esempio [70, 50]; «{given}» non va bene.",
    "points_not_120": "I punti di una mano fanno 120 in tutto, e {given} fa {total}.",
    "result_hint": "Suggerimento: in due, o in quattro a coppie, servono 61 punti (a 60 pari non vince nessuno); a coppie si sommano i punti dei due compagni.",
    "result_hint_three": "Suggerimento: in tre non serve arrivare a 61: vince chi ha più punti, e se due sono pari in testa, vincono tutti e due.",
    "col_after_trick": "dopo la presa",
    "col_player": "pesca",
    "col_card": "carta",
    "col_is_muestra": "la briscola girata",
    "yes": "sì",
}

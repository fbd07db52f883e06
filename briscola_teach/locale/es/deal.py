"""Spanish texts of lesson 04: dealing, drawing, the muestra and the end of a hand."""

TEXTS = {
    # -- the screen
    "title": "Reparto, robo y muestra, paso a paso",
    "table_size": "Mesa:",
    "setup_2": "2 jugadores (40 cartas)",
    "setup_3_39": "3 jugadores (39 cartas: sin el dos de copas)",
    "setup_3_36": "3 jugadores (36 cartas: sin los cuatro doses)",
    "setup_4": "4 jugadores en parejas (40 cartas)",
    "seed": "Partida nº",
    "reshuffle": "Barajar otra vez",
    "step_counter": "Paso {number} de {total}",
    "player": "jugador {n}",
    "player_team": "jugador {n} (pareja {team})",
    "team_a": "A",
    "team_b": "B",
    "order_title": "Orden de robo",
    "has_muestra": "tiene la muestra",
    "order_item": "{place}.º {seat}: {card}",
    "order_muestra": "{card} (la muestra)",
    "hidden_all_open": "Para ver bien el reparto, todas las manos están boca arriba.",
    "counts": (
        "Repartidas: {dealt} cartas · Rondas de robo: {rounds_done} de {rounds} · "
        "Bazas: {tricks_done} de {tricks} · En el mazo: {stock}"
    ),
    "forecast_before": (
        "La muestra será la última carta robada: se la llevará quien robe el último tras "
        "la baza {trick}, es decir, quien juegue el último en la baza {next}."
    ),
    "forecast_two": " Con dos jugadores: quien pierda la baza {trick}.",
    "forecast_known": "La muestra ({card}) será para el {seat}: robará el último tras la baza {trick}.",
    "forecast_done": "La muestra ({card}) la robó el {seat}, tras la baza {trick}.",
    "forecast_dealing": "La muestra se levanta al terminar el reparto.",

    # -- titles and explanations of the steps
    "title_shuffle": "Se baraja",
    "title_deal": "Reparto · carta {number} de {total}",
    "title_muestra": "Se levanta la muestra",
    "title_trick": "Baza {number} de {total}",
    "title_draws": "Ronda de robo {number} de {total}",
    "title_end": "Fin de la mano",
    "shuffle": (
        "Se baraja el mazo de {deck} cartas. Se reparten {hand} cartas a cada uno, de una "
        "en una, empezando por el {leader}, que será el primero en salir (es mano)."
    ),
    "deal": "{card_cap} para el {seat}.",
    "deal_round_done_one": "Ya tiene cada uno 1 carta.",
    "deal_round_done": "Ya tiene cada uno {count} cartas.",
    "muestra": (
        "Con {dealt} cartas repartidas, la siguiente se pone boca arriba debajo del mazo: "
        "{card}. Es la muestra, y su palo, {trump}, es el triunfo de toda la mano. En el "
        "mazo quedan {stock} cartas contando la muestra: {rounds} rondas de robo de "
        "{players} cartas cada una."
    ),
    "trick": "Sale el {leader}. Se lleva la baza el {winner}, {points}.",
    "trick_then_draws": " Ahora todos roban una carta, empezando por el {winner}.",
    "trick_last_draws": (
        " Es la última ronda de robo: el {winner} roba primero y el {last} roba el último y "
        "se lleva la muestra. El {last} es también quien jugará el último en la baza "
        "siguiente."
    ),
    "trick_no_draws": " El mazo está vacío: no se roba.",
    "draws": "Roba primero el {winner}, que ganó la baza, y luego los demás en orden de juego. {left}",
    "draws_left": "Quedan {stock} cartas en el mazo.",
    "draws_left_one": "Queda 1 carta en el mazo: la muestra.",
    "draws_muestra": "El {seat} se lleva la muestra, {card}.",
    "draws_over": (
        "Se acabó el mazo: cada uno tiene {hand} cartas y se juegan las {left} bazas que "
        "quedan sin robar."
    ),
    "end": "Se cuentan los puntos de cada montón{teams}: {scores}. {result}",
    "end_teams": ", sumando los de cada pareja",
    "score_item": "{name}, {points}",
    "result_win": "Gana {names} con {points} puntos.",
    "result_draw": "Empate a {points}: nadie gana.",
    "result_shared": "{names_cap} empatan arriba con {points} puntos y comparten la victoria.",
    "seat_side": "el jugador {n}",
    "team": "la pareja {team}",
    "zero_points": "sin puntos",
    "points_one": "con 1 punto",
    "points": "con {points} puntos",

    # -- the table of RULES §4
    "col_players": "jugadores",
    "col_deck": "cartas en la baraja",
    "col_dealt": "cartas repartidas",
    "col_stock": "en el mazo tras el reparto (con la muestra)",
    "col_rounds": "rondas de robo",
    "col_tricks": "bazas",
    "col_muestra": "la muestra se roba tras la baza",

    # -- checks
    "ok": "✔ ¡Bien! {why}",
    "not_yet": "✘ No es eso. {why}",
    "counts_why": (
        "Con {players} jugadores y {deck} cartas se reparten {dealt}, hay {rounds} rondas de "
        "robo y se juegan {tricks} bazas."
    ),
    "counts_wrong": "Te falla: {which}.",
    "order_why": "Tras una baza que gana el {winner}, el orden de robo es: {order}.",
    "muestra_why": (
        "Si el {winner} gana la última baza con robo, roba primero y la muestra es para el "
        "último en robar: el {taker}."
    ),
    "bad_seat": "Escribe el número de un jugador: {numbers}; «{answer}» no vale.",
    "bad_players": "La brisca se juega de 2, de 3 o de 4; «{given}» no es un número de jugadores.",
    "bad_table": "Escribe el número de jugadores (2, 3 o 4) y, si quieres, las cartas de la baraja; «{players}» y «{deck}» no valen.",
    "bad_count": "Las cuentas tienen que ser números enteros; «{given}» no vale.",
    "counts_hint": "Pista: se reparten 3 cartas a cada uno; cada ronda de robo se lleva una carta por jugador; y cada baza, una carta de cada uno. Cambia tus números y vuelve a ejecutar.",
    "order_not_list": "Escribe el orden como una lista de jugadores, por ejemplo {example} con {players} jugadores; «{given}» no es una lista.",
    "order_repeated": "En tu orden hay un jugador repetido: cada uno roba una sola carta por ronda.",
    "order_hint": "Pista: roba primero el que ha ganado la baza, y luego los demás en el orden en que juegan, a partir de él. Cambia tu lista y vuelve a ejecutar.",
    "muestra_hint": "Pista: la muestra es la última carta del mazo, así que se la lleva el último en robar en la última ronda. ¿Quién roba el último si roba primero el que ganó?",
    "bad_winners": "Escribe los ganadores como una lista de números de jugador ({numbers}), por ejemplo [1] o [1, 3], o [] si no gana nadie; «{given}» no vale.",
    "bad_points": "Los puntos van en una lista, un número entero por jugador (de 2 a 4 jugadores), por ejemplo [70, 50]; «{given}» no vale.",
    "points_not_120": "Los puntos de una mano suman 120, y {given} suma {total}.",
    "result_hint": "Pista: con dos jugadores, o cuatro por parejas, hacen falta 61 puntos (con 60 a 60 no gana nadie); en parejas se suman los de los dos compañeros.",
    "result_hint_three": "Pista: con tres jugadores no hace falta llegar a 61: gana quien tiene más puntos, y si dos empatan arriba, ganan los dos.",
    "col_after_trick": "tras la baza",
    "col_player": "roba",
    "col_card": "carta",
    "col_is_muestra": "la muestra",
    "yes": "sí",
}

"""Spanish texts of the printable one-page rules summary (**bold** and *italics* marked as in Markdown)."""

TEXTS = {
    "title": "La brisca en una página",
    "page_title": "La brisca en una página · resumen de reglas",
    "subtitle": "Resumen de reglas para la clase · 2, 3 o 4 jugadores (4: por parejas) · "
                "baraja española de {cards} cartas",
    "seat": "jugador {n}",
    # -- the deck
    "deck_title": "La baraja",
    "deck": "**{cards} cartas** de la baraja española: cuatro palos ({suits}) de {ranks} cartas: "
            "del as al 7, y la sota, el caballo y el rey. No hay ochos ni nueves.",
    # -- strength and points
    "strength_title": "Quién manda en un palo, y cuánto vale cada carta",
    "strength": "De la más fuerte a la más floja: **{order}**. El tres va justo detrás del as y "
                "gana al rey, aunque su número sea más bajo. Bajo cada carta, sus puntos.",
    "worth": "Un palo vale **{suit_total}** puntos y la baraja entera **{total}**. Las **cargas** "
             "(ases y treses) son {loads} cartas y suman {load_points} de los {total}; las "
             "**blancas** (7, 6, 5, 4 y 2) son {blanks} y no valen nada.",
    # -- the deal
    "deal_title": "El reparto y la muestra",
    "deal_1": "Se baraja y se dan **tres cartas a cada jugador, de una en una**, empezando por el "
              "que saldrá primero (el *mano*) y siguiendo el orden de juego.",
    "deal_2": "La carta siguiente se pone **boca arriba debajo del mazo**, atravesada: es la "
              "**muestra**. Su palo es el **triunfo** de toda la mano.",
    "deal_3": "La muestra se queda a la vista y es **la última carta que se roba**.",
    # -- the trick
    "trick_title": "Quién se lleva la baza",
    "trick_free": "Cada jugador echa una carta por turno. **No hay ninguna obligación**: ni de "
                  "seguir el palo, ni de echar triunfo, ni de superar lo que hay en la mesa.",
    "trick_rule_1": "Si en la mesa hay **algún triunfo**, gana el triunfo más fuerte.",
    "trick_rule_2": "Si no, gana la carta más fuerte **del palo de salida** (el de la primera carta).",
    "trick_rule_3": "Una carta que no es del palo de salida ni triunfo **no gana nunca**, valga lo "
                    "que valga.",
    "trick_after": "Quien gana la baza se lleva todas sus cartas, con los puntos de todos. "
                   "Triunfo: {trump}.",
    "example_rank": "Sin triunfo: el {winner} gana al {loser} del palo de salida.",
    "example_off_suit": "El {card} no es de {led} ni triunfo: no gana, y regala {points} puntos.",
    "example_trump": "Un {low} de triunfo *mata* al {card}.",
    # -- drawing
    "draw_title": "El robo, y hasta cuándo",
    "draw_1": "Tras cada baza, mientras quede mazo, cada uno roba una carta: **primero el que ganó "
              "la baza**, luego los demás en el orden de juego. El que ganó **sale** en la baza "
              "siguiente.",
    "draw_2": "La muestra se la lleva **el último en robar** en la última ronda, el que jugará el "
              "último en la baza siguiente. Con dos jugadores: quien pierde la última baza con "
              "robo. Todos saben quién la tiene.",
    "draw_3": "Sin mazo no se roba: se juegan las cartas que quedan en la mano.",
    # -- the counts
    "counts_title": "Cuántas cartas, rondas y bazas",
    "col_players": "jugadores",
    "col_deck": "cartas",
    "col_dealt": "repartidas",
    "col_rounds": "rondas de robo",
    "col_tricks": "bazas",
    "teams": "{n} (por parejas)",
    "without": "{n} (sin el {card})",
    # -- scoring
    "score_title": "Quién gana la mano",
    "score_1": "Al final cada uno cuenta los puntos de su montón. Con cuatro se juega por parejas, "
               "los compañeros frente a frente (jugadores 1 y 3 contra 2 y 4), y cada pareja suma "
               "los de los dos.",
    "score_2": "**Dos jugadores, o cuatro por parejas**: gana quien llega a **{to_win}** de los "
               "{total}. Con {half} a {half} hay empate: no gana nadie.",
    "score_3": "**Tres jugadores**: gana quien tiene más puntos, aunque no llegue a {to_win}; si dos "
               "empatan arriba, comparten la victoria.",
    "score_4": "Llevarse los {total} puntos se llama *cappotto*.",
    # -- mistakes
    "mistakes_title": "Errores de principiante",
    "foot": "Dibujado con las cartas del propio kit; cada número sale del motor del juego.",
}

"""Spanish texts of the worked example (lesson 03): the stepper and its checks."""

TEXTS = {
    # -- the stepper's controls
    "title": "Ejemplo comentado: una mano entera, baza a baza",
    "jump": "Ir a:",
    "jump_deal": "El reparto",
    "jump_trick": "Baza {number}",
    "jump_end": "Recuento final",
    "reveal": "Ver las cartas del rival",
    "step_counter": "Paso {number} de {total}",
    "hand_you": "Tu mano",
    "hand_rival": "Mano del rival",
    "points_line": "Puntos hasta ahora — Tú: {you} · Rival: {rival}",
    "stock_line": "Mazo: {stock} cartas (la muestra incluida)",
    "stock_empty_you": "Mazo: vacío. La muestra ({muestra}) la robaste tú.",
    "stock_empty_rival": "Mazo: vacío. La muestra ({muestra}) la robó el rival.",
    "hidden_note": "(las cartas del rival están boca abajo)",

    # -- titles of the steps (a verb agrees with its seat: *_you and *_rival)
    "title_deal": "El reparto",
    "title_play_you": "Baza {trick} · juegas tú",
    "title_play_rival": "Baza {trick} · juega el rival",
    "title_draw_you": "Tras la baza {trick} · robas tú",
    "title_draw_rival": "Tras la baza {trick} · roba el rival",
    "title_end": "Fin de la mano",

    # -- generic sentences, filled in from the engine
    "deal": (
        "Se reparten tres cartas a cada uno, de una en una y empezando por ti, que eres "
        "mano. La carta siguiente, {the_muestra}, se deja boca arriba debajo del mazo: es "
        "la muestra, así que las {trump} son triunfo durante toda la mano. En el mazo "
        "quedan {stock} cartas, contando la muestra."
    ),
    "lead_you": "Sales tú con {the_card} ({points}).",
    "lead_rival": "El rival sale con {the_card} ({points}).",
    "answer_you": "Respondes con {the_card} ({points}).",
    "answer_rival": "El rival responde con {the_card} ({points}).",
    "taken_you": "Te llevas la baza ({points}).",
    "taken_rival": "El rival se lleva la baza ({points}).",
    "zero_points": "0 puntos",
    "points_one": "{points} punto",
    "points": "{points} puntos",
    "draw_first_you": "Ganaste la baza, así que robas primero: {what}.",
    "draw_first_rival": "El rival ganó la baza, así que roba primero: {what}.",
    "draw_next_you": "Luego robas tú: {what}.",
    "draw_next_rival": "Luego roba el rival: {what}.",
    "draw_hidden": "una carta que tú no ves",
    "draw_muestra_you": (
        "Robas el último y te llevas la muestra, {the_card}: la última carta del mazo, a la "
        "vista de todos desde el reparto."
    ),
    "draw_muestra_rival": (
        "El rival roba el último y se lleva la muestra, {the_card}: la última carta del "
        "mazo, a la vista de todos desde el reparto."
    ),
    "next_leader_you": "En la baza {trick} sales tú.",
    "next_leader_rival": "En la baza {trick} sale el rival.",
    "stock_left": "En el mazo quedan {stock} cartas.",
    "stock_left_one": "En el mazo queda 1 carta: la muestra.",
    "stock_over": (
        "Se acabó el mazo: las tres últimas bazas se juegan sin robar. Ahora sabes qué "
        "tiene el rival, porque son las únicas cartas que no has visto: {cards}."
    ),
    "end_win_you": "Fin de la mano. Tú: {you} puntos; rival: {rival}. Ganas tú: hacen falta 61 de los 120.",
    "end_win_rival": "Fin de la mano. Tú: {you} puntos; rival: {rival}. Gana el rival: hacen falta 61 de los 120.",
    "end_draw": "Fin de la mano. Tú: {you} puntos; rival: {rival}. Empate a 60: nadie gana.",
    "end_moral": (
        "Lo que decidió la mano: el tres de copas del rival mató tu tres de espadas en la "
        "baza 9 y, al final, el rival se llevó las cinco últimas bazas, dos de ellas con el "
        "as y el rey de copas. Tus "
        "mejores momentos: el dos de copas que mató un as (baza 3) y el as de oros guardado "
        "hasta que salieron oros (baza 7)."
    ),

    # -- notes for the key moments: note_<trick>_<1 lead | 2 answer | d draw>.  Their
    # numbers are fields filled in from the engine: led_points, answer_points,
    # trick_points, stock, rounds, kept_points, with_kept.
    "note_1_1": "Sales con una blanca: si pierdes la baza, no regalas nada.",
    "note_1_2": "Como ha ganado la baza, ahora robará él primero y saldrá en la baza 2.",
    "note_1_d": "Fíjate en el orden: primero roba quien ganó la baza, luego el otro.",
    "note_2_1": (
        "El rey de espadas vale {led_points} puntos. Antes de seguir, mira tu mano: ¿qué "
        "jugarías tú?"
    ),
    "note_2_2": (
        "Ninguna de tus cartas es una espada más fuerte que el rey. La jugada del ejemplo, "
        "el seis de bastos, es una blanca: pierdes solo los {led_points} puntos del rey, que "
        "se perdían igual, y guardas tu único triunfo; es la regla de los libros: no gastes "
        "un triunfo en una baza de pocos puntos. La otra idea es matar el rey con el dos de "
        "copas: te llevas esos {led_points} puntos, robas primero y sales tú. Lo que no "
        "debes hacer es echar el as de oros: los oros no son el palo de salida ni triunfo, "
        "así que no podría ganar, y el rival se llevaría sus {kept_points} puntos además de "
        "los {led_points} del rey ({with_kept} en la baza en lugar de {led_points})."
    ),
    "note_3_1": (
        "El as de espadas es la carta más fuerte de su palo y vale {led_points} puntos: "
        "ninguna espada puede con él. Pero un triunfo sí."
    ),
    "note_3_2": (
        "El dos de copas es la carta más floja de las copas y no vale nada, pero es "
        "triunfo: mata al as y te llevas {trick_points} puntos sin poner ni uno. Un triunfo "
        "pequeño que se come una carga es una de las mejores jugadas del juego."
    ),
    "note_4_1": (
        "Como ganaste la baza 3, ahora sales tú. El as de espadas ya ha salido, así que tu "
        "tres de espadas es la carta padrona de las espadas: lo guardas y sales con el "
        "caballo."
    ),
    "note_6_2": (
        "El rival mata tu sota con un triunfo pequeño, el siete de copas: se lleva "
        "{trick_points} puntos y la salida."
    ),
    "note_7_2": (
        "¡Ahora sí! El rival ha salido con oros, así que tu as de oros es del palo de "
        "salida y el más fuerte de todos: gana la baza y sus {answer_points} puntos llegan "
        "a tu montón. Para esto lo guardaste en la baza 2."
    ),
    "note_9_1": (
        "Sales con el tres de espadas, tu carta padrona: solo un triunfo puede ganarle. Es "
        "un riesgo, pero un tres que se guarda hasta el final suele acabar perdido."
    ),
    "note_9_2": (
        "El rival lo mata con el tres de copas, triunfo y además carga: {trick_points} "
        "puntos de golpe, la baza más cara de toda la mano."
    ),
    "note_10_2": (
        "El rival sale con bastos y tú tienes el as: lo juegas, ganas la baza y sus "
        "{answer_points} puntos quedan a salvo."
    ),
    "note_14_2": (
        "El rival mata tu siete con el caballo de copas, un triunfo que vale "
        "{answer_points} puntos: esos puntos se quedan en su montón."
    ),
    "note_15_2": (
        "Tu dos de oros no gana al caballo. Lo matas con el cuatro de copas, un triunfo "
        "sin puntos, y te llevas {trick_points}."
    ),
    "note_16_1": (
        "Quedan {stock} cartas en el mazo, la muestra incluida: {rounds} rondas de robo más."
    ),
    "note_17_1": (
        "Baza 17, la última con robo: en el mazo solo quedan una carta boca abajo y la "
        "muestra. Quien gane la baza robará la de arriba; quien la pierda, la muestra. Los "
        "dos lo saben."
    ),
    "note_17_2": (
        "Ya que pierdes la baza, das la carta que menos vale… y a cambio te llevarás la "
        "muestra, otro triunfo."
    ),
    "note_17_d": (
        "Con dos jugadores la muestra es siempre para quien pierde la baza 17: roba el "
        "último porque jugará el último en la baza siguiente."
    ),
    "note_18_2": "Nada de tu mano gana al as de copas: das el rey de bastos.",
    "note_20_2": (
        "Le regalas al rival los {answer_points} puntos de tu tres, pero no había nada que "
        "hacer: lo robaste después de la baza 16 y desde entonces ninguna baza se podía "
        "ganar con él."
    ),

    # -- the coach's verdict on each of your plays, shown under the step that makes it
    "coach_line": "El entrenador de la lección 6, con lo que sabías al jugar: {verdict}",

    # -- checks of the "now you try" cells
    "ok": "✔ ¡Bien! {why}",
    "not_yet": "✘ No es eso. {why}",
    "bad_trick_number": "La mano tiene bazas de la 1 a la {last}; has pedido la {number}.",
    "bad_seat": "Responde «tú» o «rival» (o el número del jugador: 1 eres tú, 2 el rival); «{answer}» no vale.",
    "winner_why_you": "La baza {trick} te la llevas tú. {reason}",
    "winner_why_rival": "La baza {trick} se la lleva el rival. {reason}",
    "play_same": "Es justo la jugada del ejemplo. {why}",
    "play_other": "En el ejemplo se juega {the_card}. {why}",
    "not_in_hand_then": "En la baza {trick} no tienes {the_card}; tienes: {hand}.",
    "waiting_seat": "Escribe «tú» o «rival» en mi_respuesta y ejecuta la celda.",
    "hint_generic": "Pista: repasa las tres reglas de la baza.",
    "hint_play": "Pista: piensa qué carta de la mesa puede ganar la baza y cuántos puntos hay en juego. Prueba otra carta.",
    "hint_1": "Pista: los dos han echado bastos y no hay triunfo en la mesa. ¿Cuál es la carta de bastos más fuerte?",
    "hint_2": "Pista: salen espadas y el triunfo es copas. ¿Puede ganar algo un as de oros aquí? Prueba otra carta.",
    "hint_3": "Pista: el as es la espada más fuerte, pero ¿hay triunfo en la mesa?",
    "hint_17": "Pista: las dos cartas son copas, que es el triunfo. Entre triunfos manda el orden de fuerza.",
    # -- the table of the whole hand
    "col_you": "tú",
    "col_rival": "rival",
    "what_if_not_played": (
        "Aún no has jugado la baza 2 en tu copia: juega una carta con "
        "g.play(\"as de oros\") y vuelve a comprobar."
    ),
    "what_if_wrong_lead": (
        "En la baza 2 el rival sale con {the_card}: juega esa carta por él y después la tuya."
    ),
    "what_if_wrong_game": "Esa partida no está en la baza 2 del ejemplo: empieza con before_trick(2).",
    "what_if_you": "Con {the_card} te llevas tú la baza 2 ({points}).",
    "what_if_rival": (
        "Con {the_card} la baza 2 es para el rival, que se lleva {points}; con el seis de "
        "bastos del ejemplo se llevó {real}."
    ),
    "what_if_lost": "Pierdes {extra} puntos más: los de tu propia carta, que no podía ganar.",
    "what_if_example": (
        "Con {the_card}, como en el ejemplo, la baza 2 es para el rival, que se lleva "
        "{points}: no pierdes nada más que lo que valía su carta. Es la jugada de los libros."
    ),
    "what_if_same": "No pierdes nada más que lo que valía la carta del rival: es la jugada del ejemplo, la de los libros.",
    "what_if_won": (
        "Es la jugada que prefiere el entrenador, por poco: con lo que sabías, vale unos 2 "
        "puntos más de media que el seis de bastos. En esta mano concreta, sin embargo, el "
        "dos de copas guardado mató el as de espadas en la baza 3; eso solo se sabe "
        "después, al ver las cartas."
    ),
}

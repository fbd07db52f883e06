"""What the coach tells the student, in Spanish."""

TEXTS = {
    "to_rival": "al rival",
    "to_rivals": "a los rivales",
    # One sentence per mistake, naming the cards involved.
    "explain_carga_tirada": (
        "Tiraste {card}, que no era del palo de salida ni triunfo: no podía ganar y "
        "regaló {points} puntos {to}; con {instead} habrías regalado menos."
    ),
    "explain_triunfo_en_blanca": (
        "Gastaste {card}, un triunfo, en una baza sin puntos ({table}) cuando podías "
        "echar {instead} sin regalar nada."
    ),
    "explain_triunfo_alto": (
        "Mataste con {card} cuando {instead} también se llevaba la baza: el triunfo "
        "fuerte te habría servido más adelante."
    ),
    "explain_tres_retenido": (
        "Echaste {played} y guardaste {card}, que ganaba esta baza: acabó cayendo en "
        "la baza {fall}, que se llevó el rival ({points} puntos)."
    ),
    "explain_muestra_olvidada": (
        "Jugaste {card} sabiendo que el rival tenía la muestra, {muestra}: te mató con "
        "ella y se llevó {points} puntos."
    ),
    "explain_no_cargar": (
        "Tu compañero ya ganaba la baza y echaste {card}, una blanca, cuando {load} "
        "estaba a salvo: dejaste de sumar {points} puntos."
    ),
    "explain_generic": (
        "Con {card} perdiste {loss} puntos: {best} era mejor jugada aquí."
    ),
    "generic_title": "Jugada mejorable",
    # Severity bands, from the points lost.
    "severity_imprecision": "imprecisión",
    "severity_error": "error",
    "severity_grave": "error grave",
    "severity_none": "sin importancia",
    # How a play was priced.
    "exact": "cálculo exacto",
    "estimated": "estimado con {samples} repartos",
    "forced": "única carta",
    "every_deal": "contando todos los repartos posibles",
    "not_priced": "sin calcular",
    # Short verdicts.
    "verdict_good": "✔ {card}: buena jugada ({method}).",
    "verdict_bad": "✘ {card}: {what} ({method}).",
    "verdict_cost": "puntos perdidos: {loss}, {severity}",
    "verdict_harmless": (
        "✔ {card}: buena jugada; parece «{title}», pero aquí no cuesta (puntos perdidos: "
        "{loss}; {method})."
    ),
    # A sampled loss with the half-width of its 95% interval.
    "loss_margin": "{loss} ± {margin}",
    "summary": (
        "Jugadas revisadas: {plays} · errores de principiante: {mistakes} · jugadas "
        "señaladas: {flagged} · puntos perdidos, sumando jugada a jugada: unos {loss}."
    ),
    # The review table and chart.
    "col_play": "jugada",
    "col_trick": "baza",
    "col_card": "carta",
    "col_mistake": "error",
    "col_severity": "gravedad",
    "col_loss": "puntos perdidos",
    "col_best": "mejor carta",
    "col_method": "cálculo",
    "col_explanation": "explicación",
    "chart_title": "Puntos a lo largo de la mano",
    "chart_x": "baza",
    "chart_y": "puntos",
    "chart_side_you": "Tú",
    "chart_side_rival": "Rival",
    "chart_side_n": "Bando {n}",
    "chart_mistake": "error de principiante",
    # The evidence: many hands of a beginner against sensato.
    "stat_times": "veces",
    "stat_mean_loss": "coste medio (puntos)",
}

TEXTS.update({
    # The review screen.
    "w_title": "Revisión de la mano por el entrenador",
    "w_result": "Puntos al final de la mano · {sides}.",
    "w_side_points": "{who} {points}",
    "w_next_mistake": "Siguiente error",
    "w_no_mistakes": "El entrenador no ha señalado ninguna jugada en esta mano.",
    "w_position": "jugada {n} de {total}",
    "w_trick": "Baza {trick}: jugaste {card}.",
    "w_your_hand": "Tu mano cuando jugaste (con un aro: la carta que echaste y la mejor):",
    "w_played": "la tuya",
    "w_better": "mejor",
    "w_best": "Mejor carta según el entrenador: {card}.",
    "w_values": "Puntos que esperabas acabar sumando con cada carta ({method}):",
    "w_drew": "{who} roba {card}",
    "w_drew_muestra": "{who} roba la muestra, {card}",
    "w_drew_hidden": "{who} roba una carta",
    "w_you_drew": "Robas {card}",
    "w_you_drew_muestra": "Robas la muestra, {card}",
    # The "find the mistake" exercise.
    "w_find_prompt": (
        "Posición {n} de {total}: te toca jugar. Una de tus cartas sería un error de "
        "principiante. ¿Qué carta echas tú?"
    ),
    "w_play_tip": "Jugar {card}",
    "w_right": "¡Bien jugado! No has caído en el error, y es la mejor carta.",
    "w_wrong": "Esa es la carta del error: {title}. Mira lo que dice el entrenador:",
    "w_right_not_best": (
        "¡Bien jugado! No has caído en el error, y tu carta es buena: {best} solo era un "
        "poco mejor (pierdes {loss} puntos, menos de 2)."
    ),
    "w_costly": (
        "No es el error de principiante, pero tampoco es buena jugada: esa carta cuesta "
        "puntos. Mira lo que dice el entrenador:"
    ),
    "w_finished": "El ejercicio ha terminado: pulsa «Empezar de nuevo» si quieres repetirlo.",
    "w_answer_first": "Primero elige una carta en esta posición.",
    "w_see_summary": "Ver el resumen",
    "w_done": "Has terminado todas las posiciones.",
    "w_summary": "Resumen: has jugado bien en {right} de {tried} posiciones. Repasa las que fallaste en la sección 2.",
    "w_summary_all": "Resumen: has jugado bien en las {tried} posiciones. ¡Muy bien!",
    "w_restart": "Empezar de nuevo",
    "w_already": "Ya has elegido carta en esta posición: pasa a la siguiente.",
    "w_next_position": "Otra posición",
    "w_score": "Aciertos: {right} de {tried}",
    "w_rival_cards_one": "{who}: 1 carta en la mano",
    "w_rival_cards": "{who}: {n} cartas en la mano",
    "w_muestra_with": "La muestra, {card}, la robó {who}.",
})

TEXTS.update({
    # The lesson's side-by-side pictures.
    "sbs_wrong": "✘ Error: jugar {card}",
    "sbs_right": "✔ Bien: jugar {card}",
    "sbs_later": "Y más adelante, en la misma mano:",
})

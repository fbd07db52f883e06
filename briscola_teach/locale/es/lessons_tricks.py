"""Lesson 02 in Spanish: checking who takes a trick (why it does: the explain area)."""

TEXTS = {
    "the_player": "el jugador {n}",
    # Checks (comprobar_baza).
    "answer_right": "¡Bien! Se la lleva {who}, con {card}.",
    "answer_wrong": "No: se la lleva {who}, con {card}, no {given}.",
    "answer_not_this": "No: {given} no se lleva esta baza.",
    "hint_trump": "Pista: hay triunfo ({trump}) en la mesa. Repasa la tercera regla.",
    "hint_led": "Pista: no hay ningún triunfo ({trump}) en la mesa. ¿Qué cartas son del palo de salida ({suit})?",
    "answer_waiting": "Escribe en mi_respuesta quién crees que se la lleva (el número del jugador, {numbers}, o el nombre de su carta) y ejecuta la celda.",
    "goal_not_yet": "Todavía no cumple lo que se pide:",
    "goal_four": "Tiene que ser de cuatro jugadores (cuatro cartas), y tiene {count}.",
    "goal_points": "En la mesa tiene que haber más de 20 puntos, y hay {points}.",
    "goal_blank": "La carta que gana tiene que valer 0 puntos, y gana {card}, que vale {points}.",
    "goal_met": "¡Conseguido! Gana {card}, que no vale nada, y se lleva {points} puntos.",
    "answer_not_on_table": "{card} no está en esta baza. Las cartas son: {cards}.",
    "answer_bad_position": "Escribe en mi_respuesta quién crees que se la lleva: el número del jugador ({numbers}, como 2 o «jugador 2») o el nombre de su carta; «{given}» no vale.",
    "player": "Jugador {n}",
}

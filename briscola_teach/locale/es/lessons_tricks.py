"""Lesson 02 in Spanish: who takes a trick, and why (RULES §3)."""

TEXTS = {
    "rule_one_trump": "Hay un triunfo en la mesa, {winner}: un triunfo gana a todas las cartas de los otros palos.",
    "rule_trump_led": "Se ha salido con triunfo y nadie ha echado uno más alto: gana {winner}.",
    "rule_many_trumps": "Hay {count} triunfos en la mesa: gana el más alto, {winner}.",
    "rule_led": "No hay ningún triunfo: gana la carta más alta del palo de salida ({suit}), {winner}.",
    "rule_led_alone": "No hay ningún triunfo y nadie más ha echado {suit}: se la lleva la carta de salida, {winner}.",
    "off_suit": "{card} no es ni del palo de salida ni triunfo: no puede ganar{points_note}.",
    "off_suit_points": ", aunque vale {points} puntos",
    "cheap_winner": "Los puntos no deciden quién gana: {winner} vale {own} y se lleva {total} puntos.",
    "winner_line": "Se lleva la baza {who}, con {card}.",
    "points_line": "Puntos de la baza: {points}.",
    # Checks (comprobar_baza).
    "answer_right": "¡Bien! Se la lleva {card}.",
    "answer_wrong": "No: se la lleva {card}, no {given}.",
    "answer_not_on_table": "{card} no está en esta baza. Las cartas son: {cards}.",
    "answer_bad_position": "Escribe en mi_respuesta quién crees que se la lleva: el número del jugador (del 1 al {count}) o el nombre de su carta; {given!r} no vale.",
    "duplicate": "{card} aparece dos veces: en una baza cada carta sale una sola vez.",
    "too_many": "Una baza tiene como mucho 4 cartas (una por jugador), no {count}.",
    "player": "Jugador {n}",
}

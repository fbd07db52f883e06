"""Lesson 01 in Spanish: why one card beats another, what a pile is worth, and the checks."""

#: Ranks whose Spanish name takes a feminine article ("la sota").
FEMININE_RANKS = ("JACK",)

TEXTS = {
    # Articles, so sentences read "el tres", "la sota", "al rey", "a la sota", "del as".
    "the_m": "el {name}",
    "the_f": "la {name}",
    "to_the_m": "al {name}",
    "to_the_f": "a la {name}",
    "of_the_m": "del {name}",
    "of_the_f": "de la {name}",
    # Why one card of a suit beats another of the same suit (RULES §1).
    "why_ace": "{strong} es la carta más fuerte de su palo: gana a todas.",
    "why_three": "{strong} gana {weak_to} aunque su número es menor: en la brisca el tres va justo detrás del as.",
    "why_three_low": "{strong} va justo detrás del as: gana a todas las demás, también {weak_to}.",
    "why_figures": "Entre las figuras manda el rey, luego el caballo y luego la sota: {strong} gana {weak_to}.",
    "why_figure_over_number": "Las figuras (rey, caballo, sota) ganan a todas las cartas del 2 al 7: {strong} gana {weak_to}.",
    "why_numbers": "Entre las cartas del 2 al 7 gana el número más alto: {strong} gana {weak_to}.",
    "same_card": "Es la misma carta dos veces: elige dos cartas distintas.",
    # Comparing two cards in a trick (RULES §3).
    "both_trump": "Las dos son triunfo: entre triunfos manda el orden de fuerza. {why}",
    "both_led": "Las dos son del palo de salida: manda el orden de fuerza. {why}",
    "both_other": "Ninguna de las dos es del palo de salida ({led}) ni triunfo ({trump}): en esta baza ninguna puede ganar. Dentro de su palo, {why_lower}",
    "one_trump": "{trump_card} es triunfo y {other} no: un triunfo gana a cualquier carta de otro palo, valga lo que valga.",
    "one_led": "{led_card} es del palo de salida; {other} no es ni del palo de salida ni triunfo, así que no puede ganar{points_note}.",
    "points_note": ", aunque vale {points} puntos",
    "two_others": "Ninguna de las dos es del palo de salida ({led}) ni triunfo ({trump}): ninguna puede ganar esta baza, por muchos puntos que valga.",
    "trump_changes": "Sin mirar el triunfo ganaría {before}; el triunfo lo cambia y gana {after}.",
    "trump_keeps": "El triunfo no cambia nada aquí.",
    "nobody": "ninguna",
    # The table of the ten ranks.
    "col_card": "carta",
    "col_number": "número",
    "col_strength": "fuerza (1 = la más fuerte)",
    "col_points": "puntos",
    "col_kind": "tipo",
    "kind_carga": "carga",
    "kind_figure": "figura",
    "kind_blanca": "blanca",
    "sort_strength": "fuerza",
    "sort_points": "puntos",
    "sort_number": "número",
    "bad_sort": "Se puede ordenar por {choices}, no por «{given}».",
    "total": "total",
    # Checking an order (OrderExercise and comprobar_orden).
    "order_right": "¡Correcto! Este es el orden de fuerza, de la más fuerte a la más floja.",
    "order_wrong": "Todavía no: hay cartas fuera de sitio.",
    "order_pair": "{weak} no puede ir antes que {strong}. {why}",
    "order_missing": "Te falta: {names}.",
    "order_repeated": "Has repetido: {names}.",
    "order_expected": "El orden correcto es: {names}.",
    "order_mixed_suits": "Para ordenar por fuerza, todas las cartas tienen que ser del mismo palo: aquí hay {suits}.",
    "order_empty": "La lista está vacía: escribe las cartas entre corchetes, separadas por comas.",
    "not_a_rank": "«{given}» no es una carta ni un número de la baraja. Usa «as», «tres» o «3», «rey» o «12»...",
    "pick_right": "Bien: {card} es la más fuerte de las que quedaban.",
    "pick_wrong": "Aquí no: {better} es más fuerte que {card}. {why}",
    # Counting a pile (comprobar_puntos).
    "pile_right": "¡Correcto! Estas cartas valen {total} puntos.",
    "pile_wrong": "No: estas cartas valen {total} puntos, no {given}.",
    "pile_not_number": "La respuesta tiene que ser un número de puntos, no «{given}».",
    "pile_cargas": "Las cargas (ases y treses) ponen {points} de esos puntos.",
    "pile_blancas": "Las blancas no suman nada: {names}.",
    "card_points": "{card}: {points}",
    "deck_description": "La baraja: {count} cartas, una fila por palo.",
}

"""Why a card took a trick (RULES §3), in Spanish: the one explanation every lesson and screen gives."""

TEXTS = {
    # The reason: one sentence, the rule that decided.
    "trump_cut": "{card} es triunfo: gana {beaten} (un triunfo mata cualquier carta de otro palo).",
    "highest_trump": "{card} es el triunfo más alto de la baza: gana {beaten}.",
    "trump_led_alone": "Salió triunfo con {card} y nadie más echó triunfo.",
    "highest_of_led": "{card} es la carta más alta de {suit}, el palo de salida, y nadie echó triunfo: gana {beaten}.",
    "led_alone": "Nadie más echó {suit} ni triunfo: gana la carta que salió, {card}.",
    # The cards of a third suit worth points, thrown away; remarks.
    "off_suit_one": "{cards} no es ni del palo de salida ni triunfo: no puede ganar.",
    "off_suit": "{cards} no son ni del palo de salida ni triunfo: no pueden ganar.",
    "cheap_winner": "Los puntos no deciden quién gana: {card} vale {own} y se lleva {total} puntos.",
    "seven_up": "Con el siete de segunda el siete sube al segundo puesto, justo detrás del as: con las reglas de siempre ganaría {card}.",
    "three_down": "Con el siete de segunda el tres baja por debajo de las figuras: con las reglas de siempre ganaría {card}.",
    # Who took it, and the points.
    "taken": "Se lleva la baza {who}, con {card}.",
    "points": "Puntos de la baza: {points}.",
    # A trick that cannot be.
    "duplicate": "{card} aparece dos veces: en una baza cada carta sale una sola vez.",
    "too_many": "Una baza tiene como mucho 4 cartas (una por jugador), no {count}.",
}

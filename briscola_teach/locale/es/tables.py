"""The kit's tables in Spanish: each column's label (by the key it is read with), and what a wrong key is told."""

TEXTS = {
    # A game's tricks and draws (briscola_teach.tables).
    "trick": "baza",
    "leader": "sale",
    "cards": "cartas (asiento)",
    "winner": "gana",
    "points": "puntos",
    "score_of": "total asiento {seat}",
    "after_trick": "tras la baza",
    "seat": "asiento",
    "card": "carta",
    "is_muestra": "es la muestra",
    # The ten ranks and a pile's points (lesson 01).
    "number": "número",
    "strength": "fuerza (1 = la más fuerte)",
    "kind": "tipo",
    # One trick, card by card (lesson 02).
    "who": "quién",
    "role": "papel",
    "wins": "gana",
    # The worked example's tricks (lesson 03).
    "hand_cards": "cartas",
    "total_of": "total {who}",
    # The deal and the draws (lesson 04).
    "players": "jugadores",
    "deck": "cartas en la baraja",
    "dealt": "cartas repartidas",
    "stock": "en el mazo tras el reparto (con la muestra)",
    "rounds": "rondas de robo",
    "tricks": "bazas",
    "muestra_after_trick": "la muestra se roba tras la baza",
    "drawer": "roba",
    "drawn_muestra": "la muestra",
    # The coach's review and the mistakes' statistics (lesson 06).
    "play": "jugada",
    "mistake": "error",
    "severity": "gravedad",
    "points_lost": "puntos perdidos",
    "best_card": "mejor carta",
    "method": "cálculo",
    "explanation": "explicación",
    "times": "veces",
    "hands": "manos con el error",
    "mean_points_lost": "coste medio (puntos)",
    # How cells are written.
    "decimal_mark": ",",
    "yes": "sí",
    "no": "no",
    # Asking a table for what it does not have.
    "unknown_key": "La tabla no tiene ninguna columna «{key}». Sus columnas son: {keys}.",
    "bad_count": "El número de filas tiene que ser un número entero, 0 o más, no «{given}».",
    "not_a_table": "Aquí hace falta una tabla de las lecciones (por ejemplo la de ranks_table()), no «{given}».",
    "unknown_row": "La tabla no tiene ninguna fila «{name}». Sus filas son: {names}.",
}

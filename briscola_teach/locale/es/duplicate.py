"""Textos en español de la puntuación duplicada: los resultados de una clase con un código de clase, y qué falla en uno."""

TEXTS = {
    "no_student": "Un resultado necesita el nombre del alumno, no «{given}».",
    "no_code": "El resultado de {student} necesita el código de clase, no «{given}».",
    "bad_deal": "Las manos de {code} se numeran 1, 2, 3…: el resultado de {student} dice «{given}».",
    "bad_points": "Los puntos de {student} en la mano {deal} de {code} son {given}: un bando hace de 0 a {total} puntos en una mano.",
    "not_a_result": "No es el resultado de una mano: {given}.",
    "missing": "A un resultado le falta {fields}: {given}.",
    "unreadable": "{file} no se puede leer como resultados de la clase: {error}",
    "not_results": "{file} no es un archivo de resultados de la clase.",
    "no_deals": "{file} no tiene una lista de manos.",
    "played": "Código de clase {code}: {deals} manos jugadas, {points} puntos",
    "played_one": "Código de clase {code}: 1 mano jugada, {points} puntos",
}

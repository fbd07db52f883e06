"""What a student is told when a typed answer cannot be read, in Spanish."""

TEXTS = {
    "not_a_number": "La respuesta tiene que ser un número, no «{given}».",
    # A NameError or SyntaxError in a lesson's cell: one line that says what to write.
    "name_quote": "✘ Python no conoce «{name}»: si es tu respuesta, escríbela entre comillas: {fixed}",
    "name_run_above": "✘ Python todavía no conoce «{name}»: ejecuta primero las celdas de arriba, de la primera a esta.",
    "syntax_fix": "✘ Python no entiende esta línea: {line}  Escríbela así: {fixed}",
    "syntax_unclear": "✘ Python no entiende la línea {number} de la celda: {line}  Revisa que cada comilla, paréntesis y corchete que abres se cierre, y que las cartas vayan separadas por comas.",
    # The first miss of an exercise gets a hint, and this line; the solution comes on the second.
    "try_again": "Cambia tu respuesta y vuelve a ejecutar la celda; si fallas otra vez, verás la solución (para verla ya, escribe «no sé» como respuesta).",
    # Asking for the solution: a typed answer that is one of these words shows it at once.
    "ask_words": "no sé|no se|no lo sé|ni idea|me rindo|solución|la solución|dame la solución",
    "solution_shown": "La solución, como la pediste (no cuenta como acierto):",
    # What a right verdict starts with: taken off when the same words show a solution.
    "right_openers": "¡Bien!|¡Correcto!|¡Eso es!|¡Perfecto!|Bien:",
    # On a screen, where a card is clicked, not typed.
    "try_again_card": "Elige otra carta; si fallas otra vez, verás la solución.",
}

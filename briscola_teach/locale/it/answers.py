"""What a student is told when a typed answer cannot be read, in Italian."""

TEXTS = {
    "not_a_number": "La risposta deve essere un numero, non «{given}».",
    # A NameError or SyntaxError in a lesson's cell: one line that says what to write.
    "name_quote": "✘ Python non conosce «{name}»: se è la tua risposta, scrivila tra virgolette: {fixed}",
    "name_run_above": "✘ Python non conosce ancora «{name}»: esegui prima le celle qui sopra, dalla prima fino a questa.",
    "syntax_fix": "✘ Python non capisce questa riga: {line}  Scrivila così: {fixed}",
    "syntax_unclear": "✘ Python non capisce la riga {number} della cella: {line}  Controlla che ogni virgoletta, parentesi e parentesi quadra che apri sia chiusa, e che le carte siano separate da virgole.",
    # The first miss of an exercise gets a hint, and this line; the solution comes on the second.
    "try_again": "Cambia la risposta ed esegui di nuovo la cella; se sbagli un'altra volta, vedrai la soluzione (per vederla subito, scrivi «non lo so» come risposta).",
    # Asking for the solution: a typed answer that is one of these words shows it at once.
    "ask_words": "non lo so|non so|boh|mi arrendo|soluzione|la soluzione|dammi la soluzione",
    "solution_shown": "La soluzione, come l'hai chiesta (non conta come risposta giusta):",
    # What a right verdict starts with: taken off when the same words show a solution.
    "right_openers": "Giusto!|Esatto!|Bene!|Perfetto!|Bravo!|Brava!|Bene:|Giusto:",
    # On a screen, where a card is clicked, not typed.
    "try_again_card": "Scegli un'altra carta; se sbagli un'altra volta, vedrai la soluzione.",
}

"""The app view (the card table and the coach's review on one page), in Spanish."""

TEXTS = {
    "title": "Brisca: partida contra la máquina",
    "intro": "Elige la máquina, cuántos jugadores y la partida, y juega haciendo clic en tus cartas. "
             "Al terminar una mano, el entrenador la revisa jugada a jugada.",
    "language": "Idioma",
    "language_tip": "Cambiar el idioma empieza una partida nueva.",
    # each language named in itself, the same in every catalogue
    "language_es": "Español",
    "language_en": "English",
    "language_it": "Italiano",
    "review_button": "Revisar la última mano",
    "review_tip": "El entrenador revisa cada una de tus jugadas de la última mano terminada",
    "review_title": "Revisión de la mano {number}",
    "review_waiting": "Cuando termine una mano, pulsa «{button}» para ver lo que dice el entrenador.",
    "reviewing": "El entrenador está revisando la mano {number}…",
    "no_finished_hand": "Todavía no ha terminado ninguna mano: juega una hasta el final y pulsa «{button}».",
    "save_folder": "Tus manos guardadas van a la carpeta «{folder}», solo para esta sesión.",
    "save_outside": "«{given}» no es un nombre de archivo dentro de tu carpeta: escribe solo un nombre, "
                    "como mano_1.json.",
}

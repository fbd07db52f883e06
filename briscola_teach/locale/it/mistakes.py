"""Names of the beginner mistakes, in Italian."""

TEXTS = {
    "tres_retenido": "Tenersi un tre troppo a lungo",
    "carga_tirada": "Buttare un carico di un terzo seme",
    "triunfo_en_blanca": "Sprecare una briscola su una presa senza punti",
    "triunfo_alto": "Prendere con una briscola alta quando bastava una bassa",
    "muestra_olvidada": "Dimenticare chi ha la briscola girata",
    "no_cargar": "Non caricare la presa che il compagno sta già vincendo",
}

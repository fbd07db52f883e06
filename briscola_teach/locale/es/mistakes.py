"""Names of the beginner mistakes, in Spanish."""

TEXTS = {
    "tres_retenido": "Guardar un tres demasiado tiempo",
    "carga_tirada": "Tirar una carga de un tercer palo",
    "triunfo_en_blanca": "Gastar un triunfo en una baza sin puntos",
    "triunfo_alto": "Matar con un triunfo alto pudiendo con uno bajo",
    "muestra_olvidada": "Olvidar quién tiene la muestra",
    "no_cargar": "No cargar la baza que ya gana el compañero",
}

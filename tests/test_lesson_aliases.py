"""The lesson helpers' Spanish and Italian names: thin aliases of the English helpers, with translated keywords."""

from __future__ import annotations

import importlib
import inspect
import pydoc

import pytest

from briscola_teach import set_language
from briscola_teach.errors import BriscolaError
from briscola_teach.exercises import aliases
from briscola_teach.exercises.aliases import KeywordError, alias
from briscola_teach.lessons.notebook import is_kit_error

#: The agreed names: module, English helper, Spanish alias, Italian alias, and each
#: parameter's English / Spanish / Italian name in the order the helper takes them.
NAMES = [
    ("cards", "show_cards", "ver_cartas", "mostra_carte",
     [("cards", "cartas", "carte"), ("points", "puntos", "punti"), ("width", "ancho", "larghezza")]),
    ("cards", "show_deck", "ver_baraja", "mostra_mazzo", [("width", "ancho", "larghezza")]),
    ("cards", "show_table", "ver_tabla", "mostra_tabella", [("table", "tabla", "tabella")]),
    ("cards", "check_order", "comprobar_orden", "controlla_ordine",
     [("my_order", "mi_orden", "il_mio_ordine")]),
    ("cards", "check_points", "comprobar_puntos", "controlla_punti",
     [("pile", "pila", "mucchio"), ("my_answer", "mi_respuesta", "la_mia_risposta")]),
    ("tricks", "show_trick", "mostrar_baza", "mostra_presa",
     [("cards", "cartas", "carte"), ("trump", "triunfo", "briscola")]),
    ("tricks", "explain_trick", "explicar_baza", "spiega_presa",
     [("cards", "cartas", "carte"), ("trump", "triunfo", "briscola")]),
    ("tricks", "check_trick", "comprobar_baza", "controlla_presa",
     [("cards", "cartas", "carte"), ("trump", "triunfo", "briscola"),
      ("my_answer", "mi_respuesta", "la_mia_risposta")]),
    ("tricks", "check_cheap_winner", "comprobar_baza_sin_puntos", "controlla_presa_col_liscio",
     [("cards", "cartas", "carte"), ("trump", "triunfo", "briscola")]),
    ("dealing", "check_counts", "comprobar_cuentas", "controlla_conti",
     [("players", "jugadores", "giocatori"), ("deck", "baraja", "mazzo"),
      ("dealt", "repartidas", "distribuite"), ("rounds", "rondas", "giri"), ("tricks", "bazas", "prese")]),
    ("dealing", "check_draw_order", "comprobar_orden_de_robo", "controlla_ordine_di_pesca",
     [("players", "jugadores", "giocatori"), ("winner", "ganador", "vincitore"),
      ("my_order", "mi_orden", "il_mio_ordine")]),
    ("dealing", "check_muestra", "comprobar_muestra", "controlla_briscola_scoperta",
     [("players", "jugadores", "giocatori"), ("winner", "ganador", "vincitore"),
      ("my_answer", "mi_respuesta", "la_mia_risposta")]),
    ("dealing", "check_result", "comprobar_resultado", "controlla_risultato",
     [("points", "puntos", "punti"), ("winners", "ganadores", "vincitori")]),
    ("example", "check_winner", "comprobar_ganador", "controlla_vincitore",
     [("trick", "baza", "presa"), ("my_answer", "mi_respuesta", "la_mia_risposta")]),
    ("example", "check_play", "comprobar_jugada", "controlla_giocata",
     [("trick", "baza", "presa"), ("my_card", "mi_carta", "la_mia_carta")]),
    ("example", "check_alternative", "comprobar_alternativa", "controlla_alternativa",
     [("game", "partida", "partita")]),
    ("example", "coach_verdict", "veredicto_del_entrenador", "giudizio_dell_allenatore",
     [("trick", "baza", "presa")]),
    ("mistakes", "saved_hand", "mano_guardada", "mano_salvata",
     [("number", "numero", "numero"), ("folder", "carpeta", "cartella")]),
]
IDS = [row[1] for row in NAMES]


def _module(name: str):
    return importlib.import_module(f"briscola_teach.lessons.{name}")


@pytest.mark.parametrize("row", NAMES, ids=IDS)
def test_every_agreed_name_exists_with_its_translated_parameters(row) -> None:
    module_name, english, spanish, italian, parameters = row
    module = _module(module_name)
    real = getattr(module, english)
    assert list(inspect.signature(real).parameters) == [p[0] for p in parameters]
    for name, column in ((spanish, 1), (italian, 2)):
        helper = getattr(module, name)
        assert name in module.__all__ and english in module.__all__
        assert helper.real is real and helper.__name__ == name
        assert list(inspect.signature(helper).parameters) == [p[column] for p in parameters]


@pytest.mark.parametrize("row", NAMES, ids=IDS)
def test_an_alias_keeps_the_kinds_and_defaults_of_the_real_parameters(row) -> None:
    module_name, english, spanish, italian, _ = row
    module = _module(module_name)
    real = inspect.signature(getattr(module, english)).parameters.values()
    for name in (spanish, italian):
        shown = inspect.signature(getattr(module, name)).parameters.values()
        assert [(p.kind, p.default, p.annotation) for p in shown] == \
               [(p.kind, p.default, p.annotation) for p in real]


def test_help_shows_the_translated_names() -> None:
    from briscola_teach.exercises.cards import mostra_carte, ver_cartas

    spanish = pydoc.render_doc(ver_cartas, renderer=pydoc.plaintext)
    assert "ver_cartas(cartas: " in spanish and "ancho: 'int' = 70" in spanish and "width" not in spanish
    assert "larghezza: 'int' = 70" in pydoc.render_doc(mostra_carte, renderer=pydoc.plaintext)
    assert "Nombre en español de show_cards" in (ver_cartas.__doc__ or "")


def _recorder():
    calls = []

    def check_trick(cards: list[str], trump: str, my_answer: object = None) -> str:
        """Record one call."""
        calls.append((cards, trump, my_answer))
        return "done"

    return check_trick, calls


@pytest.mark.parametrize(("language", "keywords"), [
    ("es", {"cartas": ["as de oros"], "triunfo": "copas", "mi_respuesta": 1}),
    ("it", {"carte": ["as de oros"], "briscola": "copas", "la_mia_risposta": 1}),
])
def test_an_alias_calls_the_real_helper_with_the_english_keywords(language: str, keywords) -> None:
    real, calls = _recorder()
    helper = alias(real, "prueba", language=language)
    assert helper(**keywords) == "done"
    assert helper(["as de oros"], "copas", 1) == "done"
    first_two = dict(list(keywords.items())[2:])
    assert helper(["as de oros"], "copas", **first_two) == "done"
    assert calls == [(["as de oros"], "copas", 1)] * 3


def test_the_lessons_aliases_give_the_same_answer_as_the_english_helpers() -> None:
    from briscola_teach.exercises import dealing, example
    from briscola_teach.lessons import tricks

    trick = ["caballo de oros", "tres de bastos", "rey de oros"]
    assert str(tricks.comprobar_baza(cartas=trick, triunfo="espadas", mi_respuesta=3)) == \
        str(tricks.check_trick(trick, "espadas", 3))
    assert dealing.controlla_conti(3, mazzo=39, distribuite=9, giri=10, prese=13).message == \
        dealing.check_counts(3, 39, dealt=9, rounds=10, tricks=13).message
    assert dealing.comprobar_resultado(puntos=[45, 45, 30], ganadores=[1, 2]).ok
    assert example.comprobar_jugada(baza=2, mi_carta="dos de copas").ok


@pytest.mark.parametrize(("call", "words"), [
    (lambda m: m.ver_cartas(["as de oros"], anchura=50),
     ["«ver_cartas»", "«anchura»", "«cartas», «puntos» y «ancho»", "¿Querías decir «ancho»?"]),
    (lambda m: m.ver_cartas(["as de oros"], width=50), ["«width»", "¿Querías decir «ancho»?"]),
    (lambda m: m.ver_cartas(["as de oros"], larghezza=50), ["¿Querías decir «ancho»?"]),
    (lambda m: m.mostra_carte(["as de oros"], ancho=50),
     ["«mostra_carte» non ha nessun argomento «ancho»", "Forse volevi scrivere «larghezza»?"]),
    (lambda m: m.comprobar_puntos(pila=["as de oros"]),
     ["A «comprobar_puntos» le falta «mi_respuesta»", "comprobar_puntos(pila, mi_respuesta)"]),
    (lambda m: m.comprobar_puntos(), ["le faltan «pila» y «mi_respuesta»"]),
    (lambda m: m.controlla_punti(["as de oros"]), ["A «controlla_punti» manca «la_mia_risposta»"]),
    (lambda m: m.comprobar_puntos(["as de oros"], 11, 12), ["le sobran valores sin nombre"]),
    (lambda m: m.comprobar_puntos(["as de oros"], pila=["as de oros"], mi_respuesta=11),
     ["«pila» dos veces"]),
    (lambda m: m.ver_cartas(["as de oros"], True), ["ver_cartas(cartas, *, puntos=False, ancho=70)"]),
    (lambda m: m.ver_baraja(50), ["Se escribe: ver_baraja(*, ancho=48)"]),
])
def test_a_wrong_call_is_a_kit_error_in_the_aliases_language(call, words) -> None:
    from briscola_teach.exercises import cards

    with pytest.raises(KeywordError) as caught:
        call(cards)
    message = str(caught.value)
    for word in words:
        assert word in message, message
    assert isinstance(caught.value, BriscolaError) and isinstance(caught.value, TypeError)
    assert is_kit_error(caught.value)


def test_a_wrong_keyword_is_refused_before_the_helper_runs() -> None:
    real, calls = _recorder()
    helper = alias(real, "comprobar_baza", language="es")
    with pytest.raises(KeywordError) as caught:
        helper(["as de oros"], "copas", respuesta=1)
    assert calls == [] and caught.value.key == "aliases.unknown_keyword"
    assert caught.value.fields["given"] == "respuesta"


def test_the_language_of_a_refusal_is_the_aliases_not_the_kits() -> None:
    from briscola_teach.exercises.cards import mostra_carte

    set_language("es")
    with pytest.raises(KeywordError, match="non ha nessun argomento"):
        mostra_carte(["as de oros"], ancho=3)


def test_an_alias_needs_a_name_for_every_parameter() -> None:
    def helper(cards: list[str], colour: str) -> None:
        """A helper with a parameter no edition has named."""

    with pytest.raises(KeyError, match="colour"):
        alias(helper, "ayuda", language="es")


def test_every_edition_names_the_same_parameters() -> None:
    english = set(aliases.parameter_names("en"))
    for language in ("es", "it"):
        names = aliases.parameter_names(language)
        assert set(names) == english
        assert len(set(names.values())) == len(names), language  # no two parameters share a name
        assert all(word.isidentifier() for word in names.values())

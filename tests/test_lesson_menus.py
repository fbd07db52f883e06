"""The lessons name JupyterLab's menus as the student sees them, in the student's language."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest
from lab_menus import ITEMS, MENU, MENUS, shown
from lesson_editions import load

REPO = Path(__file__).resolve().parents[1]
editions = load()


def _student_locales() -> dict[str, str]:
    spec = importlib.util.spec_from_file_location("student_locales", REPO / "lab" / "student.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return dict(module.LAB_LOCALES)


LOCALES = _student_locales()


def _quotes(text: str, locale: str) -> dict[str, int]:
    """How often ``text`` names each menu and menu item, as shown in ``locale``."""
    counts = {}
    for label in ITEMS:  # longest first: an item's name may hold a shorter one
        name = shown(label, locale)
        counts[label] = text.count(name)
        text = text.replace(name, "\0")
    for label in MENUS:
        name = shown(label, locale, context=MENU)
        counts[label] = sum(text.count(f"{name} {arrow} ") + text.count(f"*{name}*") for arrow in "›▸")
    return counts


def test_every_edition_has_a_jupyterlab_locale_whose_pack_translates_the_quoted_items() -> None:
    assert set(LOCALES) == set(editions.LANGUAGES)
    for language, locale in LOCALES.items():
        if locale != "en":
            assert all(shown(label, locale) != label for label in ITEMS), (language, locale)


@pytest.mark.parametrize("lesson", editions.lessons(), ids=lambda lesson: lesson.path.stem)
def test_each_edition_names_the_menus_the_english_one_names_as_its_language_pack_shows_them(lesson) -> None:
    for cell in lesson.cells:
        english = _quotes(cell.texts["en"], "en")
        for language, locale in LOCALES.items():
            if language == "en":
                continue
            text = cell.texts[language]
            assert _quotes(text, locale) == english, (lesson.path.name, language, text[:300])
            for label in ITEMS:
                assert label.rstrip("…") not in text, f"{lesson.path.name} ({language}) quotes «{label}» in English"


def test_the_kits_own_texts_name_the_run_menu_as_the_language_pack_shows_it() -> None:
    for area in ("counting", "endgames", "student", "lite"):
        english = (REPO / "briscola_teach" / "locale" / "en" / f"{area}.py").read_text(encoding="utf-8")
        for language, locale in LOCALES.items():
            words = (REPO / "briscola_teach" / "locale" / language / f"{area}.py").read_text(encoding="utf-8")
            assert _quotes(words, locale) == _quotes(english, "en"), (area, language)

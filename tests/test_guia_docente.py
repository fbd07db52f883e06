"""The teacher's guides: the printable rules summary in each language and the links between their pages."""

from __future__ import annotations

import importlib.util
import re
import shutil
import subprocess
import sys
from pathlib import Path
from types import ModuleType
from urllib.parse import unquote

import pytest

DOCS = Path(__file__).resolve().parent.parent / "docs"
GUIDE = DOCS / "guia_docente"
SCRIPT = DOCS / "rules_sheet.py"
PAGE = GUIDE / "resumen_de_reglas.html"
#: Each language's guide folder and the rules sheet written into it.
GUIDES = {"es": GUIDE, "en": DOCS / "teachers_guide", "it": DOCS / "guida_docente"}
SHEETS = {"es": PAGE, "en": GUIDES["en"] / "rules_summary.html",
          "it": GUIDES["it"] / "riassunto_delle_regole.html"}
LANGUAGES = sorted(SHEETS)


def _load_script() -> ModuleType:
    spec = importlib.util.spec_from_file_location("rules_sheet", SCRIPT)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, str(SCRIPT), *args], capture_output=True, text=True,
                          timeout=120)


@pytest.fixture(scope="module")
def pages(tmp_path_factory: pytest.TempPathFactory) -> dict[str, str]:
    """Each language's page as the script writes it when run as a program."""
    folder = tmp_path_factory.mktemp("sheet")
    written = {}
    for language in LANGUAGES:
        out = folder / f"{language}.html"
        done = _run("--language", language, "--output", str(out))
        assert done.returncode == 0, done.stderr
        written[language] = out.read_text(encoding="utf-8")
    return written


@pytest.fixture(scope="module")
def written(pages: dict[str, str]) -> str:
    """The Spanish page as the script writes it."""
    return pages["es"]


def _plain(page: str) -> str:
    """The words a reader sees, without tags or SVG titles' markup."""
    return " ".join(re.sub(r"<[^>]+>", " ", page).split())


@pytest.mark.parametrize("language", LANGUAGES)
def test_script_writes_the_committed_page(pages: dict[str, str], language: str) -> None:
    sheet = SHEETS[language]
    assert sheet.read_text(encoding="utf-8") == pages[language], \
        f"{sheet.relative_to(DOCS.parent)} is stale: run docs/rules_sheet.py --language {language}"


def test_script_writes_the_spanish_page_by_default() -> None:
    script = _load_script()
    assert script.OUTPUTS == SHEETS
    assert script.sheet_html() == PAGE.read_text(encoding="utf-8")


def test_page_draws_the_kits_cards(written: str) -> None:
    from briscola_teach import Card, Suit, render

    # Four aces, the strength row, three tricks and the stock: SVG from briscola_teach.render.
    assert written.count("<svg") == 6
    row = "as, tres, rey, caballo, sota, siete, seis, cinco, cuatro, dos".split(", ")
    assert f'aria-label="{", ".join(f"{r} de copas" for r in row)}"' in written
    for rank in row:
        assert f"<title>{rank} de copas</title>" in written
    muestra = render.stock_svg(28, Card.parse("cinco de copas"), width=34, inline=True)
    assert muestra in written
    trick = render.trick_svg([(0, Card.parse("as de espadas")), (1, Card.parse("dos de copas"))],
                             trump=Suit.CUPS, winner=1, seat_names={0: "jugador 1", 1: "jugador 2"},
                             width=40, inline=True)
    assert trick in written


def test_page_states_the_order_of_strength_and_points(written: str) -> None:
    text = _plain(written)
    assert "as · tres · rey · caballo · sota · siete · seis · cinco · cuatro · dos" in text
    script = _load_script()
    order = [rank.name for rank in script.strength_order()]
    assert order == ["ACE", "THREE", "KING", "KNIGHT", "JACK", "SEVEN", "SIX", "FIVE", "FOUR", "TWO"]
    # The ten cards of a suit, strongest first, each labelled with its points.
    from briscola_teach import Card, Rank, Suit, render

    ranks = [Rank.ACE, Rank.THREE, Rank.KING, Rank.KNIGHT, Rank.JACK, Rank.SEVEN, Rank.SIX,
             Rank.FIVE, Rank.FOUR, Rank.TWO]
    row = [Card(rank, Suit.CUPS) for rank in ranks]
    points = ["11", "10", "4", "3", "2", "0", "0", "0", "0", "0"]
    assert render.hand_svg(row, width=46, labels=points, inline=True) in written
    assert "Un palo vale 30 puntos y la baraja entera 120" in text
    assert "suman 84 de los 120" in text


def test_page_states_who_takes_a_trick(written: str) -> None:
    text = _plain(written)
    assert "No hay ninguna obligación" in text
    assert "gana el triunfo más fuerte" in text
    assert "del palo de salida" in text and "no gana nunca" in text
    # The three pictured tricks name the winner the engine gives.
    assert "Gana la baza: jugador 2 · 14 puntos" in written   # rey and tres de bastos
    assert "Gana la baza: jugador 1 · 11 puntos" in written   # cuatro de bastos, as de oros
    assert "Gana la baza: jugador 2 · 11 puntos" in written   # as de espadas, dos de copas


def test_page_states_dealing_drawing_and_the_muestra(written: str) -> None:
    text = _plain(written)
    assert "tres cartas a cada jugador, de una en una" in text
    assert "boca arriba debajo del mazo" in text
    assert "la última carta que se roba" in text
    assert "primero el que ganó la baza" in text
    assert "el último en robar" in text
    # Dealt, draw rounds and tricks per table, from the engine's deals.
    for row in (("2", "40", "6", "17", "20"), ("3", "39 (sin el dos de copas)", "9", "10", "13"),
                ("4 (por parejas)", "40", "12", "7", "10")):
        cells = "".join(f"<td>{cell}</td>" for cell in row)
        assert cells in written


def test_page_states_how_a_hand_is_won(written: str) -> None:
    text = _plain(written)
    assert "llega a 61 de los 120" in text
    assert "Con 60 a 60 hay empate" in text
    assert "Tres jugadores : gana quien tiene más puntos" in text


@pytest.mark.parametrize(("language", "order", "winners", "rows"), [
    ("en", "ace · three · king · queen · jack · seven · six · five · four · two",
     ["player 2 takes it · 14 points", "player 1 takes it · 11 points",
      "player 2 takes it · 11 points"],
     [("2", "40", "6", "17", "20"), ("3", "39 (no two of hearts)", "9", "10", "13"),
      ("4 (in pairs)", "40", "12", "7", "10")]),
    ("it", "asso · tre · re · cavallo · fante · sette · sei · cinque · quattro · due",
     ["Prende: giocatore 2 · 14 punti", "Prende: giocatore 1 · 11 punti",
      "Prende: giocatore 2 · 11 punti"],
     [("2", "40", "6", "17", "20"), ("3", "39 (senza il due di coppe)", "9", "10", "13"),
      ("4 (a coppie)", "40", "12", "7", "10")]),
])
def test_other_editions_state_the_same_rules_in_their_words(
        pages: dict[str, str], language: str, order: str, winners: list[str],
        rows: list[tuple[str, ...]]) -> None:
    page = pages[language]
    text = _plain(page)
    assert f'<html lang="{language}">' in page
    assert order in text
    for winner in winners:
        assert winner in page
    for row in rows:
        assert "".join(f"<td>{cell}</td>" for cell in row) in page
    for number in ("30", "120", "84", "61"):
        assert f" {number} " in f" {text} ".replace(".", " ").replace(";", " ")


@pytest.mark.parametrize("language", LANGUAGES)
def test_each_page_names_and_draws_only_its_own_deck(pages: dict[str, str], language: str) -> None:
    from briscola_teach import DECK
    from briscola_teach.locale import LANGUAGES as ALL, STYLES, native_style

    style = native_style(language)
    own = {card.name(language, style=style) for card in DECK}
    every_name = {card.name(lang, style=other) for card in DECK for lang in ALL for other in STYLES}
    titles = set(re.findall(r"<title>([^<]+)</title>", pages[language]))
    drawn = titles & every_name
    assert len(drawn) == 16 and drawn <= own, drawn - own  # aces, a suit, the examples, the muestra
    foreign = {name for name in every_name - own
               if re.search(rf"(?<![\w']){re.escape(name)}(?!\w)", pages[language])}
    assert not foreign, foreign
    # The trump suit is named in the page's own words, on the pictures too.
    from briscola_teach import Suit

    trump = Suit.CUPS.name_in(language, style=style)
    assert pages[language].count(trump) >= 5


@pytest.mark.parametrize("language", LANGUAGES)
def test_page_is_self_contained_and_prints_on_a4(pages: dict[str, str], language: str) -> None:
    page = pages[language]
    assert "@page { size: A4 portrait" in page
    assert "<script" not in page and "<link" not in page and "<img" not in page
    addresses = set(re.findall(r"(?:https?:)?//[\w.-]+[^\s\"'<>)]*", page))
    assert addresses <= {"http://www.w3.org/2000/svg"}, addresses


def test_script_refuses_an_unknown_language_or_extra_arguments(tmp_path: Path) -> None:
    out = tmp_path / "a.html"
    done = _run("--language", "fr", "--output", str(out))
    assert done.returncode == 2 and "--language" in done.stderr and "'fr'" in done.stderr
    done = _run("--output", str(out), "b.html")
    assert done.returncode == 2 and "b.html" in done.stderr
    assert not out.exists()
    with pytest.raises(ValueError, match="'fr'.*es, en, it"):
        _load_script().sheet_html("fr")


def _chromium() -> str | None:
    for candidate in ("/usr/bin/chromium", "/usr/bin/chromium-browser"):
        if Path(candidate).exists():
            return candidate
    return shutil.which("chromium")


@pytest.mark.parametrize("language", LANGUAGES)
def test_page_fits_one_a4_sheet(tmp_path: Path, language: str) -> None:
    browser = _chromium()
    if browser is None:
        pytest.skip("no Chromium to print the page with")
    pdf = tmp_path / "sheet.pdf"
    subprocess.run([browser, "--headless", "--no-sandbox", "--disable-gpu", "--no-pdf-header-footer",
                    f"--user-data-dir={tmp_path / 'profile'}", f"--print-to-pdf={pdf}",
                    SHEETS[language].as_uri()], capture_output=True, timeout=120, check=False)
    if not pdf.exists():
        pytest.skip("Chromium could not print here")
    pages = re.findall(rb"/Type\s*/Page[^s]", pdf.read_bytes())
    assert len(pages) == 1


# ---------------------------------------------------------------------- links

_LINK = re.compile(r"\[[^\]]*\]\(([^)\s]+)(?:\s+\"[^\"]*\")?\)")


def _links(markdown: str) -> list[str]:
    without_code = re.sub(r"```.*?```", "", markdown, flags=re.S)
    without_code = re.sub(r"`[^`\n]*`", "", without_code)
    return _LINK.findall(without_code)


@pytest.mark.parametrize(("language", "expected"), [
    ("es", {"README.md", "preparar_la_clase.md", "resumen_de_reglas.md", "resumen_de_reglas.html",
            *(f"leccion_{n:02d}.md" for n in range(12))}),
    ("en", {"README.md", "class_setup.md", "rules_summary.md", "rules_summary.html",
            *(f"lesson_{n:02d}.md" for n in range(12))}),
    ("it", {"riassunto_delle_regole.html"}),
])
def test_guide_has_its_pages(language: str, expected: set[str]) -> None:
    names = {p.name for p in GUIDES[language].iterdir()}
    assert expected <= names, sorted(expected - names)


# Every Markdown page of every guide; the Italian one may still be growing: whatever it has.
GUIDE_PAGES = sorted(page for folder in GUIDES.values() for page in folder.glob("*.md"))


@pytest.mark.parametrize("page", GUIDE_PAGES, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_every_link_points_to_an_existing_file(page: Path) -> None:
    links = _links(page.read_text(encoding="utf-8"))
    assert links, f"{page.name} links nowhere"
    for link in links:
        if re.match(r"^[a-z]+:", link):
            pytest.fail(f"{page.name}: links outside the repository: {link}")
        target = unquote(link.split("#", 1)[0])
        if not target:
            continue
        assert (page.parent / target).resolve().exists(), f"{page.name}: broken link {link}"


def test_every_guide_is_checked_for_links() -> None:
    folders = {page.parent for page in GUIDE_PAGES}
    assert {GUIDES["es"], GUIDES["en"]} <= folders


def test_link_finder_sees_links_and_skips_code() -> None:
    sample = "Ver [la lección](leccion_01.md#a) y `[no](x.md)`.\n```\n[tampoco](y.md)\n```\n"
    assert _links(sample) == ["leccion_01.md#a"]


_LESSON_PAGES = sorted(GUIDE.glob("leccion_*.md"))


@pytest.mark.parametrize("page", _LESSON_PAGES, ids=lambda p: p.name)
def test_every_lesson_page_links_to_the_one_before_and_the_one_after(page: Path) -> None:
    number = int(page.stem.split("_")[1])
    navigation = page.read_text(encoding="utf-8").split("\n")[2]
    before = re.search(r"Anterior: \[lección (\d+)\]\(leccion_(\d+)\.md\)", navigation)
    after = re.search(r"Siguiente: \[lección (\d+)\]\(leccion_(\d+)\.md\)", navigation)
    last = len(_LESSON_PAGES) - 1
    assert (before is None) == (number == 0), navigation
    assert (after is None) == (number == last), navigation
    if before:
        assert before.groups() == (str(number - 1), f"{number - 1:02d}"), navigation
    if after:
        assert after.groups() == (str(number + 1), f"{number + 1:02d}"), navigation

"""A language is one folder: ``briscola_teach/locale/<code>/``, whose ``edition.toml`` declares its edition.

The fake language ``xx`` is added to a copy of the repository as a translator would start
it (docs/translating.md): the Spanish folder copied and its edition file told it is ``xx``,
plus what a translator writes anyway (the lessons' sources and notebooks, the guide).  `make lab`'s choice, the zero-install site, the rules sheet
and the index notebook then all take it, with no other file changed.
"""

from __future__ import annotations

import hashlib
import importlib.util
import json
import os
import re
import shutil
import subprocess
import sys
import tomllib
from pathlib import Path
from types import ModuleType

import pytest

from briscola_teach.locale import LANGUAGES
from briscola_teach.locale.editions import EditionError, choose, codes, edition, editions

REPO = Path(__file__).resolve().parents[1]
LOCALE = REPO / "briscola_teach" / "locale"
#: What the copy needs: the kit, the scripts that read the registry, the lessons and the guides.
PARTS = ("briscola_teach", "lab", "lite/build.py", "docs", "notebooks", "pyproject.toml")


def _copy(into: Path) -> None:
    ignore = shutil.ignore_patterns("__pycache__", ".ipynb_checkpoints")
    for part in PARTS:
        source = REPO / part
        if source.is_dir():
            shutil.copytree(source, into / part, ignore=ignore)
        else:
            (into / part).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(source, into / part)


def _add_xx(tree: Path) -> None:
    """Start the edition xx as a translator would: the Spanish folder, edition file, lessons and guide copied."""
    locale = tree / "briscola_teach" / "locale"
    shutil.copytree(locale / "es", locale / "xx", ignore=shutil.ignore_patterns("__pycache__"))
    declared = (locale / "xx" / "edition.toml").read_text(encoding="utf-8")
    for field, value in (("code", '"xx"'), ("order", "4"), ("name", '"Xx"'), ("notebooks", '"xx"'),
                         ("guide", '"guide_xx"'), ("locales", '["xx"]')):
        declared = re.sub(rf"^{field} = .*$", f"{field} = {value}", declared, count=1, flags=re.M)
    (locale / "xx" / "edition.toml").write_text(declared, encoding="utf-8")
    # What a translator writes in any case: the lessons (sources and notebooks) and the guide.
    shutil.copytree(tree / "notebooks" / "es", tree / "notebooks" / "xx")
    shutil.copytree(tree / "docs" / "guia_docente", tree / "docs" / "guide_xx")
    sources = tree / "notebooks" / "source"
    (sources / "xx").mkdir()
    for spanish in sorted((sources / "es").glob("*.md")):
        lines = spanish.read_text(encoding="utf-8").splitlines(keepends=True)
        kept = [line for line in lines if not line.startswith("<!-- lesson ")]
        (sources / "xx" / spanish.name).write_text("".join(kept), encoding="utf-8")


def _digests(root: Path) -> dict[str, str]:
    return {path.relative_to(root).as_posix(): hashlib.sha256(path.read_bytes()).hexdigest()
            for part in PARTS for path in ([root / part] if (root / part).is_file() else (root / part).rglob("*"))
            if path.is_file() and not {"__pycache__", ".ipynb_checkpoints"} & set(path.parts)}


def _script(path: Path, name: str) -> ModuleType:
    spec = importlib.util.spec_from_file_location(name, path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def tree(tmp_path_factory: pytest.TempPathFactory) -> Path:
    root = tmp_path_factory.mktemp("with_xx")
    _copy(root)
    _add_xx(root)
    return root


def test_adding_xx_changes_only_its_folders(tree: Path) -> None:
    before, after = _digests(REPO), _digests(tree)
    changed = {name for name in after if before.get(name) != after[name]}
    others = {name for name in changed if not name.startswith(
        ("briscola_teach/locale/xx/", "notebooks/xx/", "notebooks/source/xx/", "docs/guide_xx/"))}
    assert others == set()
    assert set(before) <= set(after)


def test_make_lab_opens_xx_for_an_xx_locale(tree: Path) -> None:
    student = _script(tree / "lab" / "student.py", "_student_with_xx")
    assert student.EDITIONS == ("es", "en", "it", "xx")
    assert student.terminal_language({"LANG": "xx_XX.UTF-8"}) == "xx"
    assert student.terminal_language({"LANG": "es_AR.UTF-8"}) == "es"
    assert student.LAB_LOCALES["xx"] == edition("es").lab_locale  # a copy of Spanish until the pack is named
    assert tree / "notebooks" / "xx" / "00_indice.ipynb" in student.shipped(tree / "notebooks")


def test_the_zero_install_site_stages_xx(tree: Path, tmp_path: Path) -> None:
    site = _script(tree / "lite" / "build.py", "_site_with_xx")
    assert site.EDITIONS == ("es", "en", "it", "xx") and "guide_xx" in site.GUIDES
    staged = site.stage_contents(tmp_path / "files", tree / "notebooks", tree / "docs")
    assert "xx/00_indice.ipynb" in staged and (tmp_path / "files" / "guide_xx" / "README.md").is_file()


def test_the_kit_the_rules_sheet_and_the_index_take_xx(tree: Path, tmp_path: Path) -> None:
    program = (
        "import json, sys; sys.path.insert(0, 'lab'); sys.path.insert(0, 'docs')\n"
        "import editions, rules_sheet\n"
        "from briscola_teach.locale import LANGUAGES, native_style, text\n"
        "assert rules_sheet.main(['--language', 'xx', '--output', sys.argv[1]]) == 0\n"
        "print(json.dumps({'kit': __import__('briscola_teach').__file__,"
        " 'languages': LANGUAGES, 'deck': native_style('xx'), 'game_over': text('engine.game_over', language='xx'),"
        " 'sheet': str(rules_sheet.OUTPUTS['xx'].relative_to(rules_sheet._DOCS)),"
        " 'index': editions.index_notebook().cells[0].source,"
        " 'links': editions.edition_links(editions.read('00'), 'es')}))\n")
    sheet = tmp_path / "xx.html"
    env = {**os.environ, "PYTHONPATH": str(tree)}
    run = subprocess.run([sys.executable, "-c", program, str(sheet)], cwd=tree, env=env, capture_output=True,
                         text=True, timeout=120)
    assert run.returncode == 0, run.stderr
    said = json.loads(run.stdout.splitlines()[-1])
    assert Path(said["kit"]).is_relative_to(tree)
    assert said["languages"] == ["es", "en", "it", "xx"] and said["deck"] == "spanish"
    assert said["game_over"] == "La mano ya ha terminado: no quedan cartas por jugar."
    assert said["sheet"] == "guide_xx/resumen_de_reglas.html"
    assert '<html lang="xx">' in sheet.read_text(encoding="utf-8")
    assert "| **[Xx](xx/00_indice.ipynb)** |" in said["index"]
    assert "[español](../docs/guide_xx/README.md)" in said["index"]
    assert said["links"] == ("Este curso en: [Español](../es/00_indice.ipynb) · [English](../en/00_index.ipynb)"
                             " · [Italiano](../it/00_indice.ipynb) · [Xx](../xx/00_indice.ipynb)")


# -- the registry itself -------------------------------------------------------------------

def test_the_kit_speaks_the_registrys_editions_in_their_order() -> None:
    assert LANGUAGES == codes() == ("es", "en", "it")
    assert [each.order for each in editions()] == sorted(each.order for each in editions())


@pytest.mark.parametrize(("locale", "chosen"), [
    ("es_MX.UTF-8", "es"), ("es_AR", "es"), ("it_CH.UTF-8", "it"), ("en_GB", "en"), ("C", "es"),
    ("POSIX", "es"), ("", "es"), ("de_DE.UTF-8", "en"), ("fr_FR@euro", "en")])
def test_the_machines_locale_chooses_an_edition(locale: str, chosen: str) -> None:
    assert choose({"LANG": locale}) == chosen


def test_lc_all_comes_before_lang() -> None:
    assert choose({"LC_ALL": "it_IT.UTF-8", "LANG": "es_ES.UTF-8"}) == "it"


def test_every_jupyterlab_language_pack_the_editions_name_is_in_the_lab_extra() -> None:
    extra = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))["project"]["optional-dependencies"]
    installed = {re.split(r"[<>=!~ ]", requirement)[0] for requirement in extra["lab"]}
    assert {each.lab_package for each in editions() if each.lab_package} <= installed


def test_an_edition_file_in_the_wrong_folder_is_refused(tmp_path: Path) -> None:
    (tmp_path / "zz").mkdir()
    (tmp_path / "zz" / "edition.toml").write_text((LOCALE / "es" / "edition.toml").read_text(encoding="utf-8"),
                                                  encoding="utf-8")
    with pytest.raises(EditionError, match="code 'es' in the folder 'zz'"):
        editions(tmp_path)


def test_an_edition_file_missing_a_field_names_it(tmp_path: Path) -> None:
    (tmp_path / "es").mkdir()
    declared = (LOCALE / "es" / "edition.toml").read_text(encoding="utf-8")
    (tmp_path / "es" / "edition.toml").write_text(re.sub(r"^deck = .*\n", "", declared, flags=re.M),
                                                  encoding="utf-8")
    with pytest.raises(EditionError, match="no 'deck'"):
        editions(tmp_path)

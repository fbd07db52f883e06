"""The zero-install site's build: pins that fit together, the lock pruned to the wheels served, hashes rewritten."""

from __future__ import annotations

import hashlib
import html
import importlib.util
import json
import re
import sys
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest
from packaging.requirements import Requirement

if sys.version_info >= (3, 11):
    import tomllib
else:  # pytest depends on tomli before Python 3.11
    import tomli as tomllib

REPO = Path(__file__).resolve().parents[1]


def _load(name: str) -> ModuleType:
    """A script of lite/ as a module."""
    spec = importlib.util.spec_from_file_location(f"lite_{name}", REPO / "lite" / f"{name}.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


build = _load("build")
PINS = build.load_pins()
GOOD = {"jupyterlite-core": PINS["jupyterlite-core"], "jupyterlite-pyodide-kernel": PINS["jupyterlite-pyodide-kernel"],
        "ipywidgets": "8.1.9", "jupyterlab-widgets": "3.0.17"}


def problems(**changes: Any) -> list[str]:
    versions = {**GOOD, **changes.pop("versions", {})}
    arguments = {"kernel_pyodide": PINS["pyodide"], "kernel_python": PINS["python"],
                 "widgets_requirement": "jupyterlab_widgets~=3.0.15", **changes}
    found: list[str] = build.pin_problems(PINS, versions=versions, **arguments)
    return found


def test_the_pins_fit_together() -> None:
    assert problems() == []


def test_a_kernel_made_for_another_pyodide_is_named() -> None:
    assert problems(kernel_pyodide="0.27.7") == [
        f"jupyterlite-pyodide-kernel {PINS['jupyterlite-pyodide-kernel']} is made for Pyodide 0.27.7, "
        f"but Pyodide {PINS['pyodide']} is pinned"]


def test_an_installed_version_other_than_the_pin_is_named() -> None:
    assert problems(versions={"jupyterlite-core": "0.7.0"}) == [
        f"jupyterlite-core {PINS['jupyterlite-core']} is pinned but 0.7.0 is installed"]


def test_widgets_front_end_that_ipywidgets_does_not_accept_is_named() -> None:
    assert problems(versions={"jupyterlab-widgets": "3.0.9"}) == [
        "ipywidgets needs jupyterlab_widgets~=3.0.15, but jupyterlab_widgets 3.0.9 is installed"]
    assert problems(versions={"jupyterlab-widgets": None}) == [
        "jupyterlab_widgets is not installed: the site would show no widgets"]


def test_pyproject_lite_extra_pins_what_the_build_pins() -> None:
    project = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    pinned = {Requirement(spec).name: str(Requirement(spec).specifier)
              for spec in project["optional-dependencies"]["lite"]}
    for name in ("jupyterlite-core", "jupyterlite-pyodide-kernel"):
        assert pinned[name] == f"=={PINS[name]}", (name, pinned)


LOCK: dict[str, Any] = {
    "info": {"python": "3.14.2"},
    "packages": {
        "ipython": {"name": "ipython", "version": "9.0", "file_name": "ipython-9.0-py3-none-any.whl",
                    "depends": ["traitlets", "Pygments"], "sha256": "old"},
        "traitlets": {"name": "traitlets", "version": "5.0", "file_name": "traitlets-5.0-py3-none-any.whl",
                      "depends": [], "sha256": "old"},
        "pygments": {"name": "Pygments", "version": "2.0", "file_name": "pygments-2.0-py3-none-any.whl",
                     "depends": [], "sha256": "old"},
        "numpy": {"name": "numpy", "version": "2.0", "file_name": "numpy-2.0-cp314-pyemscripten.whl",
                  "depends": [], "sha256": "old"},
    },
}


def test_closure_follows_dependencies_by_canonical_name() -> None:
    assert build.closure(LOCK, ["IPython"]) == ["ipython", "pygments", "traitlets"]
    with pytest.raises(build.BuildError, match="pandas is not in Pyodide's lock file"):
        build.closure(LOCK, ["pandas"])


def test_pruned_lock_keeps_only_the_wheels_served_with_their_own_hashes(tmp_path: Path) -> None:
    entries = {key: LOCK["packages"][key] for key in ("ipython", "traitlets", "pygments")}
    for entry in entries.values():
        (tmp_path / entry["file_name"]).write_bytes(entry["name"].encode())
    pruned = build.pruned_lock(LOCK, entries, tmp_path)
    assert sorted(pruned["packages"]) == ["ipython", "pygments", "traitlets"]  # numpy left out
    assert pruned["packages"]["traitlets"]["sha256"] == hashlib.sha256(b"traitlets").hexdigest()
    assert pruned["info"] == LOCK["info"] and LOCK["packages"]["traitlets"]["sha256"] == "old"


def test_pruned_lock_refuses_a_missing_wheel_or_dependency(tmp_path: Path) -> None:
    entries = {key: LOCK["packages"][key] for key in ("ipython", "traitlets")}
    for entry in entries.values():
        (tmp_path / entry["file_name"]).write_bytes(b"x")
    with pytest.raises(build.BuildError, match=r"ipython depends on \['Pygments'\]"):
        build.pruned_lock(LOCK, entries, tmp_path)
    (tmp_path / "traitlets-5.0-py3-none-any.whl").unlink()
    with pytest.raises(build.BuildError, match="traitlets-5.0-py3-none-any.whl but it is not in"):
        build.pruned_lock(LOCK, {"traitlets": LOCK["packages"]["traitlets"]}, tmp_path)


def test_the_site_never_falls_back_to_the_package_index() -> None:
    settings = build.site_config()["jupyter-config-data"]["litePluginSettings"][build.PYODIDE_KERNEL_PLUGIN]
    assert settings["disablePyPIFallback"] is True
    assert json.loads(json.dumps(build.site_config())) == build.site_config()


def _notebook(path: Path) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("{}", encoding="utf-8")


def test_contents_are_the_index_and_every_edition_and_nothing_else(tmp_path: Path) -> None:
    notebooks = tmp_path / "notebooks"
    for name in ("index.ipynb", "es/02_quien_gana_la_baza.ipynb", "en/02_who_takes_the_trick.ipynb",
                 "it/02_chi_prende.ipynb", "es/.ipynb_checkpoints/02-checkpoint.ipynb"):
        _notebook(notebooks / name)
    (notebooks / "source").mkdir()
    (notebooks / "source" / "02.md").write_text("# source", encoding="utf-8")
    assert build.stage_contents(tmp_path / "site", notebooks, tmp_path / "docs") == [
        "en/02_who_takes_the_trick.ipynb", "es/02_quien_gana_la_baza.ipynb", "index.ipynb",
        "it/02_chi_prende.ipynb"]


def test_contents_without_an_index_for_the_editions_are_refused(tmp_path: Path) -> None:
    _notebook(tmp_path / "notebooks" / "es" / "00_indice.ipynb")
    with pytest.raises(build.BuildError, match="has editions \\(es\\) but no index.ipynb"):
        build.stage_contents(tmp_path / "site", tmp_path / "notebooks")


def _markdown_cells(path: Path) -> str:
    book = json.loads(path.read_text(encoding="utf-8"))
    return "".join("".join(cell["source"]) for cell in book["cells"] if cell["cell_type"] == "markdown")


def test_the_guides_go_into_the_site_with_every_link_leading_inside_it(tmp_path: Path) -> None:
    site = tmp_path / "site"
    build.stage_contents(site)
    sheets = {"guia_docente": "resumen_de_reglas.html", "teachers_guide": "rules_summary.html",
              "guida_docente": "riassunto_delle_regole.html"}
    for guide, sheet in sheets.items():
        pages = sorted(path.name for path in (REPO / "docs" / guide).iterdir())
        assert sorted(path.name for path in (site / guide).iterdir()) == pages
        assert (site / guide / sheet).read_bytes() == (REPO / "docs" / guide / sheet).read_bytes()
    assert build.site_links(site) == {}
    lesson_page = (site / "guia_docente" / "leccion_01.md").read_text(encoding="utf-8")
    assert "](../es/01_cartas_y_puntos.ipynb)" in lesson_page and "../../notebooks/" not in lesson_page
    assert "](../rules_sheet.py)" in (site / "teachers_guide" / "rules_summary.md").read_text(encoding="utf-8")
    for index, guide in (("es/00_indice.ipynb", "guia_docente"), ("en/00_index.ipynb", "teachers_guide"),
                         ("it/00_indice.ipynb", "guida_docente")):
        assert f"](../{guide}/README.md)" in _markdown_cells(site / index), index
    start = _markdown_cells(site / "index.ipynb")
    assert all(f"]({guide}/README.md)" in start for guide in sheets)


def test_a_link_the_site_cannot_hold_is_named_and_nothing_is_rewritten_around_it(tmp_path: Path) -> None:
    _notebook(tmp_path / "notebooks" / "es" / "01_cartas_y_puntos.ipynb")
    (tmp_path / "notebooks" / "index.ipynb").write_text('{"cells": []}', encoding="utf-8")
    guide = tmp_path / "docs" / "guia_docente"
    guide.mkdir(parents=True)
    (guide / "README.md").write_text("[lección 1](../../notebooks/es/01_cartas_y_puntos.ipynb) · "
                                     "[el Makefile](../../Makefile)\n", encoding="utf-8")
    with pytest.raises(build.BuildError, match=r"README.md links ../../Makefile, which the site does not hold"):
        build.stage_contents(tmp_path / "site", tmp_path / "notebooks", tmp_path / "docs")


def test_links_are_rewritten_outside_code_with_their_anchors_and_addresses_elsewhere_kept() -> None:
    page_at = REPO / "docs" / "guia_docente" / "leccion_02.md"
    target = REPO / "notebooks" / "es" / "02_quien_gana_la_baza.ipynb"
    locate = {target.resolve(): Path("/site/es/02_quien_gana_la_baza.ipynb")}
    markdown = ("[la lección](../../notebooks/es/02_quien_gana_la_baza.ipynb#ejercicio) "
                "`[no](../../notebooks/es/02_quien_gana_la_baza.ipynb)` [fuera](https://example.org/a.md) "
                "[aquí](#plan)\n```\n[tampoco](../../x.md)\n```\n")
    assert build.rewrite_links(markdown, page_at=page_at, site_at=Path("/site/guia_docente/leccion_02.md"),
                               locate=locate) == markdown.replace(
        "(../../notebooks/es/02_quien_gana_la_baza.ipynb#ejercicio)", "(../es/02_quien_gana_la_baza.ipynb#ejercicio)")


def test_a_link_leading_nowhere_in_the_built_site_is_found(tmp_path: Path) -> None:
    (tmp_path / "guia_docente").mkdir()
    (tmp_path / "guia_docente" / "README.md").write_text(
        "[ok](leccion_01.md) [roto](leccion_02.md) [fuera](../../README.md) `[código](no.md)`\n", encoding="utf-8")
    (tmp_path / "guia_docente" / "leccion_01.md").write_text("[← guía](README.md#top)\n", encoding="utf-8")
    assert build.site_links(tmp_path) == {"guia_docente/README.md": ["leccion_02.md", "../../README.md"]}


def test_the_kernel_boots_with_its_own_packages_and_the_kit_in_one_step() -> None:
    settings = build.site_config()["jupyter-config-data"]["litePluginSettings"][build.PYODIDE_KERNEL_PLUGIN]
    packages = settings["loadPyodideOptions"]["packages"]
    # what the Pyodide kernel installs one by one when they are not loaded already (its worker's list)
    assert {"micropip", "piplite", "ipykernel", "comm", "pyodide-kernel", "jedi", "ipython"} <= set(packages)
    assert build.KIT in packages
    served = {*build.KERNEL_WHEELS, *PINS["extra_wheels"], build.KIT, *PINS["lock_wheels"]}
    assert set(packages) <= served, "the kernel would ask for a package the lock does not hold"


def test_the_kernels_own_wheels_go_into_the_lock_with_their_hashes(tmp_path: Path) -> None:
    share, into = tmp_path / "share", tmp_path / "pyodide"
    share.mkdir()
    into.mkdir()
    for name in ("piplite-0.8.6", "pyodide_kernel-0.8.6", "ipykernel-6.9.2"):
        (share / f"{name}-py3-none-any.whl").write_bytes(name.encode())
    entries = build.kernel_wheels(share, into=into)
    assert entries["pyodide-kernel"]["file_name"] == "pyodide_kernel-0.8.6-py3-none-any.whl"
    assert entries["ipykernel"]["depends"] == ["pyodide-kernel"]
    assert entries["piplite"]["sha256"] == hashlib.sha256(b"piplite-0.8.6").hexdigest()
    (share / "piplite-0.8.7-py3-none-any.whl").write_bytes(b"two")
    with pytest.raises(build.BuildError, match="expected one wheel of piplite"):
        build.kernel_wheels(share, into=tmp_path / "again")


def test_the_start_page_links_lessons_into_jupyterlab_and_other_files_as_themselves() -> None:
    page = build.start_page("# Brisca\n\n| | |\n|---|---|\n| **[Español](es/00_indice.ipynb)** | curso |\n\n"
                            "[guía](guia_docente/README.md) · [hoja](guia_docente/hoja_de_reglas.html#p1) · "
                            "[fuera](https://example.org/)", config='<script id="jupyter-config-data">{}</script>')
    assert '<a href="lab/index.html?path=es/00_indice.ipynb">Español</a>' in page
    assert 'href="lab/index.html?path=guia_docente/README.md"' in page
    assert 'href="files/guia_docente/hoja_de_reglas.html#p1"' in page
    assert 'href="https://example.org/"' in page
    assert "<title>Brisca</title>" in page and "<table>" in page
    assert '<script id="jupyter-config-data">{}</script>' in page, "JupyterLite's pages read their settings here"
    assert "config-utils" not in page, "the start page must not send the student on to JupyterLab"


def test_the_plugin_carries_the_catalogues_line_in_every_language() -> None:
    from briscola_teach.locale import LANGUAGES, text

    source = build.extension_source()
    assert "__TEXTS__" not in source
    for language in LANGUAGES:
        assert json.dumps(text("lite.still_picture", language=language), ensure_ascii=False) in source


def test_the_plugin_is_added_to_the_sites_extensions_under_its_content_hash(tmp_path: Path) -> None:
    config = {"jupyter-config-data": {"federated_extensions": [{"name": "other", "load": "static/x.js"}]}}
    (tmp_path / "jupyter-lite.json").write_text(json.dumps(config), encoding="utf-8")
    build.install_extension(tmp_path)
    written = json.loads((tmp_path / "jupyter-lite.json").read_text(encoding="utf-8"))
    entries = {e["name"]: e for e in written["jupyter-config-data"]["federated_extensions"]}
    assert set(entries) == {"other", build.EXTENSION}
    load = entries[build.EXTENSION]["load"]
    source = (tmp_path / "extensions" / build.EXTENSION / load).read_text(encoding="utf-8")
    assert load == f"static/remoteEntry.{hashlib.sha256(source.encode()).hexdigest()[:16]}.js"


def test_serve_caches_hashed_files_for_a_year_and_revalidates_the_rest() -> None:
    module = _load("serve")
    assert module.cache_control("/build/jlab_core.a86436d.js") == module.IMMUTABLE
    assert module.cache_control("/extensions/x/static/remoteEntry.c8c9eed2cdefdeac.js?v=1") == module.IMMUTABLE
    for path in ("/index.html", "/jupyter-lite.json", "/static/pyodide/pyodide.asm.wasm",
                 "/static/pyodide/briscola_teach-0.1.0-py3-none-any.whl", "/files/es/00_indice.ipynb"):
        assert module.cache_control(path) == module.REVALIDATE, path


def _notebook_text(text: str) -> str:
    return json.dumps({"cells": [{"cell_type": "markdown", "metadata": {}, "source": [text]}],
                       "metadata": {}, "nbformat": 4, "nbformat_minor": 5})


def test_each_shipped_notebook_carries_its_path_and_a_fingerprint_that_changes_with_it(tmp_path: Path) -> None:
    fingerprints = []
    for words in ("# Lección 1", "# Lección 1, corregida"):
        contents = tmp_path / str(len(fingerprints))
        (contents / "es").mkdir(parents=True)
        (contents / "es" / "01_x.ipynb").write_text(_notebook_text(words), encoding="utf-8")
        lessons = build.stamp_lessons(contents)
        stamp = json.loads((contents / "es" / "01_x.ipynb").read_text(encoding="utf-8"))["metadata"][build.STAMP]
        assert stamp == {"lesson": {"path": "es/01_x.ipynb", "version": lessons["es/01_x.ipynb"]}}
        fingerprints.append(lessons["es/01_x.ipynb"])
    assert fingerprints[0] != fingerprints[1]


def test_the_plugin_gets_every_text_in_every_language_with_its_fields_left_to_fill() -> None:
    from briscola_teach.locale import LANGUAGES

    source = build.extension_source({"es/01_x.ipynb": "0123"}, app_path="mesa.ipynb")
    assert "__TEXTS__" not in source and "__LESSONS__" not in source and "__APP_PATH__" not in source
    texts = json.loads(source.split("var TEXTS = ", 1)[1].split(";\n", 1)[0])
    assert set(texts) == set(LANGUAGES)
    for language in LANGUAGES:
        assert set(texts[language]) == {key.split(".", 1)[1] for key in build.EXTENSION_TEXTS}
        assert "{names}" in texts[language]["work_kept"] and "{file}" in texts[language]["work_bad"]
    assert 'var LESSONS = {"es/01_x.ipynb": "0123"};' in source and 'var APP_PATH = "mesa.ipynb";' in source


def test_the_start_pages_links_into_an_edition_set_its_menus_language(tmp_path: Path) -> None:
    (tmp_path / "index.html").write_text(
        '<body><a href="lab/index.html?path=es/00_indice.ipynb">Español</a>'
        '<a href="lab/index.html?path=it/00_indice.ipynb">Italiano</a>'
        '<a href="lab/index.html?path=guida_docente/README.md">Guida</a>'
        '<a href="files/x.html">x</a></body>', encoding="utf-8")
    build.add_start_page_extras(tmp_path, app_path="mesa.ipynb")
    page = (tmp_path / "index.html").read_text(encoding="utf-8")
    locales = build.menu_locales()
    assert f'path=es/00_indice.ipynb" data-locale="{locales["es"]}"' in page
    assert f'path=it/00_indice.ipynb" data-locale="{locales["it"]}"' in page
    assert f'path=guida_docente/README.md" data-locale="{locales["it"]}"' in page
    assert '<a href="files/x.html">x</a>' in page
    assert page.count('class="bt-table-link"') == 3 and "path=mesa.ipynb&amp;lang=it" in page


def test_the_file_browsers_toolbar_names_the_plugins_two_commands_for_the_students_work() -> None:
    source = build.extension_source()
    commands = set(re.findall(r"addCommand\('([^']+)'", source))
    toolbar = build.SITE_OVERRIDES[build.FILE_BROWSER_PLUGIN]["toolbar"]
    assert {item["command"] for item in toolbar} == {"briscola-teach:download-work", "briscola-teach:upload-work"}
    assert {item["command"] for item in toolbar} <= commands
    # After JupyterLab's own buttons (ranks 10 to 40), each under its own name.
    assert min(item["rank"] for item in toolbar) > 40 and len({item["name"] for item in toolbar}) == 2


def test_the_start_page_says_in_every_language_where_the_work_buttons_are(tmp_path: Path) -> None:
    from briscola_teach.locale import text

    (tmp_path / "index.html").write_text('<body><a href="lab/index.html?path=es/00_indice.ipynb">Español</a></body>',
                                         encoding="utf-8")
    build.add_start_page_extras(tmp_path, app_path=None)
    page = (tmp_path / "index.html").read_text(encoding="utf-8")
    assert page.count('class="bt-work-line"') == len(build.EDITIONS)
    for language in build.EDITIONS:
        line = build.work_line(language)
        for key in ("lite.work_download_button", "lite.work_upload_button"):
            assert text(key, language=language) in line
        assert f'<p class="bt-work-line" lang="{language}">{html.escape(line)}</p>' in page

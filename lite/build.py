"""Build the zero-install site: the lessons in JupyterLite, with Python (Pyodide) running in the browser.

Run from the repository (``make lite`` does, in the project's ``.venv``)::

    python lite/build.py                 # writes build/lite/
    python lite/build.py --output DIR

Every run starts from empty folders.  The steps:

1. check the pinned versions (``lite/pins.json``) against what is installed and against
   each other: jupyterlite-core and jupyterlite-pyodide-kernel of the same release, the
   kernel made for this Pyodide and its Python, ipywidgets matching the widget front end
   that goes into the site;
2. fetch the Pyodide runtime from the npm registry (``npm pack pyodide@VERSION``): the
   WebAssembly interpreter, its standard library, its loader and its lock file, no wheels;
3. fetch the pure-Python wheels the kernel needs, at the lock's versions (micropip,
   IPython and its dependencies, jedi), plus comm and ipywidgets, and build the kit's
   own wheel, all next to the runtime in ``static/pyodide/``;
4. rewrite the lock: only the packages whose wheels are there, each with its file's
   sha256, and the kit's entry depending on ipywidgets so ``import briscola_teach``
   loads both; the kernel's own wheels (piplite, pyodide-kernel, ipykernel) join them,
   so the kernel loads everything it needs and the kit in one step as it boots
   (``loadPyodideOptions``) instead of installing them one after another;
5. stage the contents: the start page, every edition's lessons, and the teacher's guides
   with their printable rules sheets, every relative link rewritten from where its page
   is in the repository to where it is in the site (and checked to lead to a file there);
6. run ``jupyter lite build`` with those contents and ``disablePyPIFallback``,
   so the site never asks anything of another address; Markdown pages open as pages, and the
   file browser's toolbar (which JupyterLab builds from its settings) holds the plugin's two
   buttons for the student's work;
7. put the start page at the site's address: the index notebook's text as a plain page
   (no Python starts for it) whose links open the lessons and guides in JupyterLab;
8. add the kit's JupyterLab plugin (``lite/extension.js``, a federated extension needing
   no build step): one kernel per browser tab, shared by every lesson and ended with the
   last one closed; a clean namespace when a lesson starts running after another; a
   screen whose model is gone shows its stored picture and one line saying to run the
   lesson; on a narrow screen the file browser starts closed; all of a student's work
   downloads as one .zip and comes back from it (the two buttons, and the File menu).

The site's files: ``index.ipynb``, one folder of lessons per edition (``es/``, ``en/``, ``it/``:
every edition ``briscola_teach/locale/<code>/edition.toml`` declares), each edition's guide
(``guia_docente/``, ``teachers_guide/``, ``guida_docente/``) and ``rules_sheet.py``.
``lite/serve.py`` serves the folder with the cache headers a web server should send.
"""

from __future__ import annotations

import argparse
import hashlib
import html
import importlib.util
import json
import os
import re
import shutil
import subprocess
import sys
import tarfile
import time
from collections.abc import Iterable
from importlib import metadata
from pathlib import Path
from urllib.parse import quote, unquote
from typing import Any

HERE = Path(__file__).resolve().parent
REPO = HERE.parent
PINS = HERE / "pins.json"
NOTEBOOKS = REPO / "notebooks"
#: The kit's edition registry (``briscola_teach/locale/<code>/edition.toml``), read as a file: no install needed.
LOCALE = REPO / "briscola_teach" / "locale"


def _registry() -> Any:
    name = f"_briscola_editions_{abs(hash(LOCALE))}"
    spec = importlib.util.spec_from_file_location(name, LOCALE / "editions.py")
    assert spec is not None and spec.loader is not None, LOCALE
    module = sys.modules[name] = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


REGISTRY = _registry()
#: The editions the site holds, each a folder of lessons, in the registry's order.
EDITIONS: tuple[str, ...] = REGISTRY.codes(LOCALE)
DEFAULT_LANGUAGE = EDITIONS[0]
KIT = "briscola-teach"
PYODIDE_KERNEL_PLUGIN = "@jupyterlite/pyodide-kernel-extension:kernel"
#: The kit's files that go into its wheel (the rest of the repository stays out).
KIT_FILES = ("pyproject.toml", "README.md", "briscola_teach")
DOCS = REPO / "docs"
#: The teacher's guides (one per edition), each staged whole as a folder of the site.
GUIDES: tuple[str, ...] = tuple(edition.guide for edition in REGISTRY.editions(LOCALE))
#: The script the guides name as the writer of their rules sheets, staged next to them.
DOC_FILES = ("rules_sheet.py",)
#: Markdown links ``[text](target)``; code spans and fenced blocks are left alone.
_LINK = re.compile(r"(\[[^\]]*\]\()([^)\s]+)((?:\s+\"[^\"]*\")?\))")
_CODE = re.compile(r"```.*?```|`[^`\n]*`", re.S)
#: The kernel's own wheels (shipped with jupyterlite-pyodide-kernel), served next to the runtime
#: and put in the lock so Pyodide loads them with the rest in one step: name -> (imports, depends).
KERNEL_WHEELS = {"piplite": (["piplite"], ["micropip"]),
                 "pyodide-kernel": (["pyodide_kernel"], ["comm", "ipython"]),
                 "ipykernel": (["ipykernel"], ["pyodide-kernel"])}
#: What the kernel loads as it boots, all at once: what it would otherwise install one by one
#: (micropip, piplite, then ipykernel, comm, pyodide-kernel, jedi, ipython), and the kit.
BOOT_PACKAGES = ["micropip", "piplite", "ipykernel", "comm", "pyodide-kernel", "jedi", "ipython", KIT]
#: The kit's JupyterLab plugin (one kernel per tab, still pictures, narrow screens), as a federated extension.
EXTENSION = "briscola-teach-lite"
EXTENSION_SOURCE = HERE / "extension.js"
#: The catalogue's texts the plugin shows (``lite.*``), each in every language.
EXTENSION_TEXTS = ("lite.still_picture", "lite.work_download", "lite.work_upload", "lite.work_download_button",
                   "lite.work_upload_button", "lite.work_file",
                   "lite.work_nothing", "lite.work_restored", "lite.work_kept", "lite.work_bad",
                   "lite.updated_lesson", "lite.updated_copy", "lite.updated_open", "lite.updated_kept")
#: The fields those texts take, which the plugin fills in.
EXTENSION_FIELDS = ("restored", "same", "names", "file", "copy")
#: Where a notebook's metadata says which shipped lesson it is a copy of, and of which version.
STAMP = "briscola_teach"
#: The app's card table (``make app-voila`` serves it with Voila), in the site as a page of its own.
APP_NOTEBOOK = REPO / "app" / "mesa.ipynb"
#: The site's kernel, for a notebook that names none.
PYODIDE_KERNELSPEC = {"name": "python", "display_name": "Python (Pyodide)", "language": "python"}
#: JupyterLab's settings the start page writes before it opens JupyterLab (the menus' language).
TRANSLATION_PLUGIN = "@jupyterlab/translation-extension:plugin"
#: The file browser's toolbar, which JupyterLab builds from these settings (a button added from code would be
#: dropped): the plugin's two commands for the student's work, after JupyterLab's own buttons (ranks 10-40).
FILE_BROWSER_PLUGIN = "@jupyterlab/filebrowser-extension:widget"
WORK_BUTTONS = [{"name": "briscola-download-work", "command": "briscola-teach:download-work", "rank": 50},
                {"name": "briscola-upload-work", "command": "briscola-teach:upload-work", "rank": 51}]
#: Markdown pages open as pages, not in the text editor; the work's buttons on the file browser's toolbar.
SITE_OVERRIDES = {"@jupyterlab/docmanager-extension:plugin": {"defaultViewers": {"markdown": "Markdown Preview"}},
                  FILE_BROWSER_PLUGIN: {"toolbar": WORK_BUTTONS}}


class BuildError(RuntimeError):
    """The site cannot be built as pinned: the message says which version or file is wrong."""


def log(message: str) -> None:
    """One line of progress."""
    print(f"[lite] {message}", flush=True)


def run(command: list[str], *, cwd: Path | None = None) -> str:
    """Run a command, return its output; fail with the command and its output."""
    done = subprocess.run(command, cwd=cwd, capture_output=True, text=True)
    if done.returncode != 0:
        raise BuildError(f"{' '.join(command)} failed ({done.returncode}):\n{done.stdout}\n{done.stderr}")
    return done.stdout


def canonical(name: str) -> str:
    """A package name as the lock and PyPI compare them."""
    return re.sub(r"[-_.]+", "-", name).lower()


def sha256(path: Path) -> str:
    """The file's sha256, as the lock writes it."""
    return hashlib.sha256(path.read_bytes()).hexdigest()


# -- 1. versions ------------------------------------------------------------------------


def load_pins(path: Path = PINS) -> dict[str, Any]:
    """The pinned versions."""
    pins: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    return pins


def installed(name: str) -> str | None:
    """The version of a Python package installed here, or None."""
    try:
        return metadata.version(name)
    except metadata.PackageNotFoundError:
        return None


def pin_problems(pins: dict[str, Any], *, versions: dict[str, str | None], kernel_pyodide: str | None,
                 kernel_python: str | None, widgets_requirement: str | None) -> list[str]:
    """Why the pins do not fit together or do not match what is installed (empty when they do)."""
    from packaging.requirements import Requirement

    problems = []
    for name in ("jupyterlite-core", "jupyterlite-pyodide-kernel"):
        if versions.get(name) != pins[name]:
            problems.append(f"{name} {pins[name]} is pinned but {versions.get(name) or 'none'} is installed")
    core, kernel = pins["jupyterlite-core"].split("."), pins["jupyterlite-pyodide-kernel"].split(".")
    if core[:2] != kernel[:2]:
        problems.append(f"jupyterlite-pyodide-kernel {pins['jupyterlite-pyodide-kernel']} needs "
                        f"jupyterlite-core {'.'.join(kernel[:2])}.x, not {pins['jupyterlite-core']}")
    if kernel_pyodide is not None and kernel_pyodide != pins["pyodide"]:
        problems.append(f"jupyterlite-pyodide-kernel {pins['jupyterlite-pyodide-kernel']} is made for "
                        f"Pyodide {kernel_pyodide}, but Pyodide {pins['pyodide']} is pinned")
    if kernel_python is not None and kernel_python != pins["python"]:
        problems.append(f"the kernel runs Python {kernel_python} in the browser, but {pins['python']} is pinned")
    widgets = versions.get("jupyterlab-widgets")
    if widgets is None:
        problems.append("jupyterlab_widgets is not installed: the site would show no widgets")
    elif widgets_requirement is not None and widgets not in Requirement(widgets_requirement).specifier:
        problems.append(f"ipywidgets needs {widgets_requirement}, but jupyterlab_widgets {widgets} is installed")
    if versions.get("ipywidgets") is None:
        problems.append("ipywidgets is not installed here, so its version for the site is unknown")
    return problems


def check_pins(pins: dict[str, Any]) -> dict[str, str | None]:
    """Check the pins against what is installed; return the installed versions."""
    names = ("jupyterlite-core", "jupyterlite-pyodide-kernel", "ipywidgets", "jupyterlab-widgets")
    versions = {name: installed(name) for name in names}
    kernel_pyodide = kernel_python = None
    try:
        from jupyterlite_pyodide_kernel import constants
    except ImportError:
        pass
    else:
        kernel_pyodide, kernel_python = constants.PYODIDE_VERSION, constants.PYODIDE_PYTHON_VERSION
    widgets_requirement = None
    if versions["ipywidgets"]:
        from packaging.requirements import Requirement

        for spec in metadata.requires("ipywidgets") or []:
            requirement = Requirement(spec)
            if canonical(requirement.name) == "jupyterlab-widgets" and requirement.marker is None:
                widgets_requirement = f"{requirement.name}{requirement.specifier}"
    problems = pin_problems(pins, versions=versions, kernel_pyodide=kernel_pyodide,
                            kernel_python=kernel_python, widgets_requirement=widgets_requirement)
    if problems:
        raise BuildError("the pinned versions do not fit:\n  " + "\n  ".join(problems)
                         + f"\n(pins in {PINS.relative_to(REPO)}; `make lite` installs the [lite] extra)")
    return versions


# -- 2. the runtime -----------------------------------------------------------------------


def fetch_pyodide(version: str, *, work: Path, into: Path) -> dict[str, Any]:
    """Unpack the npm package pyodide@version into ``into``; return its lock file."""
    if shutil.which("npm") is None:
        raise BuildError("npm is needed to fetch Pyodide from the npm registry (Debian/Ubuntu: apt-get install npm)")
    run(["npm", "pack", f"pyodide@{version}", "--pack-destination", str(work), "--silent"], cwd=work)
    archive = work / f"pyodide-{version}.tgz"
    if not archive.is_file():
        raise BuildError(f"npm pack did not write {archive.name}")
    with tarfile.open(archive) as tar:
        if hasattr(tarfile, "data_filter"):  # Python 3.10.12 and later
            tar.extractall(work / "npm", filter="data")
        else:
            tar.extractall(work / "npm")  # noqa: S202 (the npm registry's own package)
    package = work / "npm" / "package"
    found = json.loads((package / "package.json").read_text(encoding="utf-8"))["version"]
    if found != version:
        raise BuildError(f"npm gave pyodide {found}, not the pinned {version}")
    into.mkdir(parents=True)
    for path in package.iterdir():
        if path.suffix in (".map", ".ts") or path.name in ("package.json", "README.md") \
                or path.name.startswith("console"):
            continue  # source maps, type declarations and demo pages are not needed to run
        shutil.copy2(path, into / path.name)
    lock: dict[str, Any] = json.loads((into / "pyodide-lock.json").read_text(encoding="utf-8"))
    return lock


# -- 3. the wheels ------------------------------------------------------------------------


def closure(lock: dict[str, Any], names: Iterable[str]) -> list[str]:
    """The lock's packages these need, with their dependencies, by lock key."""
    packages = lock["packages"]
    keys = {canonical(key): key for key in packages}
    seen: list[str] = []
    todo = [canonical(name) for name in names]
    while todo:
        name = todo.pop()
        if name not in keys:
            raise BuildError(f"{name} is not in Pyodide's lock file")
        key = keys[name]
        if key in seen:
            continue
        seen.append(key)
        todo.extend(canonical(dep) for dep in packages[key]["depends"])
    return sorted(seen)


def download_wheels(wanted: dict[str, str], *, python: str, into: Path) -> dict[str, Path]:
    """The pure-Python wheel of each name==version, from the package index in one go, by name."""
    run([sys.executable, "-m", "pip", "download", "--quiet", "--no-deps", "--only-binary=:all:",
         "--python-version", python, "--dest", str(into), *(f"{n}=={v}" for n, v in sorted(wanted.items()))])
    found: dict[str, Path] = {}
    for name, version in wanted.items():
        stem = f"{canonical(name).replace('-', '_')}-{version}-"
        wheels = [path for path in into.glob("*.whl") if path.name.lower().startswith(stem)]
        if len(wheels) != 1 or not wheels[0].name.endswith("-none-any.whl"):
            raise BuildError(f"expected one pure-Python wheel of {name}=={version}, got {[p.name for p in wheels]}")
        found[name] = wheels[0]
    return found


def kernel_wheels(share: Path, *, into: Path) -> dict[str, dict[str, Any]]:
    """Copy the kernel's own wheels next to the runtime; return their lock entries."""
    entries = {}
    for name, (imports, depends) in KERNEL_WHEELS.items():
        found = sorted(share.glob(f"{canonical(name).replace('-', '_')}-*-py3-none-any.whl"))
        if len(found) != 1:
            raise BuildError(f"expected one wheel of {name} in {share}, found {[p.name for p in found]}")
        wheel = Path(shutil.copy2(found[0], into / found[0].name))
        entries[name] = lock_entry(name=name, version=wheel.name.split("-")[1], wheel=wheel, imports=imports,
                                   depends=depends)
    return entries


def kernel_share() -> Path:
    """Where jupyterlite-pyodide-kernel keeps the wheels its kernel installs as it boots."""
    share = Path(sys.prefix) / "share" / "jupyter" / "labextensions" / "@jupyterlite" / "pyodide-kernel-extension"
    return share / "static" / "pypi"


def build_kit_wheel(*, work: Path, into: Path) -> Path:
    """The kit's own wheel, built from a copy of its files (the source tree stays clean)."""
    source = work / "kit"
    source.mkdir()
    for name in KIT_FILES:
        path = REPO / name
        if path.is_dir():
            shutil.copytree(path, source / name, ignore=shutil.ignore_patterns("__pycache__", "*.pyc"))
        else:
            shutil.copy2(path, source / name)
    before = set(into.glob("*.whl"))
    run([sys.executable, "-m", "pip", "wheel", "--quiet", "--no-deps", "--wheel-dir", str(into), str(source)])
    new = sorted(set(into.glob("*.whl")) - before)
    if len(new) != 1:
        raise BuildError(f"building the kit's wheel gave {[p.name for p in new]}")
    return new[0]


def lock_entry(*, name: str, version: str, wheel: Path, imports: list[str], depends: list[str]) -> dict[str, Any]:
    """A lock file entry for a pure-Python wheel served next to the runtime."""
    return {
        "name": name, "version": version, "file_name": wheel.name, "install_dir": "site",
        "sha256": sha256(wheel), "package_type": "package", "imports": imports,
        "depends": depends, "unvendored_tests": False,
    }


def pruned_lock(lock: dict[str, Any], entries: dict[str, dict[str, Any]], folder: Path) -> dict[str, Any]:
    """The lock with only the packages whose wheels are in ``folder``, each hash the file's own."""
    packages = {}
    for key, entry in sorted(entries.items()):
        path = folder / entry["file_name"]
        if not path.is_file():
            raise BuildError(f"the lock names {entry['file_name']} but it is not in {folder}")
        missing = [dep for dep in entry["depends"] if canonical(dep) not in {canonical(k) for k in entries}]
        if missing:
            raise BuildError(f"{key} depends on {missing}, which the site does not have")
        packages[key] = {**entry, "sha256": sha256(path)}
    return {**lock, "packages": packages}


# -- 4. contents and the site --------------------------------------------------------------


def stage_contents(into: Path, notebooks: Path = NOTEBOOKS, docs: Path = DOCS) -> list[str]:
    """Copy what the site shows (the index page, every edition, the guides); return the lessons staged.

    Before there were editions the lessons were straight in ``notebooks``: they are copied as
    they are.  Every relative link of a page is rewritten to where its target is in the site.
    """
    into.mkdir(parents=True)
    ignore = shutil.ignore_patterns(".ipynb_checkpoints", "__pycache__")
    editions = [edition for edition in EDITIONS if (notebooks / edition).is_dir()]
    if editions:
        if not (notebooks / "index.ipynb").is_file():
            raise BuildError(f"{notebooks} has editions ({', '.join(editions)}) but no index.ipynb to pick one")
        shutil.copy2(notebooks / "index.ipynb", into / "index.ipynb")
        for edition in editions:
            shutil.copytree(notebooks / edition, into / edition, ignore=ignore)
    else:
        for notebook in sorted(notebooks.glob("*.ipynb")):
            shutil.copy2(notebook, into / notebook.name)
    staged = sorted(path.relative_to(into).as_posix() for path in into.rglob("*.ipynb"))
    if not staged:
        raise BuildError(f"no lessons found in {notebooks}")
    for name in [*GUIDES, *DOC_FILES]:
        if (docs / name).is_dir():
            shutil.copytree(docs / name, into / name, ignore=ignore)
        elif (docs / name).is_file():
            shutil.copy2(docs / name, into / name)
    # each staged file -> where it is in the repository, and the other way round
    places = {path: _repository_place(path.relative_to(into), notebooks=notebooks, docs=docs)
              for path in into.rglob("*") if path.is_file()}
    locate = {repository: staged for staged, repository in places.items()}
    for path in sorted(places):
        if path.suffix == ".md":
            page = path.read_text(encoding="utf-8")
            rewritten = rewrite_links(page, page_at=places[path], site_at=path, locate=locate)
            if rewritten != page:
                path.write_text(rewritten, encoding="utf-8")
        elif path.suffix == ".ipynb":
            _rewrite_notebook(path, page_at=places[path], locate=locate)
    return staged


def _repository_place(site_path: Path, *, notebooks: Path, docs: Path) -> Path:
    """Where a staged file comes from in the repository."""
    top = site_path.parts[0]
    if top in GUIDES or top in DOC_FILES:
        return (docs / site_path).resolve()
    return (notebooks / site_path).resolve()


def rewrite_links(markdown: str, *, page_at: Path, site_at: Path, locate: dict[Path, Path]) -> str:
    """The page with each relative link leading where its target is in the site; fail naming any it cannot place.

    ``page_at`` is where the page is in the repository, ``site_at`` where it is in the site,
    ``locate`` maps the repository's files to the site's.
    """
    def rewritten(match: re.Match[str]) -> str:
        target = match.group(2)
        if re.match(r"^[a-z][a-z0-9+.-]*:", target, re.I) or target.startswith(("#", "/")):
            return match.group(0)
        address, hash_, anchor = target.partition("#")
        wanted = (page_at.parent / unquote(address)).resolve()
        if wanted not in locate:
            raise BuildError(f"{page_at.relative_to(REPO) if REPO in page_at.parents else page_at} links "
                             f"{target}, which the site does not hold")
        relative = Path(os.path.relpath(locate[wanted], site_at.parent)).as_posix()
        return f"{match.group(1)}{relative}{hash_}{anchor}{match.group(3)}"

    pieces, last = [], 0
    for code in _CODE.finditer(markdown):
        pieces.append(_LINK.sub(rewritten, markdown[last:code.start()]))
        pieces.append(code.group(0))
        last = code.end()
    pieces.append(_LINK.sub(rewritten, markdown[last:]))
    return "".join(pieces)


def rewrite_notebook(text: str, *, page_at: Path, site_at: Path, locate: dict[Path, Path]) -> str:
    """A notebook's text with the links of its Markdown cells rewritten (as :func:`rewrite_links`).

    The text comes back unchanged, byte for byte, when no link changes.
    """
    book = json.loads(text)
    changed = False
    for cell in book.get("cells", []) if isinstance(book, dict) else []:
        if cell.get("cell_type") != "markdown":
            continue
        source = "".join(cell["source"]) if isinstance(cell["source"], list) else cell["source"]
        rewritten = rewrite_links(source, page_at=page_at, site_at=site_at, locate=locate)
        if rewritten != source:
            cell["source"] = rewritten.splitlines(keepends=True)
            changed = True
    return json.dumps(book, indent=1, ensure_ascii=False) + "\n" if changed else text


def _rewrite_notebook(path: Path, *, page_at: Path, locate: dict[Path, Path]) -> None:
    """Rewrite the links of a staged notebook's Markdown cells (the file is left as it is when none changes)."""
    text = path.read_text(encoding="utf-8")
    rewritten = rewrite_notebook(text, page_at=page_at, site_at=path, locate=locate)
    if rewritten != text:
        path.write_text(rewritten, encoding="utf-8")


def site_links(files: Path) -> dict[str, list[str]]:
    """Every relative link of the site's pages (Markdown and notebooks) that leads to no file of the site, by page."""
    broken: dict[str, list[str]] = {}
    for page in sorted([*files.rglob("*.md"), *files.rglob("*.ipynb")]):
        if page.suffix == ".md":
            texts = [page.read_text(encoding="utf-8")]
        else:
            book = json.loads(page.read_text(encoding="utf-8"))
            texts = ["".join(cell["source"]) for cell in book.get("cells", []) if cell.get("cell_type") == "markdown"]
        for markdown in texts:
            for target in _LINK.findall(_CODE.sub("", markdown)):
                link = target[1]
                if re.match(r"^[a-z][a-z0-9+.-]*:", link, re.I) or link.startswith("#"):
                    continue
                wanted = (page.parent / unquote(link.split("#", 1)[0])).resolve()
                if not wanted.is_file() or files.resolve() not in wanted.parents:
                    broken.setdefault(page.relative_to(files).as_posix(), []).append(link)
    return broken


def site_config() -> dict[str, Any]:
    """jupyter-lite.json for the site: no fall-back to the package index, ever."""
    return {
        "jupyter-lite-schema-version": 0,
        "jupyter-config-data": {
            "appName": "briscola_teach",
            "litePluginSettings": {
                PYODIDE_KERNEL_PLUGIN: {"disablePyPIFallback": True,
                                        "loadPyodideOptions": {"packages": BOOT_PACKAGES}},
            },
        },
    }


def build(output: Path, *, work: Path) -> dict[str, Any]:
    """Build the site into ``output`` (emptied first); return what went in."""
    started = time.monotonic()
    pins = load_pins()
    versions = check_pins(pins)
    for folder in (output, work):
        if folder.exists():
            shutil.rmtree(folder)
    work.mkdir(parents=True)
    source = work / "site"
    pyodide = source / "static" / "pyodide"

    log(f"Pyodide {pins['pyodide']} from the npm registry")
    lock = fetch_pyodide(pins["pyodide"], work=work, into=pyodide)
    if not lock["info"]["python"].startswith(pins["python"] + "."):
        raise BuildError(f"Pyodide {pins['pyodide']}'s lock is for Python {lock['info']['python']}, "
                         f"not the pinned {pins['python']}")

    entries: dict[str, dict[str, Any]] = {}
    wanted = closure(lock, pins["lock_wheels"])
    log(f"{len(wanted)} wheels at the lock's versions: {', '.join(wanted)}")
    versions_wanted = {key: lock["packages"][key]["version"] for key in wanted}
    extras = {name: extra["version"] or versions[name] for name, extra in pins["extra_wheels"].items()}
    wheels = download_wheels({**versions_wanted, **extras}, python=pins["python"], into=pyodide)
    for key in wanted:
        entries[key] = {**lock["packages"][key], "file_name": wheels[key].name, "unvendored_tests": False}
    for name, extra in pins["extra_wheels"].items():
        entries[name] = lock_entry(name=name, version=extras[name], wheel=wheels[name], imports=extra["imports"],
                                   depends=extra["depends"])
    entries.update(kernel_wheels(kernel_share(), into=pyodide))
    kit = build_kit_wheel(work=work, into=pyodide)
    kit_version = kit.name.split("-")[1]
    entries[KIT] = lock_entry(name=KIT, version=kit_version, wheel=kit, imports=["briscola_teach"],
                              depends=pins["kit_depends"])
    new_lock = pruned_lock(lock, entries, pyodide)
    (pyodide / "pyodide-lock.json").write_text(json.dumps(new_lock, indent=1, sort_keys=True) + "\n",
                                               encoding="utf-8")
    (source / "jupyter-lite.json").write_text(json.dumps(site_config(), indent=2) + "\n", encoding="utf-8")
    (source / "overrides.json").write_text(json.dumps(SITE_OVERRIDES, indent=2) + "\n", encoding="utf-8")

    contents = stage_contents(work / "contents")
    app_path = stage_app(work / "contents")
    lessons = stamp_lessons(work / "contents")
    log(f"{len(contents)} notebooks; jupyter lite build")
    run([str(Path(sys.executable).parent / "jupyter-lite"), "build", "--lite-dir", str(source),
         "--output-dir", str(output), "--contents", str(work / "contents"), "--apps", "lab",
         "--no-sourcemaps", "--no-unused-shared-packages"], cwd=work)
    write_start_page(output, work / "contents" / "index.ipynb")
    add_start_page_extras(output, app_path=app_path)
    install_extension(output, lessons, app_path=app_path)
    check_site(output, new_lock, contents)
    check_extras(output, app_path=app_path)
    size = sum(path.stat().st_size for path in output.rglob("*") if path.is_file())
    summary = {
        "output": str(output), "seconds": round(time.monotonic() - started, 1), "bytes": size,
        "pyodide": pins["pyodide"], "packages": {key: entry["version"] for key, entry in new_lock["packages"].items()},
        "notebooks": contents,
    }
    (output / "build-summary.json").write_text(json.dumps(summary, indent=2) + "\n", encoding="utf-8")
    shutil.rmtree(work)
    log(f"site in {output}: {size / 2**20:.1f} MiB, {len(contents)} notebooks, {summary['seconds']} s")
    return summary


_START_PAGE = """<!DOCTYPE html>
<html lang="{language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{title}</title>
<style>
body {{ font-family: system-ui, sans-serif; max-width: 46em; margin: 2em auto; padding: 0 1em; line-height: 1.5; color: #222; }}
table {{ border-collapse: collapse; }} td {{ padding: 0.4em 0.8em; vertical-align: top; }}
a {{ color: #0b5394; }} h1 {{ font-size: 1.8em; }}
</style>
{config}
</head>
<body class="bt-start-page">
{body}
</body>
</html>
"""


def start_page(markdown: str, *, config: str) -> str:
    """The site's address as a plain page (no Python starts for it): the start notebook's text, its links opening
    lessons and guides in JupyterLab and any other file as itself.

    ``config`` is JupyterLite's ``jupyter-config-data`` script, which its pages read from the site's root page.
    """
    import mistune

    def address(match: re.Match[str]) -> str:
        target = html.unescape(match.group(1))
        if re.match(r"^[a-z][a-z0-9+.-]*:", target, re.I) or target.startswith(("#", "/")):
            return match.group(0)
        path, hash_, anchor = target.partition("#")
        if path.endswith((".ipynb", ".md")):
            return f'href="lab/index.html?path={html.escape(quote(unquote(path)))}"'
        return f'href="files/{html.escape(path + hash_ + anchor)}"'

    body = mistune.create_markdown(plugins=["table"])(markdown)
    assert isinstance(body, str)
    title = next((line[2:].strip() for line in markdown.splitlines() if line.startswith("# ")), "briscola_teach")
    return _START_PAGE.format(language=DEFAULT_LANGUAGE, title=html.escape(title), config=config,
                              body=re.sub(r'href="([^"]*)"', address, body))


def write_start_page(output: Path, index: Path) -> None:
    """Put the start page at the site's address, where JupyterLite's page would send the student to the Launcher."""
    if not index.is_file():
        return
    book = json.loads(index.read_text(encoding="utf-8"))
    markdown = "\n\n".join("".join(cell["source"]) for cell in book["cells"] if cell["cell_type"] == "markdown")
    root = output / "index.html"
    config = re.search(r'<script id="jupyter-config-data".*?</script>', root.read_text(encoding="utf-8"), re.S)
    if config is None:
        raise BuildError(f"JupyterLite's {root.name} has no jupyter-config-data script to keep")
    root.write_text(start_page(markdown, config=config.group(0)), encoding="utf-8")


def extension_source(lessons: dict[str, str] | None = None, *, app_path: str | None = None) -> str:
    """The kit's plugin with the catalogue's texts it shows in every language, each shipped notebook's
    fingerprint (``lessons``, path -> fingerprint) and the card table's notebook (``app_path``)."""
    from briscola_teach.locale import LANGUAGES, text

    # The plugin fills the fields itself: each stays a {field} for it to replace.
    fields = {field: "{" + field + "}" for field in EXTENSION_FIELDS}
    texts = {language: {key.split(".", 1)[1]: text(key, language=language, **fields) for key in EXTENSION_TEXTS}
             for language in LANGUAGES}
    return (EXTENSION_SOURCE.read_text(encoding="utf-8")
            .replace("__TEXTS__", json.dumps(texts, ensure_ascii=False))
            .replace("__LESSONS__", json.dumps(lessons or {}, sort_keys=True))
            .replace("__APP_PATH__", json.dumps(app_path)))


def install_extension(output: Path, lessons: dict[str, str] | None = None, *, app_path: str | None = None) -> None:
    """Add the kit's plugin to the site as a federated extension whose file is named by its content's hash."""
    source = extension_source(lessons, app_path=app_path)
    load = f"static/remoteEntry.{hashlib.sha256(source.encode()).hexdigest()[:16]}.js"
    folder = output / "extensions" / EXTENSION
    (folder / "static").mkdir(parents=True)
    (folder / load).write_text(source, encoding="utf-8")
    entry = {"extension": "./extension", "load": load, "name": EXTENSION}
    (folder / "package.json").write_text(json.dumps({"name": EXTENSION, "jupyterlab": {"_build": entry}},
                                                    indent=2) + "\n", encoding="utf-8")
    path = output / "jupyter-lite.json"
    config = json.loads(path.read_text(encoding="utf-8"))
    data = config["jupyter-config-data"]
    data["federated_extensions"] = [*[e for e in data.get("federated_extensions", []) if e["name"] != EXTENSION],
                                    entry]
    path.write_text(json.dumps(config, indent=2) + "\n", encoding="utf-8")


def check_site(output: Path, lock: dict[str, Any], contents: list[str]) -> None:
    """Fail unless the built site has the local runtime, every locked wheel, the lessons, the guides with
    every link leading inside the site, and no PyPI fallback."""
    config = json.loads((output / "jupyter-lite.json").read_text(encoding="utf-8"))
    settings = config["jupyter-config-data"]["litePluginSettings"][PYODIDE_KERNEL_PLUGIN]
    if settings.get("pyodideUrl") != "./static/pyodide/pyodide.mjs":
        raise BuildError(f"the site's Pyodide URL is {settings.get('pyodideUrl')!r}, not the local copy")
    if settings.get("disablePyPIFallback") is not True:
        raise BuildError("the site would fall back to the package index")
    pyodide = output / "static" / "pyodide"
    for entry in lock["packages"].values():
        path = pyodide / entry["file_name"]
        if not path.is_file() or sha256(path) != entry["sha256"]:
            raise BuildError(f"{entry['file_name']} is missing from the site or differs from the lock")
    for notebook in contents:
        if not (output / "files" / notebook).is_file():
            raise BuildError(f"{notebook} is not in the site's files")
    missing = [guide for guide in GUIDES if (DOCS / guide).is_dir() and not (output / "files" / guide / "README.md").is_file()]
    if missing:
        raise BuildError(f"the teacher's guides {missing} are not in the site's files")
    broken = site_links(output / "files")
    if broken:
        raise BuildError("links in the site that lead nowhere in it: " + "; ".join(
            f"{page}: {', '.join(links)}" for page, links in broken.items()))
    page = (output / "index.html").read_text(encoding="utf-8")
    if "bt-start-page" not in page:
        raise BuildError("the site's address does not open the start page")
    for link in re.findall(r'href="lab/index.html\?path=([^"&]+)', page):
        if not (output / "files" / unquote(html.unescape(link))).is_file():
            raise BuildError(f"the start page links {unquote(link)}, which the site does not hold")
    extensions = {entry["name"]: entry for entry in config["jupyter-config-data"].get("federated_extensions", [])}
    if EXTENSION not in extensions or not (output / "extensions" / EXTENSION / extensions[EXTENSION]["load"]).is_file():
        raise BuildError(f"the kit's plugin ({EXTENSION}) is not in the site")
    toolbar = config["jupyter-config-data"].get("settingsOverrides", {}).get(FILE_BROWSER_PLUGIN, {}).get("toolbar")
    if toolbar != WORK_BUTTONS:
        raise BuildError(f"the file browser's toolbar in the site's settings is {toolbar!r}, without the work's buttons")
    viewers = config["jupyter-config-data"].get("settingsOverrides", {}).get(
        "@jupyterlab/docmanager-extension:plugin", {}).get("defaultViewers", {})
    if viewers.get("markdown") != "Markdown Preview":
        raise BuildError("the site would open the guide's pages in the text editor, not as pages")


def stage_app(into: Path, notebook: Path = APP_NOTEBOOK) -> str | None:
    """Put the app's card table (its notebook, as ``make app-voila`` serves it) at the top of the site; its path there."""
    if not notebook.is_file():
        return None
    book = json.loads(notebook.read_text(encoding="utf-8"))
    # Voila picks the kernel itself; JupyterLab would ask, unless the notebook names one and its language
    # (as the lessons do).
    lessons = sorted(into.rglob("*.ipynb"))
    metadata = json.loads(lessons[0].read_text(encoding="utf-8"))["metadata"] if lessons else {}
    book.setdefault("metadata", {}).setdefault("kernelspec", metadata.get("kernelspec", PYODIDE_KERNELSPEC))
    book["metadata"].setdefault("language_info", metadata.get("language_info", {"name": "python"}))
    (into / notebook.name).write_text(json.dumps(book, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    return notebook.name


def stamp_lessons(contents: Path) -> dict[str, str]:
    """Stamp each staged notebook with its path and fingerprint (in its metadata); return path -> fingerprint.

    A student's saved copy keeps the stamp, so the site can tell a copy of an older version
    of the lesson from the one it ships.
    """
    lessons = {}
    for path in sorted(contents.rglob("*.ipynb")):
        site_path = path.relative_to(contents).as_posix()
        text = path.read_text(encoding="utf-8")
        lessons[site_path] = hashlib.sha256(text.encode("utf-8")).hexdigest()[:16]
        book = json.loads(text)
        book.setdefault("metadata", {})[STAMP] = {"lesson": {"path": site_path, "version": lessons[site_path]}}
        path.write_text(json.dumps(book, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    return lessons


def menu_locales() -> dict[str, str]:
    """JupyterLab's locale for each edition (``make lab``'s, in lab/student.py), e.g. es -> es_ES."""
    import importlib.util

    spec = importlib.util.spec_from_file_location("lab_student", REPO / "lab" / "student.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return dict(module.LAB_LOCALES)


#: The start page's script: a link into an edition first sets JupyterLab's language to that
#: edition's (in the browser storage JupyterLite reads its settings from), then opens.
_START_SCRIPT = """<script>
(function () {
  // JupyterLite's name for the site's storage: one per site folder (its baseUrl, this page's folder).
  var DB = 'JupyterLite Storage - ' + new URL('./', location.href).pathname, STORE = 'settings', KEY = %(key)s;
  function setLocale(locale) {
    return new Promise(function (resolve) {
      var timer = setTimeout(resolve, 2000);
      function done() { clearTimeout(timer); resolve(); }
      function write(db) {
        var tx = db.transaction(STORE, 'readwrite'), store = tx.objectStore(STORE), get = store.get(KEY);
        get.onsuccess = function () {
          var raw = {};
          try { raw = get.result ? JSON.parse(get.result) : {}; } catch (error) { raw = {}; }
          raw.locale = locale;
          store.put(JSON.stringify(raw, null, 2), KEY);
        };
        tx.oncomplete = function () { db.close(); done(); };
        tx.onerror = tx.onabort = function () { db.close(); done(); };
      }
      function open(version) {
        var request = version ? indexedDB.open(DB, version) : indexedDB.open(DB);
        request.onupgradeneeded = function () {
          if (!request.result.objectStoreNames.contains(STORE)) request.result.createObjectStore(STORE);
        };
        request.onerror = request.onblocked = done;
        request.onsuccess = function () {
          var db = request.result;
          if (db.objectStoreNames.contains(STORE)) return write(db);
          var next = db.version + 1;
          db.close();
          open(next);
        };
      }
      try { open(0); } catch (error) { done(); }
    });
  }
  document.addEventListener('click', function (event) {
    var link = event.target.closest && event.target.closest('a[data-locale]');
    if (!link || event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    setLocale(link.getAttribute('data-locale')).then(function () { location.href = link.href; });
  });
})();
</script>
"""


def work_line(language: str) -> str:
    """The start page's line saying where the buttons for the student's work are, naming them as they read."""
    from briscola_teach.locale import text

    return text("lite.work_where", language=language, download=text("lite.work_download_button", language=language),
                upload=text("lite.work_upload_button", language=language))


def add_start_page_extras(output: Path, *, app_path: str | None) -> None:
    """The start page's links into an edition open JupyterLab in that edition's language (its menus from the
    language packs), and the page offers the card table alone, in each language."""
    from briscola_teach.locale import text

    root = output / "index.html"
    page = root.read_text(encoding="utf-8")
    locales = menu_locales()
    folders = {**{edition: edition for edition in EDITIONS}, **dict(zip(GUIDES, EDITIONS))}

    def tagged(match: re.Match[str]) -> str:
        top = unquote(html.unescape(match.group(1))).split("/", 1)[0]
        language = folders.get(top)
        if language is None or language not in locales:
            return match.group(0)
        return f'{match.group(0)} data-locale="{locales[language]}"'

    page = re.sub(r'href="lab/index\.html\?path=([^"&]+)"', tagged, page)
    if app_path is not None:
        links = "".join(
            f'<li><a class="bt-table-link" lang="{language}" data-locale="{locales[language]}" '
            f'href="lab/index.html?path={quote(app_path)}&amp;lang={language}">'
            f'{html.escape(text("lite.table_link", language=language))}</a></li>\n'
            for language in EDITIONS if language in locales)
        page = page.replace("</body>", f'<ul class="bt-table-links">\n{links}</ul>\n</body>')
    lines = "".join(
        f'<p class="bt-work-line" lang="{language}">{html.escape(work_line(language))}</p>\n' for language in EDITIONS)
    page = page.replace("</body>", f'<div class="bt-work-lines">\n{lines}</div>\n</body>')
    page = page.replace("</body>", _START_SCRIPT % {"key": json.dumps(TRANSLATION_PLUGIN)} + "</body>")
    root.write_text(page, encoding="utf-8")


def check_extras(output: Path, *, app_path: str | None) -> None:
    """Fail unless the site holds the menus' translations of every edition's language and the card table."""
    for locale in sorted(set(menu_locales().values()) - {"en"}):
        pack = output / "api" / "translations" / f"{locale}.json"
        if not pack.is_file() or not json.loads(pack.read_text(encoding="utf-8")).get("data"):
            raise BuildError(f"the site has no JupyterLab menus in {locale} (api/translations/{locale}.json): "
                             f"is jupyterlab-language-pack-{locale.replace('_', '-')} installed where it is built?")
    page = (output / "index.html").read_text(encoding="utf-8")
    if "data-locale=" not in page:
        raise BuildError("the start page's links do not set JupyterLab's language")
    if page.count('class="bt-work-line"') != len(EDITIONS):
        raise BuildError("the start page does not say in every language where the buttons for the student's work are")
    if app_path is not None and not ((output / "files" / app_path).is_file() and "bt-table-link" in page):
        raise BuildError(f"the card table ({app_path}) is not in the site or not on its start page")


def main(argv: list[str] | None = None) -> int:
    """Build the site; print the reason and exit 1 when it cannot be built."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--output", type=Path, default=REPO / "build" / "lite")
    parser.add_argument("--work", type=Path, default=REPO / "build" / "lite-work")
    args = parser.parse_args(argv)
    try:
        build(args.output.resolve(), work=args.work.resolve())
    except BuildError as error:
        print(f"make lite: {error}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""The app view's files: the notebook builds the app screen, and `make app` serves it on this machine only."""

from __future__ import annotations

import importlib.util
import json
import os
from pathlib import Path
from types import ModuleType

import pytest

from briscola_teach.widgets.app import TableApp

REPO = Path(__file__).resolve().parents[1]
APP = REPO / "app"


def _serve() -> ModuleType:
    spec = importlib.util.spec_from_file_location("serve", APP / "serve.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_app_notebook_shows_one_table_app_and_no_lesson_code(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    notebook = json.loads((APP / "mesa.ipynb").read_text(encoding="utf-8"))
    assert notebook["metadata"]["kernelspec"]["name"] == "python3"
    code = ["".join(cell["source"]) for cell in notebook["cells"] if cell["cell_type"] == "code"]
    assert len(code) == 1
    monkeypatch.setenv("BRISCOLA_APP_DATA", str(tmp_path))
    namespace: dict[str, object] = {}
    *body, last = code[0].strip().splitlines()
    exec("\n".join(body), namespace)  # noqa: S102 - our own notebook
    screen = eval(last, namespace)  # noqa: S307 - its last line is the screen Voilà shows
    assert isinstance(screen, TableApp)
    assert screen.save_dir.parent == tmp_path
    assert screen.table.delay > 0  # the machine plays at a human pace


def test_voila_listens_on_127_0_0_1_without_a_browser_and_with_the_apps_template() -> None:
    command = _serve().voila_command(8877)
    assert command[1:4] == ["-m", "voila", str(APP / "mesa.ipynb")]
    for option in ("--no-browser", "--Voila.ip=127.0.0.1", "--Voila.port=8877", "--template=briscola"):
        assert option in command


def test_the_apps_template_comes_first_and_the_data_folder_is_passed_on(tmp_path: Path) -> None:
    serve = _serve()
    env = serve.voila_environment(str(tmp_path / "datos"), base={"JUPYTER_PATH": "/elsewhere"})
    assert env["JUPYTER_PATH"].split(os.pathsep) == [str(APP / "share"), "/elsewhere"]
    assert env["BRISCOLA_APP_DATA"] == str(tmp_path / "datos")
    assert "BRISCOLA_APP_DATA" not in serve.voila_environment(None, base={})
    template = APP / "share" / "voila" / "templates" / "briscola"
    assert json.loads((template / "conf.json").read_text(encoding="utf-8"))["base_template"] == "lab"

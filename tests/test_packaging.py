"""Packaging: environment.yml mirrors pyproject.toml, and notebooks are stored already run."""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path
from typing import Any

import pytest
import yaml  # PyYAML comes with JupyterLab (through jupyter_events)
from packaging.requirements import Requirement
from packaging.utils import canonicalize_name

if sys.version_info >= (3, 11):
    import tomllib
else:  # pytest depends on tomli before Python 3.11
    import tomli as tomllib

REPO = Path(__file__).resolve().parents[1]
NOTEBOOKS = REPO / "notebooks"

#: PyPI names that conda-forge spells differently.
CONDA_NAMES = {"playwright": "playwright-python"}
_PYPI_NAMES = {conda: pypi for pypi, conda in CONDA_NAMES.items()}


def _minimum(requirement: Requirement) -> str | None:
    floors = [spec.version for spec in requirement.specifier if spec.operator in (">=", "==", "~=")]
    return floors[0] if floors else None


def pyproject_requirements(text: str) -> dict[str, str | None]:
    """Every dependency of the project (runtime and all extras) with its minimum version, plus python."""
    project = tomllib.loads(text)["project"]
    own_name = canonicalize_name(project["name"])
    specs = list(project.get("dependencies", []))
    for extra in project.get("optional-dependencies", {}).values():
        specs.extend(extra)
    found: dict[str, str | None] = {"python": project["requires-python"].removeprefix(">=")}
    for spec in specs:
        requirement = Requirement(spec)
        name = canonicalize_name(requirement.name)
        if name != own_name:  # "briscola_teach[lab]" pulls in our own extra
            found[name] = _minimum(requirement)
    return found


def environment_requirements(text: str) -> dict[str, str | None]:
    """Every package environment.yml asks for (conda and pip), by PyPI name, with its minimum version."""
    specs: list[str] = []
    for entry in yaml.safe_load(text)["dependencies"]:
        if isinstance(entry, dict):
            specs.extend(spec for spec in entry.get("pip", []) if not spec.startswith("-"))
        elif entry != "pip":
            specs.append(entry)
    found: dict[str, str | None] = {}
    for spec in specs:
        requirement = Requirement(spec)
        name = canonicalize_name(requirement.name)
        found[_PYPI_NAMES.get(name, name)] = _minimum(requirement)
    return found


def drift(pyproject: dict[str, str | None], environment: dict[str, str | None]) -> list[str]:
    """How environment.yml differs from pyproject.toml, one sentence per difference."""
    problems = []
    for name in sorted(pyproject.keys() - environment.keys()):
        problems.append(f"{name} is in pyproject.toml but not in environment.yml")
    for name in sorted(environment.keys() - pyproject.keys()):
        problems.append(f"{name} is in environment.yml but not in pyproject.toml")
    for name in sorted(pyproject.keys() & environment.keys()):
        if pyproject[name] != environment[name]:
            problems.append(f"{name}: pyproject.toml asks for >={pyproject[name]}, "
                            f"environment.yml for >={environment[name]}")
    return problems


def test_environment_yml_lists_the_same_dependencies_and_minimums_as_pyproject() -> None:
    pyproject = pyproject_requirements((REPO / "pyproject.toml").read_text(encoding="utf-8"))
    environment = environment_requirements((REPO / "environment.yml").read_text(encoding="utf-8"))
    assert drift(pyproject, environment) == []


def test_drift_names_a_missing_an_extra_and_an_older_package() -> None:
    pyproject = pyproject_requirements((REPO / "pyproject.toml").read_text(encoding="utf-8"))
    text = (REPO / "environment.yml").read_text(encoding="utf-8")
    assert re.search(r"^  - pandas>=", text, re.M) and re.search(r"^  - mypy>=", text, re.M)
    text = re.sub(r"^  - pandas>=.*\n", "", text, flags=re.M)
    text = re.sub(r"^  - mypy>=\S+", "  - mypy>=0.900", text, flags=re.M)
    text = text.replace("  - pip:\n", "  - pip:\n      - scipy>=1.0\n")
    problems = drift(pyproject, environment_requirements(text))
    assert problems == [
        "pandas is in pyproject.toml but not in environment.yml",
        "scipy is in environment.yml but not in pyproject.toml",
        f"mypy: pyproject.toml asks for >={pyproject['mypy']}, environment.yml for >=0.900",
    ]


def test_every_dependency_states_a_minimum_version() -> None:
    pyproject = pyproject_requirements((REPO / "pyproject.toml").read_text(encoding="utf-8"))
    assert [name for name, minimum in pyproject.items() if minimum is None] == []


def test_environment_yml_installs_the_kit_itself_from_its_folder() -> None:
    environment = yaml.safe_load((REPO / "environment.yml").read_text(encoding="utf-8"))
    pip = [entry["pip"] for entry in environment["dependencies"] if isinstance(entry, dict)]
    assert pip and "-e ." in pip[0]
    assert environment["channels"] == ["conda-forge"]


# -- notebooks are stored as a clean top-to-bottom run --------------------------------


def stored_run_problems(notebook: dict[str, Any]) -> list[str]:
    """Why a stored notebook is not a clean top-to-bottom run with outputs (empty when it is)."""
    problems = []
    kernel = notebook.get("metadata", {}).get("kernelspec", {}).get("name")
    if kernel != "python3":
        problems.append(f"kernelspec is {kernel!r}, not 'python3' (JupyterLab would ask for a kernel)")
    expected = 1
    for number, cell in enumerate(notebook["cells"], start=1):
        source = "".join(cell["source"]) if isinstance(cell["source"], list) else cell["source"]
        if cell["cell_type"] != "code" or not source.strip():
            continue
        count = cell.get("execution_count")
        if count is None:
            problems.append(f"cell {number} was never run (no execution count)")
        elif count != expected:
            problems.append(f"cell {number} ran as [{count}], expected [{expected}]: not one run from the top")
        expected = (count or expected) + 1
    return problems


def _stems() -> list[Any]:
    stems = sorted(str(path.relative_to(NOTEBOOKS).with_suffix("")) for path in NOTEBOOKS.glob("*/*.ipynb"))
    return stems or [pytest.param("", marks=pytest.mark.skip(reason="no notebooks in notebooks/ yet"))]


@pytest.mark.parametrize("stem", _stems())
def test_notebook_is_stored_as_one_run_from_the_top_with_outputs(stem: str) -> None:
    notebook = json.loads((NOTEBOOKS / f"{stem}.ipynb").read_text(encoding="utf-8"))
    assert stored_run_problems(notebook) == []
    assert any(cell.get("outputs") for cell in notebook["cells"] if cell["cell_type"] == "code"), \
        "no code cell has a stored output"


def test_stored_run_check_flags_unrun_and_out_of_order_cells() -> None:
    def code(source: str, count: int | None) -> dict[str, Any]:
        return {"cell_type": "code", "source": source, "execution_count": count, "outputs": []}

    notebook = {
        "metadata": {"kernelspec": {"name": "python3"}},
        "cells": [code("a = 1", 1), {"cell_type": "markdown", "source": "text"}, code("", None),
                  code("b = 2", 3), code("c = 3", None)],
    }
    assert stored_run_problems(notebook) == [
        "cell 4 ran as [3], expected [2]: not one run from the top",
        "cell 5 was never run (no execution count)",
    ]
    notebook["metadata"] = {"kernelspec": {"name": "other"}}
    notebook["cells"] = [code("a = 1", 1)]
    assert stored_run_problems(notebook) == [
        "kernelspec is 'other', not 'python3' (JupyterLab would ask for a kernel)"]


@pytest.mark.parametrize("stem", _stems())
def test_notebook_keeps_no_widget_state_so_web_pages_show_the_still_pictures(stem: str) -> None:
    """Without saved widget state, a static page falls back to each screen's text/html picture."""
    notebook = json.loads((NOTEBOOKS / f"{stem}.ipynb").read_text(encoding="utf-8"))
    assert "widgets" not in notebook.get("metadata", {})
    screens = [
        output
        for cell in notebook["cells"] if cell["cell_type"] == "code"
        for output in cell.get("outputs", [])
        if "application/vnd.jupyter.widget-view+json" in output.get("data", {})
    ]
    assert all("text/html" in output["data"] for output in screens), "a screen without a still picture"

"""The editions build (``lab/editions.py``) as a module the tests can import: it is a tool, not part of the kit."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

PATH = Path(__file__).resolve().parents[1] / "lab" / "editions.py"


def load() -> ModuleType:
    """``lab/editions.py``, loaded once per test run."""
    if "editions" in sys.modules:
        return sys.modules["editions"]
    spec = importlib.util.spec_from_file_location("editions", PATH)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # its dataclasses look their module up there
    spec.loader.exec_module(module)
    return module


def load_splitter() -> ModuleType:
    """``lab/split_sources.py``, which reads with the build's own reader (loaded first)."""
    load()
    spec = importlib.util.spec_from_file_location("split_sources", PATH.with_name("split_sources.py"))
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module

"""The Jupyter server of `make lab` (lab/student.py passes it with --config).

Each lesson is saved with its screens as still pictures: see ``as_still_pictures`` in
lab/student.py.
"""

import importlib.util
from pathlib import Path

_spec = importlib.util.spec_from_file_location("briscola_student", Path(__file__).resolve().parents[1] / "student.py")
assert _spec is not None and _spec.loader is not None
_student = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(_student)

c = get_config()  # noqa: F821 - given by the config loader
c.FileContentsManager.pre_save_hook = _student.as_still_pictures

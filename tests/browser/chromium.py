"""Find the system Chromium that the browser check drives; never a downloaded one.

The check uses the browser the machine already has (Debian's package ``chromium``),
started by Playwright through ``executable_path``.  Two environment variables steer it:

``BRISCOLA_CHROMIUM``
    Path of the Chromium to use instead of the usual places.  ``none`` hides every
    Chromium, to see what ``make test`` says on a machine without one.
``BROWSER_CHECK``
    ``required`` turns a missing Chromium into a failure (``.ci/run`` sets it);
    anything else, or unset, skips the check with the reason.

Run as a script it prints the path it found, or the reason and exits with 1::

    .venv/bin/python tests/browser/chromium.py
"""

from __future__ import annotations

import os
import shutil
import sys
from pathlib import Path

PATH_VARIABLE = "BRISCOLA_CHROMIUM"
REQUIRED_VARIABLE = "BROWSER_CHECK"

# Debian and Ubuntu name the binary differently; /usr/bin/chromium comes first.
_CANDIDATES = ("/usr/bin/chromium", "/usr/bin/chromium-browser")
_NAMES_ON_PATH = ("chromium", "chromium-browser")

#: How to get a Chromium, for the skip message.
INSTALL_HINT = (
    "install Chromium (Debian/Ubuntu: sudo apt-get install chromium) "
    f"or point {PATH_VARIABLE} at a Chromium binary"
)


def is_required() -> bool:
    """Whether a missing Chromium must fail the check instead of skipping it."""
    return os.environ.get(REQUIRED_VARIABLE, "").strip().lower() == "required"


def find_chromium() -> tuple[str | None, str]:
    """The Chromium binary to drive, or None with the reason none was found."""
    override = os.environ.get(PATH_VARIABLE, "").strip()
    if override.lower() == "none":
        return None, f"{PATH_VARIABLE}=none hides Chromium"
    if override:
        path = Path(override)
        if path.is_file() and os.access(path, os.X_OK):
            return str(path), f"{PATH_VARIABLE}={override}"
        return None, f"{PATH_VARIABLE}={override} is not an executable file"
    for candidate in _CANDIDATES:
        if os.path.isfile(candidate) and os.access(candidate, os.X_OK):
            return candidate, "found"
    for name in _NAMES_ON_PATH:
        found = shutil.which(name)
        if found:
            return found, "found on PATH"
    return None, "no Chromium found at " + ", ".join(_CANDIDATES) + " nor on PATH"


def _main() -> int:
    path, reason = find_chromium()
    if path is None:
        print(f"{reason}; {INSTALL_HINT}")
        return 1
    print(path)
    return 0


if __name__ == "__main__":
    sys.exit(_main())

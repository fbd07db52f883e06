"""A throwaway JupyterLab server for the browser check.

It serves a temporary copy of the notebooks (running cells there never touches the
outputs stored in the repository), listens on 127.0.0.1 on a free port with no token,
and keeps its own Jupyter config, data and runtime folders, so nothing from the
user's ``~/.jupyter`` (settings, other kernels named ``python3``) leaks in.  Its
settings turn off what would get in the way of clicks: the news and update
notifications, toasts, and notebook windowing (every cell stays in the page, so
outputs far down can be checked).
"""

from __future__ import annotations

import json
import os
import signal
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from pathlib import Path
from typing import IO

#: Seconds to wait for JupyterLab to answer after it starts.
START_TIMEOUT = 120.0
#: Seconds to wait for a graceful stop before killing the whole process group.
STOP_TIMEOUT = 15.0

_USER_SETTINGS = {
    "@jupyterlab/apputils-extension/notification.jupyterlab-settings": {
        "fetchNews": "false",
        "checkForUpdates": False,
        "doNotDisturbMode": True,
    },
    "@jupyterlab/notebook-extension/tracker.jupyterlab-settings": {
        "windowingMode": "none",
    },
    # No autosave: the copy is thrown away, and a save dialog must never pop up.
    "@jupyterlab/docmanager-extension/plugin.jupyterlab-settings": {
        "autosave": False,
    },
}

_LAB_CONFIG = {
    "LabApp": {
        "news_url": None,
        "check_for_updates_class": "jupyterlab.NeverCheckForUpdate",
        "expose_app_in_browser": True,
        # No PyPI look-ups from the extension manager.
        "extension_manager": "readonly",
    },
    "ServerApp": {
        "terminals_enabled": False,
        # CI runs as root; the server is on loopback only and lives for one test run.
        "allow_root": True,
    },
}

_PAGE_CONFIG = {
    "disabledExtensions": {
        "@jupyterlab/apputils-extension:announcements": True,
    },
}


def free_port() -> int:
    """A TCP port on 127.0.0.1 that nobody listens on right now."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def write_jupyter_config(config_dir: Path) -> None:
    """Write the settings that keep dialogs, toasts and windowing out of the way."""
    for name, settings in _USER_SETTINGS.items():
        path = config_dir / "lab" / "user-settings" / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(json.dumps(settings, indent=2), encoding="utf-8")
    (config_dir / "jupyter_lab_config.json").write_text(json.dumps(_LAB_CONFIG, indent=2), encoding="utf-8")
    labconfig = config_dir / "labconfig"
    labconfig.mkdir(parents=True, exist_ok=True)
    (labconfig / "page_config.json").write_text(json.dumps(_PAGE_CONFIG, indent=2), encoding="utf-8")


class LabServer:
    """JupyterLab on 127.0.0.1 serving ``root``; start() waits until it answers, stop() always kills it.

    ``arguments`` replace the test settings (``write_jupyter_config``) with the given
    JupyterLab options, e.g. the ones `make lab` uses, so a test sees what a student sees.
    """

    def __init__(self, root: Path, home: Path, *, arguments: list[str] | None = None) -> None:
        self.root = root
        self.home = home
        self.arguments = arguments
        self.port = 0
        self.log_path = home / "jupyterlab.log"
        self._process: subprocess.Popen[bytes] | None = None
        self._log_file: IO[bytes] | None = None

    @property
    def url(self) -> str:
        """Base address of the server, without a trailing slash."""
        return f"http://127.0.0.1:{self.port}"

    def environment(self) -> dict[str, str]:
        """The server's environment: our own Jupyter folders, nothing from the user's."""
        env = dict(os.environ)
        for variable, folder in (
            ("JUPYTER_CONFIG_DIR", "config"),
            ("JUPYTER_DATA_DIR", "data"),
            ("JUPYTER_RUNTIME_DIR", "runtime"),
            ("IPYTHONDIR", "ipython"),
        ):
            path = self.home / folder
            path.mkdir(parents=True, exist_ok=True)
            env[variable] = str(path)
        env["JUPYTER_PLATFORM_DIRS"] = "1"
        env.pop("JUPYTER_PATH", None)
        env.pop("JUPYTER_TOKEN", None)
        return env

    def start(self, timeout: float = START_TIMEOUT) -> None:
        """Start the server and wait until its API answers; raise with the log if it does not."""
        env = self.environment()
        if self.arguments is None:
            write_jupyter_config(Path(env["JUPYTER_CONFIG_DIR"]))
        self.port = free_port()
        command = [
            sys.executable, "-m", "jupyterlab",
            "--no-browser",
            "--ServerApp.ip=127.0.0.1",
            f"--ServerApp.port={self.port}",
            "--ServerApp.port_retries=0",
            "--IdentityProvider.token=",
            *(self.arguments if self.arguments is not None else [f"--ServerApp.root_dir={self.root}"]),
        ]
        log = open(self.log_path, "wb")  # noqa: SIM115 - closed in stop()
        self._log_file = log
        self._process = subprocess.Popen(
            command, cwd=self.root, env=env, stdin=subprocess.DEVNULL,
            stdout=log, stderr=subprocess.STDOUT, start_new_session=True,
        )
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self._process.poll() is not None:
                raise RuntimeError(
                    f"JupyterLab exited with code {self._process.returncode} before answering\n"
                    + self.log_tail()
                )
            try:
                with urllib.request.urlopen(self.url + "/api/status", timeout=5) as answer:
                    if answer.status == 200:
                        return
            except (urllib.error.URLError, ConnectionError, TimeoutError, OSError):
                pass
            time.sleep(0.5)
        raise RuntimeError(f"JupyterLab did not answer on {self.url} within {timeout:.0f} s\n" + self.log_tail())

    def stop(self) -> None:
        """Stop the server (and its kernels): politely first, then by killing its process group."""
        process = self._process
        if process is not None and process.poll() is None:
            try:
                process.send_signal(signal.SIGTERM)
                process.wait(timeout=STOP_TIMEOUT)
            except subprocess.TimeoutExpired:
                pass
            finally:
                if process.poll() is None:
                    try:
                        os.killpg(process.pid, signal.SIGKILL)
                    except ProcessLookupError:
                        pass
                    process.wait(timeout=STOP_TIMEOUT)
        self._process = None
        log = self._log_file
        if log is not None:
            log.close()
            self._log_file = None

    def log_size(self) -> int:
        """Bytes written to the server log so far (to read only what a test added)."""
        try:
            return self.log_path.stat().st_size
        except FileNotFoundError:
            return 0

    def log_since(self, offset: int) -> str:
        """What the server (and its kernels) logged after ``offset``."""
        try:
            with open(self.log_path, "rb") as log:
                log.seek(offset)
                return log.read().decode("utf-8", errors="replace")
        except FileNotFoundError:
            return ""

    def log_tail(self, lines: int = 60) -> str:
        """The last lines of the server log, for failure messages."""
        text = self.log_since(0).splitlines()[-lines:]
        return f"--- last {len(text)} lines of {self.log_path} ---\n" + "\n".join(text)

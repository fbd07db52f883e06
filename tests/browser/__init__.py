"""The real-browser check: JupyterLab driven by Playwright on the system Chromium.

Collected only when asked for (``pytest tests/browser`` or ``make test-browser``);
see ``test_notebooks_in_jupyterlab.py`` and ``interactions/__init__.py``.
"""

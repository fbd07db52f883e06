# briscola_teach: two commands, each doing all of its own set-up.
#
#   make lab    create .venv if needed, install the kit for the lessons, copy the lessons
#               into mis_lecciones/ (never over a copy already there) and open JupyterLab
#               there on the index
#   make restore LESSON=03   lesson 03 in mis_lecciones/ as shipped again (your copy is
#               kept in mis_lecciones/.anteriores/)
#   make app    create .venv if needed, install the kit, and serve the card table as an app
#               on http://127.0.0.1:8866/ (APP_PORT=...): plain pages drawn by one process
#               (python -m briscola_teach.web), for a whole class at once; no browser is
#               opened, nothing is fetched from outside the machine, and each student's saved
#               hands go to app/manos/<name>/ (APP_DATA=folder to change where)
#   make app-voila  the same table as the notebook's widgets, served by Voilà with a kernel
#               per visitor (app/serve.py): for a few students, or to show the screen itself
#   make test   create .venv if needed, install the kit for testing, run every check
#
# The checks of `make test`, also runnable one by one:
#   test-unit       unit and property tests, doctests of the package and of README.md,
#                   two at a time (every parametrization is deterministic, so both workers
#                   collect the same tests)
#   test-types      mypy --strict on briscola_teach
#   test-notebooks  pytest --nbval (strict) on every edition's notebooks (notebooks/es|en|it/),
#                   two at a time
#   test-browser    every notebook of every edition opened untrusted (as on a fresh
#                   clone) and run in JupyterLab on the system Chromium, two at a time, the screens measured at laptop
#                   and projector sizes, and a return visit as `make lab` opens it
#                   (skipped with the reason when there is no Chromium, unless
#                   BROWSER_CHECK=required; BRISCOLA_CHROMIUM=/path picks the binary);
#                   it includes the app's checks: tests/browser/test_web_app.py (the page `make app`
#                   serves, played as students and a teacher use it, a server restarted and stopped
#                   under it, its fit at laptop and projector sizes) and test_app_view.py (Voilà as
#                   `make app-voila` starts it, a card played); any request outside 127.0.0.1 fails them
#
#   make lite       build the zero-install site (JupyterLite: Python runs in the browser)
#                   into build/lite/, from empty folders every time; serve that folder
#                   with any static web server (README, "Zero install")
#   test-lite       build the site, serve it on 127.0.0.1 and run lessons in Chromium
#                   with the network cut, failing on any request outside the site
#
#   make notebooks  build every edition's notebooks from their sources, one per lesson
#                   and edition (notebooks/source/<language>/*.md), and run them, so the stored outputs are fresh
#                   (without widget state: each screen leaves its still picture, and
#                   JupyterLab would mark a lesson with stored widget state modified on
#                   opening; each widget's id is made from its place, so a run rewrites no
#                   widget line); EDITION=it for one edition only

PYTHON ?= python3
VENV ?= .venv
PY := $(VENV)/bin/python
PYTEST := $(PY) -m pytest -p no:cacheprovider
NOTEBOOKS := $(sort $(wildcard notebooks/*.ipynb notebooks/*/*.ipynb)) \
	$(wildcard docs/guia_docente/clase.ipynb docs/teachers_guide/class.ipynb docs/guida_docente/classe.ipynb)
EDITION ?=
BROWSER_CHECK ?=
APP_PORT ?= 8866
APP_DATA ?=
export BROWSER_CHECK
LITE_SITE ?= build/lite
# The lessons test-lite runs in the browser: LITE_LESSONS=all for every one; and of which
# editions: LITE_EDITION=all for every one.
LITE_LESSONS ?= 02 05
LITE_EDITION ?= es
export LITE_LESSONS LITE_EDITION

SHELL := /bin/bash
# Every check prints how long it took, even when it fails.
TIMED = trap 'echo "--- $@ took $$SECONDS s"' EXIT;

.DEFAULT_GOAL := help
.PHONY: help lab app app-voila restore notebooks lite test test-unit test-types test-notebooks test-browser test-lite clean

help:
	@echo "make lab                 open your copies of the lessons in JupyterLab (sets up .venv first)"
	@echo "make restore LESSON=03   lesson 03 as shipped again, in your language (es/03, en/03, it/03: that edition)"
	@echo "make app                 the card table as an app on http://127.0.0.1:$(APP_PORT)/ (sets up .venv first)"
	@echo "make app-voila           the same table as widgets, served by Voilà (a kernel per visitor)"
	@echo "make test                run every check (sets up .venv first)"
	@echo "make lite                build the zero-install site into $(LITE_SITE)/"

lab: $(VENV)/.installed-lab
	$(PY) lab/student.py lab

app: $(VENV)/.installed-app
	$(PY) -m briscola_teach.web --port $(APP_PORT) --data "$(or $(APP_DATA),app/manos)"

app-voila: $(VENV)/.installed-app
	$(PY) app/serve.py --port $(APP_PORT) $(if $(APP_DATA),--data "$(APP_DATA)")

restore:
	@$(PYTHON) lab/student.py restore $(LESSON)

notebooks: $(VENV)/.installed-test
	@$(TIMED) $(PY) lab/editions.py build $(EDITION) && $(PY) lab/editions.py execute $(EDITION)

test: test-unit test-types test-notebooks test-browser test-lite
	@if reason=$$($(PY) tests/browser/chromium.py); then \
	    echo "make test: every check passed."; \
	else \
	    echo "make test: every check that ran passed, but the browser check was SKIPPED: $$reason"; \
	fi

test-unit: $(VENV)/.installed-test
	@$(TIMED) $(PYTEST) -n 2 tests briscola_teach README.md \
	    --doctest-modules --doctest-glob=README.md

test-types: $(VENV)/.installed-test
	@$(TIMED) $(PY) -m mypy

test-notebooks: $(VENV)/.installed-test
ifeq ($(NOTEBOOKS),)
	@echo "test-notebooks: no notebooks in notebooks/ yet, nothing to check."
else
	@$(TIMED) $(PYTEST) -n 2 --dist loadfile -p tests.nbval_kernel --nbval --nbval-current-env --nbval-cell-timeout=300 \
	    --nbval-sanitize-with tests/nbval_sanitize.cfg $(NOTEBOOKS)
endif

test-browser: $(VENV)/.installed-test
	@$(TIMED) if ! reason=$$($(PY) tests/browser/chromium.py); then \
	    echo "test-browser: SKIPPING the browser check: $$reason"; \
	    [ "$$BROWSER_CHECK" != required ] || echo "test-browser: ...but BROWSER_CHECK=required, so it fails."; \
	fi; \
	$(PYTEST) -n 2 --dist load tests/browser -v --durations=12

lite: $(VENV)/.installed-lite
	@$(TIMED) nice -n 10 $(PY) lite/build.py --output $(LITE_SITE)

# The network is cut (a network namespace with only loopback) when unshare allows it; the
# check also fails on any request the page makes outside the site, cut or not.
test-lite: lite $(VENV)/.installed-test
	@$(TIMED) if ! reason=$$($(PY) tests/browser/chromium.py); then \
	    echo "test-lite: SKIPPING the Lite check: $$reason"; \
	    [ "$$BROWSER_CHECK" != required ] || echo "test-lite: ...but BROWSER_CHECK=required, so it fails."; \
	fi; \
	if unshare -n true 2>/dev/null && command -v ip >/dev/null; then \
	    LITE_SITE=$(LITE_SITE) LITE_NETWORK=cut nice -n 10 unshare -n sh -c 'ip link set lo up && exec "$$@"' sh \
	        $(PYTEST) tests/browser/lite -v; \
	else \
	    echo "test-lite: cannot cut the network here (unshare -n needs root); the check still fails on any request outside the site"; \
	    LITE_SITE=$(LITE_SITE) nice -n 10 $(PYTEST) tests/browser/lite -v; \
	fi

# The virtual environment, and the kit installed in it; re-installed when pyproject.toml changes.
$(PY):
	@$(PYTHON) -c 'import sys; sys.exit(sys.version_info < (3, 11))' || \
	    { echo "briscola_teach needs Python 3.11 or newer; $(PYTHON) is $$($(PYTHON) --version 2>&1)." \
	           "Run: make $(MAKECMDGOALS) PYTHON=python3.X"; exit 1; }
	@$(PYTHON) -m venv $(VENV) || \
	    { rm -rf $(VENV); echo "Could not create $(VENV). On Debian/Ubuntu: sudo apt-get install python3-venv"; exit 1; }

$(VENV)/.installed-lab: pyproject.toml | $(PY)
	@$(TIMED) $(PY) -m pip install --quiet --editable '.[lab]'
	@touch $@

$(VENV)/.installed-app: pyproject.toml | $(PY)
	@$(TIMED) $(PY) -m pip install --quiet --editable '.[app]'
	@touch $@

$(VENV)/.installed-lite: pyproject.toml | $(PY)
	@$(TIMED) $(PY) -m pip install --quiet --editable '.[lite]'
	@touch $@

$(VENV)/.installed-test: pyproject.toml | $(PY)
	@$(TIMED) $(PY) -m pip install --quiet --editable '.[test]'
	@touch $@

clean:
	rm -rf artifacts .pytest_cache .mypy_cache .hypothesis build *.egg-info

# Two commands: `make lab` and `make test`. Both create .venv when it is missing.
#   make lab LAB_ARGS="--no-browser --port 9999"   arguments go to `jupyter lab` as they are
# The tests come in two tiers, marked by path in conftest.py: `make test` runs the fast one (the
# scorer, the exercises, the course's structure, the site builder, the app's logic, the doctests,
# the English notebooks; about 3 minutes on 2 cores); `make test-all` runs it, then the slow one
# (the Chinese edition's notebooks, JupyterLab, the site and the app in Chromium, the servers).
# PYTEST_ARGS goes to pytest as it is, e.g. make test PYTEST_ARGS="-k waits -n 0".
PYTHON   ?= python3
VENV     := .venv
BIN      := $(VENV)/bin
STAMP    := $(VENV)/.installed
LAB_ARGS ?=
APP_ARGS ?=
PYTEST_ARGS ?=
# two workers, each notebook and each test file kept whole on one of them
PYTEST   := $(BIN)/python -m pytest -n 2 --dist loadfile

.PHONY: test test-all test-slow lab install notebooks gallery differential benchmark clean book serve-book app check-site

$(STAMP): pyproject.toml
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[dev]'
	touch $(STAMP)

install: $(STAMP)

test: $(STAMP)
	$(BIN)/python -m mypy
	$(PYTEST) -m "not slow" $(PYTEST_ARGS)

test-all: test test-slow

test-slow: $(STAMP)
	@test -x /usr/bin/chromium || echo "note: no Chromium at /usr/bin/chromium, so the browser tests are skipped; to run them: sudo apt-get install chromium"
	$(PYTEST) -m slow $(PYTEST_ARGS)

notebooks: $(STAMP)
	$(BIN)/python -m scripts.build_notebooks

gallery: $(STAMP)
	$(BIN)/python -m mjlib.render.gallery gallery

# --allow-root: containers and classroom machines often run as root; for a normal user it changes nothing.
# JupyterLab prints the address to open (with its token) once it is up.
lab: $(STAMP)
	$(BIN)/jupyter lab --allow-root --ServerApp.root_dir=notebooks $(LAB_ARGS)

differential: $(STAMP)
	$(BIN)/python -m scripts.differential --hands 20000

benchmark: $(STAMP)
	@for script in benchmarks/bench_*.py; do name=$$(basename $$script .py); echo "== $$name"; $(BIN)/python -m benchmarks.$$name || exit 1; done

clean:
	rm -rf $(VENV) .pytest_cache .hypothesis

# The course as a static site in site/: plain HTML, a style sheet, and live exercises that run
# mjlib in the reader's browser (site/py/: the Pyodide runtime, fetched by npm once per machine
# into ~/.cache/mjlib, and mjlib's pure-Python part). Nothing is fetched from elsewhere when a
# page is read; publish site/ as it is on any static host.
book: $(STAMP)
	@command -v npm >/dev/null || { echo "make book: npm is missing (it fetches the site's Python runtime once): apt-get install npm"; exit 1; }
	$(BIN)/python -m scripts.build_site --out site

# The built site on this machine (static files only): make serve-book BOOK_PORT=8001
BOOK_PORT ?= 8000
serve-book:
	@test -f site/index.html || { echo "make serve-book: no site/ yet: make book"; exit 1; }
	@echo "the course: http://127.0.0.1:$(BOOK_PORT)/index.html  (中文: http://127.0.0.1:$(BOOK_PORT)/zh/index.html)"
	$(PYTHON) -m http.server --bind 127.0.0.1 --directory site $(BOOK_PORT)

# The classroom app: a small server (app/, tornado) for a class. The students' browsers run the
# course site's live drill (mjlib in Pyodide, from site/: make book first); the server serves
# the pages and keeps the class's answers in ~/.mjlib-classroom (SQLite; --results FOLDER).
# It listens on this machine only; APP_ARGS goes to `python -m app` as it is, e.g.
#   make app APP_ARGS="--port 9000"
#   make app APP_ARGS="--host 0.0.0.0"     the school network: a students' address per interface
# It prints the teacher's address (a one-time token that signs in) and the teacher's key, which
# stays the same across restarts (kept in the results folder, or --key KEY).
app: $(STAMP)
	@test -f site/py/mjlib.zip || { echo "make app: no site/ with its Python runtime yet: make book"; exit 1; }
	$(BIN)/python -m app $(APP_ARGS)

# The classroom's load, measured (numbers printed): 300 light clients posting answers at once
# (every answer kept, the 95th percentile, the server's memory), then Chromium student pages
# (30 if the machine can; the server's memory stays flat, no process per page).
check-site: $(STAMP)
	@test -f site/py/mjlib.zip || $(MAKE) book
	$(BIN)/python -m benchmarks.classroom_load --clients 300
	$(BIN)/python -m benchmarks.classroom_pages --pages 30

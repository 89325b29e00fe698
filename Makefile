# Two commands: `make lab` and `make test`. Both create .venv when it is missing.
#   make lab LAB_ARGS="--no-browser --port 9999"   arguments go to `jupyter lab` as they are
PYTHON   ?= python3
VENV     := .venv
BIN      := $(VENV)/bin
STAMP    := $(VENV)/.installed
LAB_ARGS ?=
APP_ARGS ?=

.PHONY: test lab install notebooks gallery differential benchmark clean book app check-site

$(STAMP): pyproject.toml
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[dev]'
	touch $(STAMP)

install: $(STAMP)

test: $(STAMP)
	@test -x /usr/bin/chromium || echo "note: no Chromium at /usr/bin/chromium, so the browser test (tests/browser) is skipped; to run it: sudo apt-get install chromium"
	$(BIN)/python -m pytest

notebooks: $(STAMP)
	$(BIN)/python scripts/build_notebooks.py

gallery: $(STAMP)
	$(BIN)/python -m mjlib.render.gallery gallery

# --allow-root: containers and classroom machines often run as root; for a normal user it changes nothing.
# JupyterLab prints the address to open (with its token) once it is up.
lab: $(STAMP)
	$(BIN)/jupyter lab --allow-root --ServerApp.root_dir=notebooks $(LAB_ARGS)

differential: $(STAMP)
	$(BIN)/python scripts/differential.py --hands 20000

benchmark: $(STAMP)
	@for script in benchmarks/bench_*.py; do echo "== $$script"; $(BIN)/python $$script || exit 1; done

clean:
	rm -rf $(VENV) .pytest_cache .hypothesis

# The course as a static site in site/ (plain HTML, no JavaScript, nothing fetched): open site/index.html.
book: $(STAMP)
	$(BIN)/python scripts/build_site.py --out site

# The classroom app (Voila): the hand builder, the drill and the sandbox as a page without code.
# It listens on this machine only; APP_ARGS goes to Voila as it is, e.g.
#   make app APP_ARGS="--no-browser --port=9998 --Voila.ip=127.0.0.1"
# app/voila/templates/classroom is Voila's lab template without its CDN style sheets. Each open
# page has its own kernel; one whose page was closed is stopped after 5 idle minutes. While a
# class opens the page at once the kernels are slow to answer: wait for their output (60 s, not
# Voila's 4 s, after which a page would come up without its widgets). jupytext's JupyterLab
# extension (opening the lessons' sources as notebooks) is for JupyterLab, not for the app's page.
APP_OPTIONS := --MappingKernelManager.cull_interval=60 --MappingKernelManager.cull_idle_timeout=300 \
	--VoilaExecutor.iopub_timeout=60 --VoilaConfiguration.extension_denylist=jupyterlab-jupytext
app: $(STAMP)
	JUPYTER_PATH="$(CURDIR)/app$${JUPYTER_PATH:+:$$JUPYTER_PATH}" $(BIN)/voila app/classroom.ipynb --template=classroom $(APP_OPTIONS) $(APP_ARGS)

# The checks too slow for `make test`: 30 app sessions at once on loopback (memory, slowest click).
check-site: $(STAMP)
	$(BIN)/python benchmarks/load_app.py --sessions 30

# Two commands: `make lab` and `make test`. Both create .venv when it is missing.
PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
STAMP  := $(VENV)/.installed

.PHONY: test lab install notebooks gallery differential benchmark clean

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

lab: $(STAMP)
	$(BIN)/jupyter lab notebooks/

differential: $(STAMP)
	$(BIN)/python scripts/differential.py --hands 20000

benchmark: $(STAMP)
	$(BIN)/python benchmarks/bench_score.py
	$(BIN)/python benchmarks/bench_widgets.py

clean:
	rm -rf $(VENV) .pytest_cache .hypothesis

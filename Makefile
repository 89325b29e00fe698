# Two commands: `make lab` and `make test`. Both create .venv when it is missing.
PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
STAMP  := $(VENV)/.installed

.PHONY: test lab install differential benchmark clean

$(STAMP): pyproject.toml
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[dev]'
	touch $(STAMP)

install: $(STAMP)

test: $(STAMP)
	$(BIN)/python -m pytest

lab: $(STAMP)
	$(BIN)/jupyter lab notebooks/

differential: $(STAMP)
	$(BIN)/python scripts/differential.py --hands 20000

benchmark: $(STAMP)
	$(BIN)/python benchmarks/bench_score.py

clean:
	rm -rf $(VENV) .pytest_cache .hypothesis

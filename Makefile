# Two commands on a fresh machine with Python 3.11+:  `make run`  and  `make test`.
PYTHON ?= python3
VENV   ?= .venv
BIN    := $(VENV)/bin
STAMP  := $(VENV)/.installed

.PHONY: run test test-slow bench install migrate foundry-module openapi lint typecheck clean

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/pip install --quiet --upgrade pip
	$(BIN)/pip install --quiet -e '.[dev]'
	touch $(STAMP)

install: $(STAMP) ## create the virtual environment and install everything

run: $(STAMP) ## migrate and serve on http://127.0.0.1:$${PORT:-8000} (embedded PostgreSQL/Redis unless DATABASE_URL/REDIS_URL)
	$(BIN)/python -m infrastructure.cli serve

test: $(STAMP) ## lint, type-check and run the whole test suite (long property runs: make test-slow)
	$(BIN)/ruff check .
	$(BIN)/mypy
	$(BIN)/python -m pytest -p no:cacheprovider -q -m "not slow"

test-slow: $(STAMP) ## the long property runs (liveness with 5x the sequences)
	$(BIN)/python -m pytest -p no:cacheprovider -q -m slow

bench: $(STAMP) ## benchmarks against eventsourcing, a same-stack ceiling and pgbench; writes tests/benchmarks/results.json
	$(BIN)/pip install --quiet -e '.[dev,bench]'
	$(BIN)/python -m tests.benchmarks

migrate: $(STAMP) ## apply pending database migrations
	$(BIN)/python -m infrastructure.cli migrate

foundry-module: ## build clients/foundry/module.zip (Python's zipfile; no zip binary needed)
	$(PYTHON) clients/foundry/build.py

openapi: $(STAMP) ## regenerate api_spec/openapi.json and clients/typescript/src/api.d.ts (tests fail when stale)
	@if command -v npm >/dev/null && [ ! -x clients/node_modules/.bin/openapi-typescript ]; then \
		cd clients && npm ci --no-audit --no-fund; fi
	$(BIN)/python -m infrastructure.cli openapi

lint: $(STAMP) ## ruff
	$(BIN)/ruff check .

typecheck: $(STAMP) ## mypy --strict
	$(BIN)/mypy

clean: ## remove the virtual environment and embedded data
	rm -rf $(VENV) .data

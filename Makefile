# Two commands on a fresh machine with Python 3.11+:  `make run`  and  `make test`.
PYTHON ?= python3
VENV   ?= .venv
BIN    := $(VENV)/bin
STAMP  := $(VENV)/.installed

.PHONY: run test bench install migrate openapi lint typecheck clean

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/pip install --quiet --upgrade pip
	$(BIN)/pip install --quiet -e '.[dev]'
	touch $(STAMP)

install: $(STAMP) ## create the virtual environment and install everything

run: $(STAMP) ## migrate and serve on http://127.0.0.1:$${PORT:-8000} (embedded PostgreSQL/Redis unless DATABASE_URL/REDIS_URL)
	$(BIN)/python -m infrastructure.cli serve

test: $(STAMP) ## lint, type-check and run the whole test suite
	$(BIN)/ruff check .
	$(BIN)/mypy
	$(BIN)/python -m pytest -p no:cacheprovider -q

bench: $(STAMP) ## benchmarks against eventsourcing, a same-stack ceiling and pgbench; writes tests/benchmarks/results.json
	$(BIN)/pip install --quiet -e '.[dev,bench]'
	$(BIN)/python -m tests.benchmarks

migrate: $(STAMP) ## apply pending database migrations
	$(BIN)/python -m infrastructure.cli migrate

openapi: $(STAMP) ## regenerate api_spec/openapi.json (a test fails when it is stale)
	$(BIN)/python -m infrastructure.cli openapi

lint: $(STAMP) ## ruff
	$(BIN)/ruff check .

typecheck: $(STAMP) ## mypy --strict
	$(BIN)/mypy

clean: ## remove the virtual environment and embedded data
	rm -rf $(VENV) .data

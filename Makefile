# Two commands on a fresh machine with Python 3.11+:  `make run`  and  `make test`.
# The locks target CPython 3.11 on Linux x86_64: prefer python3.11 where it is installed.
PYTHON ?= $(shell command -v python3.11 2>/dev/null || echo python3)
VENV   ?= .venv
BIN    := $(VENV)/bin
STAMP  := $(VENV)/.installed
LOCK   := requirements/lock.txt
UV     := uv==0.13.9

.PHONY: run test test-slow bench install catalogs i18n lock migrate foundry-module owlbear-sdk openapi lint lint-api typecheck clean

# Installs exactly the lock (pyproject's dependencies + the dev extra, every pin hashed), with
# only the pip that comes with Python (any pip >= 22 installs the same files: every version
# and hash is given and --no-deps resolves nothing; pip itself is not upgraded, which would
# be an unpinned download). Then the project itself, editable, with --no-deps (its
# requirements are the lock) and --no-build-isolation: with isolation pip would fetch an
# unpinned, unhashed setuptools into a throwaway build env; without it the build uses the
# setuptools the lock pinned and hashed ([build-system] requires is locked too).
$(STAMP): $(LOCK) pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/pip install --quiet --require-hashes --no-deps -r $(LOCK)
	$(BIN)/pip install --quiet --no-deps --no-build-isolation -e .
	touch $(STAMP)

install: $(STAMP) catalogs ## create the virtual environment and install everything

# The message catalogs: .po files are committed, their compiled .mo are made here (cheap).
catalogs: $(STAMP) ## compile services/locale/*/LC_MESSAGES/*.po to .mo (Babel)
	$(BIN)/python tools/i18n.py compile

i18n: $(STAMP) ## extract the marked messages and merge them into every .po (then translate, then make test)
	$(BIN)/python tools/i18n.py update

run: $(STAMP) catalogs ## migrate and serve on http://127.0.0.1:$${PORT:-8000} (embedded PostgreSQL/Redis unless DATABASE_URL/REDIS_URL)
	$(BIN)/python -m infrastructure.cli serve

test: $(STAMP) catalogs ## lint, type-check and run the whole test suite (long property runs: make test-slow)
	$(BIN)/ruff check .
	$(BIN)/mypy
	$(BIN)/python -m pytest -p no:cacheprovider -q -m "not slow"

test-slow: $(STAMP) ## the long property runs (liveness with 5x the sequences)
	$(BIN)/python -m pytest -p no:cacheprovider -q -m slow

bench: $(STAMP) ## benchmarks against eventsourcing, a same-stack ceiling and pgbench; writes tests/benchmarks/results.json
	$(BIN)/pip install --quiet --require-hashes --no-deps -r requirements/bench.txt
	$(BIN)/python -m tests.benchmarks

# Only compiling needs uv (installed on demand into the venv, pinned); the venv need not be
# up to date, so a requirement just added to pyproject can be locked before it installs.
lock: ## refresh requirements/*.txt from pyproject.toml (keeps pins; UPGRADE=1 moves them all to the newest)
	@test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/pip install --quiet '$(UV)' 'packaging>=24'
	$(BIN)/python tools/lock.py $(if $(UPGRADE),--upgrade)

migrate: $(STAMP) ## apply pending database migrations
	$(BIN)/python -m infrastructure.cli migrate

foundry-module: ## build clients/foundry/module.zip (Python's zipfile; no zip binary needed)
	$(PYTHON) clients/foundry/build.py

owlbear-sdk: ## bundle the pinned @owlbear-rodeo/sdk into clients/owlbear/vendor/obr-sdk.js (esbuild)
	cd clients && npm ci --no-audit --no-fund && node_modules/.bin/esbuild \
		node_modules/@owlbear-rodeo/sdk/lib/index.js --bundle --format=esm --minify \
		--legal-comments=eof --outfile=owlbear/vendor/obr-sdk.js

openapi: $(STAMP) ## regenerate api_spec/openapi.json, the TypeScript SDK's src/api.d.ts and the Python SDK clients/python/tabletop_client (tests fail when stale)
	@if command -v npm >/dev/null && [ ! -x clients/node_modules/.bin/openapi-typescript ]; then \
		cd clients && npm ci --no-audit --no-fund; fi
	$(BIN)/python -m infrastructure.cli openapi

lint: $(STAMP) ## ruff
	$(BIN)/ruff check .

lint-api: $(STAMP) ## lint api_spec/openapi.json: Redocly (recommended), Spectral (spectral:oas, OWASP), also run by make test
	$(BIN)/python -m pytest -p no:cacheprovider -q tests/contract/test_openapi_tools.py

typecheck: $(STAMP) ## mypy --strict
	$(BIN)/mypy

clean: ## remove the virtual environment and embedded data
	rm -rf $(VENV) .data

# The API server (python -m infrastructure.cli serve: migrations run on start), with
# everything it reads at run time. `docker compose up` runs it with PostgreSQL and Redis
# (docker-compose.yml); alone it needs DATABASE_URL and REDIS_URL (README, "Running it
# with Docker"). tests/deploy/test_image.py checks, from these COPY lines and
# .dockerignore, that every file the server reads at run time lands where it reads it.
FROM python:3.11-slim
WORKDIR /app
ENV PYTHONDONTWRITEBYTECODE=1 PYTHONUNBUFFERED=1 HOST=0.0.0.0 PORT=8000 LOG_FORMAT=json
# The runtime lock (pyproject's dependencies, the versions the tests ran with, every pin
# hashed), then the project with --no-deps and --no-build-isolation, so that it builds with
# the locked setuptools rather than one fetched unpinned (see the Makefile).
COPY requirements/runtime.txt ./requirements/
RUN pip install --no-cache-dir --require-hashes --no-deps -r requirements/runtime.txt
COPY pyproject.toml README.md ./
COPY domain ./domain
COPY services ./services
COPY infrastructure ./infrastructure
RUN pip install --no-cache-dir --no-deps --no-build-isolation . && pip check
# What the server serves besides the API: the web table (clients/web), the Foundry module
# (clients/foundry), the Owlbear Rodeo extension (clients/owlbear): all of clients/ but
# its npm packages and tests (.dockerignore). The message catalogs are compiled here
# (.mo files are never committed).
COPY clients ./clients
COPY tools/i18n.py ./tools/
RUN python tools/i18n.py compile && rm -r tools
# Not root: the server needs to write nothing in the image.
RUN useradd --system --no-create-home --home-dir /app --shell /usr/sbin/nologin tabletop
USER tabletop
EXPOSE 8000
# Ready: the database answers and is migrated (GET /ready; any other answer is an error).
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s CMD python -c \
  "import os, urllib.request as r; r.urlopen(f'http://127.0.0.1:{os.environ[\"PORT\"]}/ready', timeout=2)"
CMD ["python", "-m", "infrastructure.cli", "serve"]

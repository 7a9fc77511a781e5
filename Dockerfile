# The API server. Migrations run on start (python -m infrastructure.cli serve).
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
EXPOSE 8000
CMD ["python", "-m", "infrastructure.cli", "serve"]

# The API server. Migrations run on start (python -m infrastructure.cli serve).
FROM python:3.11-slim
WORKDIR /app
ENV PYTHONDONTWRITEBYTECODE=1 PYTHONUNBUFFERED=1 HOST=0.0.0.0 PORT=8000 LOG_FORMAT=json
COPY pyproject.toml README.md ./
COPY domain ./domain
COPY services ./services
COPY infrastructure ./infrastructure
RUN pip install --no-cache-dir .
EXPOSE 8000
CMD ["python", "-m", "infrastructure.cli", "serve"]

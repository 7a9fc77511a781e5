"""The server's running parts: engines (configured or embedded), store, Redis, context."""

import asyncio
from dataclasses import dataclass, field

import structlog
from redis.asyncio import Redis
from sqlalchemy import text
from sqlalchemy.exc import SQLAlchemyError
from sqlalchemy.ext.asyncio import AsyncEngine

from infrastructure.db.engine import ensure_database, make_engine, pending_migrations
from infrastructure.db.event_store import PostgresEventStore
from infrastructure.embedded import embedded_postgres_url, embedded_redis_url
from infrastructure.metrics import install_metrics
from infrastructure.rate_limit import RateLimiter
from infrastructure.redis_feed import LiveFeed, RedisPublisher, build_live_feed
from infrastructure.settings import Settings
from infrastructure.webhooks.store import PostgresWebhookStore
from infrastructure.webhooks.worker import WebhookWorker
from services.context import AppContext

log = structlog.get_logger("runtime")


class MigrationsBehind(RuntimeError):
    """The database schema is older than the code: run ``make migrate`` first."""


def database_url(settings: Settings) -> str:
    """The configured PostgreSQL URL, or an embedded server's."""
    return settings.database.url or embedded_postgres_url(settings.database.data_dir,
                                                          "tabletop")


def redis_url(settings: Settings) -> str:
    """The configured Redis URL, or an embedded server's."""
    return settings.redis.url or embedded_redis_url(settings.database.data_dir / "redis")


@dataclass
class Runtime:
    """Everything opened at start-up and closed at shutdown."""

    settings: Settings
    engine: AsyncEngine
    redis: Redis | None
    feed_poll_interval: float = 1.0
    """Seconds between the live feed's polls of each game while Redis is down."""
    feed_heartbeat: float = 15.0
    """Seconds of silence before a live feed sends ``: keep-alive``."""
    ctx: AppContext = field(init=False)
    rate_limiter: RateLimiter = field(init=False)
    live: LiveFeed = field(init=False)
    webhooks: PostgresWebhookStore = field(init=False)
    webhook_workers: list[WebhookWorker] = field(init=False, default_factory=list)
    _webhook_tasks: list["asyncio.Task[None]"] = field(init=False, default_factory=list)

    def __post_init__(self) -> None:
        store = PostgresEventStore(self.engine)
        self.live, publisher = build_live_feed(store, self.redis, self.settings.server.feed_buffer,
                                               self.feed_poll_interval)
        self.ctx = AppContext.build(store, publisher)
        self.webhooks = PostgresWebhookStore(self.engine)
        install_metrics(self.engine)
        server = self.settings.server
        self.rate_limiter = RateLimiter(self.redis, server.rate_limit, server.rate_window)

    @classmethod
    async def start(cls, settings: Settings, require_current_schema: bool = True) -> "Runtime":
        """Open the database (and Redis); refuse a database whose migrations are behind."""
        url = database_url(settings)
        await ensure_database(url, settings.database)
        engine = make_engine(url, settings.database)
        if require_current_schema and await pending_migrations(engine):
            await engine.dispose()
            raise MigrationsBehind("the database is behind the code: run `make migrate`")
        redis = Redis.from_url(redis_url(settings))
        log.info("runtime_started", embedded_db=settings.database.url is None,
                 embedded_redis=settings.redis.url is None)
        return cls(settings, engine, redis)

    def start_webhook_workers(self) -> None:
        """Start ``WEBHOOK_WORKERS`` delivery loops in this process (``serve`` does; tests
        run their own workers)."""
        for _ in range(self.settings.webhooks.workers):
            worker = WebhookWorker(self.engine, self.ctx, self.settings.webhooks)
            self.webhook_workers.append(worker)
            self._webhook_tasks.append(asyncio.create_task(worker.run()))

    async def stop(self) -> None:
        """Close connections."""
        for worker in self.webhook_workers:
            worker.stop()
        await asyncio.gather(*self._webhook_tasks, return_exceptions=True)
        await self.live.stop()
        if isinstance(self.ctx.publisher, RedisPublisher):
            await self.ctx.publisher.drain()
        if self.redis is not None:
            await self.redis.aclose()
        await self.engine.dispose()

    async def database_status(self) -> str:
        """``ok`` or ``down``."""
        try:
            async with self.engine.connect() as connection:
                await connection.execute(text("SELECT 1"))
        except (SQLAlchemyError, OSError):
            return "down"
        return "ok"

    async def migration_status(self) -> str:
        """``current``, ``behind`` or ``unknown`` (database down)."""
        try:
            return "behind" if await pending_migrations(self.engine) else "current"
        except (SQLAlchemyError, OSError):
            return "unknown"

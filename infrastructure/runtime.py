"""The server's running parts: engines (configured or embedded), store, Redis, context."""

import asyncio
from dataclasses import dataclass, field

import structlog
from redis.asyncio import Redis
from sqlalchemy import text
from sqlalchemy.exc import SQLAlchemyError
from sqlalchemy.ext.asyncio import AsyncEngine

from infrastructure.access import RedisAccessNotices
from infrastructure.db.engine import ensure_database, make_engine, pending_migrations
from infrastructure.db.event_store import PostgresEventStore
from infrastructure.db.replica import ReplicaReads
from infrastructure.db.shares import PostgresShareStore
from infrastructure.embedded import embedded_postgres_url, embedded_redis_url
from infrastructure.metrics import install_metrics
from infrastructure.rate_limit import RateLimiter
from infrastructure.redis_feed import LiveFeed, RedisPublisher, build_live_feed
from infrastructure.retention import RetentionPurge
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
    replica_engine: AsyncEngine | None = None
    """``DATABASE_REPLICA_URL``'s engine, for the reads ``reads`` may send there."""
    ctx: AppContext = field(init=False)
    reads: ReplicaReads = field(init=False)
    rate_limiter: RateLimiter = field(init=False)
    live: LiveFeed = field(init=False)
    webhooks: PostgresWebhookStore = field(init=False)
    shares: PostgresShareStore = field(init=False)
    webhook_workers: list[WebhookWorker] = field(init=False, default_factory=list)
    _webhook_tasks: list["asyncio.Task[None]"] = field(init=False, default_factory=list)
    retention_purge: RetentionPurge | None = field(init=False, default=None)
    _retention_task: "asyncio.Task[None] | None" = field(init=False, default=None)

    def __post_init__(self) -> None:
        store = PostgresEventStore(self.engine)
        self.live, publisher = build_live_feed(store, self.redis, self.settings.server.feed_buffer,
                                               self.feed_poll_interval)
        self.ctx = AppContext.build(store, publisher)
        self.ctx.access = RedisAccessNotices(self.redis, store, self.ctx.loader, self.live.hub,
                                             self.live.listener)
        self.reads = ReplicaReads(self.ctx, self.replica_engine,
                                  self.settings.database.replica_max_lag)
        self.webhooks = PostgresWebhookStore(self.engine)
        self.shares = PostgresShareStore(self.engine)
        install_metrics(self.ctx, self.engine)
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
        replica = settings.database.replica_url
        log.info("runtime_started", embedded_db=settings.database.url is None,
                 embedded_redis=settings.redis.url is None, replica=replica is not None)
        replica_engine = (make_engine(replica, settings.database, connect_timeout=2.0)
                          if replica else None)  # a dead replica must not hold reads long
        running = cls(settings, engine, redis, replica_engine=replica_engine)
        running.live.start()  # seats are cached only while its access notices can arrive
        return running

    def start_webhook_workers(self) -> None:
        """Start ``WEBHOOK_WORKERS`` delivery loops in this process (``serve`` does; tests
        run their own workers). Each sleeps while idle and wakes on the live feed's notices
        (this process's commands, every process's through Redis)."""
        for _ in range(self.settings.webhooks.workers):
            worker = WebhookWorker(self.engine, self.ctx, self.settings.webhooks,
                                   notices=self.live.listener)
            self.live.watch(worker.wake)
            self.live.start()
            self.webhook_workers.append(worker)
            self._webhook_tasks.append(asyncio.create_task(worker.run()))

    def start_retention_purge(self) -> None:
        """Purge expired idempotency records and old webhook deliveries every
        ``RETENTION_PURGE_INTERVAL`` seconds in this process (``serve`` does; ``0``
        disables it; tests call ``purge_expired``)."""
        interval = self.settings.retention.purge_interval
        if interval > 0 and self.retention_purge is None:
            self.retention_purge = RetentionPurge(self.engine, interval,
                                                  self.settings.webhooks.retention_days)
            self._retention_task = asyncio.create_task(self.retention_purge.run())

    async def stop(self) -> None:
        """Close connections."""
        for worker in self.webhook_workers:
            worker.stop()
        tasks = list(self._webhook_tasks)
        if self.retention_purge is not None and self._retention_task is not None:
            self.retention_purge.stop()
            tasks.append(self._retention_task)
        await asyncio.gather(*tasks, return_exceptions=True)
        await self.ctx.late_releases.stop()
        await self.live.stop()
        if isinstance(self.ctx.publisher, RedisPublisher):
            await self.ctx.publisher.drain()
        if self.redis is not None:
            await self.redis.aclose()
        await self.reads.close()
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

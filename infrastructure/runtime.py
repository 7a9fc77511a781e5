"""The server's running parts: engines (configured or embedded), store, Redis, context."""

from dataclasses import dataclass, field

import structlog
from redis.asyncio import Redis
from sqlalchemy import text
from sqlalchemy.exc import SQLAlchemyError
from sqlalchemy.ext.asyncio import AsyncEngine

from infrastructure.db.engine import ensure_database, make_engine, pending_migrations
from infrastructure.db.event_store import PostgresEventStore
from infrastructure.embedded import embedded_postgres_url, embedded_redis_url
from infrastructure.rate_limit import RateLimiter
from infrastructure.redis_feed import RedisPublisher
from infrastructure.settings import Settings
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
    """Seconds between store polls of an idle live feed (Redis notices wake it sooner)."""
    ctx: AppContext = field(init=False)
    rate_limiter: RateLimiter = field(init=False)

    def __post_init__(self) -> None:
        publisher = RedisPublisher(self.redis) if self.redis is not None else None
        self.ctx = AppContext.build(PostgresEventStore(self.engine), publisher)
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

    async def stop(self) -> None:
        """Close connections."""
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

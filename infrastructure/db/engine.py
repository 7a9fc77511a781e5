"""Engine creation, database URLs and migrations."""

import asyncio
from collections.abc import Callable
from functools import cache
from pathlib import Path
from urllib.parse import urlsplit

import msgspec
from alembic import command
from alembic.config import Config
from alembic.runtime.migration import MigrationContext
from alembic.script import ScriptDirectory
from sqlalchemy import event, text
from sqlalchemy.engine import ExceptionContext
from sqlalchemy.ext.asyncio import AsyncEngine, create_async_engine

from infrastructure.db.driver import broken_connection
from infrastructure.db.urls import async_url, with_database
from infrastructure.settings import DatabaseSettings

MIGRATIONS = Path(__file__).resolve().parent.parent / "migrations"
__all__ = ["async_url", "make_engine", "migrate", "upgrade_to_head", "with_database"]


def _json_dumps(value: object) -> str:
    return msgspec.json.encode(value).decode()


def make_engine(url: str, settings: DatabaseSettings,
                connect_timeout: float = 60.0) -> AsyncEngine:
    """An asyncpg engine with server-side timeouts and msgspec JSON; a connection attempt
    gives up after ``connect_timeout`` seconds (asyncpg's default: 60)."""
    server_settings = {
        "statement_timeout": str(settings.statement_timeout_ms),
        "lock_timeout": str(settings.lock_timeout_ms),
        "idle_in_transaction_session_timeout": str(settings.idle_in_transaction_timeout_ms),
        "application_name": "tabletop-server",
    }
    engine = create_async_engine(
        # A fixed-size pool: overflow connections are closed as soon as they are returned,
        # so above ``pool_size`` busy connections every burst opened and closed backends
        # (38 a second at 64 clients, p99 0.3 s); waiting for a pooled one costs far less.
        async_url(url), pool_size=settings.pool_size, max_overflow=0,
        pool_timeout=settings.pool_timeout_s,
        pool_pre_ping=False, json_serializer=_json_dumps, json_deserializer=msgspec.json.decode,
        # a failed statement's parameters (a player's secret, an imported file's data)
        # never reach an exception's text, hence never a log line
        hide_parameters=True,
        connect_args={"server_settings": server_settings, "timeout": connect_timeout},
    )
    event.listen(engine.sync_engine, "handle_error", _broken_connection_is_a_disconnect)
    return engine


def _broken_connection_is_a_disconnect(context: ExceptionContext) -> None:
    """SQLAlchemy's asyncpg dialect counts only a closed connection as lost; a protocol a
    shutdown left half-way (``driver.BROKEN_CONNECTION_ERRORS``) is lost as well: the
    connection is invalidated and the error is the API's 503, as on the append's path."""
    if broken_connection(context.original_exception):
        context.is_disconnect = True


def alembic_config(url: str) -> Config:
    """Alembic configuration pointing at our migrations and at ``url``."""
    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS))
    config.set_main_option("sqlalchemy.url", async_url(url).replace("%", "%%"))
    return config


def upgrade_to_head(url: str) -> None:
    """Apply every pending migration (runs its own event loop: call from a plain thread)."""
    command.upgrade(alembic_config(url), "head")


async def migrate(url: str) -> None:
    """``upgrade_to_head`` from async code."""
    await asyncio.to_thread(upgrade_to_head, url)


@cache
def code_head() -> str | None:
    """The newest migration the code ships (read once: the files do not change)."""
    return ScriptDirectory.from_config(alembic_config("postgresql://")).get_current_head()


async def pending_migrations(engine: AsyncEngine) -> bool:
    """True when the database is behind the code's migrations."""
    head = code_head()
    async with engine.connect() as connection:
        current = await connection.run_sync(
            lambda sync: MigrationContext.configure(sync).get_current_revision())
    return current != head


async def ensure_database(url: str, settings: DatabaseSettings) -> None:
    """Create the URL's database when the server does not have it yet."""
    name = urlsplit(url).path.lstrip("/") or "postgres"
    admin = make_engine(with_database(url, "postgres"), settings).execution_options(
        isolation_level="AUTOCOMMIT")
    try:
        async with admin.connect() as connection:
            exists = await connection.scalar(
                text("SELECT 1 FROM pg_database WHERE datname = :name"), {"name": name})
            if not exists:
                await connection.execute(text(f'CREATE DATABASE "{name}"'))
    finally:
        await admin.dispose()


def track_pool(engine: AsyncEngine, in_use: Callable[[int], None]) -> None:
    """Report every checkout (+1) and return (-1) of the engine's pooled connections."""
    pool = engine.sync_engine.pool
    event.listen(pool, "checkout", lambda *_: in_use(1))
    event.listen(pool, "checkin", lambda *_: in_use(-1))

"""The real PostgreSQL and Redis the tests talk to.

``DATABASE_URL`` / ``REDIS_URL`` set (CI): the machine's services, with a fresh database
per test run (and per xdist worker). Unset: embedded engines under ``.data/test``.
"""

import asyncio
import os
from urllib.parse import urlsplit

from sqlalchemy import text

from infrastructure.db.engine import make_engine, upgrade_to_head, with_database
from infrastructure.embedded import embedded_postgres_url, embedded_redis_url
from infrastructure.settings import ROOT, DatabaseSettings

TEST_DATA = ROOT / ".data" / "test"


def server_url() -> str:
    """A URL of the PostgreSQL server the tests use (any database on it)."""
    return os.environ.get("DATABASE_URL") or embedded_postgres_url(TEST_DATA)


def test_database_name() -> str:
    """One database per test process (runs side by side never share one)."""
    base = urlsplit(os.environ.get("DATABASE_URL", "")).path.lstrip("/") or "tabletop"
    worker = os.environ.get("PYTEST_XDIST_WORKER", "main")
    return f"{base}_test_{worker}_{os.getpid()}"


async def admin_execute(url: str, *statements: str) -> None:
    """Run statements on the server's ``postgres`` database, outside a transaction."""
    admin = make_engine(with_database(url, "postgres"), DatabaseSettings(url=url, pool_size=1))
    admin = admin.execution_options(isolation_level="AUTOCOMMIT")
    try:
        async with admin.connect() as connection:
            for statement in statements:
                await connection.execute(text(statement))
    finally:
        await admin.dispose()


async def _recreate(url: str, name: str) -> None:
    await admin_execute(url, f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)',
                 f'CREATE DATABASE "{name}"')


def drop_database(url: str) -> None:
    """Drop a test database made by ``fresh_database``."""
    name = urlsplit(url).path.lstrip("/")
    asyncio.run(admin_execute(url, f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)'))


def fresh_database(suffix: str = "") -> str:
    """Create an empty, migrated test database and return its URL (``suffix``: another
    one beside this process's session database, which it would otherwise replace)."""
    url = server_url()
    name = test_database_name() + suffix
    asyncio.run(_recreate(url, name))
    test_url = with_database(url, name)
    upgrade_to_head(test_url)
    return test_url


def redis_test_url() -> str:
    """The Redis the tests use."""
    return os.environ.get("REDIS_URL") or embedded_redis_url(TEST_DATA / "redis")

"""The benchmark's engines: its own fresh databases on the tests' PostgreSQL, and Redis.

``DATABASE_URL`` / ``REDIS_URL`` set: that server (new databases named ``*_bench*`` are
created on it, nothing else is touched). Unset: the embedded engines under ``.data/test``.
"""

import asyncio
import os
import platform
import subprocess
from pathlib import Path
from urllib.parse import parse_qs, urlsplit

from sqlalchemy import text

from infrastructure.db.engine import make_engine, upgrade_to_head, with_database
from infrastructure.settings import DatabaseSettings, RedisSettings, Settings
from tests.support.engines import redis_test_url, server_url

PREFIX = "tabletop_bench"
HERE = Path(__file__).resolve().parent


async def recreate(name: str, create: bool = True) -> str:
    """Drop and (unless ``create`` is false) create one benchmark database; its URL."""
    assert name.startswith(PREFIX), name
    url = server_url()
    admin = make_engine(with_database(url, "postgres"), DatabaseSettings(url=url, pool_size=1))
    admin = admin.execution_options(isolation_level="AUTOCOMMIT")
    try:
        async with admin.connect() as connection:
            await connection.execute(text(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)'))
            if create:
                await connection.execute(text(f'CREATE DATABASE "{name}"'))
    finally:
        await admin.dispose()
    return with_database(url, name)


async def migrated(name: str) -> str:
    """A fresh database with the event store's schema."""
    url = await recreate(name)
    await asyncio.to_thread(upgrade_to_head, url)
    return url


def settings_for(url: str, pool_size: int = 40) -> Settings:
    """Settings over a benchmark database and the tests' Redis."""
    return Settings(database=DatabaseSettings(url=url, pool_size=pool_size),
                    redis=RedisSettings(url=redis_test_url()))


def libpq_params(url: str) -> dict[str, str]:
    """host / port / user / password / dbname of a URL, for psycopg and pgbench."""
    parts = urlsplit(url)
    query = {k: v[0] for k, v in parse_qs(parts.query).items()}
    return {"host": query.get("host") or parts.hostname or "localhost",
            "port": str(parts.port or 5432), "user": parts.username or "postgres",
            "password": parts.password or "", "dbname": parts.path.lstrip("/")}


def machine() -> dict[str, str]:
    """What the figures were measured on."""
    cpu = next((line.split(":", 1)[1].strip() for line in
                Path("/proc/cpuinfo").read_text().splitlines()
                if line.startswith("model name")), platform.processor())
    mem_kb = next(int(line.split()[1]) for line in
                  Path("/proc/meminfo").read_text().splitlines()
                  if line.startswith("MemTotal"))
    return {"nproc": str(os.cpu_count()), "cpu": cpu, "ram_gb": f"{mem_kb / 2**20:.1f}",
            "python": platform.python_version(),
            "load_average_at_start": " ".join(f"{x:.2f}" for x in os.getloadavg()),
            "database": "DATABASE_URL" if os.environ.get("DATABASE_URL") else "embedded",
            "redis": "REDIS_URL" if os.environ.get("REDIS_URL") else "embedded"}


async def server_version(url: str) -> str:
    """PostgreSQL's version string."""
    engine = make_engine(url, DatabaseSettings(url=url, pool_size=1))
    try:
        async with engine.connect() as connection:
            return str(await connection.scalar(text("SHOW server_version")))
    finally:
        await engine.dispose()


def run(args: list[str], env: dict[str, str] | None = None) -> str:
    """Run a program; its standard output (raises on failure)."""
    done = subprocess.run(args, capture_output=True, text=True, env=env, check=True)
    return done.stdout

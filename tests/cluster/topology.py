"""The whole cluster on this machine: three API nodes (``serve`` processes on 127.0.0.11-13)
behind HAProxy (``deploy/haproxy.cfg`` on 127.0.0.10), over a PostgreSQL primary, its
streaming replica and Redis (``tests.cluster.engines``). Everything is stopped at the end."""

import os
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path

from infrastructure.settings import ROOT
from tests.cluster import engines
from tests.cluster.engines import Postgres, Redis, port_on
from tests.support.servers import START_TIMEOUT, ServerProcess, wait_until

HAPROXY_HOST = "127.0.0.10"
NODE_HOSTS = ("127.0.0.11", "127.0.0.12", "127.0.0.13")
HAPROXY_CONFIG = ROOT / "deploy" / "haproxy.cfg"
HAPROXY_ERRORS = ROOT / "deploy" / "haproxy-errors"
REPLICA_MAX_LAG = 1.0
NODE_ENV = {
    "LOG_FORMAT": "json", "RATE_LIMIT": "1000000", "WEBHOOK_WORKERS": "0",
    "RETENTION_PURGE_INTERVAL": "0", "DB_POOL_SIZE": "12", "DB_POOL_TIMEOUT": "5",
    "FORWARDED_ALLOW_IPS": HAPROXY_HOST, "REPLICA_MAX_LAG": str(REPLICA_MAX_LAG),
    # Only this machine's own test client (127.0.0.1) is exempt from the per-address
    # limits: a client on another address, seen through X-Forwarded-For, is counted.
    "PUBLIC_RATE_EXEMPT": "127.0.0.1/32", "PUBLIC_READ_RATE_LIMIT": "5",
    "PUBLIC_RATE_WINDOW": "600", "FEED_MAX_PER_SEAT": "0"}


@dataclass
class Node:
    """One API node: ``python -m infrastructure.cli serve`` on its own address."""

    name: str
    host: str
    port: int
    env: dict[str, str]
    log: Path
    server: ServerProcess | None = None

    @property
    def url(self) -> str:
        """Its base URL (bypassing HAProxy)."""
        return f"http://{self.host}:{self.port}"

    def start(self) -> None:
        """Start the process (see ``wait_ready``)."""
        with self.log.open("ab") as out:
            process = subprocess.Popen([sys.executable, "-m", "infrastructure.cli", "serve"],
                                       cwd=ROOT, env=self.env, stdout=out,
                                       stderr=subprocess.STDOUT)
        self.server = ServerProcess(process, self.url, self.log)

    def wait_ready(self) -> None:
        """Until ``/health`` answers."""
        assert self.server is not None
        self.server.wait_ready()

    def signal(self, number: int) -> None:
        """SIGKILL, SIGSTOP, SIGCONT…"""
        assert self.server is not None
        self.server.process.send_signal(number)

    def kill(self) -> None:
        """``kill -9``: no shutdown at all."""
        assert self.server is not None
        self.server.kill()

    def stop(self) -> None:
        """Stop it (thawed first: a stopped process ignores SIGTERM)."""
        if self.server is not None and self.server.process.poll() is None:
            self.signal(signal.SIGCONT)
            self.server.stop()


@dataclass
class HAProxy:
    """HAProxy with ``deploy/haproxy.cfg`` and its admin socket."""

    process: subprocess.Popen[bytes]
    port: int
    socket_path: Path

    @property
    def url(self) -> str:
        """Where clients connect."""
        return f"http://{HAPROXY_HOST}:{self.port}"

    def command(self, line: str) -> str:
        """One admin-socket command; its answer."""
        with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as admin:
            admin.settimeout(5)
            admin.connect(str(self.socket_path))
            admin.sendall(line.encode() + b"\n")
            chunks = []
            while chunk := admin.recv(65536):
                chunks.append(chunk)
        return b"".join(chunks).decode()

    def statuses(self) -> dict[str, str]:
        """Each node's status as HAProxy sees it (UP, DOWN, MAINT…)."""
        rows = [line.split(",") for line in self.command("show stat").splitlines()]
        header = rows[0] if rows else []
        if not header or "status" not in header:
            return {}
        at, name = header.index("status"), header.index("svname")
        return {row[name]: row[at].split(" ")[0] for row in rows[1:]
                if len(row) > at and row[0] == "api" and row[name].startswith("api")}

    def wait_status(self, wanted: dict[str, str], timeout: float = 30.0) -> float:
        """Until the nodes named have these statuses; the seconds it took."""
        started = time.monotonic()
        wait_until(lambda: True if all(self.statuses().get(n) == s for n, s in wanted.items())
                   else None, timeout, f"HAProxy statuses {wanted}", interval=0.1)
        return time.monotonic() - started

    def stop(self) -> None:
        """Stop it."""
        if self.process.poll() is None:
            self.process.terminate()
            self.process.wait(timeout=10)


@dataclass
class Cluster:
    """Every part, by role."""

    base: Path
    primary: Postgres
    replica: Postgres
    redis: Redis
    nodes: list[Node]
    haproxy: HAProxy
    figures: list[str] = field(default_factory=list)

    def node(self, name: str) -> Node:
        """A node by its HAProxy name (``api1``…)."""
        return next(n for n in self.nodes if n.name == name)


def _migrate(env: dict[str, str], log: Path) -> None:
    with log.open("ab") as out:
        subprocess.run([sys.executable, "-m", "infrastructure.cli", "migrate"], cwd=ROOT,
                       env=env, stdout=out, stderr=subprocess.STDOUT, check=True, timeout=180)


def start_haproxy(base: Path, nodes: list[Node]) -> HAProxy:
    """HAProxy in the foreground with the deploy config, every node up."""
    binary = engines.haproxy_binary()
    assert binary is not None
    port, socket_path = port_on(HAPROXY_HOST), base / "haproxy.sock"
    environment = {**os.environ, "HAPROXY_BIND": f"{HAPROXY_HOST}:{port}",
                   "HAPROXY_SOURCE": HAPROXY_HOST, "HAPROXY_SOCKET": str(socket_path),
                   "HAPROXY_ERRORS": str(HAPROXY_ERRORS),
                   **{f"API{i + 1}": f"{n.host}:{n.port}" for i, n in enumerate(nodes)}}
    with (base / "haproxy.log").open("ab") as out:
        process = subprocess.Popen([str(binary), "-db", "-f", str(HAPROXY_CONFIG)],
                                   env=environment, stdout=out, stderr=subprocess.STDOUT)
    haproxy = HAProxy(process, port, socket_path)
    wait_until(lambda: True if socket_path.exists() else None, 30, "HAProxy admin socket")
    haproxy.wait_status({n.name: "UP" for n in nodes}, START_TIMEOUT)
    return haproxy


@contextmanager
def running_cluster() -> Iterator[Cluster]:
    """Start every part (engines, migration, nodes, HAProxy); stop them all at the end."""
    base = Path(tempfile.mkdtemp(prefix="tabletop-cluster-"))  # /tmp: postgres may enter
    engines.prepare_base(base)
    started: list[object] = []
    try:
        primary = engines.start_primary(base)
        started.append(primary)
        redis = engines.start_redis(base)
        started.append(redis)
        with ThreadPoolExecutor(2) as both:  # the replica streams the migration's changes
            making = both.submit(engines.start_replica, base, primary)
            env = {**os.environ, **NODE_ENV, "DATABASE_URL": primary.url(),
                   "DATABASE_REPLICA_URL": engines.replica_of(base).url(),
                   "REDIS_URL": redis.url}
            migrating = both.submit(_migrate, env, base / "migrate.log")
            replica = making.result()
            started.append(replica)
            migrating.result()
        nodes = [_node(i, host, env, base) for i, host in enumerate(NODE_HOSTS)]
        for node in nodes:
            started.append(node)
            node.start()
        for node in nodes:
            node.wait_ready()
        haproxy = start_haproxy(base, nodes)
        started.append(haproxy)
        yield Cluster(base, primary, replica, redis, nodes, haproxy)
    finally:
        for part in reversed(started):
            try:
                part.stop()  # type: ignore[attr-defined]
            except Exception as error:  # stop the others whatever happens
                print(f"cluster: could not stop {part}: {error}", file=sys.stderr)
        if os.environ.get("CLUSTER_KEEP") != "1":
            shutil.rmtree(base, ignore_errors=True)


def _node(index: int, host: str, env: dict[str, str], base: Path) -> Node:
    port = port_on(host)
    return Node(f"api{index + 1}", host, port, {**env, "HOST": host, "PORT": str(port)},
                base / f"api{index + 1}.log")

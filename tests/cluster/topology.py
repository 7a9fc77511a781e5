"""The whole cluster on this machine: three API nodes (``serve`` processes on 127.0.0.11-13)
behind HAProxy (``deploy/haproxy.cfg`` on 127.0.0.10), over two PostgreSQL nodes managed
by Patroni (127.0.0.21-22, one etcd member on 127.0.0.41) reached through HAProxy
(``deploy/haproxy-postgres.cfg`` on 127.0.0.20), and Redis (127.0.0.31). A fourth node
(127.0.0.14, not behind HAProxy) reaches PostgreSQL through a libpq host list instead.
Everything is stopped at the end, whatever happens."""

import os
import shutil
import signal
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path

from infrastructure.settings import ROOT
from tests.cluster import engines
from tests.cluster.engines import Postgres, Redis, port_on
from tests.cluster.haproxy import HAProxy, start_api_proxy, start_postgres_proxy
from tests.cluster.patroni import (
    PG_HAPROXY_HOST,
    Etcd,
    PatroniNode,
    Secrets,
    members,
    prepare_nodes,
    start_etcd,
    wait_whole,
)
from tests.support.servers import ServerProcess

HAPROXY_HOST = "127.0.0.10"
NODE_HOSTS = ("127.0.0.11", "127.0.0.12", "127.0.0.13")
HOST_LIST_NODE = "127.0.0.14"
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
class Cluster:
    """Every part, by role."""

    base: Path
    etcd: Etcd
    postgres_nodes: list[PatroniNode]
    postgres_proxy: HAProxy
    database_url: str
    """The API's ``DATABASE_URL``: HAProxy's primary frontend."""
    redis: Redis
    nodes: list[Node]
    haproxy: HAProxy
    host_list_node: Node
    """An API node whose ``DATABASE_URL`` is a libpq host list (``a:p,b:p``)."""
    figures: list[str] = field(default_factory=list)

    def node(self, name: str) -> Node:
        """A node by its HAProxy name (``api1``…)."""
        return next(n for n in self.nodes if n.name == name)

    def member(self, role: str) -> PatroniNode:
        """The PostgreSQL node Patroni gives this role (``leader``, ``sync_standby``)."""
        name = next(m["name"] for m in members(self.postgres_nodes) if m["role"] == role)
        return next(n for n in self.postgres_nodes if n.name == name)

    @property
    def primary(self) -> Postgres:
        """The primary's PostgreSQL (whichever node leads now)."""
        return self.member("leader").postgres

    @property
    def replica(self) -> Postgres:
        """The synchronous standby's PostgreSQL."""
        return self.member("sync_standby").postgres


def _migrate(env: dict[str, str], log: Path) -> None:
    with log.open("ab") as out:
        subprocess.run([sys.executable, "-m", "infrastructure.cli", "migrate"], cwd=ROOT,
                       env=env, stdout=out, stderr=subprocess.STDOUT, check=True, timeout=180)


def start_postgres(base: Path, etcd: Etcd, started: list[object]) -> tuple[
        list[PatroniNode], HAProxy, Secrets]:
    """Both Patroni nodes (one bootstraps, the other clones it), then HAProxy in front,
    routing to the leader and to its standby."""
    passwords = Secrets()
    postgres = prepare_nodes(base, etcd, passwords)
    for node in postgres:
        started.append(node)
        node.start()
    roles = wait_whole(postgres)
    proxy = start_postgres_proxy(base, PG_HAPROXY_HOST, {
        n.name: (f"{n.host}:{n.pg_port}", n.api_port) for n in postgres})
    started.append(proxy)
    proxy.wait_status({roles["leader"]: "UP"}, backend="postgres_primary")
    proxy.wait_status({roles["sync"]: "UP"}, backend="postgres_replica")
    return postgres, proxy, passwords


def host_list_urls(postgres: list[PatroniNode], passwords: Secrets) -> dict[str, str]:
    """The API's URLs as libpq host lists, in both spellings: ``host:port,host:port`` for
    the primary, ``?host=a,b&port=p,q`` for the replica."""
    hosts = ",".join(f"{n.host}:{n.pg_port}" for n in postgres)
    names = ",".join(n.host for n in postgres)
    ports = ",".join(str(n.pg_port) for n in postgres)
    login = f"tabletop:{passwords.api}"
    return {"DATABASE_URL": f"postgresql://{login}@{hosts}/tabletop"
                            "?target_session_attrs=read-write",
            "DATABASE_REPLICA_URL": f"postgresql://{login}@/tabletop?host={names}"
                                    f"&port={ports}&target_session_attrs=standby"}


@contextmanager
def running_cluster() -> Iterator[Cluster]:
    """Start every part (etcd, Patroni, HAProxy, Redis, migration, nodes); stop them all."""
    base = Path(tempfile.mkdtemp(prefix="tabletop-cluster-"))  # /tmp: postgres may enter
    engines.prepare_base(base)
    started: list[object] = []
    try:
        etcd = start_etcd(base)
        started.append(etcd)
        redis = engines.start_redis(base)
        started.append(redis)
        postgres, proxy, passwords = start_postgres(base, etcd, started)
        login = f"tabletop:{passwords.api}@{proxy.host}"
        env = {**os.environ, **NODE_ENV, "REDIS_URL": redis.url,
               "DATABASE_URL": f"postgresql://{login}:{proxy.ports['primary']}/tabletop",
               "DATABASE_REPLICA_URL": f"postgresql://{login}:{proxy.ports['replica']}/tabletop"}
        _migrate(env, base / "migrate.log")
        nodes = [_node(f"api{i + 1}", host, env, base) for i, host in enumerate(NODE_HOSTS)]
        host_list = _node("hostlist", HOST_LIST_NODE,
                          {**env, **host_list_urls(postgres, passwords)}, base)
        for node in [*nodes, host_list]:
            started.append(node)
            node.start()
        for node in [*nodes, host_list]:
            node.wait_ready()
        haproxy = start_api_proxy(base, HAPROXY_HOST,
                                  {n.name: f"{n.host}:{n.port}" for n in nodes})
        started.append(haproxy)
        yield Cluster(base, etcd, postgres, proxy, env["DATABASE_URL"], redis, nodes, haproxy,
                      host_list)
    finally:
        for part in reversed(started):
            try:
                part.stop()  # type: ignore[attr-defined]
            except Exception as error:  # stop the others whatever happens
                print(f"cluster: could not stop {part}: {error}", file=sys.stderr)
        if os.environ.get("CLUSTER_KEEP") != "1":
            shutil.rmtree(base, ignore_errors=True)


def _node(name: str, host: str, env: dict[str, str], base: Path) -> Node:
    port = port_on(host)
    return Node(name, host, port, {**env, "HOST": host, "PORT": str(port)},
                base / f"{name}.log")

"""Debian's HAProxy with the deploy files: ``deploy/haproxy.cfg`` in front of the API nodes
(HTTP) and ``deploy/haproxy-postgres.cfg`` in front of the PostgreSQL nodes (TCP, checking
Patroni's REST API). Each runs in the foreground with its admin socket."""

import os
import socket
import subprocess
import time
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

from infrastructure.settings import ROOT
from tests.cluster import engines
from tests.cluster.engines import port_on
from tests.support.servers import START_TIMEOUT, wait_until

API_CONFIG = ROOT / "deploy" / "haproxy.cfg"
API_ERRORS = ROOT / "deploy" / "haproxy-errors"
POSTGRES_CONFIG = ROOT / "deploy" / "haproxy-postgres.cfg"


@dataclass
class HAProxy:
    """One HAProxy process and its admin socket."""

    process: subprocess.Popen[bytes]
    host: str
    ports: dict[str, int]
    socket_path: Path

    @property
    def url(self) -> str:
        """Where HTTP clients connect (the API frontend)."""
        return f"http://{self.host}:{self.ports['api']}"

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

    def statuses(self, backend: str = "api") -> dict[str, str]:
        """Each server's status in ``backend`` as HAProxy sees it (UP, DOWN, MAINT…)."""
        rows = [line.split(",") for line in self.command("show stat").splitlines()]
        header = rows[0] if rows else []
        if not header or "status" not in header:
            return {}
        at, name = header.index("status"), header.index("svname")
        return {row[name]: row[at].split(" ")[0] for row in rows[1:]
                if len(row) > at and row[0] == backend
                and row[name] not in ("FRONTEND", "BACKEND")}

    def wait_status(self, wanted: dict[str, str], timeout: float = 30.0,
                    backend: str = "api") -> float:
        """Until the servers named have these statuses; the seconds it took."""
        started = time.monotonic()
        wait_until(lambda: True if all(self.statuses(backend).get(n) == s
                                       for n, s in wanted.items()) else None,
                   timeout, f"HAProxy {backend} statuses {wanted}", interval=0.1)
        return time.monotonic() - started

    def stop(self) -> None:
        """Stop it."""
        if self.process.poll() is None:
            self.process.terminate()
            self.process.wait(timeout=10)


def _start(config: Path, host: str, ports: dict[str, int], socket_path: Path,
           environment: Mapping[str, str], log: Path) -> HAProxy:
    binary = engines.haproxy_binary()
    assert binary is not None
    with log.open("ab") as out:
        process = subprocess.Popen([str(binary), "-db", "-f", str(config)],
                                   env={**os.environ, **environment}, stdout=out,
                                   stderr=subprocess.STDOUT)
    haproxy = HAProxy(process, host, ports, socket_path)
    try:
        wait_until(lambda: True if socket_path.exists() else None, 30, "HAProxy admin socket")
    except BaseException:
        haproxy.stop()
        raise
    return haproxy


def start_api_proxy(base: Path, host: str, nodes: dict[str, str]) -> HAProxy:
    """``deploy/haproxy.cfg`` on ``host`` in front of ``nodes`` (``api1`` -> host:port),
    every node up."""
    port, socket_path = port_on(host), base / "haproxy.sock"
    environment = {"HAPROXY_BIND": f"{host}:{port}", "HAPROXY_SOURCE": host,
                   "HAPROXY_SOCKET": str(socket_path), "HAPROXY_ERRORS": str(API_ERRORS),
                   **{name.upper(): address for name, address in nodes.items()}}
    haproxy = _start(API_CONFIG, host, {"api": port}, socket_path, environment,
                     base / "haproxy.log")
    try:
        haproxy.wait_status(dict.fromkeys(nodes, "UP"), START_TIMEOUT)
    except BaseException:
        haproxy.stop()
        raise
    return haproxy


def start_postgres_proxy(base: Path, host: str, nodes: dict[str, tuple[str, int]]) -> HAProxy:
    """``deploy/haproxy-postgres.cfg`` on ``host`` in front of ``nodes`` (``pg1`` ->
    (PostgreSQL's host:port, Patroni's REST port))."""
    ports = {"primary": port_on(host), "replica": port_on(host)}
    socket_path = base / "haproxy-postgres.sock"
    environment = {"PG_PRIMARY_BIND": f"{host}:{ports['primary']}",
                   "PG_REPLICA_BIND": f"{host}:{ports['replica']}",
                   "PG_HAPROXY_SOCKET": str(socket_path)}
    for name, (address, rest_port) in nodes.items():
        environment[name.upper()] = address
        environment[f"{name.upper()}_PATRONI_PORT"] = str(rest_port)
    return _start(POSTGRES_CONFIG, host, ports, socket_path, environment,
                  base / "haproxy-postgres.log")

"""PostgreSQL as the deployment runs it: two nodes managed by Debian's Patroni
(``deploy/patroni.yml``) over one etcd member (``deploy/etcd.env``), reached through
HAProxy (``deploy/haproxy-postgres.cfg``), which asks Patroni's REST API who is the
primary. Each file is used as deployed; the test sets only addresses, secrets, private
directories and the timings of ``TEST_TIMING``.

One etcd member instead of three is the test's simplification: it proves PostgreSQL's
failover, not etcd's (docs/scaling.md)."""

import contextlib
import os
import secrets
import signal
import subprocess
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import httpx
import psutil
import yaml

from infrastructure.settings import ROOT
from tests.cluster import engines
from tests.cluster.engines import RUN_AS, Postgres, give_to_postgres, port_on
from tests.support.servers import START_TIMEOUT, wait_until

ETCD_HOST, PG_HAPROXY_HOST = "127.0.0.41", "127.0.0.20"
PG_HOSTS = {"pg1": "127.0.0.21", "pg2": "127.0.0.22"}
DEPLOY = ROOT / "deploy"
TEST_TIMING = {"ttl": 10, "loop_wait": 1, "retry_timeout": 4}
"""Patroni's timings in the test (``loop_wait + 2 * retry_timeout <= ttl``): a dead
primary's lock expires after at most 10 s instead of 30. Production keeps Patroni's
defaults (``deploy/patroni.yml``: 30, 10, 10): shorter ones trade fewer seconds of write
pause for a risk of failing over on a slow etcd round trip or a busy machine."""
TEST_PARAMETERS = {"fsync": "off"}
"""Throwaway data: no disk flushes (a killed process loses nothing the kernel holds)."""


@dataclass(frozen=True)
class Secrets:
    """The run's passwords, random each time, given as the deploy files expect them."""

    superuser: str = field(default_factory=lambda: secrets.token_hex(12))
    replication: str = field(default_factory=lambda: secrets.token_hex(12))
    rewind: str = field(default_factory=lambda: secrets.token_hex(12))
    api: str = field(default_factory=lambda: secrets.token_hex(12))
    restapi: str = field(default_factory=lambda: secrets.token_hex(12))


@dataclass
class Etcd:
    """One etcd member (``deploy/etcd.env`` with the test's addresses)."""

    process: subprocess.Popen[bytes]
    url: str

    def stop(self) -> None:
        """Stop it."""
        if self.process.poll() is None:
            self.process.terminate()
            self.process.wait(timeout=20)


def deploy_env(path: Path) -> dict[str, str]:
    """``KEY=VALUE`` lines of an environment file (comments and blanks skipped)."""
    pairs = (line.split("=", 1) for line in path.read_text().splitlines()
             if line.strip() and not line.lstrip().startswith("#"))
    return {key.strip(): value.strip() for key, value in pairs}


def start_etcd(base: Path) -> Etcd:
    """One member with the deploy file's settings on the test's own addresses."""
    client, peer = port_on(ETCD_HOST), port_on(ETCD_HOST)
    url, peer_url = f"http://{ETCD_HOST}:{client}", f"http://{ETCD_HOST}:{peer}"
    deployed = deploy_env(DEPLOY / "etcd.env")
    settings = {**deployed, "ETCD_DATA_DIR": str(base / "etcd"),
                "ETCD_LISTEN_CLIENT_URLS": url, "ETCD_ADVERTISE_CLIENT_URLS": url,
                "ETCD_LISTEN_PEER_URLS": peer_url, "ETCD_INITIAL_ADVERTISE_PEER_URLS": peer_url,
                "ETCD_INITIAL_CLUSTER": f"{deployed['ETCD_NAME']}={peer_url}"}
    with (base / "etcd.log").open("ab") as out:
        process = subprocess.Popen([str(engines.etcd_binary())], stdout=out,
                                   stderr=subprocess.STDOUT,
                                   env={"PATH": os.environ.get("PATH", ""), **settings})
    etcd = Etcd(process, url)
    try:
        wait_until(lambda: True if httpx.get(f"{url}/health", timeout=2).json().get(
            "health") == "true" else None, START_TIMEOUT, "etcd")
    except BaseException:
        etcd.stop()
        raise
    return etcd


def patroni_config(base: Path, socket_dir: Path) -> Path:
    """``deploy/patroni.yml`` with the test's timings, binaries and private sockets."""
    config: dict[str, Any] = yaml.safe_load((DEPLOY / "patroni.yml").read_text())
    dcs = config["bootstrap"]["dcs"]
    dcs.update(TEST_TIMING)
    dcs["postgresql"]["parameters"].update(TEST_PARAMETERS)
    config["bootstrap"]["post_bootstrap"] = str(DEPLOY / "patroni-post-bootstrap.sh")
    config["postgresql"]["bin_dir"] = str(engines.pg_bin())
    config["postgresql"]["parameters"] = {"unix_socket_directories": str(socket_dir)}
    path = base / "patroni.yml"
    path.write_text(yaml.safe_dump(config, sort_keys=False))
    return path


@dataclass
class PatroniNode:
    """One PostgreSQL node and the Patroni that runs it."""

    name: str
    host: str
    pg_port: int
    api_port: int
    base: Path
    config: Path
    passwords: Secrets
    etcd: str
    process: subprocess.Popen[bytes] | None = None

    @property
    def postgres(self) -> Postgres:
        """Its PostgreSQL server (for direct SQL as the superuser)."""
        return Postgres(self.base / self.name, self.host, self.pg_port,
                        self.passwords.superuser)

    @property
    def api(self) -> str:
        """Its Patroni REST API."""
        return f"http://{self.host}:{self.api_port}"

    def environment(self) -> dict[str, str]:
        """Its identity and the secrets, as ``deploy/patroni.yml`` documents them."""
        return {**os.environ, "PATRONI_NAME": self.name,
                # the post-bootstrap script's psql: the same binaries' (pgserver's too)
                "PATH": f"{engines.pg_bin()}{os.pathsep}{os.environ.get('PATH', '')}",
                "PATRONI_RESTAPI_LISTEN": f"{self.host}:{self.api_port}",
                "PATRONI_RESTAPI_CONNECT_ADDRESS": f"{self.host}:{self.api_port}",
                "PATRONI_RESTAPI_USERNAME": "admin",
                "PATRONI_RESTAPI_PASSWORD": self.passwords.restapi,
                "PATRONI_POSTGRESQL_LISTEN": f"{self.host}:{self.pg_port}",
                "PATRONI_POSTGRESQL_CONNECT_ADDRESS": f"{self.host}:{self.pg_port}",
                "PATRONI_POSTGRESQL_DATA_DIR": str(self.base / self.name),
                "PATRONI_POSTGRESQL_PGPASS": str(self.base / f"{self.name}.pgpass"),
                "PATRONI_ETCD3_HOSTS": f"'{self.etcd}'",
                "PATRONI_SUPERUSER_PASSWORD": self.passwords.superuser,
                "PATRONI_REPLICATION_PASSWORD": self.passwords.replication,
                "PATRONI_REWIND_PASSWORD": self.passwords.rewind,
                "TABLETOP_DB_PASSWORD": self.passwords.api}

    def start(self) -> None:
        """Start Patroni (it starts PostgreSQL: a new primary, a clone, or a rejoin)."""
        with (self.base / f"{self.name}.patroni.log").open("ab") as out:
            self.process = subprocess.Popen(
                [str(engines.patroni_binary()), str(self.config)], env=self.environment(),
                stdout=out, stderr=subprocess.STDOUT, cwd=self.base, user=RUN_AS,
                group=RUN_AS, start_new_session=True)

    def running(self) -> bool:
        """Whether its Patroni process is alive."""
        return self.process is not None and self.process.poll() is None

    def kill(self) -> tuple[float, float]:
        """``kill -9`` of Patroni, PostgreSQL's postmaster and every backend in one tight
        loop (the machine dying); the moment the last signal went (``time.monotonic()``,
        ``time.time()``): whatever is decided after it can only be stored by another node.
        The backends are listed first: each is its own session leader, so no process
        group holds them."""
        assert self.process is not None
        postmaster = self.postmaster()
        doomed = [] if postmaster is None else [postmaster, *postmaster.children(recursive=True)]
        for pid in [self.process.pid, *(process.pid for process in doomed)]:
            with contextlib.suppress(ProcessLookupError):
                os.kill(pid, signal.SIGKILL)
        moment = time.monotonic(), time.time()
        self.process.wait(timeout=10)
        psutil.wait_procs(doomed, timeout=10)
        return moment

    def postmaster(self) -> psutil.Process | None:
        """Its running postmaster, from ``postmaster.pid``."""
        try:
            pid = int((self.base / self.name / "postmaster.pid").read_text().split()[0])
            process = psutil.Process(pid)
        except (OSError, ValueError, IndexError, psutil.NoSuchProcess):
            return None
        return process if process.name() == "postgres" else None

    def stop(self) -> None:
        """Stop Patroni (it stops PostgreSQL); whatever lingers is killed."""
        if self.running():
            assert self.process is not None
            self.process.terminate()
            try:
                self.process.wait(timeout=30)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait(timeout=10)
        postmaster = self.postmaster()
        if postmaster is not None:
            for process in [postmaster, *postmaster.children(recursive=True)]:
                process.kill()

    def member(self) -> dict[str, Any]:
        """``GET /patroni``: its own view (state, role, timeline…)."""
        answer: dict[str, Any] = httpx.get(f"{self.api}/patroni", timeout=2).json()
        return answer

    def is_primary(self) -> bool:
        """``GET /primary`` answers 200 (what HAProxy asks)."""
        try:
            return httpx.get(f"{self.api}/primary", timeout=2).status_code == 200
        except httpx.HTTPError:
            return False


def prepare_nodes(base: Path, etcd: Etcd, passwords: Secrets) -> list[PatroniNode]:
    """The nodes' places, addresses and shared configuration file."""
    socket_dir = base / "sockets"
    socket_dir.mkdir()
    give_to_postgres(socket_dir)
    config = patroni_config(base, socket_dir)
    give_to_postgres(config)
    return [PatroniNode(name, host, port_on(host), port_on(host), base, config, passwords,
                        etcd.url.removeprefix("http://"))
            for name, host in PG_HOSTS.items()]


def patronictl(node: PatroniNode, *args: str) -> str:
    """``patronictl`` with a node's configuration (as an operator runs it)."""
    done = subprocess.run([str(engines.patronictl_binary()), "-c", str(node.config), *args],
                          env=node.environment(), capture_output=True, text=True,
                          timeout=120, check=True)
    return done.stdout


def members(nodes: list[PatroniNode]) -> list[dict[str, Any]]:
    """``GET /cluster`` from the first node that answers: every member's role and state."""
    for node in nodes:
        try:
            found: list[dict[str, Any]] = httpx.get(f"{node.api}/cluster",
                                                    timeout=2).json()["members"]
            return found
        except (httpx.HTTPError, ValueError, KeyError):
            continue
    return []


def whole(nodes: list[PatroniNode]) -> dict[str, str] | None:
    """``{leader, sync}`` names once one node leads and the other is its streaming
    synchronous standby with nothing left to replay; else None."""
    found = {m["role"]: m for m in members(nodes)}
    leader, sync = found.get("leader"), found.get("sync_standby")
    if leader is None or sync is None or leader["state"] != "running" or sync["state"] not in (
            "running", "streaming") or sync.get("lag") not in (0, None):
        return None
    return {"leader": leader["name"], "sync": sync["name"]}


def wait_whole(nodes: list[PatroniNode], timeout: float = START_TIMEOUT) -> dict[str, str]:
    """Until the cluster is whole (``whole``); its roles."""
    started = time.monotonic()
    roles = wait_until(lambda: whole(nodes), timeout, "Patroni: a leader and its sync standby",
                       interval=0.2)
    roles["seconds"] = f"{time.monotonic() - started:.1f}"
    return roles

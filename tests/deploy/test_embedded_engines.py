"""``make run``'s embedded PostgreSQL and Redis stop when the server stops: the same serve
entry point (``python -m infrastructure.cli serve``, what ``make run`` runs once the
catalogs are compiled) on a free port with a private data directory, stopped as an
operator stops it (SIGTERM, or Ctrl-C at the terminal: SIGINT to the whole group), and
no PostgreSQL or Redis process of that directory may be left. A server killed outright
(SIGKILL) cannot stop anything: its engines are reused and stopped by the next run."""

import os
import signal
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import httpx
import psutil
import pytest

from infrastructure.settings import ROOT
from tests.support.servers import START_TIMEOUT, free_port, wait_until

STOP_TIMEOUT = 60.0


def serve(data: Path, workers: int = 1) -> subprocess.Popen[bytes]:
    """The server with embedded engines under ``data`` (no DATABASE_URL, no REDIS_URL), in
    a session of its own (a terminal's Ctrl-C reaches the whole group), once it answers."""
    port = free_port()
    environment = {key: value for key, value in os.environ.items()
                   if key not in ("DATABASE_URL", "REDIS_URL", "DATABASE_REPLICA_URL")}
    environment.update(DATA_DIR=str(data), HOST="127.0.0.1", PORT=str(port),
                       WORKERS=str(workers), LOG_FORMAT="json")
    with (data.parent / f"{data.name}.log").open("ab") as log:
        server = subprocess.Popen([sys.executable, "-m", "infrastructure.cli", "serve"],
                                  cwd=ROOT, env=environment, stdout=log,
                                  stderr=subprocess.STDOUT, start_new_session=True)

    def ready() -> bool | None:
        assert server.poll() is None, (data.parent / f"{data.name}.log").read_text()
        return True if httpx.get(f"http://127.0.0.1:{port}/ready", timeout=5).json()[
            "status"] == "ok" else None
    wait_until(ready, START_TIMEOUT, "server with embedded engines")
    return server


def engines(data: Path) -> list[psutil.Process]:
    """The PostgreSQL and Redis processes of ``data``: a postgres whose command line names
    its directory, a redis-server working in its directory."""
    found = []
    for process in psutil.process_iter(["name", "cmdline", "cwd"]):
        name, cmdline = process.info["name"] or "", " ".join(process.info["cmdline"] or ())
        if (name == "postgres" and str(data / "postgres") in cmdline) or (
                "redis-server" in name and process.info["cwd"] == str(data / "redis")):
            found.append(process)
    return found


def stopped(server: subprocess.Popen[bytes], data: Path) -> list[psutil.Process]:
    """Once the server has exited, what is left of its engines (waited for a while: an
    engine stopping is not gone at once)."""
    server.wait(timeout=STOP_TIMEOUT)
    alive: list[psutil.Process] = psutil.wait_procs(engines(data), timeout=10)[1]
    return alive


@pytest.fixture
def data(tmp_path: Path) -> Iterator[Path]:
    """A private data directory; whatever is left running of it is killed at the end."""
    directory = tmp_path / "data"
    directory.mkdir()
    yield directory
    for process in engines(directory):
        process.kill()


def test_sigterm_stops_the_embedded_engines_with_the_server(data: Path) -> None:
    server = serve(data)
    assert {p.name() for p in engines(data)} >= {"postgres"} and len(engines(data)) >= 2
    server.send_signal(signal.SIGTERM)
    assert stopped(server, data) == []
    assert server.returncode == 128 + signal.SIGTERM  # an orderly exit, as killed by it
    assert (data / "postgres" / ".handle_pids.json").read_text() == "[]"


def test_ctrl_c_with_workers_stops_them_even_after_a_run_was_killed(data: Path) -> None:
    killed = serve(data)
    left_behind = {p.pid for p in engines(data)}
    killed.kill()
    killed.wait(timeout=STOP_TIMEOUT)
    assert {p.pid for p in engines(data)} == left_behind  # nothing could stop them
    server = serve(data, workers=2)
    os.killpg(server.pid, signal.SIGINT)  # Ctrl-C at the terminal
    assert stopped(server, data) == []
    assert (data / "postgres" / ".handle_pids.json").read_text() == "[]"

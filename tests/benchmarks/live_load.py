"""The table stage's live load (issue #36): tables x 5 open pages, one command per table
every 2 s; command sent -> every page of its table updated (its reads done).

Pages are ``live_page.LivePage`` (raw asyncio streams); with ``processes`` > 1 the tables
are dealt to that many generator processes, each with its own pages and senders, started
together, so that the generator is not what bounds the figure. A table's latency is
measured inside the one process that holds its sender and its pages (one clock). Server
CPU is that of the server's process and its children (``WORKERS``), over the run; the
generator's own CPU is reported beside it.

``python -m tests.benchmarks.live_load --tables 20 [--seconds 60] [--processes 2]
[--workers 2]``: one level alone, on its own fresh database (``tabletop_bench_live``).
"""

import argparse
import asyncio
import gzip
import multiprocessing
import os
import sys
import time
from collections.abc import Callable, Sequence
from multiprocessing.connection import Connection as Pipe
from pathlib import Path
from typing import Any, Protocol
from urllib.parse import urlsplit

import msgspec

from tests.benchmarks.feed_load import TICK
from tests.benchmarks.live_page import LiveConnection, LivePage
from tests.benchmarks.sse_client import raise_nofile

PERIOD = 2.0
"""Seconds between two commands of one table."""


class LiveTable(Protocol):
    """What the live load needs of a table: its game, its seats' tokens (the gm's
    first), and how far it has played the script."""

    game_id: str
    tokens: list[str]
    played: int


class Part(msgspec.Struct):
    """One generator process's share: its tables (with their place in the schedule)."""

    base: str
    seconds: float
    tables: list[tuple[int, str, list[str], list[bytes]]]
    """(index among all tables, game id, tokens, the command bodies to send)."""
    count: int
    """How many tables in all (the schedule spreads them over a period)."""


class _Version(msgspec.Struct):
    version: int


class Measured(msgspec.Struct):
    """What one generator process measured."""

    latencies: list[float] = []
    commits: int = 0
    errors: int = 0
    not_updated: int = 0
    generator_cpu_s: float = 0.0
    patched: int = 0
    """Page updates whose ``state`` came in the feed's message (no read)."""
    failures: dict[str, int] = {}
    """Errors by kind: ``command <status>``, ``read <status>``, ``read broken``."""


def tree_cpu_seconds(pid: int) -> float:
    """User + system CPU of a process and of its living descendants (``WORKERS`` > 1)."""
    total = 0.0
    for task in Path(f"/proc/{pid}/task").iterdir():
        stat = (task / "stat").read_text().rsplit(")", 1)[1].split()
        total += (int(stat[11]) + int(stat[12])) * TICK
        for child in (task / "children").read_text().split():
            total += tree_cpu_seconds(int(child))
    return total


def database_cpu_seconds(database: str) -> float:
    """User + system CPU of the PostgreSQL backends serving ``database`` (local ones, by
    their process title), so far; backends of other databases are left out."""
    total, title = 0.0, f" {database} ".encode()
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            cmdline = (entry / "cmdline").read_bytes()
            if not cmdline.startswith(b"postgres: ") or title not in cmdline:
                continue
            stat = (entry / "stat").read_text().rsplit(")", 1)[1].split()
        except OSError:  # gone meanwhile
            continue
        total += (int(stat[11]) + int(stat[12])) * TICK
    return total


async def _drive(part: Part, ready: Pipe | None = None,
                 on_start: Callable[[], None] | None = None) -> Measured:
    """Open the part's pages, wait for the start (``ready``: from the parent; else now,
    told to ``on_start``), play."""
    raise_nofile()
    parts = urlsplit(part.base)
    host, port = parts.hostname or "127.0.0.1", parts.port or 80
    pages = {game_id: [LivePage(host, port, game_id, token) for token in tokens]
             for _, game_id, tokens, _ in part.tables}
    flat = [page for table in pages.values() for page in table]
    for start in range(0, len(flat), 50):
        await asyncio.gather(*(page.open() for page in flat[start:start + 50]))
    if ready is not None:
        ready.send("ready")
        start_at = float(await asyncio.to_thread(ready.recv))
    else:
        start_at = time.time()
        if on_start is not None:
            on_start()
    cpu = time.process_time()
    wall = time.perf_counter() + max(0.0, start_at - time.time())
    measured = Measured()
    failures = measured.failures
    sent: list[tuple[str, int, float]] = []

    async def table(index: int, game_id: str, tokens: list[str], bodies: list[bytes]) -> None:
        http = LiveConnection(host, port, tokens[0])
        offset = PERIOD * index / part.count
        for n in range(int(part.seconds / PERIOD)):
            await asyncio.sleep(max(0.0, wall + offset + PERIOD * n - time.perf_counter()))
            started = time.perf_counter()
            status, headers, answer = await http.request(
                "POST", f"/v1/games/{game_id}/commands", bodies[n])
            if headers.get("content-encoding") == "gzip":
                answer = gzip.decompress(answer)
            if status == 200:
                sent.append((game_id, msgspec.json.decode(answer, type=_Version).version,
                             started))
            else:
                measured.errors += 1
                failures[f"command {status}"] = failures.get(f"command {status}", 0) + 1
        http.close()

    await asyncio.gather(*(table(*t) for t in part.tables))
    await asyncio.sleep(3)
    measured.generator_cpu_s = time.process_time() - cpu
    for game_id, version, started in sent:
        done = [min((at for v, at in page.done.items() if v >= version), default=None)
                for page in pages[game_id]]
        if any(at is None for at in done):
            measured.not_updated += 1
            continue
        measured.latencies.append((max(at for at in done if at is not None) - started) * 1000)
    measured.commits = len(sent)
    measured.errors += sum(page.errors for page in flat)
    measured.patched = sum(page.state.patched for page in flat)
    for page in flat:
        for kind, count in page.failures.items():
            failures[kind] = failures.get(kind, 0) + count
    for page in flat:
        page.close()
    return measured


def _child(part: bytes, pipe: Pipe) -> None:
    measured = asyncio.run(_drive(msgspec.msgpack.decode(part, type=Part), pipe))
    pipe.send(msgspec.msgpack.encode(measured))


async def live_load(base: str, pid: int, games: Sequence[LiveTable],
                    script: list[dict[str, Any]], seconds: float,
                    processes: int = 1, database: str = "") -> dict[str, Any]:
    """Every table's five pages open; one command per table every 2 s for ``seconds``;
    the tables dealt to ``processes`` generator processes; ``database``: whose local
    PostgreSQL backends' CPU is reported too."""
    rounds = int(seconds / PERIOD)
    dealt = [(i, g.game_id, g.tokens,
              [msgspec.json.encode(body) for body in script[g.played:g.played + rounds]])
             for i, g in enumerate(games)]
    for game in games:
        game.played += rounds
    shares = [Part(base, seconds, dealt[k::processes], len(games)) for k in range(processes)]
    load = os.getloadavg()
    if processes == 1:
        mark: list[float] = []
        found = [await _drive(shares[0], on_start=lambda: mark.extend(
            (tree_cpu_seconds(pid), time.perf_counter(), database_cpu_seconds(database))))]
        cpu_before, wall, db_before = mark
    else:
        found, cpu_before, wall, db_before = await _in_processes(shares, pid, database)
    elapsed = time.perf_counter() - wall
    cpu = (tree_cpu_seconds(pid) - cpu_before) / elapsed
    db_cpu = (database_cpu_seconds(database) - db_before) / elapsed
    latencies = sorted(x for m in found for x in m.latencies)
    commits = sum(m.commits for m in found)
    return {"tables": len(games), "pages": 5 * len(games), "commits": commits,
            "p50_ms": _pct(latencies, 0.5), "p99_ms": _pct(latencies, 0.99),
            "server_cpu": cpu, "server_ms_per_commit": 1000 * cpu * seconds / max(1, commits),
            "server_ms_per_commit_page": 200 * cpu * seconds / max(1, commits),
            "database_cpu": db_cpu,
            "database_ms_per_commit": 1000 * db_cpu * seconds / max(1, commits),
            "generator_cpu": sum(m.generator_cpu_s for m in found) / (seconds + 3),
            "generator_processes": processes,
            "errors": sum(m.errors for m in found),
            "failures": {k: sum(m.failures.get(k, 0) for m in found)
                         for k in {k for m in found for k in m.failures}},
            "not_updated": sum(m.not_updated for m in found),
            "state_from_feed": sum(m.patched for m in found),
            "load_average_before": " ".join(f"{x:.2f}" for x in load)}


async def _in_processes(shares: list[Part], pid: int, database: str,
                        ) -> tuple[list[Measured], float, float, float]:
    context = multiprocessing.get_context("spawn")
    pipes, children = [], []
    for share in shares:
        mine, theirs = context.Pipe()
        child = context.Process(target=_child, args=(msgspec.msgpack.encode(share), theirs))
        child.start()
        pipes.append(mine)
        children.append(child)
    try:
        for pipe in pipes:
            if await asyncio.to_thread(pipe.recv) != "ready":
                raise RuntimeError("a generator process failed to open its pages")
        start_at = time.time() + 0.5
        for pipe in pipes:
            pipe.send(str(start_at))
        await asyncio.sleep(0.5)
        cpu_before, wall = tree_cpu_seconds(pid), time.perf_counter()
        db_before = database_cpu_seconds(database)
        found = [msgspec.msgpack.decode(await asyncio.to_thread(pipe.recv), type=Measured)
                 for pipe in pipes]
    finally:
        for child in children:
            child.join(timeout=10)
    return found, cpu_before, wall, db_before


def _pct(values: list[float], q: float) -> float:
    return values[min(len(values) - 1, int(q * len(values)))] if values else float("nan")


async def _alone(tables: int, seconds: float, processes: int, workers: int) -> dict[str, Any]:
    from infrastructure.runtime import Runtime
    from tests.benchmarks.env import migrated, recreate, settings_for
    from tests.benchmarks.espri_script import record_calls
    from tests.benchmarks.stages import start
    from tests.benchmarks.table_games import table_game

    script, _ = record_calls(400)
    url = await migrated("tabletop_bench_live")
    runtime = await Runtime.start(settings_for(url))
    server = start("ours", url, {"WORKERS": str(workers)} if workers > 1 else None)
    try:
        await server.ready()
        games = [await table_game(runtime.ctx) for _ in range(tables)]
        return await live_load(server.base, server.process.pid, games, script, seconds,
                               processes, "tabletop_bench_live") | {"server_workers": workers}
    finally:
        server.stop()
        await runtime.stop()
        await recreate("tabletop_bench_live", create=False)


def main() -> None:
    """Run one level of the live load and print its figures as JSON."""
    parser = argparse.ArgumentParser(prog="python -m tests.benchmarks.live_load")
    parser.add_argument("--tables", type=int, default=20)
    parser.add_argument("--seconds", type=float, default=60)
    parser.add_argument("--processes", type=int, default=1, help="generator processes")
    parser.add_argument("--workers", type=int, default=1, help="server worker processes")
    args = parser.parse_args()
    found = asyncio.run(_alone(args.tables, args.seconds, args.processes, args.workers))
    sys.stdout.write(msgspec.json.format(msgspec.json.encode(found)).decode() + "\n")


if __name__ == "__main__":
    main()

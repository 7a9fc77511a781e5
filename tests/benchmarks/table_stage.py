"""The "table" stage (issue #36): what one event costs each open page, and a live load.

``python -m tests.benchmarks.table_stage [--quick]`` runs it alone (also ``python -m
tests.benchmarks --only table``). A real server (uvicorn subprocess) over a fresh
database; games are grown through the service layer (the recorded ESPRI session), then
measured over loopback by real SSE clients doing the page's reads (``table_page``).

- per commit per page, at 10^2, 10^3 and 10^4 events: the bytes of the SSE messages, the
  ``state`` read (If-None-Match) and ``board.svg`` when a message says ``board``, and the
  reads' round-trip time; ``GET state`` bytes at each size;
- live load: tables x 5 pages (gm, two players, two observers), one command per table
  every 2 s: command sent -> every page's reads done, p50 / p99; server CPU; errors;
- the Foundry follower: bytes of ``export?format=foundry&after=`` per new commit on a
  3,000-event game, and the same without ``after``.
"""

import argparse
import asyncio
import sys
from pathlib import Path
from typing import Any

import msgspec

from infrastructure.runtime import Runtime
from tests.benchmarks.env import migrated, recreate, settings_for
from tests.benchmarks.espri_script import record_calls
from tests.benchmarks.live_load import live_load
from tests.benchmarks.offered_games import SYSTEMS as OFFERED
from tests.benchmarks.offered_games import OfferedGame, offered_game
from tests.benchmarks.table_commit import per_commit
from tests.benchmarks.table_games import ardri_game, grow, table_game
from tests.benchmarks.table_live import foundry_follower

DATABASE = "tabletop_bench_table"
LEVELS = (100, 1_000, 10_000)
SAMPLES = 30
"""Commits measured at each size."""
GENERATORS = 2
"""The live load's generator processes (``live_load``)."""


async def run(quick: bool = False, systems: tuple[str, ...] = ("espri", "ardri", *OFFERED),
              live: bool = True, workers: int = 1, processes: int = GENERATORS,
              ) -> dict[str, Any]:
    """Every figure of the stage (``systems``: whose per-commit figures; ``live``: the
    Foundry follower and the live load too; ``workers``: the server's processes;
    ``processes``: the live load's generator processes)."""
    from tests.benchmarks.stages import start

    levels = LEVELS[:2] if quick else LEVELS
    script, _ = record_calls(3_000 if not quick else 400)
    url = await migrated(DATABASE)
    runtime = await Runtime.start(settings_for(url))
    server = start("ours", url, {"WORKERS": str(workers)} if workers > 1 else None)
    results: dict[str, Any] = {"quick": quick, "server_workers": workers}
    try:
        await server.ready()
        base = server.base
        for system in ("espri", "ardri", *OFFERED):
            if system not in systems:
                continue
            grown = await (table_game(runtime.ctx) if system == "espri" else ardri_game(
                runtime.ctx) if system == "ardri" else offered_game(runtime.ctx, system))
            results[f"per_commit_{system}"] = await per_commit(
                base, runtime.ctx, grown, script, levels, 10 if quick else SAMPLES,
                Path(server.log.name))
            if isinstance(grown, OfferedGame):
                results[f"played_{system}"] = grown.counts
            print(f"[table] per commit {system} {results[f'per_commit_{system}']}",
                  file=sys.stderr, flush=True)
        if not live:
            return results
        follower = await table_game(runtime.ctx)
        await grow(runtime.ctx, follower, script, 3_000 if not quick else 500)
        results["foundry"] = await foundry_follower(base, runtime.ctx, follower, script,
                                                    10 if quick else 20)
        print(f"[table] foundry {results['foundry']}", file=sys.stderr)
        results["live"] = []
        for tables in ((2, 10) if quick else (2, 5, 10, 20, 50, 100, 200)):
            games = [await table_game(runtime.ctx) for _ in range(tables)]
            measured = await live_load(base, server.process.pid, games, script,
                                       10 if quick else 60, processes, DATABASE)
            results["live"].append(measured)
            print(f"[table] live {measured}", file=sys.stderr, flush=True)
            if measured["p99_ms"] > 250 or measured["errors"]:
                break
    finally:
        server.stop()
        await runtime.stop()
        try:
            await recreate(DATABASE, create=False)
        except Exception as error:  # a busy shared machine: the next run drops it
            print(f"[table] could not drop {DATABASE}: {error}", file=sys.stderr)
    return results


def main() -> None:
    """Run the stage alone and print its figures as JSON."""
    parser = argparse.ArgumentParser(prog="python -m tests.benchmarks.table_stage")
    parser.add_argument("--quick", action="store_true")
    parser.add_argument("--system", action="append", choices=("espri", "ardri", *OFFERED, "none"),
                        help="per-commit figures of these rule systems only (none: the "
                        "follower and the live load only)")
    parser.add_argument("--no-live", action="store_true",
                        help="skip the Foundry follower and the live load")
    parser.add_argument("--workers", type=int, default=1, help="server processes")
    parser.add_argument("--processes", type=int, default=GENERATORS,
                        help="the live load's generator processes")
    args = parser.parse_args()
    results = asyncio.run(run(args.quick, tuple(args.system or ("espri", "ardri", *OFFERED)),
                              not args.no_live, args.workers, args.processes))
    print(msgspec.json.format(msgspec.json.encode(results)).decode())


if __name__ == "__main__":
    main()

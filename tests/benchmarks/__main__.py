"""``python -m tests.benchmarks [--quick]``: every figure of issue 8, one table, one JSON.

Real PostgreSQL and Redis (``DATABASE_URL`` / ``REDIS_URL``, else the embedded engines of
the tests); every figure runs in fresh ``tabletop_bench*`` databases. ``--quick`` runs
reduced sizes (seconds, not minutes) for development; the JSON then says ``quick: true``.
"""

import argparse
import asyncio
import os
import sys
import time
from typing import Any

from tests.benchmarks import offers, recap_stage, store_append, table_stage
from tests.benchmarks.env import machine
from tests.benchmarks.espri_script import record_calls, record_long
from tests.benchmarks.feed_stage import feed_stage
from tests.benchmarks.hardening_stage import hardening_stage
from tests.benchmarks.report import table, write
from tests.benchmarks.sizes import Sizes
from tests.benchmarks.sse_client import raise_nofile
from tests.benchmarks.stages import Bench, growth_stage, http_stage, replay_stage

CALLS = 1000
"""Calls in the recorded session each HTTP client replays (about 3,000 commands)."""


STAGES = ("store", "http", "replay", "growth", "feed", "offers", "recap", "hardening",
          "table")


async def run(sizes: Sizes, only: tuple[str, ...] = STAGES) -> dict[str, Any]:
    """All figures, in an order where no figure disturbs another."""
    started = time.perf_counter()
    script, session = record_calls(CALLS)
    bench = Bench(sizes, script, session)
    bench.results["machine"] = {**machine(), "quick": sizes.quick, "stages": list(only)}
    if "store" in only:
        await _store(bench)
    if "http" in only:
        log("HTTP command path (WORKERS=1 and 2), pgbench, contention (figures 2, 3, 6)")
        bench.results["machine"]["postgresql"] = await http_stage(bench)
    if "replay" in only:
        log("fold and long game events (figure 4)")
        await replay_stage(bench, record_long(sizes.long_game))
    if "growth" in only:
        log("growth, rebuild, time travel, memory (figures 4, 5)")
        await growth_stage(bench)
    if "feed" in only:
        log("live feed: idle subscribers, subscribers under load, spectators (issue 14)")
        await feed_stage(bench)
    if "offers" in only:
        log("available() per rule system over the liveness generators' states (issue 23)")
        _offers(bench)
    if "recap" in only:
        log("the recap's fold over 10^4 events (issue 29: <= 200 ms)")
        _recap(bench)
    if "hardening" in only:
        log("an import polled by /health, time travel on it and a fork, webhook isolation "
            "(issue 38)")
        await hardening_stage(bench, bench.long_events or record_long(sizes.long_game))
    if "table" in only:
        log("a table's pages: per commit per page at 10^2..10^4 events, live load, the "
            "Foundry follower (issue 36)")
        await _table(bench)
    bench.results["total_seconds"] = time.perf_counter() - started
    bench.results["machine"]["load_average_at_end"] = " ".join(
        f"{x:.2f}" for x in os.getloadavg())
    return bench.results


async def _store(bench: Bench) -> None:
    sizes = bench.sizes
    log("store append (figure 1)")
    appended = await store_append.run(bench.session, sizes.writers, sizes.store_seconds)
    bench.results["store_append"] = appended
    bench.results["store_append_ratio"] = appended["ratio"]
    for n in sizes.writers:
        bench.figure(f"store_append_ev_s_{n}", appended["ours"][str(n)],
                     f"eventsourcing {appended['theirs'][str(n)]:.1f} ev/s, "
                     f"ratio {appended['ratio'][str(n)]:.2f}")


async def _table(bench: Bench) -> None:
    measured = await table_stage.run(bench.sizes.quick)
    bench.results["table"] = measured
    rows = [(name, level, figures) for name in ("espri", "ardri", *table_stage.OFFERED)
            for level, figures in measured[f"per_commit_{name}"].items()]
    for system, level, figures in rows:
        bench.figure(f"table_commit_bytes_{system}_{level}", figures["p50_bytes"],
                     f"p50 per commit per page ({figures['events_per_commit']:.1f} events), "
                     f"server {figures['server_ms_per_commit']:.1f} ms, state "
                     f"{figures['state_bytes_raw']} B raw, over the commits least / median "
                     f"/ largest {figures['state_bytes_least']} / "
                     f"{figures['state_bytes_p50']:.0f} / {figures['state_bytes_max']} B "
                     f"(targets <= 8 KB, <= 5 ms)")
    follower = measured["foundry"]
    bench.figure("table_foundry_bytes_per_commit", follower["p50_bytes_after"],
                 f"after=, {follower['events']} events; whole export "
                 f"{follower['bytes_whole']} B (target <= 8 KB)")
    for live in measured["live"]:
        bench.figure(f"table_live_p99_ms_{live['tables']}", live["p99_ms"],
                     f"p50 {live['p50_ms']:.0f} ms, {live['pages']} pages, server CPU "
                     f"{live['server_cpu']:.2f}, errors {live['errors']} (target <= 250)")


def _offers(bench: Bench) -> None:
    measured = offers.measure(bench.sizes.offer_examples)
    bench.results["offers"] = measured
    for system, figures in measured.items():
        bench.figure(f"available_p99_ms_{system}", figures["p99_ms"],
                     f"p50 {figures['p50_ms']:.3f} ms over {figures['calls']} calls, "
                     f"{figures['states']} states")


def _recap(bench: Bench) -> None:
    measured = recap_stage.measure()
    bench.results["recap"] = measured
    for name in ("gm", "observer"):
        bench.figure(f"recap_ms_{name}", measured[f"{name}_ms"],
                     f"build_recap over {measured['events']} events, best of 3; plain "
                     f"replay {measured['replay_ms']:.0f} ms (target <= 200 ms)")


def log(message: str) -> None:
    """Progress on standard error (the table goes to standard output)."""
    print(f"[bench {time.strftime('%H:%M:%S')}] {message}", file=sys.stderr, flush=True)


def main() -> None:
    """Run, print the table, write results.json."""
    parser = argparse.ArgumentParser(prog="python -m tests.benchmarks")
    parser.add_argument("--quick", action="store_true", help="reduced sizes (development)")
    parser.add_argument("--only", action="append", choices=STAGES,
                        help="run only these stages (repeatable; development)")
    args = parser.parse_args()
    sizes = Sizes.quick_sizes() if args.quick else Sizes()
    raise_nofile()  # thousands of live-feed connections
    results = asyncio.run(run(sizes, tuple(args.only or STAGES)))
    write(results)
    print(table(results))
    print(f"\nwrote tests/benchmarks/results.json in {results['total_seconds']:.0f} s")


if __name__ == "__main__":
    main()

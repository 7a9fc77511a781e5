"""The benchmark's stages: each sets up its databases and servers, measures, cleans up."""

import asyncio
import socket
import tempfile
from dataclasses import replace
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from domain.core import GM, Event
from domain.espri.decider import ESPRI
from domain.platform.events import GameCreated
from infrastructure.runtime import Runtime
from infrastructure.settings import Settings
from services.codec import to_new_event
from services.context import AppContext
from services.envelope import GENESIS_HASH, seal
from services.game_state import empty_game
from tests.benchmarks import growth, http_load, pgbench_run, replay, store_append
from tests.benchmarks.env import migrated, recreate, server_version, settings_for
from tests.benchmarks.espri_script import Json
from tests.benchmarks.games import BenchGame, espri_game
from tests.benchmarks.server import Server
from tests.benchmarks.sizes import Sizes
from tests.support.engines import redis_test_url

PACE = 150
"""Commands/s one client is assumed never to exceed (sizes each client's supply of games)."""


class Bench:
    """Sizes, the recorded session, and the results gathered so far."""

    def __init__(self, sizes: Sizes, script: list[Json], session: list[Event]) -> None:
        self.sizes, self.script, self.session = sizes, script, session
        self.long_events: list[Event] = []
        self.results: dict[str, Any] = {"figures": {}}

    def figure(self, name: str, value: Any, note: str = "") -> None:
        """One line of the table (and of ``results["figures"]``)."""
        self.results["figures"][name] = {"value": value, "note": note}

    def final_state(self) -> Any:
        """The rules state at the end of the recorded session."""
        state = ESPRI.initial_state(None)
        for event in self.session:
            state = ESPRI.evolve(state, event)
        return state


def free_port() -> int:
    """A loopback port nobody listens on."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def start(kind: str, url: str, extra: dict[str, str] | None = None) -> Server:
    """A server subprocess over ``url``, rate limit lifted, JSON logs to a temp file."""
    env = {"DATABASE_URL": url, "REDIS_URL": redis_test_url(), "RATE_LIMIT": "1000000000",
           "RATE_WINDOW": "10", "LOG_FORMAT": "json", **(extra or {})}
    suffix = "_".join(f"{k}{v}".lower() for k, v in sorted((extra or {}).items()))
    log = Path(tempfile.gettempdir()) / f"tabletop_bench_{kind}{'_' + suffix if suffix else ''}.log"
    return Server(kind, free_port(), env, log)


async def make_games(ctx: AppContext, clients: int, per_client: int) -> list[list[BenchGame]]:
    """``per_client`` set-up games for each client, created 16 at a time."""
    flat: list[BenchGame] = []
    total = clients * per_client
    while len(flat) < total:
        flat += await asyncio.gather(*(espri_game(ctx) for _ in range(min(16, total - len(flat)))))
    return [flat[i * per_client:(i + 1) * per_client] for i in range(clients)]


async def http_stage(bench: Bench) -> str:
    """Figures 2, 3 and 6 on one database; the PostgreSQL version."""
    url, ceiling_url = await migrated("tabletop_bench"), await recreate("tabletop_bench_ceiling")
    runtime = await Runtime.start(settings_for(url))
    ours, ceiling = start("ours", url), start("ceiling", ceiling_url)
    try:
        await _ready_and_warm(bench, runtime.ctx, ours, ceiling)
        for clients in bench.sizes.clients:
            await _http_level(bench, runtime.ctx, ours, ceiling, clients)
        await _pgbench(bench)
        await _contention(bench, runtime, ours)
    finally:
        ours.stop()
        ceiling.stop()
    try:
        await _side_by_side(bench, runtime, url, ceiling_url)
    finally:
        await runtime.stop()
    return await server_version(url)


VARIANTS = {"w2": {"WORKERS": "2"}, "granian": {"BENCH_ASGI": "granian"},
            "granian_w2": {"BENCH_ASGI": "granian", "WORKERS": "2"}}
"""The 16-client figure again: two processes; granian instead of uvicorn (issue 14)."""


async def _side_by_side(bench: Bench, runtime: Runtime, url: str, ceiling_url: str) -> None:
    for label, extra in VARIANTS.items():
        ours, ceiling = start("ours", url, extra), start("ceiling", ceiling_url, extra)
        try:
            await _ready_and_warm(bench, runtime.ctx, ours, ceiling)
            await _http_level(bench, runtime.ctx, ours, ceiling, 16, f"_{label}")
        finally:
            ours.stop()
            ceiling.stop()


async def _ready_and_warm(bench: Bench, ctx: AppContext, *servers: Server) -> None:
    """Wait for each server, then warm it the same way: before this, the WORKERS=1 pair
    met the 16-client level warm (after the 1-client level) and the side-by-side pairs
    cold, and a cold start costs our server far more than the ceiling's one INSERT."""
    for server in servers:
        await server.ready()
        warm = await make_games(ctx, 16, 1)
        await http_load.calls(server.base, http_load.progress(warm), bench.script,
                              bench.sizes.warmup_seconds)


async def _http_level(bench: Bench, ctx: AppContext, ours: Server, ceiling: Server,
                      clients: int, label: str = "") -> None:
    rounds, seconds = bench.sizes.http_rounds, bench.sizes.http_seconds
    games = await make_games(ctx, clients, 1 + int(seconds * PACE / len(bench.script)))
    mine, top = http_load.Load(clients=clients), http_load.Load(clients=clients)
    played = [(ours, mine, http_load.progress(games)), (ceiling, top, http_load.progress(games))]
    for round_ in range(rounds):  # each resumes where it was; who goes first alternates
        for server, load, at in played if round_ % 2 == 0 else played[::-1]:
            load.add(await http_load.calls(server.base, at, bench.script, seconds / rounds))
    ratio = mine.rate / top.rate if top.rate else float("nan")
    clients_label = f"{clients}{label}"
    bench.results[f"http_{clients_label}"] = {
        "ours_cmd_s": mine.rate, "ours_p50_ms": mine.percentile(0.5),
        "ours_p99_ms": mine.percentile(0.99), "ours_errors": mine.errors,
        "ceiling_cmd_s": top.rate, "ceiling_p50_ms": top.percentile(0.5),
        "ceiling_p99_ms": top.percentile(0.99), "ratio": ratio}
    bench.results[f"http_ceiling_ratio_{clients_label}"] = ratio
    bench.results[f"http_p99_ms_{clients_label}"] = mine.percentile(0.99)
    bench.figure(f"http_cmd_s_{clients_label}", mine.rate,
                 f"{ours.label}: p50 {mine.percentile(0.5):.1f} ms, "
                 f"p99 {mine.percentile(0.99):.1f} ms, {mine.errors} errors")
    bench.figure(f"http_ceiling_cmd_s_{clients_label}", top.rate,
                 f"{ceiling.label}: p50 {top.percentile(0.5):.1f} ms, "
                 f"p99 {top.percentile(0.99):.1f} ms")
    bench.figure(f"http_ceiling_ratio_{clients_label}", ratio, "ours / same-stack ceiling")


async def _pgbench(bench: Bench) -> None:
    clients = 16
    tps, reason = await pgbench_run.run(clients, bench.sizes.pgbench_seconds)
    ours = bench.results.get(f"http_{clients}", {}).get("ours_cmd_s")
    ratio = ours / tps if tps and ours else None
    bench.results.update(pgbench_tps_16=tps, pgbench_ratio_16=ratio, pgbench_note=reason)
    bench.figure("pgbench_tps_16", tps, reason)
    bench.figure("pgbench_ratio_16", ratio, "our commands/s at 16 clients / pgbench TPS")


async def _contention(bench: Bench, runtime: Runtime, ours: Server) -> None:
    game = await espri_game(runtime.ctx)
    before = await http_load.conflicts(ours.base)
    result = await http_load.contention(ours.base, game, bench.sizes.contention_clients,
                                        bench.sizes.contention_seconds, runtime.engine)
    retried = await http_load.conflicts(ours.base) - before
    load = result.load
    bench.results["contention"] = {
        "cmd_s": load.rate, "p50_ms": load.percentile(0.5), "p99_ms": load.percentile(0.99),
        "conflicts_retried": retried, "refused": result.refused,
        "acknowledged": len(result.acknowledged), "stored_events": result.stored,
        "lost": result.lost, "duplicated": result.duplicated}
    bench.results.update(contention_lost=result.lost, contention_duplicated=result.duplicated)
    bench.figure("contention_cmd_s", load.rate,
                 f"16 clients, one game: p99 {load.percentile(0.99):.1f} ms, {retried} "
                 f"conflicts retried, {result.refused} refused")
    bench.figure("contention_lost", result.lost,
                 f"{len(result.acknowledged)} acknowledged, {result.stored} stored (SQL)")
    bench.figure("contention_duplicated", result.duplicated, "independent SQL recount")


async def replay_stage(bench: Bench, long_events: list[Event]) -> None:
    """Figure 4, in process: fold speed of domain events and of stored envelopes."""
    bench.long_events = long_events
    rate = replay.fold_rate(bench.session, bench.sizes.fold_seconds)
    bench.results["fold_events_per_s"] = rate
    bench.figure("fold_events_per_s", rate, "ESPRI.evolve over a recorded session's events")
    created = GameCreated(ruleset="espri", title="bench", options={}, randomness="mixed",
                          seed_commitment="", gm_seat_id="gm")
    new = [to_new_event(created), *(to_new_event(e) for e in bench.session)]
    sealed = seal("bench", 0, GENESIS_HASH, new, {}, datetime.now(UTC))
    stored = replay.stored_fold_rate(empty_game("bench"), sealed, bench.sizes.fold_seconds)
    bench.results["fold_stored_events_per_s"] = stored
    bench.figure("fold_stored_events_per_s", stored, "stored envelopes: decode + evolve")


def _long_settings(url: str) -> Settings:
    settings = settings_for(url)
    database = replace(settings.database, statement_timeout_ms=600_000)
    return replace(settings, database=database)


async def growth_stage(bench: Bench) -> None:
    """Figure 5 and the rest of figure 4 on one growing database (and a small one)."""
    url = await migrated("tabletop_bench_growth")
    runtime = await Runtime.start(_long_settings(url))
    small = await Runtime.start(_long_settings(await migrated("tabletop_bench_small")))
    try:
        store, reference = growth.Store(runtime), growth.Store(small)
        await store.make_template(bench.script)
        await reference.make_template(bench.script)
        await reference.fill(bench.sizes.growth_levels[0])
        long_game = await _grow(bench, store, reference)
        seconds = await growth.rebuild(runtime)
        bench.results.update(rebuild_1e6_s=seconds, rebuild_events=store.events)
        bench.figure("rebuild_1e6_s", seconds,
                     f"rebuild-projections (CLI function) over {store.events:,} events")
        await _served(bench, url, store, long_game)
    finally:
        await small.stop()
        await runtime.stop()
        await recreate("tabletop_bench_growth", create=False)  # a gigabyte: give it back


async def _grow(bench: Bench, store: growth.Store, reference: growth.Store) -> BenchGame:
    sizes = bench.sizes
    payloads = store_append.batches(bench.session)
    read_model = ESPRI.view(bench.final_state(), GM)
    latencies: dict[str, dict[str, float]] = {}
    long_game = None
    for index, level in enumerate(sizes.growth_levels):
        await store.fill(level)
        grown, small = await growth.paired_latency(store.ctx, reference.ctx, payloads,
                                                   sizes.appends_per_level, read_model)
        await reference.count()
        latencies[str(level)] = {"ms": grown, "reference_ms": small, "ratio": grown / small}
        bench.figure(f"append_ms_at_{level}", grown,
                     f"median of {sizes.appends_per_level}, store at {store.events:,} events;"
                     f" {small:.1f} ms meanwhile at {reference.events:,}")
        if index == 1:
            long_game = await replay.long_game(store.ctx, bench.long_events, sizes.long_game)
            await store.count()
    last = latencies[str(sizes.growth_levels[-1])]
    first = latencies[str(sizes.growth_levels[0])]
    bench.results.update(append_latency_ms=latencies, append_latency_growth=last["ratio"],
                         append_latency_growth_sequential=last["ms"] / first["ms"])
    bench.figure("append_latency_growth", last["ratio"],
                 f"at {store.events:,} / at {reference.events:,} events, paired rounds; "
                 f"sequential {last['ms'] / first['ms']:.2f}")
    assert long_game is not None
    return long_game


async def _served(bench: Bench, url: str, store: growth.Store, long_game: BenchGame) -> None:
    sizes = bench.sizes
    server = start("ours", url)
    try:
        await server.ready()
        travel = await replay.time_travel(server.base, long_game, sizes.travel_versions,
                                          sizes.travel_repeat)
        worst = max(v["median_ms"] for v in travel.values())
        bench.results.update(time_travel=travel, time_travel_ms_max=worst)
        for version, value in travel.items():
            bench.figure(f"time_travel_ms_at_{version}", value["median_ms"],
                         f"median of {sizes.travel_repeat}; first read {value['cold_ms']:.1f} ms")
        before = server.rss_mb()
        await growth.load_games(server.base, [store.copy_game(i) for i in range(sizes.rss_games)])
        after = server.rss_mb()
        bench.results.update(rss_mb_1000_games=after, rss_mb_before_games=before)
        bench.figure("rss_mb_1000_games", after,
                     f"{sizes.rss_games} games of ~{growth.GAME_EVENTS} events cached; "
                     f"{before:.0f} MB before")
    finally:
        server.stop()

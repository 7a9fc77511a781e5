"""The live-feed stage of ``make bench`` (issue 14): one server, three measurements."""

from typing import Any
from urllib.parse import urlsplit

from infrastructure.db.engine import make_engine, with_database
from infrastructure.runtime import Runtime
from infrastructure.settings import DatabaseSettings
from tests.benchmarks import feed_load
from tests.benchmarks.env import migrated, settings_for
from tests.benchmarks.stages import Bench, start

DATABASE = "tabletop_bench_feed"


async def feed_stage(bench: Bench) -> None:
    """Idle subscribers, subscribers under load, one game's spectators."""
    sizes = bench.sizes
    url = await migrated(DATABASE)
    runtime = await Runtime.start(settings_for(url))
    admin = make_engine(with_database(url, "postgres"), DatabaseSettings(url=url, pool_size=1))
    # The default WEBHOOK_WORKERS=1 (an idle worker sleeps). The spectators are 2,000
    # streams over one game's 10 seats: the per-seat stream cap (FEED_MAX_PER_SEAT,
    # default 8) is raised to 256, not lifted, so every stream still takes (and renews)
    # its lease; every stream is from this machine, which the per-address cap exempts.
    server = start("ours", url, {"FEED_MAX_PER_SEAT": "256"})
    host, port = "127.0.0.1", server.port
    try:
        await server.ready()
        games = await feed_load.feed_games(runtime.ctx, sizes.feed_games)
        crowd = (await feed_load.feed_games(runtime.ctx, 1, sizes.spectator_seats))[0]
        await feed_load.warm(server.base, [*games, crowd])  # game states cached: not per-subscriber
        idle = await feed_load.idle(host, port, server.process.pid, games, sizes.idle_per_game,
                                    admin, DATABASE, sizes.idle_settle, sizes.idle_window)
        _report_idle(bench, idle)
        loaded = await feed_load.under_load(server.base, host, port, server.process.pid, games,
                                            sizes.load_per_game, sizes.load_rate,
                                            sizes.load_seconds)
        _report_load(bench, loaded)
        crowded = await feed_load.spectators(server.base, host, port, crowd, sizes.spectators,
                                             sizes.spectator_commands, 0.5)
        _report_spectators(bench, crowded)
    finally:
        server.stop()
        await admin.dispose()
        await runtime.stop()
    bench.results["machine"]["feed_database"] = urlsplit(url).path


def _report_idle(bench: Bench, idle: dict[str, Any]) -> None:
    bench.results["feed_idle"] = idle
    bench.results.update(feed_idle_cpu_share=idle["cpu_share"], feed_idle_pg_tps=idle["pg_tps"],
                         feed_idle_rss_kb_per_subscriber=idle["rss_kb_per_subscriber"])
    bench.figure("feed_idle_cpu_percent", 100 * idle["cpu_share"],
                 f"{idle['subscribers']:,} idle subscribers over {idle['games']:,} games, "
                 f"{idle['window_s']:.0f} s window, Redis up; {idle['alive']:,} still open")
    bench.figure("feed_idle_pg_tps", idle["pg_tps"], "pg_stat_database, same window")
    bench.figure("feed_idle_rss_kb_per_subscriber", idle["rss_kb_per_subscriber"],
                 f"server RSS {idle['rss_kb_before'] / 1024:.0f} -> "
                 f"{idle['rss_kb_after'] / 1024:.0f} MB; connected in {idle['connect_s']:.1f} s")


def _report_load(bench: Bench, loaded: dict[str, Any]) -> None:
    bench.results["feed_load"] = loaded
    bench.results.update(feed_load_p99_ms=loaded["p99_ms"], feed_load_lost=loaded["lost"],
                         feed_load_duplicated=loaded["duplicated"],
                         feed_store_reads_per_event=loaded["store_reads_per_event"])
    bench.figure("feed_load_p50_ms", loaded["p50_ms"],
                 f"{loaded['subscribers']:,} subscribers on {loaded['games']:,} games, "
                 f"{loaded['rate']:.0f} cmd/s for {loaded['seconds']:.0f} s; decision to delivery")
    bench.figure("feed_load_p99_ms", loaded["p99_ms"],
                 f"{loaded['deliveries']:,} deliveries of {loaded['events']:,} events; "
                 f"max {loaded['max_ms']:.0f} ms; commands p99 {loaded['command_p99_ms']:.0f} ms, "
                 f"{loaded['errors']} errors; server CPU {100 * loaded['server_cpu_share']:.0f} %")
    bench.figure("feed_load_answer_to_delivery_p99_ms", loaded["answer_to_delivery_p99_ms"],
                 f"from the command's answer at its sender (a lower bound of commit to "
                 f"delivery; p50 {loaded['answer_to_delivery_p50_ms']:.1f} ms)")
    bench.figure("feed_load_lost", loaded["lost"],
                 f"duplicated {loaded['duplicated']}, contiguity breaks "
                 f"{loaded['contiguity_breaks']}")
    bench.figure("feed_store_reads_per_event", loaded["store_reads_per_event"],
                 f"{loaded['store_reads']:.0f} fan-out reads for {loaded['events']:,} events, "
                 f"{loaded['subscribers']:,} subscribers")


def _report_spectators(bench: Bench, crowded: dict[str, Any]) -> None:
    bench.results["feed_spectators"] = crowded
    bench.results.update(feed_spectators_p99_ms=crowded["p99_ms"],
                         feed_spectators_store_reads_per_event=crowded["store_reads_per_event"])
    bench.figure("feed_spectators_p99_ms", crowded["p99_ms"],
                 f"{crowded['spectators']:,} spectators of one game, {crowded['commands']} "
                 f"commands; p50 {crowded['p50_ms']:.0f} ms; lost {crowded['lost']}, "
                 f"duplicated {crowded['duplicated']}")
    bench.figure("feed_spectators_store_reads_per_event", crowded["store_reads_per_event"],
                 f"{crowded['store_reads']:.0f} reads for {crowded['commands']} events")

"""The live feed at scale (issue 14): idle subscribers, subscribers under load, spectators.

The server is a subprocess (``server.py``); subscribers are raw asyncio connections from
this process (``sse_client.py``). CPU and memory come from the server's ``/proc`` entry,
PostgreSQL transactions from ``pg_stat_database`` of the benchmark database (read from
another database, so the reading is not counted), store reads from the server's
``/metrics``.
"""

import asyncio
import itertools
import time
from pathlib import Path
from typing import Any

import httpx
import msgspec
import sqlalchemy as sa
from sqlalchemy.ext.asyncio import AsyncEngine

from domain.core import Actor
from services.commands import CommandRequest, handle_command
from services.context import AppContext
from services.games import add_seat, create_game
from tests.benchmarks.espri_script import DEVA, sheet
from tests.benchmarks.games import meta
from tests.benchmarks.http_load import Connection
from tests.benchmarks.sse_client import Subscriber, client_heap_frozen, open_all

HARMONY = msgspec.json.encode({"type": "AwardHarmony", "character_id": "deva", "amount": 1,
                               "reason": "feed bench"})
TICK = 1 / 100  # clock ticks per second on Linux (os.sysconf("SC_CLK_TCK"))


class FeedGame(msgspec.Struct):
    """A game with a character to award harmony to, and tokens of several seats."""

    game_id: str
    gm_token: str
    player_token: str
    observer_tokens: list[str] = msgspec.field(default_factory=list)

    def tokens(self, n: int) -> list[str]:
        """``n`` subscriber tokens: the gm, the player, observers, round robin."""
        pool = [self.gm_token, self.player_token, *self.observer_tokens]
        return [pool[i % len(pool)] for i in range(n)]

    @property
    def path(self) -> str:
        """The game's live feed."""
        return f"/v1/games/{self.game_id}/events/stream"


async def _one_game(ctx: AppContext, observers: int) -> FeedGame:
    created = await create_game(ctx, "espri", "feed bench", {"randomness": "mixed"}, meta())
    gm = Actor(seat_id=created.gm_seat_id, role="gm")
    player = await add_seat(ctx, created.game_id, gm, "player", "ann", meta())
    seen = [await add_seat(ctx, created.game_id, gm, "observer", f"o{i}", meta())
            for i in range(observers)]
    body = msgspec.json.encode(sheet("deva", player.seat_id, "winter", DEVA))
    await handle_command(ctx, CommandRequest(
        game_id=created.game_id,
        actor=gm,
        body=body,
        metadata=meta()))
    return FeedGame(created.game_id, created.gm_token, player.token, [s.token for s in seen])


async def feed_games(ctx: AppContext, count: int, observers: int = 0) -> list[FeedGame]:
    """``count`` games, set up 16 at a time through the service layer."""
    games: list[FeedGame] = []
    while len(games) < count:
        games += await asyncio.gather(*(_one_game(ctx, observers)
                                        for _ in range(min(16, count - len(games)))))
    return games


def cpu_seconds(pid: int) -> float:
    """User + system CPU time of a process so far."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) * TICK


def rss_kb(pid: int) -> int:
    """Resident memory of a process."""
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    raise RuntimeError("no VmRSS")


async def transactions(admin: AsyncEngine, database: str) -> int:
    """Committed + rolled back transactions of ``database`` so far."""
    async with admin.connect() as connection:
        return int(await connection.scalar(sa.text(
            "SELECT xact_commit + xact_rollback FROM pg_stat_database WHERE datname = :db"),
            {"db": database}))


async def scrape(base: str) -> dict[str, float]:
    """The server's Prometheus counters and gauges (name -> summed value)."""
    async with httpx.AsyncClient(base_url=base, timeout=30) as http:
        text = (await http.get("/metrics")).text
    values: dict[str, float] = {}
    for line in text.splitlines():
        if line and not line.startswith("#"):
            name, _, value = line.rpartition(" ")
            key = name.split("{", 1)[0]
            values[key] = values.get(key, 0.0) + float(value)
    return values


def subscribers_for(games: list[FeedGame], per_game: int) -> list[Subscriber]:
    """``per_game`` subscribers on each game."""
    return [Subscriber(game.path, token) for game in games for token in game.tokens(per_game)]


async def idle(host: str, port: int, pid: int, games: list[FeedGame], per_game: int,
               admin: AsyncEngine, database: str, settle: float, window: float,
               ) -> dict[str, Any]:
    """Connect ``per_game`` idle subscribers to each game, then measure a quiet window."""
    before_kb = rss_kb(pid)
    subscribers = subscribers_for(games, per_game)
    started = time.perf_counter()
    await open_all(subscribers, host, port)
    connect_s = time.perf_counter() - started
    try:
        await asyncio.sleep(settle)  # PostgreSQL flushes idle backends' statistics late
        cpu, xacts, clock = cpu_seconds(pid), await transactions(admin, database), time.monotonic()
        await asyncio.sleep(window)
        seconds = time.monotonic() - clock
        cpu_share = (cpu_seconds(pid) - cpu) / seconds
        tps = (await transactions(admin, database) - xacts) / seconds
        after_kb = rss_kb(pid)
        alive = sum(1 for s in subscribers if s.task is not None and not s.task.done())
    finally:
        for subscriber in subscribers:
            subscriber.close()
    return {"subscribers": len(subscribers), "games": len(games), "alive": alive,
            "connect_s": connect_s, "window_s": seconds, "cpu_share": cpu_share,
            "pg_tps": tps, "rss_kb_before": before_kb, "rss_kb_after": after_kb,
            "rss_kb_per_subscriber": (after_kb - before_kb) / len(subscribers)}


async def _paced(base: str, games: list[FeedGame], rate: float, seconds: float,
                 senders: int, acked: dict[str, int], latencies: list[float],
                 answered_at: dict[tuple[str, int], float]) -> int:
    """Send AwardHarmony at ``rate`` commands/s over the games, round robin; errors."""
    total, started, errors = int(rate * seconds), time.perf_counter(), 0
    order = itertools.count()

    async def sender() -> None:
        nonlocal errors
        http = Connection(base)
        try:
            while (i := next(order)) < total:
                await asyncio.sleep(max(0.0, started + i / rate - time.perf_counter()))
                game = games[i % len(games)]
                sent = time.perf_counter()
                status, content = await http.request(
                    "POST", f"/v1/games/{game.game_id}/commands", HARMONY,
                    {"Authorization": f"Bearer {game.gm_token}"})
                latencies.append(time.perf_counter() - sent)
                if status != 200:
                    errors += 1
                    continue
                version = msgspec.json.decode(content)["version"]
                answered_at[game.path, version] = time.time()
                acked[game.game_id] = max(acked.get(game.game_id, 0), version)
        finally:
            http.close()

    await asyncio.gather(*(sender() for _ in range(senders)))
    return errors


def _percentile(values: list[float], q: float) -> float:
    if not values:
        return float("nan")
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))] * 1000


async def _drain(subscribers: list[Subscriber], by_path: dict[str, int],
                 patience: float = 10.0) -> None:
    deadline = time.monotonic() + patience
    for _ in range(int(patience / 0.1)):  # the readers move counters, not events
        if time.monotonic() > deadline or all(
                s.last >= by_path.get(s.path, 0) for s in subscribers):
            return
        await asyncio.sleep(0.1)


def _accounting(subscribers: list[Subscriber], start: dict[int, int],
                final: dict[str, int]) -> dict[str, int]:
    lost = duplicated = breaks = 0
    for index, sub in enumerate(subscribers):
        expected = final.get(sub.path, start[index]) - start[index]
        lost += max(0, expected - sub.count)
        duplicated += max(0, sub.count - expected)
        breaks += sub.breaks + (1 if sub.first and sub.first != start[index] + 1 else 0)
    return {"lost": lost, "duplicated": duplicated, "contiguity_breaks": breaks}


async def under_load(base: str, host: str, port: int, pid: int, games: list[FeedGame],
                     per_game: int, rate: float, seconds: float) -> dict[str, Any]:
    """Subscribers on every game while commands are played; latency and accounting."""
    subscribers = subscribers_for(games, per_game)
    await open_all(subscribers, host, port)
    versions = await _versions(base, games)
    start = {i: versions[s.path] for i, s in enumerate(subscribers)}
    with client_heap_frozen():
        for sub in subscribers:
            sub.measure = True
        reads_before = await scrape(base)
        acked: dict[str, int] = {}
        answered: list[float] = []
        answered_at: dict[tuple[str, int], float] = {}
        cpu, clock = cpu_seconds(pid), time.monotonic()
        errors = await _paced(base, games, rate, seconds, 16, acked, answered, answered_at)
        cpu_share = (cpu_seconds(pid) - cpu) / (time.monotonic() - clock)
        final = {g.path: acked.get(g.game_id, versions[g.path]) for g in games}
        await _drain(subscribers, final)
    reads = await scrape(base)
    for sub in subscribers:
        sub.close()
    latencies = [x for s in subscribers for x in s.latencies]
    after_answer = [at - answered_at[s.path, version] for s in subscribers
                    for version, at in s.arrivals if (s.path, version) in answered_at]
    events = sum(final[g.path] - versions[g.path] for g in games)
    shared = reads.get("tabletop_feed_store_reads_total", 0) - reads_before.get(
        "tabletop_feed_store_reads_total", 0)
    return {"subscribers": len(subscribers), "games": len(games), "rate": rate,
            "seconds": seconds, "events": events, "errors": errors,
            "deliveries": len(latencies), "p50_ms": _percentile(latencies, 0.5),
            "p99_ms": _percentile(latencies, 0.99), "max_ms": _percentile(latencies, 1.0),
            "answer_to_delivery_p50_ms": _percentile(after_answer, 0.5),
            "answer_to_delivery_p99_ms": _percentile(after_answer, 0.99),
            "store_reads": shared, "store_reads_per_event": shared / events if events else None,
            "server_cpu_share": cpu_share, "command_p50_ms": _percentile(answered, 0.5),
            "command_p99_ms": _percentile(answered, 0.99),
            **_accounting(subscribers, start, final)}


async def _versions(base: str, games: list[FeedGame]) -> dict[str, int]:
    async with httpx.AsyncClient(base_url=base, timeout=30) as http:
        out = {}
        for game in games:
            answer = await http.get(f"/v1/games/{game.game_id}",
                                    headers={"Authorization": f"Bearer {game.gm_token}"})
            out[game.path] = int(answer.json()["version"])
        return out


async def spectators(base: str, host: str, port: int, game: FeedGame, count: int,
                     commands: int, gap: float) -> dict[str, Any]:
    """``count`` spectators of one game; ``commands`` commands ``gap`` seconds apart."""
    subscribers = [Subscriber(game.path, token) for token in game.tokens(count)]
    await open_all(subscribers, host, port)
    start = (await _versions(base, [game]))[game.path]
    with client_heap_frozen():
        for sub in subscribers:
            sub.measure = True
        before = await scrape(base)
        http, last = Connection(base), start
        try:
            for _ in range(commands):
                status, content = await http.request(
                    "POST", f"/v1/games/{game.game_id}/commands", HARMONY,
                    {"Authorization": f"Bearer {game.gm_token}"})
                assert status == 200, content
                last = msgspec.json.decode(content)["version"]
                await asyncio.sleep(gap)
        finally:
            http.close()
        await _drain(subscribers, {game.path: last})
    after = await scrape(base)
    for sub in subscribers:
        sub.close()
    latencies = [x for s in subscribers for x in s.latencies]
    per_command = [max(s.latencies[k] for s in subscribers if len(s.latencies) > k) * 1000
                   for k in range(max(len(s.latencies) for s in subscribers))]
    reads = after.get("tabletop_feed_store_reads_total", 0) - before.get(
        "tabletop_feed_store_reads_total", 0)
    return {"spectators": count, "commands": commands, "deliveries": len(latencies),
            "p50_ms": _percentile(latencies, 0.5), "p99_ms": _percentile(latencies, 0.99),
            "max_ms": _percentile(latencies, 1.0), "per_command_max_ms": per_command,
            "store_reads": reads,
            "store_reads_per_event": reads / (last - start) if last > start else None,
            **_accounting(subscribers, dict.fromkeys(range(count), start), {game.path: last})}


async def warm(base: str, games: list[FeedGame]) -> None:
    """Read every game once, so the server's state cache holds them before measuring."""
    await _versions(base, games)

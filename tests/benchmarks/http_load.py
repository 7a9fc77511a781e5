"""Figures 2 and 6: commands over HTTP, N clients, each on its own game or all on one.

Load comes from this process (httpx, keep-alive). Every client replays the recorded ESPRI
Calls on its own games; the ceiling server receives the same bodies. The contention run
sends ``AwardHarmony`` from 16 clients to ONE game, each request tagged with its own
``X-Correlation-Id``, then recounts the stored events by SQL.
"""

import asyncio
import time
import uuid
from collections.abc import Sequence
from typing import Any

import httpx
import msgspec
import sqlalchemy as sa
from sqlalchemy.ext.asyncio import AsyncEngine

from tests.benchmarks.games import BenchGame

Json = dict[str, Any]


class Load(msgspec.Struct):
    """What a timed run measured."""

    clients: int
    commands: int = 0
    errors: int = 0
    seconds: float = 0.0
    latencies: list[float] = msgspec.field(default_factory=list)

    @property
    def rate(self) -> float:
        """Commands answered 200 per second."""
        return self.commands / self.seconds if self.seconds else 0.0

    def percentile(self, q: float) -> float:
        """Latency percentile, in ms."""
        if not self.latencies:
            return float("nan")
        ordered = sorted(self.latencies)
        return ordered[min(len(ordered) - 1, int(q * len(ordered)))] * 1000


def client(base: str, clients: int) -> httpx.AsyncClient:
    """An HTTP client with a keep-alive connection per benchmark client."""
    limits = httpx.Limits(max_connections=clients + 4, max_keepalive_connections=clients + 4)
    return httpx.AsyncClient(base_url=base, limits=limits, timeout=30.0)


async def _post(http: httpx.AsyncClient, load: Load, game: BenchGame, body: bytes,
                headers: dict[str, str] | None = None) -> httpx.Response:
    started = time.perf_counter()
    response = await http.post(f"/v1/games/{game.game_id}/commands", content=body, headers={
        "Authorization": f"Bearer {game.token}", "Content-Type": "application/json",
        **(headers or {})})
    load.latencies.append(time.perf_counter() - started)
    if response.status_code == 200:
        load.commands += 1
    else:
        load.errors += 1
    return response


async def _replay(http: httpx.AsyncClient, load: Load, games: Sequence[BenchGame],
                  script: Sequence[bytes], deadline: float) -> None:
    """Play the script on each game in turn until the deadline (or out of games)."""
    for game in games:
        for body in script:
            if time.perf_counter() >= deadline:
                return
            if (await _post(http, load, game, body)).status_code != 200:
                break


async def calls(base: str, games: Sequence[Sequence[BenchGame]], script: Sequence[Json],
                seconds: float) -> Load:
    """``len(games)`` clients, each replaying the script on its own games."""
    bodies = [msgspec.json.encode(body) for body in script]
    load = Load(clients=len(games))
    async with client(base, len(games)) as http:
        started = time.perf_counter()
        await asyncio.gather(*(_replay(http, load, own, bodies, started + seconds)
                               for own in games))
        load.seconds = time.perf_counter() - started
    return load


class Contention(msgspec.Struct):
    """16 clients on one game: rate, latency, what was acknowledged and what was stored."""

    load: Load
    acknowledged: dict[str, int]
    refused: int
    lost: int = 0
    duplicated: int = 0
    stored: int = 0


async def _harmony(http: httpx.AsyncClient, load: Load, game: BenchGame, deadline: float,
                   acked: dict[str, int]) -> int:
    refused = 0
    body = msgspec.json.encode({"type": "AwardHarmony", "character_id": "deva", "amount": 1,
                                "reason": "contention"})
    while time.perf_counter() < deadline:
        correlation = str(uuid.uuid4())
        response = await _post(http, load, game, body, {"X-Correlation-Id": correlation})
        if response.status_code == 200:
            acked[correlation] = len(response.json()["events"])
        else:
            refused += 1
    return refused


async def contention(base: str, game: BenchGame, clients: int, seconds: float,
                     engine: AsyncEngine) -> Contention:
    """Run ``clients`` writers on one game, then recount its events in SQL."""
    load, acked = Load(clients=clients), dict[str, int]()
    async with engine.connect() as connection:
        before = int(await connection.scalar(
            sa.text("SELECT version FROM streams WHERE stream_id = :game"),
            {"game": game.game_id}))
    async with client(base, clients) as http:
        started = time.perf_counter()
        refused = await asyncio.gather(*(_harmony(http, load, game, started + seconds, acked)
                                         for _ in range(clients)))
        load.seconds = time.perf_counter() - started
    result = Contention(load, acked, sum(refused))
    await recount(engine, game.game_id, before, result)
    return result


async def recount(engine: AsyncEngine, game_id: str, after: int, result: Contention) -> None:
    """Lost: acknowledged events not stored. Duplicated: stored beyond what was acked
    (a command stored twice, or stored without an acknowledgement)."""
    query = sa.text("SELECT metadata->>'correlation_id' AS correlation, count(*) AS n "
                    "FROM events WHERE stream_id = :game AND version > :after GROUP BY 1")
    async with engine.connect() as connection:
        stored = {row.correlation: row.n for row in await connection.execute(
            query, {"game": game_id, "after": after})}
    result.stored = sum(stored.values())
    for correlation, count in result.acknowledged.items():
        result.lost += max(0, count - stored.get(correlation, 0))
    for correlation, count in stored.items():
        result.duplicated += max(0, count - result.acknowledged.get(correlation, 0))


async def conflicts(base: str) -> int:
    """Conflicts the server's command path retried so far."""
    async with httpx.AsyncClient(base_url=base) as http:
        return int((await http.get("/bench/stats")).json()["conflicts"])

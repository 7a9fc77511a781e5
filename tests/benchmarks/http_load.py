"""Figures 2 and 6: commands over HTTP, N clients, each on its own game or all on one.

Load comes from this process: one keep-alive HTTP/1.1
connection per client. Every client replays the recorded ESPRI
Calls on its own games; the ceiling server receives the same bodies. The contention run
sends ``AwardHarmony`` from 16 clients to ONE game, each request tagged with its own
``X-Correlation-Id``, then recounts the stored events by SQL.
"""

import asyncio
import time
import uuid
from collections.abc import Sequence
from typing import Any
from urllib.parse import urlsplit

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

    def add(self, other: "Load") -> None:
        """Add another run's figures to these (rounds of one measurement)."""
        self.commands += other.commands
        self.errors += other.errors
        self.seconds += other.seconds
        self.latencies += other.latencies

    def percentile(self, q: float) -> float:
        """Latency percentile, in ms."""
        if not self.latencies:
            return float("nan")
        ordered = sorted(self.latencies)
        return ordered[min(len(ordered) - 1, int(q * len(ordered)))] * 1000


class Connection:
    """A minimal HTTP/1.1 keep-alive client on one connection: it costs the load generator
    far less CPU than httpx, so the servers, not the generator, set the pace."""

    def __init__(self, base: str) -> None:
        parts = urlsplit(base)
        self.host, self.port = parts.hostname or "127.0.0.1", parts.port or 80
        self.streams: tuple[asyncio.StreamReader, asyncio.StreamWriter] | None = None

    async def request(self, method: str, path: str, body: bytes = b"",
                      headers: dict[str, str] | None = None) -> tuple[int, bytes]:
        """Send one request; (status, body)."""
        if self.streams is None:
            self.streams = await asyncio.open_connection(self.host, self.port)
        reader, writer = self.streams
        lines = [f"{method} {path} HTTP/1.1", f"Host: {self.host}:{self.port}",
                 f"Content-Length: {len(body)}", "Content-Type: application/json",
                 *(f"{k}: {v}" for k, v in (headers or {}).items())]
        writer.write(("\r\n".join(lines) + "\r\n\r\n").encode() + body)
        head = (await reader.readuntil(b"\r\n\r\n")).decode("latin-1").split("\r\n")
        fields = {k.lower(): v.strip() for k, _, v in (h.partition(":") for h in head[1:])}
        assert "content-length" in fields, "the benchmark client needs Content-Length"
        content = await reader.readexactly(int(fields["content-length"]))
        if fields.get("connection", "").lower() == "close":
            writer.close()
            self.streams = None
        return int(head[0].split()[1]), content

    def close(self) -> None:
        """Close the connection."""
        if self.streams is not None:
            self.streams[1].close()
            self.streams = None


async def _post(http: Connection, load: Load, game: BenchGame, body: bytes,
                headers: dict[str, str] | None = None) -> tuple[int, bytes]:
    started = time.perf_counter()
    status, content = await http.request("POST", f"/v1/games/{game.game_id}/commands", body, {
        "Authorization": f"Bearer {game.token}", **(headers or {})})
    load.latencies.append(time.perf_counter() - started)
    if status == 200:
        load.commands += 1
    else:
        load.errors += 1
    return status, content


class Progress:
    """Where one client is in its games and the script: the rounds of a measurement
    resume it, so that splitting a run into rounds changes nothing a client plays."""

    def __init__(self, games: Sequence[BenchGame]) -> None:
        self.games, self.game, self.step = games, 0, 0


def progress(games: Sequence[Sequence[BenchGame]]) -> list[Progress]:
    """Every client at the start of its games."""
    return [Progress(own) for own in games]


async def _replay(base: str, load: Load, at: Progress, script: Sequence[bytes],
                  deadline: float) -> None:
    """Play the script on each game in turn (the next game after a refusal) until the
    deadline or out of games."""
    http = Connection(base)
    try:
        while at.game < len(at.games):
            game = at.games[at.game]
            while at.step < len(script):
                if time.perf_counter() >= deadline:
                    return
                at.step += 1
                if (await _post(http, load, game, script[at.step - 1]))[0] != 200:
                    break
            at.game, at.step = at.game + 1, 0
    finally:
        http.close()


async def calls(base: str, clients: list[Progress], script: Sequence[Json],
                seconds: float) -> Load:
    """``len(clients)`` clients, each replaying the script on its own games from where
    its ``Progress`` stands (``progress(games)``: from the start)."""
    bodies = [msgspec.json.encode(body) for body in script]
    load = Load(clients=len(clients))
    started = time.perf_counter()
    await asyncio.gather(*(_replay(base, load, at, bodies, started + seconds)
                           for at in clients))
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


async def _harmony(base: str, load: Load, game: BenchGame, deadline: float,
                   acked: dict[str, int]) -> int:
    refused, http = 0, Connection(base)
    body = msgspec.json.encode({"type": "AwardHarmony", "character_id": "deva", "amount": 1,
                                "reason": "contention"})
    while time.perf_counter() < deadline:
        correlation = str(uuid.uuid4())
        status, content = await _post(http, load, game, body,
                                      {"X-Correlation-Id": correlation})
        if status == 200:
            acked[correlation] = len(msgspec.json.decode(content)["events"])
        else:
            refused += 1
    http.close()
    return refused


async def contention(base: str, game: BenchGame, clients: int, seconds: float,
                     engine: AsyncEngine) -> Contention:
    """Run ``clients`` writers on one game, then recount its events in SQL."""
    load, acked = Load(clients=clients), dict[str, int]()
    async with engine.connect() as connection:
        before = int(await connection.scalar(
            sa.text("SELECT version FROM streams WHERE stream_id = :game"),
            {"game": game.game_id}))
    started = time.perf_counter()
    refused = await asyncio.gather(*(_harmony(base, load, game, started + seconds, acked)
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

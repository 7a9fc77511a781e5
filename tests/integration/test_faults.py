"""Faults against real processes started by each test: the API server killed in the middle
of a stream of commands, Redis stopped under a running server, PostgreSQL restarted under
a running server. Nothing shared is stopped: each test runs its own server (and its own
Redis or PostgreSQL when it breaks one)."""

import asyncio
import contextlib
import itertools
import time
from pathlib import Path
from typing import Any

import httpx
from sqlalchemy import text

from infrastructure.runtime import Runtime
from infrastructure.settings import Settings
from services.context import AppContext
from services.envelope import first_broken_link
from tests.support.api import bearer
from tests.support.servers import (
    ServerProcess,
    private_postgres,
    start_server,
)

SEASONS = {"winter": 3, "spring": 2, "summer": 2, "autumn": 2}
TIMEOUT = httpx.Timeout(30.0)
ACKNOWLEDGED_BEFORE_KILL = 20
FEED_SECONDS = 30.0
"""How long a live feed may take to deliver an event (it polls every second at worst)."""
RECOVERY_SECONDS = 30.0
"""How long the server may take to serve again after PostgreSQL is back."""


class Game:
    """An ESPRI game on a server: its id, gm token and one player seat."""

    def __init__(self, game_id: str, gm_token: str, player_id: str) -> None:
        self.game_id, self.gm_token, self.player_id = game_id, gm_token, player_id

    @classmethod
    async def create(cls, http: httpx.AsyncClient) -> "Game":
        """Create the game and seat a player."""
        created = await http.post("/v1/games", json={"ruleset": "espri"})
        assert created.status_code == 201, created.text
        body = created.json()
        seat = await http.post(f"/v1/games/{body['game_id']}/seats", headers=bearer(
            body["gm_token"]), json={"role": "player", "name": "ann"})
        assert seat.status_code == 201, seat.text
        return cls(body["game_id"], body["gm_token"], seat.json()["seat_id"])

    def register(self, character_id: str) -> dict[str, Any]:
        """A RegisterCharacter command for a new character of the player."""
        return {"type": "RegisterCharacter", "id": character_id, "name": character_id.title(),
                "player_id": self.player_id, "kind": "guardian", "devotion": 2,
                "tutelary_season": "winter", "seasons": SEASONS, "talents": ["Abri"]}

    @property
    def headers(self) -> dict[str, str]:
        """The gm's Authorization header."""
        return bearer(self.gm_token)

    async def send(self, http: httpx.AsyncClient, command: dict[str, Any]) -> httpx.Response:
        """POST one command as the gm."""
        return await http.post(f"/v1/games/{self.game_id}/commands", json=command,
                               headers=bearer(self.gm_token))

    async def read(self, http: httpx.AsyncClient, path: str = "/state") -> httpx.Response:
        """GET a path of the game as the gm."""
        return await http.get(f"/v1/games/{self.game_id}{path}", headers=bearer(self.gm_token))


async def start(database_url: str, redis_url: str | None, log: Path,
                env: dict[str, str] | None = None) -> ServerProcess:
    """A ready server subprocess (started off the event loop); no rate limit in the way."""
    server = start_server(database_url, redis_url, log,
                          env={"RATE_LIMIT": "100000", **(env or {})})
    try:
        await asyncio.to_thread(server.wait_ready)
    except BaseException:
        server.stop()
        raise
    return server


async def fire(http: httpx.AsyncClient, game: Game, names: "itertools.count[int]",
               acknowledged: dict[str, dict[str, Any]], sent: list[str],
               enough: asyncio.Event) -> None:
    """Send registrations one after another until the server stops answering."""
    while True:
        if len(acknowledged) >= ACKNOWLEDGED_BEFORE_KILL:
            enough.set()
        character_id = f"c{next(names)}"
        sent.append(character_id)
        try:
            response = await game.send(http, game.register(character_id))
        except httpx.TransportError:
            return
        assert response.status_code == 200, response.text
        acknowledged[character_id] = response.json()


async def crash_mid_stream(database_url: str, redis_url: str | None, log: Path,
                           acknowledged: dict[str, dict[str, Any]], sent: list[str]) -> Game:
    """Four senders register characters; the server is SIGKILLed with commands in flight."""
    server = await start(database_url, redis_url, log)
    try:
        async with httpx.AsyncClient(base_url=server.url, timeout=TIMEOUT) as http:
            game = await Game.create(http)
            names, enough = itertools.count(), asyncio.Event()
            senders = [asyncio.create_task(fire(http, game, names, acknowledged, sent, enough))
                       for _ in range(4)]
            await asyncio.wait_for(enough.wait(), timeout=120)
            server.kill()
            await asyncio.wait_for(asyncio.gather(*senders), timeout=60)
    finally:
        server.stop()
    return game


async def restart_and_read(database_url: str, redis_url: str | None, log: Path,
                           game: Game) -> dict[str, Any]:
    """Restart the server, send one more command, return the characters it shows."""
    server = await start(database_url, redis_url, log)
    try:
        async with httpx.AsyncClient(base_url=server.url, timeout=TIMEOUT) as http:
            after = await game.send(http, game.register("after_restart"))
            assert after.status_code == 200, after.text
            characters: dict[str, Any] = (await game.read(http)).json()["state"]["characters"]
            return characters
    finally:
        server.stop()


async def stream_and_read_model_versions(runtime: Runtime, game_id: str) -> tuple[int, int]:
    """The stream head's version and the inline read model row's version."""
    async with runtime.engine.connect() as connection:
        row = (await connection.execute(text(
            "SELECT s.version, r.version FROM streams s JOIN read_models r USING (stream_id) "
            "WHERE s.stream_id = :id"), {"id": game_id})).one()
    return int(row[0]), int(row[1])


async def test_a_server_killed_mid_stream_loses_no_acknowledged_command_and_writes_no_half(
        settings: Settings, ctx: AppContext, runtime: Runtime, tmp_path: Path) -> None:
    assert settings.database.url is not None
    acknowledged: dict[str, dict[str, Any]] = {}
    sent: list[str] = []
    game = await crash_mid_stream(settings.database.url, settings.redis.url,
                                  tmp_path / "first.log", acknowledged, sent)
    assert len(acknowledged) >= ACKNOWLEDGED_BEFORE_KILL
    assert len(sent) > len(acknowledged)  # the kill cut commands in flight
    characters = await restart_and_read(settings.database.url, settings.redis.url,
                                        tmp_path / "second.log", game)
    stored = await ctx.store.load(game.game_id)
    assert [e.version for e in stored] == list(range(1, len(stored) + 1))
    assert first_broken_link(stored) is None
    by_version = {e.version: e for e in stored}
    for body in acknowledged.values():
        for event in body["events"]:
            assert by_version[event["version"]].hash.hex() == event["hash"]
    registered = [e.data["character"]["id"] for e in stored if e.type == "CharacterRegistered"]
    assert len(registered) == len(set(registered))
    assert set(acknowledged) <= set(registered) <= {*sent, "after_restart"}
    assert set(registered) == set(characters)
    assert await stream_and_read_model_versions(runtime, game.game_id) == (
        len(stored), len(stored))


async def stop(task: "asyncio.Task[None]") -> None:
    """Cancel a helper task; an assertion it failed with fails the test."""
    task.cancel()
    with contextlib.suppress(asyncio.CancelledError):
        await task


async def sse_versions(response: httpx.Response, versions: list[int]) -> None:
    """Append the ``id`` of every message of a live feed."""
    async for line in response.aiter_lines():
        if line.startswith("id: "):
            versions.append(int(line.removeprefix("id: ")))


async def wait_for(versions: list[int], wanted: int, what: str) -> None:
    """Wait until ``wanted`` is among ``versions``."""
    deadline = time.monotonic() + FEED_SECONDS
    while wanted not in versions:
        assert time.monotonic() < deadline, f"{what}: version {wanted} never came: {versions}"
        await asyncio.sleep(0.05)


async def test_after_a_postgres_restart_the_server_recovers_without_restarting(
        settings: Settings, tmp_path: Path) -> None:
    with private_postgres(tmp_path / "postgres") as postgres:
        server = await start(postgres.url("tabletop"), settings.redis.url,
                             tmp_path / "server.log")
        try:
            async with httpx.AsyncClient(base_url=server.url, timeout=TIMEOUT) as http:
                game = await Game.create(http)
                first = await game.send(http, game.register("before"))
                assert first.status_code == 200, first.text
                during: list[int] = []
                hammer = asyncio.create_task(keep_sending(http, game, during))
                try:
                    await asyncio.to_thread(postgres.restart)
                finally:
                    await stop(hammer)
                statuses = during + await until_recovered(http, game)
                print(f"\nstatuses while PostgreSQL restarted and after: {statuses}")
                assert set(statuses) <= {200, 503}, (statuses, server.log())
                for name in ("again", "and_again"):
                    response = await game.send(http, game.register(name))
                    assert response.status_code == 200, response.text
                state = (await game.read(http)).json()["state"]
                assert {"before", "again", "and_again"} <= set(state["characters"])
                assert (await http.get("/ready")).json()["database"] == "ok"
        finally:
            server.stop()


async def keep_sending(http: httpx.AsyncClient, game: Game, statuses: list[int]) -> None:
    """Commands and reads back to back (until cancelled), while the database restarts."""
    for attempt in itertools.count():
        for response in (await game.send(http, game.register(f"during{attempt}")),
                         await game.read(http)):
            statuses.append(response.status_code)
            check_unavailable(response)


def check_unavailable(response: httpx.Response) -> None:
    """A 503 is the documented ``database_unavailable`` problem with ``Retry-After``."""
    if response.status_code == 503:
        assert response.headers["content-type"].startswith("application/problem+json")
        assert response.json()["code"] == "database_unavailable"
        assert response.headers["retry-after"]


async def until_recovered(http: httpx.AsyncClient, game: Game) -> list[int]:
    """Send commands and reads until both succeed; every status seen on the way."""
    statuses: list[int] = []
    deadline = time.monotonic() + RECOVERY_SECONDS
    for attempt in itertools.count():
        command = await game.send(http, game.register(f"retry{attempt}"))
        read = await game.read(http)
        statuses += [command.status_code, read.status_code]
        if command.status_code == read.status_code == 200:
            return statuses
        for response in (command, read):
            check_unavailable(response)
        assert time.monotonic() < deadline, statuses
        await asyncio.sleep(0.5)
    raise AssertionError("unreachable")

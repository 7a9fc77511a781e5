"""Redis stopped under a running server mid-stream: commands and reads still work, and
every live-feed subscriber still gets every event (the worker polls the store while its
Redis subscription is down). The test runs its own server and its own Redis."""

import asyncio
import contextlib
from pathlib import Path
from typing import Any

import httpx

from infrastructure.settings import Settings
from tests.integration.test_faults import TIMEOUT, Game, sse_versions, start, stop, wait_for
from tests.support.servers import private_redis


async def test_with_redis_stopped_commands_reads_and_the_live_feed_still_work(
        settings: Settings, tmp_path: Path) -> None:
    assert settings.database.url is not None
    with private_redis(tmp_path / "redis") as redis:
        server = await start(settings.database.url, redis.url, tmp_path / "server.log")
        try:
            async with httpx.AsyncClient(base_url=server.url, timeout=TIMEOUT) as http:
                ready = await http.get("/ready")
                assert ready.json()["redis"] == "ok", ready.text
                game = await Game.create(http)
                await check_without_redis(http, game, redis.stop)
        finally:
            server.stop()


SUBSCRIBERS = 3


async def check_without_redis(http: httpx.AsyncClient, game: Game, stop_redis: Any) -> None:
    """Open feeds, send a command, stop Redis, send more: every feed gets every event."""
    async with contextlib.AsyncExitStack() as stack:
        seen: list[list[int]] = [[] for _ in range(SUBSCRIBERS)]
        for versions in seen:
            opened = await stack.enter_async_context(http.stream(
                "GET", f"/v1/games/{game.game_id}/events/stream", params={"after": 0},
                headers=game.headers))
            assert opened.status_code == 200
            follower = asyncio.create_task(sse_versions(opened, versions))
            stack.push_async_callback(stop, follower)
        before = await game.send(http, game.register("before_redis_stops"))
        assert before.status_code == 200, before.text
        await asyncio.to_thread(stop_redis)
        ready = await http.get("/ready")
        assert ready.status_code == 200, ready.text
        assert (ready.json()["status"], ready.json()["redis"]) == ("degraded", "down")
        version = await send_after_redis(http, game)
        for versions in seen:
            await wait_for(versions, version, "feed opened before Redis stopped")
            assert versions == list(range(1, version + 1))  # every event, once, in order
        assert (await game.read(http)).json()["state"]["characters"]["after_redis"]
        await check_new_feed(http, game, version)
    created = await http.post("/v1/games", json={"ruleset": "espri"})
    assert created.status_code == 201, created.text


async def send_after_redis(http: httpx.AsyncClient, game: Game) -> int:
    """Commands while Redis is down; the last version."""
    version = 0
    for name in ("after_redis", "after_redis_2", "after_redis_3"):
        response = await game.send(http, game.register(name))
        assert response.status_code == 200, response.text
        version = response.json()["version"]
    return int(version)


async def check_new_feed(http: httpx.AsyncClient, game: Game, version: int) -> None:
    """A feed opened while Redis is down catches up and delivers live events by polling."""
    versions: list[int] = []
    async with http.stream("GET", f"/v1/games/{game.game_id}/events/stream",
                           params={"after": version - 1},
                           headers=game.headers) as response:
        assert response.status_code == 200
        follower = asyncio.create_task(sse_versions(response, versions))
        try:
            await wait_for(versions, version, "feed opened after Redis stopped (catch-up)")
            second = await game.send(http, game.register("later"))
            assert second.status_code == 200, second.text
            await wait_for(versions, second.json()["version"], "feed without Redis (live)")
        finally:
            await stop(follower)

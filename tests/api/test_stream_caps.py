"""Open live streams are capped per seat and per client address (issue #30): over a real
server (uvicorn on loopback), across processes through Redis, per process without it."""

import asyncio
import contextlib
import uuid
from collections.abc import AsyncIterator
from dataclasses import replace
from ipaddress import ip_network

import httpx
import pytest
import uvicorn
from litestar import Litestar
from redis.asyncio import Redis

from infrastructure.api.app import create_app
from infrastructure.runtime import Runtime
from infrastructure.settings import FeedLimitSettings, Settings
from infrastructure.stream_limit import StreamLimits, TooManyStreams
from tests.support.access import UNREACHABLE_REDIS, open_access
from tests.support.api import Client, Table, assert_problem, bearer

LOOPBACK = ip_network("127.0.0.0/8")
PATIENCE = 100
"""Tries (50 ms apart) for a closed stream's place to be given back (the server must
first see the client leave)."""


def feed(table: Table) -> str:
    """The game's live-feed path."""
    return f"/v1/games/{table.game_id}/events/stream"


async def open_streams(stack: contextlib.AsyncExitStack, http: httpx.AsyncClient, path: str,
                       tokens: list[str],
                       forwarded: str | None = None) -> list[httpx.Response]:
    """One open stream per token (each answered 200 with its first bytes read)."""
    headers = {"X-Forwarded-For": forwarded} if forwarded else {}
    responses = []
    for token in tokens:
        response = await stack.enter_async_context(
            http.stream("GET", path, headers={**bearer(token), **headers}))
        assert response.status_code == 200, await response.aread()
        responses.append(response)
    return responses


async def refused_count(http: httpx.AsyncClient, limit: str) -> float:
    """``tabletop_feed_streams_refused_total{limit=...}`` on the server's /metrics."""
    for line in (await http.get("/metrics")).text.splitlines():
        if line.startswith(f'tabletop_feed_streams_refused_total{{limit="{limit}"}}'):
            return float(line.rpartition(" ")[2])
    return 0.0


async def admitted_again(http: httpx.AsyncClient, path: str, token: str,
                         stack: contextlib.AsyncExitStack) -> int:
    """Open a stream, retrying while the server has not yet given a place back; the
    number of tries it took."""
    for attempt in range(1, PATIENCE + 1):
        response = await stack.enter_async_context(http.stream("GET", path,
                                                               headers=bearer(token)))
        if response.status_code == 200:
            return attempt
        assert response.status_code == 429, await response.aread()
        await response.aclose()
        await asyncio.sleep(0.05)
    raise AssertionError(f"no place given back after {PATIENCE} tries")


async def test_the_ninth_stream_of_a_seat_is_refused_until_one_of_its_streams_closes(
        client: Client, live_server: str) -> None:
    table = await Table.create(client, "counter")
    await table.seat("watcher", "observer")
    watcher, path = table.seats["watcher"], feed(table)
    async with httpx.AsyncClient(base_url=live_server, timeout=10) as http, \
            contextlib.AsyncExitStack() as stack:
        before = await refused_count(http, "seat")
        streams = await open_streams(stack, http, path, [watcher] * 8)
        ninth = await http.get(path, headers=bearer(watcher))
        assert_problem(ninth, 429, "too_many_streams")
        assert 1 <= int(ninth.headers["retry-after"]) <= 60
        assert await refused_count(http, "seat") == before + 1
        await open_streams(stack, http, path, [table.gm_token])  # another seat: its own cap
        await streams[0].aclose()
        assert await admitted_again(http, path, watcher, stack) >= 1
        assert_problem(await http.get(path, headers=bearer(watcher)), 429, "too_many_streams")


@contextlib.asynccontextmanager
async def serving(app: Litestar) -> AsyncIterator[str]:
    """``app`` served by uvicorn on a loopback port; its base URL."""
    server = uvicorn.Server(uvicorn.Config(app, host="127.0.0.1", port=0, lifespan="off",
                                           log_level="warning"))
    task = asyncio.create_task(server.serve())
    try:
        while not server.started:  # noqa: ASYNC110 - uvicorn exposes a flag, not an event
            await asyncio.sleep(0.01)
        yield f"http://127.0.0.1:{server.servers[0].sockets[0].getsockname()[1]}"
    finally:
        server.should_exit = True
        await task


def capped_app(settings: Settings, runtime: Runtime, per_seat: int,
               per_address: int) -> Litestar:
    """The API with these caps, loopback not exempt and trusted as a proxy."""
    access = open_access(public_rate_exempt=(), forwarded_allow_ips=(LOOPBACK,))
    limits = FeedLimitSettings(max_per_seat=per_seat, max_per_address=per_address)
    app = create_app(replace(settings, access=access, feed_limits=limits), runtime=runtime)
    app.state.runtime, app.state.ctx = runtime, runtime.ctx
    app.state.stream_limits = StreamLimits(runtime.redis, limits,
                                           prefix=f"test:streams:{uuid.uuid4()}")
    return app


async def test_a_client_address_holds_at_most_its_cap_whatever_the_seats(
        settings: Settings, runtime: Runtime, client: Client) -> None:
    table = await Table.create(client, "counter")
    for i in range(4):
        await table.seat(f"o{i}", "observer")
    tokens = [table.seats[f"o{i}"] for i in range(4)]
    app = capped_app(settings, runtime, per_seat=8, per_address=3)
    async with serving(app) as base, httpx.AsyncClient(base_url=base, timeout=10) as http, \
            contextlib.AsyncExitStack() as stack:
        await open_streams(stack, http, feed(table), tokens[:3], forwarded="203.0.113.7")
        fourth = await http.get(feed(table), headers={**bearer(tokens[3]),
                                                      "X-Forwarded-For": "203.0.113.7"})
        body = assert_problem(fourth, 429, "too_many_streams")
        assert "address" in body["detail"]
        # another client behind the same trusted proxy has its own budget
        await open_streams(stack, http, feed(table), tokens[3:], forwarded="203.0.113.8")


async def test_the_caps_hold_across_processes_through_redis(runtime: Runtime) -> None:
    prefix = f"test:streams:{uuid.uuid4()}"
    caps = FeedLimitSettings(max_per_seat=2, max_per_address=3)
    one, two = (StreamLimits(runtime.redis, caps, prefix=prefix) for _ in range(2))
    first = await one.admit("g", "seat", "203.0.113.9")
    await two.admit("g", "seat", "203.0.113.9")
    with pytest.raises(TooManyStreams):
        await one.admit("g", "seat", "203.0.113.9")  # one stream each: the seat is full
    await one.admit("g", "other", "203.0.113.9")
    with pytest.raises(TooManyStreams, match="address"):
        await two.admit("g", "third", "203.0.113.9")  # three streams from the address
    one.release(first)
    for _ in range(PATIENCE):  # the release reaches Redis in the background
        with contextlib.suppress(TooManyStreams):
            await two.admit("g", "seat", "203.0.113.10")
            break
        await asyncio.sleep(0.05)
    else:
        raise AssertionError("the released place never came back")
    await one.close()
    await two.close()


async def test_the_streams_of_a_process_that_stopped_renewing_expire(
        runtime: Runtime) -> None:
    prefix = f"test:streams:{uuid.uuid4()}"
    caps = FeedLimitSettings(max_per_seat=1, max_per_address=0)
    dead = StreamLimits(runtime.redis, caps, prefix=prefix, lease_seconds=0.5,
                        renew_seconds=3600)  # it never renews: as if its process died
    alive = StreamLimits(runtime.redis, caps, prefix=prefix, lease_seconds=0.5,
                         renew_seconds=0.1)
    await dead.admit("g", "seat", None)
    with pytest.raises(TooManyStreams):
        await alive.admit("g", "seat", None)
    for _ in range(PATIENCE):
        with contextlib.suppress(TooManyStreams):
            lease = await alive.admit("g", "seat", None)
            break
        await asyncio.sleep(0.05)
    else:
        raise AssertionError("the dead process's lease never expired")
    await asyncio.sleep(1.0)  # two lease lengths: the living stream is renewed meanwhile
    with pytest.raises(TooManyStreams):
        await dead.admit("g", "seat", None)
    alive.release(lease)
    await alive.close()
    await dead.close()


async def test_without_redis_each_process_counts_its_own_streams() -> None:
    redis = Redis.from_url(UNREACHABLE_REDIS)
    limits = StreamLimits(redis, FeedLimitSettings(max_per_seat=2, max_per_address=0))
    try:
        leases = [await limits.admit("g", "seat", None) for _ in range(2)]
        with pytest.raises(TooManyStreams):
            await limits.admit("g", "seat", None)
        limits.release(leases[0])
        await limits.admit("g", "seat", None)  # given back at once, in this process
        await limits.admit("g", "other", None)
    finally:
        await limits.close()
        await redis.aclose()

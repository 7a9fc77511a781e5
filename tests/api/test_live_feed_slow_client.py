"""A client that stops reading is cut off without holding up the others, and resumes
from its Last-Event-ID without a gap."""

import asyncio
import contextlib
import socket
from collections.abc import Callable
from urllib.parse import urlsplit

import httpx

from infrastructure.rate_limit import RateLimiter
from infrastructure.runtime import Runtime
from tests.support.api import Client, Table, bearer, sse_messages

MAX_COMMANDS = 1000
BULKY = {"type": "HideSecret", "text": "x" * 2000}
"""Big events fill the stalled socket's buffers in a few dozen commands."""
"""Enough to fill a stalled client's socket buffers and its small feed buffer."""


Stalled = tuple[asyncio.StreamReader, asyncio.StreamWriter]


async def stalled_stream(live_server: str, table: Table) -> Stalled:
    """Open the feed on a socket with a tiny receive buffer, read the head, then stop."""
    parts = urlsplit(live_server)
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)  # before connect: small window
    sock.setblocking(False)
    await asyncio.get_running_loop().sock_connect(sock, (parts.hostname, parts.port))
    # a small limit: the client transport stops reading from the socket at 2 x limit (yet
    # above one message's line: a batch's newest message carries the seat's state patch)
    reader, writer = await asyncio.open_connection(sock=sock, limit=131072)
    writer.write((f"GET /v1/games/{table.game_id}/events/stream HTTP/1.1\r\n"
                  f"Host: {parts.netloc}\r\nAuthorization: Bearer {table.gm_token}\r\n\r\n"
                  ).encode())
    head = await reader.readuntil(b"\r\n\r\n")
    assert head.startswith(b"HTTP/1.1 200"), head
    return reader, writer


def subscribers_of(runtime: Runtime, game_id: str) -> int:
    """This worker's live subscribers of a game."""
    return sum(1 for sub in runtime.live.hub.subscriptions() if sub.game_id == game_id)


async def versions_until_closed(reader: asyncio.StreamReader) -> list[int]:
    """Every ``id:`` the server had sent before it closed the connection."""
    versions = []
    while line := await asyncio.wait_for(reader.readline(), timeout=30):
        if line.startswith(b"id: "):
            versions.append(int(line[4:]))
    return versions


async def test_a_client_that_stops_reading_is_cut_off_and_resumes_without_a_gap(
        client: Client, live_server: str, runtime: Runtime) -> None:
    table = await Table.create(client, "counter")
    hub, saved, limiter = runtime.live.hub, runtime.live.hub.buffer, runtime.rate_limiter
    hub.buffer = 8
    runtime.rate_limiter = RateLimiter(runtime.redis, limit=10**9, window=60)
    stalled, stalled_writer = await stalled_stream(live_server, table)
    try:
        reading: list[int] = []
        async with httpx.AsyncClient(base_url=live_server, timeout=30) as http, http.stream(
                "GET", f"/v1/games/{table.game_id}/events/stream",
                headers=bearer(table.gm_token)) as response:
            follower = asyncio.create_task(collect(response, reading))
            sent = await play_until_cut(runtime, table)
            await wait_until(lambda: len(reading) >= sent, "the reading client")
            follower.cancel()
            with contextlib.suppress(asyncio.CancelledError, httpx.ReadError):
                await follower
        got = await versions_until_closed(stalled)  # the cut connection ends after what it had
    finally:
        hub.buffer, runtime.rate_limiter = saved, limiter
        stalled_writer.transport.abort()
    assert reading == list(range(2, 2 + sent))  # everything, in order, while the other lagged
    assert got == list(range(2, 2 + len(got))) and len(got) < sent
    resumed = await resume(live_server, table, got[-1] if got else 1, sent + 1)
    assert (got or [1])[-1] + 1 == resumed[0] and resumed[-1] == sent + 1
    assert resumed == list(range(resumed[0], sent + 2))


async def collect(response: httpx.Response, versions: list[int]) -> None:
    """Append every event id of a feed."""
    async for message in sse_messages(response):
        versions.append(int(message["id"]))


async def play_until_cut(runtime: Runtime, table: Table) -> int:
    """Send bulky commands until the stalled client is cut (one subscriber left)."""
    for sent in range(1, MAX_COMMANDS + 1):
        await table.ok(BULKY)
        if sent % 10 == 0:
            await asyncio.sleep(0.05)  # let the feed tasks run
            if subscribers_of(runtime, table.game_id) == 1:
                return sent
    raise AssertionError(f"the stalled client was never cut off after {MAX_COMMANDS}")


async def wait_until(done: Callable[[], bool], what: str, seconds: float = 30) -> None:
    """Poll ``done`` (no timing assertion: a generous deadline against hangs)."""
    for _ in range(int(seconds / 0.05)):
        if done():
            return
        await asyncio.sleep(0.05)
    raise AssertionError(f"{what} never caught up")


async def resume(live_server: str, table: Table, last_seen: int, last: int) -> list[int]:
    """Reconnect with Last-Event-ID and read up to version ``last``."""
    versions: list[int] = []
    async with httpx.AsyncClient(base_url=live_server, timeout=30) as http, http.stream(
            "GET", f"/v1/games/{table.game_id}/events/stream",
            headers={**bearer(table.gm_token), "Last-Event-ID": str(last_seen)}) as response:
        async def until_last() -> None:
            async for message in sse_messages(response):
                versions.append(int(message["id"]))
                if versions[-1] >= last:
                    return
        await asyncio.wait_for(until_last(), timeout=60)
    return versions

"""The live feed: catch-up from PostgreSQL, then live events; resumes with Last-Event-ID."""

import asyncio

import httpx

from domain.core import GM
from infrastructure.redis_feed import RedisFeedListener
from services import feed
from services.context import AppContext
from services.fanout import FeedHub
from tests.support.api import Client, Table, bearer, sse_messages, stream_versions


async def test_a_reconnecting_client_gets_exactly_the_missed_events_then_live_ones(
        client: Client, live_server: str) -> None:
    table = await Table.create(client, "counter")
    first = await stream_versions(live_server, table, 3, {"Last-Event-ID": "1"}, after_commands=3)
    assert first == [2, 3, 4]
    for _ in range(3):
        await table.ok({"type": "Increment"})  # while disconnected
    resumed = await stream_versions(live_server, table, 5, {"Last-Event-ID": "4"},
                                  after_commands=2)
    assert resumed == [5, 6, 7, 8, 9]


async def test_a_new_client_starts_at_the_current_version(
        client: Client, live_server: str) -> None:
    table = await Table.create(client, "counter")
    await table.ok({"type": "Increment"})
    assert await stream_versions(live_server, table, 1, {}, after_commands=1) == [3]


async def test_the_feed_redacts_gm_only_events_for_players(
        client: Client, live_server: str) -> None:
    table = await Table.create(client, "counter")
    await table.seat("ann")
    await table.ok({"type": "HideSecret", "text": "trapdoor"})
    async with httpx.AsyncClient(base_url=live_server, timeout=10) as http, http.stream(
            "GET", f"/v1/games/{table.game_id}/events/stream?after=0",
            headers=bearer(table.seats["ann"])) as response:
        messages: list[dict[str, str]] = []

        async def collect() -> None:
            async for message in sse_messages(response):
                messages.append(message)
                if len(messages) == 3:
                    return
        await asyncio.wait_for(collect(), timeout=10)
    assert [m["event"] for m in messages] == ["GameCreated", "SeatJoined", "Redacted"]
    assert "trapdoor" not in str(messages)


async def test_without_redis_the_feed_still_delivers_by_polling(ctx: AppContext) -> None:
    from services import commands, games

    game_id = (await games.create_game(ctx, "counter", "no redis", {}, {})).game_id
    hub = FeedHub(ctx.store, lambda event: str(event.version).encode())
    listener = RedisFeedListener(None, hub, poll_interval=0.05)  # no Redis: polls only
    listener.start()
    game = await ctx.loader.load(game_id)
    stream = feed.follow(hub, hub.subscribe(game, GM, game.version), behind=False)
    try:
        await commands.handle_command(ctx, commands.CommandRequest(
            game_id=game_id, actor=GM, body=b'{"type": "Increment"}'))
        first = await asyncio.wait_for(anext(stream), timeout=5)
        await commands.handle_command(ctx, commands.CommandRequest(
            game_id=game_id, actor=GM, body=b'{"type": "Increment"}'))
        second = await asyncio.wait_for(anext(stream), timeout=5)
    finally:
        await stream.aclose()
        await listener.stop()
    assert (first, second) == (b"2", b"3")
    assert hub.games == []  # the closed stream left the registry

"""Keep-alives come from the hub's one heartbeat tick, not from a timer per client."""

import asyncio

from domain.core import GM
from services import commands, feed, games
from services.context import AppContext
from services.fanout import FeedHub


async def test_a_quiet_client_gets_keep_alives_and_events_still_arrive_in_order(
        ctx: AppContext) -> None:
    game_id = (await games.create_game(ctx, "counter", "heartbeat", {}, {})).game_id
    hub = FeedHub(ctx.store, lambda event: str(event.version).encode())
    game = await ctx.loader.load(game_id)
    quiet = feed.follow(hub, hub.subscribe(game, GM, game.version), False, 0.05)
    busy = feed.follow(hub, hub.subscribe(game, GM, game.version), False, 0.05)
    try:
        beats = [await asyncio.wait_for(anext(quiet), timeout=5) for _ in range(3)]
        assert beats == [feed.HEARTBEAT] * 3
        await commands.handle_command(ctx, commands.CommandRequest(
            game_id=game_id, actor=GM, body=b'{"type": "Increment"}'))
        hub.wake(game_id)
        got = [await asyncio.wait_for(anext(busy), timeout=5) for _ in range(2)]
        assert got[0] == feed.HEARTBEAT or got[0] == b"2"
        assert b"2" in got
        after = [chunk for chunk in [await asyncio.wait_for(anext(quiet), timeout=5)
                                     for _ in range(4)] if chunk != feed.HEARTBEAT]
        assert after == [b"2"]  # the event, once, between keep-alives
    finally:
        await quiet.aclose()
        await busy.aclose()
    assert hub.games == []  # both streams left the registry
    await hub.close()

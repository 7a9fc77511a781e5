"""Feed notices go out in batches: the commands answered while a publish is in flight
share one Redis message, every worker receives every notice, none is lost or reordered."""

import asyncio
from datetime import UTC, datetime

import msgspec
from redis.asyncio import Redis

from domain.core import GM
from infrastructure.redis_feed import (
    BATCH_CHANNEL,
    BATCH_LIMIT,
    NoticeBatch,
    RedisFeedListener,
    RedisPublisher,
)
from services import commands, feed, games
from services.context import AppContext
from services.envelope import StoredEvent
from services.fanout import FeedHub
from tests.support.engines import redis_test_url


def _event(game_id: str, version: int) -> StoredEvent:
    return StoredEvent(game_id=game_id, version=version, type="Incremented", data={},
                       metadata={}, recorded_at=datetime.now(UTC), prev_hash=b"",
                       hash=b"", schema_version=1)


async def _received(redis: Redis, count: int) -> list[NoticeBatch]:
    """Publish ``count`` commands' notices (game i at version i + 2, from i + 1) in one
    go, as a busy worker would; the messages another worker receives."""
    pubsub = redis.pubsub(ignore_subscribe_messages=True)
    await pubsub.subscribe(BATCH_CHANNEL)
    publisher = RedisPublisher(redis)
    try:
        for i in range(count):
            await publisher.publish(f"game-{i}", [_event(f"game-{i}", i + 1),
                                                  _event(f"game-{i}", i + 2)])
        await publisher.drain()
        batches: list[NoticeBatch] = []
        while sum(len(b.notices) for b in batches) < count:
            message = await asyncio.wait_for(pubsub.get_message(timeout=5.0), 6.0)
            if message is not None and message["type"] == "message":
                batches.append(msgspec.json.decode(message["data"], type=NoticeBatch))
        return batches
    finally:
        await pubsub.aclose()  # type: ignore[no-untyped-call]


async def test_notices_queued_together_leave_as_one_message_in_order() -> None:
    redis = Redis.from_url(redis_test_url())
    try:
        batches = await _received(redis, 50)
    finally:
        await redis.aclose()
    assert len(batches) == 1
    assert [(n.game_id, n.version, n.first) for n in batches[0].notices] == [
        (f"game-{i}", i + 2, i + 1) for i in range(50)]


async def test_a_long_backlog_is_split_into_bounded_messages() -> None:
    redis = Redis.from_url(redis_test_url())
    try:
        batches = await _received(redis, 2 * BATCH_LIMIT + 5)
    finally:
        await redis.aclose()
    assert [len(b.notices) for b in batches] == [BATCH_LIMIT, BATCH_LIMIT, 5]
    games = [n.game_id for b in batches for n in b.notices]
    assert games == [f"game-{i}" for i in range(2 * BATCH_LIMIT + 5)]


async def test_an_unreadable_batch_makes_every_game_served_here_look(ctx: AppContext) -> None:
    """Its notices are lost, so which games moved is unknown: each game with subscribers in
    this worker reads once (the listener polls only hourly here, and the command below
    announced nothing)."""
    game_id = (await games.create_game(ctx, "counter", "batch", {}, {})).game_id
    redis = Redis.from_url(redis_test_url())
    hub = FeedHub(ctx.store, lambda event: str(event.version).encode())
    listener = RedisFeedListener(redis, hub, poll_interval=3600)
    listening = asyncio.Event()
    listener.on_listening = listening.set
    listener.start()
    game = await ctx.loader.load(game_id)
    stream = feed.follow(hub, hub.subscribe(game, GM, game.version), behind=False)
    silent = AppContext.build(ctx.store, RedisPublisher(None))
    try:
        await asyncio.wait_for(listening.wait(), timeout=5)
        await commands.handle_command(silent, commands.CommandRequest(
            game_id=game_id,
            actor=GM,
            body=b'{"type": "Increment"}'))
        await redis.publish(BATCH_CHANNEL, b"not a batch")
        assert await asyncio.wait_for(anext(stream), timeout=5) == b"2"
    finally:
        await stream.aclose()
        await listener.stop()
        await redis.aclose()

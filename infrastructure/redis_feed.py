"""Redis: live-feed notices (publisher and the worker's one subscription) and a probe.

Publishing is best effort and happens after the answer: a command is committed, its
answer sent, and a background task announces it, so Redis never blocks, slows or fails a
command. The notices of the commands answered while the previous publish was in flight
go out together, as ONE message on ``BATCH_CHANNEL`` (a list of game, version, first):
every worker receives every notice, and redis-py spends about 40 µs of CPU per message
received, so one message per command cost each worker that much per command of the
whole deployment; a batch costs it once. Each worker holds ONE subscription (that
channel, plus a pattern on every game's own channel, which carries the rare access
notices of ``infrastructure.access``) and wakes its fan-out hub; when that subscription
breaks, the worker polls each game it serves once per interval until Redis is back, then
reads each once more (notices sent meanwhile were lost). Subscribers catch up from
PostgreSQL, so a lost notice loses nothing.
"""

import asyncio
import contextlib
from collections.abc import Callable
from typing import Any

import msgspec
import structlog
from redis.asyncio import ConnectionPool, Redis
from redis.asyncio.retry import Retry
from redis.backoff import NoBackoff
from redis.exceptions import RedisError

from services.envelope import StoredEvent
from services.fanout import FeedHub
from services.ports import EventStore

log = structlog.get_logger("feed")
PATTERN = "game:*:events"
BATCH_CHANNEL = "games:events"
"""Every command's notice, in batches (``NoticeBatch``); not matched by ``PATTERN``."""
BATCH_LIMIT = 1000
"""Notices per message at most (a message stays small however far publishing fell behind)."""


def channel(game_id: str) -> str:
    """The Redis channel of a game's events."""
    return f"game:{game_id}:events"


def game_of(channel_name: bytes | str) -> str:
    """The game id of a channel name."""
    name = channel_name.decode() if isinstance(channel_name, bytes) else channel_name
    return name.removeprefix("game:").removesuffix(":events")


class Notice(msgspec.Struct, frozen=True):
    """What a command announces: its game moved to ``version`` (from ``first``)."""

    version: int
    first: int


class GameNotice(msgspec.Struct, frozen=True, array_like=True):
    """One game's notice inside a batch: ``[game_id, version, first]``."""

    game_id: str
    version: int
    first: int


class NoticeBatch(msgspec.Struct, frozen=True):
    """The message on ``BATCH_CHANNEL``: the notices of one flush, in commit order."""

    notices: list[GameNotice]


class RedisPublisher:
    """Announces committed events on Redis pub/sub, after the answer, in batches."""

    def __init__(self, client: Redis | None, local: Callable[[str, int], None] | None = None,
                 ) -> None:
        self.client = client
        self._local = local
        """This worker's own hub, woken at once (it needs no Redis round trip)."""
        self._pending: list[GameNotice] = []
        self._flusher: asyncio.Task[None] | None = None

    async def publish(self, game_id: str, events: list[StoredEvent]) -> None:
        """Queue one notice for the events; returns at once."""
        if not events:
            return
        if self._local is not None:
            self._local(game_id, events[-1].version)
        if self.client is None:
            return
        self._queue(GameNotice(game_id, events[-1].version, events[0].version))

    def _queue(self, notice: GameNotice) -> None:
        self._pending.append(notice)
        if self._flusher is None:
            self._flusher = asyncio.get_running_loop().create_task(self._flush())

    async def _flush(self) -> None:
        try:
            while self._pending and self.client is not None:
                batch = self._pending[:BATCH_LIMIT]
                del self._pending[:BATCH_LIMIT]
                try:
                    await self.client.publish(BATCH_CHANNEL,
                                              msgspec.json.encode(NoticeBatch(batch)))
                except (RedisError, OSError) as error:
                    log.warning("publish_failed", notices=len(batch), error=str(error))
        finally:
            self._flusher = None

    def nudge(self, game_id: str) -> None:
        """Wake every worker's watchers (webhook delivery workers) with no new event: a
        notice of version 0, which no hub reads for (a delivery was queued again)."""
        if self._local is not None:
            self._local(game_id, 0)
        if self.client is not None:
            self._queue(GameNotice(game_id, 0, 0))

    async def drain(self) -> None:
        """Wait until every queued notice was sent (or failed)."""
        while self._flusher is not None:
            await asyncio.shield(self._flusher)


async def redis_ready(client: Redis | None) -> str:
    """``ok``, ``down`` or ``disabled``."""
    if client is None:
        return "disabled"
    try:
        await client.ping()
    except (RedisError, OSError):
        return "down"
    return "ok"


def _no_retry_client(client: Redis) -> Redis:
    """A client on the same server whose connections never reconnect by themselves: a
    broken subscription must surface, so that what it missed is read again."""
    pool = client.connection_pool
    kwargs: dict[str, Any] = {**pool.connection_kwargs, "retry": Retry(NoBackoff(), 0)}
    return Redis(connection_pool=ConnectionPool(connection_class=pool.connection_class,
                                                **kwargs))


class RedisFeedListener:
    """The worker's one Redis subscription: notices wake the hub; polls while it is down."""

    def __init__(self, client: Redis | None, hub: FeedHub, poll_interval: float = 1.0) -> None:
        self._client = _no_retry_client(client) if client is not None else None
        self._hub, self._interval = hub, poll_interval
        self.healthy = False
        self._task: asyncio.Task[None] | None = None
        self.on_notice: Callable[[str, bytes], None] | None = None
        """Sees each notice's game and body first (``infrastructure.access``: seats)."""
        self.on_listening: Callable[[], None] | None = None
        """Called each time the subscription starts (what was cached may be stale)."""
        self.watchers: list[Callable[[], None]] = []
        """Called on every notice, of any game (the webhook workers' wake-up)."""

    def start(self) -> None:
        """Start listening (idempotent; needs a running event loop)."""
        if self._task is None:
            self._task = asyncio.get_running_loop().create_task(self._run())

    async def stop(self) -> None:
        """Stop listening."""
        if self._task is not None:
            self._task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._task
            self._task = None
        if self._client is not None:
            with contextlib.suppress(RedisError, OSError):
                await self._client.aclose()

    async def _run(self) -> None:
        while True:
            if self._client is not None:
                with contextlib.suppress(RedisError, OSError):
                    await self._listen(self._client)
                if self.healthy:
                    log.warning("feed_redis_lost", polling_every=self._interval)
                self.healthy = False
            await asyncio.sleep(self._interval)
            await self._hub.poll()

    async def _listen(self, client: Redis) -> None:
        pubsub = client.pubsub(ignore_subscribe_messages=True)
        try:
            await pubsub.subscribe(BATCH_CHANNEL)
            await pubsub.psubscribe(PATTERN)
            if not self.healthy:
                log.info("feed_redis_listening", channel=BATCH_CHANNEL, pattern=PATTERN)
            self.healthy = True
            if self.on_listening is not None:
                self.on_listening()
            for watcher in self.watchers:  # what was announced meanwhile was lost
                watcher()
            await self._hub.poll()  # notices sent while we were not listening are lost
            async for message in pubsub.listen():
                self._wake(message)
        finally:
            with contextlib.suppress(RedisError, OSError):
                await pubsub.aclose()  # type: ignore[no-untyped-call]

    def _wake(self, message: dict[str, Any]) -> None:
        kind = message.get("type")
        if kind == "message":
            self._wake_batch(message["data"])
        elif kind == "pmessage":
            self._wake_game(message)

    def _wake_batch(self, data: bytes) -> None:
        for watcher in self.watchers:
            watcher()
        try:
            notices = msgspec.json.decode(data, type=NoticeBatch).notices
        except (msgspec.DecodeError, msgspec.ValidationError):
            log.warning("feed_notice_unreadable", channel=BATCH_CHANNEL)
            for game_id in self._hub.games:  # whose notices it held is unknown: all look
                self._hub.wake(game_id)
            return
        for notice in notices:
            self._hub.wake(notice.game_id, notice.version)

    def _wake_game(self, message: dict[str, Any]) -> None:
        """A notice on a game's own channel: an access notice, or a foreign one."""
        if self.on_notice is not None:
            self.on_notice(game_of(message["channel"]), message["data"])
        for watcher in self.watchers:
            watcher()
        try:
            version: int | None = msgspec.json.decode(message["data"], type=Notice).version
        except (msgspec.DecodeError, msgspec.ValidationError):
            version = None  # an old or foreign notice: still a reason to look
        self._hub.wake(game_of(message["channel"]), version)


class LiveFeed:
    """This worker's live feed: the fan-out hub and the Redis subscription feeding it."""

    def __init__(self, hub: FeedHub, listener: RedisFeedListener) -> None:
        self.hub, self.listener = hub, listener

    def start(self) -> None:
        """Start the subscription (the first subscriber does it; idempotent)."""
        self.listener.start()

    def watch(self, callback: Callable[[], None]) -> None:
        """Call ``callback`` on each command of this worker and each notice from Redis."""
        self.listener.watchers.append(callback)

    def local(self, game_id: str, version: int) -> None:
        """This worker committed events: wake its hub and watchers (no Redis needed)."""
        self.hub.wake(game_id, version)
        for watcher in self.listener.watchers:
            watcher()

    async def stop(self) -> None:
        """Stop listening and end every subscription."""
        await self.listener.stop()
        await self.hub.close()


def build_live_feed(store: EventStore, client: Redis | None, buffer: int,
                    poll_interval: float) -> tuple[LiveFeed, RedisPublisher]:
    """This worker's live feed and the publisher that wakes it (and the other workers)."""
    from infrastructure.api.feed_stream import sse_message, state_document
    from infrastructure.metrics import PrometheusFeedMetrics

    hub = FeedHub(store, sse_message, buffer, PrometheusFeedMetrics(), state_document)
    live = LiveFeed(hub, RedisFeedListener(client, hub, poll_interval))
    return live, RedisPublisher(client, local=live.local)

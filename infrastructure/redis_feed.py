"""Redis: the live-feed publisher (one channel per game) and a readiness probe.

Publishing is best effort: a command is committed before it is announced, and a Redis
failure is logged, never raised, so Redis can never block or fail a command. Subscribers
catch up from PostgreSQL, so a lost message loses nothing.
"""

import asyncio
import contextlib
from typing import Any

import msgspec
import structlog
from redis.asyncio import Redis
from redis.exceptions import RedisError

from services.envelope import StoredEvent

log = structlog.get_logger("feed")


def channel(game_id: str) -> str:
    """The Redis channel of a game's events."""
    return f"game:{game_id}:events"


def _message(event: StoredEvent) -> bytes:
    body: dict[str, Any] = {"version": event.version, "type": event.type}
    return msgspec.json.encode(body)


class RedisPublisher:
    """Announces committed events on Redis pub/sub."""

    def __init__(self, client: Redis) -> None:
        self.client = client

    async def publish(self, game_id: str, events: list[StoredEvent]) -> None:
        """Publish a notice per event; failures are logged and swallowed."""
        try:
            for event in events:
                await self.client.publish(channel(game_id), _message(event))
        except (RedisError, OSError) as error:
            log.warning("publish_failed", game_id=game_id, error=str(error))


async def redis_ready(client: Redis | None) -> str:
    """``ok``, ``down`` or ``disabled``."""
    if client is None:
        return "disabled"
    try:
        await client.ping()
    except (RedisError, OSError):
        return "down"
    return "ok"


class RedisWakeups:
    """Wake-ups from a game's Redis channel; degrades to plain polling if Redis fails."""

    def __init__(self, client: Redis | None, game_id: str) -> None:
        self._client = client
        self._game_id = game_id
        self._pubsub: Any = None

    async def start(self) -> "RedisWakeups":
        """Subscribe (before the feed's first read, so no notice falls in between)."""
        if self._client is not None:
            try:
                self._pubsub = self._client.pubsub(ignore_subscribe_messages=True)
                await self._pubsub.subscribe(channel(self._game_id))
            except (RedisError, OSError) as error:
                log.warning("subscribe_failed", game_id=self._game_id, error=str(error))
                self._pubsub = None
        return self

    async def wait(self, seconds: float) -> bool:
        """True on a notice, False after ``seconds`` without one."""
        if self._pubsub is not None:
            try:
                message = await self._pubsub.get_message(timeout=seconds)
            except (RedisError, OSError) as error:
                log.warning("feed_redis_lost", game_id=self._game_id, error=str(error))
                self._pubsub = None
            else:
                return message is not None
        await asyncio.sleep(seconds)
        return False

    async def close(self) -> None:
        """Unsubscribe."""
        if self._pubsub is not None:
            with contextlib.suppress(RedisError, OSError):
                await self._pubsub.aclose()

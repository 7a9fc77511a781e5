"""Access notices: a revoked seat, a new token, a deleted game or a revoked share link,
told to every process.

Each process caches seats by token hash (``infrastructure.db.seat_cache``) and game
states (``services.loading``). When a seat loses its token or a game is deleted, the
process that did it drops its own caches, then announces it on the game's Redis channel,
which every worker already listens to (a pattern on the game channels, in the ONE
subscription of ``infrastructure.redis_feed``, beside its batched feed notices). The
notice is a feed notice (``version``/``first``, so the fan-out hub reads the
``SeatRevoked`` / ``SeatTokenRotated`` event and ends that seat's live feeds) with two
more fields: ``access`` (``seats`` | ``deleted``) and ``reply``.

"At once, in every process": ``PUBLISH`` answers how many subscribers received the
notice; each one drops the game's cached seats (and, for a deletion, its state, secret
and live feeds) and then publishes an acknowledgement on ``reply``. The announcing
request waits for every acknowledgement (at most ``ACK_SECONDS``) before it answers, so
the next request, in any process, no longer finds the old token. A process whose
subscription is down does not wait for notices: it trusts no cached seat meanwhile and
drops them all when it listens again. A subscriber that never acknowledges (not one of
ours) costs the wait, and a warning.
"""

import asyncio
import time
import uuid
from typing import Literal

import msgspec
import structlog
from redis.asyncio import Redis
from redis.exceptions import RedisError

from infrastructure.db.event_store import PostgresEventStore
from infrastructure.redis_feed import RedisFeedListener, channel
from services.fanout import FeedHub
from services.loading import GameLoader

ACK_SECONDS = 2.0
"""How long an announcement waits for the other processes' acknowledgements."""
MARK = b'"access"'
"""Only notices holding this are decoded again (feed notices are many, these are rare)."""
log = structlog.get_logger("access")


class AccessNotice(msgspec.Struct, frozen=True):
    """A feed notice that also says a game's access changed."""

    version: int
    first: int
    access: Literal["seats", "deleted", "share"]
    reply: str
    """The channel the receivers acknowledge on."""
    seat_ids: list[str] = []
    """``share``: the readers (a revoked share link's) whose live feeds end."""


class RedisAccessNotices:
    """``services.ports.AccessNotices`` over Redis pub/sub, wired to this worker's caches."""

    def __init__(self, client: Redis | None, store: PostgresEventStore, loader: GameLoader,
                 hub: FeedHub, listener: RedisFeedListener, wait: float = ACK_SECONDS) -> None:
        self._client, self._store, self._loader, self._hub = client, store, loader, hub
        self._wait = wait
        self._acks: set[asyncio.Task[None]] = set()
        listener.on_notice = self.on_notice
        listener.on_listening = store.seat_cache.clear
        store.seat_cache.trusted = lambda: listener.healthy

    async def seats_changed(self, game_id: str, version: int) -> None:
        """Tell every process; return once they dropped the game's cached seats."""
        await self._announce(game_id, AccessNotice(version, version, "seats", _reply()))

    async def game_deleted(self, game_id: str) -> None:
        """Forget the game here, then tell every process and wait for them."""
        self._forget(game_id, deleted=True)
        await self._announce(game_id, AccessNotice(0, 0, "deleted", _reply()))

    async def share_revoked(self, game_id: str, seat_id: str) -> None:
        """End the share's live feeds here, then in every process (and wait for them)."""
        self._hub.close_seats(game_id, {seat_id})
        await self._announce(game_id, AccessNotice(0, 0, "share", _reply(), [seat_id]))

    def on_notice(self, game_id: str, data: bytes | str) -> None:
        """The listener's hook: drop what an access notice makes stale, then acknowledge."""
        raw = data.encode() if isinstance(data, str) else data
        if MARK not in raw:
            return
        try:
            notice = msgspec.json.decode(raw, type=AccessNotice)
        except (msgspec.DecodeError, msgspec.ValidationError):
            return
        if notice.access == "share":
            self._hub.close_seats(game_id, set(notice.seat_ids))
        else:
            self._forget(game_id, deleted=notice.access == "deleted")
        task = asyncio.get_running_loop().create_task(self._acknowledge(notice.reply))
        self._acks.add(task)
        task.add_done_callback(self._acks.discard)

    def _forget(self, game_id: str, deleted: bool) -> None:
        self._store.forget_game(game_id, deleted)
        if deleted:
            self._loader.forget(game_id)
            self._hub.close_game(game_id)

    async def _acknowledge(self, reply: str) -> None:
        if self._client is None:
            return
        try:
            await self._client.publish(reply, b"1")
        except (RedisError, OSError) as error:
            log.warning("access_ack_failed", error=str(error)[:200])

    async def _announce(self, game_id: str, notice: AccessNotice) -> None:
        if self._client is None:
            return
        receivers = acknowledged = 0
        try:
            async with self._client.pubsub() as pubsub:
                await pubsub.subscribe(notice.reply)
                await pubsub.get_message(timeout=self._wait)  # the subscription is in place
                receivers = await self._client.publish(channel(game_id),
                                                       msgspec.json.encode(notice))
                deadline = time.monotonic() + self._wait
                while acknowledged < receivers and (left := deadline - time.monotonic()) > 0:
                    message = await pubsub.get_message(ignore_subscribe_messages=True,
                                                       timeout=left)
                    if message is not None and message.get("type") == "message":
                        acknowledged += 1
        except (RedisError, OSError) as error:
            log.warning("access_notice_failed", game_id=game_id, error=str(error)[:200])
            return
        if acknowledged < receivers:
            log.warning("access_notice_unacknowledged", game_id=game_id,
                        receivers=receivers, acknowledged=acknowledged)


def _reply() -> str:
    return f"access-ack:{uuid.uuid4().hex}"

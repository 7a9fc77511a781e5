"""This process's cache of seats by token hash, and the ``last_seen_at`` it keeps.

A seat changes (revoked, new token) or disappears (its game deleted) in some other
process, so a cached seat is trusted only while someone would tell this process about
the change: the worker's Redis subscription (``infrastructure.redis_feed``), through which
``infrastructure.access`` drops the seats of a game on an access notice. While that
subscription is not healthy (``trusted()`` False) nothing is cached and every lookup reads
PostgreSQL; when it comes back, everything cached before is dropped (notices sent
meanwhile were lost). A lookup that raced with a drop (its read began before it) does not
cache what it read: ``epoch`` moves on every drop.

``last_seen_at`` costs no write per request: a seat's row is touched at most once per
``SEEN_EVERY`` per process, by a task off the request path (a lost touch only makes the
time older).
"""

import asyncio
import time
from collections.abc import Callable

import sqlalchemy as sa
import structlog
from sqlalchemy.exc import SQLAlchemyError
from sqlalchemy.ext.asyncio import AsyncEngine

from infrastructure.db.schema import seats
from services.ports import SeatRecord

CACHE_SIZE = 100_000
SEEN_EVERY = 60.0
"""Seconds between two ``last_seen_at`` writes of one seat by one process."""
log = structlog.get_logger("seats")


def never() -> bool:
    """No notices reach a store built on its own (a CLI, a test): trust no cache."""
    return False


class SeatCache:
    """Seats by token hash, trusted only while access notices can arrive."""

    def __init__(self, engine: AsyncEngine) -> None:
        self._engine = engine
        self._seats: dict[bytes, SeatRecord] = {}
        self._seen: dict[tuple[str, str], float] = {}
        self._touches: set[asyncio.Task[None]] = set()
        self.trusted: Callable[[], bool] = never
        """Whether access notices reach this process now (set by the runtime)."""
        self.epoch = 0
        """Moves on every drop: a read that began before one must not be cached."""

    def get(self, token_hash: bytes) -> SeatRecord | None:
        """A cached seat, when the cache may be trusted."""
        return self._seats.get(token_hash) if self.trusted() else None

    def put(self, token_hash: bytes, seat: SeatRecord, epoch: int) -> None:
        """Cache a seat read at ``epoch`` (unless a drop happened since)."""
        if epoch != self.epoch or not self.trusted():
            return
        if len(self._seats) >= CACHE_SIZE:
            self._seats.clear()
        self._seats[token_hash] = seat

    def forget_game(self, game_id: str) -> None:
        """Drop every cached seat of a game."""
        self.epoch += 1
        for token_hash in [h for h, s in self._seats.items() if s.game_id == game_id]:
            del self._seats[token_hash]

    def clear(self) -> None:
        """Drop everything (the notices' subscription was down: some may be lost)."""
        self.epoch += 1
        self._seats.clear()

    def seen(self, seat: SeatRecord) -> None:
        """The seat made a request: touch its ``last_seen_at`` if not done lately."""
        key, now = (seat.game_id, seat.seat_id), time.monotonic()
        last = self._seen.get(key)
        if last is not None and now - last < SEEN_EVERY:
            return
        if len(self._seen) >= CACHE_SIZE:
            self._seen.clear()
        self._seen[key] = now
        task = asyncio.get_running_loop().create_task(self._touch(*key))
        self._touches.add(task)
        task.add_done_callback(self._touches.discard)

    async def _touch(self, game_id: str, seat_id: str) -> None:
        try:
            async with self._engine.begin() as connection:
                await connection.execute(
                    seats.update().where(seats.c.stream_id == game_id,
                                         seats.c.seat_id == seat_id)
                    .values(last_seen_at=sa.func.now()))
        except (SQLAlchemyError, OSError) as error:  # only the time gets older
            log.warning("seat_last_seen_failed", game_id=game_id, error=str(error)[:200])

"""Reads that tolerate a short lag, served by a streaming replica (``DATABASE_REPLICA_URL``).

Only reads a client may get slightly late go through ``ReplicaReads.run``: a past state
(``?at=``), log pages, exports, a past board. Commands, idempotency claims, seat and token
checks and the live feed's fan-out reads stay on the primary (a notice may arrive before
the replica has replayed the event). Read-your-writes: a read that names the version it
needs (``?min_version=``, ``If-None-Match``/``If-Match``, ``?at=``, ``?after=``) is served
by the replica only once the replica holds that version of the game, else by the primary,
never stale. A replica that is down, or whose replay lags more than ``REPLICA_MAX_LAG``
seconds, is bypassed until it catches up (logged once per change, shown by ``/ready``,
counted by ``tabletop_replica_fallbacks_total``).
"""

import asyncio
import math
import time
from collections.abc import Awaitable, Callable
from typing import Literal, TypeVar

import structlog
from prometheus_client import Counter
from sqlalchemy import text
from sqlalchemy.exc import SQLAlchemyError
from sqlalchemy.ext.asyncio import AsyncEngine

from infrastructure.db.event_store import PostgresEventStore
from services.context import AppContext

T = TypeVar("T")
ReplicaStatus = Literal["none", "unknown", "ok", "lagging", "down"]
CHECK_EVERY = 0.5
"""Seconds a lag measurement is trusted before the next read measures again."""
CHECK_TIMEOUT = 1.0
"""A replica that takes longer to say its lag counts as down."""
LAG_QUERY = text(
    "SELECT pg_is_in_recovery(), "
    "pg_last_wal_receive_lsn() IS NOT DISTINCT FROM pg_last_wal_replay_lsn(), "
    "EXTRACT(EPOCH FROM now() - pg_last_xact_replay_timestamp())")
"""Caught up (all WAL received is replayed): no lag, however old the last transaction;
else the age of the last transaction replayed (replay paused or slow)."""

READS = Counter("tabletop_replica_reads", "Lag-tolerant reads, by the server that "
                "answered (replica or primary)", ["source"])
FALLBACKS = Counter("tabletop_replica_fallbacks", "Lag-tolerant reads served by the "
                    "primary instead of the replica, by reason (down, lagging, behind: the "
                    "replica lacks the version asked for)", ["reason"])
log = structlog.get_logger("replica")


class ReplicaReads:
    """Chooses, read by read, the context (store and state cache) that serves it."""

    def __init__(self, primary: AppContext, engine: AsyncEngine | None, max_lag: float,
                 clock: Callable[[], float] = time.monotonic) -> None:
        self.primary = primary
        self.engine = engine
        self.replica = AppContext.build(PostgresEventStore(engine)) if engine else None
        self.max_lag = max_lag
        self.status: ReplicaStatus = "unknown" if engine else "none"
        self.lag: float | None = None
        self._clock = clock
        self._checked_at = -math.inf
        self._lock = asyncio.Lock()

    async def run(self, game_id: str, needed: int | None,
                  read: Callable[[AppContext], Awaitable[T]]) -> T:
        """``read`` on the replica when it is up, not lagging and holds version
        ``needed`` of the game (any version when None); else on the primary."""
        replica = await self._usable_for(game_id, needed)
        if replica is None:
            READS.labels("primary").inc()
            return await read(self.primary)
        try:
            result = await read(replica)
        except (SQLAlchemyError, OSError) as error:
            self._change("down", None, error=type(error).__name__)
            FALLBACKS.labels("down").inc()
            READS.labels("primary").inc()
            return await read(self.primary)
        READS.labels("replica").inc()
        return result

    async def _usable_for(self, game_id: str, needed: int | None) -> AppContext | None:
        if self.replica is None:
            return None
        await self.measure()
        if self.status != "ok":
            FALLBACKS.labels(self.status).inc()
            return None
        try:
            head = await self.replica.store.stream_info(game_id)
        except (SQLAlchemyError, OSError) as error:
            self._change("down", None, error=type(error).__name__)
            FALLBACKS.labels("down").inc()
            return None
        if head is None or (needed is not None and head.version < needed):
            FALLBACKS.labels("behind").inc()  # not replayed yet: the primary answers
            return None
        return self.replica

    async def measure(self) -> ReplicaStatus:
        """The replica's status, measured again when the last measure is too old."""
        if self.engine is None or self._clock() - self._checked_at < CHECK_EVERY:
            return self.status
        async with self._lock:
            if self._clock() - self._checked_at >= CHECK_EVERY:
                await self._measure(self.engine)
                self._checked_at = self._clock()
        return self.status

    async def _measure(self, engine: AsyncEngine) -> None:
        try:
            async with asyncio.timeout(CHECK_TIMEOUT), engine.connect() as connection:
                in_recovery, caught_up, age = (await connection.execute(LAG_QUERY)).one()
        except (SQLAlchemyError, OSError, TimeoutError) as error:
            self._change("down", None, error=type(error).__name__)
            return
        lag = 0.0 if caught_up or not in_recovery else (
            math.inf if age is None else max(0.0, float(age)))
        self._change("ok" if lag <= self.max_lag else "lagging", lag)

    def _change(self, status: ReplicaStatus, lag: float | None, **details: str) -> None:
        """Remember the status; log only when it changes (not once per read)."""
        self.lag = lag
        if status == self.status:
            return
        previous, self.status = self.status, status
        if status == "ok":
            log.info("replica_in_use", previous=previous, lag=lag)
        else:
            log.warning("replica_bypassed", reason=status, lag=lag,
                        max_lag=self.max_lag, **details)

    async def close(self) -> None:
        """Close the replica's connections."""
        if self.engine is not None:
            await self.engine.dispose()

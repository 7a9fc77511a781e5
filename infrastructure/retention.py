"""Retention: the periodic purge of expired idempotency records and webhook deliveries.

What is purged, from ``idempotency_keys``: records older than ``RETENTION`` (24 h: their
key is free again anyway), and claims still unanswered after ``ABANDONED_PURGE_AFTER``
(1 h; why not sooner: ``services.idempotency``). From ``webhook_deliveries``: deliveries
that are done (delivered, skipped or failed for good) and were queued more than
``WEBHOOK_RETENTION_DAYS`` ago (default 30; ``0`` keeps them), their attempts going with
them (``ON DELETE CASCADE``). A pending delivery is never purged, however old: it is still
to be sent, and the queue's version order rests on it.

What needs no purge: stream tickets are stateless HMACs (``services.stream_tickets``),
stored nowhere, and simply stop being accepted when they expire.

Every server process may run the purge (``Runtime.start_retention_purge``, every
``RETENTION_PURGE_INTERVAL`` seconds, first one interval after start-up, so an idle server
causes one purge per interval and nothing in between). Safe concurrently: each batch is
one short transaction that first takes ``pg_try_advisory_xact_lock`` (a process that does
not get it leaves the work to the one that has it and stops) and deletes at most
``BATCH_SIZE`` rows chosen ``FOR UPDATE SKIP LOCKED`` (never waits on a row a request is
claiming), re-checking the expiry on the row it deletes, so a key just taken over by a
new claim is kept (and a delivery a retry just made pending again stays). A run stops
after ``MAX_BATCHES`` per table; the rest waits for the next one. Neither table has an
index on ``created_at``: a batch scans until it has its rows (old ones usually lie early
in the heap). A server keeping millions of records a day would want those indexes (a
migration) to keep each batch within ``statement_timeout``.
"""

import asyncio
from dataclasses import dataclass, field
from datetime import timedelta
from typing import Any

import sqlalchemy as sa
import structlog
from sqlalchemy.exc import SQLAlchemyError
from sqlalchemy.ext.asyncio import AsyncEngine

from services.idempotency import ABANDONED_PURGE_AFTER, RETENTION

log = structlog.get_logger("retention")

BATCH_SIZE = 1000
MAX_BATCHES = 100
PURGE_LOCK = 0x7474_7075_7267_6531
"""The advisory lock key of the purge (any constant no other part of the server uses)."""

_TRY_LOCK = sa.text("SELECT pg_try_advisory_xact_lock(:key)")
# Unanswered: SQL NULL, or JSON null, which takeovers stored before that was fixed.
_UNANSWERED = "({t}.response IS NULL OR {t}.response = CAST('null' AS jsonb))"
_EXPIRED = ("({t}.created_at < now() - CAST(:retention AS interval) OR (" + _UNANSWERED
            + " AND {t}.claimed_at < now() - CAST(:abandoned AS interval)))")
_PURGE = sa.text(f"""
    WITH doomed AS (
        SELECT scope, key FROM idempotency_keys
        WHERE {_EXPIRED.format(t="idempotency_keys")}
        LIMIT :batch FOR UPDATE SKIP LOCKED)
    DELETE FROM idempotency_keys AS stored USING doomed
    WHERE stored.scope = doomed.scope AND stored.key = doomed.key
      AND {_EXPIRED.format(t="stored")}
    RETURNING {_UNANSWERED.format(t="stored")} AS unanswered
""")
_DONE = ("{t}.status <> 'pending' AND {t}.created_at < now() - CAST(:retention AS interval)")
_PURGE_DELIVERIES = sa.text(f"""
    WITH doomed AS (
        SELECT delivery_id FROM webhook_deliveries
        WHERE {_DONE.format(t="webhook_deliveries")}
        LIMIT :batch FOR UPDATE SKIP LOCKED)
    DELETE FROM webhook_deliveries AS stored USING doomed
    WHERE stored.delivery_id = doomed.delivery_id AND {_DONE.format(t="stored")}
    RETURNING stored.delivery_id
""")


@dataclass(frozen=True)
class PurgeResult:
    """What one run of the purge removed."""

    removed: int = 0
    """Idempotency records deleted (answered or not)."""
    unanswered: int = 0
    """Of those, claims that never got an answer (abandoned by a crashed request)."""
    skipped: bool = False
    """Another process held the purge lock at some point, and this run left it the work."""
    webhook_deliveries: int = 0
    """Done webhook deliveries deleted (their attempts went with them)."""


async def _batches(engine: AsyncEngine, statement: sa.TextClause, params: dict[str, Any],
                   max_batches: int, stopping: asyncio.Event | None) -> tuple[list[Any], bool]:
    """Run a purge statement batch after batch under the purge lock: the rows deleted,
    and whether another process held the lock (this run then left it the work)."""
    deleted: list[Any] = []
    for _ in range(max_batches):
        if stopping is not None and stopping.is_set():
            break
        async with engine.begin() as connection:
            if not await connection.scalar(_TRY_LOCK, {"key": PURGE_LOCK}):
                return deleted, True
            rows = (await connection.execute(statement, params)).all()
        deleted += rows
        if len(rows) < params["batch"]:
            break
    return deleted, False


async def purge_expired(engine: AsyncEngine, batch_size: int = BATCH_SIZE,
                        max_batches: int = MAX_BATCHES,
                        stopping: asyncio.Event | None = None,
                        webhook_retention_days: float = 30) -> PurgeResult:
    """Delete expired idempotency records, then done webhook deliveries older than
    ``webhook_retention_days`` (``0``: none), in batches of ``batch_size`` (stopping
    between batches once ``stopping`` is set); log the counts."""
    params = {"retention": RETENTION, "abandoned": ABANDONED_PURGE_AFTER, "batch": batch_size}
    rows, skipped = await _batches(engine, _PURGE, params, max_batches, stopping)
    deliveries: list[Any] = []
    if webhook_retention_days > 0 and not skipped:
        kept = {"retention": timedelta(days=webhook_retention_days), "batch": batch_size}
        deliveries, skipped = await _batches(engine, _PURGE_DELIVERIES, kept, max_batches,
                                             stopping)
    unanswered = sum(1 for row in rows if row.unanswered)
    log.info("retention_purged", idempotency_keys=len(rows), unanswered_claims=unanswered,
             webhook_deliveries=len(deliveries), left_to_another_process=skipped)
    return PurgeResult(len(rows), unanswered, skipped, len(deliveries))


@dataclass
class RetentionPurge:
    """The purge every ``interval`` seconds, until ``stop``."""

    engine: AsyncEngine
    interval: float
    webhook_retention_days: float = 30
    _stopping: asyncio.Event = field(default_factory=asyncio.Event)

    async def run(self) -> None:
        """Wait an interval, purge, repeat; a failed purge (database down) is logged and
        tried again at the next interval."""
        while not self._stopping.is_set():
            try:
                await asyncio.wait_for(self._stopping.wait(), self.interval)
            except TimeoutError:
                pass
            else:
                return
            try:
                await purge_expired(self.engine, stopping=self._stopping,
                                    webhook_retention_days=self.webhook_retention_days)
            except (SQLAlchemyError, OSError) as error:
                log.warning("retention_purge_failed", error=str(error))

    def stop(self) -> None:
        """End the loop (at once when waiting; after its batch when purging)."""
        self._stopping.set()

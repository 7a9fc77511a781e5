"""The delivery queue in PostgreSQL: the global log is the outbox.

Two steps, each safe with any number of workers in any number of processes:

1. **Queue** (``enqueue``): the one ``webhook_outbox`` row holds a global-log cursor. A
   worker locks it with ``FOR UPDATE SKIP LOCKED`` (the others skip this step), reads the
   global log after it (``GlobalLog``, which never skips a late commit), inserts one
   ``webhook_deliveries`` row per (subscription, event) it matches, and moves the cursor,
   all in one transaction. ``unique(webhook_id, version)`` makes a replayed batch harmless.
2. **Send** (``claim`` / ``record``): a worker takes a *lease* on a subscription whose
   oldest pending delivery is due (``FOR UPDATE SKIP LOCKED`` on the ``webhooks`` row, then
   ``lease_until``), and sends that subscription's deliveries one by one in version order.
   A lease, not a row lock held open, because an HTTP call may last 10 s and the server
   ends transactions idle for 10 s; a worker that dies loses its lease when it expires and
   another worker resumes (so delivery is at least once, never lost).

Why not procrastinate (or another job queue)? It needs psycopg 3 and its own schema and
worker, beside our asyncpg engine; and a job per (subscription, event) does not give what
matters here: strict version order per subscription, a per-subscription pause (Discord's
rate limit, ``Retry-After``), and ``410`` disabling everything queued for a subscription.
Those fall out of a lease per subscription on two small tables, in about a hundred lines.
"""

from datetime import datetime
from typing import Any

import sqlalchemy as sa
from sqlalchemy.ext.asyncio import AsyncConnection, AsyncEngine

from infrastructure.db.global_log import after
from infrastructure.db.schema import webhook_attempts, webhook_deliveries, webhooks
from services.webhooks.model import Outcome

_AFTER_CURSOR = after("(SELECT transaction_id FROM cursor)",
                      "(SELECT global_position FROM cursor)")
_SUBSCRIBED = "EXISTS (SELECT 1 FROM webhooks WHERE status = 'active')"
_ENQUEUE = sa.text(f"""
    WITH cursor AS (
        SELECT transaction_id, global_position FROM webhook_outbox
        WHERE name = 'deliveries' FOR UPDATE SKIP LOCKED
    ), batch AS (
        SELECT e.stream_id, e.version, e.type, e.transaction_id, e.global_position
        FROM events e
        WHERE {_SUBSCRIBED} AND {_AFTER_CURSOR}
        ORDER BY e.transaction_id, e.global_position
        LIMIT :limit
    ), queued AS (
        INSERT INTO webhook_deliveries (webhook_id, version, event_type, next_attempt_at)
        SELECT w.webhook_id, b.version, b.type, now()
        FROM batch b
        JOIN webhooks w ON w.stream_id = b.stream_id AND w.status = 'active'
             AND b.version > w.from_version
             AND (w.event_types IS NULL OR w.event_types ? b.type)
        ON CONFLICT (webhook_id, version) DO NOTHING
        RETURNING 1
    ), last AS (
        (SELECT transaction_id, global_position FROM batch
         ORDER BY transaction_id DESC, global_position DESC LIMIT 1)
        UNION ALL
        (SELECT e.transaction_id, e.global_position
         FROM events e
         WHERE NOT {_SUBSCRIBED} AND {_AFTER_CURSOR}
         ORDER BY e.transaction_id DESC, e.global_position DESC LIMIT 1)
    ), moved AS (
        UPDATE webhook_outbox o
        SET transaction_id = last.transaction_id, global_position = last.global_position
        FROM last WHERE o.name = 'deliveries'
        RETURNING 1
    )
    SELECT count(*) FROM batch""")
"""The queue step in one statement: lock the cursor (or skip it: another worker has it),
read the global log after it (``global_log``'s order and horizon), insert the matching
deliveries and move the cursor. PostgreSQL does it all: no event crosses to Python (at a
thousand commands a second, that read and decode of 500 heads per look was a stall of the
event loop, seen in the command path's p99). With no active subscription at all nothing
can match: the cursor jumps to the log's newest event under the horizon (one index probe
instead of reading every event; what is skipped is what a batch would have read and
matched to nothing).

The cursor is read through scalar subqueries and the subscription test is uncorrelated,
so PostgreSQL evaluates both once, before the scans: the cursor bounds the index scan of
``events_transaction_order`` and the test gates the scan it does not need. Joined to the
events instead, the cursor was only a filter, and every look scanned the whole log below
the horizon (``tests/integration/test_webhook_queue.py`` pins the plan)."""
_CLAIM = sa.text("""
    UPDATE webhooks SET lease_owner = :owner,
           lease_until = now() + make_interval(secs => :lease)
    WHERE webhook_id IN (
        SELECT w.webhook_id FROM webhooks w
        WHERE w.status = 'active'
          AND (w.lease_until IS NULL OR w.lease_until < now())
          AND (w.paused_until IS NULL OR w.paused_until <= now())
          AND (SELECT d.next_attempt_at FROM webhook_deliveries d
               WHERE d.webhook_id = w.webhook_id AND d.status = 'pending'
               ORDER BY d.version LIMIT 1) <= now()
        ORDER BY w.lease_until NULLS FIRST
        LIMIT :limit
        FOR UPDATE SKIP LOCKED)
    RETURNING webhook_id, stream_id, url, event_types, view_as, format, secret, status,
              created_at, from_version, disabled_reason, language""")
_NEXT = sa.text("""
    SELECT d.delivery_id, d.version, d.attempts, d.next_attempt_at <= now() AS due
    FROM webhook_deliveries d
    WHERE d.webhook_id = :webhook_id AND d.status = 'pending'
    ORDER BY d.version LIMIT 1""")
_RENEW = sa.text("""
    UPDATE webhooks SET lease_until = now() + make_interval(secs => :lease)
    WHERE webhook_id = :webhook_id AND lease_owner = :owner
      AND (paused_until IS NULL OR paused_until <= now())
    RETURNING webhook_id""")

_NEXT_DUE = sa.text("""
    SELECT EXTRACT(EPOCH FROM min(GREATEST(d.next_attempt_at, w.paused_until, w.lease_until)
                                  - now()))::float AS seconds
    FROM webhooks w
    CROSS JOIN LATERAL (SELECT next_attempt_at FROM webhook_deliveries
                        WHERE webhook_id = w.webhook_id AND status = 'pending'
                        ORDER BY version LIMIT 1) d
    WHERE w.status = 'active'""")


class DeliveryQueue:
    """Queue deliveries from the global log; lease subscriptions; record attempts."""

    def __init__(self, engine: AsyncEngine, batch: int = 500) -> None:
        self.engine = engine
        self.batch = batch

    async def enqueue(self) -> int:
        """Queue the deliveries of the next global-log batch; how many events were read
        (0 when another worker holds the cursor or nothing is new)."""
        async with self.engine.begin() as connection:
            read = await connection.scalar(_ENQUEUE, {"limit": self.batch})
        return int(read or 0)

    async def claim(self, owner: str, lease_seconds: float, limit: int = 1) -> list[Any]:
        """Lease subscriptions whose oldest pending delivery is due (rows with secret)."""
        async with self.engine.begin() as connection:
            result = await connection.execute(_CLAIM, {"owner": owner, "limit": limit,
                                                       "lease": lease_seconds})
            return list(result.all())

    async def next_due(self) -> float | None:
        """Seconds until the earliest pending delivery may be sent (its retry time, its
        subscription's pause, another worker's lease); None when nothing is pending."""
        async with self.engine.connect() as connection:
            seconds = await connection.scalar(_NEXT_DUE)
        return None if seconds is None else max(0.0, float(seconds))

    async def next_delivery(self, webhook_id: str) -> Any | None:
        """The subscription's oldest pending delivery, with ``due``."""
        async with self.engine.connect() as connection:
            return (await connection.execute(_NEXT, {"webhook_id": webhook_id})).first()

    async def renew(self, webhook_id: str, owner: str, lease_seconds: float) -> bool:
        """Extend our lease before a send; False when it was lost or the subscription is
        paused (then we stop)."""
        async with self.engine.begin() as connection:
            row = (await connection.execute(_RENEW, {"webhook_id": webhook_id, "owner": owner,
                                                     "lease": lease_seconds})).first()
        return row is not None

    async def release(self, webhook_id: str, owner: str) -> None:
        """Give the lease back."""
        async with self.engine.begin() as connection:
            await connection.execute(webhooks.update().where(
                webhooks.c.webhook_id == webhook_id, webhooks.c.lease_owner == owner)
                .values(lease_owner=None, lease_until=None))

    async def skip(self, delivery_id: int) -> None:
        """The reader may not see this event: nothing is sent."""
        async with self.engine.begin() as connection:
            await connection.execute(webhook_deliveries.update().where(
                webhook_deliveries.c.delivery_id == delivery_id).values(
                status="skipped", next_attempt_at=None))

    async def record(self, webhook_id: str, delivery_id: int, outcome: Outcome,
                     retry_at: datetime | None, pause_until: datetime | None) -> None:
        """Store an attempt and its consequence, in one transaction: delivered; retried
        at ``retry_at``; failed for good (``retry_at`` None); ``410`` disables the
        subscription; ``pause_until`` holds every send to it (rate limits)."""
        async with self.engine.begin() as connection:
            await connection.execute(webhook_attempts.insert().values(
                delivery_id=delivery_id, status_code=outcome.status_code,
                error=outcome.error, duration_ms=outcome.duration_ms))
            await connection.execute(webhook_deliveries.update().where(
                webhook_deliveries.c.delivery_id == delivery_id).values(
                **_delivery_change(outcome, retry_at)))
            await _change_subscription(connection, webhook_id, outcome, pause_until)


def _delivery_change(outcome: Outcome, retry_at: datetime | None) -> dict[str, Any]:
    change: dict[str, Any] = {"attempts": webhook_deliveries.c.attempts + 1,
                              "last_status": outcome.status_code, "last_error": outcome.error}
    if outcome.delivered:
        return {**change, "status": "delivered", "delivered_at": sa.func.now(),
                "next_attempt_at": None}
    if outcome.gone or retry_at is None:
        return {**change, "status": "failed", "next_attempt_at": None}
    return {**change, "next_attempt_at": retry_at}


async def _change_subscription(connection: AsyncConnection, webhook_id: str,
                               outcome: Outcome, pause_until: datetime | None) -> None:
    change: dict[str, Any] = {}
    if outcome.gone:
        change = {"status": "disabled", "disabled_reason": "the receiver answered 410 Gone"}
    if pause_until is not None:
        change["paused_until"] = pause_until
    if change:
        await connection.execute(webhooks.update().where(
            webhooks.c.webhook_id == webhook_id).values(**change))

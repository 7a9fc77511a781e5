"""The global log: every game's events in commit order, for rebuilds and subscribers.

A reader must never skip an event committed late. ``global_position`` alone is not safe
(an identity value is taken at insert, but a transaction that inserted earlier may commit
later than one that inserted after it). Readers therefore order by ``(transaction_id,
global_position)`` and only read rows of transactions older than the oldest transaction
still running (``pg_snapshot_xmin``), all in one statement: a transaction that is still
open holds the horizon back until it commits or rolls back. The webhook queue reads the
log the same way inside its one statement (``infrastructure/webhooks/queue.py``).
"""

from typing import Any

import msgspec
import sqlalchemy as sa
from sqlalchemy.ext.asyncio import AsyncEngine

from infrastructure.db.rows import stored_from_row
from services.envelope import StoredEvent


def after(transaction_id: str, global_position: str) -> str:
    """The SQL condition on ``events e`` of the global log after a cursor (two SQL
    expressions): past it in ``(transaction_id, global_position)`` order and under the
    horizon of still-running transactions. Every reader of the log uses this one."""
    return (f"(e.transaction_id, e.global_position) > ({transaction_id}, {global_position})"
            " AND e.transaction_id < pg_snapshot_xmin(pg_current_snapshot())")


_READ = sa.text(f"""
    SELECT e.*, e.transaction_id::text AS xid
    FROM events e
    WHERE {after("CAST(:xid AS xid8)", ":position")}
    ORDER BY e.transaction_id, e.global_position
    LIMIT :limit
""")


class Cursor(msgspec.Struct, frozen=True, order=True):
    """A position in the global log: (transaction id, global position)."""

    transaction_id: int = 0
    global_position: int = 0


class GlobalLog:
    """Reads the global log after a cursor."""

    def __init__(self, engine: AsyncEngine) -> None:
        self.engine = engine

    async def read(self, after: Cursor, limit: int = 1000,
                   ) -> list[tuple[Cursor, StoredEvent]]:
        """Up to ``limit`` events after the cursor, each with its own cursor."""
        params: dict[str, Any] = {"xid": after.transaction_id,
                                  "position": after.global_position, "limit": limit}
        async with self.engine.connect() as connection:
            rows = (await connection.execute(_READ, params)).all()
        return [(Cursor(int(row.xid), row.global_position), stored_from_row(row))
                for row in rows]

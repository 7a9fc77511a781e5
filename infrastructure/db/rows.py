"""Rows and statements of the event store: the one-statement append, row builders, the
conflict mapping, and the stored-event decoder shared with the global-log reader."""

import uuid
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from typing import Any

import msgspec
import sqlalchemy as sa
from sqlalchemy.dialects.postgresql import insert as pg_insert
from sqlalchemy.exc import DBAPIError
from sqlalchemy.ext.asyncio import AsyncConnection

from infrastructure.db.schema import events, idempotency_keys, seats, snapshots
from services.envelope import StoredEvent
from services.idempotency import ClaimLost
from services.ports import ConcurrencyConflict, IdempotencyRecord, SeatRecord
from services.snapshots import SNAPSHOT_FORMAT

UNIQUE_VIOLATION = "23505"
FOREIGN_KEY_VIOLATION = "23503"

# Data-modifying CTEs share one snapshot and always run to completion; the events and the
# read model are written only when the head moved (they join its RETURNING), so a stale
# ``expected`` writes nothing.
APPEND_ONE = """
WITH stream AS MATERIALIZED (
    SELECT stream_id FROM streams WHERE stream_id = CAST($1 AS uuid) AND version = $2
    FOR NO KEY UPDATE
), claim AS MATERIALIZED (
    SELECT 1 FROM idempotency_keys
    WHERE scope = CAST($16 AS text) AND key = CAST($17 AS text)
      AND claim_token = CAST($19 AS uuid) AND response IS NULL
      AND EXISTS (SELECT 1 FROM stream)
    FOR UPDATE
), head AS (
    UPDATE streams SET version = $3, last_hash = $4, updated_at = now()
    FROM stream WHERE streams.stream_id = stream.stream_id
      AND (CAST($16 AS text) IS NULL OR EXISTS (SELECT 1 FROM claim))
    RETURNING streams.stream_id
), inserted AS (
    INSERT INTO events (stream_id, version, type, schema_version, data, metadata,
                        recorded_at, prev_hash, hash)
    SELECT head.stream_id, e.version, e.type, e.schema_version, e.data::jsonb,
           e.metadata::jsonb, e.recorded_at, e.prev_hash, e.hash
    FROM head, unnest(CAST($6 AS integer[]), CAST($7 AS text[]),
                      CAST($8 AS smallint[]), CAST($9 AS text[]),
                      CAST($10 AS text[]), CAST($11 AS timestamptz[]),
                      CAST($12 AS bytea[]), CAST($13 AS bytea[]))
         AS e(version, type, schema_version, data, metadata, recorded_at, prev_hash, hash)
    RETURNING 1
), model AS (
    UPDATE read_models SET version = $3, state = CAST($5 AS jsonb),
                           updated_at = now()
    FROM head WHERE read_models.stream_id = head.stream_id
    RETURNING 1
), snapshot AS (
    INSERT INTO snapshots (stream_id, version, format, state)
    SELECT head.stream_id, $3, CAST($15 AS smallint), CAST($14 AS bytea)
    FROM head WHERE CAST($14 AS bytea) IS NOT NULL
    RETURNING 1
), answer AS (
    UPDATE idempotency_keys SET response = CAST($18 AS jsonb)
    FROM head WHERE idempotency_keys.scope = CAST($16 AS text)
                AND idempotency_keys.key = CAST($17 AS text)
                AND idempotency_keys.claim_token = CAST($19 AS uuid)
    RETURNING 1
)
SELECT CASE WHEN EXISTS (SELECT 1 FROM head) THEN 1
            WHEN EXISTS (SELECT 1 FROM stream) THEN -1 ELSE 0 END
"""
"""The append in one statement, for ``driver.fetch_value``: $1 stream, $2 expected
version, $3 / $4 last version and hash, $5 read model, $6-$13 the events' columns, $14 /
$15 a snapshot and its format (NULL: none), $16-$19 an idempotency key's scope, key,
answer and claim token (NULL: none). Only an append that adds seats takes the
transaction path. With a key, it writes only while the key's claim is still this
request's (its token, no answer: ``services.idempotency``), locked after the stream's
row, as a deletion locks them. 1: appended; 0: the stream is not at $2 (a conflict);
-1: it is, but the claim is no longer this request's."""


def json_text(value: Any) -> str:
    """JSON text for a jsonb parameter (msgspec encodes structs, tuples and all)."""
    return msgspec.json.encode(value).decode()


MAX_VERSION = 2**31 - 1
"""Versions are PostgreSQL ``integer``s; no stream gets past this one."""


def event_rows(batch: list[StoredEvent]) -> list[dict[str, Any]]:
    """Rows of the ``events`` table."""
    return [{"stream_id": e.game_id, "version": e.version, "type": e.type,
             "schema_version": e.schema_version, "data": e.data, "metadata": e.metadata,
             "recorded_at": e.recorded_at, "prev_hash": e.prev_hash, "hash": e.hash}
            for e in batch]


def seat_rows(records: Sequence[SeatRecord]) -> list[dict[str, Any]]:
    """Rows of the ``seats`` table."""
    return [{"seat_id": s.seat_id, "stream_id": s.game_id, "role": s.role, "name": s.name,
             "token_hash": s.token_hash} for s in records]


async def upsert_seats(connection: AsyncConnection, records: Sequence[SeatRecord]) -> None:
    """Insert new seats; an existing seat gets the record's token hash (a new token) or is
    marked revoked (its row stays: the log names it)."""
    for record in records:
        (row,) = seat_rows([record])
        revoked_at = sa.func.now() if record.revoked else None
        insert = pg_insert(seats).values(**row, revoked_at=revoked_at)
        await connection.execute(insert.on_conflict_do_update(
            index_elements=[seats.c.stream_id, seats.c.seat_id],
            set_={"token_hash": insert.excluded.token_hash,
                  "revoked_at": insert.excluded.revoked_at}))


@contextmanager
def version_taken_is_a_conflict(game_id: str) -> Iterator[None]:
    """A version already taken is a concurrency conflict, and so is a stream deleted under
    the append (its events' foreign key fails; the retry finds no game: 404); any other
    violation stays."""
    try:
        yield
    except DBAPIError as error:  # IntegrityError, or the driver's own (``driver``)
        if _is_unique_violation(error) or _sqlstate(error) == FOREIGN_KEY_VIOLATION:
            raise ConcurrencyConflict(game_id) from error
        raise


def _sqlstate(error: DBAPIError) -> str | None:
    state: str | None = getattr(error.orig, "sqlstate", None) or getattr(
        getattr(error.orig, "__cause__", None), "sqlstate", None)
    return state


def _is_unique_violation(error: DBAPIError) -> bool:
    return (_sqlstate(error) == UNIQUE_VIOLATION
            and "events_stream_version_key" in str(error))


INSERT_CHUNK = 500
"""Rows per statement when a whole history is written (an import, a fork): each chunk is
encoded between two awaits, so a 100,000-event import never holds the event loop long,
and no statement comes near ``statement_timeout``."""


async def insert_history(connection: AsyncConnection, game_id: str,
                         batch: list[StoredEvent],
                         history: Sequence[tuple[int, bytes]]) -> None:
    """A new game's events and snapshots (version, stored form), ``INSERT_CHUNK`` rows
    per statement."""
    rows = [(events, event_rows(batch)),
            (snapshots, [{"stream_id": game_id, "version": version, "format": SNAPSHOT_FORMAT,
                          "state": state} for version, state in history])]
    for table, values in rows:
        for start in range(0, len(values), INSERT_CHUNK):
            await connection.execute(table.insert(), values[start:start + INSERT_CHUNK])


async def record_answer(connection: AsyncConnection, record: IdempotencyRecord | None) -> None:
    """Store the answer of a claimed idempotency key (nothing without one), on the claim
    the request still holds, or raise ``ClaimLost`` (the transaction then writes nothing)."""
    if record is None:
        return
    key, response = record
    table = idempotency_keys
    answered = await connection.execute(table.update().where(
        table.c.scope == key.scope, table.c.key == key.key, table.c.claim_token == key.token,
        table.c.response.is_(None)).values(response=response))
    if answered.rowcount != 1:
        raise ClaimLost()


def is_uuid(value: str) -> bool:
    """True for a UUID's text (game ids are UUIDs; other text matches no stream)."""
    try:
        uuid.UUID(value)
    except ValueError:
        return False
    return True


def stored_from_row(row: Any) -> StoredEvent:
    """A stored event from an ``events`` row."""
    return StoredEvent(
        game_id=str(row.stream_id), version=row.version, type=row.type, data=row.data,
        metadata=row.metadata, recorded_at=row.recorded_at, prev_hash=bytes(row.prev_hash),
        hash=bytes(row.hash), schema_version=row.schema_version,
        global_position=row.global_position)

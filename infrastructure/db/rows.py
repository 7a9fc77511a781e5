"""Rows and statements of the event store: the one-statement append, row builders, the
conflict mapping, and the stored-event decoder shared with the global-log reader."""

import uuid
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from typing import Any

import msgspec
import sqlalchemy as sa
from sqlalchemy.dialects.postgresql import insert as pg_insert
from sqlalchemy.exc import IntegrityError
from sqlalchemy.ext.asyncio import AsyncConnection

from infrastructure.db.schema import idempotency_keys, seats
from services.envelope import StoredEvent
from services.ports import ConcurrencyConflict, IdempotencyRecord, SeatRecord

UNIQUE_VIOLATION = "23505"
FOREIGN_KEY_VIOLATION = "23503"

# Data-modifying CTEs share one snapshot and always run to completion; the events and the
# read model are written only when the head moved (they join its RETURNING), so a stale
# ``expected`` writes nothing.
APPEND_ONE = sa.text("""
WITH head AS (
    UPDATE streams SET version = :last_version, last_hash = :last_hash, updated_at = now()
    WHERE stream_id = CAST(:stream_id AS uuid) AND version = :expected
    RETURNING stream_id
), inserted AS (
    INSERT INTO events (stream_id, version, type, schema_version, data, metadata,
                        recorded_at, prev_hash, hash)
    SELECT head.stream_id, e.version, e.type, e.schema_version, e.data::jsonb,
           e.metadata::jsonb, e.recorded_at, e.prev_hash, e.hash
    FROM head, unnest(CAST(:versions AS integer[]), CAST(:types AS text[]),
                      CAST(:schema_versions AS smallint[]), CAST(:datas AS text[]),
                      CAST(:metadatas AS text[]), CAST(:recorded AS timestamptz[]),
                      CAST(:prev_hashes AS bytea[]), CAST(:hashes AS bytea[]))
         AS e(version, type, schema_version, data, metadata, recorded_at, prev_hash, hash)
    RETURNING 1
), model AS (
    UPDATE read_models SET version = :last_version, state = CAST(:read_model AS jsonb),
                           updated_at = now()
    FROM head WHERE read_models.stream_id = head.stream_id
    RETURNING 1
)
SELECT count(*) FROM head
""")


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
    except IntegrityError as error:
        if _is_unique_violation(error) or _sqlstate(error) == FOREIGN_KEY_VIOLATION:
            raise ConcurrencyConflict(game_id) from error
        raise


def _sqlstate(error: IntegrityError) -> str | None:
    state: str | None = getattr(error.orig, "sqlstate", None) or getattr(
        getattr(error.orig, "__cause__", None), "sqlstate", None)
    return state


def _is_unique_violation(error: IntegrityError) -> bool:
    return (_sqlstate(error) == UNIQUE_VIOLATION
            and "events_stream_version_key" in str(error))


async def record_answer(connection: AsyncConnection, record: IdempotencyRecord | None) -> None:
    """Store the answer of a claimed idempotency key (nothing without one)."""
    if record is None:
        return
    key, response = record
    table = idempotency_keys
    await connection.execute(table.update().where(
        table.c.scope == key.scope, table.c.key == key.key).values(response=response))


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

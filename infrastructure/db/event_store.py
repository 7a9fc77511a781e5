"""The PostgreSQL event store (implements ``services.ports.EventStore``).

Append is one transaction: the events insert comes first (so the transaction id the
global reader orders by is taken at the first write), then the stream head moves with
``WHERE version = :expected`` and the inline read model is replaced. A unique violation on
``(stream_id, version)`` or a moved head is a concurrency conflict, never ignored.
Seats are cached only while access notices can reach this process (``seat_cache``).
"""

from collections.abc import Sequence
from typing import Any

import sqlalchemy as sa
from sqlalchemy.ext.asyncio import AsyncConnection, AsyncEngine

from infrastructure.db.claims import claim_key, release_claim
from infrastructure.db.deletion import delete_game
from infrastructure.db.driver import fetch_row, fetch_value
from infrastructure.db.rows import (
    APPEND_ONE,
    MAX_VERSION,
    event_rows,
    insert_history,
    is_uuid,
    json_text,
    record_answer,
    seat_rows,
    stored_from_row,
    upsert_seats,
    version_taken_is_a_conflict,
)
from infrastructure.db.schema import (
    events,
    game_secrets,
    read_models,
    seats,
    snapshots,
    streams,
)
from infrastructure.db.seat_cache import SeatCache
from services.envelope import StoredEvent
from services.idempotency import Claim, ClaimLost, IdempotencyKey
from services.ports import (
    ConcurrencyConflict,
    Deletion,
    IdempotencyRecord,
    ReadModel,
    SeatListing,
    SeatRecord,
    StreamInfo,
)
from services.snapshots import SNAPSHOT_FORMAT

SECRET_CACHE_SIZE = 100_000
STREAM_HEAD = "SELECT ruleset, version, last_hash FROM streams WHERE stream_id = CAST($1 AS uuid)"
"""Read by every read of a game (on the driver: ``driver``)."""


class PostgresEventStore:
    """Streams, events, read models, seats and secrets in PostgreSQL."""

    def __init__(self, engine: AsyncEngine) -> None:
        self.engine = engine
        self._reads = engine.execution_options(isolation_level="AUTOCOMMIT")
        """For single-statement reads: no BEGIN / ROLLBACK round trips around them."""
        self._secrets: dict[str, bytes] = {}
        """Seeds read so far: a game's seed never changes, and every command needs it."""
        self.seat_cache = SeatCache(engine)

    async def create_stream(self, info: StreamInfo, batch: list[StoredEvent],
                            read_model: ReadModel, seat_records: list[SeatRecord],
                            secret: bytes, idempotency: IdempotencyRecord | None = None,
                            snapshots: Sequence[tuple[int, bytes]] = ()) -> None:
        """Create a game's stream with its first events (and, for a whole history, its
        snapshots), seats and secret, atomically."""
        async with self.engine.begin() as connection:
            await record_answer(connection, idempotency)
            await connection.execute(streams.insert().values(
                stream_id=info.game_id, ruleset=info.ruleset, version=info.version,
                last_hash=info.last_hash))
            await insert_history(connection, info.game_id, batch, snapshots)
            await connection.execute(read_models.insert().values(
                stream_id=info.game_id, version=info.version, state=read_model))
            await connection.execute(seats.insert(), seat_rows(seat_records))
            await connection.execute(game_secrets.insert().values(
                stream_id=info.game_id, seed=secret))

    async def append(self, game_id: str, expected_version: int, batch: list[StoredEvent],
                     read_model: ReadModel, seats_added: Sequence[SeatRecord] = (),
                     snapshot: bytes | None = None,
                     idempotency: IdempotencyRecord | None = None) -> None:
        """Append after ``expected_version`` or raise ``ConcurrencyConflict``."""
        if not seats_added:
            await self._append_in_one_statement(game_id, expected_version, batch, read_model,
                                                snapshot, idempotency)
            return
        with version_taken_is_a_conflict(game_id):
            async with self.engine.begin() as connection:
                await connection.execute(events.insert(), event_rows(batch))
                await record_answer(connection, idempotency)
                await self._move_head(connection, game_id, expected_version, batch[-1])
                await connection.execute(
                    read_models.update().where(read_models.c.stream_id == game_id)
                    .values(version=batch[-1].version, state=read_model,
                            updated_at=sa.func.now()))
                await upsert_seats(connection, seats_added)
                if snapshot is not None:
                    await connection.execute(snapshots.insert().values(
                        stream_id=game_id, version=batch[-1].version, format=SNAPSHOT_FORMAT,
                        state=snapshot))
        self.seat_cache.forget_game(game_id)  # a seat revoked or given a new token

    async def _append_in_one_statement(self, game_id: str, expected: int,
                                       batch: list[StoredEvent], read_model: ReadModel,
                                       snapshot: bytes | None,
                                       idempotency: IdempotencyRecord | None) -> None:
        """An append without new seats in one round trip: one statement, atomic on its
        own, that writes nothing unless the head moved (snapshot and answer included)."""
        last = batch[-1]
        key, answer = idempotency if idempotency is not None else (None, None)
        with version_taken_is_a_conflict(game_id):
            moved = await fetch_value(
                self.engine, APPEND_ONE, game_id, expected, last.version, last.hash,
                json_text(read_model), [e.version for e in batch], [e.type for e in batch],
                [e.schema_version for e in batch], [json_text(e.data) for e in batch],
                [json_text(e.metadata) for e in batch], [e.recorded_at for e in batch],
                [e.prev_hash for e in batch], [e.hash for e in batch],
                snapshot, SNAPSHOT_FORMAT, key and key.scope, key and key.key,
                None if answer is None else json_text(answer), key and key.token)
        if moved == -1:
            raise ClaimLost()
        if moved != 1:
            raise ConcurrencyConflict(game_id)

    @staticmethod
    async def _move_head(connection: AsyncConnection, game_id: str, expected: int,
                         last: StoredEvent) -> None:
        moved = await connection.execute(
            streams.update()
            .where(streams.c.stream_id == game_id, streams.c.version == expected)
            .values(version=last.version, last_hash=last.hash, updated_at=sa.func.now()))
        if moved.rowcount != 1:
            raise ConcurrencyConflict(game_id)

    async def stream_info(self, game_id: str) -> StreamInfo | None:
        """The stream head, or None."""
        if not is_uuid(game_id):
            return None
        row = await fetch_row(self.engine, STREAM_HEAD, game_id)
        if row is None:
            return None
        return StreamInfo(game_id, row["ruleset"], row["version"], bytes(row["last_hash"]))

    async def load(self, game_id: str, after: int = 0, to: int | None = None,
                   limit: int | None = None) -> list[StoredEvent]:
        """Events of one stream with ``after < version <= to``, in order."""
        if not is_uuid(game_id):
            return []
        after = min(after, MAX_VERSION)  # a client's ``?after=`` may exceed the column type
        to = None if to is None else min(to, MAX_VERSION)
        query = sa.select(events).where(events.c.stream_id == game_id,
                                        events.c.version > after).order_by(events.c.version)
        if to is not None:
            query = query.where(events.c.version <= to)
        if limit is not None:
            query = query.limit(limit)
        async with self._reads.connect() as connection:
            rows = (await connection.execute(query)).all()
        return [stored_from_row(row) for row in rows]

    async def latest_snapshot(self, game_id: str, at_most: int | None = None,
                              ) -> tuple[int, bytes] | None:
        """The newest snapshot at or below ``at_most``."""
        if not is_uuid(game_id):
            return None
        query = (sa.select(snapshots.c.version, snapshots.c.state)
                 .where(snapshots.c.stream_id == game_id,
                        snapshots.c.format == SNAPSHOT_FORMAT)
                 .order_by(snapshots.c.version.desc()).limit(1))
        if at_most is not None:
            query = query.where(snapshots.c.version <= at_most)
        async with self._reads.connect() as connection:
            row = (await connection.execute(query)).first()
        return None if row is None else (row.version, bytes(row.state))

    async def claim_idempotency(self, key: IdempotencyKey) -> Claim:
        """Claim a key for a request, or say why it cannot be (see services.idempotency)."""
        return await claim_key(self.engine, key)

    async def release_idempotency(self, key: IdempotencyKey) -> bool:
        """Forget this request's claim if unanswered (the request was refused or failed;
        the client may retry); whether there was one. Another attempt's claim of the key
        holds another token and stays."""
        return await release_claim(self.engine, key)

    async def record_idempotency(self, record: IdempotencyRecord) -> None:
        """Remember an answer that appended nothing."""
        async with self.engine.begin() as connection:
            await record_answer(connection, record)

    async def find_seat(self, token_hash: bytes) -> SeatRecord | None:
        """The seat holding a token hash (revoked seats hold none); cached while access
        notices can arrive; unknown tokens are not cached, so a new seat is found at once."""
        seat = self.seat_cache.get(token_hash)
        if seat is None:
            epoch = self.seat_cache.epoch
            query = sa.select(seats).where(seats.c.token_hash == token_hash,
                                           seats.c.revoked_at.is_(None))
            async with self._reads.connect() as connection:
                row = (await connection.execute(query)).first()
            if row is None:
                return None
            seat = SeatRecord(row.seat_id, str(row.stream_id), row.role, row.name,
                              bytes(row.token_hash))
            self.seat_cache.put(token_hash, seat, epoch)
        self.seat_cache.seen(seat)
        return seat

    async def seat_of_game(self, game_id: str, seat_id: str) -> SeatRecord | None:
        """A seat of a game, not revoked, by its id (not cached: stream tickets are rare)."""
        if not is_uuid(game_id):
            return None
        query = sa.select(seats).where(seats.c.stream_id == game_id,
                                       seats.c.seat_id == seat_id, seats.c.revoked_at.is_(None))
        async with self._reads.connect() as connection:
            row = (await connection.execute(query)).first()
        return None if row is None else SeatRecord(
            row.seat_id, str(row.stream_id), row.role, row.name, bytes(row.token_hash))

    async def list_seats(self, game_id: str) -> list[SeatListing]:
        """Every seat of a game, revoked ones included, oldest first."""
        if not is_uuid(game_id):
            return []
        query = sa.select(seats).where(seats.c.stream_id == game_id).order_by(
            seats.c.created_at, seats.c.seat_id)
        async with self._reads.connect() as connection:
            rows = (await connection.execute(query)).all()
        return [SeatListing(r.seat_id, r.role, r.name, r.created_at, r.last_seen_at,
                            r.revoked_at is not None) for r in rows]

    async def delete_game(self, game_id: str, expected_version: int) -> Deletion:
        """Remove every row of the game in one transaction (see ``deletion``)."""
        if not is_uuid(game_id):
            return "not_found"
        outcome = await delete_game(self.engine, game_id, expected_version)
        if outcome == "deleted":
            self.forget_game(game_id, deleted=True)
        return outcome

    def forget_game(self, game_id: str, deleted: bool = False) -> None:
        """Drop the cached seats of a game (and its secret when it was deleted)."""
        self.seat_cache.forget_game(game_id)
        if deleted:
            self._secrets.pop(game_id, None)

    async def secret(self, game_id: str) -> bytes:
        """The game's secret seed (read once per game and process: it never changes)."""
        cached = self._secrets.get(game_id)
        if cached is not None:
            return cached
        query = sa.select(game_secrets.c.seed).where(game_secrets.c.stream_id == game_id)
        async with self._reads.connect() as connection:
            seed = await connection.scalar(query)
        if seed is None:
            return b""
        if len(self._secrets) >= SECRET_CACHE_SIZE:
            self._secrets.clear()
        self._secrets[game_id] = bytes(seed)
        return self._secrets[game_id]

    async def read_model(self, game_id: str) -> tuple[int, dict[str, Any]] | None:
        """The inline read model (the gm's view) and its version."""
        query = sa.select(read_models.c.version, read_models.c.state).where(
            read_models.c.stream_id == game_id)
        async with self._reads.connect() as connection:
            row = (await connection.execute(query)).first()
        return None if row is None else (row.version, row.state)



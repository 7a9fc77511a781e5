"""The one-statement append carries a snapshot and an idempotency answer with it, all or
nothing; and a request that finds every pooled connection busy gets 503, not a hang."""

import asyncio
import uuid
from dataclasses import replace
from datetime import UTC, datetime

import pytest
import sqlalchemy as sa

from infrastructure.api.app import create_app
from infrastructure.db.event_store import PostgresEventStore
from infrastructure.runtime import Runtime
from infrastructure.settings import Settings
from services import games
from services.context import AppContext
from services.envelope import NewEvent, StoredEvent, seal
from services.idempotency import IdempotencyKey
from services.ports import ConcurrencyConflict
from tests.support.access import client_from
from tests.support.api import Table, assert_problem


async def _game(ctx: AppContext) -> tuple[str, bytes]:
    game_id = (await games.create_game(ctx, "counter", "paths", {}, {})).game_id
    return game_id, (await ctx.store.load(game_id))[-1].hash


async def _claimed(ctx: AppContext) -> IdempotencyKey:
    key = IdempotencyKey(f"test:{uuid.uuid4()}", "k1", b"body-hash")
    assert (await ctx.store.claim_idempotency(key)).status == "new"
    return key


async def _rows(ctx: AppContext, game_id: str, key: IdempotencyKey) -> tuple[int, object]:
    store = ctx.store
    assert isinstance(store, PostgresEventStore)
    async with store.engine.connect() as connection:
        snapshots = await connection.scalar(sa.text(
            "SELECT count(*) FROM snapshots WHERE stream_id = :g"), {"g": game_id})
        answer = await connection.scalar(sa.text(
            "SELECT response FROM idempotency_keys WHERE scope = :s AND key = :k"),
            {"s": key.scope, "k": key.key})
    return int(snapshots), answer


def _batch(game_id: str, after: int, prev: bytes) -> list[StoredEvent]:
    return seal(game_id, after, prev, [NewEvent("Incremented", {"by": 1, "total": 1})], {},
                datetime.now(UTC))


async def test_an_append_writes_its_snapshot_and_its_answer_with_the_events(
        ctx: AppContext) -> None:
    game_id, head = await _game(ctx)
    key = await _claimed(ctx)
    answer = {"game_id": game_id, "first": 2, "version": 2}
    await ctx.store.append(game_id, 1, _batch(game_id, 1, head), {"total": 1},
                           snapshot=b"state-at-2", idempotency=(key, answer))
    assert await _rows(ctx, game_id, key) == (1, answer)
    assert await ctx.store.latest_snapshot(game_id) == (2, b"state-at-2")


async def test_a_stale_append_writes_neither_snapshot_nor_answer(ctx: AppContext) -> None:
    game_id, head = await _game(ctx)
    await ctx.store.append(game_id, 1, _batch(game_id, 1, head), {})  # the game moves to 2
    key = await _claimed(ctx)
    with pytest.raises(ConcurrencyConflict):
        await ctx.store.append(game_id, 1, _batch(game_id, 1, head), {},
                               snapshot=b"stale", idempotency=(key, {"version": 2}))
    assert await _rows(ctx, game_id, key) == (0, None)
    assert [e.version for e in await ctx.store.load(game_id)] == [1, 2]


async def test_every_connection_busy_is_503_database_busy_and_writes_nothing(
        settings: Settings) -> None:
    tight = replace(settings, database=replace(settings.database, pool_size=2,
                                                  pool_timeout_s=0.3))
    runtime = await Runtime.start(tight)
    app = create_app(tight, runtime)
    app.state.runtime, app.state.ctx = runtime, runtime.ctx
    try:
        async with client_from(app, "127.0.0.1") as http:
            table = await Table.create(http, "counter")
            store = runtime.ctx.store
            assert isinstance(store, PostgresEventStore)
            held = [await store.engine.connect() for _ in range(2)]
            for connection in held:
                await connection.execute(sa.text("SELECT 1"))  # checked out, in use
            try:
                response = await table.send({"type": "Increment"})
            finally:
                await asyncio.gather(*(connection.close() for connection in held))
            assert_problem(response, 503, "database_busy")
            assert response.headers["retry-after"]
            assert (await table.json("/state"))["version"] == 1
            assert (await table.send({"type": "Increment"})).status_code == 200
    finally:
        await runtime.stop()

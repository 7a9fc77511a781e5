"""The retention purge: expired idempotency records go, and only those, even when several
processes purge at once or a client re-claims an expired key meanwhile."""

import asyncio
import uuid
from dataclasses import replace
from datetime import timedelta

import sqlalchemy as sa
from sqlalchemy.ext.asyncio import AsyncEngine

from infrastructure.db.schema import idempotency_keys
from infrastructure.retention import RetentionPurge, purge_expired
from infrastructure.runtime import Runtime
from infrastructure.settings import RetentionSettings
from services.idempotency import ABANDONED_AFTER, ABANDONED_PURGE_AFTER, RETENTION, IdempotencyKey

HOUR = timedelta(hours=1)
MINUTE = timedelta(minutes=1)


async def insert(engine: AsyncEngine, scope: str, key: str, age: timedelta,
                 answered: bool = True) -> None:
    """A record claimed (and answered, or not) ``age`` ago, as the server would leave it."""
    moment = sa.func.now() - age
    async with engine.begin() as connection:
        await connection.execute(idempotency_keys.insert().values(
            scope=scope, key=key, request_hash=b"h", claimed_at=moment, created_at=moment,
            response={"answer": key} if answered else sa.null()))


async def age(engine: AsyncEngine, scope: str, key: str, by: timedelta) -> None:
    """Move a record's claim and creation ``by`` into the past."""
    async with engine.begin() as connection:
        await connection.execute(idempotency_keys.update().where(
            idempotency_keys.c.scope == scope, idempotency_keys.c.key == key).values(
            claimed_at=sa.func.now() - by, created_at=sa.func.now() - by))


async def keys_of(engine: AsyncEngine, *scopes: str) -> set[tuple[str, str]]:
    async with engine.connect() as connection:
        rows = await connection.execute(sa.select(idempotency_keys.c.scope,
                                                  idempotency_keys.c.key)
                                        .where(idempotency_keys.c.scope.in_(scopes)))
        return {(row.scope, row.key) for row in rows}


async def count_all(engine: AsyncEngine) -> int:
    async with engine.connect() as connection:
        return int(await connection.scalar(sa.select(sa.func.count())
                                           .select_from(idempotency_keys)) or 0)


async def test_two_concurrent_purges_remove_the_expired_records_and_only_those(
        runtime: Runtime) -> None:
    engine, run = runtime.engine, uuid.uuid4().hex[:8]
    seat_scope, create_scope = f"seat:{uuid.uuid4()}:seat_{run}", f"create-game-{run}"
    expired = {(seat_scope, f"old-{i}") for i in range(7)} | {
        (create_scope, f"old-{i}") for i in range(4)}
    for scope, key in expired:
        await insert(engine, scope, key, RETENTION + MINUTE)
    abandoned = {(seat_scope, "crashed"), (create_scope, "crashed")}
    for scope, key in abandoned:
        await insert(engine, scope, key, ABANDONED_PURGE_AFTER + MINUTE, answered=False)
    kept = {(seat_scope, "recent"), (create_scope, "recent"), (seat_scope, "nearly-expired"),
            (seat_scope, "in-flight"), (seat_scope, "takeover-due")}
    await insert(engine, seat_scope, "recent", HOUR)
    await insert(engine, create_scope, "recent", MINUTE)
    await insert(engine, seat_scope, "nearly-expired", RETENTION - MINUTE)
    await insert(engine, seat_scope, "in-flight", timedelta(0), answered=False)
    # past ABANDONED_AFTER (a new claim may take it over) but well before the purge's hour
    await insert(engine, seat_scope, "takeover-due", ABANDONED_AFTER + MINUTE, answered=False)
    before = await count_all(engine)

    results = await asyncio.gather(purge_expired(engine, batch_size=3),
                                   purge_expired(engine, batch_size=3))

    assert await keys_of(engine, seat_scope, create_scope) == kept
    assert sum(r.removed for r in results) == before - await count_all(engine)
    assert sum(r.removed for r in results) >= len(expired | abandoned)
    assert sum(r.unanswered for r in results) >= len(abandoned)
    again = await purge_expired(engine)
    assert not again.skipped and again.removed == 0
    assert await keys_of(engine, seat_scope, create_scope) == kept


async def test_an_expired_key_claimed_again_during_a_purge_stays_claimed(
        runtime: Runtime) -> None:
    scope = f"seat:{uuid.uuid4()}:seat_race"
    for i in range(20):
        await insert(runtime.engine, scope, f"k{i}", RETENTION + HOUR)
    new = [IdempotencyKey(scope, f"k{i}", b"a new request") for i in range(20)]

    outcome = await asyncio.gather(purge_expired(runtime.engine, batch_size=5),
                                   *(runtime.ctx.store.claim_idempotency(k) for k in new))

    assert [claim.status for claim in outcome[1:]] == ["new"] * 20
    async with runtime.engine.connect() as connection:
        rows = (await connection.execute(
            sa.select(idempotency_keys).where(idempotency_keys.c.scope == scope))).all()
    assert len(rows) == 20, "every re-claimed key keeps its fresh claim"
    assert {bytes(row.request_hash) for row in rows} == {b"a new request"}
    assert all(row.response is None for row in rows)


async def test_a_taken_over_claim_can_be_released_and_is_purged_once_abandoned(
        runtime: Runtime) -> None:
    store, engine, scope = runtime.ctx.store, runtime.engine, f"seat:{uuid.uuid4()}:seat_t"
    takers = {}
    for key in ("released", "abandoned"):
        assert (await store.claim_idempotency(IdempotencyKey(scope, key, b"1"))).status == "new"
        await age(engine, scope, key, ABANDONED_AFTER + MINUTE)  # its worker crashed
        takers[key] = IdempotencyKey(scope, key, b"2")
        assert (await store.claim_idempotency(takers[key])).status == "new"
    assert await store.release_idempotency(takers["released"])  # refused: its own claim
    assert await keys_of(engine, scope) == {(scope, "abandoned")}
    await age(engine, scope, "abandoned", ABANDONED_PURGE_AFTER + MINUTE)  # crashed again
    result = await purge_expired(engine)
    assert result.unanswered >= 1
    assert await keys_of(engine, scope) == set()


async def test_the_periodic_purge_runs_until_stopped(runtime: Runtime) -> None:
    scope = f"seat:{uuid.uuid4()}:seat_loop"
    await insert(runtime.engine, scope, "old", RETENTION + HOUR)
    purge = RetentionPurge(runtime.engine, interval=0.01)
    task = asyncio.create_task(purge.run())
    for _ in range(500):
        if not await keys_of(runtime.engine, scope):
            break
        await asyncio.sleep(0.01)
    purge.stop()
    await task
    assert await keys_of(runtime.engine, scope) == set()


async def test_serve_starts_the_purge_stop_ends_it_and_zero_disables_it(
        runtime: Runtime) -> None:
    assert RetentionSettings().purge_interval == 300
    shared = runtime.settings
    try:
        runtime.settings = replace(shared, retention=RetentionSettings(purge_interval=0))
        runtime.start_retention_purge()
        assert runtime.retention_purge is None
        runtime.settings = replace(shared, retention=RetentionSettings(purge_interval=3600))
        runtime.start_retention_purge()
        purge, task = runtime.retention_purge, runtime._retention_task
        assert purge is not None and task is not None and not task.done()
        purge.stop()
        await task  # returns at once, without waiting out the hour
    finally:
        runtime.settings, runtime.retention_purge, runtime._retention_task = shared, None, None

"""The global log never skips an event committed late (ARCHITECTURE.md, event store)."""

import asyncio
from datetime import UTC, datetime

import sqlalchemy as sa

from domain.core import GM
from infrastructure.db.event_store import PostgresEventStore
from infrastructure.db.global_log import Cursor, GlobalLog
from infrastructure.db.schema import events
from infrastructure.runtime import Runtime
from services import commands, games
from services.context import AppContext
from services.envelope import NewEvent, seal
from services.errors import VersionConflict


async def new_game(ctx: AppContext) -> str:
    return (await games.create_game(ctx, "counter", "log test", {}, {})).game_id


async def increment(ctx: AppContext, game_id: str) -> None:
    await commands.handle_command(ctx, commands.CommandRequest(
        game_id=game_id,
        actor=GM,
        body=b'{"type": "Increment"}'))


async def head(log: GlobalLog) -> Cursor:
    cursor = Cursor()
    while batch := await log.read(cursor, 10_000):
        cursor = batch[-1][0]
    return cursor


def raw_row(game_id: str, version: int) -> dict[str, object]:
    event = seal(game_id, version - 1, bytes(32),
                 [NewEvent("Incremented", {"by": 1, "total": version - 1})], {},
                 datetime.now(UTC))[0]
    return {"stream_id": game_id, "version": version, "type": event.type, "schema_version": 1,
            "data": event.data, "metadata": {}, "recorded_at": event.recorded_at,
            "prev_hash": event.prev_hash, "hash": event.hash}


async def test_an_open_transaction_hides_later_commits_until_it_commits(
        runtime: Runtime, ctx: AppContext) -> None:
    log = GlobalLog(runtime.engine)
    slow_game, fast_game = await new_game(ctx), await new_game(ctx)
    start = await head(log)
    async with runtime.engine.connect() as slow:
        transaction = await slow.begin()
        await slow.execute(events.insert().values(**raw_row(slow_game, 2)))
        await increment(ctx, fast_game)
        assert await log.read(start) == [], "a later commit must wait for the open one"
        await transaction.commit()
    seen = [(e.game_id, e.version) for _, e in await log.read(start)]
    assert seen == [(slow_game, 2), (fast_game, 2)]


async def test_a_rolled_back_append_never_stalls_the_reader(
        runtime: Runtime, ctx: AppContext) -> None:
    log = GlobalLog(runtime.engine)
    doomed, alive = await new_game(ctx), await new_game(ctx)
    start = await head(log)
    async with runtime.engine.connect() as connection:
        transaction = await connection.begin()
        await connection.execute(events.insert().values(**raw_row(doomed, 2)))
        await transaction.rollback()
    await increment(ctx, alive)
    seen = [(e.game_id, e.version) for _, e in await log.read(start)]
    assert seen == [(alive, 2)]


async def test_a_catch_up_projection_under_load_equals_a_full_replay(
        runtime: Runtime, ctx: AppContext) -> None:
    log = GlobalLog(runtime.engine)
    game_ids = [await new_game(ctx) for _ in range(4)]
    cursor = await head(log)
    projection: dict[str, list[int]] = {}
    writing = True

    async def writer(game_id: str) -> None:
        for _ in range(15):
            while True:  # as a client would: a conflict that outlived the retries is resent
                try:
                    await increment(ctx, game_id)
                    break
                except VersionConflict:
                    await asyncio.sleep(0.01)

    async def catch_up() -> None:
        nonlocal cursor
        while True:
            batch = await log.read(cursor, 7)
            for position, event in batch:
                projection.setdefault(event.game_id, []).append(event.version)
                cursor = position
            if not batch and not writing:
                return
            await asyncio.sleep(0)

    reader = asyncio.create_task(catch_up())
    await asyncio.gather(*(writer(g) for g in game_ids), *(writer(g) for g in game_ids))
    writing = False
    await reader
    store = ctx.store
    assert isinstance(store, PostgresEventStore)
    for game_id in game_ids:
        replayed = [e.version for e in await store.load(game_id) if e.version > 1]
        assert projection[game_id] == replayed == list(range(2, 32))
    assert set(projection) == set(game_ids)
    count = await _count(runtime, game_ids)
    assert count == sum(len(v) for v in projection.values())


async def _count(runtime: Runtime, game_ids: list[str]) -> int:
    query = sa.select(sa.func.count()).select_from(events).where(
        events.c.stream_id.in_(game_ids), events.c.version > 1)
    async with runtime.engine.connect() as connection:
        return int(await connection.scalar(query) or 0)

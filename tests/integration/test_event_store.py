"""The PostgreSQL event store: atomic appends, optimistic concurrency, hash chain."""

import asyncio
from datetime import UTC, datetime

import pytest
import sqlalchemy as sa

from domain.core import GM, Actor
from infrastructure.db.engine import make_engine, pending_migrations, with_database
from infrastructure.db.event_store import PostgresEventStore
from infrastructure.runtime import MigrationsBehind, Runtime
from infrastructure.settings import DatabaseSettings, RedisSettings, Settings
from services import commands, games
from services.context import AppContext
from services.envelope import NewEvent, first_broken_link, seal
from services.errors import VersionConflict
from services.ports import ConcurrencyConflict, SeatRecord
from tests.support.engines import admin_execute, server_url

GM_ACTOR = Actor(seat_id="gm", role="gm")


async def new_game(ctx: AppContext) -> str:
    created = await games.create_game(ctx, "counter", "store test", {}, {})
    return created.game_id


async def increment(ctx: AppContext, game_id: str, actor: Actor = GM) -> commands.CommandResult:
    return await commands.handle_command(ctx, commands.CommandRequest(
        game_id=game_id,
        actor=actor,
        body=b'{"type": "Increment"}'))


async def test_stored_events_load_back_with_a_verifying_hash_chain(ctx: AppContext) -> None:
    game_id = await new_game(ctx)
    for _ in range(3):
        await increment(ctx, game_id)
    stored = await ctx.store.load(game_id)
    assert [e.version for e in stored] == [1, 2, 3, 4]
    assert first_broken_link(stored) is None


async def test_a_changed_payload_breaks_the_chain_at_that_event(ctx: AppContext) -> None:
    game_id = await new_game(ctx)
    await increment(ctx, game_id)
    await increment(ctx, game_id)
    stored = await ctx.store.load(game_id)
    tampered = [*stored[:2], stored[2].__class__(**{**_fields(stored[2]),
                                                    "data": {"by": 1, "total": 99}})]
    assert first_broken_link(tampered) == 3


def _fields(event: object) -> dict[str, object]:
    return {name: getattr(event, name) for name in event.__struct_fields__}  # type: ignore[attr-defined]


async def test_an_append_at_a_stale_version_is_a_conflict_and_writes_nothing(
        ctx: AppContext) -> None:
    game_id = await new_game(ctx)
    await increment(ctx, game_id)
    stale = seal(game_id, 1, bytes(32), [NewEvent("Incremented", {"by": 1, "total": 1})], {},
                 datetime.now(UTC))
    with pytest.raises(ConcurrencyConflict):
        await ctx.store.append(game_id, 1, stale, {})
    info = await ctx.store.stream_info(game_id)
    assert info is not None and info.version == 2
    assert len(await ctx.store.load(game_id)) == 2


async def test_a_failure_late_in_an_append_leaves_no_partial_write(ctx: AppContext) -> None:
    game_id = await new_game(ctx)
    batch = seal(game_id, 1, (await ctx.store.load(game_id))[-1].hash,
                 [NewEvent("SeatJoined", {"seat_id": "s1", "role": "player", "name": "x"})],
                 {}, datetime.now(UTC))
    clash = SeatRecord("dup", game_id, "player", "x", b"same-hash")
    await ctx.store.append(game_id, 1, batch, {}, [clash])
    second = seal(game_id, 2, batch[-1].hash,
                  [NewEvent("SeatJoined", {"seat_id": "s2", "role": "player", "name": "y"})],
                  {}, datetime.now(UTC))
    with pytest.raises(sa.exc.IntegrityError):
        await ctx.store.append(game_id, 2, second,
                               {}, [SeatRecord("dup2", game_id, "player", "y", b"same-hash")])
    assert [e.version for e in await ctx.store.load(game_id)] == [1, 2]
    info = await ctx.store.stream_info(game_id)
    assert info is not None and info.version == 2


async def test_twenty_concurrent_writers_take_each_version_once_without_gaps(
        ctx: AppContext) -> None:
    game_id = await new_game(ctx)
    # Four workers (own caches and locks) of five writers each: in-worker writers queue on
    # the game's lock, workers race in the store's optimistic concurrency.
    workers = [ctx, *(AppContext.build(ctx.store) for _ in range(3))]
    outcomes = await asyncio.gather(*(increment(workers[i % 4], game_id) for i in range(20)),
                                    return_exceptions=True)
    successes = [o for o in outcomes if isinstance(o, commands.CommandResult)]
    conflicts = [o for o in outcomes if isinstance(o, VersionConflict)]
    assert len(successes) + len(conflicts) == 20, outcomes
    stored = await ctx.store.load(game_id)
    versions = [e.version for e in stored]
    assert versions == list(range(1, len(successes) + 2))
    assert sorted(r.version for r in successes) == versions[1:]
    totals = [e.data["total"] for e in stored[1:]]
    assert totals == list(range(1, len(successes) + 1)), "each writer decided on fresh state"
    assert first_broken_link(stored) is None
    print(f"20 writers in 4 workers: {len(successes)} succeeded, "
          f"{len(conflicts)} clean conflicts")


async def test_losers_with_if_match_get_a_precondition_failure(ctx: AppContext) -> None:
    game_id = await new_game(ctx)
    body = b'{"type": "Increment"}'
    outcomes = await asyncio.gather(
        *(commands.handle_command(ctx, commands.CommandRequest(
            game_id=game_id,
            actor=GM,
            body=body,
            if_match=1)) for _ in range(10)),
        return_exceptions=True)
    winners = [o for o in outcomes if isinstance(o, commands.CommandResult)]
    assert len(winners) == 1
    assert all(type(o).__name__ == "PreconditionFailed" for o in outcomes if o not in winners)
    assert len(await ctx.store.load(game_id)) == 2


async def test_the_server_refuses_to_start_on_a_database_that_is_behind(
        settings: Settings) -> None:
    url = with_database(server_url(), "tabletop_unmigrated_check")
    await admin_execute(url, 'DROP DATABASE IF EXISTS "tabletop_unmigrated_check"')
    behind = Settings(database=DatabaseSettings(url=url, pool_size=1),
                      redis=RedisSettings(url=settings.redis.url))
    with pytest.raises(MigrationsBehind):
        await Runtime.start(behind)
    engine = make_engine(settings.database.url or "", settings.database)
    assert not await pending_migrations(engine)
    await engine.dispose()


async def test_the_inline_read_model_follows_every_append(ctx: AppContext) -> None:
    game_id = await new_game(ctx)
    await increment(ctx, game_id)
    store = ctx.store
    assert isinstance(store, PostgresEventStore)
    read_model = await store.read_model(game_id)
    assert read_model == (2, {"phase": "play", "characters": {}, "total": 1, "secrets": []})


async def test_time_travel_starts_from_a_snapshot_and_matches_a_full_fold(
        ctx: AppContext) -> None:
    from services.game_state import apply_events, empty_game

    game_id = await new_game(ctx)
    for _ in range(2 * ctx.snapshot_every + 7):
        await increment(ctx, game_id)
    newest = await ctx.store.latest_snapshot(game_id)
    assert newest is not None and newest[0] == 2 * ctx.snapshot_every
    everything = await ctx.store.load(game_id)
    for at in (1, 57, ctx.snapshot_every, ctx.snapshot_every + 1, len(everything)):
        travelled = await ctx.loader.load_at(game_id, at)
        folded = apply_events(empty_game(game_id), everything[:at])
        assert travelled == folded, at
        assert travelled.rules.total == at - 1


async def test_a_snapshot_that_no_longer_fits_the_code_is_ignored(ctx: AppContext) -> None:
    from services.snapshots import decode_snapshot

    assert decode_snapshot("g", b'{"version": 1}') is None
    assert decode_snapshot("g", b"not json") is None

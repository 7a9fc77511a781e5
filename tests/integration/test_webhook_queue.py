"""The queue step (one statement in PostgreSQL) reads the global log as ``GlobalLog``
does: an event committed late is queued, never skipped, and nothing is queued twice; with
no subscription at all, the cursor goes straight to the log's head."""

import asyncio
from collections.abc import Iterator
from dataclasses import replace
from typing import Any

import sqlalchemy as sa
from httpx import AsyncClient
from litestar import Litestar

from domain.core import GM
from infrastructure.db.schema import events, streams
from infrastructure.runtime import Runtime
from infrastructure.settings import Settings
from infrastructure.webhooks.queue import _ENQUEUE, DeliveryQueue
from services import commands, games
from tests.integration.test_global_log import raw_row
from tests.support.api import Table
from tests.support.engines import drop_database, fresh_database
from tests.support.webhooks import allowing_private, subscribe


async def _drain(queue: DeliveryQueue) -> None:
    while await queue.enqueue():
        pass


async def _queued(runtime: Runtime, webhook_ids: list[str]) -> list[tuple[str, int]]:
    query = sa.text("SELECT webhook_id::text, version FROM webhook_deliveries "
                    "WHERE webhook_id::text = ANY(:ids) ORDER BY delivery_id")
    async with runtime.engine.connect() as connection:
        rows = (await connection.execute(query, {"ids": webhook_ids})).all()
    return [(row[0], row[1]) for row in rows]


async def test_an_event_committed_late_is_queued_and_nothing_twice(
        app: Litestar, runtime: Runtime, client: AsyncClient) -> None:
    queue = DeliveryQueue(runtime.engine, batch=7)
    async with allowing_private(app, runtime, client) as http:
        slow, fast = await Table.create(http, "counter"), await Table.create(http, "counter")
        hooks = [(await subscribe(http, table.game_id, table.gm_token,
                                  "http://127.0.0.1:9/unused"))["webhook_id"]
                 for table in (slow, fast)]
    await _drain(queue)
    async with runtime.engine.connect() as connection:
        transaction = await connection.begin()
        await connection.execute(events.insert().values(**raw_row(slow.game_id, 2)))
        await fast.ok({"type": "Increment"})
        await _drain(queue)
        assert await _queued(runtime, hooks) == [], "a later commit waits for the open one"
        await transaction.commit()
    await _drain(queue)
    await fast.ok({"type": "Increment"})
    await _drain(queue)
    assert await _queued(runtime, hooks) == [(hooks[0], 2), (hooks[1], 2), (hooks[1], 3)]


async def test_with_no_subscription_the_cursor_jumps_to_the_head_in_one_look(
        settings: Settings) -> None:
    url = await asyncio.to_thread(fresh_database, "_queue")  # no subscription in it
    runtime = await Runtime.start(replace(settings, database=replace(settings.database,
                                                                     url=url, pool_size=4)))
    try:
        ctx, queue = runtime.ctx, DeliveryQueue(runtime.engine, batch=2)
        game_id = (await games.create_game(ctx, "counter", "queue", {}, {})).game_id
        for _ in range(5):  # versions 2-6, more than a batch
            await commands.handle_command(ctx, commands.CommandRequest(
            game_id=game_id, actor=GM, body=b'{"type": "Increment"}'))
        assert await queue.enqueue() == 0  # read nothing: nothing could match
        assert await _cursor(runtime) == await _newest(runtime)
    finally:
        await runtime.stop()
        await asyncio.to_thread(drop_database, url)


async def _cursor(runtime: Runtime) -> tuple[str, int]:
    async with runtime.engine.connect() as connection:
        row = (await connection.execute(sa.text(
            "SELECT transaction_id::text, global_position FROM webhook_outbox"))).one()
    return row[0], row[1]


async def _newest(runtime: Runtime) -> tuple[str, int]:
    async with runtime.engine.connect() as connection:
        row = (await connection.execute(sa.text(
            "SELECT transaction_id::text, global_position FROM events "
            "ORDER BY transaction_id DESC, global_position DESC LIMIT 1"))).one()
    return row[0], row[1]


async def test_a_look_reads_only_the_events_after_the_cursor(settings: Settings) -> None:
    """The plan, not a timing: with the cursor at the head of a log of 40 events, one look
    reads at most the one event of the jump probe, with and without a subscription (the
    cursor joined to the events, the look scanned the whole log below the horizon)."""
    url = await asyncio.to_thread(fresh_database, "_queue_plan")
    runtime = await Runtime.start(replace(settings, database=replace(settings.database,
                                                                     url=url, pool_size=4)))
    try:
        ctx, queue = runtime.ctx, DeliveryQueue(runtime.engine)
        game_id = (await games.create_game(ctx, "counter", "plan", {}, {})).game_id
        for _ in range(40):
            await commands.handle_command(ctx, commands.CommandRequest(
            game_id=game_id, actor=GM, body=b'{"type": "Increment"}'))
        await _drain(queue)
        assert await _events_read_by_a_look(runtime) <= 1
        async with runtime.engine.begin() as connection:
            await connection.execute(sa.text(
                "INSERT INTO webhooks (webhook_id, stream_id, url, view_as, format, secret, "
                "from_version) VALUES ('plan', :game, 'http://127.0.0.1:9/', 'gm', 'event', "
                "'secret', 0)"), {"game": game_id})
        assert await _events_read_by_a_look(runtime) <= 1
    finally:
        await runtime.stop()
        await asyncio.to_thread(drop_database, url)


async def _events_read_by_a_look(runtime: Runtime) -> int:
    """Rows the queue statement's scans of ``events`` returned (EXPLAIN ANALYZE, rolled
    back)."""
    statement = sa.text("EXPLAIN (ANALYZE, FORMAT JSON) " + _ENQUEUE.text)
    async with runtime.engine.connect() as connection:
        transaction = await connection.begin()
        plan = (await connection.execute(statement, {"limit": 500})).scalar_one()
        await transaction.rollback()
    return sum(node.get("Actual Rows", 0) * node.get("Actual Loops", 1)
               for node in _nodes(plan[0]["Plan"]) if node.get("Relation Name") == "events")


def _nodes(node: dict[str, Any]) -> Iterator[dict[str, Any]]:
    yield node
    for child in node.get("Plans", ()):
        yield from _nodes(child)


async def test_a_subscription_made_while_an_append_commits_starts_after_it(
        app: Litestar, runtime: Runtime, client: AsyncClient) -> None:
    """The subscription reads the stream head under a share lock: an append in flight
    (here: an event and its head, not yet committed) makes it wait, and it then starts
    after that event, so the queue can never pass the event by before the subscription
    is visible while the subscription claims it."""
    async with allowing_private(app, runtime, client) as http:
        table = await Table.create(http, "counter")
        head = await _head(runtime, table.game_id)
        async with runtime.engine.connect() as connection:
            transaction = await connection.begin()
            row = raw_row(table.game_id, head + 1)
            await connection.execute(events.insert().values(**row))
            await connection.execute(streams.update().where(
                streams.c.stream_id == table.game_id).values(version=head + 1,
                                                             last_hash=row["hash"]))
            creating = asyncio.create_task(subscribe(http, table.game_id, table.gm_token,
                                                     "http://127.0.0.1:9/unused"))
            await asyncio.sleep(0.3)
            waited = not creating.done()
            await transaction.commit()
        created = await asyncio.wait_for(creating, 10)
    assert waited, "the subscription waited for the append in flight"
    assert created["from_version"] == head + 1


async def _head(runtime: Runtime, game_id: str) -> int:
    async with runtime.engine.connect() as connection:
        return int(await connection.scalar(
            sa.select(streams.c.version).where(streams.c.stream_id == game_id)))

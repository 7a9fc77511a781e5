"""The queue step (one statement in PostgreSQL) reads the global log as ``GlobalLog``
does: an event committed late is queued, never skipped, and nothing is queued twice."""

import sqlalchemy as sa
from httpx import AsyncClient
from litestar import Litestar

from infrastructure.db.schema import events
from infrastructure.runtime import Runtime
from infrastructure.webhooks.queue import DeliveryQueue
from tests.integration.test_global_log import raw_row
from tests.support.api import Table
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
    await _drain(queue)
    assert await _queued(runtime, hooks) == [(hooks[0], 2), (hooks[1], 2), (hooks[1], 3)]

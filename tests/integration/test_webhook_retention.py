"""The retention of webhook deliveries (``WEBHOOK_RETENTION_DAYS``): done deliveries older
than the retention go with their attempts; pending ones stay however old; ``0`` keeps all."""

from datetime import timedelta

import sqlalchemy as sa
from httpx import AsyncClient
from litestar import Litestar

from infrastructure.db.schema import webhook_attempts, webhook_deliveries, webhooks
from infrastructure.retention import purge_expired
from infrastructure.runtime import Runtime
from infrastructure.settings import WebhookSettings
from tests.support.api import Table
from tests.support.webhooks import allowing_private, subscribe

DAY = timedelta(days=1)
CASES = {  # version: (status, age)
    1: ("delivered", 31 * DAY), 2: ("failed", 40 * DAY), 3: ("skipped", 31 * DAY),
    4: ("pending", 90 * DAY), 5: ("delivered", 29 * DAY), 6: ("failed", DAY),
}


async def webhook_of_a_new_game(app: Litestar, runtime: Runtime, client: AsyncClient) -> str:
    async with allowing_private(app, runtime, client) as http:
        table = await Table.create(http, "counter")
        made = await subscribe(http, table.game_id, table.gm_token, "http://127.0.0.1:9/hook")
    return str(made["webhook_id"])


async def drop(runtime: Runtime, webhook_id: str) -> None:
    """Delete the subscription (its made-up deliveries must not reach later tests' workers)."""
    async with runtime.engine.begin() as connection:
        await connection.execute(webhooks.delete().where(webhooks.c.webhook_id == webhook_id))


async def add_deliveries(runtime: Runtime, webhook_id: str) -> None:
    async with runtime.engine.begin() as connection:
        for version, (status, age) in CASES.items():
            delivery = await connection.scalar(webhook_deliveries.insert().values(
                webhook_id=webhook_id, version=version, event_type="Incremented",
                status=status, created_at=sa.func.now() - age)
                .returning(webhook_deliveries.c.delivery_id))
            await connection.execute(webhook_attempts.insert().values(
                delivery_id=delivery, status_code=500, error="HTTP 500", duration_ms=3))


async def remaining(runtime: Runtime, webhook_id: str) -> tuple[set[int], int]:
    """The versions still stored for the subscription, and their attempts."""
    async with runtime.engine.connect() as connection:
        rows = (await connection.execute(sa.select(webhook_deliveries.c.version,
                                                   webhook_deliveries.c.delivery_id)
                .where(webhook_deliveries.c.webhook_id == webhook_id))).all()
        tries = await connection.scalar(sa.select(sa.func.count()).select_from(
            webhook_attempts).where(webhook_attempts.c.delivery_id.in_(
                [row.delivery_id for row in rows] or [-1])))
    return {row.version for row in rows}, int(tries or 0)


async def test_done_deliveries_past_the_retention_go_with_their_attempts(
        app: Litestar, runtime: Runtime, client: AsyncClient) -> None:
    assert WebhookSettings().retention_days == 30
    webhook_id = await webhook_of_a_new_game(app, runtime, client)
    await add_deliveries(runtime, webhook_id)
    async with runtime.engine.connect() as connection:
        before = int(await connection.scalar(
            sa.select(sa.func.count()).select_from(webhook_attempts)) or 0)

    result = await purge_expired(runtime.engine, batch_size=2, webhook_retention_days=30)

    assert await remaining(runtime, webhook_id) == ({4, 5, 6}, 3)
    assert result.webhook_deliveries >= 3
    async with runtime.engine.connect() as connection:
        after = int(await connection.scalar(
            sa.select(sa.func.count()).select_from(webhook_attempts)) or 0)
    assert before - after >= 3
    await drop(runtime, webhook_id)


async def test_zero_days_keeps_every_delivery(
        app: Litestar, runtime: Runtime, client: AsyncClient) -> None:
    webhook_id = await webhook_of_a_new_game(app, runtime, client)
    await add_deliveries(runtime, webhook_id)
    result = await purge_expired(runtime.engine, webhook_retention_days=0)
    assert await remaining(runtime, webhook_id) == (set(CASES), len(CASES))
    assert result.webhook_deliveries == 0
    await drop(runtime, webhook_id)

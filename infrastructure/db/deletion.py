"""Deleting a game: every row that belongs to it, in one transaction.

The stream row is locked first (``FOR UPDATE``) and its version compared with the one the
gm saw (``If-Match``): an append racing the deletion either commits first (the version
moved: nothing is deleted, 412) or waits for the lock and then finds no stream (its retry
answers 404). Then, children before parents: webhook attempts, deliveries and
subscriptions; idempotency records naming the game (the ``seat:<game>:<seat>`` scopes of
its commands, and answers naming it, such as its creation's); share links, snapshots, the
read model, seats, the secret, the events; the stream last.

The global log has a gap where the game's events were; its readers order by
``(transaction_id, global_position) > cursor``, so a cursor that points into the gap, or
before it, simply continues with the next event that exists. ``webhook_outbox`` is one
cursor for every game: nothing of it is the game's.
"""

import sqlalchemy as sa
from sqlalchemy.ext.asyncio import AsyncEngine

from infrastructure.db.schema import (
    events,
    game_secrets,
    idempotency_keys,
    read_models,
    seats,
    shares,
    snapshots,
    streams,
    webhook_attempts,
    webhook_deliveries,
    webhooks,
)
from services.ports import Deletion


def _idempotency_of(game_id: str) -> sa.ColumnElement[bool]:
    table = idempotency_keys
    return sa.or_(table.c.scope.startswith(f"seat:{game_id}:", autoescape=True),
                  table.c.response["game_id"].astext == game_id)


async def delete_game(engine: AsyncEngine, game_id: str, expected_version: int) -> Deletion:
    """Remove the game if it is at ``expected_version``; what happened."""
    game_webhooks = sa.select(webhooks.c.webhook_id).where(webhooks.c.stream_id == game_id)
    deliveries = sa.select(webhook_deliveries.c.delivery_id).where(
        webhook_deliveries.c.webhook_id.in_(game_webhooks))
    async with engine.begin() as connection:
        version = await connection.scalar(
            sa.select(streams.c.version).where(streams.c.stream_id == game_id)
            .with_for_update())
        if version is None:
            return "not_found"
        if version != expected_version:
            return "version_mismatch"
        await connection.execute(webhook_attempts.delete().where(
            webhook_attempts.c.delivery_id.in_(deliveries)))
        await connection.execute(webhook_deliveries.delete().where(
            webhook_deliveries.c.webhook_id.in_(game_webhooks)))
        await connection.execute(webhooks.delete().where(webhooks.c.stream_id == game_id))
        await connection.execute(idempotency_keys.delete().where(_idempotency_of(game_id)))
        for table in (shares, snapshots, read_models, seats, game_secrets, events):
            await connection.execute(table.delete().where(table.c.stream_id == game_id))
        await connection.execute(streams.delete().where(streams.c.stream_id == game_id))
    return "deleted"

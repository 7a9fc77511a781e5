"""Subscriptions and deliveries in PostgreSQL (the ``WebhookStore`` port)."""

import re
from typing import Any

import sqlalchemy as sa
from sqlalchemy.ext.asyncio import AsyncEngine

from infrastructure.db.schema import streams, webhook_attempts, webhook_deliveries, webhooks
from services.webhooks.model import Attempt, Delivery, NewSubscription, Subscription
from services.webhooks.ports import SubscriptionsFull

_SUBSCRIPTION_COLUMNS = (webhooks.c.webhook_id, webhooks.c.stream_id, webhooks.c.url,
                         webhooks.c.event_types, webhooks.c.view_as, webhooks.c.format,
                         webhooks.c.status, webhooks.c.created_at, webhooks.c.from_version,
                         webhooks.c.disabled_reason, webhooks.c.language)


def subscription_from_row(row: Any) -> Subscription:
    """A subscription from a ``webhooks`` row (never the secret)."""
    return Subscription(
        webhook_id=row.webhook_id, game_id=str(row.stream_id), url=row.url,
        event_types=row.event_types, view_as=row.view_as, format=row.format,
        status=row.status, created_at=row.created_at, from_version=row.from_version,
        disabled_reason=row.disabled_reason, language=row.language)


def delivery_from_row(row: Any, attempts: list[Attempt]) -> Delivery:
    """A delivery from a ``webhook_deliveries`` row and its attempts."""
    return Delivery(delivery_id=row.delivery_id, webhook_id=row.webhook_id,
                    version=row.version, event_type=row.event_type, status=row.status,
                    next_attempt_at=row.next_attempt_at, last_error=shown_error(row.last_error),
                    attempts=attempts)


RECEIVER_TEXT = re.compile(r"^(HTTP \d{3}): .*", re.DOTALL)
"""An answer's status with the receiver's text after it, as attempts recorded before the
text was dropped: the listing shows the status only."""


def shown_error(error: str | None) -> str | None:
    """An attempt's error as the deliveries listing shows it (no receiver's text)."""
    return None if error is None else RECEIVER_TEXT.sub(r"\1", error)


class PostgresWebhookStore:
    """The gm's subscriptions and what was sent for them."""

    def __init__(self, engine: AsyncEngine) -> None:
        self.engine = engine

    async def add(self, new: NewSubscription, limit: int) -> int | None:
        """Store a subscription with its secret, from the stream head read under a row
        lock: an append in flight (it updates the head) commits before the read, or waits
        until the subscription is committed, so the queue sees its event with the
        subscription or with a ``from_version`` that already covers it. The lock is
        exclusive, so subscriptions of one game are added one at a time and the count
        against ``limit`` holds."""
        sub = new.subscription
        head = sa.select(streams.c.version).where(streams.c.stream_id == sub.game_id)
        held = sa.select(sa.func.count()).select_from(webhooks).where(
            webhooks.c.stream_id == sub.game_id)
        async with self.engine.begin() as connection:
            version = await connection.scalar(head.with_for_update())
            if version is None:
                return None
            if (await connection.scalar(held) or 0) >= limit:
                raise SubscriptionsFull(sub.game_id)
            await connection.execute(webhooks.insert().values(
                webhook_id=sub.webhook_id, stream_id=sub.game_id, url=sub.url,
                event_types=sa.null() if sub.event_types is None else sub.event_types,
                view_as=sub.view_as, format=sub.format, language=sub.language,
                secret=new.secret, status=sub.status, from_version=version,
                created_at=sub.created_at))
        return int(version)

    async def subscriptions(self, game_id: str) -> list[Subscription]:
        """A game's subscriptions, oldest first."""
        query = (sa.select(*_SUBSCRIPTION_COLUMNS).where(webhooks.c.stream_id == game_id)
                 .order_by(webhooks.c.created_at, webhooks.c.webhook_id))
        async with self.engine.connect() as connection:
            return [subscription_from_row(r) for r in await connection.execute(query)]

    async def subscription(self, game_id: str, webhook_id: str) -> Subscription | None:
        """One subscription of a game."""
        query = sa.select(*_SUBSCRIPTION_COLUMNS).where(
            webhooks.c.stream_id == game_id, webhooks.c.webhook_id == webhook_id)
        async with self.engine.connect() as connection:
            row = (await connection.execute(query)).first()
        return None if row is None else subscription_from_row(row)

    async def delete(self, game_id: str, webhook_id: str) -> bool:
        """Remove a subscription and (cascading) its deliveries."""
        async with self.engine.begin() as connection:
            done = await connection.execute(webhooks.delete().where(
                webhooks.c.stream_id == game_id, webhooks.c.webhook_id == webhook_id))
        return bool(done.rowcount)

    async def deliveries(self, webhook_id: str, limit: int) -> list[Delivery]:
        """The newest deliveries with their attempts, newest first."""
        query = (sa.select(webhook_deliveries).where(webhook_deliveries.c.webhook_id
                                                     == webhook_id)
                 .order_by(webhook_deliveries.c.version.desc()).limit(limit))
        async with self.engine.connect() as connection:
            rows = (await connection.execute(query)).all()
            ids = [row.delivery_id for row in rows]
            tries = (await connection.execute(
                sa.select(webhook_attempts).where(webhook_attempts.c.delivery_id.in_(ids))
                .order_by(webhook_attempts.c.attempt_id))).all() if ids else []
        by_delivery: dict[int, list[Attempt]] = {}
        for t in tries:
            by_delivery.setdefault(t.delivery_id, []).append(Attempt(
                attempted_at=t.attempted_at, status_code=t.status_code,
                error=shown_error(t.error), duration_ms=t.duration_ms))
        return [delivery_from_row(r, by_delivery.get(r.delivery_id, [])) for r in rows]

    async def retry(self, webhook_id: str, delivery_id: int) -> Delivery | None:
        """Queue a delivery again now, and re-enable its subscription."""
        async with self.engine.begin() as connection:
            row = (await connection.execute(
                webhook_deliveries.update()
                .where(webhook_deliveries.c.webhook_id == webhook_id,
                       webhook_deliveries.c.delivery_id == delivery_id)
                .values(status="pending", next_attempt_at=sa.func.now())
                .returning(*webhook_deliveries.c))).first()
            if row is None:
                return None
            await connection.execute(webhooks.update().where(
                webhooks.c.webhook_id == webhook_id).values(
                status="active", disabled_reason=None, paused_until=None))
        return delivery_from_row(row, [])


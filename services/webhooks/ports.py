"""The webhook store the use cases talk to (PostgreSQL implements it)."""

from typing import Protocol

from services.webhooks.model import Delivery, NewSubscription, Subscription


class SubscriptionsFull(Exception):
    """The game holds as many subscriptions as it may already."""


class WebhookStore(Protocol):
    """Subscriptions and their deliveries."""

    async def add(self, new: NewSubscription, limit: int) -> int | None:
        """Store a subscription with its secret, starting after the game's version at
        that moment (its ``from_version`` is ignored); that version, None when the game
        is gone; ``SubscriptionsFull`` when the game holds ``limit`` already (checked
        under the same lock: two requests at once cannot both pass it). No event may
        commit between that read and the subscription becoming visible to the delivery
        queue, or the queue could pass it by unmatched."""
        ...

    async def subscriptions(self, game_id: str) -> list[Subscription]:
        """A game's subscriptions, oldest first."""
        ...

    async def subscription(self, game_id: str, webhook_id: str) -> Subscription | None:
        """One subscription of a game."""
        ...

    async def delete(self, game_id: str, webhook_id: str) -> bool:
        """Remove a subscription and its deliveries; False when there was none."""
        ...

    async def deliveries(self, webhook_id: str, limit: int) -> list[Delivery]:
        """The newest deliveries of a subscription with their attempts, newest first."""
        ...

    async def retry(self, webhook_id: str, delivery_id: int) -> Delivery | None:
        """Send a delivery again as soon as possible (the subscription is re-enabled)."""
        ...

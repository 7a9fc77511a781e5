"""Webhook subscriptions and deliveries as the application sees them."""

import base64
import secrets
from datetime import datetime
from typing import Literal

import msgspec

Format = Literal["standard", "discord"]
SubscriptionStatus = Literal["active", "disabled"]
DeliveryStatus = Literal["pending", "delivered", "failed", "skipped"]
OBSERVER = "observer"
"""``view_as``: what any observer seat would see (no seat's own secrets)."""

RETRY_SCHEDULE: tuple[float, ...] = (5, 300, 1800, 7200, 18000, 36000, 36000)
"""Seconds before each retry, as the Standard Webhooks spec recommends: immediately, then
5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h (eight attempts in all)."""
MAX_RETRY_AFTER = 3600.0
"""A receiver's ``Retry-After`` is honoured up to an hour."""


def new_secret() -> str:
    """A signing secret in the Standard Webhooks form: ``whsec_`` + base64 of 32 bytes."""
    return "whsec_" + base64.b64encode(secrets.token_bytes(32)).decode()


def new_webhook_id() -> str:
    """A subscription id."""
    return "wh_" + secrets.token_hex(12)


def retry_delay(attempts: int, scale: float = 1.0) -> float | None:
    """Seconds to wait after the ``attempts``-th failed attempt, or None when it was the
    last one; ``scale`` compresses the schedule (tests)."""
    if attempts > len(RETRY_SCHEDULE):
        return None
    return RETRY_SCHEDULE[attempts - 1] * scale


def message_id(game_id: str, version: int) -> str:
    """``webhook-id``: one per event, the same on every retry and every subscription."""
    return f"msg_{game_id}_{version}"


class Subscription(msgspec.Struct, frozen=True, kw_only=True):
    """A gm's subscription to a game's events (the secret is shown only at creation)."""

    webhook_id: str
    game_id: str
    url: str
    event_types: list[str] | None
    view_as: str
    format: Format
    status: SubscriptionStatus
    created_at: datetime
    from_version: int
    disabled_reason: str | None = None
    language: str | None = None
    """The language of its narration (``fr`` | ``en``); None: the game's own."""


class NewSubscription(msgspec.Struct, frozen=True, kw_only=True):
    """A subscription about to be stored, with its secret."""

    subscription: Subscription
    secret: str


class Attempt(msgspec.Struct, frozen=True, kw_only=True):
    """One try at sending a delivery."""

    attempted_at: datetime
    status_code: int | None
    error: str | None
    duration_ms: int


class Delivery(msgspec.Struct, frozen=True, kw_only=True):
    """One event for one subscription, and every attempt at it."""

    delivery_id: int
    webhook_id: str
    version: int
    event_type: str
    status: DeliveryStatus
    next_attempt_at: datetime | None
    last_error: str | None
    attempts: list[Attempt] = msgspec.field(default_factory=list)


class Outcome(msgspec.Struct, frozen=True, kw_only=True):
    """What a receiver answered (``status_code`` None: no answer at all)."""

    status_code: int | None
    error: str | None = None
    retry_after: float | None = None
    """Seconds the receiver asked us to wait (``Retry-After``, Discord's rate limit)."""
    duration_ms: int = 0

    @property
    def delivered(self) -> bool:
        """A 2xx answer."""
        return self.status_code is not None and 200 <= self.status_code < 300

    @property
    def refused(self) -> bool:
        """A 4xx answer other than 408 (timeout), 410 (gone) and 429 (slow down): the
        receiver will not take this delivery, and sending it again cannot change that,
        so it fails at once (Discord's 400 for a name it refuses, a 404 of a deleted
        channel...)."""
        code = self.status_code
        return code is not None and 400 <= code < 500 and code not in (408, 410, 429)

    @property
    def gone(self) -> bool:
        """``410 Gone``: the receiver asks us to stop (the subscription is disabled)."""
        return self.status_code == 410

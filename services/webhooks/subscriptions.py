"""Use cases of the gm's webhook subscriptions: create (the secret is shown once), list,
delete, inspect deliveries, retry one."""

import re
from collections.abc import Sequence

import msgspec

from domain.core import Actor
from domain.core.words import sentence
from domain.platform.events import PLATFORM_EVENT_NAMES
from domain.rulesets import get_ruleset
from services.context import AppContext
from services.errors import Forbidden, InvalidRequest, NotFound, VersionConflict
from services.game_state import LoadedGame
from services.i18n import LANGUAGES
from services.webhooks.model import (
    OBSERVER,
    Delivery,
    Format,
    NewSubscription,
    Subscription,
    new_secret,
    new_webhook_id,
)
from services.webhooks.policy import Network, check_url
from services.webhooks.ports import SubscriptionsFull, WebhookStore

MAX_DELIVERIES = 200
MAX_EVENT_TYPES = 200
WEBHOOK_ID = re.compile(r"wh_[0-9a-f]{24}")


def require_gm(actor: Actor) -> None:
    """Only the gm manages a game's webhooks (they can see as any seat)."""
    if not actor.is_gm:
        raise Forbidden("gm_only", sentence("only the gm manages a game's webhooks"))


def known_event_types(game: LoadedGame) -> frozenset[str]:
    """Every event name a game may record: the platform's and its rule system's."""
    ruleset = get_ruleset(game.platform.ruleset)
    names = {cls.__name__ for cls in ruleset.event_types} if ruleset is not None else set()
    return frozenset(names | PLATFORM_EVENT_NAMES)


def _check_choice(game: LoadedGame, view_as: str, event_types: list[str] | None) -> None:
    if view_as != OBSERVER and view_as not in game.platform.seats:
        raise InvalidRequest("invalid_view_as", sentence(
            "view_as is 'observer' or a seat of this game, not %(view_as)r", view_as=view_as))
    if len(event_types or ()) > MAX_EVENT_TYPES:
        raise InvalidRequest("invalid_event_types",
            sentence('at most %(max_event_types)s event types',
                     max_event_types=MAX_EVENT_TYPES))
    unknown = sorted(set(event_types or ()) - known_event_types(game))
    if unknown:
        raise InvalidRequest("invalid_event_types", sentence(
            "unknown event types: %(types)s", types=", ".join(unknown)))
    if event_types is not None and not event_types:
        raise InvalidRequest("invalid_event_types", sentence('event_types is omitted or not empty'))


async def create_subscription(ctx: AppContext, store: WebhookStore, game_id: str,
                              actor: Actor, url: str, view_as: str, fmt: Format,
                              event_types: list[str] | None, allow_private: bool,
                              networks: Sequence[Network] = (),
                              language: str | None = None,
                              limit: int = 10) -> NewSubscription:
    """A new subscription, starting after the game's version when it is stored;
    ``409 too_many_webhooks`` when the game holds ``limit`` already."""
    game = await ctx.loader.load(game_id)
    require_gm(actor)
    _check_choice(game, view_as, event_types)
    if language is not None and language not in LANGUAGES:
        raise InvalidRequest("invalid_language", sentence(
            "language is one of %(languages)s, not %(language)r",
            languages=", ".join(LANGUAGES), language=language))
    await check_url(url, allow_private, networks)
    subscription = Subscription(
        webhook_id=new_webhook_id(), game_id=game_id, url=url, event_types=event_types,
        view_as=view_as, format=fmt, status="active", created_at=ctx.clock(),
        from_version=game.version, language=language)
    new = NewSubscription(subscription=subscription, secret=new_secret())
    try:
        stored_from = await store.add(new, limit)
    except SubscriptionsFull:
        raise VersionConflict("too_many_webhooks", sentence(
            "this game has %(limit)s webhooks already, the most it may hold: delete one "
            "first", limit=limit)) from None
    if stored_from is None:
        raise NotFound("game_not_found", sentence('no game %(game_id)s', game_id=game_id))
    return msgspec.structs.replace(
        new, subscription=msgspec.structs.replace(subscription, from_version=stored_from))


async def list_subscriptions(ctx: AppContext, store: WebhookStore, game_id: str,
                             actor: Actor) -> list[Subscription]:
    """The game's subscriptions (without secrets)."""
    await ctx.loader.load(game_id)
    require_gm(actor)
    return await store.subscriptions(game_id)


async def _owned(ctx: AppContext, store: WebhookStore, game_id: str, actor: Actor,
                 webhook_id: str) -> Subscription:
    await ctx.loader.load(game_id)
    require_gm(actor)
    found = await store.subscription(game_id, webhook_id) if WEBHOOK_ID.fullmatch(
        webhook_id) else None
    if found is None:
        raise NotFound("webhook_not_found",
            sentence('no webhook %(webhook_id)r in this game',
                     webhook_id=webhook_id))
    return found


async def delete_subscription(ctx: AppContext, store: WebhookStore, game_id: str,
                              actor: Actor, webhook_id: str) -> None:
    """Stop and forget a subscription."""
    await _owned(ctx, store, game_id, actor, webhook_id)
    await store.delete(game_id, webhook_id)


async def list_deliveries(ctx: AppContext, store: WebhookStore, game_id: str, actor: Actor,
                          webhook_id: str) -> list[Delivery]:
    """A subscription's deliveries, newest first, each with its attempts."""
    await _owned(ctx, store, game_id, actor, webhook_id)
    return await store.deliveries(webhook_id, MAX_DELIVERIES)


async def retry_delivery(ctx: AppContext, store: WebhookStore, game_id: str, actor: Actor,
                         webhook_id: str, delivery_id: int) -> Delivery:
    """Queue one delivery again now (it keeps its ``webhook-id``)."""
    await _owned(ctx, store, game_id, actor, webhook_id)
    retried = await store.retry(webhook_id, delivery_id) if 0 < delivery_id < 2**63 else None
    if retried is None:
        raise NotFound("delivery_not_found",
            sentence('no delivery %(delivery_id)s for this webhook',
                     delivery_id=delivery_id))
    return retried


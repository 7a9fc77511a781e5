"""``/v1/games/{game_id}/webhooks``: the gm's webhook subscriptions and their deliveries."""

from datetime import datetime
from typing import Annotated, Literal

import msgspec
from litestar import Controller, HttpMethod, Response, delete, get, post, route
from litestar.datastructures import State
from litestar.di import Provide
from litestar.params import JSONBody, PathParameter

from infrastructure.api.created import created
from infrastructure.api.dependencies import Ctx, GameId, SeatActor, provide_actor
from infrastructure.redis_feed import RedisPublisher
from services.errors import InvalidRequest
from services.request_limits import FIELD_LENGTHS, MAX_INTEGER, MAX_ITEMS, MAX_LINE_LENGTH
from services.text import require_clean_text
from services.webhooks import subscriptions as use
from services.webhooks.model import Delivery, Format, Subscription

WebhookId = Annotated[str, PathParameter(max_length=MAX_LINE_LENGTH,
                                          description="The subscription's id.")]
DeliveryId = Annotated[int, PathParameter(ge=1, le=MAX_INTEGER,
                                          description="The delivery's id.")]


class CreateWebhookIn(msgspec.Struct, frozen=True):
    """A subscription: where to send, what, as whom, in which format."""

    url: Annotated[str, msgspec.Meta(min_length=1, max_length=FIELD_LENGTHS["url"], description=(
        "http(s) URL of the receiver; private, loopback and link-local addresses are "
        "refused (`webhook_url_forbidden`) unless the operator allows them."))]
    view_as: Annotated[str, msgspec.Meta(description=(
        "`observer`, or a seat id of the game: events are redacted as that seat reads "
        "them."))] = "observer"
    format: Annotated[Format, msgspec.Meta(description=(
        "`standard`: Standard Webhooks `{type, timestamp, data}`; `discord`: a Discord "
        "execute-webhook body `{username, content}` with the narration."))] = "standard"
    event_types: Annotated[Annotated[list[str], msgspec.Meta(
        min_length=1, max_length=MAX_ITEMS)] | None, msgspec.Meta(description=(
            "Only these event types (default: every event)."))] = None
    language: Annotated[Literal["en", "fr"] | None, msgspec.Meta(description=(
        "The language of the narration (`format=discord`): `fr` or `en`; omitted: the "
        "game's language."))] = None


class WebhookOut(msgspec.Struct, frozen=True):
    """A subscription (its secret is shown only when it is created)."""

    webhook_id: str
    url: str
    view_as: str
    format: Format
    event_types: list[str] | None
    status: Literal["active", "disabled"]
    disabled_reason: str | None
    from_version: int
    created_at: datetime
    language: str | None = None
    """The language of its narration; null: the game's."""


class CreatedWebhookOut(WebhookOut, frozen=True):
    """A new subscription with its signing secret (`whsec_…`, shown once)."""

    secret: str = ""


class WebhookListOut(msgspec.Struct, frozen=True):
    """A game's subscriptions."""

    webhooks: list[WebhookOut]


class DeliveryListOut(msgspec.Struct, frozen=True):
    """A subscription's deliveries, newest first, each with its attempts."""

    deliveries: list[Delivery]


def webhook_out(sub: Subscription) -> WebhookOut:
    """The API form of a subscription."""
    return WebhookOut(sub.webhook_id, sub.url, sub.view_as, sub.format, sub.event_types,
                      sub.status, sub.disabled_reason, sub.from_version, sub.created_at,
                      sub.language)


def _clean_text(data: CreateWebhookIn) -> None:
    """No control character in a subscription: in its URL ``422 webhook_url_invalid``, as
    every malformed URL; elsewhere ``422 invalid_text``, as every input."""
    try:
        require_clean_text(data.url, "url")
    except InvalidRequest as error:
        raise InvalidRequest("webhook_url_invalid", error.detail) from error
    require_clean_text({"view_as": data.view_as, "event_types": data.event_types})


class WebhookController(Controller):
    """Webhook subscriptions, for the gm."""

    path = "/v1/games/{game_id:str}/webhooks"
    tags = ["webhooks"]
    dependencies = {"actor": Provide(provide_actor)}
    security = [{"BearerToken": []}]

    @route("/", http_method=[HttpMethod.OPTIONS], include_in_schema=False)
    async def allow(self) -> Response[None]:
        """``Allow`` for the collection. Litestar's automatic OPTIONS handler of a path
        keeps the methods of the path's first handler (POST) when a second one (GET) is
        merged in; an explicit handler, registered first (names sort: ``allow`` <
        ``create``), lists both."""
        return Response(None, status_code=204, headers={"Allow": "GET, OPTIONS, POST"})

    @post("/", operation_id="createWebhook", status_code=201, summary="Subscribe a webhook")
    async def create(self, game_id: GameId, data: JSONBody[CreateWebhookIn], actor: SeatActor,
                     ctx: Ctx, state: State) -> Response[CreatedWebhookOut]:
        """Events after the game's current version are sent to `url`, signed (Standard
        Webhooks v1) with the returned `secret`, in version order, at least once. A game
        holds at most `WEBHOOKS_PER_GAME` subscriptions (409 `too_many_webhooks`)."""
        _clean_text(data)
        runtime = state.runtime
        new = await use.create_subscription(
            ctx, runtime.webhooks, game_id, actor, data.url, data.view_as, data.format,
            data.event_types, runtime.settings.webhooks.allow_private,
            runtime.settings.webhooks.allow_networks, data.language,
            state.limits.webhooks_per_game)
        sub = new.subscription
        return created(CreatedWebhookOut(sub.webhook_id, sub.url, sub.view_as, sub.format,
                                         sub.event_types, sub.status, sub.disabled_reason,
                                         sub.from_version, sub.created_at, sub.language,
                                         secret=new.secret),
                       f"/v1/games/{game_id}/webhooks/{sub.webhook_id}")

    @get("/", operation_id="listWebhooks", summary="List the webhooks")
    async def list_all(self, game_id: GameId, actor: SeatActor, ctx: Ctx,
                       state: State) -> WebhookListOut:
        """The game's subscriptions, oldest first (no secrets)."""
        found = await use.list_subscriptions(ctx, state.runtime.webhooks, game_id, actor)
        return WebhookListOut([webhook_out(sub) for sub in found])

    @delete("/{webhook_id:str}", operation_id="deleteWebhook", status_code=204,
            summary="Delete a webhook")
    async def remove(self, game_id: GameId, webhook_id: WebhookId, actor: SeatActor,
                     ctx: Ctx, state: State) -> None:
        """Stop sending and forget the subscription and its deliveries."""
        await use.delete_subscription(ctx, state.runtime.webhooks, game_id, actor, webhook_id)

    @get("/{webhook_id:str}/deliveries", operation_id="listWebhookDeliveries",
         summary="A webhook's deliveries")
    async def deliveries(self, game_id: GameId, webhook_id: WebhookId, actor: SeatActor,
                         ctx: Ctx, state: State) -> DeliveryListOut:
        """Each delivery (newest first): status, every attempt (HTTP status, error), and
        when the next try is due."""
        found = await use.list_deliveries(ctx, state.runtime.webhooks, game_id, actor,
                                          webhook_id)
        return DeliveryListOut(found)

    @post("/{webhook_id:str}/deliveries/{delivery_id:int}/retry", status_code=202,
          operation_id="retryWebhookDelivery", summary="Send a delivery again")
    async def retry(self, game_id: GameId, webhook_id: WebhookId, delivery_id: DeliveryId,
                    actor: SeatActor, ctx: Ctx, state: State) -> Delivery:
        """Queue the delivery again now, with the same `webhook-id`; a disabled
        subscription is re-enabled."""
        retried = await use.retry_delivery(ctx, state.runtime.webhooks, game_id, actor,
                                           webhook_id, delivery_id)
        if isinstance(ctx.publisher, RedisPublisher):  # every process's workers look now
            ctx.publisher.nudge(game_id)
        return retried

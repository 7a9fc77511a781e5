"""``GET /v1/games/{game_id}/events/stream``: the live feed as Server-Sent Events.

A stream is admitted under the caps of ``infrastructure/stream_limit.py`` (per seat, per
client address): past one, ``429 too_many_streams``. Its lease is released however the
stream ends (the client leaves, the hub cuts it off, the game or the seat goes).
"""

from collections.abc import Awaitable, Callable
from functools import partial
from typing import Annotated, Any

from litestar import Controller, Request, get
from litestar.datastructures import State
from litestar.di import Provide
from litestar.params import HeaderParameter, QueryParameter
from litestar.response import ServerSentEvent

from domain.core import Actor
from domain.core.words import sentence
from infrastructure.api.dependencies import (
    Ctx,
    GameId,
    SeatActor,
    bearer_token,
    provide_stream_actor,
)
from infrastructure.api.feed_stream import LiveStream
from infrastructure.api.language import Lang, request_language
from infrastructure.metrics import stream_refused
from infrastructure.public_rate_limit import counted_subject
from infrastructure.redis_feed import LiveFeed
from infrastructure.stream_limit import StreamLease, StreamLimits
from services import feed, queries
from services.context import AppContext
from services.errors import MalformedRequest
from services.fanout import FeedHub
from services.fanout_subscription import Subscription
from services.request_limits import MAX_VERSION
from services.stream_tickets import stream_actor


class FeedController(Controller):
    """The live feed."""

    path = "/v1/games/{game_id:str}/events/stream"
    tags = ["games"]
    dependencies = {"actor": Provide(provide_stream_actor)}
    security = [{"BearerToken": []}, {"StreamTicket": []}]

    @get("/", operation_id="streamEvents", summary="Live feed (Server-Sent Events)",
         response_description="text/event-stream: `id` = version, `event` = type, "
         "`data` = the event as in the log; `: keep-alive` comments when idle.")
    async def stream(
        self, game_id: GameId, actor: SeatActor, ctx: Ctx, state: State,
        request: Request[Any, Any, Any],
        after: Annotated[int | None, QueryParameter(
            ge=0, le=MAX_VERSION,
            description="Start after this version (default: the current version).")] = None,
        last_event_id: Annotated[str | None, HeaderParameter(
            name="Last-Event-ID", pattern=r"^[0-9]{1,18}$", max_length=18,
            description="Resume after this version (reconnects).")] = None,
        lang: Lang = None,
    ) -> ServerSentEvent:
        """Missed events first (from `Last-Event-ID` or `after`), then live ones, in order,
        each with its log lines in `lang` (else `Accept-Language`, else the game's
        language). It ends when the seat is revoked or its token rotated."""
        # The credentials are checked again once subscribed: a revocation or a rotation
        # landing between the first check and the subscription found no feed to end.
        return await open_stream(ctx, state, request, game_id, actor,
                                 start_of(last_event_id, after), partial(
                                     stream_actor, ctx, request.query_params.get("ticket"),
                                     bearer_token(request), game_id))


async def open_stream(ctx: AppContext, state: State, request: Request[Any, Any, Any],
                      game_id: str, actor: Actor, start: int | None,
                      still_allowed: Callable[[], Awaitable[object]] | None = None,
                      ) -> ServerSentEvent:
    """A live feed of the game for ``actor`` from ``start`` (None: now), under the caps
    (shared by the seat and share-link routes).

    ``still_allowed`` checks the reader's access again once subscribed (it raises when
    gone): access checked before, then revoked before the subscription existed, would
    find no feed to end, and the feed would outlive its revocation."""
    game = await queries.load_game(ctx, game_id)
    if start is not None and start > game.version:  # it would wait for versions to come,
        raise MalformedRequest("invalid_last_event_id", sentence(  # never resume
            "the feed cannot resume after version %(start)s: the game is at version "
            "%(version)s", start=start, version=game.version))
    limits = stream_limits(state)
    lease = await limits.admit(game_id, actor.seat_id, _address(request))
    live: LiveFeed = state.runtime.live
    position = game.version if start is None else start
    language = request_language(request, game.platform.language)
    try:
        live.start()
        sub = live.hub.subscribe(game, actor, position, language)
    except BaseException:
        limits.release(lease)
        raise
    if still_allowed is not None:
        try:
            await still_allowed()
        except BaseException:
            _release(live.hub, sub, limits, lease)
            raise
    behind = position < max(game.version, live.hub.head(game_id) or 0)
    chunks = feed.follow(live.hub, sub, behind, state.runtime.feed_heartbeat)
    return LiveStream(chunks, sub, partial(_release, live.hub, sub, limits, lease))


def _release(hub: FeedHub, sub: Subscription, limits: StreamLimits, lease: StreamLease,
             ) -> None:
    """A stream ended: its subscription and its place under the caps go (a partial, not a
    closure: a worker holds thousands of these)."""
    hub.unsubscribe(sub)
    limits.release(lease)


def stream_limits(state: State) -> StreamLimits:
    """The app's stream caps, on the runtime's Redis, made at first use (the app's
    lifespan closes them; tests may set their own)."""
    limits: StreamLimits | None = state.get("stream_limits")
    if limits is None:
        limits = StreamLimits(state.runtime.redis, state.feed_limits, stream_refused)
        state.stream_limits = limits
    return limits


def _address(request: Request[Any, Any, Any]) -> str | None:
    """The client address as the per-address limits count it (None: exempt)."""
    client = request.scope.get("client")
    return counted_subject(request.app.state.access, client[0] if client else None,
                           request.headers.getall("x-forwarded-for", []))


def start_of(last_event_id: str | None, after: int | None) -> int | None:
    if last_event_id is None:
        return after
    cleaned = last_event_id.strip()
    if not (cleaned.isascii() and cleaned.isdigit()):  # "²".isdigit(), but int("²") fails
        raise MalformedRequest("invalid_last_event_id", sentence('Last-Event-ID must be a version'))
    return int(cleaned)

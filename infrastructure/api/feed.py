"""``GET /v1/games/{game_id}/events/stream``: the live feed as Server-Sent Events."""

from functools import partial
from typing import Annotated, Any

from litestar import Controller, Request, get
from litestar.datastructures import State
from litestar.di import Provide
from litestar.params import HeaderParameter, QueryParameter
from litestar.response import ServerSentEvent

from infrastructure.api.dependencies import Ctx, GameId, SeatActor, provide_stream_actor
from infrastructure.api.feed_stream import LiveStream
from infrastructure.redis_feed import LiveFeed
from services import feed, queries
from services.errors import MalformedRequest


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
            ge=0, description="Start after this version (default: the current version).")] = None,
        last_event_id: Annotated[str | None, HeaderParameter(
            name="Last-Event-ID", description="Resume after this version (reconnects).")] = None,
    ) -> ServerSentEvent:
        """Missed events first (from `Last-Event-ID` or `after`), then live ones, in order."""
        start = _start(last_event_id, after)
        game = await queries.load_game(ctx, game_id)
        live: LiveFeed = state.runtime.live
        live.start()
        position = game.version if start is None else start
        sub = live.hub.subscribe(game, actor, position)
        behind = position < max(game.version, live.hub.head(game_id) or 0)
        chunks = feed.follow(live.hub, sub, behind, state.runtime.feed_heartbeat)
        return LiveStream(chunks, sub, partial(live.hub.unsubscribe, sub))


def _start(last_event_id: str | None, after: int | None) -> int | None:
    if last_event_id is None:
        return after
    cleaned = last_event_id.strip()
    if not (cleaned.isascii() and cleaned.isdigit()):  # "²".isdigit(), but int("²") fails
        raise MalformedRequest("invalid_last_event_id", "Last-Event-ID must be a version")
    return int(cleaned)

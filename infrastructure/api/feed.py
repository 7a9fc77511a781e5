"""``GET /v1/games/{game_id}/events/stream``: the live feed as Server-Sent Events."""

from collections.abc import AsyncIterator
from typing import Annotated, Any

import msgspec
from litestar import Controller, Request, get
from litestar.datastructures import State
from litestar.di import Provide
from litestar.params import HeaderParameter, QueryParameter
from litestar.response import ServerSentEvent, ServerSentEventMessage

from infrastructure.api.dependencies import Ctx, GameId, SeatActor, provide_actor
from infrastructure.api.schemas import event_out
from infrastructure.redis_feed import RedisWakeups
from services import feed, queries
from services.errors import MalformedRequest

RETRY_MS = 2000


class FeedController(Controller):
    """The live feed."""

    path = "/v1/games/{game_id:str}/events/stream"
    tags = ["games"]
    dependencies = {"actor": Provide(provide_actor)}
    security = [{"BearerToken": []}]

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
        wakeups = await RedisWakeups(state.runtime.redis, game_id).start()
        events = feed.follow(ctx, game_id, actor, game.version if start is None else start,
                             wakeups, poll_interval=state.runtime.feed_poll_interval)
        return ServerSentEvent(_messages(events), retry_duration=RETRY_MS)


def _start(last_event_id: str | None, after: int | None) -> int | None:
    if last_event_id is None:
        return after
    cleaned = last_event_id.strip()
    if not (cleaned.isascii() and cleaned.isdigit()):  # "²".isdigit(), but int("²") fails
        raise MalformedRequest("invalid_last_event_id", "Last-Event-ID must be a version")
    return int(cleaned)


async def _messages(events: AsyncIterator[Any]) -> AsyncIterator[ServerSentEventMessage]:
    async for event in events:
        if event is None:
            yield ServerSentEventMessage(comment="keep-alive", data=None)
            continue
        body = msgspec.json.encode(event_out(event)).decode()
        yield ServerSentEventMessage(data=body, event=event.type, id=event.version)

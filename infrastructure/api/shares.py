"""Share links: ``/v1/games/{game_id}/shares`` (the gm makes, lists and revokes them) and
``/v1/shared/{share_id}/…``, the game's read paths as an observer reads them, with no
token (``services.shares``).

The shared routes have no OpenAPI ``security``, so each request counts against its
client address's read budget (``infrastructure.api.creation_guard``). Commands are
refused: ``POST …/commands`` is 403 ``read_only_share``, any other method 405.
"""

from datetime import datetime
from functools import partial
from typing import Annotated, Any, Literal

import msgspec
from litestar import Controller, HttpMethod, Request, Response, delete, get, post, route
from litestar.datastructures import State
from litestar.di import Provide
from litestar.params import HeaderParameter, JSONBody, PathParameter, QueryParameter
from litestar.response import ServerSentEvent

from infrastructure.api.created import created
from infrastructure.api.dependencies import Ctx, GameId, SeatActor, provide_actor
from infrastructure.api.feed import open_stream, start_of
from infrastructure.api.language import Lang, request_language
from infrastructure.api.pictures import board_answer, board_of
from infrastructure.api.recap import AtVersion, Chart, read_recap, read_recap_picture
from infrastructure.api.schemas import EventPageOut, StateOut, event_out
from infrastructure.pictures.board_svg import MEDIA_TYPE
from services import queries, shares
from services.errors import Forbidden, NotFound, VersionConflict
from services.history.export import export_markdown
from services.recap.model import Recap
from services.request_limits import MAX_VERSION

ShareId = Annotated[str, PathParameter(max_length=100, description="The share's id.")]


class CreateShareIn(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """A read-only link: who it reads as (an observer) and, maybe, the version it stops at."""

    view_as: Literal["observer"] = "observer"
    at: Annotated[int, msgspec.Meta(ge=1, description=(
        "Pin the link to this version: its reads stop there and it has no live "
        "feed."))] | None = None


class ShareOut(msgspec.Struct, frozen=True):
    """A share link; ``url`` is the web table's page for it (``/#shared/<share_id>``)."""

    share_id: str
    url: str
    view_as: Literal["observer"]
    at: int | None
    created_at: datetime
    revoked: bool


class ShareListOut(msgspec.Struct, frozen=True):
    """The game's share links, oldest first (revoked ones too)."""

    shares: list[ShareOut]


def _out(share: shares.Share, request: Request[Any, Any, Any]) -> ShareOut:
    base = str(request.base_url).rstrip("/")
    return ShareOut(share.share_id, f"{base}/#shared/{share.share_id}", share.view_as,
                    share.at, share.created_at, share.revoked)


class SharesController(Controller):
    """The gm's share links of a game."""

    path = "/v1/games/{game_id:str}/shares"
    tags = ["shares"]
    dependencies = {"actor": Provide(provide_actor)}
    security = [{"BearerToken": []}]

    @route("/", http_method=[HttpMethod.OPTIONS], include_in_schema=False)
    async def allow(self) -> Response[None]:
        """``Allow`` for the collection: Litestar's automatic OPTIONS keeps only the first
        handler's methods when a second one is merged in (as for the webhooks)."""
        return Response(None, status_code=204, headers={"Allow": "GET, OPTIONS, POST"})

    @post("/", operation_id="createShare", status_code=201, summary="Make a share link")
    async def create(self, game_id: GameId, data: JSONBody[CreateShareIn], actor: SeatActor,
                     ctx: Ctx, state: State, request: Request[Any, Any, Any],
                     ) -> Response[ShareOut]:
        """The gm makes a read-only link to the game as an observer reads it. A game holds
        at most `SHARES_PER_GAME` links not revoked (409 `too_many_shares`)."""
        share = await shares.create_share(ctx, state.runtime.shares, game_id, actor,
                                          data.view_as, data.at, state.limits.shares_per_game)
        out = _out(share, request)
        return created(out, out.url)

    @get("/", operation_id="listShares", summary="The share links")
    async def list_all(self, game_id: GameId, actor: SeatActor, ctx: Ctx, state: State,
                       request: Request[Any, Any, Any]) -> ShareListOut:
        """The game's share links (the gm only)."""
        found = await shares.list_shares(ctx, state.runtime.shares, game_id, actor)
        return ShareListOut([_out(share, request) for share in found])

    @delete("/{share_id:str}", operation_id="revokeShare", status_code=204,
            summary="Revoke a share link")
    async def revoke(self, game_id: GameId, share_id: ShareId, actor: SeatActor, ctx: Ctx,
                     state: State) -> None:
        """The link answers 404 at once, in every server process; its live feeds end."""
        await shares.revoke_share(ctx, state.runtime.shares, game_id, share_id=share_id,
                                  actor=actor)


class SharedController(Controller):
    """A game read through a share link: the observer's view, no token."""

    path = "/v1/shared/{share_id:str}"
    tags = ["shares"]

    @get("/state", operation_id="getSharedState", summary="Shared: the state")
    async def state(self, share_id: ShareId, ctx: Ctx, state: State,
                    at: AtVersion = None) -> Response[StateOut]:
        """The read model as an observer reads it, now (or at the link's version) or at
        ``at``."""
        share = await shares.open_share(state.runtime.shares, share_id)
        reader = shares.reader(share)
        game = await queries.load_game(ctx, share.game_id, shares.capped(share, at))
        out = StateOut(share.game_id, game.platform.ruleset, game.version,
                       game.ruleset.view(game.rules, reader), [],
                       queries.offers(game, reader).waiting_for)
        return Response(out, headers={"ETag": f'"{game.version}"'})

    @get("/events", operation_id="listSharedEvents", summary="Shared: the event log")
    async def events(
        self, share_id: ShareId, ctx: Ctx, state: State,
        after: Annotated[int, QueryParameter(ge=0, le=MAX_VERSION,
                                             description="Versions after this one.")] = 0,
        limit: Annotated[int, QueryParameter(ge=1, le=queries.MAX_PAGE,
                                        description="Page size.")] = 100,
    ) -> EventPageOut:
        """The log as an observer reads it (up to the link's version, when it has one)."""
        share = await shares.open_share(state.runtime.shares, share_id)
        page = await queries.events_page(ctx, share.game_id, shares.reader(share), after,
                                         limit)
        events, following = page.events, page.next
        if share.at is not None:
            events = [e for e in events if e.version <= share.at]
            following = following if following is not None and following < share.at \
                else None
        return EventPageOut(page.ruleset, [event_out(e) for e in events], following,
                            min(page.version, share.at or page.version))

    @get("/events/stream", operation_id="streamSharedEvents",
         summary="Shared: the live feed", response_description=(
             "text/event-stream, as `GET /v1/games/{game_id}/events/stream`."))
    async def stream(
        self, share_id: ShareId, ctx: Ctx, state: State, request: Request[Any, Any, Any],
        after: Annotated[int | None, QueryParameter(
            ge=0, le=MAX_VERSION,
            description="Start after this version (default: the current version).")] = None,
        last_event_id: Annotated[str | None, HeaderParameter(
            name="Last-Event-ID", pattern=r"^[0-9]{1,18}$", max_length=18,
            description="Resume after this version (reconnects).")] = None,
    ) -> ServerSentEvent:
        """Missed events, then live ones; it ends when the link is revoked. A link pinned
        to a version has no live feed (409 ``share_pinned``)."""
        share = await shares.open_share(state.runtime.shares, share_id)
        if share.at is not None:
            raise VersionConflict("share_pinned", "this link shows a past version: no live feed")
        return await open_stream(ctx, state, request, share.game_id, shares.reader(share),
                                 start_of(last_event_id, after), partial(
                                     shares.open_share, state.runtime.shares, share_id))

    @get("/board.svg", operation_id="getSharedBoardPicture", summary="Shared: the board",
         media_type=MEDIA_TYPE, response_description="image/svg+xml, as `board.svg`.")
    async def board_picture(self, share_id: ShareId, ctx: Ctx, state: State,
                            request: Request[Any, Any, Any], at: AtVersion = None,
                            lang: Lang = None) -> Response[str]:
        """The board picture (ESPRI) as an observer sees it (304 as `board.svg`)."""
        share = await shares.open_share(state.runtime.shares, share_id)
        capped = shares.capped(share, at)
        game = await queries.load_game(ctx, share.game_id, capped)
        board = board_of(game.ruleset.view(game.rules, shares.reader(share)))
        if board is None:
            raise NotFound("no_board", "this game has no board")
        return board_answer(request, board, capped,
                            request_language(request, game.platform.language), game.ruleset.name)

    @get("/recap", operation_id="getSharedRecap", summary="Shared: the recap")
    async def recap(self, share_id: ShareId, ctx: Ctx, state: State,
                    request: Request[Any, Any, Any], at: AtVersion = None,
                    lang: Lang = None) -> Response[Recap]:
        """The recap as an observer reads it."""
        share = await shares.open_share(state.runtime.shares, share_id)
        return await read_recap(ctx, share.game_id, shares.reader(share), request,
                                shares.capped(share, at))

    @get("/recap.svg", operation_id="getSharedRecapPicture", summary="Shared: a recap chart",
         media_type=MEDIA_TYPE, response_description="image/svg+xml, as `recap.svg`.")
    async def recap_picture(self, share_id: ShareId, ctx: Ctx, state: State,
                            request: Request[Any, Any, Any], chart: Chart = "timeline",
                            at: AtVersion = None, lang: Lang = None) -> Response[str]:
        """A recap chart as an observer reads it."""
        share = await shares.open_share(state.runtime.shares, share_id)
        return await read_recap_picture(ctx, share.game_id, shares.reader(share), request,
                                        chart, shares.capped(share, at))

    @get("/export", operation_id="exportShared", summary="Shared: the readable log",
         media_type="text/markdown")
    async def export(self, share_id: ShareId, ctx: Ctx, state: State,
                     export_format: Annotated[Literal["markdown"], QueryParameter(
                         name="format", description="`markdown` only.")] = "markdown",
                     ) -> Response[bytes]:
        """The Markdown log as an observer reads it."""
        share = await shares.open_share(state.runtime.shares, share_id)
        text = await export_markdown(ctx, share.game_id, shares.reader(share), to=share.at)
        return Response(text.encode(), media_type="text/markdown", headers={
            "Content-Disposition": f'attachment; filename="shared-{share_id}.md"'})

    @post("/commands", operation_id="sendSharedCommand", status_code=403,
          summary="Shared: commands are refused", include_in_schema=False)
    async def commands(self, share_id: ShareId) -> None:
        """Always 403 ``read_only_share``: a share link only reads."""
        raise Forbidden("read_only_share", "a share link only reads; commands need a seat")

"""History endpoints: export a game's log, import an export as a new game."""

from typing import Annotated, Any

from litestar import Controller, Request, Response, get, post
from litestar.datastructures import State
from litestar.di import Provide
from litestar.params import QueryParameter

from domain.core.words import sentence
from infrastructure.api.body_guard import NDJSON_BODY
from infrastructure.api.created import created
from infrastructure.api.creation_guard import CREATES_GAME, require_creator_token
from infrastructure.api.dependencies import (
    Ctx,
    GameId,
    MinVersion,
    Reads,
    SeatActor,
    needed_version,
    provide_actor,
    request_metadata,
)
from infrastructure.api.language import Lang
from infrastructure.api.schemas import CreatedGameOut
from infrastructure.settings import LimitSettings
from services.errors import TooLarge
from services.history.export import FORMATS, Asked, export_game
from services.history.importer import import_ndjson
from services.history.log import MAX_LOG_PAGE, LogPage, log_page
from services.history.ndjson import MEDIA_TYPE
from services.request_limits import MAX_LINE_LENGTH, MAX_VERSION

ExportFormat = Annotated[str, QueryParameter(
    name="format", max_length=MAX_LINE_LENGTH,
    description="One of " + ", ".join(FORMATS) + ": ndjson is the full record "
    "(re-importable from the gm's export), markdown a readable log, foundry Foundry VTT chat "
    "messages.")]
ViewAs = Annotated[str | None, QueryParameter(
    name="view_as", max_length=100, description="format=foundry only: the reader whose view "
    "makes an entry public (`observer`, the default, or a seat id; a seat other than the "
    "gm may name only itself). Entries that reader does not see as the caller does are "
    "marked `flags.tabletop.gm_only`.")]
FoundryAfter = Annotated[int | None, QueryParameter(
    ge=0, le=MAX_VERSION,
    description="format=foundry only: the messages of the commands after this "
    "version (a follower passes the last version it has, the highest of its messages' "
    "`flags.tabletop.versions`): a new event costs it that event's message, not the whole "
    "log again. An ESPRI message that changed the board names the board picture once, in "
    "`flags.tabletop.board_picture` (`board.svg?at=<version>`: immutable, cacheable), "
    "never inlined.")]


class HistoryController(Controller):
    """``/v1/games``: a game's log out (export) and back in (import)."""

    path = "/v1/games"
    tags = ["history"]

    @get("/{game_id:str}/export", operation_id="exportGame", summary="Export the log",
         media_type=MEDIA_TYPE, response_description=(
             "The log: application/x-ndjson (format=ndjson), text/markdown (markdown) or "
             "application/json (foundry)."),
         dependencies={"actor": Provide(provide_actor)}, security=[{"BearerToken": []}])
    async def export(self, game_id: GameId, actor: SeatActor, reads: Reads,
                     request: Request[Any, Any, Any], export_format: ExportFormat = "ndjson",
                     view_as: ViewAs = None, lang: Lang = None,
                     min_version: MinVersion = None, after: FoundryAfter = None,
                     ) -> Response[bytes]:
        """The game's log for this seat (hidden events stay hidden from non-gm seats, whose
        NDJSON export therefore cannot be imported); with a replica, maybe served there.
        The text of the Markdown and Foundry formats is in ``lang``, else the best of
        ``Accept-Language``, else the game's language (``Content-Language`` says which)."""
        asked = Asked(lang, request.headers.get("accept-language"))
        needed = needed_version(request, min_version)
        exported = await reads.run(game_id, needed, lambda read: export_game(
            read, game_id, actor, export_format, view_as, asked, after))
        headers = {"Content-Disposition": f'attachment; filename="{exported.filename}"',
                   "Vary": "Accept-Language"}
        if exported.language is not None:
            headers["Content-Language"] = exported.language
        return Response(exported.body, media_type=exported.media_type, headers=headers)

    @get("/{game_id:str}/log", operation_id="getLog", summary="The log as narrated lines, paged",
         dependencies={"actor": Provide(provide_actor)}, security=[{"BearerToken": []}])
    async def log(
        self, game_id: GameId, actor: SeatActor, reads: Reads, request: Request[Any, Any, Any],
        after: Annotated[int, QueryParameter(ge=0, le=MAX_VERSION,
                                             description="Versions after this one.")] = 0,
        limit: Annotated[int, QueryParameter(ge=1, le=MAX_LOG_PAGE, description=(
            "At most this many events' worth of entries (a command is not cut)."))] = 200,
        lang: Lang = None, min_version: MinVersion = None,
    ) -> Response[LogPage]:
        """The session log as a page shows it: one entry per command (its last version,
        when, who acted by name, the narrated lines), redacted for this seat like
        `events`, in `lang`, else `Accept-Language`, else the game's language. Pass
        `next_after` as `after` for the next page (null: the end); the live feed's
        messages carry the lines of the events that follow (`narration`)."""
        needed = needed_version(request, min_version, after or None)
        page, language = await reads.run(game_id, needed, lambda read: log_page(
            read, game_id, actor, after, limit, lang, request.headers.get("accept-language")))
        return Response(page, headers={"Content-Language": language,
                                       "Vary": "Accept-Language, Authorization"})

    @post("/import", operation_id="importGame", status_code=201, summary="Import an export",
          request_max_body_size=None, guards=[require_creator_token],
          opt={**CREATES_GAME, **NDJSON_BODY})
    async def import_game(self, ctx: Ctx, request: Request[Any, Any, Any],
                          state: State) -> Response[CreatedGameOut]:
        """Create a new game from a gm's NDJSON export (body, `application/x-ndjson`); its
        hash chain must verify, and so must its server draws where it reveals their seed
        (`draw_mismatch`); draws it does not let the server check are counted as imported,
        unverified. At most `IMPORT_MAX_BYTES` (413) and `IMPORT_MAX_EVENTS` events (422
        `too_many_events`).

        The new game has a new id, a new gm seat and token (returned only here) and a new
        secret seed for later draws."""
        limits: LimitSettings = state.limits
        body = await read_at_most(request, limits.import_max_bytes)
        new = await import_ndjson(ctx, body, request_metadata(request),
                                  limits.import_max_events)
        return created(CreatedGameOut(new.game_id, new.gm_seat_id, new.gm_token, new.version),
                       f"/v1/games/{new.game_id}")


async def read_at_most(request: Request[Any, Any, Any], limit: int) -> bytes:
    """The request's body, or ``413 body_too_large`` as soon as it says or proves to be
    longer than ``limit`` bytes (the rest is never read)."""
    declared = request.headers.get("content-length", "")
    if declared.isdigit() and int(declared) > limit:
        raise _too_large(limit)
    chunks: list[bytes] = []
    size = 0
    async for chunk in request.stream():
        size += len(chunk)
        if size > limit:
            raise _too_large(limit)
        chunks.append(chunk)
    return b"".join(chunks)


def _too_large(limit: int) -> TooLarge:
    return TooLarge("body_too_large", sentence(
        "an import is at most %(limit)s bytes on this server", limit=limit))

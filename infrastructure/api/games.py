"""Game endpoints: create, seat, command, read. Each hands work to the service layer."""

from typing import Annotated, Any

from litestar import Controller, Request, Response, get, post
from litestar.datastructures import State
from litestar.di import Provide
from litestar.params import HeaderParameter, JSONBody, PathParameter, QueryParameter

from domain.core.words import sentence
from infrastructure.api.conditional import (
    NOT_MODIFIED,
    conditional_headers,
    matches,
    not_modified,
    reader_key,
    weak_etag,
)
from infrastructure.api.created import created
from infrastructure.api.creation_guard import CREATES_GAME, require_creator_token
from infrastructure.api.dependencies import (
    Ctx,
    GameId,
    MinVersion,
    Reads,
    SeatActor,
    game_to_read,
    needed_version,
    parse_if_match,
    provide_actor,
    request_metadata,
)
from infrastructure.api.game_access import GameAccessRoutes
from infrastructure.api.language import Lang, request_language
from infrastructure.api.schemas import (
    AvailableOut,
    CommandCheckOut,
    CommandOut,
    CreatedGameOut,
    CreatedSeatOut,
    CreateGameIn,
    CreateSeatIn,
    EventPageOut,
    GameSummaryOut,
    StateOut,
    event_out,
)
from services import commands, dry_run, games, narration, queries
from services.errors import RateLimited
from services.request_limits import MAX_LINE_LENGTH, MAX_VERSION

CharacterId = Annotated[str, PathParameter(max_length=MAX_LINE_LENGTH,
                                            description="The character's id.")]
IDEMPOTENCY_KEY_PATTERN = r"^[\x21-\x7e]([\x20-\x7e]*[\x21-\x7e])?$"
"""Visible ASCII, no white space at either end (HTTP strips it)."""
IF_MATCH_PATTERN = r'^(W/)?"?[0-9]+(-[0-9a-f]{1,32})?"?$'
"""A version, bare (``7``) or as an ETag (``"7"``, or a read's ``W/"7-<digest>"``)."""
AtVersion = Annotated[int | None, QueryParameter(
    ge=1, le=MAX_VERSION, description="A past version: the state right after that event.")]


def _etag(version: int) -> dict[str, str]:
    return {"ETag": f'"{version}"'}


def _spoken(version: int, language: str) -> dict[str, str]:
    """The headers of a read whose words (the offered choices' labels) are in ``language``."""
    return {**_etag(version), "Content-Language": language, "Vary": "Accept-Language"}


class GamesController(Controller):
    """``/v1/games``: the tables and everything played on them."""

    path = "/v1/games"
    tags = ["games"]

    @post("/", operation_id="createGame", status_code=201, summary="Create a game",
          guards=[require_creator_token], opt=CREATES_GAME)
    async def create_game(
        self, data: JSONBody[CreateGameIn], ctx: Ctx, request: Request[Any, Any, Any],
        idempotency_key: Annotated[str | None, HeaderParameter(
            name="Idempotency-Key", max_length=200, pattern=IDEMPOTENCY_KEY_PATTERN,
            description="Retry-safe key: the same key with the same body replays the "
            "first response (kept 24 hours).")] = None,
    ) -> Response[CreatedGameOut]:
        """Create a game and its gm seat; the gm token is returned only here."""
        new = await games.create_game(ctx, data.ruleset, data.title, data.options,
                                      request_metadata(request), idempotency_key)
        return created(CreatedGameOut(new.game_id, new.gm_seat_id, new.gm_token, new.version),
                       f"/v1/games/{new.game_id}")


class GameController(GameAccessRoutes):
    """``/v1/games/{game_id}``: one game, for a seat of that game."""

    path = "/v1/games/{game_id:str}"
    tags = ["games"]
    dependencies = {"actor": Provide(provide_actor)}
    security = [{"BearerToken": []}]

    @post("/seats", operation_id="addSeat", status_code=201, summary="Invite a seat")
    async def add_seat(
        self, game_id: GameId, data: JSONBody[CreateSeatIn], actor: SeatActor, ctx: Ctx,
        request: Request[Any, Any, Any],
        idempotency_key: Annotated[str | None, HeaderParameter(
            name="Idempotency-Key", max_length=200, pattern=IDEMPOTENCY_KEY_PATTERN,
            description="Retry-safe key (scoped to the gm seat): the same key with the same "
            "body replays the first answer, token included; with another body: 422. Kept "
            "24 hours.")] = None,
    ) -> Response[CreatedSeatOut]:
        """The gm invites a player or an observer; the seat's token is returned only here
        (and to a retry with the same `Idempotency-Key`)."""
        seat = await games.add_seat(ctx, game_id, actor, data.role, data.name,
                                    request_metadata(request), idempotency_key)
        return created(CreatedSeatOut(seat.seat_id, seat.token, seat.role, seat.version),
                       f"/v1/games/{game_id}/seats/{seat.seat_id}")

    @post("/commands", operation_id="sendCommand", status_code=200, summary="Send a command")
    async def send_command(
        self, game_id: GameId, actor: SeatActor, ctx: Ctx, request: Request[Any, Any, Any],
        state: State,
        if_match: Annotated[str | None, HeaderParameter(
            name="If-Match", pattern=IF_MATCH_PATTERN, max_length=MAX_LINE_LENGTH,
            description="Apply only if the game is at this version.")] = None,
        idempotency_key: Annotated[str | None, HeaderParameter(
            name="Idempotency-Key", max_length=200, pattern=IDEMPOTENCY_KEY_PATTERN,
            description="Retry-safe key (scoped to the seat): the same key with the same "
            "body replays the first response; with another body: 422; while the first is "
            "still in flight: 409. Kept 24 hours.")] = None,
        lang: Lang = None,
    ) -> Response[CommandOut]:
        """One command of the game's rule system, tagged by ``type`` (see the body schema).
        The answer's ``narration``: the log lines of its events, in ``lang``, else
        ``Accept-Language``, else the game's language."""
        rate = await state.runtime.rate_limiter.hit(actor.seat_id)
        if not rate.allowed:
            raise RateLimited("rate_limited",
                sentence('too many commands from this seat; slow down'),
                              {**rate.headers(), "Retry-After": str(rate.reset_seconds)})
        result = await commands.handle_command(ctx, commands.CommandRequest(
            game_id=game_id, actor=actor, body=await request.body(),
            if_match=parse_if_match(if_match), metadata=request_metadata(request),
            idempotency_key=idempotency_key))
        shown = await queries.redacted(ctx, game_id, result.events, actor)
        game = ctx.loader.cached(game_id) or await ctx.loader.load(game_id)
        lines = await narration.command_lines(ctx, game_id, result.events, actor,
                                              request_language(request, game.platform.language))
        body = CommandOut(game.platform.ruleset, result.game_id, result.version,
                          [event_out(e) for e in shown], lines)
        return Response(body, headers={**_etag(result.version), **rate.headers()})

    @post("/commands/check", operation_id="checkCommand", status_code=200,
          summary="Check a command without sending it")
    async def check_command(self, game_id: GameId, actor: SeatActor, ctx: Ctx,
                            request: Request[Any, Any, Any], state: State,
                            lang: Lang = None) -> CommandCheckOut:
        """Whether the rules would accept this command now, as ``sendCommand`` would decide
        it; nothing is appended. A refusal is the problem sending it would answer (its
        ``field`` names the part of the body it concerns), in ``lang``, else
        ``Accept-Language``, else the game's language: a guided form says it beside the
        field as the person types. Counted apart from the seat's commands."""
        rate = await state.runtime.rate_limiter.hit(f"check:{actor.seat_id}")
        if not rate.allowed:
            raise RateLimited("rate_limited", sentence('too many checks from this seat; slow '
                                                       'down'),
                              {**rate.headers(), "Retry-After": str(rate.reset_seconds)})
        await dry_run.check_command(ctx, commands.CommandRequest(
            game_id=game_id, actor=actor, body=await request.body()))
        return CommandCheckOut()

    @get("/", operation_id="getGame", summary="Game summary")
    async def get_game(self, game_id: GameId, actor: SeatActor, ctx: Ctx,
                       ) -> Response[GameSummaryOut]:
        """Rule system, title, version, phase and seats."""
        game = await queries.load_game(ctx, game_id)
        view = game.ruleset.view(game.rules, actor)
        summary = GameSummaryOut(**queries.summary(game, view))
        return Response(summary, headers=_etag(game.version))

    @get("/state", operation_id="getState", summary="Full state, now or at a version",
         responses=NOT_MODIFIED)
    async def get_state(self, game_id: GameId, actor: SeatActor, ctx: Ctx, reads: Reads,
                        request: Request[Any, Any, Any], at: AtVersion = None,
                        min_version: MinVersion = None, lang: Lang = None,
                        ) -> Response[StateOut]:
        """The read model as this seat may see it; ``at`` travels back in time. With a
        replica, a read naming a version (``at``, ``min_version``) may be served there. The
        offered choices are labelled in ``lang``, else ``Accept-Language``, else the game's
        language. ETag: weak, per version, reader and language; `If-None-Match` with it
        answers 304."""
        game = await game_to_read(ctx, reads, request, game_id, at, min_version)
        language = request_language(request, game.platform.language)
        etag = weak_etag(game.version, "state", game_id, reader_key(actor), language)
        if matches(request, etag):
            return not_modified(etag, language)
        offers = queries.offers(game, actor, language)
        state = StateOut(game_id, game.platform.ruleset, game.version,
                         game.ruleset.view(game.rules, actor), offers.available,
                         offers.waiting_for)
        return Response(state, headers=conditional_headers(etag, language))

    @get("/available", operation_id="getAvailable", summary="What this seat may send now")
    async def get_available(self, game_id: GameId, actor: SeatActor, ctx: Ctx,
                            request: Request[Any, Any, Any], at: AtVersion = None,
                            lang: Lang = None) -> Response[AvailableOut]:
        """The commands this seat may send now (or at version ``at``), for which characters
        and with which values (labelled in ``lang``, else ``Accept-Language``, else the
        game's language), and whom the table is waiting for. An observer gets an empty
        list and still ``waiting_for``."""
        game = await queries.load_game(ctx, game_id, at)
        language = request_language(request, game.platform.language)
        offers = queries.offers(game, actor, language)
        out = AvailableOut(game_id, game.platform.ruleset, game.version, offers.available,
                           offers.waiting_for)
        return Response(out, headers=_spoken(game.version, language))

    @get("/events", operation_id="listEvents", summary="The event log, paged")
    async def list_events(
        self, game_id: GameId, actor: SeatActor, reads: Reads, request: Request[Any, Any, Any],
        after: Annotated[int, QueryParameter(ge=0, le=MAX_VERSION,
                                             description="Versions after this one.")] = 0,
        limit: Annotated[int, QueryParameter(ge=1, le=queries.MAX_PAGE,
                                        description="Page size.")] = 100,
        min_version: MinVersion = None,
    ) -> EventPageOut:
        """Events in version order, redacted for the calling seat (with a replica, maybe
        served there: ``min_version`` and ``after`` say what it must hold)."""
        needed = needed_version(request, min_version, after or None)
        page = await reads.run(game_id, needed, lambda read: queries.events_page(
            read, game_id, actor, after, limit))
        return EventPageOut(page.ruleset, [event_out(e) for e in page.events], page.next,
                            page.version)

    @get("/characters/{character_id:str}", operation_id="getCharacter",
         summary="One character sheet")
    async def get_character(self, game_id: GameId, character_id: CharacterId, actor: SeatActor,
                            ctx: Ctx, at: AtVersion = None) -> Response[dict[str, Any]]:
        """One sheet with the rule system's field names and ``ruleset`` (ETag: the game
        version)."""
        version, sheet = await queries.character_sheet(ctx, game_id, actor, character_id, at)
        return Response(sheet, headers=_etag(version))

    @get("/board", operation_id="getBoard", summary="The board (ESPRI)")
    async def get_board(self, game_id: GameId, actor: SeatActor, ctx: Ctx,
                        at: AtVersion = None) -> Response[dict[str, Any]]:
        """The board as data: pool, quadrants with cells and nymphs, nymphs in the world."""
        version, board = await queries.board(ctx, game_id, actor, at)
        return Response(board, headers=_etag(version))

"""``GET /v1/games/{game_id}/board.svg``: the ESPRI board as a picture, for any seat.

The picture is drawn from the same board view as ``GET …/board`` (so a seat sees in it
exactly what it may read), now or at a past version (``?at=``). The picture of the board
now is a function of the board alone (no version in it), so its ETag changes only when
the board does: a page that asks again with ``If-None-Match`` after an event that left
the board alone gets a 304. A past version's picture says its version.
"""

from typing import Annotated, Any

import msgspec
from litestar import Controller, Request, Response, get
from litestar.di import Provide
from litestar.params import QueryParameter

from domain.core.words import sentence
from infrastructure.api.conditional import (
    NOT_MODIFIED,
    conditional_headers,
    matches,
    not_modified,
    weak_etag,
)
from infrastructure.api.dependencies import (
    Ctx,
    GameId,
    MinVersion,
    Reads,
    SeatActor,
    game_to_read,
    provide_actor,
)
from infrastructure.api.language import Lang, request_language
from infrastructure.pictures.board_svg import MEDIA_TYPE, board_svg
from services.errors import NotFound
from services.i18n import words
from services.request_limits import MAX_VERSION

PAST_PICTURE_CACHE = "private, max-age=31536000, immutable"
"""The picture at a past version: a follower fetches it once and keeps it."""
DRAWN: dict[tuple[str, str, int | None, bytes], str] = {}
"""Pictures drawn lately, by what they are drawn from (the board, its words, its
version): a table's open pages read the same board after the same event, so the first
page's picture serves the others (oldest first out)."""
DRAWN_KEPT = 256
AtVersion = Annotated[int | None, QueryParameter(
    ge=1, le=MAX_VERSION, description="A past version: the board right after that event.")]


def board_of(view: Any) -> Any:
    """The board part of a read model (a struct or its JSON form), or None."""
    if isinstance(view, dict):
        return view.get("board")
    return getattr(view, "board", None)


class PicturesController(Controller):
    """Pictures of a game, rendered by the server for any client."""

    path = "/v1/games/{game_id:str}"
    tags = ["games"]
    dependencies = {"actor": Provide(provide_actor)}
    security = [{"BearerToken": []}]

    @get("/board.svg", operation_id="getBoardPicture", summary="The board as SVG (ESPRI)",
         media_type=MEDIA_TYPE, responses=NOT_MODIFIED, response_description=(
             "image/svg+xml: the four seasonal paths (cage, 21 cells, world), every gem in "
             "its colour, the nymphs, weather, pool counts; with <title>, <desc> and "
             "aria-label text for screen readers. ETag: weak, changes with the board (and "
             "the language); `If-None-Match` with it answers 304."))
    async def board_picture(self, game_id: GameId, actor: SeatActor, ctx: Ctx, reads: Reads,
                            request: Request[Any, Any, Any], at: AtVersion = None,
                            lang: Lang = None, min_version: MinVersion = None,
                            ) -> Response[str]:
        """The board picture now or at version ``at`` (404 ``no_board`` for a rule system
        without a board), its words in ``lang``, else ``Accept-Language``, else the game's
        language."""
        game = await game_to_read(ctx, reads, request, game_id, at, min_version)
        board = board_of(game.ruleset.view(game.rules, actor))
        if board is None:
            raise NotFound("no_board", sentence('this game has no board'))
        return board_answer(request, board, at, request_language(request, game.platform.language),
                            game.ruleset.name)


def board_answer(request: Request[Any, Any, Any], board: Any, at: int | None, language: str,
                 ruleset: str) -> Response[Any]:
    """The picture of ``board`` (at version ``at``, or now), or 304 when the client has it
    (shared by the seat and share-link routes)."""
    encoded = msgspec.json.encode(board)
    etag = weak_etag("board" if at is None else at, encoded, language)
    if matches(request, etag):
        return not_modified(etag, language)
    key = (ruleset, language, at, encoded)
    picture = DRAWN.get(key)
    if picture is None:
        picture = DRAWN[key] = board_svg(board, at, words(language, ruleset))
        if len(DRAWN) > DRAWN_KEPT:
            del DRAWN[next(iter(DRAWN))]
    headers = conditional_headers(etag, language)
    if at is not None:  # a past version's picture never changes
        headers["Cache-Control"] = PAST_PICTURE_CACHE
    return Response(picture, media_type=MEDIA_TYPE, headers=headers)

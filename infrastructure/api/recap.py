"""``GET /v1/games/{game_id}/recap`` and ``/recap.svg``: how the game went, for any seat.

The recap is folded from the log as the seat reads it (``services.recap``), now or up to
a past version (``?at=``); its text and the pictures' words are in ``?lang=``, else
``Accept-Language``, else the game's language. ETag: weak, per version, reader and
language (and chart); ``If-None-Match`` with it answers 304 without folding the log.
"""

from typing import Annotated, Any, Literal

from litestar import Controller, Request, Response, get
from litestar.di import Provide
from litestar.params import QueryParameter

from domain.core import Actor
from infrastructure.api.conditional import (
    NOT_MODIFIED,
    conditional_headers,
    matches,
    not_modified,
    reader_key,
    weak_etag,
)
from infrastructure.api.dependencies import Ctx, GameId, SeatActor, provide_actor
from infrastructure.api.language import Lang, request_language
from infrastructure.pictures.board_svg import MEDIA_TYPE
from infrastructure.pictures.recap_svg import CHARTS, recap_svg
from services import queries
from services.context import AppContext
from services.i18n import words
from services.recap.model import Recap
from services.recap.use import recap_of
from services.request_limits import MAX_VERSION

AtVersion = Annotated[int | None, QueryParameter(
    ge=1, le=MAX_VERSION,
    description="A past version: the recap of the log up to that event.")]
Chart = Annotated[Literal["timeline", "outcomes", "luck"], QueryParameter(
    description="`timeline`: each character's tracked values by version; `outcomes`: the "
    "results per period; `luck`: observed against expected counts per kind of draw.")]
RECAP_DESCRIPTION = (
    "Per day or session (as the rule system counts them): commands and events per type, "
    "outcomes, who acted, per character; each character's tracked values by version "
    "(`series`, typed per rule system); luck: server draws (and, apart, physical ones) "
    "observed against expected per kind of draw, with Pearson's goodness of fit "
    "(`scipy.stats.chisquare`) and the text saying what its p-value means.")


async def read_recap(ctx: AppContext, game_id: str, actor: Actor,
                     request: Request[Any, Any, Any], at: int | None) -> Response[Any]:
    """The recap response for this reader (shared by the seat and share-link routes)."""
    game = await queries.load_game(ctx, game_id, at)
    language = request_language(request, game.platform.language)
    etag = weak_etag(game.version, "recap", game_id, reader_key(actor), language)
    if matches(request, etag):
        return not_modified(etag, language)
    recap = await recap_of(ctx, game, actor, language)
    return Response(recap, headers=conditional_headers(etag, language))


async def read_recap_picture(ctx: AppContext, game_id: str, actor: Actor,
                             request: Request[Any, Any, Any], chart: str,
                             at: int | None) -> Response[Any]:
    """The chart picture for this reader (shared by the seat and share-link routes)."""
    game = await queries.load_game(ctx, game_id, at)
    language = request_language(request, game.platform.language)
    etag = weak_etag(game.version, "recap.svg", chart, game_id, reader_key(actor), language)
    if matches(request, etag):
        return not_modified(etag, language)
    recap = await recap_of(ctx, game, actor, language)
    picture = recap_svg(recap, chart, words(language, game.ruleset.name))
    return Response(picture, media_type=MEDIA_TYPE,
                    headers=conditional_headers(etag, language))


class RecapController(Controller):
    """A game's recap, as data and as charts."""

    path = "/v1/games/{game_id:str}"
    tags = ["history"]
    dependencies = {"actor": Provide(provide_actor)}
    security = [{"BearerToken": []}]

    @get("/recap", operation_id="getRecap", summary="How the game went",
         description=RECAP_DESCRIPTION, responses=NOT_MODIFIED)
    async def recap(self, game_id: GameId, actor: SeatActor, ctx: Ctx,
                    request: Request[Any, Any, Any], at: AtVersion = None,
                    lang: Lang = None) -> Response[Recap]:
        """The recap now or up to version ``at``, redacted like the log for this seat."""
        return await read_recap(ctx, game_id, actor, request, at)

    @get("/recap.svg", operation_id="getRecapPicture", summary="A recap chart as SVG",
         media_type=MEDIA_TYPE, responses=NOT_MODIFIED, response_description=(
             "image/svg+xml: one chart of the recap (" + ", ".join(CHARTS) + "), with "
             "<title> and <desc> for screen readers. ETag: weak, per version, chart, "
             "reader and language; `If-None-Match` with it answers 304."))
    async def recap_picture(self, game_id: GameId, actor: SeatActor, ctx: Ctx,
                            request: Request[Any, Any, Any], chart: Chart = "timeline",
                            at: AtVersion = None, lang: Lang = None) -> Response[str]:
        """The chart ``chart`` of the recap now or up to version ``at``."""
        return await read_recap_picture(ctx, game_id, actor, request, chart, at)

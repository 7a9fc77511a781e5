"""``POST /v1/games/{game_id}/fork``: a new game from a past version of this one."""

from typing import Annotated, Any

import msgspec
from litestar import Controller, Request, Response, post
from litestar.di import Provide
from litestar.params import JSONBody

from infrastructure.api.created import created
from infrastructure.api.dependencies import (
    Ctx,
    GameId,
    SeatActor,
    provide_actor,
    request_metadata,
)
from services.fork import ForkedGame, fork_game


class ForkIn(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """Fork at a version of the source game (1 .. its current version)."""

    at: Annotated[int, msgspec.Meta(ge=1, description=(
        "The last version of the source kept in the fork (1 .. the source's version)."))]


class ForkController(Controller):
    """Forks, for the gm of the source game."""

    path = "/v1/games/{game_id:str}/fork"
    tags = ["history"]
    dependencies = {"actor": Provide(provide_actor)}
    security = [{"BearerToken": []}]

    @post("/", operation_id="forkGame", status_code=201, summary="Fork the game at a version")
    async def fork(self, game_id: GameId, data: JSONBody[ForkIn], actor: SeatActor, ctx: Ctx,
                   request: Request[Any, Any, Any]) -> Response[ForkedGame]:
        """A new game holding this game's events 1..``at`` re-sealed after a
        ``GameForked`` event, with a new secret seed; the same seat ids with new tokens
        (returned only here, the gm's as ``gm_token``). The source is untouched. Only the
        source's gm may fork (403); ``at`` below 1 is 400 ``invalid_parameter``, above the
        source's version 422
        ``version_out_of_range``."""
        forked = await fork_game(ctx, game_id, actor, data.at, request_metadata(request))
        return created(forked, f"/v1/games/{forked.game_id}")

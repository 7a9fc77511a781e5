"""``/v1/games/{game_id}/seats/{seat_id}``: revoke a seat, give it a new token (the work
is in ``services.seats``; the seat list is in ``infrastructure.api.game_access``)."""

from typing import Annotated, Any

import msgspec
from litestar import Controller, Request, Response, delete, post
from litestar.di import Provide
from litestar.params import PathParameter

from infrastructure.api.created import secret
from infrastructure.api.dependencies import (
    Ctx,
    GameId,
    SeatActor,
    provide_actor,
    request_metadata,
)
from services import seats
from services.request_limits import MAX_LINE_LENGTH

SeatId = Annotated[str, PathParameter(max_length=MAX_LINE_LENGTH,
                                       description="The seat's id.")]


class SeatRevokedOut(msgspec.Struct, frozen=True):
    """The seat was revoked (its token no longer works) at ``version``."""

    seat_id: str
    version: int


class SeatTokenOut(msgspec.Struct, frozen=True):
    """The seat's new token (shown only this once); the old one no longer works."""

    seat_id: str
    token: str
    version: int


def _etag(version: int) -> dict[str, str]:
    return {"ETag": f'"{version}"'}


class SeatsController(Controller):
    """``/v1/games/{game_id}/seats/{seat_id}``: revoke a seat, give it a new token."""

    path = "/v1/games/{game_id:str}/seats/{seat_id:str}"
    tags = ["games"]
    dependencies = {"actor": Provide(provide_actor)}
    security = [{"BearerToken": []}]

    @delete("/", operation_id="revokeSeat", status_code=200,
            summary="Revoke a seat")
    async def revoke_seat(self, game_id: GameId, seat_id: SeatId, actor: SeatActor, ctx: Ctx,
                          request: Request[Any, Any, Any]) -> Response[SeatRevokedOut]:
        """The gm revokes a seat: its token is refused (401) at once by every server
        process and its live feeds end. The seat stays in the log (``SeatRevoked``). Not
        the gm's own seat (409 ``gm_seat_not_revocable``: rotate its token instead); a
        seat revoked already is 409 ``seat_revoked``; an unknown one 404
        ``seat_not_found``; another seat than the gm 403 ``gm_only``."""
        version = await seats.revoke_seat(ctx, game_id, actor, seat_id,
                                          request_metadata(request))
        return Response(SeatRevokedOut(seat_id, version), headers=_etag(version))

    @post("/token", operation_id="rotateSeatToken", status_code=200,
          summary="Give a seat a new token")
    async def rotate_token(self, game_id: GameId, seat_id: SeatId, actor: SeatActor, ctx: Ctx,
                           request: Request[Any, Any, Any]) -> Response[SeatTokenOut]:
        """A new token for the seat, returned only here; the old one is refused (401) at
        once by every server process and the seat's live feeds end (reconnect with the
        new token). The gm may rotate any seat's token, another seat only its own (403
        ``not_your_seat``). ``SeatTokenRotated`` (without the token) is logged."""
        rotated = await seats.rotate_token(ctx, game_id, actor, seat_id,
                                           request_metadata(request))
        return secret(SeatTokenOut(rotated.seat_id, rotated.token, rotated.version),
                      headers=_etag(rotated.version))

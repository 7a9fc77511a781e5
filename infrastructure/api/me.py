"""``GET /v1/me``: the game, seat and role a bearer token stands for.

A client holding only a token (pasted from an invitation, say) learns which game it
opens; and tools that follow the document's links (schemathesis' stateful phase) start
from here, so every operation they reach is on the token's own game: an OpenAPI 3.1 link
can hand over a ``game_id``, never the token a created game answered with.
"""

from typing import Any

import msgspec
import structlog
from litestar import Controller, Request, get

from domain.core import Role
from infrastructure.api.dependencies import Ctx, bearer_token
from services.games import token_seat


class MeOut(msgspec.Struct, frozen=True):
    """The seat a bearer token stands for."""

    game_id: str
    seat_id: str
    role: Role


class MeController(Controller):
    """``/v1/me``, answered for any live seat token (401 without one)."""

    path = "/v1/me"
    tags = ["games"]
    security = [{"BearerToken": []}]

    @get("/", operation_id="getMe", summary="The token's game and seat")
    async def me(self, request: Request[Any, Any, Any], ctx: Ctx) -> MeOut:
        """The game, seat id and role of the seat holding the bearer token; 401
        (`missing_token`, `invalid_token`) without a live seat token."""
        seat = await token_seat(ctx, bearer_token(request))
        structlog.contextvars.bind_contextvars(game_id=seat.game_id, seat_id=seat.seat_id,
                                               role=seat.role)
        return MeOut(seat.game_id, seat.seat_id, seat.role)

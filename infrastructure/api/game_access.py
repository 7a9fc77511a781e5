"""``GET /v1/games/{game_id}/seats`` and ``DELETE /v1/games/{game_id}``, for
``GameController`` to inherit: Litestar refuses two controllers on one path (each adds
its own ``OPTIONS`` handler). The work is done by ``services.seats`` and
``services.game_deletion``; revoking a seat and rotating its token are in
``infrastructure.api.seats``.
"""

from datetime import datetime
from typing import Annotated

import msgspec
from litestar import Controller, HttpMethod, Response, delete, get, route
from litestar.openapi.datastructures import ResponseSpec
from litestar.params import HeaderParameter

from infrastructure.api.dependencies import (
    Ctx,
    GameId,
    SeatActor,
    parse_if_match,
)
from infrastructure.api.problems import PROBLEM_MEDIA_TYPE, Problem
from services import game_deletion, seats
from services.ports import SeatListing
from services.request_limits import MAX_LINE_LENGTH

IF_MATCH_PATTERN = r'^(W/)?"?[0-9]+(-[0-9a-f]{1,32})?"?$'
"""As ``infrastructure.api.games`` (which imports this module)."""


class SeatListedOut(msgspec.Struct, frozen=True):
    """A seat. ``seat_id``, ``created_at``, ``last_seen_at`` (written at most once a
    minute) and ``revoked`` are the gm's to see: ``null`` for other seats, which see only
    the seats still at the table."""

    role: str
    name: str
    seat_id: str | None
    created_at: datetime | None
    last_seen_at: datetime | None
    revoked: bool | None


class SeatsOut(msgspec.Struct, frozen=True):
    """The game's seats, oldest first."""

    seats: list[SeatListedOut]


def _seat_out(seat: SeatListing | seats.PublicSeat) -> SeatListedOut:
    if isinstance(seat, SeatListing):
        return SeatListedOut(seat.role, seat.name, seat.seat_id, seat.created_at,
                             seat.last_seen_at, seat.revoked)
    return SeatListedOut(seat.role, seat.name, None, None, None, None)


class GameAccessRoutes(Controller):
    """``GET .../seats`` and ``DELETE`` of the game, for ``GameController`` to inherit
    (its path and its seat dependency)."""

    # Litestar's automatic OPTIONS handler keeps the methods of a path's first handler
    # when another is merged in (see WebhookController.allow); handlers register in the
    # order of their ids (module.qualname), and ``game_access`` sorts before ``games``.
    @route("/", http_method=[HttpMethod.OPTIONS], include_in_schema=False)
    async def allow_game(self) -> Response[None]:
        """``Allow`` for the game."""
        return Response(None, status_code=204, headers={"Allow": "DELETE, GET, OPTIONS"})

    @route("/seats", http_method=[HttpMethod.OPTIONS], include_in_schema=False)
    async def allow_seats(self) -> Response[None]:
        """``Allow`` for the seats."""
        return Response(None, status_code=204, headers={"Allow": "GET, OPTIONS, POST"})

    @get("/seats", operation_id="listSeats", summary="The seats at the table")
    async def list_seats(self, game_id: GameId, actor: SeatActor, ctx: Ctx) -> SeatsOut:
        """The gm sees every seat, revoked ones too, with when it was created and last
        seen; other seats see the names and roles of the seats still at the table."""
        return SeatsOut([_seat_out(seat) for seat in
                         await seats.list_seats(ctx, game_id, actor)])

    @delete("/", operation_id="deleteGame", status_code=204, summary="Delete the game",
            responses={428: ResponseSpec(
                Problem, description="No If-Match: a deletion must name the version it "
                "deletes (`if_match_required`)", media_type=PROBLEM_MEDIA_TYPE)})
    async def delete_game(
        self, game_id: GameId, actor: SeatActor, ctx: Ctx,
        if_match: Annotated[str | None, HeaderParameter(
            name="If-Match", pattern=IF_MATCH_PATTERN, max_length=MAX_LINE_LENGTH,
            required=True,
            description="The game's current version (its ETag); without it: 428.")] = None,
    ) -> None:
        """The gm deletes the game and every row of it (events, read model, snapshots,
        seats, secret, idempotency records, webhooks) in one transaction; there is no
        undo, so export it first (``GET .../export``). Needs ``If-Match`` with the current
        version: 428 ``if_match_required`` without it, 412 ``version_mismatch`` when
        stale. Afterwards the game is 404 for everyone, in every server process, and its
        live feeds end."""
        await game_deletion.delete_game(ctx, game_id, actor, parse_if_match(if_match))

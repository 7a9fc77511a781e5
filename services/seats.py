"""Seats after they joined: who sits at the table, revoking a seat, a new token.

- ``list_seats``: the gm sees every seat (revoked ones too) with its times; other seats
  see the names and roles of the seats still at the table.
- ``revoke_seat`` (gm): ``SeatRevoked`` is appended and, in the same transaction, the
  seat's row is marked revoked and given a token hash no token has; the row stays, so the
  log still says who did what. The gm seat cannot be revoked, only given a new token.
- ``rotate_token`` (gm, or the seat itself): ``SeatTokenRotated`` (no token in it) and the
  new hash, in one transaction; the new token is shown only in the answer.

Either way the old token must fail at once in every process: the store drops this
process's cached seats of the game, and ``AppContext.access`` tells the other processes
and waits until they did too (``infrastructure.access``) before the answer is sent. Every
live feed of the seat ends when the fan-out hub reads the event (``services.fanout``).
"""

from typing import Any

import msgspec

from domain.core import Actor, DomainError, Event, Role, Seat
from domain.core.words import sentence
from domain.platform.events import SeatRevoked, SeatTokenRotated
from domain.platform.state import PlatformState
from services.commands import Append, append_with_retry
from services.context import AppContext
from services.errors import Forbidden, NotFound
from services.game_state import LoadedGame
from services.ports import SeatListing, SeatRecord
from services.tokens import hash_token, new_token


class PublicSeat(msgspec.Struct, frozen=True):
    """A seat as another seat sees it: a name and a role."""

    role: Role
    name: str


class RotatedToken(msgspec.Struct, frozen=True):
    """A seat's new token (shown only this once) and the game's version after it."""

    seat_id: str
    token: str
    version: int


async def list_seats(ctx: AppContext, game_id: str,
                     actor: Actor) -> list[SeatListing] | list[PublicSeat]:
    """Every seat with its times for the gm; names and roles of active seats otherwise."""
    listed = await ctx.store.list_seats(game_id)
    if actor.is_gm:
        return listed
    return [PublicSeat(seat.role, seat.name) for seat in listed if not seat.revoked]


async def revoke_seat(ctx: AppContext, game_id: str, actor: Actor, seat_id: str,
                      metadata: dict[str, Any]) -> int:
    """The gm revokes a player's or an observer's seat; the new version."""
    if not actor.is_gm:
        raise Forbidden("gm_only", sentence('only the gm seat may revoke seats'))

    def decide(game: LoadedGame, _rng: object) -> list[Event]:
        if active_seat(game.platform, seat_id).role == "gm":
            raise DomainError("gm_seat_not_revocable",
                sentence('the gm seat cannot be revoked; give it a new token with POST '
                         '.../seats/{seat_id}/token'))
        return [SeatRevoked(seat_id=seat_id)]

    seat = active_seat((await ctx.loader.load(game_id)).platform, seat_id)
    record = SeatRecord(seat_id, game_id, seat.role, seat.name, hash_token(new_token()),
                        revoked=True)  # a hash of a token nobody was ever given
    version = await append_with_retry(ctx, Append(
        game_id=game_id, metadata=_meta(metadata, actor, "RevokeSeat"), decide=decide,
        seats=[record]))
    await ctx.access.seats_changed(game_id, version)
    return version


async def rotate_token(ctx: AppContext, game_id: str, actor: Actor, seat_id: str,
                       metadata: dict[str, Any]) -> RotatedToken:
    """A new token for a seat (the gm's, or the caller's own); the old one stops working."""
    if not (actor.is_gm or actor.seat_id == seat_id):
        raise Forbidden("not_your_seat",
            sentence("a seat may only rotate its own token (or the gm's)"))

    def decide(game: LoadedGame, _rng: object) -> list[Event]:
        active_seat(game.platform, seat_id)
        return [SeatTokenRotated(seat_id=seat_id)]

    seat = active_seat((await ctx.loader.load(game_id)).platform, seat_id)
    token = new_token()
    record = SeatRecord(seat_id, game_id, seat.role, seat.name, hash_token(token))
    version = await append_with_retry(ctx, Append(
        game_id=game_id, metadata=_meta(metadata, actor, "RotateSeatToken"), decide=decide,
        seats=[record]))
    await ctx.access.seats_changed(game_id, version)
    return RotatedToken(seat_id, token, version)


def active_seat(table: PlatformState, seat_id: str) -> Seat:
    """A seat still at the table; 404 when it never was, 409 ``seat_revoked`` when gone."""
    seat = table.seats.get(seat_id)
    if seat is not None:
        return seat
    if seat_id in table.revoked_seats:
        raise DomainError("seat_revoked", sentence('seat %(seat_id)s was revoked', seat_id=seat_id))
    raise NotFound("seat_not_found", sentence('no seat %(seat_id)s in this game', seat_id=seat_id))


def _meta(metadata: dict[str, Any], actor: Actor, command_type: str) -> dict[str, Any]:
    return {**metadata, "command_type": command_type,
            "actor": {"seat_id": actor.seat_id, "role": actor.role}}

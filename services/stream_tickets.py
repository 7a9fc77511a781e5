"""Stream tickets: a short-lived, single-purpose credential for the live feed.

A browser's ``EventSource`` cannot send ``Authorization``, so a seat trades its bearer
token for a ticket (``POST /v1/games/{id}/stream-tickets``) and opens the stream with
``?ticket=``. A ticket names its game, its seat and its expiry, and is signed with
HMAC-SHA256 keyed by the seat's stored token hash: a value only the server holds (the
token itself is never stored, its hash never leaves the database). So tickets need no
table and no shared secret between server processes, any process can check one, and a
ticket dies with its seat. Tickets are valid ``TICKET_SECONDS`` and accepted by the
stream only; the request log never records query strings, so they are never logged.
"""

import base64
import binascii
import hashlib
import hmac
import secrets
import time
from datetime import UTC, datetime

import msgspec

from domain.core import Actor
from services.context import AppContext
from services.errors import Unauthenticated
from services.games import authenticate

TICKET_SECONDS = 60
PREFIX = "st_"
_REFUSED = ("invalid_ticket", "this stream ticket is forged, expired or not for this game; "
            "ask for a new one with POST /v1/games/{game_id}/stream-tickets")


class StreamTicket(msgspec.Struct, frozen=True):
    """A ticket and the moment it stops being accepted."""

    ticket: str
    expires_at: datetime


def _b64(raw: bytes) -> str:
    return base64.urlsafe_b64encode(raw).rstrip(b"=").decode()


def _unb64(text: str) -> bytes:
    return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))


def _signature(token_hash: bytes, payload: bytes) -> bytes:
    return hmac.new(token_hash, b"stream-ticket:" + payload, hashlib.sha256).digest()


async def issue_ticket(ctx: AppContext, actor: Actor, game_id: str,
                       now: float | None = None) -> StreamTicket:
    """A ticket for ``actor``'s seat on ``game_id``, valid ``TICKET_SECONDS`` from ``now``."""
    seat = await ctx.store.seat_of_game(game_id, actor.seat_id)
    if seat is None:  # the seat was just authenticated: only a vanished game gets here
        raise Unauthenticated(*_REFUSED)
    expires = int(now if now is not None else time.time()) + TICKET_SECONDS
    payload = f"{game_id}:{seat.seat_id}:{expires}:{secrets.token_hex(8)}".encode()
    ticket = f"{PREFIX}{_b64(payload)}.{_b64(_signature(seat.token_hash, payload))}"
    return StreamTicket(ticket, datetime.fromtimestamp(expires, UTC))


async def redeem_ticket(ctx: AppContext, ticket: str, game_id: str) -> Actor:
    """The seat a valid ticket stands for; ``Unauthenticated`` (401) otherwise."""
    try:
        encoded, _, signature = ticket.removeprefix(PREFIX).partition(".")
        payload = _unb64(encoded)
        ticket_game, seat_id, expires, _nonce = payload.decode().split(":")
        given = _unb64(signature)
        expiry = int(expires)
    except (ValueError, binascii.Error, UnicodeDecodeError):
        raise Unauthenticated(*_REFUSED) from None
    if not ticket.startswith(PREFIX) or ticket_game != game_id or expiry <= time.time():
        raise Unauthenticated(*_REFUSED)
    seat = await ctx.store.seat_of_game(game_id, seat_id)
    if seat is None or not hmac.compare_digest(_signature(seat.token_hash, payload), given):
        raise Unauthenticated(*_REFUSED)
    return Actor(seat.seat_id, seat.role)


async def stream_actor(ctx: AppContext, ticket: str | None, token: str | None,
                       game_id: str) -> Actor:
    """The live feed's reader: a ticket when one is given, else the bearer token."""
    if ticket is not None:
        return await redeem_ticket(ctx, ticket, game_id)
    return await authenticate(ctx, token, game_id)

"""Request-scoped values the controllers receive: the context, the acting seat, metadata."""

import uuid
from typing import Annotated, Any

import structlog
from litestar import Request
from litestar.connection import ASGIConnection
from litestar.datastructures import State
from litestar.di import NamedDependency
from litestar.params import PathParameter, QueryParameter

from domain.core import Actor
from domain.core.words import sentence
from infrastructure.db.replica import ReplicaReads
from services import queries
from services.context import AppContext
from services.errors import MalformedRequest, PreconditionFailed
from services.games import authenticate
from services.loading import LoadedGame
from services.request_limits import MAX_LINE_LENGTH, MAX_VERSION
from services.stream_tickets import stream_actor

MAX_VERSION_DIGITS = 10
"""A version is a PostgreSQL ``integer``: at most 10 digits."""
MAX_CLIENT_NAME = 64
"""``X-Client-Name`` is kept in the log up to this many characters."""
MAX_HEADER_TEXT = 200
"""A correlation id or an idempotency key is kept up to this many characters."""
Ctx = NamedDependency[AppContext]
"""The application context, injected by name."""
SeatActor = NamedDependency[Actor]
"""The seat acting, injected by name."""
GameId = Annotated[str, PathParameter(max_length=MAX_LINE_LENGTH,
                                       description="The game's id (a UUID).")]
Reads = NamedDependency[ReplicaReads]
"""Where lag-tolerant reads go (the replica, or the primary), injected by name."""
MinVersion = Annotated[int | None, QueryParameter(
    name="min_version", ge=1, le=MAX_VERSION,
    description="Read-your-writes with a replica: the answer "
    "reflects at least this version (a replica not there yet leaves it to the primary). "
    "A version in If-None-Match or If-Match counts the same.")]
"""A page passes the live feed's last id; ``game_to_read`` answers it from the worker's
cached game when that holds the version."""


def provide_reads(state: State) -> ReplicaReads:
    """The replica router built at start-up."""
    reads: ReplicaReads = state.runtime.reads
    return reads


def needed_version(request: ASGIConnection[Any, Any, Any, Any],
                   *versions: int | None) -> int | None:
    """The version a read must reflect at least: the largest of ``versions`` and of the
    versions in ``If-None-Match`` / ``If-Match`` (``"7"``, ``W/"7"``, a read's
    ``W/"7-<digest>"``; others ignored)."""
    found = [v for v in versions if v is not None]
    for name in ("if-none-match", "if-match"):
        for tag in request.headers.get(name, "").split(","):
            cleaned = tag.strip().removeprefix("W/").strip('"').split("-", 1)[0]
            if cleaned.isascii() and cleaned.isdigit() and len(cleaned) <= 18:
                found.append(int(cleaned))
    return max(found, default=None)


async def game_to_read(ctx: AppContext, reads: ReplicaReads,
                       request: ASGIConnection[Any, Any, Any, Any], game_id: str,
                       at: int | None, min_version: int | None) -> LoadedGame:
    """The game a read of ``state`` or ``board.svg`` answers from. Now: the primary's
    head. At ``at``: that version (maybe on the replica). With ``min_version`` (the version
    a page saw in the live feed): this worker's cached game when it holds at least that
    version and the one in ``If-None-Match``, without reading the stream head; a cache
    that is behind leaves it to the replica or the primary, so an answer is never older
    than the reader asked for (unless the game has not reached it)."""
    if at is None and min_version is None:
        return await queries.load_game(ctx, game_id)
    needed = needed_version(request, at, min_version)
    if at is None and (cached := ctx.loader.cached_since(game_id, needed)) is not None:
        return cached
    return await reads.run(game_id, needed, lambda read: queries.load_game(read, game_id, at))


def provide_ctx(state: State) -> AppContext:
    """The application context built at start-up."""
    ctx: AppContext = state.ctx
    return ctx


def bearer_token(request: ASGIConnection[Any, Any, Any, Any]) -> str | None:
    """The token of ``Authorization: Bearer <token>``, if any."""
    header = request.headers.get("authorization", "")
    scheme, _, token = header.partition(" ")
    return token.strip() if scheme.lower() == "bearer" and token.strip() else None


async def provide_actor(request: Request[Any, Any, Any], game_id: GameId,
                        ctx: "Ctx") -> Actor:
    """The seat behind the request's bearer token, for this game."""
    structlog.contextvars.bind_contextvars(game_id=game_id)
    actor = await authenticate(ctx, bearer_token(request), game_id)
    structlog.contextvars.bind_contextvars(seat_id=actor.seat_id, role=actor.role)
    return actor


async def provide_stream_actor(request: Request[Any, Any, Any], game_id: GameId,
                               ctx: "Ctx") -> Actor:
    """The live feed's reader: ``?ticket=`` (a stream ticket) or the bearer token."""
    structlog.contextvars.bind_contextvars(game_id=game_id)
    actor = await stream_actor(ctx, request.query_params.get("ticket"), bearer_token(request),
                               game_id)
    structlog.contextvars.bind_contextvars(seat_id=actor.seat_id, role=actor.role)
    return actor


def request_metadata(request: Request[Any, Any, Any]) -> dict[str, Any]:
    """Envelope metadata: correlation id, client name, idempotency key, request id.

    ``client`` is what the client names itself in ``X-Client-Name`` on purpose (``vtt-bot
    1.2``), never its ``User-Agent``: the log is kept forever and read by every seat, and a
    browser's or a phone's agent string says too much about its owner."""
    headers = request.headers
    return {
        "command_id": str(uuid.uuid4()),
        "correlation_id": header_text(headers.get("x-correlation-id")
                                      or headers.get("x-request-id"), MAX_HEADER_TEXT)
        or str(uuid.uuid4()),
        "client": header_text(headers.get("x-client-name"), MAX_CLIENT_NAME),
        "idempotency_key": header_text(headers.get("idempotency-key"), MAX_HEADER_TEXT),
    }


def header_text(header: str | None, limit: int) -> str | None:
    """A header's value as kept in the log: printable ASCII, white space collapsed, at
    most ``limit`` characters; None when absent or empty."""
    if header is None:
        return None
    cleaned = " ".join("".join(c for c in header if c.isascii() and c.isprintable()).split())
    return cleaned[:limit] or None


def parse_if_match(value: str | None) -> int | None:
    """``If-Match: 7``, ``"7"`` or ``W/"7-<digest>"`` (an ETag as returned by reads) -> 7."""
    if value is None:
        return None
    cleaned = value.strip().removeprefix("W/").strip('"').split("-", 1)[0]
    if not (cleaned.isascii() and cleaned.isdigit()):  # "²".isdigit(), but int("²") fails
        raise MalformedRequest("invalid_if_match",
                               sentence('If-Match must be a game version, e.g. If-Match: "12"'))
    digits = cleaned.lstrip("0") or "0"
    if len(digits) > MAX_VERSION_DIGITS:  # past 4,300 digits int() refuses to convert
        raise PreconditionFailed("version_mismatch", sentence(
            "If-Match names a version no game reaches (versions have at most 10 digits)"))
    return int(digits)

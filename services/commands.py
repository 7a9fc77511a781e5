"""The command path: load -> decide -> append -> project -> publish.

A conflict (another writer appended first) re-runs ``decide`` on the fresh state a bounded
number of times; with ``If-Match`` the client asked for exactly one version, so a moved
stream answers 412 instead. Nothing is half written: the events, the stream head and the
inline read model change in one transaction, or not at all.
"""

import asyncio
import random
import time
from collections.abc import Callable, Sequence
from typing import Any

import msgspec
import structlog

from domain.core import GM, Actor, Command, DomainError, Event, HmacRandomSource, RandomSource
from domain.core.words import sentence
from domain.platform.decider import decide_platform
from domain.platform.events import PLATFORM_COMMAND_TYPES
from services.codec import codec_for, to_new_event
from services.context import AppContext
from services.envelope import StoredEvent, seal
from services.errors import (
    Forbidden,
    InvalidRequest,
    PreconditionFailed,
    ServiceError,
    VersionConflict,
)
from services.game_state import LoadedGame, apply_events
from services.idempotency import IdempotencyKey, request_key, run_once
from services.ports import ConcurrencyConflict, SeatRecord
from services.snapshots import due, encode_snapshot

Decision = Callable[[LoadedGame, RandomSource], list[Event]]
OWNER_FIELDS = ("player_id", "owner_player_id")
UNKNOWN = "unknown"
"""The metrics' rule system and command type of a command never decoded (or replayed)."""


class CommandRequest(msgspec.Struct, frozen=True, kw_only=True):
    """One command as a seat sent it: the game, the seat, the raw body, ``If-Match``,
    the request's metadata (stored with the events) and its ``Idempotency-Key``."""

    game_id: str
    actor: Actor
    body: bytes
    if_match: int | None = None
    metadata: dict[str, Any] = msgspec.field(default_factory=dict)
    idempotency_key: str | None = None


class Append(msgspec.Struct, frozen=True, kw_only=True):
    """One decision to append to a game: ``decide`` run on its current state, with
    ``If-Match``, the events' metadata, the seats to write, the claimed idempotency
    ``key`` and what its stored ``answer`` adds."""

    game_id: str
    decide: Decision
    if_match: int | None = None
    metadata: dict[str, Any] = msgspec.field(default_factory=dict)
    seats: Sequence[SeatRecord] = ()
    key: IdempotencyKey | None = None
    answer: dict[str, Any] = msgspec.field(default_factory=dict)


class CommandResult(msgspec.Struct, frozen=True):
    """What a successful command returns: the new version and the events it caused."""

    game_id: str
    version: int
    events: list[StoredEvent]


async def handle_command(ctx: AppContext, request: CommandRequest) -> CommandResult:
    """Decode, authorise, decide and append one command sent by a seat.

    With an ``idempotency_key``, a retry of the same body replays the first result.
    """
    key = request_key(f"seat:{request.game_id}:{request.actor.seat_id}",
                      request.idempotency_key, request.body)  # forks: same ids
    handled = False

    async def run(claimed: IdempotencyKey | None) -> CommandResult:
        nonlocal handled
        handled = True  # _handle reports the command to the metrics itself
        return await _handle(ctx, request, claimed)

    async def replay(answer: dict[str, Any]) -> CommandResult:
        first, last = answer["first"], answer["version"]
        events = (await ctx.store.load(answer["game_id"], after=first - 1, to=last)
                  if first <= last else [])
        return CommandResult(answer["game_id"], last, events)

    with _measured(ctx, lambda: not handled):
        return await run_once(ctx.store, key, run, replay, ctx.late_releases)


class _Measured:
    """One command's report to ``ctx.metrics``: its rule system and type once known, the
    outcome its exit tells (``ok``, ``refused``, the service error's name, ``error``)."""

    def __init__(self, ctx: AppContext, reports: Callable[[], bool]) -> None:
        self.ctx, self.reports = ctx, reports
        self.ruleset, self.command_type = UNKNOWN, UNKNOWN

    def __enter__(self) -> "_Measured":
        self.started = time.perf_counter()
        return self

    def __exit__(self, kind: type[BaseException] | None, error: BaseException | None,
                 _trace: object) -> None:
        if not self.reports():
            return
        outcome = ("ok" if kind is None else "refused" if isinstance(error, DomainError)
                   else type(error).__name__ if isinstance(error, ServiceError) else "error")
        self.ctx.metrics.command(self.ruleset, self.command_type, outcome,
                                 time.perf_counter() - self.started)


def _measured(ctx: AppContext, reports: Callable[[], bool] = lambda: True) -> _Measured:
    return _Measured(ctx, reports)


async def _handle(ctx: AppContext, request: CommandRequest,
                  key: IdempotencyKey | None) -> CommandResult:
    game_id, actor = request.game_id, request.actor
    with _measured(ctx) as measured:
        cached = ctx.loader.cached(game_id)
        game = cached or await ctx.loader.load(game_id)
        measured.ruleset = game.ruleset.name
        command = codec_for(game.ruleset).decode_command(request.body)
        measured.command_type = str(type(command).__struct_config__.tag)
        structlog.contextvars.bind_contextvars(command_type=measured.command_type)
        if actor.role == "observer":
            raise Forbidden("read_only_seat", sentence('an observer seat cannot issue commands'))
        meta = {**request.metadata, "command_type": measured.command_type,
                "command": msgspec.to_builtins(command),
                "actor": {"seat_id": actor.seat_id, "role": actor.role}}

        def decide(current: LoadedGame, rng: RandomSource) -> list[Event]:
            if isinstance(command, PLATFORM_COMMAND_TYPES):
                return decide_platform(current.platform, command, actor, rng_seed(rng))
            check_table(current, command)
            return list(current.ruleset.decide(current.rules, command, actor, rng))

        append = Append(game_id=game_id, decide=decide, if_match=request.if_match,
                        metadata=meta, key=key)
        events = await _run(ctx, append, game, verified=cached is None)
        result = CommandResult(game_id, events[-1].version if events else game.version, events)
        if key is not None and not events:
            await ctx.store.record_idempotency((key, _answer(result)))
        return result


def _answer(result: CommandResult) -> dict[str, Any]:
    first = result.events[0].version if result.events else result.version + 1
    return {"game_id": result.game_id, "first": first, "version": result.version}


async def append_with_retry(ctx: AppContext, append: Append) -> int:
    """Append what ``append.decide`` returns on the current state; the new version. With
    a claimed ``key``, its answer (``{game_id, first, version}`` and ``answer``) is stored
    in the append's transaction."""
    game = await ctx.loader.load(append.game_id)
    events = await _run(ctx, append, game)
    return events[-1].version if events else game.version


async def _run(ctx: AppContext, append: Append, game: LoadedGame,
               verified: bool = True) -> list[StoredEvent]:
    """Decide and append under the game's lock in this worker (see ``services.locks``)."""
    async with ctx.locks.hold(append.game_id):
        latest = ctx.loader.cached(append.game_id)
        if latest is not None and latest.version > game.version:
            game, verified = latest, False
        return await _decide_and_append(ctx, append, game, verified)


async def _decide_and_append(ctx: AppContext, append: Append, game: LoadedGame,
                             verified: bool) -> list[StoredEvent]:
    """Decide and append, re-deciding on fresh state after a conflict.

    ``verified`` False: ``game`` comes from this worker's cache without a read of the
    stream head (one round trip saved per command). An append on a stale state conflicts
    and is retried; a refusal, an empty decision or an If-Match mismatch on it is checked
    again on fresh state before it is answered.
    """
    game_id, if_match, key = append.game_id, append.if_match, append.key
    secret = await ctx.store.secret(game_id)
    for _attempt in range(ctx.max_conflict_retries + 1):
        try:
            if if_match is not None and if_match != game.version:
                raise PreconditionFailed(
                    "version_mismatch",
                        sentence('If-Match %(if_match)s but the game is at %(version)s',
                                 if_match=if_match, version=game.version))
            rng = HmacRandomSource(secret, game_id, game.version, game.platform.randomness)
            new = [to_new_event(event) for event in append.decide(game, rng)]
        except (DomainError, ServiceError):
            if verified:
                raise
            game, verified = await ctx.loader.load(game_id), True
            continue
        if not new:
            if verified:
                return []
            game, verified = await ctx.loader.load(game_id), True
            continue
        sealed = seal(game_id, game.version, game.last_hash, new, append.metadata, ctx.clock())
        after = apply_events(game, sealed)
        snapshot = (encode_snapshot(after) if due(game.version, after.version, ctx.snapshot_every)
                    else None)
        record = None if key is None else (key, {**_answer(CommandResult(
            game_id, after.version, sealed)), **append.answer})
        try:
            await ctx.store.append(game_id, game.version, sealed,
                                   after.ruleset.view(after.rules, GM), append.seats,
                                   snapshot, record)
        except ConcurrencyConflict:
            ctx.metrics.conflict_retried(game.ruleset.name)
            await asyncio.sleep(_backoff(_attempt))
            game, verified = await ctx.loader.load(game_id), True
            continue
        ctx.loader.remember(after)
        await ctx.publisher.publish(game_id, sealed)
        return sealed
    raise VersionConflict("concurrency_conflict",
                          sentence('the game kept changing under this command; send it again'))


def rng_seed(rng: RandomSource) -> bytes:
    """The secret seed behind the game's source (revealed only by ``CloseGame``)."""
    assert isinstance(rng, HmacRandomSource)
    return rng.seed


def _backoff(attempt: int) -> float:
    """Full jitter, 2 ms doubling to 64 ms: spreads writers that collided on one game."""
    return random.uniform(0, 0.002 * 2 ** min(attempt, 5))


def check_table(game: LoadedGame, command: Command) -> None:
    """The table accepts rule commands: open, and every seat a command names is its own."""
    if game.platform.closed:
        raise DomainError("game_closed", sentence('the game is closed: it only reads now'))
    for field in OWNER_FIELDS:
        seat_id = getattr(command, field, None)
        if isinstance(seat_id, str) and seat_id not in game.platform.seats:
            raise InvalidRequest("unknown_seat",
                sentence('%(field)s %(seat_id)r is not a seat of this game',
                         field=field, seat_id=seat_id))

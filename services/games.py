"""Use cases around a table: create a game, seat people, recognise a token."""

import hmac
import uuid
from typing import Any

import msgspec

from domain.core import GM, Actor, RandomnessMode, Role
from domain.core.words import sentence
from domain.platform.events import GameCreated, SeatJoined
from domain.rulesets import RULESETS, get_ruleset
from services.codec import to_new_event
from services.commands import Append, append_with_retry
from services.context import AppContext
from services.envelope import GENESIS_HASH, seal
from services.errors import (
    Forbidden,
    InvalidRequest,
    NotFound,
    Unauthenticated,
    VersionConflict,
)
from services.game_state import apply_events, empty_game
from services.i18n import DEFAULT_LANGUAGE, LANGUAGES
from services.idempotency import IdempotencyKey, request_key, run_once
from services.ports import SeatRecord, StreamInfo
from services.text import require_clean_text
from services.tokens import (
    commitment,
    gm_token,
    hash_token,
    new_seed,
    new_token,
    new_token_nonce,
    seat_token,
)

RANDOMNESS_MODES: tuple[RandomnessMode, ...] = ("server", "physical", "mixed")


class CreatedGame(msgspec.Struct, frozen=True):
    """What the creator of a game gets back (the gm token is shown only once)."""

    game_id: str
    gm_seat_id: str
    gm_token: str
    version: int


class StoredCreation(msgspec.Struct, frozen=True):
    """A creation's idempotent answer as stored: no token, only the nonce that, with the
    game's secret seed, re-derives it (``services.tokens.gm_token``)."""

    game_id: str
    gm_seat_id: str
    version: int
    gm_token_nonce: str


class CreatedSeat(msgspec.Struct, frozen=True):
    """A new seat and its token (shown only once)."""

    seat_id: str
    token: str
    role: Role
    version: int


def _split_options(ruleset_name: str, options: dict[str, Any],
                   ) -> tuple[RandomnessMode, str, Any]:
    ruleset = get_ruleset(ruleset_name)
    if ruleset is None:
        raise InvalidRequest("unknown_ruleset", sentence(
            "unknown ruleset %(ruleset)r; expected one of %(rulesets)s", ruleset=ruleset_name,
            rulesets=", ".join(sorted(RULESETS))))
    rules_options = dict(options)
    randomness = rules_options.pop("randomness", "server")
    if randomness not in RANDOMNESS_MODES:
        raise InvalidRequest("invalid_options", sentence(
            "options.randomness must be one of %(modes)s", modes=", ".join(RANDOMNESS_MODES)))
    language = rules_options.pop("language", DEFAULT_LANGUAGE)
    if language not in LANGUAGES:
        raise InvalidRequest("invalid_options", sentence(
            "options.language must be one of %(languages)s", languages=", ".join(LANGUAGES)))
    try:
        decoded = msgspec.convert(rules_options, ruleset.options_type, strict=True)
    except msgspec.ValidationError as error:
        raise InvalidRequest("invalid_options",
            sentence('options: %(error)s',
                     error=error)) from error
    return randomness, language, decoded


async def create_game(ctx: AppContext, ruleset_name: str, title: str,
                      options: dict[str, Any], metadata: dict[str, Any],
                      idempotency_key: str | None = None) -> CreatedGame:
    """Open a new game's stream with ``GameCreated`` and its gm seat.

    With an ``idempotency_key`` a retried creation returns the first game and its gm
    token. The stored answer keeps no token: the token is derived (``gm_token``) from the
    game's secret seed and a random nonce, and only the nonce is stored; a replay derives
    it again. Not the seed alone, which ``CloseGame`` makes public. A replay whose gm
    token was rotated since is ``409 gm_token_rotated`` (the old token no longer works;
    the new one went to whoever rotated it), one of a deleted game ``404``.
    """
    require_clean_text({"ruleset": ruleset_name, "title": title, "options": options})
    request = msgspec.json.encode([ruleset_name, title, options], order="sorted")
    key = request_key("create-game", idempotency_key, request)

    async def run(claimed: IdempotencyKey | None) -> CreatedGame:
        return await _create_game(ctx, ruleset_name, title, options, metadata, claimed)

    async def replay(answer: dict[str, Any]) -> CreatedGame:
        return await _replay_creation(ctx, answer)

    return await run_once(ctx.store, key, run, replay, ctx.late_releases)


async def _replay_creation(ctx: AppContext, answer: dict[str, Any]) -> CreatedGame:
    """The first creation's answer, its gm token derived again and checked against the
    gm seat's current token."""
    if "gm_token" in answer:  # stored before tokens were derived: expires with RETENTION
        created = msgspec.convert(answer, CreatedGame)
    else:
        stored = msgspec.convert(answer, StoredCreation)
        token = gm_token(await ctx.store.secret(stored.game_id), stored.game_id,
                         stored.gm_token_nonce)
        created = CreatedGame(stored.game_id, stored.gm_seat_id, token, stored.version)
    seat = await ctx.store.seat_of_game(created.game_id, created.gm_seat_id)
    if seat is None:
        raise NotFound("game_not_found", sentence(
            "game %(game_id)s, created with this Idempotency-Key, is gone",
            game_id=created.game_id))
    if not hmac.compare_digest(hash_token(created.gm_token), seat.token_hash):
        raise VersionConflict("gm_token_rotated", sentence(
            "this Idempotency-Key created the game, but its gm token has been rotated "
            "since: the first answer's token no longer works"))
    return created


async def _create_game(ctx: AppContext, ruleset_name: str, title: str,
                       options: dict[str, Any], metadata: dict[str, Any],
                       key: IdempotencyKey | None) -> CreatedGame:
    randomness, language, decoded = _split_options(ruleset_name, options)
    game_id, gm_seat_id, seed = str(uuid.uuid4()), _seat_id(), new_seed()
    nonce = new_token_nonce()
    token = gm_token(seed, game_id, nonce)  # a replay derives it again from the stored nonce
    created = GameCreated(ruleset=ruleset_name, title=title,
                          options=msgspec.to_builtins(decoded), randomness=randomness,
                          seed_commitment=commitment(seed), gm_seat_id=gm_seat_id,
                          language=language)
    sealed = seal(game_id, 0, GENESIS_HASH, [to_new_event(created)],
                  {**metadata, "actor": {"seat_id": gm_seat_id, "role": "gm"}}, ctx.clock())
    game = apply_events(empty_game(game_id), sealed)
    gm_seat = SeatRecord(gm_seat_id, game_id, "gm", "gm", hash_token(token))
    record = None if key is None else (
        key, msgspec.to_builtins(StoredCreation(game_id, gm_seat_id, 1, nonce)))
    await ctx.store.create_stream(StreamInfo(game_id, ruleset_name, 1, sealed[-1].hash), sealed,
                                  game.ruleset.view(game.rules, GM), [gm_seat], seed, record)
    ctx.loader.remember(game)
    await ctx.publisher.publish(game_id, sealed)
    return CreatedGame(game_id, gm_seat_id, token, 1)


async def add_seat(ctx: AppContext, game_id: str, actor: Actor, role: Role, name: str,
                   metadata: dict[str, Any],
                   idempotency_key: str | None = None) -> CreatedSeat:
    """The gm invites a player or an observer; ``SeatJoined`` records it.

    With an ``idempotency_key`` a retried invitation returns the first seat and its token
    (derived again from the game's seed and a nonce kept with the answer, as the gm
    token of a creation is); nothing is appended twice."""
    if not actor.is_gm:
        raise Forbidden("gm_only", sentence('only the gm seat may invite seats'))
    if role == "gm":
        raise InvalidRequest("invalid_role", sentence('a game has exactly one gm seat'))
    require_clean_text(name, "name")
    request = msgspec.json.encode([role, name])
    key = request_key(f"seats:{game_id}:{actor.seat_id}", idempotency_key, request)

    async def run(claimed: IdempotencyKey | None) -> CreatedSeat:
        return await _add_seat(ctx, game_id, actor, role, name, metadata, claimed)

    async def replay(answer: dict[str, Any]) -> CreatedSeat:
        return await _replay_seat(ctx, game_id, answer)

    return await run_once(ctx.store, key, run, replay, ctx.late_releases)


async def _add_seat(ctx: AppContext, game_id: str, actor: Actor, role: Role, name: str,
                    metadata: dict[str, Any], key: IdempotencyKey | None) -> CreatedSeat:
    seat_id, nonce = _seat_id(), new_token_nonce()
    token = new_token() if key is None else seat_token(await ctx.store.secret(game_id),
                                                       game_id, seat_id, nonce)
    record = SeatRecord(seat_id, game_id, role, name, hash_token(token))
    meta = {**metadata, "command_type": "AddSeat",
            "actor": {"seat_id": actor.seat_id, "role": actor.role}}
    version = await append_with_retry(ctx, Append(
        game_id=game_id, metadata=meta,
        decide=lambda game, _rng: [SeatJoined(seat_id=seat_id, role=role, name=name)],
        seats=[record], key=key, answer={"seat_id": seat_id, "token_nonce": nonce}))
    return CreatedSeat(seat_id, token, role, version)


async def _replay_seat(ctx: AppContext, game_id: str, answer: dict[str, Any]) -> CreatedSeat:
    """The first invitation's answer, its token derived again; ``409 seat_token_rotated``
    when that token was replaced since, ``409 seat_revoked`` when the seat is gone."""
    seat_id = str(answer["seat_id"])
    token = seat_token(await ctx.store.secret(game_id), game_id, seat_id,
                       str(answer["token_nonce"]))
    seat = await ctx.store.seat_of_game(game_id, seat_id)
    if seat is None:
        raise VersionConflict("seat_revoked", sentence(
            "the seat this Idempotency-Key invited was revoked since"))
    if not hmac.compare_digest(hash_token(token), seat.token_hash):
        raise VersionConflict("seat_token_rotated", sentence(
            "this Idempotency-Key invited the seat, but its token has been rotated since: "
            "the first answer's token no longer works"))
    return CreatedSeat(seat_id, token, seat.role, int(answer["version"]))


async def authenticate(ctx: AppContext, token: str | None, game_id: str) -> Actor:
    """The seat behind a bearer token, checked against the game it wants to reach."""
    if not token:
        raise Unauthenticated("missing_token",
            sentence("send 'Authorization: Bearer <seat token>'"))
    seat = await ctx.store.find_seat(hash_token(token))
    if seat is None:
        await require_game(ctx, game_id)  # a deleted game is 404 for its old tokens too
        raise Unauthenticated("invalid_token",
            sentence('no seat holds this token (or it was revoked, or replaced by a new one)'))
    if seat.game_id != game_id:
        raise Forbidden("wrong_game", sentence('this token belongs to a seat of another game'))
    return Actor(seat_id=seat.seat_id, role=seat.role)


async def token_seat(ctx: AppContext, token: str | None) -> SeatRecord:
    """The seat holding a bearer token, whatever its game (``GET /v1/me``)."""
    if not token:
        raise Unauthenticated("missing_token",
            sentence("send 'Authorization: Bearer <seat token>'"))
    seat = await ctx.store.find_seat(hash_token(token))
    if seat is None:
        raise Unauthenticated("invalid_token",
            sentence('no seat holds this token (or it was revoked, or replaced by a new one)'))
    return seat


async def require_game(ctx: AppContext, game_id: str) -> None:
    """``NotFound`` unless the game exists."""
    if await ctx.store.stream_info(game_id) is None:
        raise NotFound("game_not_found", sentence('no game %(game_id)s', game_id=game_id))


def _seat_id() -> str:
    return "seat_" + uuid.uuid4().hex[:16]

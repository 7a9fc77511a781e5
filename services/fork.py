"""Fork a game at a past version: "what if" from any moment of a session.

The new game (a new id) holds the source's events 1..``at`` re-sealed under its own id
(each keeps its type, data, metadata and time, so the hash chain verifies), then
``GameForked`` naming the source, the version and the source's hash there, and committing
to a fresh secret seed: later server draws are independent of the source's. The seats at
``at`` keep their ids (so characters keep their owners) and get new tokens, returned only
here. The source is only read.
"""

import uuid
from typing import Any

import msgspec

from domain.core import GM, Actor, Role
from domain.core.words import sentence
from services import queries
from services.codec import to_new_event
from services.context import AppContext
from services.envelope import seal
from services.errors import Forbidden
from services.history.importer import replay, reseal
from services.loading import LoadedGame, empty_game
from services.ports import SeatRecord, StreamInfo
from services.table import GameForked
from services.tokens import commitment, hash_token, new_seed, new_token


class ForkedSeat(msgspec.Struct, frozen=True):
    """A seat of the fork: the source's seat id and name, a new token (shown once)."""

    seat_id: str
    role: Role
    name: str
    token: str


class ForkedGame(msgspec.Struct, frozen=True):
    """The fork: its id, version, the gm's seat and token, every seat's new token."""

    game_id: str
    source_game_id: str
    at: int
    version: int
    gm_seat_id: str
    gm_token: str
    seats: list[ForkedSeat]


async def fork_game(ctx: AppContext, source_id: str, actor: Actor, at: int,
                    metadata: dict[str, Any]) -> ForkedGame:
    """A new game from the source's first ``at`` events (gm of the source only)."""
    if not actor.is_gm:
        raise Forbidden("gm_only", sentence('only the gm of a game may fork it'))
    current = await queries.load_game(ctx, source_id)
    source = await queries.load_game(ctx, source_id, at)
    game_id, seed = str(uuid.uuid4()), new_seed()
    events = reseal(game_id, await ctx.store.load(source_id, after=0, to=at))
    forked = GameForked(source_game_id=source_id, at=at, source_hash=source.last_hash.hex(),
                        seed_commitment=commitment(seed),
                        source_seed=_revealed_seed(current, source))
    events += seal(game_id, at, events[-1].hash, [to_new_event(forked)],
                   {**metadata, "command_type": "ForkGame",
                    "actor": {"seat_id": actor.seat_id, "role": "gm"}}, ctx.clock())
    game = replay(empty_game(game_id), events)
    seats = [ForkedSeat(s.seat_id, s.role, s.name, new_token())
             for s in game.table.seats.values()]
    records = [SeatRecord(s.seat_id, game_id, s.role, s.name, hash_token(s.token))
               for s in seats]
    info = StreamInfo(game_id, game.table.ruleset, game.version, game.last_hash)
    await ctx.store.create_stream(info, events, game.ruleset.view(game.rules, GM), records,
                                  seed)
    ctx.loader.remember(game)
    await ctx.publisher.publish(game_id, events[-1:])
    gm = next(s for s in seats if s.role == "gm")
    return ForkedGame(game_id, source_id, at, game.version, gm.seat_id, gm.token, seats)


def _revealed_seed(current: LoadedGame, at_fork: LoadedGame) -> str | None:
    """The source's seed if it is public already and is the one its draws up to the fork
    used (so the fork's export can re-derive them); otherwise None."""
    revealed = current.table.revealed_seed
    if revealed is None:
        return None
    try:
        seed = bytes.fromhex(revealed)
    except ValueError:
        return None
    return revealed if commitment(seed) == at_fork.table.seed_commitment else None

"""Fork a game at a past version: "what if" from any moment of a session.

The new game (a new id) holds the source's events 1..``at`` re-sealed under its own id
(each keeps its type, data, metadata and time, so the hash chain verifies), with a
snapshot every ``snapshot_every`` versions as played games have, then ``GameForked``
naming the source, the version and the source's hash there, committing to a fresh secret
seed (later server draws are independent of the source's), and titling the fork as one,
in the game's language (« Conte d'hiver (bifurcation à la version 42) »). The seats at
``at`` keep their ids (so characters keep their owners) and get new tokens, returned only
here. The source is only read: in pages, then re-sealed and folded off the event loop
(``services.history.rebuild``).
"""

import uuid
from typing import Any

import msgspec

from domain.core import Actor, Role
from domain.core.words import say, sentence
from domain.platform.events import GameForked
from services import queries
from services.codec import to_new_event
from services.context import AppContext
from services.envelope import StoredEvent
from services.errors import Forbidden
from services.history.rebuild import (
    Rebuilt,
    collection_paused,
    extend,
    off_the_loop,
    rebuild,
    store_history,
)
from services.i18n import PLATFORM, words
from services.loading import LoadedGame
from services.ports import SeatRecord
from services.tokens import commitment, hash_token, new_seed, new_token

PAGE = 1000
"""Events read from the source per query: each page is decoded between two awaits, so
a long source never holds the event loop for long."""


class ForkedSeat(msgspec.Struct, frozen=True):
    """A seat of the fork: the source's seat id and name, a new token (shown once)."""

    seat_id: str
    role: Role
    name: str
    token: str


class ForkedGame(msgspec.Struct, frozen=True):
    """The fork: its id, title, version, the gm's seat and token, every seat's new
    token."""

    game_id: str
    source_game_id: str
    at: int
    version: int
    gm_seat_id: str
    gm_token: str
    seats: list[ForkedSeat]
    title: str = ""
    """The fork's title: the source's, said to be a fork, in the game's language."""


async def fork_game(ctx: AppContext, source_id: str, actor: Actor, at: int,
                    metadata: dict[str, Any]) -> ForkedGame:
    """A new game from the source's first ``at`` events (gm of the source only)."""
    if not actor.is_gm:
        raise Forbidden("gm_only", sentence('only the gm of a game may fork it'))
    with collection_paused():
        return await _fork(ctx, source_id, actor, at, metadata)


async def _fork(ctx: AppContext, source_id: str, actor: Actor, at: int,
                metadata: dict[str, Any]) -> ForkedGame:
    current = await queries.load_game(ctx, source_id)
    source = await queries.load_game(ctx, source_id, at)
    game_id, seed = str(uuid.uuid4()), new_seed()
    history = await _read(ctx, source_id, at)
    forked = GameForked(source_game_id=source_id, at=at, source_hash=source.last_hash.hex(),
                        seed_commitment=commitment(seed),
                        source_seed=_revealed_seed(current, source),
                        title=fork_title(source, at))
    meta = {**metadata, "command_type": "ForkGame",
            "actor": {"seat_id": actor.seat_id, "role": "gm"}}
    every, now = ctx.snapshot_every, ctx.clock()

    def build() -> Rebuilt:
        return extend(rebuild(game_id, history, every), to_new_event(forked), meta, every, now)

    rebuilt = await off_the_loop(build)
    game = rebuilt.game
    seats = [ForkedSeat(s.seat_id, s.role, s.name, new_token())
             for s in game.platform.seats.values()]
    records = [SeatRecord(s.seat_id, game_id, s.role, s.name, hash_token(s.token))
               for s in seats]
    await store_history(ctx, rebuilt, records, seed, history)
    gm = next(s for s in seats if s.role == "gm")
    return ForkedGame(game_id, source_id, at, game.version, gm.seat_id, gm.token, seats,
                      game.platform.title)


async def _read(ctx: AppContext, game_id: str, to: int) -> list[StoredEvent]:
    """Events 1..``to`` of a game, ``PAGE`` at a time."""
    events: list[StoredEvent] = []
    while len(events) < to:
        page = await ctx.store.load(game_id, after=len(events), to=to, limit=PAGE)
        if not page:
            break
        events += page
    return events


def fork_title(source: LoadedGame, at: int) -> str:
    """The fork's title: « <source title> (bifurcation à la version <at>) », in the
    source game's language."""
    said = words(source.platform.language, PLATFORM)
    return say(said, "%(title)s (fork at version %(at)s)", title=source.platform.title, at=at)


def _revealed_seed(current: LoadedGame, at_fork: LoadedGame) -> str | None:
    """The source's seed if it is public already and is the one its draws up to the fork
    used (so the fork's export can re-derive them); otherwise None."""
    revealed = current.platform.revealed_seed
    if revealed is None:
        return None
    try:
        seed = bytes.fromhex(revealed)
    except ValueError:
        return None
    return revealed if commitment(seed) == at_fork.platform.seed_commitment else None

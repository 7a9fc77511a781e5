"""A history re-sealed under a new game id and folded, as an import or a fork stores it.

Imports and forks write a whole history at once: its events, each re-chained under the
new id (same type, data, metadata and time; ``recorded_at`` in UTC, as PostgreSQL gives
it back, so the new chain verifies on re-export), the state after each, and a snapshot
every ``every`` versions, as the command path takes them: ``state?at=`` on an imported or
forked game then costs one snapshot plus fewer than ``every`` folds, like any other game.

The work is CPU only (hashing, decoding, folding) and runs in ``HEAVY``, one worker
thread per process, never on the event loop: a 100,000-event import costs seconds of
CPU, during which the loop keeps serving every other request. One at a time, so two
large imports do not hold two such histories in memory at once.

Such a history is millions of objects (each event's data and metadata dicts), and every
full pass of the cyclic garbage collector walks all of them while holding the
interpreter, whichever thread triggered it: measured, six passes of 0.28-0.76 s during
one 100,000-event import, each a stall of the event loop. So the collector is paused
while a history is built and written (``collection_paused``): those objects hold no
cycles, and reference counting frees them as soon as the import is done. Freeing them
takes time too (a few hundred milliseconds of deallocation in one C call): ``dropped``
empties such a list in the worker thread, a slice at a time, so the loop gets the
interpreter between slices, and the collector, running again, finds little new to walk.
"""

import asyncio
import gc
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import ThreadPoolExecutor
from contextlib import contextmanager
from datetime import UTC
from typing import Any, TypeVar

import msgspec

from domain.core import GM
from domain.core.words import sentence
from services.context import AppContext
from services.envelope import GENESIS_HASH, NewEvent, StoredEvent, seal
from services.errors import InvalidRequest
from services.game_state import LoadedGame, apply_events, empty_game
from services.ports import SeatRecord, StreamInfo
from services.snapshots import due, encode_snapshot

HEAVY = ThreadPoolExecutor(max_workers=1, thread_name_prefix="history")
"""Where imports and forks are prepared (see the module's docstring)."""
T = TypeVar("T")
DROP_SLICE = 2000
"""Items freed per step by ``dropped``: a few milliseconds of deallocation."""


_paused = 0
"""How many imports or forks are under way in this process (the collector runs at 0)."""


@contextmanager
def collection_paused() -> Iterator[None]:
    """Pause the cyclic garbage collector for the block (nested and overlapping blocks
    count: it runs again when the last one ends)."""
    global _paused
    if _paused == 0:
        gc.disable()
    _paused += 1
    try:
        yield
    finally:
        _paused -= 1
        if _paused == 0:
            gc.enable()


async def off_the_loop(work: Callable[[], T]) -> T:
    """Run CPU-bound ``work`` in ``HEAVY`` and wait for it without blocking the loop."""
    return await asyncio.get_running_loop().run_in_executor(HEAVY, work)


async def dropped(*histories: list[Any]) -> None:
    """Empty large lists off the loop, ``DROP_SLICE`` items at a time (see above)."""
    def drop() -> None:
        for items in histories:
            while items:
                del items[-DROP_SLICE:]
    await off_the_loop(drop)


class Rebuilt(msgspec.Struct, frozen=True):
    """A history under its new id: the events, the game after the last one, and the
    snapshots taken on the way (version, stored form)."""

    events: list[StoredEvent]
    game: LoadedGame
    snapshots: list[tuple[int, bytes]]


def rebuild(game_id: str, events: Sequence[StoredEvent], every: int) -> Rebuilt:
    """``events`` (versions 1..n) re-sealed under ``game_id`` and folded, with a snapshot
    at every multiple of ``every``; ``invalid_export`` naming the first version that
    does not fold."""
    sealed: list[StoredEvent] = []
    snapshots: list[tuple[int, bytes]] = []
    game, prev_hash = empty_game(game_id), GENESIS_HASH
    for event in events:
        new = NewEvent(type=event.type, data=event.data, schema_version=event.schema_version)
        (link,) = seal(game_id, event.version - 1, prev_hash, [new], event.metadata,
                       event.recorded_at.astimezone(UTC))
        sealed.append(link)
        prev_hash = link.hash
        game = replay(game, [link])
        if every > 0 and link.version % every == 0:
            snapshots.append((link.version, encode_snapshot(game)))
    return Rebuilt(sealed, game, snapshots)


def extend(rebuilt: Rebuilt, new: NewEvent, metadata: dict[str, Any], every: int,
           recorded_at: Any) -> Rebuilt:
    """The rebuilt history with one more event (the import's or the fork's own), and its
    snapshot when that version is due for one."""
    last = rebuilt.game
    sealed = seal(last.game_id, last.version, last.last_hash, [new], metadata, recorded_at)
    game = replay(last, sealed)
    snapshots = rebuilt.snapshots
    if due(last.version, game.version, every):
        snapshots = [*snapshots, (game.version, encode_snapshot(game))]
    return Rebuilt([*rebuilt.events, *sealed], game, snapshots)


def replay(game: LoadedGame, events: list[StoredEvent]) -> LoadedGame:
    """Fold events, or ``invalid_export`` naming the version that does not fold."""
    for event in events:
        try:
            game = apply_events(game, [event])
        except Exception as error:  # a client's file must never cause a 500
            raise InvalidRequest(
                "invalid_export",
                sentence('version %(version)s (%(type)s) does not replay: %(error)s',
                         version=event.version, type=event.type, error=error)) from error
    return game


async def store_history(ctx: AppContext, rebuilt: Rebuilt, seats: list[SeatRecord],
                        seed: bytes, *also_drop: list[Any]) -> None:
    """Write a rebuilt history as a new game (events, snapshots, seats, secret, the gm's
    read model), free it (and ``also_drop``) off the loop, remember its state and
    announce its last event."""
    game = rebuilt.game
    info = StreamInfo(game.game_id, game.platform.ruleset, game.version, game.last_hash)
    await ctx.store.create_stream(info, rebuilt.events, game.ruleset.view(game.rules, GM),
                                  seats, seed, snapshots=rebuilt.snapshots)
    last = rebuilt.events[-1:]
    await dropped(rebuilt.events, *also_drop)
    ctx.loader.remember(game)
    await ctx.publisher.publish(game.game_id, last)

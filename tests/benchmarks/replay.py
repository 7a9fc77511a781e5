"""Figure 4: fold speed in process, one long game appended through the store, and
``GET state?at=`` latency at three versions of it over HTTP."""

import gc
import statistics
import time
from collections.abc import Sequence
from datetime import UTC, datetime

import httpx

from domain.core import GM, Event, fold
from domain.espri.decider import ESPRI
from domain.espri.state import EspriOptions
from services.codec import to_new_event
from services.context import AppContext
from services.envelope import seal
from services.game_state import LoadedGame, apply_events
from services.snapshots import due, encode_snapshot
from tests.benchmarks.games import BenchGame, espri_game

CHUNK = 100
"""Events per append while building the long game (the snapshot interval)."""


def fold_rate(events: Sequence[Event], seconds: float) -> float:
    """Domain events folded per second by ``ESPRI.evolve`` from the initial state."""
    gc.collect()
    done, started = 0, time.perf_counter()
    while time.perf_counter() - started < seconds:
        fold(ESPRI, ESPRI.initial_state(EspriOptions()), events)
        done += len(events)
    return done / (time.perf_counter() - started)


def stored_fold_rate(game: LoadedGame, stored: Sequence[object], seconds: float) -> float:
    """Stored events (decoded from their envelope, then folded) per second."""
    batch = list(stored)
    done, started = 0, time.perf_counter()
    while time.perf_counter() - started < seconds:
        apply_events(game, batch)  # type: ignore[arg-type]
        done += len(batch)
    return done / (time.perf_counter() - started)


async def long_game(ctx: AppContext, events: Sequence[Event], total: int) -> BenchGame:
    """A set-up game, then pre-recorded events appended in chunks of ``CHUNK`` through
    the store (sealed and hash-chained, read model and snapshots as the command path
    writes them) until the game reaches version ``total``."""
    created = await espri_game(ctx)
    game = await ctx.loader.load(created.game_id)
    pending = [to_new_event(event) for event in events[game.version - 3:]]
    pending = pending[:total - game.version]
    meta = {"command_id": "bench-long-game", "client": "bench", "command_type": "bulk"}
    while pending:
        take = CHUNK - game.version % CHUNK
        chunk, pending = pending[:take], pending[take:]
        sealed = seal(game.game_id, game.version, game.last_hash, chunk, meta,
                      datetime.now(UTC))
        after = apply_events(game, sealed)
        snapshot = encode_snapshot(after) if due(game.version, after.version, CHUNK) else None
        await ctx.store.append(game.game_id, game.version, sealed,
                               ESPRI.view(after.rules, GM), (), snapshot)
        game = after
    return created


async def time_travel(base: str, game: BenchGame, versions: Sequence[int], repeat: int,
                      ) -> dict[str, dict[str, float]]:
    """Per version: the first (cold) and the median of ``repeat`` warm reads, in ms."""
    result: dict[str, dict[str, float]] = {}
    headers = {"Authorization": f"Bearer {game.token}"}
    async with httpx.AsyncClient(base_url=base, headers=headers, timeout=60.0) as http:
        for version in versions:
            times = []
            for _ in range(repeat + 1):
                started = time.perf_counter()
                response = await http.get(f"/v1/games/{game.game_id}/state",
                                          params={"at": version})
                times.append((time.perf_counter() - started) * 1000)
                assert response.status_code == 200, response.text
                assert response.json()["version"] == version
            result[str(version)] = {"cold_ms": times[0],
                                    "median_ms": statistics.median(times[1:])}
    return result

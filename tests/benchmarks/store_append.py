"""Figure 1: events appended per second by N concurrent writers on distinct games, our
store against the ``eventsourcing`` library's PostgreSQL recorder, same payloads, same
PostgreSQL server, same run (each in its own fresh database).

Ours: ``PostgresEventStore.append`` as the command path calls it (sealed, hash-chained
events, the stream head moved under optimistic concurrency, the inline read model
replaced), with no snapshot. Theirs: ``PostgresApplicationRecorder.insert_events`` (its
table lock, its NOTIFY), from one thread per writer, as that library is synchronous.
"""

import asyncio
import threading
import time
import uuid
from collections.abc import Sequence
from concurrent.futures import ThreadPoolExecutor
from datetime import UTC, datetime
from typing import Any

import msgspec

from domain.core import GM, Event
from domain.espri.decider import ESPRI
from infrastructure.db.engine import make_engine
from infrastructure.db.event_store import PostgresEventStore
from infrastructure.settings import DatabaseSettings
from services.codec import to_new_event
from services.context import AppContext
from services.envelope import NewEvent, seal
from services.games import create_game
from tests.benchmarks.env import libpq_params, migrated, recreate

BATCH = 2
"""Events per append: about the average of a recorded ESPRI session (2.05 per command)."""


def metadata(command_type: str) -> dict[str, Any]:
    """Envelope metadata as the HTTP command path writes it."""
    return {"command_id": str(uuid.uuid4()), "correlation_id": str(uuid.uuid4()),
            "client": "bench", "idempotency_key": None, "command_type": command_type,
            "actor": {"seat_id": "seat-gm", "role": "gm"}}


def batches(events: Sequence[Event]) -> list[list[NewEvent]]:
    """The session's events, in appends of ``BATCH``."""
    new = [to_new_event(event) for event in events]
    return [new[i:i + BATCH] for i in range(0, len(new) - BATCH + 1, BATCH)]


class Ours:
    """Writers on our store, one asyncio task each."""

    def __init__(self, ctx: AppContext, payloads: list[list[NewEvent]],
                 read_model: dict[str, Any]) -> None:
        self.ctx, self.payloads, self.read_model = ctx, payloads, read_model

    async def game(self) -> tuple[str, int, bytes]:
        """A new game to write to: id, version, last hash."""
        created = await create_game(self.ctx, "espri", "bench", {}, metadata("create"))
        info = await self.ctx.store.stream_info(created.game_id)
        assert info is not None
        return created.game_id, info.version, info.last_hash

    async def writer(self, deadline: float, counter: list[int]) -> None:
        """Append batches until the deadline."""
        game_id, version, last_hash = await self.game()
        n = 0
        while time.perf_counter() < deadline:
            batch = self.payloads[n % len(self.payloads)]
            sealed = seal(game_id, version, last_hash, batch, metadata(batch[0].type),
                          datetime.now(UTC))
            await self.ctx.store.append(game_id, version, sealed, self.read_model)
            version, last_hash, n = sealed[-1].version, sealed[-1].hash, n + 1
            counter[0] += len(batch)

    async def rate(self, writers: int, seconds: float) -> float:
        """Events per second with ``writers`` concurrent writers."""
        counter = [0]
        started = time.perf_counter()
        await asyncio.gather(*(self.writer(started + seconds, counter) for _ in range(writers)))
        return counter[0] / (time.perf_counter() - started)


class Theirs:
    """Writers on ``eventsourcing``'s recorder, one thread each."""

    def __init__(self, url: str, payloads: list[list[NewEvent]], pool: int) -> None:
        from eventsourcing.postgres import PostgresApplicationRecorder, PostgresDatastore

        params = libpq_params(url)
        self.datastore = PostgresDatastore(
            params["dbname"], params["host"], params["port"], params["user"],
            params["password"], pool_size=pool)
        self.recorder = PostgresApplicationRecorder(self.datastore)
        self.recorder.create_table()
        self.payloads = payloads
        self.lock = threading.Lock()

    def writer(self, deadline: float, counter: list[int]) -> None:
        """Insert the same batches (data and metadata as JSON) until the deadline."""
        from eventsourcing.persistence import StoredEvent

        originator, version, n = uuid.uuid4(), 0, 0
        while time.perf_counter() < deadline:
            batch = self.payloads[n % len(self.payloads)]
            meta = metadata(batch[0].type)
            stored = [StoredEvent(originator_id=originator, originator_version=version + i,
                                  topic=event.type, state=msgspec.json.encode(
                                      {"data": event.data, "metadata": meta}))
                      for i, event in enumerate(batch, start=1)]
            self.recorder.insert_events(stored)
            version, n = version + len(batch), n + 1
            with self.lock:
                counter[0] += len(batch)

    def rate(self, writers: int, seconds: float) -> float:
        """Events per second with ``writers`` concurrent threads."""
        counter = [0]
        started = time.perf_counter()
        with ThreadPoolExecutor(writers) as pool:
            futures = [pool.submit(self.writer, started + seconds, counter)
                       for _ in range(writers)]
            for future in futures:
                future.result()
        return counter[0] / (time.perf_counter() - started)

    def close(self) -> None:
        """Close the recorder's pool."""
        self.datastore.close()


async def run(events: Sequence[Event], levels: Sequence[int], seconds: float,
              ) -> dict[str, dict[str, float]]:
    """Ours and theirs at each level: {"ours": {n: ev/s}, "theirs": ..., "ratio": ...}."""
    payloads = batches(events)
    state = ESPRI.initial_state(None)
    for event in events:
        state = ESPRI.evolve(state, event)
    ours_url, theirs_url = await migrated("tabletop_bench_store"), await recreate(
        "tabletop_bench_es")
    engine = make_engine(ours_url, DatabaseSettings(url=ours_url, pool_size=max(levels) + 4))
    ours = Ours(AppContext.build(PostgresEventStore(engine)), payloads, ESPRI.view(state, GM))
    theirs = Theirs(theirs_url, payloads, max(levels))
    result: dict[str, dict[str, float]] = {"ours": {}, "theirs": {}, "ratio": {}}
    try:
        for n in levels:
            result["ours"][str(n)] = await ours.rate(n, seconds)
            result["theirs"][str(n)] = await asyncio.to_thread(theirs.rate, n, seconds)
            result["ratio"][str(n)] = result["ours"][str(n)] / result["theirs"][str(n)]
    finally:
        theirs.close()
        await engine.dispose()
    return result

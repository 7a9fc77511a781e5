"""A claim carries its own id (``services.idempotency``): on the real store, whatever the
order of claims, releases, answers, appends and abandonments by several attempts of one
key, each acts on its own claim only; a late release never deletes another attempt's
claim; a request whose claim was taken over writes nothing, alone or racing the takeover.
"""

import asyncio
import time
import uuid
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta

import pytest
import sqlalchemy as sa
from hypothesis import given, settings
from hypothesis import strategies as st
from sqlalchemy.ext.asyncio import AsyncEngine

from infrastructure.db.event_store import PostgresEventStore
from infrastructure.db.schema import idempotency_keys
from services import games
from services.context import AppContext
from services.envelope import GENESIS_HASH, NewEvent, StoredEvent, seal
from services.errors import VersionConflict
from services.idempotency import (
    ABANDONED_AFTER,
    Claim,
    ClaimLost,
    IdempotencyKey,
    LateReleases,
)
from services.ports import ConcurrencyConflict, SeatRecord, StreamInfo

ATTEMPTS = 3
"""Attempts of one key (a request and its client's retries), each with its own token."""
SETTLED_WITHIN = ABANDONED_AFTER.total_seconds() / 3
"""A bound on a late release far below the takeover, so only the release can pass."""
Step = tuple[str, int]
STEPS = st.tuples(st.sampled_from(["claim", "release", "answer", "append", "abandon"]),
                  st.integers(0, ATTEMPTS - 1))


@dataclass
class Model:
    """The key's row as the design says it must be: who holds it, answered or not,
    abandoned (its claim older than ``ABANDONED_AFTER``) or not; and the game's head."""

    holder: int | None = None
    answered: bool = False
    abandoned: bool = False
    version: int = 1

    def claim(self, attempt: int) -> Claim:
        if self.holder is not None and self.answered:
            return Claim("replay", {"by": self.holder})
        if self.holder is not None and not self.abandoned:
            return Claim("in_flight")
        self.holder, self.answered, self.abandoned = attempt, False, False
        return Claim("new")

    def holds(self, attempt: int) -> bool:
        return self.holder == attempt and not self.answered

    def release(self, attempt: int) -> bool:
        held = self.holds(attempt)
        if held:
            self.holder = None
        return held


def store_of(ctx: AppContext) -> PostgresEventStore:
    assert isinstance(ctx.store, PostgresEventStore)
    return ctx.store


async def abandon(engine: AsyncEngine, key: IdempotencyKey) -> None:
    """Age the key's claim past ``ABANDONED_AFTER`` (its request is dead or slow)."""
    async with engine.begin() as connection:
        await connection.execute(idempotency_keys.update().where(
            idempotency_keys.c.scope == key.scope, idempotency_keys.c.key == key.key)
            .values(claimed_at=sa.func.now() - ABANDONED_AFTER - timedelta(minutes=1)))


async def new_game(ctx: AppContext) -> str:
    return (await games.create_game(ctx, "counter", "claims", {}, {})).game_id


async def next_batch(ctx: AppContext, game_id: str) -> tuple[int, list[StoredEvent]]:
    """The head's version and one event to append after it."""
    info = await ctx.store.stream_info(game_id)
    assert info is not None
    return info.version, seal(game_id, info.version, info.last_hash,
                              [NewEvent("Incremented", {"by": 1, "total": 1})], {},
                              datetime.now(UTC))


async def settled(late: LateReleases, failure: str = "the late release never ended") -> None:
    """Until no late release is pending, at most ``SETTLED_WITHIN``."""
    deadline = time.monotonic() + SETTLED_WITHIN
    while late.pending:
        assert time.monotonic() < deadline, failure
        await asyncio.sleep(0.05)


def attempts(label: str) -> list[IdempotencyKey]:
    """``ATTEMPTS`` attempts of one new key, same body, each with its own token."""
    scope = f"seat:{uuid.uuid4()}:{label}"
    return [IdempotencyKey(scope, "k", b"the same body") for _ in range(ATTEMPTS)]


@settings(max_examples=40, deadline=None)
@given(steps=st.lists(STEPS, max_size=14))
async def test_each_attempt_acts_on_its_own_claim_only(ctx: AppContext,
                                                       steps: list[Step]) -> None:
    store, keys, model = store_of(ctx), attempts("model"), Model()
    game_id = await new_game(ctx)
    for operation, attempt in steps:
        key = keys[attempt]
        if operation == "claim":
            assert await store.claim_idempotency(key) == model.claim(attempt), steps
        elif operation == "release":
            assert await store.release_idempotency(key) == model.release(attempt), steps
        elif operation == "abandon":
            await abandon(store.engine, key)
            model.abandoned = True
        else:
            await answer_or_append(ctx, game_id, key, attempt, operation, model, steps)
    assert [e.version for e in await ctx.store.load(game_id)] == list(
        range(1, model.version + 1))


async def answer_or_append(ctx: AppContext, game_id: str, key: IdempotencyKey, attempt: int,
                           operation: str, model: Model, steps: list[Step]) -> None:
    """Record ``attempt``'s answer alone or with an event: done only on its own claim,
    else ``ClaimLost`` and nothing written."""
    version, batch = await next_batch(ctx, game_id)
    held = model.holds(attempt)
    try:
        if operation == "answer":
            await ctx.store.record_idempotency((key, {"by": attempt}))
        else:
            await ctx.store.append(game_id, version, batch, {"total": 1},
                                   idempotency=(key, {"by": attempt}))
    except ClaimLost:
        assert not held, steps
    else:
        assert held, steps
        model.answered = True
        model.version += operation == "append"


async def test_a_late_release_never_deletes_another_attempts_claim(ctx: AppContext) -> None:
    """A's claim committed but its answer lost; A's node releases it late, after B took
    the key over (A's claim abandoned) or after A's claim never existed and B claimed at
    once. Either way B's claim stays, and B's answer is recorded on it."""
    store = store_of(ctx)
    for committed in (True, False):
        a, b, c = attempts(f"late_{committed}")
        if committed:
            assert (await store.claim_idempotency(a)).status == "new"  # answer lost
            await abandon(store.engine, a)
        assert (await store.claim_idempotency(b)).status == "new"
        late = LateReleases()
        late.add(store, a, asyncio.get_running_loop().time())
        await settled(late)
        assert (late.found, late.absent) == (0, 1)
        assert (await store.claim_idempotency(c)).status == "in_flight"  # B's claim
        await store.record_idempotency((b, {"by": "b"}))
        assert await store.claim_idempotency(c) == Claim("replay", {"by": "b"})


async def test_a_late_release_gives_up_when_the_claim_may_be_taken_over(
        ctx: AppContext) -> None:
    """Past ``ABANDONED_AFTER`` the next claim takes the key over anyway: the release is
    dropped, the others still go."""
    store, late = store_of(ctx), LateReleases()
    old, recent = attempts("old")[0], attempts("recent")[0]
    for key in (old, recent):
        assert (await store.claim_idempotency(key)).status == "new"
    now = asyncio.get_running_loop().time()
    late.add(store, old, now - ABANDONED_AFTER.total_seconds() - 1)
    late.add(store, recent, now)
    await settled(late)
    assert (late.found, late.absent) == (1, 0)
    assert (await store.claim_idempotency(IdempotencyKey(old.scope, "k", b"the same body"))
            ).status == "in_flight"
    assert await store.release_idempotency(old)


async def test_a_taken_over_request_writes_nothing_on_every_path(ctx: AppContext) -> None:
    """The transaction paths too: an append adding a seat, a game's creation."""
    store = store_of(ctx)
    a, b, _ = attempts("paths")
    assert (await store.claim_idempotency(a)).status == "new"
    await abandon(store.engine, a)
    assert (await store.claim_idempotency(b)).status == "new"
    game_id = await new_game(ctx)
    version, batch = await next_batch(ctx, game_id)
    seat = SeatRecord("seat_new", game_id, "player", "ann", b"h" * 32)
    with pytest.raises(ClaimLost) as lost:
        await store.append(game_id, version, batch, {}, [seat], idempotency=(a, {"by": "a"}))
    assert isinstance(lost.value, VersionConflict)
    assert lost.value.code == "idempotency_key_in_flight"  # as the key's holder answers
    assert "seat_new" not in {s.seat_id for s in await store.list_seats(game_id)}
    assert [e.version for e in await store.load(game_id)] == [1]
    other = str(uuid.uuid4())
    created = seal(other, 0, GENESIS_HASH, [NewEvent("GameCreated", {})], {},
                   datetime.now(UTC))
    with pytest.raises(ClaimLost):
        await store.create_stream(
            StreamInfo(other, "counter", 1, created[-1].hash), created, {},
            [SeatRecord("gm", other, "gm", "gm", b"g" * 32)], b"seed", (a, {"by": "a"}))
    assert await store.stream_info(other) is None
    assert await store.claim_idempotency(a) == Claim("in_flight")  # B's claim, unanswered


async def test_an_append_racing_a_takeover_writes_nothing(ctx: AppContext) -> None:
    """B's takeover holds the claim's row, uncommitted, when A's append comes: the append
    waits for it, then finds B's token and writes nothing (``ClaimLost``)."""
    store = store_of(ctx)
    a, b, _ = attempts("race")
    game_id = await new_game(ctx)
    assert (await store.claim_idempotency(a)).status == "new"
    version, batch = await next_batch(ctx, game_id)
    async with store.engine.connect() as takeover:
        await takeover.execute(idempotency_keys.update().where(
            idempotency_keys.c.scope == a.scope, idempotency_keys.c.key == a.key)
            .values(claim_token=b.token, claimed_at=sa.func.now()))
        append = asyncio.create_task(store.append(game_id, version, batch, {},
                                                  idempotency=(a, {"by": "a"})))
        await until_waiting_for_a_lock(store.engine)
        await takeover.commit()
    with pytest.raises(ClaimLost):
        await append
    assert [e.version for e in await store.load(game_id)] == [1]
    await store.append(game_id, version, batch, {}, idempotency=(b, {"by": "b"}))
    assert await store.claim_idempotency(a) == Claim("replay", {"by": "b"})


async def test_a_stale_version_is_a_conflict_whoever_holds_the_claim(ctx: AppContext) -> None:
    """The command path re-decides on a conflict; a lost claim shows on its next try, on
    the current version."""
    store = store_of(ctx)
    a, b, _ = attempts("stale")
    game_id = await new_game(ctx)
    stale, batch = await next_batch(ctx, game_id)
    await store.append(game_id, stale, batch, {})
    assert (await store.claim_idempotency(a)).status == "new"
    with pytest.raises(ConcurrencyConflict):  # A's own claim
        await store.append(game_id, stale, batch, {}, idempotency=(a, {"by": "a"}))
    await abandon(store.engine, a)
    assert (await store.claim_idempotency(b)).status == "new"
    with pytest.raises(ConcurrencyConflict):  # B's claim now
        await store.append(game_id, stale, batch, {}, idempotency=(a, {"by": "a"}))
    current, batch = await next_batch(ctx, game_id)
    with pytest.raises(ClaimLost):
        await store.append(game_id, current, batch, {}, idempotency=(a, {"by": "a"}))
    assert [e.version for e in await store.load(game_id)] == [1, 2]


async def until_waiting_for_a_lock(engine: AsyncEngine) -> None:
    """Until some backend of this database waits for a row lock (bounded)."""
    deadline = time.monotonic() + 10
    query = sa.text("SELECT count(*) FROM pg_stat_activity WHERE datname = current_database()"
                    " AND wait_event_type = 'Lock'")
    async with engine.connect() as connection:
        while not await connection.scalar(query):
            assert time.monotonic() < deadline, "the append never waited for the claim"
            await asyncio.sleep(0.02)

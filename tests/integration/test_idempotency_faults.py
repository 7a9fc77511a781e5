"""An idempotency claim whose request failed with the database is released once the
database is back (services.idempotency.LateReleases), on a PostgreSQL of the test's own
that is really stopped and started: the client's retry with the same key is then served,
not told "in flight" until the claim is abandoned (30 s)."""

import asyncio
import time
from pathlib import Path

import pytest
from sqlalchemy import text
from sqlalchemy.exc import DBAPIError

from infrastructure.db.engine import ensure_database, make_engine, upgrade_to_head
from infrastructure.db.event_store import PostgresEventStore
from infrastructure.settings import DatabaseSettings
from services.context import AppContext
from services.idempotency import ABANDONED_AFTER, LateReleases, request_key, run_once
from tests.support.servers import PostgresProcess, private_postgres

RELEASED_WITHIN = ABANDONED_AFTER.total_seconds() / 3
"""A bound on the wait far below the takeover, so only the late release can pass."""


async def settled(late: LateReleases, failure: str) -> None:
    """Wait, at most ``RELEASED_WITHIN``, until no late release is pending."""
    deadline = time.monotonic() + RELEASED_WITHIN
    while late.pending:
        assert time.monotonic() < deadline, failure
        await asyncio.sleep(0.05)


async def test_a_claim_the_database_failed_is_released_when_it_is_back(tmp_path: Path) -> None:
    with private_postgres(tmp_path / "postgres") as postgres:
        url = postgres.url("tabletop")
        await ensure_database(url, DatabaseSettings())
        await asyncio.to_thread(upgrade_to_head, url)
        engine = make_engine(url, DatabaseSettings(), connect_timeout=2.0)
        try:
            await claim_lost_with_the_database(postgres, PostgresEventStore(engine))
        finally:
            await engine.dispose()


async def claim_lost_with_the_database(postgres: PostgresProcess,
                                       store: PostgresEventStore) -> None:
    late = LateReleases()
    key = request_key("seat:faults:1", "register-deva", b'{"type": "RegisterCharacter"}')
    assert key is not None

    async def request_that_loses_the_database(_: object) -> None:
        await asyncio.to_thread(postgres.stop)
        async with store.engine.connect() as connection:  # the request's next statement
            await connection.execute(text("SELECT 1"))

    async def replay(answer: dict[str, object]) -> None:
        raise AssertionError(f"nothing was answered, yet {answer} was replayed")

    with pytest.raises((DBAPIError, OSError)):
        await run_once(store, key, request_that_loses_the_database, replay, late)
    assert late.pending == 1  # the release failed too: the database is down
    await asyncio.sleep(1.0)  # a few tries fail while it is down
    assert late.pending == 1
    await asyncio.to_thread(postgres.start)
    await settled(late, "the claim was not released after the restart")
    assert (await store.claim_idempotency(key)).status == "new"  # the retry is served
    await late.stop()


async def test_a_late_release_never_deletes_a_claim_that_may_have_been_taken_over(
        ctx: AppContext) -> None:
    """Past ``ABANDONED_AFTER`` the key's row may be a retry's own claim: the late release
    has given up by then, so that claim stays (a third request would run it twice)."""
    store, late = ctx.store, LateReleases()
    key = request_key("seat:faults:2", "late", b'{"type": "RegisterCharacter"}')
    assert key is not None
    assert (await store.claim_idempotency(key)).status == "new"  # the retry's claim
    made_long_ago = asyncio.get_running_loop().time() - ABANDONED_AFTER.total_seconds()
    late.add(store, key, made_long_ago)
    await settled(late, "the late release never gave up")
    assert (await store.claim_idempotency(key)).status == "in_flight"
    await store.release_idempotency(key)

"""Idempotency claims across a database that goes away, on a PostgreSQL of the test's own
that is really stopped and started (``services.idempotency``): the client's retry with
the same key is served once the database is back, not told "in flight" until the claim
is abandoned (30 s), and the command is stored once.

"Claim committed, acknowledgement lost", reproduced as it happens at a Patroni failover:
the server is made to wait for a synchronous standby that does not exist
(``synchronous_standby_names``), so the claim's COMMIT is flushed to the server's own WAL
and then waits for the standby's acknowledgement; the test sees it waiting (``SyncRep``
in ``pg_stat_activity``) and stops the server (``pg_ctl stop -m fast``), which ends that
wait by closing the connection: the client gets an error, never the commit's answer,
while the transaction is committed (PostgreSQL logs "The transaction has already
committed locally"; the test checks its log, and that the late release did find the
claim after the restart). That is the primary dying between its standby's flush and its answer; the
standby setting is reset on disk (``ALTER SYSTEM RESET``, no reload) before the stop, so
the restarted server commits normally.
"""

import asyncio
import contextlib
import time
from collections import Counter
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import text
from sqlalchemy.exc import DBAPIError
from sqlalchemy.ext.asyncio import AsyncEngine

from domain.core import Actor
from infrastructure.db.engine import ensure_database, make_engine, upgrade_to_head
from infrastructure.db.event_store import PostgresEventStore
from infrastructure.settings import DatabaseSettings
from services.commands import CommandRequest, CommandResult, handle_command
from services.context import AppContext
from services.errors import VersionConflict
from services.games import create_game
from services.idempotency import ABANDONED_AFTER, LateReleases, request_key, run_once
from tests.integration.test_idempotency_claims import SETTLED_WITHIN, settled
from tests.support.servers import PostgresProcess, private_postgres

COMMITTED_LOCALLY = "The transaction has already committed locally"


@contextlib.asynccontextmanager
async def migrated_postgres(tmp_path: Path) -> AsyncIterator[tuple[PostgresProcess, AsyncEngine]]:
    """A migrated database on a PostgreSQL of the test's own, and an engine on it."""
    with private_postgres(tmp_path / "postgres") as postgres:
        url = postgres.url("tabletop")
        await ensure_database(url, DatabaseSettings())
        await asyncio.to_thread(upgrade_to_head, url)
        engine = make_engine(url, DatabaseSettings(), connect_timeout=2.0)
        try:
            yield postgres, engine
        finally:
            await engine.dispose()


async def test_a_claim_the_database_failed_is_released_when_it_is_back(tmp_path: Path) -> None:
    async with migrated_postgres(tmp_path) as (postgres, engine):
        await claim_lost_with_the_database(postgres, PostgresEventStore(engine))


async def claim_lost_with_the_database(postgres: PostgresProcess,
                                       store: PostgresEventStore) -> None:
    """The claim answered, the request's next statement fails with the database, and so
    does its release: released late, once the database is back."""
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
    assert (late.found, late.absent) == (1, 0)
    assert (await store.claim_idempotency(key)).status == "new"  # the retry is served
    await late.stop()


async def test_a_claim_committed_whose_answer_was_lost_is_released_when_the_database_is_back(
        tmp_path: Path) -> None:
    async with migrated_postgres(tmp_path) as (postgres, engine):
        await commit_answer_lost(postgres, engine)


async def commit_answer_lost(postgres: PostgresProcess, engine: AsyncEngine) -> None:
    ctx = AppContext.build(PostgresEventStore(engine))
    created = await create_game(ctx, "counter", "answer lost", {}, {})
    gm, body = Actor(created.gm_seat_id, "gm"), b'{"type": "Increment", "by": 3}'

    async def send() -> CommandResult:
        return await handle_command(ctx, CommandRequest(
            game_id=created.game_id,
            actor=gm,
            body=body,
            idempotency_key="increment-3"))

    await hold_commits(engine)
    first = asyncio.create_task(send())
    await until_a_commit_waits_for_its_standby(engine)
    await commits_released_on_restart(engine)
    await asyncio.to_thread(postgres.stop)
    with pytest.raises(DBAPIError):  # the client's 503: the claim's answer never came
        await first
    server_log = await asyncio.to_thread(Path(postgres.server.log).read_text, errors="replace")
    assert COMMITTED_LOCALLY in server_log
    assert ctx.late_releases.pending == 1
    await asyncio.sleep(1.0)  # the late release's tries fail while it is down
    assert ctx.late_releases.pending == 1

    await asyncio.to_thread(postgres.start)
    back = time.monotonic()
    result, refusals = await retried_until_served(send, back + SETTLED_WITHIN)
    served_after = time.monotonic() - back
    print(f"\nretry served {served_after:.2f} s after PostgreSQL was back "
          f"(its refusals meanwhile: {dict(refusals)}; the takeover would have taken "
          f"{ABANDONED_AFTER.total_seconds():.0f} s)")
    await settled(ctx.late_releases, "the late release never ended")
    assert (ctx.late_releases.found, ctx.late_releases.absent) == (1, 0), \
        "the late release found no committed claim: the acknowledgement was not lost"
    events = await ctx.store.load(created.game_id)
    assert [(e.type, e.data.get("by")) for e in events] == [("GameCreated", None),
                                                            ("Incremented", 3)]
    assert (result.version, [e.version for e in result.events]) == (2, [2])
    again = await send()  # later retries replay the one stored answer
    assert (again.version, [e.version for e in again.events]) == (2, [2])
    await ctx.late_releases.stop()


async def hold_commits(engine: AsyncEngine) -> None:
    """From now on every commit waits for a synchronous standby that never comes."""
    async with engine.connect() as connection:
        await connection.execution_options(isolation_level="AUTOCOMMIT")
        await connection.execute(text(
            "ALTER SYSTEM SET synchronous_standby_names = 'standby_that_never_answers'"))
        await connection.execute(text("SELECT pg_reload_conf()"))


async def until_a_commit_waits_for_its_standby(engine: AsyncEngine) -> None:
    """Until a backend's commit, flushed locally, waits for the standby (bounded)."""
    deadline = time.monotonic() + SETTLED_WITHIN
    async with engine.connect() as connection:
        await connection.execution_options(isolation_level="AUTOCOMMIT")
        while not await connection.scalar(text(
                "SELECT count(*) FROM pg_stat_activity WHERE wait_event = 'SyncRep'")):
            assert time.monotonic() < deadline, "the claim's commit never waited"
            await asyncio.sleep(0.02)


async def commits_released_on_restart(engine: AsyncEngine) -> None:
    """Reset the standby setting on disk only: the running server keeps waiting."""
    async with engine.connect() as connection:
        await connection.execution_options(isolation_level="AUTOCOMMIT")
        await connection.execute(text("ALTER SYSTEM RESET synchronous_standby_names"))


async def retried_until_served(send: Any, deadline: float) -> tuple[CommandResult, Counter[str]]:
    """Send again as a client does (every 0.1 s on a 503 or a 409 in flight) until
    answered; fails at ``deadline``. The answer and the refusals by kind."""
    refusals: Counter[str] = Counter()
    while True:
        assert time.monotonic() < deadline, f"not served in time: {dict(refusals)}"
        try:
            return await send(), refusals
        except DBAPIError:
            refusals["database unavailable"] += 1
        except VersionConflict as error:
            assert error.code == "idempotency_key_in_flight", error.code
            refusals["in flight"] += 1
        await asyncio.sleep(0.1)

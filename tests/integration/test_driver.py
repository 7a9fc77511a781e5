"""The append's statement straight on asyncpg (``infrastructure.db.driver``): its errors
look like SQLAlchemy's, and no broken or interrupted connection goes back to the pool."""

import asyncio
import dataclasses
from collections.abc import AsyncIterator

import asyncpg  # type: ignore[import-untyped]
import pytest
import sqlalchemy as sa
from sqlalchemy import event
from sqlalchemy.exc import DBAPIError
from sqlalchemy.ext.asyncio import AsyncConnection, AsyncEngine, create_async_engine

from infrastructure.api.problems import database_unavailable
from infrastructure.db.driver import fetch_value
from infrastructure.db.engine import async_url, make_engine
from infrastructure.settings import Settings


@pytest.fixture
async def engine(settings: Settings) -> AsyncIterator[AsyncEngine]:
    """A one-connection pool: the connection a test breaks is the one the next call gets."""
    made = create_async_engine(async_url(settings.database.url or ""), pool_size=1,
                               max_overflow=0)
    yield made
    await made.dispose()


async def backend_pid(engine: AsyncEngine) -> int:
    return int(await fetch_value(engine, "SELECT pg_backend_pid()"))


async def test_a_value_comes_back_with_its_parameters_typed(engine: AsyncEngine) -> None:
    total = await fetch_value(engine, "SELECT cardinality(CAST($1 AS text[])) + $2",
                              ["a", "b", "c"], 4)
    assert total == 7
    document = await fetch_value(engine, "SELECT CAST($1 AS jsonb) ->> 'k'", '{"k": "v"}')
    assert document == "v"


async def test_a_constraint_violation_is_a_dbapi_error_with_its_sqlstate(
        engine: AsyncEngine) -> None:
    with pytest.raises(DBAPIError) as raised:
        await fetch_value(engine, "SELECT CAST($1 AS integer) / 0", 1)
    assert raised.value.orig is not None
    assert getattr(raised.value.orig, "sqlstate", None) == "22012"  # division_by_zero
    assert not raised.value.connection_invalidated
    assert await fetch_value(engine, "SELECT 1") == 1  # the connection went back, healthy


async def test_a_connection_killed_under_a_statement_is_invalidated(
        engine: AsyncEngine, settings: Settings) -> None:
    victim = await backend_pid(engine)
    admin = make_engine(settings.database.url or "", settings.database)
    try:
        async with admin.connect() as other:
            killer = asyncio.create_task(_kill_soon(other, victim))
            with pytest.raises(DBAPIError) as raised:
                await fetch_value(engine, "SELECT pg_sleep(5)")
            await killer
    finally:
        await admin.dispose()
    assert raised.value.connection_invalidated
    assert await backend_pid(engine) != victim  # the pool opened a fresh connection


async def test_an_interrupted_statement_does_not_return_its_connection(
        engine: AsyncEngine) -> None:
    victim = await backend_pid(engine)
    with pytest.raises(TimeoutError):
        await asyncio.wait_for(fetch_value(engine, "SELECT pg_sleep(5)"), 0.2)
    assert await backend_pid(engine) != victim
    assert await fetch_value(engine, "SELECT 2") == 2


async def _kill_soon(connection: AsyncConnection, pid: int) -> None:
    for _ in range(100):
        await asyncio.sleep(0.05)
        busy = await connection.scalar(sa.text(
            "SELECT count(*) FROM pg_stat_activity WHERE pid = :pid AND state = 'active'"),
            {"pid": pid})
        if busy:
            await connection.execute(sa.text("SELECT pg_terminate_backend(:pid)"), {"pid": pid})
            return
    raise AssertionError("the statement never started")


async def test_a_protocol_left_half_way_is_a_lost_connection_on_sqlalchemys_path_too(
        settings: Settings) -> None:
    """What asyncpg raised in CI while PostgreSQL restarted (``InternalClientError``),
    reaching a statement run through SQLAlchemy, as its asyncpg adapter raises it: the
    connection is invalidated and the error is a 503, as on ``fetch_value``'s path."""
    engine = make_engine(settings.database.url or "",
                         dataclasses.replace(settings.database, pool_size=1))
    adapter_error = engine.dialect.loaded_dbapi.InternalClientError
    broken = asyncpg.InternalClientError(
        "cannot switch to state 12; another operation (2) is in progress")

    def break_the_protocol(*_: object) -> None:
        raise adapter_error(broken.args[0], broken) from broken

    try:
        async with engine.connect() as connection:
            victim = await connection.scalar(sa.text("SELECT pg_backend_pid()"))
        event.listen(engine.sync_engine, "before_cursor_execute", break_the_protocol)
        with pytest.raises(DBAPIError) as raised:
            async with engine.connect() as connection:
                await connection.execute(sa.text("SELECT 1"))
        event.remove(engine.sync_engine, "before_cursor_execute", break_the_protocol)
        assert raised.value.connection_invalidated and database_unavailable(raised.value)
        async with engine.connect() as connection:
            assert await connection.scalar(sa.text("SELECT pg_backend_pid()")) != victim
    finally:
        await engine.dispose()


async def test_a_write_on_a_read_only_server_drops_the_connection_on_both_paths(
        settings: Settings) -> None:
    """A server that refuses writes (a primary demoted to a hot standby during a planned
    switchover, reached before HAProxy moved the write route) answers 25006: a real one,
    made here with ``default_transaction_read_only``. Both paths drop the connection and
    the error is a 503, so the client's retry reaches the new primary."""
    engine = make_engine(settings.database.url or "",
                         dataclasses.replace(settings.database, pool_size=1))
    try:
        async with engine.connect() as connection:
            victim = await connection.scalar(sa.text("SELECT pg_backend_pid()"))
            await connection.execute(sa.text("SET SESSION default_transaction_read_only = on"))
            await connection.commit()
        with pytest.raises(DBAPIError) as on_sqlalchemy:
            async with engine.connect() as connection:
                await connection.execute(sa.text("CREATE TABLE read_only_probe (n int)"))
        assert on_sqlalchemy.value.connection_invalidated
        assert database_unavailable(on_sqlalchemy.value)
        async with engine.connect() as connection:
            assert await connection.scalar(sa.text("SELECT pg_backend_pid()")) != victim
            await connection.execute(sa.text("SET SESSION default_transaction_read_only = on"))
            await connection.commit()
        with pytest.raises(DBAPIError) as on_the_driver:
            await fetch_value(engine, "CREATE TABLE read_only_probe (n int)")
        assert on_the_driver.value.connection_invalidated
        assert database_unavailable(on_the_driver.value)
    finally:
        await engine.dispose()

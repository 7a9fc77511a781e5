"""The hot statements run straight on asyncpg, on a connection of SQLAlchemy's pool.

SQLAlchemy's execution layer (compiled-statement cache, execution context, result
wrapping) costs about 100 µs of CPU per statement on top of asyncpg's own ~75 µs
(``python -m tests.benchmarks --only http``; README, "Performance"). For the command
path's append, sent once per command, that is a tenth of a command's CPU; the stream
head (``stream_info``) is read by every read of a game, so by each open page after each
event (issue #36's live load: ten per command). Those statements go to the driver
directly: same pool, same connection settings, same prepared-statement caching
(asyncpg's), and errors that look like SQLAlchemy's to the rest of the server.
Everything else keeps SQLAlchemy Core.
"""

from typing import Any

import asyncpg  # type: ignore[import-untyped]
from sqlalchemy.exc import DBAPIError
from sqlalchemy.ext.asyncio import AsyncEngine
from sqlalchemy.util import greenlet_spawn

DRIVER_ERRORS = (asyncpg.PostgresError, asyncpg.InterfaceError, asyncpg.InternalClientError,
                 OSError)
BROKEN_CONNECTION_ERRORS = (asyncpg.InternalClientError, OSError)
"""Errors after which the connection cannot be trusted even if asyncpg has not marked it
closed yet: a server that shuts down mid-statement can leave the protocol half-way
(``InternalClientError: cannot switch to state 12; another operation (2) is in
progress``, seen in ``test_faults`` under CPU load), and that is an outage, not a bug.
``InterfaceError`` is not one of them: on an open connection it is a bug of ours (its
``DataError``: arguments that do not fit the statement), answered with a 500."""
DEMOTED_SERVER_SQLSTATES = ("25006",)
"""``read_only_sql_transaction`` on a write: the server this connection reached is a
standby. During a planned switchover the old primary comes back as a hot standby before
HAProxy's next health check moves the write route, so a connection opened in that window
lands on it (a 500 in CI's switchover test). Nothing was written; the connection is
dropped so the retry reaches the new primary, and the client gets a 503."""


def broken_connection(error: BaseException) -> bool:
    """Whether ``error``, or the driver error it wraps (SQLAlchemy's asyncpg adapter
    raises its own class ``from`` asyncpg's), is one of ``BROKEN_CONNECTION_ERRORS`` or
    says the server was demoted (``DEMOTED_SERVER_SQLSTATES``).
    ``make_engine`` makes SQLAlchemy treat those as disconnects too, so both paths to the
    database invalidate the connection and answer 503 alike."""
    return any(isinstance(link, BROKEN_CONNECTION_ERRORS)
               or getattr(link, "sqlstate", None) in DEMOTED_SERVER_SQLSTATES
               for link in (error, error.__cause__) if link is not None)


def driver_error(sql: str, error: Exception, closed: bool) -> DBAPIError:
    """``error`` from asyncpg as SQLAlchemy would raise it: ``orig`` is the asyncpg error
    (its ``sqlstate`` says what happened) and ``connection_invalidated`` says whether the
    connection was lost (closed, or broken by ``BROKEN_CONNECTION_ERRORS``), which the
    API answers with a 503 (``infrastructure.api.problems.database_unavailable``)."""
    lost = closed or broken_connection(error)
    wrapped = DBAPIError.instance(sql, None, error, Exception, hide_parameters=True,
                                  connection_invalidated=lost)
    # with Exception as the driver's base error class, instance() never falls back to a
    # bare StatementError
    assert isinstance(wrapped, DBAPIError)
    return wrapped


async def fetch_value(engine: AsyncEngine, sql: str, *args: Any) -> Any:
    """The first column of the first row of ``sql`` (``$1``… placeholders), run outside
    any transaction (so atomic on its own) on a connection checked out of ``engine``'s pool
    (errors as for ``fetch``)."""
    return await fetch(engine, "fetchval", sql, *args)


async def fetch_row(engine: AsyncEngine, sql: str, *args: Any) -> Any:
    """The first row of ``sql`` (an ``asyncpg.Record``, fields by name), or None; run as
    ``fetch_value`` runs."""
    return await fetch(engine, "fetchrow", sql, *args)


async def fetch(engine: AsyncEngine, how: str, sql: str, *args: Any) -> Any:
    """Run ``sql`` with the asyncpg connection's method ``how`` (``fetchval``,
    ``fetchrow``) outside any transaction, on a connection of ``engine``'s pool.

    A driver error is raised as ``sqlalchemy.exc.DBAPIError`` whose ``orig`` is the
    asyncpg error (its ``sqlstate`` says what happened), so conflict mapping and the
    API's 503 for a database that went away work as for any other statement (``driver_error``).
    A connection the error closed or broke, or a statement interrupted (cancelled), is
    invalidated: the pool never hands out a connection in an unknown state.
    """
    dbapi_error = engine.dialect.loaded_dbapi.Error
    try:
        proxied = await engine.raw_connection()
    except dbapi_error as error:  # no connection (SQLAlchemy's own connect would wrap it)
        raise DBAPIError.instance(None, None, error, dbapi_error,
                                  dialect=engine.dialect) from error
    driver: asyncpg.Connection = proxied.driver_connection
    healthy = False
    try:
        value = await getattr(driver, how)(sql, *args)
        healthy = True
        return value
    except DRIVER_ERRORS as error:
        wrapped = driver_error(sql, error, closed=driver.is_closed())
        healthy = not wrapped.connection_invalidated
        raise wrapped from error
    finally:
        # Check-in and invalidation may close the connection, which awaits: in a greenlet.
        await greenlet_spawn(proxied.close if healthy else proxied.invalidate)

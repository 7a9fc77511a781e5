"""How an error of the append's direct asyncpg call reaches the API: a connection the
database broke is a 503 ``database_unavailable`` (and is invalidated), a bug stays a 500."""

import asyncpg  # type: ignore[import-untyped]
import pytest

from infrastructure.api.problems import database_unavailable
from infrastructure.db.driver import driver_error

SQL = "SELECT append_events($1)"


def test_a_protocol_left_half_way_by_a_shutdown_is_an_outage() -> None:
    """The 500 CI saw while PostgreSQL restarted under load, now a 503."""
    broken = asyncpg.InternalClientError(
        "cannot switch to state 12; another operation (2) is in progress")
    wrapped = driver_error(SQL, broken, closed=False)
    assert wrapped.orig is broken and wrapped.connection_invalidated
    assert database_unavailable(wrapped)


def test_a_lost_socket_is_an_outage_even_before_asyncpg_marks_it_closed() -> None:
    wrapped = driver_error(SQL, ConnectionResetError("reset by peer"), closed=False)
    assert wrapped.connection_invalidated and database_unavailable(wrapped)


def test_a_closed_connection_is_an_outage_whatever_the_error() -> None:
    closed = asyncpg.InterfaceError("connection is closed")
    assert database_unavailable(driver_error(SQL, closed, closed=True))


@pytest.mark.parametrize("error", [
    asyncpg.DataError("invalid input for query argument $1"),
    asyncpg.InterfaceError("the server expects 1 argument for this query, 2 were passed"),
    asyncpg.UniqueViolationError("duplicate key value violates unique constraint"),
], ids=["data", "arguments", "unique"])
def test_a_bug_or_a_conflict_on_an_open_connection_is_not_an_outage(
        error: Exception) -> None:
    wrapped = driver_error(SQL, error, closed=False)
    assert not wrapped.connection_invalidated and not database_unavailable(wrapped)


def test_a_shutting_down_server_is_an_outage_by_its_sqlstate() -> None:
    shutting_down = asyncpg.exceptions.CannotConnectNowError(
        "the database system is shutting down")
    assert shutting_down.sqlstate == "57P03"
    assert database_unavailable(driver_error(SQL, shutting_down, closed=False))


def test_a_write_refused_by_a_demoted_primary_is_an_outage() -> None:
    """The 500 CI saw in a planned switchover: HAProxy still routed writes to the old
    primary, back as a hot standby; the connection is dropped and the answer is a 503."""
    demoted = asyncpg.exceptions.ReadOnlySQLTransactionError(
        "cannot execute INSERT in a read-only transaction")
    wrapped = driver_error(SQL, demoted, closed=False)
    assert wrapped.connection_invalidated and database_unavailable(wrapped)

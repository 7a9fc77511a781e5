"""DATABASE_URL in libpq's forms: one host, a host list in the address (which SQLAlchemy's
URL parser cannot read: ``int('5432,b:5432')``), or the hosts as ``?host=&port=``; each
reaches asyncpg as the hosts to try in order. A URL the server cannot use stops it with
``configuration error:`` (the cluster test starts a real server with a host list)."""

import pytest
from sqlalchemy.dialects.postgresql.asyncpg import dialect
from sqlalchemy.engine import make_url

from infrastructure.db.urls import async_url, url_problem, with_database
from infrastructure.settings import ConfigurationError, DatabaseSettings


def connect_args(url: str) -> dict[str, object]:
    """What SQLAlchemy's asyncpg dialect hands ``asyncpg.connect`` for ``url``."""
    return dict(dialect().create_connect_args(make_url(async_url(url)))[1])


@pytest.mark.parametrize(("url", "hosts", "ports"), [
    ("postgresql://app:pw@a:5432,b:5433/tabletop?target_session_attrs=read-write",
     ["a", "b"], [5432, 5433]),
    ("postgresql://app:pw@/tabletop?host=a,b&port=5432,5433&target_session_attrs=read-write",
     ["a", "b"], [5432, 5433]),
    ("postgresql://app:pw@a,b:5433/tabletop?target_session_attrs=read-write",
     ["a", "b"], [5432, 5433]),  # libpq's default port where none is written
    ("postgres://app:pw@[::1]:5432,[fd00::2]:5432/tabletop?target_session_attrs=read-write",
     ["::1", "fd00::2"], [5432, 5432]),
])
def test_a_host_list_reaches_asyncpg_as_hosts_to_try_in_order(
        url: str, hosts: list[str], ports: list[int]) -> None:
    args = connect_args(url)
    assert url_problem(url) is None
    assert (args["host"], args["port"]) == (hosts, ports)
    assert (args["user"], args["password"], args["database"]) == ("app", "pw", "tabletop")
    assert args["target_session_attrs"] == "read-write"


def test_one_host_and_a_socket_directory_stay_as_they_were() -> None:
    assert connect_args("postgresql://app@db.example:6432/tabletop") == {
        "host": "db.example", "port": 6432, "user": "app", "database": "tabletop"}
    assert connect_args("postgresql://postgres@/tabletop?host=/run/pg")["host"] == "/run/pg"


def test_another_database_keeps_the_host_list() -> None:
    url = "postgresql://app@a:1,b:2/tabletop?target_session_attrs=read-write"
    assert with_database(url, "postgres") == (
        "postgresql://app@a:1,b:2/postgres?target_session_attrs=read-write")


@pytest.mark.parametrize(("url", "problem"), [
    ("mysql://app@a/tabletop", "not a postgresql:// URL"),
    ("postgresql://app@a:x/tabletop", "Port could not be cast"),
    ("postgresql://app@a:1,b:x/tabletop", "a port is not a number"),
    ("postgresql://app@a,b/tabletop?host=c", "give them once"),
    ("postgresql://app@a/tabletop?target_session_attrs=master", "target_session_attrs"),
])
def test_a_url_the_server_cannot_use_is_a_configuration_error(url: str, problem: str) -> None:
    for name, settings in (("DATABASE_URL", {"url": url}),
                           ("DATABASE_REPLICA_URL", {"replica_url": url})):
        with pytest.raises(ConfigurationError, match=f"^{name}: .*{problem}"):
            DatabaseSettings(**settings)  # type: ignore[arg-type]

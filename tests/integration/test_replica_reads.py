"""``ReplicaReads``: which store answers a lag-tolerant read. The "replica" here is the
test database itself (a second engine on it) or an address nobody listens on; the real
streaming replica, its pause and its lag are in ``tests/cluster``."""

from collections.abc import AsyncIterator

import pytest
from httpx import AsyncClient
from prometheus_client import REGISTRY
from sqlalchemy.ext.asyncio import AsyncEngine

from infrastructure.api.dependencies import needed_version
from infrastructure.db.engine import make_engine
from infrastructure.db.replica import ReplicaReads
from infrastructure.settings import Settings
from services import games
from services.context import AppContext
from tests.support.api import Table, bearer
from tests.support.servers import free_port


def counted(name: str, **labels: str) -> float:
    """A counter's value in this process."""
    return REGISTRY.get_sample_value(name, labels) or 0.0


@pytest.fixture
async def same_database(settings: Settings) -> AsyncIterator[AsyncEngine]:
    assert settings.database.url is not None
    engine = make_engine(settings.database.url, settings.database)
    yield engine
    await engine.dispose()


async def where_read(reads: ReplicaReads, game_id: str, needed: int | None) -> AppContext:
    """The context the router hands the read."""
    async def read(ctx: AppContext) -> AppContext:
        await ctx.loader.load(game_id)
        return ctx
    return await reads.run(game_id, needed, read)


async def test_reads_go_to_the_replica_only_when_it_holds_the_version_asked(
        ctx: AppContext, same_database: AsyncEngine) -> None:
    created = await games.create_game(ctx, "counter", "replica", {}, {})
    reads = ReplicaReads(ctx, same_database, max_lag=5)
    assert reads.replica is not None
    behind = counted("tabletop_replica_fallbacks_total", reason="behind")
    assert await where_read(reads, created.game_id, None) is reads.replica
    assert await where_read(reads, created.game_id, created.version) is reads.replica
    assert await where_read(reads, created.game_id, created.version + 1) is ctx
    assert counted("tabletop_replica_fallbacks_total", reason="behind") == behind + 1
    assert reads.status == "ok" and reads.lag == 0.0  # a primary is never "in recovery"


async def test_a_replica_nobody_answers_is_bypassed_and_reported_down(
        ctx: AppContext, settings: Settings) -> None:
    created = await games.create_game(ctx, "counter", "no replica", {}, {})
    dead = make_engine(f"postgresql://postgres@127.0.0.1:{free_port()}/none", settings.database,
                       connect_timeout=1.0)
    try:
        reads = ReplicaReads(ctx, dead, max_lag=5)
        down = counted("tabletop_replica_fallbacks_total", reason="down")
        primary = counted("tabletop_replica_reads_total", source="primary")
        assert await where_read(reads, created.game_id, None) is ctx
        assert reads.status == "down" and await reads.measure() == "down"
        assert counted("tabletop_replica_fallbacks_total", reason="down") == down + 1
        assert counted("tabletop_replica_reads_total", source="primary") == primary + 1
    finally:
        await dead.dispose()


async def test_without_a_replica_every_read_is_the_primarys(ctx: AppContext) -> None:
    reads = ReplicaReads(ctx, None, max_lag=5)
    created = await games.create_game(ctx, "counter", "single", {}, {})
    assert await where_read(reads, created.game_id, 10**6) is ctx
    assert await reads.measure() == "none"


class Headers:
    """Just the headers of a request."""

    def __init__(self, **headers: str) -> None:
        self.headers = {k.replace("_", "-"): v for k, v in headers.items()}


@pytest.mark.parametrize(("headers", "given", "needed"), [
    ({}, (None,), None),
    ({}, (3, None, 7), 7),
    ({"if_none_match": '"12"'}, (3,), 12),
    ({"if_none_match": 'W/"4", "9"'}, (None,), 9),
    ({"if_match": "5"}, (8,), 8),
    ({"if_none_match": "*", "if_match": '"x1"'}, (None,), None),
])
def test_the_version_a_read_needs_comes_from_its_query_and_its_headers(
        headers: dict[str, str], given: tuple[int | None, ...], needed: int | None) -> None:
    assert needed_version(Headers(**headers), *given) == needed  # type: ignore[arg-type]


async def test_reads_naming_a_version_answer_as_before_without_a_replica(
        client: AsyncClient) -> None:
    table = await Table.create(client, "counter")
    await table.ok({"type": "Increment"})
    now = await table.json("/state")
    assert (await table.json("/state", min_version=now["version"]))["version"] == now["version"]
    assert (await table.json("/state", at=1))["version"] == 1
    page = await client.get(f"/v1/games/{table.game_id}/events", headers={
        **bearer(table.gm_token), "If-None-Match": f'"{now["version"]}"'})
    assert page.status_code == 200 and page.json()["version"] == now["version"]
    ahead = await table.get("/state", min_version=now["version"] + 5)
    assert ahead.status_code == 200 and ahead.json()["version"] == now["version"]  # the primary's

"""Deleting a game over HTTP: If-Match required, gm only; afterwards no table of the
database holds a row of it, the game is 404 for every token, its live feeds end, and a
global-log reader that was behind goes on past the gap."""

import asyncio
from collections.abc import Callable

import httpx
import pytest
import sqlalchemy as sa
from litestar import Litestar

from infrastructure.db.global_log import Cursor, GlobalLog
from infrastructure.runtime import Runtime
from services.context import AppContext
from services.envelope import StoredEvent
from tests.support.api import Client, Table, assert_problem, bearer, sse_messages
from tests.support.webhooks import allowing_private

FEED_SECONDS = 30.0
"""A hang guard for reading a stream to its end, not a timing requirement."""
LOG_SECONDS = 120.0
"""A hang guard for the global log's horizon (see ``next_batch``)."""
ALL_TABLES = sa.text("""
    SELECT table_name FROM information_schema.tables
    WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'
      AND table_name <> 'alembic_version'
    ORDER BY table_name""")


async def delete(table: Table, if_match: str | None, as_: str = "gm") -> httpx.Response:
    headers = bearer(table.seats[as_]) | ({} if if_match is None else {"If-Match": if_match})
    return await table.client.delete(f"/v1/games/{table.game_id}", headers=headers)


async def test_deleting_needs_the_gm_and_the_current_version(client: Client) -> None:
    table = await Table.create(client, "counter")
    await table.seat("ann")
    assert_problem(await delete(table, None), 428, "if_match_required")
    assert_problem(await delete(table, '"1"'), 412, "version_mismatch")
    assert_problem(await delete(table, '"2"', as_="ann"), 403, "gm_only")
    assert_problem(await delete(table, "two"), 400, "invalid_parameter")
    assert (await table.json())["version"] == 2  # still there


async def rows_mentioning(runtime: Runtime, needles: list[str]) -> dict[str, int]:
    """Per table of the database (from its catalog, so a new table is not forgotten): the
    rows whose JSON text contains any needle. One query per table."""
    patterns = [f"%{needle}%" for needle in needles]
    found: dict[str, int] = {}
    async with runtime.engine.connect() as connection:
        tables = (await connection.scalars(ALL_TABLES)).all()
        for name in tables:
            found[name] = await connection.scalar(sa.text(
                f'SELECT count(*) FROM "{name}" t WHERE row_to_json(t)::text LIKE ANY(:p)'),
                {"p": patterns})
    return found


async def fill_every_table(app: Litestar, runtime: Runtime, client: Client,
                           ctx: AppContext) -> tuple[Table, list[str]]:
    """A game with rows in every table keyed by it; the needles that find those rows."""
    created = await client.post("/v1/games", json={"ruleset": "counter"},
                                headers={"Idempotency-Key": "delete-me-create"})
    body = created.json()
    table = Table(client, body["game_id"], body["gm_token"])
    table.seats["gm"], table.seat_ids["gm"] = body["gm_token"], body["gm_seat_id"]
    await table.seat("ann")
    ctx.snapshot_every, every = 2, ctx.snapshot_every
    try:
        for n in range(3):
            response = await table.send({"type": "Increment"}, as_="ann",
                                        headers={"Idempotency-Key": f"k{n}"})
            assert response.status_code == 200, response.text
    finally:
        ctx.snapshot_every = every
    async with allowing_private(app, runtime, client):
        hook = await client.post(f"/v1/games/{table.game_id}/webhooks",
                                 json={"url": "http://127.0.0.1:9/hook"},
                                 headers=bearer(table.gm_token))
    assert hook.status_code == 201, hook.text
    webhook_id = hook.json()["webhook_id"]
    async with runtime.engine.begin() as connection:  # as a delivery worker would leave them
        delivery = await connection.scalar(sa.text(
            "INSERT INTO webhook_deliveries (webhook_id, version, event_type) "
            "VALUES (:w, 5, 'Incremented') RETURNING delivery_id"), {"w": webhook_id})
        await connection.execute(sa.text(
            "INSERT INTO webhook_attempts (delivery_id, status_code, duration_ms) "
            "VALUES (:d, 500, 3)"), {"d": delivery})
    return table, [table.game_id, webhook_id, f'"delivery_id":{delivery},']


async def test_after_delete_no_table_holds_a_row_of_the_game(
        app: Litestar, runtime: Runtime, client: Client, ctx: AppContext) -> None:
    table, needles = await fill_every_table(app, runtime, client, ctx)
    before = await rows_mentioning(runtime, needles)
    for keyed in ("streams", "events", "read_models", "snapshots", "seats", "game_secrets",
                  "idempotency_keys", "webhooks", "webhook_deliveries", "webhook_attempts"):
        assert before[keyed] > 0, keyed  # the needles do find the game's rows
    version = (await table.json())["version"]
    response = await delete(table, f'"{version}"')
    assert response.status_code == 204, response.text
    assert await rows_mentioning(runtime, needles) == dict.fromkeys(before, 0)
    for seat in ("gm", "ann"):
        assert_problem(await table.get("/state", as_=seat), 404, "game_not_found")
    assert_problem(await client.get(f"/v1/games/{table.game_id}/events",
                                    headers=bearer("tt_someone_else")), 404, "game_not_found")
    assert_problem(await delete(table, f'"{version}"'), 404, "game_not_found")


async def test_a_deleted_game_s_live_feeds_end(client: Client, live_server: str) -> None:
    table = await Table.create(client, "counter")
    await table.seat("ann")
    seen: dict[str, list[str]] = {"gm": [], "ann": []}
    async with httpx.AsyncClient(base_url=live_server, timeout=FEED_SECONDS) as http:
        async def read(seat: str) -> None:
            async with http.stream("GET", f"/v1/games/{table.game_id}/events/stream",
                                   params={"after": 0},
                                   headers=bearer(table.seats[seat])) as response:
                async for message in sse_messages(response):
                    seen[seat].append(message["id"])
        readers = [asyncio.create_task(read(seat)) for seat in seen]
        await asyncio.wait_for(until(lambda: all(len(ids) == 2 for ids in seen.values())),
                               FEED_SECONDS)
        assert (await delete(table, '"2"')).status_code == 204
        await asyncio.wait_for(asyncio.gather(*readers), FEED_SECONDS)  # both streams end
    assert seen == {"gm": ["1", "2"], "ann": ["1", "2"]}


async def until(condition: Callable[[], bool]) -> None:
    """Wait for something a client observes (a stream's messages), checking often."""
    while not condition():  # noqa: ASYNC110 - the condition is a client's view, not an event
        await asyncio.sleep(0.05)


@pytest.mark.parametrize("cursor_in_the_gap", [False, True])
async def test_a_global_log_reader_behind_the_deleted_game_continues_past_it(
        client: Client, runtime: Runtime, cursor_in_the_gap: bool) -> None:
    log = GlobalLog(runtime.engine)
    cursor = Cursor()
    while batch := await log.read(cursor, 10_000):  # the reader is at the head...
        cursor = batch[-1][0]
    doomed = await Table.create(client, "counter")
    await doomed.ok({"type": "Increment"})
    if cursor_in_the_gap:  # ...or has read the first of the doomed game's events
        first = await asyncio.wait_for(next_batch(log, cursor, 1), LOG_SECONDS)
        assert first[0][1].game_id == doomed.game_id
        cursor = first[0][0]
    assert (await delete(doomed, '"2"')).status_code == 204
    later = await Table.create(client, "counter")
    await later.ok({"type": "Increment"})
    read: list[tuple[Cursor, StoredEvent]] = []
    while len([e for _c, e in read if e.game_id == later.game_id]) < 2:
        read += await asyncio.wait_for(next_batch(log, cursor, 10_000), LOG_SECONDS)
        cursor = read[-1][0]
    assert doomed.game_id not in {event.game_id for _cursor, event in read}
    assert [(e.game_id, e.version) for _c, e in read if e.game_id == later.game_id] == [
        (later.game_id, 1), (later.game_id, 2)]


async def next_batch(log: GlobalLog, cursor: Cursor,
                     limit: int) -> list[tuple[Cursor, StoredEvent]]:
    """The next events after the cursor. The log shows a commit once every transaction
    older than it ended, in the whole PostgreSQL cluster (other test runs share it), so
    this may take a moment: that is the log's guarantee, not the deletion's doing."""
    while not (batch := await log.read(cursor, limit)):  # noqa: ASYNC110 - a database read
        await asyncio.sleep(0.05)
    return batch

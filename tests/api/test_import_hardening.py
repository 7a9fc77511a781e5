"""Issue 38, items 4, 5 and 7, over HTTP: a crafted import gets a problem, never a 500;
imports are bounded (size, events) and declared; imported draws are either re-derived
from the seed the file reveals, or counted apart as imported, unverified; imported and
forked games get snapshots like played ones, and a fork is titled as one."""

import uuid
from collections.abc import AsyncIterator, Callable
from typing import Any

import httpx
import msgspec
import pytest
import sqlalchemy as sa
from httpx import ASGITransport

from domain.core import Actor
from infrastructure.api.app import create_app
from infrastructure.db.schema import snapshots
from infrastructure.runtime import Runtime
from infrastructure.settings import LimitSettings, Settings
from services.commands import CommandRequest, handle_command
from tests.support.api import NDJSON, Client, Table, assert_problem, bearer
from tests.support.ardri_http import ardri_table, roll, sheet
from tests.support.history_helpers import first_line_of, forge

Edit = Callable[[dict[str, Any]], None]


async def _import(client: Client, body: bytes) -> httpx.Response:
    return await client.post("/v1/games/import", content=body, headers=NDJSON)


async def _counter_export(client: Client, increments: int = 3,
                          runtime: Runtime | None = None) -> tuple[Table, bytes]:
    """A counter game with ``increments`` commands (through the service layer when
    ``runtime`` is given: past the per-seat rate limit), and its gm's export."""
    table = await Table.create(client, "counter")
    gm = Actor(seat_id=(await table.json(""))["seats"][0]["seat_id"], role="gm")
    for _ in range(increments):
        if runtime is None:
            await table.ok({"type": "Increment"})
        else:
            await handle_command(runtime.ctx, CommandRequest(
                game_id=table.game_id, actor=gm, body=b'{"type": "Increment"}',
                metadata={"command_id": str(uuid.uuid4())}))
    return table, (await table.get("/export")).content


def _set(key: str, value: Any) -> Edit:
    def change(event: dict[str, Any]) -> None:
        event[key] = value
    return change


def _data(key: str, value: Any) -> Edit:
    def change(event: dict[str, Any]) -> None:
        event["data"][key] = value
    return change


def _metadata(key: str, value: Any) -> Edit:
    def change(event: dict[str, Any]) -> None:
        event["metadata"][key] = value
    return change


CRAFTED = {  # each forged with its chain recomputed: the chain is not what refuses it
    "U+0000 in a text of data": _data("title", "a\u0000b"),
    "U+0000 in a key of metadata": _metadata("x\u0000", 1),
    "a time before year 1 once in UTC": _set("recorded_at", "0001-01-01T00:30:00+01:00"),
    "a time after year 9999 once in UTC": _set("recorded_at", "9999-12-31T23:30:00-01:00"),
    "a naive time (no time zone)": _set("recorded_at", "2026-01-01T10:00:00"),
    "a schema version past smallint": _set("schema_version", 32_768),
    "a schema version of zero": _set("schema_version", 0),
}


@pytest.mark.parametrize("edit", CRAFTED.values(), ids=list(CRAFTED))
async def test_a_crafted_import_gets_a_problem_and_stores_nothing(
        client: Client, runtime: Runtime, edit: Edit) -> None:
    _, exported = await _counter_export(client)
    before = await _games(runtime)
    assert_problem(await _import(client, forge(exported, 1, edit)), 422, "invalid_export")
    assert await _games(runtime) == before


async def test_an_exported_import_exports_again_and_imports_again(client: Client) -> None:
    """Times come back from PostgreSQL in UTC: a file in another zone is re-sealed in UTC,
    so the imported game's own export verifies (it broke with the zone kept)."""
    _, exported = await _counter_export(client)
    shifted = forge(exported, 2, _set("recorded_at", "2026-06-01T12:00:00+02:00"))
    first = await _import(client, shifted)
    assert first.status_code == 201, first.text
    again = (await client.get(f"/v1/games/{first.json()['game_id']}/export",
                              headers=bearer(first.json()["gm_token"]))).content
    assert (await _import(client, again)).status_code == 201


async def _games(runtime: Runtime) -> int:
    async with runtime.engine.connect() as connection:
        return int(await connection.scalar(sa.text("SELECT count(*) FROM streams")))


@pytest.fixture
async def limited(runtime: Runtime) -> AsyncIterator[Client]:
    """A client of an app that imports at most 5 events and 16 KiB."""
    settings = Settings(database=runtime.settings.database, redis=runtime.settings.redis,
                        limits=LimitSettings(import_max_bytes=16_384, import_max_events=5))
    app = create_app(settings, runtime=runtime)
    app.state.runtime, app.state.ctx = runtime, runtime.ctx
    async with httpx.AsyncClient(transport=ASGITransport(app=app),
                                 base_url="http://testserver") as http:
        yield http


async def test_imports_are_bounded_by_size_and_events(client: Client, limited: Client) -> None:
    _, small = await _counter_export(client, increments=2)
    assert (await _import(limited, small)).status_code == 201  # 4 events
    _, longer = await _counter_export(client, increments=6)
    body = assert_problem(await _import(limited, longer), 422, "too_many_events")
    assert "more than 5 events" in body["detail"]
    padded = forge(small, 2, _metadata("note", "x" * 20_000))
    assert_problem(await _import(limited, padded), 413, "body_too_large")


async def test_an_import_must_say_it_is_ndjson(client: Client) -> None:
    _, exported = await _counter_export(client)
    for declared in ({"content-type": "text/plain"}, {"content-type": "application/json"},
                     {"content-type": "application/x-www-form-urlencoded"}, {}):
        response = await client.post("/v1/games/import", content=exported, headers=declared)
        assert_problem(response, 415, "unsupported_media_type")


# --- imported draws -------------------------------------------------------------------

async def _ardri_export(client: Client, closed: bool) -> tuple[Table, bytes]:
    table = await ardri_table(client, sheet("aed"), randomness="server")
    for _ in range(3):
        await table.ok(roll("aed", "strength", None, None), as_="aed")
    if closed:
        await table.ok({"type": "CloseGame"})
    return table, (await table.get("/export")).content


def _holy_trinity(event: dict[str, Any]) -> None:
    event["data"]["trinity_dice"] = [1, 1, 1]


async def test_a_forged_server_roll_with_its_chain_recomputed_is_refused_when_the_file_reveals_the_seed(  # noqa: E501
        client: Client) -> None:
    _, exported = await _ardri_export(client, closed=True)
    assert (await _import(client, exported)).status_code == 201  # the honest file
    rolled = first_line_of(exported, "ActionRolled")["version"]
    body = assert_problem(await _import(client, forge(exported, rolled, _holy_trinity)),
                          422, "draw_mismatch")
    assert f"version {rolled}" in body["detail"]


async def test_draws_no_revealed_seed_checks_are_counted_as_imported_unverified(
        client: Client) -> None:
    _, exported = await _ardri_export(client, closed=False)
    rolled = first_line_of(exported, "ActionRolled")["version"]
    response = await _import(client, forge(exported, rolled, _holy_trinity))
    assert response.status_code == 201, response.text
    imported = Table(client, response.json()["game_id"], response.json()["gm_token"])
    imported.seats["gm"] = imported.gm_token
    luck = (await imported.json("/recap"))["luck"]
    assert luck["server"] == [] and luck["imported"], luck
    assert sum(kind["draws"] for kind in luck["imported"]) == 3
    assert "imported, unverified" in (await imported.get("/recap.svg", chart="luck")).text
    log = (await imported.get("/export", format="markdown")).text
    assert "could not be verified" in log
    events = (await imported.json("/events", limit=500))["events"]
    (marker,) = [e for e in events if e["type"] == "GameImported"]
    assert marker["data"]["unverified"] == [{"first": 1, "last": marker["version"] - 1}]
    fr = (await imported.get("/recap.svg", chart="luck", lang="fr")).text
    assert "importé, non vérifié" in fr


async def test_verified_imported_draws_stay_the_servers(client: Client) -> None:
    _, exported = await _ardri_export(client, closed=True)
    response = await _import(client, exported)
    imported = Table(client, response.json()["game_id"], response.json()["gm_token"])
    imported.seats["gm"] = imported.gm_token
    luck = (await imported.json("/recap"))["luck"]
    assert luck["imported"] == [] and sum(kind["draws"] for kind in luck["server"]) == 3


# --- snapshots and titles ---------------------------------------------------------------

async def _snapshot_versions(runtime: Runtime, game_id: str) -> list[int]:
    async with runtime.engine.connect() as connection:
        rows = await connection.execute(sa.select(snapshots.c.version).where(
            snapshots.c.stream_id == game_id).order_by(snapshots.c.version))
        return [row.version for row in rows]


async def test_imported_and_forked_games_get_snapshots_and_read_the_same_past(
        client: Client, runtime: Runtime) -> None:
    table, exported = await _counter_export(client, increments=230, runtime=runtime)
    assert await _snapshot_versions(runtime, table.game_id) == [100, 200]
    response = await _import(client, exported)
    imported = Table(client, response.json()["game_id"], response.json()["gm_token"])
    imported.seats["gm"] = imported.gm_token
    assert await _snapshot_versions(runtime, imported.game_id) == [100, 200]
    fork = (await client.post(f"/v1/games/{table.game_id}/fork", json={"at": 210},
                              headers=bearer(table.gm_token))).json()
    assert await _snapshot_versions(runtime, fork["game_id"]) == [100, 200]
    forked = Table(client, fork["game_id"], fork["gm_token"])
    forked.seats["gm"] = forked.gm_token
    for at in (1, 99, 100, 150, 200, 205):
        source = (await table.json("/state", at=at))["state"]
        assert (await imported.json("/state", at=at))["state"] == source
        assert (await forked.json("/state", at=at))["state"] == source


async def test_a_fork_is_titled_as_one_in_the_games_language(client: Client) -> None:
    table = await Table.create(client, "counter", language="fr")
    await table.ok({"type": "Increment"})
    fork = await client.post(f"/v1/games/{table.game_id}/fork", json={"at": 2},
                             headers=bearer(table.gm_token))
    assert fork.json()["title"] == "test (bifurcation à la version 2)"
    summary = (await client.get(f"/v1/games/{fork.json()['game_id']}",
                                headers=bearer(fork.json()["gm_token"]))).json()
    assert summary["title"] == "test (bifurcation à la version 2)"
    english = await Table.create(client, "counter")
    fork = await client.post(f"/v1/games/{english.game_id}/fork", json={"at": 1},
                             headers=bearer(english.gm_token))
    assert fork.json()["title"] == "test (fork at version 1)"
    assert msgspec.json.decode(fork.content)["at"] == 1

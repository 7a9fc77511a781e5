"""Share links (issue #29): the gm makes a read-only link; ``/v1/shared/{id}/…`` reads the
game as an observer with no token, never sends a command, counts against the client
address's read budget, and answers 404 once the link is revoked or for an unknown one."""

import pytest

from infrastructure.runtime import Runtime
from infrastructure.settings import Settings
from tests.api.test_espri_api import devas_table
from tests.support.access import access_app, client_from, open_access
from tests.support.api import Client, Table, assert_problem

READS = ("/state", "/events", "/board.svg", "/recap", "/recap.svg?chart=luck",
         "/recap.svg?chart=outcomes", "/export?format=markdown")


async def share_of(table: Table, **body: object) -> dict[str, str]:
    response = await table.client.post(f"/v1/games/{table.game_id}/shares", json=body,
                                       headers={"Authorization": f"Bearer {table.gm_token}"})
    assert response.status_code == 201, response.text
    return dict(response.json())


@pytest.fixture
async def table(client: Client) -> Table:
    table = await devas_table(client)
    await table.seat("watcher", role="observer")
    await table.ok({"type": "DeclareCall", "leader_id": "deva", "called_season": "winter",
                    "talent": "Abri"})
    await table.ok({"type": "DrawGems"})
    return table


async def test_a_share_reads_everything_an_observer_reads_without_a_token(
        client: Client, table: Table) -> None:
    share = await share_of(table)
    assert share["url"].endswith(f"/#shared/{share['share_id']}")
    base = f"/v1/shared/{share['share_id']}"
    for path in READS:
        response = await client.get(base + path)
        assert response.status_code == 200, (path, response.text)
    observer = await table.json("/state", as_="watcher")
    shared = (await client.get(base + "/state")).json()
    assert shared["state"] == observer["state"] and shared["available"] == []
    assert (await client.get(base + "/recap")).json()["totals"] == (
        await table.json("/recap", as_="watcher"))["totals"]
    events = (await client.get(base + "/events")).json()["events"]
    assert [e["version"] for e in events] == list(range(1, observer["version"] + 1))
    markdown = (await client.get(base + "/export?format=markdown")).text
    assert markdown.startswith("# test") and "DeclareCall" in markdown


async def test_a_share_never_sends_a_command(client: Client, table: Table) -> None:
    base = f"/v1/shared/{(await share_of(table))['share_id']}"
    refused = await client.post(base + "/commands", json={"type": "CancelCall"})
    assert_problem(refused, 403, "read_only_share")
    assert (await client.put(base + "/state", json={})).status_code == 405
    assert (await client.delete(base + "/recap")).status_code == 405


async def test_only_the_gm_manages_shares_and_a_revoked_link_is_gone_at_once(
        client: Client, table: Table) -> None:
    response = await client.post(f"/v1/games/{table.game_id}/shares", json={},
                                 headers={"Authorization": f"Bearer {table.seats['deva']}"})
    assert_problem(response, 403, "gm_only")
    share = await share_of(table)
    listed = await table.json("/shares")
    assert [s["share_id"] for s in listed["shares"]] == [share["share_id"]]
    revoked = await client.delete(f"/v1/games/{table.game_id}/shares/{share['share_id']}",
                                  headers={"Authorization": f"Bearer {table.gm_token}"})
    assert revoked.status_code == 204
    base = f"/v1/shared/{share['share_id']}"
    for path in (*READS, "/events/stream"):
        assert_problem(await client.get(base + path), 404, "share_not_found")
    assert_problem(await client.get("/v1/shared/shr_unknown/state"), 404, "share_not_found")
    assert (await table.json("/shares"))["shares"][0]["revoked"] is True
    again = await client.delete(f"/v1/games/{table.game_id}/shares/{share['share_id']}",
                                headers={"Authorization": f"Bearer {table.gm_token}"})
    assert_problem(again, 404, "share_not_found")


async def test_a_pinned_share_stops_at_its_version(client: Client, table: Table) -> None:
    share = await share_of(table, at=5)
    base = f"/v1/shared/{share['share_id']}"
    assert (await client.get(base + "/state")).json()["version"] == 5
    assert (await client.get(base + "/recap")).json()["version"] == 5
    page = (await client.get(base + "/events")).json()
    assert [e["version"] for e in page["events"]] == [1, 2, 3, 4, 5] and page["next"] is None
    assert_problem(await client.get(base + "/state?at=6"), 422, "version_out_of_range")
    assert_problem(await client.get(base + "/events/stream"), 409, "share_pinned")


async def test_shared_reads_count_against_the_address_read_budget(
        settings: Settings, runtime: Runtime, table: Table) -> None:
    base = f"/v1/shared/{(await share_of(table))['share_id']}"
    app = access_app(settings, runtime, open_access(public_read_rate_limit=2))
    async with client_from(app, "203.0.113.77") as http:
        assert [(await http.get(base + "/state")).status_code for _ in range(2)] == [200, 200]
        assert_problem(await http.get(base + "/recap"), 429, "rate_limited")

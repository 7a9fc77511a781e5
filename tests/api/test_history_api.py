"""Session history over HTTP: export in three formats for any seat, import as a new game."""

import msgspec

from tests.support.api import NDJSON, Client, Table, assert_problem, bearer
from tests.support.history_helpers import SECRET, change_one_byte, first_line_of, lines


async def played(client: Client) -> Table:
    table = await Table.create(client, "counter")
    await table.seat("Ann")
    await table.seat("Zoe", role="observer")
    await table.ok({"type": "Increment", "by": 4}, as_="Ann")
    await table.ok({"type": "RollDie"}, as_="Ann")
    await table.ok({"type": "HideSecret", "text": SECRET})
    return table


async def test_the_gm_exports_the_full_log_as_ndjson(client: Client) -> None:
    table = await played(client)
    response = await table.get("/export", format="ndjson")
    assert response.status_code == 200
    assert response.headers["content-type"].startswith("application/x-ndjson")
    assert f'filename="game-{table.game_id}.ndjson"' in response.headers["content-disposition"]
    header, *events = lines(response.content)
    assert header["format"] == "tabletop-export" and header["version"] == 6 == len(events)
    assert {"version", "type", "schema_version", "data", "metadata", "recorded_at",
            "prev_hash", "hash"} == set(events[0])
    assert SECRET in response.text


async def test_every_seat_exports_markdown_and_foundry_without_gm_secrets(
        client: Client) -> None:
    table = await played(client)
    for seat in ("Ann", "Zoe"):
        markdown = await table.get("/export", as_=seat, format="markdown")
        foundry = await table.get("/export", as_=seat, format="foundry")
        assert markdown.headers["content-type"].startswith("text/markdown")
        assert foundry.headers["content-type"].startswith("application/json")
        assert "The counter moves to 4" in markdown.text and "- Zoe (observer)" in markdown.text
        assert [m["flags"]["tabletop"]["command"] for m in foundry.json()["messages"]] == [
            "GameCreated", "AddSeat", "AddSeat", "Increment", "RollDie"]
        assert SECRET not in markdown.text + foundry.text
        ndjson = await table.get("/export", as_=seat)
        assert SECRET not in ndjson.text and lines(ndjson.content)[0]["redacted"] is True
    assert SECRET in (await table.get("/export", format="markdown")).text


async def test_an_unknown_format_is_a_422_problem(client: Client) -> None:
    table = await played(client)
    assert_problem(await table.get("/export", format="pdf"), 422, "invalid_format")


async def test_exporting_needs_a_seat_of_that_game(client: Client) -> None:
    table, other = await played(client), await Table.create(client, "counter")
    assert_problem(await client.get(f"/v1/games/{table.game_id}/export"), 401, "missing_token")
    response = await client.get(f"/v1/games/{table.game_id}/export",
                                headers=bearer(other.gm_token))
    assert_problem(response, 403, "wrong_game")


async def test_an_imported_export_is_a_new_game_with_the_same_state(client: Client) -> None:
    table = await played(client)
    exported = (await table.get("/export")).content
    response = await client.post("/v1/games/import", content=exported,
                                 headers={"Content-Type": "application/x-ndjson"})
    assert response.status_code == 201, response.text
    created = response.json()
    assert set(created) == {"game_id", "gm_seat_id", "gm_token", "version"}
    assert created["game_id"] != table.game_id and created["version"] == 7
    copy = Table(client, created["game_id"], created["gm_token"], {"gm": created["gm_token"]})
    assert (await copy.json("/state"))["state"] == (await table.json("/state"))["state"]
    last = (await copy.json("/events", after=6))["events"]
    assert [e["type"] for e in last] == ["GameImported"]
    await copy.ok({"type": "Increment", "by": 1})


async def test_a_tampered_or_malformed_import_is_refused(client: Client) -> None:
    table = await played(client)
    exported = (await table.get("/export")).content
    rolled = first_line_of(exported, "DieRolled")["version"]
    response = await client.post("/v1/games/import",
                                 content=change_one_byte(exported, rolled, "value"),
                                 headers=NDJSON)
    body = assert_problem(response, 422, "export_tampered")
    assert f"(version {rolled})" in body["detail"]
    garbage = msgspec.json.encode({"format": "tabletop-export", "format_version": 1})
    assert_problem(await client.post("/v1/games/import", content=garbage, headers=NDJSON), 422,
                   "invalid_export")
    ann_export = (await table.get("/export", as_="Ann")).content
    assert_problem(await client.post("/v1/games/import", content=ann_export, headers=NDJSON),
                   422,
                   "invalid_export")

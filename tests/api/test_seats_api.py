"""Seats after they joined, over HTTP: the list (gm and others), revoking a seat, a new
token; the old token is refused on the next request and the seat's live feed ends.
(Across two server processes: tests/integration/test_access_across_processes.py.)"""

import asyncio
from collections.abc import Callable
from typing import Any

import httpx
import sqlalchemy as sa

from infrastructure.runtime import Runtime
from tests.support.api import Client, Table, assert_problem, bearer, sse_messages

FEED_SECONDS = 30.0
"""A hang guard for reading a stream to its end, not a timing requirement."""


async def revoke(table: Table, seat_id: str, as_: str = "gm") -> httpx.Response:
    return await table.client.delete(f"/v1/games/{table.game_id}/seats/{seat_id}",
                                     headers=bearer(table.seats[as_]))


async def rotate(table: Table, seat_id: str, as_: str = "gm") -> httpx.Response:
    return await table.client.post(f"/v1/games/{table.game_id}/seats/{seat_id}/token",
                                   headers=bearer(table.seats[as_]))


async def seated(client: Client) -> Table:
    table = await Table.create(client, "counter")
    await table.seat("ann")
    await table.seat("bob")
    await table.seat("eve", role="observer")
    return table


async def test_the_gm_sees_every_seat_with_its_times_others_names_and_roles(
        client: Client) -> None:
    table = await seated(client)
    assert (await revoke(table, table.seat_ids["bob"])).status_code == 200
    listed = (await table.json("/seats"))["seats"]
    assert [(s["seat_id"], s["role"], s["name"], s["revoked"]) for s in listed] == [
        (table.seat_ids["gm"], "gm", "gm", False), (table.seat_ids["ann"], "player", "ann", False),
        (table.seat_ids["bob"], "player", "bob", True),
        (table.seat_ids["eve"], "observer", "eve", False)]
    assert all(s["created_at"] for s in listed)
    hidden = {"seat_id": None, "created_at": None, "last_seen_at": None, "revoked": None}
    for reader in ("ann", "eve"):
        assert (await table.json("/seats", as_=reader))["seats"] == [
            {"role": "gm", "name": "gm", **hidden}, {"role": "player", "name": "ann", **hidden},
            {"role": "observer", "name": "eve", **hidden}]


async def test_last_seen_is_recorded_off_the_request_path(client: Client,
                                                          runtime: Runtime) -> None:
    table = await seated(client)
    await table.json("/state", as_="ann")

    async def seen() -> Any:
        async with runtime.engine.connect() as connection:
            return await connection.scalar(sa.text(
                "SELECT last_seen_at FROM seats WHERE stream_id = CAST(:g AS uuid) "
                "AND seat_id = :s"), {"g": table.game_id, "s": table.seat_ids["ann"]})
    async def written() -> None:  # by a background task, soon after the request
        while await seen() is None:  # noqa: ASYNC110 - a row in the database, not an event
            await asyncio.sleep(0.05)
    await asyncio.wait_for(written(), FEED_SECONDS)
    listed = {s["name"]: s for s in (await table.json("/seats"))["seats"]}
    assert listed["ann"]["last_seen_at"] is not None


async def test_a_revoked_token_is_refused_at_once_and_the_log_keeps_the_seat(
        client: Client) -> None:
    table = await seated(client)
    ann = table.seat_ids["ann"]
    await table.ok({"type": "Increment"}, as_="ann")
    response = await revoke(table, ann)
    assert response.status_code == 200, response.text
    assert response.json() == {"seat_id": ann, "version": 6}
    assert_problem(await table.get("/state", as_="ann"), 401, "invalid_token")
    assert_problem(await table.send({"type": "Increment"}, as_="ann"), 401, "invalid_token")
    events = (await table.json("/events"))["events"]
    assert [(e["type"], e["data"]) for e in events[-1:]] == [("SeatRevoked", {"seat_id": ann})]
    assert events[4]["metadata"]["actor"]["seat_id"] == ann  # who incremented: still ann
    summary = await table.json()
    assert ann not in [s["seat_id"] for s in summary["seats"]]
    session = await table.get("/export", format="markdown")
    assert "ann leaves the table (seat revoked)." in session.text
    tickets = await client.post(f"/v1/games/{table.game_id}/stream-tickets",
                                headers=bearer(table.seats["ann"]))
    assert_problem(tickets, 401, "invalid_token")


async def test_who_may_revoke_what(client: Client) -> None:
    table = await seated(client)
    assert_problem(await revoke(table, table.seat_ids["bob"], as_="ann"), 403, "gm_only")
    assert_problem(await revoke(table, table.seat_ids["gm"]), 409, "gm_seat_not_revocable")
    assert_problem(await revoke(table, "seat_nobody"), 404, "seat_not_found")
    assert (await revoke(table, table.seat_ids["bob"])).status_code == 200
    assert_problem(await revoke(table, table.seat_ids["bob"]), 409, "seat_revoked")
    assert_problem(await rotate(table, table.seat_ids["bob"]), 409, "seat_revoked")
    other = await Table.create(client, "counter")
    response = await client.delete(f"/v1/games/{other.game_id}/seats/{table.seat_ids['ann']}",
                                   headers=bearer(table.gm_token))
    assert_problem(response, 403, "wrong_game")


async def test_a_seat_rotates_its_own_token_and_the_old_one_stops_working(
        client: Client) -> None:
    table = await seated(client)
    ann, old = table.seat_ids["ann"], table.seats["ann"]
    response = await rotate(table, ann, as_="ann")
    assert response.status_code == 200, response.text
    body = response.json()
    assert body["seat_id"] == ann and body["token"] != old and body["version"] == 5
    assert_problem(await client.get(f"/v1/games/{table.game_id}/state", headers=bearer(old)),
                   401, "invalid_token")
    table.seats["ann"] = body["token"]
    assert (await table.ok({"type": "Increment"}, as_="ann"))["version"] == 6
    (logged,) = [e for e in (await table.json("/events"))["events"]
                 if e["type"] == "SeatTokenRotated"]
    assert logged["data"] == {"seat_id": ann} and body["token"] not in str(logged)
    assert_problem(await rotate(table, table.seat_ids["bob"], as_="ann"), 403, "not_your_seat")


async def test_the_gm_token_is_rotated_not_revoked(client: Client) -> None:
    table = await seated(client)
    old = table.gm_token
    response = await rotate(table, table.seat_ids["gm"])
    assert response.status_code == 200, response.text
    assert_problem(await client.get(f"/v1/games/{table.game_id}", headers=bearer(old)),
                   401, "invalid_token")
    new = response.json()["token"]
    assert (await client.get(f"/v1/games/{table.game_id}", headers=bearer(new))).status_code \
        == 200
    table.seats["gm"] = new
    response = await rotate(table, table.seat_ids["eve"])  # the gm rotates another seat's
    assert response.status_code == 200, response.text


async def until(condition: Callable[[], bool]) -> None:
    """Wait for something a client observes (a stream's messages), checking often."""
    while not condition():  # noqa: ASYNC110 - the condition is a client's view, not an event
        await asyncio.sleep(0.05)


async def read_to_end(response: httpx.Response, seen: list[dict[str, str]]) -> None:
    async for message in sse_messages(response):
        seen.append(message)


async def test_a_revoked_or_rotated_seat_s_live_feed_ends(client: Client,
                                                          live_server: str) -> None:
    table = await seated(client)
    async with httpx.AsyncClient(base_url=live_server, timeout=FEED_SECONDS) as http:
        feeds = {name: http.stream("GET", f"/v1/games/{table.game_id}/events/stream",
                                   headers=bearer(table.seats[name]))
                 for name in ("ann", "bob", "gm")}
        opened = {name: await stream.__aenter__() for name, stream in feeds.items()}
        seen: dict[str, list[dict[str, str]]] = {name: [] for name in feeds}
        readers = {name: asyncio.create_task(read_to_end(response, seen[name]))
                   for name, response in opened.items()}
        try:
            await table.ok({"type": "Increment"}, as_="ann")
            assert (await revoke(table, table.seat_ids["ann"])).status_code == 200
            assert (await rotate(table, table.seat_ids["bob"], as_="bob")).status_code == 200
            await asyncio.wait_for(asyncio.gather(readers["ann"], readers["bob"]),
                                   FEED_SECONDS)
            await table.ok({"type": "Increment"})
            await asyncio.wait_for(until(lambda: len(seen["gm"]) >= 4), FEED_SECONDS)
            assert not readers["gm"].done()
        finally:
            for task in readers.values():
                task.cancel()
            for stream in feeds.values():
                await stream.__aexit__(None, None, None)
    assert [m["id"] for m in seen["gm"]] == ["5", "6", "7", "8"]
    assert "7" not in [m["id"] for m in seen["ann"]]  # nothing after its revocation

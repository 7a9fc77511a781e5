"""Idempotency-Key: replay, mismatch, concurrency and scope."""

import asyncio

from tests.support.api import Client, Table, assert_problem, bearer


async def test_the_same_key_and_body_replays_the_first_response(client: Client) -> None:
    table = await Table.create(client, "counter")
    key = {"Idempotency-Key": "k-replay"}
    first = await table.send({"type": "Increment", "by": 2}, headers=key)
    again = await table.send({"type": "Increment", "by": 2}, headers=key)
    assert first.status_code == again.status_code == 200
    assert first.json() == again.json()
    assert (await table.json("/state"))["state"]["total"] == 2


async def test_the_same_key_with_another_body_is_refused(client: Client) -> None:
    table = await Table.create(client, "counter")
    key = {"Idempotency-Key": "k-mismatch"}
    assert (await table.send({"type": "Increment", "by": 2}, headers=key)).status_code == 200
    refused = await table.send({"type": "Increment", "by": 3}, headers=key)
    assert_problem(refused, 422, "idempotency_key_reused")
    assert (await table.json("/state"))["version"] == 2


async def test_twenty_parallel_requests_with_one_key_append_one_event(client: Client) -> None:
    table = await Table.create(client, "counter")
    key = {"Idempotency-Key": "k-parallel"}
    responses = await asyncio.gather(*(table.send({"type": "Increment"}, headers=key)
                                       for _ in range(20)))
    statuses = sorted(r.status_code for r in responses)
    assert set(statuses) <= {200, 409} and 200 in statuses
    for response in responses:
        if response.status_code == 409:
            assert_problem(response, 409, "idempotency_key_in_flight")
    bodies = {r.text for r in responses if r.status_code == 200}
    assert len(bodies) == 1, "every success is the one first response"
    events = (await table.json("/events"))["events"]
    assert [e["type"] for e in events] == ["GameCreated", "Incremented"]


async def test_keys_are_scoped_to_the_seat(client: Client) -> None:
    table = await Table.create(client, "counter")
    await table.seat("ann")
    key = {"Idempotency-Key": "shared-key"}
    assert (await table.send({"type": "Increment"}, headers=key)).status_code == 200
    assert (await table.send({"type": "Increment"}, as_="ann", headers=key)).status_code == 200
    assert (await table.json("/state"))["state"]["total"] == 2


async def test_a_refused_command_releases_its_key(client: Client) -> None:
    table = await Table.create(client, "counter", start=1000)
    key = {"Idempotency-Key": "k-refused"}
    assert_problem(await table.send({"type": "Increment"}, headers=key), 409, "counter_full")
    assert_problem(await table.send({"type": "Increment"}, headers=key), 409, "counter_full")


async def test_creating_a_game_twice_with_one_key_creates_one_game(client: Client) -> None:
    body = {"ruleset": "counter", "title": "once"}
    headers = {"Idempotency-Key": "create-once-7f3c"}
    first = await client.post("/v1/games", json=body, headers=headers)
    again = await client.post("/v1/games", json=body, headers=headers)
    assert first.status_code == again.status_code == 201
    assert first.json() == again.json()
    other = await client.post("/v1/games", json={**body, "title": "twice"}, headers=headers)
    assert_problem(other, 422, "idempotency_key_reused")
    game = first.json()
    summary = await client.get(f"/v1/games/{game['game_id']}", headers=bearer(game["gm_token"]))
    assert summary.json()["version"] == 1

"""The platform over HTTP with the counter test rule system: seats, tokens, versions,
problem details, paging, time travel, redaction and physical randomness."""

import pytest

from infrastructure.runtime import Runtime
from tests.support.api import JSON, Client, Table, assert_problem, bearer


async def test_creating_a_game_returns_its_id_gm_token_and_first_version(client: Client) -> None:
    response = await client.post("/v1/games", json={"ruleset": "counter", "title": "Night"})
    assert response.status_code == 201
    body = response.json()
    assert body["version"] == 1 and body["gm_token"].startswith("tt_")
    summary = (await client.get(f"/v1/games/{body['game_id']}",
                                headers=bearer(body["gm_token"]))).json()
    assert summary["ruleset"] == "counter" and summary["title"] == "Night"
    assert [seat["role"] for seat in summary["seats"]] == ["gm"]


async def test_an_unknown_ruleset_is_refused_with_a_problem(client: Client) -> None:
    response = await client.post("/v1/games", json={"ruleset": "chess"})
    assert_problem(response, 422, "unknown_ruleset")


async def test_unknown_options_are_refused(client: Client) -> None:
    response = await client.post("/v1/games", json={"ruleset": "counter",
                                                    "options": {"colour": "red"}})
    assert_problem(response, 422, "invalid_options")


async def test_a_command_appends_events_and_returns_the_new_version(client: Client) -> None:
    table = await Table.create(client, "counter")
    body = await table.ok({"type": "Increment", "by": 3})
    assert body["version"] == 2
    assert [(e["version"], e["type"], e["data"]) for e in body["events"]] == [
        (2, "Incremented", {"by": 3, "total": 3})]
    assert body["events"][0]["metadata"]["actor"]["role"] == "gm"


async def test_requests_without_a_valid_token_are_unauthenticated(client: Client) -> None:
    table = await Table.create(client, "counter")
    assert_problem(await client.get(f"/v1/games/{table.game_id}/state"), 401, "missing_token")
    response = await client.get(f"/v1/games/{table.game_id}/state", headers=bearer("tt_nope"))
    assert_problem(response, 401, "invalid_token")


async def test_a_token_of_one_game_cannot_read_or_change_another(client: Client) -> None:
    first, second = await Table.create(client, "counter"), await Table.create(client, "counter")
    headers = bearer(first.gm_token)
    for path in ("", "/state", "/events", "/board", "/characters/x"):
        response = await client.get(f"/v1/games/{second.game_id}{path}", headers=headers)
        assert_problem(response, 403, "wrong_game")
    response = await client.post(f"/v1/games/{second.game_id}/commands",
                                 json={"type": "Increment"}, headers=headers)
    assert_problem(response, 403, "wrong_game")
    assert (await second.json("/state"))["version"] == 1


async def test_an_observer_reads_but_cannot_command(client: Client) -> None:
    table = await Table.create(client, "counter")
    await table.seat("watcher", role="observer")
    assert_problem(await table.send({"type": "Increment"}, as_="watcher"), 403, "read_only_seat")
    assert (await table.json("/state", as_="watcher"))["version"] == 2


async def test_only_the_gm_invites_seats(client: Client) -> None:
    table = await Table.create(client, "counter")
    await table.seat("ann")
    response = await client.post(f"/v1/games/{table.game_id}/seats",
                                 json={"role": "player", "name": "bob"},
                                 headers=bearer(table.seats["ann"]))
    assert_problem(response, 403, "gm_only")


@pytest.mark.parametrize(("body", "status", "code"), [
    (b"{", 400, "malformed_json"),
    (b"[1, 2]", 400, "malformed_json"),
    (b'{"type": "Teleport"}', 422, "unknown_command"),
    (b'{"type": "Increment", "by": "three"}', 422, "invalid_command"),
    (b'{"type": "Increment", "step": 1}', 422, "invalid_command"),
    (b'{"type": "Increment", "by": 11}', 422, "invalid_step"),
])
async def test_bad_commands_get_a_problem_and_append_nothing(
        client: Client, body: bytes, status: int, code: str) -> None:
    table = await Table.create(client, "counter")
    response = await client.post(f"/v1/games/{table.game_id}/commands", content=body,
                                 headers={**bearer(table.gm_token), **JSON})
    assert_problem(response, status, code)
    assert (await table.json("/events"))["version"] == 1


async def test_a_domain_error_is_a_409_problem_with_the_rule_code(client: Client) -> None:
    table = await Table.create(client, "counter", start=995)
    assert_problem(await table.send({"type": "Increment", "by": 9}), 409, "counter_full")


async def test_if_match_applies_only_at_the_named_version(client: Client) -> None:
    table = await Table.create(client, "counter")
    state = await table.get("/state")
    assert state.headers["etag"].startswith('W/"1-')  # the version, then the variant
    assert (await table.send({"type": "Increment"}, headers={"If-Match": '"1"'})).status_code == 200
    response = await table.send({"type": "Increment"}, headers={"If-Match": '"1"'})
    assert_problem(response, 412, "version_mismatch")
    assert_problem(await table.send({"type": "Increment"}, headers={"If-Match": "soon"}),
                   400, "invalid_parameter")
    assert (await table.json("/state"))["state"]["total"] == 1


async def test_the_event_log_pages_with_contiguous_versions(client: Client) -> None:
    table = await Table.create(client, "counter")
    for _ in range(6):
        await table.ok({"type": "Increment"})
    first = await table.json("/events", limit=3)
    assert [e["version"] for e in first["events"]] == [1, 2, 3] and first["next"] == 3
    rest = await table.json("/events", after=first["next"], limit=10)
    assert [e["version"] for e in rest["events"]] == [4, 5, 6, 7] and rest["next"] is None
    assert_problem(await table.get("/events", limit=100000), 400, "invalid_parameter")


async def test_state_at_a_past_version_is_the_state_right_after_it(client: Client) -> None:
    table = await Table.create(client, "counter")
    for step in (1, 2, 3):
        await table.ok({"type": "Increment", "by": step})
    assert (await table.json("/state", at=3))["state"]["total"] == 3
    assert (await table.json("/state", at=4))["state"]["total"] == 6
    assert_problem(await table.get("/state", at=9), 422, "version_out_of_range")


async def test_gm_only_information_is_hidden_from_players(client: Client) -> None:
    table = await Table.create(client, "counter")
    await table.seat("ann")
    await table.ok({"type": "HideSecret", "text": "the butler did it"})
    assert (await table.json("/state", as_="ann"))["state"]["secrets"] is None  # hidden
    page = await table.json("/events", as_="ann")
    assert "butler" not in str(page)
    assert page["events"][-1]["type"] == "Redacted"
    assert "butler" in str(await table.json("/events"))


async def test_a_server_game_refuses_physical_results(client: Client) -> None:
    table = await Table.create(client, "counter")
    response = await table.send({"type": "RollDie", "dice": [6]})
    assert_problem(response, 422, "physical_results_not_allowed")


async def test_a_physical_game_requires_physical_results(client: Client) -> None:
    table = await Table.create(client, "counter", randomness="physical")
    assert_problem(await table.send({"type": "RollDie"}), 422, "physical_results_required")
    body = await table.ok({"type": "RollDie", "dice": [5]})
    assert body["events"][0]["data"] == {"value": 5, "source": "physical"}


async def test_a_mixed_game_draws_on_the_server_when_no_result_is_given(client: Client) -> None:
    table = await Table.create(client, "counter", randomness="mixed")
    event = (await table.ok({"type": "RollDie"}))["events"][0]["data"]
    assert event["source"] == "server" and 1 <= event["value"] <= 6


async def test_unknown_games_are_not_found_for_the_wrong_token_too(client: Client) -> None:
    table = await Table.create(client, "counter")
    response = await client.get("/v1/games/not-a-game/state", headers=bearer(table.gm_token))
    assert_problem(response, 403, "wrong_game")


async def test_health_and_readiness(client: Client) -> None:
    assert (await client.get("/health")).json() == {"status": "ok"}
    ready = (await client.get("/ready")).json()
    assert ready == {"status": "ok", "database": "ok", "migrations": "current", "redis": "ok",
                     "replica": "none", "replica_lag": None}  # no DATABASE_REPLICA_URL


async def test_unknown_routes_are_problems_too(client: Client) -> None:
    assert_problem(await client.get("/v1/nowhere"), 404, "not_found")


async def test_oversized_bodies_are_refused(client: Client) -> None:
    table = await Table.create(client, "counter")
    response = await client.post(f"/v1/games/{table.game_id}/commands",
                                 content=b'{"type": "Increment", "pad": "' + b"x" * 300_000 + b'"}',
                                 headers={**bearer(table.gm_token), **JSON})
    assert_problem(response, 413, "body_too_large")


async def test_closing_a_game_reveals_the_committed_seed_and_stops_commands(
        client: Client) -> None:
    import hashlib

    table = await Table.create(client, "counter")
    await table.seat("ann")
    assert_problem(await table.send({"type": "CloseGame"}, as_="ann"), 403, "gm_only")
    closed = (await table.ok({"type": "CloseGame"}))["events"][0]
    summary = await table.json()
    assert closed["type"] == "GameClosed" and summary["closed"] is True
    assert hashlib.sha256(bytes.fromhex(closed["data"]["seed"])).hexdigest() == \
        summary["seed_commitment"]
    assert_problem(await table.send({"type": "Increment"}), 409, "game_closed")
    assert_problem(await table.send({"type": "CloseGame"}), 409, "game_closed")


async def test_players_do_not_see_the_commands_behind_events(client: Client) -> None:
    table = await Table.create(client, "counter")
    await table.seat("ann")
    await table.ok({"type": "Increment", "by": 2})
    gm_view = (await table.json("/events", after=2))["events"][0]["metadata"]
    player_view = (await table.json("/events", after=2, as_="ann"))["events"][0]["metadata"]
    assert gm_view["command"] == {"type": "Increment", "by": 2}
    assert "command" not in player_view and player_view["command_type"] == "Increment"


async def test_a_seat_sending_too_many_commands_is_rate_limited(
        client: Client, runtime: Runtime) -> None:
    from infrastructure.rate_limit import RateLimiter

    table = await Table.create(client, "counter")
    saved = runtime.rate_limiter
    runtime.rate_limiter = RateLimiter(runtime.redis, limit=3, window=60)
    try:
        statuses = [(await table.send({"type": "Increment"})) for _ in range(4)]
    finally:
        runtime.rate_limiter = saved
    assert [r.status_code for r in statuses[:3]] == [200, 200, 200]
    assert statuses[0].headers["ratelimit-policy"] == '"commands";q=3;w=60'
    assert statuses[2].headers["ratelimit"].startswith('"commands";r=0;t=')
    limited = assert_problem(statuses[3], 429, "rate_limited")
    assert limited and int(statuses[3].headers["retry-after"]) >= 1
    assert (await table.json("/state"))["state"]["total"] == 3

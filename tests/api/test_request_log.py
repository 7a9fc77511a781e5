"""Request logs carry ids and outcomes, never a token."""

import structlog

from tests.support.api import Client, Table


async def test_a_command_is_logged_with_ids_and_outcome_but_never_its_token(
        client: Client) -> None:
    table = await Table.create(client, "counter")
    merge = structlog.contextvars.merge_contextvars
    with structlog.testing.capture_logs(processors=[merge]) as logs:
        response = await table.send({"type": "Increment"}, headers={"X-Request-ID": "req-42"})
    assert response.headers["x-request-id"] == "req-42"
    line = next(entry for entry in logs if entry["event"] == "request")
    assert line["status"] == 200 and line["outcome"] == "ok" and line["latency_ms"] >= 0
    assert line["request_id"] == "req-42" and line["game_id"] == table.game_id
    assert line["command_type"] == "Increment" and line["role"] == "gm"
    assert table.gm_token not in str(logs)


async def test_a_path_no_route_matches_is_logged_and_answered_with_its_request_id(
        client: Client) -> None:
    with structlog.testing.capture_logs() as logs:
        response = await client.get("/v1/no-such-route", headers={"X-Request-ID": "req-404"})
    assert response.status_code == 404
    assert response.headers["x-request-id"] == "req-404"
    assert response.headers["x-content-type-options"] == "nosniff"  # before_send still ran
    line = next(entry for entry in logs if entry["event"] == "request")
    assert line["status"] == 404 and line["outcome"] == "refused"
    assert line["path"] == "/v1/no-such-route"

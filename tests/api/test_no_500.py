"""Issue 38, items 4, 8 and 9, over HTTP: headers and inputs that made 500s get a problem
with a stable code; a database too slow to answer is a 503 with Retry-After, and only the
database's errors are; nothing personal lands in the log by accident; the smaller items
(retried invitations, a feed resumed past the head, echoed controls, direction overrides,
undeclared bodies)."""

import asyncio
from typing import Any

import httpx
import msgspec
import pytest
import sqlalchemy as sa
import structlog

from infrastructure.api.request_log import logged_path
from infrastructure.logging import escape_controls
from infrastructure.runtime import Runtime
from services.history import export
from tests.support.api import JSON, Client, Table, assert_problem, bearer

HUGE = "9" * 4301
"""Past 4,300 digits Python's int() refuses a decimal string (a ValueError, once a 500)."""


async def test_a_huge_if_match_names_no_version(client: Client) -> None:
    """A version no game reaches: the precondition fails (412), as for a stale one; an
    If-Match longer than the document's ``maxLength`` is refused before (400)."""
    table = await Table.create(client, "counter")
    for value, status, code in [(HUGE, 400, "invalid_parameter"),
                                (f'W/"{HUGE}"', 400, "invalid_parameter"),
                                ("12345678901", 412, "version_mismatch"),
                                ('"' + "9" * 400 + '"', 412, "version_mismatch")]:
        response = await table.send({"type": "Increment"}, headers={"If-Match": value})
        assert_problem(response, status, code)
        deletion = await client.delete(f"/v1/games/{table.game_id}",
                                       headers={**bearer(table.gm_token), "If-Match": value})
        assert_problem(deletion, status, code)
    zeros = await table.send({"type": "Increment"}, headers={"If-Match": "0" * 400 + "1"})
    assert zeros.status_code == 200  # leading zeros: still version 1
    assert (await table.json(""))["version"] == 2


async def _blocked_request(client: Client, runtime: Runtime, table: Table,
                           ) -> tuple["asyncio.Task[httpx.Response]", Any]:
    """A webhook creation waiting on the game's row, which another transaction holds."""
    holder = await runtime.engine.connect()
    await holder.begin()
    await holder.execute(sa.text("SELECT 1 FROM streams WHERE stream_id = :id FOR UPDATE"),
                         {"id": table.game_id})
    task = asyncio.create_task(client.post(
        f"/v1/games/{table.game_id}/webhooks", json={"url": "https://93.184.216.34/hook"},
        headers=bearer(table.gm_token)))
    return task, holder


async def test_a_lock_wait_past_lock_timeout_is_a_503_with_retry_after(
        client: Client, runtime: Runtime) -> None:
    table = await Table.create(client, "counter")
    task, holder = await _blocked_request(client, runtime, table)
    try:
        response = await task  # lock_timeout (2 s) ends the wait
    finally:
        await holder.rollback()
        await holder.close()
    assert_problem(response, 503, "database_timeout")
    assert response.headers["retry-after"].isdigit()


async def test_a_cancelled_statement_is_a_503_with_retry_after(
        client: Client, runtime: Runtime) -> None:
    """``statement_timeout`` and an operator's cancel both end a statement with 57014
    (``QueryCanceledError``): two concurrent recaps of a large game got a 500 from it."""
    table = await Table.create(client, "counter")
    task, holder = await _blocked_request(client, runtime, table)
    try:
        waiting = sa.text("SELECT pid FROM pg_stat_activity WHERE wait_event_type = 'Lock' "
                          "AND query LIKE '%FROM streams%FOR UPDATE%' AND pid <> "
                          "pg_backend_pid()")
        async with runtime.engine.connect() as admin:
            for _ in range(100):
                pids = (await admin.execute(waiting)).scalars().all()
                if pids:
                    break
                await asyncio.sleep(0.01)
            for pid in pids:
                await admin.execute(sa.text("SELECT pg_cancel_backend(:pid)"), {"pid": pid})
        response = await task
    finally:
        await holder.rollback()
        await holder.close()
    assert_problem(response, 503, "database_timeout")


async def test_an_os_error_that_is_not_the_databases_is_a_logged_500(
        client: Client, monkeypatch: pytest.MonkeyPatch) -> None:
    """A full disk, a missing file: a bug or an outage of this machine, not the database
    (it once answered 503 database_unavailable, without a traceback)."""
    table = await Table.create(client, "counter")

    async def full_disk(*_args: Any, **_kwargs: Any) -> None:
        raise OSError(28, "No space left on device")
    monkeypatch.setattr(export, "export_ndjson", full_disk)
    with structlog.testing.capture_logs() as logs:
        response = await table.get("/export")
    assert_problem(response, 500, "internal_error")
    assert "retry-after" not in response.headers
    (line,) = [entry for entry in logs if entry["event"] == "unhandled_error"]
    assert line["error_type"] == "OSError" and line.get("exc_info")


# --- nothing personal by accident -------------------------------------------------------------

async def test_events_keep_the_client_name_sent_on_purpose_never_the_user_agent(
        client: Client) -> None:
    table = await Table.create(client, "counter")
    agent = "AnnickPhone/1.0 (iPhone; iOS 17.1; home-wifi)"
    await table.send({"type": "Increment"}, headers={"User-Agent": agent})
    await table.send({"type": "Increment"}, headers={"User-Agent": agent,
                                                     "X-Client-Name": "table-bot 1.2"})
    await table.send({"type": "Increment"}, headers={"X-Client-Name": "b" * 300})
    log = await table.get("/events")
    assert "AnnickPhone" not in log.text and "iPhone" not in log.text
    clients = [e["metadata"]["client"] for e in log.json()["events"][1:]]
    assert clients == [None, "table-bot 1.2", "b" * 64]


# --- smaller items ------------------------------------------------------------------------------

async def test_an_invitation_retried_with_its_idempotency_key_makes_one_seat(
        client: Client) -> None:
    table = await Table.create(client, "counter")
    url = f"/v1/games/{table.game_id}/seats"
    headers = {**bearer(table.gm_token), "Idempotency-Key": "invite-ann-1"}
    answers = [await client.post(url, json={"role": "player", "name": "Ann"}, headers=headers)
               for _ in range(12)]
    assert {a.status_code for a in answers} == {201}
    assert len({a.content for a in answers}) == 1  # the same seat and token, twelve times
    seats = (await table.json("/seats"))["seats"]
    assert [s["name"] for s in seats].count("Ann") == 1
    token = answers[0].json()["token"]
    assert (await client.get(f"/v1/games/{table.game_id}", headers=bearer(token))).is_success
    other = await client.post(url, json={"role": "player", "name": "Bob"}, headers=headers)
    assert_problem(other, 422, "idempotency_key_reused")
    seat = answers[0].json()["seat_id"]
    await client.post(f"/v1/games/{table.game_id}/seats/{seat}/token", headers=bearer(token))
    replayed = await client.post(url, json={"role": "player", "name": "Ann"}, headers=headers)
    assert_problem(replayed, 409, "seat_token_rotated")


async def test_a_feed_resumed_past_the_head_is_refused(client: Client, live_server: str,
                                                       ) -> None:
    table = await Table.create(client, "counter")
    async with httpx.AsyncClient(base_url=live_server, timeout=10) as http:
        response = await http.get(f"/v1/games/{table.game_id}/events/stream",
                                  headers={**bearer(table.gm_token), "Last-Event-ID": "7"})
    assert_problem(response, 400, "invalid_last_event_id")


async def test_a_refusal_never_echoes_a_control_character(client: Client) -> None:
    table = await Table.create(client, "counter")
    response = await client.delete(f"/v1/games/{table.game_id}/seats/seat_%1b%5b31mX",
                                   headers=bearer(table.gm_token))
    body = assert_problem(response, 404, "seat_not_found")
    assert "\x1b" not in response.text and "\x1b" not in msgspec.json.decode(
        response.content)["detail"]
    assert "\\u001b" in body["detail"]


@pytest.mark.parametrize("name", ["Ann\u202egnp.exe", "Ann\u2028Bob", "Ann\u2066x\u2069"])
async def test_single_line_text_refuses_direction_overrides_and_separators(
        client: Client, name: str) -> None:
    table = await Table.create(client, "counter")
    response = await client.post(f"/v1/games/{table.game_id}/seats",
                                 json={"role": "player", "name": name},
                                 headers=bearer(table.gm_token))
    assert_problem(response, 422, "invalid_text")
    raw = await client.post(f"/v1/games/{table.game_id}/seats", headers={
        **bearer(table.gm_token), **JSON}, content=msgspec.json.encode(
            {"role": "player", "name": name}))  # raw UTF-8, not escaped
    assert_problem(raw, 422, "invalid_text")


@pytest.mark.parametrize("declared", [{"content-type": "text/plain"},
                                      {"content-type": "application/x-www-form-urlencoded"},
                                      {"content-type": "multipart/form-data; boundary=x"}, {}])
async def test_a_body_not_declared_as_json_is_415(client: Client,
                                                  declared: dict[str, str]) -> None:
    """A cross-site "simple" POST (no preflight) cannot create a game."""
    body = msgspec.json.encode({"ruleset": "counter", "title": "from another site"})
    response = await client.post("/v1/games", content=body, headers=declared)
    assert_problem(response, 415, "unsupported_media_type")
    charset = await client.post("/v1/games", content=body,
                                headers={"content-type": "application/json; charset=utf-8"})
    assert charset.status_code == 201


async def test_logs_escape_control_characters_and_shorten_share_ids(client: Client) -> None:
    table = await Table.create(client, "counter")
    share = (await client.post(f"/v1/games/{table.game_id}/shares", json={},
                               headers=bearer(table.gm_token))).json()["share_id"]
    merge = structlog.contextvars.merge_contextvars
    with structlog.testing.capture_logs(processors=[merge, escape_controls]) as logs:
        await client.get("/v1/no-such%1b[2J%0aforged line")
        await client.get(f"/v1/shared/{share}/state")
    paths = [entry["path"] for entry in logs if entry["event"] == "request"]
    assert paths[0] == "/v1/no-such\\u001b[2J\\u000aforged line"
    assert paths[1] == f"/v1/shared/{share[:8]}…/state" and share not in str(logs)
    assert logged_path("/v1/games/x/state") == "/v1/games/x/state"

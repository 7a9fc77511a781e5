"""A seat's live feed racing with the seat's revocation or token rotation (the race the
shared feed had, issue #29): the worst interleaving is forced — the credentials are
checked, then the seat is revoked (or its token replaced) and that request has answered,
and only then does the feed subscribe. The feed is refused (401) instead of staying open
on events appended after the revocation; by bearer token and by stream ticket alike.
"""

import asyncio
from typing import Any

import httpx
import pytest

from infrastructure.api import feed as feed_routes
from tests.support.api import Client, Table, bearer

WAIT = 5.0
"""Seconds any step of these tests may take (bounded waits)."""


async def revoke(table: Table, seat_id: str) -> None:
    response = await table.client.delete(f"/v1/games/{table.game_id}/seats/{seat_id}",
                                         headers=bearer(table.gm_token))
    assert response.status_code == 200, response.text


async def rotate(table: Table, seat_id: str) -> None:
    response = await table.client.post(f"/v1/games/{table.game_id}/seats/{seat_id}/token",
                                       headers=bearer(table.gm_token))
    assert response.status_code == 200, response.text


async def ticket_of(table: Table, token: str) -> str:
    response = await table.client.post(f"/v1/games/{table.game_id}/stream-tickets",
                                       headers=bearer(token))
    assert response.status_code in (200, 201), response.text
    return str(response.json()["ticket"])


async def feed_opened_across(table: Table, live_server: str, monkeypatch: pytest.MonkeyPatch,
                             credentials: dict[str, Any], seat_id: str,
                             end_access: Any) -> tuple[int, dict[str, Any]]:
    """Open the seat's feed with ``credentials`` (headers and params); ``end_access`` runs
    after the check and before the subscription. The feed's status and problem body."""
    checked, go = asyncio.Event(), asyncio.Event()
    real = feed_routes.open_stream

    async def late(*args: Any, **kwargs: Any) -> Any:
        checked.set()
        await go.wait()  # the seat loses its access here, between the check and the feed
        return await real(*args, **kwargs)

    monkeypatch.setattr(feed_routes, "open_stream", late)
    async with httpx.AsyncClient(base_url=live_server, timeout=10) as http:

        async def read() -> tuple[int, dict[str, Any]]:
            async with http.stream("GET", f"/v1/games/{table.game_id}/events/stream",
                                   **credentials) as response:
                if response.status_code != 200:
                    await response.aread()
                    return response.status_code, response.json()
                await table.ok({"type": "Increment"})  # appended after the revocation
                async for line in response.aiter_lines():  # bounded by wait_for below
                    if line.startswith("id:"):
                        return 200, {"got_event_after_revocation": line}
                return 200, {}

        reading = asyncio.create_task(read())
        await asyncio.wait_for(checked.wait(), timeout=WAIT)
        await end_access(table, seat_id)
        go.set()
        return await asyncio.wait_for(reading, timeout=WAIT)


@pytest.mark.parametrize("end_access", [revoke, rotate], ids=["revoked", "rotated"])
async def test_a_feed_opened_by_token_as_the_seat_loses_access_is_refused(
        client: Client, live_server: str, monkeypatch: pytest.MonkeyPatch,
        end_access: Any) -> None:
    table = await Table.create(client, "counter")
    seat_id = await table.seat("ana")
    status, body = await feed_opened_across(
        table, live_server, monkeypatch, {"headers": bearer(table.seats["ana"])}, seat_id,
        end_access)
    assert (status, body.get("code")) == (401, "invalid_token"), body


async def test_a_feed_opened_by_ticket_as_the_seat_is_revoked_is_refused(
        client: Client, live_server: str, monkeypatch: pytest.MonkeyPatch) -> None:
    table = await Table.create(client, "counter")
    seat_id = await table.seat("ana")
    ticket = await ticket_of(table, table.seats["ana"])
    status, body = await feed_opened_across(
        table, live_server, monkeypatch, {"params": {"ticket": ticket}}, seat_id, revoke)
    assert (status, body.get("code")) == (401, "invalid_ticket"), body

"""Browsers on other origins: CORS from the allow-list, stream tickets for EventSource."""

import time
from collections.abc import AsyncIterator

import pytest
import structlog
from httpx import ASGITransport, AsyncClient
from litestar import Litestar

from domain.core import Actor
from infrastructure.api.app import create_app
from infrastructure.runtime import Runtime
from infrastructure.settings import ServerSettings, Settings
from services.context import AppContext
from services.stream_tickets import TICKET_SECONDS, issue_ticket
from tests.support.api import Client, Table, assert_problem, bearer, stream_versions

ALLOWED = "https://table.example"


@pytest.fixture(scope="module")
async def cors_client(settings: Settings, runtime: Runtime) -> AsyncIterator[Client]:
    """The API configured with ``CORS_ORIGINS=https://table.example``, on the shared engines."""
    configured = Settings(database=settings.database, redis=settings.redis,
                          server=ServerSettings(cors_origins=(ALLOWED,)))
    app: Litestar = create_app(configured, runtime=runtime)
    app.state.runtime, app.state.ctx = runtime, runtime.ctx
    async with AsyncClient(transport=ASGITransport(app=app), base_url="http://api") as http:
        yield http


def preflight(origin: str) -> dict[str, str]:
    return {"Origin": origin, "Access-Control-Request-Method": "POST",
            "Access-Control-Request-Headers": "authorization, content-type, idempotency-key, "
            "if-match"}


async def test_a_preflight_from_an_allowed_origin_passes_and_is_cached(
        cors_client: Client) -> None:
    response = await cors_client.options("/v1/games/x/commands", headers=preflight(ALLOWED))
    assert response.status_code in (200, 204)
    assert response.headers["access-control-allow-origin"] == ALLOWED
    allowed = response.headers["access-control-allow-headers"].lower()
    for header in ("authorization", "content-type", "idempotency-key", "if-match",
                   "last-event-id", "x-correlation-id"):
        assert header in allowed
    assert int(response.headers["access-control-max-age"]) >= 600


async def test_a_preflight_from_another_origin_is_refused(cors_client: Client) -> None:
    response = await cors_client.options("/v1/games/x/commands",
                                         headers=preflight("https://evil.example"))
    assert response.status_code >= 400
    assert "access-control-allow-origin" not in response.headers


async def test_an_allowed_origin_may_read_the_etag_and_rate_limit_headers(
        cors_client: Client) -> None:
    table = await Table.create(cors_client, "counter")
    response = await cors_client.post(
        f"/v1/games/{table.game_id}/commands", json={"type": "Increment"},
        headers={**bearer(table.gm_token), "Origin": ALLOWED})
    assert response.status_code == 200
    assert response.headers["access-control-allow-origin"] == ALLOWED
    exposed = response.headers["access-control-expose-headers"].lower()
    for header in ("etag", "ratelimit", "ratelimit-policy", "retry-after", "location",
                   "www-authenticate"):
        assert header in exposed


async def test_without_cors_origins_no_cross_origin_header_is_ever_sent(client: Client) -> None:
    response = await client.options("/v1/games/x/commands", headers=preflight(ALLOWED))
    assert "access-control-allow-origin" not in response.headers
    table = await Table.create(client, "counter")
    read = await client.get(f"/v1/games/{table.game_id}",
                            headers={**bearer(table.gm_token), "Origin": ALLOWED})
    assert read.status_code == 200 and "access-control-allow-origin" not in read.headers


async def ticket_for(table: Table, as_: str = "gm") -> dict[str, str]:
    response = await table.client.post(f"/v1/games/{table.game_id}/stream-tickets",
                                       headers=bearer(table.seats[as_]))
    assert response.status_code == 201, response.text
    body: dict[str, str] = response.json()
    return body


async def test_an_eventsource_style_request_with_a_ticket_streams(
        client: Client, live_server: str) -> None:
    table = await Table.create(client, "counter")
    await table.seat("ann", "observer")
    ticket = await ticket_for(table, "ann")
    assert ticket["ticket"].startswith("st_") and table.seats["ann"] not in ticket["ticket"]
    versions = await stream_versions(live_server, table, 2, after_commands=2,
                                     ticket=ticket["ticket"])
    assert versions == [3, 4]


async def test_a_forged_ticket_is_refused_like_a_bad_token(client: Client) -> None:
    table = await Table.create(client, "counter")
    good = (await ticket_for(table))["ticket"]
    forged = good[:-2] + ("AA" if not good.endswith("AA") else "BB")
    for ticket in (forged, "st_garbage", "st_.", "nonsense", good.replace("st_", "xx_")):
        response = await client.get(f"/v1/games/{table.game_id}/events/stream",
                                    params={"ticket": ticket})
        assert_problem(response, 401, "invalid_ticket")


async def test_an_expired_ticket_is_refused(client: Client, ctx: AppContext) -> None:
    table = await Table.create(client, "counter")
    stale = await issue_ticket(ctx, Actor(table.seat_ids["gm"], "gm"), table.game_id,
                               now=time.time() - TICKET_SECONDS - 1)
    response = await client.get(f"/v1/games/{table.game_id}/events/stream",
                                params={"ticket": stale.ticket})
    assert_problem(response, 401, "invalid_ticket")


async def test_a_ticket_works_only_on_its_own_game_and_only_on_the_stream(
        client: Client) -> None:
    one, other = await Table.create(client, "counter"), await Table.create(client, "counter")
    ticket = (await ticket_for(one))["ticket"]
    response = await client.get(f"/v1/games/{other.game_id}/events/stream",
                                params={"ticket": ticket})
    assert_problem(response, 401, "invalid_ticket")
    read = await client.get(f"/v1/games/{one.game_id}/state", params={"ticket": ticket})
    assert_problem(read, 401, "missing_token")


async def test_a_ticket_is_never_logged(client: Client) -> None:
    table = await Table.create(client, "counter")
    ticket = (await ticket_for(table))["ticket"]
    merge = structlog.contextvars.merge_contextvars
    with structlog.testing.capture_logs(processors=[merge]) as logs:
        await client.get(f"/v1/games/{table.game_id}/events/stream",
                         params={"ticket": ticket + "x"})
    (line,) = [entry for entry in logs if entry["event"] == "request"]
    assert line["path"].endswith("/events/stream") and line["status"] == 401
    assert ticket not in str(logs) and table.gm_token not in str(logs)


async def test_an_observer_may_ask_for_a_ticket_but_a_stranger_may_not(client: Client) -> None:
    table = await Table.create(client, "counter")
    response = await client.post(f"/v1/games/{table.game_id}/stream-tickets")
    assert_problem(response, 401, "missing_token")
    await table.seat("obs", "observer")
    assert (await ticket_for(table, "obs"))["expires_at"]

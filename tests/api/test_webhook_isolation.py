"""Issue 38, items 5, 6 and 9 (webhooks): one gm's slow receiver delays only its own
subscriptions; a receiver's refusal fails that delivery at once and the next follows;
Discord gets names it accepts; the deliveries listing shows status and timing, never the
receiver's text; a game holds a bounded number of subscriptions and share links; the
IPv6 forms that hide a private address are refused."""

import asyncio
from collections.abc import AsyncIterator, Callable
from dataclasses import dataclass, field, replace
from typing import Any

import httpx
import pytest
from httpx import ASGITransport, AsyncClient
from litestar import Litestar

from infrastructure.api.app import create_app
from infrastructure.runtime import Runtime
from infrastructure.settings import LimitSettings, Settings
from tests.support.api import Client, Table, assert_problem, bearer
from tests.support.webhooks import (
    TEST_WEBHOOKS,
    Receiver,
    allowing_private,
    serving,
    subscribe,
    until,
    workers,
)

PATIENT = replace(TEST_WEBHOOKS, timeout=120.0)
"""Sends wait up to two minutes: a hanging receiver holds its send for the whole test."""


@dataclass
class HeldReceiver(Receiver):
    """A receiver that answers nothing until ``release`` is set (a host that hangs)."""

    release: asyncio.Event = field(default_factory=asyncio.Event)
    waiting: int = 0

    async def __call__(self, scope: dict[str, Any], receive: Callable[[], Any],
                      send: Callable[[dict[str, Any]], Any]) -> None:
        self.waiting += 1
        await self.release.wait()
        await super().__call__(scope, receive, send)


async def test_a_hanging_receiver_of_one_game_does_not_hold_another_games_delivery(
        app: Litestar, runtime: Runtime, client: AsyncClient, settings: Settings) -> None:
    hanging, prompt = HeldReceiver(), Receiver()
    async with allowing_private(app, runtime, client) as private:
        slow, other = await Table.create(private, "counter"), await Table.create(private,
                                                                                  "counter")
        async with serving(hanging) as slow_url, serving(prompt) as url, \
                workers(settings, count=1, webhooks=PATIENT):
            for _ in range(3):  # the probe's three subscriptions to one slow host
                await subscribe(private, slow.game_id, slow.gm_token, slow_url)
            prompt.secret = (await subscribe(private, other.game_id, other.gm_token,
                                             url))["secret"]
            await slow.ok({"type": "Increment"})
            await until(lambda: hanging.waiting == 3, 20)
            await other.ok({"type": "Increment"})
            await until(lambda: bool(prompt.delivered()), 20)
            held = hanging.waiting - len(hanging.requests)
            hanging.release.set()
    assert len(prompt.delivered()) == 1 and prompt.requests[0].verified
    assert held == 3, "the other game's delivery went out while the three slow ones hung"


async def test_a_refused_delivery_fails_at_once_and_the_next_one_follows(
        app: Litestar, runtime: Runtime, client: AsyncClient, settings: Settings) -> None:
    receiver = Receiver(script=[400])
    async with allowing_private(app, runtime, client) as private:
        table = await Table.create(private, "counter")
        async with serving(receiver) as url, workers(settings, count=1):
            created = await subscribe(private, table.game_id, table.gm_token, url)
            receiver.secret = created["secret"]
            await table.ok({"type": "Increment"})
            await table.ok({"type": "Increment"})
            await until(lambda: len(receiver.requests) >= 2, 20)
            listed: list[dict[str, Any]] = []
            for _ in range(100):  # the receiver answers before the worker records it
                listed = (await private.get(
                    f"/v1/games/{table.game_id}/webhooks/{created['webhook_id']}/deliveries",
                    headers=bearer(table.gm_token))).json()["deliveries"]
                if all(d["status"] != "pending" for d in listed):
                    break
                await asyncio.sleep(0.1)
    assert [r.status for r in receiver.requests] == [400, 200]
    refused, sent = sorted(listed, key=lambda d: d["version"])
    assert refused["status"] == "failed" and refused["next_attempt_at"] is None
    assert [a["status_code"] for a in refused["attempts"]] == [400]
    assert refused["last_error"] == "HTTP 400" and refused["attempts"][0]["error"] == "HTTP 400"
    assert refused["attempts"][0]["duration_ms"] >= 0
    assert sent["status"] == "delivered"


async def test_discord_gets_a_name_it_accepts(
        app: Litestar, runtime: Runtime, client: AsyncClient, settings: Settings) -> None:
    receiver = Receiver()
    async with allowing_private(app, runtime, client) as private:
        table = await Table.create(private, "counter")
        await table.seat("Éris la Discorde")
        async with serving(receiver) as url, workers(settings, count=1):
            await subscribe(private, table.game_id, table.gm_token, url, format="discord")
            await table.ok({"type": "Increment"}, as_="Éris la Discorde")
            await until(lambda: bool(receiver.delivered()), 20)
    name = receiver.delivered()[0].json["username"]
    assert "discord" not in name.lower() and 1 <= len(name) <= 80
    assert name.replace("\u043e", "o") == "Éris la Discorde"  # reads the same


# --- caps and address forms -------------------------------------------------------------

@pytest.fixture
async def capped(runtime: Runtime) -> AsyncIterator[Client]:
    """A client of an app allowing 2 webhooks and 2 live share links per game (private
    addresses allowed)."""
    settings = Settings(database=runtime.settings.database, redis=runtime.settings.redis,
                        webhooks=TEST_WEBHOOKS,
                        limits=LimitSettings(webhooks_per_game=2, shares_per_game=2))
    app = create_app(settings, runtime=runtime)
    clone = type(runtime).__new__(type(runtime))
    clone.__dict__.update(runtime.__dict__)
    clone.settings = settings
    app.state.runtime, app.state.ctx = clone, runtime.ctx
    async with httpx.AsyncClient(transport=ASGITransport(app=app),
                                 base_url="http://testserver") as http:
        yield http


async def test_a_game_holds_a_bounded_number_of_webhooks_and_share_links(
        capped: Client) -> None:
    table = await Table.create(capped, "counter")
    gm = bearer(table.gm_token)
    hooks = f"/v1/games/{table.game_id}/webhooks"
    made = [await capped.post(hooks, json={"url": "http://127.0.0.1:9/x"}, headers=gm)
            for _ in range(2)]
    assert [r.status_code for r in made] == [201, 201]
    assert_problem(await capped.post(hooks, json={"url": "http://127.0.0.1:9/x"}, headers=gm),
                   409, "too_many_webhooks")
    await capped.delete(f"{hooks}/{made[0].json()['webhook_id']}", headers=gm)
    assert (await capped.post(hooks, json={"url": "http://127.0.0.1:9/x"},
                              headers=gm)).status_code == 201
    shares = f"/v1/games/{table.game_id}/shares"
    links = [(await capped.post(shares, json={}, headers=gm)).json() for _ in range(2)]
    assert_problem(await capped.post(shares, json={}, headers=gm), 409, "too_many_shares")
    await capped.delete(f"{shares}/{links[0]['share_id']}", headers=gm)
    assert (await capped.post(shares, json={}, headers=gm)).status_code == 201


async def test_many_webhooks_at_once_stop_at_the_cap(capped: Client) -> None:
    table = await Table.create(capped, "counter")
    answers = await asyncio.gather(*(capped.post(
        f"/v1/games/{table.game_id}/webhooks", json={"url": "http://127.0.0.1:9/x"},
        headers=bearer(table.gm_token)) for _ in range(8)))
    assert sorted(a.status_code for a in answers) == [201, 201, *[409] * 6]


@pytest.mark.parametrize("url", [
    "http://[::ffff:0:127.0.0.1]/hook",  # IPv4-translated (RFC 2765) loopback
    "http://[::ffff:0:a00:1]/hook",  # IPv4-translated 10.0.0.1
    "http://[fec0::1]/hook",  # site-local, deprecated (RFC 3879)
])
async def test_ipv6_forms_hiding_a_private_address_are_refused(client: Client, url: str) -> None:
    table = await Table.create(client, "counter")
    response = await client.post(f"/v1/games/{table.game_id}/webhooks", json={"url": url},
                                 headers=bearer(table.gm_token))
    assert_problem(response, 422, "webhook_url_forbidden")

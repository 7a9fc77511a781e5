"""Webhook delivery end to end: commands over HTTP, delivery workers on their own engines,
receivers on loopback that verify every request with ``standardwebhooks``."""

import asyncio
from collections import Counter
from collections.abc import AsyncIterator, Callable
from dataclasses import replace
from datetime import datetime
from typing import Any

import pytest
from httpx import AsyncClient
from litestar import Litestar

from infrastructure.runtime import Runtime
from infrastructure.settings import Settings
from tests.support import locquemare_http as loc
from tests.support.api import Client, Table, bearer
from tests.support.espri_scenario import CALLS, PLAYERS, SETUP
from tests.support.webhooks import (
    TEST_WEBHOOKS,
    Receiver,
    allowing_private,
    serving,
    subscribe,
    until,
    workers,
)


@pytest.fixture
async def private(app: Litestar, runtime: Runtime,
                  client: AsyncClient) -> AsyncIterator[AsyncClient]:
    """The app with ``WEBHOOK_ALLOW_PRIVATE=1`` (receivers live on loopback)."""
    async with allowing_private(app, runtime, client) as http:
        yield http


async def espri_table(client: Client) -> Table:
    table = await Table.create(client, "espri", randomness="mixed")
    for player in PLAYERS:
        await table.seat(player)
    return table


async def play_espri(table: Table) -> None:
    for step in SETUP + CALLS:
        command = step.command
        if command["type"] == "RegisterCharacter":
            command = {**command, "player_id": table.seat_ids[step.seat]}
        if step.refused is None:
            await table.ok(command, step.seat)
        else:
            assert (await table.send(command, step.seat)).status_code == 409


async def recorded(table: Table, path: str, done: Callable[[Any], bool]) -> Any:
    """Poll a read of the API until ``done`` holds (the worker records after it sends)."""
    body = await table.json(path)
    for _ in range(1500):
        if done(body):
            break
        await asyncio.sleep(0.02)
        body = await table.json(path)
    return body


async def stored_versions(table: Table, after: int) -> list[tuple[int, str]]:
    events = (await table.json("/events", after=after, limit=500))["events"]
    return [(e["version"], e["type"]) for e in events]


async def test_a_whole_espri_call_arrives_in_order_with_valid_signatures(
        private: AsyncClient, settings: Settings) -> None:
    table = await espri_table(private)
    receiver = Receiver()
    async with serving(receiver) as url:
        created = await subscribe(private, table.game_id, table.gm_token, url)
        receiver.secret = created["secret"]
        assert created["secret"].startswith("whsec_")
        await play_espri(table)
        expected = await stored_versions(table, created["from_version"])
        async with workers(settings, 2):
            await until(lambda: len(receiver.delivered()) >= len(expected))
    assert all(r.verified for r in receiver.requests)
    got = [(r.json["data"]["version"], r.json["type"]) for r in receiver.delivered()]
    assert got == expected
    assert {"CallDeclared", "GemsDrawn", "CallResultDetermined", "CallClosed"} <= {
        t for _, t in got}
    first = receiver.delivered()[0]
    assert first.headers["webhook-id"] == f"msg_{table.game_id}_{got[0][0]}"
    assert set(first.json) == {"type", "timestamp", "data"}


async def test_a_receiver_that_fails_for_a_while_then_recovers_gets_every_event(
        private: AsyncClient, settings: Settings) -> None:
    table = await Table.create(private, "counter")
    receiver = Receiver(script=[500, 503, 502, 500])
    async with serving(receiver) as url:
        created = await subscribe(private, table.game_id, table.gm_token, url)
        receiver.secret = created["secret"]
        for by in range(1, 6):
            await table.ok({"type": "Increment", "by": by})
        async with workers(settings, 2):
            await until(lambda: len(receiver.delivered()) >= 5)
            deliveries = (await recorded(
                table, f"/webhooks/{created['webhook_id']}/deliveries",
                lambda b: [d["status"] for d in b["deliveries"]] == ["delivered"] * 5))[
                "deliveries"]
    assert all(r.verified for r in receiver.requests)
    assert receiver.versions() == list(range(created["from_version"] + 1,
                                             created["from_version"] + 6))
    ids = Counter(r.headers["webhook-id"] for r in receiver.requests)
    first_id = f"msg_{table.game_id}_{created['from_version'] + 1}"
    assert ids[first_id] == 5, ids  # four failures, then the same id again
    oldest = deliveries[-1]
    assert oldest["status"] == "delivered"
    assert [a["status_code"] for a in oldest["attempts"]] == [500, 503, 502, 500, 200]
    assert all(d["status"] == "delivered" for d in deliveries)


async def test_two_workers_on_separate_engines_deliver_each_event_once_per_subscription(
        private: AsyncClient, settings: Settings) -> None:
    table = await Table.create(private, "counter")
    receivers = [Receiver(), Receiver(), Receiver()]
    async with serving(receivers[0]) as a, serving(receivers[1]) as b, \
            serving(receivers[2]) as c:
        for receiver, url in zip(receivers, (a, b, c), strict=True):
            receiver.secret = (await subscribe(private, table.game_id, table.gm_token,
                                               url))["secret"]
        async with workers(settings, 2) as pair:
            for _ in range(20):
                await table.ok({"type": "Increment", "by": 1})
            await until(lambda: all(len(r.delivered()) >= 20 for r in receivers))
    for receiver in receivers:
        counted = Counter(r.headers["webhook-id"] for r in receiver.requests)
        assert len(counted) == 20 and set(counted.values()) == {1}, counted
        assert receiver.versions() == sorted(receiver.versions())
        assert all(r.verified for r in receiver.requests)
    assert {w.owner for w in pair} == {"test-worker-0", "test-worker-1"}


SECRETS = [*loc.SECRET_TEXTS.values(), loc.HIDDEN_KEY, loc.NPC_KEY]


async def play_hidden(table: Table) -> None:
    """``locquemare_http.hidden_table``'s secrets, drawn after the subscription."""
    await table.ok({"type": "SetSecretPool", "secrets": loc.POOL})
    await table.ok({"type": "DrawSecrets", "hero_id": "sybeline", "drawn": ["s1", "s2"]},
                   as_="sybeline")
    await table.ok({"type": "ChooseSecret", "hero_id": "sybeline", "secret_id": "s1"},
                   as_="sybeline")
    await table.ok({"type": "DrawSecrets", "hero_id": "artus", "drawn": ["s3", "s4"]},
                   as_="artus")
    await loc.open_act(table)
    await loc.open_scene(table)
    await table.ok({"type": "CreateKey", "key_id": loc.HIDDEN_IDS[0], "text": loc.HIDDEN_KEY,
                    "known": False})


async def test_an_observer_view_subscription_never_receives_locquemare_secrets(
        private: AsyncClient, settings: Settings) -> None:
    table = await loc.locquemare_table(private, heroes=2)
    observer, gm = Receiver(), Receiver()
    async with serving(observer) as watching, serving(gm) as full:
        observer.secret = (await subscribe(private, table.game_id, table.gm_token,
                                           watching))["secret"]
        gm.secret = (await subscribe(private, table.game_id, table.gm_token, full,
                                     view_as=table.seat_ids["gm"]))["secret"]
        await play_hidden(table)
        version = (await table.json())["version"]
        async with workers(settings, 1):
            await until(lambda: max(gm.versions(), default=0) >= version
                        and max(observer.versions(), default=0) >= version - 1)
    assert all(r.verified for r in observer.requests + gm.requests)
    seen = b"".join(r.body for r in observer.requests)
    loc.assert_absent(seen, [*SECRETS[:5], loc.HIDDEN_KEY], "an observer webhook")
    everything = b"".join(r.body for r in gm.requests)
    assert loc.HIDDEN_KEY.encode() in everything and loc.SECRET_TEXTS["s1"].encode() in \
        everything
    assert len(observer.versions()) < len(gm.versions())  # hidden events are not sent


async def test_discord_gets_the_narration_as_the_acting_seat(
        private: AsyncClient, settings: Settings) -> None:
    table = await Table.create(private, "counter")
    await table.seat("Ann")
    receiver = Receiver()
    async with serving(receiver) as url:
        receiver.secret = (await subscribe(private, table.game_id, table.gm_token, url,
                                           format="discord"))["secret"]
        await table.ok({"type": "Increment", "by": 3}, as_="Ann")
        async with workers(settings, 1):
            await until(lambda: len(receiver.delivered()) >= 1)
    (posted,) = receiver.delivered()
    body: dict[str, Any] = posted.json
    assert body["username"] == "Ann" and "3" in body["content"]
    assert len(body["content"]) <= 2000 and posted.verified


async def test_a_french_subscription_narrates_in_french_whatever_the_games_language(
        private: AsyncClient, settings: Settings) -> None:
    table = await Table.create(private, "counter")
    receiver = Receiver()
    async with serving(receiver) as url:
        made = await subscribe(private, table.game_id, table.gm_token, url, format="discord",
                               language="fr")
        receiver.secret = made["secret"]
        assert made["language"] == "fr"
        await table.seat("Bob")
        async with workers(settings, 1):
            await until(lambda: len(receiver.delivered()) >= 1)
    (posted,) = receiver.delivered()
    assert posted.json["content"] == "Bob rejoint la table (place de joueur)."
    assert posted.json["username"] == "MJ" and posted.verified


async def test_410_disables_the_subscription_and_retry_after_is_honoured(
        private: AsyncClient, settings: Settings) -> None:
    table = await Table.create(private, "counter")
    gone, slow = Receiver(script=[410]), Receiver(script=[429])
    slow.extra_headers = {429: [(b"retry-after", b"1")]}
    async with serving(gone) as a, serving(slow) as b:
        gone.secret = (await subscribe(private, table.game_id, table.gm_token, a))["secret"]
        made = await subscribe(private, table.game_id, table.gm_token, b)
        slow.secret = made["secret"]
        for _ in range(3):
            await table.ok({"type": "Increment", "by": 1})
        async with workers(settings, 1):
            await until(lambda: len(slow.delivered()) >= 3)
            body = await recorded(table, "/webhooks", lambda b: any(
                w["status"] == "disabled" for w in b["webhooks"]))
            deliveries = (await recorded(
                table, f"/webhooks/{made['webhook_id']}/deliveries",
                lambda b: all(d["status"] == "delivered" for d in b["deliveries"])))[
                "deliveries"]
    assert len(gone.requests) == 1 and not gone.delivered()
    listed = {w["url"]: w for w in body["webhooks"]}
    assert listed[a]["status"] == "disabled" and listed[b]["status"] == "active"
    assert len(slow.delivered()) == 3 and slow.requests[0].status == 429
    first_try, second_try = deliveries[-1]["attempts"]
    waited = (datetime.fromisoformat(second_try["attempted_at"])
              - datetime.fromisoformat(first_try["attempted_at"]))
    assert first_try["status_code"] == 429 and waited.total_seconds() >= 1  # Retry-After: 1


async def test_the_address_is_checked_again_at_send_time(
        private: AsyncClient, settings: Settings) -> None:
    table = await Table.create(private, "counter")
    receiver = Receiver()
    async with serving(receiver) as url:
        made = await subscribe(private, table.game_id, table.gm_token, url)
        await table.ok({"type": "Increment", "by": 1})
        strict = replace(TEST_WEBHOOKS, allow_private=False)
        path = f"/webhooks/{made['webhook_id']}/deliveries"

        attempts: list[dict[str, Any]] = []
        async with workers(settings, 1, webhooks=strict):
            for _ in range(500):
                found = (await table.json(path))["deliveries"]
                attempts = found[0]["attempts"] if found else []
                if attempts:
                    break
                await asyncio.sleep(0.02)
    assert receiver.requests == []
    assert attempts[0]["status_code"] is None
    assert attempts[0]["error"].startswith("webhook_url_forbidden")


async def test_event_types_filter_and_a_retry_after_410_resumes(
        private: AsyncClient, settings: Settings) -> None:
    table = await Table.create(private, "counter")
    receiver = Receiver(script=[410])
    async with serving(receiver) as url:
        made = await subscribe(private, table.game_id, table.gm_token, url,
                               event_types=["DieRolled"])
        receiver.secret = made["secret"]
        await table.ok({"type": "Increment", "by": 1})
        await table.ok({"type": "RollDie"})
        await table.ok({"type": "RollDie"})
        path = f"/webhooks/{made['webhook_id']}"
        async with workers(settings, 1):
            failed: list[dict[str, Any]] = []
            for _ in range(1500):  # until the worker has recorded the 410
                failed = [d for d in (await table.json(f"{path}/deliveries"))["deliveries"]
                          if d["status"] == "failed"]
                if failed:
                    break
                await asyncio.sleep(0.02)
            (first,) = failed
            retried = await private.post(
                f"/v1/games/{table.game_id}{path}/deliveries/{first['delivery_id']}/retry",
                headers=bearer(table.gm_token))
            assert retried.status_code == 202, retried.text
            await until(lambda: len(receiver.delivered()) >= 2)
    assert [r.json["type"] for r in receiver.delivered()] == ["DieRolled", "DieRolled"]
    assert all(r.verified for r in receiver.requests)
    ids = [r.headers["webhook-id"] for r in receiver.requests]
    assert ids[0] == ids[1]  # the retried delivery keeps its webhook-id
    assert (await table.json("/webhooks"))["webhooks"][0]["status"] == "active"

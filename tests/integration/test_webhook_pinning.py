"""A delivery connects to the address its check passed, never to a second lookup of the
name (DNS rebinding), and TLS still verifies the certificate against the name.

A name ``<random>.rebind.test`` is answered by a scripted resolver (the worker's resolver port,
standing for DNS): an allowed address to the first lookup, a private one to every later
lookup. The operator allows ``127.0.0.2`` (``WEBHOOK_ALLOW_NETWORKS``) and nothing else on
loopback, so 127.0.0.2 plays the public receiver and 127.0.0.1, on the same port, the
private target a rebinding would reach. ``.test`` names resolve nowhere else (RFC 2606):
a client looking the name up again could not connect at all.
"""

import shutil
import ssl
import subprocess
import uuid
from collections.abc import AsyncIterator
from dataclasses import replace
from ipaddress import ip_network
from pathlib import Path
from typing import Any

import pytest
from httpx import AsyncClient
from litestar import Litestar

from infrastructure.runtime import Runtime
from infrastructure.settings import Settings
from infrastructure.webhooks.sender import Sender
from tests.support.api import Table, bearer
from tests.support.webhooks import (
    TEST_WEBHOOKS,
    Receiver,
    allowing_private,
    same_port,
    serving,
    subscribe,
    until,
    workers,
)

STRICT = replace(TEST_WEBHOOKS, allow_private=False,
                 allow_networks=(ip_network("127.0.0.2/32"),))


def fresh_name() -> str:
    """A name no other test looks up (the resolver answers each name's first lookup)."""
    return f"h{uuid.uuid4().hex[:10]}.rebind.test"


class Rebinding:
    """Answers 127.0.0.2 to the first lookup of each name, 127.0.0.1 afterwards."""

    def __init__(self) -> None:
        self.lookups: list[str] = []

    async def __call__(self, host: str, port: int) -> list[str]:
        self.lookups.append(host)
        return ["127.0.0.2"] if self.lookups.count(host) == 1 else ["127.0.0.1"]


@pytest.fixture
async def private(app: Litestar, runtime: Runtime,
                  client: AsyncClient) -> AsyncIterator[AsyncClient]:
    """The app with ``WEBHOOK_ALLOW_PRIVATE=1`` for subscribing (the workers here are
    strict: they apply the policy at each send)."""
    async with allowing_private(app, runtime, client) as http:
        yield http


async def attempts(table: Table, webhook_id: str, count: int) -> list[dict[str, Any]]:
    """The attempts recorded for a subscription once there are ``count`` of them."""
    found: list[dict[str, Any]] = []

    async def enough() -> bool:
        nonlocal found
        body = await table.json(f"/webhooks/{webhook_id}/deliveries")
        found = [a for d in body["deliveries"] for a in d["attempts"]]
        return len(found) >= count

    for _ in range(1500):
        if await enough():
            break
        await until(lambda: False, 0.02)
    return found


async def test_the_delivery_goes_to_the_checked_address_not_to_a_rebound_one(
        private: AsyncClient, settings: Settings) -> None:
    table = await Table.create(private, "counter")
    public, target = Receiver(), Receiver()
    resolver, name = Rebinding(), fresh_name()
    first, second = same_port("127.0.0.2", "127.0.0.1")
    async with serving(public, first) as public_url, serving(target, second):
        port = public_url.rsplit(":", 1)[1].split("/")[0]
        made = await subscribe(private, table.game_id, table.gm_token,
                               f"http://{name}:{port}/hook")
        public.secret = made["secret"]
        async with workers(settings, 1, webhooks=STRICT, resolver=resolver):
            await table.ok({"type": "Increment", "by": 1})
            await until(lambda: len(public.delivered()) == 1)
            # Only this name's lookups count: the worker also retries deliveries other
            # tests left pending, and looks their hosts up through the same resolver.
            lookups_for_first = resolver.lookups.count(name)
            await table.ok({"type": "Increment", "by": 2})
            tried = await attempts(table, made["webhook_id"], 2)
        await forget(table, made["webhook_id"])
    assert [r.verified for r in public.delivered()] == [True]
    assert public.requests[0].headers["host"] == f"{name}:{port}"
    assert lookups_for_first == 1, "the send looked the name up again"
    assert target.requests == [], "a delivery reached the rebound (private) address"
    refused = [a for a in tried if a["status_code"] is None]
    assert refused and refused[0]["error"].startswith("webhook_url_forbidden")
    assert "127.0.0.1" in refused[0]["error"]


async def forget(table: Table, webhook_id: str) -> None:
    """Delete a subscription, so later tests' workers do not retry it."""
    response = await table.client.delete(f"/v1/games/{table.game_id}/webhooks/{webhook_id}",
                                         headers=bearer(table.gm_token))
    assert response.status_code == 204, response.text


def certificate(directory: Path, name: str) -> tuple[Path, Path]:
    """A self-signed certificate for ``name`` (openssl), and its key."""
    cert, key = directory / f"{name}.pem", directory / f"{name}.key"
    subprocess.run(["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1",
                    "-subj", f"/CN={name}", "-addext", f"subjectAltName=DNS:{name}",
                    "-keyout", str(key), "-out", str(cert)],
                   check=True, capture_output=True, timeout=60)
    return cert, key


@pytest.mark.parametrize("matching", [True, False])
async def test_tls_is_verified_against_the_name_while_connecting_to_the_pinned_address(
        private: AsyncClient, settings: Settings, tmp_path: Path, matching: bool) -> None:
    if shutil.which("openssl") is None:
        pytest.skip("openssl is not installed: cannot make the receiver's certificate")
    name = fresh_name()
    cert, key = certificate(tmp_path, name if matching else "other.test")
    trust = ssl.create_default_context(cafile=str(cert))
    table = await Table.create(private, "counter")
    receiver = Receiver()
    (sock,) = same_port("127.0.0.2")
    async with serving(receiver, sock, ssl_certfile=str(cert), ssl_keyfile=str(key)) as url:
        port = url.rsplit(":", 1)[1].split("/")[0]
        made = await subscribe(private, table.game_id, table.gm_token,
                               f"https://{name}:{port}/hook")
        receiver.secret = made["secret"]
        async with workers(settings, 1, webhooks=STRICT, resolver=Rebinding(),
                           sender=Sender(5.0, verify=trust)):
            await table.ok({"type": "Increment", "by": 1})
            tried = await attempts(table, made["webhook_id"], 1)
        await forget(table, made["webhook_id"])
    if matching:
        assert [r.verified for r in receiver.delivered()] == [True]
        assert tried[0]["status_code"] == 200
    else:
        assert receiver.requests == []
        assert tried[0]["status_code"] is None
        assert "CERTIFICATE_VERIFY_FAILED" in tried[0]["error"], tried[0]["error"]

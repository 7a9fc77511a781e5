"""The gm's webhook subscriptions over HTTP: create (secret shown once), list, delete,
deliveries; the address policy; stable problem codes."""

from collections.abc import AsyncIterator

import pytest
from httpx import AsyncClient, Response
from litestar import Litestar

from infrastructure.runtime import Runtime
from tests.support.api import Client, Table, assert_problem, bearer
from tests.support.webhooks import allowing_private

FORBIDDEN_URLS = [
    "http://127.0.0.1:8080/hook", "http://localhost/hook", "http://10.1.2.3/hook",
    "http://192.168.0.10/hook", "http://172.16.5.4/hook", "http://169.254.169.254/latest",
    "http://[::1]/hook", "http://[fd00:ec2::254]/", "http://[::ffff:127.0.0.1]/hook",
    "http://100.64.0.1/hook", "http://0.0.0.0/hook", "http://metadata.google.internal/",
    # IPv6 forms carrying a non-public IPv4 (issue #30): NAT64, local-use NAT64, 6to4,
    # IPv4-compatible (deprecated), Teredo
    "http://[64:ff9b::7f00:1]/", "http://[64:ff9b::a9fe:a9fe]/latest",
    "http://[64:ff9b:1::a00:1]/", "http://[2002:7f00:1::]/", "http://[2002:a00:1::1]:8080/",
    "http://[::127.0.0.1]/", "http://[::a9fe:a9fe]/", "http://[::8.8.8.8]/",
    "http://[2001:0:4136:e378:8000:63bf:80ff:fffe]/",
]


@pytest.fixture
async def private(app: Litestar, runtime: Runtime,
                  client: AsyncClient) -> AsyncIterator[AsyncClient]:
    """The app with ``WEBHOOK_ALLOW_PRIVATE=1``."""
    async with allowing_private(app, runtime, client) as http:
        yield http


async def post_webhook(table: Table, body: dict[str, object], as_: str = "gm") -> Response:
    return await table.client.post(f"/v1/games/{table.game_id}/webhooks", json=body,
                                   headers=bearer(table.seats[as_]))


@pytest.mark.parametrize("url", FORBIDDEN_URLS)
async def test_a_subscription_to_a_private_address_is_refused_without_the_operators_leave(
        client: Client, url: str) -> None:
    table = await Table.create(client, "counter")
    assert_problem(await post_webhook(table, {"url": url}), 422, "webhook_url_forbidden")
    assert (await table.json("/webhooks"))["webhooks"] == []


async def test_the_operator_may_allow_private_addresses(private: AsyncClient) -> None:
    table = await Table.create(private, "counter")
    response = await post_webhook(table, {"url": "http://127.0.0.1:9/hook"})
    assert response.status_code == 201, response.text
    assert response.json()["secret"].startswith("whsec_")


@pytest.mark.parametrize("url", ["ftp://example.com/", "not a url", "http:///nohost",
                                 "https://user:pw@example.com/",
                                 "http://a b/", "http://x/\x00"])
async def test_a_malformed_url_is_a_422(client: Client, url: str) -> None:
    table = await Table.create(client, "counter")
    assert_problem(await post_webhook(table, {"url": url}), 422, "webhook_url_invalid")


async def test_only_the_gm_manages_webhooks(private: AsyncClient) -> None:
    table = await Table.create(private, "counter")
    await table.seat("Ann")
    assert_problem(await post_webhook(table, {"url": "http://127.0.0.1:9/"}, as_="Ann"),
                   403, "gm_only")
    assert_problem(await table.get("/webhooks", as_="Ann"), 403, "gm_only")


async def test_view_as_and_event_types_are_checked(private: AsyncClient) -> None:
    table = await Table.create(private, "counter")
    url = "http://127.0.0.1:9/"
    assert_problem(await post_webhook(table, {"url": url, "view_as": "nobody"}), 422,
                   "invalid_view_as")
    assert_problem(await post_webhook(table, {"url": url, "event_types": ["Nope"]}), 422,
                   "invalid_event_types")
    assert_problem(await post_webhook(table, {"url": url, "event_types": []}), 400,
                   "invalid_parameter")  # the schema's minItems
    assert_problem(await post_webhook(table, {"url": ""}), 400, "invalid_parameter")
    bad_format = await post_webhook(table, {"url": url, "format": "slack"})
    assert bad_format.status_code in (400, 422) and "format" in bad_format.text
    seat = await table.seat("Ann")
    made = await post_webhook(table, {"url": url, "view_as": seat,
                                      "event_types": ["Incremented"], "format": "discord"})
    assert made.status_code == 201, made.text
    assert (made.json()["view_as"], made.json()["event_types"]) == (seat, ["Incremented"])


async def test_the_secret_is_shown_once_and_a_deleted_webhook_is_gone(
        private: AsyncClient) -> None:
    table = await Table.create(private, "counter")
    created = (await post_webhook(table, {"url": "http://127.0.0.1:9/"})).json()
    listed = (await table.json("/webhooks"))["webhooks"]
    assert [w["webhook_id"] for w in listed] == [created["webhook_id"]]
    assert "secret" not in listed[0] and created["secret"] not in str(listed)
    path = f"/v1/games/{table.game_id}/webhooks/{created['webhook_id']}"
    assert (await private.delete(path, headers=bearer(table.gm_token))).status_code == 204
    assert_problem(await private.delete(path, headers=bearer(table.gm_token)), 404,
                   "webhook_not_found")
    assert_problem(await table.get(f"/webhooks/{created['webhook_id']}/deliveries"), 404,
                   "webhook_not_found")


@pytest.mark.parametrize(("delivery", "status", "code"), [
    ("999999", 404, "delivery_not_found"),
    ("0", 400, "invalid_parameter"),  # outside 1..MAX_INTEGER, the bounds the document states
    (str(2**70), 400, "invalid_parameter")])
async def test_retrying_an_unknown_or_out_of_range_delivery_is_refused(
        private: AsyncClient, delivery: str,
        status: int, code: str) -> None:
    table = await Table.create(private, "counter")
    created = (await post_webhook(table, {"url": "http://127.0.0.1:9/"})).json()
    response = await private.post(
        f"/v1/games/{table.game_id}/webhooks/{created['webhook_id']}/deliveries/{delivery}"
        "/retry", headers=bearer(table.gm_token))
    assert_problem(response, status, code)


async def test_an_odd_webhook_id_is_simply_not_found(private: AsyncClient) -> None:
    table = await Table.create(private, "counter")
    assert_problem(await table.get("/webhooks/wh_%00zz/deliveries"), 404, "webhook_not_found")


async def test_a_webhook_of_another_game_is_not_found(private: AsyncClient) -> None:
    one, two = await Table.create(private, "counter"), await Table.create(private, "counter")
    created = (await post_webhook(one, {"url": "http://127.0.0.1:9/"})).json()
    assert_problem(await two.get(f"/webhooks/{created['webhook_id']}/deliveries"), 404,
                   "webhook_not_found")


async def test_options_lists_every_method_of_the_collection(client: Client) -> None:
    table = await Table.create(client, "counter")
    response = await client.options(f"/v1/games/{table.game_id}/webhooks")
    assert response.status_code == 204
    assert response.headers["allow"] == "GET, OPTIONS, POST"

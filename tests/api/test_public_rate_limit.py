"""Routes without a seat token are limited per client address (Redis, or memory when Redis
is down); X-Forwarded-For is believed only from FORWARDED_ALLOW_IPS."""

import uuid
from ipaddress import ip_network

import pytest
from redis.asyncio import Redis

from infrastructure.public_rate_limit import client_address, subject
from infrastructure.runtime import Runtime
from infrastructure.settings import Settings
from tests.support.access import UNREACHABLE_REDIS, access_app, client_from, open_access
from tests.support.api import Client, Table, assert_problem

GAME = {"ruleset": "counter"}
PROXIES = (ip_network("10.0.0.0/8"), ip_network("2001:db8:feed::/48"))


async def create(http: Client, forwarded: str | None = None) -> int:
    headers = {"X-Forwarded-For": forwarded} if forwarded else {}
    return (await http.post("/v1/games", json=GAME, headers=headers)).status_code


async def test_creation_past_the_budget_answers_429_with_retry_after(
        settings: Settings, runtime: Runtime, client: Client) -> None:
    app = access_app(settings, runtime, open_access(public_rate_limit=3))
    exported = (await (await Table.create(client, "counter")).get("/export")).content
    async with client_from(app, "203.0.113.30") as http, client_from(
            app, "203.0.113.31") as other:
        assert [await create(http) for _ in range(2)] == [201, 201]
        imported = await http.post("/v1/games/import", content=exported,  # same budget
                                   headers={"content-type": "application/x-ndjson"})
        assert imported.status_code == 201
        refused = await http.post("/v1/games", json=GAME)
        assert_problem(refused, 429, "rate_limited")
        assert 1 <= int(refused.headers["retry-after"]) <= 60
        assert refused.headers["ratelimit-policy"].endswith(";q=3;w=60")
        assert ";r=0;t=" in refused.headers["ratelimit"]
        assert_problem(await http.post("/v1/games/import", content=exported,
                                       headers={"content-type": "application/x-ndjson"}), 429,
                       "rate_limited")
        assert await create(other) == 201  # per address


async def test_other_public_routes_have_their_own_budget_and_probes_none(
        settings: Settings, runtime: Runtime) -> None:
    app = access_app(settings, runtime, open_access(public_rate_limit=2,
                                                    public_read_rate_limit=3))
    async with client_from(app, "203.0.113.40") as http:
        assert await create(http) == 201
        reads = [(await http.get(path)).status_code
                 for path in ("/v1/rulesets", "/schema", "/app.js")]
        assert reads == [200, 200, 200]
        assert_problem(await http.get("/v1/rulesets"), 429, "rate_limited")
        assert (await http.get("/")).status_code == 429
        for _ in range(5):  # probes and seat routes are not counted
            assert (await http.get("/health")).status_code == 200
            assert (await http.get("/ready")).status_code == 200
            assert (await http.get("/metrics")).status_code == 200
        assert await create(http) == 201  # reads did not spend the create budget
        assert await create(http) == 429


async def test_seat_routes_are_not_counted_against_the_address(
        settings: Settings, runtime: Runtime) -> None:
    app = access_app(settings, runtime, open_access(public_read_rate_limit=1))
    async with client_from(app, "203.0.113.41") as http:
        table = await Table.create(http, "counter")
        for _ in range(4):
            assert (await table.get("/state")).status_code == 200
            assert (await table.get("/events")).status_code == 200


async def test_this_machine_is_exempt_unless_it_proxies_untrusted(
        settings: Settings, runtime: Runtime) -> None:
    app = access_app(settings, runtime, open_access(public_rate_limit=1))
    async with client_from(app, "127.0.0.1") as local, client_from(app, "::1") as local6:
        assert [await create(local) for _ in range(3)] == [201] * 3
        assert [await create(local6) for _ in range(3)] == [201] * 3
        # a local proxy that FORWARDED_ALLOW_IPS does not name: its clients share its budget
        assert [await create(local, "198.51.100.1"),
                await create(local, "198.51.100.2")] == [201, 429]


async def test_x_forwarded_for_counts_only_from_a_trusted_proxy(
        settings: Settings, runtime: Runtime) -> None:
    app = access_app(settings, runtime, open_access(public_rate_limit=2,
                                                    forwarded_allow_ips=PROXIES))
    async with client_from(app, "10.1.2.3") as proxy, client_from(
            app, "203.0.113.50") as stranger:
        assert [await create(proxy, "198.51.100.7") for _ in range(3)] == [201, 201, 429]
        # a client-written entry to the left of the proxy's does not change the address
        assert await create(proxy, "192.0.2.99, 198.51.100.7") == 429
        assert await create(proxy, "198.51.100.8") == 201
        assert await create(proxy, "198.51.100.8, 10.9.9.9") == 201  # two trusted hops
        assert await create(proxy, "198.51.100.8") == 429
        # from an untrusted peer the header is ignored: counted as the peer
        assert [await create(stranger, f"198.51.100.{n}") for n in (20, 21, 22)] == [
            201, 201, 429]


async def test_with_redis_down_the_limit_holds_in_memory(
        settings: Settings, runtime: Runtime) -> None:
    down = Redis.from_url(UNREACHABLE_REDIS)
    try:
        app = access_app(settings, runtime, open_access(public_rate_limit=2,
                                                        public_read_rate_limit=2), redis=down)
        async with client_from(app, "203.0.113.60") as http:
            assert [await create(http) for _ in range(3)] == [201, 201, 429]
            refused = await http.post("/v1/games", json=GAME)
            assert_problem(refused, 429, "rate_limited")
            assert int(refused.headers["retry-after"]) >= 1
            reads = [(await http.get("/v1/rulesets")).status_code for _ in range(3)]
            assert reads == [200, 200, 429]
    finally:
        await down.aclose()


async def test_with_redis_every_process_shares_the_count(
        settings: Settings, runtime: Runtime) -> None:
    """Two apps (two workers) with one Redis namespace: one budget per address."""
    namespace = f"test:ratelimit:{uuid.uuid4()}"
    access = open_access(public_rate_limit=3)
    first = access_app(settings, runtime, access, namespace=namespace)
    second = access_app(settings, runtime, access, namespace=namespace)
    async with client_from(first, "203.0.113.70") as one, client_from(
            second, "203.0.113.70") as two:
        assert [await create(one), await create(two), await create(one)] == [201] * 3
        assert await create(two) == 429
        assert await create(one) == 429
    assert runtime.redis is not None
    keys = [key async for key in runtime.redis.scan_iter(f"{namespace}:create:*")]
    assert keys and all(b"203.0.113.70" in key for key in keys)


@pytest.mark.parametrize(("peer", "forwarded", "expected"), [
    ("203.0.113.5", [], "203.0.113.5"),
    ("203.0.113.5", ["198.51.100.1"], "203.0.113.5"),  # untrusted peer
    ("10.0.0.1", ["198.51.100.1"], "198.51.100.1"),
    ("10.0.0.1", ["192.0.2.1, 198.51.100.1"], "198.51.100.1"),  # right-most untrusted
    ("10.0.0.1", ["198.51.100.1, 10.0.0.2"], "198.51.100.1"),  # skip trusted hops
    ("10.0.0.1", ["198.51.100.1", "10.0.0.2"], "198.51.100.1"),  # two header lines
    ("10.0.0.1", ["10.0.0.3, 10.0.0.2"], "10.0.0.3"),  # all trusted: the left-most
    ("10.0.0.1", ["not-an-address"], "10.0.0.1"),  # garbage: the proxy that passed it
    ("10.0.0.1", ["198.51.100.1:4711"], "198.51.100.1"),
    ("10.0.0.1", ["[2001:db8::5]:443"], "2001:db8::5"),
    ("::ffff:203.0.113.5", [], "203.0.113.5"),
])
def test_client_address(peer: str, forwarded: list[str], expected: str) -> None:
    assert str(client_address(peer, forwarded, PROXIES)) == expected


def test_an_ipv6_client_is_counted_by_its_64() -> None:
    one = client_address("2001:db8:1:2:aaaa::1", [], PROXIES)
    other = client_address("2001:db8:1:2:bbbb::9", [], PROXIES)
    assert subject(one) == subject(other) == "2001:db8:1:2::/64"
    assert subject(client_address("2001:db8:1:3::1", [], PROXIES)) != subject(one)

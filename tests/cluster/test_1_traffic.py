"""Traffic through HAProxy over three API nodes: commands round-robin, live delivery
across nodes, X-Forwarded-For believed from HAProxy only, a node killed under load, and
the throughput with one node and with three (printed, not asserted)."""

import asyncio
import os
import time
import uuid

import httpx

from services.envelope import first_broken_link
from tests.cluster.clients import (
    TIMEOUT,
    Follower,
    Say,
    Sent,
    percentile,
    registered,
    send,
    send_until_answered,
    stored,
)
from tests.cluster.topology import Cluster
from tests.integration.test_faults import Game

ROUND_ROBIN = 30
LIVE = 40
KILL_SENDERS, KILL_EACH, KILL_AFTER = 4, 12, 12
LOAD_CLIENTS, LOAD_SECONDS = 12, 3.0


async def test_commands_round_robin_land_on_every_node_once_each(
        cluster: Cluster, say: Say) -> None:
    sent = Sent()
    async with httpx.AsyncClient(base_url=cluster.haproxy.url, timeout=TIMEOUT) as http:
        game = await Game.create(http)
        for n in range(ROUND_ROBIN):
            await send_until_answered(http, game, game.register(f"r{n}"), f"rr-{n}", sent)
    events = await stored(cluster, game.game_id)
    assert set(sent.served_by) == {"api1", "api2", "api3"}, sent.served_by
    assert [e.version for e in events] == list(range(1, len(events) + 1))
    assert first_broken_link(events) is None
    assert registered(events) == [f"r{n}" for n in range(ROUND_ROBIN)]  # each once, in order
    say(f"round robin: {ROUND_ROBIN} commands, served by {dict(sorted(sent.served_by.items()))}"
        f", versions 1..{len(events)} contiguous, each stored once")


async def test_x_forwarded_for_is_believed_from_haproxy_only(cluster: Cluster,
                                                             say: Say) -> None:
    """Tokenless reads are limited per client address (5 here): two clients on other
    addresses keep separate budgets through HAProxy, whichever node counts."""
    async def reads_from(address: str, count: int) -> list[int]:
        transport = httpx.AsyncHTTPTransport(local_address=address)
        async with httpx.AsyncClient(base_url=cluster.haproxy.url, transport=transport,
                                     timeout=TIMEOUT) as http:
            return [(await http.get("/v1/rulesets")).status_code for _ in range(count)]
    first = await reads_from("127.0.0.51", 7)
    second = await reads_from("127.0.0.52", 3)
    assert first[:5] == [200] * 5 and first[5:] == [429, 429], first
    assert second == [200] * 3  # not counted as HAProxy's address, nor as the first client
    async with httpx.AsyncClient(base_url=cluster.node("api1").url, timeout=TIMEOUT) as http:
        spoofed = [(await http.get("/v1/rulesets", headers={"X-Forwarded-For": "10.9.9.9"})
                    ).status_code for _ in range(2)]
    assert spoofed == [200, 200]  # from 127.0.0.1 (exempt), not from the address it claims
    say("X-Forwarded-For: per-address limits count the client behind HAProxy "
        "(127.0.0.51 refused after 5, 127.0.0.52 still served)")


async def test_a_subscriber_on_one_node_gets_commands_committed_through_the_others(
        cluster: Cluster, say: Say) -> None:
    a, b, c = cluster.nodes
    async with httpx.AsyncClient(base_url=a.url, timeout=TIMEOUT) as http:
        game = await Game.create(http)
    follower = Follower(a.url, game)
    following = asyncio.create_task(follower.run())
    await follower.wait_for(2)  # created, seat added: the stream is open on node A
    acknowledged: dict[int, float] = {}
    async with httpx.AsyncClient(base_url=b.url, timeout=TIMEOUT) as via_b, \
            httpx.AsyncClient(base_url=c.url, timeout=TIMEOUT) as via_c:
        for n in range(LIVE):
            response = await send(via_b if n % 2 else via_c, game, game.register(f"l{n}"))
            assert response.status_code == 200, response.text
            acknowledged[response.json()["version"]] = time.monotonic()
    last = max(acknowledged)
    await follower.wait_for(last)
    following.cancel()
    assert follower.versions == list(range(1, last + 1))
    delays = [max(0.0, follower.arrived[v] - t) * 1000 for v, t in acknowledged.items()]
    say(f"live feed on api1, commands through api2/api3: {len(delays)} events, "
        f"ack-to-delivery p50 {percentile(delays, 0.5):.1f} ms, "
        f"p99 {percentile(delays, 0.99):.1f} ms")


async def test_a_node_killed_under_load_loses_duplicates_and_skips_nothing(
        cluster: Cluster, say: Say) -> None:
    sent, started = Sent(), time.monotonic()
    async with httpx.AsyncClient(base_url=cluster.haproxy.url, timeout=TIMEOUT) as http:
        game = await Game.create(http)
    follower = Follower(cluster.haproxy.url, game)
    following = asyncio.create_task(follower.run())
    await follower.wait_for(2)
    victim = cluster.node(follower.nodes[-1]) if follower.nodes[-1] != "direct" else (
        cluster.nodes[1])

    async def sender(index: int) -> None:
        async with httpx.AsyncClient(base_url=cluster.haproxy.url, timeout=TIMEOUT) as http:
            for n in range(KILL_EACH):
                key = f"kill-{index}-{n}-{uuid.uuid4().hex[:6]}"
                await send_until_answered(http, game, game.register(f"k{index}x{n}"), key, sent)

    senders = [asyncio.create_task(sender(i)) for i in range(KILL_SENDERS)]
    deadline = time.monotonic() + 60
    while len(sent.answers) < KILL_AFTER:
        assert time.monotonic() < deadline, f"no load: {sent.failures}"
        await asyncio.sleep(0.02)
    victim.kill()  # SIGKILL, reaped
    killed_at = time.monotonic()
    await asyncio.gather(*senders)
    last = max(body["version"] for body in sent.answers.values())
    await follower.wait_for(last, within=60)
    following.cancel()
    events = await stored(cluster, game.game_id)
    assert [e.version for e in events] == list(range(1, len(events) + 1)) and first_broken_link(
        events) is None
    ids = registered(events)
    assert sorted(ids) == sorted(f"k{i}x{n}" for i in range(KILL_SENDERS)
                                 for n in range(KILL_EACH))  # 0 lost, 0 duplicated
    assert follower.versions == list(range(1, len(events) + 1))  # 0 gaps, 0 repeats
    async with httpx.AsyncClient(base_url=cluster.haproxy.url, timeout=TIMEOUT) as http:
        for key, body in list(sent.answers.items())[:6]:  # a retry gets the first answer
            index, n = key.split("-")[1:3]
            again = await send(http, game, game.register(f"k{index}x{n}"), key)
            assert again.status_code == 200 and again.json() == body, again.text
    say(f"kill -9 {victim.name} under load: {len(sent.answers)} acknowledged, 0 lost, "
        f"0 duplicated, feed 1..{last} without gap ({follower.reconnects} reconnects via "
        f"{follower.nodes}); failed attempts retried {sent.failures}, "
        f"{time.monotonic() - killed_at:.1f} s from kill to last answer, "
        f"{time.monotonic() - started:.1f} s in all")
    victim.start()
    await asyncio.to_thread(victim.wait_ready)
    await asyncio.to_thread(cluster.haproxy.wait_status, {victim.name: "UP"})


async def throughput(cluster: Cluster, games: list[Game], run: str) -> tuple[float, int]:
    """Commands/s through HAProxy (one client per game, for ``LOAD_SECONDS``), and the
    503s HAProxy answered meanwhile."""
    done, unavailable, warm = 0, 0, asyncio.Barrier(len(games) + 1)
    stop_at = time.monotonic() + 3600

    async def client(game: Game, index: int) -> None:
        nonlocal done, unavailable
        async with httpx.AsyncClient(base_url=cluster.haproxy.url, timeout=TIMEOUT) as http:
            for n in range(3):  # warm: connections to every node, the games' states cached
                assert (await send(http, game, game.register(f"{run}w{index}_{n}"))
                        ).status_code == 200
            await warm.wait()
            n = 0
            while time.monotonic() < stop_at:
                response = await send(http, game, game.register(f"{run}{index}_{n}"))
                if response.status_code == 503:  # HAProxy found no node healthy in time
                    unavailable += 1
                    await asyncio.sleep(0.2)
                    continue
                assert response.status_code == 200, response.text
                done, n = done + 1, n + 1
    clients = [asyncio.create_task(client(g, i)) for i, g in enumerate(games)]
    await warm.wait()
    started = time.monotonic()
    stop_at = started + LOAD_SECONDS
    await asyncio.gather(*clients)
    return done / (time.monotonic() - started), unavailable


async def test_throughput_with_one_node_and_with_three(cluster: Cluster, say: Say) -> None:
    async with httpx.AsyncClient(base_url=cluster.haproxy.url, timeout=TIMEOUT) as http:
        games = [await Game.create(http) for _ in range(LOAD_CLIENTS)]
    for name in ("api2", "api3"):
        cluster.haproxy.command(f"disable server api/{name}")
    try:
        one, one_503 = await throughput(cluster, games, "one")
    finally:
        for name in ("api2", "api3"):
            cluster.haproxy.command(f"enable server api/{name}")
    await asyncio.to_thread(cluster.haproxy.wait_status, {n.name: "UP" for n in cluster.nodes})
    three, three_503 = await throughput(cluster, games, "three")
    assert one > 0 and three > 0
    say(f"throughput through HAProxy, {LOAD_CLIENTS} clients, {LOAD_SECONDS:.0f} s each: "
        f"1 node {one:.0f} commands/s ({one_503} x 503), 3 nodes {three:.0f} commands/s "
        f"({three_503} x 503); one machine of {os.cpu_count()} cores, shared by the nodes, "
        "PostgreSQL, HAProxy and the clients")

"""Failures under the cluster: a frozen node, a lagging replica, a restarted primary
(``patronictl restart``), a seat revoked on one node while the others hold it in cache."""

import asyncio
import signal
import time
from typing import Any

import httpx

from services.envelope import first_broken_link
from tests.cluster.clients import (
    TIMEOUT,
    Say,
    Sent,
    metric,
    percentile,
    registered,
    send,
    send_until_answered,
    stored,
)
from tests.cluster.patroni import patronictl
from tests.cluster.topology import REPLICA_MAX_LAG, Cluster
from tests.integration.test_faults import Game
from tests.support.api import bearer

FROZEN_ROUNDS = 8
READS = 20
AFTER_RESTART = 5


async def test_a_frozen_node_delays_no_other_game_and_its_stale_cache_is_corrected(
        cluster: Cluster, say: Say) -> None:
    a, b, c = cluster.nodes
    sent = Sent()
    async with httpx.AsyncClient(base_url=a.url, timeout=TIMEOUT) as via_a, \
            httpx.AsyncClient(base_url=b.url, timeout=TIMEOUT) as via_b, \
            httpx.AsyncClient(base_url=c.url, timeout=TIMEOUT) as via_c:
        mine, other = await Game.create(via_c), await Game.create(via_a)
        first = await send(via_c, mine, mine.register("f0"))  # node C caches this state
        assert first.status_code == 200, first.text
        in_flight = asyncio.create_task(send(via_c, mine, mine.register("f1")))
        await asyncio.sleep(0.005)
        c.signal(signal.SIGSTOP)
        try:
            others: list[float] = []
            for n in range(FROZEN_ROUNDS):
                for http, name in ((via_a, f"o{n}a"), (via_b, f"o{n}b")):
                    started = time.monotonic()
                    response = await send(http, other, other.register(name))
                    assert response.status_code == 200, response.text
                    others.append((time.monotonic() - started) * 1000)
                await send_until_answered(via_a, mine, mine.register(f"s{n}"), f"s{n}", sent)
            marked_down = await asyncio.to_thread(cluster.haproxy.wait_status, {c.name: "DOWN"})
            async with httpx.AsyncClient(base_url=cluster.haproxy.url, timeout=TIMEOUT) as lb:
                served = {(await send(lb, other, other.register(f"lb{n}"))).headers.get(
                    "x-served-by") for n in range(6)}
        finally:
            c.signal(signal.SIGCONT)
        answered = await in_flight
        assert answered.status_code == 200, answered.text
        head = len(await stored(cluster, mine.game_id))
        assert first.json()["version"] < head  # node C's cached state is behind the store
        after = await send(via_c, mine, mine.register("after_thaw"))
        assert after.status_code == 200, after.text
    assert after.json()["version"] == head + 1  # decided again on the store's version
    events = await stored(cluster, mine.game_id)
    assert [e.version for e in events] == list(range(1, len(events) + 1))
    assert sorted(registered(events)) == sorted(
        ["f0", "f1", "after_thaw", *(f"s{n}" for n in range(FROZEN_ROUNDS))])
    assert served <= {"api1", "api2"}, served
    assert max(others) < 2000, others  # not a lock wait (lock_timeout: 2 s), not the freeze
    say(f"SIGSTOP {c.name}: another game's commands through api1/api2 p99 "
        f"{percentile(others, 0.99):.0f} ms (max {max(others):.0f} ms) while frozen; "
        f"HAProxy marked it DOWN in {marked_down:.1f} s; after SIGCONT its stale cache "
        f"(v{first.json()['version']} < v{head}) was corrected by the version check")


async def replica_version(cluster: Cluster, game_id: str) -> int:
    """The game's version as the replica has replayed it (0: not there yet)."""
    found = await asyncio.to_thread(cluster.replica.sql, "SELECT version FROM streams WHERE "
                                    f"stream_id = '{game_id}'", "tabletop")
    return int(found or 0)


async def plain_reads(http: httpx.AsyncClient, game: Game, count: int) -> list[int]:
    """The versions ``count`` log pages answered with (no version asked)."""
    return [(await game.read(http, "/events?limit=1")).json()["version"] for _ in range(count)]


async def until(probe: Any, within: float, what: str) -> float:
    """Await ``probe()`` until true; the seconds it took."""
    started = time.monotonic()
    while not await probe():
        assert time.monotonic() - started < within, f"{what}: not within {within} s"
        await asyncio.sleep(0.1)
    return time.monotonic() - started


async def test_a_lagging_replica_is_bypassed_and_never_answers_stale_when_asked(
        cluster: Cluster, say: Say) -> None:
    async with httpx.AsyncClient(base_url=cluster.haproxy.url, timeout=TIMEOUT) as http:
        game = await Game.create(http)
        head = (await send(http, game, game.register("v0"))).json()["version"]

        async def caught_up() -> bool:
            return await replica_version(cluster, game.game_id) == head
        await until(caught_up, 15, "replica replay")
        replica_reads = await metric(cluster, "tabletop_replica_reads_total", source="replica")
        assert await plain_reads(http, game, READS) == [head] * READS
        share = (await metric(cluster, "tabletop_replica_reads_total", source="replica")
                 - replica_reads) / READS
        fallbacks = await metric(cluster, "tabletop_replica_fallbacks_total")
        # Patroni resumes a paused replay at its next loop (PostgreSQL 14+ pauses replay
        # itself on some setting changes), except in maintenance mode: what an operator
        # sets before working on a node by hand.
        leader, replica = cluster.member("leader"), cluster.replica
        await asyncio.to_thread(patronictl, leader, "pause", "--wait")
        await asyncio.to_thread(replica.sql, "SELECT pg_wal_replay_pause()")
        try:
            for n in range(3):
                head = (await send(http, game, game.register(f"v{n + 1}"))).json()["version"]
            asked = await game.read(http, f"/events?min_version={head}&limit=1")
            state = await game.read(http, f"/state?min_version={head}")
            assert asked.json()["version"] == head and state.json()["version"] == head
            assert await replica_version(cluster, game.game_id) < head  # the replica lags

            async def fresh() -> bool:
                return await plain_reads(http, game, 6) == [head] * 6
            stale_for = await until(fresh, REPLICA_MAX_LAG + 10, "fallback to the primary")
            ready = {n.name: (await http.get(f"{n.url}/ready")).json() for n in cluster.nodes}
            assert {r["replica"] for r in ready.values()} == {"lagging"}, ready
            lag_fallbacks = await metric(cluster, "tabletop_replica_fallbacks_total") - fallbacks
        finally:
            await asyncio.to_thread(replica.sql, "SELECT pg_wal_replay_resume()")
            await asyncio.to_thread(patronictl, leader, "resume", "--wait")

        async def back() -> bool:
            answers = [(await http.get(f"{n.url}/ready")).json() for n in cluster.nodes]
            return all(r["replica"] == "ok" for r in answers)
        await until(back, 15, "replica back in use")
        replica_reads = await metric(cluster, "tabletop_replica_reads_total", source="replica")
        assert await plain_reads(http, game, READS) == [head] * READS
        share_after = (await metric(cluster, "tabletop_replica_reads_total", source="replica")
                       - replica_reads) / READS
    assert share_after > 0  # resumed replay sends reads back to the replica
    say(f"replica: {share:.0%} of plain reads served by the replica before the pause, "
        f"{share_after:.0%} after resume; paused replay: ?min_version= reads current at "
        f"once, plain reads current again after {stale_for:.1f} s (REPLICA_MAX_LAG "
        f"{REPLICA_MAX_LAG:.0f} s), /ready said lagging on every node, "
        f"{lag_fallbacks:.0f} reads fell back to the primary")


async def test_a_primary_restart_answers_503_with_retry_after_and_writes_nothing_partial(
        cluster: Cluster, say: Say) -> None:
    """``patronictl restart`` of the primary: PostgreSQL stops and starts again, the
    leader keeping its lock (no failover)."""
    sent, leader = Sent(), cluster.member("leader")
    async with httpx.AsyncClient(base_url=cluster.haproxy.url, timeout=TIMEOUT) as http:
        game = await Game.create(http)
        restarted: list[float] = []

        async def sender() -> None:
            n = 0
            while len(restarted) < 2 or sum(1 for b in sent.answers.values()
                                            if b.get("_at", 0) > restarted[1]) < AFTER_RESTART:
                body = await send_until_answered(http, game, game.register(f"p{n}"), f"p{n}",
                                                 sent)
                body["_at"] = time.monotonic()
                n += 1
        sending = asyncio.create_task(sender())
        await asyncio.sleep(0.5)
        restarted.append(time.monotonic())
        await asyncio.to_thread(patronictl, leader, "restart", "tabletop", leader.name,
                                "--force")
        restarted.append(time.monotonic())
        await asyncio.wait_for(sending, 90)
    first_after = min(b["_at"] for b in sent.answers.values() if b["_at"] > restarted[1])
    events = await stored(cluster, game.game_id)
    assert cluster.member("leader").name == leader.name  # restarted, not failed over
    assert [e.version for e in events] == list(range(1, len(events) + 1))
    assert first_broken_link(events) is None
    assert registered(events) == [f"p{n}" for n in range(len(sent.answers))]  # each once
    heads = cluster.primary.sql("SELECT s.version, r.version FROM streams s JOIN read_models "
                                f"r USING (stream_id) WHERE s.stream_id = '{game.game_id}'",
                                "tabletop")
    assert heads == f"{len(events)}|{len(events)}"  # stream head and read model agree
    assert sent.failures.get("503", 0) > 0 and sent.retry_after_missing == 0, sent.failures
    say(f"primary restart (patronictl restart {leader.name}, "
        f"{restarted[1] - restarted[0]:.1f} s): failed attempts {sent.failures} (every 503 "
        f"with Retry-After), service back {first_after - restarted[1]:.1f} s after "
        f"PostgreSQL, {len(events)} versions contiguous, nothing partial")


async def test_a_seat_revoked_through_one_node_is_refused_at_once_on_the_others(
        cluster: Cluster, say: Say) -> None:
    a, *others = cluster.nodes
    clients = [httpx.AsyncClient(base_url=n.url, timeout=TIMEOUT) for n in cluster.nodes]
    try:
        game = await Game.create(clients[0])
        seat = (await clients[0].post(f"/v1/games/{game.game_id}/seats", headers=game.headers,
                                      json={"role": "player", "name": "bob"})).json()
        state = f"/v1/games/{game.game_id}/state"
        for http in clients[1:]:  # node B and C now hold the seat in cache
            assert (await http.get(state, headers=bearer(seat["token"]))).status_code == 200
        revoked = await clients[0].delete(f"/v1/games/{game.game_id}/seats/{seat['seat_id']}",
                                          headers=game.headers)
        assert revoked.status_code == 200, revoked.text
        refused = [(await http.get(state, headers=bearer(seat["token"]))).status_code
                   for http in clients[1:]]
    finally:
        for http in clients:
            await http.aclose()
    assert refused == [401, 401], refused
    say(f"seat revoked through {a.name}: refused (401) by {', '.join(n.name for n in others)}"
        " on the very next request")

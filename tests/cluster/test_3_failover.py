"""The primary's machine dying, and a planned switchover, under load: Patroni promotes the
synchronous standby, HAProxy follows Patroni's REST API, the API nodes resume writing;
every acknowledged command is stored once, versions stay contiguous, live feeds resume
without a gap. Then the old primary rejoins as a replica (pg_rewind) and a second failover
works. The figures are printed in the test log (``load.figures``)."""

import asyncio
import time
from collections.abc import Awaitable, Callable

import httpx

from tests.cluster.clients import TIMEOUT, Say, Sent, send_until_answered
from tests.cluster.load import Disruption, Run, check, figures, under_load
from tests.cluster.patroni import PatroniNode, patronictl, wait_whole
from tests.cluster.topology import Cluster
from tests.integration.test_faults import Game
from tests.support.servers import wait_until

WITHIN = 90.0
"""Seconds a step of Patroni's may take (a failover takes about its ttl: 10 s here)."""
HOLDS = "SELECT count(*), max(global_position) FROM events"


async def mark(disruption: Disruption, name: str, probe: Callable[[], bool]) -> None:
    """Wait until ``probe()``; note the seconds since the disruption under ``name``."""
    while not await asyncio.to_thread(probe):
        assert time.monotonic() - disruption.at < WITHIN, f"{name}: not within {WITHIN} s"
        await asyncio.sleep(0.1)
    disruption.marks[name] = time.monotonic() - disruption.at


def other_than(cluster: Cluster, node: PatroniNode) -> PatroniNode:
    """The other PostgreSQL node."""
    return next(n for n in cluster.postgres_nodes if n is not node)


async def routed_to(cluster: Cluster, node: PatroniNode, disruption: Disruption) -> None:
    """Patroni made ``node`` the primary, then HAProxy sent new connections there."""
    await mark(disruption, "promoted", node.is_primary)
    await mark(disruption, "routed by HAProxy", lambda: cluster.postgres_proxy.statuses(
        "postgres_primary").get(node.name) == "UP")


async def kill_leader(cluster: Cluster) -> Disruption:
    """``kill -9`` of the primary's Patroni and PostgreSQL (the machine dying)."""
    leader = cluster.member("leader")
    disruption = Disruption(*await asyncio.to_thread(leader.kill))
    await routed_to(cluster, other_than(cluster, leader), disruption)
    return disruption


async def switch_over(cluster: Cluster) -> Disruption:
    """``patronictl switchover`` from the leader to its synchronous standby."""
    leader, candidate = cluster.member("leader"), cluster.member("sync_standby")
    disruption = Disruption(time.monotonic(), time.time())
    switching = asyncio.create_task(asyncio.to_thread(
        patronictl, leader, "switchover", "--leader", leader.name, "--candidate",
        candidate.name, "--force"))
    try:
        await routed_to(cluster, candidate, disruption)
    finally:
        await switching
    disruption.marks["patronictl returned"] = time.monotonic() - disruption.at
    return disruption


async def whole_again(cluster: Cluster) -> dict[str, str]:
    """Every PostgreSQL node running again (a stopped one started: it rejoins), one
    leading and the other its synchronous standby; the roles and the seconds it took."""
    for node in cluster.postgres_nodes:
        if not node.running():
            node.start()
    return await asyncio.to_thread(wait_whole, cluster.postgres_nodes, WITHIN)


def rejoined_by(node: PatroniNode, log_from: int) -> str:
    """How Patroni brought the node back, from its log since ``log_from`` (bytes)."""
    log = (node.base / f"{node.name}.patroni.log").read_bytes()[log_from:].decode(errors="replace")
    if "pg_rewind exit code=0" in log:
        return "pg_rewind"
    return "a new copy (pg_basebackup)" if "created using basebackup" in log else (
        "replaying its WAL (no rewind needed)")


async def test_a_libpq_host_list_url_starts_the_server_and_reaches_the_primary(
        cluster: Cluster, say: Say) -> None:
    node, sent = cluster.host_list_node, Sent()
    async with httpx.AsyncClient(base_url=node.url, timeout=TIMEOUT) as http:
        # Its pooled connections may have died with a restart of the primary (the test
        # before): the first use finds out (503), and the pool is renewed.
        await asyncio.to_thread(wait_until, lambda: True if httpx.get(
            f"{node.url}/ready", timeout=5).status_code == 200 else None, 30, "host-list node")
        ready = (await http.get("/ready")).json()
        game = await Game.create(http)
        body = await send_until_answered(http, game, game.register("h0"), "h0", sent)
    assert ready["database"] == "ok" and ready["replica"] == "ok", ready
    assert body["version"] == 3
    say(f"libpq host lists: a node started with DATABASE_URL=postgresql://…@"
        f"{','.join(f'{n.host}:{n.pg_port}' for n in cluster.postgres_nodes)}/tabletop"
        "?target_session_attrs=read-write and DATABASE_REPLICA_URL=…?host=a,b&port=p,q"
        f"&target_session_attrs=standby serves: /ready {ready}, commands written")


async def proven(cluster: Cluster, label: str,
                 disrupt: Callable[[Cluster], Awaitable[Disruption]]) -> tuple[dict[str, str], Run]:
    """The cluster whole, then ``disrupt`` under load, and every guarantee checked
    (``load.check``); the roles before, and the run."""
    roles = await whole_again(cluster)
    run = await under_load(cluster, label, lambda: disrupt(cluster))
    check(run)
    return roles, run


async def test_the_primary_killed_under_load_is_replaced_and_nothing_acknowledged_is_lost(
        cluster: Cluster, say: Say) -> None:
    roles, run = await proven(cluster, "k", kill_leader)
    say(f"kill -9 of the primary ({roles['leader']}: Patroni and PostgreSQL) under load: "
        f"{figures(run, killed=True)}")


async def test_the_old_primary_rejoins_as_a_replica_and_a_second_failover_works(
        cluster: Cluster, say: Say) -> None:
    down = [n for n in cluster.postgres_nodes if not n.running()]
    if not down:  # run alone: make the old primary first
        await kill_leader(cluster)
        down = [n for n in cluster.postgres_nodes if not n.running()]
    old = down[0]
    log_from = (old.base / f"{old.name}.patroni.log").stat().st_size
    started = time.monotonic()
    roles = await whole_again(cluster)
    rejoin_seconds = time.monotonic() - started
    assert roles["sync"] == old.name, roles
    assert old.postgres.sql("SELECT pg_is_in_recovery()") == "t"
    await asyncio.to_thread(wait_until, lambda: True if old.postgres.sql(
        HOLDS, "tabletop") == cluster.primary.sql(HOLDS, "tabletop") else None, 30,
        "the rejoined node holding every event")
    how = rejoined_by(old, log_from)
    _, run = await proven(cluster, "s", kill_leader)
    second = await whole_again(cluster)
    say(f"old primary {old.name} back as the synchronous standby by {how} in "
        f"{rejoin_seconds:.1f} s, holding every event; second failover to {old.name}: "
        f"{figures(run, killed=True)}; cluster whole again in {second['seconds']} s")


async def test_a_planned_switchover_under_load_pauses_writes_briefly_and_loses_nothing(
        cluster: Cluster, say: Say) -> None:
    roles, run = await proven(cluster, "w", switch_over)
    after = await whole_again(cluster)
    assert after["leader"] == roles["sync"] and after["sync"] == roles["leader"], after
    say(f"patronictl switchover {roles['leader']} -> {roles['sync']} under load: "
        f"{figures(run, killed=False)}; old primary the synchronous standby "
        f"{after['seconds']} s later")

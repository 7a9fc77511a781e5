"""Commands and live feeds kept going through a disruption of PostgreSQL (the primary
killed, a switchover), and what must hold afterwards: every acknowledged command stored
once, versions contiguous, the hash chain intact, both live feeds without a gap; with the
figures an operator asks for (the write pause, the commands caught in flight)."""

import asyncio
import itertools
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field

import httpx

from services.envelope import StoredEvent, first_broken_link
from tests.cluster.clients import (
    TIMEOUT,
    Follower,
    Sent,
    registered,
    send_until_answered,
    stored,
)
from tests.cluster.topology import Cluster
from tests.integration.test_faults import Game

SENDERS = 4
"""Clients sending commands back to back: three through HAProxy, one straight to the node
that reaches PostgreSQL through a libpq host list."""
BEFORE, AFTER = 16, 16
"""Commands acknowledged before the disruption starts, and after it, before the load stops."""
WITHIN = 120.0
"""Seconds the whole run may take (a failover takes about Patroni's ttl)."""


@dataclass
class Disruption:
    """When it began (``time.monotonic()`` and wall clock) and the seconds after that at
    which each step was seen (``promoted``, ``routed``…)."""

    at: float
    wall: float
    marks: dict[str, float] = field(default_factory=dict)


@dataclass
class Run:
    """What the clients saw and what the store holds."""

    sent: Sent
    disruption: Disruption
    events: list[StoredEvent]
    followers: list[Follower]
    host_list_answers: int
    late_releases: int
    """Idempotency claims the API nodes released once PostgreSQL answered again (the
    command's transaction was lost with the old primary: its retry runs at once)."""

    @property
    def recorded(self) -> dict[str, float]:
        """Each registered character's ``recorded_at`` (wall clock seconds)."""
        return {e.data["character"]["id"]: e.recorded_at.timestamp() for e in self.events
                if e.type == "CharacterRegistered"}

    def first_accepted(self, through_host_list: bool) -> float:
        """Seconds from the disruption to the first answer of a command stored after it
        (decided and committed by the new primary), through HAProxy or the host list."""
        recorded, at = self.recorded, self.disruption
        return min(answered - at.at for key, answered in self.sent.answered_at.items()
                   if recorded[character(key)] > at.wall
                   and key.endswith(f"-{SENDERS - 1}") == through_host_list)

    def pause(self) -> float:
        """The longest time without any answer, around the disruption."""
        answered = sorted(self.sent.answered_at.values())
        return max(later - earlier for earlier, later in itertools.pairwise(answered)
                   if later > self.disruption.at)

    def in_flight(self) -> dict[str, list[str]]:
        """The commands sent before the disruption and answered after it, by fate: stored
        by the old primary (the answer was lost with it: the retry replayed it), or refused
        and retried (or merely delayed) and stored once by the new primary."""
        recorded, at, refused = self.recorded, self.disruption, self.sent.refused
        fates: dict[str, list[str]] = {
            "stored by the old primary, answer replayed to the retry": [],
            "stored by the old primary, answered": [],
            "refused, retried, stored by the new primary": [],
            "delayed, stored by the new primary": []}
        for key, first in self.sent.first_sent.items():
            if first < at.at < self.sent.answered_at[key]:
                old = recorded[character(key)] < at.wall
                fate = (("stored by the old primary, answer replayed to the retry" if key in
                         refused else "stored by the old primary, answered") if old else
                        "refused, retried, stored by the new primary" if key in refused
                        else "delayed, stored by the new primary")
                fates[fate].append(key)
        return fates


def character(key: str) -> str:
    """The character a key's command registers (the key is ``<character>-<sender>``)."""
    return key.split("-", 1)[0]


async def under_load(cluster: Cluster, label: str,
                     disrupt: Callable[[], Awaitable[Disruption]]) -> Run:
    """Create a game, follow it twice, send commands until ``BEFORE`` are acknowledged,
    ``disrupt()``, go on until ``AFTER`` more (two through the host-list node), then stop
    the senders once each has its last command answered."""
    async with httpx.AsyncClient(base_url=cluster.haproxy.url, timeout=TIMEOUT) as http:
        game = await Game.create(http)
    followers = [Follower(cluster.haproxy.url, game) for _ in range(2)]
    following = [asyncio.create_task(f.run()) for f in followers]
    for follower in followers:
        await follower.wait_for(2)
    sent, stop, host_list = Sent(), asyncio.Event(), [0]
    released_before = late_releases(cluster)

    async def sender(index: int) -> None:
        direct = index == SENDERS - 1
        url = cluster.host_list_node.url if direct else cluster.haproxy.url
        async with httpx.AsyncClient(base_url=url, timeout=TIMEOUT) as client:
            n = 0
            while not stop.is_set():
                name = f"{label}{index}x{n}"
                await send_until_answered(client, game, game.register(name),
                                          f"{name}-{index}", sent)
                host_list[0] += direct
                n += 1

    senders = [asyncio.create_task(sender(i)) for i in range(SENDERS)]
    deadline = time.monotonic() + WITHIN
    try:
        await until(lambda: len(sent.answers) >= BEFORE, deadline, "load before", sent)
        disruption = await disrupt()
        host_list_before = host_list[0]
        await until(lambda: sum(t > disruption.at for t in sent.answered_at.values()) >= AFTER
                    and host_list[0] >= host_list_before + 2, deadline, "load after", sent)
        stop.set()
        await asyncio.wait_for(asyncio.gather(*senders), deadline - time.monotonic())
        head = max(body["version"] for body in sent.answers.values())
        for follower in followers:
            await follower.wait_for(head, within=30)
    finally:
        for task in [*senders, *following]:
            task.cancel()
        await asyncio.gather(*senders, *following, return_exceptions=True)
    return Run(sent, disruption, await stored(cluster, game.game_id), followers, host_list[0],
               late_releases(cluster) - released_before)


def late_releases(cluster: Cluster) -> int:
    """``idempotency_key_released_late`` lines in every API node's log so far."""
    return sum(node.log.read_text(errors="replace").count("idempotency_key_released_late")
               for node in [*cluster.nodes, cluster.host_list_node] if node.log.exists())


async def until(condition: Callable[[], bool], deadline: float, what: str, sent: Sent) -> None:
    """Until ``condition()`` holds; fails at ``deadline`` with what the clients saw."""
    while not condition():
        assert time.monotonic() < deadline, f"{what}: not in time ({sent.failures})"
        await asyncio.sleep(0.05)


def check(run: Run) -> None:
    """0 acknowledged commands lost, 0 stored twice, each answer's version holding its own
    command, versions contiguous, the hash chain intact, both feeds without a gap or a
    repeat, every 503 with Retry-After, and at least one command caught in flight."""
    events, sent = run.events, run.sent
    assert [e.version for e in events] == list(range(1, len(events) + 1))
    assert first_broken_link(events) is None
    ids = registered(events)
    assert sorted(ids) == sorted(character(key) for key in sent.answers), "lost or doubled"
    by_version = {e.version: e for e in events}
    for key, body in sent.answers.items():
        assert by_version[body["version"]].data["character"]["id"] == character(key), key
    for follower in run.followers:
        assert follower.versions == list(range(1, len(events) + 1)), follower.versions
    assert sent.retry_after_missing == 0, sent.failures
    assert sum(map(len, run.in_flight().values())) > 0, "no command was in flight"


def figures(run: Run, killed: bool) -> str:
    """The run's figures, in one line for the test log. After a kill, every command stored
    with a later decision time was stored by the new primary: the first one's answer is
    the write outage as a client sees it; a switchover is measured by its pause."""
    fates = {fate: len(keys) for fate, keys in run.in_flight().items() if keys}
    marks = ", ".join(f"{name} {seconds:.1f} s" for name, seconds in
                      run.disruption.marks.items())
    reconnects = [f.reconnects for f in run.followers]
    return (f"{len(run.sent.answers)} commands acknowledged, 0 lost, 0 duplicated, versions "
            f"1..{len(run.events)} contiguous; after the disruption: {marks}, "
            + (f"first command accepted {run.first_accepted(False):.1f} s through HAProxy, "
               f"{run.first_accepted(True):.1f} s through the host list, " if killed else "")
            + "longest pause without an answer "
            f"{run.pause():.1f} s; in flight at that moment: {fates}, idempotency claims "
            f"released late {run.late_releases}; failed attempts "
            f"retried {run.sent.failures} (every 503 with Retry-After); 2 live feeds without "
            f"a gap ({reconnects} reconnects); {run.host_list_answers} answered through the "
            "libpq host-list node")

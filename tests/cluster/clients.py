"""What the cluster's clients do: send commands that retry with their Idempotency-Key,
follow a live feed that reconnects with Last-Event-ID, read the nodes' metrics."""

import asyncio
import time
import uuid
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import httpx
from prometheus_client.parser import text_string_to_metric_families

from infrastructure.db.engine import make_engine
from infrastructure.db.event_store import PostgresEventStore
from infrastructure.settings import DatabaseSettings
from services.envelope import StoredEvent
from tests.cluster.topology import Cluster
from tests.integration.test_faults import Game
from tests.support.api import bearer

Say = Callable[[str], None]
TIMEOUT = httpx.Timeout(10.0)
RETRY_FOR = 60.0
"""Seconds a client keeps retrying one command (a claim left by a killed node is taken
over after 30 s: ``services.idempotency.ABANDONED_AFTER``)."""
RETRYABLE = {502, 503, 504}


@dataclass
class Sent:
    """What the clients saw: answers by key, failed attempts by status, retries, and when
    each key was first sent and answered (``time.monotonic()``)."""

    answers: dict[str, dict[str, Any]] = field(default_factory=dict)
    failures: dict[str, int] = field(default_factory=dict)
    retry_after_missing: int = 0
    served_by: dict[str, int] = field(default_factory=dict)
    first_sent: dict[str, float] = field(default_factory=dict)
    answered_at: dict[str, float] = field(default_factory=dict)
    refused: dict[str, int] = field(default_factory=dict)
    """Failed attempts per key (each was retried with the same key)."""

    def failed(self, what: str, key: str) -> None:
        """Count a failed attempt."""
        self.failures[what] = self.failures.get(what, 0) + 1
        self.refused[key] = self.refused.get(key, 0) + 1


async def send(http: httpx.AsyncClient, game: Game, command: dict[str, Any],
               key: str | None = None) -> httpx.Response:
    """POST one command as the gm, with an Idempotency-Key."""
    headers = {**bearer(game.gm_token), "Idempotency-Key": key or str(uuid.uuid4())}
    return await http.post(f"/v1/games/{game.game_id}/commands", json=command,
                           headers=headers)


async def send_until_answered(http: httpx.AsyncClient, game: Game, command: dict[str, Any],
                              key: str, sent: Sent) -> dict[str, Any]:
    """Send, and on a lost connection or a 5xx send again with the same key (through
    whichever node HAProxy picks) until answered; a key another node still holds (409
    in flight) is retried too."""
    deadline = time.monotonic() + RETRY_FOR
    sent.first_sent.setdefault(key, time.monotonic())
    while True:
        assert time.monotonic() < deadline, f"{key}: no answer in {RETRY_FOR}s: {sent.failures}"
        try:
            response = await send(http, game, command, key)
        except httpx.TransportError as error:
            sent.failed(type(error).__name__, key)
            await asyncio.sleep(0.1)
            continue
        if response.status_code == 200:
            node = response.headers.get("x-served-by", "direct")
            sent.served_by[node] = sent.served_by.get(node, 0) + 1
            body: dict[str, Any] = response.json()
            sent.answers[key] = body
            sent.answered_at[key] = time.monotonic()
            return body
        # 409s the API documents as "send it again": a key another node still holds, and a
        # game that kept changing under the command (four writers on one game, all
        # retrying at once when writes resume after a switchover)
        again = response.status_code == 409 and any(
            code in response.text for code in ("in_flight", "concurrency_conflict"))
        assert response.status_code in RETRYABLE or again, response.text
        sent.failed(str(response.status_code), key)
        if response.status_code == 503 and "retry-after" not in response.headers:
            sent.retry_after_missing += 1
        await asyncio.sleep(0.5 if again else min(
            float(response.headers.get("retry-after", "0.2")), 0.3))


@dataclass
class Follower:
    """A live-feed client through ``url``: on any break it reconnects with Last-Event-ID."""

    url: str
    game: Game
    versions: list[int] = field(default_factory=list)
    arrived: dict[int, float] = field(default_factory=dict)
    reconnects: int = 0
    nodes: list[str] = field(default_factory=list)

    async def run(self) -> None:
        """Follow until cancelled."""
        while True:
            headers = dict(self.game.headers)
            if self.versions:
                headers["Last-Event-ID"] = str(self.versions[-1])
            try:
                async with httpx.AsyncClient(base_url=self.url, timeout=httpx.Timeout(
                        10.0, read=20.0)) as http, http.stream(
                        "GET", f"/v1/games/{self.game.game_id}/events/stream",
                        params={} if self.versions else {"after": 0},
                        headers=headers) as feed:
                    self.nodes.append(feed.headers.get("x-served-by", "direct"))
                    async for line in feed.aiter_lines():
                        if line.startswith("id: "):
                            version = int(line.removeprefix("id: "))
                            self.versions.append(version)
                            self.arrived.setdefault(version, time.monotonic())
            except httpx.HTTPError:
                pass
            self.reconnects += 1
            await asyncio.sleep(0.1)

    async def wait_for(self, version: int, within: float = 30.0) -> None:
        """Until ``version`` arrived."""
        deadline = time.monotonic() + within
        while version not in self.arrived:
            assert time.monotonic() < deadline, f"version {version} never came: {self.versions}"
            await asyncio.sleep(0.05)


async def stored(cluster: Cluster, game_id: str) -> list[StoredEvent]:
    """A game's events as the primary stores them (through HAProxy, as the API reads)."""
    engine = make_engine(cluster.database_url, DatabaseSettings(pool_size=2))
    try:
        return await PostgresEventStore(engine).load(game_id)
    finally:
        await engine.dispose()


async def metric(cluster: Cluster, name: str, **labels: str) -> float:
    """A counter summed over every node that answers (a killed node's are lost)."""
    total = 0.0
    async with httpx.AsyncClient(timeout=5) as http:
        for node in cluster.nodes:
            try:
                text = (await http.get(f"{node.url}/metrics")).text
            except httpx.HTTPError:
                continue
            total += sum(sample.value for family in text_string_to_metric_families(text)
                         for sample in family.samples if sample.name == name
                         and all(sample.labels.get(k) == v for k, v in labels.items()))
    return total


def percentile(values: list[float], share: float) -> float:
    """The value below which ``share`` of ``values`` lie (nearest rank)."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))] if ordered else 0.0


def registered(events: list[StoredEvent]) -> list[str]:
    """The ids of the characters registered, in order."""
    return [e.data["character"]["id"] for e in events if e.type == "CharacterRegistered"]

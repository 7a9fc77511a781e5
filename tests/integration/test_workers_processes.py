"""``WORKERS=2``: two server processes behind one port serve one game. Versions stay
contiguous (the store's optimistic concurrency decides between the processes), every
acknowledged command is stored once, a live feed sees every event once, and
``/metrics`` adds up both processes."""

import asyncio
from pathlib import Path
from typing import Any

import httpx
from prometheus_client.parser import text_string_to_metric_families

from infrastructure.settings import Settings
from services.context import AppContext
from services.envelope import first_broken_link
from tests.integration.test_faults import TIMEOUT, Game, sse_versions, start, stop, wait_for

SENDERS, EACH = 6, 8


def worker_processes(pid: int) -> list[int]:
    """The worker processes the server's supervisor spawned."""
    children = [int(c) for c in Path(f"/proc/{pid}/task/{pid}/children").read_text().split()]
    return [child for child in children  # not multiprocessing's resource tracker
            if b"spawn_main" in Path(f"/proc/{child}/cmdline").read_bytes()]


async def send_many(base: str, game: Game, sender: int,
                    acknowledged: dict[str, dict[str, Any]]) -> None:
    """One client (its own connections) registering characters one after another."""
    for n in range(EACH):
        async with httpx.AsyncClient(base_url=base, timeout=TIMEOUT) as http:  # new connection
            character_id = f"s{sender}c{n}"
            response = await game.send(http, game.register(character_id))
            assert response.status_code == 200, response.text
            acknowledged[character_id] = response.json()


def commands_counted(text: str) -> float:
    """``tabletop_commands_total`` with outcome ok, over every label and process."""
    return sum(sample.value for family in text_string_to_metric_families(text)
               for sample in family.samples
               if sample.name == "tabletop_commands_total" and sample.labels["outcome"] == "ok")


async def test_two_processes_serving_one_game_keep_versions_contiguous(
        settings: Settings, ctx: AppContext, tmp_path: Path) -> None:
    assert settings.database.url is not None
    server = await start(settings.database.url, settings.redis.url, tmp_path / "server.log",
                         env={"WORKERS": "2"})
    try:
        assert len(worker_processes(server.process.pid)) == 2
        async with httpx.AsyncClient(base_url=server.url, timeout=TIMEOUT) as http:
            game = await Game.create(http)
            seen: list[int] = []
            async with http.stream("GET", f"/v1/games/{game.game_id}/events/stream",
                                   params={"after": 0}, headers=game.headers) as feed:
                follower = asyncio.create_task(sse_versions(feed, seen))
                acknowledged: dict[str, dict[str, Any]] = {}
                await asyncio.gather(*(send_many(server.url, game, s, acknowledged)
                                       for s in range(SENDERS)))
                last = max(body["version"] for body in acknowledged.values())
                await wait_for(seen, last, "live feed across two workers")
                await stop(follower)
            counted = commands_counted((await http.get("/metrics")).text)
    finally:
        server.stop()
    stored = await ctx.store.load(game.game_id)
    assert [e.version for e in stored] == list(range(1, len(stored) + 1)) and len(stored) == last
    assert first_broken_link(stored) is None
    registered = [e.data["character"]["id"] for e in stored if e.type == "CharacterRegistered"]
    assert sorted(registered) == sorted(acknowledged)  # each acknowledged command, once
    assert seen == list(range(1, last + 1))
    assert counted >= SENDERS * EACH  # both processes' counters, added up

"""Two real server processes on one database and one Redis: a token revoked or replaced
through process A is refused by process B on the very next request, although B had it
cached, and B's open live feed of that seat ends; a game deleted through A is 404 on B;
a process whose Redis subscription is down reads seats from PostgreSQL, not its cache.

"B had it cached" is shown, not assumed: behind B's back (straight in PostgreSQL, no
notice) the seat's token hash is swapped for another one; B still accepting the token
then can only come from its cache. The row is put back before A acts.
"""

import asyncio
from collections.abc import AsyncIterator

import httpx
import pytest
import sqlalchemy as sa

from infrastructure.db.event_store import PostgresEventStore
from infrastructure.runtime import Runtime
from infrastructure.settings import Settings
from services import games
from services.context import AppContext
from services.tokens import hash_token, new_token
from tests.integration.test_faults import TIMEOUT, Game, start
from tests.support.api import bearer, sse_messages
from tests.support.servers import ServerProcess

FEED_SECONDS = 30.0
"""A hang guard for a stream to end, not a timing requirement."""
SWAP = sa.text("UPDATE seats SET token_hash = :hash WHERE stream_id = CAST(:game AS uuid) "
               "AND seat_id = :seat")


@pytest.fixture(scope="module")
async def servers(settings: Settings, tmp_path_factory: pytest.TempPathFactory,
                  ) -> AsyncIterator[tuple[ServerProcess, ServerProcess]]:
    """Processes A and B (each its own caches, its own Redis subscription)."""
    assert settings.database.url is not None
    logs = tmp_path_factory.mktemp("access")
    first, second = await asyncio.gather(
        start(settings.database.url, settings.redis.url, logs / "a.log"),
        start(settings.database.url, settings.redis.url, logs / "b.log"))
    try:
        yield first, second
    finally:
        first.stop()
        second.stop()


async def seat(http: httpx.AsyncClient, game: Game, name: str) -> tuple[str, str]:
    """A new player seat: (seat id, token)."""
    response = await http.post(f"/v1/games/{game.game_id}/seats", headers=game.headers,
                               json={"role": "player", "name": name})
    assert response.status_code == 201, response.text
    return response.json()["seat_id"], response.json()["token"]


async def state(http: httpx.AsyncClient, game: Game, token: str) -> httpx.Response:
    return await http.get(f"/v1/games/{game.game_id}/state", headers=bearer(token))


async def cached_by(b: httpx.AsyncClient, runtime: Runtime, game: Game, seat_id: str,
                    token: str) -> None:
    """Make B cache the seat's token, and prove it did (see the module's docstring)."""
    for _attempt in range(100):  # B caches only once its Redis subscription listens
        assert (await state(b, game, token)).status_code == 200
        async with runtime.engine.begin() as connection:
            await connection.execute(SWAP, {"hash": hash_token(new_token()),
                                            "game": game.game_id, "seat": seat_id})
        from_cache = (await state(b, game, token)).status_code == 200
        async with runtime.engine.begin() as connection:
            await connection.execute(SWAP, {"hash": hash_token(token), "game": game.game_id,
                                            "seat": seat_id})
        if from_cache:
            return
        await asyncio.sleep(0.2)
    raise AssertionError("process B never served the token from its cache")


class Feed:
    """A live feed held open on a server; ``ended`` is done when the server ends it."""

    def __init__(self, http: httpx.AsyncClient, game: Game, token: str) -> None:
        self.versions: list[str] = []
        self.opened = asyncio.Event()
        self.ended = asyncio.create_task(self._read(http, game, token))

    async def _read(self, http: httpx.AsyncClient, game: Game, token: str) -> None:
        async with http.stream("GET", f"/v1/games/{game.game_id}/events/stream",
                               params={"after": 0}, headers=bearer(token)) as response:
            assert response.status_code == 200
            async for message in sse_messages(response):
                self.versions.append(message["id"])
                self.opened.set()

    async def wait_open(self) -> None:
        await asyncio.wait_for(self.opened.wait(), FEED_SECONDS)


async def test_a_revoked_token_is_refused_by_the_other_process_and_its_feed_ends(
        servers: tuple[ServerProcess, ServerProcess], runtime: Runtime) -> None:
    server_a, server_b = servers
    async with httpx.AsyncClient(base_url=server_a.url, timeout=TIMEOUT) as a, \
            httpx.AsyncClient(base_url=server_b.url, timeout=TIMEOUT) as b:
        game = await Game.create(a)
        ann, token = await seat(a, game, "ann2")
        feed = Feed(b, game, token)
        await feed.wait_open()
        await cached_by(b, runtime, game, ann, token)
        revoked = await a.delete(f"/v1/games/{game.game_id}/seats/{ann}", headers=game.headers)
        assert revoked.status_code == 200, revoked.text
        refused = await state(b, game, token)
        assert refused.status_code == 401 and refused.json()["code"] == "invalid_token"
        await asyncio.wait_for(feed.ended, FEED_SECONDS)  # B ended ann's stream
        assert (await state(b, game, game.gm_token)).status_code == 200  # the gm goes on


async def test_a_replaced_token_is_refused_by_the_other_process_and_its_feed_ends(
        servers: tuple[ServerProcess, ServerProcess], runtime: Runtime) -> None:
    server_a, server_b = servers
    async with httpx.AsyncClient(base_url=server_a.url, timeout=TIMEOUT) as a, \
            httpx.AsyncClient(base_url=server_b.url, timeout=TIMEOUT) as b:
        game = await Game.create(a)
        ann, old = await seat(a, game, "ann2")
        feed = Feed(b, game, old)
        await feed.wait_open()
        await cached_by(b, runtime, game, ann, old)
        rotated = await a.post(f"/v1/games/{game.game_id}/seats/{ann}/token",
                               headers=bearer(old))  # the seat itself asks
        assert rotated.status_code == 200, rotated.text
        refused = await state(b, game, old)
        assert refused.status_code == 401 and refused.json()["code"] == "invalid_token"
        assert (await state(b, game, rotated.json()["token"])).status_code == 200
        await asyncio.wait_for(feed.ended, FEED_SECONDS)


async def test_a_game_deleted_through_one_process_is_404_on_the_other(
        servers: tuple[ServerProcess, ServerProcess], runtime: Runtime) -> None:
    server_a, server_b = servers
    async with httpx.AsyncClient(base_url=server_a.url, timeout=TIMEOUT) as a, \
            httpx.AsyncClient(base_url=server_b.url, timeout=TIMEOUT) as b:
        game = await Game.create(a)
        gm_seat = (await a.get(f"/v1/games/{game.game_id}/seats", headers=game.headers)).json()
        gm_id = next(s["seat_id"] for s in gm_seat["seats"] if s["role"] == "gm")
        feed = Feed(b, game, game.gm_token)
        await feed.wait_open()
        await cached_by(b, runtime, game, gm_id, game.gm_token)
        deleted = await a.delete(f"/v1/games/{game.game_id}",
                                 headers={**game.headers, "If-Match": '"2"'})
        assert deleted.status_code == 204, deleted.text
        for path in ("/state", "", "/events"):
            gone = await b.get(f"/v1/games/{game.game_id}{path}", headers=game.headers)
            assert gone.status_code == 404 and gone.json()["code"] == "game_not_found"
        command = await game.send(b, game.register("late"))
        assert command.status_code == 404, command.text
        await asyncio.wait_for(feed.ended, FEED_SECONDS)
        assert feed.versions == ["1", "2"]


async def test_a_process_whose_subscription_is_down_trusts_no_cached_seat(
        runtime: Runtime) -> None:
    store = PostgresEventStore(runtime.engine)
    listening = [True]
    store.seat_cache.trusted = lambda: listening[0]
    created = await games.create_game(AppContext.build(store), "counter", "down", {}, {})
    token_hash = hash_token(created.gm_token)
    assert await store.find_seat(token_hash) is not None  # cached now
    async with runtime.engine.begin() as connection:  # changed behind the cache's back
        await connection.execute(SWAP, {"hash": hash_token(new_token()),
                                        "game": created.game_id, "seat": created.gm_seat_id})
    assert await store.find_seat(token_hash) is not None  # from the cache
    listening[0] = False  # the subscription broke: notices may be lost
    assert await store.find_seat(token_hash) is None  # PostgreSQL says so
    listening[0] = True
    store.seat_cache.clear()  # what the listener does when it listens again
    assert await store.find_seat(token_hash) is None

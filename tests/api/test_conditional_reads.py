"""Conditional reads: ``state``, ``board.svg``, ``recap`` and ``recap.svg`` answer 304 to
an ``If-None-Match`` naming their ETag (one per version, reader and language; the board
picture's changes only with the board); the live feed says which events changed the
board; answers are gzip-compressed, the live feed is not."""

import asyncio
import json
from typing import Any

import httpx
import pytest

from tests.support.api import Client, Table, bearer, sse_messages
from tests.support.espri_scenario import Scenario, play

READS = ["/state", "/board.svg", "/recap", "/recap.svg"]


@pytest.fixture(scope="module")
async def scenario(client: Client) -> Scenario:
    """The ESPRI scenario, played once for this module."""
    return await play(client)


async def conditional(table: Table, path: str, etag: str, as_: str = "gm",
                      **params: Any) -> httpx.Response:
    """GET ``path`` with ``If-None-Match: etag``."""
    return await table.client.get(f"/v1/games/{table.game_id}{path}", params=params,
                                  headers={**bearer(table.seats[as_]), "If-None-Match": etag})


@pytest.mark.parametrize("path", READS)
async def test_a_read_asked_again_with_its_etag_is_a_304_without_a_body(
        scenario: Scenario, path: str) -> None:
    first = await scenario.table.get(path)
    etag = first.headers["etag"]
    assert first.status_code == 200 and etag.startswith('W/"')
    assert "Authorization" in first.headers["vary"]
    again = await conditional(scenario.table, path, etag)
    assert again.status_code == 304 and again.content == b""
    assert again.headers["etag"] == etag
    assert (await conditional(scenario.table, path, 'W/"1-0"')).status_code == 200


@pytest.mark.parametrize("path", ["/state", "/recap", "/recap.svg", "/board.svg"])
async def test_another_language_gets_its_own_etag(scenario: Scenario, path: str) -> None:
    english = (await scenario.table.get(path, lang="en")).headers["etag"]
    french = await conditional(scenario.table, path, english, lang="fr")
    assert french.status_code == 200 and french.headers["etag"] != english


@pytest.mark.parametrize("path", ["/state", "/recap"])
async def test_another_reader_never_gets_a_304_for_the_gms_etag(scenario: Scenario,
                                                                path: str) -> None:
    gm = (await scenario.table.get(path)).headers["etag"]
    seat = next(name for name in scenario.table.seats if name != "gm")
    theirs = await conditional(scenario.table, path, gm, as_=seat)
    assert theirs.status_code == 200 and theirs.headers["etag"] != gm


async def test_the_state_changes_etag_with_the_version_and_still_works_as_if_match(
        client: Client) -> None:
    table = await Table.create(client, "counter")
    etag = (await table.get("/state")).headers["etag"]
    sent = await table.send({"type": "Increment"}, headers={"If-Match": etag})
    assert sent.status_code == 200, (etag, sent.text)
    fresh = await conditional(table, "/state", etag)
    assert fresh.status_code == 200 and fresh.json()["state"]["total"] == 1
    assert (await table.send({"type": "Increment"}, headers={"If-Match": etag})).status_code \
        == 412


async def test_the_board_picture_is_a_304_after_an_event_that_left_the_board_alone(
        client: Client) -> None:
    scenario = await play(client)
    table = scenario.table
    etag = (await table.get("/board.svg")).headers["etag"]
    await table.seat("Watcher", role="observer")  # a new version, the same board
    assert (await conditional(table, "/board.svg", etag)).status_code == 304
    assert (await conditional(table, "/state", (await table.get("/state")).headers["etag"])
            ).status_code == 304


async def board_flags(live_server: str, table: Table, count: int) -> list[tuple[int, bool]]:
    """(version, board) of the first ``count`` messages of the gm's feed from the start."""
    flags: list[tuple[int, bool]] = []
    async with httpx.AsyncClient(base_url=live_server, timeout=10) as http, http.stream(
            "GET", f"/v1/games/{table.game_id}/events/stream", params={"after": 0},
            headers=bearer(table.gm_token)) as response:
        assert "content-encoding" not in response.headers

        async def collect() -> None:
            async for message in sse_messages(response):
                flags.append((int(message["id"]), json.loads(message["data"])["board"]))
                if len(flags) == count:
                    return
        await asyncio.wait_for(collect(), timeout=20)
    return flags


async def test_the_feed_flags_exactly_the_events_that_changed_the_board(
        scenario: Scenario, live_server: str) -> None:
    table = scenario.table
    head = (await table.json(""))["version"]
    flags = await board_flags(live_server, table, head)
    boards = {}
    for version in range(1, head + 1):
        board = (await table.json("/board", at=version))
        boards[version] = {k: v for k, v in board.items() if k != "version"}
    changed = [(v, boards[v] != boards[v - 1]) for v in range(2, head + 1)]
    assert flags[0] == (1, True) and flags[1:] == changed
    assert any(flag for _, flag in changed) and not all(flag for _, flag in changed)


async def test_answers_are_gzipped_for_a_client_that_accepts_it(scenario: Scenario,
                                                               client: Client) -> None:
    for path in ["/state", "/board.svg"]:
        answer = await scenario.table.get(path)
        assert answer.headers.get("content-encoding") == "gzip", path
    document = await client.get("/schema/openapi.json", headers={"Accept-Encoding": "gzip"})
    assert document.headers.get("content-encoding") == "gzip"
    assert document.json()["openapi"].startswith("3.1")

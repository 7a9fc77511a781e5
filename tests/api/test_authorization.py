"""Broken object-level authorization, checked as a matrix: no seat of one game reaches
another game, no player acts for another player's character, observers only read, and
gm-only information never leaves the gm's seat (state, log, live feed)."""

import asyncio
from typing import Any

import httpx
import pytest

from tests.support.api import Client, Table, assert_problem, bearer, sse_messages

ROLES = ("gm", "player", "observer")
READS = ("", "/state", "/events", "/events/stream", "/characters/x", "/board",
         "/export")
SECRET = "the trapdoor under the altar"
DEVA = {"winter": 3, "spring": 2, "summer": 2, "autumn": 2}


async def seated_table(client: Client, ruleset: str = "counter") -> Table:
    """A game with a gm, a player ``player`` and an observer ``observer``."""
    table = await Table.create(client, ruleset)
    await table.seat("player")
    await table.seat("observer", role="observer")
    return table


async def log_length(table: Table) -> int:
    """The game's version, read by its gm."""
    return int((await table.json("/events"))["version"])


@pytest.mark.parametrize("role", ROLES)
async def test_no_seat_of_one_game_reads_another_game(client: Client, role: str) -> None:
    first, second = await seated_table(client), await seated_table(client)
    for path in READS:
        response = await client.get(f"/v1/games/{second.game_id}{path}",
                                    headers=bearer(first.seats[role]))
        assert_problem(response, 403, "wrong_game")


@pytest.mark.parametrize("role", ROLES)
async def test_no_seat_of_one_game_changes_another_game(client: Client, role: str) -> None:
    first, second = await seated_table(client), await seated_table(client)
    before = await log_length(second)
    headers = bearer(first.seats[role])
    commands = ({"type": "Increment"}, {"type": "HideSecret", "text": "x"}, {"type": "CloseGame"})
    for command in commands:
        response = await client.post(f"/v1/games/{second.game_id}/commands", json=command,
                                     headers=headers)
        assert_problem(response, 403, "wrong_game")
    response = await client.post(f"/v1/games/{second.game_id}/seats", headers=headers,
                                 json={"role": "player", "name": "intruder"})
    assert_problem(response, 403, "wrong_game")
    assert await log_length(second) == before


def register(cid: str, seat_id: str) -> dict[str, Any]:
    """An ESPRI character registration owned by ``seat_id``."""
    return {"type": "RegisterCharacter", "id": cid, "name": cid.capitalize(),
            "player_id": seat_id, "kind": "guardian", "tutelary_season": "winter",
            "devotion": 2, "seasons": DEVA, "talents": ["Abri"]}


async def espri_table(client: Client) -> Table:
    """An ESPRI game where ``ann`` registered ``deva``; ``bob`` plays nobody yet."""
    table = await Table.create(client, "espri", randomness="mixed")
    await table.seat("ann")
    await table.seat("bob")
    await table.seat("observer", role="observer")
    await table.ok(register("deva", table.seat_ids["ann"]), as_="ann")
    return table


async def test_a_player_cannot_register_a_character_for_another_seat(client: Client) -> None:
    table = await espri_table(client)
    before = await log_length(table)
    response = await table.send(register("ceres", table.seat_ids["ann"]), as_="bob")
    assert_problem(response, 403, "not_owner")
    assert await log_length(table) == before


async def test_a_player_cannot_draw_gems_for_a_character_it_does_not_own(
        client: Client) -> None:
    table = await espri_table(client)
    before = await log_length(table)
    command = {"type": "DrawSetupGems", "character_id": "deva",
               "gems": ["winter", "autumn", "autumn", "summer", "summer"]}
    response = await table.send(command, as_="bob")
    assert_problem(response, 403, "not_owner")
    assert await log_length(table) == before
    assert (await table.send(command, as_="ann")).status_code == 200  # the owner may


@pytest.mark.parametrize(("ruleset", "command"), [
    ("counter", {"type": "Increment"}),
    ("counter", {"type": "HideSecret", "text": "x"}),
    ("counter", {"type": "CloseGame"}),
    ("espri", {"type": "CompleteSetup"}),
])
async def test_an_observer_cannot_issue_any_command(client: Client, ruleset: str,
                                                    command: dict[str, Any]) -> None:
    table = await seated_table(client, ruleset)
    before = await log_length(table)
    assert_problem(await table.send(command, as_="observer"), 403, "read_only_seat")
    assert await log_length(table) == before


async def test_gm_only_information_is_absent_from_other_seats_reads(client: Client) -> None:
    table = await seated_table(client)
    await table.ok({"type": "HideSecret", "text": SECRET})
    gm_state = await table.json("/state")
    assert gm_state["state"]["secrets"] == [SECRET]
    gm_events = await table.json("/events")
    assert SECRET in str(gm_events["events"])
    for seat in ("player", "observer"):
        state = await table.json("/state", as_=seat)
        assert state["state"]["secrets"] is None and SECRET not in str(state)
        events = await table.json("/events", as_=seat)
        assert events["events"][-1]["type"] == "Redacted"
        assert SECRET not in str(events)
        at_secret = await table.json("/state", as_=seat, at=gm_state["version"])
        assert SECRET not in str(at_secret)


async def feed_messages(live_server: str, table: Table, seat: str,
                        count: int) -> list[dict[str, str]]:
    """The first ``count`` messages of the live feed from the start, as ``seat`` sees it."""
    messages: list[dict[str, str]] = []
    async with httpx.AsyncClient(base_url=live_server, timeout=30) as http, http.stream(
            "GET", f"/v1/games/{table.game_id}/events/stream", params={"after": 0},
            headers=bearer(table.seats[seat])) as response:
        assert response.status_code == 200

        async def collect() -> None:
            async for message in sse_messages(response):
                messages.append(message)
                if len(messages) == count:
                    return
        await asyncio.wait_for(collect(), timeout=30)
    return messages


async def test_gm_only_information_is_absent_from_other_seats_live_feed(
        client: Client, live_server: str) -> None:
    table = await seated_table(client)
    await table.ok({"type": "HideSecret", "text": SECRET})
    gm_feed = await feed_messages(live_server, table, "gm", 4)
    assert gm_feed[-1]["event"] == "SecretHidden" and SECRET in gm_feed[-1]["data"]
    for seat in ("player", "observer"):
        feed = await feed_messages(live_server, table, seat, 4)
        assert [m["id"] for m in feed] == ["1", "2", "3", "4"]
        assert feed[-1]["event"] == "Redacted" and SECRET not in str(feed)

"""Narration travels with events: the live feed's messages, a command's answer and the
paged log (``GET …/log``) say the same lines, in the reader's language, redacted for it."""

import asyncio
import json
from typing import Any

import httpx

from tests.support.api import Client, Table, bearer, sse_messages

JOINED_FR = "Ann rejoint la table (place de joueur)."
JOINED_EN = "Ann joins the table as player."


async def read_stream(live_server: str, table: Table, as_: str, count: int,
                      **params: Any) -> list[dict[str, Any]]:
    """The ``data`` of the first ``count`` messages of a seat's live feed."""
    found: list[dict[str, Any]] = []
    async with httpx.AsyncClient(base_url=live_server, timeout=10) as http, http.stream(
            "GET", f"/v1/games/{table.game_id}/events/stream", params=params,
            headers=bearer(table.seats[as_])) as response:
        assert response.status_code == 200

        async def collect() -> None:
            async for message in sse_messages(response):
                found.append(json.loads(message["data"]))
                if len(found) == count:
                    return
        await asyncio.wait_for(collect(), timeout=10)
    return found


async def played(client: Client) -> Table:
    """An English game: Ann joins, the gm hides a secret, the counter moves twice."""
    table = await Table.create(client, "counter")
    await table.seat("Ann")
    await table.ok({"type": "HideSecret", "text": "trapdoor"})
    await table.ok({"type": "Increment"}, as_="Ann")
    await table.ok({"type": "Increment"})
    return table


async def test_each_message_says_its_lines_in_the_streams_language_redacted_for_the_seat(
        client: Client, live_server: str) -> None:
    table = await played(client)
    ann = await read_stream(live_server, table, "Ann", 5, after=0, lang="fr")
    assert [m["type"] for m in ann] == ["GameCreated", "SeatJoined", "Redacted",
                                        "Incremented", "Incremented"]
    assert ann[1]["narration"] == [JOINED_FR] and ann[0]["narration"][0].startswith(
        "La partie")
    assert ann[2]["narration"] == [] and "trapdoor" not in json.dumps(ann)
    assert [m["narration"] for m in ann[3:]] == [["The counter moves to 1"],
                                                 ["The counter moves to 2"]]
    assert not any(m["board"] for m in ann)  # the counter has no board
    gm = await read_stream(live_server, table, "gm", 5, after=0)
    assert gm[1]["narration"] == [JOINED_EN]
    assert gm[2]["narration"] == ["SecretHidden (text: trapdoor)"]  # nothing narrates it


async def test_a_commands_answer_carries_its_lines_in_the_requests_language(
        client: Client) -> None:
    table = await Table.create(client, "counter")
    await table.seat("Ann")
    answer = await table.ok({"type": "Increment"}, as_="Ann")
    assert answer["narration"] == ["The counter moves to 1"]
    hidden = await table.ok({"type": "HideSecret", "text": "trapdoor"})
    assert hidden["narration"] == ["SecretHidden (text: trapdoor)"]
    invited = await client.post(f"/v1/games/{table.game_id}/commands", params={"lang": "fr"},
                                json={"type": "Increment"}, headers=bearer(table.gm_token))
    assert invited.json()["narration"] == ["The counter moves to 2"]


async def test_the_log_pages_the_same_lines_as_the_feed_without_what_the_seat_may_not_read(
        client: Client, live_server: str) -> None:
    table = await played(client)
    whole = await table.json("/log", as_="Ann", lang="fr")
    lines = [line for entry in whole["entries"] for line in entry["lines"]]
    fed = await read_stream(live_server, table, "Ann", 5, after=0, lang="fr")
    assert lines == [line for message in fed for line in message["narration"]]
    assert whole["head"] == 5 and whole["next_after"] is None
    assert [e["actor"] for e in whole["entries"]] == ["MJ", "MJ", "Ann", "MJ"]
    assert "trapdoor" not in json.dumps(whole)
    paged, after = [], 0
    for _ in range(10):
        page = await table.json("/log", as_="Ann", lang="fr", after=after, limit=2)
        paged += page["entries"]
        if page["next_after"] is None:
            break
        after = page["next_after"]
    assert paged == whole["entries"]
    gm = await table.json("/log", lang="en")
    assert ["SecretHidden (text: trapdoor)"] in [e["lines"] for e in gm["entries"]]

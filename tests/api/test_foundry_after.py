"""``export?format=foundry&after=<version>``: a follower reads only the messages of the
commands after the version it has, the very messages the whole export holds."""

from typing import Any

from tests.support.api import Client, Table, assert_problem
from tests.support.espri_scenario import Scenario, play


async def foundry(table: Table, **params: Any) -> list[dict[str, Any]]:
    messages: list[dict[str, Any]] = (await table.json(
        "/export", format="foundry", view_as="observer", **params))["messages"]
    return messages


def last_version(messages: list[dict[str, Any]]) -> int:
    return max(v for m in messages for v in m["flags"]["tabletop"]["versions"])


async def test_after_gives_the_same_messages_as_the_tail_of_the_whole_export(
        client: Client) -> None:
    scenario: Scenario = await play(client)
    table = scenario.table
    whole = await foundry(table)
    for cut in (len(whole) // 3, len(whole) // 2, len(whole) - 1):
        after = last_version(whole[:cut])
        assert await foundry(table, after=after) == whole[cut:], cut
    assert await foundry(table, after=last_version(whole)) == []
    pictures = [m["flags"]["tabletop"]["board_picture"] for m in whole
                if "board_picture" in m["flags"]["tabletop"]]
    assert pictures and all(p.startswith(f"/v1/games/{table.game_id}/board.svg?at=")
                            for p in pictures)
    picture = await client.get(pictures[-1], headers={
        "Authorization": f"Bearer {table.gm_token}"})
    assert "immutable" in picture.headers["cache-control"]


async def test_after_is_for_the_foundry_format_only(client: Client) -> None:
    table = await Table.create(client, "counter")
    assert_problem(await table.get("/export", format="markdown", after=1), 422,
                   "invalid_after")

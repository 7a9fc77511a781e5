"""What a seat may send now, over HTTP: ``available`` and ``waiting_for`` in every state read
and in ``GET .../available``, for the gm, the leader's seat, another player and an
observer, now and at a past version."""

from typing import Any

from tests.api.test_espri_api import devas_table
from tests.support.api import Client, assert_problem


def types(offers: dict[str, Any]) -> list[str]:
    return [a["type"] for a in offers["available"]]


async def test_a_declared_call_waits_for_its_leaders_seat_to_draw(client: Client) -> None:
    table = await devas_table(client)
    await table.seat("watcher", role="observer")
    await table.ok({"type": "DeclareCall", "leader_id": "deva", "called_season": "winter",
                    "talent": "Abri"})
    leader = await table.json("/available", as_="deva")
    assert leader["available"][0] == {"type": "DrawGems", "character_ids": ["deva"],
                                      "character_field": None, "choices": {}, "awaited": True,
                                      "counts": {}}
    assert "CancelCall" not in types(leader) and "DeclareCall" not in types(leader)
    assert leader["waiting_for"] == [{
        "seat_id": table.seat_ids["deva"], "seat_name": "deva", "character_id": "deva",
        "character_name": "Deva", "types": ["DrawGems"]}]
    other = await table.json("/available", as_="ceres")
    assert "DrawGems" not in types(other)
    assert other["waiting_for"] == leader["waiting_for"]
    gm = await table.json("/available")
    assert {"DrawGems", "CancelCall", "CloseGame"} <= set(types(gm))
    assert next(a for a in gm["available"] if a["type"] == "DrawGems")["awaited"] is False
    watcher = await table.json("/available", as_="watcher")
    assert watcher["available"] == [] and watcher["waiting_for"] == leader["waiting_for"]


async def test_the_state_read_carries_the_same_offers_now_and_at_a_past_version(
        client: Client) -> None:
    table = await devas_table(client)
    before = (await table.json("/state"))["version"]
    await table.ok({"type": "DeclareCall", "leader_id": "deva", "called_season": "winter"})
    now = await table.json("/state", as_="deva")
    assert now["available"] == (await table.json("/available", as_="deva"))["available"]
    past = await table.json("/state", as_="deva", at=before)
    assert "DrawGems" not in types(past)
    assert past["waiting_for"][0]["seat_id"] == table.seat_ids["gm"]
    assert past["waiting_for"][0]["types"] == ["DeclareCall"]
    declare = next(a for a in (await table.json("/available", at=before))["available"]
                   if a["type"] == "DeclareCall")
    assert sorted(declare["character_ids"]) == ["ceres", "deva"]
    assert [c["value"] for c in declare["choices"]["called_season"]] == [
        "winter", "spring", "summer", "autumn"]
    assert {"value": "Abri", "label": "Abri", "character_id": "deva"} in \
        declare["choices"]["talent"]


async def test_a_version_beyond_the_head_is_refused_and_a_closed_game_offers_nothing(
        client: Client) -> None:
    table = await devas_table(client)
    head = (await table.json("/available"))["version"]
    assert_problem(await table.get("/available", at=head + 1), 422, "version_out_of_range")
    await table.ok({"type": "CloseGame"})
    closed = await table.json("/available")
    assert closed["available"] == [] and closed["waiting_for"] == []

"""An ESPRI game of many server-drawn calls over HTTP, played by what the server offers.

Déva's table (``tests.api.test_espri_api.devas_table``: physical setup draws in a
``mixed`` game), then calls led in turn by Déva and Cérès, each one drawn by the server
and carried through its steps with the first choice the gm is offered (extra gems: the
first ones of the hand; a rupture removal or a prayer kept: skipped).
"""

from typing import Any

from tests.api.test_espri_api import devas_table
from tests.support.api import Client, Table

LEADERS = (("deva", "winter", "Abri"), ("ceres", "autumn", None))
"""Each leader calls her tutelary season (a draw of at least one gem); Déva with her
talent, Cérès without (her results fall one step). A leader whose medium shattered is
no longer offered: the other leads."""


def _offer(offers: dict[str, Any], kind: str) -> dict[str, Any] | None:
    return next((a for a in offers["available"] if a["type"] == kind), None)


def _first(offer: dict[str, Any], field: str) -> Any:
    choices = offer["choices"].get(field) or []
    return choices[0]["value"] if choices else None


async def _place(table: Table, offer: dict[str, Any]) -> None:
    """The first offered main gem the rules accept (7.4: a time or rupture gem is a
    modifier, placed with another main gem), one that costs no rupture point first."""
    mains = [c["value"] for c in offer["choices"].get("main", [])]
    tries = [{"main": main} for main in mains] + [
        {"main": main, "shift": shift} for main in mains for shift in ("up", "down")] + [
        {"main": main, "modifier": modifier, "shift": "up"}
        for main in mains for modifier in ("time", "rupture") if modifier != main]
    # a rupture main shifted up costs the leader a rupture point (placing.py), which
    # shatters a medium without harmony: tried last, or both mediums break by call 30
    tries.sort(key=lambda fields: fields["main"] == "rupture" and fields.get("shift") == "up")
    refusals = []
    for fields in tries:
        response = await table.send({"type": "PlaceCallGems", **fields})
        if response.status_code == 200:
            return
        refusals.append(response.json()["code"])
    state = (await table.json("/state"))["state"]["open_call"]
    raise AssertionError(f"no main gem accepted among {mains}: {refusals} {state}")


async def play_call(table: Table, number: int) -> None:
    """One call, declared by the gm, drawn by the server, carried to its close."""
    offered = _offer({"available": (await table.json("/available"))["available"]},
                     "DeclareCall")
    able = [lead for lead in LEADERS if offered and lead[0] in offered["character_ids"]]
    if not able:
        state = (await table.json("/state"))["state"]
        mediums = {cid: sheet["medium_shattered"] for cid, sheet in state["characters"].items()}
        raise AssertionError(f"call {number}: no character may lead ({offered}); shattered "
                             f"mediums {mediums}, bag {state['board']['pool']}")
    leader, season, talent = able[number % len(able)]  # a shattered medium leads no more
    await table.ok({"type": "DeclareCall", "leader_id": leader, "called_season": season,
                    "talent": talent})
    await table.ok({"type": "DrawGems"})
    for _ in range(8):
        state = await table.json("/state")
        call = state["state"].get("open_call")
        if call is None:
            return
        offers = {"available": state["available"]}
        if (offer := _offer(offers, "PlaceCallGems")) is not None:
            await _place(table, offer)
        elif _offer(offers, "PlaceExtraGems") is not None:
            hand = call["hand"]
            await table.ok({"type": "PlaceExtraGems",
                            "gems": hand[:min(call["extra_count"], len(hand))]})
        elif _offer(offers, "RemoveRuptureGem") is not None:
            await table.ok({"type": "RemoveRuptureGem", "skip": True})
        elif _offer(offers, "KeepPrayerGem") is not None:
            await table.ok({"type": "KeepPrayerGem", "skip": True})
        else:
            raise AssertionError(f"call {number} stuck: {offers}")
    raise AssertionError(f"call {number} never closed")


async def many_calls(client: Client, calls: int) -> Table:
    """Déva's table after ``calls`` server-drawn calls."""
    table = await devas_table(client)
    for number in range(calls):
        await play_call(table, number)
    return table

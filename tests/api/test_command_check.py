"""``POST .../commands/check``: a draft answered as sending it would be, with nothing
sent (issue #37: the guided sheets say what breaks a rule as the player types, by the
rules the server applies: one definition)."""

from typing import Any

import msgspec
import pytest

from tests.api.test_espri_api import sheet
from tests.support.api import Client, Table, assert_problem, bearer
from tests.unit.locquemare.helpers import EVEN_APPROACHES, register

FRENCH = {"Accept-Language": "fr"}


async def check(table: Table, command: dict[str, Any], as_: str) -> Any:
    """The check's answer, in French."""
    return await table.client.post(f"/v1/games/{table.game_id}/commands/check", json=command,
                                   headers={**bearer(table.seats[as_]), **FRENCH})


def hero(seat_id: str, approaches: dict[str, int]) -> dict[str, Any]:
    """A Locquemare sheet as the page sends it (the hero's id left to the server)."""
    body: dict[str, Any] = msgspec.to_builtins(register("x", "Maëlle", seat_id,
                                                        approaches=approaches))
    body.pop("hero_id")
    return body


SHEETS = [  # approaches: 8 points (each 0 to 3) or one too many, one too few, one over 3
    dict(EVEN_APPROACHES),
    {**EVEN_APPROACHES, "aggro": 2},
    {**EVEN_APPROACHES, "aggro": 0},
    {**EVEN_APPROACHES, "aggro": 4, "metis": 0, "focus": 0, "flamme": 0},
]


@pytest.mark.parametrize("approaches", SHEETS)
async def test_a_checked_sheet_answers_as_sending_it_does_and_sends_nothing(
        client: Client, approaches: dict[str, int]) -> None:
    table = await Table.create(client, "locquemare")
    seat_id = await table.seat("Maëlle")
    before = (await table.json("/state"))["version"]
    checked = await check(table, hero(seat_id, approaches), "Maëlle")
    assert (await table.json("/state"))["version"] == before  # nothing sent
    sent = await table.client.post(f"/v1/games/{table.game_id}/commands",
                                   json=hero(seat_id, approaches),
                                   headers={**bearer(table.seats["Maëlle"]), **FRENCH})
    assert checked.status_code == sent.status_code
    if sent.status_code == 200:
        assert checked.json() == {"accepted": True}
        return
    said = assert_problem(checked, 422, "invalid_sheet")
    assert {k: said.get(k) for k in ("code", "field", "detail")} == \
        {k: sent.json().get(k) for k in ("code", "field", "detail")}
    assert said["field"].startswith("approaches") and "8 points" in said["detail"]


async def test_a_season_out_of_its_range_is_named_in_french_before_sending(
        client: Client) -> None:
    table = await Table.create(client, "espri")
    seat_id = await table.seat("deva")
    draft = sheet("deva", seat_id, "summer", {"winter": 5, "spring": 2, "summer": 6,
                                              "autumn": 2})
    said = assert_problem(await check(table, draft, "deva"), 422, "invalid_sheet")
    assert said["field"] == "seasons.winter" and "Hiver" in said["detail"], said
    fixed = {**draft, "seasons": {"winter": 4, "spring": 2, "summer": 6, "autumn": 2}}
    assert (await check(table, fixed, "deva")).json() == {"accepted": True}
    assert (await table.json("/state"))["state"]["characters"] == {}


async def test_a_draft_missing_a_field_or_from_an_observer_is_refused_as_a_command(
        client: Client) -> None:
    table = await Table.create(client, "espri")
    await table.seat("watcher", role="observer")
    seat_id = await table.seat("deva")
    draft = sheet("deva", seat_id, "summer", {"winter": 4, "spring": 2, "summer": 6,
                                              "autumn": 2})
    assert_problem(await check(table, draft, "watcher"), 403, "read_only_seat")
    partial = {k: v for k, v in draft.items() if k != "seasons"}
    assert_problem(await check(table, partial, "deva"), 422, "invalid_command")

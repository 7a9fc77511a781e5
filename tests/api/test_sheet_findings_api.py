"""Every broken rule of a sheet at once (issue #37), in the systems besides Xyrop
(``test_xyrop_names_api``): the check answers a sheet breaking several rules with one
finding per rule, each beside its field, in French, with no spec code; sending it answers
the same refusal."""

import re
from typing import Any

from tests.api.test_command_check import check, hero
from tests.api.test_espri_api import sheet
from tests.support.api import Client, Table, assert_problem, bearer
from tests.unit.locquemare.helpers import EVEN_APPROACHES

SPEC_CODE = re.compile(r"\b[A-Z]{1,2}\d+\b|\[[A-Z]+\d+\]|\(\d+(?:\.\d+)+\)")


def fields_and_details(problem: dict[str, Any]) -> tuple[list[str], list[str]]:
    """The findings' fields and details, the first being the problem's own field."""
    findings = problem["findings"]
    assert problem["field"] == findings[0]["field"]
    assert all(found["code"] == "invalid_sheet" for found in findings)
    details = [found["detail"] for found in findings]
    assert not any(SPEC_CODE.search(detail) for detail in details), details
    return [found["field"] for found in findings], details


async def test_a_locquemare_sheet_breaking_three_rules_lists_the_three(
        client: Client) -> None:
    table = await Table.create(client, "locquemare")
    seat_id = await table.seat("Maëlle")
    draft = {**hero(seat_id, {**EVEN_APPROACHES, "aggro": 0}), "name": " ",
             "resources": {}}
    said = assert_problem(await check(table, draft, "Maëlle"), 422, "invalid_sheet")
    fields, details = fields_and_details(said)
    assert fields[0] == "name" and len(fields) == 3, fields
    assert fields[1].startswith("approaches") and fields[2].startswith("resources"), fields
    assert "8 points" in details[1], details
    sent = await table.client.post(f"/v1/games/{table.game_id}/commands", json=draft,
                                   headers={**bearer(table.seats["Maëlle"]),
                                            "Accept-Language": "fr"})
    assert assert_problem(sent, 422, "invalid_sheet")["findings"] == said["findings"]


async def test_an_espri_sheet_breaking_two_rules_lists_both_in_french(client: Client) -> None:
    table = await Table.create(client, "espri")
    seat_id = await table.seat("deva")
    draft = sheet("deva", seat_id, "summer", {"winter": 5, "spring": 2, "summer": 6,
                                              "autumn": 2}, name="")
    said = assert_problem(await check(table, draft, "deva"), 422, "invalid_sheet")
    fields, details = fields_and_details(said)
    assert fields == ["name", "seasons.winter"], fields
    assert "Hiver" in details[1], details

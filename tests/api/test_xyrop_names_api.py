"""Xyrop by names over HTTP (issue #37): a French player writes the sheet's approaches,
roles and values as words (accents, spaces), picks one from the offered choices by its
label and plays it; a sheet breaking several rules is answered with every broken rule,
each with its field, in French, by the check and by sending it alike."""

import re
from typing import Any

from tests.support.api import Client, Table, assert_problem, bearer
from tests.support.xyrop_http import sheet

FRENCH = {"Accept-Language": "fr"}
SPEC_CODE = r"\b(?:[A-Z]{1,2}\d+|\[[A-Z]+\d+\]|\(\d+(?:\.\d+)+\))"


def iris() -> dict[str, Any]:
    """A sheet written as a French table writes it: names, never identifiers."""
    body = sheet("iris")
    body.pop("character_id")
    return {**body, "name": "Iris", "race": {"name": "Humaine"},
            "approaches": {"Prudence": 8, "Ruse éclair": 6},
            "roles": {"Chef de bande": 8, "Éclaireuse": 6}, "values": {"Loyauté": 6}}


async def test_a_french_sheet_by_names_is_played_from_the_offered_labels(
        client: Client) -> None:
    table = await Table.create(client, "xyrop")
    await table.seat("Iris")
    registered = await table.ok(iris(), as_="Iris")
    (event,) = [e for e in registered["events"] if e["type"] == "CharacterRegistered"]
    character_id = event["data"]["character_id"]
    await table.ok({"type": "StartSession", "present_character_ids": [character_id]})
    offers = await table.json("/available", as_="Iris", lang="fr")
    (roll,) = [a for a in offers["available"] if a["type"] == "RollAction"]
    labels = {c["label"]: c["value"] for c in roll["choices"]["role_id"]}
    assert set(labels) == {"Chef de bande", "Éclaireuse"}
    approaches = {c["label"]: c["value"] for c in roll["choices"]["approach_id"]}
    assert set(approaches) == {"Prudence", "Ruse éclair"}
    played = await table.ok({"type": "RollAction", "character_id": character_id,
                             "approach_id": approaches["Ruse éclair"],
                             "role_id": labels["Chef de bande"]}, as_="Iris")
    assert any(e["type"] == "ActionRolled" for e in played["events"])
    state = (await table.json("/state", lang="fr"))["state"]
    names = state["characters"][character_id]["trait_names"]
    assert names[approaches["Ruse éclair"]] == "Ruse éclair"
    assert names[labels["Chef de bande"]] == "Chef de bande"
    assert set(names.values()) == {"Prudence", "Ruse éclair", "Chef de bande", "Éclaireuse",
                                   "Loyauté"}


async def test_a_sheet_breaking_several_rules_is_answered_with_each_in_french(
        client: Client) -> None:
    table = await Table.create(client, "xyrop")
    await table.seat("Iris")
    broken = {**iris(), "name": " ", "approaches": {"Prudence": 7}, "roles": {}}
    answers = []
    for path in ("/commands/check", "/commands"):
        answers.append(await table.client.post(
            f"/v1/games/{table.game_id}{path}", json=broken,
            headers={**bearer(table.seats["Iris"]), **FRENCH}))
    checked, sent = (assert_problem(answer, 422, "invalid_sheet") for answer in answers)
    assert checked == {**sent, "instance": checked["instance"]}
    findings = checked["findings"]
    assert [f["field"] for f in findings] == ["name", "approaches.Prudence", "roles"]
    assert (checked["field"], checked["detail"]) == (findings[0]["field"],
                                                     findings[0]["detail"])
    details = [f["detail"] for f in findings]
    assert details == ["un nom compte de 1 à 80 caractères",
                       "« Prudence » : un dé est un d4, d6, d8, d10 ou d12",
                       "cette partie de la fiche demande au moins 1 entrée(s)"], details
    assert not any(re.search(SPEC_CODE, detail) for detail in details)
    assert (await table.json("/state"))["state"]["characters"] == {}


async def test_a_sheet_breaking_one_rule_names_it_alone(client: Client) -> None:
    table = await Table.create(client, "xyrop")
    await table.seat("Iris")
    answer = await table.client.post(
        f"/v1/games/{table.game_id}/commands/check",
        json={**iris(), "values": {"Loyauté": 6, "loyaute": 8}},
        headers={**bearer(table.seats["Iris"]), **FRENCH})
    said = assert_problem(answer, 422, "invalid_sheet")
    assert said["field"] == "values.loyaute"
    assert [f["field"] for f in said["findings"]] == ["values.loyaute"]

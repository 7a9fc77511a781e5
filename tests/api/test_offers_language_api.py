"""Over HTTP: a refusal names the field it concerns (contract C5: the problem's ``field``
member) and says the rule in the reader's words, with no spec code; the offered choices
are labelled in the reader's language (C6: ``GET …/state`` and ``GET …/available``
negotiate ``?lang=``, ``Accept-Language``, the game's language)."""

from typing import Any

from tests.api.test_espri_api import devas_table
from tests.support.api import Client, Table, assert_problem, bearer

NNBSP = "\u202f"


def _offer(offers: dict[str, Any], kind: str) -> dict[str, Any]:
    return next(a for a in offers["available"] if a["type"] == kind)


async def test_a_sheet_refusal_names_its_field_and_says_the_range_in_french(
        client: Client) -> None:
    table = await Table.create(client, "espri", randomness="mixed")
    seat = await table.seat("deva")
    response = await client.post(
        f"/v1/games/{table.game_id}/commands", headers={**bearer(table.seats["deva"]),
                                                        "Accept-Language": "fr"},
        json={"type": "RegisterCharacter", "name": "Déva", "player_id": seat,
              "kind": "guardian", "tutelary_season": "winter", "devotion": 2,
              "seasons": {"winter": 3, "spring": 2, "summer": 5, "autumn": 2}})
    problem = assert_problem(response, 422, "invalid_sheet")
    assert problem["field"] == "seasons.summer"
    assert problem["detail"] == ("Été, Saison opposée à la Saison tutélaire, se note de 1 "
                                 "à 4")


async def test_a_refusal_that_concerns_no_field_has_no_field_member(client: Client) -> None:
    table = await devas_table(client)
    problem = assert_problem(await table.send({"type": "DrawGems"}), 409, "wrong_call_step")
    assert "field" not in problem


async def test_the_offered_choices_are_labelled_in_the_readers_language(
        client: Client) -> None:
    table = await devas_table(client)
    english = _offer(await table.json("/available"), "DeclareCall")
    assert [c["label"] for c in english["choices"]["called_season"]] == [
        "winter", "spring", "summer", "autumn"]
    response = await table.get("/available", lang="fr")
    assert response.headers["content-language"] == "fr"
    french = _offer(response.json(), "DeclareCall")
    assert [c["label"] for c in french["choices"]["called_season"]] == [
        "Hiver", "Printemps", "Été", "Automne"]
    assert [c["value"] for c in french["choices"]["called_season"]] == [
        "winter", "spring", "summer", "autumn"]
    modes = {c["value"]: c["label"] for c in french["choices"]["helpers.mode"]}
    assert modes == {"direct": "Aide Directe", "resonance": "Résonance"}
    state = await client.get(f"/v1/games/{table.game_id}/state",
                             headers={**bearer(table.seats["gm"]), "Accept-Language": "fr"})
    assert state.headers["content-language"] == "fr"
    assert _offer(state.json(), "DeclareCall")["choices"] == french["choices"]

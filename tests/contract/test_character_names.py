"""A character's name is bounded in the document by the constant its rule checks: the
document's ``minLength`` / ``maxLength`` are the rule's, and over a live game one
character past the maximum is refused by the rule (``invalid_sheet`` on ``name``) while
the maximum passes."""

import json

import pytest
from httpx import AsyncClient

from domain.espri.rules.sheet import NAME_MAX
from infrastructure.api.openapi_names import NAME_LENGTHS
from infrastructure.cli import OPENAPI_PATH
from tests.support.api import bearer

SCHEMAS = json.loads(OPENAPI_PATH.read_text())["components"]["schemas"]


@pytest.mark.parametrize(("component", "longest"), NAME_LENGTHS.items())
def test_the_document_states_the_rules_name_length(component: str, longest: int) -> None:
    name = SCHEMAS[component]["properties"]["name"]
    assert (name.get("minLength"), name.get("maxLength")) == (1, longest)


async def _register(client: AsyncClient, name: str) -> tuple[int, dict[str, str]]:
    game = (await client.post("/v1/games", json={"ruleset": "espri"})).json()
    gm = bearer(game["gm_token"])
    seat = (await client.post(f"/v1/games/{game['game_id']}/seats", headers=gm,
                              json={"role": "player", "name": "ann"})).json()
    answer = await client.post(f"/v1/games/{game['game_id']}/commands", headers=gm, json={
        "type": "RegisterCharacter", "id": "deva", "name": name, "kind": "guardian",
        "player_id": seat["seat_id"], "devotion": 2, "tutelary_season": "winter",
        "seasons": {"winter": 3, "spring": 2, "summer": 2, "autumn": 2}})
    return answer.status_code, answer.json()


async def test_an_espri_name_past_the_maximum_is_refused_and_the_maximum_passes(
        client: AsyncClient) -> None:
    status, problem = await _register(client, "n" * (NAME_MAX + 1))
    assert (status, problem.get("code"), problem.get("field")) == (422, "invalid_sheet", "name")
    status, answer = await _register(client, "n" * NAME_MAX)
    assert status == 200, answer

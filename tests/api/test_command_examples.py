"""The document's hand-written command examples are accepted by a live game: each rule
system's ``RegisterCharacter`` example, read from the published document (the stand-in
seat id replaced by the seat ``addSeat`` returned), sent by that player's seat."""

import json
from typing import Any

import pytest

from infrastructure.api.command_examples import REGISTER_CHARACTER, SEAT
from infrastructure.settings import ROOT
from tests.support.api import Client, Table


def _with_seat(value: Any, seat_id: str) -> Any:
    if isinstance(value, dict):
        return {key: _with_seat(item, seat_id) for key, item in value.items()}
    if isinstance(value, list):
        return [_with_seat(item, seat_id) for item in value]
    return seat_id if value == SEAT else value


@pytest.mark.parametrize("family", sorted(REGISTER_CHARACTER))
async def test_the_documented_register_character_example_is_accepted(
        client: Client, family: str) -> None:
    document = json.loads((ROOT / "api_spec" / "openapi.json").read_text())
    component = family[:1].upper() + family[1:] + "RegisterCharacter"
    (example,) = document["components"]["schemas"][component]["examples"]
    assert "example" not in json.dumps(example)  # not a derived placeholder
    table = await Table.create(client, family)
    seat_id = await table.seat("ann")
    response = await table.send(_with_seat(example, seat_id), as_="ann")
    assert response.status_code == 200, response.text
    assert "CharacterRegistered" in response.text or response.json()["events"]

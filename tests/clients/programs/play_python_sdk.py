"""Plays create -> seat -> ESPRI setup -> DeclareCall -> DrawGems with the official Python
SDK (``tabletop_client``, installed from ``clients/python``) against the server at
``TABLETOP_URL``; the commands come from ``STEPS_JSON``. Prints the drawn gems."""

import json
import os
from typing import Any

from tabletop_client import AuthenticatedClient, Client, models
from tabletop_client.api.games import add_seat, create_game, send_command


def _command(body: dict[str, Any]) -> Any:
    """The SDK's model of an ESPRI command (``EspriDrawGems``...), from its JSON."""
    return getattr(models, f"Espri{body['type']}").from_dict(body)


def main() -> None:
    url = os.environ["TABLETOP_URL"]
    with open(os.environ["STEPS_JSON"]) as steps_file:
        steps = json.load(steps_file)
    created = create_game.sync(client=Client(base_url=url), body=models.EspriCreateGameIn(
        ruleset=models.EspriCreateGameInRuleset.ESPRI, title="Official SDK",
        options=models.EspriOptionsIn(randomness=models.EspriOptionsInRandomness.MIXED)))
    assert isinstance(created, models.CreatedGameOut), created
    gm = AuthenticatedClient(base_url=url, token=created.gm_token)
    seat = add_seat.sync(created.game_id, client=gm, body=models.CreateSeatIn(
        role=models.CreateSeatInRole.PLAYER, name="Annick"))
    assert isinstance(seat, models.CreatedSeatOut), seat
    player = AuthenticatedClient(base_url=url, token=seat.token)
    drawn: list[str] = []
    for step in steps:
        body = dict(step["command"])
        if body["type"] == "RegisterCharacter":
            body["player_id"] = seat.seat_id
        answer = send_command.sync(created.game_id, client=gm if step["seat"] == "gm"
                                   else player, body=_command(body))
        assert isinstance(answer, models.EspriCommandOut), answer
        for event in answer.events:
            if isinstance(event, models.EspriGemsDrawnEvent):
                drawn = [gem.value for gem in event.data.gems]
    assert drawn, "no GemsDrawn event"
    print("drawn:", ",".join(drawn))


if __name__ == "__main__":
    main()

"""Plays create -> seat -> ESPRI setup -> DeclareCall -> DrawGems with the Python client
openapi-generator generated (package ``tabletop_og``, on ``sys.path``) against the server
at ``TABLETOP_URL``; the commands come from ``STEPS_JSON``. Prints the drawn gems."""

import json
import os
from typing import Any

import tabletop_og
from tabletop_og import models


def _command(body: dict[str, Any]) -> Any:
    """The command as the generated ``CommandIn`` union (its variant found by ``type``;
    a ``type`` several rule systems share is a variant of its own, e.g.
    ``RegisterCharacterCommand``)."""
    return models.CommandIn.from_dict(body)


def main() -> None:
    url = os.environ["TABLETOP_URL"]
    with open(os.environ["STEPS_JSON"]) as steps_file:
        steps = json.load(steps_file)
    anonymous = tabletop_og.ApiClient(tabletop_og.Configuration(host=url))
    created = tabletop_og.GamesApi(anonymous).create_game(models.CreateGameIn(
        models.EspriCreateGameIn(ruleset="espri", title="Generated client",
                                 options=models.EspriOptionsIn(randomness="mixed"))))

    def games(token: str) -> Any:
        return tabletop_og.GamesApi(tabletop_og.ApiClient(
            tabletop_og.Configuration(host=url, access_token=token)))

    gm = games(created.gm_token)
    seat = gm.add_seat(
        created.game_id, models.CreateSeatIn(role="player", name="Annick"))
    player = games(seat.token)
    drawn: list[str] = []
    for step in steps:
        body = dict(step["command"])
        if body["type"] == "RegisterCharacter":
            body["player_id"] = seat.seat_id
        api = gm if step["seat"] == "gm" else player
        answer = api.send_command(created.game_id, _command(body)).actual_instance
        for event in answer.events:
            event = event.actual_instance
            if event.type == "GemsDrawn":
                drawn = [str(gem.value if hasattr(gem, "value") else gem)
                         for gem in event.data.gems]
    assert drawn, "no GemsDrawn event"
    print("drawn:", ",".join(drawn))


if __name__ == "__main__":
    main()

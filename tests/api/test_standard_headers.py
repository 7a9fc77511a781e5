"""Standard response headers: ``WWW-Authenticate: Bearer`` on every 401, ``Location`` on
201, ``Cache-Control: no-store`` where a token is returned, the IETF ``RateLimit`` fields
on a command's answer; each one documented on its operation's response."""

from typing import Any

from httpx import AsyncClient

from tests.contract.test_openapi_document import committed
from tests.support.api import Table, bearer


async def test_a_401_names_the_bearer_scheme(client: Any) -> None:
    table = await Table.create(client, "counter")
    missing = await client.get(f"/v1/games/{table.game_id}/state")
    unknown = await client.get(f"/v1/games/{table.game_id}/state",
                               headers=bearer("tt_not_a_token"))
    for answer in (missing, unknown):
        assert answer.status_code == 401
        assert answer.headers["www-authenticate"].startswith("Bearer")


async def test_created_answers_name_the_resource_and_are_not_stored(client: AsyncClient) -> None:
    created = await client.post("/v1/games", json={"ruleset": "counter"})
    assert created.status_code == 201
    game_id = created.json()["game_id"]
    assert created.headers["location"] == f"/v1/games/{game_id}"
    assert created.headers["cache-control"] == "no-store"
    assert (await client.get(created.headers["location"],
                             headers=bearer(created.json()["gm_token"]))).status_code == 200
    seat = await client.post(f"/v1/games/{game_id}/seats", json={"role": "player", "name": "Ann"},
                             headers=bearer(created.json()["gm_token"]))
    assert seat.status_code == 201
    assert seat.headers["location"] == f"/v1/games/{game_id}/seats/{seat.json()['seat_id']}"
    assert seat.headers["cache-control"] == "no-store"


async def test_a_command_answer_carries_the_ietf_rate_limit_fields(client: Any) -> None:
    table = await Table.create(client, "counter")
    answer = await table.send({"type": "Increment"})
    assert answer.status_code == 200
    policy = answer.headers["ratelimit-policy"]
    assert policy.startswith('"commands";q=') and ";w=" in policy
    assert answer.headers["ratelimit"].startswith('"commands";r=')


def test_the_headers_sent_are_documented() -> None:
    document = committed()
    paths = document["paths"]
    created = paths["/v1/games"]["post"]["responses"]["201"]["headers"]
    assert {"Location", "Cache-Control"} <= set(created)
    command = paths["/v1/games/{game_id}/commands"]["post"]["responses"]["200"]["headers"]
    assert {"RateLimit", "RateLimit-Policy", "ETag"} <= set(command)
    shared = document["components"]["responses"]
    assert "WWW-Authenticate" in shared["Unauthorized"]["headers"]
    assert "Retry-After" in shared["TooManyRequests"]["headers"]
    assert "Retry-After" in shared["ServiceUnavailable"]["headers"]

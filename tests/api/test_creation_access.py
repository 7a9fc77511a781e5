"""GAME_CREATION=token: only the operator's creator tokens create or import games."""

import os
import subprocess
import sys
from collections.abc import AsyncIterator

import pytest

from infrastructure.api.creation_guard import WWW_AUTHENTICATE
from infrastructure.runtime import Runtime
from infrastructure.settings import ROOT, AccessSettings, ConfigurationError, Settings
from tests.support.access import access_app, client_from, open_access
from tests.support.api import NDJSON, Client, Table, assert_problem, bearer

TOKENS = ("first-creator-token-0123456789", "second-creator-token-0123456789")
PEER = "203.0.113.20"


@pytest.fixture(scope="module")
async def closed(settings: Settings, runtime: Runtime) -> AsyncIterator[Client]:
    """A server with GAME_CREATION=token and two creator tokens, seen from another host."""
    app = access_app(settings, runtime, open_access(game_creation="token",
                                                    creator_tokens=TOKENS))
    async with client_from(app, PEER) as http:
        yield http


async def exported_game(client: Client) -> bytes:
    """A gm's NDJSON export of a small game (made on the open test server)."""
    table = await Table.create(client, "counter")
    await table.ok({"type": "Increment"})
    return (await table.get("/export")).content


async def test_creation_without_a_creator_token_is_refused_with_401(closed: Client) -> None:
    response = await closed.post("/v1/games", json={"ruleset": "counter"})
    assert_problem(response, 401, "creator_token_required")
    assert response.headers["www-authenticate"] == WWW_AUTHENTICATE
    not_bearer = await closed.post("/v1/games", json={"ruleset": "counter"},
                                   headers={"Authorization": f"Basic {TOKENS[0]}"})
    assert_problem(not_bearer, 401, "creator_token_required")


async def test_creation_with_another_token_is_refused_with_403(closed: Client,
                                                               client: Client) -> None:
    gm_token = (await Table.create(client, "counter")).gm_token  # a seat token is not one
    for token in ("wrong-token-0123456789", TOKENS[0][:-1], TOKENS[0] + "x", gm_token):
        response = await closed.post("/v1/games", json={"ruleset": "counter"},
                                     headers=bearer(token))
        assert_problem(response, 403, "invalid_creator_token")


async def test_creation_with_a_creator_token_is_accepted(closed: Client) -> None:
    for token in TOKENS:
        response = await closed.post("/v1/games", json={"ruleset": "counter"},
                                     headers=bearer(token))
        assert response.status_code == 201, response.text
        game = response.json()
        # the creator token only creates; the game is then the gm token's
        state = await closed.get(f"/v1/games/{game['game_id']}/state",
                                 headers=bearer(game["gm_token"]))
        assert state.status_code == 200
        assert (await closed.get(f"/v1/games/{game['game_id']}/state",
                                 headers=bearer(token))).status_code == 401


async def test_import_needs_a_creator_token_too(closed: Client, client: Client) -> None:
    exported = await exported_game(client)
    missing = await closed.post("/v1/games/import", content=exported, headers=NDJSON)
    assert_problem(missing, 401, "creator_token_required")
    assert missing.headers["www-authenticate"] == WWW_AUTHENTICATE
    assert_problem(await closed.post("/v1/games/import", content=exported,
                                     headers={**bearer("wrong-token-0123456789"), **NDJSON}),
                   403, "invalid_creator_token")
    imported = await closed.post("/v1/games/import", content=exported,
                                 headers={**bearer(TOKENS[1]), **NDJSON})
    assert imported.status_code == 201, imported.text
    game = imported.json()
    assert (await closed.get(f"/v1/games/{game['game_id']}/state",
                             headers=bearer(game["gm_token"]))).status_code == 200


async def test_an_open_server_creates_and_imports_without_a_token(
        settings: Settings, runtime: Runtime, client: Client) -> None:
    exported = await exported_game(client)
    async with client_from(access_app(settings, runtime, open_access()), PEER) as http:
        assert (await http.post("/v1/games", json={"ruleset": "counter"})).status_code == 201
        assert (await http.post("/v1/games/import", content=exported,
                                headers=NDJSON)).status_code == 201


def test_token_mode_without_creator_tokens_is_a_configuration_error() -> None:
    with pytest.raises(ConfigurationError, match="CREATOR_TOKENS"):
        AccessSettings(game_creation="token", creator_tokens=())
    with pytest.raises(ConfigurationError, match="GAME_CREATION"):
        AccessSettings(game_creation="closed")
    with pytest.raises(ConfigurationError, match="16 characters"):
        AccessSettings(game_creation="token", creator_tokens=("short",))


def test_the_server_refuses_to_start_in_token_mode_without_creator_tokens() -> None:
    env = {**os.environ, "GAME_CREATION": "token", "CREATOR_TOKENS": ""}
    result = subprocess.run([sys.executable, "-m", "infrastructure.cli", "serve"], cwd=ROOT,
                            env=env, capture_output=True, text=True, timeout=60, check=False)
    assert result.returncode == 2, result.stderr
    assert "GAME_CREATION=token needs at least one token in CREATOR_TOKENS" in result.stderr


async def test_the_document_says_which_token_creation_takes_and_what_it_answers(
        client: Client) -> None:
    document = (await client.get("/schema/openapi.json")).json()
    assert "CreatorToken" in document["components"]["securitySchemes"]
    for path in ("/v1/games", "/v1/games/import"):
        operation = document["paths"][path]["post"]
        assert operation["security"] == [{}, {"CreatorToken": []}]
        responses = operation["responses"]
        assert "creator_token_required" in responses["401"]["description"]
        assert "WWW-Authenticate" in responses["401"]["headers"]
        assert "invalid_creator_token" in responses["403"]["description"]
        assert "Retry-After" in responses["429"]["headers"]
    rulesets = document["paths"]["/v1/rulesets"]["get"]["responses"]["429"]
    assert "PUBLIC_READ_RATE_LIMIT" in rulesets["description"]

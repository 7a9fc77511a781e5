"""Strings and arrays over the request limits (``services.request_limits``) are refused on
every route with a JSON body, over a real server: ``422 text_too_long`` /
``too_many_items``, nothing written; at the limit they pass the guard."""

from collections.abc import AsyncIterator
from typing import Any

import httpx
import msgspec
import pytest

from services.request_limits import MAX_FREE_TEXT_LENGTH, MAX_ITEMS, MAX_LINE_LENGTH
from tests.support.api import assert_problem, bearer


@pytest.fixture
async def http(live_server: str) -> AsyncIterator[httpx.AsyncClient]:
    """A client of the real server."""
    async with httpx.AsyncClient(base_url=live_server, timeout=30) as client:
        yield client


async def post(http: httpx.AsyncClient, path: str, body: Any,
               token: str | None = None) -> httpx.Response:
    """POST a JSON body."""
    headers = {"content-type": "application/json", **(bearer(token) if token else {})}
    return await http.post(path, content=msgspec.json.encode(body), headers=headers)


async def test_a_title_over_the_line_limit_creates_no_game(http: httpx.AsyncClient) -> None:
    response = await post(http, "/v1/games", {"ruleset": "espri",
                                              "title": "t" * (MAX_LINE_LENGTH + 1)})
    problem = assert_problem(response, 422, "text_too_long")
    assert str(MAX_LINE_LENGTH) in problem["detail"] and "title" in problem["detail"]
    at_limit = await post(http, "/v1/games", {"ruleset": "espri", "title": "t" * MAX_LINE_LENGTH})
    assert at_limit.status_code == 201, at_limit.text


async def test_free_text_has_the_longer_limit_and_arrays_their_count(
        http: httpx.AsyncClient) -> None:
    game = (await post(http, "/v1/games", {"ruleset": "espri"})).json()
    commands = f"/v1/games/{game['game_id']}/commands"
    token = game["gm_token"]
    long_reason = {"type": "SpendBoardGems", "cells": [], "reason": "r" * (
        MAX_FREE_TEXT_LENGTH + 1)}
    assert_problem(await post(http, commands, long_reason, token), 422, "text_too_long")
    many = {"type": "SpendBoardGems", "cells": [[0, 0]] * (MAX_ITEMS + 1)}
    problem = assert_problem(await post(http, commands, many, token), 422, "too_many_items")
    assert "cells" in problem["detail"]
    free_text = {**long_reason, "reason": "r" * MAX_FREE_TEXT_LENGTH}
    passed = await post(http, commands, free_text, token)
    assert passed.json().get("code") not in ("text_too_long", "too_many_items"), passed.text
    events = (await http.get(f"/v1/games/{game['game_id']}/events",
                             headers=bearer(token))).json()
    assert all(event["type"] != "BoardGemsSpent" for event in events["events"])

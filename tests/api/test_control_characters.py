"""Control characters (issue #30): refused in what a client stores (``422 invalid_text``),
shown as visible escapes in every text output of what was stored anyway (a hand-made
import, data from before the rule). Over a real server (uvicorn on loopback)."""

import asyncio
import os
import re
import sys
from collections.abc import AsyncIterator
from typing import Any

import httpx
import msgspec
import pytest

from infrastructure.runtime import database_url, redis_url
from infrastructure.settings import ROOT, Settings
from services.history.ndjson import chain_problem, parse_export
from tests.support.api import Client, Table, assert_problem, bearer
from tests.support.ardri_http import sheet
from tests.support.history_helpers import forge

CONTROL = re.compile("[\x00-\x1f\x7f-\x9f]")
INJECTION = "Evil\x1b[2J\x1b]0;owned\x07\nline\x9b"
"""Clear the screen, retitle the terminal, break the line, a C1 CSI."""


@pytest.fixture
async def http(live_server: str) -> AsyncIterator[httpx.AsyncClient]:
    """A client of the real server."""
    async with httpx.AsyncClient(base_url=live_server, timeout=30) as client:
        yield client


async def post(http: httpx.AsyncClient, path: str, body: dict[str, Any],
               token: str | None = None) -> httpx.Response:
    """POST a JSON body (raw UTF-8: DEL and C1 travel unescaped)."""
    headers = {"content-type": "application/json", **(bearer(token) if token else {})}
    return await http.post(path, content=msgspec.json.encode(body), headers=headers)


@pytest.mark.parametrize("text", ["Evil\x1b[2J", "two\nlines", "a\ttab", "cr\rhere",
                                  "del\x7f", "csi\x9b1m", "nul\x00"])
async def test_single_line_text_with_a_control_character_is_refused(
        client: Client, http: httpx.AsyncClient, text: str) -> None:
    table = await Table.create(client, "ardri")
    await table.seat("ann")
    game = f"/v1/games/{table.game_id}"
    events = await table.json("/events")
    for path, body, token in (
            ("/v1/games", {"ruleset": "counter", "title": text}, None),
            ("/v1/games", {"ruleset": "counter", "options": {text: 1}}, None),  # a key
            (f"{game}/seats", {"role": "player", "name": text}, table.gm_token),
            (f"{game}/commands", {**sheet("sinnead"), "name": text}, table.gm_token),
            (f"{game}/webhooks", {"url": "https://example.org/h", "event_types": [text]},
             table.gm_token)):
        problem = assert_problem(await post(http, path, body, token), 422, "invalid_text")
        assert not CONTROL.search(problem["detail"]), problem
    url = {"url": f"https://example.org/{text}"}  # as any malformed URL
    problem = assert_problem(await post(http, f"{game}/webhooks", url, table.gm_token), 422,
                             "webhook_url_invalid")
    assert not CONTROL.search(problem["detail"]), problem
    assert await table.json("/events") == events  # nothing written
    assert len((await table.json("/seats"))["seats"]) == 2


async def test_free_text_fields_keep_line_breaks_and_tabs_but_nothing_else(
        client: Client, http: httpx.AsyncClient) -> None:
    table = await Table.create(client, "counter")
    commands = f"/v1/games/{table.game_id}/commands"
    kept = await post(http, commands, {"type": "HideSecret", "text": "line one\n\tline two"},
                      table.gm_token)
    assert kept.status_code == 200, kept.text
    for text in ("a\x1b[2J", "a\rb", "a\x9bb", "a\x00"):
        assert_problem(await post(http, commands, {"type": "HideSecret", "text": text},
                                  table.gm_token), 422, "invalid_text")
    secrets = [{"secret_id": "s1", "text": "Le puits\nest sec"}]
    created = await post(http, "/v1/games", {"ruleset": "locquemare",
                                             "options": {"secrets": secrets}})
    assert created.status_code == 201, created.text
    secrets[0]["text"] = "Le puits\x1b[8m"
    assert_problem(await post(http, "/v1/games", {"ruleset": "locquemare",
                                                  "options": {"secrets": secrets}}),
                   422, "invalid_text")


def visible(text: str) -> bool:
    """No control character but the line breaks of the output's own layout."""
    return not CONTROL.search(text.replace("\n", ""))


async def stored_injection(client: Client, http: httpx.AsyncClient,
                           ruleset: str = "counter") -> dict[str, Any]:
    """A game whose title and a seat's name hold INJECTION, as a hand-made export (chain
    recomputed) brings them in: imports re-play what an export holds."""
    table = await Table.create(client, ruleset)
    await table.seat("ann")
    if ruleset == "counter":
        await table.ok({"type": "HideSecret", "text": "first\nsecond"})
    export = (await table.get("/export")).content

    def title(event: dict[str, Any]) -> None:
        event["data"]["title"] = INJECTION

    def name(event: dict[str, Any]) -> None:
        event["data"]["name"] = INJECTION
        event["metadata"]["command_type"] = INJECTION

    imported = await http.post("/v1/games/import",
                               content=forge(forge(export, 1, title), 2, name),
                               headers={"content-type": "application/x-ndjson"})
    assert imported.status_code == 201, imported.text
    body: dict[str, Any] = imported.json()
    return body


async def test_stored_control_characters_are_escaped_in_markdown_and_foundry_exports(
        client: Client, http: httpx.AsyncClient) -> None:
    game = await stored_injection(client, http)
    path, auth = f"/v1/games/{game['game_id']}/export", bearer(game["gm_token"])
    markdown = (await http.get(path, params={"format": "markdown"}, headers=auth)).text
    assert visible(markdown), markdown
    title = markdown.splitlines()[0]
    assert title.startswith("# Evil\\\\u001b\\[2J\\\\u001b\\]0;owned\\\\u0007 line"), title
    assert "first second" in markdown  # a free text's line break, on one line of the log
    foundry = (await http.get(path, params={"format": "foundry"}, headers=auth)).json()[
        "messages"]
    shown = [m["content"] + m["flavor"] + m["speaker"]["alias"] for m in foundry]
    assert all(visible(text) for text in shown), shown
    assert any("\\u001b" in text for text in shown)


async def test_the_command_line_never_writes_a_stored_control_character(
        client: Client, http: httpx.AsyncClient, settings: Settings) -> None:
    game = await stored_injection(client, http, "ardri")  # a rule system the CLI knows
    env = {**os.environ, "DATABASE_URL": database_url(settings),
           "REDIS_URL": redis_url(settings), "LOG_FORMAT": "json"}
    outputs = {}
    for fmt in ("markdown", "ndjson", "foundry"):
        # run beside the test's loop: its server and engines stay responsive meanwhile
        process = await asyncio.create_subprocess_exec(
            sys.executable, "-m", "infrastructure.cli", "export", game["game_id"],
            "--format", fmt, cwd=ROOT, env=env, stdout=asyncio.subprocess.PIPE,
            stderr=asyncio.subprocess.PIPE)
        stdout, stderr = await asyncio.wait_for(process.communicate(), timeout=120)
        assert process.returncode == 0, stderr.decode(errors="replace")
        outputs[fmt] = stdout
        assert visible(stdout.decode()), stdout[:300]
    # the escapes in the JSON outputs mean the same characters: the chain still verifies
    parsed = parse_export(outputs["ndjson"])
    assert parsed.header.title == INJECTION
    assert chain_problem(parsed) is None
    assert msgspec.json.decode(outputs["foundry"])["messages"][0]["flags"]["tabletop"]["events"][0][
        "data"]["title"] == INJECTION

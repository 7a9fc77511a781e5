"""Hardening headers on every page the server serves, and FRAME_ANCESTORS.

The Swagger page keeps working under the policy (no inline script); a real browser
loading it is in ``tests/browser/test_docs_page_csp.py``.
"""

import re

import pytest
from httpx import Response

from infrastructure.runtime import Runtime
from infrastructure.settings import AccessSettings, ConfigurationError, ServerSettings, Settings
from tests.support.access import access_app, client_from, open_access
from tests.support.api import Client, Table, bearer

SCRIPT_TAG = re.compile(r"<script\b([^>]*)>(.*?)</script>", re.S)
STYLE_TAG = re.compile(r"<style\b", re.I)


def directives(response: Response) -> dict[str, str]:
    """The Content-Security-Policy, by directive."""
    policy = response.headers["content-security-policy"]
    parts = (part.strip().partition(" ") for part in policy.split(";") if part.strip())
    return {name: value for name, _, value in parts}


def assert_hardened(response: Response, frame_ancestors: str = "'none'") -> None:
    policy = directives(response)
    assert policy["default-src"] == "'self'"
    assert policy["script-src"] == "'self'" and policy["connect-src"] == "'self'"
    assert "unsafe-inline" not in response.headers["content-security-policy"]
    assert policy["frame-ancestors"] == frame_ancestors
    assert response.headers["x-content-type-options"] == "nosniff"
    assert response.headers["referrer-policy"] == "no-referrer"


async def test_the_web_client_the_docs_and_the_api_answers_carry_the_headers(
        client: Client) -> None:
    table = await Table.create(client, "espri")
    answers = {
        "/": await client.get("/"),
        "/app.js": await client.get("/app.js"),
        "/schema": await client.get("/schema"),
        "/schema/openapi.json": await client.get("/schema/openapi.json"),
        "/v1/rulesets": await client.get("/v1/rulesets"),
        "state": await table.get("/state"),
        "board.svg": await table.get("/board.svg"),
        "a problem": await client.get(f"/v1/games/{table.game_id}/state"),  # 401
        "unknown game": await client.get("/v1/games/nope", headers=bearer(table.gm_token)),
    }
    assert answers["/"].headers["content-type"].startswith("text/html")
    assert answers["board.svg"].headers["content-type"].startswith("image/svg+xml")
    assert answers["a problem"].status_code == 401
    for name, answer in answers.items():
        assert answer.status_code < 500, name
        assert_hardened(answer)
        assert answer.headers["x-frame-options"] == "DENY", name


async def test_the_docs_page_has_no_inline_script_or_style_and_starts_from_a_file(
        client: Client) -> None:
    page = await client.get("/schema")
    scripts = SCRIPT_TAG.findall(page.text)
    assert scripts and all('src="' in attributes and not body.strip()
                           for attributes, body in scripts)
    assert not STYLE_TAG.search(page.text) and " style=" not in page.text
    init = await client.get("/schema/swagger-init.js")
    assert init.status_code == 200 and "javascript" in init.headers["content-type"]
    assert '"/schema/openapi.json"' in init.text and "SwaggerUIBundle(" in init.text
    assert_hardened(init)


@pytest.mark.parametrize(("configured", "expected", "legacy"), [
    ("'self' https://foundry.example", "'self' https://foundry.example", None),
    ("self, https://foundry.example:30000", "'self' https://foundry.example:30000", None),
    ("self", "'self'", "SAMEORIGIN"),
    ("", "'none'", "DENY"),
])
async def test_frame_ancestors_follows_the_setting(
        settings: Settings, runtime: Runtime, monkeypatch: pytest.MonkeyPatch,
        configured: str, expected: str, legacy: str | None) -> None:
    monkeypatch.setenv("FRAME_ANCESTORS", configured)
    access = AccessSettings()
    assert access.frame_ancestors == tuple(expected.split())
    app = access_app(settings, runtime, open_access(frame_ancestors=access.frame_ancestors))
    async with client_from(app, "127.0.0.1") as http:
        for path in ("/", "/schema", "/v1/rulesets"):
            answer = await http.get(path)
            assert_hardened(answer, expected)
            assert answer.headers.get("x-frame-options") == legacy


@pytest.mark.parametrize("configured", ["https://a.example; script-src *", "'unsafe-inline'",
                                        "'none' https://foundry.example",
                                        "https://ok.example 'unsafe-eval'"])
def test_a_frame_ancestors_value_that_is_not_a_source_list_is_refused(
        monkeypatch: pytest.MonkeyPatch, configured: str) -> None:
    monkeypatch.setenv("FRAME_ANCESTORS", configured)
    with pytest.raises(ConfigurationError, match="FRAME_ANCESTORS"):
        AccessSettings()


async def test_cors_still_answers_with_the_headers(settings: Settings,
                                                   runtime: Runtime) -> None:
    origin = "https://table.example"
    configured = Settings(database=settings.database, redis=settings.redis,
                          server=ServerSettings(cors_origins=(origin,)), access=open_access())
    app = access_app(configured, runtime, configured.access)
    async with client_from(app, "127.0.0.1") as http:
        preflight = await http.options("/v1/games", headers={
            "Origin": origin, "Access-Control-Request-Method": "POST",
            "Access-Control-Request-Headers": "authorization, content-type"})
        assert preflight.headers["access-control-allow-origin"] == origin
        created = await http.post("/v1/games", json={"ruleset": "counter"},
                                  headers={"Origin": origin})
        assert created.status_code == 201
        assert created.headers["access-control-allow-origin"] == origin
        assert_hardened(created)

"""Every bound the document states on a parameter is the server's: for each path, query
and header parameter with a ``maxLength`` or a ``maximum`` in the committed document, a
value one past it is refused with a 4xx problem (RFC 9457) naming the parameter, never a
500, whichever operation carries it. The figures are read from the document, so a bound
published but not checked (or checked differently) fails here."""

import json
from collections.abc import Iterator
from typing import Any

import pytest
from httpx import AsyncClient

from infrastructure.cli import OPENAPI_PATH
from services.request_limits import MAX_INTEGER, MAX_LINE_LENGTH, MAX_VERSION
from tests.support.api import bearer

DOCUMENT = json.loads(OPENAPI_PATH.read_text())
PLACEHOLDER = "x"


def _variants(schema: dict[str, Any]) -> list[dict[str, Any]]:
    return [schema, *schema.get("oneOf", []), *schema.get("anyOf", [])]


def _too_long_or_large(schema: dict[str, Any]) -> str | None:
    """A value one past the parameter's stated bound, as sent on the wire."""
    for variant in _variants(schema):
        if "maxLength" in variant:
            return "7" * (int(variant["maxLength"]) + 1)  # digits: a version header's pattern
        if "maximum" in variant:
            return str(int(variant["maximum"]) + 1)
    return None


def _bounded_parameters() -> Iterator[tuple[str, str, dict[str, Any], str]]:
    for path, item in DOCUMENT["paths"].items():
        for method, operation in item.items():
            for parameter in operation.get("parameters", []):
                value = _too_long_or_large(parameter["schema"])
                if value is not None:
                    yield path, method, parameter, value


CASES = list(_bounded_parameters())


def test_the_document_bounds_every_parameter_with_the_server_figures() -> None:
    stated = {(p["in"], p["name"]): v for _, _, p, v in CASES}
    assert stated[("path", "game_id")] == "7" * (MAX_LINE_LENGTH + 1)
    assert stated[("query", "at")] == str(MAX_VERSION + 1)
    assert stated[("path", "delivery_id")] == str(MAX_INTEGER + 1)
    unbounded = [f"{method} {path} {p['name']}" for path, item in DOCUMENT["paths"].items()
                 for method, operation in item.items()
                 for p in operation.get("parameters", [])
                 if p["schema"].get("enum") is None and _too_long_or_large(p["schema"]) is None]
    assert unbounded == []


@pytest.mark.parametrize(("path", "method", "parameter", "value"), CASES,
                         ids=[f"{m} {p} {q['name']}" for p, m, q, _ in CASES])
async def test_a_parameter_past_its_bound_is_a_4xx_problem(
        client: AsyncClient, path: str, method: str, parameter: dict[str, Any],
        value: str) -> None:
    game = (await client.post("/v1/games", json={"ruleset": "espri"})).json()
    filled = {"game_id": game["game_id"], "language": "en", "name": "espri", "delivery_id": "1"}
    url = path
    for name in (p["name"] for p in DOCUMENT["paths"][path][method].get("parameters", [])
                 if p["in"] == "path"):
        given = value if name == parameter["name"] else filled.get(name, PLACEHOLDER)
        url = url.replace("{" + name + "}", given)
    headers = bearer(game["gm_token"])
    params = {}
    if parameter["in"] == "query":
        params[parameter["name"]] = value
    elif parameter["in"] == "header":
        headers[parameter["name"]] = value
    body: dict[str, Any] | None = {} if method in ("post", "put", "patch") else None
    response = await client.request(method.upper(), url, params=params, headers=headers,
                                    json=body, timeout=30)
    assert 400 <= response.status_code < 500, (response.status_code, response.text[:500])
    assert response.headers["content-type"].startswith("application/problem+json"), (
        response.headers["content-type"], response.text[:500])
    named = parameter["name"].lower().replace("-", "_")  # a header as its Python name
    assert named in response.json()["detail"].lower(), response.text[:500]

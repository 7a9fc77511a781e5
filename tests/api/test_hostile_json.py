"""Deeply nested JSON on every route with a body, over a real server (uvicorn on
loopback): ``400 json_too_deep`` at any depth, one log line, nothing written (issue #30).

Before, ~6 KB of ``{"a":`` x 1000 raised ``RecursionError`` in msgspec (Litestar's body
decoding, ``services.codec``, ``services.history.ndjson``): a 500 and a traceback.
"""

from collections.abc import AsyncIterator, Callable
from typing import Any

import httpx
import msgspec
import pytest
import sqlalchemy as sa
import structlog

from infrastructure.db.schema import streams
from infrastructure.runtime import Runtime
from services.json_depth import MAX_EXPORT_LINE_DEPTH, MAX_JSON_DEPTH
from tests.support.api import Client, Table, assert_problem, bearer

DEPTHS = (1_000, 10_000, 100_000)
Nest = Callable[[int], bytes]


def arrays(depth: int) -> bytes:
    """``[[[...1...]]]``: 2 bytes a level, so 100,000 levels fit in the 256 KiB limit."""
    return b"[" * depth + b"1" + b"]" * depth


def objects(depth: int) -> bytes:
    """``{"a":{"a":...1...}}`` (the probe's form; 100,000 levels are 600 KB)."""
    return b'{"a":' * depth + b"1" + b"}" * depth


def inside(template: dict[str, Any], nest: bytes) -> bytes:
    """A valid body whose ``"NEST"`` string is replaced by the nested value."""
    return msgspec.json.encode(template).replace(b'"NEST"', nest)


@pytest.fixture
async def http(live_server: str) -> AsyncIterator[httpx.AsyncClient]:
    """A client of the real server."""
    async with httpx.AsyncClient(base_url=live_server, timeout=60) as client:
        yield client


async def game_count(runtime: Runtime) -> int:
    """Streams stored: a refused creation or import adds none."""
    async with runtime.engine.connect() as connection:
        return int(await connection.scalar(sa.select(sa.func.count()).select_from(streams)))


async def refused(http: httpx.AsyncClient, path: str, body: bytes, token: str | None = None,
                  allowed: tuple[int, ...] = (400,)) -> None:
    """The body is refused with a problem (``json_too_deep`` when it is a 400), logged in
    exactly one line (the request's), with no traceback."""
    headers = {"content-type": "application/json", **(bearer(token) if token else {})}
    with structlog.testing.capture_logs() as logs:
        response = await http.post(path, content=body, headers=headers)
    assert response.status_code in allowed, response.text[:300]
    if response.status_code == 400:
        assert_problem(response, 400, "json_too_deep")
    else:
        assert_problem(response, 413, "body_too_large")
    mine = [entry for entry in logs if entry.get("path") == path
            or entry["event"] in ("unhandled_error", "http_exception")]
    assert [(e["event"], e["status"]) for e in mine] == [("request", response.status_code)]
    assert not any("exc_info" in entry or "exception" in entry for entry in logs)


@pytest.mark.parametrize("depth", DEPTHS)
async def test_deep_bodies_are_refused_on_every_json_route_and_write_nothing(
        client: Client, http: httpx.AsyncClient, runtime: Runtime, depth: int) -> None:
    table = await Table.create(client, "counter")
    await table.seat("ann")
    games, events = await game_count(runtime), await table.json("/events")
    too_big = (400, 413) if depth == 100_000 else (400,)  # 600 KB of objects: over 256 KiB
    for nest, allowed in ((arrays, (400,)), (objects, too_big)):
        value = nest(depth)
        for body in (value, inside({"ruleset": "counter", "title": "t", "options": "NEST"},
                                   value),
                     inside({"ruleset": "locquemare", "options": {"secrets": ["NEST"]}},
                            value)):
            await refused(http, "/v1/games", body, allowed=allowed)
        game = f"/v1/games/{table.game_id}"
        for path, template in ((f"{game}/commands", {"type": "Increment", "by": "NEST"}),
                               (f"{game}/seats", {"role": "player", "name": "NEST"}),
                               (f"{game}/webhooks", {"url": "https://example.org/h",
                                                     "event_types": "NEST"}),
                               (f"{game}/fork", {"at": "NEST"})):
            await refused(http, path, value, table.gm_token, allowed)
            await refused(http, path, inside(template, value), table.gm_token, allowed)
    assert await game_count(runtime) == games
    assert await table.json("/events") == events
    assert len((await table.json("/seats"))["seats"]) == 2
    assert (await table.json("/webhooks"))["webhooks"] == []


@pytest.mark.parametrize("depth", DEPTHS)
async def test_a_deep_line_in_an_import_is_refused_before_decoding(
        client: Client, http: httpx.AsyncClient, runtime: Runtime, depth: int) -> None:
    table = await Table.create(client, "counter")
    await table.ok({"type": "Increment"})
    header, *lines = (await table.get("/export")).content.splitlines()
    games = await game_count(runtime)
    for nest in (arrays, objects):
        deep_data = lines[-1].replace(b'"data":{', b'"data":{"deep":' + nest(depth) + b",", 1)
        assert deep_data != lines[-1]
        for body in (b"\n".join([nest(depth), *lines]),  # the header line
                     b"\n".join([header, *lines[:-1], deep_data])):
            with structlog.testing.capture_logs() as logs:
                response = await http.post("/v1/games/import", content=body,
                                           headers={"content-type": "application/x-ndjson"})
            problem = assert_problem(response, 400, "json_too_deep")
            assert problem["detail"].startswith("line ")
            assert not any(entry["event"] == "unhandled_error" for entry in logs)
    assert await game_count(runtime) == games


async def test_a_body_at_the_limit_reaches_validation_and_one_level_more_does_not(
        http: httpx.AsyncClient) -> None:
    body = {"ruleset": "counter", "options": {"extra": "NEST"}}  # 2 levels around NEST
    at_limit = inside(body, arrays(MAX_JSON_DEPTH - 2))
    assert_problem(await http.post("/v1/games", content=at_limit,
                                   headers={"content-type": "application/json"}),
                   422, "invalid_options")
    await refused(http, "/v1/games", inside(body, arrays(MAX_JSON_DEPTH - 1)))


def test_an_export_line_has_room_for_a_body_at_the_limit_in_its_envelope() -> None:
    """An event line holds a body under ``data`` or ``metadata.command``: 2 levels."""
    assert MAX_EXPORT_LINE_DEPTH >= MAX_JSON_DEPTH + 2

"""Issue 38, item 4, as a property: whatever value a forger puts in any field of any
event of an export (its chain recomputed, so the chain is not what refuses it), the
import answers 201 or a problem with a stable code, never a 500, and a refused file
stores nothing."""

from typing import Any

import hypothesis.strategies as st
import sqlalchemy as sa
from hypothesis import HealthCheck, given, settings

from infrastructure.runtime import Runtime
from tests.support.api import NDJSON, Client, Table
from tests.support.history_helpers import forge

NASTY = st.sampled_from(["\u0000", "a\u0000b", "0001-01-01T00:00:00+01:00",
                         "9999-12-31T23:59:59-01:00", "2026-01-01T00:00:00", "GameCreated",
                         "Redacted", "", "x" * 300, 2**31, 2**15, -1, 0, 2**70, 1e308])
"""Values that once made a 500 or are at a column's edge."""
SCALARS = (NASTY | st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False)
           | st.text(max_size=12))
JSON = NASTY | st.recursive(SCALARS, lambda inner: st.lists(inner, max_size=3)
                            | st.dictionaries(st.text(max_size=6), inner, max_size=3),
                            max_leaves=8)
WHERE = ("type", "schema_version", "recorded_at", "version", "data", "metadata",
         "data.forged", "metadata.forged", "data.title", "metadata.client")
"""A field of the event line, or a key inside its data or metadata."""
_exports: dict[str, bytes] = {}


async def _export(client: Client) -> bytes:
    """A small counter game's export (made once per session)."""
    if "body" not in _exports:
        table = await Table.create(client, "counter")
        for command in ({"type": "Increment"}, {"type": "RollDie"},
                        {"type": "HideSecret", "text": "s"}):
            await table.ok(command)
        _exports["body"] = (await table.get("/export")).content
    return _exports["body"]


async def _games(runtime: Runtime) -> int:
    async with runtime.engine.connect() as connection:
        return int(await connection.scalar(sa.text("SELECT count(*) FROM streams")))


@settings(max_examples=120, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])
@given(version=st.integers(min_value=1, max_value=4), where=st.sampled_from(WHERE),
       value=JSON)
async def test_no_forged_value_makes_an_import_fail_with_a_500(
        client: Client, runtime: Runtime, version: int, where: str, value: Any) -> None:
    def change(event: dict[str, Any]) -> None:
        field, _, key = where.partition(".")
        if key:
            event[field][key] = value
        else:
            event[field] = value

    exported = await _export(client)
    try:
        body = forge(exported, version, change)
    except (TypeError, ValueError, OverflowError):  # the forger cannot even hash it
        return
    before = await _games(runtime)
    response = await client.post("/v1/games/import", content=body, headers=NDJSON)
    assert response.status_code in (201, 400, 422), response.text[:500]
    if response.status_code != 201:
        assert response.json()["code"] and await _games(runtime) == before

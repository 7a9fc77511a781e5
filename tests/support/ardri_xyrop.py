"""Steps shared by the Ardri and Xyrop HTTP tests: event payloads, refusals, replay."""

from typing import Any

import msgspec

from domain.core import GM
from infrastructure.db.event_store import PostgresEventStore
from services.context import AppContext
from services.game_state import apply_events, empty_game
from services.snapshots import decode_snapshot
from tests.support.api import Table, assert_problem
from tests.support.api import (
    assert_replay_reproduces_read_model as assert_replay_reproduces_read_model,
)
from tests.support.api import data_of as data_of
from tests.support.api import types_of as types_of


async def version_of(table: Table) -> int:
    """The game's current version (its number of events)."""
    version: int = (await table.json("/state"))["version"]
    return version


async def refused(table: Table, command: dict[str, Any], status: int, code: str,
                  as_: str = "gm") -> dict[str, Any]:
    """The command answers this problem and appends nothing to the log."""
    before = await version_of(table)
    problem = assert_problem(await table.send(command, as_=as_), status, code)
    assert await version_of(table) == before
    page = await table.json("/events", after=before)
    assert page["events"] == [] and page["version"] == before
    return problem


async def assert_snapshot_matches_the_fold(ctx: AppContext, table: Table) -> int:
    """The newest stored snapshot decodes to the state folded from the events up to it;
    its version."""
    store = ctx.store
    assert isinstance(store, PostgresEventStore)
    found = await store.latest_snapshot(table.game_id)
    assert found is not None, "no snapshot was taken"
    snapshot = decode_snapshot(table.game_id, found[1])
    assert snapshot is not None, "the snapshot does not decode with the current state type"
    folded = apply_events(empty_game(table.game_id),
                          await store.load(table.game_id, to=snapshot.version))
    assert (snapshot.version, snapshot.rules) == (folded.version, folded.rules)
    at = await table.json("/state", at=snapshot.version + 1)
    after = apply_events(folded, await store.load(table.game_id, after=snapshot.version,
                                                  to=snapshot.version + 1))
    # the view is a typed struct (or a dict): compare it as the JSON the API serves
    assert at["state"] == msgspec.json.decode(msgspec.json.encode(
        after.ruleset.view(after.rules, GM)))
    return snapshot.version

"""A sixth rule system is its folder plus one registry line (issue 43, item 2): the toy
``tests/support/toy_system`` (Knock), registered here only, is created, played and read
(state, log, Foundry export, luck draws) through the server like the five shipped ones;
no service names it."""

from collections.abc import Iterator

import pytest

from domain.rulesets import RULESETS, register
from services.i18n import system_catalogs
from tests.support.api import Client, Table, types_of
from tests.support.toy_system.decider import KNOCK


@pytest.fixture
def knock() -> Iterator[None]:
    register(KNOCK)  # the one registry line a new system needs
    yield
    RULESETS.pop(KNOCK.name)


def test_the_registry_lists_the_toy_system_among_the_catalogs(knock: None) -> None:
    assert "knock" in system_catalogs()


async def test_a_toy_system_is_created_played_and_read_through_the_server(
        knock: None, client: Client) -> None:
    table = await Table.create(client, "knock")
    await table.ok({"type": "Knock"})
    await table.ok({"type": "Knock"})
    state = await table.json("/state")
    assert state["state"]["knocks"] == 2
    log = await table.json("/events")
    assert types_of(log).count("Knocked") == 2
    messages = (await table.json("/export", format="foundry"))["messages"]
    rolls = [r for m in messages for r in m["rolls"]]
    assert [r["formula"] for r in rolls] == ["1d6", "1d6"]
    knocked = [e["data"]["value"] for e in log["events"] if e["type"] == "Knocked"]
    assert [r["total"] for r in rolls] == knocked

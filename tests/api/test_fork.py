"""``POST /v1/games/{id}/fork``: a new game from a past version, the source untouched.

The source is the HTTP ESPRI scenario (tests/support/espri_scenario.py), every gem
physical; the fork is taken after its setup (the board of the scenario's docstring).
"""

from typing import Any

import pytest

from services.history.verify import verify_export
from tests.support.api import Client, Table, assert_problem, bearer
from tests.support.espri_scenario import SETUP, Scenario, play


@pytest.fixture(scope="module")
async def scenario(client: Client) -> Scenario:
    """The whole scenario, played once for this module."""
    return await play(client)


def setup_version(scenario: Scenario) -> int:
    """The version right after CompleteSetup."""
    return scenario.played[len(SETUP) - 1].version


async def fork(table: Table, at: Any, as_: str = "gm") -> Any:
    """POST /fork as one seat."""
    return await table.client.post(f"/v1/games/{table.game_id}/fork", json={"at": at},
                                   headers=bearer(table.seats[as_]))


def forked_table(client: Client, body: dict[str, Any]) -> Table:
    """The fork as a test table (its seats by name, with their new tokens)."""
    table = Table(client, body["game_id"], body["gm_token"])
    for seat in body["seats"]:
        name = "gm" if seat["role"] == "gm" else seat["name"]
        table.seats[name], table.seat_ids[name] = seat["token"], seat["seat_id"]
    return table


async def test_a_fork_at_n_has_the_sources_state_at_n_and_the_same_seats(
        client: Client, scenario: Scenario) -> None:
    source, at = scenario.table, setup_version(scenario)
    answer = await fork(source, at)
    assert answer.status_code == 201, answer.text
    body = answer.json()
    assert body["source_game_id"] == source.game_id and body["at"] == at
    assert body["version"] == at + 1 and body["game_id"] != source.game_id
    forked = forked_table(client, body)
    assert forked.seat_ids == source.seat_ids
    assert set(forked.seats.values()).isdisjoint(source.seats.values())
    then = (await source.get("/state", at=at)).json()["state"]
    now = (await forked.get("/state")).json()
    assert now["state"] == then and now["version"] == at + 1
    events = (await forked.get("/events", limit=500)).json()["events"]
    assert events[-1]["type"] == "GameForked"
    assert events[-1]["data"]["source_game_id"] == source.game_id
    assert events[-1]["data"]["at"] == at
    source_events = (await source.get("/events", limit=at)).json()["events"]
    assert events[-1]["data"]["source_hash"] == source_events[-1]["hash"]
    assert [(e["type"], e["data"]) for e in events[:-1]] == [
        (e["type"], e["data"]) for e in source_events]


async def test_a_command_on_the_fork_changes_nothing_in_the_source(
        client: Client, scenario: Scenario) -> None:
    source, at = scenario.table, setup_version(scenario)
    before = (await source.get("/events", limit=500)).json()
    state_before = (await source.get("/state")).json()
    forked = forked_table(client, (await fork(source, at)).json())
    declared = await forked.ok({"type": "DeclareCall", "leader_id": "deva",
                                "called_season": "winter", "talent": "Abri"}, as_="gm")
    assert declared["version"] == at + 2
    drawn = await forked.ok({"type": "DrawGems"}, as_="deva")  # a server draw, new seed
    assert drawn["events"][0]["data"]["source"] == "server"
    assert (await source.get("/events", limit=500)).json() == before
    assert (await source.get("/state")).json() == state_before


async def test_the_forks_hash_chain_and_draws_verify(client: Client, scenario: Scenario) -> None:
    source, at = scenario.table, setup_version(scenario)
    forked = forked_table(client, (await fork(source, at)).json())
    await forked.ok({"type": "DeclareCall", "leader_id": "deva", "called_season": "winter",
                     "talent": "Abri"})
    await forked.ok({"type": "DrawGems"}, as_="deva")
    await forked.ok({"type": "CloseGame"})
    export = await client.get(f"/v1/games/{forked.game_id}/export",
                              headers=bearer(forked.gm_token))
    report = verify_export(export.content)
    kinds = {problem.kind for problem in report.problems}
    # The source is still open: its draws before the fork cannot be re-derived yet (its
    # seed is secret); everything else verifies, the fork's own server draw included.
    assert kinds == {"seed_not_revealed"}, report.problems
    assert all(problem.version == 1 for problem in report.problems)
    assert report.draws_checked >= 1
    assert report.events_checked == (await forked.get("")).json()["version"]


async def test_a_fork_of_a_closed_game_carries_its_seed_and_verifies_whole(
        client: Client) -> None:
    source = await Table.create(client, "espri")
    await source.seat("deva")
    await source.ok({"type": "RegisterCharacter", "id": "deva", "name": "Déva",
                     "player_id": source.seat_ids["deva"], "kind": "guardian",
                     "tutelary_season": "winter", "devotion": 2,
                     "seasons": {"winter": 3, "spring": 2, "summer": 2, "autumn": 2}})
    drawn = await source.ok({"type": "DrawSetupGems", "character_id": "deva"})
    await source.ok({"type": "CloseGame"})
    forked = forked_table(client, (await fork(source, drawn["version"])).json())
    assert (await forked.get("")).json()["closed"] is False
    await forked.ok({"type": "CloseGame"})
    export = await client.get(f"/v1/games/{forked.game_id}/export",
                              headers=bearer(forked.gm_token))
    report = verify_export(export.content)
    assert report.ok, report.problems
    assert report.draws_checked >= 5  # Déva's setup draw, re-derived from the source's seed


async def test_a_fork_outside_the_sources_versions_is_a_422_problem(
        scenario: Scenario) -> None:
    source = scenario.table
    version = (await source.get("")).json()["version"]
    assert_problem(await fork(source, version + 1), 422, "version_out_of_range")
    assert_problem(await fork(source, 0), 400, "invalid_parameter")  # the schema's minimum
    assert_problem(await fork(source, "three"), 400, "invalid_parameter")


async def test_only_the_gm_of_the_source_may_fork(client: Client, scenario: Scenario) -> None:
    source = scenario.table
    assert_problem(await fork(source, 3, as_="deva"), 403, "gm_only")
    other = await Table.create(client, "espri")
    answer = await client.post(f"/v1/games/{source.game_id}/fork", json={"at": 1},
                               headers=bearer(other.gm_token))
    assert_problem(answer, 403, "wrong_game")

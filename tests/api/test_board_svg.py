"""``GET /v1/games/{id}/board.svg``: the board picture over HTTP, now and at past versions.

Golden files (tests/golden/pictures/) hold the HTTP ESPRI scenario's board (see
tests/support/espri_scenario.py) once set up and after its third call (mid-scenario);
``UPDATE_GOLDEN=1`` rewrites them.
"""

import xml.etree.ElementTree as ET

import pytest

from tests.support.api import Client, Table, assert_problem, bearer
from tests.support.espri_scenario import CALLS, SETUP, Scenario, play
from tests.unit.test_board_svg import golden

SVG_TYPE = "image/svg+xml"
THREE_CALLS = 11
"""Calls 1 to 3 of the scenario take 5 + 3 + 3 steps."""


@pytest.fixture(scope="module")
async def scenario(client: Client) -> Scenario:
    """The whole scenario, played once for this module."""
    return await play(client)


def version_after(scenario: Scenario, steps: int) -> int:
    """The game's version after the first ``steps`` steps."""
    return scenario.played[steps - 1].version


async def picture(table: Table, as_: str = "gm", **params: int) -> tuple[str, str, str]:
    """(body, content type, ETag) of the board picture."""
    answer = await table.get("/board.svg", as_=as_, **params)
    assert answer.status_code == 200, answer.text
    return answer.text, answer.headers["content-type"], answer.headers["etag"]


async def test_the_set_up_board_of_the_scenario_matches_its_golden_picture(
        scenario: Scenario) -> None:
    at = version_after(scenario, len(SETUP))
    body, content_type, etag = await picture(scenario.table, at=at)
    assert content_type.startswith(SVG_TYPE) and etag.startswith(f'W/"{at}-')
    assert body == golden("scenario_setup.svg", body)


async def test_the_board_mid_scenario_matches_its_golden_picture(scenario: Scenario) -> None:
    assert [s.command["type"] for s in CALLS[:THREE_CALLS + 1]].count("DeclareCall") == 4
    at = version_after(scenario, len(SETUP) + THREE_CALLS)
    body, _, _ = await picture(scenario.table, at=at)
    assert body == golden("scenario_after_call_3.svg", body)


async def test_at_returns_the_older_picture_and_now_the_current_one(scenario: Scenario) -> None:
    table = scenario.table
    at = version_after(scenario, len(SETUP))
    old, _, _ = await picture(table, at=at)
    now, _, etag = await picture(table)
    assert etag.startswith('W/"board-') and now != old  # the board now: changes with it alone
    assert f"ESPRI board at version {at}" in old and "ESPRI board at version" not in now
    root = ET.fromstring(now)
    gems = [r for r in root.iter("{http://www.w3.org/2000/svg}rect") if r.get("data-gem")]
    board = (await table.get("/board")).json()
    assert len(gems) == sum(1 for q in board["quadrants"].values() for g in q["cells"] if g)


async def test_a_picture_served_again_is_the_one_of_its_board_language_and_version(
        scenario: Scenario) -> None:
    table = scenario.table
    first, second = (version_after(scenario, len(SETUP) + n) for n in (0, THREE_CALLS))
    drawn = {(at, lang): (await table.get("/board.svg", at=at, lang=lang)).text
             for at in (first, second) for lang in ("en", "fr")}
    assert len(set(drawn.values())) == 4
    for (at, lang), body in drawn.items():  # asked again: the kept picture, the same one
        assert (await table.get("/board.svg", at=at, lang=lang)).text == body
    assert drawn[first, "en"] == golden("scenario_setup.svg", drawn[first, "en"])


async def test_every_seat_may_read_the_picture(scenario: Scenario) -> None:
    table = scenario.table
    await table.seat("watcher", role="observer")
    gm_view, _, _ = await picture(table)
    assert (await picture(table, as_="watcher"))[0] == gm_view
    assert (await picture(table, as_="deva"))[0] == gm_view


async def test_the_picture_refuses_what_the_other_reads_refuse(client: Client,
                                                               scenario: Scenario) -> None:
    table = scenario.table
    path = f"/v1/games/{table.game_id}/board.svg"
    assert_problem(await client.get(path), 401, "missing_token")
    assert_problem(await table.get("/board.svg", at=10**6), 422, "version_out_of_range")
    other = await Table.create(client, "ardri")
    assert_problem(await client.get(path, headers=bearer(other.gm_token)), 403, "wrong_game")
    assert_problem(await other.get("/board.svg"), 404, "no_board")


async def test_the_picture_is_documented_in_the_openapi_document(client: Client) -> None:
    document = (await client.get("/schema/openapi.json")).json()
    operation = document["paths"]["/v1/games/{game_id}/board.svg"]["get"]
    assert SVG_TYPE in operation["responses"]["200"]["content"]
    not_found = operation["responses"]["404"]
    if "$ref" in not_found:  # a problem answer shared through components.responses
        not_found = document["components"]["responses"][not_found["$ref"].rsplit("/", 1)[-1]]
    assert not_found["content"]["application/problem+json"]
    assert {p["name"] for p in operation.get("parameters", [])} >= {"game_id", "at"}

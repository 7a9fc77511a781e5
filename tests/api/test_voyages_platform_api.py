"""Voyages & Aventures end to end over HTTP on real PostgreSQL: server dice, replay of the
stored log and the markdown session log."""

import re
from collections.abc import Awaitable, Callable

import pytest

from services.context import AppContext
from tests.support.api import Client, Table, assert_problem
from tests.support.ardri_xyrop import assert_replay_reproduces_read_model, refused, version_of
from tests.support.voyages_http import (
    SURGERY,
    adjective_purchase,
    bandits_round,
    bandits_spend,
    data_of,
    market,
    mod,
    open_tetra_situation,
    roll_action,
    roll_side,
    spend,
    step,
    voyages_table,
)

Scenario = Callable[[Table], Awaitable[None]]


# --- randomness -------------------------------------------------------------------------

async def test_a_server_game_rolls_itself_and_refuses_physical_dice(client: Client) -> None:
    table = await voyages_table(client, randomness="server")
    await refused(table, roll_action("a1", "doc", [4]), 422, "physical_results_not_allowed",
                  as_="doc")
    body = await table.ok(roll_action("a1", "doc", None, mod("adapted_trade", 2, "médecin")),
                          as_="doc")
    dice = data_of(body, "ActionRolled")["main"]["dice"]
    (die,) = dice["values"]
    assert dice["source"] == "server" and 1 <= die <= 6
    result = data_of(body, "ActionResultComputed")
    assert result["natural_one"] is (die == 1)
    assert result["total"] == (None if die == 1 else die + 2)
    await table.ok(open_tetra_situation())
    await refused(table, {"type": "RollEnvironment", "situation_id": "s1", "dice": [3]}, 422,
                  "physical_results_not_allowed")
    rolled = data_of(await table.ok({"type": "RollEnvironment", "situation_id": "s1"}),
                     "SituationRolled")
    assert rolled["dice"]["source"] == "server"
    assert rolled["score"] == rolled["dice"]["values"][0] - 4


async def test_a_physical_game_needs_the_tables_dice(client: Client) -> None:
    table = await voyages_table(client, randomness="physical")
    await refused(table, roll_action("a1", "doc", None), 422, "physical_results_required",
                  as_="doc")
    body = await table.ok(roll_action("a1", "doc", [5]), as_="doc")
    assert data_of(body, "ActionRolled")["main"]["dice"]["source"] == "physical"


# --- replay and the session log ---------------------------------------------------------

async def action_and_situation(table: Table) -> None:
    """A rerolled action, then VA-EX-8's situation, spent and closed."""
    await table.ok(roll_action("a1", "tetra", [2]), as_="tetra")
    await table.ok({"type": "RerollWithTint", "resolution_id": "a1", "roll_id": "a1:main",
                    "tint_source": "own", "tint": "curiosity", "dice": [5]}, as_="tetra")
    await table.ok({"type": "CloseAction", "action_id": "a1"})
    await table.ok(open_tetra_situation())
    await table.ok({"type": "RollSituation", "situation_id": "s1", "character_id": "tetra",
                    "dice": [6], "modifiers": [mod("good_approach", 1)]})
    await table.ok({"type": "RollEnvironment", "situation_id": "s1", "dice": [2]})
    await table.ok({"type": "ScoreSituation", "situation_id": "s1"})
    await table.ok(spend("environment:1", adjective_purchase(2, 1, "lucky")))
    await table.ok({"type": "CloseSituation", "situation_id": "s1"})


async def group_situation_and_time(table: Table) -> None:
    """VA-EX-11's average group apportioned, a scene adjective expiring, a night's rest."""
    await table.ok({"type": "AddAdjective", "target": {"kind": "character", "id": "doc"},
                    "name": "tired", "value": 1, "polarity": "negative",
                    "duration": "scene"})
    await table.ok({"type": "OpenSituation", "situation_id": "s1", "group_mode": "average",
                    "participants": [{"character_id": "tetra"}, {"character_id": "doc"}]})
    for cid, die in (("tetra", 6), ("doc", 1)):
        await table.ok({"type": "RollSituation", "situation_id": "s1", "character_id": cid,
                        "dice": [die]}, as_=cid)
    await table.ok({"type": "RollEnvironment", "situation_id": "s1", "dice": [4]})
    await table.ok({"type": "ScoreSituation", "situation_id": "s1"})
    await table.ok({"type": "ApportionGroupResult", "situation_id": "s1", "subgroup": 0,
                    "allocations": {"tetra": -2, "doc": 0}})
    await table.ok({"type": "CloseSituation", "situation_id": "s1"})
    await table.ok({"type": "EndScene"})
    await table.ok({"type": "RestNight", "character_ids": ["tetra", "doc"]})


async def settled_market(table: Table) -> None:
    """VA-EX-14 settled."""
    await market(table)
    await table.ok(step("ProposeSettlement", settlement_id="deal", terms=[
        {"stake_id": "article"}, {"generic_tier": 2, "payer_side_id": "tetra_side"}]),
        as_="tetra")
    await table.ok(step("AcceptSettlement", settlement_id="deal", side_id="merchant"))


async def bandits_over_two_rounds(table: Table) -> None:
    """VA-EX-15's round, then a second round where the bandits escalate."""
    await bandits_round(table)
    await bandits_spend(table)
    await table.ok(step("StartRound"))
    await table.ok(step("ChooseApproach", description="slings again"))
    await table.ok(roll_side("bandits", "bandits", 5, bonus=2))
    await table.ok(roll_side("tetra_side", "tetra", 4), as_="tetra")
    await table.ok(step("ScoreRound"))


@pytest.mark.parametrize("scenario", [action_and_situation, group_situation_and_time,
                                      settled_market, bandits_over_two_rounds])
async def test_folding_the_stored_events_reproduces_the_read_model(
        client: Client, ctx: AppContext, scenario: Scenario) -> None:
    table = await voyages_table(client)
    await scenario(table)
    assert await version_of(table) > 10
    await assert_replay_reproduces_read_model(ctx, table)


async def test_the_markdown_export_narrates_an_action_and_a_conflict_round(
        client: Client) -> None:
    table = await voyages_table(client)
    await table.ok(roll_action("a1", "doc", [4], *SURGERY), as_="doc")
    await bandits_round(table)
    await bandits_spend(table)
    response = await table.get("/export", format="markdown")
    assert response.status_code == 200, response.text
    assert response.headers["content-type"].startswith("text/markdown")
    text = response.text
    assert "- Rule system: Voyages & Aventures (`voyages`)\n" in text
    assert re.search(r"^- \*\*doc\*\* · RollAction · v6\u20137 _\(.*\)_\n"
                     r"  - Doc rolls: 4 \(delicate task -2, "
                     r"adapted trade médecin \+2\)\n"
                     r"  - Doc: total 4 — yes\n", text, re.MULTILINE), text
    assert re.search(r"^- \*\*tetra\*\* · RollConflict · v\d+: "
                     r"tetra\\_side rolls \(Tetra 2\) — raw score -2 _", text,
                     re.MULTILINE), text
    assert re.search(r"^- \*\*GM\*\* · ScoreRound · v\d+: Round 1: escalation 3 "
                     r"\(medium\); final scores (bandits \+2, tetra\\_side -2|"
                     r"tetra\\_side -2, bandits \+2) _", text, re.MULTILINE), text
    assert re.search(r"^- \*\*tetra\*\* · DeclareBlocks · v\d+\u2013\d+ _\(.*\)_\n"
                     r"  - tetra\\_side blocks 0 point\(s\)\n"
                     r"  - Round 1 resolved: p1 succeeds, p2 succeeds; "
                     r"bandits holds the approach next\n"
                     r"  - bandits takes « artefact » from tetra\\_side\n", text,
                     re.MULTILINE), text
    assert_problem(await table.get("/export", as_="doc", format="pdf"), 422, "invalid_format")


async def test_a_nul_character_in_a_text_field_is_refused_without_a_server_error(
        client: Client) -> None:
    table = await voyages_table(client)
    before = await version_of(table)
    response = await table.send(open_tetra_situation(description="the mill\u0000"))
    assert await version_of(table) == before
    assert_problem(response, 422, "invalid_text")

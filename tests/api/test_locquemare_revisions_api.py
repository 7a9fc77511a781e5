"""Locquemare's revisions of 2026-12-01 end to end over HTTP on real PostgreSQL: the stuck
table of R1 closes, defeat outside a conflict (R2), tokens at session start (R3), the
panicked hero leaving the scene (R4)."""

from tests.support.api import Client, Table
from tests.support.ardri_xyrop import refused
from tests.support.locquemare_http import (
    CONCEPT,
    data_of,
    declare,
    difficulty,
    extreme,
    failed_overcome,
    fill_slots,
    locquemare_table,
    open_act,
    roll,
    sheet_of,
    state_of,
    table_in_scene,
    types_of,
)

CONSEQUENCE = {"type": "ChooseOutcome", "action_id": "a1",
               "option": "overcome_with_consequence"}


async def assert_the_table_moves_on(table: Table) -> None:
    """Artus may act, then the Adversity ends the scene."""
    await table.ok(declare("overcome", hero_id="artus", action_id="a2"), as_="artus")
    await table.ok(difficulty("a2"))
    await table.ok(roll([1, 1, 1, 1], "a2"), as_="artus")
    closed = await table.ok({"type": "ResolveAction", "action_id": "a2"}, as_="artus")
    assert types_of(closed)[-1] == "ActionClosed"
    ended = await table.ok({"type": "EndScene"})
    assert types_of(ended)[0] == "SceneEnded"
    assert (await state_of(table))["phase"] == "in_act"


async def test_r1_the_stuck_table_closes_with_the_extreme_consequence_over_http(
        client: Client) -> None:
    table = await table_in_scene(client)
    await fill_slots(table)
    await failed_overcome(table)
    chosen = await table.ok(CONSEQUENCE, as_="sybeline")
    assert types_of(chosen) == ["OutcomeChosen", "HarmPending"]
    pending = data_of(chosen, "HarmPending")
    assert pending["owed_consequence"] is True
    assert pending["options"] == ["extreme", "accept_defeat", "taken_out"]
    await refused(table, {"type": "EndScene"}, 409, "action_in_progress")
    await refused(table, declare(hero_id="artus", action_id="a2"), 409, "action_in_progress",
                  as_="artus")
    paid = await table.ok(extreme(), as_="sybeline")
    assert types_of(paid) == ["ExtremeConsequenceTaken", "HarmResolved", "ActionClosed"]
    sheet = await sheet_of(table, "sybeline", as_="artus")
    assert CONCEPT not in sheet["character_key_ids"] and sheet["extreme_used_in_scenario"]
    assert (await state_of(table))["action"] is None
    await assert_the_table_moves_on(table)


async def test_r1_the_stuck_table_closes_with_the_hero_out_once_the_extreme_is_spent(
        client: Client) -> None:
    table = await table_in_scene(client)
    await fill_slots(table)
    await table.ok({"type": "ApplyStress", "hero_id": "sybeline", "amount": 20,
                    "resource": "dogma", "stress_check_d10": 10})
    await table.ok(extreme(), as_="sybeline")
    await failed_overcome(table)
    chosen = await table.ok(CONSEQUENCE, as_="sybeline")
    assert data_of(chosen, "HarmPending")["options"] == ["accept_defeat", "taken_out"]
    await refused(table, extreme("sybeline-hamartia"), 409, "invalid_option", as_="sybeline")
    out = await table.ok({"type": "ResolveHarm", "hero_id": "sybeline",
                          "option": "taken_out"}, as_="sybeline")
    assert types_of(out) == ["HeroTakenOut", "HarmResolved", "ActionClosed"]
    await refused(table, declare(action_id="a3"), 409, "hero_unavailable", as_="sybeline")
    await assert_the_table_moves_on(table)


async def test_r2_a_hero_accepts_defeat_outside_a_conflict_over_http(client: Client) -> None:
    table = await table_in_scene(client)
    await table.ok({"type": "InflictConsequence", "hero_id": "sybeline", "severity": "minor",
                    "text": "Entaille"})
    await table.ok({"type": "ApplyStress", "hero_id": "sybeline", "amount": 9,
                    "resource": "dogma", "stress_check_d10": 10})
    await refused(table, {"type": "AcceptDefeat", "hero_id": "sybeline"}, 403, "forbidden",
                  as_="artus")
    body = await table.ok({"type": "AcceptDefeat", "hero_id": "sybeline"}, as_="sybeline")
    assert types_of(body) == ["DefeatAccepted", "TokenGained", "HarmResolved"]
    assert data_of(body, "DefeatAccepted") == {
        "hero_id": "sybeline", "consequences_in_conflict": 1, "tokens": 2,
        "counted_in": "scene"}
    sheet = await sheet_of(table, "sybeline", as_="sybeline")
    assert sheet["conceded"] and sheet["tokens"]["danger"] == 2
    assert sheet["pending_harm"] is None
    await refused(table, {"type": "AcceptDefeat", "hero_id": "artus"}, 409, "no_conflict",
                  as_="artus")


async def test_t6_a_session_inside_an_act_keeps_the_reserve_over_http(client: Client) -> None:
    """T6 replaces R3: « Tu commences une session avec 3 instants, que tu récupères à la
    fin d'un acte »: the instants come with the act, a session discards nothing."""
    table = await locquemare_table(client, heroes=2)
    for kind in ("StartScenario", "StartAct"):
        await table.ok({"type": kind})
    await table.ok({"type": "ProposeComplication", "complication_id": "c1",
                    "hero_id": "sybeline", "key_id": "sybeline-hamartia",
                    "complication_kind": "event", "text": "Mon frère",
                    "proposer": "adversity"})
    await table.ok({"type": "AcceptComplication", "complication_id": "c1"}, as_="sybeline")
    started = await table.ok({"type": "StartSession"})
    assert types_of(started) == ["SessionStarted"]
    sheet = await sheet_of(table, "sybeline", as_="sybeline")
    assert sheet["tokens"] == {"exploit": 2, "offering": 1, "danger": 1}


async def test_r4_a_panicked_hero_leaves_the_scene_over_http(client: Client) -> None:
    table = await locquemare_table(client, heroes=2)
    await open_act(table)
    await table.ok({"type": "StartScene", "present_hero_ids": ["sybeline", "artus"]})
    await refused(table, {"type": "LeaveScene", "hero_id": "sybeline"}, 409, "not_panicked",
                  as_="sybeline")
    await table.ok({"type": "InflictConsequence", "hero_id": "sybeline", "severity": "minor",
                    "text": "Panique", "effect": "panicked"})
    await table.ok(declare("overcome", hero_id="artus", action_id="a1"), as_="artus")
    assert data_of(await table.ok(difficulty("a1")), "DifficultySet")["panicked"] == 1
    await table.ok(roll([1, 1, 1, 1], "a1"), as_="artus")
    await table.ok({"type": "ResolveAction", "action_id": "a1"}, as_="artus")
    await refused(table, {"type": "LeaveScene", "hero_id": "sybeline"}, 403, "forbidden",
                  as_="artus")
    left = await table.ok({"type": "LeaveScene", "hero_id": "sybeline"}, as_="sybeline")
    assert types_of(left) == ["HeroLeftScene"]
    assert data_of(left, "HeroLeftScene") == {"hero_id": "sybeline"}
    state = await state_of(table, as_="watcher")
    assert state["scene"]["present_hero_ids"] == ["artus"]
    await refused(table, declare(action_id="a2"), 409, "hero_unavailable", as_="sybeline")
    await table.ok(declare(hero_id="artus", action_id="a2"), as_="artus")
    assert data_of(await table.ok(difficulty("a2")), "DifficultySet")["panicked"] == 0

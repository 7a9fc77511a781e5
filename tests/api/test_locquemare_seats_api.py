"""Locquemare end to end over HTTP on real PostgreSQL: hidden information through every
read path, and what each seat may do."""

import pytest

from tests.support.api import Client
from tests.support.ardri_xyrop import refused, version_of
from tests.support.locquemare_http import (
    CONCEPT,
    HIDDEN_IDS,
    HIDDEN_KEY,
    NPC_KEY,
    POOL,
    SECRET_TEXTS,
    Body,
    activate,
    assert_absent,
    assert_pool_hidden,
    data_of,
    declare,
    difficulty,
    everything_seen_by,
    hero_sheet,
    hidden_table,
    locquemare_table,
    open_act,
    open_scene,
    roll,
    sheet_of,
    state_of,
    table_in_scene,
)


@pytest.mark.parametrize("pool_via", ["options", "command"])
async def test_no_unrevealed_secret_or_unknown_key_text_reaches_another_seat(
        client: Client, live_server: str, pool_via: str) -> None:
    table = await hidden_table(client, pool_via)
    keys = [HIDDEN_KEY, NPC_KEY, *HIDDEN_IDS]
    secrets = SECRET_TEXTS
    assert_absent(await everything_seen_by(table, live_server, "artus"),
                  [secrets["s1"], secrets["s2"], secrets["s5"], *keys], "artus")
    assert_absent(await everything_seen_by(table, live_server, "watcher"),
                  [*secrets.values(), *keys], "the observer")
    sybeline = await everything_seen_by(table, live_server, "sybeline")
    assert_absent(sybeline, [secrets["s3"], secrets["s4"], secrets["s5"], *keys], "sybeline")
    assert secrets["s1"].encode() in sybeline
    artus_sheet = await sheet_of(table, "artus", as_="artus")
    assert [s["text"] for s in artus_sheet["drawn_secrets"]] == [secrets["s3"], secrets["s4"]]
    gm = await everything_seen_by(table, live_server, "gm")
    assert all(text.encode() in gm for text in [*secrets.values(), HIDDEN_KEY, NPC_KEY])
    for seat in ("artus", "watcher"):
        await assert_pool_hidden(table, seat)


async def test_a_discovered_key_and_a_revealed_secret_reach_players_from_then_on(
        client: Client) -> None:
    table = await hidden_table(client, "command")
    before = await version_of(table)
    resolved = await table.ok({"type": "ResolveAction", "action_id": "a1"}, as_="sybeline")
    assert data_of(resolved, "ActionResolved")["tier"] == "triumph"
    assert data_of(resolved, "KeyRevealed") == {"key_id": HIDDEN_IDS[0], "text": HIDDEN_KEY,
                                                "hidden": False}
    discovered = await table.ok({"type": "RevealSecret", "hero_id": "sybeline",
                                 "description": "at the ball"}, as_="sybeline")
    assert data_of(discovered, "SecretRevealed")["text"] == SECRET_TEXTS["s1"]
    for seat in ("artus", "watcher"):
        state = await state_of(table, as_=seat)
        assert state["keys"][HIDDEN_IDS[0]]["text"] == HIDDEN_KEY
        assert NPC_KEY not in str(state)
        assert state["characters"]["sybeline"]["secret"]["text"] == SECRET_TEXTS["s1"]
        events = str((await table.json("/events", as_=seat, after=before))["events"])
        assert HIDDEN_KEY in events and SECRET_TEXTS["s1"] in events
        past = (await table.get("/state", as_=seat, at=before)).content
        assert_absent(past, [HIDDEN_KEY, SECRET_TEXTS["s1"]], f"{seat} at v{before}")
        past_sheet = await sheet_of(table, "sybeline", as_=seat, at=before)
        assert past_sheet["secret"] == {"secret_id": None, "text": None, "revealed": False}


# --- authorization --------------------------------------------------------------------

async def test_a_player_cannot_act_for_another_seats_hero(client: Client) -> None:
    table = await table_in_scene(client, secrets=POOL)
    await refused(table, {"type": "DrawSecrets", "hero_id": "sybeline"}, 403, "forbidden",
                  as_="artus")
    await refused(table, declare(), 403, "forbidden", as_="artus")
    await table.ok(declare(), as_="sybeline")
    await table.ok(difficulty())
    await refused(table, roll([0, 0, 0, 0]), 403, "forbidden", as_="artus")
    await table.ok(roll([0, 0, 0, 0]), as_="sybeline")
    await refused(table, activate(CONCEPT), 403, "forbidden", as_="artus")
    await refused(table, {"type": "ResolveAction", "action_id": "a1"}, 403, "forbidden",
                  as_="artus")
    await refused(table, {"type": "RevealTruth", "hero_id": "sybeline", "key_id": CONCEPT,
                          "text": "x", "payment": "exploit"}, 403, "forbidden", as_="artus")
    intruder = hero_sheet("intruder", "Intruder", owner=table.seat_ids["sybeline"])
    await refused(table, intruder, 403, "forbidden", as_="artus")
    await refused(table, declare(hero_id="artus", action_id="a2"), 403, "read_only_seat",
                  as_="watcher")
    assert (await state_of(table))["action"]["status"] == "rolled"


async def test_adversity_and_chorus_commands_are_refused_to_players(client: Client) -> None:
    table = await locquemare_table(client)
    for command in ({"type": "SetSecretPool", "secrets": POOL},
                    {"type": "CreateNpc", "npc_id": "n", "name": "N", "category": "horde"},
                    {"type": "StartScenario"}):
        await refused(table, command, 403, "forbidden", as_="sybeline")
    await open_act(table)
    await refused(table, {"type": "StartScene", "present_hero_ids": ["sybeline"]}, 403,
                  "forbidden", as_="sybeline")
    await open_scene(table)
    await table.ok({"type": "CreateKey", "key_id": "k", "text": "ZZHIDDENKEYZZ",
                    "known": False})
    await table.ok(declare(), as_="sybeline")
    gm_only: list[Body] = [
        difficulty(), {"type": "RevealKey", "key_id": "k"},
        {"type": "CreateKey", "key_id": "k2", "text": "t"},
        {"type": "ApplyStress", "hero_id": "artus", "amount": 1, "resource": "ichor",
         "stress_check_d10": 5},
        {"type": "InflictConsequence", "hero_id": "sybeline", "severity": "minor",
         "text": "t"},
        {"type": "AwardEvolutionPoints", "hero_id": "sybeline", "reasons": ["used_force"]},
        {"type": "EndScene"}, {"type": "EndAct"}]
    for command in gm_only:
        await refused(table, command, 403, "forbidden", as_="sybeline")
    assert (await state_of(table))["keys"]["k"]["known"] is False

"""Xyrop end to end over HTTP on real PostgreSQL: authorization, refusals, server dice,
replay, the markdown log and the sheets (destiny, stress, assets, pending experience)."""

import asyncio

from services.context import AppContext
from tests.support.api import Client, Table, assert_problem
from tests.support.ardri_xyrop import (
    assert_replay_reproduces_read_model,
    assert_snapshot_matches_the_fold,
    data_of,
    refused,
)
from tests.support.xyrop_http import (
    action,
    difficulty,
    ex_4_table,
    opposed,
    pip,
    rolled,
    sheet,
    stress_step,
    xyrop_table,
)


async def test_a_player_seat_cannot_act_for_another_seats_character(client: Client) -> None:
    table = await xyrop_table(client, "pip", "sam")
    roll = action("careful", "burglar", {"approach": 5, "role": 5})
    await refused(table, roll, 403, "not_authorized", as_="sam")
    await refused(table, {"type": "CreateAsset", "character_id": "pip", "name": "rope"},
                  403, "not_authorized", as_="sam")
    await refused(table, {**sheet("zed"), "owner_player_id": table.seat_ids["pip"]}, 403,
                  "not_authorized", as_="sam")
    contest = (await rolled(table, roll))["contest_id"]
    await opposed(table, difficulty(contest, {"difficulty:1": 1, "difficulty:2": 1}))
    await refused(table, {"type": "ExploitGmOnes", "contest_id": contest,
                          "character_id": "pip",
                          "effect": {"type": "trigger_opportunity", "description": "x"}},
                  403, "not_authorized", as_="sam")
    on_behalf = await table.ok({"type": "CreateAsset", "character_id": "pip", "name": "rope"})
    assert data_of(on_behalf, "AssetCreated")["die"] == 6


async def test_only_the_winning_sides_seat_applies_the_effect(client: Client) -> None:
    table = await xyrop_table(client, "pip", "sam")
    roll = await rolled(table, action("careful", "burglar", {"approach": 8, "role": 7}))
    await opposed(table, difficulty(roll["contest_id"], {"difficulty:1": 3, "difficulty:2": 2}))
    effect = {"type": "ApplyContestEffect", "contest_id": roll["contest_id"],
              "effect": {"type": "stress_step", "target_kind": "npc", "target_id": "guard",
                         "stress_id": "wound", "direction": "up"}}
    await refused(table, effect, 403, "not_authorized", as_="sam")
    body = await table.ok(effect, as_="pip")
    assert data_of(body, "ContestEffectApplied")["side"] == "player"
    assert (await table.json("/state"))["state"]["npc_stress"] == {"guard": {"wound": 4}}
    await table.ok({"type": "ChangeSessionRoster", "remove_ids": ["sam"]})
    await refused(table, action("careful", "burglar", {"approach": 8, "role": 7}, cid="sam"),
                  409, "character_not_present", as_="sam")


async def test_a_physical_game_requires_the_tables_dice(client: Client) -> None:
    table = await xyrop_table(client, randomness="physical")
    await refused(table, action("careful", "burglar", None), 422,
                  "physical_results_required", as_="pip")
    roll = await rolled(table, action("careful", "burglar", {"approach": 8, "role": 7}))
    assert (roll["player_total"], roll["dice_source"]) == (15, "physical")


async def test_gm_only_commands_are_refused_to_players(client: Client) -> None:
    table = await xyrop_table(client)
    contest = (await rolled(table, action("careful", "burglar",
                                          {"approach": 1, "role": 5})))["contest_id"]
    for command in (
            difficulty(contest, {"difficulty:1": 3, "difficulty:2": 2}),
            {"type": "ExploitPlayerOne", "contest_id": contest,
             "effect": {"type": "new_complication", "description": "noise"}},
            {"type": "CancelContest", "contest_id": contest},
            {"type": "CreateSituation", "name": "fog", "die": 6},
            {"type": "AwardValueDestiny", "character_id": "pip", "value_id": "loyalty"},
            stress_step("down"), {"type": "AdvanceScene"}, {"type": "EndSession"},
            {"type": "ChangeSessionRoster", "remove_ids": ["pip"]}):
        await refused(table, command, 403, "not_authorized", as_="pip")
    await table.seat("watcher", role="observer")
    await refused(table, {"type": "AdvanceScene"}, 403, "read_only_seat", as_="watcher")


async def test_invalid_commands_answer_the_specs_codes_and_append_nothing(
        client: Client) -> None:
    table = await xyrop_table(client)
    await refused(table, action("sneaky", "burglar", {"approach": 5, "role": 5}), 409,
                  "unknown_approach", as_="pip")
    await refused(table, action("careful", "burglar", {"approach": 9, "role": 5}), 422,
                  "invalid_dice", as_="pip")
    await refused(table, action("careful", "burglar", {"approach": 5}), 422, "invalid_dice",
                  as_="pip")
    await refused(table, action("careful", "burglar", {"approach": 5, "role": 5},
                                distinctions=[{"distinction_id": "curious",
                                               "mode": "d20"}]),
                  422, "invalid_distinction_mode", as_="pip")
    await refused(table, {"type": "RollAction", "character_id": "pip",
                          "approach_id": "careful"}, 422, "invalid_command", as_="pip")
    await refused(table, {"type": "CreateSituation", "name": "fog", "die": 7}, 422,
                  "invalid_die")
    await refused(table, difficulty("contest-404", {"difficulty:1": 3, "difficulty:2": 2}),
                  409, "contest_not_awaiting_opposition")  # #23: no roll awaits at all
    contest = (await rolled(table, action("careful", "burglar",
                                          {"approach": 5, "role": 5})))["contest_id"]
    await refused(table, difficulty("contest-404", {"difficulty:1": 3, "difficulty:2": 2}),
                  409, "contest_not_found")
    await refused(table, action("careful", "burglar", {"approach": 5, "role": 5}), 409,
                  "contest_pending", as_="pip")
    await refused(table, difficulty(contest, {f"difficulty:{i}": 3 for i in range(1, 6)}),
                  422, "invalid_opposition")
    await refused(table, {"type": "EndAdventure", "participant_ids": ["pip"]}, 409,
                  "session_active")


async def test_a_server_game_refuses_physical_dice_and_rolls_itself(client: Client) -> None:
    table = await xyrop_table(client, randomness="server")
    await refused(table, action("careful", "burglar", {"approach": 5, "role": 5}), 422,
                  "physical_results_not_allowed", as_="pip")
    roll = await rolled(table, action(
        "careful", "burglar", None, value_id="loyalty",
        distinctions=[{"distinction_id": "race", "mode": "d8"}]))
    assert roll["dice_source"] == "server"
    assert [die["faces"] for die in roll["pool"]] == [8, 8, 6, 8]
    assert all(1 <= die["value"] <= die["faces"] for die in roll["pool"])
    values = sorted((die["value"] for die in roll["pool"]), reverse=True)
    assert roll["player_total"] == values[0] + values[1]
    assert roll["player_ones"] == values.count(1)
    contest = roll["contest_id"]
    await refused(table, difficulty(contest, {"difficulty:1": 3, "difficulty:2": 2}), 422,
                  "physical_results_not_allowed")
    opposition = await opposed(table, difficulty(contest, None, count=4))
    assert opposition["dice_source"] == "server" and len(opposition["pool"]) == 4
    assert all(die["faces"] == 6 and 1 <= die["value"] <= 6 for die in opposition["pool"])
    gm_values = sorted((die["value"] for die in opposition["pool"]), reverse=True)
    assert opposition["opposition_total"] == gm_values[0] + gm_values[1]
    assert opposition["outcome"] == ("success" if roll["player_total"] > gm_values[0]
                                     + gm_values[1] else "failure")


async def test_folding_the_stored_events_reproduces_the_read_model(
        client: Client, ctx: AppContext) -> None:
    table, door = await ex_4_table(client)
    roll = await rolled(table, action("careful", "burglar", {"approach": 6, "role": 2}))
    await opposed(table, {"type": "RollOpposition", "contest_id": roll["contest_id"],
                          "kind": "npc", "npc_id": "guard", "npc_dice": [8, 6, 10],
                          "pc_stress_ids": ["wound"],
                          "dice": {"npc:1": 1, "npc:2": 1, "npc:3": 7,
                                   "pc_stress:wound": 3}})
    await table.ok({"type": "ExploitGmOnes", "contest_id": roll["contest_id"],
                    "character_id": "pip",
                    "effect": {"type": "improve_complication", "element_id": door}},
                   as_="pip")
    await table.ok({"type": "ApplyContestEffect", "contest_id": roll["contest_id"],
                    "effect": {"type": "stress_step", "target_kind": "npc",
                               "target_id": "guard", "stress_id": "wound",
                               "direction": "up"}})
    await table.ok({"type": "CreateAsset", "character_id": "pip", "name": "rope"}, as_="pip")
    await assert_replay_reproduces_read_model(ctx, table)
    await table.ok({"type": "EndSession"})
    await table.ok({"type": "EndAdventure", "participant_ids": ["pip"]})
    await assert_replay_reproduces_read_model(ctx, table)


async def test_a_sheet_shows_destiny_stress_assets_and_pending_experience(
        client: Client) -> None:
    table = await xyrop_table(client, stress_catalog=["wound", "fear"],
                              max_distinctions_per_roll=2)
    read = await pip(table, as_="pip")
    assert (read["destiny_points"], read["initial_destiny"]) == (1, 1)
    assert read["stress"] == {"wound": "none", "fear": "none"}
    assert (read["assets"], read["pending_experience"]) == (
        [], {"swap": False, "milestone": False})
    asset = data_of(await table.ok({"type": "CreateAsset", "character_id": "pip",
                                    "name": "rope"}, as_="pip"), "AssetCreated")
    await table.ok({"type": "AdjustStress", "target_kind": "character", "target_id": "pip",
                    "stress_id": "fear", "direction": "up"})
    read = await pip(table, as_="pip")
    assert read["assets"] == [{"asset_id": asset["asset_id"], "name": "rope", "die": 6}]
    assert (read["destiny_points"], read["stress"]) == (0, {"wound": "none", "fear": 4})
    both = action("careful", "burglar", {"approach": 5, "role": 5, "distinction:curious": 3,
                                         "distinction:race": 2},
                  distinctions=[{"distinction_id": "curious", "mode": "d8"},
                                {"distinction_id": "race", "mode": "d8"}])
    assert [d["faces"] for d in (await rolled(table, both))["pool"]] == [8, 8, 8, 8]
    assert_problem(await table.get("/characters/nobody"), 404, "character_not_found")


async def test_game_options_are_checked_at_creation(client: Client) -> None:
    response = await client.post("/v1/games", json={
        "ruleset": "xyrop", "title": "test", "options": {"max_distinctions_per_roll": 5}})
    assert_problem(response, 422, "invalid_options")
    response = await client.post("/v1/games", json={
        "ruleset": "xyrop", "title": "test", "options": {"stress_catalog": ["Wound"]}})
    assert_problem(response, 422, "invalid_options")
    response = await client.post("/v1/games", json={
        "ruleset": "xyrop", "title": "test", "options": {"stress_catalog": ["wound", "wound"]}})
    assert_problem(response, 422, "invalid_config")


async def test_the_markdown_log_reads_the_rolls_and_an_import_plays_on(client: Client) -> None:
    table = await xyrop_table(client)
    roll = await rolled(table, action(
        "careful", "burglar", {"approach": 7, "role": 5, "distinction:master_burglar": 1},
        distinctions=[{"distinction_id": "master_burglar", "mode": "d4"}]))
    await opposed(table, difficulty(roll["contest_id"], {"difficulty:1": 6, "difficulty:2": 5,
                                                         "difficulty:3": 2}))
    markdown = (await table.get("/export", as_="pip", format="markdown")).text
    # the export escapes markdown's ">" (it renders as "->")
    assert r"Pip rolls d8 d8 d4: 7, 5, 1 — keeps 7 + 5 = 12; destiny 1 -\> 2; one player 1" \
        in markdown
    assert "The difficulty rolls d6 d6 d6: 6, 5, 2 — keeps 6 + 5 = 11 vs Pip's 12 — success" \
        in markdown
    response = await client.post("/v1/games/import", content=(await table.get("/export")).content,
                                 headers={"Content-Type": "application/x-ndjson"})
    assert response.status_code == 201, response.text
    created = response.json()
    copy = Table(client, created["game_id"], created["gm_token"], {"gm": created["gm_token"]})
    assert (await copy.json("/state"))["state"] == (await table.json("/state"))["state"]
    body = await copy.ok({"type": "ExploitPlayerOne", "contest_id": roll["contest_id"],
                          "effect": {"type": "new_complication", "description": "noise"}})
    assert data_of(body, "DestinyChanged")["destiny_points_after"] == 3


async def test_a_long_session_snapshots_a_state_that_matches_the_fold(
        client: Client, ctx: AppContext) -> None:
    table = await xyrop_table(client, "pip", "sam")
    barn = data_of(await table.ok({"type": "CreateSituation", "name": "barn", "die": 6}),
                   "SituationCreated")["element_id"]
    for n in range(30):
        cid = ("pip", "sam")[n % 2]
        roll = await rolled(table, action("careful", "burglar",
                                          {"approach": 1 + n % 8, "role": 5}, cid=cid))
        await opposed(table, difficulty(roll["contest_id"], {"difficulty:1": 1 + n % 6,
                                                             "difficulty:2": 3}))
        direction = "up" if n % 4 < 2 else "down"
        await table.ok({"type": "AdjustElement", "element_id": barn, "action": direction})
        if roll["player_ones"]:
            await table.ok({"type": "ExploitPlayerOne", "contest_id": roll["contest_id"],
                            "effect": {"type": "new_complication", "description": f"n{n}"}})
    assert await assert_snapshot_matches_the_fold(ctx, table) >= 100
    await assert_replay_reproduces_read_model(ctx, table)


async def test_concurrent_exploits_of_one_player_1_give_exactly_one_destiny(
        client: Client, ctx: AppContext) -> None:
    table = await xyrop_table(client)
    roll = await rolled(table, action("careful", "burglar", {"approach": 1, "role": 5}))
    exploit = {"type": "ExploitPlayerOne", "contest_id": roll["contest_id"],
               "effect": {"type": "new_complication", "description": "noise"}}
    before = (await table.json("/state"))["version"]
    answers = await asyncio.gather(*(table.send(exploit) for _ in range(5)))
    assert sorted(a.status_code for a in answers) == [200] + [409] * 4
    for answer in answers:
        if answer.status_code == 409:
            assert_problem(answer, 409, "no_player_ones_left")
    assert (await table.json("/state"))["version"] == before + 3
    assert (await pip(table))["destiny_points"] == 2
    await assert_replay_reproduces_read_model(ctx, table)

"""Xyrop end to end over HTTP on real PostgreSQL: the spec's examples with the table's dice,
authorization, refusals, server dice, replay and the sheets (destiny, stress, assets,
pending experience)."""

import asyncio
from typing import Any

from services.context import AppContext
from tests.support.api import Client, Table, assert_problem
from tests.support.ardri_xyrop import (
    assert_replay_reproduces_read_model,
    assert_snapshot_matches_the_fold,
    data_of,
    refused,
    types_of,
)


def sheet(cid: str = "pip") -> dict[str, Any]:
    """The sheet "Pip" of spec section 8, registered by its player's seat."""
    return {"type": "RegisterCharacter", "character_id": cid, "name": cid.capitalize(),
            "race": {"name": "hobbit"},
            "distinctions": [{"distinction_id": "master_burglar", "name": "Master burglar"},
                             {"distinction_id": "curious", "name": "Curious"},
                             {"distinction_id": "light_sleeper", "name": "Light sleeper"}],
            "approaches": {"careful": 8, "quick": 6}, "roles": {"burglar": 8, "scout": 6},
            "values": {"loyalty": 6},
            "treasure": {"treasure_id": "elven_cloak", "name": "Elven cloak"}}


async def xyrop_table(client: Client, *cids: str, randomness: str = "mixed",
                      **options: Any) -> Table:
    """Each character registered by its own player's seat, then a session with all."""
    table = await Table.create(client, "xyrop", randomness=randomness, **options)
    for cid in cids or ("pip",):
        await table.seat(cid)
        await table.ok(sheet(cid), as_=cid)
    await table.ok({"type": "StartSession", "present_character_ids": list(cids or ("pip",))})
    return table


def action(approach: str, role: str, dice: dict[str, int] | None, cid: str = "pip",
           **extra: Any) -> dict[str, Any]:
    """A RollAction, with the table's dice unless ``dice`` is None."""
    command = {"type": "RollAction", "character_id": cid, "approach_id": approach,
               "role_id": role, **extra}
    return command if dice is None else {**command, "dice": dice}


def difficulty(contest_id: str, dice: dict[str, int] | None,
               count: int | None = None) -> dict[str, Any]:
    """A difficulty of ``count`` (default: one per die given) d6."""
    command = {"type": "RollOpposition", "contest_id": contest_id, "kind": "difficulty",
               "difficulty_dice": count or len(dice or {})}
    return command if dice is None else {**command, "dice": dice}


async def rolled(table: Table, command: dict[str, Any]) -> dict[str, Any]:
    """The ActionRolled payload of a roll sent by the character's own player."""
    return data_of(await table.ok(command, as_=command["character_id"]), "ActionRolled")


async def opposed(table: Table, command: dict[str, Any]) -> dict[str, Any]:
    """The OppositionRolled payload of the gm's roll."""
    return data_of(await table.ok(command), "OppositionRolled")


async def pip(table: Table, as_: str = "gm", **at: Any) -> dict[str, Any]:
    """Pip's sheet served by GET /characters/pip."""
    read: dict[str, Any] = await table.json("/characters/pip", as_=as_, **at)
    return read


def stress_step(direction: str, cid: str = "pip") -> dict[str, Any]:
    """A gm AdjustStress on the wound track of a character."""
    return {"type": "AdjustStress", "target_kind": "character", "target_id": cid,
            "stress_id": "wound", "direction": direction}


async def test_xyrop_ex_1_master_burglar_d4_and_the_dropped_equipment_over_http(
        client: Client) -> None:
    table = await xyrop_table(client)
    roll = await rolled(table, action(
        "careful", "burglar", {"approach": 7, "role": 5, "distinction:master_burglar": 1},
        distinctions=[{"distinction_id": "master_burglar", "mode": "d4"}]))
    assert [die["faces"] for die in roll["pool"]] == [8, 8, 4]
    assert (roll["player_total"], roll["player_ones"], roll["dice_source"]) == (
        12, 1, "physical")
    assert (roll["destiny_before"], roll["destiny_gained"], roll["destiny_after"]) == (1, 1, 2)
    assert (await pip(table, as_="pip"))["destiny_points"] == 2
    assert (await table.json("", as_="pip"))["phase"] == "awaiting_opposition"
    contest = roll["contest_id"]
    opposition = await opposed(table, difficulty(contest, {"difficulty:1": 6,
                                                           "difficulty:2": 5,
                                                           "difficulty:3": 2}))
    assert (opposition["opposition_total"], opposition["gm_ones"]) == (11, 0)
    assert (opposition["outcome"], opposition["winner_side"]) == ("success", "player")
    exploit = {"type": "ExploitPlayerOne", "contest_id": contest,
               "effect": {"type": "new_complication", "description": "dropped equipment"}}
    body = await table.ok(exploit)
    assert types_of(body) == ["PlayerOneExploited", "DestinyChanged", "ComplicationCreated"]
    assert data_of(body, "PlayerOneExploited")["player_ones_remaining"] == 0
    assert data_of(body, "DestinyChanged")["destiny_points_after"] == 3
    complication = data_of(body, "ComplicationCreated")
    assert complication["die"] == 6
    state = (await table.json("/state", as_="pip"))["state"]
    element = state["elements"][complication["element_id"]]
    assert (element["kind"], element["die"]) == ("complication", 6)
    assert state["current_contest"]["player_ones_remaining"] == 0
    assert (await pip(table))["destiny_points"] == 3
    await refused(table, exploit, 409, "no_player_ones_left")
    await refused(table, {"type": "ExploitGmOnes", "contest_id": contest, "character_id": "pip",
                          "effect": {"type": "trigger_opportunity", "description": "x"}},
                  409, "no_gm_ones", as_="pip")


async def test_xyrop_ex_2_a_tie_goes_to_the_opposition_over_http(client: Client) -> None:
    table = await xyrop_table(client)
    roll = await rolled(table, action("quick", "scout", {"approach": 4, "role": 5}))
    assert roll["player_total"] == 9
    opposition = await opposed(table, difficulty(roll["contest_id"], {"difficulty:1": 5,
                                                                      "difficulty:2": 4}))
    assert (opposition["opposition_total"], opposition["outcome"]) == (9, "failure")
    assert opposition["winner_side"] == "opposition"
    wound_up = {"type": "ApplyContestEffect", "contest_id": roll["contest_id"],
                "effect": {"type": "stress_step", "target_kind": "character",
                           "target_id": "pip", "stress_id": "wound", "direction": "up"}}
    await refused(table, wound_up, 403, "not_authorized", as_="pip")
    body = await table.ok(wound_up)
    assert types_of(body) == ["ContestEffectApplied", "StressStepped"]
    assert data_of(body, "ContestEffectApplied")["side"] == "opposition"
    stepped = data_of(body, "StressStepped")
    assert (stepped["from"], stepped["to"], stepped["reason"]) == ("none", 4, "contest_effect")
    assert (await pip(table, as_="pip"))["stress"] == {"wound": 4}


async def test_xyrop_ex_3_the_barn_burns_from_d8_to_d10_over_http(client: Client) -> None:
    table = await xyrop_table(client)
    created = data_of(await table.ok({"type": "CreateSituation", "name": "barn burning",
                                      "die": 8}), "SituationCreated")
    barn = created["element_id"]
    roll = await rolled(table, action("careful", "burglar", {"approach": 8, "role": 7}))
    opposition = await opposed(table, difficulty(roll["contest_id"], {"difficulty:1": 3,
                                                                      "difficulty:2": 2}))
    assert (roll["player_total"], opposition["opposition_total"]) == (15, 5)
    assert opposition["winner_side"] == "player"
    effect = {"type": "ApplyContestEffect", "contest_id": roll["contest_id"],
              "effect": {"type": "element_step", "element_id": barn, "direction": "up"}}
    stepped = data_of(await table.ok(effect, as_="pip"), "ElementStepped")
    assert (stepped["from"], stepped["to"], stepped["steps"]) == (8, 10, 1)
    state = (await table.json("/state"))["state"]
    assert state["elements"][barn]["die"] == 10
    assert state["current_contest"]["effect_applied"] is True
    await refused(table, effect, 409, "effect_already_applied", as_="pip")


async def ex_4_table(client: Client) -> tuple[Table, str]:
    """Pip wound d4, destiny 2, the complication "door blocked" at d8."""
    table = await xyrop_table(client)
    roll = await rolled(table, action("careful", "burglar", {"approach": 1, "role": 5}))
    body = await table.ok({"type": "ExploitPlayerOne", "contest_id": roll["contest_id"],
                           "effect": {"type": "new_complication",
                                      "description": "door blocked"}})
    door = data_of(body, "ComplicationCreated")["element_id"]
    await table.ok({"type": "CancelContest", "contest_id": roll["contest_id"]})
    await table.ok({"type": "AdjustElement", "element_id": door, "action": "up"})
    await table.ok(stress_step("up"))
    read = await pip(table)
    assert (read["stress"]["wound"], read["destiny_points"]) == (4, 2)
    assert (await table.json("/state"))["state"]["elements"][door]["die"] == 8
    return table, door


async def test_xyrop_ex_4_the_fire_opens_the_blocked_door_over_http(client: Client) -> None:
    table, door = await ex_4_table(client)
    roll = await rolled(table, action("careful", "burglar", {"approach": 6, "role": 2}))
    assert roll["player_total"] == 8
    opposition = await opposed(table, {
        "type": "RollOpposition", "contest_id": roll["contest_id"], "kind": "npc",
        "npc_id": "guard", "npc_dice": [8, 6, 10], "pc_stress_ids": ["wound"],
        "dice": {"npc:1": 1, "npc:2": 1, "npc:3": 7, "pc_stress:wound": 3}})
    assert [die["faces"] for die in opposition["pool"]] == [8, 6, 10, 4]
    assert (opposition["opposition_total"], opposition["gm_ones"]) == (10, 2)
    assert opposition["outcome"] == "failure"
    improve = {"type": "ExploitGmOnes", "contest_id": roll["contest_id"],
               "character_id": "pip",
               "effect": {"type": "improve_complication", "element_id": door}}
    body = await table.ok(improve, as_="pip")
    assert types_of(body) == ["GmOnesExploited", "DestinyChanged", "ElementStepped"]
    stepped = data_of(body, "ElementStepped")
    assert (stepped["from"], stepped["to"], stepped["steps"]) == (8, 4, 2)
    assert (await pip(table))["destiny_points"] == 1
    assert (await table.json("/state"))["state"]["elements"][door]["die"] == 4
    await refused(table, improve, 409, "gm_ones_already_exploited")


async def test_xyrop_ex_4_alternative_the_man_is_my_former_squire_over_http(
        client: Client) -> None:
    table, _door = await ex_4_table(client)
    roll = await rolled(table, action("careful", "burglar", {"approach": 6, "role": 2}))
    await opposed(table, {"type": "RollOpposition", "contest_id": roll["contest_id"],
                          "kind": "npc", "npc_id": "guard", "npc_dice": [8, 6, 10],
                          "pc_stress_ids": ["wound"],
                          "dice": {"npc:1": 1, "npc:2": 1, "npc:3": 7,
                                   "pc_stress:wound": 3}})
    body = await table.ok({"type": "ExploitGmOnes", "contest_id": roll["contest_id"],
                           "character_id": "pip",
                           "effect": {"type": "trigger_opportunity",
                                      "description": "the man is my former squire"}},
                          as_="pip")
    triggered = data_of(body, "OpportunityTriggered")
    element = (await table.json("/state"))["state"]["elements"][triggered["element_id"]]
    assert (element["kind"], element["die"]) == ("opportunity", None)
    assert (await pip(table))["destiny_points"] == 1


async def test_xyrop_ex_5_destiny_buys_a_step_and_a_kept_die_over_http(
        client: Client) -> None:
    table = await xyrop_table(client)
    award = {"type": "AwardValueDestiny", "character_id": "pip", "value_id": "loyalty",
             "note": "stays with the wounded"}
    await table.ok(award)
    await table.ok(award)
    assert (await pip(table))["destiny_points"] == 3

    def spend(keep_extra: int) -> dict[str, Any]:
        return action("quick", "burglar", {"approach": 8, "role": 2, "value": 6},
                      value_id="loyalty",
                      destiny={"step_ups": ["approach"], "keep_extra": keep_extra})

    await refused(table, spend(2), 409, "keep_exceeds_pool", as_="pip")
    roll = await rolled(table, spend(1))
    assert (roll["pool"][0]["faces"], roll["destiny_spent"], roll["destiny_after"]) == (8, 2, 1)
    assert (roll["kept_count"], roll["player_total"]) == (3, 16)
    assert roll["kept_refs"] == ["approach", "value", "role"]
    assert (await pip(table))["destiny_points"] == 1
    await table.ok({"type": "CancelContest", "contest_id": roll["contest_id"]})
    await table.ok({"type": "CreateAsset", "character_id": "pip", "name": "rope"}, as_="pip")
    read = await pip(table, as_="pip")
    assert read["destiny_points"] == 0
    assert [(a["name"], a["die"]) for a in read["assets"]] == [("rope", 6)]
    await refused(table, spend(1), 409, "insufficient_destiny", as_="pip")


async def test_xyrop_ex_6_the_elven_cloak_once_free_then_reactivated_over_http(
        client: Client) -> None:
    table = await xyrop_table(client)
    dice = {"approach": 5, "role": 5, "treasure": 4}
    free = action("careful", "burglar", dice, treasure={"treasure_id": "elven_cloak"})
    first = await rolled(table, free)
    assert first["treasure_used"] == {"treasure_id": "elven_cloak", "reactivated": False}
    assert first["destiny_after"] == 1
    assert (await pip(table))["treasures"][0]["used_this_session"] is True
    await table.ok({"type": "CancelContest", "contest_id": first["contest_id"]})
    await refused(table, free, 409, "treasure_already_used", as_="pip")
    again = action("careful", "burglar", dice,
                   treasure={"treasure_id": "elven_cloak", "reactivate": True})
    second = await rolled(table, again)
    assert (second["destiny_spent"], second["destiny_after"]) == (1, 0)
    await table.ok({"type": "CancelContest", "contest_id": second["contest_id"]})
    await refused(table, again, 409, "insufficient_destiny", as_="pip")
    await table.ok({"type": "EndSession"})
    await table.ok({"type": "StartSession", "present_character_ids": ["pip"]})
    read = await pip(table, as_="pip")
    assert (read["treasures"][0]["used_this_session"], read["destiny_points"]) == (False, 1)


async def test_xyrop_ex_7_out_of_play_until_the_next_scene_over_http(client: Client) -> None:
    table = await xyrop_table(client)
    for _ in range(3):
        await table.ok({"type": "AdvanceScene"})
    for _ in range(5):
        await table.ok(stress_step("up"))
    assert (await table.json("/state"))["state"]["scene_index"] == 4
    assert (await pip(table))["stress"]["wound"] == 12
    out = data_of(await table.ok(stress_step("up")), "StressStepped")
    assert (out["to"], out["incapacitated_until_scene"]) == ("out", 5)
    read = await pip(table, as_="pip")
    assert (read["stress"]["wound"], read["incapacitated_until_scene"]) == ("out", 5)
    roll = action("careful", "burglar", {"approach": 5, "role": 5})
    await refused(table, roll, 409, "character_out_of_play", as_="pip")
    down = data_of(await table.ok(stress_step("down")), "StressStepped")
    assert down["to"] == 12
    await refused(table, roll, 409, "character_out_of_play", as_="pip")
    advanced = data_of(await table.ok({"type": "AdvanceScene"}), "SceneAdvanced")
    assert advanced["scene_index"] == 5
    assert (await rolled(table, roll))["player_total"] == 10


async def test_xyrop_ex_8_experience_after_the_third_adventure_over_http(
        client: Client) -> None:
    table = await xyrop_table(client)
    await table.ok({"type": "EndSession"})
    for _ in range(2):
        await table.ok({"type": "EndAdventure", "participant_ids": ["pip"]})
    assert (await pip(table))["adventures_completed"] == 2
    ended = data_of(await table.ok({"type": "EndAdventure", "participant_ids": ["pip"]}),
                    "AdventureEnded")
    assert ended["participants"] == [{"character_id": "pip", "adventures_completed": 3,
                                      "swap": True, "milestone": True}]
    read = await pip(table, as_="pip")
    assert read["pending_experience"] == {"swap": True, "milestone": True}
    swap = {"type": "ApplyExperienceSwap", "character_id": "pip", "category": "approach",
            "improve_id": "careful", "degrade_id": "quick"}
    await refused(table, {**swap, "degrade_id": "scout"}, 409,
                  "experience_category_mismatch", as_="pip")
    swapped = data_of(await table.ok(swap, as_="pip"), "ExperienceSwapApplied")
    assert (swapped["improve_from"], swapped["improve_to"]) == (8, 10)
    assert (swapped["degrade_from"], swapped["degrade_to"]) == (6, 4)
    assert (await pip(table))["approaches"] == {"careful": 10, "quick": 4}
    await refused(table, swap, 409, "no_pending_experience", as_="pip")
    milestone = {"type": "ApplyMilestoneAdvance", "character_id": "pip"}
    await refused(table, {**milestone, "option": {"type": "new_treasure",
                                                  "treasure_id": "ring", "name": "A ring"}},
                  403, "not_authorized", as_="pip")
    await table.ok({**milestone, "option": {"type": "increase_initial_destiny"}}, as_="pip")
    read = await pip(table)
    assert read["initial_destiny"] == 2
    assert read["pending_experience"] == {"swap": False, "milestone": False}
    await table.ok({"type": "StartSession", "present_character_ids": ["pip"]})
    assert (await pip(table))["destiny_points"] == 2


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
                  409, "contest_not_found")
    contest = (await rolled(table, action("careful", "burglar",
                                          {"approach": 5, "role": 5})))["contest_id"]
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

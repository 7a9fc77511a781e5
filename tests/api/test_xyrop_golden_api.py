"""Xyrop end to end over HTTP on real PostgreSQL: the spec's examples played with the
table's dice."""

from typing import Any

from tests.support.api import Client
from tests.support.ardri_xyrop import data_of, refused, types_of
from tests.support.xyrop_http import (
    action,
    difficulty,
    ex_4_table,
    opposed,
    pip,
    rolled,
    stress_step,
    xyrop_table,
)


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
    # changed by T1 (« À la fin de chaque aventure »: one swap per adventure): two are left
    assert (await pip(table))["swaps_pending"] == 2
    back = {**swap, "improve_id": "quick", "degrade_id": "careful"}
    for _ in range(2):
        await table.ok(back, as_="pip")
    assert (await pip(table))["approaches"] == {"careful": 6, "quick": 8}
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

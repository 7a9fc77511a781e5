"""Xyrop's revisions R1-R4 over HTTP on real PostgreSQL: destiny spent after the dice,
several contests opposed by one roll, assets ending with the session, experience kept."""

from services.context import AppContext
from tests.support.api import Client
from tests.support.ardri_xyrop import (
    assert_replay_reproduces_read_model,
    data_of,
    refused,
    types_of,
)
from tests.support.xyrop_http import (
    action,
    difficulty,
    group_difficulty,
    keep_more,
    opposed,
    pip,
    rolled,
    xyrop_table,
)


async def test_r1_spend_destiny_on_roll_keeps_one_more_die_over_http(
        client: Client, ctx: AppContext) -> None:
    """Seed: "de conserver un dé de plus dans la somme de son lancer de dés"."""
    table = await xyrop_table(client, "pip", "sam")
    roll = await rolled(table, action("careful", "burglar",
                                      {"approach": 7, "role": 5, "value": 4},
                                      value_id="loyalty"))
    assert (roll["player_total"], roll["kept_count"]) == (12, 2)
    await refused(table, keep_more(roll["contest_id"]), 403, "not_authorized", as_="sam")
    await refused(table, keep_more(roll["contest_id"], 2), 409, "keep_exceeds_pool",
                  as_="pip")
    await refused(table, keep_more(roll["contest_id"], 0), 422, "invalid_command", as_="pip")
    body = await table.ok(keep_more(roll["contest_id"]), as_="pip")
    assert types_of(body) == ["DestinyChanged", "ExtraDiceKept"]
    spent = data_of(body, "DestinyChanged")
    assert (spent["delta"], spent["reason"], spent["destiny_points_after"]) == (
        -1, "keep_extra", 0)
    kept = data_of(body, "ExtraDiceKept")
    assert (kept["kept_count"], kept["kept_refs"], kept["player_total"]) == (
        3, ["approach", "role", "value"], 16)
    state = (await table.json("/state", as_="sam"))["state"]
    assert state["current_contest"]["player_total"] == 16
    assert (await pip(table))["destiny_points"] == 0
    await refused(table, keep_more(roll["contest_id"]), 409, "nothing_more_to_keep",
                  as_="pip")
    opposition = await opposed(table, difficulty(roll["contest_id"], {"difficulty:1": 6,
                                                                      "difficulty:2": 6,
                                                                      "difficulty:3": 3}))
    assert (opposition["player_total"], opposition["outcome"]) == (16, "success")
    await assert_replay_reproduces_read_model(ctx, table)


async def test_r2_one_roll_opposes_several_awaiting_contests_over_http(
        client: Client, ctx: AppContext) -> None:
    """Seed: "d'une difficulté plus abstraite de 2d6 à 4d6" (one difficulty for a group),
    and "Chaque fois que le MJ obtient un au moins un 1 [...]" (its 1s exploited once)."""
    table = await xyrop_table(client, "pip", "sam")
    first = await rolled(table, action("careful", "burglar", {"approach": 6, "role": 5}))
    second = await rolled(table, action("quick", "scout", {"approach": 1, "role": 2},
                                        cid="sam"))
    state = (await table.json("/state"))["state"]
    ids = [first["contest_id"], second["contest_id"]]
    assert (state["phase"], state["session"]["awaiting_contest_ids"]) == (
        "awaiting_opposition", ids)
    assert sorted(state["live_contests"]) == ["pip", "sam"]
    body = await table.ok(group_difficulty(ids, {"difficulty:1": 1, "difficulty:2": 4}))
    results = [(e["data"]["contest_id"], e["data"]["outcome"], e["data"]["contest_ids"])
               for e in body["events"]]
    assert results == [(ids[0], "success", ids), (ids[1], "failure", ids)]
    assert (await table.json("", as_="pip"))["phase"] == "in_session"
    trigger = {"type": "ExploitGmOnes", "character_id": "sam",
               "effect": {"type": "trigger_opportunity", "description": "a ladder"}}
    await table.ok({**trigger, "contest_id": ids[0]}, as_="sam")
    await refused(table, {**trigger, "contest_id": ids[1], "character_id": "pip"}, 409,
                  "gm_ones_already_exploited", as_="pip")
    effect = {"type": "ApplyContestEffect", "contest_id": ids[0],
              "effect": {"type": "stress_step", "target_kind": "npc", "target_id": "orc",
                         "stress_id": "wound", "direction": "up"}}
    await table.ok(effect, as_="pip")
    await table.ok({**effect, "contest_id": ids[1]})
    await assert_replay_reproduces_read_model(ctx, table)


async def test_r2_bad_opposition_bodies_are_refused_over_http(client: Client) -> None:
    """Seed: "des jets des PNJ, augmentés des dés liés aux stress subis par les
    personnages" (a group roll adds no single character's dice)."""
    table = await xyrop_table(client, "pip", "sam")
    first = await rolled(table, action("careful", "burglar", {"approach": 6, "role": 5}))
    second = await rolled(table, action("quick", "scout", {"approach": 3, "role": 2},
                                        cid="sam"))
    ids = [first["contest_id"], second["contest_id"]]
    dice = {"difficulty:1": 3, "difficulty:2": 4}
    await refused(table, {**group_difficulty(ids, dice), "contest_id": ids[0]}, 422,
                  "invalid_opposition")
    await refused(table, {**group_difficulty(ids, dice), "pc_value_id": "loyalty"}, 422,
                  "invalid_opposition")
    await refused(table, group_difficulty([ids[0], "contest-404"], dice), 409,
                  "contest_not_found")
    ended = data_of(await table.ok({"type": "EndSession"}), "SessionEnded")
    assert (ended["cancelled_contest_id"], ended["cancelled_contest_ids"]) == (ids[0], ids)


async def test_r3_and_r4_the_session_end_takes_the_assets_and_experience_waits(
        client: Client) -> None:
    """Seed: "d'assigner une valeur de d6 à un atout (objet ou une situation qu'il compte
    exploiter en sa faveur)"; "À la fin de chaque aventure, le personnage peut améliorer
    le dé d'une approche, un rôle, ou une valeur d'un rang"."""
    table = await xyrop_table(client)
    asset = data_of(await table.ok({"type": "CreateAsset", "character_id": "pip",
                                    "name": "rope"}, as_="pip"), "AssetCreated")
    body = await table.ok({"type": "EndSession"})
    assert types_of(body) == ["AssetStepped", "SessionEnded"]
    assert data_of(body, "AssetStepped") == {"character_id": "pip",
                                             "asset_id": asset["asset_id"], "from": 6,
                                             "to": None, "reason": "session_end"}
    read = await pip(table, as_="pip")
    assert (read["assets"], len(read["treasures"])) == ([], 1)
    await table.ok({"type": "EndAdventure", "participant_ids": ["pip"]})
    started = data_of(await table.ok({"type": "StartSession",
                                      "present_character_ids": ["pip"]}), "SessionStarted")
    assert started["forfeited_experience"] == []
    await table.ok({"type": "EndSession"})
    assert (await pip(table))["pending_experience"] == {"swap": True, "milestone": False}
    await table.ok({"type": "ApplyExperienceSwap", "character_id": "pip",
                    "category": "approach", "improve_id": "careful",
                    "degrade_id": "quick"}, as_="pip")
    assert (await pip(table))["approaches"] == {"careful": 10, "quick": 4}

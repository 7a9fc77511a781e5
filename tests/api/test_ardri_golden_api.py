"""Ardri end to end over HTTP on real PostgreSQL: the seed's examples played with the
table's dice."""

from tests.support.api import Client, Table
from tests.support.ardri_http import (
    SINNEAD,
    ardri_table,
    murphy,
    roll,
    rolled,
    sheet,
    sinnead_after_ex_1,
    store,
    stored_id,
    use,
)
from tests.support.ardri_xyrop import data_of, refused, types_of, version_of


async def sinnead_after_ex_2(client: Client) -> Table:
    """EX-2 played over HTTP: Sinnead also keeps a lost 5."""
    table = await sinnead_after_ex_1(client)
    second = await rolled(table, roll("sinnead", "spirit", "knowledge", [5, 8, 9]))
    await table.ok(store("sinnead", second["roll_id"]), as_="sinnead")
    return table


async def test_ardri_ex_1_sinnead_keeps_her_lost_4_over_http(client: Client) -> None:
    table = await ardri_table(client, SINNEAD)
    first = await rolled(table, roll("sinnead", "spirit", "knowledge", [4, 7, 9], 12,
                                     attribute_id="myths_of_enorhim"))
    assert (first["effective_threshold"], first["attribute_die_faces"]) == (5, 12)
    assert (first["trinity_dice"], first["attribute_die_value"]) == ([4, 7, 9], 12)
    assert first["trinity_success_indices"] == [0] and first["attribute_success"] is False
    assert (first["total_successes"], first["outcome"]) == (1, "failure")
    assert (first["storable_kind"], first["storable_die_indices"]) == ("lost", [0])
    assert first["dice_source"] == "physical"
    body = await table.ok(store("sinnead", first["roll_id"]), as_="sinnead")
    kept = data_of(body, "MurphySuccessStored")
    assert (kept["value"], kept["kind"], kept["store_count_after"]) == (4, "lost", 1)
    part = await murphy(table, "sinnead", as_="sinnead")
    assert (part["store_count"], part["stores_left"]) == (1, 2)
    assert [(s["value"], s["kind"], s["source_roll_id"]) for s in part["stored"]] == [
        (4, "lost", first["roll_id"])]
    state = (await table.json("/state"))["state"]
    assert state["open_rolls"][first["roll_id"]]["success_taken"] == {"die_index": 0,
                                                                      "as": "stored"}


async def test_ardri_ex_2_sinnead_keeps_a_second_success_of_5_over_http(
        client: Client) -> None:
    table = await sinnead_after_ex_1(client)
    second = await rolled(table, roll("sinnead", "spirit", "knowledge", [5, 8, 9]))
    assert (second["effective_threshold"], second["total_successes"]) == (5, 1)
    assert (second["outcome"], second["storable_kind"]) == ("failure", "lost")
    kept = data_of(await table.ok(store("sinnead", second["roll_id"]), as_="sinnead"),
                   "MurphySuccessStored")
    assert (kept["value"], kept["store_count_after"]) == (5, 2)
    part = await murphy(table, "sinnead")
    assert [s["value"] for s in part["stored"]] == [4, 5]
    assert (part["store_count"], part["stores_left"]) == (2, 1)
    state = (await table.json("/state"))["state"]
    assert list(state["open_rolls"]) == [second["roll_id"]]
    assert state["characters"]["sinnead"]["open_roll_id"] == second["roll_id"]


async def test_ardri_ex_3_the_stealthy_escape_uses_the_4_not_the_5_over_http(
        client: Client) -> None:
    table = await sinnead_after_ex_2(client)
    escape = await rolled(table, roll("sinnead", "intention", "unworthy", [4, 7, 8]))
    assert (escape["effective_threshold"], escape["outcome"]) == (4, "failure")
    part = await murphy(table, "sinnead")
    await refused(table, use("sinnead", escape["roll_id"], stored_id(part, 5)), 409,
                  "murphy_value_above_threshold", as_="sinnead")
    body = await table.ok(use("sinnead", escape["roll_id"], stored_id(part, 4)),
                          as_="sinnead")
    used = data_of(body, "MurphySuccessUsed")
    assert (used["value"], used["total_successes_after"], used["outcome_after"]) == (
        4, 2, "success")
    part = await murphy(table, "sinnead")
    assert [s["value"] for s in part["stored"]] == [5]
    assert (part["store_count"], part["stores_left"]) == (2, 1)
    await refused(table, store("sinnead", escape["roll_id"]), 409, "no_storable_success",
                  as_="sinnead")
    state = (await table.json("/state"))["state"]
    open_roll = state["open_rolls"][escape["roll_id"]]
    assert (open_roll["outcome"], open_roll["total_successes"]) == ("success", 2)
    assert open_roll["bonus_successes"] == [{"source": "murphy", "value": 4,
                                             "from_character_id": "sinnead"}]


async def test_ardri_ex_4_the_unused_5_is_lost_at_the_session_end_over_http(
        client: Client) -> None:
    table = await sinnead_after_ex_2(client)
    escape = await rolled(table, roll("sinnead", "intention", "unworthy", [4, 7, 8]))
    part = await murphy(table, "sinnead")
    await table.ok(use("sinnead", escape["roll_id"], stored_id(part, 4)), as_="sinnead")
    kept_until = await version_of(table)
    ended = data_of(await table.ok({"type": "EndSession"}), "SessionEnded")
    assert ended["discarded_murphy"] == [{"character_id": "sinnead", "values": [5]}]
    assert (await table.json("/state"))["state"]["phase"] == "between_sessions"
    await table.ok({"type": "StartSession", "present_character_ids": ["sinnead"]})
    part = await murphy(table, "sinnead")
    assert (part["store_count"], part["stores_left"], part["stored"]) == (0, 3, [])
    before = await table.json("/characters/sinnead", at=kept_until)
    assert [s["value"] for s in before["murphy"]["stored"]] == [5]


async def test_ardri_ex_5_findell_loses_the_arm_wrestle_over_http(client: Client) -> None:
    table = await ardri_table(client, sheet("findell", strength=3))
    wrestle = await rolled(table, roll(
        "findell", "strength", None, [2, 3, 5],
        situation={"kind": "opposition", "characteristic_challenge": 1,
                   "domain_challenge": 0}))
    assert (wrestle["applied_opposition_malus"], wrestle["effective_threshold"]) == (1, 2)
    assert wrestle["trinity_success_indices"] == [0]
    assert (wrestle["total_successes"], wrestle["outcome"]) == (1, "failure")
    assert (wrestle["storable_kind"], wrestle["storable_die_indices"]) == ("lost", [0])
    kept = data_of(await table.ok(store("findell", wrestle["roll_id"]), as_="findell"),
                   "MurphySuccessStored")
    assert (kept["value"], kept["kind"]) == (2, "lost")


async def test_ardri_ex_8_sam_gives_ed_his_wasted_success_over_http(client: Client) -> None:
    table = await ardri_table(client, sheet("ed", strength=4), sheet("sam", strength=4))
    ed = await rolled(table, roll("ed", "strength", "body", [3, 8, 9], task_id="boat"))
    assert (ed["effective_threshold"], ed["total_successes"], ed["outcome"]) == (
        4, 1, "failure")
    sam = await rolled(table, roll("sam", "strength", "body", [1, 2, 4], task_id="boat"))
    assert (sam["total_successes"], sam["is_triple"], sam["outcome"]) == (3, False, "success")
    assert (sam["storable_kind"], sam["storable_die_indices"]) == ("wasted", [0, 1, 2])
    give = {"type": "GiveSurplusSuccess", "from_roll_id": sam["roll_id"], "die_index": 2,
            "to_roll_id": ed["roll_id"]}
    await refused(table, give, 403, "not_authorized", as_="ed")
    given = data_of(await table.ok(give, as_="sam"), "SurplusSuccessGiven")
    assert (given["value"], given["total_successes_after"], given["outcome_after"]) == (
        4, 2, "success")
    assert (given["from_character_id"], given["to_character_id"]) == ("sam", "ed")
    assert [(await murphy(table, cid))["store_count"] for cid in ("ed", "sam")] == [0, 0]
    await refused(table, store("sam", sam["roll_id"]), 409, "roll_success_already_taken",
                  as_="sam")


async def test_ardri_ex_12_a_level_three_attribute_at_threshold_8_over_http(
        client: Client) -> None:
    harp = {"attribute_id": "harp", "name": "Harp", "domain_id": "passion", "level": 3}
    table = await ardri_table(client, sheet("findell", intention=3,
                                            modifiers={"passion": 5}, attributes=[harp]))
    song = await rolled(table, roll("findell", "intention", "passion", [9, 10, 8],
                                    attribute_id="harp"))
    assert song["effective_threshold"] == 8
    assert (song["attribute_auto_success"], song["attribute_die_faces"]) == (True, None)
    assert song["trinity_success_indices"] == [2] and song["attribute_success"] is True
    assert (song["total_successes"], song["outcome"]) == (2, "success")
    await refused(table, roll("findell", "intention", "passion", [9, 10, 8], 3,
                              attribute_id="harp"), 422, "invalid_dice", as_="findell")
    await table.seat("bard")
    await refused(table, sheet("bard", intention=3, modifiers={"passion": 6}), 422,
                  "invalid_sheet", as_="bard")


async def test_ardri_ex_13_a_supporter_offers_a_stored_success_over_http(
        client: Client) -> None:
    table = await ardri_table(client, sheet("a", strength=4), sheet("b"), sheet("c"))
    b_roll = await rolled(table, roll("b", "strength", "body", [3, 8, 9]))
    await table.ok(store("b", b_roll["roll_id"]), as_="b")
    part = await murphy(table, "b")
    assert ([s["value"] for s in part["stored"]], part["store_count"]) == ([3], 1)
    instigator = await rolled(table, roll("a", "strength", "body", [5, 9, 9],
                                          coordination={"supporter_ids": ["b", "c"]}))
    assert (instigator["effective_threshold"], instigator["coordination_bonus"]) == (5, 1)
    assert (instigator["total_successes"], instigator["outcome"]) == (1, "failure")
    support = {"type": "OfferMurphySupport", "roll_id": instigator["roll_id"],
               "supporter_id": "b", "stored_success_id": stored_id(part, 3)}
    await refused(table, support, 403, "not_authorized", as_="a")
    given = data_of(await table.ok(support, as_="b"), "MurphySupportGiven")
    assert (given["total_successes_after"], given["outcome_after"]) == (2, "success")
    assert (given["instigator_id"], given["supporter_store_count_after"]) == ("a", 0)
    part = await murphy(table, "b")
    assert (part["store_count"], part["stored"], part["stores_left"]) == (0, [], 3)


async def test_ardri_ex_14_initiative_ranks_on_successes_threshold_then_dice_over_http(
        client: Client) -> None:
    table = await ardri_table(client, sheet("p1", spirit=4, modifiers={"knowledge": 1}),
                              sheet("p2", spirit=5), sheet("p3", spirit=4),
                              sheet("p4", spirit=4, modifiers={"knowledge": 2}))
    await refused(table, {"type": "OpenConcurrence", "characteristic": "spirit",
                          "domain_id": "knowledge", "participant_ids": ["p1", "p2"]},
                  403, "not_authorized", as_="p1")
    opened = data_of(await table.ok({
        "type": "OpenConcurrence", "characteristic": "spirit", "domain_id": "knowledge",
        "participant_ids": ["p1", "p2", "p3", "p4"]}), "ConcurrenceOpened")
    contest = opened["concurrence_id"]
    dice = {"p1": [2, 4, 9], "p2": [1, 5, 10], "p3": [1, 2, 3], "p4": [6, 3, 9]}
    bodies = [await table.ok({"type": "RollConcurrence", "concurrence_id": contest,
                              "character_id": cid, "dice": {"trinity": trinity}}, as_=cid)
              for cid, trinity in dice.items()]
    assert [types_of(body) for body in bodies] == [["ConcurrenceRolled"]] * 3 + [
        ["ConcurrenceRolled", "ConcurrenceResolved"]]
    ranking = data_of(bodies[-1], "ConcurrenceResolved")["ranking"]
    assert [(r["character_id"], r["rank"]) for r in ranking] == [
        ("p3", 1), ("p4", 2), ("p2", 3), ("p1", 4)]
    assert [r["success_sum"] for r in ranking] == [6, 9, 6, 6]
    # C4: a concurrence over leaves the state; its rolls and ranking are in the events
    assert contest not in (await table.json("/state"))["state"]["concurrences"]
    rolled = [data_of(body, "ConcurrenceRolled") for body in bodies]
    assert [r["threshold"] for r in rolled] == [5, 5, 4, 6]
    assert [r["success_values"] for r in rolled] == [[2, 4], [1, 5], [1, 2, 3], [6, 3]]

"""Ardri end to end over HTTP on real PostgreSQL: the seed's examples with the table's dice,
authorization, refusals, server dice, replay and the sheets with their Murphy stores."""

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
    version_of,
)

MYTHS = {"attribute_id": "myths_of_enorhim", "name": "Myths of Enorhim",
         "domain_id": "knowledge", "level": 2}


def sheet(cid: str, *, strength: int = 3, spirit: int = 3, intention: int = 3,
          modifiers: dict[str, int] | None = None, **extra: Any) -> dict[str, Any]:
    """A RegisterCharacter command on the default domain catalog."""
    return {"type": "RegisterCharacter", "character_id": cid, "name": cid.capitalize(),
            "characteristics": {"strength": strength, "spirit": spirit,
                                "intention": intention},
            "domain_modifiers": modifiers or {}, **extra}


def roll(cid: str, characteristic: str, domain_id: str | None, trinity: list[int] | None,
         attribute: int | None = None, **extra: Any) -> dict[str, Any]:
    """A RollAction, with the table's dice unless ``trinity`` is None."""
    command = {"type": "RollAction", "character_id": cid, "characteristic": characteristic,
               "domain_id": domain_id, **extra}
    if trinity is not None:
        command["dice"] = {"trinity": trinity, **({} if attribute is None
                                                  else {"attribute": attribute})}
    return command


def store(cid: str, roll_id: str, die_index: int = 0) -> dict[str, Any]:
    """A StoreMurphySuccess."""
    return {"type": "StoreMurphySuccess", "character_id": cid, "roll_id": roll_id,
            "die_index": die_index}


def use(cid: str, roll_id: str, stored_success_id: str) -> dict[str, Any]:
    """A UseMurphySuccess."""
    return {"type": "UseMurphySuccess", "character_id": cid, "roll_id": roll_id,
            "stored_success_id": stored_success_id}


async def ardri_table(client: Client, *sheets: dict[str, Any],
                      randomness: str = "mixed") -> Table:
    """Each character registered by its own player's seat, then a session with all."""
    table = await Table.create(client, "ardri", randomness=randomness)
    for command in sheets:
        await table.seat(command["character_id"])
        await table.ok(command, as_=command["character_id"])
    await table.ok({"type": "StartSession",
                    "present_character_ids": [s["character_id"] for s in sheets]})
    return table


async def rolled(table: Table, command: dict[str, Any]) -> dict[str, Any]:
    """The ActionRolled payload of a roll sent by the character's own player."""
    return data_of(await table.ok(command, as_=command["character_id"]), "ActionRolled")


async def murphy(table: Table, cid: str, as_: str = "gm") -> dict[str, Any]:
    """The Murphy part of the sheet served by GET /characters/{cid}."""
    part: dict[str, Any] = (await table.json(f"/characters/{cid}", as_=as_))["murphy"]
    return part


def stored_id(part: dict[str, Any], value: int) -> str:
    """The id of a stored success by its value."""
    return str(next(s["stored_success_id"] for s in part["stored"] if s["value"] == value))


SINNEAD = sheet("sinnead", spirit=4, intention=3, modifiers={"knowledge": 1, "unworthy": 1},
                attributes=[MYTHS])


async def sinnead_after_ex_1(client: Client) -> Table:
    """EX-1 played over HTTP: Sinnead keeps a lost 4."""
    table = await ardri_table(client, SINNEAD)
    first = await rolled(table, roll("sinnead", "spirit", "knowledge", [4, 7, 9], 12,
                                     attribute_id="myths_of_enorhim"))
    await table.ok(store("sinnead", first["roll_id"]), as_="sinnead")
    return table


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
    stored = (await table.json("/state"))["state"]["concurrences"][contest]
    assert stored["status"] == "resolved" and stored["ranking"] == ranking
    assert [stored["rolls"][cid]["threshold"] for cid in dice] == [5, 5, 4, 6]
    assert [stored["rolls"][cid]["success_values"] for cid in dice] == [
        [2, 4], [1, 5], [1, 2, 3], [6, 3]]


async def test_a_player_seat_cannot_act_for_another_seats_character(client: Client) -> None:
    table = await ardri_table(client, sheet("ed", strength=4), sheet("sam", strength=4))
    await refused(table, roll("ed", "strength", "body", [3, 8, 9]), 403, "not_authorized",
                  as_="sam")
    ed = await rolled(table, roll("ed", "strength", "body", [3, 8, 9]))
    await refused(table, store("ed", ed["roll_id"]), 403, "not_authorized", as_="sam")
    await refused(table, sheet("zed", owner_player_id=table.seat_ids["ed"]), 403,
                  "not_authorized", as_="sam")
    on_behalf = await table.ok(store("ed", ed["roll_id"]))
    assert data_of(on_behalf, "MurphySuccessStored")["value"] == 3


async def test_gm_only_commands_are_refused_to_players(client: Client) -> None:
    table = await ardri_table(client, sheet("ed"), sheet("sam"))
    for command in ({"type": "EndSession"},
                    {"type": "ChangeSessionRoster", "remove_ids": ["sam"]},
                    {"type": "UpdateCharacterSheet", "character_id": "ed", "name": "Eddy"},
                    {"type": "CancelConcurrence", "concurrence_id": "concurrence-1"}):
        await refused(table, command, 403, "not_authorized", as_="ed")
    await table.seat("watcher", role="observer")
    await refused(table, roll("ed", "strength", None, [1, 2, 3]), 403, "read_only_seat",
                  as_="watcher")


async def test_invalid_commands_answer_the_specs_codes_and_append_nothing(
        client: Client) -> None:
    table = await ardri_table(client, sheet("ed", strength=4))
    await refused(table, store("ed", "roll-404"), 409, "roll_not_found", as_="ed")
    await refused(table, roll("ed", "strength", "knowledge", [1, 2, 3]), 409,
                  "domain_characteristic_mismatch", as_="ed")
    await refused(table, roll("ed", "strength", None, [1, 2, 3],
                              situation={"kind": "opposition", "characteristic_challenge": 0,
                                         "domain_challenge": 0}),
                  422, "invalid_situation", as_="ed")
    await refused(table, roll("ed", "strength", None, [1, 11, 3]), 422, "invalid_dice",
                  as_="ed")
    await refused(table, roll("ed", "strength", None, [1, 2]), 422, "invalid_dice", as_="ed")
    await refused(table, {**roll("ed", "strength", None, [1, 2, 3]), "dice": "123"}, 422,
                  "invalid_command", as_="ed")
    await refused(table, {"type": "StartSession", "present_character_ids": ["ed"]}, 409,
                  "session_already_active")
    await refused(table, sheet("zed", owner_player_id="seat_nobody"), 422, "unknown_seat")
    await table.ok({"type": "EndSession"})
    await refused(table, roll("ed", "strength", None, [1, 2, 3]), 409, "no_active_session",
                  as_="ed")


async def test_a_murphy_success_serves_only_its_own_characters_rolls(client: Client) -> None:
    table = await ardri_table(client, sheet("ed", strength=4), sheet("sam", strength=4))
    ed = await rolled(table, roll("ed", "strength", "body", [3, 8, 9]))
    await table.ok(store("ed", ed["roll_id"]), as_="ed")
    kept = stored_id(await murphy(table, "ed"), 3)
    sam = await rolled(table, roll("sam", "strength", "body", [2, 8, 9]))
    await refused(table, use("ed", sam["roll_id"], kept), 409, "roll_not_own", as_="ed")
    await refused(table, use("sam", sam["roll_id"], kept), 409, "stored_success_not_found",
                  as_="sam")
    await rolled(table, roll("ed", "strength", "body", [9, 9, 8]))
    await refused(table, use("ed", ed["roll_id"], kept), 409, "roll_closed", as_="ed")
    await table.ok({"type": "ChangeSessionRoster", "remove_ids": ["sam"]})
    await refused(table, roll("sam", "strength", "body", [1, 2, 3]), 409,
                  "character_not_present", as_="sam")


async def test_a_physical_game_requires_the_tables_dice(client: Client) -> None:
    table = await ardri_table(client, sheet("ed"), randomness="physical")
    await refused(table, roll("ed", "strength", None, None), 422,
                  "physical_results_required", as_="ed")
    assert (await rolled(table, roll("ed", "strength", None, [1, 2, 3])))["outcome"] == (
        "success")


async def test_a_physical_zero_is_recorded_as_a_10(client: Client) -> None:
    table = await ardri_table(client, sheet("rory", strength=5, modifiers={"sword": 2}))
    oma = await rolled(table, roll("rory", "strength", "sword", [0, 10, 0]))
    assert (oma["trinity_dice"], oma["outcome"]) == ([10, 10, 10], "oma")
    await refused(table, store("rory", oma["roll_id"]), 409, "no_storable_success",
                  as_="rory")


async def test_a_server_game_refuses_physical_dice_and_rolls_itself(client: Client) -> None:
    table = await ardri_table(client, SINNEAD, sheet("ed"), randomness="server")
    refusal = roll("sinnead", "spirit", "knowledge", [4, 7, 9], 12,
                   attribute_id="myths_of_enorhim")
    await refused(table, refusal, 422, "physical_results_not_allowed", as_="sinnead")
    for _ in range(5):
        action = await rolled(table, roll("sinnead", "spirit", "knowledge", None,
                                          attribute_id="myths_of_enorhim"))
        assert action["dice_source"] == "server" and len(action["trinity_dice"]) == 3
        assert all(1 <= value <= 10 for value in action["trinity_dice"])
        assert action["attribute_die_faces"] == 12
        assert 1 <= action["attribute_die_value"] <= 12
        successes = [i for i, v in enumerate(action["trinity_dice"]) if v <= 5]
        assert action["trinity_success_indices"] == successes
    opened = data_of(await table.ok({"type": "OpenConcurrence", "characteristic": "spirit",
                                     "participant_ids": ["sinnead", "ed"]}),
                     "ConcurrenceOpened")
    contest = {"type": "RollConcurrence", "concurrence_id": opened["concurrence_id"]}
    await refused(table, {**contest, "character_id": "ed", "dice": {"trinity": [1, 2, 3]}},
                  422, "physical_results_not_allowed", as_="ed")
    body = await table.ok({**contest, "character_id": "ed"}, as_="ed")
    ed = data_of(body, "ConcurrenceRolled")
    assert ed["dice_source"] == "server"
    assert all(1 <= value <= 10 for value in ed["trinity_dice"])
    assert ed["success_values"] == [v for v in ed["trinity_dice"] if v <= 3]


async def test_folding_the_stored_events_reproduces_the_read_model(
        client: Client, ctx: AppContext) -> None:
    table = await ardri_table(client, sheet("a", strength=4), sheet("b"), sheet("c"))
    b_roll = await rolled(table, roll("b", "strength", "body", [3, 8, 9]))
    await table.ok(store("b", b_roll["roll_id"]), as_="b")
    part = await murphy(table, "b")
    a_roll = await rolled(table, roll("a", "strength", "body", [5, 9, 9],
                                      coordination={"supporter_ids": ["b", "c"]}))
    await table.ok({"type": "OfferMurphySupport", "roll_id": a_roll["roll_id"],
                    "supporter_id": "b", "stored_success_id": stored_id(part, 3)}, as_="b")
    await table.ok(roll("c", "spirit", None, None))
    opened = data_of(await table.ok({"type": "OpenConcurrence", "characteristic": "strength",
                                     "participant_ids": ["a", "b"]}), "ConcurrenceOpened")
    await table.ok({"type": "RollConcurrence", "concurrence_id": opened["concurrence_id"],
                    "character_id": "a", "dice": {"trinity": [2, 2, 7]}}, as_="a")
    await assert_replay_reproduces_read_model(ctx, table)
    await table.ok({"type": "EndSession"})
    await assert_replay_reproduces_read_model(ctx, table)


async def test_a_sheet_reads_back_with_its_murphy_stores_and_thresholds(
        client: Client) -> None:
    table = await sinnead_after_ex_1(client)
    read = await table.json("/characters/sinnead", as_="sinnead")
    assert read["owner_player_id"] == table.seat_ids["sinnead"]
    assert read["characteristics"] == {"strength": 3, "spirit": 4, "intention": 3}
    assert (read["domain_thresholds"]["knowledge"], read["domain_thresholds"]["passion"]) == (
        5, 3)
    assert read["attributes"] == [MYTHS]
    assert read["present"] is True
    assert [s["value"] for s in read["murphy"]["stored"]] == [4]
    assert_problem(await table.get("/characters/nobody"), 404, "character_not_found")


async def test_a_domain_catalog_is_a_game_option_checked_at_creation(client: Client) -> None:
    catalog = {"strength": ["body", "sword", "brawl"], "spirit": ["knowledge", "lore", "wit"],
               "intention": ["unworthy", "passion", "faith"]}
    table = await Table.create(client, "ardri", randomness="mixed", domain_catalog=catalog)
    assert (await table.json("/state"))["state"]["domain_catalog"] == catalog
    seat = await table.seat("ed")
    await table.ok(sheet("ed", modifiers={"brawl": 2}), as_="ed")
    assert (await table.json("/characters/ed"))["domain_thresholds"]["brawl"] == 5
    assert seat == (await table.json("/characters/ed"))["owner_player_id"]
    no_passion = {**catalog, "intention": ["unworthy", "zeal", "faith"]}
    response = await client.post("/v1/games", json={
        "ruleset": "ardri", "title": "test", "options": {"domain_catalog": no_passion}})
    assert_problem(response, 422, "invalid_domain_catalog")


async def test_the_markdown_log_reads_the_rolls_and_an_import_plays_on(client: Client) -> None:
    table = await sinnead_after_ex_1(client)
    markdown = (await table.get("/export", as_="sinnead", format="markdown")).text
    assert ("Sinnead rolls Spirit + Knowledge (threshold 5): 4, 7, 9 + d12 12 — failure"
            in markdown)
    assert "Sinnead keeps a lost success of 4 (1 of 3 stores this session)" in markdown
    response = await client.post("/v1/games/import", content=(await table.get("/export")).content,
                                 headers={"Content-Type": "application/x-ndjson"})
    assert response.status_code == 201, response.text
    created = response.json()
    copy = Table(client, created["game_id"], created["gm_token"], {"gm": created["gm_token"]})
    assert (await copy.json("/state"))["state"] == (await table.json("/state"))["state"]
    second = data_of(await copy.ok(roll("sinnead", "spirit", "knowledge", [5, 8, 9])),
                     "ActionRolled")
    assert second["roll_id"] not in (await copy.json("/state", at=created["version"] - 1)
                                     )["state"]["open_rolls"]
    kept = data_of(await copy.ok(store("sinnead", second["roll_id"])), "MurphySuccessStored")
    assert (kept["value"], kept["store_count_after"]) == (5, 2)
    assert [s["value"] for s in (await murphy(copy, "sinnead"))["stored"]] == [4, 5]


async def test_a_long_session_snapshots_a_state_that_matches_the_fold(
        client: Client, ctx: AppContext) -> None:
    table = await ardri_table(client, SINNEAD, sheet("ed"), sheet("sam"))
    for n in range(35):
        ed = await rolled(table, roll("ed", "strength", "body", [1 + n % 10, 2, 9]))
        if ed["storable_kind"] and (await murphy(table, "ed"))["stores_left"]:
            await table.ok(store("ed", ed["roll_id"], ed["storable_die_indices"][0]),
                           as_="ed")
        await rolled(table, roll("sam", "spirit", None, [3, 3, 3]))
        await rolled(table, roll("sinnead", "spirit", "knowledge", [4, 7, 9], 12,
                                 attribute_id="myths_of_enorhim"))
    assert await assert_snapshot_matches_the_fold(ctx, table) == 100
    await assert_replay_reproduces_read_model(ctx, table)


async def test_concurrent_stores_from_one_roll_keep_exactly_one_success(
        client: Client, ctx: AppContext) -> None:
    table = await ardri_table(client, sheet("ed", strength=4))
    ed = await rolled(table, roll("ed", "strength", "body", [3, 8, 9]))
    before = await version_of(table)
    answers = await asyncio.gather(*(table.send(store("ed", ed["roll_id"]), as_=seat)
                                     for seat in ("ed", "gm") * 3))
    assert sorted(a.status_code for a in answers) == [200] + [409] * 5
    for answer in answers:
        if answer.status_code == 409:
            assert_problem(answer, 409, "roll_success_already_taken")
    assert await version_of(table) == before + 1
    part = await murphy(table, "ed")
    assert (part["store_count"], [s["value"] for s in part["stored"]]) == (1, [3])
    await assert_replay_reproduces_read_model(ctx, table)

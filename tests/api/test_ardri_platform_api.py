"""Ardri end to end over HTTP on real PostgreSQL: authorization, refusals, server dice,
replay, the markdown log and the sheets with their Murphy stores."""

import asyncio

from services.context import AppContext
from tests.support.api import Client, Table, assert_problem
from tests.support.ardri_http import (
    MYTHS,
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
from tests.support.ardri_xyrop import (
    assert_replay_reproduces_read_model,
    assert_snapshot_matches_the_fold,
    data_of,
    refused,
    version_of,
)


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

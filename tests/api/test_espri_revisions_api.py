"""ESPRI revisions over HTTP: RetireCharacter (R3), SpendBoardGems (R7), and the call's
new refusals (R2 bounds, R4 talent, R5 per-character modifiers)."""

from services.context import AppContext
from tests.api.test_espri_api import devas_table
from tests.support.api import (
    Client,
    assert_problem,
    assert_replay_reproduces_read_model,
    data_of,
    types_of,
)

CERES_HELPS = {"character_id": "ceres", "mode": "direct", "talent": "Abri"}
"""Cérès helps directly with her own talent (T7)."""


async def test_the_gm_retires_a_character_and_its_prayer_gems_go_back(
        client: Client, ctx: AppContext) -> None:
    table = await devas_table(client)
    assert_problem(await table.send({"type": "RetireCharacter", "character_id": "ceres"},
                                    as_="ceres"), 403, "gm_only")
    body = await table.ok({"type": "RetireCharacter", "character_id": "ceres",
                           "reason": "she sails away"})
    assert types_of(body) == ["CharacterRetired", "GemsReturnedToPool"]
    assert data_of(body, "CharacterRetired") == {"character_id": "ceres",
                                                 "reason": "she sails away"}
    assert data_of(body, "GemsReturnedToPool") == {
        "gems": ["spring", "spring"], "reason": "retired", "character_id": "ceres"}
    ceres = await table.json("/characters/ceres")
    assert ceres["retired"] is True and ceres["prayer_gems"] == []
    board = await table.json("/board")
    assert sum(board["pool"].values()) + sum(
        1 for q in board["quadrants"].values() for c in q["cells"] if c) + 2 == 72
    helped = {"type": "DeclareCall", "leader_id": "deva", "called_season": "winter",
              "talent": "Abri", "helpers": [CERES_HELPS]}
    assert_problem(await table.send(helped), 409, "character_unavailable")
    assert_problem(await table.send({"type": "RetireCharacter", "character_id": "ceres"}),
                   409, "character_unavailable")
    await assert_replay_reproduces_read_model(ctx, table)


async def test_a_participant_of_the_open_call_cannot_retire(client: Client) -> None:
    table = await devas_table(client)
    await table.ok({"type": "DeclareCall", "leader_id": "deva", "called_season": "winter",
                    "talent": "Abri", "helpers": [CERES_HELPS]})
    for cid in ("deva", "ceres"):
        assert_problem(await table.send({"type": "RetireCharacter", "character_id": cid}),
                       409, "call_in_progress")


async def test_the_gm_spends_board_gems_and_the_nymph_falls_back(
        client: Client, ctx: AppContext) -> None:
    table = await devas_table(client)
    # ESPRI-EX-2 first: Mÿelta walks 0 -> 2 and stops on the gm's rupture gem.
    await table.ok({"type": "DeclareCall", "leader_id": "deva", "called_season": "winter",
                    "talent": "Abri"})
    await table.ok({"type": "DrawGems", "gems": ["time", "spring"]}, as_="deva")
    await table.ok({"type": "PlaceCallGems", "main": "spring", "modifier": "time",
                    "shift": "up"}, as_="deva")
    before = await table.json("/board")
    assert before["quadrants"]["winter"]["cells"][1:4] == ["winter", "rupture", "time"]
    assert before["quadrants"]["winter"]["nymph"] == 2
    spend = {"type": "SpendBoardGems", "reason": "a Chimera's power",
             "cells": [{"quadrant": "winter", "cell": 2}, {"quadrant": "spring", "cell": 1}]}
    body = await table.ok(spend)
    assert types_of(body) == ["GemsRemoved", "NymphMoved", "GemsRemoved"]
    assert body["events"][0]["data"] == {
        "quadrant": "winter", "cells": [2], "colours": ["rupture"], "reason": "spent",
        "purpose": "a Chimera's power"}
    assert body["events"][1]["data"] == {"season": "winter", "from": 2, "to": 1,
                                         "reason": "fallback"}
    assert body["events"][2]["data"]["quadrant"] == "spring"
    board = await table.json("/board")
    winter = board["quadrants"]["winter"]
    assert (winter["cells"][1:4], winter["nymph"], winter["weather"]) == (
        ["winter", None, "time"], 1, 0)
    assert board["pool"]["rupture"] == before["pool"]["rupture"] + 2
    assert_problem(await table.send(spend), 409, "no_gem_there")
    assert_problem(await table.send({**spend, "cells": []}), 422, "invalid_cell")
    assert_problem(await table.send(spend, as_="deva"), 403, "gm_only")
    await assert_replay_reproduces_read_model(ctx, table)


async def test_board_gems_are_not_spent_during_a_call(client: Client) -> None:
    table = await devas_table(client)
    await table.ok({"type": "DeclareCall", "leader_id": "deva", "called_season": "winter",
                    "talent": "Abri"})
    spend = {"type": "SpendBoardGems", "cells": [{"quadrant": "winter", "cell": 1}]}
    assert_problem(await table.send(spend), 409, "call_in_progress")


async def test_a_call_refuses_bad_bounds_a_foreign_talent_and_weak_helpers(
        client: Client) -> None:
    table = await devas_table(client)
    call = {"type": "DeclareCall", "leader_id": "deva", "called_season": "winter",
            "talent": "Abri", "helpers": [CERES_HELPS]}
    capped_malus = [{"label": "mud", "value": -2, "cap": 3}]
    assert_problem(await table.send({**call, "modifiers": capped_malus}), 422,
                   "invalid_modifier")
    assert_problem(await table.send({**call, "talent": "Cuisine"}), 409, "unknown_talent")
    fever = [{"label": "fever", "value": -2, "character_id": "ceres"}]
    assert_problem(await table.send({**call, "modifiers": fever}), 409, "season_score_too_low")
    cold = [{"label": "cold", "value": -1, "character_id": "ceres"}]
    declared = data_of(await table.ok({**call, "modifiers": cold}), "CallDeclared")
    assert declared["modifiers"][0]["character_id"] == "ceres"
    assert (declared["effective_score"], declared["draw_count"]) == (3, 3)

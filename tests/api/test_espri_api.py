"""ESPRI end to end over HTTP on real PostgreSQL: setup, a Call, the board and sheets."""

from typing import Any

from services.context import AppContext
from tests.support.api import (
    Client,
    Table,
    assert_problem,
    assert_replay_reproduces_read_model,
)

DEVA = {"winter": 3, "spring": 2, "summer": 2, "autumn": 2}
CERES = {"autumn": 3, "winter": 2, "spring": 2, "summer": 2}


def sheet(cid: str, seat_id: str, tutelary: str, seasons: dict[str, int],
          **extra: Any) -> dict[str, Any]:
    return {"type": "RegisterCharacter", "id": cid, "name": cid.capitalize(),
            "player_id": seat_id, "kind": "guardian", "tutelary_season": tutelary,
            "devotion": 2, "seasons": seasons, "talents": ["Abri"], **extra}


async def devas_table(client: Client) -> Table:
    """Déva's winter path after setup: winter on cell 1, the gm's rupture on cell 2."""
    table = await Table.create(client, "espri", randomness="mixed")
    deva_seat, ceres_seat = await table.seat("deva"), await table.seat("ceres")
    await table.ok(sheet("deva", deva_seat, "winter", DEVA), as_="deva")
    await table.ok(sheet("ceres", ceres_seat, "autumn", CERES, relations={
        "deva": {"nature": "tenderness", "resonance_max": 1}}), as_="ceres")
    await table.ok({"type": "DrawSetupGems", "character_id": "deva",
                    "gems": ["winter", "autumn", "autumn", "summer", "summer"]}, as_="deva")
    await table.ok({"type": "ChooseSetupPrayers", "character_id": "deva",
                    "keep": ["summer", "summer"]}, as_="deva")
    await table.ok({"type": "DrawSetupGems", "character_id": "ceres",
                    "gems": ["autumn", "spring", "spring", "autumn", "time"]}, as_="ceres")
    await table.ok({"type": "ChooseSetupPrayers", "character_id": "ceres",
                    "keep": ["spring", "spring"]}, as_="ceres")
    await table.ok({"type": "CompleteSetup"})
    return table


async def test_espri_ex_2_devas_shelter_over_http(client: Client) -> None:
    table = await devas_table(client)
    board = await table.json("/board")
    assert board["quadrants"]["winter"]["cells"][:3] == [None, "winter", "rupture"]
    assert board["quadrants"]["winter"]["weather"] == 1
    declared = await table.ok({"type": "DeclareCall", "leader_id": "deva",
                               "called_season": "winter", "talent": "Abri"})
    assert declared["events"][0]["data"]["draw_count"] == 2
    await table.ok({"type": "DrawGems", "gems": ["time", "spring"]}, as_="deva")
    placed = await table.ok({"type": "PlaceCallGems", "main": "spring", "modifier": "time",
                             "shift": "up"}, as_="deva")
    types = [e["type"] for e in placed["events"]]
    assert "CallResultDetermined" in types and types[-1] == "CallClosed"
    result = next(e for e in placed["events"] if e["type"] == "CallResultDetermined")["data"]
    assert (result["base_result"], result["result"]) == ("bitter_success", "success")
    board = await table.json("/board")
    winter = board["quadrants"]["winter"]
    assert winter["cells"][:5] == [None, "winter", "rupture", "time", None]
    assert len(winter["cells"]) == 22 and winter["nymph"] == 2
    assert board["version"] == placed["version"]
    assert sum(board["pool"].values()) + _gems_out_of_pool(await table.json("/state")) == 72


def _gems_out_of_pool(state: dict[str, Any]) -> int:
    view = state["state"]
    on_board = sum(1 for q in view["board"]["quadrants"].values() for c in q["cells"] if c)
    prayers = sum(len(s["prayer_gems"]) for s in view["characters"].values())
    in_call = len((view.get("open_call") or {}).get("hand") or [])
    return on_board + prayers + in_call


async def test_a_sheet_reads_back_with_the_specs_field_names(client: Client) -> None:
    table = await devas_table(client)
    ceres = await table.json("/characters/ceres", as_="deva")
    assert ceres["relations"]["deva"]["resonance"] == 1
    assert ceres["prayer_gems"] == ["spring", "spring"]
    assert {"harmony", "rupture_points", "medium_shattered", "devotion", "seasons"} <= set(ceres)
    assert_problem(await table.get("/characters/nobody"), 404, "character_not_found")


async def test_resonance_is_spent_and_recharged_once_a_day_over_http(client: Client) -> None:
    table = await devas_table(client)
    await table.ok({"type": "DeclareCall", "leader_id": "deva", "called_season": "winter",
                    "talent": "Abri", "helpers": [{"character_id": "ceres",
                                                   "mode": "resonance", "word": "Pierre"}]})
    assert (await table.json("/characters/ceres"))["relations"]["deva"]["resonance"] == 0
    await table.ok({"type": "DrawGems", "gems": ["winter", "autumn", "spring"]}, as_="deva")
    await table.ok({"type": "PlaceCallGems", "main": "winter"}, as_="deva")
    await table.ok({"type": "PlaceExtraGems", "gems": ["autumn", "spring"]}, as_="deva")
    recharge = {"type": "RechargeResonance", "character_id": "ceres", "target_id": "deva",
                "manifestation": "tenderness"}
    await table.ok(recharge, as_="ceres")
    assert_problem(await table.send(recharge, as_="ceres"), 409, "recharge_pending")
    await table.ok({"type": "ConfirmResonanceRecharge", "character_id": "ceres",
                    "target_id": "deva"})  # T11: « Le MJ est juge de la validité »
    assert_problem(await table.send(recharge, as_="ceres"), 409, "resonance_not_empty")


async def test_a_player_cannot_act_for_anothers_character(client: Client) -> None:
    table = await devas_table(client)
    await table.ok({"type": "DeclareCall", "leader_id": "deva", "called_season": "winter",
                    "talent": "Abri"})
    assert_problem(await table.send({"type": "DrawGems"}, as_="ceres"), 403, "not_owner")
    assert_problem(await table.send({"type": "CancelCall"}, as_="deva"), 403, "gm_only")


async def test_invalid_commands_answer_problems_and_append_nothing(client: Client) -> None:
    table = await devas_table(client)
    before = (await table.json("/state"))["version"]
    assert_problem(await table.send({"type": "DrawGems"}, as_="deva"), 409, "wrong_call_step")
    assert_problem(await table.send({"type": "DeclareCall", "called_season": "midsummer"}),
                   422, "invalid_command")
    bad_sheet = sheet("zed", table.seat_ids["deva"], "winter", {**DEVA, "winter": 9})
    assert_problem(await table.send(bad_sheet), 422, "invalid_sheet")
    assert_problem(await table.send(sheet("zed", "seat_nobody", "winter", DEVA)),
                   422, "unknown_seat")
    await table.ok({"type": "DeclareCall", "leader_id": "deva", "called_season": "winter",
                    "talent": "Abri"})
    assert_problem(await table.send({"type": "DeclareCall", "leader_id": "deva",
                                     "called_season": "winter"}), 409, "call_in_progress")
    assert (await table.json("/state"))["version"] == before + 1


async def test_a_server_game_draws_itself_and_refuses_physical_gems(client: Client) -> None:
    table = await Table.create(client, "espri")
    seat = await table.seat("deva")
    await table.ok(sheet("deva", seat, "winter", DEVA), as_="deva")
    refused = await table.send({"type": "DrawSetupGems", "character_id": "deva",
                                "gems": ["winter"] * 5}, as_="deva")
    assert_problem(refused, 422, "physical_results_not_allowed")
    drawn = await table.ok({"type": "DrawSetupGems", "character_id": "deva"}, as_="deva")
    data = drawn["events"][0]["data"]
    assert data["source"] == "server" and len(data["gems"]) == 5


async def test_gems_not_in_the_pool_are_refused_in_a_physical_game(client: Client) -> None:
    table = await Table.create(client, "espri", randomness="physical")
    seat = await table.seat("deva")
    await table.ok(sheet("deva", seat, "winter", DEVA), as_="deva")
    refused = await table.send({"type": "DrawSetupGems", "character_id": "deva",
                                "gems": ["winter"] * 13}, as_="deva")
    assert refused.status_code == 422
    assert_problem(await table.send({"type": "DrawSetupGems", "character_id": "deva"},
                                    as_="deva"), 422, "physical_results_required")


async def test_folding_the_stored_events_reproduces_the_read_model(
        client: Client, ctx: AppContext) -> None:
    table = await devas_table(client)
    await table.ok({"type": "DeclareCall", "leader_id": "deva", "called_season": "winter",
                    "talent": "Abri"})
    await table.ok({"type": "DrawGems", "gems": ["time", "spring"]}, as_="deva")
    await table.ok({"type": "PlaceCallGems", "main": "spring", "modifier": "time",
                    "shift": "up"}, as_="deva")
    await assert_replay_reproduces_read_model(ctx, table)

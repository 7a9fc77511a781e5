"""Voyages & Aventures end to end over HTTP on real PostgreSQL: authorization and refused
steps."""

from tests.support.api import Client
from tests.support.ardri_xyrop import refused
from tests.support.voyages_http import (
    BRAWL,
    NEGOTIATION,
    SURGERY,
    adjective_purchase,
    declare,
    mod,
    open_conflict,
    open_tetra_situation,
    purchase,
    roll_action,
    roll_side,
    side,
    spend,
    state_of,
    step,
    tetra_sheet,
    voyages_table,
)

# --- authorization ----------------------------------------------------------------------

async def test_a_player_cannot_act_for_another_seats_character(client: Client) -> None:
    table = await voyages_table(client)
    await refused(table, roll_action("a1", "tetra", [4]), 403, "forbidden", as_="doc")
    await table.ok(roll_action("a1", "tetra", [3]), as_="tetra")
    await refused(table, {"type": "ChooseMaybeOption", "action_id": "a1",
                          "option": "lower_ambition"}, 403, "forbidden", as_="doc")
    await table.ok(open_tetra_situation())
    await refused(table, {"type": "TakeRisk", "situation_id": "s1", "character_id": "tetra"},
                  403, "forbidden", as_="doc")
    await table.ok(open_conflict([side("tetra_side", "tetra",
                                       controllers=(table.seat_ids["tetra"],)),
                                  side("merchant", "marchand")], "tetra_side", NEGOTIATION))
    await refused(table, step("OfferStake", stake_id="x", description="x", cost=1,
                              side_id="tetra_side"), 403, "forbidden", as_="doc")
    await refused(table, tetra_sheet() | {"character_id": "tetra2",
                                          "owner_player_id": table.seat_ids["tetra"]},
                  403, "forbidden", as_="doc")
    await table.ok(step("StartRound"))
    await table.ok(step("ChooseApproach", description="patience"), as_="tetra")
    await refused(table, roll_side("tetra_side", "tetra", 4), 403, "forbidden", as_="doc")
    await refused(table, roll_side("merchant", "marchand", 4), 403, "forbidden", as_="tetra")


async def test_a_player_cannot_reroll_or_spend_for_another_seats_character(
        client: Client) -> None:
    table = await voyages_table(client)
    await table.ok(roll_action("a1", "tetra", [2]), as_="tetra")
    await refused(table, {"type": "RerollWithTint", "resolution_id": "a1",
                          "roll_id": "a1:main", "tint_source": "own", "tint": "curiosity",
                          "dice": [5]}, 403, "not_your_roll", as_="doc")
    await table.ok({"type": "CloseAction", "action_id": "a1"})
    await table.ok(open_tetra_situation())
    await refused(table, {"type": "RollSituation", "situation_id": "s1",
                          "character_id": "tetra", "dice": [6]}, 403, "forbidden", as_="doc")
    await table.ok({"type": "RollSituation", "situation_id": "s1", "character_id": "tetra",
                    "dice": [6]}, as_="tetra")
    await table.ok({"type": "RollEnvironment", "situation_id": "s1", "dice": [4]})
    await table.ok({"type": "ScoreSituation", "situation_id": "s1"})
    await refused(table, spend("player:tetra", adjective_purchase(2, 1, "rested")), 403,
                  "forbidden", as_="doc")
    await refused(table, spend("environment:1", adjective_purchase(2, 1, "x")), 403,
                  "forbidden", as_="tetra")
    assert (await state_of(table))["situations"]["s1"]["pools"]["player:tetra"]["spent"] == 0


async def test_gm_only_commands_are_refused_to_players(client: Client) -> None:
    table = await voyages_table(client)
    await refused(table, open_tetra_situation(), 403, "forbidden", as_="tetra")
    await refused(table, {"type": "AddInventoryTint", "character_id": "tetra", "tint": "sel",
                          "points": 1, "tattooed": True}, 403, "forbidden", as_="tetra")
    await refused(table, open_conflict([side("A", "tetra"), side("B", "doc")], "A", BRAWL),
                  403, "forbidden", as_="doc")
    await table.ok(open_tetra_situation())
    await table.ok({"type": "RollSituation", "situation_id": "s1", "character_id": "tetra",
                    "dice": [5]}, as_="tetra")
    await refused(table, {"type": "RollEnvironment", "situation_id": "s1", "dice": [3]},
                  403, "forbidden", as_="tetra")
    await refused(table, {"type": "ScoreSituation", "situation_id": "s1"}, 403, "forbidden",
                  as_="tetra")
    await refused(table, {"type": "CloseSituation", "situation_id": "s1"}, 403, "forbidden",
                  as_="tetra")


# --- refused steps ----------------------------------------------------------------------

async def test_invalid_commands_answer_problems_and_append_nothing(client: Client) -> None:
    table = await voyages_table(client)
    await refused(table, roll_action("a1", "doc", [7]), 422, "invalid_dice", as_="doc")
    await refused(table, roll_action("a1", "doc", [3, 4]), 422, "invalid_dice", as_="doc")
    await refused(table, roll_action("a1", "doc", [3], mod("adapted_trade", 2, "forge")),
                  422, "invalid_modifier", as_="doc")
    await refused(table, roll_action("a1", "nobody", [3]), 409, "unknown_character")
    await refused(table, {"type": "RollAction", "action_id": "a1", "character_id": "doc",
                          "dice": [3], "luck": 2}, 422, "invalid_command", as_="doc")
    await refused(table, {"type": "Teleport"}, 422, "unknown_command")
    await refused(table, tetra_sheet() | {"character_id": "tetra"}, 409, "duplicate_id",
                  as_="tetra")
    await table.ok(roll_action("a1", "doc", [4], *SURGERY), as_="doc")
    await refused(table, roll_action("a1", "doc", [4]), 409, "duplicate_id", as_="doc")
    await refused(table, {"type": "ChooseMaybeOption", "action_id": "a1",
                          "option": "decline"}, 409, "not_maybe_outcome", as_="doc")


async def test_illegal_steps_of_a_situation_are_refused(client: Client) -> None:
    table = await voyages_table(client)
    await refused(table, {"type": "ScoreSituation", "situation_id": "s1"}, 409,
                  "unknown_resolution")
    await table.ok(open_tetra_situation())
    await refused(table, {"type": "ScoreSituation", "situation_id": "s1"}, 409,
                  "rolls_incomplete")
    await refused(table, spend("player:tetra", adjective_purchase(2, 1, "x")), 409,
                  "wrong_phase", as_="tetra")
    await table.ok({"type": "RollSituation", "situation_id": "s1", "character_id": "tetra",
                    "dice": [6]}, as_="tetra")
    await refused(table, {"type": "RollSituation", "situation_id": "s1",
                          "character_id": "tetra", "dice": [6]}, 409, "already_rolled",
                  as_="tetra")
    await table.ok({"type": "RollEnvironment", "situation_id": "s1", "dice": [4]})
    await table.ok({"type": "ScoreSituation", "situation_id": "s1"})
    await refused(table, {"type": "RollEnvironment", "situation_id": "s1", "dice": [4]}, 409,
                  "wrong_phase")
    await refused(table, spend("player:tetra", adjective_purchase(3, 1, "x")), 409,
                  "insufficient_points", as_="tetra")


async def test_illegal_steps_of_a_conflict_round_are_refused(client: Client) -> None:
    table = await voyages_table(client)
    await table.ok(open_conflict([side("tetra_side", "tetra",
                                       controllers=(table.seat_ids["tetra"],)),
                                  side("bandits", "bandits")], "bandits", BRAWL))
    await table.ok(step("ProposeStake", stake_id="artefact", side_id="bandits",
                        owner_side_id="tetra_side", description="artefact"))
    await refused(table, step("StartRound"), 409, "stakes_unpriced")
    await table.ok(step("PriceStake", stake_id="artefact", cost=2), as_="tetra")
    await table.ok(step("PriceStake", stake_id="artefact", cost=3), as_="tetra")  # T15
    await table.ok(step("PriceStake", stake_id="artefact", cost=2), as_="tetra")
    await refused(table, step("RefuseStake", stake_id="artefact"), 409,
                  "stake_already_priced", as_="tetra")
    await refused(table, roll_side("bandits", "bandits", 6), 409, "wrong_phase")
    await table.ok(step("StartRound"))
    await refused(table, step("ChooseApproach", description="sneak"), 403,
                  "not_approach_holder", as_="tetra")
    await table.ok(step("ChooseApproach", description="slings"))
    await refused(table, declare("bandits"), 409, "wrong_phase")
    await table.ok(roll_side("bandits", "bandits", 6))
    await refused(table, step("ScoreRound"), 409, "rolls_incomplete")
    await refused(table, roll_side("bandits", "bandits", 6), 409, "already_rolled")
    await table.ok(roll_side("tetra_side", "tetra", 2), as_="tetra")
    await table.ok(step("ScoreRound"))
    await refused(table, declare("tetra_side", purchase("p1", "terrain", magnitude=1,
                                                        score_points=1)),
                  409, "insufficient_points", as_="tetra")
    await refused(table, declare("bandits", purchase("p1", "stake", stake_id="artefact",
                                                     score_points=2, bonus_points=1)),
                  409, "price_mismatch")

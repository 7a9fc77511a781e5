"""Voyages & Aventures end to end over HTTP on real PostgreSQL: golden examples of the spec
(section 8) with the table's dice in a mixed game."""

from tests.support.api import Client, Table
from tests.support.ardri_xyrop import refused
from tests.support.voyages_http import (
    BRAWL,
    NEGOTIATION,
    SURGERY,
    Body,
    adjective_purchase,
    bandits_round,
    bandits_spend,
    blocks,
    data_of,
    declare,
    market,
    mod,
    open_conflict,
    open_tetra_situation,
    purchase,
    roll_action,
    roll_side,
    sheet_of,
    side,
    spend,
    state_of,
    step,
    types_of,
    voyages_table,
)


async def test_va_ex_2_surgery_tiers_follow_the_total_over_http(client: Client) -> None:
    table = await voyages_table(client)
    results = {}
    for action_id, die in (("a4", 4), ("a3", 3), ("a6", 6)):
        body = await table.ok(roll_action(action_id, "doc", [die], *SURGERY), as_="doc")
        assert types_of(body) == ["ActionRolled", "ActionResultComputed"]
        dice = data_of(body, "ActionRolled")["main"]["dice"]
        assert (dice["values"], dice["source"], dice["sides"]) == ([die], "physical", 6)
        results[die] = data_of(body, "ActionResultComputed")
    assert (results[4]["total"], results[4]["tier"]) == (4, "yes")
    assert (results[3]["total"], results[3]["tier"]) == (3, "maybe")
    assert (results[6]["total"], results[6]["tier"], results[6]["margin"]) == (6, "yes_and", 2)
    actions = (await state_of(table, as_="tetra"))["actions"]
    assert {k: (a["total"], a["tier"]) for k, a in actions.items()} == {
        "a4": (4, "yes"), "a3": (3, "maybe"), "a6": (6, "yes_and")}
    assert actions["a4"]["main"]["modifiers"] == list(SURGERY)


async def test_va_ex_4_reroll_with_own_tint_curiosity_over_http(client: Client) -> None:
    table = await voyages_table(client)
    first = await table.ok(roll_action("a1", "tetra", [2]), as_="tetra")
    assert data_of(first, "ActionResultComputed")["tier"] == "no"
    reroll = {"type": "RerollWithTint", "resolution_id": "a1", "roll_id": "a1:main",
              "tint_source": "own", "tint": "curiosity", "dice": [5]}
    body = await table.ok(reroll, as_="tetra")
    assert types_of(body) == ["TintSpentForReroll", "RollRerolled", "ActionResultComputed"]
    assert data_of(body, "TintSpentForReroll")["remaining"] == 1
    rerolled = data_of(body, "RollRerolled")
    assert (rerolled["previous_die"], rerolled["dice"]["values"]) == (2, [5])
    result = data_of(body, "ActionResultComputed")
    assert (result["total"], result["tier"], result["margin"]) == (5, "yes_and", 1)
    tetra = await sheet_of(table, "tetra", as_="tetra")
    assert tetra["own_tints"] == [{"tint": "curiosity", "base_score": 2, "current": 1}]
    before = await sheet_of_at(table, "tetra", first["version"])
    assert before["own_tints"][0]["current"] == 2


async def sheet_of_at(table: Table, cid: str, version: int) -> Body:
    """A sheet as it was at ``version`` (GET /state?at=)."""
    sheet: Body = (await state_of(table, at=version))["characters"][cid]
    return sheet


async def test_va_ex_8_solo_situation_with_a_good_approach_over_http(client: Client) -> None:
    table = await voyages_table(client)
    await table.ok(open_tetra_situation())
    rolled = await table.ok({"type": "RollSituation", "situation_id": "s1",
                             "character_id": "tetra", "dice": [6],
                             "modifiers": [mod("good_approach", 1)]})
    assert data_of(rolled, "SituationRolled")["score"] == 3
    environment = await table.ok({"type": "RollEnvironment", "situation_id": "s1",
                                  "dice": [2]})
    assert data_of(environment, "SituationRolled")["score"] == -2
    scored = data_of(await table.ok({"type": "ScoreSituation", "situation_id": "s1"}),
                     "SituationScored")
    assert {p["pool_id"]: p["points"] for p in scored["pools"]} == {"player:tetra": 3,
                                                                    "environment:1": -2}
    bought = await table.ok(spend("player:tetra", {"effect": "cosmetic_oriented",
                                                   "character_id": "tetra"},
                                  adjective_purchase(2, 1, "rested")), as_="tetra")
    spent = data_of(bought, "SituationPointsSpent")
    assert ([p["cost"] for p in spent["purchases"]], spent["remaining"]) == ([1, 2], 0)
    lucky = data_of(await table.ok(spend("environment:1", adjective_purchase(2, 1, "lucky"))),
                    "SituationPointsSpent")
    assert (lucky["purchases"][0]["cost"], lucky["remaining"]) == (2, 0)
    pools = (await state_of(table))["situations"]["s1"]["pools"]
    assert {k: (p["points"], p["spent"]) for k, p in pools.items()} == {
        "player:tetra": (3, 3), "environment:1": (-2, 2)}
    adjectives = (await sheet_of(table, "tetra", as_="tetra"))["adjectives"]
    assert {(a["name"], a["polarity"], a["is_false"], a["duration"]) for a in adjectives} == {
        ("rested", "positive", False, "next_roll"), ("lucky", "positive", False, "next_roll")}


async def test_va_ex_14_amicable_resolution_at_the_market_over_http(client: Client) -> None:
    table = await voyages_table(client)
    await market(table)
    stakes = (await state_of(table))["conflicts"]["k1"]["stakes"]
    assert {k: (s["status"], s["cost"]) for k, s in stakes.items()} == {
        "artefact": ("refused", None), "article": ("priced", 2), "service": ("priced", 1)}
    proposed = await table.ok(step("ProposeSettlement", settlement_id="deal", terms=[
        {"stake_id": "article"}, {"generic_tier": 2, "payer_side_id": "tetra_side"}]),
        as_="tetra")
    totals = data_of(proposed, "SettlementProposed")["totals"]
    assert totals["tetra_side"] == {"gives": 2, "receives": 2}
    accepted = await table.ok(step("AcceptSettlement", settlement_id="deal",
                                   side_id="merchant"))
    assert types_of(accepted) == ["SettlementAccepted", "ConflictSettled", "StakeAcquired",
                                  "GenericStakeAcquired", "AdjectiveAdded", "ConflictClosed"]
    generic = data_of(accepted, "GenericStakeAcquired")
    assert (generic["tier"], generic["target_side_id"], generic["member"]) == (
        2, "tetra_side", "tetra")
    assert data_of(accepted, "ConflictClosed")["reason"] == "settled"
    state = await state_of(table, as_="doc")
    assert (state["phase"], state["conflicts"]) == ("free", {})
    adjectives = state["characters"]["tetra"]["adjectives"]
    assert [(a["name"], a["duration"]) for a in adjectives] == [("arnaqueur", "adventure")]


async def test_va_ex_15_bandits_use_bonus_points_against_a_negative_score_over_http(
        client: Client) -> None:
    table = await voyages_table(client)
    scored = data_of(await bandits_round(table), "RoundScored")
    assert (scored["level"], scored["final_scores"]) == (
        "medium", {"tetra_side": -2, "bandits": 2})
    assert (scored["bonus_caps"]["tetra_side"], scored["free_point_side_id"]) == (2, "bandits")
    resolved = await bandits_spend(table)
    assert data_of(resolved, "RoundResolved")["results"] == [
        {"purchase_id": "p1", "paid": 2, "blocked": 0, "succeeded": True},
        {"purchase_id": "p2", "paid": 2, "blocked": 0, "succeeded": True}]
    assert data_of(resolved, "StakeAcquired")["stake_id"] == "artefact"
    assert data_of(resolved, "ApproachKept")["side_id"] == "bandits"
    assert data_of(resolved, "RoundResolved")["next_approach_holder"] == "bandits"
    conflict = (await state_of(table, as_="tetra"))["conflicts"]["k1"]
    assert conflict["stakes"]["artefact"]["status"] == "acquired"
    assert (conflict["status"], conflict["next_holder"]) == ("between_rounds", "bandits")
    assert conflict["escalation"] == {"points": 3, "level": "medium", "counter": 0,
                                      "frame_change_due": False}
    escalation = (await sheet_of(table, "tetra"))["escalation"]
    assert (escalation["conflict_id"], escalation["level"]) == ("k1", "medium")


async def test_va_ex_20_a_block_makes_a_fixed_price_purchase_fail_over_http(
        client: Client) -> None:
    table = await voyages_table(client)
    await table.ok(open_conflict([side("A", "tetra", controllers=(table.seat_ids["tetra"],)),
                                  side("B", "doc", controllers=(table.seat_ids["doc"],))],
                                 "A", BRAWL, frame="bagarre"))
    await table.ok(step("ProposeStake", stake_id="s", owner_side_id="B",
                        description="horse"), as_="tetra")
    await table.ok(step("PriceStake", stake_id="s", cost=2), as_="doc")
    await table.ok(step("StartRound"))
    await table.ok(step("ChooseApproach", description="a chase"), as_="tetra")
    await table.ok(roll_side("A", "tetra", 6), as_="tetra")
    await table.ok(roll_side("B", "doc", 5), as_="doc")
    scored = data_of(await table.ok(step("ScoreRound")), "RoundScored")
    assert scored["final_scores"] == {"A": 2, "B": 1}
    await table.ok(declare("A", purchase("p1", "stake", stake_id="s", score_points=2)),
                   as_="tetra")
    await table.ok(declare("B"), as_="doc")
    await table.ok(blocks("A"), as_="tetra")
    resolved = await table.ok(blocks("B", {"purchase_id": "p1", "score_points": 1}),
                              as_="doc")
    assert data_of(resolved, "RoundResolved")["results"] == [
        {"purchase_id": "p1", "paid": 1, "blocked": 1, "succeeded": False}]
    assert "StakeAcquired" not in types_of(resolved)
    stake = (await state_of(table))["conflicts"]["k1"]["stakes"]["s"]
    assert (stake["status"], stake["wanted_by_side_id"]) == ("priced", "A")


async def test_va_ex_21_a_flaw_returns_all_her_possessions_over_http(
        client: Client) -> None:
    table = await voyages_table(client)
    await table.ok(open_conflict([side("tetra_side", "tetra",
                                       controllers=(table.seat_ids["tetra"],)),
                                  side("merchant", "marchand")], "merchant", NEGOTIATION))
    await table.ok(step("ProposeStake", stake_id="possessions", side_id="merchant",
                        owner_side_id="tetra_side",
                        description="all her possessions (toutes ses possessions)"))
    await table.ok(step("PriceStake", stake_id="possessions", cost=2), as_="tetra")
    await table.ok(step("StartRound"))
    await table.ok(step("ChooseApproach", description="haggling"))
    await table.ok(roll_side("tetra_side", "tetra", 3), as_="tetra")
    await table.ok(roll_side("merchant", "marchand", 6))
    await table.ok(step("ScoreRound"))
    await table.ok(declare("merchant", purchase("p1", "stake", stake_id="possessions",
                                                score_points=1, bonus_points=1)))
    await table.ok(declare("tetra_side"), as_="tetra")
    await table.ok(blocks("merchant"))
    resolved = await table.ok(blocks("tetra_side"), as_="tetra")
    effect_id = data_of(resolved, "StakeAcquired")["effect_id"]
    assert effect_id == "e1"
    effect = (await state_of(table))["effects"][effect_id]
    assert (effect["harmful"], effect["concerns_character_ids"]) == (True, ["tetra"])
    flaw = {"type": "InvokeFlaw", "effect_id": "e1", "character_id": "tetra",
            "flaw": "maladroite", "replacement_description":
            "she knocks a pot of pigment onto a local notable; his guards seize her"}
    await refused(table, flaw, 403, "forbidden", as_="doc")
    invoked = await table.ok(flaw, as_="tetra")
    assert types_of(invoked) == ["FlawInvoked", "StakeReturned"]
    assert data_of(invoked, "StakeReturned")["status"] == "priced"
    state = await state_of(table, as_="tetra")
    assert state["conflicts"]["k1"]["stakes"]["possessions"]["status"] == "priced"
    assert state["effects"]["e1"]["negated"] is True
    await refused(table, flaw, 409, "effect_not_invocable")


async def test_va_ex_24_contested_approach_rerolls_ties_over_http(client: Client) -> None:
    table = await voyages_table(client)
    await table.ok(open_conflict([side("A", "duellist a"), side("B", "duellist b")], "A",
                                 BRAWL, frame="duel"))
    await table.ok(step("StartRound"))
    contest = data_of(await table.ok(step("ContestApproach", side_ids=["A", "B"],
                                          dice=[4, 4, 2, 5])), "ApproachContested")
    assert [{s: d["values"] for s, d in p.items()} for p in contest["rounds_of_dice"]] == [
        {"A": [4], "B": [4]}, {"A": [2], "B": [5]}]
    assert contest["winner_side_id"] == "B"
    assert (await state_of(table))["conflicts"]["k1"]["round"]["approach_holder"] == "B"
    await table.ok(step("ChooseApproach", description="feint"))
    await table.ok(roll_side("A", "duellist a", 4))
    await table.ok(roll_side("B", "duellist b", 4))
    await table.ok(step("ScoreRound"))
    for side_id in ("B", "A"):
        await table.ok(declare(side_id))
    await table.ok(blocks("B"))
    resolved = await table.ok(blocks("A"))
    assert data_of(resolved, "RoundResolved")["next_approach_holder"] == "A"
    started = await table.ok(step("StartRound"))
    assert data_of(started, "RoundStarted")["approach_holder"] == "A"

"""Voyages & Aventures revisions over HTTP on real PostgreSQL: R1 (the owner invokes a
flaw until the character's next start) and R2 (a player splits off its own character)."""

from tests.support.api import Client, Table
from tests.support.ardri_xyrop import refused
from tests.support.voyages_http import (
    NEGOTIATION,
    Body,
    data_of,
    open_conflict,
    roll_action,
    side,
    state_of,
    step,
    types_of,
    voyages_table,
)


def flaw(effect_id: str) -> Body:
    """Tetra's clumsiness answers an effect."""
    return {"type": "InvokeFlaw", "effect_id": effect_id, "character_id": "tetra",
            "flaw": "maladroite", "replacement_description":
            "she knocks a pot of pigment onto a local notable; his guards seize her"}


async def traded_away(table: Table) -> str:
    """The merchant's deal: Tetra gives up all her possessions; the stake's effect id."""
    await table.ok(open_conflict([side("tetra_side", "tetra",
                                       controllers=(table.seat_ids["tetra"],)),
                                  side("merchant", "marchand")], "merchant", NEGOTIATION))
    await table.ok(step("ProposeStake", stake_id="possessions", side_id="merchant",
                        owner_side_id="tetra_side", description="toutes ses possessions"))
    await table.ok(step("PriceStake", stake_id="possessions", cost=3), as_="tetra")
    await table.ok(step("ProposeSettlement", settlement_id="trade", side_id="merchant",
                        terms=[{"stake_id": "possessions"}]))
    accepted = await table.ok(step("AcceptSettlement", settlement_id="trade"), as_="tetra")
    assert data_of(accepted, "ConflictClosed")["reason"] == "settled"
    return str(data_of(accepted, "StakeAcquired")["effect_id"])


async def test_r1_tetras_player_invokes_her_flaw_after_the_deal_closed_over_http(
        client: Client) -> None:
    """R1, seed: "Elle a accepté d'échanger toutes ses possessions pour une pseudo pierre
    philosophale. Pour éviter cette conséquence, la joueuse de Tetra invoque son
    travers : la maladresse." """
    table = await voyages_table(client)
    effect_id = await traded_away(table)
    await refused(table, flaw(effect_id), 403, "forbidden", as_="doc")
    invoked = await table.ok(flaw(effect_id), as_="tetra")
    assert types_of(invoked) == ["FlawInvoked", "StakeReturned"]
    state = await state_of(table, as_="tetra")
    assert state["effects"][effect_id]["negated"] is True
    assert state["conflicts"] == {} and state["phase"] == "free"


async def test_r1_a_failed_action_is_redirected_until_her_next_action_over_http(
        client: Client) -> None:
    """R1, seed: "Si une action va entrainer une mauvaise conséquence pour un personnage,
    la joueuse ou le joueur peuvent ... invoquer un travers"."""
    table = await voyages_table(client)
    result = data_of(await table.ok(roll_action("a1", "tetra", [2]), as_="tetra"),
                     "ActionResultComputed")
    assert (result["tier"], result["effect_id"]) == ("no", "e1")
    effect = (await state_of(table))["effects"]["e1"]
    assert (effect["kind"], effect["harmful"], effect["window"]) == (
        "action_outcome", True, {"tetra": 1})
    await table.ok({"type": "CloseAction", "action_id": "a1"})
    await table.ok(roll_action("a2", "tetra", [1]), as_="tetra")
    await refused(table, flaw("e1"), 409, "flaw_window_closed", as_="tetra")
    invoked = await table.ok(flaw("e2"), as_="tetra")
    assert types_of(invoked) == ["FlawInvoked"]


async def test_r2_a_player_splits_off_her_own_character_over_http(client: Client) -> None:
    """R2, seed: "Chacun peut décider, après les jets de dés, de se désolidariser d'un
    membre du groupe, ou de se diviser en plusieurs groupes." """
    table = await voyages_table(client)
    await table.ok({"type": "OpenSituation", "situation_id": "s1", "group_mode": "average",
                    "participants": [{"character_id": "tetra"}, {"character_id": "doc"}]})
    await table.ok({"type": "RollSituation", "situation_id": "s1", "character_id": "tetra",
                    "dice": [6]}, as_="tetra")
    await table.ok({"type": "RollSituation", "situation_id": "s1", "character_id": "doc",
                    "dice": [2]}, as_="doc")
    await table.ok({"type": "RollEnvironment", "situation_id": "s1", "dice": [4]})
    await table.ok({"type": "ScoreSituation", "situation_id": "s1"})
    split = {"type": "SplitGroup", "situation_id": "s1", "subgroups": [["tetra"], ["doc"]]}
    await table.seat("rin")
    await refused(table, split, 403, "forbidden", as_="rin")
    answered = await table.ok(split, as_="doc")
    assert types_of(answered) == ["GroupSplit", "SituationScored"]
    scored = data_of(answered, "SituationScored")
    assert [g["members"] for g in scored["subgroups"]] == [["tetra"], ["doc"]]
    state = await state_of(table, as_="tetra")
    assert state["situations"]["s1"]["pools"]["player:tetra"]["points"] == 2

"""Conflict spending and blocks: given / when / then for each command and error."""

import msgspec

from domain.voyages import commands as cmd
from domain.voyages import events as ev
from domain.voyages.decider import VOYAGES
from domain.voyages.rules.conflict import Block, ConflictPurchase
from domain.voyages.state import VoyagesState
from tests.support.decider_spec import spec
from tests.unit.voyages.helpers import (
    PLAYER,
    of_type,
    roll_side,
    rolled_round,
    wanted,
)


def buy(purchase_id: str = "p1", **fields: object) -> ConflictPurchase:
    """A conflict purchase."""
    return ConflictPurchase(purchase_id=purchase_id, **fields)  # type: ignore[arg-type]


def scored(tetra_die: int = 6, merchant_die: int = 5,
           state: VoyagesState | None = None) -> VoyagesState:
    """One round rolled and scored (Tetra holds the approach)."""
    result, _ = rolled_round(state or wanted(), "k1", [
        roll_side("k1", "tetra_side", tetra_die, members=["tetra"]),
        roll_side("k1", "merchant", merchant_die, members=["marchand"])])
    return result


def test_spending_checks_price_budget_bonus_and_holder() -> None:
    state = scored(6, 5)
    declare = cmd.DeclareSpending(conflict_id="k1", side_id="tetra_side", purchases=())
    for purchases, code in (
            ((buy(effect="stake", stake_id="article", score_points=1),), "price_mismatch"),
            ((buy(effect="stake", stake_id="article", score_points=1, bonus_points=1),),
             "bonus_not_available"),
            ((buy(effect="stake", stake_id="nope", score_points=2),), "unknown_stake"),
            ((buy(effect="terrain", magnitude=3, score_points=3),), "insufficient_points"),
            ((buy(effect="de_escalate", magnitude=2, score_points=2),
              buy("p2", effect="de_escalate", magnitude=2, score_points=1, free_points=1)),
             "escalation_at_minimum"),
            ((buy(effect="generic", generic_tier=1, target_side_id="tetra_side",
                  score_points=1),), "invalid_payload"),
            ((buy(effect="terrain", magnitude=1, score_points=1),
              buy(effect="terrain", magnitude=1, score_points=1)), "invalid_payload")):
        spec(VOYAGES).at(state).when(
            msgspec.structs.replace(declare, purchases=purchases), PLAYER
        ).refused(code)
    merchant = cmd.DeclareSpending(conflict_id="k1", side_id="merchant", purchases=(
        buy(effect="keep_approach", score_points=1, free_points=1),))
    spec(VOYAGES).at(state).when(merchant).refused("not_approach_holder")
    spec(VOYAGES).at(state).when(msgspec.structs.replace(merchant, purchases=(
        buy(effect="stake", stake_id="article", score_points=1),))).refused("stake_not_purchasable")
    state = spec(VOYAGES).at(state).when(declare, PLAYER).state
    spec(VOYAGES).at(state).when(declare, PLAYER).refused("already_declared")
    spec(VOYAGES).at(state).when(
        cmd.DeclareBlocks(conflict_id="k1", side_id="tetra_side"), PLAYER
    ).refused("wrong_phase")


def test_blocks_target_other_sides_purchases_with_unspent_points() -> None:
    state = scored(6, 6)
    state = (
        spec(VOYAGES)
        .at(state)
        .played(
            cmd.DeclareSpending(
                conflict_id="k1",
                side_id="tetra_side",
                purchases=(buy(effect="stake", stake_id="article", score_points=2),),
            ),
            cmd.DeclareSpending(
                conflict_id="k1",
                side_id="merchant",
                purchases=(buy("m1", effect="terrain", magnitude=1, score_points=1),),
            ),
        )
        .state
    )
    spec(VOYAGES).at(state).when(cmd.DeclareBlocks(conflict_id="k1", side_id="tetra_side", blocks=(
        Block(purchase_id="p1", score_points=1),))).refused("invalid_block_target")
    spec(VOYAGES).at(state).when(cmd.DeclareBlocks(conflict_id="k1", side_id="tetra_side", blocks=(
        Block(purchase_id="m1", score_points=1),))).refused("insufficient_points")
    outcome = (
        spec(VOYAGES)
        .at(state)
        .when(
            cmd.DeclareBlocks(
                conflict_id="k1",
                side_id="tetra_side",
                blocks=(Block(purchase_id="m1", free_points=1),),
            )
        )
    )
    state, events = outcome.state, outcome.events
    spec(VOYAGES).at(state).when(cmd.DeclareBlocks(conflict_id="k1", side_id="tetra_side")).refused(
        "already_declared"
    )
    outcome = spec(VOYAGES).at(state).when(cmd.DeclareBlocks(conflict_id="k1", side_id="merchant"))
    state, events = outcome.state, outcome.events
    [resolved] = of_type(events, ev.RoundResolved)
    assert [(r.purchase_id, r.paid, r.succeeded) for r in resolved.results] == [
        ("p1", 2, True), ("m1", 0, False)]
    assert resolved.next_approach_holder == "merchant"
    assert state.conflicts["k1"].status == "between_rounds"

"""Conflict resolution: given / when / then for each command and error."""

import msgspec

from domain.core import Command, InvalidValue, NotAuthorized
from domain.voyages import commands as c
from domain.voyages import events as e
from domain.voyages.conflict_model import (
    Block,
    ConflictPurchase,
    GridAdjective,
    SettlementTerm,
)
from domain.voyages.state import VoyagesState
from tests.unit.voyages.helpers import (
    BRAWL,
    NEGOTIATION,
    OTHER_PLAYER,
    PLAYER,
    finish_round,
    of_type,
    open_conflict,
    roll_side,
    rolled_round,
    run,
    side,
    table,
    then_error,
    when,
)


def conflict(*commands: Command, level: str = "medium") -> VoyagesState:
    """Tetra's side (p1) against the merchant (npc), opened, then commands by the gm."""
    state, _ = run(table(), open_conflict(level=level), *commands)
    return state


def wanted(stake_id: str = "article", cost: int | None = 2) -> VoyagesState:
    """Tetra wants the merchant's article (priced when cost is given)."""
    state, _ = run(conflict(), c.ProposeStake(conflict_id="k1", stake_id=stake_id,
                                              owner_side_id="merchant", description="it"),
                   actor=PLAYER)
    if cost is not None:
        state, _ = run(state, c.PriceStake(conflict_id="k1", stake_id=stake_id, cost=cost))
    return state


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


def test_opening_a_conflict_checks_grid_sides_and_members() -> None:
    state = conflict()
    assert state.conflicts["k1"].escalation_points == 3
    then_error(state, open_conflict(), "duplicate_id")
    for bad in (open_conflict("k2", grid=NEGOTIATION[:2]),
                open_conflict("k2", sides=(side("a", "tetra"),)),
                open_conflict("k2", sides=(side("a", "tetra"), side("b", "tetra"))),
                open_conflict("k2", sides=(side("a", "tetra", "doc"), side("b", "x"))),
                open_conflict("k2", initiator="nobody")):
        then_error(state, bad, "invalid_payload", kind=InvalidValue)
    then_error(table(), open_conflict(), "forbidden", actor=PLAYER, kind=NotAuthorized)


def test_stakes_are_proposed_by_a_side_against_another_and_priced_once() -> None:
    state = wanted(cost=None)
    assert state.conflicts["k1"].stakes["article"].status == "proposed"
    then_error(state, c.ProposeStake(conflict_id="k1", stake_id="article",
                                     owner_side_id="merchant", description="x"),
               "duplicate_id", actor=PLAYER)
    then_error(state, c.ProposeStake(conflict_id="k1", stake_id="x",
                                     owner_side_id="tetra_side", description="x"),
               "invalid_payload", actor=PLAYER)
    then_error(state, c.PriceStake(conflict_id="k1", stake_id="article", cost=2), "forbidden",
               actor=PLAYER, kind=NotAuthorized)
    then_error(state, c.PriceStake(conflict_id="k1", stake_id="article", cost=4),
               "invalid_payload")
    then_error(state, c.PriceStake(conflict_id="k1", stake_id="nope", cost=1), "unknown_stake")
    priced, _ = run(state, c.PriceStake(conflict_id="k1", stake_id="article", cost=2))
    then_error(priced, c.RefuseStake(conflict_id="k1", stake_id="article"),
               "stake_already_priced")
    refused, _ = run(state, c.RefuseStake(conflict_id="k1", stake_id="article"))
    assert refused.conflicts["k1"].stakes["article"].status == "refused"


def test_a_seat_controlling_no_side_cannot_act_for_one() -> None:
    then_error(conflict(), c.OfferStake(conflict_id="k1", stake_id="s", description="x",
                                        cost=1, side_id="tetra_side"),
               "forbidden", actor=OTHER_PLAYER, kind=NotAuthorized)
    then_error(conflict(), c.OfferStake(conflict_id="k1", stake_id="s", description="x",
                                        cost=1), "invalid_payload")


def test_action_costs_are_set_by_the_gm_and_applied_as_harmful_effects() -> None:
    state = conflict(c.SetActionCost(conflict_id="k1", cost_id="leave",
                                     trigger="leave_conflict", description="coward",
                                     adjective=GridAdjective(name="pleutre",
                                                             duration="adventure")))
    then_error(state, c.SetActionCost(conflict_id="k1", cost_id="leave", trigger="other",
                                      description="x"), "duplicate_id")
    state, events = run(state, c.ApplyActionCost(conflict_id="k1", cost_id="leave",
                                                 character_id="tetra"))
    assert [type(ev).__name__ for ev in events] == ["ActionCostApplied", "AdjectiveAdded"]
    assert state.effects["e1"].concerns_character_ids == ("tetra",)
    then_error(state, c.ApplyActionCost(conflict_id="k1", cost_id="nope",
                                        character_id="tetra"), "unknown_cost")


def test_settlements_need_priced_stakes_and_pending_status() -> None:
    then_error(wanted(cost=None), c.ProposeSettlement(
        conflict_id="k1", settlement_id="d", terms=(SettlementTerm(stake_id="article"),)),
        "stake_not_purchasable", actor=PLAYER)
    state, _ = run(wanted(), c.ProposeSettlement(
        conflict_id="k1", settlement_id="d", terms=(SettlementTerm(stake_id="article"),)),
        actor=PLAYER)
    then_error(state, c.AcceptSettlement(conflict_id="k1", settlement_id="d"),
               "already_answered", actor=PLAYER)
    then_error(state, c.StartRound(conflict_id="k1"), "settlement_pending")
    state, _ = run(state, c.RejectSettlement(conflict_id="k1", settlement_id="d",
                                             side_id="merchant"))
    then_error(state, c.AcceptSettlement(conflict_id="k1", settlement_id="d",
                                         side_id="merchant"), "settlement_not_pending")
    offered, _ = run(conflict(), c.OfferStake(conflict_id="k1", stake_id="s",
                                              description="x", cost=1), actor=PLAYER)
    then_error(offered, c.ProposeSettlement(conflict_id="k1", settlement_id="d", terms=(
        SettlementTerm(stake_id="s"),)), "invalid_payload", actor=PLAYER)


def test_a_round_needs_priced_stakes_and_a_current_frame() -> None:
    then_error(wanted(cost=None), c.StartRound(conflict_id="k1"), "stakes_unpriced")
    state, events = run(wanted(), c.StartRound(conflict_id="k1"))
    assert of_type(events, e.RoundStarted)[0].approach_holder == "tetra_side"
    then_error(state, c.StartRound(conflict_id="k1"), "wrong_phase")
    then_error(state, c.ProposeStake(conflict_id="k1", stake_id="x", owner_side_id="merchant",
                                     description="x"), "wrong_phase", actor=PLAYER)
    then_error(state, c.ChangeFrame(conflict_id="k1", frame="bagarre", generic_grid=BRAWL),
               "wrong_phase")
    then_error(state, c.LeaveConflict(conflict_id="k1", side_id="merchant"), "wrong_phase")


def test_only_the_holder_chooses_the_approach_and_the_gm_rules_before_rolls() -> None:
    state, _ = run(wanted(), c.StartRound(conflict_id="k1"))
    then_error(state, c.RuleApproach(conflict_id="k1"), "wrong_phase")
    then_error(state, roll_side("k1", "merchant", 3, members=["marchand"]), "wrong_phase")
    then_error(state, c.ChooseApproach(conflict_id="k1", description="x"),
               "not_approach_holder", actor=OTHER_PLAYER, kind=NotAuthorized)
    state, _ = run(state, c.ChooseApproach(conflict_id="k1", description="mystery"),
                   actor=PLAYER)
    then_error(state, c.ContestApproach(conflict_id="k1", side_ids=("tetra_side", "merchant"),
                                        dice=(1, 2)), "wrong_phase")
    state, _ = run(state, c.RuleApproach(conflict_id="k1", off_frame=True, good_approach=True),
                   roll_side("k1", "merchant", 3, members=["marchand"]))
    then_error(state, c.RuleApproach(conflict_id="k1"), "wrong_phase")
    then_error(state, roll_side("k1", "merchant", 3, members=["marchand"]), "already_rolled")
    [rolled] = of_type(when(state, roll_side("k1", "tetra_side", 4, members=["tetra"]),
                            PLAYER), e.ConflictSideRolled)
    assert [(m.source, m.value) for m in rolled.side_modifiers] == [("off_frame", -2),
                                                                    ("good_approach", 1)]
    assert rolled.raw_score == -1


def test_side_rolls_need_one_roll_per_member_and_a_bonus_up_to_two() -> None:
    state, _ = run(wanted(), c.StartRound(conflict_id="k1"),
                   c.ChooseApproach(conflict_id="k1", description="x"))
    then_error(state, roll_side("k1", "tetra_side", 4, members=["doc"]), "invalid_payload")
    then_error(state, roll_side("k1", "tetra_side", 4, members=["tetra"], bonus=3),
               "invalid_payload")
    then_error(state, roll_side("k1", "merchant", 9, members=["marchand"]), "invalid_dice")
    then_error(state, c.ScoreRound(conflict_id="k1"), "rolls_incomplete")


def test_contest_needs_exactly_the_dice_it_uses() -> None:
    state, _ = run(wanted(), c.StartRound(conflict_id="k1"))
    contest = c.ContestApproach(conflict_id="k1", side_ids=("tetra_side", "merchant"),
                                dice=(3, 3, 2))
    then_error(state, contest, "invalid_dice")
    then_error(state, msgspec.structs.replace(contest, dice=(3, 2, 1)), "invalid_dice")
    then_error(state, msgspec.structs.replace(contest, side_ids=("merchant",), dice=(1,)),
               "invalid_payload")


def test_spending_checks_price_budget_bonus_and_holder() -> None:
    state = scored(6, 5)
    declare = c.DeclareSpending(conflict_id="k1", side_id="tetra_side", purchases=())
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
        then_error(state, msgspec.structs.replace(declare, purchases=purchases), code,
                   actor=PLAYER)
    merchant = c.DeclareSpending(conflict_id="k1", side_id="merchant", purchases=(
        buy(effect="keep_approach", score_points=1, free_points=1),))
    then_error(state, merchant, "not_approach_holder")
    then_error(state, msgspec.structs.replace(merchant, purchases=(
        buy(effect="stake", stake_id="article", score_points=1),)), "stake_not_purchasable")
    state, _ = run(state, declare, actor=PLAYER)
    then_error(state, declare, "already_declared", actor=PLAYER)
    then_error(state, c.DeclareBlocks(conflict_id="k1", side_id="tetra_side"), "wrong_phase",
               actor=PLAYER)


def test_blocks_target_other_sides_purchases_with_unspent_points() -> None:
    state = scored(6, 6)
    state, _ = run(state, c.DeclareSpending(conflict_id="k1", side_id="tetra_side", purchases=(
        buy(effect="stake", stake_id="article", score_points=2),)),
        c.DeclareSpending(conflict_id="k1", side_id="merchant", purchases=(
            buy("m1", effect="terrain", magnitude=1, score_points=1),)))
    then_error(state, c.DeclareBlocks(conflict_id="k1", side_id="tetra_side", blocks=(
        Block(purchase_id="p1", score_points=1),)), "invalid_block_target")
    then_error(state, c.DeclareBlocks(conflict_id="k1", side_id="tetra_side", blocks=(
        Block(purchase_id="m1", score_points=1),)), "insufficient_points")
    state, events = run(state, c.DeclareBlocks(conflict_id="k1", side_id="tetra_side", blocks=(
        Block(purchase_id="m1", free_points=1),)))
    then_error(state, c.DeclareBlocks(conflict_id="k1", side_id="tetra_side"),
               "already_declared")
    state, events = run(state, c.DeclareBlocks(conflict_id="k1", side_id="merchant"))
    [resolved] = of_type(events, e.RoundResolved)
    assert [(r.purchase_id, r.paid, r.succeeded) for r in resolved.results] == [
        ("p1", 2, True), ("m1", 0, False)]
    assert resolved.next_approach_holder == "merchant"
    assert state.conflicts["k1"].status == "between_rounds"


def test_a_full_counter_requires_a_frame_change() -> None:
    state, events = rolled_round(conflict(level="tense"), "k1", [
        roll_side("k1", "tetra_side", 6, members=["tetra"], bonus=2),
        roll_side("k1", "merchant", 6, members=["marchand"], bonus=2)])
    [scored_event] = of_type(events, e.RoundScored)
    assert (scored_event.escalation_points_after, scored_event.frame_change_due) == (9, True)
    state, _ = finish_round(state, "k1", {"tetra_side": (), "merchant": ()})
    then_error(state, c.StartRound(conflict_id="k1"), "frame_change_required")
    state, events = run(state, c.ChangeFrame(conflict_id="k1", frame="bagarre",
                                             level="medium", generic_grid=BRAWL))
    assert [type(ev).__name__ for ev in events] == ["FrameChanged", "EscalationChanged"]
    assert not state.conflicts["k1"].frame_change_due
    run(state, c.StartRound(conflict_id="k1"))


def test_leaving_below_two_sides_closes_the_conflict() -> None:
    state, events = run(conflict(), c.LeaveConflict(conflict_id="k1", side_id="merchant"))
    assert of_type(events, e.ConflictClosed)[0].reason == "sides_left"
    then_error(state, c.LeaveConflict(conflict_id="k1", side_id="merchant"),
               "resolution_closed")


def test_the_gm_ends_a_conflict_once() -> None:
    state, events = run(conflict(), c.EndConflict(conflict_id="k1", reason="agreement"))
    assert of_type(events, e.ConflictClosed)[0].reason == "agreement"
    then_error(state, c.EndConflict(conflict_id="k1"), "resolution_closed")
    then_error(state, c.StartRound(conflict_id="k1"), "resolution_closed")
    then_error(state, c.StartRound(conflict_id="zz"), "unknown_resolution")


def test_a_conflict_member_roll_is_rerolled_until_scoring() -> None:
    state, _ = run(wanted(), c.StartRound(conflict_id="k1"),
                   c.ChooseApproach(conflict_id="k1", description="x"),
                   roll_side("k1", "tetra_side", 2, members=["tetra"]))
    reroll = c.RerollWithTint(resolution_id="k1", roll_id="k1:r1:tetra_side:tetra",
                              tint_source="own", tint="curiosity", dice=(6,))
    state, _ = run(state, reroll, actor=PLAYER)
    assert state.conflicts["k1"].round.rolls["tetra_side"].raw_score == 2  # type: ignore[union-attr]
    state, _ = run(state, roll_side("k1", "merchant", 4, members=["marchand"]),
                   c.ScoreRound(conflict_id="k1"))
    then_error(state, reroll, "reroll_window_closed", actor=PLAYER)

"""Conflicts outside a round (opening, stakes, action costs, frames, leaving, ending):
given / when / then for each command and error."""


from domain.core import InvalidValue, NotAuthorized
from domain.voyages import commands as cmd
from domain.voyages import events as ev
from domain.voyages.decider import VOYAGES
from domain.voyages.rules.conflict import GridAdjective
from tests.support.decider_spec import spec
from tests.unit.voyages.helpers import (
    BRAWL,
    NEGOTIATION,
    OTHER_PLAYER,
    PLAYER,
    conflict,
    finish_round,
    of_type,
    open_conflict,
    roll_side,
    rolled_round,
    side,
    table,
    wanted,
)


def test_opening_a_conflict_checks_grid_sides_and_members() -> None:
    state = conflict()
    assert state.conflicts["k1"].escalation_points == 3
    spec(VOYAGES).at(state).when(open_conflict()).refused("duplicate_id")
    for bad in (open_conflict("k2", grid=NEGOTIATION[:2]),
                open_conflict("k2", sides=(side("a", "tetra"),)),
                open_conflict("k2", sides=(side("a", "tetra"), side("b", "tetra"))),
                open_conflict("k2", sides=(side("a", "tetra", "doc"), side("b", "x"))),
                open_conflict("k2", initiator="nobody")):
        spec(VOYAGES).at(state).when(bad).refused("invalid_payload", InvalidValue)
    spec(VOYAGES).at(table()).when(open_conflict(), PLAYER).refused("forbidden", NotAuthorized)


def test_stakes_are_proposed_by_a_side_against_another_and_priced_once() -> None:
    state = wanted(cost=None)
    assert state.conflicts["k1"].stakes["article"].status == "proposed"
    spec(VOYAGES).at(state).when(
        cmd.ProposeStake(
            conflict_id="k1", stake_id="article", owner_side_id="merchant", description="x"
        ),
        PLAYER,
    ).refused("duplicate_id")
    spec(VOYAGES).at(state).when(
        cmd.ProposeStake(
            conflict_id="k1", stake_id="x", owner_side_id="tetra_side", description="x"
        ),
        PLAYER,
    ).refused("invalid_payload")
    spec(VOYAGES).at(state).when(
        cmd.PriceStake(conflict_id="k1", stake_id="article", cost=2), PLAYER
    ).refused("forbidden", NotAuthorized)
    spec(VOYAGES).at(state).when(
        cmd.PriceStake(conflict_id="k1", stake_id="article", cost=4)
    ).refused("invalid_payload")
    spec(VOYAGES).at(state).when(cmd.PriceStake(conflict_id="k1", stake_id="nope", cost=1)).refused(
        "unknown_stake"
    )
    priced = (
        spec(VOYAGES)
        .at(state)
        .when(cmd.PriceStake(conflict_id="k1", stake_id="article", cost=2))
        .state
    )
    spec(VOYAGES).at(priced).when(cmd.RefuseStake(conflict_id="k1", stake_id="article")).refused(
        "stake_already_priced"
    )
    refused = (
        spec(VOYAGES).at(state).when(cmd.RefuseStake(conflict_id="k1", stake_id="article")).state
    )
    assert refused.conflicts["k1"].stakes["article"].status == "refused"


def test_a_seat_controlling_no_side_cannot_act_for_one() -> None:
    spec(VOYAGES).at(conflict()).when(
        cmd.OfferStake(
            conflict_id="k1", stake_id="s", description="x", cost=1, side_id="tetra_side"
        ),
        OTHER_PLAYER,
    ).refused("forbidden", NotAuthorized)
    spec(VOYAGES).at(conflict()).when(
        cmd.OfferStake(conflict_id="k1", stake_id="s", description="x", cost=1)
    ).refused("invalid_payload")


def test_action_costs_are_set_by_the_gm_and_applied_as_harmful_effects() -> None:
    state = conflict(cmd.SetActionCost(conflict_id="k1", cost_id="leave",
                                     trigger="leave_conflict", description="coward",
                                     adjective=GridAdjective(name="pleutre",
                                                             duration="adventure")))
    spec(VOYAGES).at(state).when(
        cmd.SetActionCost(conflict_id="k1", cost_id="leave", trigger="other", description="x")
    ).refused("duplicate_id")
    outcome = (
        spec(VOYAGES)
        .at(state)
        .when(cmd.ApplyActionCost(conflict_id="k1", cost_id="leave", character_id="tetra"))
    )
    state, events = outcome.state, outcome.events
    assert [type(event).__name__ for event in events] == ["ActionCostApplied", "AdjectiveAdded"]
    assert state.effects["e1"].concerns_character_ids == ("tetra",)
    spec(VOYAGES).at(state).when(cmd.ApplyActionCost(conflict_id="k1", cost_id="nope",
                                        character_id="tetra")).refused("unknown_cost")


def test_a_full_counter_requires_a_frame_change() -> None:
    state, events = rolled_round(conflict(level="tense"), "k1", [
        roll_side("k1", "tetra_side", 6, members=["tetra"], bonus=2),
        roll_side("k1", "merchant", 6, members=["marchand"], bonus=2)])
    [scored_event] = of_type(events, ev.RoundScored)
    assert (scored_event.escalation_points_after, scored_event.frame_change_due) == (9, True)
    state, _ = finish_round(state, "k1", {"tetra_side": (), "merchant": ()})
    spec(VOYAGES).at(state).when(cmd.StartRound(conflict_id="k1")).refused("frame_change_required")
    outcome = (
        spec(VOYAGES)
        .at(state)
        .when(
            cmd.ChangeFrame(conflict_id="k1", frame="bagarre", level="medium", generic_grid=BRAWL)
        )
    )
    state, events = outcome.state, outcome.events
    assert [type(event).__name__ for event in events] == ["FrameChanged", "EscalationChanged"]
    assert not state.conflicts["k1"].frame_change_due
    spec(VOYAGES).at(state).when(cmd.StartRound(conflict_id="k1")).accepted()


def test_leaving_below_two_sides_closes_the_conflict() -> None:
    outcome = (
        spec(VOYAGES).at(conflict()).when(cmd.LeaveConflict(conflict_id="k1", side_id="merchant"))
    )
    state, events = outcome.state, outcome.events
    assert of_type(events, ev.ConflictClosed)[0].reason == "sides_left"
    spec(VOYAGES).at(state).when(cmd.LeaveConflict(conflict_id="k1", side_id="merchant")).refused(
        "resolution_closed"
    )


def test_the_gm_ends_a_conflict_once() -> None:
    outcome = (
        spec(VOYAGES).at(conflict()).when(cmd.EndConflict(conflict_id="k1", reason="agreement"))
    )
    state, events = outcome.state, outcome.events
    assert of_type(events, ev.ConflictClosed)[0].reason == "agreement"
    spec(VOYAGES).at(state).when(cmd.EndConflict(conflict_id="k1")).refused("resolution_closed")
    spec(VOYAGES).at(state).when(cmd.StartRound(conflict_id="k1")).refused("resolution_closed")
    spec(VOYAGES).at(state).when(cmd.StartRound(conflict_id="zz")).refused("unknown_resolution")

"""A conflict round up to its scoring: given / when / then for each command and error."""

import msgspec

from domain.core import NotAuthorized, ScriptedRandomSource
from domain.voyages import commands as cmd
from domain.voyages import events as ev
from domain.voyages.decider import VOYAGES
from domain.voyages.rules.conflict import GridEntry
from tests.support.decider_spec import spec
from tests.unit.voyages.helpers import (
    BRAWL,
    OTHER_PLAYER,
    PLAYER,
    given,
    of_type,
    registered,
    roll_side,
    tetra,
    wanted,
)


def test_a_round_needs_priced_stakes_and_a_current_frame() -> None:
    spec(VOYAGES).at(wanted(cost=None)).when(cmd.StartRound(conflict_id="k1")).refused(
        "stakes_unpriced"
    )
    outcome = spec(VOYAGES).at(wanted()).when(cmd.StartRound(conflict_id="k1"))
    state, events = outcome.state, outcome.events
    assert of_type(events, ev.RoundStarted)[0].approach_holder == "tetra_side"
    spec(VOYAGES).at(state).when(cmd.StartRound(conflict_id="k1")).refused("wrong_phase")
    spec(VOYAGES).at(state).when(
        cmd.ProposeStake(conflict_id="k1", stake_id="x", owner_side_id="merchant", description="x"),
        PLAYER,
    ).refused("wrong_phase")
    spec(VOYAGES).at(state).when(
        cmd.ChangeFrame(conflict_id="k1", frame="bagarre", generic_grid=BRAWL)
    ).refused("wrong_phase")
    spec(VOYAGES).at(state).when(cmd.LeaveConflict(conflict_id="k1", side_id="merchant")).refused(
        "wrong_phase"
    )


def test_only_the_holder_chooses_the_approach_and_the_gm_rules_before_rolls() -> None:
    state = spec(VOYAGES).at(wanted()).when(cmd.StartRound(conflict_id="k1")).state
    spec(VOYAGES).at(state).when(cmd.RuleApproach(conflict_id="k1")).refused("wrong_phase")
    spec(VOYAGES).at(state).when(roll_side("k1", "merchant", 3, members=["marchand"])).refused(
        "wrong_phase"
    )
    spec(VOYAGES).at(state).when(
        cmd.ChooseApproach(conflict_id="k1", description="x"), OTHER_PLAYER
    ).refused("not_approach_holder", NotAuthorized)
    state = (
        spec(VOYAGES)
        .at(state)
        .when(cmd.ChooseApproach(conflict_id="k1", description="mystery"), PLAYER)
        .state
    )
    spec(VOYAGES).at(state).when(
        cmd.ContestApproach(conflict_id="k1", side_ids=("tetra_side", "merchant"), dice=(1, 2))
    ).refused("wrong_phase")
    state = (
        spec(VOYAGES)
        .at(state)
        .played(
            cmd.RuleApproach(conflict_id="k1", off_frame=True, good_approach=True),
            roll_side("k1", "merchant", 3, members=["marchand"]),
        )
        .state
    )
    spec(VOYAGES).at(state).when(cmd.RuleApproach(conflict_id="k1")).refused("wrong_phase")
    spec(VOYAGES).at(state).when(roll_side("k1", "merchant", 3, members=["marchand"])).refused(
        "already_rolled"
    )
    [rolled] = of_type(
        spec(VOYAGES)
        .at(state)
        .when(roll_side("k1", "tetra_side", 4, members=["tetra"]), PLAYER)
        .events,
        ev.ConflictSideRolled,
    )
    assert [(m.source, m.value) for m in rolled.side_modifiers] == [("off_frame", -2),
                                                                    ("good_approach", 1)]
    assert rolled.raw_score == -1


def test_side_rolls_need_one_roll_per_member_and_a_bonus_up_to_two() -> None:
    state = (
        spec(VOYAGES)
        .at(wanted())
        .played(
            cmd.StartRound(conflict_id="k1"), cmd.ChooseApproach(conflict_id="k1", description="x")
        )
        .state
    )
    spec(VOYAGES).at(state).when(roll_side("k1", "tetra_side", 4, members=["doc"])).refused(
        "invalid_payload"
    )
    spec(VOYAGES).at(state).when(
        roll_side("k1", "tetra_side", 4, members=["tetra"], bonus=3)
    ).refused("invalid_payload")
    spec(VOYAGES).at(state).when(roll_side("k1", "merchant", 9, members=["marchand"])).refused(
        "invalid_dice"
    )
    spec(VOYAGES).at(state).when(cmd.ScoreRound(conflict_id="k1")).refused("rolls_incomplete")


def test_contest_needs_exactly_the_dice_it_uses() -> None:
    state = spec(VOYAGES).at(wanted()).when(cmd.StartRound(conflict_id="k1")).state
    contest = cmd.ContestApproach(conflict_id="k1", side_ids=("tetra_side", "merchant"),
                                dice=(3, 3, 2))
    spec(VOYAGES).at(state).when(contest).refused("invalid_dice")
    spec(VOYAGES).at(state).when(msgspec.structs.replace(contest, dice=(3, 2, 1))).refused(
        "invalid_dice"
    )
    spec(VOYAGES).at(state).when(
        msgspec.structs.replace(contest, side_ids=("merchant",), dice=(1,))
    ).refused("invalid_payload")


def test_a_conflict_member_roll_is_rerolled_until_scoring() -> None:
    state = (
        spec(VOYAGES)
        .at(wanted())
        .played(
            cmd.StartRound(conflict_id="k1"),
            cmd.ChooseApproach(conflict_id="k1", description="x"),
            roll_side("k1", "tetra_side", 2, members=["tetra"]),
        )
        .state
    )
    reroll = cmd.RerollWithTint(resolution_id="k1", roll_id="k1:r1:tetra_side:tetra",
                              tint_source="own", tint="curiosity", dice=(6,))
    state = spec(VOYAGES).at(state).when(reroll, PLAYER).state
    assert state.conflicts["k1"].round.rolls["tetra_side"].raw_score == 2  # type: ignore[union-attr]
    state = (
        spec(VOYAGES)
        .at(state)
        .played(
            roll_side("k1", "merchant", 4, members=["marchand"]), cmd.ScoreRound(conflict_id="k1")
        )
        .state
    )
    spec(VOYAGES).at(state).when(reroll, PLAYER).refused("reroll_window_closed")


def test_the_server_rolls_the_contest_until_the_tie_breaks() -> None:
    state = given(*registered(tetra()))
    state = (
        spec(VOYAGES)
        .at(state)
        .played(
            cmd.OpenConflict(
                conflict_id="k1",
                frame="duel",
                generic_grid=tuple(GridEntry(description=str(n)) for n in (1, 2, 3)),
                sides=(
                    cmd.SideSpec(side_id="A", name="A", members=("a",)),
                    cmd.SideSpec(side_id="B", name="B", members=("b",)),
                ),
                initiator_side_id="A",
            ),
            cmd.StartRound(conflict_id="k1"),
        )
        .state
    )
    events = (
        spec(VOYAGES)
        .at(state)
        .when(
            cmd.ContestApproach(conflict_id="k1", side_ids=("A", "B")),
            rng=ScriptedRandomSource([5, 5, 0, 3], mode="server"),
        )
        .events
    )
    [contest] = of_type(events, ev.ApproachContested)
    assert [[d.values[0] for d in p.values()] for p in contest.rounds_of_dice] == [[6, 6],
                                                                                  [1, 4]]
    assert {d.source for p in contest.rounds_of_dice for d in p.values()} == {"server"}
    assert contest.winner_side_id == "B"

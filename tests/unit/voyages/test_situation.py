"""Situation resolution: given / when / then for each command and error."""


import msgspec

from domain.core import NotAuthorized
from domain.voyages import commands as cmd
from domain.voyages import events as ev
from domain.voyages.decider import VOYAGES
from domain.voyages.rules.model import Purchase
from tests.support.decider_spec import spec
from tests.unit.voyages.helpers import (
    DOC,
    OTHER_PLAYER,
    PLAYER,
    TETRA,
    mod,
    of_type,
    opened,
    scored,
    spend,
)


def test_opening_a_situation_checks_participants_mode_and_shifts() -> None:
    state = opened()
    assert state.situations["s1"].status == "rolling"
    spec(VOYAGES).at(state).when(
        cmd.OpenSituation(situation_id="s1", participants=(TETRA,))
    ).refused("duplicate_id")
    for bad in (cmd.OpenSituation(situation_id="s2", participants=()),
                cmd.OpenSituation(situation_id="s2", participants=(TETRA, DOC)),
                cmd.OpenSituation(situation_id="s2", participants=(TETRA,), group_mode="sum"),
                cmd.OpenSituation(situation_id="s2", participants=(TETRA, TETRA),
                                group_mode="sum"),
                cmd.OpenSituation(situation_id="s2", participants=(TETRA,), risk_shift=3)):
        spec(VOYAGES).at(state).when(bad).refused("invalid_payload")
    spec(VOYAGES).at(state).when(cmd.OpenSituation(situation_id="s2", participants=(
        cmd.ParticipantSpec(character_id="nobody"),))).refused("unknown_character")
    spec(VOYAGES).at(state).when(
        cmd.OpenSituation(situation_id="s2", participants=(TETRA,)), PLAYER
    ).refused("forbidden", NotAuthorized)


def test_involvement_is_set_by_the_owner_before_rolling() -> None:
    state = opened()
    [event] = (
        spec(VOYAGES)
        .at(state)
        .when(
            cmd.SetInvolvement(situation_id="s1", character_id="tetra", involvement="involved"),
            PLAYER,
        )
        .events
    )
    assert isinstance(event, ev.InvolvementSet)
    spec(VOYAGES).at(state).when(cmd.SetInvolvement(situation_id="s1", character_id="doc",
                                       involvement="involved")).refused("not_a_participant")
    spec(VOYAGES).at(state).when(
        cmd.SetInvolvement(situation_id="s1", character_id="tetra", involvement="involved"),
        OTHER_PLAYER,
    ).refused("forbidden", NotAuthorized)
    state = (
        spec(VOYAGES)
        .at(state)
        .when(cmd.RollSituation(situation_id="s1", character_id="tetra", dice=(3,)))
        .state
    )
    spec(VOYAGES).at(state).when(cmd.SetInvolvement(situation_id="s1", character_id="tetra",
                                       involvement="involved")).refused("already_rolled")


def test_a_risk_is_taken_once_and_before_rolling() -> None:
    state = (
        spec(VOYAGES).at(opened()).when(cmd.TakeRisk(situation_id="s1", character_id="tetra")).state
    )
    spec(VOYAGES).at(state).when(cmd.TakeRisk(situation_id="s1", character_id="tetra")).refused(
        "already_taken"
    )
    state = (
        spec(VOYAGES)
        .at(opened())
        .when(cmd.RollSituation(situation_id="s1", character_id="tetra", dice=(3,)))
        .state
    )
    spec(VOYAGES).at(state).when(cmd.TakeRisk(situation_id="s1", character_id="tetra")).refused(
        "already_rolled"
    )


def test_rolls_add_the_player_terrain_and_the_environment_terrain() -> None:
    state = opened(terrain_player=1, terrain_environment=-1)
    [player] = of_type(
        spec(VOYAGES)
        .at(state)
        .when(cmd.RollSituation(situation_id="s1", character_id="tetra", dice=(5,)))
        .events,
        ev.SituationRolled,
    )
    [env] = of_type(spec(VOYAGES).at(state).when(cmd.RollEnvironment(situation_id="s1", dice=(5,),
                                                  modifiers=(mod("gm_other", 2),))).events,
                    ev.SituationRolled)
    assert (player.score, env.score, env.character_id) == (2, 2, None)


def test_rolling_refuses_the_uninvolved_the_rolled_and_the_scored() -> None:
    state = opened(cmd.ParticipantSpec(character_id="tetra", involvement="not_involved"))
    spec(VOYAGES).at(state).when(
        cmd.RollSituation(situation_id="s1", character_id="tetra", dice=(3,))
    ).refused("not_involved")
    state = (
        spec(VOYAGES)
        .at(opened())
        .played(
            cmd.RollSituation(situation_id="s1", character_id="tetra", dice=(3,)),
            cmd.RollEnvironment(situation_id="s1", dice=(3,)),
        )
        .state
    )
    spec(VOYAGES).at(state).when(
        cmd.RollSituation(situation_id="s1", character_id="tetra", dice=(3,))
    ).refused("already_rolled")
    spec(VOYAGES).at(state).when(cmd.RollEnvironment(situation_id="s1", dice=(3,))).refused(
        "already_rolled"
    )
    state = spec(VOYAGES).at(state).when(cmd.ScoreSituation(situation_id="s1")).state
    spec(VOYAGES).at(state).when(cmd.RollEnvironment(situation_id="s1", dice=(3,))).refused(
        "wrong_phase"
    )
    spec(VOYAGES).at(state).when(cmd.ScoreSituation(situation_id="s1")).refused("wrong_phase")


def test_scoring_needs_every_involved_roll() -> None:
    state = (
        spec(VOYAGES)
        .at(opened())
        .when(cmd.RollSituation(situation_id="s1", character_id="tetra", dice=(3,)))
        .state
    )
    spec(VOYAGES).at(state).when(cmd.ScoreSituation(situation_id="s1")).refused("rolls_incomplete")
    spec(VOYAGES).at(opened()).when(cmd.ScoreSituation(situation_id="s1")).refused(
        "rolls_incomplete"
    )


def test_splitting_partitions_involved_members_before_spending() -> None:
    state = (
        spec(VOYAGES)
        .at(opened(TETRA, DOC, mode="sum"))
        .played(
            cmd.RollSituation(situation_id="s1", character_id="tetra", dice=(6,)),
            cmd.RollSituation(situation_id="s1", character_id="doc", dice=(2,)),
            cmd.RollEnvironment(situation_id="s1", dice=(5,)),
            cmd.ScoreSituation(situation_id="s1"),
        )
        .state
    )
    spec(VOYAGES).at(state).when(
        cmd.SplitGroup(situation_id="s1", subgroups=(("tetra",),))
    ).refused("invalid_payload")
    outcome = (
        spec(VOYAGES)
        .at(state)
        .when(cmd.SplitGroup(situation_id="s1", subgroups=(("tetra",), ("doc",))))
    )
    split, events = outcome.state, outcome.events
    [scored_event] = of_type(events, ev.SituationScored)
    assert [(p.pool_id, p.points) for p in scored_event.pools] == [
        ("group:1", 2), ("environment:1", 1), ("group:2", -2), ("environment:2", 1)]
    spent = (
        spec(VOYAGES)
        .at(split)
        .when(spend("group:1", Purchase(effect="cosmetic_oriented", character_id="tetra")))
        .state
    )
    spec(VOYAGES).at(spent).when(
        cmd.SplitGroup(situation_id="s1", subgroups=(("tetra", "doc"),))
    ).refused("points_already_spent")
    spec(VOYAGES).at(scored()).when(
        cmd.SplitGroup(situation_id="s1", subgroups=(("tetra",),))
    ).refused("invalid_payload")
    spec(VOYAGES).at(opened()).when(
        cmd.SplitGroup(situation_id="s1", subgroups=(("tetra",),))
    ).refused("wrong_phase")


def test_apportioning_is_for_average_groups_before_spending() -> None:
    state = (
        spec(VOYAGES)
        .at(opened(TETRA, DOC, mode="average"))
        .played(
            cmd.RollSituation(situation_id="s1", character_id="tetra", dice=(6,)),
            cmd.RollSituation(situation_id="s1", character_id="doc", dice=(6,)),
            cmd.RollEnvironment(situation_id="s1", dice=(5,)),
            cmd.ScoreSituation(situation_id="s1"),
        )
        .state
    )
    spec(VOYAGES).at(state).when(cmd.ApportionGroupResult(situation_id="s1", subgroup=0,
                                             allocations={"tetra": 4})).refused("invalid_payload")
    spec(VOYAGES).at(state).when(cmd.ApportionGroupResult(situation_id="s1", subgroup=3,
                                             allocations={})).refused("invalid_payload")
    spent = (
        spec(VOYAGES)
        .at(state)
        .when(
            spend("player:tetra", Purchase(effect="cosmetic_oriented", character_id="tetra")),
            PLAYER,
        )
        .state
    )
    spec(VOYAGES).at(spent).when(
        cmd.ApportionGroupResult(situation_id="s1", subgroup=0, allocations={"tetra": 4, "doc": 0})
    ).refused("points_already_spent")


def test_closing_forfeits_unspent_points_and_ends_the_situation() -> None:
    outcome = spec(VOYAGES).at(scored(6, 5)).when(cmd.CloseSituation(situation_id="s1"))
    state, events = outcome.state, outcome.events
    assert of_type(events, ev.SituationClosed)[0].forfeited == {"player:tetra": 2,
                                                               "environment:1": 1}
    spec(VOYAGES).at(state).when(cmd.CloseSituation(situation_id="s1")).refused("resolution_closed")
    spec(VOYAGES).at(state).when(cmd.CloseSituation(situation_id="zz")).refused(
        "unknown_resolution"
    )


def test_a_situation_roll_can_be_rerolled_until_points_are_spent() -> None:
    # T12 moved the window: « Les teintes propres (et uniquement celles-ci) peuvent être
    # utilisées pour relancer un jet de dés » sets no step, so scoring no longer ends it
    # (the scoring is done again); a point spent on the result does.
    state = (
        spec(VOYAGES)
        .at(opened())
        .when(cmd.RollSituation(situation_id="s1", character_id="tetra", dice=(2,)))
        .state
    )
    reroll = cmd.RerollWithTint(resolution_id="s1", roll_id="s1:tetra", tint_source="own",
                              tint="curiosity", dice=(6,))
    outcome = spec(VOYAGES).at(state).when(reroll, PLAYER)
    state, events = outcome.state, outcome.events
    assert of_type(events, ev.RollRerolled)[0].new_score == 2
    state = spec(VOYAGES).at(state).when(cmd.RollEnvironment(situation_id="s1", dice=(4,))).state
    spec(VOYAGES).at(state).when(
        cmd.RerollWithTint(
            resolution_id="s1",
            roll_id="s1:environment",
            tint_source="own",
            tint="curiosity",
            dice=(6,),
        )
    ).refused("not_your_roll")
    state = spec(VOYAGES).at(state).when(cmd.ScoreSituation(situation_id="s1")).state
    assert state.situations["s1"].pools["player:tetra"].points == 2
    outcome = spec(VOYAGES).at(state).when(msgspec.structs.replace(reroll, dice=(5,)), PLAYER)
    state, events = outcome.state, outcome.events
    assert of_type(events, ev.SituationScored)[0].scores == {"tetra": 1}
    assert state.situations["s1"].pools["player:tetra"].points == 1
    state = (
        spec(VOYAGES)
        .at(state)
        .when(
            spend("player:tetra", Purchase(effect="cosmetic_oriented", character_id="tetra")),
            PLAYER,
        )
        .state
    )
    spec(VOYAGES).at(state).when(reroll, PLAYER).refused("reroll_window_closed")

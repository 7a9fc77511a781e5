"""Golden scenarios VA-EX-1..4 and 22..24 of the Voyages & Aventures spec (section 8):
actions, sheets and rest, with the seed's figures, through the decider (physical dice in a
mixed game)."""

import msgspec

from domain.voyages import commands as cmd
from domain.voyages import events as ev
from domain.voyages.decide.sheet import InvalidSheet
from domain.voyages.decider import VOYAGES
from domain.voyages.rules.sheet import OwnTint, TintPoint, Trade
from tests.golden.voyages_helpers import _duel
from tests.support.decider_spec import spec
from tests.unit.voyages.helpers import (
    PLAYER,
    finish_round,
    given,
    mod,
    of_type,
    registered,
    roll_side,
    table,
    tetra,
)


def test_voyages_ex_1_natural_one_fails_with_a_complication() -> None:
    state = table()
    events = spec(VOYAGES).at(state).when(cmd.RollAction(
        action_id="a1", character_id="doc", dice=(1,),
        modifiers=(mod("adapted_trade", 2, "médecin"), mod("taking_time", 1)))).events
    [result] = of_type(events, ev.ActionResultComputed)
    assert (result.natural_one, result.total, result.tier) == (True, None, "fail_complication")


def _surgery(die: int) -> ev.ActionResultComputed:
    events = spec(VOYAGES).at(table()).when(cmd.RollAction(
        action_id="a1", character_id="doc", dice=(die,),
        modifiers=(mod("delicate_task", -2), mod("adapted_trade", 2, "médecin")))).events
    [result] = of_type(events, ev.ActionResultComputed)
    return result


def test_voyages_ex_2_surgery_tiers_follow_the_total() -> None:
    assert (_surgery(4).total, _surgery(4).tier) == (4, "yes")
    assert (_surgery(3).total, _surgery(3).tier) == (3, "maybe")
    six = _surgery(6)
    assert (six.total, six.tier, six.margin) == (6, "yes_and", 2)


def test_voyages_ex_3_double_edged_help_subtracts_four() -> None:
    events = spec(VOYAGES).at(table()).when(cmd.RollAction(
        action_id="a1", character_id="doc", dice=(3,),
        modifiers=(mod("aspect", 1, "médecin/surgery"),),
        helpers=(cmd.HelperSpec(character_id="tetra", dice=(2,)),))).events
    [rolled] = of_type(events, ev.ActionRolled)
    [result] = of_type(events, ev.ActionResultComputed)
    assert rolled.helpers[0].score == -2
    assert (result.total, result.tier) == (2, "no")


def test_voyages_ex_4_reroll_with_own_tint_curiosity() -> None:
    outcome = (
        spec(VOYAGES)
        .at(table())
        .when(cmd.RollAction(action_id="a1", character_id="tetra", dice=(2,)), PLAYER)
    )
    state, events = outcome.state, outcome.events
    assert of_type(events, ev.ActionResultComputed)[0].tier == "no"
    outcome = (
        spec(VOYAGES)
        .at(state)
        .when(
            cmd.RerollWithTint(
                resolution_id="a1",
                roll_id="a1:main",
                tint_source="own",
                tint="curiosity",
                dice=(5,),
            ),
            PLAYER,
        )
    )
    state, events = outcome.state, outcome.events
    [spent] = of_type(events, ev.TintSpentForReroll)
    [result] = of_type(events, ev.ActionResultComputed)
    assert spent.remaining == 1
    assert state.characters["tetra"].own_tints[0].current == 1
    assert (result.total, result.tier, result.margin) == (5, "yes_and", 1)


# --- sheets and rest --------------------------------------------------------------------

def test_voyages_ex_22_sheet_rules_t2_t3_t4_t5() -> None:
    def register(trade: Trade) -> cmd.RegisterCharacter:
        return cmd.RegisterCharacter(name="Zoé", trades=(trade,))

    ordinary = Trade(trade_id="t", name="t", aspects=("a",),
                     tint_points=(TintPoint(tint="x", kind="free"),))
    magical = Trade(trade_id="t", name="t", magical=True, aspects=("a",),
                    tint_points=(TintPoint(tint="x", kind="personal"),))
    short = Trade(trade_id="t", name="t", aspects=("a", "b"),
                  tint_points=(TintPoint(tint="x", kind="personal"),))
    for trade, rule in ((ordinary, "T3"), (magical, "T4"), (short, "T2")):
        error = spec(VOYAGES).at(table()).when(register(trade), PLAYER).refused("invalid_sheet")
        assert isinstance(error, InvalidSheet)
        assert error.rules == [rule]
    state = (
        spec(VOYAGES)
        .at(table())
        .when(cmd.AddInventoryTint(character_id="tetra", tint="sel", points=4, tattooed=True))
        .state
    )
    spec(VOYAGES).at(state).when(cmd.AddInventoryTint(character_id="tetra", tint="vent", points=3,
                                         tattooed=True)).refused("tattoo_limit_exceeded")


def test_voyages_ex_23_a_night_of_rest_regenerates_one_point() -> None:
    tired = msgspec.structs.replace(tetra(), own_tints=(
        OwnTint(tint="curiosity", base_score=2, current=0),))
    state = given(*registered(tired))
    night = cmd.RestNight(character_ids=("tetra",))
    state = spec(VOYAGES).at(state).when(night).state
    assert state.characters["tetra"].own_tints[0].current == 1
    state = spec(VOYAGES).at(state).when(night).state
    assert state.characters["tetra"].own_tints[0].current == 2
    assert spec(VOYAGES).at(state).when(night).events == []
    state = given(*registered(tired))
    assert spec(VOYAGES).at(state).when(cmd.RestNight(character_ids=("tetra",),
                                   neglected={"tetra": ("curiosity",)})).events == []


def test_voyages_ex_24_contested_approach_rerolls_ties() -> None:
    state = spec(VOYAGES).at(_duel()).when(cmd.StartRound(conflict_id="k1")).state
    outcome = (
        spec(VOYAGES)
        .at(state)
        .when(cmd.ContestApproach(conflict_id="k1", side_ids=("A", "B"), dice=(4, 4, 2, 5)))
    )
    state, events = outcome.state, outcome.events
    [contest] = of_type(events, ev.ApproachContested)
    assert [{s: d.values for s, d in p.items()} for p in contest.rounds_of_dice] == [
        {"A": (4,), "B": (4,)}, {"A": (2,), "B": (5,)}]
    assert contest.winner_side_id == "B"
    state = (
        spec(VOYAGES)
        .at(state)
        .played(
            cmd.ChooseApproach(conflict_id="k1", description="feint"),
            roll_side("k1", "A", 4),
            roll_side("k1", "B", 4),
            cmd.ScoreRound(conflict_id="k1"),
        )
        .state
    )
    state, events = finish_round(state, "k1", {"B": (), "A": ()})
    assert of_type(events, ev.RoundResolved)[0].next_approach_holder == "A"
    events = spec(VOYAGES).at(state).when(cmd.StartRound(conflict_id="k1")).events
    assert of_type(events, ev.RoundStarted)[0].approach_holder == "A"

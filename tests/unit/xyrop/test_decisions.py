"""The decisions of spec section 9 (d1-d11), one pinned test each (named by its id)."""

import msgspec
import pytest

from domain.xyrop.commands import (
    ApplyContestEffect,
    CancelContest,
    CreateAsset,
    CreateSituation,
    DestinySpend,
    DistinctionUse,
    EndSession,
    RollAction,
    RollOpposition,
    SpendDestinyOnRoll,
    StartSession,
    StressStep,
    TreasureUse,
)
from domain.xyrop.decider import XYROP
from domain.xyrop.events import ActionRolled, OppositionRolled
from domain.xyrop.state import XyropOptions
from tests.support.decider_spec import spec
from tests.unit.xyrop.decisions_support import AWARD, WOUND_UP, current, oppose, roll, server_roll
from tests.unit.xyrop.helpers import (
    PIP_SEAT,
    given,
    history,
    pip_in_session,
    register_pip,
)


def test_d1_a_session_start_resets_destiny_to_its_initial_value() -> None:
    state = given(pip_in_session(AWARD, AWARD, EndSession()))
    assert state.characters["pip"].destiny_points == 3
    state = spec(XYROP).at(state).when(StartSession(present_character_ids=("pip",))).state
    assert state.characters["pip"].destiny_points == 1


def test_d2_one_free_treasure_use_per_session_then_one_destiny_per_use() -> None:
    state = given(pip_in_session(AWARD, AWARD))
    cloak = TreasureUse(treasure_id="elven_cloak")
    again = TreasureUse(treasure_id="elven_cloak", reactivate=True)
    dice = {"approach": 5, "role": 5, "treasure": 5}
    for use, destiny in ((cloak, 3), (again, 2), (again, 1)):
        outcome = spec(XYROP).at(state).when(roll(dice, treasure=use), PIP_SEAT)
        state, (event,) = outcome.state, outcome.events
        assert event.destiny_after == destiny  # type: ignore[attr-defined]
        state = spec(XYROP).at(state).when(CancelContest(contest_id=current(state))).state
    with pytest.raises(msgspec.ValidationError):
        msgspec.convert({"type": "RollAction", "character_id": "pip", "approach_id": "careful",
                         "role_id": "burglar", "treasure": [{"treasure_id": "elven_cloak"}]},
                        RollAction)


def test_d3_the_race_is_a_fourth_distinction() -> None:
    state = given(pip_in_session())
    assert len(state.characters["pip"].distinctions) == 3
    (event,) = spec(XYROP).at(state).when(roll({"approach": 5, "role": 5, "distinction:race": 8},
                                distinctions=(DistinctionUse(distinction_id="race",
                                                             mode="d8"),)), PIP_SEAT).events
    assert isinstance(event, ActionRolled) and event.pool[2].source_id == "race"


def test_d4_one_distinction_per_roll_unless_the_table_allows_more() -> None:
    two = (DistinctionUse(distinction_id="curious", mode="d8"),
           DistinctionUse(distinction_id="race", mode="d4"))
    spec(XYROP).given(pip_in_session()).when(server_roll(distinctions=two), PIP_SEAT).refused(
        "too_many_distinctions"
    )
    options = XyropOptions(max_distinctions_per_roll=2)
    state = given(history(register_pip(), StartSession(present_character_ids=("pip",)),
                          options=options), options=options)
    (event,) = spec(XYROP).at(state).when(server_roll(distinctions=two), PIP_SEAT).events
    assert isinstance(event, ActionRolled) and len(event.pool) == 4


def test_d5_at_most_one_value_die_in_the_player_pool() -> None:
    with pytest.raises(msgspec.ValidationError):
        msgspec.convert({"extra_values": ["loyalty"]}, DestinySpend)
    (event,) = (
        spec(XYROP).given(pip_in_session()).when(server_roll(value_id="loyalty"), PIP_SEAT).events
    )
    assert [d.ref for d in event.pool].count("value") == 1  # type: ignore[attr-defined]


def test_d6_a_d4_distinction_cannot_pay_for_spends_declared_before_its_dice() -> None:
    """Changed by revision R1: keeping an extra die is now also a choice made after the
    dice (SpendDestinyOnRoll); changed again by T3: that later spend may not use the d4's
    destiny either (« récupérer un point de Destin » comes from that very roll); step-ups
    and extra traits are still declared with the roll, before the dice."""
    state = given(pip_in_session(CreateAsset(character_id="pip", name="rope")))
    assert state.characters["pip"].destiny_points == 0
    d4 = (DistinctionUse(distinction_id="curious", mode="d4"),)
    for spend in (DestinySpend(keep_extra=1), DestinySpend(step_ups=("approach",)),
                  DestinySpend(extra_roles=("scout",))):
        spec(XYROP).at(state).when(server_roll(distinctions=d4, destiny=spend), PIP_SEAT).refused(
            "insufficient_destiny"
        )
    outcome = (
        spec(XYROP)
        .at(state)
        .when(roll({"approach": 5, "role": 4, "distinction:curious": 3}, distinctions=d4), PIP_SEAT)
    )
    state, (rolled,) = outcome.state, outcome.events
    assert state.characters["pip"].destiny_points == 1
    spec(XYROP).at(state).when(SpendDestinyOnRoll(contest_id=rolled.contest_id), PIP_SEAT).refused(
        "not_enough_destiny"
    )


def test_d7_several_spends_in_one_roll_each_one_step_or_one_trait() -> None:
    state = given(pip_in_session(AWARD, AWARD))
    (event,) = (
        spec(XYROP)
        .at(state)
        .when(
            server_roll(
                destiny=DestinySpend(
                    extra_approaches=("quick",), step_ups=("approach", "extra_approach:quick")
                )
            ),
            PIP_SEAT,
        )
        .events
    )
    assert isinstance(event, ActionRolled)
    assert [d.faces for d in event.pool] == [10, 8, 8] and event.destiny_after == 0


def test_d8_a_tie_goes_to_the_opposition() -> None:
    state = given(pip_in_session((roll(), PIP_SEAT)))
    (event,) = (
        spec(XYROP)
        .at(state)
        .when(
            RollOpposition(
                contest_id=current(state),
                kind="difficulty",
                difficulty_dice=2,
                dice={"difficulty:1": 6, "difficulty:2": 4},
            )
        )
        .events
    )
    assert isinstance(event, OppositionRolled)
    assert (event.opposition_total, event.outcome) == (10, "failure")


def test_d9_a_difficulty_may_add_pc_dice_but_never_those_already_rolled() -> None:
    state = given(pip_in_session(WOUND_UP, CreateSituation(name="fog", die=8),
                                 (roll({"approach": 5, "role": 5, "stress:wound": 2},
                                       own_stress_ids=("wound",)), PIP_SEAT)))
    fog = next(iter(state.elements))
    (event,) = (
        spec(XYROP)
        .at(state)
        .when(
            RollOpposition(
                contest_id=current(state),
                kind="difficulty",
                difficulty_dice=2,
                pc_value_id="loyalty",
                element_ids=(fog,),
            )
        )
        .events
    )
    assert [d.ref for d in event.pool][2:] == ["pc_value", f"element:{fog}"]  # type: ignore[attr-defined]
    spec(XYROP).at(state).when(
        RollOpposition(
            contest_id=current(state),
            kind="difficulty",
            difficulty_dice=2,
            pc_stress_ids=("wound",),
        )
    ).refused("stress_already_in_player_pool")


def test_d10_one_optional_effect_by_the_winner_on_any_target() -> None:
    state = oppose(given(pip_in_session(WOUND_UP, (roll(), PIP_SEAT))), 2)
    heal = ApplyContestEffect(contest_id=current(state), effect=StressStep(
        target_kind="character", target_id="pip", stress_id="wound", direction="down"))
    after = spec(XYROP).at(state).when(heal, PIP_SEAT).state
    assert after.characters["pip"].stress["wound"] == "none"
    spec(XYROP).at(after).when(heal, PIP_SEAT).refused("effect_already_applied")
    assert (
        spec(XYROP).at(state).when(roll(), PIP_SEAT).events
    )  # no effect taken: the next roll goes on


def test_d11_stress_starts_empty_reaches_d4_first_and_comes_back_from_out_to_d12() -> None:
    state = given(pip_in_session())
    assert state.characters["pip"].stress == {"wound": "none"}
    state = given(pip_in_session(WOUND_UP))
    assert state.characters["pip"].stress == {"wound": 4}
    state = given(pip_in_session(*[WOUND_UP] * 6))
    assert state.characters["pip"].stress == {"wound": "out"}
    state = spec(XYROP).at(state).when(msgspec.structs.replace(WOUND_UP, direction="down")).state
    assert state.characters["pip"].stress == {"wound": 12}

"""Assets, value destiny, situations and the gm's adjustments (sessions: test_session)."""

from domain.core import InvalidValue, NotAuthorized
from domain.xyrop.commands import (
    AdjustElement,
    AdjustStress,
    AwardValueDestiny,
    CreateAsset,
    CreateSituation,
    ExploitGmOnes,
    RemoveAsset,
    RollAction,
    RollOpposition,
    StepUpAsset,
    TriggerOpportunity,
)
from domain.xyrop.decider import XYROP
from domain.xyrop.events import (
    AssetCreated,
    AssetStepped,
    DestinyChanged,
    ElementStepped,
    SituationCreated,
)
from domain.xyrop.state import XyropOptions
from tests.support.decider_spec import spec
from tests.unit.xyrop.helpers import (
    PIP_SEAT,
    given,
    pip_in_session,
)


def test_an_asset_costs_one_destiny_and_starts_at_d6() -> None:
    state = given(pip_in_session())
    outcome = spec(XYROP).at(state).when(CreateAsset(character_id="pip", name="rope"), PIP_SEAT)
    state, events = outcome.state, outcome.events
    assert events[0] == DestinyChanged(character_id="pip", delta=-1, reason="asset",
                                       destiny_points_after=0)
    assert isinstance(events[1], AssetCreated) and events[1].die == 6
    spec(XYROP).at(state).when(CreateAsset(character_id="pip", name="hook"), PIP_SEAT).refused(
        "insufficient_destiny"
    )


def test_an_asset_steps_up_with_destiny_up_to_d12() -> None:
    award = AwardValueDestiny(character_id="pip", value_id="loyalty")
    state = given(pip_in_session(*[award] * 4, CreateAsset(character_id="pip", name="rope")))
    asset_id = state.characters["pip"].assets[0].asset_id
    up = StepUpAsset(character_id="pip", asset_id=asset_id)
    for _ in range(3):
        outcome = spec(XYROP).at(state).when(up, PIP_SEAT)
        state, events = outcome.state, outcome.events
    assert isinstance(events[1], AssetStepped) and events[1].to == 12
    assert state.characters["pip"].destiny_points == 1
    spec(XYROP).at(state).when(up, PIP_SEAT).refused("die_at_max")
    spec(XYROP).at(state).when(StepUpAsset(character_id="pip", asset_id="nope"), PIP_SEAT).refused(
        "unknown_asset"
    )


def test_stepping_an_asset_needs_destiny() -> None:
    state = given(pip_in_session(CreateAsset(character_id="pip", name="rope")))
    asset_id = state.characters["pip"].assets[0].asset_id
    spec(XYROP).at(state).when(
        StepUpAsset(character_id="pip", asset_id=asset_id), PIP_SEAT
    ).refused("insufficient_destiny")


def test_the_gm_removes_an_asset() -> None:
    state = given(pip_in_session(CreateAsset(character_id="pip", name="rope")))
    asset_id = state.characters["pip"].assets[0].asset_id
    outcome = spec(XYROP).at(state).when(RemoveAsset(character_id="pip", asset_id=asset_id))
    state, events = outcome.state, outcome.events
    assert events == [AssetStepped(character_id="pip", asset_id=asset_id, from_=6, to=None,
                                   reason="gm_adjustment")]
    assert state.characters["pip"].assets == ()
    spec(XYROP).at(state).when(RemoveAsset(character_id="pip", asset_id=asset_id)).refused(
        "unknown_asset"
    )
    spec(XYROP).at(state).when(
        RemoveAsset(character_id="pip", asset_id=asset_id), PIP_SEAT
    ).refused("not_authorized", NotAuthorized)


def test_the_gm_awards_destiny_for_a_value_decision() -> None:
    state = given(pip_in_session())
    award = AwardValueDestiny(character_id="pip", value_id="loyalty", note="stayed behind")
    assert spec(XYROP).at(state).when(award).events == [DestinyChanged(
        character_id="pip", delta=1, reason="value_decision", destiny_points_after=2,
        note="stayed behind")]
    spec(XYROP).at(state).when(AwardValueDestiny(character_id="pip", value_id="greed")).refused(
        "unknown_value"
    )
    spec(XYROP).at(state).when(award, PIP_SEAT).refused("not_authorized", NotAuthorized)


def test_situations_take_a_ladder_die() -> None:
    state = given(pip_in_session())
    (created,) = spec(XYROP).at(state).when(CreateSituation(name="fog", die=10)).events
    assert isinstance(created, SituationCreated) and created.die == 10
    spec(XYROP).at(state).when(CreateSituation(name="fog", die=7)).refused(
        "invalid_die", InvalidValue
    )


def test_the_gm_adjusts_elements() -> None:
    state = given(pip_in_session(CreateSituation(name="fog", die=12)))
    fog = next(iter(state.elements))
    spec(XYROP).at(state).when(AdjustElement(element_id=fog, action="up")).refused("element_at_max")
    spec(XYROP).at(state).when(AdjustElement(element_id="nope", action="up")).refused(
        "unknown_element"
    )
    outcome = spec(XYROP).at(state).when(AdjustElement(element_id=fog, action="down"))
    state, (down,) = outcome.state, outcome.events
    assert isinstance(down, ElementStepped) and (down.to, down.reason) == (10, "gm_adjustment")
    state = spec(XYROP).at(state).when(AdjustElement(element_id=fog, action="remove")).state
    assert state.elements == {}


def test_the_gm_adjusts_stress_with_the_effect_checks() -> None:
    state = given(pip_in_session())
    spec(XYROP).at(state).when(AdjustStress(target_kind="character", target_id="pip",
                                   stress_id="wound", direction="down")).refused("no_stress")
    spec(XYROP).at(state).when(AdjustStress(target_kind="npc", target_id="orc", stress_id="fear",
                                   direction="up")).refused("unknown_stress")
    spec(XYROP).at(state).when(
        AdjustStress(target_kind="npc", target_id="orc", stress_id="wound", direction="up"),
        PIP_SEAT,
    ).refused("not_authorized", NotAuthorized)


def test_an_opportunity_has_no_die_to_adjust_but_can_be_removed() -> None:
    state = given(pip_in_session((RollAction(character_id="pip", approach_id="careful",
                                             role_id="burglar",
                                             dice={"approach": 5, "role": 5}), PIP_SEAT)))
    assert state.session is not None and state.session.current_contest_id is not None
    contest_id = state.session.current_contest_id
    state = (
        spec(XYROP)
        .at(state)
        .when(
            RollOpposition(
                contest_id=contest_id,
                kind="difficulty",
                difficulty_dice=2,
                dice={"difficulty:1": 1, "difficulty:2": 2},
            )
        )
        .state
    )
    outcome = (
        spec(XYROP)
        .at(state)
        .when(
            ExploitGmOnes(
                contest_id=contest_id,
                character_id="pip",
                effect=TriggerOpportunity(description="rope"),
            ),
            PIP_SEAT,
        )
    )
    state, events = outcome.state, outcome.events
    rope = events[2].element_id  # type: ignore[attr-defined]
    spec(XYROP).at(state).when(AdjustElement(element_id=rope, action="up")).refused(
        "element_not_rated"
    )
    state = spec(XYROP).at(state).when(AdjustElement(element_id=rope, action="remove")).state
    assert rope not in state.elements


def test_table_creation_is_an_option_not_a_command() -> None:
    """InitializeGame (and its game_already_initialized) is the platform's game creation."""
    names = {command.__name__ for command in XYROP.command_types}
    assert "InitializeGame" not in names
    assert XYROP.initial_state(XyropOptions(stress_catalog=("wound", "fear"))).initialized

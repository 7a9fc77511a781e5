"""The decisions of spec section 9 (d12-d22), one pinned test each (named by its id)."""

import msgspec

from domain.core import GM, InvalidValue
from domain.xyrop.commands import (
    AdjustElement,
    AdvanceScene,
    ApplyExperienceSwap,
    ApplyMilestoneAdvance,
    ChangeSessionRoster,
    CreateAsset,
    CreateSituation,
    DegradeOpportunity,
    DistinctionUse,
    EndAdventure,
    EndSession,
    ExploitGmOnes,
    ExploitPlayerOne,
    IncreaseInitialDestiny,
    NewComplication,
    StartSession,
    StepUpAsset,
    TriggerOpportunity,
)
from domain.xyrop.decider import XYROP
from domain.xyrop.state import XyropOptions
from tests.support.decider_spec import spec
from tests.unit.xyrop.decisions_support import AWARD, WOUND_UP, current, oppose, roll, server_roll
from tests.unit.xyrop.helpers import (
    PIP_SEAT,
    SAM_SEAT,
    given,
    history,
    pip_in_session,
    register_pip,
)


def test_d12_out_of_play_needs_both_a_new_scene_and_a_lower_stress() -> None:
    state = given(pip_in_session(*[WOUND_UP] * 6, AdvanceScene()))
    spec(XYROP).at(state).when(roll(), PIP_SEAT).refused("character_out_of_play")
    # changed by T5 (« incapable d'agir »): no asset bought by its own action either
    spec(XYROP).at(state).when(CreateAsset(character_id="pip", name="rope"), PIP_SEAT).refused(
        "character_out"
    )
    state = spec(XYROP).at(state).when(msgspec.structs.replace(WOUND_UP, direction="down")).state
    assert spec(XYROP).at(state).when(roll(), PIP_SEAT).events


def test_d13_each_player_one_is_optional_and_pays_the_roller() -> None:
    sam = register_pip("sam", "seat-sam", "Sam")
    state = given(pip_in_session(sam, ChangeSessionRoster(add_ids=("sam",)),
                                 (roll({"approach": 6, "role": 5,
                                        "distinction:curious": 1},
                                       distinctions=(DistinctionUse(distinction_id="curious",
                                                                    mode="d8"),)),
                                  PIP_SEAT)))
    assert state.session is not None
    assert state.session.contests[current(state)].player_ones == 1  # an unkept die counts
    state = (
        spec(XYROP)
        .at(state)
        .when(
            ExploitPlayerOne(
                contest_id=current(state),
                effect=NewComplication(description="orcs", target_character_id="sam"),
            )
        )
        .state
    )
    assert (state.characters["pip"].destiny_points, state.characters["sam"].destiny_points) == (
        2, 1)


def test_d14_one_exploitation_of_the_gm_ones_by_a_present_player() -> None:
    sam = register_pip("sam", "seat-sam", "Sam")
    state = oppose(given(pip_in_session(sam, (roll(), PIP_SEAT))), 1, 1)
    trigger = TriggerOpportunity(description="a rope")
    spec(XYROP).at(state).when(ExploitGmOnes(contest_id=current(state), character_id="sam",
                                    effect=trigger), SAM_SEAT).refused("character_not_present")
    state = (
        spec(XYROP)
        .at(state)
        .when(
            ExploitGmOnes(contest_id=current(state), character_id="pip", effect=trigger), PIP_SEAT
        )
        .state
    )
    spec(XYROP).at(state).when(ExploitGmOnes(contest_id=current(state), character_id="pip",
                                    effect=trigger), PIP_SEAT).refused("gm_ones_already_exploited")


def test_d15_degrading_an_opportunity_removes_it() -> None:
    state = oppose(given(pip_in_session((roll({"approach": 1, "role": 5}), PIP_SEAT))), 1)
    outcome = (
        spec(XYROP)
        .at(state)
        .when(
            ExploitGmOnes(
                contest_id=current(state),
                character_id="pip",
                effect=TriggerOpportunity(description="rope"),
            ),
            PIP_SEAT,
        )
    )
    state, events = outcome.state, outcome.events
    state = (
        spec(XYROP)
        .at(state)
        .when(
            ExploitPlayerOne(
                contest_id=current(state),
                effect=DegradeOpportunity(element_id=events[2].element_id),
            )
        )
        .state
    )  # type: ignore[attr-defined]
    assert state.elements == {}


def test_d16_ranks_start_at_d6_stop_at_d12_and_vanish_below_d4() -> None:
    state = given(pip_in_session((roll({"approach": 1, "role": 5}), PIP_SEAT)))
    outcome = (
        spec(XYROP)
        .at(state)
        .when(
            ExploitPlayerOne(contest_id=current(state), effect=NewComplication(description="orcs"))
        )
    )
    state, events = outcome.state, outcome.events
    orcs = events[2].element_id  # type: ignore[attr-defined]
    assert state.elements[orcs].die == 6
    for _ in range(3):
        state = spec(XYROP).at(state).when(AdjustElement(element_id=orcs, action="up")).state
    spec(XYROP).at(state).when(AdjustElement(element_id=orcs, action="up")).refused(
        "element_at_max"
    )
    for _ in range(5):
        state = spec(XYROP).at(state).when(AdjustElement(element_id=orcs, action="down")).state
    assert orcs not in state.elements


def test_d17_assets_step_one_die_serve_only_their_owner_and_last_one_session() -> None:
    """Amended by revision R3: an asset lasts until the end of the session."""
    sam = register_pip("sam", "seat-sam", "Sam")
    state = given(pip_in_session(sam, ChangeSessionRoster(add_ids=("sam",)), AWARD,
                                 CreateAsset(character_id="pip", name="rope")))
    rope = state.characters["pip"].assets[0].asset_id
    state = (
        spec(XYROP).at(state).when(StepUpAsset(character_id="pip", asset_id=rope), PIP_SEAT).state
    )
    assert state.characters["pip"].assets[0].die == 8
    (event,) = spec(XYROP).at(state).when(server_roll(asset_ids=(rope,)), PIP_SEAT).events
    assert event.destiny_spent == 0  # type: ignore[attr-defined]
    spec(XYROP).at(state).when(
        server_roll(character_id="sam", asset_ids=(rope,)), SAM_SEAT
    ).refused("unknown_asset")
    after = spec(XYROP).at(state).when(EndSession()).state
    assert after.characters["pip"].assets == ()


def test_d18_one_optional_swap_per_adventure_end_kept_until_used() -> None:
    """Changed by revision R4: the swap is no longer forfeited at the next StartSession."""
    state = given(history(register_pip(), EndAdventure(participant_ids=("pip",))))
    swap = ApplyExperienceSwap(character_id="pip", category="approach", improve_id="careful",
                               degrade_id="quick")
    after = spec(XYROP).at(state).when(swap, PIP_SEAT).state
    spec(XYROP).at(after).when(swap, PIP_SEAT).refused("no_pending_experience")
    state = spec(XYROP).at(state).when(StartSession(present_character_ids=("pip",))).state
    spec(XYROP).at(state).when(swap, PIP_SEAT).refused("session_active")
    state = spec(XYROP).at(state).when(EndSession()).state
    state = spec(XYROP).at(state).when(swap, PIP_SEAT).state
    assert state.characters["pip"].approaches == {"careful": 10, "quick": 4}
    spec(XYROP).at(state).when(swap, PIP_SEAT).refused("no_pending_experience")


def test_d19_exactly_one_milestone_option_new_treasure_by_the_gm() -> None:
    state = given(history(register_pip(), *[EndAdventure(participant_ids=("pip",))] * 3))
    more = ApplyMilestoneAdvance(character_id="pip", option=IncreaseInitialDestiny())
    state = spec(XYROP).at(state).when(more, PIP_SEAT).state
    spec(XYROP).at(state).when(more, GM).refused("no_pending_milestone")


def test_d20_value_destiny_has_no_limit() -> None:
    state = given(pip_in_session(*[AWARD] * 6))
    assert state.characters["pip"].destiny_points == 7


def test_d21_any_rated_stress_track_may_join_the_players_pool() -> None:
    options = XyropOptions(stress_catalog=("wound", "fear"))
    state = given(history(register_pip(), StartSession(present_character_ids=("pip",)),
                          msgspec.structs.replace(WOUND_UP, stress_id="fear"),
                          options=options), options=options)
    (event,) = spec(XYROP).at(state).when(server_roll(own_stress_ids=("fear",)), PIP_SEAT).events
    assert event.pool[-1].ref == "stress:fear"  # type: ignore[attr-defined]
    spec(XYROP).at(state).when(server_roll(own_stress_ids=("wound",)), PIP_SEAT).refused(
        "stress_not_usable"
    )


def test_d22_the_gm_rates_situations_and_only_player_ones_create_complications() -> None:
    names = {command.__name__ for command in XYROP.command_types}
    assert "CreateSituation" in names and not any("Complication" in n for n in names)
    state = given(pip_in_session())
    for die in (4, 12):
        assert spec(XYROP).at(state).when(CreateSituation(name="fog", die=die)).events
    spec(XYROP).at(state).when(CreateSituation(name="fog", die=2)).refused(
        "invalid_die", InvalidValue
    )

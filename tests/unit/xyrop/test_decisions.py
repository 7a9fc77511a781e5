"""The decisions of spec section 9, one pinned test each (named by its id)."""

import msgspec
import pytest

from domain.core import GM, InvalidValue
from domain.xyrop.commands import (
    AdjustElement,
    AdjustStress,
    AdvanceScene,
    ApplyContestEffect,
    ApplyExperienceSwap,
    ApplyMilestoneAdvance,
    AwardValueDestiny,
    CancelContest,
    ChangeSessionRoster,
    CreateAsset,
    CreateSituation,
    DegradeOpportunity,
    DestinySpend,
    DistinctionUse,
    EndAdventure,
    EndSession,
    ExploitGmOnes,
    ExploitPlayerOne,
    IncreaseInitialDestiny,
    NewComplication,
    RollAction,
    RollOpposition,
    StartSession,
    StepUpAsset,
    StressStep,
    TreasureUse,
    TriggerOpportunity,
)
from domain.xyrop.decider import XYROP
from domain.xyrop.events import ActionRolled, OppositionRolled
from domain.xyrop.state import GameState, XyropOptions
from tests.unit.xyrop.helpers import (
    PIP_SEAT,
    SAM_SEAT,
    given,
    history,
    pip_in_session,
    register_pip,
    step,
    then_error,
    when,
)

AWARD = AwardValueDestiny(character_id="pip", value_id="loyalty")
WOUND_UP = AdjustStress(target_kind="character", target_id="pip", stress_id="wound",
                        direction="up")


def roll(dice: dict[str, int] | None = None, **changes: object) -> RollAction:
    """Pip's careful burglary (5 + 5 by default)."""
    fields: dict[str, object] = {"character_id": "pip", "approach_id": "careful",
                                 "role_id": "burglar", "dice": dice or {"approach": 5,
                                                                        "role": 5}}
    fields.update(changes)
    return RollAction(**fields)  # type: ignore[arg-type]


def server_roll(**changes: object) -> RollAction:
    """Pip's careful burglary rolled by the server."""
    return msgspec.structs.replace(roll(), dice=None, **changes)


def oppose(state: GameState, high: int, low: int = 1) -> GameState:
    """The gm's 2d6 difficulty against the current contest."""
    assert state.session is not None and state.session.current_contest_id is not None
    after, _ = step(state, RollOpposition(
        contest_id=state.session.current_contest_id, kind="difficulty", difficulty_dice=2,
        dice={"difficulty:1": high, "difficulty:2": low}))
    return after


def current(state: GameState) -> str:
    """The current contest id."""
    assert state.session is not None and state.session.current_contest_id is not None
    return state.session.current_contest_id


def test_d1_a_session_start_resets_destiny_to_its_initial_value() -> None:
    state = given(pip_in_session(AWARD, AWARD, EndSession()))
    assert state.characters["pip"].destiny_points == 3
    state, _ = step(state, StartSession(present_character_ids=("pip",)))
    assert state.characters["pip"].destiny_points == 1


def test_d2_one_free_treasure_use_per_session_then_one_destiny_per_use() -> None:
    state = given(pip_in_session(AWARD, AWARD))
    cloak = TreasureUse(treasure_id="elven_cloak")
    again = TreasureUse(treasure_id="elven_cloak", reactivate=True)
    dice = {"approach": 5, "role": 5, "treasure": 5}
    for use, destiny in ((cloak, 3), (again, 2), (again, 1)):
        state, (event,) = step(state, roll(dice, treasure=use), PIP_SEAT)
        assert event.destiny_after == destiny  # type: ignore[attr-defined]
        state, _ = step(state, CancelContest(contest_id=current(state)))
    with pytest.raises(msgspec.ValidationError):
        msgspec.convert({"type": "RollAction", "character_id": "pip", "approach_id": "careful",
                         "role_id": "burglar", "treasure": [{"treasure_id": "elven_cloak"}]},
                        RollAction)


def test_d3_the_race_is_a_fourth_distinction() -> None:
    state = given(pip_in_session())
    assert len(state.characters["pip"].distinctions) == 3
    (event,) = when(state, roll({"approach": 5, "role": 5, "distinction:race": 8},
                                distinctions=(DistinctionUse(distinction_id="race",
                                                             mode="d8"),)), PIP_SEAT)
    assert isinstance(event, ActionRolled) and event.pool[2].source_id == "race"


def test_d4_one_distinction_per_roll_unless_the_table_allows_more() -> None:
    two = (DistinctionUse(distinction_id="curious", mode="d8"),
           DistinctionUse(distinction_id="race", mode="d4"))
    then_error(given(pip_in_session()), server_roll(distinctions=two),
               "too_many_distinctions", PIP_SEAT)
    options = XyropOptions(max_distinctions_per_roll=2)
    state = given(history(register_pip(), StartSession(present_character_ids=("pip",)),
                          options=options), options=options)
    (event,) = when(state, server_roll(distinctions=two), PIP_SEAT)
    assert isinstance(event, ActionRolled) and len(event.pool) == 4


def test_d5_at_most_one_value_die_in_the_player_pool() -> None:
    with pytest.raises(msgspec.ValidationError):
        msgspec.convert({"extra_values": ["loyalty"]}, DestinySpend)
    (event,) = when(given(pip_in_session()), server_roll(value_id="loyalty"),
                    PIP_SEAT)
    assert [d.ref for d in event.pool].count("value") == 1  # type: ignore[attr-defined]


def test_d6_a_d4_distinction_cannot_pay_for_its_own_roll() -> None:
    state = given(pip_in_session(CreateAsset(character_id="pip", name="rope")))
    assert state.characters["pip"].destiny_points == 0
    then_error(state, server_roll(
                           distinctions=(DistinctionUse(distinction_id="curious", mode="d4"),),
                           destiny=DestinySpend(keep_extra=1)), "insufficient_destiny",
               PIP_SEAT)


def test_d7_several_spends_in_one_roll_each_one_step_or_one_trait() -> None:
    state = given(pip_in_session(AWARD, AWARD))
    (event,) = when(state, server_roll(destiny=DestinySpend(
        extra_approaches=("quick",), step_ups=("approach", "extra_approach:quick"))), PIP_SEAT)
    assert isinstance(event, ActionRolled)
    assert [d.faces for d in event.pool] == [10, 8, 8] and event.destiny_after == 0


def test_d8_a_tie_goes_to_the_opposition() -> None:
    state = given(pip_in_session((roll(), PIP_SEAT)))
    (event,) = when(state, RollOpposition(contest_id=current(state), kind="difficulty",
                                          difficulty_dice=2,
                                          dice={"difficulty:1": 6, "difficulty:2": 4}))
    assert isinstance(event, OppositionRolled)
    assert (event.opposition_total, event.outcome) == (10, "failure")


def test_d9_a_difficulty_may_add_pc_dice_but_never_those_already_rolled() -> None:
    state = given(pip_in_session(WOUND_UP, CreateSituation(name="fog", die=8),
                                 (roll({"approach": 5, "role": 5, "stress:wound": 2},
                                       own_stress_ids=("wound",)), PIP_SEAT)))
    fog = next(iter(state.elements))
    (event,) = when(state, RollOpposition(contest_id=current(state), kind="difficulty",
                                          difficulty_dice=2, pc_value_id="loyalty",
                                          element_ids=(fog,)))
    assert [d.ref for d in event.pool][2:] == ["pc_value", f"element:{fog}"]  # type: ignore[attr-defined]
    then_error(state, RollOpposition(contest_id=current(state), kind="difficulty",
                                     difficulty_dice=2, pc_stress_ids=("wound",)),
               "stress_already_in_player_pool")


def test_d10_one_optional_effect_by_the_winner_on_any_target() -> None:
    state = oppose(given(pip_in_session(WOUND_UP, (roll(), PIP_SEAT))), 2)
    heal = ApplyContestEffect(contest_id=current(state), effect=StressStep(
        target_kind="character", target_id="pip", stress_id="wound", direction="down"))
    after, _ = step(state, heal, PIP_SEAT)
    assert after.characters["pip"].stress["wound"] == "none"
    then_error(after, heal, "effect_already_applied", PIP_SEAT)
    assert when(state, roll(), PIP_SEAT)  # no effect taken: the next roll goes on


def test_d11_stress_starts_empty_reaches_d4_first_and_comes_back_from_out_to_d12() -> None:
    state = given(pip_in_session())
    assert state.characters["pip"].stress == {"wound": "none"}
    state = given(pip_in_session(WOUND_UP))
    assert state.characters["pip"].stress == {"wound": 4}
    state = given(pip_in_session(*[WOUND_UP] * 6))
    assert state.characters["pip"].stress == {"wound": "out"}
    state, _ = step(state, msgspec.structs.replace(WOUND_UP, direction="down"))
    assert state.characters["pip"].stress == {"wound": 12}


def test_d12_out_of_play_needs_both_a_new_scene_and_a_lower_stress() -> None:
    state = given(pip_in_session(*[WOUND_UP] * 6, AdvanceScene()))
    then_error(state, roll(), "character_out_of_play", PIP_SEAT)
    assert when(state, CreateAsset(character_id="pip", name="rope"), PIP_SEAT)
    state, _ = step(state, msgspec.structs.replace(WOUND_UP, direction="down"))
    assert when(state, roll(), PIP_SEAT)


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
    state, _ = step(state, ExploitPlayerOne(contest_id=current(state), effect=NewComplication(
        description="orcs", target_character_id="sam")))
    assert (state.characters["pip"].destiny_points, state.characters["sam"].destiny_points) == (
        2, 1)


def test_d14_one_exploitation_of_the_gm_ones_by_a_present_player() -> None:
    sam = register_pip("sam", "seat-sam", "Sam")
    state = oppose(given(pip_in_session(sam, (roll(), PIP_SEAT))), 1, 1)
    trigger = TriggerOpportunity(description="a rope")
    then_error(state, ExploitGmOnes(contest_id=current(state), character_id="sam",
                                    effect=trigger), "character_not_present", SAM_SEAT)
    state, _ = step(state, ExploitGmOnes(contest_id=current(state), character_id="pip",
                                         effect=trigger), PIP_SEAT)
    then_error(state, ExploitGmOnes(contest_id=current(state), character_id="pip",
                                    effect=trigger), "gm_ones_already_exploited", PIP_SEAT)


def test_d15_degrading_an_opportunity_removes_it() -> None:
    state = oppose(given(pip_in_session((roll({"approach": 1, "role": 5}), PIP_SEAT))), 1)
    state, events = step(state, ExploitGmOnes(contest_id=current(state), character_id="pip",
                                              effect=TriggerOpportunity(description="rope")),
                         PIP_SEAT)
    state, _ = step(state, ExploitPlayerOne(contest_id=current(state), effect=DegradeOpportunity(
        element_id=events[2].element_id)))  # type: ignore[attr-defined]
    assert state.elements == {}


def test_d16_ranks_start_at_d6_stop_at_d12_and_vanish_below_d4() -> None:
    state = given(pip_in_session((roll({"approach": 1, "role": 5}), PIP_SEAT)))
    state, events = step(state, ExploitPlayerOne(contest_id=current(state),
                                                 effect=NewComplication(description="orcs")))
    orcs = events[2].element_id  # type: ignore[attr-defined]
    assert state.elements[orcs].die == 6
    for _ in range(3):
        state, _ = step(state, AdjustElement(element_id=orcs, action="up"))
    then_error(state, AdjustElement(element_id=orcs, action="up"), "element_at_max")
    for _ in range(5):
        state, _ = step(state, AdjustElement(element_id=orcs, action="down"))
    assert orcs not in state.elements


def test_d17_assets_step_one_die_and_serve_only_their_owner_for_free() -> None:
    sam = register_pip("sam", "seat-sam", "Sam")
    state = given(pip_in_session(sam, ChangeSessionRoster(add_ids=("sam",)), AWARD,
                                 CreateAsset(character_id="pip", name="rope")))
    rope = state.characters["pip"].assets[0].asset_id
    state, _ = step(state, StepUpAsset(character_id="pip", asset_id=rope), PIP_SEAT)
    assert state.characters["pip"].assets[0].die == 8
    (event,) = when(state, server_roll(asset_ids=(rope,)), PIP_SEAT)
    assert event.destiny_spent == 0  # type: ignore[attr-defined]
    then_error(state, server_roll(character_id="sam", asset_ids=(rope,)),
               "unknown_asset", SAM_SEAT)


def test_d18_one_optional_swap_per_adventure_end() -> None:
    state = given(history(register_pip(), EndAdventure(participant_ids=("pip",))))
    swap = ApplyExperienceSwap(character_id="pip", category="approach", improve_id="careful",
                               degrade_id="quick")
    after, _ = step(state, swap, PIP_SEAT)
    then_error(after, swap, "no_pending_experience", PIP_SEAT)
    state, _ = step(state, StartSession(present_character_ids=("pip",)))
    state, _ = step(state, EndSession())
    then_error(state, swap, "no_pending_experience", PIP_SEAT)


def test_d19_exactly_one_milestone_option_new_treasure_by_the_gm() -> None:
    state = given(history(register_pip(), *[EndAdventure(participant_ids=("pip",))] * 3))
    more = ApplyMilestoneAdvance(character_id="pip", option=IncreaseInitialDestiny())
    state, _ = step(state, more, PIP_SEAT)
    then_error(state, more, "no_pending_milestone", GM)


def test_d20_value_destiny_has_no_limit() -> None:
    state = given(pip_in_session(*[AWARD] * 6))
    assert state.characters["pip"].destiny_points == 7


def test_d21_any_rated_stress_track_may_join_the_players_pool() -> None:
    options = XyropOptions(stress_catalog=("wound", "fear"))
    state = given(history(register_pip(), StartSession(present_character_ids=("pip",)),
                          msgspec.structs.replace(WOUND_UP, stress_id="fear"),
                          options=options), options=options)
    (event,) = when(state, server_roll(own_stress_ids=("fear",)), PIP_SEAT)
    assert event.pool[-1].ref == "stress:fear"  # type: ignore[attr-defined]
    then_error(state, server_roll(own_stress_ids=("wound",)), "stress_not_usable",
               PIP_SEAT)


def test_d22_the_gm_rates_situations_and_only_player_ones_create_complications() -> None:
    names = {command.__name__ for command in XYROP.command_types}
    assert "CreateSituation" in names and not any("Complication" in n for n in names)
    state = given(pip_in_session())
    for die in (4, 12):
        assert when(state, CreateSituation(name="fog", die=die))
    then_error(state, CreateSituation(name="fog", die=2), "invalid_die", kind=InvalidValue)

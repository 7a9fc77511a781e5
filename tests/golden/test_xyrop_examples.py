"""Xyrop golden scenarios XYROP-EX-1..8 (spec section 8), with the table's physical dice."""

from domain.core import NotAuthorized
from domain.xyrop.commands import (
    AdjustElement,
    AdjustStress,
    AdvanceScene,
    ApplyContestEffect,
    ApplyExperienceSwap,
    ApplyMilestoneAdvance,
    AwardValueDestiny,
    CancelContest,
    CreateAsset,
    CreateSituation,
    DestinySpend,
    DistinctionUse,
    ElementStep,
    EndAdventure,
    EndSession,
    ExploitGmOnes,
    ExploitPlayerOne,
    ImproveComplication,
    IncreaseInitialDestiny,
    NewComplication,
    NewTreasure,
    RollAction,
    RollOpposition,
    SpendDestinyOnRoll,
    StartSession,
    StressStep,
    TreasureUse,
    TriggerOpportunity,
)
from domain.xyrop.decider import XYROP
from domain.xyrop.events import (
    ActionRolled,
    ComplicationCreated,
    ElementStepped,
    ExperienceSwapApplied,
    ExtraDiceKept,
    OppositionRolled,
    StressStepped,
)
from domain.xyrop.state import GameState
from tests.support.decider_spec import spec
from tests.unit.xyrop.helpers import PIP_SEAT, given, pip_in_session


def careful_burglar(dice: dict[str, int], **more: object) -> RollAction:
    """Pip's careful burglary with the table's dice."""
    return RollAction(character_id="pip", approach_id="careful", role_id="burglar", dice=dice,
                      **more)  # type: ignore[arg-type]


def difficulty(contest_id: str, dice: dict[str, int]) -> RollOpposition:
    """A difficulty of len(dice) d6."""
    return RollOpposition(contest_id=contest_id, kind="difficulty",
                          difficulty_dice=len(dice), dice=dice)


def current_id(state: GameState) -> str:
    """The session's current contest id."""
    assert state.session is not None and state.session.current_contest_id is not None
    return state.session.current_contest_id


def test_xyrop_ex_1_master_burglar_d4_and_the_dropped_equipment() -> None:
    state = given(pip_in_session())
    outcome = (
        spec(XYROP)
        .at(state)
        .when(
            careful_burglar(
                {"approach": 7, "role": 5, "distinction:master_burglar": 1},
                distinctions=(DistinctionUse(distinction_id="master_burglar", mode="d4"),),
            ),
            PIP_SEAT,
        )
    )
    state, (rolled,) = outcome.state, outcome.events
    assert isinstance(rolled, ActionRolled)
    assert [die.faces for die in rolled.pool] == [8, 8, 4]
    assert (rolled.player_total, rolled.player_ones) == (12, 1)
    assert (rolled.destiny_before, rolled.destiny_after) == (1, 2)
    contest_id = rolled.contest_id
    outcome = (
        spec(XYROP)
        .at(state)
        .when(difficulty(contest_id, {"difficulty:1": 6, "difficulty:2": 5, "difficulty:3": 2}))
    )
    state, (opposed,) = outcome.state, outcome.events
    assert isinstance(opposed, OppositionRolled)
    assert (opposed.opposition_total, opposed.gm_ones, opposed.outcome) == (11, 0, "success")
    exploit = ExploitPlayerOne(contest_id=contest_id,
                               effect=NewComplication(description="dropped equipment"))
    outcome = spec(XYROP).at(state).when(exploit)
    state, events = outcome.state, outcome.events
    assert isinstance(events[2], ComplicationCreated) and events[2].die == 6
    assert state.characters["pip"].destiny_points == 3
    assert state.session is not None
    assert state.session.contests[contest_id].player_ones_remaining == 0
    spec(XYROP).at(state).when(exploit).refused("no_player_ones_left")
    spec(XYROP).at(state).when(
        ExploitGmOnes(
            contest_id=contest_id, character_id="pip", effect=TriggerOpportunity(description="x")
        ),
        PIP_SEAT,
    ).refused("no_gm_ones")


def test_xyrop_ex_2_a_tie_goes_to_the_opposition() -> None:
    state = given(pip_in_session())
    outcome = (
        spec(XYROP)
        .at(state)
        .when(
            RollAction(
                character_id="pip",
                approach_id="quick",
                role_id="scout",
                dice={"approach": 4, "role": 5},
            )
        )
    )
    state, (rolled,) = outcome.state, outcome.events
    assert isinstance(rolled, ActionRolled) and rolled.player_total == 9
    outcome = (
        spec(XYROP)
        .at(state)
        .when(difficulty(rolled.contest_id, {"difficulty:1": 5, "difficulty:2": 4}))
    )
    state, (opposed,) = outcome.state, outcome.events
    assert isinstance(opposed, OppositionRolled)
    assert (opposed.opposition_total, opposed.outcome, opposed.winner_side) == (
        9, "failure", "opposition")
    wound_up = ApplyContestEffect(contest_id=rolled.contest_id, effect=StressStep(
        target_kind="character", target_id="pip", stress_id="wound", direction="up"))
    spec(XYROP).at(state).when(wound_up, PIP_SEAT).refused("not_authorized", NotAuthorized)
    outcome = spec(XYROP).at(state).when(wound_up)
    state, (_, stepped) = outcome.state, outcome.events
    assert isinstance(stepped, StressStepped) and (stepped.from_, stepped.to) == ("none", 4)
    assert state.characters["pip"].stress == {"wound": 4}


def test_xyrop_ex_3_the_barn_burns_from_d8_to_d10() -> None:
    state = given(pip_in_session())
    outcome = spec(XYROP).at(state).when(CreateSituation(name="barn burning", die=8))
    state, (created,) = outcome.state, outcome.events
    barn = created.element_id  # type: ignore[attr-defined]
    state = spec(XYROP).at(state).when(careful_burglar({"approach": 8, "role": 7}), PIP_SEAT).state
    state = (
        spec(XYROP)
        .at(state)
        .when(difficulty(current_id(state), {"difficulty:1": 3, "difficulty:2": 2}))
        .state
    )
    effect = ApplyContestEffect(contest_id=current_id(state),
                                effect=ElementStep(element_id=barn, direction="up"))
    outcome = spec(XYROP).at(state).when(effect, PIP_SEAT)
    state, (_, stepped) = outcome.state, outcome.events
    assert isinstance(stepped, ElementStepped) and (stepped.from_, stepped.to) == (8, 10)
    assert state.elements[barn].die == 10
    spec(XYROP).at(state).when(effect, PIP_SEAT).refused("effect_already_applied")


def ex_4_table() -> tuple[GameState, str]:
    """Pip wound d4, destiny 2, the complication "door blocked" at d8."""
    state = given(pip_in_session())
    state = spec(XYROP).at(state).when(careful_burglar({"approach": 1, "role": 5}), PIP_SEAT).state
    contest_id = current_id(state)
    outcome = (
        spec(XYROP)
        .at(state)
        .when(
            ExploitPlayerOne(
                contest_id=contest_id, effect=NewComplication(description="door blocked")
            )
        )
    )
    state, events = outcome.state, outcome.events
    door = events[2].element_id  # type: ignore[attr-defined]
    state = spec(XYROP).at(state).when(CancelContest(contest_id=contest_id)).state
    state = spec(XYROP).at(state).when(AdjustElement(element_id=door, action="up")).state
    state = (
        spec(XYROP)
        .at(state)
        .when(
            AdjustStress(
                target_kind="character", target_id="pip", stress_id="wound", direction="up"
            )
        )
        .state
    )
    sheet = state.characters["pip"]
    assert (sheet.stress["wound"], sheet.destiny_points, state.elements[door].die) == (4, 2, 8)
    return state, door


def test_xyrop_ex_4_the_fire_opens_the_blocked_door() -> None:
    state, door = ex_4_table()
    outcome = spec(XYROP).at(state).when(careful_burglar({"approach": 6, "role": 2}), PIP_SEAT)
    state, (rolled,) = outcome.state, outcome.events
    assert isinstance(rolled, ActionRolled) and rolled.player_total == 8
    outcome = (
        spec(XYROP)
        .at(state)
        .when(
            RollOpposition(
                contest_id=rolled.contest_id,
                kind="npc",
                npc_id="guard",
                npc_dice=(8, 6, 10),
                pc_stress_ids=("wound",),
                dice={"npc:1": 1, "npc:2": 1, "npc:3": 7, "pc_stress:wound": 3},
            )
        )
    )
    state, (opposed,) = outcome.state, outcome.events
    assert isinstance(opposed, OppositionRolled)
    assert (opposed.opposition_total, opposed.gm_ones, opposed.outcome) == (10, 2, "failure")
    improve = ExploitGmOnes(contest_id=rolled.contest_id, character_id="pip",
                            effect=ImproveComplication(element_id=door))
    outcome = spec(XYROP).at(state).when(improve, PIP_SEAT)
    after, events = outcome.state, outcome.events
    stepped = events[2]
    assert isinstance(stepped, ElementStepped)
    assert (stepped.from_, stepped.to, stepped.steps) == (8, 4, 2)
    assert after.characters["pip"].destiny_points == 1
    spec(XYROP).at(after).when(improve).refused("gm_ones_already_exploited")
    squire = ExploitGmOnes(contest_id=rolled.contest_id, character_id="pip",
                           effect=TriggerOpportunity(description="the man is my former squire"))
    outcome = spec(XYROP).at(state).when(squire, PIP_SEAT)
    alternative, events = outcome.state, outcome.events
    opportunity = alternative.elements[events[2].element_id]  # type: ignore[attr-defined]
    assert (opportunity.kind, opportunity.die) == ("opportunity", None)


def test_xyrop_ex_5_destiny_buys_a_step_and_a_kept_die() -> None:
    award = AwardValueDestiny(character_id="pip", value_id="loyalty", note="")
    state = given(pip_in_session(award, award))
    assert state.characters["pip"].destiny_points == 3
    dice = {"approach": 8, "role": 2, "value": 6}

    def roll(keep_extra: int) -> RollAction:
        return RollAction(character_id="pip", approach_id="quick", role_id="burglar",
                          value_id="loyalty", dice=dice, destiny=DestinySpend(
                              step_ups=("approach",), keep_extra=keep_extra))

    outcome = spec(XYROP).at(state).when(roll(1), PIP_SEAT)
    after, (rolled,) = outcome.state, outcome.events
    assert isinstance(rolled, ActionRolled)
    assert rolled.pool[0].faces == 8 and rolled.destiny_spent == 2
    assert (rolled.destiny_after, rolled.kept_count, rolled.player_total) == (1, 3, 16)
    assert rolled.kept_refs == ("approach", "value", "role")
    assert after.characters["pip"].destiny_points == 1
    spec(XYROP).at(state).when(roll(2), PIP_SEAT).refused("keep_exceeds_pool")
    broke = given(pip_in_session(CreateAsset(character_id="pip", name="rope")))
    spec(XYROP).at(broke).when(roll(1), PIP_SEAT).refused("insufficient_destiny")


def test_xyrop_ex_5_under_revision_r1_the_kept_die_is_bought_after_the_dice() -> None:
    """XYROP-EX-5 played as revision R1 allows: the step-up declared with the roll, the
    extra kept die bought once the dice are seen. Same outcome: total 16, destiny 1 (the
    spec's form above, keep_extra declared in RollAction, is still accepted)."""
    award = AwardValueDestiny(character_id="pip", value_id="loyalty", note="")
    state = given(pip_in_session(award, award))
    outcome = (
        spec(XYROP)
        .at(state)
        .when(
            RollAction(
                character_id="pip",
                approach_id="quick",
                role_id="burglar",
                value_id="loyalty",
                dice={"approach": 8, "role": 2, "value": 6},
                destiny=DestinySpend(step_ups=("approach",)),
            ),
            PIP_SEAT,
        )
    )
    state, (rolled,) = outcome.state, outcome.events
    assert isinstance(rolled, ActionRolled) and rolled.player_total == 14
    spec(XYROP).at(state).when(
        SpendDestinyOnRoll(contest_id=rolled.contest_id, keep_extra=2), PIP_SEAT
    ).refused("keep_exceeds_pool")
    outcome = spec(XYROP).at(state).when(SpendDestinyOnRoll(contest_id=rolled.contest_id), PIP_SEAT)
    state, (_, kept) = outcome.state, outcome.events
    assert isinstance(kept, ExtraDiceKept)
    assert (kept.kept_count, kept.player_total) == (3, 16)
    assert kept.kept_refs == ("approach", "value", "role")
    assert state.characters["pip"].destiny_points == 1


def test_xyrop_ex_6_the_elven_cloak_once_free_then_reactivated() -> None:
    cloak = TreasureUse(treasure_id="elven_cloak")
    state = given(pip_in_session())
    outcome = (
        spec(XYROP)
        .at(state)
        .when(careful_burglar({"approach": 5, "role": 5, "treasure": 4}, treasure=cloak), PIP_SEAT)
    )
    state, (rolled,) = outcome.state, outcome.events
    assert isinstance(rolled, ActionRolled)
    assert rolled.treasure_used is not None and not rolled.treasure_used.reactivated
    assert rolled.destiny_after == 1
    state = spec(XYROP).at(state).when(CancelContest(contest_id=rolled.contest_id)).state
    dice = {"approach": 5, "role": 5, "treasure": 4}
    spec(XYROP).at(state).when(careful_burglar(dice, treasure=cloak), PIP_SEAT).refused(
        "treasure_already_used"
    )
    again = careful_burglar(dice, treasure=TreasureUse(treasure_id="elven_cloak",
                                                       reactivate=True))
    broke = spec(XYROP).at(state).when(CreateAsset(character_id="pip", name="rope"), PIP_SEAT).state
    spec(XYROP).at(broke).when(again, PIP_SEAT).refused("insufficient_destiny")
    outcome = spec(XYROP).at(state).when(again, PIP_SEAT)
    state, (rolled,) = outcome.state, outcome.events
    assert rolled.destiny_after == 0  # type: ignore[attr-defined]
    state = spec(XYROP).at(state).when(EndSession()).state
    state = spec(XYROP).at(state).when(StartSession(present_character_ids=("pip",))).state
    sheet = state.characters["pip"]
    assert (sheet.treasures[0].used_this_session, sheet.destiny_points) == (False, 1)


def test_xyrop_ex_7_out_of_play_until_the_next_scene_and_a_lower_stress() -> None:
    wound = AdjustStress(target_kind="character", target_id="pip", stress_id="wound",
                         direction="up")
    state = given(pip_in_session(AdvanceScene(), AdvanceScene(), AdvanceScene(),
                                 *[wound] * 5))
    assert (state.scene_index, state.characters["pip"].stress["wound"]) == (4, 12)
    outcome = spec(XYROP).at(state).when(wound)
    state, (out,) = outcome.state, outcome.events
    assert isinstance(out, StressStepped)
    assert (out.to, out.incapacitated_until_scene) == ("out", 5)
    roll = careful_burglar({"approach": 5, "role": 5})
    spec(XYROP).at(state).when(roll, PIP_SEAT).refused("character_out_of_play")
    outcome = (
        spec(XYROP)
        .at(state)
        .when(
            AdjustStress(
                target_kind="character", target_id="pip", stress_id="wound", direction="down"
            )
        )
    )
    state, (down,) = outcome.state, outcome.events
    assert down.to == 12  # type: ignore[attr-defined]
    spec(XYROP).at(state).when(roll, PIP_SEAT).refused("character_out_of_play")
    state = spec(XYROP).at(state).when(AdvanceScene()).state
    assert state.scene_index == 5
    (rolled,) = spec(XYROP).at(state).when(roll, PIP_SEAT).events
    assert isinstance(rolled, ActionRolled)


def test_xyrop_ex_8_experience_after_the_third_adventure() -> None:
    state = given(pip_in_session(EndSession(), EndAdventure(participant_ids=("pip",)),
                                 EndAdventure(participant_ids=("pip",))))
    assert state.characters["pip"].adventures_completed == 2
    state = spec(XYROP).at(state).when(EndAdventure(participant_ids=("pip",))).state
    sheet = state.characters["pip"]
    assert sheet.adventures_completed == 3
    assert (sheet.pending_experience.swap, sheet.pending_experience.milestone) == (True, True)
    swap = ApplyExperienceSwap(character_id="pip", category="approach", improve_id="careful",
                               degrade_id="quick")
    spec(XYROP).at(state).when(
        ApplyExperienceSwap(
            character_id="pip", category="approach", improve_id="careful", degrade_id="scout"
        ),
        PIP_SEAT,
    ).refused("experience_category_mismatch")
    outcome = spec(XYROP).at(state).when(swap, PIP_SEAT)
    state, (swapped,) = outcome.state, outcome.events
    assert isinstance(swapped, ExperienceSwapApplied)
    assert state.characters["pip"].approaches == {"careful": 10, "quick": 4}
    # changed by T1: « À la fin de chaque aventure, le personnage peut améliorer le dé d'une
    # approche […] à condition de dégrader le dé d'une approche »: three adventures ended,
    # three swaps (the spec's "again -> no_pending_experience" comes after the third)
    assert state.characters["pip"].swaps_pending == 2
    back = ApplyExperienceSwap(character_id="pip", category="approach", improve_id="quick",
                               degrade_id="careful")
    state = spec(XYROP).at(state).when(back, PIP_SEAT).state
    state = spec(XYROP).at(state).when(back, PIP_SEAT).state
    assert state.characters["pip"].approaches == {"careful": 6, "quick": 8}
    spec(XYROP).at(state).when(swap, PIP_SEAT).refused("no_pending_experience")
    spec(XYROP).at(state).when(
        ApplyMilestoneAdvance(
            character_id="pip", option=NewTreasure(treasure_id="ring", name="A ring")
        ),
        PIP_SEAT,
    ).refused("not_authorized", NotAuthorized)
    state = (
        spec(XYROP)
        .at(state)
        .when(ApplyMilestoneAdvance(character_id="pip", option=IncreaseInitialDestiny()), PIP_SEAT)
        .state
    )
    assert state.characters["pip"].initial_destiny == 2
    state = spec(XYROP).at(state).when(StartSession(present_character_ids=("pip",))).state
    assert state.characters["pip"].destiny_points == 2


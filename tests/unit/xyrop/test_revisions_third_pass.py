"""The third pass of the spec (section 0b, T1…T7): each item pinned, its seed quoted."""

from domain.core import GM
from domain.xyrop.commands import (
    AdjustStress,
    AdvanceScene,
    ApplyContestEffect,
    ApplyExperienceSwap,
    AwardValueDestiny,
    CreateAsset,
    DestinySpend,
    DistinctionUse,
    EndAdventure,
    EndSession,
    ExploitGmOnes,
    RollAction,
    RollOpposition,
    SpendDestinyOnRoll,
    StartSession,
    StepUpAsset,
    StressStep,
    TreasureUse,
    TriggerOpportunity,
)
from domain.xyrop.decider import XYROP
from domain.xyrop.events import ContestRescored, DestinyChanged, OppositionRolled, TreasureStepped
from domain.xyrop.state import GameState
from tests.support.decider_spec import spec
from tests.unit.xyrop.helpers import (
    PIP_SEAT,
    SAM_SEAT,
    given,
    history,
    pip_in_session,
    register_pip,
)

AWARD = AwardValueDestiny(character_id="pip", value_id="loyalty")
WOUND_UP = AdjustStress(target_kind="character", target_id="pip", stress_id="wound",
                        direction="up")
NPC_HURT = StressStep(target_kind="npc", target_id="orc", stress_id="wound", direction="up")


def _rolled(state: GameState, command: RollAction) -> tuple[GameState, str]:
    outcome = spec(XYROP).at(state).when(command, PIP_SEAT)
    state, events = outcome.state, outcome.events
    return state, events[0].contest_id  # type: ignore[attr-defined]


def _oppose(contest_id: str, first: int, second: int) -> RollOpposition:
    return RollOpposition(contest_ids=(contest_id,), kind="difficulty", difficulty_dice=2,
                          dice={"difficulty:1": first, "difficulty:2": second})


def test_t1_two_adventures_before_any_swap_leave_two_swaps() -> None:
    """T1, seed: « À la fin de chaque aventure, le personnage peut améliorer le dé d'une
    approche, un rôle, ou une valeur d'un rang » / « Toutes les trois aventures, le
    personnage peut : »: each end of adventure is one swap, counted, never overwritten."""
    end = EndAdventure(participant_ids=("pip",))
    state = given(history(register_pip(), end, end))
    sheet = state.characters["pip"]
    assert (sheet.swaps_pending, sheet.milestones_pending) == (2, 0)
    swap = ApplyExperienceSwap(character_id="pip", category="role", improve_id="burglar",
                               degrade_id="scout")
    state = spec(XYROP).at(state).when(swap, PIP_SEAT).state
    assert state.characters["pip"].swaps_pending == 1
    state = spec(XYROP).at(state).when(end).state
    assert (state.characters["pip"].swaps_pending,
            state.characters["pip"].milestones_pending) == (2, 1)
    back = ApplyExperienceSwap(character_id="pip", category="role", improve_id="scout",
                               degrade_id="burglar")
    state = spec(XYROP).at(state).when(back, PIP_SEAT).state
    state = spec(XYROP).at(state).when(back, PIP_SEAT).state
    assert state.characters["pip"].roles == {"burglar": 6, "scout": 8}
    spec(XYROP).at(state).when(swap, PIP_SEAT).refused("no_pending_experience")
    for _ in range(3):
        state = spec(XYROP).at(state).when(end).state
    assert state.characters["pip"].milestones_pending == 2


def test_t2_destiny_kept_after_the_opposition_rescores_the_contest() -> None:
    """T2, seed: « La dépense d'1 point de Destin permet au joueur : […] de conserver un dé
    de plus dans la somme de son lancer de dés »: also once the opposition has rolled,
    while the effect is not applied; the outcome and the winner are judged again."""
    state = given(pip_in_session(AWARD))
    state, contest_id = _rolled(state, RollAction(
        character_id="pip", approach_id="careful", role_id="burglar", value_id="loyalty",
        dice={"approach": 5, "role": 4, "value": 3}))
    outcome = spec(XYROP).at(state).when(_oppose(contest_id, 6, 4))
    state, (opposed,) = outcome.state, outcome.events
    assert isinstance(opposed, OppositionRolled) and opposed.outcome == "failure"  # 9 vs 10
    outcome = spec(XYROP).at(state).when(SpendDestinyOnRoll(contest_id=contest_id), PIP_SEAT)
    state, (spent, rescored) = outcome.state, outcome.events
    assert isinstance(spent, DestinyChanged) and spent.delta == -1
    assert isinstance(rescored, ContestRescored)
    assert (rescored.player_total, rescored.opposition_total, rescored.outcome,
            rescored.winner_side) == (12, 10, "success", "player")
    assert state.session is not None
    assert state.session.contests[contest_id].winner_side == "player"
    state = (
        spec(XYROP)
        .at(state)
        .when(ApplyContestEffect(contest_id=contest_id, effect=NPC_HURT), PIP_SEAT)
        .state
    )
    spec(XYROP).at(state).when(SpendDestinyOnRoll(contest_id=contest_id), GM).refused(
        "contest_not_awaiting_opposition"
    )


def test_t3_destiny_gained_by_a_roll_cannot_pay_for_its_kept_dice() -> None:
    """T3, seed: « chaque fois qu'il choisit d'utiliser une distinction en n'ajoutant qu'un
    d4 à son jet » (the point comes from this roll): held before the roll, 1; the d4 gives
    a second, which may not keep a second extra die of the same roll."""
    state = given(pip_in_session())
    state, contest_id = _rolled(state, RollAction(
        character_id="pip", approach_id="careful", role_id="burglar", value_id="loyalty",
        distinctions=(DistinctionUse(distinction_id="curious", mode="d4"),),
        dice={"approach": 5, "role": 4, "value": 3, "distinction:curious": 2}))
    assert state.characters["pip"].destiny_points == 2
    spec(XYROP).at(state).when(
        SpendDestinyOnRoll(contest_id=contest_id, keep_extra=2), PIP_SEAT
    ).refused("not_enough_destiny")
    state = spec(XYROP).at(state).when(SpendDestinyOnRoll(contest_id=contest_id), PIP_SEAT).state
    spec(XYROP).at(state).when(SpendDestinyOnRoll(contest_id=contest_id), PIP_SEAT).refused(
        "not_enough_destiny"
    )
    assert state.characters["pip"].destiny_points == 1  # still held, for anything else


def test_t4_a_d4_distinction_stepped_up_earns_no_destiny() -> None:
    """T4, seed: « chaque fois qu'il choisit d'utiliser une distinction en n'ajoutant qu'un
    d4 à son jet »: a d4 raised to a d6 is no longer « qu'un d4 »."""
    state = given(pip_in_session())
    (rolled,) = spec(XYROP).at(state).when(RollAction(
        character_id="pip", approach_id="careful", role_id="burglar",
        distinctions=(DistinctionUse(distinction_id="curious", mode="d4"),),
        destiny=DestinySpend(step_ups=("distinction:curious",))), PIP_SEAT).events
    assert (rolled.destiny_spent, rolled.destiny_gained,  # type: ignore[attr-defined]
            rolled.destiny_after) == (1, 0, 0)  # type: ignore[attr-defined]
    (plain,) = spec(XYROP).at(state).when(RollAction(
        character_id="pip", approach_id="careful", role_id="burglar",
        distinctions=(DistinctionUse(distinction_id="curious", mode="d4"),)), PIP_SEAT).events
    assert plain.destiny_gained == 1  # type: ignore[attr-defined]


def test_t5_an_out_of_play_character_neither_spends_nor_earns_destiny_itself() -> None:
    """T5, seed: « il est hors-jeu (grièvement blessé, inconscient, catatonique, etc.) et
    incapable d'agir »: no asset, no step-up, no gm 1s, no die kept by its own action."""
    state = given(pip_in_session(AWARD, AWARD, CreateAsset(character_id="pip", name="rope")))
    state, contest_id = _rolled(state, RollAction(
        character_id="pip", approach_id="careful", role_id="burglar", value_id="loyalty",
        dice={"approach": 5, "role": 4, "value": 3}))
    asset_id = state.characters["pip"].assets[0].asset_id
    state = spec(XYROP).at(state).when(_oppose(contest_id, 1, 1)).state
    for _ in range(6):
        state = spec(XYROP).at(state).when(WOUND_UP).state
    assert state.characters["pip"].stress["wound"] == "out"
    for command in (CreateAsset(character_id="pip", name="lamp"),
                    StepUpAsset(character_id="pip", asset_id=asset_id),
                    ExploitGmOnes(contest_id=contest_id, character_id="pip",
                                  effect=TriggerOpportunity(description="a rope")),
                    SpendDestinyOnRoll(contest_id=contest_id)):
        spec(XYROP).at(state).when(command, PIP_SEAT).refused("character_out")
        spec(XYROP).at(state).when(command, GM).refused("character_out")


def test_t6_a_group_opposition_judges_each_contest_with_its_own_extras() -> None:
    """T6, seed: « des jets des PNJ, augmentés des dés liés aux stress subis par les
    personnages s'ils sont applicables à la situation […], voire une valeur du personnage
    si son action trahit les principes auxquels il croit »: each roller's own stress and
    value join the roll judged against that roller only."""
    sam = register_pip("sam", "seat-sam", "Sam")
    sam_hurt = AdjustStress(target_kind="character", target_id="sam", stress_id="wound",
                            direction="up")
    state = given(history(register_pip(), sam, StartSession(present_character_ids=(
        "pip", "sam")), sam_hurt, sam_hurt))
    state, pip_contest = _rolled(state, RollAction(
        character_id="pip", approach_id="careful", role_id="burglar",
        dice={"approach": 5, "role": 4}))
    outcome = (
        spec(XYROP)
        .at(state)
        .when(
            RollAction(
                character_id="sam",
                approach_id="careful",
                role_id="burglar",
                dice={"approach": 5, "role": 4},
            ),
            SAM_SEAT,
        )
    )
    state, events = outcome.state, outcome.events
    sam_contest = events[0].contest_id  # type: ignore[attr-defined]
    ref = f"pc_stress:{sam_contest}:wound"
    value = f"pc_value:{pip_contest}"
    (for_pip, for_sam) = (
        spec(XYROP)
        .at(state)
        .when(
            RollOpposition(
                contest_ids=(pip_contest, sam_contest),
                kind="difficulty",
                difficulty_dice=2,
                stress_of={sam_contest: ("wound",)},
                value_of={pip_contest: "loyalty"},
                dice={"difficulty:1": 4, "difficulty:2": 3, ref: 6, value: 5},
            )
        )
        .events
    )
    assert isinstance(for_pip, OppositionRolled) and isinstance(for_sam, OppositionRolled)
    assert {d.ref for d in for_pip.pool} == {"difficulty:1", "difficulty:2", value}
    assert {d.ref for d in for_sam.pool} == {"difficulty:1", "difficulty:2", ref}
    assert (for_pip.opposition_total, for_pip.outcome) == (9, "failure")  # 9 vs 9
    assert (for_sam.opposition_total, for_sam.outcome) == (10, "failure")
    spec(XYROP).at(state).when(
        RollOpposition(
            contest_ids=(pip_contest,),
            kind="difficulty",
            difficulty_dice=2,
            stress_of={sam_contest: ("wound",)},
        )
    ).refused("invalid_opposition")
    spec(XYROP).at(state).when(
        RollOpposition(
            contest_ids=(pip_contest, sam_contest),
            kind="difficulty",
            difficulty_dice=2,
            stress_of={pip_contest: ("wound",)},
        )
    ).refused("stress_not_usable")


def test_t7_a_treasure_steps_up_with_destiny_for_the_scene() -> None:
    """T7, seed: « il faut décider d'un trésor, c'est-à-dire un objet important, magique ou
    non, qui représente un atout d'une valeur d'1d6 »: as an asset, destiny raises it one
    rank, here for the current scene."""
    state = given(pip_in_session())
    outcome = (
        spec(XYROP)
        .at(state)
        .when(StepUpAsset(character_id="pip", asset_id="elven_cloak"), PIP_SEAT)
    )
    state, (spent, stepped) = outcome.state, outcome.events
    assert isinstance(spent, DestinyChanged) and spent.delta == -1
    assert isinstance(stepped, TreasureStepped) and (stepped.from_, stepped.to) == (6, 8)
    cloak = (TreasureUse(treasure_id="elven_cloak"),)[0]
    (rolled,) = spec(XYROP).at(state).when(RollAction(character_id="pip", approach_id="careful",
                                       role_id="burglar", treasure=cloak), PIP_SEAT).events
    assert rolled.pool[2].faces == 8  # type: ignore[attr-defined]
    later = spec(XYROP).at(state).when(AdvanceScene()).state
    (next_scene,) = spec(XYROP).at(later).when(RollAction(character_id="pip", approach_id="careful",
                                           role_id="burglar", treasure=cloak), PIP_SEAT).events
    assert next_scene.pool[2].faces == 6  # type: ignore[attr-defined]
    assert later.characters["pip"].treasures[0].die == 6
    ended = spec(XYROP).at(later).when(EndSession()).state
    assert ended.characters["pip"].treasures[0].die == 6


def test_t2_and_t7_events_have_a_line_in_the_session_log() -> None:
    """T2 and T7 are narrated: « Les jets de dés se font de manière transparente, au vu et
    au su de tous les participants de la partie »."""
    state = given(pip_in_session(AWARD))
    state, contest_id = _rolled(state, RollAction(
        character_id="pip", approach_id="careful", role_id="burglar", value_id="loyalty",
        dice={"approach": 5, "role": 4, "value": 3}))
    state = spec(XYROP).at(state).when(_oppose(contest_id, 6, 4)).state
    (_, rescored) = (
        spec(XYROP).at(state).when(SpendDestinyOnRoll(contest_id=contest_id), PIP_SEAT).events
    )
    assert XYROP.narrate(state, rescored) == \
        "Pip keeps one more die: 5 + 4 + 3 = 12 vs 10 — success"
    (_, stepped) = (
        spec(XYROP)
        .at(state)
        .when(StepUpAsset(character_id="pip", asset_id="elven_cloak"), PIP_SEAT)
        .events
    )
    assert XYROP.narrate(state, stepped) == \
        "Pip's treasure 'Elven cloak' goes from d6 to d8 for this scene"

"""Revisions R1-R4 of 2026-12-01 (spec section 0), given / when / then, each quoting the
seed sentence it relies on (R5, liveness, is in test_liveness.py)."""

import msgspec
import pytest

from domain.core import GM, InvalidValue, NotAuthorized
from domain.xyrop.commands import (
    ApplyContestEffect,
    ApplyExperienceSwap,
    ApplyMilestoneAdvance,
    AwardValueDestiny,
    ChangeSessionRoster,
    CreateAsset,
    DestinySpend,
    EndAdventure,
    EndSession,
    ExploitGmOnes,
    IncreaseInitialDestiny,
    RollAction,
    RollOpposition,
    SpendDestinyOnRoll,
    StartSession,
    StressStep,
    TriggerOpportunity,
)
from domain.xyrop.decider import XYROP
from domain.xyrop.events import (
    AssetStepped,
    DestinyChanged,
    ExtraDiceKept,
    OppositionRolled,
    SessionEnded,
)
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
SAM = register_pip("sam", "seat-sam", "Sam")


def ex_5_roll() -> RollAction:
    """XYROP-EX-5's roll with its step-up only: 8 + 6 kept, the role's 2 left out."""
    return RollAction(character_id="pip", approach_id="quick", role_id="burglar",
                      value_id="loyalty", destiny=DestinySpend(step_ups=("approach",)),
                      dice={"approach": 8, "role": 2, "value": 6})


def rolled_ex_5() -> tuple[GameState, str]:
    """Pip (destiny 3) after the roll: total 14, destiny 2."""
    state = given(pip_in_session(AWARD, AWARD))
    outcome = spec(XYROP).at(state).when(ex_5_roll(), PIP_SEAT)
    state, (event,) = outcome.state, outcome.events
    assert (event.player_total, event.destiny_after) == (14, 2)  # type: ignore[attr-defined]
    return state, event.contest_id  # type: ignore[attr-defined]


def test_r1_destiny_spent_after_the_dice_keeps_one_more_die_per_point() -> None:
    """Seed: "La dépense d'1 point de Destin permet au joueur : [...] de conserver un dé de
    plus dans la somme de son lancer de dés" (a choice made once the dice are seen)."""
    state, contest_id = rolled_ex_5()
    events = (
        spec(XYROP)
        .at(state)
        .when(SpendDestinyOnRoll(contest_id=contest_id, keep_extra=1), PIP_SEAT)
        .events
    )
    assert events == [
        DestinyChanged(character_id="pip", delta=-1, reason="keep_extra",
                       destiny_points_after=1, contest_id=contest_id),
        ExtraDiceKept(contest_id=contest_id, character_id="pip", keep_extra=1, kept_count=3,
                      kept_refs=("approach", "value", "role"), player_total=16)]
    state = spec(XYROP).at(state).when(SpendDestinyOnRoll(contest_id=contest_id), PIP_SEAT).state
    assert state.session is not None
    contest = state.session.contests[contest_id]
    assert (contest.player_total, contest.kept_count, contest.destiny_spent) == (16, 3, 2)
    assert state.characters["pip"].destiny_points == 1
    (opposed,) = (
        spec(XYROP)
        .at(state)
        .when(
            RollOpposition(
                contest_id=contest_id,
                kind="difficulty",
                difficulty_dice=3,
                dice={"difficulty:1": 6, "difficulty:2": 6, "difficulty:3": 3},
            )
        )
        .events
    )
    assert isinstance(opposed, OppositionRolled)
    assert (opposed.player_total, opposed.opposition_total, opposed.outcome) == (
        16, 12, "success")


def test_r1_keeping_more_is_refused_when_nothing_is_left_or_destiny_is_short() -> None:
    """Seed: "de conserver un dé de plus dans la somme de son lancer de dés": one die per
    point, among the dice rolled."""
    state, contest_id = rolled_ex_5()
    spec(XYROP).at(state).when(
        SpendDestinyOnRoll(contest_id=contest_id, keep_extra=2), PIP_SEAT
    ).refused("keep_exceeds_pool")
    spec(XYROP).at(state).when(
        SpendDestinyOnRoll(contest_id=contest_id, keep_extra=0), PIP_SEAT
    ).refused("invalid_keep_extra", InvalidValue)
    spec(XYROP).at(state).when(SpendDestinyOnRoll(contest_id=contest_id), SAM_SEAT).refused(
        "not_authorized", NotAuthorized
    )
    spec(XYROP).at(state).when(SpendDestinyOnRoll(contest_id="contest-99")).refused(
        "contest_not_found"
    )
    all_kept = spec(XYROP).at(state).when(SpendDestinyOnRoll(contest_id=contest_id), GM).state
    spec(XYROP).at(all_kept).when(SpendDestinyOnRoll(contest_id=contest_id), PIP_SEAT).refused(
        "nothing_more_to_keep"
    )
    broke = spec(XYROP).at(state).when(CreateAsset(character_id="pip", name="rope"), PIP_SEAT).state
    broke = spec(XYROP).at(broke).when(CreateAsset(character_id="pip", name="lamp"), PIP_SEAT).state
    spec(XYROP).at(broke).when(SpendDestinyOnRoll(contest_id=contest_id), PIP_SEAT).refused(
        "insufficient_destiny"
    )
    opposed = (
        spec(XYROP)
        .at(state)
        .when(RollOpposition(contest_id=contest_id, kind="difficulty", difficulty_dice=2))
        .state
    )
    # T2: still allowed once opposed, until the effect is applied
    settled = (
        spec(XYROP)
        .at(opposed)
        .when(
            ApplyContestEffect(
                contest_id=contest_id,
                effect=StressStep(
                    target_kind="npc", target_id="orc", stress_id="wound", direction="up"
                ),
            )
        )
        .state
    )
    spec(XYROP).at(settled).when(SpendDestinyOnRoll(contest_id=contest_id), PIP_SEAT).refused(
        "contest_not_awaiting_opposition"
    )
    with pytest.raises(msgspec.ValidationError):
        msgspec.convert({"type": "SpendDestinyOnRoll", "contest_id": contest_id,
                         "keep_extra": 0}, SpendDestinyOnRoll)


def test_r1_step_ups_and_extra_traits_stay_declared_before_the_dice() -> None:
    """Seed: "d'améliorer un dé qu'il lance d'un rang" / "d'ajouter une approche ou un rôle
    supplémentaire à un jet": a die one throws, so before the throw."""
    with pytest.raises(msgspec.ValidationError):
        msgspec.convert({"type": "SpendDestinyOnRoll", "contest_id": "contest-3",
                         "step_ups": ["approach"]}, SpendDestinyOnRoll)
    (rolled,) = spec(XYROP).given(pip_in_session(AWARD)).when(ex_5_roll(), PIP_SEAT).events
    assert rolled.pool[0].faces == 8  # type: ignore[attr-defined]


def two_rolls(*before: object) -> tuple[GameState, str, str]:
    """Pip (11) and Sam (8) both awaiting their opposition."""
    state = given(pip_in_session(SAM, ChangeSessionRoster(add_ids=("sam",)),
                                 *before))  # type: ignore[arg-type]
    outcome = (
        spec(XYROP)
        .at(state)
        .when(
            RollAction(
                character_id="pip",
                approach_id="careful",
                role_id="burglar",
                dice={"approach": 6, "role": 5},
            ),
            PIP_SEAT,
        )
    )
    state, (pip,) = outcome.state, outcome.events
    outcome = (
        spec(XYROP)
        .at(state)
        .when(
            RollAction(
                character_id="sam",
                approach_id="quick",
                role_id="scout",
                dice={"approach": 4, "role": 4},
            ),
            SAM_SEAT,
        )
    )
    state, (sam,) = outcome.state, outcome.events
    return state, pip.contest_id, sam.contest_id  # type: ignore[attr-defined]


def test_r2_several_characters_await_their_opposition_at_once_one_each() -> None:
    """Seed: "Pour réussir une action, il faut faire une somme de 2 dés plus élevée que la
    somme de 2 dés de la difficulté ou de l'opposition" (each character's own action)."""
    state, pip, sam = two_rolls()
    assert state.session is not None
    assert [c.contest_id for c in state.session.awaiting_contests()] == [pip, sam]
    spec(XYROP).at(state).when(
        RollAction(character_id="pip", approach_id="quick", role_id="scout"), PIP_SEAT
    ).refused("contest_pending")
    view = XYROP.view(state, GM)
    assert view.phase == "awaiting_opposition"
    assert view.session is not None and view.session.awaiting_contest_ids == (pip, sam)
    assert {cid: c.contest_id for cid, c in view.live_contests.items()} == {"pip": pip,
                                                                            "sam": sam}


def test_r2_one_opposition_roll_is_judged_against_each_contest_named() -> None:
    """Seed: "d'une difficulté plus abstraite de 2d6 à 4d6 (mais on ne conserve jamais que
    la somme des deux plus hauts dés)": one difficulty, as in a group check."""
    state, pip, sam = two_rolls()
    outcome = (
        spec(XYROP)
        .at(state)
        .when(
            RollOpposition(
                contest_ids=(pip, sam),
                kind="difficulty",
                difficulty_dice=2,
                dice={"difficulty:1": 5, "difficulty:2": 4},
            )
        )
    )
    state, events = outcome.state, outcome.events
    assert [
        (e.contest_id, e.player_total, e.opposition_total, e.outcome)  # type: ignore[attr-defined]
        for e in events
    ] == [(pip, 11, 9, "success"), (sam, 8, 9, "failure")]
    assert all(isinstance(e, OppositionRolled) and e.contest_ids == (pip, sam)
               and e.pool == events[0].pool for e in events)  # type: ignore[attr-defined]
    wound = StressStep(target_kind="npc", target_id="orc", stress_id="wound", direction="up")
    state = (
        spec(XYROP).at(state).when(ApplyContestEffect(contest_id=pip, effect=wound), PIP_SEAT).state
    )
    spec(XYROP).at(state).when(ApplyContestEffect(contest_id=sam, effect=wound), SAM_SEAT).refused(
        "not_authorized", NotAuthorized
    )
    state = (
        spec(XYROP)
        .at(state)
        .when(
            ApplyContestEffect(
                contest_id=sam,
                effect=StressStep(
                    target_kind="character", target_id="sam", stress_id="wound", direction="up"
                ),
            )
        )
        .state
    )
    assert (state.npc_stress, state.characters["sam"].stress) == ({"orc": {"wound": 4}},
                                                                  {"wound": 4})


def test_r2_the_gm_ones_of_one_roll_are_exploited_once_for_the_group() -> None:
    """Seed: "Chaque fois que le MJ obtient un au moins un 1 sur un dé qu'il lance, les
    joueurs peuvent dépenser 1 point de Destin" (decision 14: once per gm roll)."""
    state, pip, sam = two_rolls()
    state = (
        spec(XYROP)
        .at(state)
        .when(
            RollOpposition(
                contest_ids=(pip, sam),
                kind="difficulty",
                difficulty_dice=2,
                dice={"difficulty:1": 1, "difficulty:2": 1},
            )
        )
        .state
    )
    trigger = TriggerOpportunity(description="a rope")
    state = (
        spec(XYROP)
        .at(state)
        .when(ExploitGmOnes(contest_id=sam, character_id="pip", effect=trigger), PIP_SEAT)
        .state
    )
    for contest_id, who, seat in ((pip, "pip", PIP_SEAT), (sam, "sam", SAM_SEAT)):
        spec(XYROP).at(state).when(ExploitGmOnes(contest_id=contest_id, character_id=who,
                                        effect=trigger), seat).refused("gm_ones_already_exploited")


def test_r2_a_single_contest_id_still_works_and_bad_groups_are_refused() -> None:
    """Seed: "L'opposition est constituée : des jets des PNJ, augmentés des dés liés aux
    stress subis par les personnages" (a character's stress joins that character's
    opposition only, so a group roll takes none)."""
    state, pip, sam = two_rolls()
    old = msgspec.convert({"type": "RollOpposition", "contest_id": pip, "kind": "difficulty",
                           "difficulty_dice": 2}, RollOpposition)
    (event,) = spec(XYROP).at(state).when(old).events
    assert isinstance(event, OppositionRolled) and event.contest_ids == (pip,)
    for command, code in (
            (RollOpposition(contest_ids=(pip,), contest_id=pip, kind="difficulty",
                            difficulty_dice=2), "invalid_opposition"),
            (RollOpposition(kind="difficulty", difficulty_dice=2), "invalid_opposition"),
            (RollOpposition(contest_ids=(pip, pip), kind="difficulty", difficulty_dice=2),
             "invalid_opposition"),
            (RollOpposition(contest_ids=(pip, sam), kind="difficulty", difficulty_dice=2,
                            pc_value_id="loyalty"), "invalid_opposition"),
            (RollOpposition(contest_ids=(pip, "contest-99"), kind="difficulty",
                            difficulty_dice=2), "contest_not_found")):
        spec(XYROP).at(state).when(command).refused(code)
    resolved = spec(XYROP).at(state).when(old).state
    spec(XYROP).at(resolved).when(
        RollOpposition(contest_ids=(sam, pip), kind="difficulty", difficulty_dice=2)
    ).refused("contest_not_awaiting_opposition")


def test_r2_the_session_end_cancels_every_contest_awaiting_opposition() -> None:
    """Seed: "Les jets de dés se font de manière transparente, au vu et au su de tous les
    participants de la partie" (a roll left unopposed is cancelled in the open)."""
    state, pip, sam = two_rolls()
    (ended,) = spec(XYROP).at(state).when(EndSession()).events
    assert ended == SessionEnded(session_number=1, cancelled_contest_id=pip,
                                 cancelled_contest_ids=(pip, sam))


def test_r3_the_session_end_removes_every_characters_assets_and_treasures_stay() -> None:
    """Seed: "d'assigner une valeur de d6 à un atout (objet ou une situation qu'il compte
    exploiter en sa faveur)" and "chaque personnage commence avec 1 point de Destin à
    chaque nouvelle partie": an asset serves one session, a treasure lasts."""
    state = given(pip_in_session(SAM, ChangeSessionRoster(add_ids=("sam",)), AWARD,
                                 CreateAsset(character_id="pip", name="rope"),
                                 CreateAsset(character_id="pip", name="lamp"),
                                 CreateAsset(character_id="sam", name="ladder")))
    assets = [(cid, a.asset_id, a.die) for cid, sheet in state.characters.items()
              for a in sheet.assets]
    outcome = spec(XYROP).at(state).when(EndSession())
    state, events = outcome.state, outcome.events
    assert events[:-1] == [AssetStepped(character_id=cid, asset_id=aid, from_=die, to=None,
                                        reason="session_end") for cid, aid, die in assets]
    assert isinstance(events[-1], SessionEnded) and len(assets) == 3
    state = spec(XYROP).at(state).when(StartSession(present_character_ids=("pip", "sam"))).state
    assert all(sheet.assets == () and len(sheet.treasures) == 1
               for sheet in state.characters.values())


def test_r4_pending_experience_is_kept_until_used() -> None:
    """Seed: "À la fin de chaque aventure, le personnage peut améliorer le dé d'une
    approche, un rôle, ou une valeur d'un rang" / "Toutes les trois aventures, le
    personnage peut :" (nothing says the choice expires)."""
    end = EndAdventure(participant_ids=("pip",))
    state = given(history(register_pip(), end, end, end,
                          StartSession(present_character_ids=("pip",)), EndSession(),
                          StartSession(present_character_ids=("pip",)), EndSession(), end))
    sheet = state.characters["pip"]
    assert sheet.adventures_completed == 4
    assert (sheet.pending_experience.swap, sheet.pending_experience.milestone) == (True, True)
    assert (sheet.swaps_pending, sheet.milestones_pending) == (4, 1)  # T1: counted
    state = (
        spec(XYROP)
        .at(state)
        .when(ApplyMilestoneAdvance(character_id="pip", option=IncreaseInitialDestiny()), PIP_SEAT)
        .state
    )
    state = (
        spec(XYROP)
        .at(state)
        .when(
            ApplyExperienceSwap(
                character_id="pip", category="role", improve_id="burglar", degrade_id="scout"
            ),
            PIP_SEAT,
        )
        .state
    )
    # changed by T1 (« À la fin de chaque aventure »: one swap per adventure): three left
    sheet = state.characters["pip"]
    assert (sheet.swaps_pending, sheet.milestones_pending) == (3, 0)
    assert (sheet.pending_experience.swap, sheet.pending_experience.milestone) == (True, False)
    state = spec(XYROP).at(state).when(StartSession(present_character_ids=("pip",))).state
    assert state.characters["pip"].destiny_points == 2

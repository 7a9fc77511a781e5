"""RollOpposition, CancelContest and ApplyContestEffect: one contest, one outcome, one effect."""

from collections.abc import Sequence

import pytest

from domain.core import Event, InvalidValue, NotAuthorized
from domain.xyrop.commands import (
    AdjustStress,
    ApplyContestEffect,
    CancelContest,
    ChangeSessionRoster,
    CreateSituation,
    ElementStep,
    EndSession,
    ExtraDie,
    RollAction,
    RollOpposition,
    StartSession,
    StressStep,
)
from domain.xyrop.decider import XYROP
from domain.xyrop.events import ContestCancelled, ContestEffectApplied, OppositionRolled
from domain.xyrop.state import GameState
from tests.support.decider_spec import spec
from tests.unit.xyrop.helpers import (
    PIP_SEAT,
    SAM_SEAT,
    Step,
    given,
    pip_in_session,
    register_pip,
)

WOUND_UP = AdjustStress(target_kind="character", target_id="pip", stress_id="wound",
                        direction="up")


def roll(**changes: object) -> tuple[RollAction, object]:
    """Pip's roll (approach 6 + role 5 = 11 unless changed), issued by Pip's seat."""
    fields: dict[str, object] = {"character_id": "pip", "approach_id": "careful",
                                 "role_id": "burglar", "dice": {"approach": 6, "role": 5}}
    fields.update(changes)
    return RollAction(**fields), PIP_SEAT  # type: ignore[arg-type]


def awaiting(*before: Step, **roll_changes: object) -> tuple[GameState, str]:
    """Pip's roll awaiting its opposition, and its contest id."""
    state = given(pip_in_session(*before, roll(**roll_changes)))  # type: ignore[arg-type]
    assert state.session is not None and state.session.current_contest_id is not None
    return state, state.session.current_contest_id


def oppose(contest_id: str, **changes: object) -> RollOpposition:
    """A 2d6 difficulty (3 + 2 = 5 unless changed)."""
    fields: dict[str, object] = {"contest_id": contest_id, "kind": "difficulty",
                                 "difficulty_dice": 2,
                                 "dice": {"difficulty:1": 3, "difficulty:2": 2}}
    fields.update(changes)
    return RollOpposition(**fields)  # type: ignore[arg-type]


def opposition(events: Sequence[Event]) -> OppositionRolled:
    """The single OppositionRolled of a decision."""
    (event,) = events
    assert isinstance(event, OppositionRolled)
    return event


def test_an_npc_opposition_adds_stress_value_elements_and_extra_dice() -> None:
    state, contest_id = awaiting(WOUND_UP, CreateSituation(name="fire", die=10))
    fire = next(iter(state.elements))
    event = opposition(spec(XYROP).at(state).when(oppose(
        contest_id, kind="npc", difficulty_dice=None, npc_id="orc", npc_dice=(8,),
        pc_stress_ids=("wound",), pc_value_id="loyalty", element_ids=(fire,),
        extra_dice=(ExtraDie(label="dark", faces=4),),
        dice={"npc:1": 2, "pc_stress:wound": 4, "pc_value": 6, f"element:{fire}": 9,
              "extra:1": 1})).events)
    assert [d.ref for d in event.pool] == ["npc:1", "pc_stress:wound", "pc_value",
                                           f"element:{fire}", "extra:1"]
    assert (event.opposition_total, event.gm_ones, event.outcome) == (15, 1, "failure")


def test_the_player_wins_only_when_strictly_higher() -> None:
    state, contest_id = awaiting()
    event = opposition(spec(XYROP).at(state).when(oppose(contest_id)).events)
    assert (event.player_total, event.opposition_total, event.winner_side) == (11, 5, "player")


def test_the_opposition_keeps_only_its_two_highest_dice() -> None:
    state, contest_id = awaiting()
    event = opposition(spec(XYROP).at(state).when(oppose(contest_id, difficulty_dice=4, dice={
        "difficulty:1": 6, "difficulty:2": 6, "difficulty:3": 6, "difficulty:4": 6})).events)
    assert event.opposition_total == 12 and event.outcome == "failure"


@pytest.mark.parametrize("changes", [
    {"kind": "duel"},
    {"difficulty_dice": 5, "dice": None},
    {"difficulty_dice": 1, "dice": None},
    {"difficulty_dice": None},
    {"npc_dice": (6, 6)},
    {"npc_id": "orc"},
    {"kind": "npc", "npc_dice": ()},
    {"kind": "npc", "difficulty_dice": None, "npc_dice": (7, 6)},
    {"kind": "npc", "npc_dice": (6, 6)},
    {"extra_dice": (ExtraDie(label="odd", faces=3),)},
])
def test_a_malformed_opposition_is_refused(changes: dict[str, object]) -> None:
    state, contest_id = awaiting()
    spec(XYROP).at(state).when(oppose(contest_id, **changes)).refused(
        "invalid_opposition", InvalidValue
    )


def test_an_opposition_errors_in_spec_order() -> None:
    state, contest_id = awaiting(WOUND_UP, own_stress_ids=("wound",), value_id="loyalty",
                                 dice={"approach": 6, "role": 5, "stress:wound": 1,
                                       "value": 1})
    spec(XYROP).at(state).when(oppose("contest-99")).refused("contest_not_found")
    spec(XYROP).at(state).when(oppose(contest_id, pc_stress_ids=("fear",))).refused(
        "stress_not_usable"
    )
    spec(XYROP).at(state).when(oppose(contest_id, pc_stress_ids=("wound",))).refused(
        "stress_already_in_player_pool"
    )
    spec(XYROP).at(state).when(oppose(contest_id, pc_value_id="greed")).refused("unknown_value")
    spec(XYROP).at(state).when(oppose(contest_id, pc_value_id="loyalty")).refused(
        "value_already_in_player_pool"
    )
    spec(XYROP).at(state).when(oppose(contest_id, element_ids=("situation-1",))).refused(
        "unknown_element"
    )
    spec(XYROP).at(state).when(
        oppose(contest_id, dice={"difficulty:1": 7, "difficulty:2": 2})
    ).refused("invalid_dice", InvalidValue)
    spec(XYROP).at(state).when(oppose(contest_id), PIP_SEAT).refused(
        "not_authorized", NotAuthorized
    )


def test_a_pc_stress_at_none_or_repeated_is_not_usable() -> None:
    state, contest_id = awaiting()
    spec(XYROP).at(state).when(oppose(contest_id, pc_stress_ids=("wound",))).refused(
        "stress_not_usable"
    )
    state, contest_id = awaiting(WOUND_UP)
    spec(XYROP).at(state).when(oppose(contest_id, pc_stress_ids=("wound", "wound"))).refused(
        "stress_not_usable"
    )


def test_a_single_npc_die_is_too_small_a_pool() -> None:
    state, contest_id = awaiting()
    spec(XYROP).at(state).when(oppose(contest_id, kind="npc", difficulty_dice=None, npc_dice=(8,),
                             dice=None)).refused("opposition_pool_too_small")


def test_a_resolved_contest_takes_no_second_opposition() -> None:
    state, contest_id = awaiting()
    state = spec(XYROP).at(state).when(oppose(contest_id)).state
    spec(XYROP).at(state).when(oppose(contest_id)).refused("contest_not_awaiting_opposition")
    spec(XYROP).at(state).when(CancelContest(contest_id=contest_id)).refused(
        "contest_not_awaiting_opposition"
    )


def test_cancelling_keeps_the_spent_destiny_and_frees_the_table() -> None:
    state, contest_id = awaiting(distinctions=())
    outcome = spec(XYROP).at(state).when(CancelContest(contest_id=contest_id))
    state, events = outcome.state, outcome.events
    assert events == [ContestCancelled(contest_id=contest_id)]
    spec(XYROP).at(state).when(oppose(contest_id)).refused("contest_not_awaiting_opposition")
    command, actor = roll()
    assert spec(XYROP).at(state).when(command, actor).events  # type: ignore[arg-type]


def test_cancelling_a_contest_is_for_the_gm() -> None:
    state, contest_id = awaiting()
    spec(XYROP).at(state).when(CancelContest(contest_id=contest_id), PIP_SEAT).refused(
        "not_authorized", NotAuthorized
    )


def test_a_characters_older_contest_is_no_longer_current() -> None:
    """Changed by revision R2: only the same character's next roll supersedes a contest;
    another character's roll leaves it live (it was: any roll of the session)."""
    sam = register_pip("sam", "seat-sam", "Sam")
    state, first = awaiting(sam, ChangeSessionRoster(add_ids=("sam",)))
    state = spec(XYROP).at(state).when(oppose(first)).state
    wound = StressStep(target_kind="npc", target_id="orc", stress_id="wound", direction="up")
    others = (
        spec(XYROP)
        .at(state)
        .when(
            RollAction(
                character_id="sam",
                approach_id="quick",
                role_id="scout",
                dice={"approach": 2, "role": 2},
            )
        )
        .state
    )
    assert (
        spec(XYROP)
        .at(others)
        .when(ApplyContestEffect(contest_id=first, effect=wound), PIP_SEAT)
        .events
    )
    command, actor = roll()
    outcome = spec(XYROP).at(state).when(command, actor)
    state, (again,) = outcome.state, outcome.events  # type: ignore[arg-type]
    spec(XYROP).at(state).when(oppose(first)).refused("contest_not_awaiting_opposition")
    # the declaration (#23) first asks for an effect still open: Pip's new roll is opposed
    state = spec(XYROP).at(state).when(oppose(again.contest_id)).state  # type: ignore[attr-defined]
    spec(XYROP).at(state).when(ApplyContestEffect(contest_id=first, effect=wound)).refused(
        "contest_not_current"
    )


def effect(contest_id: str, **changes: object) -> ApplyContestEffect:
    """A stress step on the npc "orc" unless changed."""
    fields: dict[str, object] = {"target_kind": "npc", "target_id": "orc",
                                 "stress_id": "wound", "direction": "up"}
    fields.update(changes)
    return ApplyContestEffect(contest_id=contest_id, effect=StressStep(**fields))  # type: ignore[arg-type]


def won(*before: Step) -> tuple[GameState, str]:
    """Pip's contest won (11 vs 5)."""
    state, contest_id = awaiting(*before)
    state = spec(XYROP).at(state).when(oppose(contest_id)).state
    return state, contest_id


def test_the_winner_steps_an_npc_stress() -> None:
    state, contest_id = won()
    outcome = spec(XYROP).at(state).when(effect(contest_id), PIP_SEAT)
    state, events = outcome.state, outcome.events
    assert isinstance(events[0], ContestEffectApplied) and events[0].side == "player"
    assert state.npc_stress == {"orc": {"wound": 4}}


def test_an_effect_needs_a_resolved_contest_and_the_winning_side() -> None:
    state, contest_id = awaiting()
    spec(XYROP).at(state).when(effect(contest_id)).refused("contest_not_resolved")
    state, contest_id = won()
    spec(XYROP).at(state).when(effect("contest-99")).refused("contest_not_found")
    spec(XYROP).at(state).when(effect(contest_id), SAM_SEAT).refused(
        "not_authorized", NotAuthorized
    )


@pytest.mark.parametrize(("changes", "code"), [
    ({"target_kind": "character", "target_id": "sam"}, "character_not_found"),
    ({"target_id": " "}, "invalid_effect"),
    ({"stress_id": "fear"}, "unknown_stress"),
    ({"direction": "down"}, "no_stress"),
])
def test_an_illegal_stress_effect_is_refused(changes: dict[str, object], code: str) -> None:
    state, contest_id = won()
    spec(XYROP).at(state).when(effect(contest_id, **changes), PIP_SEAT).refused(code)


def test_a_stress_already_out_cannot_go_higher() -> None:
    state, contest_id = won()
    for _ in range(6):
        state = (
            spec(XYROP)
            .at(state)
            .when(
                AdjustStress(target_kind="npc", target_id="orc", stress_id="wound", direction="up")
            )
            .state
        )
    assert state.npc_stress["orc"]["wound"] == "out"
    spec(XYROP).at(state).when(effect(contest_id), PIP_SEAT).refused("already_out_of_play")


def test_an_element_effect_needs_a_rated_element_below_d12() -> None:
    state, contest_id = won(CreateSituation(name="storm", die=12))
    storm = next(iter(state.elements))
    up = ApplyContestEffect(contest_id=contest_id,
                            effect=ElementStep(element_id=storm, direction="up"))
    spec(XYROP).at(state).when(up, PIP_SEAT).refused("element_at_max")
    missing = ApplyContestEffect(contest_id=contest_id,
                                 effect=ElementStep(element_id="nope", direction="up"))
    spec(XYROP).at(state).when(missing, PIP_SEAT).refused("unknown_element")


def test_ending_the_session_cancels_a_contest_awaiting_opposition() -> None:
    state, contest_id = awaiting()
    outcome = spec(XYROP).at(state).when(EndSession())
    state, (ended,) = outcome.state, outcome.events
    assert ended.cancelled_contest_id == contest_id  # type: ignore[attr-defined]
    assert state.session is None
    state = spec(XYROP).at(state).when(StartSession(present_character_ids=("pip",))).state
    spec(XYROP).at(state).when(oppose(contest_id)).refused("contest_not_awaiting_opposition")
    command, actor = roll()  # a roll of the new session awaits: the old id is unknown
    state = spec(XYROP).at(state).when(command, actor).state  # type: ignore[arg-type]
    spec(XYROP).at(state).when(oppose(contest_id)).refused("contest_not_found")

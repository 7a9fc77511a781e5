"""Experience: the end of an adventure, the swap and the third-adventure milestone."""

import pytest

from domain.core import GM, NotAuthorized
from domain.xyrop.commands import (
    AmendCharacterSheet,
    ApplyExperienceSwap,
    ApplyMilestoneAdvance,
    EndAdventure,
    IncreaseInitialDestiny,
    NewDistinction,
    NewTreasure,
    StartSession,
    StepUpTrait,
)
from domain.xyrop.decider import XYROP
from domain.xyrop.events import AdventureEnded, MilestoneAdvanceApplied, Participant
from domain.xyrop.state import GameState, Treasure
from tests.support.decider_spec import spec
from tests.unit.xyrop.helpers import (
    PIP_SEAT,
    SAM_SEAT,
    given,
    history,
    pip_in_session,
    register_pip,
)

END = EndAdventure(participant_ids=("pip",))


def after_adventures(count: int) -> GameState:
    """Pip after ``count`` adventures, no session."""
    return given(history(register_pip(), *[END] * count))


def swap(improve: str, degrade: str, category: str = "approach") -> ApplyExperienceSwap:
    """A swap within a category."""
    return ApplyExperienceSwap(character_id="pip", category=category,  # type: ignore[arg-type]
                               improve_id=improve, degrade_id=degrade)


def test_every_third_adventure_opens_a_milestone() -> None:
    assert spec(XYROP).at(after_adventures(1)).when(END).events == [AdventureEnded(participants=(
        Participant(character_id="pip", adventures_completed=2, swap=True, milestone=False),))]
    (event,) = spec(XYROP).at(after_adventures(5)).when(END).events
    assert event.participants[0].milestone  # type: ignore[attr-defined]


@pytest.mark.parametrize(("ids", "code"), [
    (("frodo",), "character_not_found"),
    ((), "invalid_roster"),
    (("pip", "pip"), "invalid_roster"),
])
def test_a_bad_adventure_roster_is_refused(ids: tuple[str, ...], code: str) -> None:
    spec(XYROP).at(after_adventures(0)).when(EndAdventure(participant_ids=ids)).refused(code)


def test_experience_waits_for_the_end_of_the_session() -> None:
    state = given(pip_in_session())
    spec(XYROP).at(state).when(END).refused("session_active")
    spec(XYROP).at(state).when(swap("careful", "quick"), PIP_SEAT).refused("session_active")
    spec(XYROP).at(state).when(
        ApplyMilestoneAdvance(character_id="pip", option=IncreaseInitialDestiny()), PIP_SEAT
    ).refused("session_active")


@pytest.mark.parametrize(("command", "code"), [
    (swap("bold", "quick"), "unknown_trait"),
    (swap("careful", "scout"), "experience_category_mismatch"),
    (swap("careful", "careful"), "same_trait"),
    (swap("burglar", "scout", "role"), "die_at_min"),
])
def test_an_illegal_swap_is_refused(command: ApplyExperienceSwap, code: str) -> None:
    state = given(history(register_pip(), AmendCharacterSheet(
        character_id="pip", roles={"burglar": 8, "scout": 4}), END))
    spec(XYROP).at(state).when(command, PIP_SEAT).refused(code)


def test_a_d12_cannot_be_improved_by_a_swap() -> None:
    state = given(history(register_pip(), AmendCharacterSheet(
        character_id="pip", approaches={"careful": 12, "quick": 6}), END))
    spec(XYROP).at(state).when(swap("careful", "quick"), PIP_SEAT).refused("die_at_max")


def test_a_swap_needs_an_adventure_end() -> None:
    spec(XYROP).at(after_adventures(0)).when(swap("careful", "quick"), PIP_SEAT).refused(
        "no_pending_experience"
    )


def milestone(option: object, actor: object = PIP_SEAT,
              state: GameState | None = None) -> GameState:
    """The state after a milestone advance taken at the third adventure."""
    after = (
        spec(XYROP)
        .at(state or after_adventures(3))
        .when(ApplyMilestoneAdvance(character_id="pip", option=option), actor)
        .state
    )  # type: ignore[arg-type]
    assert not after.characters["pip"].pending_experience.milestone
    return after


def test_a_milestone_adds_a_distinction() -> None:
    sheet = milestone(NewDistinction(distinction_id="brave", name="Brave")).characters["pip"]
    assert [d.distinction_id for d in sheet.distinctions][-1] == "brave"


def test_the_gm_grants_a_new_treasure_at_d6() -> None:
    sheet = milestone(NewTreasure(treasure_id="ring", name="Ring"), GM).characters["pip"]
    assert sheet.treasures[-1] == Treasure(treasure_id="ring", name="Ring", die=6)


def test_a_milestone_steps_up_a_trait_or_a_treasure() -> None:
    sheet = milestone(StepUpTrait(category="treasure", id="elven_cloak")).characters["pip"]
    assert sheet.treasures[0].die == 8
    sheet = milestone(StepUpTrait(category="value", id="loyalty")).characters["pip"]
    assert sheet.values == {"loyalty": 8}
    (event,) = spec(XYROP).at(after_adventures(3)).when(ApplyMilestoneAdvance(
        character_id="pip", option=StepUpTrait(category="role", id="scout")), PIP_SEAT).events
    assert isinstance(event, MilestoneAdvanceApplied)
    assert (event.target_id, event.from_, event.to) == ("scout", 6, 8)


@pytest.mark.parametrize(("option", "code"), [
    (NewDistinction(distinction_id="curious", name="x"), "invalid_id"),
    (NewDistinction(distinction_id="race", name="x"), "invalid_id"),
    (NewDistinction(distinction_id="Brave", name="x"), "invalid_id"),
    (StepUpTrait(category="approach", id="bold"), "unknown_trait"),
    (StepUpTrait(category="treasure", id="ring"), "unknown_trait"),
])
def test_an_illegal_milestone_is_refused(option: object, code: str) -> None:
    spec(XYROP).at(after_adventures(3)).when(ApplyMilestoneAdvance(
        character_id="pip", option=option), PIP_SEAT).refused(code)  # type: ignore[arg-type]


def test_a_milestone_cannot_raise_a_d12_nor_reuse_a_treasure_id() -> None:
    state = given(history(register_pip(), AmendCharacterSheet(
        character_id="pip", approaches={"careful": 12}), *[END] * 3))
    spec(XYROP).at(state).when(ApplyMilestoneAdvance(character_id="pip", option=StepUpTrait(
        category="approach", id="careful")), PIP_SEAT).refused("die_at_max")
    spec(XYROP).at(state).when(ApplyMilestoneAdvance(character_id="pip", option=NewTreasure(
        treasure_id="elven_cloak", name="x"))).refused("invalid_id")


def test_a_milestone_needs_a_third_adventure() -> None:
    spec(XYROP).at(after_adventures(2)).when(
        ApplyMilestoneAdvance(character_id="pip", option=IncreaseInitialDestiny()), PIP_SEAT
    ).refused("no_pending_milestone")


def test_another_seat_cannot_take_pips_experience() -> None:
    spec(XYROP).at(after_adventures(1)).when(swap("careful", "quick"), SAM_SEAT).refused(
        "not_authorized", NotAuthorized
    )


def test_unused_experience_waits_through_the_next_session() -> None:
    """Changed by revision R4 (was: forfeited at the next StartSession)."""
    outcome = spec(XYROP).at(after_adventures(3)).when(StartSession(present_character_ids=("pip",)))
    state, (started,) = outcome.state, outcome.events
    assert started.forfeited_experience == ()  # type: ignore[attr-defined]
    pending = state.characters["pip"].pending_experience
    assert (pending.swap, pending.milestone) == (True, True)

"""Experience (spec section 7.6): the end of an adventure, the swap, the milestone."""

from domain.core import Actor, DomainError, Event, NotAuthorized, RandomSource
from domain.xyrop.commands import (
    ApplyExperienceSwap,
    ApplyMilestoneAdvance,
    EndAdventure,
    IncreaseInitialDestiny,
    NewDistinction,
    NewTreasure,
    StepUpTrait,
)
from domain.xyrop.events import (
    AdventureEnded,
    ExperienceSwapApplied,
    MilestoneAdvanceApplied,
    Participant,
)
from domain.xyrop.guards import owned_character, require_gm, require_no_session
from domain.xyrop.ladder import step_down, step_up
from domain.xyrop.sessions import check_roster
from domain.xyrop.sheets import is_snake
from domain.xyrop.state import GameState, Sheet


def end_adventure(state: GameState, command: EndAdventure, actor: Actor,
                  rng: RandomSource) -> list[Event]:
    """Participants count one more adventure: a swap, and a milestone every third."""
    require_gm(actor)
    require_no_session(state)
    check_roster(state, command.participant_ids)
    participants = []
    for character_id in command.participant_ids:
        completed = state.characters[character_id].adventures_completed + 1
        participants.append(Participant(character_id=character_id,
                                        adventures_completed=completed, swap=True,
                                        milestone=completed % 3 == 0))
    return [AdventureEnded(participants=tuple(participants))]


def traits_of(sheet: Sheet, category: str) -> dict[str, int]:
    """The approaches, roles or values of a sheet."""
    return {"approach": sheet.approaches, "role": sheet.roles, "value": sheet.values}[category]


def apply_experience_swap(state: GameState, command: ApplyExperienceSwap, actor: Actor,
                          rng: RandomSource) -> list[Event]:
    """One trait up, another of the same category down."""
    sheet = owned_character(state, actor, command.character_id)
    require_no_session(state)
    if not sheet.pending_experience.swap:
        raise DomainError("no_pending_experience", "no adventure end to draw on")
    traits = traits_of(sheet, command.category)
    if command.improve_id not in traits:
        raise DomainError("unknown_trait", f"no {command.category} {command.improve_id!r}")
    if command.degrade_id not in traits:
        raise DomainError("experience_category_mismatch",
                          f"the degraded trait must be a {command.category}")
    if command.improve_id == command.degrade_id:
        raise DomainError("same_trait", "improve one trait and degrade another")
    improved = step_up(traits[command.improve_id])
    degraded = step_down(traits[command.degrade_id])
    if degraded is None:
        raise DomainError("die_at_min", "a d4 cannot be degraded")
    return [ExperienceSwapApplied(
        character_id=sheet.character_id, category=command.category,
        improve_id=command.improve_id, improve_from=traits[command.improve_id],
        improve_to=improved, degrade_id=command.degrade_id,
        degrade_from=traits[command.degrade_id], degrade_to=degraded)]


def apply_milestone_advance(state: GameState, command: ApplyMilestoneAdvance, actor: Actor,
                            rng: RandomSource) -> list[Event]:
    """The advance of a third adventure: one option."""
    sheet = owned_character(state, actor, command.character_id)
    require_no_session(state)
    if not sheet.pending_experience.milestone:
        raise DomainError("no_pending_milestone", "no third adventure to draw on")
    option = command.option
    if isinstance(option, NewTreasure) and not actor.is_gm:
        raise NotAuthorized("not_authorized", "the gm says when a treasure is found")
    target, before, after = _milestone_change(sheet, command)
    return [MilestoneAdvanceApplied(character_id=sheet.character_id, option=option,
                                    target_id=target, from_=before, to=after)]


def _milestone_change(sheet: Sheet, command: ApplyMilestoneAdvance
                      ) -> tuple[str | None, int | None, int | None]:
    option = command.option
    if isinstance(option, IncreaseInitialDestiny):
        return None, sheet.initial_destiny, sheet.initial_destiny + 1
    if isinstance(option, NewDistinction):
        used = {d.distinction_id for d in sheet.distinctions} | {"race"}
        _new_id(option.distinction_id, used)
        return option.distinction_id, None, None
    if isinstance(option, NewTreasure):
        _new_id(option.treasure_id, {t.treasure_id for t in sheet.treasures})
        return option.treasure_id, None, 6
    return _step_up_trait(sheet, option)


def _new_id(identifier: str, used: set[str]) -> None:
    if not is_snake(identifier) or identifier in used:
        raise DomainError("invalid_id", f"{identifier!r} is not a new snake_case id")


def _step_up_trait(sheet: Sheet, option: StepUpTrait) -> tuple[str, int, int]:
    if option.category == "treasure":
        dice = {t.treasure_id: t.die for t in sheet.treasures}
    else:
        dice = traits_of(sheet, option.category)
    if option.id not in dice:
        raise DomainError("unknown_trait", f"no {option.category} {option.id!r}")
    return option.id, dice[option.id], step_up(dice[option.id])

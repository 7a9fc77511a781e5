"""Experience (spec section 7.6): the end of an adventure, the swap, the milestone."""


from domain.core import Actor, DomainError, Emitter, NotAuthorized, RandomSource
from domain.core.guards import require
from domain.core.words import Text, sentence
from domain.xyrop import commands as cmd
from domain.xyrop import events as ev
from domain.xyrop.decide import owned_character, require_gm, require_no_session
from domain.xyrop.decide.session import check_roster
from domain.xyrop.rules.ladder import step_down, step_up
from domain.xyrop.rules.sheet import is_snake
from domain.xyrop.state import GameState, Sheet


def end_adventure(em: Emitter[GameState], command: cmd.EndAdventure, actor: Actor,
                  rng: RandomSource) -> None:
    """Participants count one more adventure: a swap, and a milestone every third."""
    state = em.state
    check_roster(state, command.participant_ids)
    participants = []
    for character_id in command.participant_ids:
        sheet = state.characters[character_id]
        completed = sheet.adventures_completed + 1
        # T1: this adventure's own milestone; one not yet taken stays counted in the sheet
        milestone = completed % 3 == 0
        participants.append(ev.Participant(character_id=character_id,
                                           adventures_completed=completed, swap=True,
                                           milestone=milestone))
    em.emit(ev.AdventureEnded(participants=tuple(participants)))


def traits_of(sheet: Sheet, category: str) -> dict[str, int]:
    """The approaches, roles or values of a sheet."""
    return {"approach": sheet.approaches, "role": sheet.roles, "value": sheet.values}[category]


def apply_experience_swap(em: Emitter[GameState], command: cmd.ApplyExperienceSwap,
                          actor: Actor, rng: RandomSource) -> None:
    """One trait up, another of the same category down."""
    sheet = em.state.characters[command.character_id]  # checked by for_swap
    traits = traits_of(sheet, command.category)
    require(command.improve_id in traits, "unknown_trait",
            _no_trait(command.category, command.improve_id))
    require(command.degrade_id in traits, "experience_category_mismatch",
            _degraded_must_be(command.category))
    require(command.improve_id != command.degrade_id, "same_trait",
            sentence("improve one trait and degrade another"))
    improved = step_up(traits[command.improve_id])
    degraded = step_down(traits[command.degrade_id])
    if degraded is None:
        raise DomainError("die_at_min", sentence("a d4 cannot be degraded"))
    em.emit(ev.ExperienceSwapApplied(
        character_id=sheet.character_id, category=command.category,
        improve_id=command.improve_id, improve_from=traits[command.improve_id],
        improve_to=improved, degrade_id=command.degrade_id,
        degrade_from=traits[command.degrade_id], degrade_to=degraded))


def apply_milestone_advance(em: Emitter[GameState], command: cmd.ApplyMilestoneAdvance,
                            actor: Actor, rng: RandomSource) -> None:
    """The advance of a third adventure: one option."""
    sheet = em.state.characters[command.character_id]  # checked by for_milestone
    option = command.option
    if isinstance(option, cmd.NewTreasure) and not actor.is_gm:
        raise NotAuthorized("not_authorized", sentence("the gm says when a treasure is found"))
    target, before, after = _milestone_change(sheet, command)
    em.emit(ev.MilestoneAdvanceApplied(character_id=sheet.character_id, option=option,
                                       target_id=target, from_=before, to=after))


def _milestone_change(sheet: Sheet, command: cmd.ApplyMilestoneAdvance
                      ) -> tuple[str | None, int | None, int | None]:
    option = command.option
    if isinstance(option, cmd.IncreaseInitialDestiny):
        return None, sheet.initial_destiny, sheet.initial_destiny + 1
    if isinstance(option, cmd.NewDistinction):
        used = {d.distinction_id for d in sheet.distinctions} | {"race"}
        _new_id(option.distinction_id, used)
        return option.distinction_id, None, None
    if isinstance(option, cmd.NewTreasure):
        _new_id(option.treasure_id, {t.treasure_id for t in sheet.treasures})
        return option.treasure_id, None, 6
    return _step_up_trait(sheet, option)


def _new_id(identifier: str, used: set[str]) -> None:
    require(is_snake(identifier) and identifier not in used, "invalid_id",
            sentence("'%(identifier)s' is taken, or is not lowercase letters and digits joined "
                     "by underscores", identifier=identifier))


def _step_up_trait(sheet: Sheet, option: cmd.StepUpTrait) -> tuple[str, int, int]:
    if option.category == "treasure":
        dice = {t.treasure_id: t.die for t in sheet.treasures}
    else:
        dice = traits_of(sheet, option.category)
    require(option.id in dice, "unknown_trait", _no_trait(option.category, option.id))
    return option.id, dice[option.id], step_up(dice[option.id])


def _no_trait(category: str, trait_id: str) -> Text:
    if category == "approach":
        return sentence("no approach '%(trait_id)s'", trait_id=trait_id)
    if category == "role":
        return sentence("no role '%(trait_id)s'", trait_id=trait_id)
    if category == "value":
        return sentence("no value '%(trait_id)s'", trait_id=trait_id)
    return sentence("no treasure '%(trait_id)s'", trait_id=trait_id)


def _degraded_must_be(category: str) -> Text:
    if category == "approach":
        return sentence("the degraded trait must be a approach")
    if category == "role":
        return sentence("the degraded trait must be a role")
    return sentence("the degraded trait must be a value")


def may_end_adventure(state: GameState, actor: Actor) -> None:
    """The gm, between sessions, with a character to name."""
    require_gm(actor)
    require_no_session(state)
    require(bool(state.characters), "invalid_roster", sentence("register a character first"))


def for_swap(state: GameState, actor: Actor, character_id: str) -> None:
    """A character this seat plays, between sessions, with a swap pending."""
    sheet = owned_character(state, actor, character_id)
    require_no_session(state)
    require(sheet.swaps_pending > 0, "no_pending_experience",
            sentence("no adventure end to draw on"))


def for_milestone(state: GameState, actor: Actor, character_id: str) -> None:
    """A character this seat plays, between sessions, with a milestone pending."""
    sheet = owned_character(state, actor, character_id)
    require_no_session(state)
    require(sheet.milestones_pending > 0, "no_pending_milestone",
            sentence("no third adventure to draw on"))

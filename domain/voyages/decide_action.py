"""Handlers: action resolution (7.2), maybe options, closing."""

from domain.core import Actor, DomainError, Event, RandomSource
from domain.voyages import commands as c
from domain.voyages import events as e
from domain.voyages.dice import roll_d6
from domain.voyages.guards import (
    AdjectiveWriter,
    character,
    invalid,
    owned_character,
    require_gm,
    used_adjective_events,
)
from domain.voyages.model import Action
from domain.voyages.modifiers import UsedAdjective, check_modifiers, total
from domain.voyages.resolution import action_outcome
from domain.voyages.sheet import Target
from domain.voyages.state import VoyagesState, next_effect_id, resolution_ids


def _check_helpers(state: VoyagesState, command: c.RollAction, actor: Actor
                   ) -> list[UsedAdjective]:
    ids = [h.character_id for h in command.helpers]
    if command.character_id in ids or len(set(ids)) != len(ids):
        raise invalid("helpers are distinct from the roller and from each other")
    used: list[UsedAdjective] = []
    for helper in command.helpers:
        sheet = character(state, helper.character_id)
        used += check_modifiers(state, helper.modifiers, sheet, "action", actor.is_gm)
    return used


def _helper_rolls(command: c.RollAction, rng: RandomSource) -> tuple[e.HelperRoll, ...]:
    rolls = []
    for helper in command.helpers:
        roll_id = f"{command.action_id}:helper:{helper.character_id}"
        dice = roll_d6(rng, helper.dice, roll_id)
        rolls.append(e.HelperRoll(roll_id=roll_id, character_id=helper.character_id, dice=dice,
                                  modifiers=helper.modifiers,
                                  score=dice.values[0] + total(helper.modifiers) - 4))
    return tuple(rolls)


def _dedupe(used: list[UsedAdjective]) -> list[UsedAdjective]:
    seen: dict[str, UsedAdjective] = {}
    for target, adjective in used:
        seen.setdefault(adjective.adjective_id, (target, adjective))
    return list(seen.values())


def roll_action(state: VoyagesState, command: c.RollAction, actor: Actor,
                rng: RandomSource) -> list[Event]:
    """Owner or gm: 1d6 + modifiers, plus double-edged helpers (die + mods - 4)."""
    sheet = owned_character(state, actor, command.character_id)
    if command.action_id in resolution_ids(state):
        raise DomainError("duplicate_id", f"resolution {command.action_id!r} exists")
    used = check_modifiers(state, command.modifiers, sheet, "action", actor.is_gm)
    used += _check_helpers(state, command, actor)
    main_id = f"{command.action_id}:main"
    dice = roll_d6(rng, command.dice, main_id)
    helpers = _helper_rolls(command, rng)
    modifier_total = total(command.modifiers)
    main = e.MainRoll(roll_id=main_id, dice=dice, modifiers=command.modifiers,
                      modifier_total=modifier_total)
    natural_one, result, tier, margin = action_outcome(
        dice.values[0], dice.values[0] + modifier_total, [h.score for h in helpers])
    return [e.ActionRolled(action_id=command.action_id, character_id=sheet.character_id,
                           main=main, helpers=helpers),
            e.ActionResultComputed(action_id=command.action_id, natural_one=natural_one,
                                   total=result, tier=tier, margin=margin),
            *used_adjective_events(_dedupe(used))]


def action_result(action: Action) -> e.ActionResultComputed:
    """The outcome of an action's current rolls."""
    natural_one, result, tier, margin = action_outcome(
        action.main.die, action.main.score, [h.score for h in action.helpers])
    return e.ActionResultComputed(action_id=action.action_id, natural_one=natural_one,
                                  total=result, tier=tier, margin=margin)


def open_action(state: VoyagesState, action_id: str) -> Action:
    """An action that is still open."""
    action = state.actions.get(action_id)
    if action is None and action_id in state.closed_ids:
        raise DomainError("resolution_closed", f"action {action_id!r} is closed")
    if action is None:
        raise DomainError("unknown_resolution", f"no action {action_id!r}")
    if action.status != "open":
        raise DomainError("resolution_closed", f"action {action_id!r} is closed")
    return action


def choose_maybe_option(state: VoyagesState, command: c.ChooseMaybeOption,
                        actor: Actor) -> list[Event]:
    """Owner: on a 'maybe', lower ambition, pay a cost, or decline."""
    action = open_action(state, command.action_id)
    owned_character(state, actor, action.character_id)
    if action.tier != "maybe":
        raise DomainError("not_maybe_outcome", f"the action's outcome is {action.tier}")
    if action.maybe_option is not None:
        raise DomainError("already_chosen", f"already chose {action.maybe_option}")
    if command.option != "pay_cost":
        return [e.MaybeResolved(action_id=action.action_id, option=command.option)]
    if command.cost is None:
        raise invalid("pay_cost names its cost")
    effect_id = next_effect_id(state)
    events: list[Event] = [e.MaybeResolved(action_id=action.action_id, option="pay_cost",
                                           cost=command.cost, effect_id=effect_id)]
    adjective = command.cost.adjective
    if adjective is not None:
        target = Target(kind="character", id=action.character_id)
        events.append(AdjectiveWriter(state).add(
            target, adjective.name, adjective.value, "negative", adjective.duration,
            cause="maybe_cost", effect_id=effect_id))
    return events


def close_action(state: VoyagesState, command: c.CloseAction, actor: Actor) -> list[Event]:
    """GM: close an action (ends its reroll window)."""
    require_gm(actor)
    open_action(state, command.action_id)
    return [e.ActionClosed(action_id=command.action_id)]

"""Action commands: the roll (7.2), rerolls with a tint (7.4, 7.5) [D11], the 'maybe'
answers, closing."""

from typing import NamedTuple

import msgspec

from domain.core import Actor, DomainError, Emitter, RandomSource
from domain.core.guards import invalid
from domain.core.words import sentence
from domain.voyages import commands as cmd
from domain.voyages import events as ev
from domain.voyages.decide import (
    edged_roll,
    live_resolution,
    require_new_resolution,
)
from domain.voyages.decide.adjective import AdjectiveWriter, used_adjective_events
from domain.voyages.decide.situation import scored_event
from domain.voyages.rules.dice import roll_d6
from domain.voyages.rules.model import Action, Roll, Situation
from domain.voyages.rules.modifiers import UsedAdjective, roll_modifiers, total
from domain.voyages.rules.resolution import action_outcome
from domain.voyages.rules.sheet import Character
from domain.voyages.state import VoyagesState, character, next_effect_id, reroll_window_open

FAILED_TIERS = frozenset({"no", "fail_complication"})
"""Outcomes whose bad consequence is an effect a flaw can answer (R1)."""


class Helpers(NamedTuple):
    """An action's helpers: those rolling now (``rolling``, each with its own ``next_roll``
    adjectives joined, T7) and those of other seats who join later (``invited``, U1)."""

    rolling: list[cmd.HelperSpec]
    used: list[UsedAdjective]
    invited: tuple[str, ...]


def _check_helpers(state: VoyagesState, command: cmd.RollAction, actor: Actor) -> Helpers:
    """U1: the acting seat rolls its own characters' help; a character of another seat is
    invited, and its seat rolls its help (modifiers and dice its own) with ``JoinHelp``."""
    ids = [h.character_id for h in command.helpers]
    if command.character_id in ids or len(set(ids)) != len(ids):
        invalid(sentence("helpers are distinct from the roller and from each other"),
                field="helpers")
    helpers = Helpers([], [], ())
    for helper in command.helpers:
        sheet = character(state, helper.character_id)
        if not actor.may_act_for(sheet.owner_player_id):
            if helper.modifiers or helper.dice is not None:
                invalid(sentence("%(character)s is played by another seat: its player gives "
                                 "its modifiers and dice when it joins the action",
                                 character=sheet.name), field="helpers")
            helpers = helpers._replace(invited=(*helpers.invited, sheet.character_id))
            continue
        modifiers, its_used = roll_modifiers(state, helper.modifiers, sheet, "action",
                                             actor.is_gm)
        helpers.rolling.append(msgspec.structs.replace(helper, modifiers=modifiers))
        helpers.used.extend(its_used)
    return helpers


def helper_roll_id(action_id: str, character_id: str) -> str:
    """The roll id of a helper's die."""
    return f"{action_id}:helper:{character_id}"


def _helper_rolls(action_id: str, specs: list[cmd.HelperSpec], rng: RandomSource
                  ) -> tuple[ev.HelperRoll, ...]:
    return tuple(edged_roll(ev.HelperRoll, helper, helper_roll_id(action_id, helper.character_id),
                            rng) for helper in specs)


def _dedupe(used: list[UsedAdjective]) -> list[UsedAdjective]:
    seen: dict[str, UsedAdjective] = {}
    for target, adjective in used:
        seen.setdefault(adjective.adjective_id, (target, adjective))
    return list(seen.values())


def roll_action(em: Emitter[VoyagesState], command: cmd.RollAction, actor: Actor,
                rng: RandomSource) -> None:
    """Owner or gm: 1d6 + modifiers, plus double-edged helpers (die + mods - 4)."""
    state = em.state
    sheet = state.characters[command.character_id]  # checked by may.owns
    require_new_resolution(state, command.action_id)
    modifiers, used = roll_modifiers(state, command.modifiers, sheet, "action", actor.is_gm)
    checked = _check_helpers(state, command, actor)
    main_id = f"{command.action_id}:main"
    dice = roll_d6(rng, command.dice, main_id)
    helpers = _helper_rolls(command.action_id, checked.rolling, rng)
    modifier_total = total(modifiers)
    main = ev.MainRoll(roll_id=main_id, dice=dice, modifiers=modifiers,
                      modifier_total=modifier_total)
    natural_one, result, tier, margin = action_outcome(
        dice.values[0], dice.values[0] + modifier_total, [h.score for h in helpers])
    em.emit(ev.ActionRolled(action_id=command.action_id, character_id=sheet.character_id,
                           main=main, helpers=helpers, invited=checked.invited))
    em.emit(ev.ActionResultComputed(action_id=command.action_id, natural_one=natural_one,
                                   total=result, tier=tier, margin=margin,
                                   effect_id=failure_effect_id(state, tier)))
    em.emit_all(used_adjective_events(_dedupe(used + checked.used)))


def failure_effect_id(state: VoyagesState, tier: str) -> str | None:
    """A fresh effect id for a failed outcome (R1: a flaw may answer it), else None."""
    return next_effect_id(state) if tier in FAILED_TIERS else None


def action_result(state: VoyagesState, action: Action) -> ev.ActionResultComputed:
    """The outcome of an action's current rolls."""
    natural_one, result, tier, margin = action_outcome(
        action.main.die, action.main.score, [h.score for h in action.helpers])
    return ev.ActionResultComputed(action_id=action.action_id, natural_one=natural_one,
                                  total=result, tier=tier, margin=margin,
                                  effect_id=failure_effect_id(state, tier))


def open_action(state: VoyagesState, action_id: str) -> Action:
    """An action that is still open."""
    return live_resolution(state.actions.get(action_id), state, "action", action_id)


def choose_maybe_option(em: Emitter[VoyagesState], command: cmd.ChooseMaybeOption,
                        actor: Actor, rng: RandomSource) -> None:
    """Owner: on a 'maybe', lower ambition, pay a cost, or decline (a harmful effect, T14)."""
    state = em.state
    action = state.actions[command.action_id]  # checked by may_named.maybe_named
    if command.option == "lower_ambition":
        em.emit(ev.MaybeResolved(action_id=action.action_id, option=command.option))
        return
    if command.option == "decline":
        # T14: the failure declined into is a harm a flaw may answer, like a "no".
        em.emit(ev.MaybeResolved(action_id=action.action_id, option="decline",
                                effect_id=next_effect_id(state)))
        return
    if command.cost is None:
        invalid(sentence("paying a cost names the cost"))
    effect_id = next_effect_id(state)
    em.emit(ev.MaybeResolved(action_id=action.action_id, option="pay_cost", cost=command.cost,
                            effect_id=effect_id))
    adjective = command.cost.adjective
    if adjective is not None:
        em.emit(AdjectiveWriter(state).inflict(action.character_id, adjective, "maybe_cost",
                                               effect_id))


def close_action(em: Emitter[VoyagesState], command: cmd.CloseAction, actor: Actor,
                 rng: RandomSource) -> None:
    """GM: close an action (ends its reroll window)."""
    state = em.state
    open_action(state, command.action_id)
    em.emit(ev.ActionClosed(action_id=command.action_id))


WINDOW_CLOSED = "reroll_window_closed"


def _action_roll(state: VoyagesState, resolution_id: str, roll_id: str) -> Roll | None:
    action = state.actions[resolution_id]
    roll = next((r for r in (action.main, *action.helpers) if r.roll_id == roll_id), None)
    if roll is not None and (action.status != "open" or action.maybe_option is not None):
        raise DomainError(WINDOW_CLOSED, sentence("the action is closed or its maybe was answered"))
    return roll


def _situation_roll(state: VoyagesState, resolution_id: str, roll_id: str) -> Roll | None:
    situation = state.situations[resolution_id]
    rolls = [p.roll for p in situation.participants.values()] + [situation.environment_roll]
    roll = next((r for r in rolls if r is not None and r.roll_id == roll_id), None)
    if roll is not None and not rescorable(situation):
        raise DomainError(WINDOW_CLOSED, sentence(
            "points were spent on this situation's result: its rolls stay as they are"))
    return roll


def rescorable(situation: Situation) -> bool:
    """T12: a situation's rolls change while it rolls, or once scored while no point is
    spent (the scoring is done again)."""
    return situation.status == "rolling" or (
        situation.status == "spending" and not any(p.spent for p in situation.pools.values()))


def _conflict_roll(state: VoyagesState, resolution_id: str, roll_id: str) -> Roll | None:
    current = state.conflicts[resolution_id].round
    if current is None:
        raise DomainError(WINDOW_CLOSED, sentence("no round in progress"))
    rolls = [r for side in current.rolls.values() for r in side.member_rolls]
    roll = next((r for r in rolls if r.roll_id == roll_id), None)
    if roll is not None and current.phase != "rolling":
        raise DomainError(WINDOW_CLOSED, sentence("the round is already scored"))
    return roll


def find_roll(state: VoyagesState, resolution_id: str, roll_id: str) -> Roll:
    """A roll still open to rerolls, or the error that says why not."""
    if resolution_id in state.closed_ids:
        raise DomainError(WINDOW_CLOSED,
                          sentence("“%(resolution)s” is closed", resolution=resolution_id))
    if resolution_id in state.actions:
        roll = _action_roll(state, resolution_id, roll_id)
    elif resolution_id in state.situations:
        roll = _situation_roll(state, resolution_id, roll_id)
    elif resolution_id in state.conflicts:
        roll = _conflict_roll(state, resolution_id, roll_id)
    else:
        raise DomainError("unknown_resolution",
                          sentence("no resolution “%(resolution)s”", resolution=resolution_id))
    if roll is None:
        raise DomainError("unknown_resolution",
                          sentence("no roll “%(roll)s” in “%(resolution)s”",
                                   roll=roll_id, resolution=resolution_id))
    sheet = state.characters.get(roll.character_id or "")
    if sheet is not None and not reroll_window_open(state, roll):
        raise DomainError(WINDOW_CLOSED, sentence(
            "%(name)s has started another action, situation or conflict since this roll: "
            "its reroll window is closed", name=sheet.name))
    return roll


def _spend(sheet: Character, command: cmd.RerollWithTint) -> ev.TintSpentForReroll:
    if command.tint_source == "own":
        own = next((t for t in sheet.own_tints if t.tint == command.tint
                    or (command.tint is None and t.current >= 1)), None)
        if own is None or own.current < 1:
            raise DomainError("no_tint_points",
                              sentence("no point left in own tint “%(tint)s”", tint=command.tint))
        return ev.TintSpentForReroll(character_id=sheet.character_id, tint_source="own",
                                    tint=own.tint, remaining=own.current - 1)
    entry = next((i for i in sheet.tint_inventory if i.inventory_id == command.inventory_id
                  or (command.inventory_id is None and i.tattooed and i.current >= 1)), None)
    if entry is None or not entry.tattooed:
        raise DomainError("not_tattooed",
                          sentence("only tattooed inventory tints pay rerolls"))
    if entry.current < 1:
        raise DomainError("no_tint_points",
                          sentence("tattoo “%(inventory)s” is empty", inventory=entry.inventory_id))
    return ev.TintSpentForReroll(character_id=sheet.character_id, tint_source="tattoo",
                                tint=entry.tint, inventory_id=entry.inventory_id,
                                remaining=entry.current - 1)


def reroll_with_tint(em: Emitter[VoyagesState], command: cmd.RerollWithTint, actor: Actor,
                     rng: RandomSource) -> None:
    """Owner of the roll's character: 1 tint point, a new die, the outcome recomputed."""
    state = em.state
    roll = find_roll(state, command.resolution_id, command.roll_id)
    sheet = state.characters[roll.character_id or ""]  # checked by may_named.roll_named
    spent = _spend(sheet, command)
    dice = roll_d6(rng, command.dice, roll.roll_id)
    new_roll = roll.rerolled(dice.values[0])
    em.emit(spent)
    em.emit(ev.RollRerolled(resolution_id=command.resolution_id, roll_id=roll.roll_id,
                           previous_die=roll.die, dice=dice, new_score=new_roll.score))
    found = em.state.situations.get(command.resolution_id)
    if found is not None and found.status == "spending":
        em.emit(scored_event(found, tuple(g.members for g in found.subgroups)))
    action = state.actions.get(command.resolution_id)
    if action is not None:
        main = new_roll if action.main.roll_id == roll.roll_id else action.main
        helpers = tuple(new_roll if h.roll_id == roll.roll_id else h for h in action.helpers)
        em.emit(action_result(state, msgspec.structs.replace(action, main=main,
                                                             helpers=helpers)))

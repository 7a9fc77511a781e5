"""Handler: rerolling a die with an own or tattooed tint (7.4, 7.5) [D11]."""

import msgspec

from domain.core import Actor, DomainError, Event, NotAuthorized, RandomSource
from domain.voyages import commands as c
from domain.voyages import events as e
from domain.voyages.decide_action import action_result
from domain.voyages.dice import roll_d6
from domain.voyages.model import Roll
from domain.voyages.sheet import Character
from domain.voyages.state import VoyagesState

WINDOW_CLOSED = "reroll_window_closed"


def _action_roll(state: VoyagesState, resolution_id: str, roll_id: str) -> Roll | None:
    action = state.actions[resolution_id]
    roll = next((r for r in (action.main, *action.helpers) if r.roll_id == roll_id), None)
    if roll is not None and (action.status != "open" or action.maybe_option is not None):
        raise DomainError(WINDOW_CLOSED, "the action is closed or its maybe was answered")
    return roll


def _situation_roll(state: VoyagesState, resolution_id: str, roll_id: str) -> Roll | None:
    situation = state.situations[resolution_id]
    rolls = [p.roll for p in situation.participants.values()] + [situation.environment_roll]
    roll = next((r for r in rolls if r is not None and r.roll_id == roll_id), None)
    if roll is not None and situation.status != "rolling":
        raise DomainError(WINDOW_CLOSED, "the situation is already scored")
    return roll


def _conflict_roll(state: VoyagesState, resolution_id: str, roll_id: str) -> Roll | None:
    current = state.conflicts[resolution_id].round
    if current is None:
        raise DomainError(WINDOW_CLOSED, "no round in progress")
    rolls = [r for side in current.rolls.values() for r in side.member_rolls]
    roll = next((r for r in rolls if r.roll_id == roll_id), None)
    if roll is not None and current.phase != "rolling":
        raise DomainError(WINDOW_CLOSED, "the round is already scored")
    return roll


def find_roll(state: VoyagesState, resolution_id: str, roll_id: str) -> Roll:
    """A roll still open to rerolls, or the error that says why not."""
    if resolution_id in state.closed_ids:
        raise DomainError(WINDOW_CLOSED, f"{resolution_id!r} is closed")
    if resolution_id in state.actions:
        roll = _action_roll(state, resolution_id, roll_id)
    elif resolution_id in state.situations:
        roll = _situation_roll(state, resolution_id, roll_id)
    elif resolution_id in state.conflicts:
        roll = _conflict_roll(state, resolution_id, roll_id)
    else:
        raise DomainError("unknown_resolution", f"no resolution {resolution_id!r}")
    if roll is None:
        raise DomainError("unknown_resolution", f"no roll {roll_id!r} in {resolution_id!r}")
    return roll


def _spend(sheet: Character, command: c.RerollWithTint) -> e.TintSpentForReroll:
    if command.tint_source == "own":
        own = next((t for t in sheet.own_tints if t.tint == command.tint), None)
        if own is None or own.current < 1:
            raise DomainError("no_tint_points", f"no point left in own tint {command.tint!r}")
        return e.TintSpentForReroll(character_id=sheet.character_id, tint_source="own",
                                    tint=own.tint, remaining=own.current - 1)
    entry = next((i for i in sheet.tint_inventory if i.inventory_id == command.inventory_id),
                 None)
    if entry is None or not entry.tattooed:
        raise DomainError("not_tattooed", "only tattooed inventory tints pay rerolls [D11]")
    if entry.current < 1:
        raise DomainError("no_tint_points", f"tattoo {entry.inventory_id!r} is empty")
    return e.TintSpentForReroll(character_id=sheet.character_id, tint_source="tattoo",
                                tint=entry.tint, inventory_id=entry.inventory_id,
                                remaining=entry.current - 1)


def reroll_with_tint(state: VoyagesState, command: c.RerollWithTint, actor: Actor,
                     rng: RandomSource) -> list[Event]:
    """Owner of the roll's character: 1 tint point, a new die, the outcome recomputed."""
    roll = find_roll(state, command.resolution_id, command.roll_id)
    sheet = state.characters.get(roll.character_id or "")
    if sheet is None:
        raise DomainError("not_your_roll", "only a character's roll can be rerolled")
    if not actor.may_act_for(sheet.owner_player_id):
        raise NotAuthorized("not_your_roll", "the roll belongs to another seat's character")
    spent = _spend(sheet, command)
    dice = roll_d6(rng, command.dice, roll.roll_id)
    new_roll = roll.rerolled(dice.values[0])
    events: list[Event] = [spent, e.RollRerolled(
        resolution_id=command.resolution_id, roll_id=roll.roll_id, previous_die=roll.die,
        dice=dice, new_score=new_roll.score)]
    action = state.actions.get(command.resolution_id)
    if action is not None:
        main = new_roll if action.main.roll_id == roll.roll_id else action.main
        helpers = tuple(new_roll if h.roll_id == roll.roll_id else h for h in action.helpers)
        events.append(action_result(msgspec.structs.replace(action, main=main, helpers=helpers)))
    return events

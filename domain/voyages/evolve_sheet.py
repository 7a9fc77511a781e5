"""Evolve: sheets, things, adjectives, tints, time, and the undo log of effects."""

import msgspec

from domain.voyages import events as e
from domain.voyages.model import Effect, UndoOp
from domain.voyages.sheet import Adjective, Character, InventoryTint, Target, Thing
from domain.voyages.state import (
    VoyagesState,
    bump_adjective_seq,
    bump_effect_seq,
    target_adjectives,
    with_adjectives,
)

replace = msgspec.structs.replace


def register_effect(state: VoyagesState, effect: Effect) -> VoyagesState:
    """Remember an effect so that a flaw can negate it later."""
    state = bump_effect_seq(state, effect.effect_id)
    return replace(state, effects={**state.effects, effect.effect_id: effect})


def record_undo(state: VoyagesState, effect_id: str | None, op: UndoOp) -> VoyagesState:
    """Append an undo step to an effect (a change made in its name)."""
    effect = state.effects.get(effect_id or "")
    if effect is None:
        return state
    new = replace(effect, undo=(*effect.undo, op))
    return replace(state, effects={**state.effects, effect.effect_id: new})


def with_character(state: VoyagesState, sheet: Character) -> VoyagesState:
    """The state with one sheet replaced."""
    return replace(state, characters={**state.characters, sheet.character_id: sheet})


def character_registered(state: VoyagesState, event: e.CharacterRegistered) -> VoyagesState:
    """A sheet joins the table."""
    for adjective in event.character.adjectives:
        state = bump_adjective_seq(state, adjective.adjective_id)
    return with_character(state, event.character)


def sheet_revised(state: VoyagesState, event: e.CharacterSheetRevised) -> VoyagesState:
    """A sheet is replaced."""
    for adjective in event.character.adjectives:
        state = bump_adjective_seq(state, adjective.adjective_id)
    return with_character(state, event.character)


def thing_registered(state: VoyagesState, event: e.ThingRegistered) -> VoyagesState:
    """A thing is known."""
    thing = Thing(thing_id=event.thing_id, name=event.name,
                  holder_character_id=event.holder_character_id)
    return replace(state, things={**state.things, event.thing_id: thing})


def adjective_added(state: VoyagesState, event: e.AdjectiveAdded) -> VoyagesState:
    """A new adjective on its target."""
    current = target_adjectives(state, event.target)
    if current is None:
        return state
    new = Adjective(adjective_id=event.adjective_id, name=event.name, value=event.value,
                    polarity=event.polarity, duration=event.duration, is_false=event.is_false,
                    effect_id=event.effect_id)
    state = with_adjectives(bump_adjective_seq(state, event.adjective_id), event.target,
                            (*current, new))
    return record_undo(state, event.effect_id, UndoOp(
        kind="remove", target=event.target, adjective_id=event.adjective_id))


def adjective_value_changed(state: VoyagesState, event: e.AdjectiveValueChanged) -> VoyagesState:
    """An adjective's new value."""
    current = target_adjectives(state, event.target) or ()
    updated = tuple(replace(a, value=event.new_value) if a.adjective_id == event.adjective_id
                    else a for a in current)
    state = with_adjectives(state, event.target, updated)
    return record_undo(state, event.effect_id, UndoOp(
        kind="restore_value", target=event.target, adjective_id=event.adjective_id,
        value=event.old_value))


def adjective_removed(state: VoyagesState, event: e.AdjectiveRemoved) -> VoyagesState:
    """An adjective leaves its target."""
    current = target_adjectives(state, event.target) or ()
    gone = next((a for a in current if a.adjective_id == event.adjective_id), None)
    state = with_adjectives(state, event.target,
                            tuple(a for a in current if a.adjective_id != event.adjective_id))
    return record_undo(state, event.effect_id,
                       UndoOp(kind="readd", target=event.target, adjective=gone))


def _inventory(state: VoyagesState, character_id: str,
               entries: tuple[InventoryTint, ...]) -> VoyagesState:
    sheet = state.characters.get(character_id)
    return state if sheet is None else with_character(state, replace(sheet,
                                                                     tint_inventory=entries))


def inventory_tint_added(state: VoyagesState, event: e.InventoryTintAdded) -> VoyagesState:
    """A tint joins the inventory, full."""
    sheet = state.characters.get(event.character_id)
    if sheet is None:
        return state
    entry = InventoryTint(inventory_id=event.inventory_id, tint=event.tint, points=event.points,
                          tattooed=event.tattooed, current=event.points)
    return _inventory(state, event.character_id, (*sheet.tint_inventory, entry))


def _set_inventory_current(state: VoyagesState, character_id: str, inventory_id: str | None,
                           current: int) -> VoyagesState:
    sheet = state.characters.get(character_id)
    if sheet is None:
        return state
    return _inventory(state, character_id, tuple(
        replace(i, current=current) if i.inventory_id == inventory_id else i
        for i in sheet.tint_inventory))


def tattoo_restored(state: VoyagesState, event: e.TattooTintRestored) -> VoyagesState:
    """A tattoo regained points."""
    return _set_inventory_current(state, event.character_id, event.inventory_id, event.current)


def _set_own_current(state: VoyagesState, character_id: str, tint: str,
                     current: int) -> VoyagesState:
    sheet = state.characters.get(character_id)
    if sheet is None:
        return state
    own = tuple(replace(t, current=current) if t.tint == tint else t for t in sheet.own_tints)
    return with_character(state, replace(sheet, own_tints=own))


def own_tint_regenerated(state: VoyagesState, event: e.OwnTintRegenerated) -> VoyagesState:
    """An own tint regained a point."""
    return _set_own_current(state, event.character_id, event.tint, event.current)


def tint_spent(state: VoyagesState, event: e.TintSpentForReroll) -> VoyagesState:
    """A tint point paid a reroll."""
    if event.tint_source == "own":
        return _set_own_current(state, event.character_id, event.tint, event.remaining)
    return _set_inventory_current(state, event.character_id, event.inventory_id,
                                  event.remaining)


def time_passed(state: VoyagesState, event: e.TimeBoundaryPassed) -> VoyagesState:
    """The clock moves (expiries come as their own events)."""
    clock = replace(state.clock, **{event.boundary: event.counter})
    return replace(state, clock=clock)


def flaw_invoked(state: VoyagesState, event: e.FlawInvoked) -> VoyagesState:
    """The effect is negated; a replacement effect is remembered (not invocable)."""
    effect = state.effects.get(event.effect_id)
    if effect is not None:
        state = replace(state, effects={**state.effects,
                                        effect.effect_id: replace(effect, negated=True)})
    if event.replacement_effect_id is None:
        return state
    return register_effect(state, Effect(
        effect_id=event.replacement_effect_id, resolution_id=event.resolution_id, kind="flaw",
        concerns_character_ids=(event.character_id,), harmful=False))


def target_of(character_id: str) -> Target:
    """A character as an adjective target."""
    return Target(kind="character", id=character_id)

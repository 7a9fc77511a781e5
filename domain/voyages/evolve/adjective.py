"""How adjectives change; each change made in an effect's name records how to undo it:
what it added or took, so a flaw gives back only that (T6)."""

from msgspec.structs import replace

from domain.voyages import events as ev
from domain.voyages.evolve import record_undo
from domain.voyages.rules.model import UndoOp
from domain.voyages.rules.sheet import Adjective
from domain.voyages.state import (
    VoyagesState,
    bump_adjective_seq,
    target_adjectives,
    with_adjectives,
)


def adjective_added(state: VoyagesState, event: ev.AdjectiveAdded) -> VoyagesState:
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
        kind="adjective", target=event.target, adjective=new, delta=-event.value))


def adjective_value_changed(state: VoyagesState, event: ev.AdjectiveValueChanged) -> VoyagesState:
    """An adjective's new value."""
    current = target_adjectives(state, event.target) or ()
    updated = tuple(replace(a, value=event.new_value) if a.adjective_id == event.adjective_id
                    else a for a in current)
    state = with_adjectives(state, event.target, updated)
    changed = next((a for a in updated if a.adjective_id == event.adjective_id), None)
    if changed is None:
        return state
    return record_undo(state, event.effect_id, UndoOp(
        kind="adjective", target=event.target, adjective=changed,
        delta=event.old_value - event.new_value))


def adjective_removed(state: VoyagesState, event: ev.AdjectiveRemoved) -> VoyagesState:
    """An adjective leaves its target."""
    current = target_adjectives(state, event.target) or ()
    gone = next((a for a in current if a.adjective_id == event.adjective_id), None)
    state = with_adjectives(state, event.target,
                            tuple(a for a in current if a.adjective_id != event.adjective_id))
    if gone is None:
        return state
    return record_undo(state, event.effect_id, UndoOp(
        kind="adjective", target=event.target, adjective=gone, delta=gone.value))

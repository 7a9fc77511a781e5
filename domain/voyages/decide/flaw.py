"""Invoking a flaw to redirect a harmful effect (revision R1, replacing D17)."""

from typing import NoReturn

from domain.core import Actor, DomainError, Emitter, Event, RandomSource
from domain.core.words import sentence
from domain.voyages import commands as cmd
from domain.voyages import events as ev
from domain.voyages.decide.adjective import AdjectiveWriter
from domain.voyages.rules.model import Effect, UndoOp
from domain.voyages.state import (
    VoyagesState,
    flaw_window_open,
    next_effect_id,
    window_closed_on,
)


def invocable(state: VoyagesState, command: cmd.InvokeFlaw) -> Effect:
    """A harmful effect on that character whose flaw window is still open (R1); an effect
    gone from the state since the character's next start answers ``flaw_window_closed``."""
    effect = state.effects.get(command.effect_id)
    if effect is None and window_closed_on(state, command.effect_id, command.character_id):
        _window_closed()
    if (effect is None or not effect.harmful or effect.negated
            or command.character_id not in effect.concerns_character_ids):
        raise DomainError("effect_not_invocable",
                          sentence("“%(effect)s” is no harmful effect on that character",
                                   effect=command.effect_id))
    if not flaw_window_open(state, effect, command.character_id):
        _window_closed()
    return effect


def _window_closed() -> NoReturn:
    raise DomainError("flaw_window_closed",
                      sentence("the character has started another action, situation or "
                               "conflict"))


def _undo_event(state: VoyagesState, writer: AdjectiveWriter, op: UndoOp) -> Event | None:
    """The event that reverses one step, or None when the step has no trace left."""
    if op.kind == "adjective" and op.adjective is not None and op.target is not None:
        return writer.restore(op.target, op.adjective, op.delta)
    if op.kind == "return_stake" and op.conflict_id and op.stake_id:
        stake = state.conflicts[op.conflict_id].stakes.get(op.stake_id)
        if stake is not None and stake.status == "acquired":
            return ev.StakeReturned(conflict_id=op.conflict_id, stake_id=op.stake_id)
    return None


def invoke_flaw(em: Emitter[VoyagesState], command: cmd.InvokeFlaw, actor: Actor,
                rng: RandomSource) -> None:
    """The character's owner (or the gm): negate the effect, record the replacement (R1)."""
    state = em.state
    sheet = state.characters[command.character_id]  # checked by may_invoke_flaw
    if command.flaw not in sheet.flaws:
        raise DomainError("unknown_flaw",
                          sentence("%(character)s has no flaw “%(flaw)s”",
                                   character=sheet.name, flaw=command.flaw))
    effect = invocable(state, command)
    replacement = command.replacement_adjective
    replacement_id = next_effect_id(state) if replacement is not None else None
    em.emit(ev.FlawInvoked(
        resolution_id=effect.resolution_id, character_id=sheet.character_id, flaw=command.flaw,
        effect_id=effect.effect_id, replacement_description=command.replacement_description,
        replacement_effect_id=replacement_id))
    writer = AdjectiveWriter(state)
    em.emit_all(event for op in reversed(effect.undo)
                if (event := _undo_event(state, writer, op)) is not None)
    if replacement is not None:
        em.emit(writer.inflict(sheet.character_id, replacement, "flaw", replacement_id))

"""How an invoked flaw changes the state: the effect negated, a stake returned (R1)."""

from msgspec.structs import replace

from domain.voyages import events as ev
from domain.voyages.evolve import change_stake, register_harm
from domain.voyages.state import VoyagesState


def flaw_invoked(state: VoyagesState, event: ev.FlawInvoked) -> VoyagesState:
    """The effect is negated; a replacement effect is remembered (not invocable)."""
    effect = state.effects.get(event.effect_id)
    if effect is not None:
        state = replace(state, effects={**state.effects,
                                        effect.effect_id: replace(effect, negated=True)})
    return register_harm(state, event.replacement_effect_id, event.resolution_id, "flaw",
                         (event.character_id,), harmful=False)


def stake_returned(state: VoyagesState, event: ev.StakeReturned) -> VoyagesState:
    """A stake is back with its owner."""
    return change_stake(state, event.conflict_id, event.stake_id, status="priced")

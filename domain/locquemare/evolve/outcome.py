"""How the action's resolution, chosen outcome, damage and closing change the state.
Total: never raises."""

from msgspec.structs import replace

from domain.locquemare import events as ev
from domain.locquemare.evolve import update_action
from domain.locquemare.state import LocquemareState

State = LocquemareState


def action_resolved(state: State, e: ev.ActionResolved) -> State:
    """Apply ``ActionResolved``."""
    return update_action(state, e.action_id, status="awaiting_choice",
                          motivation=e.motivation, tier=e.tier, options=e.options,
                          difficulty=e.difficulty)


def outcome_chosen(state: State, e: ev.OutcomeChosen) -> State:
    """Apply ``OutcomeChosen``."""
    return update_action(state, e.action_id, chosen=e.option,
                          pending_consequence=e.option.endswith("_consequence"))


def action_closed(state: State, e: ev.ActionClosed) -> State:
    """Apply ``ActionClosed``."""
    if state.action is None or state.action.action_id != e.action_id:
        return state
    return replace(state, action=None)


def damage_dealt(state: State, e: ev.DamageDealt) -> State:
    """Apply ``DamageDealt``."""
    return state

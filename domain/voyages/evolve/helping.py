"""How an invited helper's own roll joins an action (U1, double-edged help)."""

from msgspec.structs import replace

from domain.voyages import events as ev
from domain.voyages.rules.model import Roll
from domain.voyages.state import VoyagesState, started


def help_joined(state: VoyagesState, event: ev.HelpJoined) -> VoyagesState:
    """U1: an invited helper's roll joins the action (its reroll window opens)."""
    action = state.actions.get(event.action_id)
    if action is None:
        return state
    h = event.helper
    state = started(state, [h.character_id])
    roll = Roll(roll_id=h.roll_id, character_id=h.character_id, die=h.dice.values[0],
                modifiers=h.modifiers, score=h.score, window=state.starts.get(h.character_id, 0))
    invited = tuple(cid for cid in action.invited if cid != h.character_id)
    joined = replace(action, helpers=(*action.helpers, roll), invited=invited)
    return replace(state, actions={**state.actions, action.action_id: joined})

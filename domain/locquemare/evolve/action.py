"""How the action's declaration, difficulty, activations and roll change the state.
Total: never raises."""

from typing import Any

from msgspec.structs import replace

from domain.core import carried
from domain.locquemare import events as ev
from domain.locquemare.evolve import update_action
from domain.locquemare.rules.action import Action, Activation, ProwessBonus
from domain.locquemare.state import LocquemareState, ProwessUse, replace_hero

State = LocquemareState


def action_declared(state: State, e: ev.ActionDeclared) -> State:
    """Apply ``ActionDeclared``."""
    action = carried(Action, e, type=e.action_type)
    return replace(state, action=action, action_ids=(*state.action_ids, e.action_id))


def difficulty_set(state: State, e: ev.DifficultySet) -> State:
    """Apply ``DifficultySet``."""
    changes: dict[str, Any] = {"status": "difficulty_set", "difficulty": e.total,
                               "edge_die_sides": e.edge_die_sides, "edge_dice": e.edge_dice,
                               "adversity_elan_text": e.elan_text}
    if e.hidden_key_id is not None:
        changes["hidden_key_id"] = e.hidden_key_id
    return update_action(state, e.action_id, **changes)


def key_activated(state: State, e: ev.KeyActivated) -> State:
    """Apply ``KeyActivated``."""
    action = state.action
    if action is None or action.action_id != e.action_id:
        return state
    activation = carried(Activation, e)
    return replace(state, action=replace(action, activations=(*action.activations, activation)))


def prowess_activated(state: State, e: ev.ProwessActivated) -> State:
    """Apply ``ProwessActivated``."""
    action = state.action
    if action is not None and action.action_id == e.action_id:
        used = ProwessBonus(prowess_id=e.prowess_id, bonus=e.bonus)
        state = replace(state, action=replace(action, prowesses=(*action.prowesses, used)))
    hero = state.heroes.get(e.hero_id)
    if hero is None:
        return state
    use = ProwessUse(scene=state.counters.scene, act=state.counters.act)
    return replace_hero(state, replace(hero, prowess_uses={**hero.prowess_uses,
                                                           e.prowess_id: use}))


def action_rolled(state: State, e: ev.ActionRolled) -> State:
    """Apply ``ActionRolled``."""
    return update_action(state, e.action_id, status="rolled", dice=e.fate, edge=e.edge,
                          dice_total=e.dice_total)

"""Evolve: the action flow, complications, harm, conflicts and npcs. Total: never raises."""

from typing import Any

from msgspec.structs import replace

from domain.locquemare import events_play as pe
from domain.locquemare.evolve_setup import update_all_heroes, update_hero
from domain.locquemare.state import (
    Action,
    Activation,
    Complication,
    Conflict,
    LocquemareState,
    PendingHarm,
    ProwessBonus,
    ProwessUse,
    replace_hero,
    replace_npc,
)

State = LocquemareState


def _update_action(state: State, action_id: str, **changes: Any) -> State:
    action = state.action
    if action is None or action.action_id != action_id:
        return state
    return replace(state, action=replace(action, **changes))


def action_declared(state: State, e: pe.ActionDeclared) -> State:
    """Apply ``ActionDeclared``."""
    action = Action(action_id=e.action_id, hero_id=e.hero_id, type=e.action_type,
                    approach=e.approach, resource=e.resource, advantage=e.advantage,
                    target=e.target, threat_resource=e.threat_resource)
    return replace(state, action=action, action_ids=(*state.action_ids, e.action_id))


def difficulty_set(state: State, e: pe.DifficultySet) -> State:
    """Apply ``DifficultySet``."""
    changes: dict[str, Any] = {"status": "difficulty_set", "difficulty": e.total,
                               "edge_die_sides": e.edge_die_sides}
    if e.hidden_key_id is not None:
        changes["hidden_key_id"] = e.hidden_key_id
    return _update_action(state, e.action_id, **changes)


def key_activated(state: State, e: pe.KeyActivated) -> State:
    """Apply ``KeyActivated``."""
    action = state.action
    if action is None or action.action_id != e.action_id:
        return state
    activation = Activation(key_id=e.key_id, activator=e.activator, beneficiary=e.beneficiary,
                            payment=e.payment, bonus=e.bonus, hidden=e.hidden)
    return replace(state, action=replace(action, activations=(*action.activations, activation)))


def prowess_activated(state: State, e: pe.ProwessActivated) -> State:
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


def action_rolled(state: State, e: pe.ActionRolled) -> State:
    """Apply ``ActionRolled``."""
    return _update_action(state, e.action_id, status="rolled", dice=e.fate, edge=e.edge,
                          dice_total=e.dice_total)


def action_resolved(state: State, e: pe.ActionResolved) -> State:
    """Apply ``ActionResolved``."""
    return _update_action(state, e.action_id, status="awaiting_choice",
                          motivation=e.motivation, tier=e.tier, options=e.options,
                          difficulty=e.difficulty)


def outcome_chosen(state: State, e: pe.OutcomeChosen) -> State:
    """Apply ``OutcomeChosen``."""
    return _update_action(state, e.action_id, chosen=e.option,
                          pending_consequence=e.option.endswith("_consequence"))


def action_closed(state: State, e: pe.ActionClosed) -> State:
    """Apply ``ActionClosed``."""
    if state.action is None or state.action.action_id != e.action_id:
        return state
    return replace(state, action=None)


def damage_dealt(state: State, e: pe.DamageDealt) -> State:
    """Apply ``DamageDealt``."""
    return state


def complication_proposed(state: State, e: pe.ComplicationProposed) -> State:
    """Apply ``ComplicationProposed``."""
    complication = Complication(complication_id=e.complication_id, hero_id=e.hero_id,
                                key_id=e.key_id, complication_kind=e.complication_kind,
                                text=e.text, proposer=e.proposer, token=e.token)
    return replace(state, complications={**state.complications,
                                         e.complication_id: complication})


def _complication_status(state: State, complication_id: str, status: str) -> State:
    complication = state.complications.get(complication_id)
    if complication is None:
        return state
    return replace(state, complications={**state.complications,
                                         complication_id: replace(complication, status=status)})


def complication_accepted(state: State, e: pe.ComplicationAccepted) -> State:
    """Apply ``ComplicationAccepted``."""
    return _complication_status(state, e.complication_id, "accepted")


def complication_refused(state: State, e: pe.ComplicationRefused) -> State:
    """Apply ``ComplicationRefused``."""
    return _complication_status(state, e.complication_id, "refused")


def stress_applied(state: State, e: pe.StressApplied) -> State:
    """Apply ``StressApplied``."""
    hero = state.heroes.get(e.hero_id)
    if hero is None:
        return state
    current = {**hero.resources_current, e.resource: e.resource_current}
    return replace_hero(state, replace(hero, stress=e.stress, resources_current=current))


def stress_checked(state: State, e: pe.StressChecked) -> State:
    """Apply ``StressChecked``."""
    return state


def harm_pending(state: State, e: pe.HarmPending) -> State:
    """Apply ``HarmPending``."""
    pending = PendingHarm(conversion_severity=e.conversion_severity, overflow=e.overflow,
                          options=e.options)
    return update_hero(state, e.hero_id, pending_harm=pending)


def harm_resolved(state: State, e: pe.HarmResolved) -> State:
    """Apply ``HarmResolved``."""
    return update_hero(state, e.hero_id, pending_harm=None)


def hero_taken_out(state: State, e: pe.HeroTakenOut) -> State:
    """Apply ``HeroTakenOut``."""
    return update_hero(state, e.hero_id, taken_out=True, pending_harm=None)


def stress_cleared(state: State, e: pe.StressCleared) -> State:
    """Apply ``StressCleared``."""
    return update_hero(state, e.hero_id, stress=0)


def resources_restored(state: State, e: pe.ResourcesRestored) -> State:
    """Apply ``ResourcesRestored``."""
    return update_hero(state, e.hero_id, resources_current=dict(e.resources_current))


def conflict_started(state: State, e: pe.ConflictStarted) -> State:
    """Apply ``ConflictStarted``."""
    return replace(state, conflict=Conflict(conflict_id=e.conflict_id))


def conflict_ended(state: State, e: pe.ConflictEnded) -> State:
    """Apply ``ConflictEnded``."""
    return replace(update_all_heroes(state, conceded=False), conflict=None)


def defeat_accepted(state: State, e: pe.DefeatAccepted) -> State:
    """Apply ``DefeatAccepted``."""
    return update_hero(state, e.hero_id, conceded=True)


def adversity_defeat_accepted(state: State, e: pe.AdversityDefeatAccepted) -> State:
    """Apply ``AdversityDefeatAccepted``."""
    return replace(state, adversity=replace(state.adversity, accepted_defeat_this_scene=True))


def _update_npc(state: State, npc_id: str, **changes: Any) -> State:
    npc = state.npcs.get(npc_id)
    if npc is None:
        return state
    return replace_npc(state, replace(npc, **changes))


def npc_stress_applied(state: State, e: pe.NpcStressApplied) -> State:
    """Apply ``NpcStressApplied``."""
    npc = state.npcs.get(e.npc_id)
    if npc is None:
        return state
    return replace_npc(state, replace(npc, stress_marked=npc.stress_marked + e.boxes_marked))


def npc_harm_pending(state: State, e: pe.NpcHarmPending) -> State:
    """Apply ``NpcHarmPending``."""
    return _update_npc(state, e.npc_id, harm_pending=e.remaining)


def npc_consequence_taken(state: State, e: pe.NpcConsequenceTaken) -> State:
    """Apply ``NpcConsequenceTaken``."""
    npc = state.npcs.get(e.npc_id)
    if npc is None:
        return state
    return replace_npc(state, replace(npc, consequences=(*npc.consequences, e.severity),
                                      harm_pending=None))


def npc_taken_out(state: State, e: pe.NpcTakenOut) -> State:
    """Apply ``NpcTakenOut``."""
    return _update_npc(state, e.npc_id, taken_out=True, harm_pending=None)

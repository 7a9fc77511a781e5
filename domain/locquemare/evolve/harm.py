"""How stress, consequences, pending harm, conflicts and npcs change the state.
Total: never raises."""

from typing import Any

from msgspec.structs import replace

from domain.locquemare import events as ev
from domain.locquemare.evolve import forget_key, update_all_heroes, update_hero, update_key
from domain.locquemare.state import (
    Conflict,
    Key,
    LocquemareState,
    PendingHarm,
    replace_hero,
    replace_key,
    replace_npc,
)

State = LocquemareState


def _update_npc(state: State, npc_id: str, **changes: Any) -> State:
    npc = state.npcs.get(npc_id)
    if npc is None:
        return state
    return replace_npc(state, replace(npc, **changes))


def _count_in_conflict(state: State, hero_id: str) -> State:
    hero = state.heroes.get(hero_id)
    if hero is not None:  # R2: defeat outside a conflict counts the scene's consequences
        state = replace_hero(state, replace(
            hero, consequences_in_scene=hero.consequences_in_scene + 1))
    if state.conflict is None:
        return state
    counts = dict(state.conflict.consequences_by_hero)
    counts[hero_id] = counts.get(hero_id, 0) + 1
    return replace(state, conflict=replace(state.conflict, consequences_by_hero=counts))


def stress_applied(state: State, e: ev.StressApplied) -> State:
    """Apply ``StressApplied``."""
    hero = state.heroes.get(e.hero_id)
    if hero is None:
        return state
    current = {**hero.resources_current, e.resource: e.resource_current}
    return replace_hero(state, replace(hero, stress=e.stress, resources_current=current))


def stress_checked(state: State, e: ev.StressChecked) -> State:
    """Apply ``StressChecked``."""
    return state


def consequence_inflicted(state: State, e: ev.ConsequenceInflicted) -> State:
    """Apply ``ConsequenceInflicted``."""
    hero = state.heroes.get(e.hero_id)
    if hero is None:
        return state
    key = Key(key_id=e.key_id, text=e.text, kind="consequence", owner_hero_id=e.hero_id,
              severity=e.severity, effect=e.effect, created_in_scene=state.counters.scene)
    slots = {**hero.consequence_slots, e.severity: e.key_id}
    stress = 0 if e.cause == "conversion" else hero.stress
    state = replace_hero(state, replace(hero, consequence_slots=slots, stress=stress))
    state = replace(replace_key(state, key), key_seq=state.key_seq + 1)
    action = state.action
    if action is not None and action.hero_id == e.hero_id and e.cause == "outcome":
        state = replace(state, action=replace(action, pending_consequence=False))
    return _count_in_conflict(state, e.hero_id)


def consequence_described(state: State, e: ev.ConsequenceDescribed) -> State:
    """Apply ``ConsequenceDescribed``."""
    return update_key(state, e.key_id, text=e.text, effect=e.effect)


def extreme_consequence_taken(state: State, e: ev.ExtremeConsequenceTaken) -> State:
    """Apply ``ExtremeConsequenceTaken``."""
    state = forget_key(state, e.replaced_key_id)
    hero = state.heroes.get(e.hero_id)
    if hero is None:
        return state
    key = Key(key_id=e.key_id, text=e.text, kind="consequence", owner_hero_id=e.hero_id,
              severity="extreme", effect="none", created_in_scene=state.counters.scene)
    converting = hero.pending_harm is not None and hero.pending_harm.conversion_severity
    hero = replace(hero, extreme_key_ids=(*hero.extreme_key_ids, e.key_id),
                   extreme_used_in_scenario=True, stress=0 if converting else hero.stress)
    state = replace(replace_key(replace_hero(state, hero), key), key_seq=state.key_seq + 1)
    return _count_in_conflict(state, e.hero_id)


def harm_pending(state: State, e: ev.HarmPending) -> State:
    """Apply ``HarmPending``."""
    pending = PendingHarm(conversion_severity=e.conversion_severity, overflow=e.overflow,
                          options=e.options, owed_consequence=e.owed_consequence)
    return update_hero(state, e.hero_id, pending_harm=pending)


def harm_resolved(state: State, e: ev.HarmResolved) -> State:
    """Apply ``HarmResolved``."""
    return update_hero(state, e.hero_id, pending_harm=None)


def hero_taken_out(state: State, e: ev.HeroTakenOut) -> State:
    """Apply ``HeroTakenOut``."""
    return update_hero(state, e.hero_id, taken_out=True, pending_harm=None)


def conflict_started(state: State, e: ev.ConflictStarted) -> State:
    """Apply ``ConflictStarted``."""
    return replace(state, conflict=Conflict(conflict_id=e.conflict_id))


def conflict_ended(state: State, e: ev.ConflictEnded) -> State:
    """Apply ``ConflictEnded``."""
    return replace(update_all_heroes(state, conceded=False), conflict=None)


def defeat_accepted(state: State, e: ev.DefeatAccepted) -> State:
    """Apply ``DefeatAccepted``."""
    return update_hero(state, e.hero_id, conceded=True)


def adversity_defeat_accepted(state: State, e: ev.AdversityDefeatAccepted) -> State:
    """Apply ``AdversityDefeatAccepted``."""
    return replace(state, adversity=replace(state.adversity, accepted_defeat_this_scene=True))


def npc_stress_applied(state: State, e: ev.NpcStressApplied) -> State:
    """Apply ``NpcStressApplied``."""
    npc = state.npcs.get(e.npc_id)
    if npc is None:
        return state
    return replace_npc(state, replace(npc, stress_marked=npc.stress_marked + e.boxes_marked))


def npc_harm_pending(state: State, e: ev.NpcHarmPending) -> State:
    """Apply ``NpcHarmPending``."""
    return _update_npc(state, e.npc_id, harm_pending=e.remaining)


def npc_consequence_taken(state: State, e: ev.NpcConsequenceTaken) -> State:
    """Apply ``NpcConsequenceTaken``."""
    npc = state.npcs.get(e.npc_id)
    if npc is None:
        return state
    return replace_npc(state, replace(npc, consequences=(*npc.consequences, e.severity),
                                      harm_pending=None))


def npc_taken_out(state: State, e: ev.NpcTakenOut) -> State:
    """Apply ``NpcTakenOut``."""
    return _update_npc(state, e.npc_id, taken_out=True, harm_pending=None)

"""Evolve: key cards, free activations, elans and consequences. Total: never raises."""

from msgspec.structs import replace

from domain.locquemare import events as ev
from domain.locquemare import events_play as pe
from domain.locquemare.evolve_setup import update_hero
from domain.locquemare.state import Key, LocquemareState, replace_hero, replace_key

State = LocquemareState


def _update_key(state: State, key_id: str, **changes: object) -> State:
    key = state.keys.get(key_id)
    if key is None:
        return state
    return replace_key(state, replace(key, **changes))


def key_created(state: State, e: ev.KeyCreated) -> State:
    """Apply ``KeyCreated``."""
    state = replace(replace_key(state, e.key), key_seq=state.key_seq + 1)
    hero = state.heroes.get(e.key.owner_hero_id or "")
    if hero is not None and e.key.kind == "character" and e.key.key_id not in \
            hero.character_key_ids:
        state = replace_hero(state, replace(
            hero, character_key_ids=(*hero.character_key_ids, e.key.key_id)))
    return state


def key_revealed(state: State, e: ev.KeyRevealed) -> State:
    """Apply ``KeyRevealed``."""
    return _update_key(state, e.key_id, known=True, text=e.text)


def key_extended(state: State, e: ev.KeyExtended) -> State:
    """Apply ``KeyExtended``."""
    return _update_key(state, e.key_id, persistent=True)


def _forget_key(state: State, key_id: str) -> State:
    keys = dict(state.keys)
    key = keys.pop(key_id, None)
    state = replace(state, keys=keys)
    hero = state.heroes.get(key.owner_hero_id or "") if key else None
    if hero is None or key_id not in hero.character_key_ids:
        return state
    ids = tuple(k for k in hero.character_key_ids if k != key_id)
    return replace_hero(state, replace(hero, character_key_ids=ids))


def key_removed(state: State, e: ev.KeyRemoved) -> State:
    """Apply ``KeyRemoved``."""
    return _forget_key(state, e.key_id)


def fact_established(state: State, e: ev.FactEstablished) -> State:
    """Apply ``FactEstablished``."""
    return state


def character_key_modified(state: State, e: ev.CharacterKeyModified) -> State:
    """Apply ``CharacterKeyModified``."""
    state = _update_key(state, e.key_id, text=e.text)
    return update_hero(state, e.hero_id, key_modified_this_act_end=True)


def truth_revealed(state: State, e: ev.TruthRevealed) -> State:
    """Apply ``TruthRevealed``."""
    state = _update_key(state, e.key_id, text=e.text)
    return update_hero(state, e.hero_id, truth_revealed_in_session=True)


def _free(key: Key, holder: str, delta: int) -> dict[str, int]:
    count = max(0, key.free_activations.get(holder, 0) + delta)
    free = {**key.free_activations, holder: count}
    return {h: n for h, n in free.items() if n > 0}


def free_activations_granted(state: State, e: ev.FreeActivationsGranted) -> State:
    """Apply ``FreeActivationsGranted``."""
    key = state.keys.get(e.key_id)
    if key is None:
        return state
    return replace_key(state, replace(key, free_activations=_free(key, e.holder, e.count)))


def free_activation_used(state: State, e: ev.FreeActivationUsed) -> State:
    """Apply ``FreeActivationUsed``."""
    key = state.keys.get(e.key_id)
    if key is None:
        return state
    return replace_key(state, replace(key, free_activations=_free(key, e.holder, -1)))


def elan_created(state: State, e: ev.ElanCreated) -> State:
    """Apply ``ElanCreated``."""
    key = Key(key_id=e.key_id, text=e.text, kind="elan", elan_holder=e.holder,
              created_in_scene=state.counters.scene)
    return replace(replace_key(state, key), key_seq=state.key_seq + 1)


def elan_used(state: State, e: ev.ElanUsed) -> State:
    """Apply ``ElanUsed``."""
    return state


def _count_in_conflict(state: State, hero_id: str) -> State:
    if state.conflict is None:
        return state
    counts = dict(state.conflict.consequences_by_hero)
    counts[hero_id] = counts.get(hero_id, 0) + 1
    return replace(state, conflict=replace(state.conflict, consequences_by_hero=counts))


def consequence_inflicted(state: State, e: pe.ConsequenceInflicted) -> State:
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


def consequence_described(state: State, e: pe.ConsequenceDescribed) -> State:
    """Apply ``ConsequenceDescribed``."""
    return _update_key(state, e.key_id, text=e.text, effect=e.effect)


def consequence_recovered(state: State, e: pe.ConsequenceRecovered) -> State:
    """Apply ``ConsequenceRecovered``."""
    hero = state.heroes.get(e.hero_id)
    if hero is not None and hero.consequence_slots.get(e.severity) == e.key_id:
        slots = {**hero.consequence_slots, e.severity: None}
        state = replace_hero(state, replace(hero, consequence_slots=slots))
    return _forget_key(state, e.key_id)


def extreme_consequence_taken(state: State, e: pe.ExtremeConsequenceTaken) -> State:
    """Apply ``ExtremeConsequenceTaken``."""
    state = _forget_key(state, e.replaced_key_id)
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

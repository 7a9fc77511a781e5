"""How key cards, free activations, elans, complications and tokens change the state.
Total: never raises."""

from msgspec.structs import replace

from domain.core import carried
from domain.locquemare import events as ev
from domain.locquemare.evolve import add_tokens, forget_key, update_key
from domain.locquemare.state import Complication, Key, LocquemareState, replace_hero, replace_key

State = LocquemareState


def _free(state: State, key_id: str, holder: str, delta: int) -> State:
    key = state.keys.get(key_id)
    if key is None:
        return state
    count = max(0, key.free_activations.get(holder, 0) + delta)
    free = {h: n for h, n in {**key.free_activations, holder: count}.items() if n > 0}
    return replace_key(state, replace(key, free_activations=free))


def _complication_status(state: State, complication_id: str, status: str) -> State:
    complication = state.complications.get(complication_id)
    if complication is None:
        return state
    return replace(state, complications={**state.complications,
                                         complication_id: replace(complication, status=status)})


def token_spent(state: State, e: ev.TokenSpent) -> State:
    """Apply ``TokenSpent``."""
    return add_tokens(state, e.hero_id, e.kind, -1)


def token_gained(state: State, e: ev.TokenGained) -> State:
    """Apply ``TokenGained``."""
    return add_tokens(state, e.hero_id, e.kind, e.count)


def token_transferred(state: State, e: ev.TokenTransferred) -> State:
    """Apply ``TokenTransferred``."""
    state = add_tokens(state, e.from_hero_id, e.kind, -1)
    return add_tokens(state, e.to_hero_id, e.kind, 1)


def danger_token_spent(state: State, e: ev.DangerTokenSpent) -> State:
    """Apply ``DangerTokenSpent``."""
    adversity = replace(state.adversity, danger=max(0, state.adversity.danger - 1))
    return replace(state, adversity=adversity)


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
    return update_key(state, e.key_id, known=True, text=e.text)


def key_extended(state: State, e: ev.KeyExtended) -> State:
    """Apply ``KeyExtended``."""
    return update_key(state, e.key_id, persistent=True)


def key_removed(state: State, e: ev.KeyRemoved) -> State:
    """Apply ``KeyRemoved``."""
    return forget_key(state, e.key_id)


def fact_established(state: State, e: ev.FactEstablished) -> State:
    """Apply ``FactEstablished``."""
    return state


def free_activations_granted(state: State, e: ev.FreeActivationsGranted) -> State:
    """Apply ``FreeActivationsGranted``."""
    return _free(state, e.key_id, e.holder, e.count)


def free_activation_used(state: State, e: ev.FreeActivationUsed) -> State:
    """Apply ``FreeActivationUsed``."""
    return _free(state, e.key_id, e.holder, -1)


def elan_created(state: State, e: ev.ElanCreated) -> State:
    """Apply ``ElanCreated``."""
    key = Key(key_id=e.key_id, text=e.text, kind="elan", elan_holder=e.holder,
              created_in_scene=state.counters.scene)
    return replace(replace_key(state, key), key_seq=state.key_seq + 1)


def elan_used(state: State, e: ev.ElanUsed) -> State:
    """Apply ``ElanUsed``."""
    return state


def complication_proposed(state: State, e: ev.ComplicationProposed) -> State:
    """Apply ``ComplicationProposed``."""
    complication = carried(Complication, e)
    return replace(state, complications={**state.complications,
                                         e.complication_id: complication})


def complication_accepted(state: State, e: ev.ComplicationAccepted) -> State:
    """Apply ``ComplicationAccepted``."""
    return _complication_status(state, e.complication_id, "accepted")


def complication_refused(state: State, e: ev.ComplicationRefused) -> State:
    """Apply ``ComplicationRefused``."""
    return _complication_status(state, e.complication_id, "refused")

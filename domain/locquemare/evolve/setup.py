"""How the secret pool, heroes and their secrets, npcs change the state. Total: never raises."""

from msgspec.structs import replace

from domain.locquemare import events as ev
from domain.locquemare.evolve import update_hero
from domain.locquemare.state import HeroSecret, LocquemareState

State = LocquemareState


def secret_pool_set(state: State, e: ev.SecretPoolSet) -> State:
    """Apply ``SecretPoolSet``."""
    return replace(state, secret_pool=e.secrets)


def character_registered(state: State, e: ev.CharacterRegistered) -> State:
    """Apply ``CharacterRegistered``."""
    heroes = {**state.heroes, e.hero.hero_id: e.hero}
    return replace(state, heroes=heroes, hero_seq=state.hero_seq + 1)


def npc_created(state: State, e: ev.NpcCreated) -> State:
    """Apply ``NpcCreated``."""
    return replace(state, npcs={**state.npcs, e.npc.npc_id: e.npc})


def secrets_drawn(state: State, e: ev.SecretsDrawn) -> State:
    """Apply ``SecretsDrawn``."""
    return update_hero(state, e.hero_id, drawn_secret_ids=e.secret_ids or ())


def secret_chosen(state: State, e: ev.SecretChosen) -> State:
    """Apply ``SecretChosen``."""
    card = next((c for c in state.secret_pool if c.secret_id == e.secret_id), None)
    if card is None:
        return state
    pool = tuple(c for c in state.secret_pool if c.secret_id != e.secret_id)
    state = replace(state, secret_pool=pool)
    secret = HeroSecret(secret_id=card.secret_id, text=card.text)
    hero = state.heroes.get(e.hero_id)
    past = (*hero.past_secrets, hero.secret) if hero is not None and hero.secret else ()
    return update_hero(state, e.hero_id, secret=secret, drawn_secret_ids=(),
                       past_secrets=past if past else (hero.past_secrets if hero else ()))

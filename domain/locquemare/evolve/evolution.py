"""How evolution points, prowesses, adjustments, key rewrites, truths and secrets
change the state. Total: never raises."""

from msgspec.structs import replace

from domain.locquemare import events as ev
from domain.locquemare.evolve import update_hero, update_key
from domain.locquemare.state import LocquemareState, replace_hero

State = LocquemareState


def _shifted(values: dict[str, int], up: str, down: str) -> dict[str, int]:
    return {**values, up: values.get(up, 0) + 1, down: max(0, values.get(down, 0) - 1)}


def evolution_points_awarded(state: State, e: ev.EvolutionPointsAwarded) -> State:
    """Apply ``EvolutionPointsAwarded``."""
    return update_hero(state, e.hero_id, evolution_track=e.track)


def evolution_track_emptied(state: State, e: ev.EvolutionTrackEmptied) -> State:
    """Apply ``EvolutionTrackEmptied``."""
    return update_hero(state, e.hero_id, evolution_track=0)


def prowess_gained(state: State, e: ev.ProwessGained) -> State:
    """Apply ``ProwessGained``."""
    hero = state.heroes.get(e.hero_id)
    if hero is None:
        return state
    return replace_hero(state, replace(hero, prowesses=(*hero.prowesses, e.prowess)))


def resources_redistributed(state: State, e: ev.ResourcesRedistributed) -> State:
    """Apply ``ResourcesRedistributed``."""
    return update_hero(state, e.hero_id, resources=dict(e.resources),
                       resources_current=dict(e.resources))


def approaches_adjusted(state: State, e: ev.ApproachesAdjusted) -> State:
    """Apply ``ApproachesAdjusted``."""
    hero = state.heroes.get(e.hero_id)
    if hero is None:
        return state
    approaches = _shifted(hero.approaches, e.up, e.down)
    return replace_hero(state, replace(hero, approaches=approaches, approach_adjusted=True))


def resources_adjusted(state: State, e: ev.ResourcesAdjusted) -> State:
    """Apply ``ResourcesAdjusted``."""
    hero = state.heroes.get(e.hero_id)
    if hero is None:
        return state
    resources = _shifted(hero.resources, e.up, e.down)
    return replace_hero(state, replace(hero, resources=resources,
                                       resources_current=dict(resources),
                                       resource_adjusted=True))


def truth_revealed(state: State, e: ev.TruthRevealed) -> State:
    """Apply ``TruthRevealed``."""
    state = update_key(state, e.key_id, text=e.text)
    return update_hero(state, e.hero_id, truth_revealed_in_session=True)


def secret_revealed(state: State, e: ev.SecretRevealed) -> State:
    """Apply ``SecretRevealed``."""
    hero = state.heroes.get(e.hero_id)
    if hero is None or hero.secret is None:
        return state
    return replace_hero(state, replace(hero, secret=replace(hero.secret, revealed=True)))


def character_key_modified(state: State, e: ev.CharacterKeyModified) -> State:
    """Apply ``CharacterKeyModified``."""
    state = update_key(state, e.key_id, text=e.text)
    return update_hero(state, e.hero_id, key_modified_this_act_end=True)

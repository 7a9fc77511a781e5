"""Evolve: setup, structure, tokens and evolution events. Total: never raises."""

from typing import Any

from msgspec.structs import replace

from domain.locquemare import events as ev
from domain.locquemare.state import (
    Counters,
    Hero,
    HeroSecret,
    LocquemareState,
    Scene,
    replace_hero,
)

State = LocquemareState


def update_hero(state: State, hero_id: str, **changes: Any) -> State:
    """The state with one hero's fields changed (unchanged if the hero is unknown)."""
    hero = state.heroes.get(hero_id)
    if hero is None:
        return state
    return replace_hero(state, replace(hero, **changes))


def update_all_heroes(state: State, **changes: Any) -> State:
    """The state with the same fields changed on every hero."""
    heroes = {hid: replace(hero, **changes) for hid, hero in state.heroes.items()}
    return replace(state, heroes=heroes)


def counters(state: State, **changes: int) -> Counters:
    """The counters with some numbers changed."""
    return replace(state.counters, **changes)


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
    return update_hero(state, e.hero_id, drawn_secret_ids=e.secret_ids)


def secret_chosen(state: State, e: ev.SecretChosen) -> State:
    """Apply ``SecretChosen``."""
    card = next((c for c in state.secret_pool if c.secret_id == e.secret_id), None)
    if card is None:
        return state
    pool = tuple(c for c in state.secret_pool if c.secret_id != e.secret_id)
    state = replace(state, secret_pool=pool)
    secret = HeroSecret(secret_id=card.secret_id, text=card.text)
    return update_hero(state, e.hero_id, secret=secret, drawn_secret_ids=())


def scenario_started(state: State, e: ev.ScenarioStarted) -> State:
    """Apply ``ScenarioStarted``."""
    state = update_all_heroes(state, approach_adjusted=False, resource_adjusted=False)
    return replace(state, phase="between_acts", counters=counters(state, scenario=e.scenario))


def scenario_ended(state: State, e: ev.ScenarioEnded) -> State:
    """Apply ``ScenarioEnded``."""
    state = update_all_heroes(state, extreme_used_in_scenario=False)
    return replace(state, phase="between_scenarios")


def act_started(state: State, e: ev.ActStarted) -> State:
    """Apply ``ActStarted``."""
    state = update_all_heroes(state, key_modified_this_act_end=False)
    return replace(state, phase="in_act", counters=counters(state, act=e.act))


def act_ended(state: State, e: ev.ActEnded) -> State:
    """Apply ``ActEnded``."""
    heroes = {hid: replace(h, acts_played=h.acts_played + 1) for hid, h in state.heroes.items()}
    return replace(state, phase="between_acts", heroes=heroes)


def _restored(hero: Hero) -> Hero:
    if hero.resources_current == hero.resources:
        return hero
    return replace(hero, resources_current=dict(hero.resources))


def scene_started(state: State, e: ev.SceneStarted) -> State:
    """Apply ``SceneStarted``."""
    heroes = {hid: _restored(h) for hid, h in state.heroes.items()}
    scene = Scene(present_hero_ids=e.present_hero_ids, present_npc_ids=e.present_npc_ids)
    adversity = replace(state.adversity, accepted_defeat_this_scene=False)
    return replace(state, phase="in_scene", scene=scene, heroes=heroes, adversity=adversity,
                   counters=counters(state, scene=e.scene))


def scene_ended(state: State, e: ev.SceneEnded) -> State:
    """Apply ``SceneEnded``."""
    heroes = {hid: replace(h, taken_out=False, pending_harm=None)
              for hid, h in state.heroes.items()}
    npcs = {nid: replace(n, stress_marked=0, harm_pending=None) for nid, n in state.npcs.items()}
    adversity = replace(state.adversity, accepted_defeat_this_scene=False)
    return replace(state, phase="in_act", scene=None, heroes=heroes, npcs=npcs,
                   adversity=adversity, action=None)


def session_started(state: State, e: ev.SessionStarted) -> State:
    """Apply ``SessionStarted``."""
    state = update_all_heroes(state, truth_revealed_in_session=False)
    return replace(state, session_open=True, counters=counters(state, session=e.session))


def session_ended(state: State, e: ev.SessionEnded) -> State:
    """Apply ``SessionEnded``."""
    return replace(state, session_open=False)


def _add_tokens(state: State, hero_id: str, kind: str, delta: int) -> State:
    hero = state.heroes.get(hero_id)
    if hero is None:
        return state
    tokens = {**hero.tokens, kind: max(0, hero.tokens.get(kind, 0) + delta)}
    return replace_hero(state, replace(hero, tokens=tokens))


def tokens_granted(state: State, e: ev.TokensGranted) -> State:
    """Apply ``TokensGranted``."""
    state = _add_tokens(state, e.hero_id, "offering", e.offering)
    return _add_tokens(state, e.hero_id, "exploit", e.exploit)


def tokens_discarded(state: State, e: ev.TokensDiscarded) -> State:
    """Apply ``TokensDiscarded``."""
    return update_hero(state, e.hero_id, tokens={"exploit": 0, "offering": 0, "danger": 0})


def danger_tokens_granted(state: State, e: ev.DangerTokensGranted) -> State:
    """Apply ``DangerTokensGranted``."""
    adversity = replace(state.adversity, danger=state.adversity.danger + e.count)
    return replace(state, adversity=adversity)


def adversity_tokens_discarded(state: State, e: ev.AdversityTokensDiscarded) -> State:
    """Apply ``AdversityTokensDiscarded``."""
    return replace(state, adversity=replace(state.adversity, danger=0))


def adversity_tokens_kept(state: State, e: ev.AdversityTokensKept) -> State:
    """Apply ``AdversityTokensKept``."""
    adversity = replace(state.adversity, danger=state.adversity.danger + e.bonus)
    return replace(state, adversity=adversity)


def token_spent(state: State, e: ev.TokenSpent) -> State:
    """Apply ``TokenSpent``."""
    return _add_tokens(state, e.hero_id, e.kind, -1)


def token_gained(state: State, e: ev.TokenGained) -> State:
    """Apply ``TokenGained``."""
    return _add_tokens(state, e.hero_id, e.kind, e.count)


def token_transferred(state: State, e: ev.TokenTransferred) -> State:
    """Apply ``TokenTransferred``."""
    state = _add_tokens(state, e.from_hero_id, e.kind, -1)
    return _add_tokens(state, e.to_hero_id, e.kind, 1)


def danger_token_spent(state: State, e: ev.DangerTokenSpent) -> State:
    """Apply ``DangerTokenSpent``."""
    adversity = replace(state.adversity, danger=max(0, state.adversity.danger - 1))
    return replace(state, adversity=adversity)


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


def _shifted(values: dict[str, int], up: str, down: str) -> dict[str, int]:
    return {**values, up: values.get(up, 0) + 1, down: max(0, values.get(down, 0) - 1)}


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


def secret_revealed(state: State, e: ev.SecretRevealed) -> State:
    """Apply ``SecretRevealed``."""
    hero = state.heroes.get(e.hero_id)
    if hero is None or hero.secret is None:
        return state
    return replace_hero(state, replace(hero, secret=replace(hero.secret, revealed=True)))

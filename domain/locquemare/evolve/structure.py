"""How scenarios, acts, scenes and sessions, with their boundary effects, change the
state. Total: never raises."""

from msgspec.structs import replace

from domain.locquemare import events as ev
from domain.locquemare.evolve import add_tokens, forget_key, update_all_heroes, update_hero
from domain.locquemare.state import Counters, Hero, LocquemareState, Scene, replace_hero

State = LocquemareState


def counters(state: State, **changes: int) -> Counters:
    """The counters with some numbers changed."""
    return replace(state.counters, **changes)


def _restored(hero: Hero) -> Hero:
    fresh = not (hero.taken_out or hero.conceded or hero.consequences_in_scene)
    if fresh and hero.resources_current == hero.resources:
        return hero
    return replace(hero, resources_current=dict(hero.resources), taken_out=False,
                   conceded=False, consequences_in_scene=0)


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


def scene_started(state: State, e: ev.SceneStarted) -> State:
    """Apply ``SceneStarted``."""
    heroes = {hid: _restored(h) for hid, h in state.heroes.items()}
    scene = Scene(present_hero_ids=e.present_hero_ids, present_npc_ids=e.present_npc_ids)
    adversity = replace(state.adversity, accepted_defeat_this_scene=False)
    return replace(state, phase="in_scene", scene=scene, heroes=heroes, adversity=adversity,
                   counters=counters(state, scene=e.scene))


def scene_ended(state: State, e: ev.SceneEnded) -> State:
    """Apply ``SceneEnded``."""
    heroes = {hid: replace(h, taken_out=False, conceded=False, pending_harm=None,
                           consequences_in_scene=0)
              for hid, h in state.heroes.items()}
    npcs = {nid: replace(n, stress_marked=0, harm_pending=None, taken_out=False)
            for nid, n in state.npcs.items()}  # T13: back in play at the next scene
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


def tokens_granted(state: State, e: ev.TokensGranted) -> State:
    """Apply ``TokensGranted``."""
    state = add_tokens(state, e.hero_id, "offering", e.offering)
    return add_tokens(state, e.hero_id, "exploit", e.exploit)


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


def stress_cleared(state: State, e: ev.StressCleared) -> State:
    """Apply ``StressCleared``."""
    return update_hero(state, e.hero_id, stress=0)


def resources_restored(state: State, e: ev.ResourcesRestored) -> State:
    """Apply ``ResourcesRestored``."""
    return update_hero(state, e.hero_id, resources_current=dict(e.resources_current))


def consequence_recovered(state: State, e: ev.ConsequenceRecovered) -> State:
    """Apply ``ConsequenceRecovered``."""
    hero = state.heroes.get(e.hero_id)
    if hero is not None and hero.consequence_slots.get(e.severity) == e.key_id:
        slots = {**hero.consequence_slots, e.severity: None}
        state = replace_hero(state, replace(hero, consequence_slots=slots))
    return forget_key(state, e.key_id)


def hero_left_scene(state: State, e: ev.HeroLeftScene) -> State:
    """Apply ``HeroLeftScene``: the hero is no longer present."""
    scene = state.scene
    if scene is None:
        return state
    present = tuple(h for h in scene.present_hero_ids if h != e.hero_id)
    return replace(state, scene=replace(scene, present_hero_ids=present))

"""Scenarios, acts, scenes and sessions, with their boundary effects (7.7, 7.8)."""

from domain.core import Actor, DomainError, Event, RandomSource
from domain.locquemare import commands as cm
from domain.locquemare import events as ev
from domain.locquemare import events_play as pe
from domain.locquemare.checks import get_hero, get_npc, require_gm, require_phase
from domain.locquemare.evolve import Flow
from domain.locquemare.state import LocquemareState
from domain.locquemare.tokens import act_grant, scene_danger

State = LocquemareState


def start_scenario(state: State, cmd: cm.StartScenario, actor: Actor,
                   rng: RandomSource) -> list[Event]:
    """Open a scenario (from setup or between scenarios)."""
    require_gm(actor)
    require_phase(state, "setup", "between_scenarios")
    return [ev.ScenarioStarted(scenario=state.counters.scenario + 1)]


def _award(flow: Flow, reason: str) -> None:
    for hero in flow.state.heroes.values():
        track = min(8, hero.evolution_track + 1)
        flow.emit(ev.EvolutionPointsAwarded(
            hero_id=hero.hero_id, reasons=(reason,), gained=1,
            lost=hero.evolution_track + 1 - track, track=track))


def _recover(flow: Flow, hero_ids: tuple[str, ...], severity: str) -> None:
    for hero_id in hero_ids:
        key_id = flow.state.heroes[hero_id].consequence_slots.get(severity)
        if key_id is not None:
            flow.emit(pe.ConsequenceRecovered(hero_id=hero_id, key_id=key_id,
                                              severity=severity))


def end_scenario(state: State, cmd: cm.EndScenario, actor: Actor,
                 rng: RandomSource) -> list[Event]:
    """Close the scenario: +1 evolution point, chosen grave consequences heal (7.8)."""
    require_gm(actor)
    require_phase(state, "between_acts")
    recovered = tuple(dict.fromkeys(cmd.grave_recovery_hero_ids))
    for hero_id in recovered:
        get_hero(state, hero_id)
    flow = Flow(state)
    flow.emit(ev.ScenarioEnded(scenario=state.counters.scenario, grave_recovered=recovered))
    _recover(flow, recovered, "grave")
    _award(flow, "scenario_end")
    return flow.events


def start_act(state: State, cmd: cm.StartAct, actor: Actor, rng: RandomSource) -> list[Event]:
    """Open an act: each hero's reserve is replaced by tokens by prowess count (D1, D2)."""
    require_gm(actor)
    require_phase(state, "between_acts")
    for hero in state.heroes.values():
        if sum(hero.resources.values()) != 8 + hero.acts_played:
            raise DomainError("resources_not_redistributed",
                              f"{hero.name} must redistribute resources to {8 + hero.acts_played}")
    events: list[Event] = [ev.ActStarted(act=state.counters.act + 1)]
    for hero in state.heroes.values():
        if any(hero.tokens.values()):  # seed: "tu perds tes instants en réserve"
            events.append(ev.TokensDiscarded(hero_id=hero.hero_id, **hero.tokens))
        offering, exploit = act_grant(len(hero.prowesses))
        events.append(ev.TokensGranted(hero_id=hero.hero_id, offering=offering,
                                       exploit=exploit, prowess_count=len(hero.prowesses)))
    return events


def end_act(state: State, cmd: cm.EndAct, actor: Actor, rng: RandomSource) -> list[Event]:
    """Close the act: tokens discarded, minor (and chosen medium) consequences heal (D27)."""
    require_gm(actor)
    require_phase(state, "in_act")
    medium = tuple(dict.fromkeys(cmd.medium_recovery_hero_ids))
    for hero_id in medium:
        get_hero(state, hero_id)
    flow = Flow(state)
    flow.emit(ev.ActEnded(act=state.counters.act, medium_recovered=medium))
    for hero in state.heroes.values():
        flow.emit(ev.TokensDiscarded(hero_id=hero.hero_id, **hero.tokens))
    _recover(flow, tuple(state.heroes), "minor")
    _recover(flow, medium, "medium")
    _award(flow, "act_end")
    return flow.events


def start_scene(state: State, cmd: cm.StartScene, actor: Actor,
                rng: RandomSource) -> list[Event]:
    """Open a scene; the Adversity takes heroes + 1 danger tokens (D15)."""
    require_gm(actor)
    require_phase(state, "in_act")
    for hero_id in cmd.present_hero_ids:
        get_hero(state, hero_id)
    for npc_id in cmd.present_npc_ids:
        get_npc(state, npc_id)
    count = scene_danger(len(state.heroes))
    return [ev.SceneStarted(scene=state.counters.scene + 1,
                            present_hero_ids=tuple(dict.fromkeys(cmd.present_hero_ids)),
                            present_npc_ids=tuple(dict.fromkeys(cmd.present_npc_ids))),
            ev.DangerTokensGranted(count=count, total=state.adversity.danger + count)]


def _check_scene_can_end(state: State, cmd: cm.EndScene) -> None:
    require_phase(state, "in_scene")
    if state.action is not None:
        raise DomainError("action_in_progress", "close the open action first")
    if any(h.pending_harm is not None for h in state.heroes.values()):
        raise DomainError("harm_pending", "a hero must resolve pending harm first")
    for hero_id in cmd.breather_hero_ids:
        get_hero(state, hero_id)


def end_scene(state: State, cmd: cm.EndScene, actor: Actor, rng: RandomSource) -> list[Event]:
    """Close the scene: scene keys and elans go, stress and resources reset (7.8)."""
    require_gm(actor)
    _check_scene_can_end(state, cmd)
    flow = Flow(state)
    flow.emit(ev.SceneEnded(scene=state.counters.scene,
                            breather_hero_ids=tuple(dict.fromkeys(cmd.breather_hero_ids))))
    for key in state.keys.values():
        scene_key = key.kind in ("situation", "complication") and not key.persistent
        if key.kind == "elan" or scene_key:
            flow.emit(ev.KeyRemoved(key_id=key.key_id, reason="scene_end", hidden=not key.known))
    if state.conflict is not None:
        flow.emit(pe.ConflictEnded(conflict_id=state.conflict.conflict_id))
    for hero in state.heroes.values():
        if hero.stress:
            flow.emit(pe.StressCleared(hero_id=hero.hero_id))
        if hero.resources_current != hero.resources:
            flow.emit(pe.ResourcesRestored(hero_id=hero.hero_id,
                                           resources_current=dict(hero.resources)))
    _recover(flow, tuple(dict.fromkeys(cmd.breather_hero_ids)), "minor")
    if state.adversity.accepted_defeat_this_scene:
        flow.emit(ev.AdversityTokensKept(kept=state.adversity.danger))
    else:
        flow.emit(ev.AdversityTokensDiscarded(count=state.adversity.danger))
    return flow.events


def start_session(state: State, cmd: cm.StartSession, actor: Actor,
                  rng: RandomSource) -> list[Event]:
    """A session begins (outside a scene)."""
    require_gm(actor)
    if state.phase == "in_scene" or state.session_open:
        raise DomainError("wrong_phase", "a session starts outside a scene, once")
    return [ev.SessionStarted(session=state.counters.session + 1)]


def end_session(state: State, cmd: cm.EndSession, actor: Actor,
                rng: RandomSource) -> list[Event]:
    """The session ends (outside a scene)."""
    require_gm(actor)
    if state.phase == "in_scene" or not state.session_open:
        raise DomainError("wrong_phase", "a session ends outside a scene, when open")
    return [ev.SessionEnded(session=state.counters.session)]

"""Scenarios, acts, scenes and sessions, with their boundary effects (7.7, 7.8)."""

from domain.core import Actor, DomainError, Emitter, Event, RandomSource
from domain.core.guards import invalid
from domain.core.words import sentence
from domain.locquemare import commands as cmd
from domain.locquemare import events as ev
from domain.locquemare.decide import (
    State,
    get_hero,
    get_npc,
)
from domain.locquemare.decide.presence import met_npcs, npcs_leave
from domain.locquemare.rules.secrecy import seen_by_heroes
from domain.locquemare.rules.tokens import act_grant, scene_danger


def start_scenario(em: Emitter[State], command: cmd.StartScenario, actor: Actor,
                   rng: RandomSource) -> None:
    """Open a scenario (from setup or between scenarios)."""
    state = em.state
    em.emit(ev.ScenarioStarted(scenario=state.counters.scenario + 1))


def _known_heroes(state: State, hero_ids: tuple[str, ...]) -> tuple[str, ...]:
    """The ids, each once (``unknown_hero`` for one not at the table)."""
    for hero_id in hero_ids:
        get_hero(state, hero_id)
    return tuple(dict.fromkeys(hero_ids))


def _award(em: Emitter[State], reason: str) -> None:
    for hero in em.state.heroes.values():
        track = min(8, hero.evolution_track + 1)
        em.emit(ev.EvolutionPointsAwarded(
            hero_id=hero.hero_id, reasons=(reason,), gained=1,
            lost=hero.evolution_track + 1 - track, track=track))


def _recover(em: Emitter[State], hero_ids: tuple[str, ...], severity: str) -> None:
    for hero_id in hero_ids:
        key_id = em.state.heroes[hero_id].consequence_slots.get(severity)
        if key_id is not None:
            em.emit(ev.ConsequenceRecovered(hero_id=hero_id, key_id=key_id,
                                            severity=severity))


def end_scenario(em: Emitter[State], command: cmd.EndScenario,
                 actor: Actor, rng: RandomSource) -> None:
    """Close the scenario: +1 evolution point, chosen grave consequences heal (7.8)."""
    state = em.state
    recovered = _known_heroes(state, command.grave_recovery_hero_ids)
    em.emit(ev.ScenarioEnded(scenario=state.counters.scenario, grave_recovered=recovered))
    _recover(em, recovered, "grave")
    _award(em, "scenario_end")


def start_act(em: Emitter[State], command: cmd.StartAct, actor: Actor, rng: RandomSource) -> None:
    """Open an act: each hero's reserve is replaced by tokens by prowess count (D1, D2)."""
    state = em.state
    for hero in state.heroes.values():
        if sum(hero.resources.values()) != 8 + hero.acts_played:
            raise DomainError("resources_not_redistributed",
                              sentence("%(name)s must redistribute resources to %(total)s",
                                       name=hero.name, total=8 + hero.acts_played))
    em.emit_all([ev.ActStarted(act=state.counters.act + 1), *_renewed_tokens(state)])


def _renewed_tokens(state: State) -> list[Event]:
    """Each reserve discarded, then the grant by prowess count (D1, D2, R3)."""
    events: list[Event] = []
    for hero in state.heroes.values():
        if any(hero.tokens.values()):  # seed: "tu perds tes instants en réserve"
            events.append(ev.TokensDiscarded(hero_id=hero.hero_id, **hero.tokens))
        offering, exploit = act_grant(len(hero.prowesses))
        events.append(ev.TokensGranted(hero_id=hero.hero_id, offering=offering,
                                       exploit=exploit, prowess_count=len(hero.prowesses)))
    return events


def end_act(em: Emitter[State], command: cmd.EndAct, actor: Actor, rng: RandomSource) -> None:
    """Close the act: tokens discarded, minor (and chosen medium) consequences heal (D27)."""
    state = em.state
    medium = _known_heroes(state, command.medium_recovery_hero_ids)
    em.emit(ev.ActEnded(act=state.counters.act, medium_recovered=medium))
    for hero in state.heroes.values():
        em.emit(ev.TokensDiscarded(hero_id=hero.hero_id, **hero.tokens))
    _recover(em, tuple(state.heroes), "minor")
    _recover(em, medium, "medium")
    _award(em, "act_end")


def start_scene(em: Emitter[State], command: cmd.StartScene,
                actor: Actor, rng: RandomSource) -> None:
    """Open a scene; the Adversity takes heroes + 1 danger tokens (D15)."""
    state = em.state
    heroes = _known_heroes(state, command.present_hero_ids)
    for npc_id in command.present_npc_ids:
        get_npc(state, npc_id)
    count = scene_danger(len(state.heroes))
    npcs = tuple(dict.fromkeys(command.present_npc_ids))
    em.emit_all([ev.SceneStarted(scene=state.counters.scene + 1, present_hero_ids=heroes,
                                 present_npc_ids=npcs),
                 *met_npcs(state, npcs),
                 ev.DangerTokensGranted(count=count, total=state.adversity.danger + count)])


def _check_scene_can_end(state: State, command: cmd.EndScene) -> None:
    """The heroes named for a breather exist (the scene may end: ``may_end_scene``)."""
    _known_heroes(state, command.breather_hero_ids)


def end_scene(em: Emitter[State], command: cmd.EndScene, actor: Actor, rng: RandomSource) -> None:
    """Close the scene: scene keys and elans go, stress and resources reset (7.8)."""
    state = em.state
    _check_scene_can_end(state, command)
    em.emit(ev.SceneEnded(scene=state.counters.scene,
                          breather_hero_ids=tuple(dict.fromkeys(command.breather_hero_ids))))
    for key in state.keys.values():
        scene_key = key.kind in ("situation", "complication") and not key.persistent
        if key.kind == "elan" or scene_key:
            em.emit(ev.KeyRemoved(key_id=key.key_id, reason="scene_end",
                                  hidden=not seen_by_heroes(state, key)))
    if state.conflict is not None:
        em.emit(ev.ConflictEnded(conflict_id=state.conflict.conflict_id))
    for hero in state.heroes.values():
        if hero.stress:
            em.emit(ev.StressCleared(hero_id=hero.hero_id))
        if hero.resources_current != hero.resources:
            em.emit(ev.ResourcesRestored(hero_id=hero.hero_id,
                                         resources_current=dict(hero.resources)))
    _recover(em, tuple(dict.fromkeys(command.breather_hero_ids)), "minor")
    if state.adversity.accepted_defeat_this_scene:
        em.emit(ev.AdversityTokensKept(kept=state.adversity.danger))
    else:
        em.emit(ev.AdversityTokensDiscarded(count=state.adversity.danger))


def start_session(em: Emitter[State], command: cmd.StartSession, actor: Actor,
                  rng: RandomSource) -> None:
    """A session begins (outside a scene). « Tu commences une session avec 3 instants, que
    tu récupères à la fin d'un acte »: the 3 instants are the act's (``StartAct``); a
    session boundary inside an act discards nothing (T6, replacing R3)."""
    state = em.state
    em.emit(ev.SessionStarted(session=state.counters.session + 1))


def end_session(em: Emitter[State], command: cmd.EndSession,
                actor: Actor, rng: RandomSource) -> None:
    """The session ends (outside a scene)."""
    state = em.state
    em.emit(ev.SessionEnded(session=state.counters.session))


def leave_scene(em: Emitter[State], command: cmd.LeaveScene,
                actor: Actor, rng: RandomSource) -> None:
    """A panicked hero "quitte la scène" instead of troubling the others (R4; the hero's
    checks are the declaration's, ``declare.may.may_leave_scene``); the Adversity takes
    npcs out of the scene (T1)."""
    if command.hero_id is None and not command.npc_ids:
        invalid(sentence("name the hero or the npcs who leave the scene"))
    events: list[Event] = []
    if command.npc_ids:
        npcs_leave(em, command, actor)
    if command.hero_id is not None:
        events.append(ev.HeroLeftScene(hero_id=command.hero_id))
    em.emit_all(events)

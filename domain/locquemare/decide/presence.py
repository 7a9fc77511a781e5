"""Who is in the running scene (T1), and the npcs' healing and secrecy (T13, T14)."""

from domain.core import Actor, DomainError, Emitter, Event, RandomSource
from domain.core.guards import invalid
from domain.core.words import sentence
from domain.locquemare import commands as cmd
from domain.locquemare import events as ev
from domain.locquemare.decide import State, get_hero, get_npc, require_gm
from domain.locquemare.rules.secrecy import seen_by_heroes


def _new(ids: tuple[str, ...], present: tuple[str, ...]) -> tuple[str, ...]:
    return tuple(i for i in dict.fromkeys(ids) if i not in present)


def join_scene(em: Emitter[State], command: cmd.JoinScene, actor: Actor, rng: RandomSource) -> None:
    """Reinforcements, an ally walking in: presence changes, nothing else (T1)."""
    state = em.state
    if not command.hero_ids and not command.npc_ids:
        invalid(sentence("name the heroes or npcs who join the scene"), field="hero_ids")
    for hero_id in command.hero_ids:
        get_hero(state, hero_id)
    for npc_id in command.npc_ids:
        get_npc(state, npc_id)
    scene = state.scene
    assert scene is not None  # the precondition: in a scene
    heroes = _new(command.hero_ids, scene.present_hero_ids)
    npcs = _new(command.npc_ids, scene.present_npc_ids)
    em.emit_all([ev.SceneJoined(hero_ids=heroes, npc_ids=npcs), *met_npcs(state, npcs)])


def met_npcs(state: State, npc_ids: tuple[str, ...]) -> list[Event]:
    """Secret npcs entering a scene become known to the heroes (T14), and so do their keys
    the Adversity created known (U4: a key follows its npc)."""
    met: list[Event] = []
    for n in dict.fromkeys(npc_ids):
        if n in state.npcs and not state.npcs[n].known:
            met.append(ev.NpcRevealed(npc_id=n, name=state.npcs[n].name))
            met += [ev.KeyRevealed(key_id=k.key_id, text=k.text) for k in state.keys.values()
                    if k.owner_npc_id == n and k.known_when_met and not k.known]
    return met


def npcs_leave(em: Emitter[State], command: cmd.LeaveScene, actor: Actor) -> None:
    """The Adversity takes npcs out of the scene (T1)."""
    require_gm(actor)
    state = em.state
    present = state.scene.present_npc_ids if state.scene is not None else ()
    for npc_id in command.npc_ids:
        npc = get_npc(state, npc_id)
        if npc_id not in present:
            raise DomainError("not_in_scene", sentence("%(name)s is not in the scene",
                                                       name=npc.name))
    em.emit(ev.NpcsLeftScene(npc_ids=tuple(dict.fromkeys(command.npc_ids))))


def restore_npc(em: Emitter[State], command: cmd.RestoreNpc, actor: Actor,
                rng: RandomSource) -> None:
    """The Adversity heals an npc: boxes, consequences and taken out cleared (T13)."""
    npc = get_npc(em.state, command.npc_id)
    if npc.harm_pending is not None:
        raise DomainError("npc_harm_pending", sentence("%(name)s's pending harm comes first",
                                                       name=npc.name))
    em.emit(ev.NpcRestored(npc_id=npc.npc_id, hidden=not npc.known))
    for key in em.state.keys.values():
        if key.owner_npc_id == npc.npc_id and key.kind == "consequence":
            em.emit(ev.KeyRemoved(key_id=key.key_id, reason="recovered",
                                     hidden=not seen_by_heroes(em.state, key)))


def reveal_npc(em: Emitter[State], command: cmd.RevealNpc, actor: Actor, rng: RandomSource) -> None:
    """A secret npc becomes known to the heroes (T14)."""
    npc = get_npc(em.state, command.npc_id)
    if npc.known:
        raise DomainError("npc_already_known", sentence("%(name)s is known", name=npc.name))
    em.emit_all(met_npcs(em.state, (npc.npc_id,)))

"""Evolvers of the third pass: presence in the scene, npcs healed and revealed."""

from msgspec.structs import replace

from domain.locquemare import events as ev
from domain.locquemare.state import LocquemareState, replace_npc

State = LocquemareState


def scene_joined(state: State, e: ev.SceneJoined) -> State:
    """Apply ``SceneJoined``: the heroes and npcs are present."""
    scene = state.scene
    if scene is None:
        return state
    return replace(state, scene=replace(
        scene, present_hero_ids=(*scene.present_hero_ids, *e.hero_ids),
        present_npc_ids=(*scene.present_npc_ids, *e.npc_ids)))


def npcs_left_scene(state: State, e: ev.NpcsLeftScene) -> State:
    """Apply ``NpcsLeftScene``: the npcs are no longer present."""
    scene = state.scene
    if scene is None:
        return state
    present = tuple(n for n in scene.present_npc_ids if n not in e.npc_ids)
    return replace(state, scene=replace(scene, present_npc_ids=present))


def npc_restored(state: State, e: ev.NpcRestored) -> State:
    """Apply ``NpcRestored``: boxes, consequences and taken out cleared."""
    npc = state.npcs.get(e.npc_id)
    if npc is None:
        return state
    return replace_npc(state, replace(npc, stress_marked=0, consequences=(), taken_out=False,
                                      harm_pending=None))


def npc_revealed(state: State, e: ev.NpcRevealed) -> State:
    """Apply ``NpcRevealed``: the heroes know the npc."""
    npc = state.npcs.get(e.npc_id)
    return state if npc is None else replace_npc(state, replace(npc, known=True))

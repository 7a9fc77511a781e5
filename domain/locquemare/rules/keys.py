"""Which keys may be activated, by whom (7.5)."""

from domain.locquemare.state import ADVERSITY, Key, LocquemareState, is_present


def in_play(state: LocquemareState, key: Key, activator: str) -> bool:
    """True when ``activator`` (a hero id or the Adversity) may activate ``key`` now."""
    if not key.known and activator != ADVERSITY:
        return False
    if key.kind == "elan":
        return key.elan_holder == activator
    if key.owner_hero_id is not None:
        return is_present(state, key.owner_hero_id)
    if key.owner_npc_id is not None:
        return state.scene is not None and key.owner_npc_id in state.scene.present_npc_ids
    return key.persistent or (state.scene is not None
                              and key.created_in_scene == state.counters.scene)


def owned_by_hero(key: Key, hero_id: str) -> bool:
    """A character key, consequence or situation key of the hero (T10): activated against
    him it pays him, and a complication may rest on it."""
    return key.owner_hero_id == hero_id and key.kind in ("character", "consequence",
                                                          "situation")

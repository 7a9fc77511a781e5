"""What the heroes' seats may know of a key (T14): an npc is secret until met, and so are
its keys, even once revealed."""

from domain.locquemare.state import Key, LocquemareState


def seen_by_heroes(state: LocquemareState, key: Key) -> bool:
    """A key heroes see: known, and not owned by an npc they have not met (T14)."""
    owner = state.npcs.get(key.owner_npc_id or "")
    return key.known and (owner is None or owner.known)

"""Events of the third pass (spec 0b): presence in the scene, npcs healed and revealed."""

from domain.core import Event
from domain.locquemare.commands.scene import SceneArrivals


class SceneJoined(SceneArrivals, Event, frozen=True, kw_only=True):
    """Heroes and npcs joined the running scene (T1); nothing else changes."""


class NpcsLeftScene(Event, frozen=True, kw_only=True):
    """The Adversity took npcs out of the scene (T1)."""

    npc_ids: tuple[str, ...]


class NpcRestored(Event, frozen=True, kw_only=True):
    """An npc is healed: stress boxes, consequences and taken out cleared (T13)."""

    npc_id: str
    hidden: bool = False
    """The heroes have not met the npc: the event is redacted for them (T14)."""


class NpcRevealed(Event, frozen=True, kw_only=True):
    """A secret npc became known to the heroes (T14)."""

    npc_id: str
    name: str

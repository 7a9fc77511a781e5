"""Commands of the third pass (spec 0b): who is in the scene, and the npcs' secrecy."""

from msgspec import Struct

from domain.core import Command


class SceneArrivals(Struct, frozen=True, kw_only=True):
    """The heroes and npcs brought into the running scene: what ``JoinScene`` asks and
    ``SceneJoined`` records."""

    hero_ids: tuple[str, ...] = ()
    npc_ids: tuple[str, ...] = ()


class JoinScene(SceneArrivals, Command, frozen=True, kw_only=True):
    """The Adversity brings heroes and npcs into the running scene (T1): presence only."""


class RestoreNpc(Command, frozen=True, kw_only=True):
    """The Adversity heals an npc: boxes, consequences and taken out cleared (T13)."""

    npc_id: str


class RevealNpc(Command, frozen=True, kw_only=True):
    """The Adversity makes a secret npc known to the heroes (T14)."""

    npc_id: str

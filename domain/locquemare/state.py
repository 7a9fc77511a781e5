"""Locquemare state: heroes, npcs, keys, the open action and the table (spec sections 3-4),
and the lookups of the state the rules share.

Every struct is frozen; evolve copies only the dict or struct it changes.
"""

from typing import Literal

import msgspec
from msgspec import Struct, field

from domain.locquemare.rules.action import Action

Phase = Literal["setup", "between_acts", "in_act", "in_scene", "between_scenarios"]

APPROACHES = ("aggro", "metis", "focus", "flamme", "flexx", "ombre", "techno", "agora")

RESOURCES = ("ichor", "arsenal", "biblos", "adrenaline", "volonte", "dogma", "paria", "mystique")

ACTION_TYPES = ("create_advantage", "overcome", "attack", "defend")

SEVERITIES = ("minor", "medium", "grave")

CAPACITY = {"minor": 3, "medium": 5, "grave": 7}

TOKEN_KINDS = ("exploit", "offering", "danger")

ADVERSITY = "adversity"

EFFECTS = ("none", "hemorrhage", "stunned", "exhausted", "panicked", "disturbed", "irritated",
           "lie", "compromised", "rumours", "indebted")


class Prowess(Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    """A hero's prowess; its bonus size is set by the Chorus when it is created."""

    prowess_id: str = ""
    name: str
    description: str = ""
    effect: str = "narrative"  # bonus | auto_success | narrative
    bonus: int = 0
    action_types: tuple[str, ...] = ACTION_TYPES
    costs_token: bool = False
    limit: str = "none"  # none | once_per_scene | once_per_act


class Key(Struct, frozen=True, kw_only=True):
    """A key card: character key, situation, complication, consequence or elan."""

    key_id: str
    text: str
    kind: str
    role: str | None = None
    owner_hero_id: str | None = None
    owner_npc_id: str | None = None
    known: bool = True
    free_activations: dict[str, int] = {}
    elan_holder: str | None = None
    persistent: bool = False
    created_in_scene: int = 0
    severity: str | None = None
    effect: str | None = None
    known_when_met: bool = False
    """Created known for an npc the heroes have not met: it becomes known with its npc
    (U4)."""


class Journey(Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    """The hero's evolution from point A to point B (data only)."""

    from_: str = field(name="from")
    to: str


class Secret(Struct, frozen=True, kw_only=True):
    """A secret card's id and text, wherever the card goes (pool, draw, a hero's hand)."""

    secret_id: str
    text: str


class SecretCard(Secret, frozen=True, kw_only=True, forbid_unknown_fields=True):
    """One secret of the Chorus's pool."""


class HeroSecret(Secret, frozen=True, kw_only=True):
    """The secret a hero kept."""
    revealed: bool = False


class ProwessUse(Struct, frozen=True, kw_only=True):
    """The last scene and act numbers a prowess was used in."""

    scene: int = 0
    act: int = 0


class PendingHarm(Struct, frozen=True, kw_only=True):
    """Harm the hero must still resolve (7.6)."""

    conversion_severity: str | None = None
    overflow: int = 0
    options: tuple[str, ...] = ()
    owed_consequence: bool = False
    """A consequence (an outcome's or the Adversity's) that found no free slot (R1)."""


def empty_tokens() -> dict[str, int]:
    """A hero's empty token reserve."""
    return {"exploit": 0, "offering": 0, "danger": 0}


def empty_slots() -> dict[str, str | None]:
    """A hero's three free consequence slots."""
    return {"minor": None, "medium": None, "grave": None}


class Hero(Struct, frozen=True, kw_only=True):
    """A hero's sheet (section 3)."""

    hero_id: str
    owner_player_id: str
    name: str
    archetype: str | None = None
    journey: Journey
    character_key_ids: tuple[str, ...]
    prowesses: tuple[Prowess, ...]
    approaches: dict[str, int]
    resources: dict[str, int]
    resources_current: dict[str, int]
    stress: int = 0
    consequence_slots: dict[str, str | None] = field(default_factory=empty_slots)
    extreme_key_ids: tuple[str, ...] = ()
    extreme_used_in_scenario: bool = False
    tokens: dict[str, int] = field(default_factory=empty_tokens)
    evolution_track: int = 0
    secret: HeroSecret | None = None
    past_secrets: tuple[HeroSecret, ...] = ()
    """Revealed secrets the hero had before its current one (T7)."""
    drawn_secret_ids: tuple[str, ...] = ()
    acts_played: int = 0
    taken_out: bool = False
    conceded: bool = False
    consequences_in_scene: int = 0
    truth_revealed_in_session: bool = False
    key_modified_this_act_end: bool = False
    approach_adjusted: bool = False
    resource_adjusted: bool = False
    prowess_uses: dict[str, ProwessUse] = {}
    pending_harm: PendingHarm | None = None


class NpcProfile(Struct, frozen=True, kw_only=True):
    """What the Adversity gives an npc it creates (``CreateNpc``), first of the ``Npc``."""

    npc_id: str
    name: str
    category: str  # horde | soldier | adversary | nemesis
    stress_boxes: int = 0


class Npc(NpcProfile, frozen=True, kw_only=True):
    """A non-hero played by the Adversity."""

    stress_marked: int = 0
    consequence_slots: tuple[str, ...] = ()
    consequences: tuple[str, ...] = ()
    taken_out: bool = False
    harm_pending: int | None = None
    known: bool = True
    """Known to the heroes (T14): a secret npc is redacted from their views until met."""


class Counters(Struct, frozen=True, kw_only=True):
    """Numbers of the current (or last) session, scenario, act and scene."""

    session: int = 0
    scenario: int = 0
    act: int = 0
    scene: int = 0


class Scene(Struct, frozen=True, kw_only=True):
    """Who is present in the open scene."""

    present_hero_ids: tuple[str, ...] = ()
    present_npc_ids: tuple[str, ...] = ()


class AdversityPool(Struct, frozen=True, kw_only=True):
    """The Adversity's danger tokens (hidden from heroes)."""

    danger: int = 0
    accepted_defeat_this_scene: bool = False


class Conflict(Struct, frozen=True, kw_only=True):
    """An open conflict, counting consequences taken by each hero in it (D13)."""

    conflict_id: str
    consequences_by_hero: dict[str, int] = {}


class ComplicationProposal(Struct, frozen=True, kw_only=True):
    """A complication as proposed: the fields ``ProposeComplication``,
    ``ComplicationProposed`` and the state's ``Complication`` share."""

    complication_id: str
    hero_id: str | None = None
    """The hero the complication is for; None when it is for an npc."""
    npc_id: str | None = None
    """The npc the complication is for (T13: on its consequence); the Adversity answers."""
    key_id: str
    complication_kind: str
    text: str
    proposer: str
    token: str | None = None


class Complication(ComplicationProposal, frozen=True, kw_only=True):
    """A proposed complication on a hero's key, or on an npc's consequence (T13)."""

    @property
    def target(self) -> str:
        """The hero or npc the complication is for."""
        return self.hero_id or self.npc_id or ""

    status: Literal["pending", "accepted", "refused"] = "pending"


class LocquemareOptions(Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    """Game creation options: the Chorus may prepare the secret pool up front."""

    secrets: tuple[SecretCard, ...] = ()


class LocquemareState(Struct, frozen=True, kw_only=True):
    """The whole table (section 4)."""

    phase: Phase = "setup"
    session_open: bool = False
    counters: Counters = Counters()
    scene: Scene | None = None
    adversity: AdversityPool = AdversityPool()
    conflict: Conflict | None = None
    action: Action | None = None
    complications: dict[str, Complication] = {}
    heroes: dict[str, Hero] = {}
    npcs: dict[str, Npc] = {}
    keys: dict[str, Key] = {}
    secret_pool: tuple[SecretCard, ...] = ()
    key_seq: int = 0
    hero_seq: int = 0
    action_ids: tuple[str, ...] = ()


def replace_hero(state: LocquemareState, hero: Hero) -> LocquemareState:
    """The state with one hero replaced (copy of the heroes dict only)."""
    return msgspec.structs.replace(state, heroes={**state.heroes, hero.hero_id: hero})


def replace_key(state: LocquemareState, key: Key) -> LocquemareState:
    """The state with one key added or replaced."""
    return msgspec.structs.replace(state, keys={**state.keys, key.key_id: key})


def replace_npc(state: LocquemareState, npc: Npc) -> LocquemareState:
    """The state with one npc replaced."""
    return msgspec.structs.replace(state, npcs={**state.npcs, npc.npc_id: npc})


def hero_consequence_keys(state: LocquemareState, hero: Hero) -> list[Key]:
    """The hero's consequence keys (slots and extreme)."""
    ids = [k for k in hero.consequence_slots.values() if k] + list(hero.extreme_key_ids)
    return [state.keys[k] for k in ids if k in state.keys]


def has_effect(state: LocquemareState, hero: Hero, effect: str) -> bool:
    """True when one of the hero's consequences carries ``effect``."""
    return any(key.effect == effect for key in hero_consequence_keys(state, hero))


def is_present(state: LocquemareState, hero_id: str) -> bool:
    """True when the hero is in the open scene."""
    return state.scene is not None and hero_id in state.scene.present_hero_ids


def new_key_id(state: LocquemareState, prefix: str) -> str:
    """A fresh, deterministic key id."""
    n = state.key_seq + 1
    while f"{prefix}-{n}" in state.keys:
        n += 1
    return f"{prefix}-{n}"

"""Locquemare state: heroes, npcs, keys, the open action and the table (spec sections 3-4).

Every struct is frozen; evolve copies only the dict or struct it changes.
"""

import msgspec
from msgspec import Struct, field

APPROACHES = ("aggro", "metis", "focus", "flamme", "flexx", "ombre", "techno", "agora")
RESOURCES = ("ichor", "arsenal", "biblos", "adrenaline", "volonte", "dogma", "paria", "mystique")
ACTION_TYPES = ("create_advantage", "overcome", "attack", "defend")
SEVERITIES = ("minor", "medium", "grave")
CAPACITY = {"minor": 3, "medium": 5, "grave": 7}
TOKEN_KINDS = ("exploit", "offering", "danger")
ADVERSITY = "adversity"
EFFECTS = ("none", "hemorrhage", "stunned", "exhausted", "panicked", "disturbed", "irritated",
           "lie", "compromised", "rumours", "indebted")


class DiceRecord(Struct, frozen=True, kw_only=True):
    """Every random value of a roll or draw, and whether the table or the server made it."""

    roll_id: str
    kind: str  # fate | edge | d10 | draw
    sides: int
    values: tuple[int, ...]
    source: str  # server | physical


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


class Journey(Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    """The hero's evolution from point A to point B (data only)."""

    from_: str = field(name="from")
    to: str


class SecretCard(Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    """One secret of the Chorus's pool."""

    secret_id: str
    text: str


class HeroSecret(Struct, frozen=True, kw_only=True):
    """The secret a hero kept."""

    secret_id: str
    text: str
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
    drawn_secret_ids: tuple[str, ...] = ()
    acts_played: int = 0
    taken_out: bool = False
    conceded: bool = False
    truth_revealed_in_session: bool = False
    key_modified_this_act_end: bool = False
    approach_adjusted: bool = False
    resource_adjusted: bool = False
    prowess_uses: dict[str, ProwessUse] = {}
    pending_harm: PendingHarm | None = None


class Npc(Struct, frozen=True, kw_only=True):
    """A non-hero played by the Adversity."""

    npc_id: str
    name: str
    category: str  # horde | soldier | adversary | nemesis
    stress_boxes: int = 0
    stress_marked: int = 0
    consequence_slots: tuple[str, ...] = ()
    consequences: tuple[str, ...] = ()
    taken_out: bool = False
    harm_pending: int | None = None


class Advantage(Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    """What a create-advantage action aims at: a new, a hidden or a known key."""

    mode: str  # create | discover | activate
    key_text: str | None = None
    key_id: str | None = None


class Target(Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    """An action's target: an npc or a key."""

    npc_id: str | None = None
    key_id: str | None = None


class Modifier(Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    """A difficulty modifier from an adversary's or obstacle's ability."""

    reason: str
    value: int


class Activation(Struct, frozen=True, kw_only=True):
    """One key activated for an action (by a hero, an ally or the Adversity)."""

    key_id: str | None
    activator: str
    beneficiary: str | None
    payment: str
    bonus: int
    hidden: bool = False


class ProwessBonus(Struct, frozen=True, kw_only=True):
    """A bonus prowess activated for an action."""

    prowess_id: str
    bonus: int


class Action(Struct, frozen=True, kw_only=True):
    """The one open action (D35) and where it stands in its flow."""

    action_id: str
    hero_id: str
    type: str
    approach: str
    resource: str
    status: str = "declared"  # declared | difficulty_set | rolled | awaiting_choice | closed
    advantage: Advantage | None = None
    target: Target | None = None
    threat_resource: str | None = None
    difficulty: int | None = None
    hidden_key_id: str | None = None
    edge_die_sides: int | None = None
    dice: DiceRecord | None = None
    edge: DiceRecord | None = None
    dice_total: int = 0
    activations: tuple[Activation, ...] = ()
    prowesses: tuple[ProwessBonus, ...] = ()
    motivation: int | None = None
    tier: str | None = None
    options: tuple[str, ...] = ()
    chosen: str | None = None
    pending_consequence: bool = False


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


class Complication(Struct, frozen=True, kw_only=True):
    """A proposed complication on a hero's key."""

    complication_id: str
    hero_id: str
    key_id: str
    complication_kind: str
    text: str
    proposer: str
    token: str | None = None
    status: str = "pending"  # pending | accepted | refused


class LocquemareOptions(Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    """Game creation options: the Chorus may prepare the secret pool up front."""

    secrets: tuple[SecretCard, ...] = ()


class LocquemareState(Struct, frozen=True, kw_only=True):
    """The whole table (section 4)."""

    phase: str = "setup"  # setup | between_acts | in_act | in_scene | between_scenarios
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

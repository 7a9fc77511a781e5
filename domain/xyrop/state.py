"""The Xyrop game state (spec sections 3 and 4): sheets, table elements, sessions, contests.

Every struct is frozen; evolve replaces what changes (``msgspec.structs.replace``) and
copies only the dict it edits, so folding stays cheap.
"""

from typing import Annotated, Any, Literal

import msgspec

from domain.xyrop.rules.ladder import StressLevel

SNAKE_CASE = r"^[a-z][a-z0-9]*(_[a-z0-9]+)*$"


class Model(msgspec.Struct, frozen=True, kw_only=True):
    """Base of the state's value objects."""


class XyropOptions(Model, forbid_unknown_fields=True, frozen=True):
    """Game creation options (the spec's ``InitializeGame`` parameters)."""

    stress_catalog: tuple[Annotated[str, msgspec.Meta(pattern=SNAKE_CASE)], ...] = ("wound",)
    max_distinctions_per_roll: Annotated[int, msgspec.Meta(ge=1, le=4)] = 1


class Config(Model, frozen=True):
    """The table's configuration, fixed at game creation."""

    stress_catalog: tuple[str, ...] = ("wound",)
    max_distinctions_per_roll: int = 1


class Race(Model, forbid_unknown_fields=True, frozen=True):
    """The character's race, used as the distinction ``race``."""

    name: str


class Distinction(Model, forbid_unknown_fields=True, frozen=True):
    """A distinction: added to a roll as a d8, or as a d4 that gains 1 destiny."""

    distinction_id: str
    name: str


class Treasure(Model, forbid_unknown_fields=True, frozen=True):
    """A treasure: an asset die, free once per session, then reactivated with destiny."""

    treasure_id: str
    name: str
    die: int = 6
    used_this_session: bool = False
    scene_die: int | None = None
    """T7: the die destiny stepped it up to, for the scene ``scene_index`` only."""
    scene_index: int | None = None

    def die_in(self, scene_index: int) -> int:
        """The treasure's die in this scene (stepped up with destiny for it, T7)."""
        if self.scene_die is not None and self.scene_index == scene_index:
            return self.scene_die
        return self.die


class Asset(Model, frozen=True):
    """An asset bought with destiny (d6, stepped up with destiny)."""

    asset_id: str
    name: str
    die: int


class PendingExperience(Model, frozen=True):
    """Experience choices opened by the end of an adventure."""

    swap: bool = False
    milestone: bool = False


class Sheet(Model, frozen=True):
    """A character sheet (spec section 3)."""

    character_id: str
    owner_player_id: str
    name: str
    race: Race
    distinctions: tuple[Distinction, ...]
    approaches: dict[str, int]
    roles: dict[str, int]
    values: dict[str, int]
    treasures: tuple[Treasure, ...]
    stress: dict[str, StressLevel]
    initial_destiny: int = 1
    destiny_points: int = 1
    assets: tuple[Asset, ...] = ()
    incapacitated_until_scene: int | None = None
    adventures_completed: int = 0
    pending_experience: PendingExperience = msgspec.field(default_factory=PendingExperience)
    """Whether a swap / a milestone is pending (the counts below, as booleans)."""
    swaps_pending: int = 0
    """Swaps to apply: one per adventure ended, one less per swap taken (T1)."""
    milestones_pending: int = 0
    """Milestone advances to take: one per third adventure, one less per advance (T1)."""
    trait_names: dict[str, str] = msgspec.field(default_factory=dict)
    """Approach, role and value id -> the name the player wrote (« Chef de bande »);
    a sheet registered before names were kept has none (``trait_name`` falls back)."""

    def trait_name(self, trait_id: str) -> str:
        """The name of an approach, role or value: as written, else its id made readable."""
        return self.trait_names.get(trait_id) or readable_id(trait_id)

    def traits(self) -> dict[str, int]:
        """Every approach, role and value: id -> die."""
        return {**self.approaches, **self.roles, **self.values}


def readable_id(identifier: str) -> str:
    """An id as words, for a sheet that kept no name: ``chef_de_bande`` -> « Chef de bande »."""
    words = identifier.replace("_", " ").strip()
    return words[:1].upper() + words[1:]


def pending(swaps: int, milestones: int) -> dict[str, Any]:
    """A sheet's pending-experience fields for these counts (T1: counted, never
    overwritten)."""
    return {"swaps_pending": swaps, "milestones_pending": milestones,
            "pending_experience": PendingExperience(swap=swaps > 0, milestone=milestones > 0)}


ElementKind = Literal["situation", "complication", "opportunity"]


class Element(Model, frozen=True):
    """A table element: a rated situation or complication, or an opportunity (no die)."""

    element_id: str
    kind: ElementKind
    name: str
    die: int | None
    target_character_id: str | None = None
    source_contest_id: str | None = None


class RolledDie(Model, frozen=True):
    """One die of a pool: its reference, the trait it comes from, its faces and result."""

    ref: str
    faces: int
    value: int
    source_id: str | None = None


OppositionKind = Literal["difficulty", "npc"]


class Opposition(Model, frozen=True):
    """The gm's roll against a contest; ``contest_ids``: every contest it was judged
    against (revision R2), whose gm 1s are exploited once for all."""

    kind: OppositionKind
    npc_id: str | None
    pool: tuple[RolledDie, ...]
    total: int
    gm_ones: int
    gm_ones_exploited: bool = False
    contest_ids: tuple[str, ...] = ()


ContestStatus = Literal["awaiting_opposition", "resolved", "cancelled"]


class Contest(Model, frozen=True):
    """One action roll and its opposition (each character has at most one awaiting)."""

    contest_id: str
    character_id: str
    status: ContestStatus
    pool: tuple[RolledDie, ...]
    kept_count: int
    kept_refs: tuple[str, ...]
    player_total: int
    player_ones: int
    player_ones_remaining: int
    player_stress_ids: tuple[str, ...]
    player_value_id: str | None
    destiny_before: int
    destiny_spent: int
    destiny_gained: int
    label: str | None = None
    opposition: Opposition | None = None
    outcome: Literal["success", "failure"] | None = None
    winner_side: Literal["player", "opposition"] | None = None
    effect_applied: bool = False


class SessionRoster(msgspec.Struct, frozen=True):
    """A session's number and who is present: how the session events, state and view
    start."""

    session_number: int
    present_character_ids: tuple[str, ...]


class SessionState(SessionRoster, Model, frozen=True):
    """The active session: who is present and its contests (in the order rolled)."""
    contests: dict[str, Contest] = msgspec.field(default_factory=dict)
    """Each character's latest roll of the session (an earlier one closes out, C4)."""
    current_contest_id: str | None = None
    opened_at: int = 0
    """The number of the event that started the session: a contest id ``contest-<n>`` with
    ``n`` above it and no longer held is a closed roll of this session."""

    def closed(self, contest_id: str, event_count: int) -> bool:
        """Whether ``contest_id`` is a roll of this session (up to event ``event_count``)
        closed out of the state."""
        prefix, _, number = contest_id.rpartition("-")
        return (prefix == "contest" and number.isdigit()
                and self.opened_at < int(number) <= event_count
                and contest_id not in self.contests)

    @property
    def current_contest(self) -> Contest | None:
        """The contest created by the latest roll of the session, if any."""
        if self.current_contest_id is None:
            return None
        return self.contests.get(self.current_contest_id)

    def live_contests(self) -> dict[str, Contest]:
        """Each character's latest contest of the session (character id -> contest): the
        one that accepts opposition, its effect and its 1s (revision R2)."""
        live: dict[str, Contest] = {}
        for contest in self.contests.values():
            live[contest.character_id] = contest
        return live

    def awaiting_contests(self) -> tuple[Contest, ...]:
        """The contests awaiting their opposition, in the order rolled."""
        return tuple(c for c in self.contests.values() if c.status == "awaiting_opposition")


class GameState(Model, frozen=True):
    """The whole game (spec section 4). ``event_count`` numbers created ids."""

    initialized: bool = True
    gm_player_id: str | None = None
    config: Config = msgspec.field(default_factory=Config)
    characters: dict[str, Sheet] = msgspec.field(default_factory=dict)
    scene_index: int = 0
    elements: dict[str, Element] = msgspec.field(default_factory=dict)
    npc_stress: dict[str, dict[str, StressLevel]] = msgspec.field(default_factory=dict)
    session_count: int = 0
    session: SessionState | None = None
    event_count: int = 0


def new_id(state: GameState, prefix: str, position: int = 1) -> str:
    """The id of an element created by the ``position``-th event of this decision."""
    return f"{prefix}-{state.event_count + position}"

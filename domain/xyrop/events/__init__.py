"""Xyrop events (spec section 6). Payload fields keep the spec's names; ``from`` is
spelled ``from_`` in Python and ``from`` on the wire."""

from typing import Literal

import msgspec

from domain.core import Event
from domain.xyrop.commands import Category, ContestEffect, MilestoneOption
from domain.xyrop.events.third_pass import ContestRescored, DiceKept, TreasureStepped
from domain.xyrop.rules.choices import AssetRef, StressTrack
from domain.xyrop.rules.ladder import StressLevel
from domain.xyrop.rules.records import (
    DestinyReset,
    DistinctionUsed,
    Participant,
    SheetChanges,
    SpendRecord,
    StepUpRecord,
    TreasureUsed,
)
from domain.xyrop.state import ElementKind, OppositionKind, RolledDie, SessionRoster, Sheet

Source = Literal["server", "physical"]


class GameInitialized(Event, frozen=True):
    """The table's configuration (the platform's game creation)."""

    gm_player_id: str | None
    stress_catalog: tuple[str, ...]
    max_distinctions_per_roll: int


class CharacterRegistered(Event, frozen=True):
    """A character joined the game with its full sheet."""

    character_id: str
    owner_player_id: str
    sheet: Sheet


class CharacterSheetAmended(Event, frozen=True):
    """The gm corrected a sheet."""

    character_id: str
    changes: SheetChanges


class SessionStarted(SessionRoster, Event, frozen=True):
    """A session opened: destiny reset, treasures unused, next scene.

    ``forfeited_experience``: characters whose pending experience was cleared; always
    empty since revision R4 (old streams replay as recorded)."""

    scene_index: int
    destiny_reset: tuple[DestinyReset, ...]
    forfeited_experience: tuple[str, ...]


class SessionRosterChanged(SessionRoster, Event, frozen=True):
    """The characters present in the session changed."""


class SceneAdvanced(Event, frozen=True):
    """A new scene began."""

    scene_index: int


class ActionRolled(Event, frozen=True):
    """A character rolled: the pool, the kept dice, the 1s and the destiny moves."""

    contest_id: str
    character_id: str
    label: str | None
    pool: tuple[RolledDie, ...]
    step_ups: tuple[StepUpRecord, ...]
    kept_count: int
    kept_refs: tuple[str, ...]
    player_total: int
    player_ones: int
    dice_source: Source
    distinctions: tuple[DistinctionUsed, ...]
    treasure_used: TreasureUsed | None
    own_stress_ids: tuple[str, ...]
    value_id: str | None
    spend: SpendRecord
    destiny_before: int
    destiny_spent: int
    destiny_gained: int
    destiny_after: int


class OppositionRolled(Event, frozen=True):
    """The gm's roll judged against one contest, which is resolved.

    One roll against several contests (revision R2) is one event per contest, each with
    the same pool; ``contest_ids`` names them all (empty in streams older than R2).
    """

    contest_id: str
    kind: OppositionKind
    npc_id: str | None
    pool: tuple[RolledDie, ...]
    dice_source: Source
    opposition_total: int
    gm_ones: int
    player_total: int
    outcome: Literal["success", "failure"]
    winner_side: Literal["player", "opposition"]
    contest_ids: tuple[str, ...] = ()


class ExtraDiceKept(DiceKept, Event, frozen=True):
    """Destiny spent after the dice (revision R1): the roll keeps more dice."""


class ContestCancelled(Event, frozen=True):
    """A contest awaiting opposition was dropped."""

    contest_id: str


class ContestEffectApplied(Event, frozen=True):
    """The winning side chose the contest's one effect."""

    contest_id: str
    side: Literal["player", "opposition"]
    effect: ContestEffect


class StressStepped(StressTrack, Event, frozen=True):
    """A stress track moved one step."""

    from_: StressLevel = msgspec.field(name="from")
    to: StressLevel
    incapacitated_until_scene: int | None
    reason: Literal["contest_effect", "gm_adjustment"]
    contest_id: str | None


class ElementStepped(Event, frozen=True):
    """A table element moved (``to`` None: removed)."""

    element_id: str
    kind: ElementKind
    from_: int | None = msgspec.field(name="from")
    to: int | None
    steps: int
    reason: Literal["contest_effect", "player_one", "gm_ones", "gm_adjustment"]
    contest_id: str | None


class SituationCreated(Event, frozen=True):
    """The gm created a rated situation."""

    element_id: str
    name: str
    die: int


class ComplicationCreated(Event, frozen=True):
    """A player 1 created a d6 complication."""

    element_id: str
    description: str
    die: int
    target_character_id: str | None
    contest_id: str


class OpportunityTriggered(Event, frozen=True):
    """The gm's 1s let a player create an opportunity."""

    element_id: str
    description: str
    character_id: str
    contest_id: str


class PlayerOneExploited(Event, frozen=True):
    """The gm used one of the roller's 1s."""

    contest_id: str
    character_id: str
    player_ones_remaining: int


class GmOnesExploited(Event, frozen=True):
    """A player used the gm's 1s."""

    contest_id: str
    character_id: str
    gm_ones: int


class DestinyChanged(Event, frozen=True):
    """A character gained or spent destiny outside a roll."""

    character_id: str
    delta: int
    reason: Literal["player_one_exploited", "gm_ones_exploited", "asset", "value_decision",
                    "keep_extra"]
    destiny_points_after: int
    note: str | None = None
    contest_id: str | None = None


class AssetCreated(AssetRef, Event, frozen=True):
    """A character bought an asset."""

    name: str
    die: int


class AssetStepped(AssetRef, Event, frozen=True):
    """An asset moved (``to`` None: removed)."""

    from_: int = msgspec.field(name="from")
    to: int | None
    reason: Literal["destiny", "player_one", "gm_adjustment", "session_end"]


class SessionEnded(Event, frozen=True):
    """The session closed; the contests still awaiting opposition are cancelled.

    ``cancelled_contest_id`` is the first of ``cancelled_contest_ids`` (older readers)."""

    session_number: int
    cancelled_contest_id: str | None
    cancelled_contest_ids: tuple[str, ...] = ()


class AdventureEnded(Event, frozen=True):
    """An adventure closed; participants may take their experience."""

    participants: tuple[Participant, ...]


class ExperienceSwapApplied(Event, frozen=True):
    """A trait stepped up and another of its category stepped down."""

    character_id: str
    category: Category
    improve_id: str
    improve_from: int
    improve_to: int
    degrade_id: str
    degrade_from: int
    degrade_to: int


class MilestoneAdvanceApplied(Event, frozen=True):
    """A character took its third-adventure advance."""

    character_id: str
    option: MilestoneOption
    target_id: str | None
    from_: int | None = msgspec.field(name="from")
    to: int | None


EVENT_TYPES: tuple[type[Event], ...] = (
    GameInitialized, CharacterRegistered, CharacterSheetAmended, SessionStarted,
    SessionRosterChanged, SceneAdvanced, ActionRolled, OppositionRolled, ContestCancelled,
    ContestEffectApplied, StressStepped, ElementStepped, SituationCreated, ComplicationCreated,
    OpportunityTriggered, PlayerOneExploited, GmOnesExploited, DestinyChanged, AssetCreated,
    AssetStepped, SessionEnded, AdventureEnded, ExperienceSwapApplied, MilestoneAdvanceApplied,
    ExtraDiceKept, ContestRescored, TreasureStepped,
)

__all__ = [
    "EVENT_TYPES", "ActionRolled", "AdventureEnded", "AssetCreated", "AssetStepped",
    "CharacterRegistered", "CharacterSheetAmended", "ComplicationCreated",
    "ContestCancelled", "ContestEffectApplied", "ContestRescored", "DestinyChanged",
    "DestinyReset", "DistinctionUsed", "ElementStepped", "ExperienceSwapApplied",
    "ExtraDiceKept", "GameInitialized", "GmOnesExploited", "MilestoneAdvanceApplied",
    "OpportunityTriggered", "OppositionRolled", "Participant", "PlayerOneExploited",
    "RolledDie", "SceneAdvanced", "SessionEnded", "SessionRosterChanged", "SessionStarted",
    "SheetChanges", "SituationCreated", "Source", "SpendRecord", "StepUpRecord",
    "StressStepped", "TreasureStepped", "TreasureUsed",
]

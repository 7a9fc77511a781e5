"""Xyrop commands (spec section 5, read through the platform conventions).

Fields whose bad values have a spec error code (a distinction mode, an opposition kind)
are plain strings checked by decide, so the client gets that code rather than a decode
error. The nested value objects live in ``rules.choices``.
"""

from typing import Annotated, Literal

import msgspec

from domain.core import Command
from domain.xyrop.rules.choices import (
    AssetRef,
    ContestEffect,
    DegradeAsset,
    DegradeOpportunity,
    DestinySpend,
    Direction,
    DistinctionUse,
    ElementStep,
    ExtraDie,
    GmOnesEffect,
    ImproveComplication,
    IncreaseInitialDestiny,
    MilestoneOption,
    NewComplication,
    NewDistinction,
    NewTreasure,
    Part,
    PlayerOneEffect,
    StepUpComplication,
    StepUpTrait,
    StressStep,
    StressTrack,
    TaggedPart,
    TreasureInput,
    TreasureUse,
    TriggerOpportunity,
)
from domain.xyrop.state import Distinction, Race, Treasure

Category = Literal["approach", "role", "value"]


class RegisterCharacter(Command, frozen=True):
    """Create a character; a gm names the owning seat in ``owner_player_id``."""

    name: str
    race: Race
    distinctions: tuple[Distinction, ...]
    approaches: dict[str, int]
    roles: dict[str, int]
    treasure: TreasureInput
    values: dict[str, int] = {}
    character_id: str | None = None
    owner_player_id: str | None = None


class AmendCharacterSheet(Command, frozen=True):
    """Gm correction of a sheet: any field given replaces the sheet's."""

    character_id: str
    name: str | None = None
    race: Race | None = None
    distinctions: tuple[Distinction, ...] | None = None
    approaches: dict[str, int] | None = None
    roles: dict[str, int] | None = None
    values: dict[str, int] | None = None
    treasures: tuple[Treasure, ...] | None = None


class StartSession(Command, frozen=True):
    """Open a session: destiny reset, treasures unused, next scene."""

    present_character_ids: tuple[str, ...]


class ChangeSessionRoster(Command, frozen=True):
    """Characters join or leave the active session."""

    add_ids: tuple[str, ...] = ()
    remove_ids: tuple[str, ...] = ()


class AdvanceScene(Command, frozen=True):
    """The gm declares a new scene."""


class RollAction(Command, frozen=True):
    """A character's action roll: it opens the session's current contest."""

    character_id: str
    approach_id: str
    role_id: str
    value_id: str | None = None
    distinctions: tuple[DistinctionUse, ...] = ()
    treasure: TreasureUse | None = None
    asset_ids: tuple[str, ...] = ()
    own_stress_ids: tuple[str, ...] = ()
    destiny: DestinySpend = msgspec.field(default_factory=DestinySpend)
    label: str | None = None
    dice: dict[str, int] | None = None


class RollOpposition(Command, frozen=True):
    """The gm's one difficulty or npc roll, judged against each awaiting contest named.

    ``contest_ids`` names one or more contests (revision R2: a group check); the older
    body's single ``contest_id`` is still accepted. Give one of the two, not both.
    """

    kind: str
    contest_ids: tuple[str, ...] = ()
    contest_id: str | None = None
    difficulty_dice: int | None = None
    npc_id: str | None = None
    npc_dice: tuple[int, ...] | None = None
    pc_stress_ids: tuple[str, ...] = ()
    pc_value_id: str | None = None
    element_ids: tuple[str, ...] = ()
    extra_dice: tuple[ExtraDie, ...] = ()
    dice: dict[str, int] | None = None
    stress_of: dict[str, tuple[str, ...]] = {}
    """T6: contest id -> that roller's stress dice, added to the roll judged against it
    (refs ``pc_stress:<contest_id>:<stress_id>``)."""
    value_of: dict[str, str] = {}
    """T6: contest id -> that roller's value betrayed (ref ``pc_value:<contest_id>``)."""


class SpendDestinyOnRoll(Command, frozen=True):
    """After the dice (revision R1): 1 destiny per extra die kept in an awaiting roll."""

    contest_id: str
    keep_extra: Annotated[int, msgspec.Meta(ge=1)] = 1


class CancelContest(Command, frozen=True):
    """The gm drops a contest still awaiting opposition."""

    contest_id: str


class ApplyContestEffect(Command, frozen=True):
    """The winning side steps one stress or rated element."""

    contest_id: str
    effect: ContestEffect


class ExploitPlayerOne(Command, frozen=True):
    """The gm uses one of the roller's 1s (the roller gains 1 destiny)."""

    contest_id: str
    effect: PlayerOneEffect


class ExploitGmOnes(Command, frozen=True):
    """A player spends 1 destiny on the gm's 1s."""

    contest_id: str
    character_id: str
    effect: GmOnesEffect


class CreateAsset(Command, frozen=True):
    """1 destiny: a new d6 asset."""

    character_id: str
    name: str


class StepUpAsset(AssetRef, Command, frozen=True):
    """1 destiny: an asset steps up."""


class RemoveAsset(AssetRef, Command, frozen=True):
    """The gm removes an asset."""


class AwardValueDestiny(Command, frozen=True):
    """The gm gives 1 destiny for a costly decision driven by a value."""

    character_id: str
    value_id: str
    note: str = ""


class CreateSituation(Command, frozen=True):
    """The gm creates a rated situation."""

    name: str
    die: int


class AdjustElement(Command, frozen=True):
    """The gm steps a table element up or down, or removes it."""

    element_id: str
    action: Literal["up", "down", "remove"]


class AdjustStress(StressTrack, Command, frozen=True):
    """The gm steps a stress track (an evolution of the situation)."""

    direction: Direction


class EndSession(Command, frozen=True):
    """Close the session (a contest awaiting opposition is cancelled)."""


class EndAdventure(Command, frozen=True):
    """Close an adventure: participants gain a swap, every third a milestone."""

    participant_ids: tuple[str, ...]


class ApplyExperienceSwap(Command, frozen=True):
    """Step one trait up and another of the same category down."""

    character_id: str
    category: Category
    improve_id: str
    degrade_id: str


class ApplyMilestoneAdvance(Command, frozen=True):
    """Take the advance of a third adventure."""

    character_id: str
    option: MilestoneOption


COMMAND_TYPES: tuple[type[Command], ...] = (
    RegisterCharacter, AmendCharacterSheet, StartSession, ChangeSessionRoster, AdvanceScene,
    RollAction, RollOpposition, CancelContest, ApplyContestEffect, ExploitPlayerOne,
    ExploitGmOnes, CreateAsset, StepUpAsset, RemoveAsset, AwardValueDestiny, CreateSituation,
    AdjustElement, AdjustStress, EndSession, EndAdventure, ApplyExperienceSwap,
    ApplyMilestoneAdvance, SpendDestinyOnRoll,
)

__all__ = [
    "COMMAND_TYPES", "AdjustElement", "AdjustStress", "AdvanceScene", "AmendCharacterSheet",
    "ApplyContestEffect", "ApplyExperienceSwap", "ApplyMilestoneAdvance", "AwardValueDestiny",
    "CancelContest", "Category", "ChangeSessionRoster", "ContestEffect", "CreateAsset",
    "CreateSituation", "DegradeAsset", "DegradeOpportunity", "DestinySpend", "Direction",
    "DistinctionUse", "ElementStep", "EndAdventure", "EndSession", "ExploitGmOnes",
    "ExploitPlayerOne", "ExtraDie", "GmOnesEffect", "ImproveComplication",
    "IncreaseInitialDestiny", "MilestoneOption", "NewComplication", "NewDistinction",
    "NewTreasure", "Part", "PlayerOneEffect", "RegisterCharacter", "RemoveAsset", "RollAction",
    "RollOpposition", "SpendDestinyOnRoll", "StartSession", "StepUpAsset", "StepUpComplication",
    "StepUpTrait", "StressStep", "TaggedPart", "TreasureInput", "TreasureUse",
    "TriggerOpportunity",
]

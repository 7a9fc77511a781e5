"""The value objects nested in Xyrop commands: pool choices, effects, milestone options."""

from typing import Literal

import msgspec

Direction = Literal["up", "down"]


class Part(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    """Base of the value objects nested in commands."""


class TaggedPart(Part, tag_field="type", tag=str.lower, frozen=True):
    """Base of the nested tagged unions (effects, milestone options)."""


class StressTrack(msgspec.Struct, frozen=True):
    """One stress track of a character or an npc: what stress steps, commands and events
    are about."""

    target_kind: Literal["character", "npc"]
    target_id: str
    stress_id: str


class AssetRef(msgspec.Struct, frozen=True):
    """One of a character's assets: what asset effects, commands and events are about."""

    character_id: str
    asset_id: str


class TreasureInput(Part, frozen=True):
    """The treasure chosen at creation (a d6, unused)."""

    treasure_id: str
    name: str


class DistinctionUse(Part, frozen=True):
    """A distinction added to a roll: ``d8``, or ``d4`` that gains 1 destiny."""

    distinction_id: str
    mode: str


class TreasureUse(Part, frozen=True):
    """The treasure added to a roll; ``reactivate`` pays 1 destiny for a second use."""

    treasure_id: str
    reactivate: bool = False


class DestinyPurchases(msgspec.Struct, frozen=True):
    """What destiny buys on a roll: the fields a spend asks for and its record keeps."""

    extra_approaches: tuple[str, ...] = ()
    extra_roles: tuple[str, ...] = ()
    step_ups: tuple[str, ...] = ()
    keep_extra: int = 0


class DestinySpend(DestinyPurchases, Part, frozen=True):
    """Destiny spent on a roll before the dice: one point per item, per keep_extra."""


class ExtraDie(Part, frozen=True):
    """A situation or environment die the gm adds to an opposition."""

    label: str
    faces: int


class StressStep(StressTrack, TaggedPart, tag="stress_step", frozen=True):
    """Step a stress track of a character or an npc up or down."""

    direction: Direction


class ElementStep(TaggedPart, tag="element_step", frozen=True):
    """Step a rated table element (situation, complication) up or down."""

    element_id: str
    direction: Direction


ContestEffect = StressStep | ElementStep


class NewComplication(TaggedPart, tag="new_complication", frozen=True):
    """A player 1 creates a d6 complication."""

    description: str
    target_character_id: str | None = None


class StepUpComplication(TaggedPart, tag="step_up_complication", frozen=True):
    """A player 1 steps a complication up."""

    element_id: str


class DegradeOpportunity(TaggedPart, tag="degrade_opportunity", frozen=True):
    """A player 1 removes an opportunity."""

    element_id: str


class DegradeAsset(AssetRef, TaggedPart, tag="degrade_asset", frozen=True):
    """A player 1 steps a character's asset down (d4 is removed)."""


PlayerOneEffect = NewComplication | StepUpComplication | DegradeOpportunity | DegradeAsset


class TriggerOpportunity(TaggedPart, tag="trigger_opportunity", frozen=True):
    """The gm's 1s let a player create an opportunity."""

    description: str


class ImproveComplication(TaggedPart, tag="improve_complication", frozen=True):
    """The gm's 1s step a complication down, one step per 1."""

    element_id: str


GmOnesEffect = TriggerOpportunity | ImproveComplication


class NewDistinction(TaggedPart, tag="new_distinction", frozen=True):
    """Milestone: a new distinction."""

    distinction_id: str
    name: str


class NewTreasure(TaggedPart, tag="new_treasure", frozen=True):
    """Milestone (gm only): a new treasure, d6."""

    treasure_id: str
    name: str


class StepUpTrait(TaggedPart, tag="step_up", frozen=True):
    """Milestone: one die of an approach, role, value or treasure steps up."""

    category: Literal["approach", "role", "value", "treasure"]
    id: str


class IncreaseInitialDestiny(TaggedPart, tag="increase_initial_destiny", frozen=True):
    """Milestone: initial destiny + 1."""


MilestoneOption = NewDistinction | NewTreasure | StepUpTrait | IncreaseInitialDestiny

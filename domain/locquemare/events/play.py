"""Events of play: the action flow, complications, harm, conflicts and npcs."""

from typing import Annotated

from domain.core import Event
from domain.locquemare.commands.play import (
    ActionDeclaration,
    ActionRef,
    ComplicationRef,
    ComplicationRefusal,
    NpcStress,
    StressPayment,
)
from domain.locquemare.commands.table import HeroRef, KeyText
from domain.locquemare.rules.action import (
    HIDDEN_KEY,
    Activation,
    DiceRecord,
    Modifier,
)
from domain.locquemare.state import ComplicationProposal


class ActionDeclared(ActionDeclaration, Event, frozen=True, kw_only=True):
    """An action was declared (``action_type``: the spec's ``type``)."""


class DifficultySet(ActionRef, Event, frozen=True, kw_only=True):
    """The Adversity set the difficulty (7.2); hidden parts are redacted for heroes."""

    base: int
    activations: tuple[Activation, ...]
    modifiers: tuple[Modifier, ...]
    panicked: int
    total: int
    edge_die_sides: int | None = None
    hidden_key_id: Annotated[str | None, HIDDEN_KEY] = None
    edge_dice: tuple[int, ...] = ()
    elan_text: str | None = None


class KeyActivated(ActionRef, Event, frozen=True, kw_only=True):
    """A key was activated for (or, by the Adversity, against) an action."""

    key_id: Annotated[str | None, HIDDEN_KEY]
    activator: str
    beneficiary: str | None
    payment: str
    bonus: int
    edge: DiceRecord | None = None
    hidden: bool = False


class ProwessActivated(ActionRef, Event, frozen=True, kw_only=True):
    """A prowess was activated."""

    hero_id: str
    prowess_id: str
    bonus: int
    payment: str | None = None


class ActionRolled(ActionRef, Event, frozen=True, kw_only=True):
    """The fate dice (and edge die) were rolled."""

    fate: DiceRecord
    edge: DiceRecord | None = None
    dice_total: int


class ActionResolved(ActionRef, Event, frozen=True, kw_only=True):
    """Motivation against difficulty gave a tier and its outcome menu (7.3-7.4)."""

    base_motivation: int | None
    dice_total: int
    prowess_bonus: int
    key_bonus: int
    motivation: int | None
    difficulty: int | None
    tier: str
    options: tuple[str, ...]


class OutcomeChosen(ActionRef, Event, frozen=True, kw_only=True):
    """An option of the menu was chosen (or applied, when it was the only one)."""

    option: str


class ActionClosed(ActionRef, Event, frozen=True, kw_only=True):
    """The action is over."""


class DamageDealt(ActionRef, Event, frozen=True, kw_only=True):
    """An attack dealt damage."""

    npc_id: str | None
    amount: int


class ComplicationProposed(ComplicationProposal, Event, frozen=True, kw_only=True):
    """A complication was proposed on a hero's key."""


class ComplicationAccepted(ComplicationRef, Event, frozen=True, kw_only=True):
    """The complication was accepted."""


class ComplicationRefused(ComplicationRefusal, Event, frozen=True, kw_only=True):
    """The complication was refused for a token."""


class StressApplied(StressPayment, Event, frozen=True, kw_only=True):
    """Stress paid from a resource; what it cannot pay overflows (D5)."""

    absorbed: int
    overflow: int
    stress: int
    resource_current: int


class StressChecked(HeroRef, Event, frozen=True, kw_only=True):
    """The d10 against the stress level (D6, D28)."""

    d10: DiceRecord
    stress: int
    converted: bool
    severity: str | None = None


class ConsequenceInflicted(HeroRef, Event, frozen=True, kw_only=True):
    """A consequence key filled a slot."""

    key_id: str
    severity: str
    text: str
    effect: str
    cause: str  # conversion | absorb | outcome | adversity


class ConsequenceDescribed(KeyText, Event, frozen=True, kw_only=True):
    """The Adversity described a consequence."""

    effect: str


class ConsequenceRecovered(HeroRef, Event, frozen=True, kw_only=True):
    """A consequence healed and its slot is free."""

    key_id: str
    severity: str


class ExtremeConsequenceTaken(HeroRef, Event, frozen=True, kw_only=True):
    """A character key was replaced by an extreme consequence (D8)."""

    replaced_key_id: str
    key_id: str
    text: str


class HarmPending(HeroRef, Event, frozen=True, kw_only=True):
    """The hero must resolve harm before anything else."""

    conversion_severity: str | None
    overflow: int
    options: tuple[str, ...]
    owed_consequence: bool = False


class HarmResolved(HeroRef, Event, frozen=True, kw_only=True):
    """Pending harm was resolved."""

    option: str


class HeroTakenOut(HeroRef, Event, frozen=True, kw_only=True):
    """The hero is out of the scene."""


class HeroLeftScene(HeroRef, Event, frozen=True, kw_only=True):
    """A panicked hero left the scene (R4): it acts no more in this scene."""


class StressCleared(HeroRef, Event, frozen=True, kw_only=True):
    """Stress back to 0 at scene end."""


class ResourcesRestored(HeroRef, Event, frozen=True, kw_only=True):
    """Current resources back to the allocation."""

    resources_current: dict[str, int]


class ConflictStarted(Event, frozen=True, kw_only=True):
    """A conflict opened."""

    conflict_id: str


class ConflictEnded(Event, frozen=True, kw_only=True):
    """The conflict closed; conceded heroes may act again."""

    conflict_id: str


class DefeatAccepted(HeroRef, Event, frozen=True, kw_only=True):
    """A hero accepted defeat (R2): 1 token + 1 per consequence counted.

    ``consequences_in_conflict`` counts the open conflict's consequences, or the scene's
    when ``counted_in`` is ``scene`` (no conflict open).
    """

    consequences_in_conflict: int
    tokens: int
    counted_in: str = "conflict"  # conflict | scene


class AdversityDefeatAccepted(Event, frozen=True, kw_only=True):
    """The Adversity conceded (the conflict's id, or null outside a conflict: T12)."""

    conflict_id: str | None = None


class NpcStressApplied(NpcStress, Event, frozen=True, kw_only=True):
    """Stress on an npc: boxes first (D22)."""

    boxes_marked: int
    remaining: int


class NpcHarmPending(Event, frozen=True, kw_only=True):
    """The Adversity must absorb the remaining stress with slots or take the npc out."""

    npc_id: str
    remaining: int


class NpcConsequenceTaken(Event, frozen=True, kw_only=True):
    """An npc consequence slot was used."""

    npc_id: str
    severity: str


class NpcTakenOut(Event, frozen=True, kw_only=True):
    """The npc is out."""

    npc_id: str

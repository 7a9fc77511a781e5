"""Commands of Voyages & Aventures (spec section 5), named as in the spec.

Where the spec omits the conflict a stake, cost or settlement belongs to, ``conflict_id``
is added; where a seat may control several sides, an optional ``side_id`` says which.
"""

from typing import Literal

from domain.core import Command
from domain.voyages.conflict_commands import *  # noqa: F403  (one module per message kind)
from domain.voyages.conflict_model import (
    GridAdjective,
)
from domain.voyages.model import GroupMode, Involvement, Modifier, Purchase
from domain.voyages.sheet import Duration, Polarity, Record, Target, Trade, Trait

# --- sheet ----------------------------------------------------------------------------


class OwnTintSpec(Record, frozen=True, kw_only=True):
    """An own tint as sent by a client (``current`` defaults to ``base_score``)."""

    tint: str
    base_score: int
    current: int | None = None


class InventorySpec(Record, frozen=True, kw_only=True):
    """An inventory tint as sent by a client."""

    tint: str
    points: int
    tattooed: bool = False
    inventory_id: str | None = None
    current: int | None = None


class AdjectiveSpec(Record, frozen=True, kw_only=True):
    """An adjective written on a sheet at registration."""

    name: str
    value: int
    polarity: Polarity
    duration: Duration
    is_false: bool = False
    adjective_id: str | None = None


class SheetCommand(Command, frozen=True, kw_only=True):
    """Fields of a full sheet (section 3), shared by registration and revision."""

    name: str
    traits: tuple[Trait, ...] = ()
    trades: tuple[Trade, ...] = ()
    own_tints: tuple[OwnTintSpec, ...] = ()
    tint_inventory: tuple[InventorySpec, ...] = ()
    flaws: tuple[str, ...] = ()
    adjectives: tuple[AdjectiveSpec, ...] = ()


class RegisterCharacter(SheetCommand, frozen=True, kw_only=True):
    """Create a character (id and owner default to a slug and the issuing seat)."""

    character_id: str | None = None
    owner_player_id: str | None = None


class ReviseCharacterSheet(SheetCommand, frozen=True, kw_only=True):
    """GM: replace a sheet (creation and evolution rules are out of scope)."""

    character_id: str
    reason: str = ""


class RegisterThing(Command, frozen=True, kw_only=True):
    """GM: a thing that can carry adjectives."""

    thing_id: str
    name: str
    holder_character_id: str | None = None


class AddAdjective(Command, frozen=True, kw_only=True):
    """GM: add an adjective (or raise the value of the same one, A2)."""

    target: Target
    name: str
    value: int
    polarity: Polarity
    duration: Duration
    is_false: bool = False


class ChangeAdjectiveValue(Command, frozen=True, kw_only=True):
    """GM: change an adjective's value by ``delta``."""

    adjective_id: str
    delta: int


class RemoveAdjective(Command, frozen=True, kw_only=True):
    """GM: remove an adjective."""

    adjective_id: str
    reason: str = ""


class AddInventoryTint(Command, frozen=True, kw_only=True):
    """GM: add a tint to a character's inventory."""

    character_id: str
    tint: str
    points: int
    tattooed: bool = False


class RestoreTattooTint(Command, frozen=True, kw_only=True):
    """GM: a tattooed tint regains points back in contact with its tint [D13]."""

    character_id: str
    inventory_id: str
    amount: int


class RestNight(Command, frozen=True, kw_only=True):
    """GM: a night of rest regenerates one point of each own tint not neglected."""

    character_ids: tuple[str, ...]
    neglected: dict[str, tuple[str, ...]] = {}


class EndScene(Command, frozen=True, kw_only=True):
    """GM: the scene ends (scene adjectives expire)."""


class EndDay(Command, frozen=True, kw_only=True):
    """GM: the day ends (day adjectives expire)."""


class EndSession(Command, frozen=True, kw_only=True):
    """GM: the session ends (session adjectives expire)."""


class EndAdventure(Command, frozen=True, kw_only=True):
    """GM: the adventure ends (adventure adjectives expire)."""


# --- action ---------------------------------------------------------------------------


class HelperSpec(Record, frozen=True, kw_only=True):
    """A double-edged helper of an action: rolls, then -4."""

    character_id: str
    modifiers: tuple[Modifier, ...] = ()
    dice: tuple[int, ...] | None = None


class RollAction(Command, frozen=True, kw_only=True):
    """Roll 1d6 for an action (7.2)."""

    action_id: str
    character_id: str
    modifiers: tuple[Modifier, ...] = ()
    helpers: tuple[HelperSpec, ...] = ()
    dice: tuple[int, ...] | None = None


class RerollWithTint(Command, frozen=True, kw_only=True):
    """Spend one point of an own (or tattooed) tint to reroll a die."""

    resolution_id: str
    roll_id: str
    tint_source: Literal["own", "tattoo"]
    tint: str | None = None
    inventory_id: str | None = None
    dice: tuple[int, ...] | None = None


class MaybeCost(Record, frozen=True, kw_only=True):
    """The extra cost paid on a 'maybe'."""

    description: str
    adjective: GridAdjective | None = None


class ChooseMaybeOption(Command, frozen=True, kw_only=True):
    """The owner's answer to a 'maybe' outcome."""

    action_id: str
    option: Literal["lower_ambition", "pay_cost", "decline"]
    cost: MaybeCost | None = None


class CloseAction(Command, frozen=True, kw_only=True):
    """GM: close an action."""

    action_id: str


class InvokeFlaw(Command, frozen=True, kw_only=True):
    """GM (at the player's request): redirect a harmful effect through a flaw [D17]."""

    effect_id: str
    character_id: str
    flaw: str
    replacement_description: str
    replacement_adjective: GridAdjective | None = None


# --- situation ------------------------------------------------------------------------


class ParticipantSpec(Record, frozen=True, kw_only=True):
    """A participant of a situation and its involvement."""

    character_id: str
    involvement: Involvement = "front_line"


class OpenSituation(Command, frozen=True, kw_only=True):
    """GM: open a situation resolution."""

    situation_id: str
    description: str = ""
    participants: tuple[ParticipantSpec, ...]
    group_mode: GroupMode = "solo"
    opportunity_shift: int = 0
    risk_shift: int = 0
    terrain_player: int = 0
    terrain_environment: int = 0
    result_mode: Literal["adjectives", "value"] = "adjectives"


class SetInvolvement(Command, frozen=True, kw_only=True):
    """Owner: choose an involvement level before rolling."""

    situation_id: str
    character_id: str
    involvement: Involvement


class TakeRisk(Command, frozen=True, kw_only=True):
    """Owner: take a risk (-1 on both cost lists, front line)."""

    situation_id: str
    character_id: str


class RollSituation(Command, frozen=True, kw_only=True):
    """Roll a participant's d6."""

    situation_id: str
    character_id: str
    modifiers: tuple[Modifier, ...] = ()
    dice: tuple[int, ...] | None = None


class RollEnvironment(Command, frozen=True, kw_only=True):
    """GM: roll the environment's d6."""

    situation_id: str
    modifiers: tuple[Modifier, ...] = ()
    dice: tuple[int, ...] | None = None


class ScoreSituation(Command, frozen=True, kw_only=True):
    """GM: compute scores and pools."""

    situation_id: str


class SplitGroup(Command, frozen=True, kw_only=True):
    """GM: split a group into subgroups after the rolls."""

    situation_id: str
    subgroups: tuple[tuple[str, ...], ...]


class ApportionGroupResult(Command, frozen=True, kw_only=True):
    """GM: share an average group's consequences unevenly (same total)."""

    situation_id: str
    subgroup: int
    allocations: dict[str, int]


class SpendSituationPoints(Command, frozen=True, kw_only=True):
    """Spend points of a pool on effects."""

    situation_id: str
    pool_id: str
    purchases: tuple[Purchase, ...]


class CloseSituation(Command, frozen=True, kw_only=True):
    """GM: close a situation (unspent points are forfeited)."""

    situation_id: str


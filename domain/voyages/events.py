"""Events of Voyages & Aventures (spec section 6); ``effect_id`` marks undoable changes."""

from typing import Literal

from domain.core import Event
from domain.voyages.commands import MaybeCost, ParticipantSpec
from domain.voyages.conflict_events import *  # noqa: F403  (one module per message kind)
from domain.voyages.model import DiceRecord, Modifier, Pool, PricedPurchase, SubgroupScore
from domain.voyages.sheet import Character, Duration, Polarity, Record, Target

# --- sheet and time -------------------------------------------------------------------


class CharacterRegistered(Event, frozen=True, kw_only=True):
    """A character joined the table."""

    character: Character


class CharacterSheetRevised(Event, frozen=True, kw_only=True):
    """The GM replaced a sheet."""

    character_id: str
    character: Character
    reason: str = ""


class ThingRegistered(Event, frozen=True, kw_only=True):
    """A thing that can carry adjectives."""

    thing_id: str
    name: str
    holder_character_id: str | None = None


class AdjectiveAdded(Event, frozen=True, kw_only=True):
    """A new adjective on a character or thing."""

    adjective_id: str
    target: Target
    name: str
    value: int
    polarity: Polarity
    duration: Duration
    is_false: bool = False
    cause: str = "gm"
    effect_id: str | None = None


class AdjectiveValueChanged(Event, frozen=True, kw_only=True):
    """An adjective's value changed."""

    adjective_id: str
    target: Target
    old_value: int
    new_value: int
    cause: str = "gm"
    effect_id: str | None = None


class AdjectiveRemoved(Event, frozen=True, kw_only=True):
    """An adjective is gone."""

    adjective_id: str
    target: Target
    reason: Literal["gm", "expired", "used", "reduced", "negated"]
    effect_id: str | None = None


class InventoryTintAdded(Event, frozen=True, kw_only=True):
    """A tint entered a character's inventory."""

    character_id: str
    inventory_id: str
    tint: str
    points: int
    tattooed: bool


class TattooTintRestored(Event, frozen=True, kw_only=True):
    """A tattooed tint regained ``points``."""

    character_id: str
    inventory_id: str
    points: int
    current: int


class OwnTintRegenerated(Event, frozen=True, kw_only=True):
    """An own tint regained one point overnight."""

    character_id: str
    tint: str
    current: int


class TimeBoundaryPassed(Event, frozen=True, kw_only=True):
    """A scene, day, session or adventure ended; ``counter`` is the new one."""

    boundary: Literal["scene", "day", "session", "adventure"]
    counter: int


# --- action ---------------------------------------------------------------------------


class MainRoll(Record, frozen=True, kw_only=True):
    """The main roll of an action."""

    roll_id: str
    dice: DiceRecord
    modifiers: tuple[Modifier, ...]
    modifier_total: int


class HelperRoll(Record, frozen=True, kw_only=True):
    """A helper's roll (score = die + modifiers - 4)."""

    roll_id: str
    character_id: str
    dice: DiceRecord
    modifiers: tuple[Modifier, ...]
    score: int


class ActionRolled(Event, frozen=True, kw_only=True):
    """The dice of an action."""

    action_id: str
    character_id: str
    main: MainRoll
    helpers: tuple[HelperRoll, ...] = ()


class ActionResultComputed(Event, frozen=True, kw_only=True):
    """The outcome of an action (after the roll or a reroll)."""

    action_id: str
    natural_one: bool
    total: int | None
    tier: Literal["fail_complication", "no", "maybe", "yes", "yes_and"]
    margin: int | None = None


class MaybeResolved(Event, frozen=True, kw_only=True):
    """The owner answered a 'maybe'."""

    action_id: str
    option: Literal["lower_ambition", "pay_cost", "decline"]
    cost: MaybeCost | None = None
    effect_id: str | None = None


class ActionClosed(Event, frozen=True, kw_only=True):
    """An action is closed."""

    action_id: str


class TintSpentForReroll(Event, frozen=True, kw_only=True):
    """One tint point paid for a reroll."""

    character_id: str
    tint_source: Literal["own", "tattoo"]
    tint: str
    inventory_id: str | None = None
    remaining: int


class RollRerolled(Event, frozen=True, kw_only=True):
    """A die was rerolled; the roll's score follows."""

    resolution_id: str
    roll_id: str
    previous_die: int
    dice: DiceRecord
    new_score: int


class FlawInvoked(Event, frozen=True, kw_only=True):
    """A flaw redirected a harmful effect."""

    resolution_id: str
    character_id: str
    flaw: str
    effect_id: str
    replacement_description: str
    replacement_effect_id: str | None = None


class StakeReturned(Event, frozen=True, kw_only=True):
    """An acquired stake goes back to its owner (priced again)."""

    conflict_id: str
    stake_id: str
    status: Literal["priced"] = "priced"


# --- situation ------------------------------------------------------------------------


class SituationOpened(Event, frozen=True, kw_only=True):
    """A situation resolution opened."""

    situation_id: str
    description: str
    participants: tuple[ParticipantSpec, ...]
    group_mode: Literal["solo", "sum", "average"]
    opportunity_shift: int
    risk_shift: int
    terrain_player: int
    terrain_environment: int
    result_mode: Literal["adjectives", "value"]


class InvolvementSet(Event, frozen=True, kw_only=True):
    """A participant's involvement level."""

    situation_id: str
    character_id: str
    involvement: Literal["not_involved", "in_retreat", "involved", "front_line"]


class RiskTaken(Event, frozen=True, kw_only=True):
    """A participant took a risk."""

    situation_id: str
    character_id: str


class SituationRolled(Event, frozen=True, kw_only=True):
    """A participant's (or, with no character, the environment's) roll."""

    situation_id: str
    roll_id: str
    character_id: str | None
    dice: DiceRecord
    modifiers: tuple[Modifier, ...]
    score: int


class GroupSplit(Event, frozen=True, kw_only=True):
    """The group split into subgroups."""

    situation_id: str
    subgroups: tuple[tuple[str, ...], ...]


class GroupResultApportioned(Event, frozen=True, kw_only=True):
    """An average group's result shared unevenly."""

    situation_id: str
    subgroup: int
    allocations: dict[str, int]


class SituationScored(Event, frozen=True, kw_only=True):
    """Scores and pools of a situation."""

    situation_id: str
    scores: dict[str, int]
    environment_score: int
    subgroups: tuple[SubgroupScore, ...]
    pools: tuple[Pool, ...]
    value: int | None = None


class SituationPointsSpent(Event, frozen=True, kw_only=True):
    """Purchases paid from a pool."""

    situation_id: str
    pool_id: str
    purchases: tuple[PricedPurchase, ...]
    remaining: int


class SituationClosed(Event, frozen=True, kw_only=True):
    """A situation closed; unspent points forfeited."""

    situation_id: str
    forfeited: dict[str, int]


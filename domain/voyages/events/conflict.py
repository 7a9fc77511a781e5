"""Conflict events outside a round: opening, stakes, action costs, settlements, what a
side wins, escalation, frames, leaving and closing."""

from typing import Literal

from domain.core import Event
from domain.voyages.rules.conflict import GridAdjective, GridEntry, Level, SettlementTerm, Side
from domain.voyages.rules.sheet import Record


class ConflictOpened(Event, frozen=True, kw_only=True):
    """A conflict opened."""

    conflict_id: str
    frame: str
    escalation_points: int
    generic_grid: tuple[GridEntry, ...]
    sides: tuple[Side, ...]
    initiator_side_id: str


class StakeProposed(Event, frozen=True, kw_only=True):
    """A side wants something from another."""

    conflict_id: str
    stake_id: str
    owner_side_id: str
    wanted_by_side_id: str | None
    description: str


class StakeOffered(Event, frozen=True, kw_only=True):
    """A side offers something of its own, priced."""

    conflict_id: str
    stake_id: str
    owner_side_id: str
    wanted_by_side_id: str | None = None
    description: str
    cost: int


class StakePriced(Event, frozen=True, kw_only=True):
    """A proposed stake got its price."""

    conflict_id: str
    stake_id: str
    cost: int


class StakeRefused(Event, frozen=True, kw_only=True):
    """A proposed stake is refused."""

    conflict_id: str
    stake_id: str


class ActionCostSet(Event, frozen=True, kw_only=True):
    """A cost attached to an action."""

    conflict_id: str
    cost_id: str
    trigger: str
    description: str
    adjective: GridAdjective | None = None


class ActionCostApplied(Event, frozen=True, kw_only=True):
    """An action cost hit a character."""

    conflict_id: str
    cost_id: str
    character_id: str
    effect_id: str


class SideTotals(Record, frozen=True, kw_only=True):
    """What a side gives and receives in a settlement (informative)."""

    gives: int = 0
    receives: int = 0


class SettlementProposed(Event, frozen=True, kw_only=True):
    """A settlement proposed (the proposer accepts it)."""

    conflict_id: str
    settlement_id: str
    proposer_side_id: str
    terms: tuple[SettlementTerm, ...]
    totals: dict[str, SideTotals]


class SettlementAccepted(Event, frozen=True, kw_only=True):
    """A side accepted a settlement."""

    conflict_id: str
    settlement_id: str
    side_id: str


class SettlementRejected(Event, frozen=True, kw_only=True):
    """A side rejected a settlement."""

    conflict_id: str
    settlement_id: str
    side_id: str


class ConflictSettled(Event, frozen=True, kw_only=True):
    """Every active side accepted a settlement."""

    conflict_id: str
    settlement_id: str


class StakeAcquired(Event, frozen=True, kw_only=True):
    """A side got a stake."""

    conflict_id: str
    stake_id: str
    by_side_id: str
    from_side_id: str
    effect_id: str


class GenericStakeAcquired(Event, frozen=True, kw_only=True):
    """A generic tier inflicted on a side (or one member)."""

    conflict_id: str
    tier: int
    description: str
    by_side_id: str
    target_side_id: str
    member: str | None = None
    effect_id: str


class EscalationChanged(Event, frozen=True, kw_only=True):
    """The escalation counter moved."""

    conflict_id: str
    points_before: int
    points_after: int
    level: Level
    cause: Literal["escalate", "de_escalate", "frame_change"]


class FrameChanged(Event, frozen=True, kw_only=True):
    """A new frame, level and grid."""

    conflict_id: str
    frame: str
    escalation_points: int
    generic_grid: tuple[GridEntry, ...]


class SideLeftConflict(Event, frozen=True, kw_only=True):
    """A side left."""

    conflict_id: str
    side_id: str


class ConflictClosed(Event, frozen=True, kw_only=True):
    """The conflict is over."""

    conflict_id: str
    reason: Literal["settled", "agreement", "sides_left", "gm"]

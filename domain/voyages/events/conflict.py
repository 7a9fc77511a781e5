"""Conflict events outside a round: opening, stakes, action costs, settlements, what a
side wins, escalation, frames, leaving and closing."""

from typing import Literal

from domain.core import Event
from domain.voyages.commands.conflict import (
    ConflictRef,
    CostRef,
    SettlementRef,
    SideRef,
    StakeRef,
)
from domain.voyages.rules.conflict import GridAdjective, GridEntry, Level, SettlementTerm, Side
from domain.voyages.rules.model import GroupMode
from domain.voyages.rules.sheet import Record


class ConflictFrame(ConflictRef, frozen=True, kw_only=True):
    """The frame a conflict is played in, its escalation points and generic grid: set when
    it opens, replaced when the frame changes."""

    frame: str
    escalation_points: int
    generic_grid: tuple[GridEntry, ...]


class ConflictOpened(ConflictFrame, Event, frozen=True, kw_only=True):
    """A conflict opened."""

    sides: tuple[Side, ...]
    initiator_side_id: str


class StakeProposed(StakeRef, Event, frozen=True, kw_only=True):
    """A side wants something from another."""

    owner_side_id: str
    wanted_by_side_id: str | None
    description: str


class StakeOffered(StakeRef, Event, frozen=True, kw_only=True):
    """A side offers something of its own, priced."""

    owner_side_id: str
    wanted_by_side_id: str | None = None
    description: str
    cost: int


class StakePriced(StakeRef, Event, frozen=True, kw_only=True):
    """A proposed stake got its price."""

    cost: int


class StakeRefused(StakeRef, Event, frozen=True, kw_only=True):
    """A proposed stake is refused."""


class ActionCostSet(CostRef, Event, frozen=True, kw_only=True):
    """A cost attached to an action."""

    trigger: str
    description: str
    adjective: GridAdjective | None = None


class ActionCostApplied(CostRef, Event, frozen=True, kw_only=True):
    """An action cost hit a character."""

    character_id: str
    effect_id: str


class SideTotals(Record, frozen=True, kw_only=True):
    """What a side gives and receives in a settlement (informative)."""

    gives: int = 0
    receives: int = 0


class SettlementProposed(SettlementRef, Event, frozen=True, kw_only=True):
    """A settlement proposed (the proposer accepts it)."""

    proposer_side_id: str
    terms: tuple[SettlementTerm, ...]
    totals: dict[str, SideTotals]


class SettlementAccepted(SettlementRef, Event, frozen=True, kw_only=True):
    """A side accepted a settlement."""

    side_id: str


class SettlementRejected(SettlementRef, Event, frozen=True, kw_only=True):
    """A side rejected a settlement."""

    side_id: str


class SettlementWithdrawn(SettlementRef, Event, frozen=True, kw_only=True):
    """The proposing side withdrew its pending settlement (T1)."""

    side_id: str


class ConflictSettled(SettlementRef, Event, frozen=True, kw_only=True):
    """Every active side accepted a settlement."""


class StakeAcquired(StakeRef, Event, frozen=True, kw_only=True):
    """A side got a stake."""

    by_side_id: str
    from_side_id: str
    effect_id: str


class GenericStakeAcquired(ConflictRef, Event, frozen=True, kw_only=True):
    """A generic tier inflicted on a side (or one member)."""

    tier: int
    description: str
    by_side_id: str
    target_side_id: str
    member: str | None = None
    choice: int | None = None
    effect_id: str


class EscalationChanged(ConflictRef, Event, frozen=True, kw_only=True):
    """The escalation counter moved."""

    points_before: int
    points_after: int
    level: Level
    cause: Literal["escalate", "de_escalate", "frame_change"]


class FrameChanged(ConflictFrame, Event, frozen=True, kw_only=True):
    """A new frame, level and grid."""


class SideLeftConflict(SideRef, Event, frozen=True, kw_only=True):
    """A side left."""


class StakeWithdrawn(StakeRef, Event, frozen=True, kw_only=True):
    """The side that put a stake in play took it back before it was bought (T15)."""

    side_id: str


class SideMemberChange(SideRef, frozen=True, kw_only=True):
    """A member joining or leaving a side, and the side's ``group_mode`` from now on."""

    member: str
    group_mode: GroupMode


class MemberJoinedConflict(SideMemberChange, Event, frozen=True, kw_only=True):
    """A character joined a side of a running conflict (T15); ``group_mode`` is the side's
    mode from now on."""


class MemberLeftConflict(SideMemberChange, Event, frozen=True, kw_only=True):
    """One member left its side, which stays in the conflict (T15); ``group_mode`` is the
    side's mode from now on (``solo`` for a lone member)."""


class ConflictClosed(ConflictRef, Event, frozen=True, kw_only=True):
    """The conflict is over."""

    reason: Literal["settled", "agreement", "sides_left", "gm"]

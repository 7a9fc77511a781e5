"""Conflict commands (spec section 5, conflict table)."""

from typing import Literal

import msgspec

from domain.core import Command
from domain.voyages.rules.conflict import (
    Block,
    ConflictPurchase,
    GridAdjective,
    GridEntry,
    Level,
    SettlementTerm,
    SideSpec,
)
from domain.voyages.rules.model import Modifier
from domain.voyages.rules.sheet import Record


class ConflictRef(msgspec.Struct, frozen=True, kw_only=True):
    """What a conflict command or event is about: its conflict (its first field)."""

    conflict_id: str


class StakeRef(ConflictRef, frozen=True, kw_only=True):
    """One stake of a conflict."""

    stake_id: str


class CostRef(ConflictRef, frozen=True, kw_only=True):
    """One action cost of a conflict."""

    cost_id: str


class SettlementRef(ConflictRef, frozen=True, kw_only=True):
    """One settlement of a conflict."""

    settlement_id: str


class SideRef(ConflictRef, frozen=True, kw_only=True):
    """One side of a conflict."""

    side_id: str


class FrameCommand(ConflictRef, Command, frozen=True, kw_only=True):
    """A conflict's frame, level and generic grid, as opened or changed."""

    frame: str
    level: Level = "medium"
    generic_grid: tuple[GridEntry, ...]


class OpenConflict(FrameCommand, frozen=True, kw_only=True):
    """GM: open a conflict."""

    sides: tuple[SideSpec, ...]
    initiator_side_id: str


class ProposeStake(StakeRef, Command, frozen=True, kw_only=True):
    """A side names what it wants from another side."""

    owner_side_id: str
    description: str
    side_id: str | None = None


class OfferStake(StakeRef, Command, frozen=True, kw_only=True):
    """A side offers something of its own, priced."""

    description: str
    cost: int
    side_id: str | None = None


class PriceStake(StakeRef, Command, frozen=True, kw_only=True):
    """The owning side prices a proposed stake."""

    cost: int


class RefuseStake(StakeRef, Command, frozen=True, kw_only=True):
    """The owning side refuses to put a stake in play."""


class SetActionCost(CostRef, Command, frozen=True, kw_only=True):
    """GM: a cost for refusing, leaving, escalating..."""

    trigger: Literal["refuse_conflict", "leave_conflict", "refuse_stake", "refuse_settlement",
                     "escalate", "other"]
    description: str
    adjective: GridAdjective | None = None


class ApplyActionCost(CostRef, Command, frozen=True, kw_only=True):
    """GM: inflict an action cost on a character."""

    character_id: str


class ProposeSettlement(SettlementRef, Command, frozen=True, kw_only=True):
    """A side proposes an amicable resolution."""

    terms: tuple[SettlementTerm, ...]
    side_id: str | None = None


class SettlementAnswer(SettlementRef, Command, frozen=True, kw_only=True):
    """A side's answer to a pending settlement."""

    side_id: str | None = None


class AcceptSettlement(SettlementAnswer, frozen=True, kw_only=True):
    """A side accepts a pending settlement."""


class RejectSettlement(SettlementAnswer, frozen=True, kw_only=True):
    """A side rejects a pending settlement."""


class WithdrawSettlement(SettlementAnswer, frozen=True, kw_only=True):
    """The proposing side withdraws its pending settlement (T1)."""


class StartRound(ConflictRef, Command, frozen=True, kw_only=True):
    """GM: start a conflict round."""


class ContestApproach(ConflictRef, Command, frozen=True, kw_only=True):
    """GM: sides contest the first approach with 1d6 each [D19]."""

    side_ids: tuple[str, ...]
    dice: tuple[int, ...] | None = None


class ChooseApproach(ConflictRef, Command, frozen=True, kw_only=True):
    """The approach holder describes its approach."""

    description: str


class RuleApproach(ConflictRef, Command, frozen=True, kw_only=True):
    """GM: off-frame (-2) and well-thought (+1) for the holder [D4]."""

    off_frame: bool = False
    good_approach: bool = False


class MemberRollSpec(Record, frozen=True, kw_only=True):
    """One member's roll in a side roll."""

    member: str
    modifiers: tuple[Modifier, ...] = ()
    dice: tuple[int, ...] | None = None


class RollConflict(SideRef, Command, frozen=True, kw_only=True):
    """A side rolls (one d6 per member), possibly escalating."""

    escalation_bonus: int = 0
    member_rolls: tuple[MemberRollSpec, ...]


class ScoreRound(ConflictRef, Command, frozen=True, kw_only=True):
    """GM: escalation, halving/doubling, free point, bonus caps."""


class DeclareSpending(SideRef, Command, frozen=True, kw_only=True):
    """A side declares its purchases (empty: pass)."""

    purchases: tuple[ConflictPurchase, ...] = ()


class DeclareBlocks(SideRef, Command, frozen=True, kw_only=True):
    """A side declares its blocks (empty: none)."""

    blocks: tuple[Block, ...] = ()


class ChangeFrame(FrameCommand, frozen=True, kw_only=True):
    """GM: a new frame, level and grid between rounds."""


class LeaveConflict(SideRef, Command, frozen=True, kw_only=True):
    """A side leaves the conflict, or only one of its members (``character_id``, T15)."""

    character_id: str | None = None


class JoinConflict(SideRef, Command, frozen=True, kw_only=True):
    """A character joins a side of a running conflict (T15); a solo side becomes a group
    of ``group_mode``."""

    character_id: str
    group_mode: Literal["sum", "average"] = "sum"


class WithdrawStake(StakeRef, Command, frozen=True, kw_only=True):
    """The side that put a stake in play takes it back before it is bought (T15)."""

    side_id: str | None = None


class EndConflict(ConflictRef, Command, frozen=True, kw_only=True):
    """GM: end the conflict."""

    reason: Literal["agreement", "gm"] = "gm"

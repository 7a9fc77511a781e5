"""Conflict commands (spec section 5, conflict table)."""

from typing import Literal

from domain.core import Command
from domain.voyages.rules.conflict import (
    Block,
    ConflictPurchase,
    GridAdjective,
    GridEntry,
    Level,
    SettlementTerm,
)
from domain.voyages.rules.model import GroupMode, Modifier
from domain.voyages.rules.sheet import Record


class SideSpec(Record, frozen=True, kw_only=True):
    """A side as declared when opening a conflict."""

    side_id: str
    name: str
    members: tuple[str, ...]
    controller_player_ids: tuple[str, ...] = ()
    group_mode: GroupMode = "solo"
    terrain: int = 0


class OpenConflict(Command, frozen=True, kw_only=True):
    """GM: open a conflict."""

    conflict_id: str
    frame: str
    level: Level = "medium"
    generic_grid: tuple[GridEntry, ...]
    sides: tuple[SideSpec, ...]
    initiator_side_id: str


class ProposeStake(Command, frozen=True, kw_only=True):
    """A side names what it wants from another side."""

    conflict_id: str
    stake_id: str
    owner_side_id: str
    description: str
    side_id: str | None = None


class OfferStake(Command, frozen=True, kw_only=True):
    """A side offers something of its own, priced."""

    conflict_id: str
    stake_id: str
    description: str
    cost: int
    side_id: str | None = None


class PriceStake(Command, frozen=True, kw_only=True):
    """The owning side prices a proposed stake."""

    conflict_id: str
    stake_id: str
    cost: int


class RefuseStake(Command, frozen=True, kw_only=True):
    """The owning side refuses to put a stake in play."""

    conflict_id: str
    stake_id: str


class SetActionCost(Command, frozen=True, kw_only=True):
    """GM: a cost for refusing, leaving, escalating..."""

    conflict_id: str
    cost_id: str
    trigger: Literal["refuse_conflict", "leave_conflict", "refuse_stake", "refuse_settlement",
                     "escalate", "other"]
    description: str
    adjective: GridAdjective | None = None


class ApplyActionCost(Command, frozen=True, kw_only=True):
    """GM: inflict an action cost on a character."""

    conflict_id: str
    cost_id: str
    character_id: str


class ProposeSettlement(Command, frozen=True, kw_only=True):
    """A side proposes an amicable resolution."""

    conflict_id: str
    settlement_id: str
    terms: tuple[SettlementTerm, ...]
    side_id: str | None = None


class AcceptSettlement(Command, frozen=True, kw_only=True):
    """A side accepts a pending settlement."""

    conflict_id: str
    settlement_id: str
    side_id: str | None = None


class RejectSettlement(Command, frozen=True, kw_only=True):
    """A side rejects a pending settlement."""

    conflict_id: str
    settlement_id: str
    side_id: str | None = None


class StartRound(Command, frozen=True, kw_only=True):
    """GM: start a conflict round."""

    conflict_id: str


class ContestApproach(Command, frozen=True, kw_only=True):
    """GM: sides contest the first approach with 1d6 each [D19]."""

    conflict_id: str
    side_ids: tuple[str, ...]
    dice: tuple[int, ...] | None = None


class ChooseApproach(Command, frozen=True, kw_only=True):
    """The approach holder describes its approach."""

    conflict_id: str
    description: str


class RuleApproach(Command, frozen=True, kw_only=True):
    """GM: off-frame (-2) and well-thought (+1) for the holder [D4]."""

    conflict_id: str
    off_frame: bool = False
    good_approach: bool = False


class MemberRollSpec(Record, frozen=True, kw_only=True):
    """One member's roll in a side roll."""

    member: str
    modifiers: tuple[Modifier, ...] = ()
    dice: tuple[int, ...] | None = None


class RollConflict(Command, frozen=True, kw_only=True):
    """A side rolls (one d6 per member), possibly escalating."""

    conflict_id: str
    side_id: str
    escalation_bonus: int = 0
    member_rolls: tuple[MemberRollSpec, ...]


class ScoreRound(Command, frozen=True, kw_only=True):
    """GM: escalation, halving/doubling, free point, bonus caps."""

    conflict_id: str


class DeclareSpending(Command, frozen=True, kw_only=True):
    """A side declares its purchases (empty: pass)."""

    conflict_id: str
    side_id: str
    purchases: tuple[ConflictPurchase, ...] = ()


class DeclareBlocks(Command, frozen=True, kw_only=True):
    """A side declares its blocks (empty: none)."""

    conflict_id: str
    side_id: str
    blocks: tuple[Block, ...] = ()


class ChangeFrame(Command, frozen=True, kw_only=True):
    """GM: a new frame, level and grid between rounds."""

    conflict_id: str
    frame: str
    level: Level = "medium"
    generic_grid: tuple[GridEntry, ...]


class LeaveConflict(Command, frozen=True, kw_only=True):
    """A side leaves the conflict."""

    conflict_id: str
    side_id: str


class EndConflict(Command, frozen=True, kw_only=True):
    """GM: end the conflict."""

    conflict_id: str
    reason: Literal["agreement", "gm"] = "gm"

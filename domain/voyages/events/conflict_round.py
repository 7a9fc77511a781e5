"""Conflict round events: approach, side rolls, scoring, spending, blocks, resolution."""

from domain.core import Event
from domain.voyages.commands.conflict import ConflictRef, SideRef
from domain.voyages.rules.conflict import Block, ConflictPurchase, Level
from domain.voyages.rules.model import DiceRecord, Modifier
from domain.voyages.rules.sheet import Record


class RoundEvent(ConflictRef, Event, frozen=True, kw_only=True):
    """An event of one round of a conflict."""

    round: int


class SideRoundEvent(RoundEvent, frozen=True, kw_only=True):
    """What one side did in a round."""

    side_id: str


class RoundStarted(RoundEvent, frozen=True, kw_only=True):
    """A round began."""

    approach_holder: str


class ApproachContested(ConflictRef, Event, frozen=True, kw_only=True):
    """Sides rolled for the approach; the highest won."""

    rounds_of_dice: tuple[dict[str, DiceRecord], ...]
    winner_side_id: str


class ApproachChosen(SideRoundEvent, frozen=True, kw_only=True):
    """The holder's approach."""

    description: str


class ApproachRuled(RoundEvent, frozen=True, kw_only=True):
    """The GM's ruling on the approach."""

    off_frame: bool
    good_approach: bool


class MemberRoll(Record, frozen=True, kw_only=True):
    """One member's d6 in a side roll (score = die + modifiers - 4)."""

    roll_id: str
    member: str
    dice: DiceRecord
    modifiers: tuple[Modifier, ...]
    score: int


class ConflictSideRolled(SideRoundEvent, frozen=True, kw_only=True):
    """A side's roll."""

    member_rolls: tuple[MemberRoll, ...]
    escalation_bonus: int
    side_modifiers: tuple[Modifier, ...]
    raw_score: int


class RoundScored(RoundEvent, frozen=True, kw_only=True):
    """Escalation, level and final scores of a round."""

    raw_scores: dict[str, int]
    escalation_added: dict[str, int]
    escalation_points_before: int
    escalation_points_after: int
    level: Level
    frame_change_due: bool
    final_scores: dict[str, int]
    free_point_side_id: str
    bonus_caps: dict[str, int]


class SpendingDeclared(SideRoundEvent, frozen=True, kw_only=True):
    """A side's purchases."""

    purchases: tuple[ConflictPurchase, ...]


class BlocksDeclared(SideRoundEvent, frozen=True, kw_only=True):
    """A side's blocks."""

    blocks: tuple[Block, ...]


class PurchaseResult(Record, frozen=True, kw_only=True):
    """How a purchase ended."""

    purchase_id: str
    paid: int
    blocked: int
    succeeded: bool


class RoundResolved(RoundEvent, frozen=True, kw_only=True):
    """The round's purchases resolved."""

    results: tuple[PurchaseResult, ...]
    next_approach_holder: str


class TerrainChanged(SideRef, Event, frozen=True, kw_only=True):
    """A side's terrain moved."""

    delta: int
    terrain: int


class ApproachKept(SideRef, Event, frozen=True, kw_only=True):
    """The holder keeps the approach next round."""

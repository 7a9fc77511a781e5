"""Conflict round events: approach, side rolls, scoring, spending, blocks, resolution."""

from domain.core import Event
from domain.voyages.rules.conflict import Block, ConflictPurchase, Level
from domain.voyages.rules.model import DiceRecord, Modifier
from domain.voyages.rules.sheet import Record


class RoundStarted(Event, frozen=True, kw_only=True):
    """A round began."""

    conflict_id: str
    round: int
    approach_holder: str


class ApproachContested(Event, frozen=True, kw_only=True):
    """Sides rolled for the approach; the highest won."""

    conflict_id: str
    rounds_of_dice: tuple[dict[str, DiceRecord], ...]
    winner_side_id: str


class ApproachChosen(Event, frozen=True, kw_only=True):
    """The holder's approach."""

    conflict_id: str
    round: int
    side_id: str
    description: str


class ApproachRuled(Event, frozen=True, kw_only=True):
    """The GM's ruling on the approach."""

    conflict_id: str
    round: int
    off_frame: bool
    good_approach: bool


class MemberRoll(Record, frozen=True, kw_only=True):
    """One member's d6 in a side roll (score = die + modifiers - 4)."""

    roll_id: str
    member: str
    dice: DiceRecord
    modifiers: tuple[Modifier, ...]
    score: int


class ConflictSideRolled(Event, frozen=True, kw_only=True):
    """A side's roll."""

    conflict_id: str
    round: int
    side_id: str
    member_rolls: tuple[MemberRoll, ...]
    escalation_bonus: int
    side_modifiers: tuple[Modifier, ...]
    raw_score: int


class RoundScored(Event, frozen=True, kw_only=True):
    """Escalation, level and final scores of a round."""

    conflict_id: str
    round: int
    raw_scores: dict[str, int]
    escalation_added: dict[str, int]
    escalation_points_before: int
    escalation_points_after: int
    level: Level
    frame_change_due: bool
    final_scores: dict[str, int]
    free_point_side_id: str
    bonus_caps: dict[str, int]


class SpendingDeclared(Event, frozen=True, kw_only=True):
    """A side's purchases."""

    conflict_id: str
    round: int
    side_id: str
    purchases: tuple[ConflictPurchase, ...]


class BlocksDeclared(Event, frozen=True, kw_only=True):
    """A side's blocks."""

    conflict_id: str
    round: int
    side_id: str
    blocks: tuple[Block, ...]


class PurchaseResult(Record, frozen=True, kw_only=True):
    """How a purchase ended."""

    purchase_id: str
    paid: int
    blocked: int
    succeeded: bool


class RoundResolved(Event, frozen=True, kw_only=True):
    """The round's purchases resolved."""

    conflict_id: str
    round: int
    results: tuple[PurchaseResult, ...]
    next_approach_holder: str


class TerrainChanged(Event, frozen=True, kw_only=True):
    """A side's terrain moved."""

    conflict_id: str
    side_id: str
    delta: int
    terrain: int


class ApproachKept(Event, frozen=True, kw_only=True):
    """The holder keeps the approach next round."""

    conflict_id: str
    side_id: str

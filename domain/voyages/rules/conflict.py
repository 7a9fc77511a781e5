"""The conflict's state: sides, stakes, settlements and rounds (spec section 4)."""

from typing import Literal

from domain.voyages.rules.model import GroupMode, Modifier, Roll
from domain.voyages.rules.sheet import Duration, Record

Level = Literal["restrained", "medium", "tense"]
LEVELS: tuple[Level, ...] = ("restrained", "medium", "tense")


class GridAdjective(Record, frozen=True, kw_only=True):
    """The (negative) adjective a grid entry or an action cost inflicts."""

    name: str
    value: int = 1
    duration: Duration = "scene"


class GridOption(Record, frozen=True, kw_only=True):
    """One alternative of a grid entry (T4): « Adjectif "arnaqueur" ou 20 pièces » lists
    the adjective and the coins."""

    description: str
    adjective: GridAdjective | None = None


class GridEntry(Record, frozen=True, kw_only=True):
    """One tier of the generic grid; with ``alternatives`` (two or more, T4) the payer
    picks one (``choice``) and the entry's own ``adjective`` stays empty."""

    description: str
    adjective: GridAdjective | None = None
    alternatives: tuple[GridOption, ...] = ()

    def option(self, choice: int | None) -> GridOption:
        """The alternative picked (T4), or the entry itself when it lists none (or the
        pick no longer fits, after a frame change)."""
        if self.alternatives and choice is not None and 0 <= choice < len(self.alternatives):
            return self.alternatives[choice]
        return GridOption(description=self.description, adjective=self.adjective)


class SideSpec(Record, frozen=True, kw_only=True):
    """A side as declared when opening a conflict."""

    side_id: str
    name: str
    members: tuple[str, ...]
    controller_player_ids: tuple[str, ...] = ()
    group_mode: GroupMode = "solo"
    terrain: int = 0


class Side(SideSpec, frozen=True, kw_only=True):
    """A side (camp); list order of sides is the approach rotation."""

    active: bool = True


class Stake(Record, frozen=True, kw_only=True):
    """Something a side wants from another (or offers), priced 1..3."""

    stake_id: str
    owner_side_id: str
    wanted_by_side_id: str | None = None
    description: str = ""
    cost: int | None = None
    status: Literal["proposed", "priced", "refused", "acquired", "withdrawn"] = "proposed"

    @property
    def put_in_by(self) -> str:
        """The side that put it in play: the one wanting it, or its owner for an offer."""
        return self.wanted_by_side_id or self.owner_side_id


OPEN_STAKE = ("proposed", "priced")
"""The statuses of a stake not yet bought (nor refused, nor withdrawn): it may still be
priced again or withdrawn (T15)."""


class ActionCost(Record, frozen=True, kw_only=True):
    """A cost the GM attaches to refusing, leaving, escalating..."""

    cost_id: str
    trigger: Literal["refuse_conflict", "leave_conflict", "refuse_stake", "refuse_settlement",
                     "escalate", "other"]
    description: str = ""
    adjective: GridAdjective | None = None


class SettlementTerm(Record, frozen=True, kw_only=True):
    """A stake handed over, or a generic tier paid by a side."""

    stake_id: str | None = None
    to_side_id: str | None = None
    generic_tier: int | None = None
    payer_side_id: str | None = None
    member: str | None = None
    choice: int | None = None


class Settlement(Record, frozen=True, kw_only=True):
    """An amicable resolution proposed by a side."""

    settlement_id: str
    proposer_side_id: str
    terms: tuple[SettlementTerm, ...]
    accepted_by: tuple[str, ...] = ()
    status: Literal["pending", "accepted", "rejected", "withdrawn"] = "pending"


class ConflictPurchase(Record, frozen=True, kw_only=True):
    """An effect a side buys in the spending phase (7.7)."""

    purchase_id: str
    effect: Literal["stake", "generic", "terrain", "keep_approach", "de_escalate"]
    stake_id: str | None = None
    generic_tier: int | None = None
    target_side_id: str | None = None
    member: str | None = None
    choice: int | None = None
    magnitude: int | None = None
    score_points: int = 0
    bonus_points: int = 0
    free_points: int = 0


class Block(Record, frozen=True, kw_only=True):
    """Points spent to block another side's purchase, one for one [D14]."""

    purchase_id: str
    score_points: int = 0
    free_points: int = 0


class SideRoll(Record, frozen=True, kw_only=True):
    """A side's roll in a round."""

    member_rolls: tuple[Roll, ...]
    escalation_bonus: int = 0
    side_modifiers: tuple[Modifier, ...] = ()
    raw_score: int = 0


class Round(Record, frozen=True, kw_only=True):
    """The round in progress."""

    number: int
    phase: Literal["approach", "rolling", "spending", "blocking"] = "approach"
    approach_holder: str
    approach: str | None = None
    contested: bool = False
    off_frame: bool = False
    good_approach: bool = False
    rolls: dict[str, SideRoll] = {}
    final_scores: dict[str, int] = {}
    spending: dict[str, tuple[ConflictPurchase, ...]] = {}
    blocks: dict[str, tuple[Block, ...]] = {}


class Conflict(Record, frozen=True, kw_only=True):
    """A conflict resolution (7.6, 7.7)."""

    conflict_id: str
    status: Literal["setup", "round", "between_rounds", "closed"] = "setup"
    frame: str
    generic_grid: tuple[GridEntry, ...]
    escalation_points: int = 0
    frame_change_due: bool = False
    sides: tuple[Side, ...]
    initiator_side_id: str
    stakes: dict[str, Stake] = {}
    action_costs: dict[str, ActionCost] = {}
    settlements: dict[str, Settlement] = {}
    round: Round | None = None
    next_holder: str | None = None
    rounds_played: int = 0

    def side(self, side_id: str) -> Side | None:
        """The side with that id, if any."""
        return next((s for s in self.sides if s.side_id == side_id), None)

    def active_side_ids(self) -> list[str]:
        """Ids of the sides still in the conflict, in rotation order."""
        return [s.side_id for s in self.sides if s.active]


def next_active(conflict: Conflict, after: str) -> str:
    """The next active side after ``after`` in rotation order [D19]."""
    ids = [s.side_id for s in conflict.sides]
    start = ids.index(after) if after in ids else -1
    for step in range(1, len(ids) + 1):
        side = conflict.sides[(start + step) % len(ids)]
        if side.active:
            return side.side_id
    return after

"""Situation events (7.3)."""

from typing import Literal

from domain.core import Event
from domain.voyages.commands import ParticipantSpec
from domain.voyages.rules.model import DiceRecord, Modifier, Pool, PricedPurchase, SubgroupScore


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

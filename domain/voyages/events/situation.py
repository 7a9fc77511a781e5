"""Situation events (7.3)."""

from typing import Literal

from domain.core import Event
from domain.voyages.commands.situation import (
    GroupShare,
    ParticipantRef,
    ParticipantSpec,
    SituationRef,
)
from domain.voyages.rules.model import DiceRecord, Modifier, Pool, PricedPurchase, SubgroupScore


class SituationOpened(SituationRef, Event, frozen=True, kw_only=True):
    """A situation resolution opened."""

    description: str
    participants: tuple[ParticipantSpec, ...]
    group_mode: Literal["solo", "sum", "average"]
    opportunity_shift: int
    risk_shift: int
    terrain_player: int
    terrain_environment: int
    result_mode: Literal["adjectives", "value"]


class InvolvementSet(ParticipantRef, Event, frozen=True, kw_only=True):
    """A participant's involvement level."""

    involvement: Literal["not_involved", "in_retreat", "involved", "front_line"]


class RiskTaken(ParticipantRef, Event, frozen=True, kw_only=True):
    """A participant took a risk."""


class SituationRolled(SituationRef, Event, frozen=True, kw_only=True):
    """A participant's (or, with no character, the environment's) roll."""

    roll_id: str
    character_id: str | None
    dice: DiceRecord
    modifiers: tuple[Modifier, ...]
    score: int


class GroupSplit(SituationRef, Event, frozen=True, kw_only=True):
    """The group split into subgroups."""

    subgroups: tuple[tuple[str, ...], ...]


class GroupResultApportioned(GroupShare, Event, frozen=True, kw_only=True):
    """An average group's result shared unevenly."""


class SituationScored(SituationRef, Event, frozen=True, kw_only=True):
    """Scores and pools of a situation."""

    scores: dict[str, int]
    environment_score: int
    subgroups: tuple[SubgroupScore, ...]
    pools: tuple[Pool, ...]
    value: int | None = None


class SituationPointsSpent(SituationRef, Event, frozen=True, kw_only=True):
    """Purchases paid from a pool."""

    pool_id: str
    purchases: tuple[PricedPurchase, ...]
    remaining: int


class SituationClosed(SituationRef, Event, frozen=True, kw_only=True):
    """A situation closed; unspent points forfeited."""

    forfeited: dict[str, int]

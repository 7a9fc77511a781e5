"""Situation commands (section 5, situation table)."""

from typing import Literal

from domain.core import Command
from domain.voyages.rules.model import GroupMode, Involvement, Modifier, Purchase
from domain.voyages.rules.sheet import Record


class ParticipantSpec(Record, frozen=True, kw_only=True):
    """A participant of a situation and its involvement."""

    character_id: str
    involvement: Involvement = "front_line"


class OpenSituation(Command, frozen=True, kw_only=True):
    """GM: open a situation resolution."""

    situation_id: str
    description: str = ""
    participants: tuple[ParticipantSpec, ...]
    group_mode: GroupMode = "solo"
    opportunity_shift: int = 0
    risk_shift: int = 0
    terrain_player: int = 0
    terrain_environment: int = 0
    result_mode: Literal["adjectives", "value"] = "adjectives"


class SetInvolvement(Command, frozen=True, kw_only=True):
    """Owner: choose an involvement level before rolling."""

    situation_id: str
    character_id: str
    involvement: Involvement


class TakeRisk(Command, frozen=True, kw_only=True):
    """Owner: take a risk (-1 on both cost lists, front line)."""

    situation_id: str
    character_id: str


class RollSituation(Command, frozen=True, kw_only=True):
    """Roll a participant's d6."""

    situation_id: str
    character_id: str
    modifiers: tuple[Modifier, ...] = ()
    dice: tuple[int, ...] | None = None


class RollEnvironment(Command, frozen=True, kw_only=True):
    """GM: roll the environment's d6."""

    situation_id: str
    modifiers: tuple[Modifier, ...] = ()
    dice: tuple[int, ...] | None = None


class ScoreSituation(Command, frozen=True, kw_only=True):
    """GM: compute scores and pools."""

    situation_id: str


class SplitGroup(Command, frozen=True, kw_only=True):
    """Split a group after the rolls: gm any way, an owner splitting its own off (R2)."""

    situation_id: str
    subgroups: tuple[tuple[str, ...], ...]


class ApportionGroupResult(Command, frozen=True, kw_only=True):
    """GM: share an average group's consequences unevenly (same total)."""

    situation_id: str
    subgroup: int
    allocations: dict[str, int]


class SpendSituationPoints(Command, frozen=True, kw_only=True):
    """Spend points of a pool on effects."""

    situation_id: str
    pool_id: str
    purchases: tuple[Purchase, ...]


class CloseSituation(Command, frozen=True, kw_only=True):
    """GM: close a situation (unspent points are forfeited)."""

    situation_id: str

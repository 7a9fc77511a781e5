"""Situation commands (section 5, situation table)."""

from typing import Literal

import msgspec

from domain.core import Command
from domain.voyages.rules.model import GroupMode, Involvement, Modifier, Purchase
from domain.voyages.rules.sheet import Record


class ParticipantSpec(Record, frozen=True, kw_only=True):
    """A participant of a situation and its involvement."""

    character_id: str
    involvement: Involvement = "front_line"


class SituationRef(msgspec.Struct, frozen=True, kw_only=True):
    """What a situation command or event is about: its situation (its first field)."""

    situation_id: str


class ParticipantRef(SituationRef, frozen=True, kw_only=True):
    """One participant of a situation."""

    character_id: str


class OpenSituation(SituationRef, Command, frozen=True, kw_only=True):
    """GM: open a situation resolution."""

    description: str = ""
    participants: tuple[ParticipantSpec, ...]
    group_mode: GroupMode = "solo"
    opportunity_shift: int = 0
    risk_shift: int = 0
    terrain_player: int = 0
    terrain_environment: int = 0
    result_mode: Literal["adjectives", "value"] = "adjectives"


class SetInvolvement(ParticipantRef, Command, frozen=True, kw_only=True):
    """Owner: choose an involvement level before rolling."""

    involvement: Involvement


class TakeRisk(ParticipantRef, Command, frozen=True, kw_only=True):
    """Owner: take a risk (-1 on both cost lists, front line)."""


class RollSituation(ParticipantRef, Command, frozen=True, kw_only=True):
    """Roll a participant's d6."""

    modifiers: tuple[Modifier, ...] = ()
    dice: tuple[int, ...] | None = None


class RollEnvironment(SituationRef, Command, frozen=True, kw_only=True):
    """GM: roll the environment's d6."""

    modifiers: tuple[Modifier, ...] = ()
    dice: tuple[int, ...] | None = None


class ScoreSituation(SituationRef, Command, frozen=True, kw_only=True):
    """GM: compute scores and pools."""


class SplitGroup(SituationRef, Command, frozen=True, kw_only=True):
    """Split a group after the rolls: gm any way, an owner splitting its own off (R2)."""

    subgroups: tuple[tuple[str, ...], ...]


class GroupShare(SituationRef, frozen=True, kw_only=True):
    """An average group's consequences shared unevenly, same total (``ApportionGroupResult``,
    ``GroupResultApportioned``)."""

    subgroup: int
    allocations: dict[str, int]


class ApportionGroupResult(GroupShare, Command, frozen=True, kw_only=True):
    """GM: share an average group's consequences unevenly (same total)."""


class SpendSituationPoints(SituationRef, Command, frozen=True, kw_only=True):
    """Spend points of a pool on effects."""

    pool_id: str
    purchases: tuple[Purchase, ...]


class CloseSituation(SituationRef, Command, frozen=True, kw_only=True):
    """GM: close a situation (unspent points are forfeited)."""

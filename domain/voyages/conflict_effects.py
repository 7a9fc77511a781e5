"""Events of stakes changing hands, shared by settlements and round resolution."""

from domain.core import Event
from domain.voyages import events as e
from domain.voyages.conflict_model import Conflict
from domain.voyages.guards import AdjectiveWriter
from domain.voyages.sheet import Target
from domain.voyages.state import VoyagesState


def default_member(conflict: Conflict, side_id: str, member: str | None) -> str | None:
    """The member a generic tier lands on: the named one, or a lone member."""
    side = conflict.side(side_id)
    if member is not None or side is None:
        return member
    return side.members[0] if len(side.members) == 1 else None


def generic_events(state: VoyagesState, writer: AdjectiveWriter, conflict: Conflict, tier: int,
                   by_side_id: str, target_side_id: str, member: str | None,
                   effect_id: str) -> list[Event]:
    """A generic tier inflicted: its description, and its adjective on a character member."""
    entry = conflict.generic_grid[tier - 1]
    member = default_member(conflict, target_side_id, member)
    events: list[Event] = [e.GenericStakeAcquired(
        conflict_id=conflict.conflict_id, tier=tier, description=entry.description,
        by_side_id=by_side_id, target_side_id=target_side_id, member=member,
        effect_id=effect_id)]
    adjective = entry.adjective
    if adjective is not None and member is not None and member in state.characters:
        events.append(writer.add(Target(kind="character", id=member), adjective.name,
                                 adjective.value, "negative", adjective.duration,
                                 cause="generic_stake", effect_id=effect_id))
    return events

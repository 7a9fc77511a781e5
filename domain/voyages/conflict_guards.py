"""Checks shared by the conflict handlers: which conflict, which side, which phase."""

from domain.core import Actor, DomainError, NotAuthorized
from domain.voyages.conflict_model import Conflict, GridEntry, Side
from domain.voyages.guards import invalid
from domain.voyages.state import VoyagesState


def open_conflict(state: VoyagesState, conflict_id: str) -> Conflict:
    """A conflict not closed (``unknown_resolution`` / ``resolution_closed``)."""
    found = state.conflicts.get(conflict_id)
    if found is None:
        raise DomainError("unknown_resolution", f"no conflict {conflict_id!r}")
    if found.status == "closed":
        raise DomainError("resolution_closed", f"conflict {conflict_id!r} is closed")
    return found


def between_rounds(state: VoyagesState, conflict_id: str) -> Conflict:
    """A conflict in set-up or between rounds (``wrong_phase`` during a round)."""
    found = open_conflict(state, conflict_id)
    if found.status not in ("setup", "between_rounds"):
        raise DomainError("wrong_phase", "not during a round")
    return found


def controls(actor: Actor, side: Side) -> bool:
    """The gm controls every side; a player the sides that list its seat."""
    return actor.is_gm or actor.seat_id in side.controller_player_ids


def acting_side(conflict: Conflict, actor: Actor, side_id: str | None) -> Side:
    """The side the actor acts for: named, or the only one it controls."""
    if side_id is None:
        mine = [s for s in conflict.sides if s.active and controls(actor, s)]
        if len(mine) != 1:
            raise invalid("name the side_id you act for")
        return mine[0]
    side = conflict.side(side_id)
    if side is None:
        raise invalid(f"no side {side_id!r}")
    if not controls(actor, side):
        raise NotAuthorized("forbidden", f"seat does not control {side_id!r}")
    return side


def active_side(conflict: Conflict, side_id: str) -> Side:
    """A side still in the conflict."""
    side = conflict.side(side_id)
    if side is None or not side.active:
        raise invalid(f"{side_id!r} is not an active side")
    return side


def check_grid(grid: tuple[GridEntry, ...]) -> None:
    """A generic grid has exactly three tiers; adjectives are valued 1..3."""
    if len(grid) != 3:
        raise invalid("the generic grid has three tiers")
    if any(g.adjective is not None and not 1 <= g.adjective.value <= 3 for g in grid):
        raise invalid("a grid adjective's value is 1..3")


def character_members(state: VoyagesState, side: Side | None) -> tuple[str, ...]:
    """Members of a side that are characters (npc labels are not)."""
    return () if side is None else tuple(m for m in side.members if m in state.characters)

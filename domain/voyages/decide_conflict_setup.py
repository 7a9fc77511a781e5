"""Handlers: opening a conflict, stakes, action costs, frames, leaving, ending."""

from domain.core import Actor, DomainError, Event
from domain.voyages import commands as c
from domain.voyages import events as e
from domain.voyages.conflict_guards import (
    acting_side,
    active_side,
    between_rounds,
    check_grid,
    open_conflict,
)
from domain.voyages.conflict_model import Conflict, Side, Stake
from domain.voyages.guards import AdjectiveWriter, character, invalid, require_gm
from domain.voyages.resolution import level_name, points_for_level
from domain.voyages.sheet import Target
from domain.voyages.state import VoyagesState, next_effect_id, resolution_ids


def _check_sides(sides: tuple[c.SideSpec, ...], initiator: str) -> None:
    ids = [s.side_id for s in sides]
    members = [m for s in sides for m in s.members]
    if len(ids) < 2 or len(set(ids)) != len(ids) or initiator not in ids:
        raise invalid("two sides or more, distinct ids, the initiator among them")
    if any(not s.members for s in sides) or len(members) != len(set(members)):
        raise invalid("each side has members; a member is in one side only")
    if any((s.group_mode == "solo") != (len(s.members) == 1) for s in sides):
        raise invalid("solo mode is for a side of exactly one member")


def open_conflict_command(state: VoyagesState, command: c.OpenConflict,
                          actor: Actor) -> list[Event]:
    """GM: frame, level, grid and sides; the counter starts at 3 x level."""
    require_gm(actor)
    if command.conflict_id in resolution_ids(state):
        raise DomainError("duplicate_id", f"resolution {command.conflict_id!r} exists")
    check_grid(command.generic_grid)
    _check_sides(command.sides, command.initiator_side_id)
    sides = tuple(Side(side_id=s.side_id, name=s.name, members=s.members,
                       controller_player_ids=s.controller_player_ids, group_mode=s.group_mode,
                       terrain=s.terrain) for s in command.sides)
    return [e.ConflictOpened(conflict_id=command.conflict_id, frame=command.frame,
                             escalation_points=points_for_level(command.level),
                             generic_grid=command.generic_grid, sides=sides,
                             initiator_side_id=command.initiator_side_id)]


def _new_stake(conflict: Conflict, stake_id: str) -> None:
    if stake_id in conflict.stakes:
        raise DomainError("duplicate_id", f"stake {stake_id!r} exists")


def propose_stake(state: VoyagesState, command: c.ProposeStake, actor: Actor) -> list[Event]:
    """A side wants something another side owns."""
    conflict = between_rounds(state, command.conflict_id)
    side = acting_side(conflict, actor, command.side_id)
    _new_stake(conflict, command.stake_id)
    owner = active_side(conflict, command.owner_side_id)
    if owner.side_id == side.side_id:
        raise invalid("a side proposes stakes owned by another side")
    return [e.StakeProposed(conflict_id=conflict.conflict_id, stake_id=command.stake_id,
                            owner_side_id=owner.side_id, wanted_by_side_id=side.side_id,
                            description=command.description)]


def _check_cost(cost: int) -> None:
    if not 1 <= cost <= 3:
        raise invalid("a stake costs 1..3")


def offer_stake(state: VoyagesState, command: c.OfferStake, actor: Actor) -> list[Event]:
    """A side offers something of its own, priced."""
    conflict = between_rounds(state, command.conflict_id)
    side = acting_side(conflict, actor, command.side_id)
    _new_stake(conflict, command.stake_id)
    _check_cost(command.cost)
    return [e.StakeOffered(conflict_id=conflict.conflict_id, stake_id=command.stake_id,
                           owner_side_id=side.side_id, description=command.description,
                           cost=command.cost)]


def _owned_proposed_stake(state: VoyagesState, conflict_id: str, stake_id: str,
                          actor: Actor) -> Stake:
    conflict = between_rounds(state, conflict_id)
    stake = conflict.stakes.get(stake_id)
    if stake is None:
        raise DomainError("unknown_stake", f"no stake {stake_id!r}")
    owner = conflict.side(stake.owner_side_id)
    acting_side(conflict, actor, owner.side_id if owner else None)
    if stake.status != "proposed":
        raise DomainError("stake_already_priced", f"stake {stake_id!r} is {stake.status}")
    return stake


def price_stake(state: VoyagesState, command: c.PriceStake, actor: Actor) -> list[Event]:
    """The owning side prices a proposed stake (1..3)."""
    stake = _owned_proposed_stake(state, command.conflict_id, command.stake_id, actor)
    _check_cost(command.cost)
    return [e.StakePriced(conflict_id=command.conflict_id, stake_id=stake.stake_id,
                          cost=command.cost)]


def refuse_stake(state: VoyagesState, command: c.RefuseStake, actor: Actor) -> list[Event]:
    """The owning side refuses to put a stake in play."""
    stake = _owned_proposed_stake(state, command.conflict_id, command.stake_id, actor)
    return [e.StakeRefused(conflict_id=command.conflict_id, stake_id=stake.stake_id)]


def set_action_cost(state: VoyagesState, command: c.SetActionCost, actor: Actor) -> list[Event]:
    """GM: a cost for refusing, leaving, escalating..."""
    require_gm(actor)
    conflict = open_conflict(state, command.conflict_id)
    if command.cost_id in conflict.action_costs:
        raise DomainError("duplicate_id", f"cost {command.cost_id!r} exists")
    if command.adjective is not None and not 1 <= command.adjective.value <= 3:
        raise invalid("an adjective's value is 1..3")
    return [e.ActionCostSet(conflict_id=conflict.conflict_id, cost_id=command.cost_id,
                            trigger=command.trigger, description=command.description,
                            adjective=command.adjective)]


def apply_action_cost(state: VoyagesState, command: c.ApplyActionCost,
                      actor: Actor) -> list[Event]:
    """GM: the cost hits a character (a harmful effect)."""
    require_gm(actor)
    conflict = state.conflicts.get(command.conflict_id)
    if conflict is None:
        raise DomainError("unknown_resolution", f"no conflict {command.conflict_id!r}")
    cost = conflict.action_costs.get(command.cost_id)
    if cost is None:
        raise DomainError("unknown_cost", f"no cost {command.cost_id!r}")
    sheet = character(state, command.character_id)
    effect_id = next_effect_id(state)
    events: list[Event] = [e.ActionCostApplied(conflict_id=conflict.conflict_id,
                                               cost_id=cost.cost_id,
                                               character_id=sheet.character_id,
                                               effect_id=effect_id)]
    if cost.adjective is not None:
        a = cost.adjective
        events.append(AdjectiveWriter(state).add(
            Target(kind="character", id=sheet.character_id), a.name, a.value, "negative",
            a.duration, cause="action_cost", effect_id=effect_id))
    return events


def change_frame(state: VoyagesState, command: c.ChangeFrame, actor: Actor) -> list[Event]:
    """GM: a new frame between rounds; its level sets the counter [D2, D16]."""
    require_gm(actor)
    conflict = between_rounds(state, command.conflict_id)
    check_grid(command.generic_grid)
    points = points_for_level(command.level)
    events: list[Event] = [e.FrameChanged(conflict_id=conflict.conflict_id, frame=command.frame,
                                          escalation_points=points,
                                          generic_grid=command.generic_grid)]
    if points != conflict.escalation_points:
        events.append(e.EscalationChanged(
            conflict_id=conflict.conflict_id, points_before=conflict.escalation_points,
            points_after=points, level=level_name(points), cause="frame_change"))
    return events


def leave_conflict(state: VoyagesState, command: c.LeaveConflict, actor: Actor) -> list[Event]:
    """A side leaves between rounds; under two sides the conflict closes."""
    conflict = between_rounds(state, command.conflict_id)
    side = acting_side(conflict, actor, command.side_id)
    active_side(conflict, side.side_id)
    events: list[Event] = [e.SideLeftConflict(conflict_id=conflict.conflict_id,
                                              side_id=side.side_id)]
    if len(conflict.active_side_ids()) - 1 < 2:
        events.append(e.ConflictClosed(conflict_id=conflict.conflict_id, reason="sides_left"))
    return events


def end_conflict(state: VoyagesState, command: c.EndConflict, actor: Actor) -> list[Event]:
    """GM: the conflict ends by agreement or ruling."""
    require_gm(actor)
    conflict = open_conflict(state, command.conflict_id)
    return [e.ConflictClosed(conflict_id=conflict.conflict_id, reason=command.reason)]


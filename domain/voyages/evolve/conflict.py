"""How a conflict changes outside its rounds: opening, stakes, costs, what a side wins,
escalation, frames, members joining and leaving, closing."""

from msgspec.structs import replace

from domain.voyages import events as ev
from domain.voyages.evolve import (
    change_conflict,
    change_side,
    change_stake,
    register_effect,
    register_harm,
    with_conflict,
)
from domain.voyages.rules.conflict import ActionCost, Conflict, Stake
from domain.voyages.rules.model import Effect, UndoOp
from domain.voyages.state import VoyagesState, started, without_closed_conflicts


def conflict_opened(state: VoyagesState, event: ev.ConflictOpened) -> VoyagesState:
    """A conflict in set-up."""
    state = started(without_closed_conflicts(state),
                    [m for side in event.sides for m in side.members])
    return with_conflict(state, Conflict(conflict_id=event.conflict_id, frame=event.frame,
                                         generic_grid=event.generic_grid,
                                         escalation_points=event.escalation_points,
                                         sides=event.sides,
                                         initiator_side_id=event.initiator_side_id))


def stake_proposed(state: VoyagesState, event: ev.StakeProposed | ev.StakeOffered) -> VoyagesState:
    """A stake wanted (proposed) or offered (priced)."""
    conflict = state.conflicts.get(event.conflict_id)
    if conflict is None:
        return state
    offered = isinstance(event, ev.StakeOffered)
    stake = Stake(stake_id=event.stake_id, owner_side_id=event.owner_side_id,
                  wanted_by_side_id=event.wanted_by_side_id, description=event.description,
                  cost=event.cost if isinstance(event, ev.StakeOffered) else None,
                  status="priced" if offered else "proposed")
    return with_conflict(state, replace(conflict,
                                        stakes={**conflict.stakes, stake.stake_id: stake}))


def stake_priced(state: VoyagesState, event: ev.StakePriced) -> VoyagesState:
    """A stake has its price."""
    return change_stake(state, event.conflict_id, event.stake_id, cost=event.cost, status="priced")


def stake_refused(state: VoyagesState, event: ev.StakeRefused) -> VoyagesState:
    """A stake is out of play."""
    return change_stake(state, event.conflict_id, event.stake_id, status="refused")


def action_cost_set(state: VoyagesState, event: ev.ActionCostSet) -> VoyagesState:
    """A cost attached to an action."""
    conflict = state.conflicts.get(event.conflict_id)
    if conflict is None:
        return state
    cost = ActionCost(cost_id=event.cost_id, trigger=event.trigger,  # type: ignore[arg-type]
                      description=event.description, adjective=event.adjective)
    return with_conflict(state, replace(conflict, action_costs={**conflict.action_costs,
                                                                cost.cost_id: cost}))


def action_cost_applied(state: VoyagesState, event: ev.ActionCostApplied) -> VoyagesState:
    """A harmful effect on a character."""
    return register_harm(state, event.effect_id, event.conflict_id, "action_cost",
                         (event.character_id,))


def stake_acquired(state: VoyagesState, event: ev.StakeAcquired) -> VoyagesState:
    """A stake changes hands: a harmful effect for the losing side's characters."""
    conflict = state.conflicts.get(event.conflict_id)
    side = None if conflict is None else conflict.side(event.from_side_id)
    members = () if side is None else tuple(m for m in side.members if m in state.characters)
    state = change_stake(state, event.conflict_id, event.stake_id, status="acquired")
    return register_effect(state, Effect(
        effect_id=event.effect_id, resolution_id=event.conflict_id, kind="stake",
        concerns_character_ids=members, harmful=True,
        undo=(UndoOp(kind="return_stake", conflict_id=event.conflict_id,
                     stake_id=event.stake_id),)))


def generic_acquired(state: VoyagesState, event: ev.GenericStakeAcquired) -> VoyagesState:
    """A generic tier lands: harmful for the member, or the side's characters."""
    conflict = state.conflicts.get(event.conflict_id)
    side = None if conflict is None else conflict.side(event.target_side_id)
    members = (event.member,) if event.member else (() if side is None else side.members)
    concerned = tuple(m for m in members if m in state.characters)
    return register_harm(state, event.effect_id, event.conflict_id, "generic", concerned)


def escalation_changed(state: VoyagesState, event: ev.EscalationChanged) -> VoyagesState:
    """The counter moves; a full counter asks for a new frame [D2]."""
    return change_conflict(state, event.conflict_id, escalation_points=event.points_after,
                           frame_change_due=event.points_after >= 9)


def frame_changed(state: VoyagesState, event: ev.FrameChanged) -> VoyagesState:
    """A new frame, level and grid."""
    return change_conflict(state, event.conflict_id, frame=event.frame,
                           escalation_points=event.escalation_points,
                           generic_grid=event.generic_grid, frame_change_due=False)


def side_left(state: VoyagesState, event: ev.SideLeftConflict) -> VoyagesState:
    """A side is out."""
    return change_side(state, event.conflict_id, event.side_id, active=False)


def stake_withdrawn(state: VoyagesState, event: ev.StakeWithdrawn) -> VoyagesState:
    """A stake taken back before it was bought (T15)."""
    return change_stake(state, event.conflict_id, event.stake_id, status="withdrawn")


def member_joined(state: VoyagesState, event: ev.MemberJoinedConflict) -> VoyagesState:
    """A new member on a side (T15): the character starts a conflict (R1, windows)."""
    conflict = state.conflicts.get(event.conflict_id)
    side = None if conflict is None else conflict.side(event.side_id)
    if side is None:
        return state
    state = started(state, [event.member])
    return change_side(state, event.conflict_id, event.side_id, group_mode=event.group_mode,
                       members=(*side.members, event.member))


def member_left(state: VoyagesState, event: ev.MemberLeftConflict) -> VoyagesState:
    """One member off its side (T15)."""
    conflict = state.conflicts.get(event.conflict_id)
    side = None if conflict is None else conflict.side(event.side_id)
    if side is None:
        return state
    return change_side(state, event.conflict_id, event.side_id, group_mode=event.group_mode,
                       members=tuple(m for m in side.members if m != event.member))


def conflict_closed(state: VoyagesState, event: ev.ConflictClosed) -> VoyagesState:
    """The conflict is over."""
    return change_conflict(state, event.conflict_id, status="closed", round=None)

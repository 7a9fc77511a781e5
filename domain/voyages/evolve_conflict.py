"""Evolve: conflicts."""

from typing import Any

import msgspec

from domain.voyages import events as e
from domain.voyages.conflict_model import (
    ActionCost,
    Conflict,
    Round,
    Settlement,
    SideRoll,
    Stake,
)
from domain.voyages.evolve_sheet import register_effect
from domain.voyages.model import Effect, Roll, UndoOp
from domain.voyages.state import VoyagesState

replace = msgspec.structs.replace


def _with(state: VoyagesState, conflict: Conflict) -> VoyagesState:
    return replace(state, conflicts={**state.conflicts, conflict.conflict_id: conflict})


def _update(state: VoyagesState, conflict_id: str, **changes: Any) -> VoyagesState:
    conflict = state.conflicts.get(conflict_id)
    return state if conflict is None else _with(state, replace(conflict, **changes))


def _round(state: VoyagesState, conflict_id: str, **changes: Any) -> VoyagesState:
    conflict = state.conflicts.get(conflict_id)
    if conflict is None or conflict.round is None:
        return state
    return _with(state, replace(conflict, round=replace(conflict.round, **changes)))


def _stake(state: VoyagesState, conflict_id: str, stake_id: str, **changes: Any) -> VoyagesState:
    conflict = state.conflicts.get(conflict_id)
    stake = None if conflict is None else conflict.stakes.get(stake_id)
    if conflict is None or stake is None:
        return state
    return _with(state, replace(conflict, stakes={**conflict.stakes,
                                                  stake_id: replace(stake, **changes)}))


def _side(state: VoyagesState, conflict_id: str, side_id: str, **changes: Any) -> VoyagesState:
    conflict = state.conflicts.get(conflict_id)
    if conflict is None:
        return state
    sides = tuple(replace(s, **changes) if s.side_id == side_id else s for s in conflict.sides)
    return _with(state, replace(conflict, sides=sides))


def conflict_opened(state: VoyagesState, event: e.ConflictOpened) -> VoyagesState:
    """A conflict in set-up."""
    return _with(state, Conflict(conflict_id=event.conflict_id, frame=event.frame,
                                 generic_grid=event.generic_grid,
                                 escalation_points=event.escalation_points, sides=event.sides,
                                 initiator_side_id=event.initiator_side_id))


def stake_proposed(state: VoyagesState, event: e.StakeProposed | e.StakeOffered) -> VoyagesState:
    """A stake wanted (proposed) or offered (priced)."""
    conflict = state.conflicts.get(event.conflict_id)
    if conflict is None:
        return state
    offered = isinstance(event, e.StakeOffered)
    stake = Stake(stake_id=event.stake_id, owner_side_id=event.owner_side_id,
                  wanted_by_side_id=event.wanted_by_side_id, description=event.description,
                  cost=event.cost if isinstance(event, e.StakeOffered) else None,
                  status="priced" if offered else "proposed")
    return _with(state, replace(conflict, stakes={**conflict.stakes, stake.stake_id: stake}))


def stake_priced(state: VoyagesState, event: e.StakePriced) -> VoyagesState:
    """A stake has its price."""
    return _stake(state, event.conflict_id, event.stake_id, cost=event.cost, status="priced")


def stake_refused(state: VoyagesState, event: e.StakeRefused) -> VoyagesState:
    """A stake is out of play."""
    return _stake(state, event.conflict_id, event.stake_id, status="refused")


def stake_returned(state: VoyagesState, event: e.StakeReturned) -> VoyagesState:
    """A stake is back with its owner."""
    return _stake(state, event.conflict_id, event.stake_id, status="priced")


def action_cost_set(state: VoyagesState, event: e.ActionCostSet) -> VoyagesState:
    """A cost attached to an action."""
    conflict = state.conflicts.get(event.conflict_id)
    if conflict is None:
        return state
    cost = ActionCost(cost_id=event.cost_id, trigger=event.trigger,  # type: ignore[arg-type]
                      description=event.description, adjective=event.adjective)
    return _with(state, replace(conflict, action_costs={**conflict.action_costs,
                                                        cost.cost_id: cost}))


def action_cost_applied(state: VoyagesState, event: e.ActionCostApplied) -> VoyagesState:
    """A harmful effect on a character."""
    return register_effect(state, Effect(
        effect_id=event.effect_id, resolution_id=event.conflict_id, kind="action_cost",
        concerns_character_ids=(event.character_id,), harmful=True))


def _settlement(state: VoyagesState, conflict_id: str, settlement_id: str,
                **changes: Any) -> VoyagesState:
    conflict = state.conflicts.get(conflict_id)
    found = None if conflict is None else conflict.settlements.get(settlement_id)
    if conflict is None or found is None:
        return state
    return _with(state, replace(conflict, settlements={**conflict.settlements,
                                                      settlement_id: replace(found, **changes)}))


def settlement_proposed(state: VoyagesState, event: e.SettlementProposed) -> VoyagesState:
    """A pending settlement, accepted by its proposer."""
    conflict = state.conflicts.get(event.conflict_id)
    if conflict is None:
        return state
    settlement = Settlement(settlement_id=event.settlement_id,
                            proposer_side_id=event.proposer_side_id, terms=event.terms,
                            accepted_by=(event.proposer_side_id,))
    return _with(state, replace(conflict, settlements={**conflict.settlements,
                                                       event.settlement_id: settlement}))


def settlement_accepted(state: VoyagesState, event: e.SettlementAccepted) -> VoyagesState:
    """One more side accepts."""
    conflict = state.conflicts.get(event.conflict_id)
    found = None if conflict is None else conflict.settlements.get(event.settlement_id)
    if found is None:
        return state
    return _settlement(state, event.conflict_id, event.settlement_id,
                       accepted_by=(*found.accepted_by, event.side_id))


def settlement_rejected(state: VoyagesState, event: e.SettlementRejected) -> VoyagesState:
    """The settlement fails."""
    return _settlement(state, event.conflict_id, event.settlement_id, status="rejected")


def conflict_settled(state: VoyagesState, event: e.ConflictSettled) -> VoyagesState:
    """The settlement holds."""
    return _settlement(state, event.conflict_id, event.settlement_id, status="accepted")


def round_started(state: VoyagesState, event: e.RoundStarted) -> VoyagesState:
    """A round in its approach phase."""
    return _update(state, event.conflict_id, status="round",
                   round=Round(number=event.round, approach_holder=event.approach_holder))


def approach_contested(state: VoyagesState, event: e.ApproachContested) -> VoyagesState:
    """The contest winner holds the approach."""
    return _round(state, event.conflict_id, approach_holder=event.winner_side_id,
                  contested=True)


def approach_chosen(state: VoyagesState, event: e.ApproachChosen) -> VoyagesState:
    """Rolling opens."""
    return _round(state, event.conflict_id, approach=event.description, phase="rolling")


def approach_ruled(state: VoyagesState, event: e.ApproachRuled) -> VoyagesState:
    """The GM's ruling on the approach."""
    return _round(state, event.conflict_id, off_frame=event.off_frame,
                  good_approach=event.good_approach)


def side_rolled(state: VoyagesState, event: e.ConflictSideRolled) -> VoyagesState:
    """A side's roll."""
    conflict = state.conflicts.get(event.conflict_id)
    if conflict is None or conflict.round is None:
        return state
    rolls = tuple(Roll(roll_id=r.roll_id, character_id=r.member if r.member in state.characters
                       else None, member=r.member, die=r.dice.values[0], modifiers=r.modifiers,
                       score=r.score) for r in event.member_rolls)
    side_roll = SideRoll(member_rolls=rolls, escalation_bonus=event.escalation_bonus,
                         side_modifiers=event.side_modifiers, raw_score=event.raw_score)
    return _round(state, event.conflict_id,
                  rolls={**conflict.round.rolls, event.side_id: side_roll})


def round_scored(state: VoyagesState, event: e.RoundScored) -> VoyagesState:
    """Final scores; spending opens."""
    state = _update(state, event.conflict_id, escalation_points=event.escalation_points_after,
                    frame_change_due=event.frame_change_due)
    return _round(state, event.conflict_id, final_scores=event.final_scores, phase="spending")


def spending_declared(state: VoyagesState, event: e.SpendingDeclared) -> VoyagesState:
    """A side's purchases; after the last side, blocking opens."""
    conflict = state.conflicts.get(event.conflict_id)
    if conflict is None or conflict.round is None:
        return state
    spending = {**conflict.round.spending, event.side_id: event.purchases}
    done = all(s in spending for s in conflict.active_side_ids())
    return _round(state, event.conflict_id, spending=spending,
                  phase="blocking" if done else "spending")


def blocks_declared(state: VoyagesState, event: e.BlocksDeclared) -> VoyagesState:
    """A side's blocks."""
    conflict = state.conflicts.get(event.conflict_id)
    if conflict is None or conflict.round is None:
        return state
    return _round(state, event.conflict_id,
                  blocks={**conflict.round.blocks, event.side_id: event.blocks})


def round_resolved(state: VoyagesState, event: e.RoundResolved) -> VoyagesState:
    """The round is over; unspent points are lost [D23]."""
    return _update(state, event.conflict_id, status="between_rounds", round=None,
                   next_holder=event.next_approach_holder, rounds_played=event.round)


def stake_acquired(state: VoyagesState, event: e.StakeAcquired) -> VoyagesState:
    """A stake changes hands: a harmful effect for the losing side's characters."""
    conflict = state.conflicts.get(event.conflict_id)
    side = None if conflict is None else conflict.side(event.from_side_id)
    members = () if side is None else tuple(m for m in side.members if m in state.characters)
    state = _stake(state, event.conflict_id, event.stake_id, status="acquired")
    return register_effect(state, Effect(
        effect_id=event.effect_id, resolution_id=event.conflict_id, kind="stake",
        concerns_character_ids=members, harmful=True,
        undo=(UndoOp(kind="return_stake", conflict_id=event.conflict_id,
                     stake_id=event.stake_id),)))


def generic_acquired(state: VoyagesState, event: e.GenericStakeAcquired) -> VoyagesState:
    """A generic tier lands: harmful for the member, or the side's characters."""
    conflict = state.conflicts.get(event.conflict_id)
    side = None if conflict is None else conflict.side(event.target_side_id)
    members = (event.member,) if event.member else (() if side is None else side.members)
    concerned = tuple(m for m in members if m in state.characters)
    return register_effect(state, Effect(
        effect_id=event.effect_id, resolution_id=event.conflict_id, kind="generic",
        concerns_character_ids=concerned, harmful=True))


def terrain_changed(state: VoyagesState, event: e.TerrainChanged) -> VoyagesState:
    """A side's terrain."""
    return _side(state, event.conflict_id, event.side_id, terrain=event.terrain)


def approach_kept(state: VoyagesState, event: e.ApproachKept) -> VoyagesState:
    """Recorded in RoundResolved's next holder."""
    return state


def escalation_changed(state: VoyagesState, event: e.EscalationChanged) -> VoyagesState:
    """The counter moves; a full counter asks for a new frame [D2]."""
    return _update(state, event.conflict_id, escalation_points=event.points_after,
                   frame_change_due=event.points_after >= 9)


def frame_changed(state: VoyagesState, event: e.FrameChanged) -> VoyagesState:
    """A new frame, level and grid."""
    return _update(state, event.conflict_id, frame=event.frame,
                   escalation_points=event.escalation_points,
                   generic_grid=event.generic_grid, frame_change_due=False)


def side_left(state: VoyagesState, event: e.SideLeftConflict) -> VoyagesState:
    """A side is out."""
    return _side(state, event.conflict_id, event.side_id, active=False)


def conflict_closed(state: VoyagesState, event: e.ConflictClosed) -> VoyagesState:
    """The conflict is over."""
    return _update(state, event.conflict_id, status="closed", round=None)
